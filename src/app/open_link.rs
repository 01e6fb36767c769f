//! The reducer's part for opening a share link: the board, the settings,
//! the lineup and a solution it carries, with a notice for what had to be
//! left out.

use super::AppState;
use crate::board::puzzle_text;
use crate::run::{Origin, Run};
use crate::share::{LinkError, Opened};

impl AppState {
    pub(super) fn open_link(&mut self, source: String, opened: Result<Opened, LinkError>) {
        self.applied_link = Some(source);
        let opened = match opened {
            Ok(opened) => opened,
            Err(error) => {
                self.notice = Some(error.to_string());
                return;
            }
        };
        let mut warnings = opened.warnings;
        let shared = opened.shared;
        if shared.board != self.board {
            self.change_board(shared.board.clone());
        }
        self.puzzle_text = puzzle_text(shared.board.puzzle());
        self.input_error = None;
        if let Some(engine) = &shared.engine {
            self.settings.choose_engine(engine);
        }
        if let Some(seed) = shared.seed {
            self.settings.seed = seed;
        }
        if let Some(limit) = shared.time_limit_s {
            self.settings.time_limit_s = limit;
        }
        if shared.engine.is_some() {
            let preset = shared.preset.as_deref().unwrap_or("");
            if !self.settings.choose_preset(preset) {
                warnings.push(format!(
                    "The link's preset '{preset}' is not one of engine {}'s; the paper's defaults are used.",
                    self.settings.engine_info().name
                ));
                self.settings.choose_preset("");
            }
        }
        if !shared.params.is_empty() || shared.engine.is_some() {
            self.settings.reset_params();
        }
        for (name, value) in shared.params {
            match self.settings.param_spec(&name) {
                Some(spec) => self.settings.set_param(spec, value),
                None => warnings.push(format!(
                    "The link's parameter '{name}' is not one of engine {}'s; it was ignored.",
                    self.settings.engine_info().name
                )),
            }
        }
        if let Some(lineup) = shared.lineup {
            self.lineup = lineup;
            self.side = super::SideTab::Race;
        }
        self.runs.clear_finished();
        if let Some(solution) = shared.solution {
            let id = self.runs.next_id();
            let engine = self.settings.engine_info();
            let run = Run::known_solution(id, Origin::Link, engine, shared.board, solution, 0.0);
            self.runs.insert(run);
        }
        self.notice = (!warnings.is_empty()).then(|| warnings.join(" "));
    }
}

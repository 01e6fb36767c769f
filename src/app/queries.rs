//! What the views ask of the state: the cells as shown, the status line,
//! the solution on screen, the share link, and the request a Solve sends.

use std::hash::{DefaultHasher, Hash, Hasher};

use sudoku_engine::format::shaped::{drawn_of, verdict_with_drawn};
use sudoku_engine::shape::Values;
use sudoku_engine::{Limits, Outcome, Uniqueness};

use super::AppState;
use crate::board::{
    cell_views, show_highlight, show_marks, show_selection, show_true_candidates, Board, CellKind,
    CellView,
};
use crate::hints::{replay, CellRole, Highlight};
use crate::run::Run;
use crate::share::{self, LinkSettings};
use crate::worker::HintAnswer;
use crate::worker::{RunId, RunRequest};
use sudoku_engine::logic::ChainLink;

impl AppState {
    /// The words that came with the Puzzle box's one-line puzzle (its name,
    /// a rating: `<81 cells>\tAI Escargot`), shown under the box.
    pub fn puzzle_label(&self) -> Option<String> {
        if self.input_error.is_some() {
            return None;
        }
        crate::board::label_of(&self.puzzle_text)
    }

    /// The cells as shown: board plus the shown run's grid when the run
    /// belongs to this board. While the run goes on, its grid stays under
    /// the user's entries as long as the puzzle is the same, so typing does
    /// not hide the search; once it ends, it is shown only on the board it
    /// was started on.
    pub fn cells(&self) -> Vec<CellView> {
        if let Some(views) = self.explained_cells() {
            return views;
        }
        let mut views = self.board_cells();
        let hint = self.hint.for_board(&self.board);
        let highlight = hint.and_then(|shown| match &shown.answer {
            HintAnswer::Step(step) if shown.full => Some(Highlight::of_step(step)),
            HintAnswer::Wrong { cell, .. } => Some(Highlight::wrong(usize::from(*cell))),
            _ => None,
        });
        let full_step = hint.is_some_and(|shown| shown.full);
        if self.prefs.candidates || full_step {
            show_marks(&mut views, &self.board.all_candidates());
        }
        let true_shown = self.prefs.true_candidates && !full_step;
        if let Some(found) = self.truth.shown().filter(|_| true_shown) {
            show_true_candidates(&mut views, found);
        }
        if let Some(highlight) = &highlight {
            show_highlight(&mut views, highlight);
        } else {
            self.show_where_two_solutions_differ(&mut views);
        }
        show_selection(
            &mut views,
            &self.board,
            &self.selection,
            self.prefs.highlight,
        );
        if !self.prefs.conflicts {
            views.iter_mut().for_each(|view| view.conflict = false);
        }
        if let Some(drawing) = &self.drawing {
            let drawn = drawing
                .regions
                .iter()
                .flatten()
                .map(|&cell| (cell, CellRole::Drawn));
            let picked = drawing.picked.iter().map(|&cell| (cell, CellRole::Pattern));
            for (cell, role) in drawn.chain(picked) {
                if let Some(view) = views.get_mut(cell) {
                    view.role = role;
                }
            }
        }
        views
    }

    /// The chains of the step on screen, to draw over the board.
    pub fn shown_chains(&self) -> Vec<Vec<ChainLink>> {
        if let Some(explain) = &self.explain {
            return match &explain.result {
                Some(Ok(explanation)) => explanation
                    .steps
                    .get(explain.index)
                    .map(|shown| shown.chains.clone())
                    .unwrap_or_default(),
                _ => Vec::new(),
            };
        }
        match self.hint.for_board(&self.board) {
            Some(shown) if shown.full => match &shown.answer {
                HintAnswer::Step(step) => step.chains.clone(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// The board before the explanation's current step, with its highlights.
    fn explained_cells(&self) -> Option<Vec<CellView>> {
        let explain = self.explain.as_ref()?;
        let explanation = explain.result.as_ref()?.as_ref().ok()?;
        let position = replay::before(&explain.puzzle, &explanation.steps, explain.index);
        let board = Board::new(explain.puzzle.clone());
        let mut views = cell_views(&board, Some((&position.placed, CellKind::Solved)), None);
        show_marks(&mut views, &position.candidates);
        if let Some(shown) = explanation.steps.get(explain.index) {
            show_highlight(&mut views, &Highlight::of_step(shown));
        }
        Some(views)
    }

    fn board_cells(&self) -> Vec<CellView> {
        let run = self.shown_run().filter(|run| {
            run.board == self.board
                || (run.is_active() && run.board.puzzle() == self.board.puzzle())
        });
        let overlay = run.and_then(Run::overlay);
        let picture = run
            .filter(|run| run.is_active())
            .and_then(|run| run.snapshot.as_ref()?.picture.as_ref());
        cell_views(&self.board, overlay, picture)
    }

    /// The run the board and panels show.
    pub fn shown_run(&self) -> Option<&Run> {
        self.runs.shown()
    }

    /// Highlights the cells where two solutions of the board's puzzle
    /// differ, once its run has refused it for having several.
    fn show_where_two_solutions_differ(&self, views: &mut [CellView]) {
        let Some(run) = self.shown_run().filter(|run| {
            run.board == self.board && run.outcome() == Some(&Outcome::SeveralSolutions)
        }) else {
            return;
        };
        for cell in run.differing_cells() {
            if let Some(view) = views.get_mut(cell) {
                view.role = CellRole::Pattern;
            }
        }
    }

    pub fn is_running(&self) -> bool {
        self.runs.is_running()
    }

    /// The status line: the shown run's, while it runs or while its
    /// puzzle is on the board (a new puzzle starts afresh).
    pub fn status(&self) -> String {
        let current = self
            .shown_run()
            .filter(|run| run.is_active() || run.board.puzzle() == self.board.puzzle());
        match current {
            Some(run) => match run.outcome() {
                Some(Outcome::SeveralSolutions | Outcome::NoSolution) => {
                    let drawn = drawn_of(self.board.puzzle());
                    verdict_with_drawn(&run.status(), drawn.as_deref())
                }
                _ => run.status(),
            },
            None if self.board.is_blank() => {
                "Ready: paste or type a puzzle, then press Solve".to_string()
            }
            None => "Ready".to_string(),
        }
    }

    /// The board's puzzle (givens and rules) as an f-puzzles link, once
    /// the analysis worker has written it for the Share panel, or why
    /// f-puzzles cannot hold it.
    pub fn elsewhere_link(&self) -> Option<Result<String, String>> {
        (self.share.elsewhere.as_ref())
            .filter(|(puzzle, _)| puzzle == self.board.puzzle())
            .and_then(|(_, link)| link.clone())
    }

    /// The solution shown on the board, if any.
    pub fn shown_solution(&self) -> Option<&Values> {
        self.shown_run()
            .filter(|run| run.board == self.board)
            .and_then(Run::solution)
    }

    /// The share fragment (without `#`) for the current state.
    pub fn share_fragment(&self) -> String {
        let params = self.settings.param_overrides().unwrap_or_default();
        let settings = LinkSettings {
            engine: self.settings.engine_info().name,
            preset: self.settings.preset().map(|preset| preset.name),
            seed: &self.settings.seed,
            time_limit_s: &self.settings.time_limit_s,
            params: &params,
            lineup: &self.lineup,
        };
        share::encode(&self.board, &settings, self.shown_solution())
    }

    /// True when the shown run refused this board for having several
    /// solutions: the user may ask for one of them.
    pub fn can_solve_anyway(&self) -> bool {
        !self.is_running()
            && self.shown_run().is_some_and(|run| {
                run.board == self.board && run.outcome() == Some(&Outcome::SeveralSolutions)
            })
    }

    /// True when the last race found the board to have several solutions:
    /// the person may race the lineup for one of them.
    pub fn can_race_anyway(&self) -> bool {
        !self.is_running()
            && self.runs.is_race()
            && self.runs.group().any(|run| {
                run.board == self.board && run.outcome() == Some(&Outcome::SeveralSolutions)
            })
    }

    /// The request for run `id` of the board with the current settings, or
    /// why there can be none.
    pub fn run_request(&self, id: RunId, uniqueness: Uniqueness) -> Result<RunRequest, String> {
        let puzzle = self.board.to_solve().map_err(|error| {
            if self.board.entries().filled() > 0 {
                format!("your entries break a rule: {error}")
            } else {
                error.to_string()
            }
        })?;
        let settings = &self.settings;
        Ok(RunRequest {
            id,
            puzzle,
            engine: settings.engine_info().name.to_string(),
            preset: settings.preset().map(|preset| preset.name.to_string()),
            params: settings.param_overrides()?,
            seed: settings.seed_value()?,
            limits: Limits {
                time_limit_ms: settings.time_limit_ms()?,
                uniqueness,
            },
        })
    }

    /// A digest of everything that is saved across reloads: when it
    /// changes, the state is saved (and only then, not on every progress
    /// message).
    pub fn saved_digest(&self) -> u64 {
        let mut hasher = DefaultHasher::new();
        self.board.hash(&mut hasher);
        (self.history.past().len(), self.history.future().len()).hash(&mut hasher);
        self.puzzle_text.hash(&mut hasher);
        self.settings.hash(&mut hasher);
        self.shown_solution().hash(&mut hasher);
        self.applied_link.hash(&mut hasher);
        self.lineup.hash(&mut hasher);
        let prefs = &self.prefs;
        let helps = (
            prefs.highlight,
            prefs.conflicts,
            prefs.strike_peers,
            prefs.clock,
        );
        (prefs.candidates, prefs.true_candidates, prefs.theme, helps).hash(&mut hasher);
        hasher.finish()
    }
}

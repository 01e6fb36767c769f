//! The reducer: [`AppState::apply`] and what each action does. Board edits
//! and settings change the state alone; runs go through the worker
//! [`Pool`](crate::worker::Pool), which answers with commands.

use sudoku_engine::Uniqueness;

use super::{Action, AppState, Command, Pick, Pref, SideTab, Timer};
use crate::board::{
    blank_text, looks_like_link, puzzle_text, read_puzzle, toggle_rule, Board, Edit, Mode,
    Selection, PICKER_SIZES, RULE_TOGGLES,
};
use crate::race::MAX_ENTRIES;
use crate::run::{End, Phase, Run};
use crate::share;
use crate::worker::pool::SILENCE_MS;
use crate::worker::{FromWorker, Lost, RunId, WorkerId};

impl AppState {
    /// Applies `action`; returns what the browser side must do about it.
    pub fn apply(&mut self, action: Action) -> Vec<Command> {
        let saved_before = self.saved_digest();
        let mut out = Vec::new();
        match action {
            Action::LoadText(text) => self.load_text(text, &mut out),
            Action::Select(cell) => {
                if cell < self.board.cell_count() {
                    self.selection.focus_on(cell);
                }
            }
            Action::Pick(pick) => self.pick(pick),
            Action::Enter { cell, digit } => self.write(&[cell], digit, self.prefs.mode),
            Action::Type { digit, held } => {
                let cells = self.selection.cells().to_vec();
                self.write(&cells, digit, held.unwrap_or(self.prefs.mode))
            }
            Action::SetMode(mode) => self.prefs.mode = mode,
            Action::CycleMode => self.prefs.mode = self.prefs.mode.next(),
            Action::Restart => self.restart(),
            Action::Check => self.check(),
            Action::CheckSolution => self.check_solution(),
            Action::PageVisible(visible) => {
                self.solving.hidden = !visible;
                if !visible {
                    out.push(Command::Save);
                }
            }
            Action::TogglePref(pref) => {
                let flag = match pref {
                    Pref::Highlight => &mut self.prefs.highlight,
                    Pref::Conflicts => &mut self.prefs.conflicts,
                    Pref::StrikePeers => &mut self.prefs.strike_peers,
                    Pref::Clock => &mut self.prefs.clock,
                };
                *flag = !*flag;
            }
            Action::Clear => {
                if !self.board.is_blank() {
                    self.change_board(Board::default());
                }
                self.puzzle_text.clear();
                self.input_error = None;
            }
            Action::Undo => {
                if let Ok(previous) = self.history.undo(self.board.clone()) {
                    self.restore_board(previous);
                }
            }
            Action::Redo => {
                if let Ok(next) = self.history.redo(self.board.clone()) {
                    self.restore_board(next);
                }
            }
            Action::SetEngine(name) => {
                if !self.settings.choose_engine(&name) {
                    self.notice = Some(format!("There is no engine called '{name}'."));
                }
            }
            Action::SetPreset(name) => {
                self.settings.choose_preset(&name);
            }
            Action::SetParam { name, value } => {
                if let Some(spec) = self.settings.param_spec(&name) {
                    self.settings.set_param(spec, value);
                }
            }
            Action::ResetParams => self.settings.reset_params(),
            Action::SetSeed(seed) => self.settings.seed = seed,
            Action::SetTimeLimit(limit) => self.settings.time_limit_s = limit,
            Action::Solve => {
                self.side = SideTab::Solve;
                self.solve(Uniqueness::Require, &mut out)
            }
            Action::SolveAnyway => {
                self.side = SideTab::Solve;
                self.solve(Uniqueness::AllowSeveral, &mut out)
            }
            Action::Stop => self.stop(&mut out),
            Action::AddToRace => match self.settings.race_entry() {
                Ok(entry) if self.lineup.len() < MAX_ENTRIES => self.lineup.push(entry),
                Ok(_) => self.notice = Some(format!("A race holds {MAX_ENTRIES} engines at most.")),
                Err(message) => {
                    self.notice = Some(format!("This engine cannot join the race: {message}"))
                }
            },
            Action::RemoveFromRace(index) => {
                if index < self.lineup.len() {
                    self.lineup.remove(index);
                }
            }
            Action::ClearLineup => self.lineup.clear(),
            Action::Race => {
                self.side = SideTab::Race;
                self.race(Uniqueness::Require, &mut out)
            }
            Action::RaceAnyway => self.race(Uniqueness::AllowSeveral, &mut out),
            Action::FromWorker { worker, message } => {
                self.worker_message(worker, *message, &mut out)
            }
            Action::WorkerFailed { worker, message } if self.analyst.knows(worker) => {
                self.analyst_failed(worker, message, &mut out)
            }
            Action::WorkerFailed { worker, message } if self.generator.knows(worker) => {
                self.generator.failed(worker, message, &mut out)
            }
            Action::WorkerFailed { worker, message } => {
                let lost = self.pool.failed(worker, message, &mut out);
                self.lose(lost);
            }
            Action::TimerFired(timer) => self.timer(timer, &mut out),
            Action::LinkMade {
                fragment,
                link,
                copied,
            } => {
                self.share.message = Some(match copied {
                    Ok(()) => "Link copied to the clipboard.".to_string(),
                    Err(why) => {
                        format!("The clipboard refused the link ({why}): copy it from here.")
                    }
                });
                self.share.link = Some(link);
                self.applied_link = Some(fragment);
            }
            Action::OpenAddress { fragment, query } => {
                if let Some((source, opened)) = share::read_address(&fragment, &query) {
                    if self.applied_link.as_deref() != Some(source.as_str()) {
                        self.open_link(source, opened);
                    }
                }
            }
            Action::Notice(notice) => self.notice = notice,
            Action::ToggleCandidates => self.prefs.candidates = !self.prefs.candidates,
            Action::ToggleTrueCandidates => {
                self.prefs.true_candidates = !self.prefs.true_candidates
            }
            Action::TogglePencil => {
                self.prefs.mode = match self.prefs.mode {
                    Mode::Centre => Mode::Digit,
                    _ => Mode::Centre,
                }
            }
            Action::BlankShape(size) => {
                if PICKER_SIZES.contains(&size) {
                    self.load_text(blank_text(size), &mut out);
                }
            }
            Action::ToggleRule(tag) => self.toggle_rule(&tag),
            Action::Edit(action) => self.edit_action(action),
            Action::CycleTheme => self.prefs.theme = self.prefs.theme.next(),
            Action::Hint => self.hint(&mut out),
            Action::ApplyHint => self.apply_hint(&mut out),
            Action::DismissHint => self.hint.shown = None,
            Action::Explain => self.explain(&mut out),
            Action::ExplainTo(index) => self.explain_to(index),
            Action::CloseExplain => self.close_explain(&mut out),
            Action::Generator(action) => self.generator_action(action, &mut out),
            Action::GoToPracticeStep => self.go_to_practice_step(&mut out),
            Action::EndPractice => self.practice = None,
            Action::ShowTab(tab) => self.side = tab,
        }
        self.fit_drawing();
        self.follow_practice();
        self.follow_puzzle(&mut out);
        self.follow_share(&mut out);
        self.follow_true_candidates(&mut out);
        self.follow_solving(&mut out);
        if self.saved_digest() != saved_before && !out.contains(&Command::Save) {
            out.push(Command::Save);
        }
        out
    }

    fn load_text(&mut self, text: String, out: &mut Vec<Command>) {
        self.importing = None;
        if let Some(drawing) = self.drawing.as_mut() {
            *drawing = Default::default();
        }
        if let Some(board_text) = share::sudokuwiki::board_in(&text) {
            match share::sudokuwiki::read(board_text) {
                Ok(board) => {
                    self.input_error = None;
                    if board != self.board {
                        self.change_board(board);
                    }
                }
                Err(why) => {
                    self.input_error =
                        Some(format!("This sudokuwiki.org board cannot be read: {why}."))
                }
            }
            self.puzzle_text = text;
            return;
        }
        if looks_like_link(&text) {
            self.input_error = None;
            self.import(&text, out);
            self.puzzle_text = text;
            return;
        }
        match read_puzzle(&text) {
            Ok(puzzle) => {
                self.input_error = None;
                if puzzle != *self.board.puzzle() || self.board.entries().filled() > 0 {
                    self.change_board(Board::new(puzzle));
                }
            }
            Err(error) => self.input_error = Some(error),
        }
        self.puzzle_text = text;
    }

    /// Switches rule `tag` for the board's puzzle; the Puzzle box follows.
    /// Givens that break the rule leave the board as it is, with a notice.
    fn toggle_rule(&mut self, tag: &str) {
        if !RULE_TOGGLES.iter().any(|(known, _)| *known == tag) {
            return;
        }
        match toggle_rule(self.board.puzzle(), tag) {
            Ok(puzzle) => self.reshape(puzzle),
            Err(why) => self.notice = Some(format!("The rule cannot be added: {why}")),
        }
    }

    /// Writes `digit` (0 clears) into `cells` in `mode`, as one undoable
    /// step; centre marks written are then shown.
    fn write(&mut self, cells: &[usize], digit: u8, mode: Mode) {
        let edit = match digit {
            0 => Edit::Clear(mode),
            n => Edit::Write(mode, n),
        };
        if let Some(next) = self.board.edit(cells, edit, self.prefs.edit_style()) {
            self.prefs.candidates |= mode == Mode::Centre;
            self.change_board(next);
        }
    }

    /// Changes the selection as `pick` says.
    fn pick(&mut self, pick: Pick) {
        let count = self.board.cell_count();
        let focus = self.selection.focus();
        match pick {
            Pick::Only(cell) | Pick::Add(cell) | Pick::Toggle(cell) | Pick::Same(cell)
                if cell >= count => {}
            Pick::Only(cell) => self.selection = Selection::single(cell),
            Pick::Add(cell) => self.selection.add(cell),
            Pick::Toggle(cell) => self.selection.toggle(cell),
            Pick::Same(cell) => {
                let board = &self.board;
                let (digit, colours) = (board.digit(cell), board.colours()[cell]);
                let same = (0..count).filter(|&other| match (digit, colours) {
                    (0, 0) => other == cell,
                    (0, colours) => board.colours()[other] & colours != 0,
                    (digit, _) => board.digit(other) == digit,
                });
                self.selection.set(cell, same.collect::<Vec<_>>());
            }
            Pick::All => self.selection.set(focus, 0..count),
            Pick::Collapse => self.selection = Selection::single(focus),
        }
    }

    /// Makes `next` the board, undoably; the chosen engine follows its
    /// shape ([`crate::settings::Settings::follow_shape`]).
    pub(super) fn change_board(&mut self, next: Board) {
        let previous = std::mem::replace(&mut self.board, next);
        self.settings
            .follow_shape(previous.shape(), self.board.shape());
        self.history.record(previous);
        self.selection.fit(self.board.cell_count());
    }

    /// Brings back a board from the history; the Puzzle box follows when the
    /// puzzle itself changes (empty for the blank classic board, as Clear
    /// leaves it), and the chosen engine when its shape does.
    fn restore_board(&mut self, board: Board) {
        if board.puzzle() != self.board.puzzle() {
            let cleared = board.puzzle() == Board::default().puzzle();
            self.puzzle_text = match cleared {
                true => String::new(),
                false => puzzle_text(board.puzzle()),
            };
            self.input_error = None;
        }
        self.settings
            .follow_shape(self.board.shape(), board.shape());
        self.board = board;
        self.selection.fit(self.board.cell_count());
    }

    /// Starts a run of the chosen engine on the board, unless one is running.
    fn solve(&mut self, uniqueness: Uniqueness, out: &mut Vec<Command>) {
        if self.runs.is_running() {
            return;
        }
        let id = self.runs.next_id();
        let mut run = Run::started(id, self.settings.engine_info(), self.board.clone());
        match self.run_request(id, uniqueness) {
            Ok(request) => self.pool.submit(request, out),
            Err(message) => run.end(End::Failed(message)),
        }
        self.runs.insert(run);
    }

    /// Starts every engine of the lineup on the board, unless a run is going on.
    fn race(&mut self, uniqueness: Uniqueness, out: &mut Vec<Command>) {
        if self.runs.is_running() || self.lineup.is_empty() {
            return;
        }
        let limit = self.settings.time_limit_ms();
        let puzzle = self.board.to_solve();
        let mut runs = Vec::new();
        for entry in self.lineup.clone() {
            let id = self.runs.next_id();
            let Some(engine) = sudoku_engine::find(&entry.engine) else {
                continue;
            };
            let mut run = Run::started(id, engine, self.board.clone());
            run.label = entry.label();
            match (&puzzle, &limit) {
                (Ok(puzzle), Ok(limit)) => self
                    .pool
                    .submit(entry.request(id, puzzle.clone(), *limit, uniqueness), out),
                (Err(error), _) => run.end(End::Failed(error.to_string())),
                (_, Err(message)) => run.end(End::Failed(message.clone())),
            }
            runs.push(run);
        }
        self.runs.insert_group(runs);
    }

    /// Asks every active run to stop; a run still waiting for a worker ends at once.
    fn stop(&mut self, out: &mut Vec<Command>) {
        let active: Vec<RunId> = self.runs.active().map(|run| run.id).collect();
        for id in active {
            let on_worker = self.pool.stop(id, out);
            if let Some(run) = self.runs.get_mut(id) {
                if on_worker {
                    run.phase = Phase::Stopping;
                } else {
                    run.end(End::Failed("stopped before a solver was free".to_string()));
                }
            }
        }
    }

    fn worker_message(&mut self, worker: WorkerId, message: FromWorker, out: &mut Vec<Command>) {
        if self.analyst.knows(worker) {
            return match message {
                FromWorker::Analysed { id, answer } => self.analysed(worker, id, answer, out),
                FromWorker::Analysing { id, progress } => self.path_progress(id, progress),
                FromWorker::Counted { id, solution } => self.analyst.counted(id, solution),
                FromWorker::Crashed { message } => self.analyst_failed(worker, message, out),
                _ => {}
            };
        }
        if self.generator.knows(worker) {
            return self.generator_message(worker, message, out);
        }
        if !self.pool.knows(worker) {
            return;
        }
        match message {
            FromWorker::Ready => self.pool.loaded(worker),
            FromWorker::BenchDone(_)
            | FromWorker::Analysed { .. }
            | FromWorker::Analysing { .. }
            | FromWorker::Counted { .. }
            | FromWorker::Generating(_)
            | FromWorker::Generated(_)
            | FromWorker::GenerateBenchDone(_) => {}
            FromWorker::Started { id, facts } => {
                if let Some(run) = self.active_run(id) {
                    run.started_with(facts);
                }
            }
            FromWorker::Progress { id, snapshot } => {
                if let Some(run) = self.active_run(id) {
                    run.progress(snapshot);
                }
            }
            FromWorker::Finished {
                id,
                outcome,
                snapshot,
                several,
            } => {
                self.pool.finished(worker, id, out);
                if let Some(run) = self.active_run(id) {
                    run.finish(outcome, snapshot);
                    run.several = several;
                }
            }
            FromWorker::Failed { id, message } => {
                self.pool.finished(worker, id, out);
                if let Some(run) = self.active_run(id) {
                    run.end(End::Failed(message));
                }
            }
            FromWorker::Crashed { message } => {
                let lost = self.pool.failed(worker, message, out);
                self.lose(lost);
            }
        }
    }

    fn timer(&mut self, timer: Timer, out: &mut Vec<Command>) {
        match timer {
            Timer::GenerateStopGrace(id) => self.generator.stop_overdue(id, out),
            Timer::SolveTick => self.solve_tick(),
            Timer::StopGrace(id) => {
                if self.pool.is_stopping(id) && self.pool.replace(id, out) {
                    self.lose(vec![(id, Lost::IgnoredStop)]);
                }
            }
            Timer::LoadTimeout(worker) => {
                let lost = self.pool.load_timed_out(worker, out);
                self.lose(lost);
            }
            Timer::Silence { run: id, seen } => {
                let Some(messages) = self
                    .runs
                    .get(id)
                    .filter(|run| run.is_active())
                    .map(|run| run.messages)
                else {
                    return;
                };
                if self.pool.worker_of(id).is_none() {
                    // Still waiting for a worker: not silent, just queued.
                    out.push(silence_timer(id, messages));
                } else if messages == seen {
                    if self.pool.replace(id, out) {
                        self.lose(vec![(id, Lost::Silent)]);
                    }
                } else {
                    out.push(silence_timer(id, messages));
                }
            }
        }
    }

    /// Ends runs whose worker was lost; a loss with no run is a notice.
    fn lose(&mut self, lost: Vec<(RunId, Lost)>) {
        for (id, why) in lost {
            match self.runs.get_mut(id).filter(|run| run.is_active()) {
                Some(run) => run.end(End::Lost(why)),
                None => self.notice_loss(why),
            }
        }
    }

    fn notice_loss(&mut self, why: Lost) {
        self.notice = match why {
            Lost::Crashed(message) => Some(format!(
                "The solver crashed ({message}); a fresh solver was started."
            )),
            Lost::NotLoaded(message) => Some(format!(
                "The solver could not be loaded ({message}); Solve will try again."
            )),
            Lost::IgnoredStop | Lost::Silent => None,
        };
    }
}

impl AppState {
    /// The run `id`, if a worker still works on it.
    fn active_run(&mut self, id: RunId) -> Option<&mut Run> {
        self.runs.get_mut(id).filter(|run| run.is_active())
    }
}

fn silence_timer(run: RunId, seen: u64) -> Command {
    Command::Arm {
        timer: Timer::Silence { run, seen },
        after_ms: SILENCE_MS,
    }
}

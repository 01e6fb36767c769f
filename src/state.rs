//! The app's whole state and the one way it changes: [`AppState::apply`]
//! takes an [`Action`] and returns the next state. It is pure (no browser, no
//! clock), so every user-visible rule is tested natively; the components
//! only dispatch actions and the worker glue only posts messages.

use sudoku_engine::units::CELLS;
use sudoku_engine::{format, Grid};

use crate::board::{cell_views, puzzle_text, Board, CellView};
use crate::history::History;
use crate::protocol::{FromWorker, RunRequest};
use crate::run_state::{End, Origin, Phase, Run};
use crate::settings::Settings;
use crate::share::{self, LinkError, LinkSettings, Opened};

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub board: Board,
    pub history: History<Board>,
    /// The text of the "Puzzle" box, as typed.
    pub puzzle_text: String,
    /// Why `puzzle_text` is not a puzzle (the board keeps its last good state).
    pub input_error: Option<String>,
    /// The cell with the keyboard focus stop.
    pub selected: usize,
    pub settings: Settings,
    /// The current or last run.
    pub run: Option<Run>,
    /// A message about something that happened outside a run (a link that
    /// could not be opened, saved data that could not be read).
    pub notice: Option<String>,
    pub share: ShareState,
    /// The last link applied or written, so a reload does not apply it again
    /// over newer saved work.
    pub applied_link: Option<String>,
}

/// The share link as last made.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ShareState {
    pub link: Option<String>,
    /// "Link copied", or why the clipboard refused.
    pub message: Option<String>,
}

/// Everything that can happen to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// New text in the Puzzle box, or text pasted anywhere on the page.
    LoadText(String),
    Select(usize),
    /// Types `digit` (0 clears) into `cell`.
    Enter {
        cell: usize,
        digit: u8,
    },
    /// Empties the board.
    Clear,
    Undo,
    Redo,
    SetEngine(String),
    SetParam {
        name: String,
        value: String,
    },
    ResetParams,
    SetSeed(String),
    SetTimeLimit(String),
    /// A run was sent to the worker.
    RunStarted {
        id: u32,
        engine: String,
        board: Board,
    },
    /// A run could not be started; the message says why.
    RunRefused(String),
    /// Stop was sent for run `id`.
    StopRequested {
        id: u32,
    },
    Worker(FromWorker),
    /// The worker running `id` was terminated and replaced.
    WorkerReplaced {
        id: Option<u32>,
        why: Replaced,
    },
    /// A share link was written to the address bar; `copied` says whether
    /// the clipboard took it.
    LinkMade {
        fragment: String,
        link: String,
        copied: Result<(), String>,
    },
    /// The page address (`#fragment`, `?query`): a share link in it is
    /// opened, unless it is the one applied last.
    OpenAddress {
        fragment: String,
        query: String,
    },
    Notice(Option<String>),
}

/// Why a worker was replaced.
#[derive(Clone, Debug, PartialEq)]
pub enum Replaced {
    /// It crashed (the browser's error message).
    Crashed(String),
    /// It never loaded (a missing or broken worker file); not restarted.
    FailedToLoad(String),
    /// It did not answer a Stop within the grace period.
    IgnoredStop { elapsed_ms: f64 },
    /// It did not finish within its time limit and a grace period.
    Unresponsive { elapsed_ms: f64 },
}

impl AppState {
    /// A blank board with default settings and `seed`.
    pub fn new(seed: u64) -> AppState {
        AppState {
            board: Board::default(),
            history: History::default(),
            puzzle_text: String::new(),
            input_error: None,
            selected: 0,
            settings: Settings::new(seed),
            run: None,
            notice: None,
            share: ShareState::default(),
            applied_link: None,
        }
    }

    /// The cells as shown: board plus the run's grid when the run belongs to
    /// this board. While the run goes on, its grid stays under the user's
    /// entries as long as the puzzle is the same, so typing does not hide the
    /// search; once it ends, it is shown only on the board it was started on.
    pub fn cells(&self) -> Vec<CellView> {
        let overlay = self
            .run
            .as_ref()
            .filter(|run| {
                run.board == self.board
                    || (run.is_active() && run.board.puzzle() == self.board.puzzle())
            })
            .and_then(Run::overlay);
        cell_views(
            &self.board,
            overlay.as_ref().map(|(grid, kind)| (grid, *kind)),
        )
    }

    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(Run::is_active)
    }

    /// The id of the run the worker is busy with.
    pub fn active_run(&self) -> Option<u32> {
        self.run
            .as_ref()
            .filter(|run| run.is_active())
            .map(|run| run.id)
    }

    /// The status line.
    pub fn status(&self) -> String {
        match &self.run {
            Some(run) => run.status(),
            None if self.board.is_blank() => {
                "Ready: paste or type a puzzle, then press Solve".to_string()
            }
            None => "Ready".to_string(),
        }
    }

    /// The request for a run of the board with the current settings, or why
    /// there can be none.
    pub fn run_request(&self, id: u32) -> Result<RunRequest, String> {
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
            puzzle: puzzle_text(&puzzle),
            engine: settings.engine_info().name.to_string(),
            params: settings.param_overrides()?,
            seed: settings.seed_value()?,
            time_limit_ms: settings.time_limit_ms()?,
        })
    }

    /// The solution shown on the board, if any.
    pub fn shown_solution(&self) -> Option<Grid> {
        self.run
            .as_ref()
            .filter(|run| run.board == self.board)
            .and_then(Run::solution)
    }

    /// The share fragment (without `#`) for the current state.
    pub fn share_fragment(&self) -> String {
        let params = self.settings.param_overrides().unwrap_or_default();
        let settings = LinkSettings {
            engine: self.settings.engine_info().name,
            seed: &self.settings.seed,
            time_limit_s: &self.settings.time_limit_s,
            params: &params,
        };
        share::encode(&self.board, &settings, self.shown_solution().as_ref())
    }

    /// The next state after `action`.
    pub fn apply(mut self, action: Action) -> AppState {
        match action {
            Action::LoadText(text) => self.load_text(text),
            Action::Select(cell) => {
                if cell < CELLS {
                    self.selected = cell;
                }
            }
            Action::Enter { cell, digit } => {
                if let Some(next) = self.board.enter(cell, digit) {
                    self.change_board(next);
                }
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
            Action::SetParam { name, value } => {
                let spec = self
                    .settings
                    .engine_info()
                    .params
                    .iter()
                    .find(|spec| spec.name == name);
                if let Some(spec) = spec {
                    self.settings.set_param(spec, value);
                }
            }
            Action::ResetParams => self.settings.reset_params(),
            Action::SetSeed(seed) => self.settings.seed = seed,
            Action::SetTimeLimit(limit) => self.settings.time_limit_s = limit,
            Action::RunStarted { id, engine, board } => {
                self.run = Some(Run::started(id, engine, board));
            }
            Action::RunRefused(message) => {
                let mut run = Run::started(0, self.settings.engine.clone(), self.board.clone());
                run.phase = Phase::Done(End::Failed(message));
                self.run = Some(run);
            }
            Action::StopRequested { id } => {
                if let Some(run) = self.current_run(id) {
                    if run.phase == Phase::Running {
                        run.phase = Phase::Stopping;
                    }
                }
            }
            Action::Worker(message) => self.worker_message(message),
            Action::WorkerReplaced { id, why } => {
                let run = id.and_then(|id| self.current_run(id));
                match (run, why) {
                    (Some(run), Replaced::Crashed(message)) => {
                        run.phase = Phase::Done(End::Crashed(message));
                    }
                    (Some(run), Replaced::FailedToLoad(message)) => {
                        run.phase = Phase::Done(End::NotLoaded(message));
                    }
                    (Some(run), Replaced::IgnoredStop { elapsed_ms }) => {
                        run.report.get_or_insert_with(Default::default).elapsed_ms = elapsed_ms;
                        run.phase = Phase::Done(End::Terminated);
                    }
                    (Some(run), Replaced::Unresponsive { elapsed_ms }) => {
                        run.report.get_or_insert_with(Default::default).elapsed_ms = elapsed_ms;
                        run.phase = Phase::Done(End::Unresponsive);
                    }
                    (None, Replaced::Crashed(message)) => {
                        self.notice = Some(format!(
                            "The solver crashed ({message}); a fresh solver was started."
                        ));
                    }
                    (None, Replaced::FailedToLoad(message)) => {
                        self.notice = Some(format!(
                            "The solver could not be loaded ({message}); Solve will try again."
                        ));
                    }
                    (None, _) => {}
                }
            }
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
        }
        self
    }

    fn load_text(&mut self, text: String) {
        match format::parse_puzzle(&text) {
            Ok(puzzle) => {
                self.input_error = None;
                if puzzle != *self.board.puzzle() || self.board.entries().filled() > 0 {
                    self.change_board(Board::new(puzzle));
                }
            }
            Err(error) => self.input_error = Some(describe_parse_error(&error)),
        }
        self.puzzle_text = text;
    }

    /// Makes `next` the board, undoably.
    fn change_board(&mut self, next: Board) {
        let previous = std::mem::replace(&mut self.board, next);
        self.history.record(previous);
    }

    /// Brings back a board from the history; the Puzzle box follows when the
    /// puzzle itself changes.
    fn restore_board(&mut self, board: Board) {
        if board.puzzle() != self.board.puzzle() {
            self.puzzle_text =
                if board.puzzle().given_count() == 0 && board.puzzle().marks().is_none() {
                    String::new()
                } else {
                    puzzle_text(board.puzzle())
                };
            self.input_error = None;
        }
        self.board = board;
    }

    /// The run with `id` if it is the current one.
    fn current_run(&mut self, id: u32) -> Option<&mut Run> {
        self.run
            .as_mut()
            .filter(|run| run.id == id && run.origin == Origin::Worker)
    }

    fn worker_message(&mut self, message: FromWorker) {
        match message {
            FromWorker::Ready | FromWorker::BenchDone(_) | FromWorker::Crashed { .. } => {}
            FromWorker::Facts { id, facts } => {
                if let Some(run) = self.current_run(id) {
                    run.facts = Some(facts);
                }
            }
            FromWorker::Progress { id, report } => {
                if let Some(run) = self.current_run(id).filter(|run| run.is_active()) {
                    run.progress(report);
                }
            }
            FromWorker::Finished {
                id,
                outcome,
                report,
            } => {
                if let Some(run) = self.current_run(id).filter(|run| run.is_active()) {
                    run.finish(outcome, report);
                }
            }
            FromWorker::Failed { id, message } => {
                if let Some(run) = self.current_run(id).filter(|run| run.is_active()) {
                    run.phase = Phase::Done(End::Failed(message));
                }
            }
        }
    }

    fn open_link(&mut self, source: String, opened: Result<Opened, LinkError>) {
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
        if !shared.params.is_empty() || shared.engine.is_some() {
            self.settings.reset_params();
        }
        for (name, value) in shared.params {
            let spec = self
                .settings
                .engine_info()
                .params
                .iter()
                .find(|spec| spec.name == name);
            match spec {
                Some(spec) => self.settings.set_param(spec, value),
                None => warnings.push(format!(
                    "The link's parameter '{name}' is not one of engine {}'s; it was ignored.",
                    self.settings.engine_info().name
                )),
            }
        }
        self.run = shared.solution.map(|solution| {
            Run::known_solution(
                Origin::Link,
                self.settings.engine_info().name.to_string(),
                shared.board.clone(),
                &solution,
                0.0,
            )
        });
        self.notice = (!warnings.is_empty()).then(|| warnings.join(" "));
    }
}

/// A parse error in words, with where to look.
fn describe_parse_error(error: &sudoku_engine::ParseError) -> String {
    let text = error.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}", first.to_uppercase(), chars.as_str()),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::CellKind;
    use crate::fixtures::{WIKI, WIKI_SOLUTION};
    use crate::protocol::{Facts, ProgressReport, RunOutcome, SolutionCount};

    fn apply_all(state: AppState, actions: impl IntoIterator<Item = Action>) -> AppState {
        actions.into_iter().fold(state, AppState::apply)
    }

    fn loaded() -> AppState {
        AppState::new(7).apply(Action::LoadText(WIKI.into()))
    }

    #[test]
    fn a_bad_paste_shows_where_and_keeps_the_board() {
        let state = loaded();
        assert_eq!(state.board.puzzle().given_count(), 30);
        let bad = WIKI.replacen('.', "x", 1);
        let state = state.apply(Action::LoadText(bad.clone()));
        assert_eq!(
            state.input_error.as_deref(),
            Some("Unexpected character 'x' at line 1, column 3")
        );
        assert_eq!(state.puzzle_text, bad);
        assert_eq!(state.board.puzzle().given_count(), 30);
        let duplicate = state.apply(Action::LoadText(WIKI.replacen('.', "5", 1)));
        assert_eq!(
            duplicate.input_error.as_deref(),
            Some("Duplicate given: digit 5 appears twice in row 1: r1c1 and r1c3")
        );
        let fixed = duplicate.apply(Action::LoadText(WIKI.into()));
        assert_eq!(fixed.input_error, None);
        assert!(!fixed.history.can_redo());
    }

    #[test]
    fn typing_undo_and_redo() {
        let state = apply_all(
            loaded(),
            [
                Action::Enter { cell: 2, digit: 4 },
                Action::Enter { cell: 0, digit: 9 },
                Action::Enter { cell: 3, digit: 6 },
            ],
        );
        assert_eq!(state.board.digit(0), 5, "givens stay");
        let cells = state.cells();
        assert_eq!(cells[2].kind, CellKind::Entered);
        let state = state.apply(Action::Undo);
        assert_eq!(state.board.digit(3), 0);
        assert_eq!(state.board.digit(2), 4);
        let state = apply_all(state, [Action::Undo, Action::Undo]);
        assert_eq!(
            state.board.puzzle().given_count(),
            0,
            "back to the blank board"
        );
        assert_eq!(state.puzzle_text, "", "the Puzzle box follows the board");
        let state = apply_all(state, [Action::Redo, Action::Redo]);
        assert_eq!(state.board.digit(2), 4);
        assert_eq!(state.puzzle_text, WIKI);
        let state = state.apply(Action::Clear);
        assert!(state.board.is_blank());
        assert_eq!(state.apply(Action::Undo).board.digit(2), 4);
    }

    #[test]
    fn a_run_shows_progress_then_its_solution_on_its_board_only() {
        let state = loaded();
        let request = state.run_request(1).unwrap();
        assert_eq!(request.puzzle, WIKI);
        assert_eq!(request.engine, "fast");
        assert_eq!(request.seed, 7);
        let state = apply_all(
            state.clone(),
            [
                Action::RunStarted {
                    id: 1,
                    engine: "fast".into(),
                    board: state.board.clone(),
                },
                Action::Worker(FromWorker::Facts {
                    id: 1,
                    facts: Facts {
                        givens: 30,
                        solutions: SolutionCount::Unique,
                        check_ms: 0.1,
                    },
                }),
            ],
        );
        assert!(state.is_running());
        assert!(state.status().starts_with("Running"));
        let state = state.apply(Action::Worker(FromWorker::Finished {
            id: 1,
            outcome: RunOutcome::Solved {
                grid: WIKI_SOLUTION.into(),
            },
            report: ProgressReport {
                elapsed_ms: 0.31,
                ..ProgressReport::default()
            },
        }));
        assert_eq!(state.status(), "Solved in 1 ms by fast");
        let cells = state.cells();
        assert_eq!(cells[2].label(2), "Row 1, Column 3, solved 4");
        assert!(state
            .share_fragment()
            .contains(&format!("s={WIKI_SOLUTION}")));
        let edited = state.clone().apply(Action::Enter { cell: 2, digit: 4 });
        assert_eq!(
            edited.cells()[3].kind,
            CellKind::Empty,
            "not the run's board any more"
        );
        assert!(!edited.share_fragment().contains("&s="));
        assert_eq!(edited.apply(Action::Undo).cells()[3].kind, CellKind::Solved);
    }

    fn live_report(iterations: u64, grid: &str, best: u32) -> ProgressReport {
        ProgressReport {
            iterations,
            elapsed_ms: iterations as f64 / 1000.0,
            grid: grid.to_string(),
            filled: 81,
            current_cost: Some(best + 3),
            best_cost: Some(best),
            ..ProgressReport::default()
        }
    }

    #[test]
    fn a_live_run_charts_its_reports_and_stays_on_the_board_while_the_user_types() {
        let state = loaded();
        let board = state.board.clone();
        // A tentative grid: the solution with r1c3 and r1c4 swapped (two conflicts).
        let mut tentative: Vec<char> = WIKI_SOLUTION.chars().collect();
        tentative.swap(2, 3);
        let tentative: String = tentative.into_iter().collect();
        let state = apply_all(
            state,
            [
                Action::SetEngine("anneal".into()),
                Action::RunStarted {
                    id: 3,
                    engine: "anneal".into(),
                    board,
                },
                Action::Worker(FromWorker::Progress {
                    id: 3,
                    report: live_report(1_000, &tentative, 4),
                }),
                Action::Worker(FromWorker::Progress {
                    id: 2,
                    report: live_report(9_000, &tentative, 0),
                }),
                Action::Worker(FromWorker::Progress {
                    id: 3,
                    report: live_report(2_000, &tentative, 2),
                }),
            ],
        );
        let run = state.run.as_ref().unwrap();
        assert!(run.is_watchable());
        let charted: Vec<u64> = run.trace.buckets().iter().map(|b| b.last).collect();
        assert_eq!(
            charted,
            [1_000, 2_000],
            "another run's report is not charted"
        );
        let cells = state.cells();
        assert_eq!(cells[2].label(2), "Row 1, Column 3, tentative 6, conflict");
        assert_eq!(cells[5].label(5), "Row 1, Column 6, tentative 8");

        let typed = state.apply(Action::Enter { cell: 2, digit: 4 });
        let cells = typed.cells();
        assert_eq!(
            cells[2].label(2),
            "Row 1, Column 3, entered 4, conflict",
            "with the search's 4 in r1c4"
        );
        assert_eq!(
            cells[5].kind,
            CellKind::Tentative,
            "the search stays in view"
        );
        let typed = typed.apply(Action::Worker(FromWorker::Finished {
            id: 3,
            outcome: RunOutcome::Stopped {
                best: tentative.clone(),
                cost: 2,
            },
            report: live_report(3_000, &tentative, 2),
        }));
        assert!(typed.status().starts_with("Stopped"));
        assert_eq!(
            typed.cells()[5].kind,
            CellKind::Empty,
            "a finished run shows only on its own board"
        );
        assert_eq!(typed.run.as_ref().unwrap().trace.buckets().len(), 3);
        assert_eq!(
            typed.apply(Action::Undo).cells()[5].kind,
            CellKind::Tentative
        );
    }

    #[test]
    fn a_live_run_leaves_a_different_puzzle_alone() {
        let state = loaded();
        let board = state.board.clone();
        let state = apply_all(
            state,
            [
                Action::RunStarted {
                    id: 4,
                    engine: "anneal".into(),
                    board,
                },
                Action::Worker(FromWorker::Progress {
                    id: 4,
                    report: live_report(1_000, WIKI_SOLUTION, 0),
                }),
                Action::Clear,
            ],
        );
        assert!(state.is_running());
        assert!(state
            .cells()
            .iter()
            .all(|cell| cell.kind == CellKind::Empty));
    }

    #[test]
    fn messages_of_old_runs_are_ignored() {
        let state = loaded();
        let board = state.board.clone();
        let state = apply_all(
            state,
            [
                Action::RunStarted {
                    id: 2,
                    engine: "fast".into(),
                    board,
                },
                Action::Worker(FromWorker::Finished {
                    id: 1,
                    outcome: RunOutcome::NoSolution,
                    report: ProgressReport::default(),
                }),
            ],
        );
        assert!(state.is_running());
        let state = state.apply(Action::StopRequested { id: 2 });
        assert_eq!(state.active_run(), Some(2));
        let state = state.apply(Action::WorkerReplaced {
            id: Some(2),
            why: Replaced::IgnoredStop { elapsed_ms: 80.0 },
        });
        assert!(!state.is_running());
        assert!(
            state.status().starts_with("Stopped after 80 ms"),
            "{}",
            state.status()
        );
    }

    #[test]
    fn refused_runs_say_why() {
        let state = loaded().apply(Action::Enter { cell: 2, digit: 5 });
        assert_eq!(
            state.run_request(1).unwrap_err(),
            "your entries break a rule: duplicate given: digit 5 appears twice in row 1: r1c1 and r1c3"
        );
        let state = loaded().apply(Action::SetSeed("seven".into()));
        let message = state.run_request(1).unwrap_err();
        let state = state.apply(Action::RunRefused(message));
        assert!(state
            .status()
            .starts_with("Could not run: The seed must be"));
    }

    #[test]
    fn links_restore_the_board_and_bad_links_leave_it_alone() {
        let state = loaded()
            .apply(Action::Enter { cell: 2, digit: 4 })
            .apply(Action::SetSeed("99".into()));
        let fragment = format!("#{}", state.share_fragment());
        let open = |fragment: &str| Action::OpenAddress {
            fragment: fragment.to_string(),
            query: String::new(),
        };
        let fresh = AppState::new(1).apply(open(&fragment));
        assert_eq!(fresh.board, state.board);
        assert_eq!(fresh.settings.seed, "99");
        assert_eq!(fresh.puzzle_text, WIKI);
        assert_eq!(fresh.notice, None);

        // Work after opening a link survives a reload with the link still in the address.
        let worked = fresh.apply(Action::Enter { cell: 3, digit: 6 });
        let reloaded = worked.clone().apply(open(&fragment));
        assert_eq!(reloaded.board, worked.board);

        let bad = state.clone().apply(open("#p=12"));
        assert_eq!(bad.board, state.board);
        assert_eq!(
            bad.notice.as_deref(),
            Some("This link cannot be opened: its puzzle is broken (2 characters instead of 81)")
        );

        let solved = AppState::new(1).apply(open(&format!("#p={WIKI}&s={WIKI_SOLUTION}")));
        assert!(solved.status().starts_with("Solved"));
        assert_eq!(solved.cells()[2].kind, CellKind::Solved);
        assert_eq!(solved.apply(Action::Undo).board.puzzle().given_count(), 0);

        let wiki_link = AppState::new(1).apply(Action::OpenAddress {
            fragment: String::new(),
            query: format!("?bd={}", WIKI.replace('.', "0")),
        });
        assert_eq!(wiki_link.board.puzzle().givens().to_string(), WIKI);
    }
}

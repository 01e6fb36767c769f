//! The app's rules, as a user meets them: typing, undo, runs from Solve to
//! their end through the worker pool's commands, stops, lost workers,
//! links, and when the state is saved.

use sudoku_engine::Values;
use sudoku_engine::{Outcome, Progress, Snapshot, Stats};

mod by_hand;
mod generate;
mod hints;
mod practice;
mod race;
mod runs;
mod shapes;
mod true_candidates;

use super::*;
use crate::board::CellKind;
use crate::fixtures::{wiki_solution, Then, WIKI, WIKI_SOLUTION};
use crate::worker::{AnalysisRequest, RunId, RunRequest, ToWorker};

pub(super) fn loaded() -> AppState {
    AppState::new(7, 1).then(Action::LoadText(WIKI.into()))
}

/// The runs among `commands`, with the worker each goes to.
pub(super) fn run_requests(commands: &[Command]) -> Vec<(WorkerId, &RunRequest)> {
    commands
        .iter()
        .filter_map(|command| match command {
            Command::Send(worker, ToWorker::Run(request)) => Some((*worker, &**request)),
            _ => None,
        })
        .collect()
}

/// The analysis requests among `commands`, with the worker they go to.
pub(super) fn analyses(commands: &[Command]) -> Vec<(WorkerId, AnalysisRequest)> {
    commands
        .iter()
        .filter_map(|command| match command {
            Command::Send(worker, ToWorker::Analyse(request)) => Some((*worker, request.clone())),
            _ => None,
        })
        .collect()
}

/// Presses Solve; returns the state, the run's id and the worker it went to.
pub(super) fn solving(mut state: AppState) -> (AppState, RunId, WorkerId) {
    let commands = state.apply(Action::Solve);
    let (worker, request) = *run_requests(&commands)
        .first()
        .expect("Solve sends a run to a worker");
    let id = request.id;
    (state, id, worker)
}

pub(super) fn from(worker: WorkerId, message: FromWorker) -> Action {
    Action::FromWorker {
        worker,
        message: Box::new(message),
    }
}

pub(super) fn snapshot(iterations: u64, grid: Values, best: Option<u32>) -> Snapshot {
    Snapshot {
        progress: Progress {
            iterations,
            grid,
            current_cost: best.map(|cost| cost + 3),
            best_cost: best,
            restarts: 0,
        },
        elapsed_ms: iterations as f64 / 1000.0,
        stats: Stats::new(),
        picture: None,
    }
}

#[test]
fn a_bad_paste_shows_where_and_keeps_the_board() {
    let state = loaded();
    assert_eq!(state.board.puzzle().givens().filled(), 30);
    let bad = WIKI.replacen('.', "x", 1);
    let state = state.then(Action::LoadText(bad.clone()));
    assert_eq!(
        state.input_error.as_deref(),
        Some("Unexpected character 'x' at line 1, column 3 (a cell is a digit 1-9, or '.' or '0' when empty)")
    );
    assert_eq!(state.puzzle_text, bad);
    assert_eq!(state.board.puzzle().givens().filled(), 30);
    let duplicate = state.then(Action::LoadText(WIKI.replacen('.', "5", 1)));
    assert_eq!(
        duplicate.input_error.as_deref(),
        Some("Duplicate given: digit 5 appears twice in row 1: r1c1 and r1c3")
    );
    let fixed = duplicate.then(Action::LoadText(WIKI.into()));
    assert_eq!(fixed.input_error, None);
    assert!(!fixed.history.can_redo());
}

#[test]
fn a_pasted_line_with_a_name_loads_its_puzzle_and_shows_the_name() {
    let state = AppState::new(1, 1).then(Action::LoadText(format!("{WIKI}\tAI Escargot\n")));
    assert_eq!(state.input_error, None);
    assert_eq!(state.board.puzzle().givens().to_string(), WIKI);
    assert_eq!(state.puzzle_label().as_deref(), Some("AI Escargot"));
    let plain = state.then(Action::LoadText(WIKI.into()));
    assert_eq!(plain.puzzle_label(), None);
    let blanks_as_x = plain.then(Action::LoadText(WIKI.replace('.', "x")));
    assert!(
        blanks_as_x
            .input_error
            .as_deref()
            .is_some_and(|error| error.contains("'x' at line 1, column 3")),
        "{:?}",
        blanks_as_x.input_error
    );
}

#[test]
fn typing_undo_and_redo() {
    let state = loaded().then_all([
        Action::Enter { cell: 2, digit: 4 },
        Action::Enter { cell: 0, digit: 9 },
        Action::Enter { cell: 3, digit: 6 },
    ]);
    assert_eq!(state.board.digit(0), 5, "givens stay");
    assert_eq!(state.cells()[2].kind, CellKind::Entered);
    let state = state.then(Action::Undo);
    assert_eq!(state.board.digit(3), 0);
    assert_eq!(state.board.digit(2), 4);
    let state = state.then_all([Action::Undo, Action::Undo]);
    assert_eq!(
        state.board.puzzle().givens().filled(),
        0,
        "back to the blank board"
    );
    assert_eq!(state.puzzle_text, "", "the Puzzle box follows the board");
    let state = state.then_all([Action::Redo, Action::Redo]);
    assert_eq!(state.board.digit(2), 4);
    assert_eq!(state.puzzle_text, WIKI);
    let state = state.then(Action::Clear);
    assert!(state.board.is_blank());
    assert_eq!(state.then(Action::Undo).board.digit(2), 4);
}

#[test]
fn progress_is_never_saved_but_an_outcome_on_screen_is() {
    let (mut state, id, worker) = solving(loaded());
    let commands = state.apply(from(
        worker,
        FromWorker::Progress {
            id,
            snapshot: snapshot(5, Values::empty(9), None),
        },
    ));
    assert!(!commands.contains(&Command::Save), "{commands:?}");
    let commands = state.apply(from(
        worker,
        FromWorker::Finished {
            id,
            several: Vec::new(),
            outcome: Outcome::Solved(wiki_solution()),
            snapshot: None,
        },
    ));
    assert!(
        commands.contains(&Command::Save),
        "the solution on screen is saved"
    );
    assert!(state
        .apply(Action::Enter { cell: 2, digit: 4 })
        .contains(&Command::Save));
    assert!(
        !state
            .apply(Action::Enter { cell: 2, digit: 4 })
            .contains(&Command::Save),
        "nothing changed"
    );
}

#[test]
fn links_restore_the_board_and_bad_links_leave_it_alone() {
    let state = loaded().then_all([
        Action::Enter { cell: 2, digit: 4 },
        Action::SetSeed("99".into()),
    ]);
    let fragment = format!("#{}", state.share_fragment());
    let open = |fragment: &str| Action::OpenAddress {
        fragment: fragment.to_string(),
        query: String::new(),
    };
    let fresh = AppState::new(1, 1).then(open(&fragment));
    assert_eq!(fresh.board, state.board);
    assert_eq!(fresh.settings.seed, "99");
    assert_eq!(fresh.puzzle_text, WIKI);
    assert_eq!(fresh.notice, None);

    // Work after opening a link survives a reload with the link still in the address.
    let worked = fresh.then(Action::Enter { cell: 3, digit: 6 });
    let reloaded = worked.clone().then(open(&fragment));
    assert_eq!(reloaded.board, worked.board);

    let bad = state.clone().then(open("#p=12"));
    assert_eq!(bad.board, state.board);
    assert_eq!(
        bad.notice.as_deref(),
        Some("This link cannot be opened: its puzzle is broken (found 2 cells; a puzzle has N x N of them, N from 4 to 36 (16, 36, 81, 256...) at line 1, column 1)")
    );

    let solved = AppState::new(1, 1).then(open(&format!("#p={WIKI}&s={WIKI_SOLUTION}")));
    assert!(solved.status().starts_with("Solved"));
    assert_eq!(solved.cells()[2].kind, CellKind::Solved);
    assert_eq!(
        solved.then(Action::Undo).board.puzzle().givens().filled(),
        0
    );

    let wiki_link = AppState::new(1, 1).then(Action::OpenAddress {
        fragment: String::new(),
        query: format!("?bd={}", WIKI.replace('.', "0")),
    });
    assert_eq!(wiki_link.board.puzzle().givens().to_string(), WIKI);
}

#[test]
fn a_project_euler_grid_with_its_title_pastes_as_its_puzzle() {
    let euler = "Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n";
    let state = AppState::new(1, 1).then(Action::LoadText(euler.into()));
    assert_eq!(state.input_error, None);
    assert_eq!(state.board.puzzle().givens().filled(), 32);
    assert_eq!(state.board.digit(2), 3, "the title's 0 and 1 are not cells");
    let typo = state.then(Action::LoadText(euler.replacen("003", "x03", 1)));
    assert_eq!(
        typo.input_error.as_deref(),
        Some("Unexpected character 'x' at line 2, column 1 (a cell is a digit 1-9, or '.' or '0' when empty)")
    );
    assert_eq!(
        typo.board.puzzle().givens().filled(),
        32,
        "the board keeps its last good state"
    );
}

/// Answers the analysis requests among `out` as the workers would, and the
/// ones they lead to, until none is left.
pub(super) fn settle(state: &mut AppState, out: Vec<Command>) {
    let mut asked = std::collections::VecDeque::from(analyses(&out));
    while let Some((worker, request)) = asked.pop_front() {
        let message = FromWorker::Analysed {
            id: request.id,
            answer: crate::worker::analyse::answer(&request.task),
        };
        asked.extend(analyses(&state.apply(from(worker, message))));
    }
}

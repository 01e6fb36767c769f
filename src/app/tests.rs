//! The app's rules, as a user meets them: typing, undo, runs from Solve to
//! their end through the worker pool's commands, stops, lost workers,
//! links, and when the state is saved.

use sudoku_engine::{Facts, Grid, Outcome, Progress, Snapshot, SolutionCount, Stats};

use super::*;
use crate::board::CellKind;
use crate::fixtures::{wiki_solution, Then, WIKI, WIKI_SOLUTION};
use crate::worker::{RunId, ToWorker};

fn loaded() -> AppState {
    AppState::new(7, 1).then(Action::LoadText(WIKI.into()))
}

/// Presses Solve; returns the state, the run's id and the worker it went to.
fn solving(mut state: AppState) -> (AppState, RunId, WorkerId) {
    let commands = state.apply(Action::Solve);
    let (worker, id) = commands
        .iter()
        .find_map(|command| match command {
            Command::Send(worker, ToWorker::Run(request)) => Some((*worker, request.id)),
            _ => None,
        })
        .expect("Solve sends a run to a worker");
    (state, id, worker)
}

fn from(worker: WorkerId, message: FromWorker) -> Action {
    Action::FromWorker {
        worker,
        message: Box::new(message),
    }
}

fn snapshot(iterations: u64, grid: Grid, best: Option<u32>) -> Snapshot {
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
    assert_eq!(state.board.puzzle().given_count(), 30);
    let bad = WIKI.replacen('.', "x", 1);
    let state = state.then(Action::LoadText(bad.clone()));
    assert_eq!(
        state.input_error.as_deref(),
        Some("Unexpected character 'x' at line 1, column 3")
    );
    assert_eq!(state.puzzle_text, bad);
    assert_eq!(state.board.puzzle().given_count(), 30);
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
        state.board.puzzle().given_count(),
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
fn a_run_shows_progress_then_its_solution_on_its_board_only() {
    let mut state = loaded();
    let warm = state.apply(Action::Start);
    assert!(
        matches!(warm[0], Command::Spawn(WorkerId(1))),
        "a worker is started early"
    );
    let (state, id, worker) = solving(state);
    assert_eq!(worker, WorkerId(1), "the warm worker takes the run");
    let request = state.run_request(id).unwrap();
    assert_eq!(request.puzzle, crate::fixtures::wiki());
    assert_eq!((request.engine.as_str(), request.seed), ("fast", 7));
    let facts = Facts {
        givens: 30,
        solutions: SolutionCount::Unique,
        check_ms: 0.1,
    };
    let state = state.then(from(
        worker,
        FromWorker::Started {
            id,
            facts: Some(facts),
        },
    ));
    assert!(state.is_running());
    assert!(state.status().starts_with("Running"));
    let state = state.then(from(
        worker,
        FromWorker::Finished {
            id,
            outcome: Outcome::Solved(wiki_solution()),
            snapshot: Some(snapshot(3, wiki_solution(), None)),
        },
    ));
    assert_eq!(state.status(), "Solved in 1 ms by fast");
    assert_eq!(state.cells()[2].label(2), "Row 1, Column 3, solved 4");
    assert!(state
        .share_fragment()
        .contains(&format!("s={WIKI_SOLUTION}")));
    let edited = state.clone().then(Action::Enter { cell: 2, digit: 4 });
    assert_eq!(
        edited.cells()[3].kind,
        CellKind::Empty,
        "not the run's board any more"
    );
    assert!(!edited.share_fragment().contains("&s="));
    assert_eq!(edited.then(Action::Undo).cells()[3].kind, CellKind::Solved);
}

#[test]
fn a_live_run_is_charted_and_stays_on_the_board_while_the_user_types() {
    // A tentative grid: the solution with r1c3 and r1c4 swapped (two conflicts).
    let mut tentative = wiki_solution();
    tentative.set(2, 8);
    tentative.set(3, 4);
    let (state, id, worker) = solving(loaded().then(Action::SetEngine("anneal".into())));
    let state = state.then_all([
        from(
            worker,
            FromWorker::Progress {
                id,
                snapshot: snapshot(1_000, tentative, Some(4)),
            },
        ),
        from(
            worker,
            FromWorker::Progress {
                id: RunId(99),
                snapshot: snapshot(9_000, tentative, Some(0)),
            },
        ),
        from(
            worker,
            FromWorker::Progress {
                id,
                snapshot: snapshot(2_000, tentative, Some(2)),
            },
        ),
    ]);
    let run = state.shown_run().unwrap();
    assert!(run.is_watchable());
    let charted: Vec<u64> = run.trace.buckets().iter().map(|b| b.last).collect();
    assert_eq!(
        charted,
        [1_000, 2_000],
        "another run's report is not charted"
    );
    assert_eq!(
        state.cells()[2].label(2),
        "Row 1, Column 3, tentative 8, conflict"
    );

    let typed = state.then(Action::Enter { cell: 2, digit: 4 });
    assert_eq!(
        typed.cells()[2].label(2),
        "Row 1, Column 3, entered 4, conflict"
    );
    assert_eq!(
        typed.cells()[5].kind,
        CellKind::Tentative,
        "the search stays in view"
    );
    let stopped = typed.then(from(
        worker,
        FromWorker::Finished {
            id,
            outcome: Outcome::Stopped {
                best: tentative,
                cost: 2,
            },
            snapshot: Some(snapshot(3_000, tentative, Some(2))),
        },
    ));
    assert!(stopped.status().starts_with("Stopped"));
    assert_eq!(
        stopped.cells()[5].kind,
        CellKind::Empty,
        "a finished run shows only on its own board"
    );
    assert_eq!(stopped.shown_run().unwrap().trace.buckets().len(), 3);
    assert_eq!(
        stopped.then(Action::Undo).cells()[5].kind,
        CellKind::Tentative
    );
}

#[test]
fn progress_is_never_saved_but_an_outcome_on_screen_is() {
    let (mut state, id, worker) = solving(loaded());
    let commands = state.apply(from(
        worker,
        FromWorker::Progress {
            id,
            snapshot: snapshot(5, Grid::EMPTY, None),
        },
    ));
    assert!(!commands.contains(&Command::Save), "{commands:?}");
    let commands = state.apply(from(
        worker,
        FromWorker::Finished {
            id,
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
fn a_stop_that_is_not_answered_replaces_the_worker() {
    let (mut state, id, worker) = solving(loaded().then(Action::SetEngine("anneal".into())));
    let commands = state.apply(Action::Stop);
    assert!(commands.contains(&Command::Send(worker, ToWorker::Stop { id })));
    assert!(state.status().contains("stopping"));
    let commands = state.apply(Action::TimerFired(Timer::StopGrace(id)));
    assert!(commands.contains(&Command::Terminate(worker)));
    assert!(
        state.status().starts_with("Stopped after"),
        "{}",
        state.status()
    );
    assert!(!state.is_running());
    let late = state.clone().then(from(
        worker,
        FromWorker::Finished {
            id,
            outcome: Outcome::NoSolution,
            snapshot: None,
        },
    ));
    assert_eq!(
        late.status(),
        state.status(),
        "a replaced worker's late answer changes nothing"
    );
}

#[test]
fn a_silent_worker_is_replaced_and_a_talking_one_is_not() {
    let (mut state, id, worker) = solving(loaded());
    let again = state.apply(Action::TimerFired(Timer::Silence { run: id, seen: 5 }));
    assert!(
        matches!(
            again.as_slice(),
            [Command::Arm {
                timer: Timer::Silence { seen: 0, .. },
                ..
            }]
        ),
        "it has said something since: wait again ({again:?})"
    );
    let commands = state.apply(Action::TimerFired(Timer::Silence { run: id, seen: 0 }));
    assert!(commands.contains(&Command::Terminate(worker)));
    assert!(
        state.status().starts_with("Gave up after"),
        "{}",
        state.status()
    );
}

#[test]
fn a_crash_ends_the_run_and_a_worker_that_never_loads_is_not_respawned() {
    let (mut state, _, worker) = solving(loaded());
    state.apply(from(worker, FromWorker::Ready));
    let commands = state.apply(Action::WorkerFailed {
        worker,
        message: "boom".into(),
    });
    assert!(commands
        .iter()
        .any(|command| matches!(command, Command::Spawn(_))));
    assert!(state.status().starts_with("The solver crashed (boom)"));

    let (mut state, _, worker) = solving(state);
    let commands = state.apply(Action::WorkerFailed {
        worker,
        message: "404".into(),
    });
    assert!(!commands
        .iter()
        .any(|command| matches!(command, Command::Spawn(_))));
    assert!(state
        .status()
        .starts_with("The solver could not be loaded (404)"));
}

#[test]
fn refused_runs_say_why() {
    let state = loaded().then(Action::Enter { cell: 2, digit: 5 });
    assert_eq!(
        state.run_request(RunId(1)).unwrap_err(),
        "your entries break a rule: duplicate given: digit 5 appears twice in row 1: r1c1 and r1c3"
    );
    let mut state = loaded().then(Action::SetSeed("seven".into()));
    let commands = state.apply(Action::Solve);
    assert!(!commands
        .iter()
        .any(|command| matches!(command, Command::Send(..))));
    assert!(state
        .status()
        .starts_with("Could not run: The seed must be"));
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
        Some("This link cannot be opened: its puzzle is broken (2 characters instead of 81)")
    );

    let solved = AppState::new(1, 1).then(open(&format!("#p={WIKI}&s={WIKI_SOLUTION}")));
    assert!(solved.status().starts_with("Solved"));
    assert_eq!(solved.cells()[2].kind, CellKind::Solved);
    assert_eq!(solved.then(Action::Undo).board.puzzle().given_count(), 0);

    let wiki_link = AppState::new(1, 1).then(Action::OpenAddress {
        fragment: String::new(),
        query: format!("?bd={}", WIKI.replace('.', "0")),
    });
    assert_eq!(wiki_link.board.puzzle().givens().to_string(), WIKI);
}

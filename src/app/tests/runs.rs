//! Runs through the worker pool: progress, outcomes on their own board,
//! stops that are not answered, silent and crashed workers, refused runs,
//! and puzzles solved anyway.

use sudoku_engine::{Facts, Outcome, SolutionCount, Uniqueness};

use super::{from, loaded, snapshot, solving};
use crate::app::{Action, AppState, Command, Timer};
use crate::board::CellKind;
use crate::fixtures::{wiki_solution, Then, WIKI_SOLUTION};
use crate::hints::CellRole;
use crate::worker::{FromWorker, Role, RunId, ToWorker, WorkerId};

#[test]
fn a_run_shows_progress_then_its_solution_on_its_board_only() {
    let mut state = AppState::new(7, 1);
    let idle = state.apply(Action::ShowTab(crate::app::SideTab::Race));
    assert!(idle.is_empty(), "a fresh page loads no engine: {idle:?}");
    let warm = state.apply(Action::LoadText(crate::fixtures::WIKI.into()));
    assert!(
        warm.contains(&Command::Spawn(WorkerId(1), Role::Solver)),
        "a puzzle on the board starts a solver worker before Solve"
    );
    let (state, id, worker) = solving(state);
    assert_eq!(worker, WorkerId(1), "the warm worker takes the run");
    let request = state.run_request(id, Uniqueness::Require).unwrap();
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
            several: Vec::new(),
            outcome: Outcome::Solved(wiki_solution()),
            snapshot: Some(snapshot(3, wiki_solution(), None)),
        },
    ));
    assert_eq!(state.status(), "Solved in 1 ms by fast");
    assert_eq!(state.cells()[2].label(), "Row 1, Column 3, solved 4");
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
    assert_eq!(
        edited.status(),
        "Solved in 1 ms by fast",
        "entries keep the puzzle and its status"
    );
    assert_eq!(edited.then(Action::Undo).cells()[3].kind, CellKind::Solved);
    let another = state.then(Action::LoadText(crate::fixtures::shared_shape_line(
        "sizes_6x6.txt",
        0,
    )));
    assert_eq!(another.status(), "Ready", "a new puzzle starts afresh");
    assert_eq!(
        another.then(Action::Undo).status(),
        "Solved in 1 ms by fast"
    );
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
                snapshot: snapshot(1_000, tentative.clone(), Some(4)),
            },
        ),
        from(
            worker,
            FromWorker::Progress {
                id: RunId(99),
                snapshot: snapshot(9_000, tentative.clone(), Some(0)),
            },
        ),
        from(
            worker,
            FromWorker::Progress {
                id,
                snapshot: snapshot(2_000, tentative.clone(), Some(2)),
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
        state.cells()[2].label(),
        "Row 1, Column 3, tentative 8, conflict"
    );

    let typed = state.then(Action::Enter { cell: 2, digit: 4 });
    assert_eq!(
        typed.cells()[2].label(),
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
            several: Vec::new(),
            outcome: Outcome::Stopped {
                best: tentative.clone(),
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
            several: Vec::new(),
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
        .any(|command| matches!(command, Command::Spawn(..))));
    assert!(state.status().starts_with("The solver crashed (boom)"));

    let (mut state, _, worker) = solving(state);
    let commands = state.apply(Action::WorkerFailed {
        worker,
        message: "404".into(),
    });
    assert!(!commands
        .iter()
        .any(|command| matches!(command, Command::Spawn(..))));
    assert!(state
        .status()
        .starts_with("The solver could not be loaded (404)"));
}

#[test]
fn refused_runs_say_why() {
    let state = loaded().then(Action::Enter { cell: 2, digit: 5 });
    assert_eq!(
        state
            .run_request(RunId(1), Uniqueness::Require)
            .unwrap_err(),
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
fn a_puzzle_with_several_solutions_can_be_solved_anyway() {
    let mut blank = AppState::new(1, 1);
    let (mut state, id, worker) = solving(std::mem::replace(&mut blank, AppState::new(1, 1)));
    assert!(!state.can_solve_anyway());
    state.apply(from(
        worker,
        FromWorker::Finished {
            id,
            several: two_solutions_of_a_blank(),
            outcome: Outcome::SeveralSolutions,
            snapshot: None,
        },
    ));
    let status = state.status();
    assert!(status.starts_with("Multiple solutions"), "{status}");
    // The two differ wherever one holds a 1 or a 2: 18 cells, 12 named.
    assert!(
        status.ends_with("; two of them differ at r1c8, r1c9, r2c3, r2c4, r3c1, r3c6, r4c6, r4c8, r5c2, r5c9, r6c2, r6c5, and 6 more (highlighted)"),
        "{status}"
    );
    let highlighted = (state.cells().iter())
        .filter(|view| view.role == CellRole::Pattern)
        .count();
    assert_eq!(highlighted, 18, "the differing cells are highlighted");
    assert!(state.can_solve_anyway());
    let commands = state.apply(Action::SolveAnyway);
    let Some(Command::Send(_, ToWorker::Run(request))) =
        commands.iter().find(|c| matches!(c, Command::Send(..)))
    else {
        panic!("{commands:?}");
    };
    assert_eq!(request.limits.uniqueness, Uniqueness::AllowSeveral);
    let facts = Facts {
        givens: 0,
        solutions: SolutionCount::Several,
        check_ms: 0.1,
    };
    let again = request.id;
    state.apply(from(
        worker,
        FromWorker::Started {
            id: again,
            facts: Some(facts),
        },
    ));
    state.apply(from(
        worker,
        FromWorker::Finished {
            id: again,
            several: Vec::new(),
            outcome: Outcome::Solved(wiki_solution()),
            snapshot: None,
        },
    ));
    assert!(
        state.status().contains("one of several solutions"),
        "{}",
        state.status()
    );
}

/// Two solutions of a blank classic grid: the wiki's, and the same with
/// its 1s and 2s swapped.
fn two_solutions_of_a_blank() -> Vec<sudoku_engine::Values> {
    let first = wiki_solution();
    let mut second = first.clone();
    for cell in 0..second.cells().len() {
        match second.get(cell) {
            1 => second.set(cell, 2),
            2 => second.set(cell, 1),
            _ => {}
        }
    }
    vec![first, second]
}

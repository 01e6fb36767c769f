//! The True candidates view as the reducer handles it: asked of the
//! analysis worker once a puzzle while it is on, drawn in the empty cells,
//! asked again (the old request cancelled, its answer dropped) when a
//! digit changes the puzzle.

use sudoku_engine::exact::candidates::TrueCandidates;

use super::*;
use crate::board::mask_digits;
use crate::hints::{TrueLine, Uses};
use crate::worker::analyse::answer;
use crate::worker::{Answer, Task};

/// The true candidates requests among `commands`.
fn true_requests(commands: &[Command]) -> Vec<(WorkerId, AnalysisRequest)> {
    analyses(commands)
        .into_iter()
        .filter(|(_, request)| matches!(request.task, Task::TrueCandidates { .. }))
        .collect()
}

/// The one true candidates request among `commands`.
fn true_request(commands: &[Command]) -> (WorkerId, AnalysisRequest) {
    match true_requests(commands).as_slice() {
        [one] => one.clone(),
        other => panic!("one true candidates request, not {other:?}"),
    }
}

/// The worker's answer to `request`, as it would send it.
fn answered(worker: WorkerId, request: &AnalysisRequest) -> Action {
    let message = FromWorker::Analysed {
        id: request.id,
        answer: answer(&request.task),
    };
    from(worker, message)
}

/// The true candidates each cell shows, and how many solutions use each
/// (none for a cell that shows none).
fn shown(state: &AppState) -> Vec<Vec<(u8, Uses)>> {
    state
        .cells()
        .iter()
        .map(|view| match view.true_uses {
            None => Vec::new(),
            Some(_) => mask_digits(view.marks.unwrap_or(0))
                .map(|digit| (digit, view.uses(digit).expect("a use")))
                .collect(),
        })
        .collect()
}

/// Answers every other request among `commands` and those that follow,
/// until the worker is idle.
fn settle(state: &mut AppState, commands: Vec<Command>) {
    let others: Vec<_> = analyses(&commands)
        .into_iter()
        .filter(|(_, request)| !matches!(request.task, Task::TrueCandidates { .. }))
        .collect();
    for (worker, request) in others {
        let out = state.apply(answered(worker, &request));
        settle(state, out);
    }
}

#[test]
fn a_unique_puzzle_shows_each_empty_cells_digit_and_an_edit_asks_again() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    settle(&mut state, out);
    let out = state.apply(Action::ToggleTrueCandidates);
    let (worker, first) = true_request(&out);
    assert_eq!(
        first.task,
        Task::TrueCandidates {
            puzzle: crate::fixtures::wiki()
        }
    );
    assert!(
        true_requests(&state.apply(Action::Select(3))).is_empty(),
        "asked once a puzzle"
    );
    assert!(
        shown(&state).iter().all(Vec::is_empty),
        "nothing until found"
    );

    state.apply(answered(worker, &first));
    let solution = wiki_solution();
    for (cell, digits) in shown(&state).into_iter().enumerate() {
        match state.board.digit(cell) {
            0 => assert_eq!(digits, [(solution.get(cell), Uses::One)], "cell {cell}"),
            _ => assert!(digits.is_empty(), "a given shows its digit"),
        }
    }
    assert_eq!(
        state.cells()[2].label(),
        "Row 1, Column 3, empty, true candidates 4 (1 solution)"
    );
    assert_eq!(
        TrueLine::of(&state.truth),
        TrueLine {
            legend: true,
            words: None
        }
    );

    // A digit typed: the puzzle changed, so they are asked again.
    let out = state.apply(Action::Enter { cell: 2, digit: 4 });
    let (worker, second) = true_request(&out);
    let Task::TrueCandidates { puzzle } = &second.task else {
        unreachable!()
    };
    assert_eq!(puzzle.givens().get(2), 4, "the digit is placed");
    assert!(shown(&state).iter().all(Vec::is_empty), "the old ones go");
    // Another digit before the answer: the request under way is ended.
    let out = state.apply(Action::Enter { cell: 3, digit: 6 });
    assert!(out.contains(&Command::Terminate(worker)), "{out:?}");
    let (worker, third) = true_request(&out);
    state.apply(answered(worker, &second));
    assert!(
        shown(&state).iter().all(Vec::is_empty),
        "an answer for the puzzle before is dropped"
    );
    state.apply(answered(worker, &third));
    assert_eq!(shown(&state)[5], [(solution.get(5), Uses::One)]);
    assert!(shown(&state)[3].is_empty(), "a cell with a digit shows it");
}

/// WIKI's solution with a unique rectangle's four cells emptied (two
/// solutions: its digits either way round) and one cell more, which both
/// fill alike; the rectangle's cells and that one.
fn two_solutions() -> (Sudoku, [usize; 4], usize) {
    let solution = wiki_solution();
    let at = |row: usize, col: usize| solution.get(row * 9 + col);
    // Two rows of a band, two columns of different stacks.
    let rectangle = (0..9)
        .flat_map(|row| (row + 1..row / 3 * 3 + 3).map(move |other| (row, other)))
        .flat_map(|(row, other)| {
            (0..9).flat_map(move |col| (col / 3 * 3 + 3..9).map(move |far| (row, other, col, far)))
        })
        .find(|&(row, other, col, far)| {
            at(row, col) == at(other, far) && at(row, far) == at(other, col)
        })
        .expect("a unique rectangle");
    let (row, other, col, far) = rectangle;
    let cells = [
        row * 9 + col,
        row * 9 + far,
        other * 9 + col,
        other * 9 + far,
    ];
    let mut givens = solution.clone();
    for cell in cells {
        givens.set(cell, 0);
    }
    let alike = (0..solution.cells().len())
        .find(|cell| !cells.contains(cell))
        .unwrap();
    givens.set(alike, 0);
    (
        Sudoku::new(sudoku_engine::shape::Shape::classic(), givens).unwrap(),
        cells,
        alike,
    )
}

#[test]
fn with_two_solutions_each_digit_says_how_many_use_it_and_a_digit_typed_settles_them() {
    let (puzzle, rectangle, alike) = two_solutions();
    let mut state = AppState::new(1, 2).then(Action::LoadText(puzzle.givens().to_string()));
    let (worker, request) = true_request(&state.apply(Action::ToggleTrueCandidates));
    state.apply(answered(worker, &request));
    let before = shown(&state);
    let solution = wiki_solution();
    let (first, second) = (solution.get(rectangle[0]), solution.get(rectangle[1]));
    let either = [
        (first.min(second), Uses::One),
        (first.max(second), Uses::One),
    ];
    for cell in rectangle {
        assert_eq!(
            before[cell], either,
            "cell {cell}: each way round, one solution"
        );
    }
    assert_eq!(before[alike], [(solution.get(alike), Uses::Two)]);

    let out = state.apply(Action::Enter {
        cell: rectangle[0],
        digit: first,
    });
    let (worker, request) = true_request(&out);
    state.apply(answered(worker, &request));
    let after = shown(&state);
    assert!(after[rectangle[0]].is_empty(), "the digit typed shows");
    for cell in &rectangle[1..] {
        assert_eq!(
            after[*cell],
            [(solution.get(*cell), Uses::One)],
            "cell {cell}"
        );
    }
    assert_eq!(after[alike], [(solution.get(alike), Uses::One)]);
}

#[test]
fn no_solution_a_partial_search_and_digits_that_break_a_rule_are_said() {
    let no_solution = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/invalid_no_solution.txt"
    ))
    .unwrap();
    let line = no_solution.lines().next().unwrap();
    let mut state = AppState::new(1, 2).then(Action::LoadText(line.into()));
    let (worker, request) = true_request(&state.apply(Action::ToggleTrueCandidates));
    state.apply(answered(worker, &request));
    assert!(shown(&state).iter().all(Vec::is_empty));
    assert_eq!(
        TrueLine::of(&state.truth),
        TrueLine {
            legend: false,
            words: Some("No solution: no true candidates.".into())
        }
    );

    // A search that stopped at its bound shows what it found, as partial.
    let mut state = AppState::new(1, 2).then(Action::LoadText(WIKI.into()));
    let (worker, request) = true_request(&state.apply(Action::ToggleTrueCandidates));
    let Answer::TrueCandidates(found) = answer(&request.task) else {
        unreachable!()
    };
    let partial = TrueCandidates {
        complete: false,
        ..found
    };
    let message = FromWorker::Analysed {
        id: request.id,
        answer: Answer::TrueCandidates(partial),
    };
    state.apply(from(worker, message));
    let line = TrueLine::of(&state.truth);
    assert!(line.legend);
    assert!(line
        .words
        .is_some_and(|words| words.starts_with("(partial)")));
    assert_eq!(shown(&state)[2], [(4, Uses::One)]);

    // A digit that repeats one in its row: no solution, nothing asked.
    let out = state.apply(Action::Enter { cell: 2, digit: 5 });
    assert!(true_requests(&out).is_empty(), "{out:?}");
    assert_eq!(
        TrueLine::of(&state.truth).words.as_deref(),
        Some("No solution: no true candidates (your digits break a rule).")
    );
}

#[test]
fn turning_the_view_off_ends_its_search_and_the_choice_is_kept_across_reloads() {
    let mut state = AppState::new(1, 2).then(Action::LoadText(WIKI.into()));
    let (worker, _) = true_request(&state.apply(Action::ToggleTrueCandidates));
    let reloaded = crate::persist::restore(&crate::persist::save(&state), AppState::new(1, 2));
    assert!(reloaded.unwrap().prefs.true_candidates);
    let out = state.apply(Action::ToggleTrueCandidates);
    assert!(out.contains(&Command::Terminate(worker)), "{out:?}");
    assert!(state.cells().iter().all(|view| view.true_uses.is_none()));
    let reloaded = crate::persist::restore(&crate::persist::save(&state), AppState::new(1, 2));
    assert!(!reloaded.unwrap().prefs.true_candidates);
}

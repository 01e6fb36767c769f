//! Practice through the whole state: a puzzle made to take a technique,
//! the way to the position before its step, a wrong try undone with the
//! step shown, and a right one praised.

use sudoku_engine::exact::counter::{find_within, Bound};

use super::generate::new_puzzle;
use super::*;
use crate::board::Mode;
use crate::worker::analysis::{HintAnswer, Task};
use crate::worker::generate::GenerateJob;
use sudoku_engine::logic::Explained;

/// A practice puzzle for `need` made on `state`'s board shape, as the
/// worker makes it.
fn practising_on(mut state: AppState, need: &str) -> AppState {
    let choose = |action| Action::Generator(action);
    state.apply(choose(GeneratorAction::SetDifficulty("any".into())));
    state.apply(choose(GeneratorAction::SetPractice(need.into())));
    let (worker, request) = new_puzzle(&mut state);
    assert_eq!(request.options.needs, Some(need.parse().unwrap()));
    let clock = sudoku_engine::run::SystemClock::default();
    let mut job = GenerateJob::start(&request, &clock);
    let done = loop {
        if let Some(done) = job.tick(&clock, &mut |_| {}) {
            break done;
        }
    };
    let out = state.apply(from(worker, done));
    settle(&mut state, out);
    assert!(state.practice().is_some(), "a practice puzzle on the board");
    state
}

fn practising(need: &str) -> AppState {
    practising_on(loaded(), need)
}

/// Goes to the step; the position before it and the step.
fn at_the_step(state: &mut AppState) -> (Board, Explained) {
    let out = state.apply(Action::GoToPracticeStep);
    let asked = analyses(&out);
    assert!(matches!(
        &asked[..],
        [(_, request)] if matches!(request.task, Task::Explain { until: Some(_), .. })
    ));
    settle(state, out);
    match &state.practice().expect("still practising").stage {
        PracticeStage::Finding { at, step } => (at.clone(), (**step).clone()),
        stage => panic!("not at the step: {stage:?}"),
    }
}

#[test]
fn going_to_the_step_puts_the_position_before_it_on_the_board_undoably() {
    let mut state = practising("x-wing");
    let made = state.board.clone();
    let words = state.practice().expect("a practice puzzle").words();
    assert!(
        words.starts_with("Practice: this puzzle's hints take X-Wing on the way"),
        "{words}"
    );
    let (at, step) = at_the_step(&mut state);
    assert_eq!(step.name, "X-Wing");
    assert_eq!(state.board, at);
    let marks = at.notes().expect("the candidates are centre marks");
    assert!(state.prefs.candidates, "and they are shown");
    for removed in &step.eliminations {
        assert_eq!(marks[removed.cell()] >> (removed.digit - 1) & 1, 1);
    }
    let words = state.practice().unwrap().words();
    assert_eq!(
        words,
        "Find the X-Wing here: take out a centre mark it removes."
    );
    assert_eq!(state.then(Action::Undo).board, made);
}

#[test]
fn a_wrong_try_is_undone_and_the_step_shown_as_the_hint() {
    let mut state = practising("x-wing");
    let (at, step) = at_the_step(&mut state);
    let open = (0..at.cell_count())
        .find(|&cell| at.digit(cell) == 0)
        .unwrap();
    let digit = solution_digit(&state, open);
    state.apply(Action::Select(open));
    state.apply(Action::Type {
        digit,
        held: Some(Mode::Digit),
    });
    assert_eq!(state.board, at, "the try is undone");
    let shown = state
        .hint
        .for_board(&state.board)
        .expect("the step is shown");
    assert!(shown.full);
    assert_eq!(shown.answer, HintAnswer::Step(Box::new(step)));
    let words = state.practice().unwrap().words();
    let cell = state.board.shape().geometry().cell_name(open);
    assert!(
        words.starts_with(&format!(
            "Not this one: {digit} in {cell} is not the step's"
        )),
        "{words}"
    );
    let state = state.then(Action::ApplyHint);
    assert_ne!(state.board, at, "Apply carries the step out");
}

#[test]
fn a_right_try_is_praised_and_colours_or_added_marks_are_no_try() {
    let mut state = practising("x-wing");
    let (at, step) = at_the_step(&mut state);
    let removed = step.eliminations[0];
    state.apply(Action::Select(removed.cell()));
    state.apply(Action::Type {
        digit: 1,
        held: Some(Mode::Colour),
    });
    assert!(matches!(
        state.practice().unwrap().stage,
        PracticeStage::Finding { .. }
    ));
    state.apply(Action::Type {
        digit: removed.digit,
        held: Some(Mode::Centre),
    });
    assert_ne!(state.board, at);
    let words = state.practice().unwrap().words();
    assert_eq!(words, format!("Found: {}", step.text));
}

#[test]
fn a_practice_of_another_shape_goes_to_its_step_too() {
    let mut state = practising_on(
        AppState::new(7, 1).then(Action::BlankShape(6)),
        "hidden pair",
    );
    assert_eq!(state.board.size(), 6);
    let (at, step) = at_the_step(&mut state);
    assert_eq!(step.name, "Hidden Pair");
    assert_eq!(state.board, at);
}

/// The digit of `cell` in the (classic) board's solution.
fn solution_digit(state: &AppState, cell: usize) -> u8 {
    let solutions = find_within(state.board.puzzle(), 1, Bound::default());
    solutions.expect("no bound")[0].get(cell)
}

#[test]
fn a_family_is_named_as_a_step_of_it() {
    let fish = Practice::new("fish".parse().unwrap(), loaded().board.puzzle().clone());
    assert_eq!(
        fish.words(),
        "Practice: this puzzle's hints take a step of fish on the way. Solve on, or go to the position before it."
    );
}

#[test]
fn a_way_that_comes_after_another_puzzle_leaves_the_board_alone() {
    let mut state = practising("x-wing");
    let out = state.apply(Action::GoToPracticeStep);
    state.apply(Action::LoadText(WIKI.into()));
    let other = state.board.clone();
    settle(&mut state, out);
    assert_eq!(state.board, other);
    let practice = state.practice.as_ref().expect("kept for its puzzle");
    assert_eq!(practice.stage, PracticeStage::Solving);
}

//! New puzzle through the whole state: the worker's answer lands on the
//! board, is rated, and the board before is one Undo away.

use sudoku_engine::generate::{generate_nth, GenOutcome, GiveUp};

use super::*;
use crate::generator::ended_text;
use crate::worker::generation::{GenerateRequest, GenerationDone};

/// Presses New puzzle; returns the worker and what it was asked.
pub(super) fn new_puzzle(state: &mut AppState) -> (WorkerId, GenerateRequest) {
    let commands = state.apply(Action::Generator(GeneratorAction::Start));
    commands
        .into_iter()
        .find_map(|command| match command {
            Command::Send(worker, ToWorker::Generate(request)) => Some((worker, *request)),
            _ => None,
        })
        .expect("New puzzle asks a worker for a puzzle")
}

fn answer(worker: WorkerId, request: &GenerateRequest, outcome: GenOutcome) -> Action {
    from(
        worker,
        FromWorker::Generated(GenerationDone {
            id: request.id,
            outcome,
            elapsed_ms: 120.0,
        }),
    )
}

#[test]
fn the_made_puzzle_lands_on_the_board_is_rated_and_undo_brings_back_the_work() {
    let mut state = loaded().then(Action::Enter { cell: 2, digit: 4 });
    let before = state.board.clone();
    state.apply(Action::Generator(GeneratorAction::SetDifficulty(
        "hard".into(),
    )));
    state.apply(Action::Generator(GeneratorAction::SetSymmetry(
        "rotational-90".into(),
    )));
    let (worker, request) = new_puzzle(&mut state);
    assert!(state.generator.is_running());
    let outcome = generate_nth(&request.options, request.seed, 0);
    let made = outcome
        .made()
        .expect("seeded puzzles of Hard come quickly")
        .clone();
    state.apply(answer(worker, &request, outcome));
    assert_eq!(state.board.puzzle(), &made.sudoku);
    assert_eq!(state.puzzle_text.replace(['\n', ' '], "").len(), 81);
    assert_eq!(state.ratings.puzzle.as_ref(), Some(&made.sudoku));
    assert!(
        state.ratings.rating.pending().is_some(),
        "the new puzzle is rated for the ratings panel"
    );
    assert!(!state.generator.is_running());
    let state = state.then(Action::Undo);
    assert_eq!(state.board, before);
}

#[test]
fn a_give_up_keeps_the_board_until_the_closest_puzzle_is_asked_for() {
    let mut state = loaded();
    let before = state.board.clone();
    let (worker, request) = new_puzzle(&mut state);
    state.apply(Action::Generator(GeneratorAction::Stop));
    let closest = generate_nth(&request.options, request.seed, 0)
        .made()
        .cloned();
    let gave_up = GenOutcome::GaveUp {
        why: GiveUp::Stopped,
        tries: 4,
        best: closest.clone(),
    };
    let state = state.then(answer(worker, &request, gave_up));
    assert_eq!(state.board, before);
    let state = state.then(Action::Generator(GeneratorAction::UseClosest));
    assert_eq!(state.board.puzzle(), &closest.unwrap().sudoku);
}

#[test]
fn an_answer_from_another_worker_or_an_old_generation_changes_nothing() {
    let mut state = loaded();
    let before = state.board.clone();
    let (worker, request) = new_puzzle(&mut state);
    let outcome = generate_nth(&request.options, request.seed, 0);
    let state = state.then(answer(WorkerId(0), &request, outcome.clone()));
    assert_eq!(state.board, before, "not the generator's worker");
    let stale = GenerateRequest {
        id: crate::worker::GenerationId(request.id.0 + 100),
        ..request
    };
    let state = state.then(answer(worker, &stale, outcome));
    assert_eq!(state.board, before, "not the generation under way");
    assert!(state.generator.is_running());
}

#[test]
fn on_a_sixteen_by_sixteen_new_puzzle_makes_one_of_its_shape_or_a_classic_killer() {
    let sixteen_x = format!("{}{};x", "123456789ABCDEFG", ".".repeat(240));
    let mut state = loaded().then(Action::LoadText(sixteen_x));
    state.apply(Action::Generator(GeneratorAction::SetDifficulty(
        "any".into(),
    )));
    let (worker, request) = new_puzzle(&mut state);
    assert_eq!(&request.options.shape, state.board.shape());
    assert!(!request.options.killer);
    let outcome = generate_nth(&request.options, request.seed, 0);
    let made = outcome.made().expect("a 16x16 X at the first try").clone();
    state.apply(from(
        worker,
        FromWorker::Generated(GenerationDone {
            id: request.id,
            outcome,
            elapsed_ms: 90.0,
        }),
    ));
    assert_eq!(state.board.puzzle(), &made.sudoku);
    assert_eq!(state.ratings.puzzle.as_ref(), Some(&made.sudoku));
    let ended = state.generator.last.clone().unwrap().unwrap();
    assert!(
        ended_text(&ended).starts_with("Made in 90 ms (1 try)"),
        "{}",
        ended_text(&ended)
    );

    state.apply(Action::Generator(GeneratorAction::SetShape(
        "classic".into(),
    )));
    state.apply(Action::Generator(GeneratorAction::SetKiller(true)));
    let (_, request) = new_puzzle(&mut state);
    assert!(request.options.killer && request.options.shape.is_classic());
}

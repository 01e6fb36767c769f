//! Hints, explanations and ratings as the reducer handles them: asked of
//! the analysis worker, matched to the board they were for.

use super::*;
use crate::ratings::Reading;
use crate::worker::analyse::answer;
use crate::worker::analysis::RatingProgress;
use crate::worker::{AnalysisRequest, HintAnswer, Role};

/// Answers `request` as the worker would.
fn answered(state: &mut AppState, worker: WorkerId, request: &AnalysisRequest) -> Vec<Command> {
    let message = FromWorker::Analysed {
        id: request.id,
        answer: answer(&request.task),
    };
    state.apply(from(worker, message))
}

#[test]
fn entering_a_puzzle_works_out_a_hint_first_and_rates_it_and_hint_shows_it_in_two_levels() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    let sent = analyses(&out);
    assert_eq!(sent.len(), 1, "one request at a time: the hint goes first");
    let (worker, hint) = sent[0].clone();
    assert!(matches!(hint.task, crate::worker::Task::Hint { .. }));
    assert!(matches!(state.ratings.rating, Reading::Pending(_)));
    let out = answered(&mut state, worker, &hint);
    let (_, rate) = analyses(&out)[0].clone();
    assert!(matches!(rate.task, crate::worker::Task::Rate { .. }));
    assert!(
        state.hint.for_board(&state.board).is_none(),
        "not shown until asked"
    );

    assert!(
        state.apply(Action::Hint).is_empty(),
        "the worked-out hint shows at once"
    );
    let shown = state.hint.for_board(&state.board).unwrap().clone();
    let HintAnswer::Step(step) = &shown.answer else {
        panic!("a step")
    };
    assert!(!shown.full);
    state.apply(Action::Hint);
    assert!(state.hint.for_board(&state.board).unwrap().full);
    let out = state.apply(Action::ApplyHint);
    for placed in &step.placements {
        assert_eq!(state.board.digit(placed.cell()), placed.digit);
        assert_eq!(wiki_solution().get(placed.cell()), placed.digit);
    }
    assert!(state.hint.for_board(&state.board).is_none());
    assert!(
        state.hint.asked.is_some(),
        "the next hint is worked out ahead"
    );
    assert!(!out.contains(&Command::Spawn(worker, Role::Analysis)));
    let (to, next) = analyses(&out)[0].clone();
    assert!(
        to != worker && matches!(next.task, crate::worker::Task::Hint { .. }),
        "the next hint goes to the spare at once, the rating going on aside"
    );
    state.apply(Action::Undo);
    assert!(
        state.board.entries().filled() == 0,
        "Apply is one undoable edit"
    );

    answered(&mut state, worker, &rate);
    match &state.ratings.rating {
        Reading::Done(Ok(rating)) => assert_eq!(rating.level, "Easy"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_hint_asked_while_the_puzzle_is_rated_takes_the_spare_and_the_rating_goes_on_aside() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    let (worker, ahead) = analyses(&out)[0].clone();
    let out = answered(&mut state, worker, &ahead);
    let (_, rate) = analyses(&out)[0].clone();
    let spare = match out.iter().find(|c| matches!(c, Command::Spawn(..))) {
        Some(Command::Spawn(spare, _)) => *spare,
        _ => panic!("a spare loads after the first answer: {out:?}"),
    };
    // The person enters a digit, then asks for a hint while the rating runs.
    state.apply(Action::Enter { cell: 2, digit: 4 });
    let out = state.apply(Action::Hint);
    assert!(!out.contains(&Command::Terminate(worker)), "{out:?}");
    let (to, hint) = analyses(&out)[0].clone();
    assert!(to == spare && matches!(hint.task, crate::worker::Task::Hint { .. }));
    let out = answered(&mut state, spare, &hint);
    assert!(state.hint.for_board(&state.board).is_some());
    assert!(
        analyses(&out)
            .iter()
            .all(|(_, request)| !matches!(request.task, crate::worker::Task::Rate { .. })),
        "the rating is not asked again: {out:?}"
    );
    answered(&mut state, worker, &rate);
    assert!(matches!(state.ratings.rating, Reading::Done(Ok(_))));
}

#[test]
fn a_new_puzzle_cancels_the_old_ratings_and_late_answers_are_ignored() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    let (worker, hint) = analyses(&out)[0].clone();
    let other = format!(".{}", &WIKI[1..]);
    state.apply(Action::LoadText(other));
    assert!(!state.analyst.knows(worker), "the busy worker was replaced");
    answered(&mut state, worker, &hint);
    assert!(
        state.hint.shown.is_none(),
        "an answer for the old board is dropped"
    );
}

#[test]
fn a_person_can_solve_a_hard_puzzle_with_hints_alone() {
    // SE 7.2 (sudokuexchange): chains and wings on the way.
    let puzzle =
        ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.";
    let solution =
        "183524697547869123629317458235698714471253869896741235354176982962485371718932546";
    let mut state = AppState::new(1, 1);
    let mut pending = state.apply(Action::LoadText(puzzle.into()));
    for _ in 0..400 {
        // The worker answers whatever was asked, in order.
        while let Some((worker, request)) = analyses(&pending).first().cloned() {
            pending = answered(&mut state, worker, &request);
        }
        pending = state.apply(Action::Hint);
        match state
            .hint
            .for_board(&state.board)
            .map(|shown| shown.answer.clone())
        {
            Some(HintAnswer::Solved) => break,
            Some(HintAnswer::Step(_)) => {
                state.apply(Action::Hint);
                pending.extend(state.apply(Action::ApplyHint));
            }
            Some(other) => panic!("{other:?}"),
            None => {}
        }
    }
    assert_eq!(state.board.grid().to_string(), solution);
}

#[test]
fn the_pending_rating_shows_how_far_it_has_got_until_the_puzzle_changes() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    let (worker, ahead) = analyses(&out)[0].clone();
    let out = answered(&mut state, worker, &ahead);
    let (_, rate) = analyses(&out)[0].clone();
    let so_far = |steps| RatingProgress {
        steps,
        placed: steps,
        empty: 60,
        er: 7.2,
        hardest: "Naked Pair".into(),
    };
    let progress = |id, steps| {
        from(
            worker,
            FromWorker::Analysing {
                id,
                progress: so_far(steps),
            },
        )
    };
    state.apply(progress(rate.id, 12));
    assert_eq!(state.ratings.progress, Some(so_far(12)));
    state.apply(progress(crate::worker::AnalysisId(rate.id.0 + 100), 30));
    assert_eq!(
        state.ratings.progress,
        Some(so_far(12)),
        "another request's progress is not this rating's"
    );
    state.apply(Action::LoadText(format!(".{}", &WIKI[1..])));
    assert_eq!(state.ratings.progress, None, "a new puzzle, a new rating");
}

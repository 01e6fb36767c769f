//! Hints, explanations and ratings as the reducer handles them: asked of
//! the analysis worker, matched to the board they were for.

use super::*;
use crate::hints::Lookahead;
use crate::ratings::Reading;
use crate::worker::analyse::answer;
use crate::worker::analysis::PathProgress;
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
    let (to, lookahead) = analyses(&out)[1].clone();
    assert!(
        to != worker && matches!(lookahead.task, crate::worker::Task::Hint { .. }),
        "the hint after the known step goes to the spare at once, the rating going on aside"
    );
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
    assert_eq!(
        state.hint.asked.as_ref().map(|asked| asked.id),
        Some(lookahead.id),
        "the next hint was asked already"
    );
    assert!(analyses(&out).is_empty(), "{out:?}");
    assert!(!out.contains(&Command::Spawn(worker, Role::Analysis)));
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
fn the_hint_after_a_step_is_worked_out_beside_the_rating_and_ready_when_the_step_is_placed() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    let (worker, ahead) = analyses(&out)[0].clone();
    let out = answered(&mut state, worker, &ahead);
    let (_, rate) = analyses(&out)[0].clone();
    // The hint after the known step is worked out at once, by the spare,
    // while the rating goes on aside.
    let (spare, lookahead) = analyses(&out)[1].clone();
    assert!(
        out.contains(&Command::Spawn(spare, Role::Analysis)),
        "{out:?}"
    );
    assert!(!out.contains(&Command::Terminate(worker)), "{out:?}");
    answered(&mut state, spare, &lookahead);
    // The person places the step's digit by hand (wiki's first step is
    // r1c6 = 8), then asks for a hint: it is there at once.
    state.apply(Action::Enter { cell: 5, digit: 8 });
    let out = state.apply(Action::Hint);
    let shown = state
        .hint
        .for_board(&state.board)
        .expect("the hint at once");
    assert!(matches!(shown.answer, HintAnswer::Step(_)));
    assert!(
        matches!(state.hint.next, Some(Lookahead::Asked(_))),
        "the hint after this one is asked"
    );
    assert!(
        analyses(&out)
            .iter()
            .all(|(_, request)| matches!(request.task, crate::worker::Task::Hint { .. })),
        "{out:?}"
    );
    answered(&mut state, worker, &rate);
    assert!(matches!(state.ratings.rating, Reading::Done(Ok(_))));
}

#[test]
fn a_hint_on_another_board_than_the_step_leads_to_is_asked_afresh() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    let (worker, ahead) = analyses(&out)[0].clone();
    let out = answered(&mut state, worker, &ahead);
    let (spare, lookahead) = analyses(&out)[1].clone();
    state.apply(Action::Enter { cell: 3, digit: 6 });
    let out = state.apply(Action::Hint);
    assert!(
        out.contains(&Command::Terminate(spare)),
        "the look-ahead, for another board, is dropped: {out:?}"
    );
    let (to, hint) = analyses(&out)[0].clone();
    assert!(state.hint.is_pending(&state.board));
    answered(&mut state, spare, &lookahead);
    assert!(
        state.hint.next.is_none(),
        "a dropped look-ahead's answer is ignored"
    );
    answered(&mut state, to, &hint);
    assert!(
        state.hint.for_board(&state.board).is_some(),
        "{:?} {to:?} {out:?}",
        state.hint
    );
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
        settle(&mut state, pending);
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
fn the_pending_rating_and_explanation_show_how_far_they_have_got() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    let (worker, ahead) = analyses(&out)[0].clone();
    let out = answered(&mut state, worker, &ahead);
    let (_, rate) = analyses(&out)[0].clone();
    let so_far = |steps| PathProgress {
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

#[test]
fn an_explanation_asked_while_the_puzzle_is_rated_does_not_wait_for_the_rating() {
    // A 16x16, whose harmony run waits behind its rating.
    let sixteen = crate::fixtures::shared_shape_line("sizes_16x16.txt", 30);
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(sixteen));
    let (worker, ahead) = analyses(&out)[0].clone();
    // A hint that is not a step (so nothing is worked out after it).
    let stuck = FromWorker::Analysed {
        id: ahead.id,
        answer: crate::worker::Answer::Hint(HintAnswer::Stuck(
            sudoku_engine::logic::Stall::BeyondTechniques,
        )),
    };
    let out = state.apply(from(worker, stuck));
    let (_, rate) = analyses(&out)[0].clone();
    assert!(matches!(rate.task, crate::worker::Task::Rate { .. }));
    let spare = match out.iter().find(|c| matches!(c, Command::Spawn(..))) {
        Some(Command::Spawn(spare, _)) => *spare,
        _ => panic!("a spare loads after the first answer: {out:?}"),
    };
    let out = state.apply(Action::Explain);
    let sent = analyses(&out);
    assert!(
        matches!(&sent[..], [(to, explain)] if *to == spare && matches!(explain.task, crate::worker::Task::Explain { .. })),
        "{out:?}"
    );
    assert!(
        !out.contains(&Command::Terminate(worker)),
        "the rating goes on aside"
    );
    answered(&mut state, worker, &rate);
    assert!(matches!(state.ratings.rating, Reading::Done(Ok(_))));
}

#[test]
fn a_solution_counted_by_one_worker_goes_with_the_next_requests_to_another() {
    let line = crate::fixtures::shared_shape_line("killer_9x9.txt", 0);
    let solution = sudoku_engine::format::read_puzzle(&line, &Default::default())
        .unwrap()
        .solution
        .unwrap();
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(line));
    let (worker, first) = analyses(&out)[0].clone();
    assert_eq!(first.solution, None, "nothing counted yet");
    let counted = FromWorker::Counted {
        id: first.id,
        solution: solution.clone(),
    };
    assert!(state.apply(from(worker, counted)).is_empty());
    let out = answered(&mut state, worker, &first);
    let sent = analyses(&out);
    let (to, lookahead) = sent
        .iter()
        .find(|(to, _)| *to != worker)
        .expect("the hint after the first goes to the spare");
    assert!(matches!(lookahead.task, crate::worker::Task::Hint { .. }));
    assert_eq!(
        lookahead.solution.as_ref(),
        Some(&solution),
        "{to:?} need not count the killer again"
    );
}

#[test]
fn undo_after_apply_shows_the_earlier_hint_again_without_asking_the_worker() {
    let mut state = AppState::new(1, 2);
    let out = state.apply(Action::LoadText(WIKI.into()));
    let (worker, first) = analyses(&out)[0].clone();
    let out = answered(&mut state, worker, &first);
    let (spare, lookahead) = analyses(&out)[1].clone();
    answered(&mut state, spare, &lookahead);
    state.apply(Action::Hint);
    state.apply(Action::Hint);
    let before = state.board.clone();
    let step = state.hint.for_board(&before).unwrap().answer.clone();
    state.apply(Action::ApplyHint);
    assert_ne!(state.board, before);
    state.apply(Action::Undo);
    assert_eq!(state.board, before);
    let out = state.apply(Action::Hint);
    assert!(analyses(&out).is_empty(), "nothing asked again: {out:?}");
    let shown = state
        .hint
        .for_board(&state.board)
        .expect("the hint at once");
    assert_eq!(shown.answer, step);
    assert!(
        matches!(&state.hint.next, Some(Lookahead::Known(board, _)) if *board != before),
        "and the hint after it is known too"
    );
}

use sudoku_engine::generate::{generate_nth, GenOutcome, GiveUp};

use super::*;

fn classic() -> Sudoku {
    crate::fixtures::wiki()
}

fn started(state: &mut GeneratorState) -> (Vec<Command>, GenerationId) {
    let mut out = Vec::new();
    state.start(&classic(), &mut out);
    let id = state.current.as_ref().expect("a generation started").id;
    (out, id)
}

#[test]
fn new_puzzle_starts_a_worker_asks_for_the_seeded_puzzle_and_moves_the_seed_on() {
    let mut state = GeneratorState::new(41);
    let (out, id) = started(&mut state);
    let worker = WorkerId(FIRST_WORKER);
    let Command::Send(to, ToWorker::Generate(request)) = &out[1] else {
        panic!("a Generate message, not {out:?}");
    };
    assert_eq!(out[0], Command::Spawn(worker, Role::Analysis));
    assert_eq!((*to, request.id, request.seed), (worker, id, 41));
    assert_eq!(request.options, state.choice.options(&classic()).unwrap());
    assert_eq!(request.time_limit_ms, Some(TIME_LIMIT_MS));
    assert_eq!(state.choice.seed, "42");
    let mut again = Vec::new();
    state.start(&classic(), &mut again);
    assert!(again.is_empty(), "one generation at a time");
}

#[test]
fn a_choice_that_does_not_read_starts_nothing_and_says_why() {
    let mut state = GeneratorState::new(1);
    state.choice.difficulty = Difficulty::SeRange;
    state.choice.se_range = "nine".into();
    let mut out = Vec::new();
    state.start(&classic(), &mut out);
    assert!(out.is_empty() && state.current.is_none());
    assert!(state.error.as_deref().unwrap().starts_with("SE range:"));
    assert_eq!(state.choice.seed, "1", "the seed waits for a puzzle");
}

#[test]
fn progress_then_the_made_puzzle_lands_and_the_worker_is_kept() {
    let mut state = GeneratorState::new(5);
    let (_, id) = started(&mut state);
    let options = state.current.as_ref().unwrap().options.clone();
    let outcome = generate_nth(&options, 5, 0);
    let made = outcome.made().unwrap().clone();
    state.report(GenerationReport {
        id,
        tries: 3,
        best: made.rating.clone(),
        elapsed_ms: 250.0,
    });
    let current = state.current.as_ref().unwrap();
    assert_eq!((current.tries, current.elapsed_ms), (3, 250.0));
    assert_eq!(current.best, made.rating);
    let puzzle = state.done(GenerationDone {
        id,
        outcome: outcome.clone(),
        elapsed_ms: 300.0,
    });
    assert_eq!(puzzle, Some(made.sudoku));
    let ended = state.last.clone().unwrap().unwrap();
    assert_eq!((ended.seed, ended.outcome), (5, outcome));
    let (out, _) = started(&mut state);
    assert!(
        matches!(out.as_slice(), [Command::Send(worker, _)] if state.knows(*worker)),
        "the next puzzle goes to the same worker: {out:?}"
    );
}

#[test]
fn a_stop_is_sent_once_and_a_worker_that_ignores_it_is_ended() {
    let mut state = GeneratorState::new(5);
    let (_, id) = started(&mut state);
    let worker = WorkerId(FIRST_WORKER);
    let mut out = Vec::new();
    state.stop(&mut out);
    assert_eq!(
        out,
        vec![
            Command::Send(worker, ToWorker::StopGenerating { id }),
            Command::Arm {
                timer: Timer::GenerateStopGrace(id),
                after_ms: STOP_GRACE_MS
            }
        ]
    );
    out.clear();
    state.stop(&mut out);
    assert!(out.is_empty());
    state.stop_overdue(id, &mut out);
    assert_eq!(out, vec![Command::Terminate(worker)]);
    assert!(state.current.is_none() && !state.knows(worker));
    assert!(state.last.as_ref().unwrap().is_err());
}

#[test]
fn a_stopped_generation_offers_its_closest_puzzle() {
    let mut state = GeneratorState::new(5);
    let (_, id) = started(&mut state);
    let closest = generate_nth(&GenerateOptions::default(), 5, 0)
        .made()
        .cloned();
    let puzzle = state.done(GenerationDone {
        id,
        outcome: GenOutcome::GaveUp {
            why: GiveUp::Stopped,
            tries: 8,
            best: closest.clone(),
        },
        elapsed_ms: 900.0,
    });
    assert_eq!(
        puzzle, None,
        "a give-up puts nothing on the board by itself"
    );
    let ended = state.last.clone().unwrap().unwrap();
    assert_eq!(ended.outcome.closest(), closest.as_ref());
    assert!(ended_text(&ended).starts_with("Stopped after 8 tries; the closest was rated"));
}

#[test]
fn a_crash_loses_the_generation_and_the_next_one_starts_a_fresh_worker() {
    let mut state = GeneratorState::new(5);
    started(&mut state);
    let worker = WorkerId(FIRST_WORKER);
    let mut out = Vec::new();
    state.failed(WorkerId(3), "not ours".into(), &mut out);
    assert!(out.is_empty() && state.is_running());
    state.failed(worker, "out of memory".into(), &mut out);
    assert_eq!(out, vec![Command::Terminate(worker)]);
    assert_eq!(
        state.last,
        Some(Err("the generator stopped (out of memory)".into()))
    );
    let (out, _) = started(&mut state);
    assert_eq!(
        out[0],
        Command::Spawn(WorkerId(FIRST_WORKER + 1), Role::Analysis)
    );
}

#[test]
fn progress_and_results_read_as_sentences() {
    let mut state = GeneratorState::new(5);
    started(&mut state);
    let current = state.current.as_mut().unwrap();
    current.tries = 12;
    current.elapsed_ms = 1234.0;
    assert_eq!(
        progress_text(current),
        "Making a Medium puzzle: 12 tries, 1.2 s."
    );
    let options = current.options.clone();
    let outcome = generate_nth(&options, 5, 0);
    let ended = Ended {
        seed: 5,
        options,
        outcome,
        elapsed_ms: 40.0,
    };
    let text = ended_text(&ended);
    assert!(text.starts_with("Made in 40 ms ("), "{text}");
    assert!(text.contains("(Medium)"), "{text}");
}

#[test]
fn a_large_grid_says_how_many_givens_are_not_proven_needed() {
    let mut state = GeneratorState::new(5);
    started(&mut state);
    let options = state.current.as_ref().unwrap().options.clone();
    let made = sudoku_engine::generate::Generated {
        sudoku: classic(),
        solution: sudoku_engine::shape::Values::empty(9),
        rating: None,
        tries: 1,
        unproven: 3,
    };
    let ended = Ended {
        seed: 5,
        options,
        outcome: GenOutcome::Made(made),
        elapsed_ms: 2100.0,
    };
    let text = ended_text(&ended);
    let givens = classic().givens().filled();
    assert_eq!(
        text,
        format!("Made in 2.1 s (1 try), {givens} givens (unique; 3 of them not proven needed).")
    );
}

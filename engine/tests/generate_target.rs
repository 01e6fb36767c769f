//! The generator with a target difficulty: what a person asking for "an
//! extreme puzzle" or "SE 9 and up" relies on — the puzzle lands there, its
//! stored rating is what a fresh rating says, and a run that cannot find
//! one says so and offers the closest it made.

mod common;

use common::{honours, is_minimal_within};
use sudoku_engine::exact::counter::{find_within, Bound};
use sudoku_engine::generate::target::LEVELS;
use sudoku_engine::generate::{
    generate_nth, puzzle_seed, GenOutcome, GenStep, GenerateOptions, Generated, Generator, GiveUp,
    Givens, Symmetry, Target,
};
use sudoku_engine::logic::HodokuLevel;
use sudoku_engine::rate::{rate, RateOptions};
use sudoku_engine::shape::{Sudoku, Values};

/// A made classic 9x9's givens and puzzle.
fn givens_of(made: &Generated) -> Values {
    puzzle_of(made).givens().clone()
}

fn puzzle_of(made: &Generated) -> Sudoku {
    assert!(made.sudoku.shape().is_classic(), "a classic 9x9");
    made.sudoku.clone()
}

fn aiming(target: Target, symmetry: Symmetry) -> GenerateOptions {
    GenerateOptions {
        givens: Givens::Dig(symmetry),
        target: Some(target),
        ..GenerateOptions::default()
    }
}

fn made(outcome: GenOutcome) -> Generated {
    match outcome {
        GenOutcome::Made(generated) => generated,
        other => panic!("expected a puzzle, got: {other}"),
    }
}

#[test]
fn a_seeded_batch_of_200_with_targets_lands_in_them_and_keeps_its_promises() {
    let mut per_level = [0; 5];
    for index in 0..200u64 {
        // Five levels against seven symmetries: every pair in 35 puzzles.
        let level = LEVELS[index as usize % LEVELS.len()];
        let symmetry = Symmetry::ALL[index as usize % Symmetry::ALL.len()];
        let generated = made(generate_nth(
            &aiming(Target::Level(level), symmetry),
            2026,
            index,
        ));
        let puzzle = puzzle_of(&generated);
        assert_eq!(
            find_within(&puzzle, 2, Bound::default()),
            Some(vec![generated.solution.clone()]),
            "puzzle {index} has exactly its solution"
        );
        assert!(honours(symmetry, &givens_of(&generated)), "{index}");
        assert!(is_minimal_within(&puzzle, symmetry), "{index}");
        if symmetry == Symmetry::None {
            assert!(
                is_minimal_within(&puzzle, Symmetry::None),
                "puzzle {index} is minimal"
            );
        }
        let fresh = rate(&puzzle, &RateOptions::default()).unwrap();
        let stored = generated.rating.as_ref().expect("a target rates");
        assert_eq!(stored, &fresh.path(), "puzzle {index}'s stored rating");
        assert_eq!(fresh.hodoku.level, level, "puzzle {index} lands in {level}");
        per_level[level as usize] += 1;
    }
    assert_eq!(per_level, [40; 5]);
}

#[test]
fn an_se_range_is_met_and_every_puzzle_is_rated_by_default() {
    let target = Target::se_range("7.0-7.5").unwrap();
    for index in 0..4 {
        let generated = made(generate_nth(&aiming(target, Symmetry::None), 5, index));
        let er = generated.rating.as_ref().unwrap().se.er;
        assert!((70..=75).contains(&er.0), "puzzle {index}: ER {er}");
    }
    let plain = made(generate_nth(&GenerateOptions::default(), 5, 0));
    let fresh = rate(&puzzle_of(&plain), &RateOptions::default()).unwrap();
    assert_eq!(plain.rating, Some(fresh.path()));
    let unrated = GenerateOptions {
        rate: false,
        ..GenerateOptions::default()
    };
    let bare = made(generate_nth(&unrated, 5, 0));
    assert_eq!(bare.rating, None);
    assert_eq!(
        givens_of(&bare),
        givens_of(&plain),
        "rating draws no chance"
    );
}

#[test]
fn a_target_keeps_the_same_puzzle_however_the_work_is_sliced() {
    let options = aiming(Target::Level(HodokuLevel::Unfair), Symmetry::Rotational180);
    for index in 0..3 {
        let whole = made(generate_nth(&options, 7, index));
        let mut sliced = Generator::new(&options, puzzle_seed(7, index));
        let outcome = loop {
            if let GenStep::Finished(outcome) = sliced.step(40) {
                break outcome;
            }
        };
        assert_eq!(made(outcome), whole);
    }
}

#[test]
fn a_run_that_runs_out_of_tries_offers_the_closest_puzzle_it_made() {
    // ER 9 and up is about one dug puzzle in 700: these 30 tries miss it.
    let target = Target::se_range("9.0-20.0").unwrap();
    let options = GenerateOptions {
        max_tries: 30,
        ..aiming(target, Symmetry::None)
    };
    let mut generator = Generator::new(&options, puzzle_seed(3, 0));
    let mut distances = Vec::new();
    let outcome = loop {
        match generator.step(300) {
            GenStep::Finished(outcome) => break outcome,
            GenStep::Running => {
                if let Some(rating) = generator.progress().best_rating() {
                    distances.push(target.distance(rating));
                }
            }
        }
    };
    let GenOutcome::GaveUp {
        why: GiveUp::TriesSpent { tries: 30 },
        tries: 30,
        best: Some(best),
    } = &outcome
    else {
        panic!("expected to give up after 30 tries, got {outcome:?}")
    };
    assert!(distances.windows(2).all(|w| w[1] <= w[0]), "{distances:?}");
    let rating = best.rating.as_ref().unwrap();
    assert_eq!(distances.last(), Some(&target.distance(rating)));
    assert_eq!(generator.progress().puzzles, 30, "each try made a puzzle");
    assert_eq!(
        outcome.to_string(),
        format!(
            "no puzzle met the options in 30 tries; the closest was rated {} ({})",
            rating.se.er, rating.hodoku.level
        )
    );
}

#[test]
fn a_seed_and_target_keep_giving_the_puzzles_they_gave() {
    // Like the untargeted pin in `generate.rs`: `--seed` with `--level` or
    // `--se` replays these, natively and in the browser alike.
    let extreme = made(generate_nth(
        &aiming(Target::Level(HodokuLevel::Extreme), Symmetry::None),
        2026,
        0,
    ));
    assert_eq!(
        givens_of(&extreme).to_string(),
        ".3....9......83..4..6.2.........7..8....5.4.2..5...71..61.......57.1..3.2.3..587."
    );
    assert_eq!(extreme.tries, 7);
    let hardest = made(generate_nth(
        &aiming(Target::se_range("9.0-20.0").unwrap(), Symmetry::None),
        2026,
        0,
    ));
    assert_eq!(
        givens_of(&hardest).to_string(),
        ".........7.9.3..86..819...48...7.....36...85.4....9.......823.11..7....8..3....7."
    );
    assert_eq!(hardest.tries, 64);
    assert_eq!(hardest.rating.unwrap().se.to_string(), "9.0/1.2/1.2");
}

#[test]
fn practice_puzzles_need_their_technique_on_the_hints_path() {
    use sudoku_engine::generate::Need;
    use sudoku_engine::logic::{Family, ProfileName};
    use sudoku_engine::Explainer;
    let unpractised = generate_nth(&GenerateOptions::default(), 7, 0);
    let singles_only = unpractised.made().unwrap();
    let fish = Need::Family(Family::Fish);
    assert!(
        !fish.is_needed_in(&singles_only.sudoku, &singles_only.solution),
        "a plain puzzle of seed 7 needs no fish"
    );
    for need in [fish, "XY-Wing".parse().unwrap()] {
        let options = GenerateOptions {
            needs: Some(need),
            ..GenerateOptions::default()
        };
        for index in 0..3 {
            let made = generate_nth(&options, 7, index);
            let made = made
                .made()
                .unwrap_or_else(|| panic!("{need}: puzzle {index} gave up"));
            let hints = Explainer::new(&made.sudoku, None).explain(
                ProfileName::Human,
                Some(&made.solution),
                &mut |_| std::ops::ControlFlow::Continue(()),
            );
            assert!(hints.solved);
            assert!(
                hints
                    .steps
                    .iter()
                    .any(|step| need.is_met_by(step.technique)),
                "{need}: puzzle {index}'s hints never take it"
            );
            assert!(need.is_needed_in(&made.sudoku, &made.solution));
        }
    }
}

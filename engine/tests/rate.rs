//! `rate`: every reading of a puzzle's difficulty, together.

mod common;

use common::cases;
use sudoku_engine::logic::{HodokuLevel, Technique};
use sudoku_engine::rate::{rate, HarmonyRun, RateError, RateOptions};

#[test]
fn ratings_agree_with_the_data_on_a_spread_of_se_values() {
    for case in cases("se_rated_computed.txt").iter().step_by(35) {
        let rating = rate(&case.sudoku(), &RateOptions::default()).unwrap();
        assert_eq!(
            rating.se.er.value(),
            case.rating.unwrap(),
            "{}",
            case.name()
        );
        assert!(rating.solved);
        assert!(
            rating.se.ep <= rating.se.er && rating.se.ed <= rating.se.ep,
            "{}",
            case.name()
        );
    }
}

#[test]
fn the_pearl_and_the_diamond_follow_se() {
    // Line 96 opens with a pointing (2.6: the diamond, ED), needs a naked
    // pair (3.0) before its first placement (the pearl, EP), and its
    // hardest step is 7.2 (ER).
    let case = &cases("se_rated_computed.txt")[95];
    let rating = rate(&case.sudoku(), &RateOptions::default()).unwrap();
    assert_eq!(rating.se.to_string(), "7.2/3.0/2.6");
    // One that opens with a hidden single has EP = ED = 1.2.
    let case = &cases("sudokuexchange_se_rated.txt")[1];
    let rating = rate(&case.sudoku(), &RateOptions::default()).unwrap();
    assert_eq!(rating.se.to_string(), "8.9/1.2/1.2");
    // The hardest step names its technique with SE's words.
    assert_eq!(
        rating.hardest.as_deref(),
        Some("Dynamic Region Forcing Chains")
    );
}

#[test]
fn histogram_families_and_hodoku_count_the_same_steps() {
    let case = &cases("sudokuexchange_se_rated.txt")[0];
    let rating = rate(&case.sudoku(), &RateOptions::default()).unwrap();
    let total: u32 = rating.histogram.iter().map(|(_, n)| n).sum();
    assert_eq!(total as usize, rating.steps);
    let by_family: u32 = rating.families.iter().map(|(_, n)| n).sum();
    assert_eq!(by_family, total);
    let score: u32 = rating
        .histogram
        .iter()
        .map(|(t, n)| t.hodoku_score() * n)
        .sum();
    assert_eq!(rating.hodoku.score, score);
    assert!(rating
        .histogram
        .iter()
        .any(|(t, _)| *t == Technique::ForcingXYChain));
    assert!(rating.hodoku.level >= HodokuLevel::Unfair);
}

#[test]
fn the_csp_and_harmony_readings_are_their_engines_own() {
    let case = &cases("se_rated_computed.txt")[0];
    let options = RateOptions {
        harmony: Some(HarmonyRun {
            seed: 3,
            iterations: 5000,
        }),
        ..RateOptions::default()
    };
    let rating = rate(&case.sudoku(), &options).unwrap();
    assert_eq!(rating.se.er.value(), 1.2);
    assert_eq!(rating.hodoku.level, HodokuLevel::Easy);
    // The CSP class is the registered `csp` engine's, defaults and all.
    let (_, stats) = common::run_to_end("csp", &case.sudoku(), &[]);
    let csp = rating.csp.expect("the classic CSP class");
    assert!(csp.complete);
    assert_eq!(Some(csp.guesses), stats.get_count("guesses"));
    assert_eq!(
        stats.get("class").map(ToString::to_string),
        Some(csp.class.name().to_string())
    );
    // The harmony reading is the registered engine's level for that seed and budget.
    let mut engine = common::start("harmony", &case.sudoku(), &[("max_iterations", "5000")], 3);
    common::finish(engine.as_mut(), 1 << 20);
    let level = engine.stats().get_count("level").expect("a level");
    assert_eq!(
        rating.harmony.map(|(level, _)| u64::from(level.number())),
        Some(level)
    );
}

#[test]
fn the_harmony_reading_is_reproducible_from_its_seed() {
    let case = &cases("sudokuexchange_se_rated.txt")[2];
    let options = RateOptions {
        harmony: Some(HarmonyRun {
            seed: 7,
            iterations: 3000,
        }),
        ..RateOptions::default()
    };
    let first = rate(&case.sudoku(), &options).unwrap();
    let again = rate(&case.sudoku(), &options).unwrap();
    assert_eq!(first.harmony, again.harmony);
    assert!(first.harmony.is_some());
}

#[test]
fn puzzles_without_one_solution_have_no_rating() {
    let none = cases("invalid_no_solution.txt")[0].sudoku();
    assert_eq!(
        rate(&none, &RateOptions::default()),
        Err(RateError::NoSolution)
    );
    let several = cases("invalid_multiple_solutions.txt")[3].sudoku();
    assert_eq!(
        rate(&several, &RateOptions::default()),
        Err(RateError::SeveralSolutions)
    );
}

/// 81 generated 9x9 variant puzzles (X, windoku, anti-knight, anti-king,
/// disjoint groups, and pairs of them) as Sukaku Explainer rates them
/// (`tests/data/sukaku_variants.txt`): every one equal in ER, EP and ED.
/// Of the first 32, 15 were before SE's chaining followed the variants'
/// houses, 27 before its strong links did (a skyscraper joined by a
/// diagonal, a 2-string kite through a disjoint group); of the next 30, 27
/// before the chains' "(+)" rules were Sukaku's variant ones and aligned
/// exclusion saw the variants' cells.
#[test]
fn generated_variant_puzzles_are_rated_as_sukaku_rates_them() {
    use sudoku_engine::format::read_puzzle;
    use sudoku_engine::format::shaped::ShapeOptions;
    let text = include_str!("data/sukaku_variants.txt");
    let mut apart = Vec::new();
    for line in text.lines().filter(|line| !line.starts_with('#')) {
        let (puzzle, sukaku) = line.rsplit_once(',').unwrap();
        let read = read_puzzle(puzzle, &ShapeOptions::default()).unwrap();
        let se = rate(&read.sudoku, &RateOptions::default()).unwrap().se;
        let ours = format!("{}/{}/{}", se.er, se.ep, se.ed);
        if ours != sukaku {
            apart.push(format!("{puzzle}: {ours}, Sukaku {sukaku}"));
        }
    }
    assert!(apart.is_empty(), "rated apart from Sukaku: {apart:#?}");
}

/// One entry rates every shape with the options given: the profile chooses
/// the path's techniques, and harmony search reads every shape it takes
/// (its level is the registered engine's for the seed and budget).
#[test]
fn every_shape_is_rated_with_the_options_given() {
    use sudoku_engine::logic::ProfileName;
    let killer = &common::shape_sudokus("killer_9x9.txt", 1)[0];
    let direct = |options: &RateOptions| {
        let rating = rate(killer, options).unwrap();
        rating
            .histogram
            .iter()
            .filter(|(technique, _)| technique.name().starts_with("Direct"))
            .count()
    };
    assert!(direct(&RateOptions::default()) > 0, "SE's direct shortcuts");
    let human = RateOptions {
        profile: ProfileName::Human,
        ..RateOptions::default()
    };
    assert_eq!(direct(&human), 0, "the human profile has no shortcuts");

    let run = HarmonyRun {
        seed: 3,
        iterations: 2000,
    };
    let with_harmony = RateOptions {
        harmony: Some(run),
        ..RateOptions::default()
    };
    let rating = rate(killer, &with_harmony).unwrap();
    let harmony = sudoku_engine::find("harmony").unwrap();
    let params = harmony.resolve(None, [("max_iterations", "2000")]).unwrap();
    let mut engine = harmony.start(killer, &params, 3).unwrap();
    common::finish(engine.as_mut(), 1 << 20);
    let level = engine.stats().get_count("level").expect("a level");
    assert_eq!(
        rating.harmony.map(|(level, _)| u64::from(level.number())),
        Some(level)
    );

    let arrow = sudoku_engine::format::read_puzzle(
        &format!("{};arrow=0:1.2", ".".repeat(81)),
        &Default::default(),
    )
    .unwrap()
    .sudoku;
    assert_eq!(sudoku_engine::rate::harmony_level(&arrow, run), None);
}

/// A clock whose every reading is past any deadline.
struct AlwaysLate;

impl sudoku_engine::run::Clock for AlwaysLate {
    fn now_ms(&self) -> f64 {
        f64::INFINITY
    }
}

/// A deadline that passes inside a forcing chain's search cuts its
/// branches short; the rating is then of part of the path, and nothing
/// panics (the killer of line 2 needs multiple forcing chains: a search
/// cut before a branch had a fact used to index past its end).
#[test]
fn a_deadline_inside_a_forcing_chain_ends_the_path_early() {
    let killer = &common::shape_sudokus("killer_9x9.txt", 2)[1];
    let solution = sudoku_engine::rate::unique_solution(killer).unwrap();
    let options = RateOptions {
        deadline: Some(sudoku_engine::run::Deadline::new(
            std::sync::Arc::new(AlwaysLate),
            0.0,
        )),
        ..RateOptions::default()
    };
    let rating = sudoku_engine::rate::rate_unique(killer, &solution, &options, &mut |_| {
        std::ops::ControlFlow::Continue(())
    });
    assert!(!rating.solved, "cut short: {rating:?}");
    assert!(rating.steps > 0);
}

//! `anneal` (simulated annealing after Lewis, seed 004) on the shared puzzle sets.

mod common;

use common::{cases, finish, sample};
use sudoku_engine::units::UNITS;
use sudoku_engine::{find, Engine, EngineKind, Grid, Outcome, Puzzle, Step};

fn start(puzzle: &Puzzle, settings: &[(&str, &str)], seed: u64) -> Box<dyn Engine> {
    common::start("anneal", puzzle, settings, seed)
}

/// Digits missing from rows and columns: the annealing cost of a grid whose boxes are complete.
fn missing_digits(grid: &Grid) -> u32 {
    UNITS
        .iter()
        .map(|unit| {
            let mut seen = 0u16;
            for &cell in unit {
                let digit = grid.get(cell as usize);
                if digit != 0 {
                    seen |= 1 << (digit - 1);
                }
            }
            9 - seen.count_ones()
        })
        .sum()
}

#[test]
fn is_registered_as_stochastic_with_lewis_defaults() {
    let info = find("anneal").unwrap();
    assert_eq!(info.kind, EngineKind::Stochastic);
    let names: Vec<_> = info.params.iter().map(|p| p.name).collect();
    for name in [
        "propagate",
        "cooling",
        "reheat_after",
        "reheat",
        "max_iterations",
    ] {
        assert!(names.contains(&name), "missing parameter {name}");
    }
    let puzzle = cases("famous.txt")[0].puzzle();
    let error = info
        .start_with(&puzzle, [("cooling", "1.5")], 1)
        .err()
        .expect("cooling above 1 is refused");
    assert!(error.to_string().contains("cooling"), "{error}");
}

#[test]
fn solves_the_easy_set_with_propagation_and_a_sample_in_the_pure_form() {
    for case in cases("projecteuler96_easy50.txt") {
        let puzzle = case.puzzle();
        let outcome = finish(start(&puzzle, &[], 1).as_mut(), 1 << 20);
        assert_eq!(
            outcome.solution(),
            case.solution.as_ref(),
            "{}",
            case.name()
        );
    }
    for case in sample("projecteuler96_easy50.txt", 5) {
        let puzzle = case.puzzle();
        let mut engine = start(&puzzle, &[("propagate", "false")], 2);
        let outcome = finish(engine.as_mut(), 1 << 20);
        let grid = outcome
            .solution()
            .unwrap_or_else(|| panic!("{}", case.name()));
        assert!(puzzle.is_solved_by(grid), "{}", case.name());
        assert!(engine.stats().get_count("iterations").unwrap() > 0);
    }
}

#[test]
fn pure_form_solves_the_papers_example_by_search_alone() {
    let case = &cases("famous.txt")[0];
    let puzzle = case.puzzle();
    let mut engine = start(&puzzle, &[("propagate", "false")], 3);
    let outcome = finish(engine.as_mut(), 1 << 16);
    assert_eq!(outcome.solution(), case.solution.as_ref());
    let stats = engine.stats();
    assert_eq!(stats.get_count("settled_by_singles"), Some(0));
    assert_eq!(stats.get_count("open_cells"), Some(51));
}

#[test]
fn solves_a_hardest_known_puzzle_with_propagation() {
    // Inkala's 2012 puzzle: singles settle nothing, 60 cells stay open.
    let case = &cases("famous.txt")[2];
    let puzzle = case.puzzle();
    let mut engine = start(&puzzle, &[], 1);
    let outcome = finish(engine.as_mut(), 1 << 20);
    assert_eq!(outcome.solution(), case.solution.as_ref());
    assert_eq!(engine.stats().get_count("open_cells"), Some(60));
}

#[test]
fn same_seed_same_run_and_other_seeds_differ() {
    let puzzle = cases("projecteuler96_easy50.txt")[4].puzzle();
    let settings = [("propagate", "false")];
    let run = |seed| {
        let mut engine = start(&puzzle, &settings, seed);
        (finish(engine.as_mut(), 1 << 20), engine.stats())
    };
    let (first, first_stats) = run(7);
    let (again, again_stats) = run(7);
    assert_eq!(first, again);
    assert_eq!(first_stats, again_stats);
    let others: Vec<_> = (8..11).map(|seed| run(seed).1).collect();
    assert!(others.iter().all(|stats| *stats != first_stats));
}

#[test]
fn small_steps_equal_one_big_step() {
    let puzzle = cases("famous.txt")[0].puzzle();
    let settings = [("propagate", "false"), ("max_iterations", "300000")];
    let mut whole = start(&puzzle, &settings, 5);
    let whole_outcome = finish(whole.as_mut(), u64::MAX);
    for budget in [1, 7, 999] {
        let mut sliced = start(&puzzle, &settings, 5);
        assert_eq!(
            finish(sliced.as_mut(), budget),
            whole_outcome,
            "budget {budget}"
        );
        assert_eq!(sliced.stats(), whole.stats(), "budget {budget}");
        assert_eq!(sliced.progress(), whole.progress(), "budget {budget}");
    }
}

#[test]
fn steps_stay_within_their_budget() {
    let puzzle = cases("famous.txt")[1].puzzle();
    let mut engine = start(&puzzle, &[], 1);
    for expected in [100u64, 350, 10_350] {
        let budget = expected - engine.progress().iterations;
        assert_eq!(engine.step(budget), Step::Running);
        assert_eq!(engine.progress().iterations, expected);
    }
}

#[test]
fn gives_up_at_its_budget_with_a_truthful_best_grid() {
    for case in &cases("famous.txt")[1..4] {
        let puzzle = case.puzzle();
        let mut engine = start(&puzzle, &[("max_iterations", "20000")], 1);
        let outcome = finish(engine.as_mut(), 4096);
        let Outcome::GaveUp { best, cost } = outcome else {
            panic!("{}: expected to give up, got {outcome:?}", case.name());
        };
        assert!(
            best.is_full() && best.keeps(puzzle.givens()),
            "{}",
            case.name()
        );
        assert!(cost > 0);
        assert_eq!(missing_digits(&best), cost, "{}", case.name());
        let progress = engine.progress();
        assert_eq!(progress.iterations, 20_000);
        assert_eq!(progress.best_cost, Some(cost));
        assert_eq!(progress.grid, best);
        assert_eq!(engine.step(10), Step::Finished(outcome.clone()));
    }
}

#[test]
fn progress_shows_the_best_grid_and_reheats() {
    let puzzle = cases("famous.txt")[1].puzzle();
    let mut engine = start(&puzzle, &[("reheat_after", "1")], 4);
    assert_eq!(engine.step(2_000_000), Step::Running);
    let progress = engine.progress();
    let stats = engine.stats();
    assert!(progress.restarts > 0);
    assert_eq!(Some(progress.restarts), stats.get_count("reheats"));
    assert!(progress.grid.is_full() && progress.grid.keeps(puzzle.givens()));
    assert_eq!(progress.best_cost, Some(missing_digits(&progress.grid)));
    assert!(progress.best_cost <= progress.current_cost);
}

#[test]
fn puzzles_without_a_solution_always_end_unsolved() {
    for case in cases("invalid_no_solution.txt") {
        let puzzle = case.puzzle();
        for propagate in ["true", "false"] {
            let settings = [("propagate", propagate), ("max_iterations", "50000")];
            let outcome = finish(start(&puzzle, &settings, 1).as_mut(), 1 << 14);
            assert!(
                matches!(outcome, Outcome::NoSolution | Outcome::GaveUp { .. }),
                "{} propagate={propagate}: {outcome:?}",
                case.name()
            );
        }
    }
}

//! `anneal` (simulated annealing after Lewis, seed 004) on the shared puzzle sets.

mod common;

use common::{cases, finish, sample};
use sudoku_engine::units::UNITS;
use sudoku_engine::{find, Engine, EngineKind, Grid, Puzzle, Step};

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
    // The default is the paper's pure form; `improved` adds propagation.
    assert!(!info.resolve(None, []).unwrap().flag("propagate"));
    assert!(info
        .resolve(Some("improved"), [])
        .unwrap()
        .flag("propagate"));
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
        let outcome = finish(
            start(&puzzle, &[("propagate", "true")], 1).as_mut(),
            1 << 20,
        );
        assert_eq!(outcome.classic_solution(), case.solution, "{}", case.name());
    }
    for case in sample("projecteuler96_easy50.txt", 5) {
        let puzzle = case.puzzle();
        let mut engine = start(&puzzle, &[], 2);
        let outcome = finish(engine.as_mut(), 1 << 20);
        let grid = outcome
            .classic_solution()
            .unwrap_or_else(|| panic!("{}", case.name()));
        assert!(puzzle.is_solved_by(&grid), "{}", case.name());
        assert!(engine.progress().iterations > 0);
    }
}

#[test]
fn pure_form_solves_the_papers_example_by_search_alone() {
    let case = &cases("famous.txt")[0];
    let puzzle = case.puzzle();
    let mut engine = start(&puzzle, &[], 3);
    let outcome = finish(engine.as_mut(), 1 << 16);
    assert_eq!(outcome.classic_solution(), case.solution);
    let stats = engine.stats();
    assert_eq!(stats.get_count("settled_by_singles"), Some(0));
    assert_eq!(stats.get_count("open_cells"), Some(51));
}

#[test]
fn solves_a_hardest_known_puzzle_with_propagation() {
    // Inkala's 2012 puzzle: singles settle nothing, 60 cells stay open.
    let case = &cases("famous.txt")[2];
    let puzzle = case.puzzle();
    let mut engine = start(&puzzle, &[("propagate", "true")], 1);
    let outcome = finish(engine.as_mut(), 1 << 20);
    assert_eq!(outcome.classic_solution(), case.solution);
    assert_eq!(engine.stats().get_count("open_cells"), Some(60));
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
    common::assert_budget_spent_truthfully(
        "anneal",
        &[("max_iterations", "20000")],
        20_000,
        missing_digits,
    );
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
    let grid = progress.grid.to_classic().expect("a 9x9");
    assert!(grid.is_full() && grid.keeps(puzzle.givens()));
    assert_eq!(progress.best_cost, Some(missing_digits(&grid)));
    assert!(progress.best_cost <= progress.current_cost);
}

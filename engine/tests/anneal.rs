//! `anneal` (simulated annealing after Lewis, seed 004) on the shared puzzle sets.

mod common;

use common::{cases, finish, rule_cost, sample, shape_sudokus};
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{find, Engine, EngineKind, Outcome, Step};

fn start(puzzle: &Sudoku, settings: &[(&str, &str)], seed: u64) -> Box<dyn Engine> {
    common::start("anneal", puzzle, settings, seed)
}

/// Digits missing from rows and columns: the annealing cost of a grid whose boxes are complete.
fn missing_digits(grid: &Values) -> u32 {
    common::classic_houses()
        .iter()
        .map(|house| {
            let mut seen = 0u16;
            for &cell in house {
                let digit = grid.get(cell);
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
    let puzzle = cases("famous.txt")[0].sudoku();
    let error = info
        .start_with(&puzzle, [("cooling", "1.5")], 1)
        .err()
        .expect("cooling above 1 is refused");
    assert!(error.to_string().contains("cooling"), "{error}");
}

#[test]
fn solves_the_easy_set_with_propagation_and_a_sample_in_the_pure_form() {
    for case in cases("projecteuler96_easy50.txt") {
        let puzzle = case.sudoku();
        let outcome = finish(
            start(&puzzle, &[("propagate", "true")], 1).as_mut(),
            1 << 20,
        );
        assert_eq!(
            outcome.solution().cloned(),
            case.solution,
            "{}",
            case.name()
        );
    }
    for case in sample("projecteuler96_easy50.txt", 5) {
        let puzzle = case.sudoku();
        let mut engine = start(&puzzle, &[], 2);
        let outcome = finish(engine.as_mut(), 1 << 20);
        let grid = outcome
            .solution()
            .unwrap_or_else(|| panic!("{}", case.name()));
        assert!(puzzle.is_solved_by(grid), "{}", case.name());
        assert!(engine.progress().iterations > 0);
    }
}

#[test]
fn pure_form_solves_the_papers_example_by_search_alone() {
    let case = &cases("famous.txt")[0];
    let puzzle = case.sudoku();
    let mut engine = start(&puzzle, &[], 3);
    let outcome = finish(engine.as_mut(), 1 << 16);
    assert_eq!(outcome.solution().cloned(), case.solution);
    let stats = engine.stats();
    assert_eq!(stats.get_count("settled_by_singles"), Some(0));
    assert_eq!(stats.get_count("open_cells"), Some(51));
}

#[test]
fn solves_a_hardest_known_puzzle_with_propagation() {
    // Inkala's 2012 puzzle: singles settle nothing, 60 cells stay open.
    let case = &cases("famous.txt")[2];
    let puzzle = case.sudoku();
    let mut engine = start(&puzzle, &[("propagate", "true")], 1);
    let outcome = finish(engine.as_mut(), 1 << 20);
    assert_eq!(outcome.solution().cloned(), case.solution);
    assert_eq!(engine.stats().get_count("open_cells"), Some(60));
}

#[test]
fn steps_stay_within_their_budget() {
    let puzzle = cases("famous.txt")[1].sudoku();
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
    let puzzle = cases("famous.txt")[1].sudoku();
    let mut engine = start(&puzzle, &[("reheat_after", "1")], 4);
    assert_eq!(engine.step(2_000_000), Step::Running);
    let progress = engine.progress();
    let stats = engine.stats();
    assert!(progress.restarts > 0);
    assert_eq!(Some(progress.restarts), stats.get_count("reheats"));
    let grid = progress.grid;
    assert!(grid.is_full() && grid.keeps(puzzle.givens()));
    assert_eq!(progress.best_cost, Some(missing_digits(&grid)));
    assert!(progress.best_cost <= progress.current_cost);
}

/// Lewis's representation over any shape: boxes of any size, jigsaw
/// regions, extra houses, pair rules and cage sums in the cost. Each
/// puzzle is solved by one of seeds 1-3, and the grid checked against every
/// rule.
#[test]
fn solves_other_sizes_jigsaws_variants_and_a_killer() {
    let info = find("anneal").unwrap();
    let params = info
        .resolve(None, [("max_iterations", "50000000")])
        .unwrap();
    let mut puzzles = shape_sudokus("sizes_6x6.txt", 1);
    puzzles.extend(shape_sudokus("jigsaw_9x9.txt", 2));
    puzzles.extend(shape_sudokus("jigsaw_16x16.txt", 1));
    puzzles.extend(shape_sudokus("variants_9x9.txt", 5));
    puzzles.extend(shape_sudokus("killer_9x9.txt", 1));
    puzzles.extend(shape_sudokus("sizes_16x16.txt", 3).into_iter().skip(1));
    for sudoku in puzzles {
        common::assert_solved_by_a_seed(info, &sudoku, &params, 1..=3);
    }
}

/// A run stopped early reports a best grid that keeps the givens and
/// whose cost is what the rules count, on an X-windoku, an anti-knight
/// anti-king, a non-consecutive and a killer puzzle, in both forms.
#[test]
fn the_best_grid_and_its_cost_follow_every_rule() {
    let info = find("anneal").unwrap();
    let variants = shape_sudokus("variants_9x9.txt", 6);
    let killers = shape_sudokus("killer_9x9.txt", 3);
    for sudoku in [&variants[1], &variants[2], &variants[5], &killers[2]] {
        let name = sudoku.shape().describe();
        for propagate in ["false", "true"] {
            let settings = [("propagate", propagate), ("max_iterations", "3000")];
            let params = info.resolve(None, settings).unwrap();
            let mut engine = info.start(sudoku, &params, 7).unwrap();
            let Outcome::BudgetSpent { best, cost } = finish(engine.as_mut(), 1 << 20) else {
                panic!("{name}: solved in 3,000 moves");
            };
            assert!(best.keeps(sudoku.givens()) && best.is_full(), "{name}");
            assert_eq!(cost, rule_cost(sudoku, &best), "{name}");
            assert!(cost > 0, "{name}");
        }
    }
}

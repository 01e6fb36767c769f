//! `harmony` (harmony search and level identification, seed 001) on the
//! shared puzzle sets.

mod common;

use common::{cases, finish};
use sudoku_engine::units::UNITS;
use sudoku_engine::{find, Engine, EngineKind, Grid, Outcome, Puzzle};

fn start(puzzle: &Puzzle, settings: &[(&str, &str)], seed: u64) -> Box<dyn Engine> {
    common::start("harmony", puzzle, settings, seed)
}

/// Digits missing from each row, column and box: 0 only for a solution.
fn conflicts(grid: &Grid) -> u32 {
    UNITS
        .iter()
        .map(|unit| {
            let seen: u16 = unit
                .iter()
                .map(|&cell| 1u16 << (grid.get(cell as usize) - 1))
                .fold(0, |a, b| a | b);
            9 - seen.count_ones()
        })
        .sum()
}

fn level(engine: &dyn Engine) -> u64 {
    engine.stats().get_count("level").expect("a level")
}

#[test]
fn is_registered_with_the_papers_defaults() {
    let info = find("harmony").unwrap();
    assert_eq!(info.kind, EngineKind::Stochastic);
    let default = |name: &str| {
        info.params
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("missing parameter {name}"))
            .default_value()
            .to_string()
    };
    assert_eq!(default("hms"), "40");
    assert_eq!(default("hmcr"), "0.8");
    assert_eq!(default("par"), "0.5");
    assert_eq!(default("objective"), "conflicts");
    let puzzle = cases("famous.txt")[0].puzzle();
    let error = info.start_with(&puzzle, [("hms", "0")], 1).err().unwrap();
    assert!(error.to_string().contains("hms"), "{error}");
}

#[test]
fn puzzles_singles_solve_are_solved_at_once_and_level_one() {
    for case in cases("projecteuler96_easy50.txt").iter().take(4) {
        let puzzle = case.puzzle();
        let mut engine = start(&puzzle, &[], 1);
        let outcome = finish(engine.as_mut(), 1000);
        assert_eq!(
            outcome.solution(),
            case.solution.as_ref(),
            "{}",
            case.name()
        );
        let stats = engine.stats();
        assert_eq!(engine.progress().iterations, 0);
        assert_eq!(stats.get_count("invalid_nodes"), Some(0));
        let empty = 81 - puzzle.given_count() as u64;
        assert_eq!(stats.get_count("valid_nodes"), Some(empty));
        assert_eq!(level(engine.as_ref()), 1);
    }
}

#[test]
fn harmony_search_solves_what_singles_leave_open() {
    // Line 33 of the easy set: singles leave 35 cells to the search.
    let case = &cases("projecteuler96_easy50.txt")[32];
    let puzzle = case.puzzle();
    for seed in 1..=3 {
        let mut engine = start(&puzzle, &[], seed);
        let outcome = finish(engine.as_mut(), 1 << 16);
        assert_eq!(outcome.solution(), case.solution.as_ref(), "seed {seed}");
        let stats = engine.stats();
        assert_eq!(stats.get_count("open_cells"), Some(35));
        assert!(engine.progress().iterations > 0);
        assert!(stats.get_count("accepted").unwrap() > 0);
    }
}

#[test]
fn fewest_first_order_solves_the_hardest_known_puzzles() {
    for case in &cases("famous.txt")[1..] {
        let puzzle = case.puzzle();
        let mut engine = start(&puzzle, &[("order", "fewest")], 1);
        let outcome = finish(engine.as_mut(), 1 << 16);
        assert_eq!(
            outcome.solution(),
            case.solution.as_ref(),
            "{}",
            case.name()
        );
    }
}

#[test]
fn the_papers_form_ends_with_an_honest_cost() {
    // Candidates from the givens and the sum objective, on the paper's own example.
    let puzzle = cases("famous.txt")[0].puzzle();
    let settings = [
        ("candidates", "givens"),
        ("objective", "sum"),
        ("max_iterations", "20000"),
    ];
    let mut engine = start(&puzzle, &settings, 1);
    match finish(engine.as_mut(), 4096) {
        Outcome::Solved(grid) => assert!(puzzle.is_solved_by(&grid)),
        Outcome::BudgetSpent { best, cost } => {
            assert!(best.is_full() && best.keeps(puzzle.givens()));
            assert_eq!(conflicts(&best), cost);
            assert!(cost > 0);
        }
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(engine.stats().get_count("open_cells"), Some(51));
}

#[test]
fn gives_up_at_its_budget_with_a_truthful_best_grid() {
    common::assert_budget_spent_truthfully("harmony", &[("max_iterations", "500")], 500, conflicts);
}
#[test]
fn levels_are_stable_across_seeds_and_rise_with_difficulty() {
    let easy = &cases("projecteuler96_easy50.txt");
    let famous = &cases("famous.txt");
    // Singles solve easy line 1; they leave 35 cells of easy line 33 open and
    // settle at most one cell of AI Escargot and Golden Nugget.
    let puzzles = [&easy[0], &easy[32], &famous[1], &famous[3]];
    let mut levels = Vec::new();
    for case in puzzles {
        let puzzle = case.puzzle();
        let seen: Vec<u64> = (1..=3)
            .map(|seed| {
                let mut engine = start(&puzzle, &[("max_iterations", "20000")], seed);
                finish(engine.as_mut(), 1 << 16);
                level(engine.as_ref())
            })
            .collect();
        assert!(
            seen.iter().all(|&l| l == seen[0]),
            "{}: {seen:?}",
            case.name()
        );
        levels.push(seen[0]);
    }
    assert_eq!(levels[0], 1);
    assert!(
        levels[0] < levels[1] && levels[1] <= levels[2],
        "{levels:?}"
    );
    assert!(levels[2] >= 4 && levels[3] >= 4, "{levels:?}");
}

#[test]
fn puzzles_without_a_solution_always_end_unsolved() {
    for case in cases("invalid_no_solution.txt") {
        let puzzle = case.puzzle();
        for candidates in ["singles", "all"] {
            let settings = [("candidates", candidates), ("max_iterations", "5000")];
            let mut engine = start(&puzzle, &settings, 1);
            let outcome = finish(engine.as_mut(), 1 << 12);
            match outcome {
                Outcome::NoSolution => assert!(engine.stats().get("level").is_none()),
                Outcome::BudgetSpent { cost, .. } => assert!(cost > 0),
                other => panic!("{} {candidates}: {other:?}", case.name()),
            }
        }
    }
}

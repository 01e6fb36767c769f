//! Rules read by a machine (sandwiches, between lines, quadruples, sums
//! read by their running total) on large grids, where their machines
//! would have millions of states: each is answered by both exact engines
//! and the logic in bounded time and memory (issue 76). The outcome is
//! asserted; `cargo build --release -p sudoku-cli` and the lines below
//! time them.

use sudoku_engine::exact::counter::{count_within, Bound, COUNT_BUDGET};
use sudoku_engine::exact::sat::SatEngine;
use sudoku_engine::logic::ProfileName;
use sudoku_engine::solver::Engine;
use sudoku_engine::{read_puzzle, Explainer, Hint, Sudoku};

/// `cells` joined by `.`.
fn cells(cells: impl IntoIterator<Item = usize>) -> String {
    let cells: Vec<String> = cells.into_iter().map(|cell| cell.to_string()).collect();
    cells.join(".")
}

/// An empty N x N grid with `rule`.
fn empty_with(size: usize, rule: &str) -> Sudoku {
    let line = format!("{};{rule}", ".".repeat(size * size));
    read_puzzle(&line, &Default::default())
        .unwrap_or_else(|e| panic!("{rule}: {e}"))
        .sudoku
}

/// The audit's hostile lines, each on an empty grid, which has many
/// solutions.
fn hostile() -> Vec<(&'static str, Sudoku)> {
    let snake = (0..6).flat_map(|row| {
        let line = (0..25).map(move |col| row * 25 + col);
        if row % 2 == 0 {
            line.collect::<Vec<_>>()
        } else {
            line.rev().collect()
        }
    });
    vec![
        (
            "a sandwich of 138 on a 25x25",
            empty_with(25, &format!("sandwich=138:{}", cells(0..25))),
        ),
        (
            "a sandwich of 100 on a 20x20",
            empty_with(20, &format!("sandwich=100:{}", cells(0..20))),
        ),
        (
            "a between line along a 36x36 row",
            empty_with(36, &format!("between={}", cells(0..36))),
        ),
        (
            "a quadruple of 20 digits on a 20x20",
            empty_with(20, &format!("quadruple={}:{}", cells(1..=20), cells(0..20))),
        ),
        (
            "an arrow of 149 cells on a 25x25",
            empty_with(25, &format!("arrow=0.1.2:{}", cells(snake.skip(3)))),
        ),
    ]
}

#[test]
fn machines_with_millions_of_states_are_counted_in_bounded_work() {
    for (what, sudoku) in hostile() {
        let count = count_within(&sudoku, 2, Bound::work(COUNT_BUDGET));
        assert_eq!(count, Some(2), "{what}");
    }
}

#[test]
fn the_sat_formula_of_a_wide_machine_stays_small() {
    for (what, sudoku) in hostile() {
        let engine = SatEngine::counting(&sudoku, 2);
        let stats = engine.stats();
        let clauses = stats.get_count("clauses");
        // A 36x36's cells and houses alone take about 2.5 million
        // clauses; the machines add at most a few million more.
        assert!(
            clauses.is_some_and(|clauses| clauses < 12_000_000),
            "{what}: {clauses:?}"
        );
    }
}

#[test]
fn a_hint_on_a_wide_machine_is_given() {
    for (what, sudoku) in hostile()
        .into_iter()
        .filter(|(_, s)| s.shape().size() <= 25)
    {
        let explainer = Explainer::new(&sudoku, None);
        let hint = explainer.hint(ProfileName::Human, None, None);
        assert!(
            matches!(hint, Ok(Hint::Step(_) | Hint::Stuck)),
            "{what}: {hint:?}"
        );
    }
}

/// A quadruple of 64 ones on the cells of a full grid that hold no 1:
/// none of its 64 cells can, so it has no solution (its digits' mask
/// wrapped at 64 and said 2).
#[test]
fn a_quadruple_of_64_digits_is_counted_exactly() {
    let grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let not_one: Vec<usize> = (0..81).filter(|&i| &grid[i..=i] != "1").take(64).collect();
    let sudoku = empty_with(
        9,
        &format!("quadruple={}:{}", vec!["1"; 64].join("."), cells(not_one)),
    );
    assert_eq!(count_within(&sudoku, 2, Bound::default()), Some(0));
}

//! The SAT view agrees with `propagate` on small puzzles of each kind.

use super::*;
use crate::exact::propagate;
use crate::format::shaped::{parse_sudoku, ShapeOptions};

fn sudoku(text: &str) -> Sudoku {
    parse_sudoku(text, &ShapeOptions::default()).unwrap().sudoku
}

#[test]
fn counts_agree_with_propagate() {
    for text in [
        ".".repeat(16),
        format!("{};x", ".".repeat(16)),
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .to_string(),
        format!("1.{};cage=3:0.1;cage=17:2.3;antiknight", ".".repeat(79)),
        format!("{};nonconsecutive", ".".repeat(36)),
    ] {
        let puzzle = sudoku(&text);
        let sat = find_solutions(&puzzle, 300);
        assert_eq!(
            sat.len(),
            propagate::count_solutions(&puzzle, 300),
            "{text}"
        );
        for grid in &sat {
            assert!(puzzle.is_solved_by(grid), "{text}: {grid}");
        }
    }
}

#[test]
fn a_small_budget_pauses_and_the_search_goes_on() {
    let puzzle =
        sudoku("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    let mut search = SatSearch::new(&puzzle, 2);
    let mut slices = 0;
    while search.step(5) == SatStep::Running {
        slices += 1;
    }
    assert!(slices > 0, "a hard puzzle takes more than 5 conflicts");
    assert_eq!(search.solutions.len(), 1);
}

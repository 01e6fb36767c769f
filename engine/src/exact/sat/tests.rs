//! The SAT view agrees with `propagate` on small puzzles of each kind.

use super::*;
use crate::exact::propagate;
use crate::format::shaped::read_for_tests as sudoku;

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
    // A 25x25 instance of Lloyd & Amos with several solutions that takes
    // the solver thousands of conflicts (a classic 9x9 is settled by the
    // propagation before the encoding).
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../shared/data/shapes/sizes_25x25.txt"
    );
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let line = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .nth(15)
        .unwrap();
    let puzzle = sudoku(line);
    let mut search = SatSearch::new(&puzzle, 2);
    let mut slices = 0;
    while search.step(5) == SatStep::Running {
        slices += 1;
    }
    assert!(slices > 10, "a hard puzzle takes more than 50 conflicts");
    assert_eq!(search.solutions.len(), 2);
    for solution in &search.solutions {
        assert!(puzzle.is_solved_by(solution));
    }
}

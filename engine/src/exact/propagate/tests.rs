//! Small puzzles of each kind, checked by hand, and the classic sets
//! against `fast`.

use super::*;
use crate::format::shaped::read_for_tests as sudoku;

#[test]
fn an_empty_4x4_has_288_solutions_and_an_x_4x4_fewer() {
    assert_eq!(count_solutions(&sudoku(&".".repeat(16)), 1000), 288);
    let x = count_solutions(&sudoku(&format!("{};x", ".".repeat(16))), 1000);
    assert!(x > 0 && x < 288, "{x}");
    for solution in find_solutions(&sudoku(&format!("{};x", ".".repeat(16))), 1000) {
        assert!(sudoku(&format!("{};x", ".".repeat(16))).is_solved_by(&solution));
    }
}

#[test]
fn the_classic_puzzles_agree_with_fast() {
    let wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let solutions = find_solutions(&sudoku(wiki), 2);
    assert_eq!(solutions.len(), 1);
    assert_eq!(
        solutions[0].to_string(),
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    );
    assert_eq!(count_solutions(&sudoku(&".".repeat(81)), 2), 2);
}

#[test]
fn a_killer_cage_alone_decides_its_digits() {
    // Two cages of 3 in the first row's first cells: 1 and 2 in some order.
    let caged = sudoku(&format!("{};cage=3:0.1;cage=17:2.3", ".".repeat(81)));
    for solution in find_solutions(&caged, 50) {
        let mut pair = [solution.get(0), solution.get(1)];
        pair.sort();
        assert_eq!(pair, [1, 2]);
        assert_eq!(solution.get(2) + solution.get(3), 17);
    }
}

#[test]
fn non_consecutive_and_anti_knight_solutions_keep_their_rules() {
    for rule in [
        "nonconsecutive",
        "antiknight",
        "antiking",
        "windoku",
        "disjoint",
    ] {
        let puzzle = sudoku(&format!("{};{rule}", ".".repeat(81)));
        let found = find_solutions(&puzzle, 3);
        assert!(!found.is_empty(), "{rule}");
        for solution in found {
            assert!(puzzle.is_solved_by(&solution), "{rule}: {solution}");
        }
    }
}

#[test]
fn a_non_consecutive_cell_down_to_close_digits_bans_what_they_all_ban_beside_it() {
    let puzzle = sudoku(&format!(
        "{};nonconsecutive",
        ".".repeat(crate::units::CELLS)
    ));
    let tables = tables::Tables::new(puzzle.shape());
    let digits = 1..=puzzle.shape().size() as u8;
    let without = |allowed: u64| {
        let mut state = state::State::root(&tables, &puzzle).unwrap();
        state.narrow(&tables, 0, allowed).unwrap();
        state.propagate(&tables).unwrap();
        // r1c2 and r2c1 are beside r1c1; r1c3 is not.
        [1, 9, 2].map(|cell| {
            digits
                .clone()
                .filter(|d| state.candidates[cell] >> (d - 1) & 1 == 0)
                .collect::<Vec<u8>>()
        })
    };
    // 4 or 6: a neighbour is not 5 either way (nor, in the same row or column, 4 and 6 both).
    let none: Vec<u8> = Vec::new();
    assert_eq!(without(0b101000), [vec![5], vec![5], none.clone()]);
    // 4 or 5: not 4 or 5 beside it; 3, 4, 5: not 4 beside it.
    assert_eq!(without(0b11000), [vec![4, 5], vec![4, 5], none.clone()]);
    assert_eq!(without(0b11100), [vec![4], vec![4], none.clone()]);
    // 3 or 6: nothing follows.
    assert_eq!(without(0b100100), [none.clone(), none.clone(), none]);
}

/// Every solution of `text` listed cell by cell with nothing but the
/// rules' own check of a partial grid, sorted.
fn listed_by_rules(text: &str) -> Vec<crate::shape::Values> {
    use crate::shape::{Shape, Sudoku, Values};
    fn list(shape: &Shape, grid: &mut Values, cell: usize, found: &mut Vec<Values>) {
        if cell == grid.cells().len() {
            found.push(grid.clone());
            return;
        }
        if grid.get(cell) != 0 {
            return list(shape, grid, cell + 1, found);
        }
        for digit in 1..=shape.size() as u8 {
            grid.set(cell, digit);
            if Sudoku::new(shape.clone(), grid.clone()).is_ok() {
                list(shape, grid, cell + 1, found);
            }
        }
        grid.set(cell, 0);
    }
    let puzzle = sudoku(text);
    let mut found = Vec::new();
    list(puzzle.shape(), &mut puzzle.givens().clone(), 0, &mut found);
    found.sort_by_key(|values| values.to_string());
    found
}

/// The search finds every solution the rules allow: its propagation
/// removes no digit a solution holds.
fn assert_every_solution_found(text: &str) -> usize {
    let by_rules = listed_by_rules(text);
    let mut found = find_solutions(&sudoku(text), 100_000);
    found.sort_by_key(|values| values.to_string());
    let missed: Vec<String> = (by_rules.iter())
        .filter(|solution| !found.contains(solution))
        .map(|solution| solution.to_string())
        .take(3)
        .collect();
    assert!(
        missed.is_empty(),
        "{text}: {} of {} found; missed {missed:?}",
        found.len(),
        by_rules.len()
    );
    assert_eq!(found, by_rules, "{text}");
    found.len()
}

#[test]
fn an_empty_non_consecutive_6x6_has_every_solution_found() {
    let count = assert_every_solution_found(&format!("{};nonconsecutive", ".".repeat(36)));
    assert_eq!(count, 48);
}

/// Renban lines, cages whose innies and outies imply sums, and digits a
/// cage or a line must hold: every solution is still found. The rules
/// hold in the grid 123456 456123 231564 564231 312645 645312.
#[test]
fn renban_lines_and_implied_sums_keep_every_solution() {
    for (givens, rules) in [
        (
            "123456456123",
            "renban=12.13.14;renban=31.32;cage=8:18.24;cage=10:19.20",
        ),
        (
            "123456456123",
            "cage=14:15.16.22;cage=11:28.29.35;renban=21.22.23;cage=10:30.31",
        ),
        (
            "123456",
            "renban=24.25.26;cage=8:18.24;cage=11:28.29.35;renban=12.13.14",
        ),
    ] {
        let text = format!("{givens:.<36};{rules}");
        let count = assert_every_solution_found(&text);
        assert!(count > 1, "{text}: {count}");
    }
}

#[test]
fn a_digit_a_cage_must_hold_leaves_every_cell_seeing_all_its_places() {
    // 6 in r1c1-r1c3 is 1, 2 and 3: the rest of row 1 and of box 1 lose them.
    let puzzle = sudoku(&format!("{};cage=6:0.1.2", ".".repeat(81)));
    let candidates = root_candidates(&puzzle).unwrap();
    for cell in [3, 8, 9, 20] {
        assert_eq!(candidates[cell] & 0b111, 0, "cell {cell}");
    }
    assert_eq!(candidates[27], 0x1ff, "r4c1 sees only r1c1");
}

#[test]
fn a_renban_line_keeps_the_windows_its_cells_can_fill() {
    // 9 on a line of three leaves its other cells 7 and 8, so the rest of
    // row 1 has no 7, 8 or 9.
    let puzzle = sudoku(&format!("9{};renban=0.1.2", ".".repeat(80)));
    let candidates = root_candidates(&puzzle).unwrap();
    assert_eq!(candidates[1], 0b1100_0000);
    assert_eq!(candidates[2], 0b1100_0000);
    assert_eq!(candidates[5] & 0b1_1100_0000, 0);
}

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

//! Making a shape from the page: a blank grid of a size, and a rule of the
//! rule bar (X, windoku, anti-knight...) switched on or off for the puzzle
//! on the board, keeping its givens. Both work on the one-line text form,
//! so what the board gets is exactly what pasting that text would give.

use sudoku_engine::shape::Sudoku;

use super::{puzzle_text, read_puzzle};

/// The sizes the shape picker offers (any N from 4 to 36 can be pasted).
pub const PICKER_SIZES: &[usize] = &[4, 6, 8, 9, 10, 12, 15, 16, 20, 25, 30, 36];

/// The rules the rule bar switches, by tag, with their button names.
pub const RULE_TOGGLES: &[(&str, &str)] = &[
    ("x", "X diagonals"),
    ("windoku", "Windoku"),
    ("antiknight", "Anti-knight"),
    ("antiking", "Anti-king"),
    ("nonconsecutive", "Non-consecutive"),
    ("disjoint", "Disjoint groups"),
];

/// The text of an empty N x N grid with its usual boxes.
pub fn blank_text(size: usize) -> String {
    ".".repeat(size * size)
}

/// True when `puzzle` has the rule `tag` (one that takes no data).
pub fn has_rule(puzzle: &Sudoku, tag: &str) -> bool {
    puzzle.shape().rules().iter().any(|rule| rule.text() == tag)
}

/// `puzzle` with the rule `tag` switched: added when it is missing,
/// removed when it is there. Fails, saying why, when the givens break the
/// added rule or the rule does not fit the grid.
pub fn toggle_rule(puzzle: &Sudoku, tag: &str) -> Result<Sudoku, String> {
    let text = puzzle_text(puzzle);
    let mut parts: Vec<&str> = text.split(';').collect();
    let cells = if puzzle.shape().is_classic() && puzzle.has_marks() {
        return Err("a puzzle with pencil marks takes no other rules".to_string());
    } else {
        parts.remove(0)
    };
    let had = parts.len();
    parts.retain(|part| *part != tag);
    if parts.len() == had {
        parts.push(tag);
    }
    let line = std::iter::once(cells)
        .chain(parts)
        .collect::<Vec<_>>()
        .join(";");
    read_puzzle(&line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::WIKI;

    #[test]
    fn a_rule_switches_on_and_off_keeping_the_givens() {
        // 1 at r1c3 and at r2c5, a knight's move apart in different boxes.
        let mut cells: Vec<char> = blank_text(9).chars().collect();
        cells[2] = '1';
        cells[13] = '1';
        let ones = read_puzzle(&cells.iter().collect::<String>()).unwrap();
        let knight = toggle_rule(&ones, "antiknight").unwrap_err();
        assert!(
            knight.contains("r1c3") && knight.contains("r2c5"),
            "{knight}"
        );
        assert!(toggle_rule(&read_puzzle(WIKI).unwrap(), "x").is_ok());
        let blank = read_puzzle(&blank_text(9)).unwrap();
        let x = toggle_rule(&blank, "x").unwrap();
        assert!(has_rule(&x, "x"));
        let both = toggle_rule(&x, "antiking").unwrap();
        assert!(has_rule(&both, "x") && has_rule(&both, "antiking"));
        let back = toggle_rule(&toggle_rule(&both, "x").unwrap(), "antiking").unwrap();
        assert!(back.shape().is_classic(), "{}", back.shape().describe());
        assert_eq!(back, blank);
    }

    #[test]
    fn every_picker_size_makes_a_blank_grid() {
        for &size in PICKER_SIZES {
            let puzzle = read_puzzle(&blank_text(size)).unwrap_or_else(|e| panic!("{size}: {e}"));
            assert_eq!(puzzle.shape().size(), size);
        }
    }
}

//! Making a shape from the page: a blank grid of a size, a rule of the
//! rule bar (X, one diagonal, windoku, anti-knight, negative
//! constraints...) switched on or off, and killer
//! cages added or removed, each keeping the puzzle's givens. All work on
//! the one-line text form, so what the board gets is exactly what pasting
//! that text would give.

use sudoku_engine::format::shaped::write_sudoku;
use sudoku_engine::shape::{Shape, Sudoku};

use super::read_puzzle;

/// The sizes the shape picker offers (any N from 4 to 36 can be pasted).
pub const PICKER_SIZES: &[usize] = &[4, 6, 8, 9, 10, 12, 15, 16, 20, 25, 30, 36];

/// The rules the rule bar switches, by key, with their button names: a
/// key is the rule's text, or a diagonal (see [`toggle_text`]).
pub const RULE_TOGGLES: &[(&str, &str)] = &[
    ("x", "X diagonals"),
    (MAIN_DIAGONAL, "Main diagonal"),
    (ANTI_DIAGONAL, "Anti-diagonal"),
    ("windoku", "Windoku"),
    ("antiknight", "Anti-knight"),
    ("antiking", "Anti-king"),
    ("nonconsecutive", "Non-consecutive"),
    ("disjoint", "Disjoint groups"),
    ("negative=white", "Every white dot given"),
    ("negative=black", "Every black dot given"),
    ("negative=xv", "Every X and V given"),
];

/// The rule bar's key for the main diagonal (top left to bottom right) as
/// a house, as f-puzzles' `diagonal-` is read.
const MAIN_DIAGONAL: &str = "diagonal-";
/// The key for the anti-diagonal (top right to bottom left).
const ANTI_DIAGONAL: &str = "diagonal+";

/// The rule text of the rule bar's `key` on a grid of `size`: a diagonal
/// is a house of its cells (`house=0.10.20...`), any other key its own
/// text.
pub fn toggle_text(key: &str, size: usize) -> String {
    let cells: Vec<String> = match key {
        MAIN_DIAGONAL => (0..size).map(|i| (i * size + i).to_string()).collect(),
        ANTI_DIAGONAL => (0..size)
            .map(|i| (i * size + size - 1 - i).to_string())
            .collect(),
        _ => return key.to_string(),
    };
    format!("house={}", cells.join("."))
}

/// The text of an empty N x N grid with its usual boxes.
pub fn blank_text(size: usize) -> String {
    ".".repeat(size * size)
}

/// True when `shape` has the rule bar's rule `key`.
pub fn has_rule(shape: &Shape, key: &str) -> bool {
    let text = toggle_text(key, shape.size());
    shape.rules().iter().any(|rule| rule.text() == text)
}

/// `puzzle` with the rule bar's rule `key` switched: added when it is
/// missing, removed when it is there. Fails, saying why, when the givens
/// break the added rule or the rule does not fit the grid.
pub fn toggle_rule(puzzle: &Sudoku, key: &str) -> Result<Sudoku, String> {
    let text = toggle_text(key, puzzle.shape().size());
    edit_attributes(puzzle, |parts| {
        let had = parts.len();
        parts.retain(|part| *part != text);
        if parts.len() == had {
            parts.push(text);
        }
    })
}

/// `puzzle` with a killer cage over `cells` (with `sum`, if any). Fails
/// when a cell is already in a cage, or the givens break the cage.
pub fn add_cage(puzzle: &Sudoku, cells: &[usize], sum: Option<u32>) -> Result<Sudoku, String> {
    if cells.is_empty() {
        return Err("pick the cage's cells on the board first".to_string());
    }
    let geometry = puzzle.shape().geometry();
    if let Some(&taken) = cells.iter().find(|&&cell| cage_at(puzzle, cell).is_some()) {
        return Err(format!(
            "{} is already in a cage",
            geometry.cell_name(taken)
        ));
    }
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    let list: Vec<String> = sorted.iter().map(usize::to_string).collect();
    let cage = format!(
        "cage={}:{}",
        sum.map_or(String::new(), |sum| sum.to_string()),
        list.join(".")
    );
    edit_attributes(puzzle, |parts| parts.push(cage))
}

/// `puzzle` without the cage that holds `cell`; `None` when no cage does.
pub fn remove_cage(puzzle: &Sudoku, cell: usize) -> Option<Result<Sudoku, String>> {
    let text = cage_at(puzzle, cell)?;
    Some(edit_attributes(puzzle, |parts| {
        parts.retain(|part| *part != text)
    }))
}

/// The text of the cage that holds `cell`, if one does.
fn cage_at(puzzle: &Sudoku, cell: usize) -> Option<String> {
    puzzle.shape().rules().iter().find_map(|rule| {
        let cage = rule.as_cage()?;
        cage.cells.contains(&(cell as u16)).then(|| rule.text())
    })
}

/// `puzzle` read back after `edit` changed its attributes (the parts of
/// its one-line form after the cells, its pencil marks among them).
fn edit_attributes(puzzle: &Sudoku, edit: impl FnOnce(&mut Vec<String>)) -> Result<Sudoku, String> {
    let text = write_sudoku(puzzle);
    let mut parts: Vec<String> = text.split(';').map(str::to_string).collect();
    let cells = parts.remove(0);
    edit(&mut parts);
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
        assert!(has_rule(x.shape(), "x"));
        let both = toggle_rule(&x, "antiking").unwrap();
        assert!(has_rule(both.shape(), "x") && has_rule(both.shape(), "antiking"));
        let back = toggle_rule(&toggle_rule(&both, "x").unwrap(), "antiking").unwrap();
        assert!(back.shape().is_classic(), "{}", back.shape().describe());
        assert_eq!(back, blank);
    }

    #[test]
    fn one_diagonal_and_negative_constraints_switch_keeping_the_setters_words() {
        let six = read_puzzle(&format!("{};title=Six", blank_text(6))).unwrap();
        let main = toggle_rule(&six, "diagonal-").unwrap();
        assert!(write_sudoku(&main).contains(";house=0.7.14.21.28.35"));
        assert!(has_rule(main.shape(), "diagonal-") && !has_rule(main.shape(), "diagonal+"));
        let anti = toggle_rule(&main, "diagonal+").unwrap();
        assert!(write_sudoku(&anti).contains(";house=5.10.15.20.25.30"));
        let negative = toggle_rule(&anti, "negative=white").unwrap();
        assert!(has_rule(negative.shape(), "negative=white"));
        assert_eq!(
            negative.about().and_then(|about| about.title.as_deref()),
            Some("Six")
        );
        let back = ["negative=white", "diagonal+", "diagonal-"]
            .iter()
            .fold(negative, |puzzle, key| toggle_rule(&puzzle, key).unwrap());
        assert_eq!(back, six);
        for (key, _) in RULE_TOGGLES {
            let on = toggle_rule(&read_puzzle(&blank_text(9)).unwrap(), key)
                .unwrap_or_else(|why| panic!("{key}: {why}"));
            assert!(has_rule(on.shape(), key), "{key}");
        }
    }

    #[test]
    fn cages_are_added_and_removed_by_any_of_their_cells() {
        let blank = read_puzzle(&blank_text(9)).unwrap();
        let caged = add_cage(&blank, &[10, 1, 0], Some(12)).unwrap();
        assert!(caged.shape().has_sums());
        assert!(write_sudoku(&caged).ends_with(";cage=12:0.1.10"));
        let taken = add_cage(&caged, &[2, 1], None).unwrap_err();
        assert_eq!(taken, "r1c2 is already in a cage");
        let two = add_cage(&caged, &[2, 3], None).unwrap();
        assert_eq!(
            remove_cage(&two, 10).unwrap().unwrap(),
            add_cage(&blank, &[2, 3], None).unwrap()
        );
        assert!(remove_cage(&blank, 0).is_none());
        assert!(add_cage(&blank, &[], Some(3)).is_err());
    }

    #[test]
    fn a_puzzle_of_pencil_marks_keeps_them_through_rules_and_cages() {
        let marked =
            read_puzzle("12 1234 34 34\n34 34 12 12\n1234 1234 1234 1234\n4 3 2 1").unwrap();
        let caged = add_cage(&toggle_rule(&marked, "x").unwrap(), &[0, 1], Some(3)).unwrap();
        assert!(has_rule(caged.shape(), "x") && caged.shape().has_sums());
        assert_eq!(caged.marks(), marked.marks());
        let back = remove_cage(&toggle_rule(&caged, "x").unwrap(), 0).unwrap();
        assert_eq!(back.unwrap(), marked);
    }

    #[test]
    fn every_picker_size_makes_a_blank_grid() {
        for &size in PICKER_SIZES {
            let puzzle = read_puzzle(&blank_text(size)).unwrap_or_else(|e| panic!("{size}: {e}"));
            assert_eq!(puzzle.shape().size(), size);
        }
    }
}

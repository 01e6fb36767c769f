//! The Puzzle box's text: reading any format the engine reads into a
//! puzzle of any shape, and writing a puzzle back as text it reads again.

use sudoku_engine::format::shaped::{opens_cage_list, parse_text, write_sudoku, ShapeOptions};
use sudoku_engine::format::{self, ParseError};
use sudoku_engine::shape::Sudoku;

use crate::sentence::capitalised;

/// The puzzle in `text`: a classic 9x9 in any of its text forms (with
/// pencil marks, a name beside it), else a puzzle of any shape (one line
/// with attributes, a data line, a laid-out grid, an f-puzzles or
/// SudokuPad link). Text that looks like another shape (attributes,
/// data fields, a link, N² cells for another N) is read as one first, so
/// `<81 cells>,x` is an X puzzle and not the classic puzzle of its first
/// field; when that fails the classic reader has its turn. The error,
/// capitalised for the page, is the one of the reader the text was meant
/// for.
pub fn read_puzzle(text: &str) -> Result<Sudoku, String> {
    let meant_shaped = looks_shaped(text);
    let shaped = |text| parse_text(text, &ShapeOptions::default());
    let shaped_error = if meant_shaped {
        match shaped(text) {
            Ok(read) => return Ok(read.sudoku),
            Err(error) => Some(error),
        }
    } else {
        None
    };
    if let Some(error) = shaped_error.as_ref().filter(|_| holds_cage_list(text)) {
        // A killer's line: its first field alone would be a puzzle
        // without its cages.
        return Err(capitalised(&error.to_string()));
    }
    let classic_error = match format::parse_puzzle(text) {
        Ok(puzzle) => return Ok(puzzle.into()),
        Err(error) => error,
    };
    let keeps_classic_error = matches!(
        classic_error,
        ParseError::Empty | ParseError::Puzzle(_) | ParseError::SeveralPuzzles { .. }
    );
    if !meant_shaped && !keeps_classic_error {
        // A grid of another size laid out over lines, or an instance file.
        if let Ok(read) = shaped(text) {
            return Ok(read.sudoku);
        }
    }
    match shaped_error {
        Some(error) if !keeps_classic_error => Err(capitalised(&error.to_string())),
        _ => Err(capitalised(&classic_error.to_string())),
    }
}

/// True when `text` is an f-puzzles or SudokuPad link, their data alone
/// (`N4Ig...`, `fpuzzles...`, `scl...`, `ctc...`) or JSON: read by the
/// engine's link importers (in the analysis worker), not [`read_puzzle`].
/// A line of N² symbols is a grid even when it starts like data.
pub fn looks_like_link(text: &str) -> bool {
    let text = text.trim();
    if text.starts_with('{') {
        return true;
    }
    if ["f-puzzles.com", "sudokupad.app", "crackingthecryptic.com"]
        .iter()
        .any(|site| text.contains(site))
    {
        return true;
    }
    let one_word = !text.is_empty() && !text.contains(char::is_whitespace);
    let grid = (4..=36usize).any(|size| size * size == text.chars().count())
        && text
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '.');
    one_word
        && !grid
        && ["N4Ig", "fpuzzles", "fpuz", "scl", "ctc"]
            .iter()
            .any(|start| text.starts_with(start))
}

/// A puzzle as text [`read_puzzle`] reads back to it: the classic
/// 81-character line (or the pencil-mark grid when it has marks), and for
/// every other shape the one-line form with its attributes.
pub fn puzzle_text(puzzle: &Sudoku) -> String {
    match puzzle.to_classic() {
        Some(classic) => match classic.marks() {
            Some(marks) => format::marks_to_pretty(marks),
            None => format::to_line(classic.givens()),
        },
        None => write_sudoku(puzzle),
    }
}

/// True when the first line of `text` is a killer's data line: its field
/// after the cells opens a cage list (`<cells>,15:2.3.4;...`).
fn holds_cage_list(text: &str) -> bool {
    let first = text.lines().map(str::trim).find(|line| !line.is_empty());
    first.is_some_and(|line| line.split(',').nth(1).is_some_and(opens_cage_list))
}

/// True when `text` was meant as a puzzle of another shape than the
/// classic 9x9: attributes or data fields, a link, JSON, or a first line
/// of N² cells for another N.
fn looks_shaped(text: &str) -> bool {
    if text.contains([';', ',', '{']) || text.contains("://") {
        return true;
    }
    let first = text.lines().map(str::trim).find(|line| !line.is_empty());
    let cells = first.map_or(0, |line| line.chars().count());
    (4..=36usize).any(|size| size != 9 && size * size == cells)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::WIKI;

    #[test]
    fn every_shape_reads_and_writes_back() {
        let sixteen = format!("{}{}", "123456789ABCDEFG", ".".repeat(240));
        for text in [
            WIKI.to_string(),
            sixteen.clone(),
            format!("{sixteen};x"),
            format!("{};cage=10:0.1.2.3", ".".repeat(16)),
            format!("{WIKI},x"),
        ] {
            let puzzle = read_puzzle(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(read_puzzle(&puzzle_text(&puzzle)), Ok(puzzle), "{text}");
        }
    }

    #[test]
    fn a_data_line_keeps_its_rules_and_a_named_classic_line_its_puzzle() {
        let x = read_puzzle(&format!("{WIKI},x")).unwrap();
        assert!(
            x.shape().describe().contains("X"),
            "{}",
            x.shape().describe()
        );
        let named = read_puzzle(&format!("{WIKI},AI Escargot")).unwrap();
        assert!(named.shape().is_classic());
    }

    #[test]
    fn a_killer_line_keeps_its_cages_or_says_what_is_wrong_in_them() {
        let cells = ".".repeat(sudoku_engine::units::CELLS);
        let killer = read_puzzle(&format!("{cells},3:0.1;15:2.3.4")).unwrap();
        assert_eq!(killer.shape().constraints().groups.len(), 2);
        // Never the empty classic grid of its first field.
        let error = read_puzzle(&format!("{cells},3:0.1;15:2.3.x")).unwrap_err();
        assert!(error.contains("'x' is not a cell number"), "{error}");
    }

    #[test]
    fn laid_out_grids_of_other_sizes_and_instance_files_read() {
        let rows: Vec<String> = (0..4)
            .map(|row| {
                if row == 0 {
                    "1 2 . .".into()
                } else {
                    ". . . .".into()
                }
            })
            .collect();
        assert_eq!(read_puzzle(&rows.join("\n")).unwrap().shape().size(), 4);
        let instance = "2\n1\n1 -1 -1 -1\n-1 -1 -1 -1\n-1 -1 -1 -1\n-1 -1 -1 2\n";
        let read = read_puzzle(instance).unwrap();
        assert_eq!((read.shape().size(), read.givens().filled()), (4, 2));
    }

    #[test]
    fn links_are_told_from_grids() {
        assert!(looks_like_link(
            "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA"
        ));
        assert!(looks_like_link(" sudokupad.app/sclN4Ig "));
        assert!(looks_like_link("{\"size\":9}"));
        assert!(looks_like_link("N4IgzglgXgpiBcBOANCA5gJwgEwQbT2"));
        assert!(!looks_like_link(WIKI));
        assert!(
            !looks_like_link(&format!("scl{}", ".".repeat(253))),
            "a 16x16 grid"
        );
        assert!(!looks_like_link(&format!("{};x", ".".repeat(81))));
    }

    #[test]
    fn errors_come_from_the_reader_the_text_was_meant_for() {
        let letter = read_puzzle(&WIKI.replacen('.', "x", 1)).unwrap_err();
        assert!(
            letter.starts_with("Unexpected character 'x' at line 1, column 3"),
            "{letter}"
        );
        let bad_tag = read_puzzle(&format!("{};zigzag", ".".repeat(16))).unwrap_err();
        assert!(bad_tag.contains("zigzag"), "{bad_tag}");
        let duplicate = read_puzzle(&format!("11{}", ".".repeat(14))).unwrap_err();
        assert!(duplicate.contains("appears twice"), "{duplicate}");
        assert_eq!(read_puzzle(""), Err("The puzzle is empty".to_string()));
    }
}

//! The Puzzle box's text: reading any format the engine reads into a
//! puzzle of any shape, and writing a puzzle back as text it reads again.

use sudoku_engine::format::read_text;
use sudoku_engine::format::shaped::{write_puzzle, ShapeOptions};
use sudoku_engine::shape::Sudoku;

use crate::sentence::capitalised;

/// The puzzle in `text`, read by the engine's one reader (every form but
/// links, which the analysis worker reads): a classic 9x9 in any of its
/// forms (with pencil marks, a name beside it), or a puzzle of any shape
/// (one line with attributes, a data line, a laid-out grid). The error,
/// capitalised for the page, says what and where.
pub fn read_puzzle(text: &str) -> Result<Sudoku, String> {
    read_text(text, &ShapeOptions::default())
        .map(|read| read.sudoku)
        .map_err(|error| capitalised(&error.to_string()))
}

/// The words beside the one-line puzzle of `text` (`<cells>\tAI
/// Escargot`), when it reads as a puzzle and has some.
pub fn label_of(text: &str) -> Option<String> {
    read_text(text, &ShapeOptions::default()).ok()?.label
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

/// A puzzle as text [`read_puzzle`] reads back to it: the one-line form
/// with its attributes (a plain classic 9x9 is its 81 cells alone), or
/// the pencil-mark grid of a puzzle made from marks.
pub fn puzzle_text(puzzle: &Sudoku) -> String {
    write_puzzle(puzzle)
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
            // A classic puzzle keeps its title, rules text and figures.
            format!("{WIKI};title=Wiki%3B classic;rules=Normal.%0ANo more.;line=ff0000:10:50_50.150_150"),
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
        let named = read_puzzle(&format!("{WIKI} AI Escargot")).unwrap();
        assert!(named.shape().is_classic());
        // After a comma come rules: a name there is no rule, and is said so.
        let error = read_puzzle(&format!("{WIKI},AI Escargot")).unwrap_err();
        assert!(error.starts_with("Unknown rule 'AI Escargot'"), "{error}");
    }

    #[test]
    fn a_killer_line_keeps_its_cages_or_says_what_is_wrong_in_them() {
        let cells = ".".repeat(sudoku_engine::Shape::classic().cells());
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

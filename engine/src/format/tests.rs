//! The accepted formats and the errors, as a user meets them.

use super::*;
use crate::digits::Digits;
use crate::format::shaped::ShapeOptions;
use crate::units::CELLS;

const WIKI: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn line_formats() {
    let grid = parse_grid(WIKI).unwrap();
    assert_eq!(grid.get(0), 5);
    assert_eq!(grid.filled(), 30);
    assert_eq!(grid.to_string(), WIKI);
    assert_eq!(parse_grid(&WIKI.replace('.', "0")).unwrap(), grid);
    assert_eq!(parse_grid(&WIKI.replace('.', "-")).unwrap(), grid);
    assert!(
        parse_grid(&WIKI.replace('.', "x")).is_err(),
        "letters are never blanks"
    );
    assert_eq!(
        parse_grid(&format!("  {WIKI},ignored,7.2\n")).unwrap(),
        grid
    );
}

#[test]
fn laid_out_grids() {
    let grid = parse_grid(WIKI).unwrap();
    assert_eq!(parse_grid(&to_pretty(&grid)).unwrap(), grid);
    let forum = "\
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+";
    assert_eq!(parse_grid(forum).unwrap(), grid);
    let simple_sudoku = "53.|.7.|...\r\n6..|195|...\n.98|...|.6.\n-----------\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n-----------\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n";
    assert_eq!(parse_grid(simple_sudoku).unwrap(), grid);
    let starred = format!(
        "*-----------*\n{}*-----------*",
        simple_sudoku.replace("-----------", "|---+---+---|")
    );
    assert_eq!(parse_grid(&starred).unwrap(), grid);
}

#[test]
fn unicode_spaces_are_spaces_in_a_layout() {
    let grid = parse_grid(WIKI).unwrap();
    let pretty = to_pretty(&grid);
    for space in ['\u{a0}', '\u{2007}', '\u{202f}', '\u{3000}'] {
        let copied: String = pretty
            .lines()
            .map(|line| format!("{space}{}\n", line.replace(' ', &space.to_string())))
            .collect();
        assert_eq!(parse_grid(&copied), Ok(grid), "U+{:04X}", space as u32);
    }
}

#[test]
fn a_classic_pencil_mark_grid_is_read_by_the_one_reader() {
    let mut marks = [Digits::ALL; CELLS];
    marks[0] = Digits::single(5);
    marks[1] = [1, 2].into_iter().collect();
    let text = marks_to_pretty(&marks);
    let read = read_puzzle(&text, &ShapeOptions::default()).unwrap().sudoku;
    assert_eq!(read.givens().get(0), 5);
    assert_eq!(read.allowed(1), 0b11, "the marks 1 and 2");
    assert!(
        parse_puzzle(&text).is_err(),
        "the classic fast path reads no marks"
    );
}

#[test]
fn errors_say_what_and_where() {
    let message = |text: &str| parse_puzzle(text).unwrap_err().to_string();
    assert_eq!(message("   \n"), "the puzzle is empty");
    assert_eq!(message(&WIKI[..80]), "found 80 cells, expected 81");
    assert_eq!(
        message(&format!("{WIKI}1")),
        "found 82 cells, expected 81 (the 82nd is at line 1, column 82)"
    );
    assert_eq!(
        message(&WIKI.replacen('.', "x", 1)),
        "unexpected character 'x' at line 1, column 3 (a cell is a digit 1-9, or '.' or '0' when empty)"
    );
    assert_eq!(
        message(&WIKI.replacen('.', " ", 1)),
        "unexpected space at line 1, column 3"
    );
    assert_eq!(
        message(&WIKI.replacen('.', "９", 1)),
        "unexpected character '９' (U+FF19) at line 1, column 3"
    );
    assert_eq!(
        message(&WIKI.replacen('.', "5", 1)),
        "duplicate given: digit 5 appears twice in row 1: r1c1 and r1c3"
    );
}

#[test]
fn a_typo_never_becomes_a_blank() {
    // The audit's case: 0 is the blank, so the x that stood for a 5 is an error.
    let typo = "x30070000600195000098000060800060003400803001700020006060000280000419005000080079";
    assert_eq!(
        parse_puzzle(typo).unwrap_err().to_string(),
        "unexpected character 'x' at line 1, column 1 (a cell is a digit 1-9, or '.' or '0' when empty)"
    );
    let bar = WIKI.replacen('.', "|", 1);
    assert!(parse_puzzle(&bar).is_err());
    let second_blank = WIKI.replacen('.', "-", 1);
    assert_eq!(
        parse_puzzle(&second_blank).unwrap_err().to_string(),
        "unexpected character '-' at line 1, column 3"
    );
}

#[test]
fn rows_of_the_wrong_length_name_their_line() {
    let pretty = to_pretty(&parse_grid(WIKI).unwrap());
    let mut lines: Vec<String> = pretty.lines().map(str::to_string).collect();
    // Row 1 loses its last cell; row 9 gets one more: 81 cells, shifted.
    lines[0] = lines[0].strip_suffix(" .").unwrap().to_string();
    let last = lines.len() - 1;
    lines[last].push_str(" 1");
    assert_eq!(
        parse_puzzle(&lines.join("\n")).unwrap_err().to_string(),
        "line 1 holds 8 cells; each row of a laid-out grid holds 9"
    );
}

#[test]
fn a_row_of_dashes_is_a_row_where_the_grid_needs_one() {
    let rows = [
        "53--7----",
        "6--195---",
        "-98----6-",
        "8---6---3",
        "4--8-3--1",
        "7---2---6",
        "-6----28-",
        "---419--5",
        "---------",
    ];
    let grid = parse_grid(&rows.join("\n")).unwrap();
    assert_eq!(grid.filled(), 27);
    assert_eq!(&grid.to_string()[72..], ".........");
    let bordered = format!("{}\n-----------\n{}", rows[..8].join("\n"), rows[8]);
    assert_eq!(
        parse_grid(&bordered).unwrap(),
        grid,
        "a border and a blank row"
    );
}

#[test]
fn titles_comments_and_sections_are_not_cells() {
    let euler = "Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n";
    let grid = parse_grid(euler).unwrap();
    assert_eq!(grid.get(2), 3);
    assert_eq!(grid.filled(), 32);
    let sadman = format!(
        "[Puzzle]\n#A someone\n{}\n[Solution]\n{}",
        WIKI,
        "1".repeat(81)
    );
    assert_eq!(parse_grid(&sadman).unwrap(), parse_grid(WIKI).unwrap());
    let two = format!(
        "{euler}Grid 02\n{}",
        euler.lines().skip(1).collect::<Vec<_>>().join("\n")
    );
    assert_eq!(
        parse_grid(&two).unwrap_err().to_string(),
        "the text holds more than one puzzle (another starts at line 11); give one at a time"
    );
}

#[test]
fn a_huge_text_is_refused_before_it_is_read() {
    let huge = "1".repeat(50 * 1024 * 1024);
    assert_eq!(
        parse_puzzle(&huge).unwrap_err().to_string(),
        "the text is 52428800 bytes long; no puzzle is longer than 64 KB"
    );
}

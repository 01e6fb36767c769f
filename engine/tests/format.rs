//! Parsing the shared files: every accepted format reads, every malformed or
//! contradictory line gets an error that says what and where.

mod common;

use common::{cases, data_path, pretty, SOLVABLE};
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::format::{ParseError, PuzzleError};
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::ReadError;

/// The one puzzle of `text`, as every entry point reads it.
fn parse_puzzle(text: &str) -> Result<Sudoku, ReadError> {
    sudoku_engine::read_puzzle(text, &ShapeOptions::default()).map(|read| read.sudoku)
}

#[test]
fn every_solvable_line_parses() {
    for file in SOLVABLE {
        for case in cases(file) {
            let sudoku = case.sudoku();
            assert!(sudoku.givens().filled() >= 17, "{}", case.name());
            if let Some(solution) = &case.solution {
                assert!(sudoku.is_solved_by(solution), "{}", case.name());
            }
        }
    }
}

#[test]
fn alternative_blank_character_reads_like_dots() {
    let case = &cases("alternative_blanks.txt")[0];
    let sudoku = case.sudoku();
    assert_eq!(
        sudoku.givens().to_line(Alphabet::Standard),
        case.text.replace('-', ".")
    );
}

/// The usual boxes stated from outside (`--boxes 3x3`) add nothing to a
/// classic line: it reads as without them, alternative blanks included,
/// as a line and as a laid-out grid.
#[test]
fn the_usual_boxes_read_a_classic_text_as_no_option_does() {
    use sudoku_engine::format::read_puzzle;
    use sudoku_engine::format::shaped::ShapeOptions;
    use sudoku_engine::shape::BoxSize;
    let boxes = ShapeOptions {
        boxes: BoxSize::default_for(9),
        ..ShapeOptions::default()
    };
    let line = &cases("alternative_blanks.txt")[0].text;
    let laid_out = pretty(cases("alternative_blanks.txt")[0].sudoku().givens());
    for text in [line.as_str(), laid_out.as_str()] {
        let plain = read_puzzle(text, &ShapeOptions::default()).unwrap().sudoku;
        assert_eq!(read_puzzle(text, &boxes).unwrap().sudoku, plain, "{text}");
    }
    let sixes = ShapeOptions {
        boxes: Some(BoxSize { rows: 2, cols: 3 }),
        ..ShapeOptions::default()
    };
    assert!(!sixes.add_nothing_to_the_classic());
}

/// The usual boxes stated in the line (`;box=3x3`) add nothing either:
/// the line reads as without them, with its solution and rating, and any
/// other attribute is still read; the other blanks read at every shape.
#[test]
fn the_usual_boxes_in_the_line_read_as_the_plain_line() {
    use sudoku_engine::format::read_puzzle;
    use sudoku_engine::format::shaped::ShapeOptions;
    let none = ShapeOptions::default();
    let case = &cases("alternative_blanks.txt")[0];
    let solution = case.solution.as_ref().expect("the file gives it");
    let solution = solution.to_line(Alphabet::Standard);
    let plain = read_puzzle(&format!("{},{solution},3.4", case.text), &none).unwrap();
    let boxed = read_puzzle(&format!("{};box=3x3,{solution},3.4", case.text), &none).unwrap();
    assert_eq!(boxed, plain);
    assert_eq!(boxed.rating, Some(3.4));
    let x = read_puzzle(&format!("{};box=3x3;x", case.text), &none).unwrap();
    assert_eq!(x.sudoku.shape().rules().len(), 1, "the X rule is kept");
    let dotted = read_puzzle(&format!("{};x", case.text.replace('-', ".")), &none).unwrap();
    assert_eq!(x, dotted, "alternative blanks read with a rule too");
    let sixteen = format!("1{}G", ".".repeat(254));
    let plain = read_puzzle(&sixteen, &none).unwrap();
    assert_eq!(
        read_puzzle(&sixteen.replace('.', "*"), &none).unwrap(),
        plain
    );
    let wrong = read_puzzle(&format!("{};box=2x3", case.text), &none).unwrap_err();
    assert!(wrong.to_string().contains("2x3"), "{wrong}");
}

#[test]
fn malformed_lines_say_what_and_where() {
    let text = std::fs::read_to_string(data_path("malformed.txt")).unwrap();
    let messages: Vec<String> = text
        .lines()
        .map(|line| parse_puzzle(line).unwrap_err().to_string())
        .collect();
    assert_eq!(
        messages,
        [
            "found 80 cells, expected 81",
            "found 82 cells, expected 81 (the 82nd is at line 1, column 82)",
            "unexpected character 'x' at line 1, column 41 (a cell is a digit 1-9, or '.' or '0' when empty)",
            "unexpected space at line 1, column 11",
            "unexpected tab at line 1, column 6",
            "the puzzle is empty",
            "unexpected character '５' (U+FF15) at line 1, column 21",
        ]
    );
}

#[test]
fn duplicate_givens_name_the_digit_and_both_cells() {
    for case in cases("invalid_duplicate_givens.txt") {
        match parse_puzzle(&case.text) {
            Err(ReadError::Classic(ParseError::Puzzle(PuzzleError::DuplicateGiven(clash)))) => {
                assert!(clash.first < clash.second, "{}", case.name());
                let message = parse_puzzle(&case.text).unwrap_err().to_string();
                assert!(message.starts_with("duplicate given: digit "), "{message}");
            }
            other => panic!("{}: expected a duplicate given, got {other:?}", case.name()),
        }
    }
    let messages: Vec<String> = cases("invalid_duplicate_givens.txt")
        .iter()
        .map(|case| parse_puzzle(&case.text).unwrap_err().to_string())
        .collect();
    assert!(messages[0].contains(" in box "), "{}", messages[0]);
    assert!(messages[1].contains(" in column "), "{}", messages[1]);
    assert!(messages[2].contains(" in row "), "{}", messages[2]);
}

#[test]
fn pretty_output_reads_back() {
    for case in cases("famous.txt") {
        let sudoku = case.sudoku();
        assert_eq!(
            parse_puzzle(&pretty(sudoku.givens())).unwrap().givens(),
            sudoku.givens(),
            "{}",
            case.name()
        );
    }
}

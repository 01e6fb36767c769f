//! Every form read, and the one-line form read back from what it wrote.

use super::*;
use crate::format::read_puzzle;
use crate::shape::Values;

fn read(text: &str) -> ShapedText {
    read_puzzle(text, &ShapeOptions::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn error(text: &str) -> String {
    read_puzzle(text, &ShapeOptions::default())
        .unwrap_err()
        .to_string()
}

const SIX: &str = "....4..1.3.5...2....3...6.2.5..5....";

#[test]
fn one_line_of_any_size_with_its_attributes_round_trips() {
    let six = read(SIX).sudoku;
    assert_eq!(six.shape().size(), 6);
    assert_eq!(six.shape().boxes().unwrap().to_string(), "2x3");
    assert_eq!(write_sudoku(&six), SIX);
    let texts = [
        format!("{SIX};box=3x2"),
        format!("{};x;antiknight;cage=15:0.1.2", ".".repeat(81)),
        format!("{};windoku", ".".repeat(256)),
        format!("{};regions=1112122233343444;boxes", ".".repeat(16)),
        format!("{};regions=1112122233343444", ".".repeat(16)),
        format!("{}0", ".".repeat(1295)),
    ];
    for text in &texts {
        let sudoku = read(text).sudoku;
        assert_eq!(&write_sudoku(&sudoku), text);
        assert_eq!(read(&write_sudoku(&sudoku)).sudoku, sudoku);
    }
    assert_eq!(
        read(&texts[5]).sudoku.givens().get(1295),
        36,
        "0 is 36 in a 36x36"
    );
}

#[test]
fn hex_digits_are_read_when_named() {
    let mut cells = ".".repeat(256);
    cells.replace_range(0..2, "0F");
    let hex = read(&format!("{cells};digits=hex")).sudoku;
    assert_eq!((hex.givens().get(0), hex.givens().get(1)), (1, 16));
    let standard = read(&cells).sudoku;
    assert_eq!(
        (standard.givens().get(0), standard.givens().get(1)),
        (0, 15)
    );
}

#[test]
fn the_shared_data_lines_read_with_their_shapes_and_solutions() {
    let killer = read(".................................................................................,3:0.1;15:2.3.4,-,215647398368952174794381652586274931142593867973816425821739546659428713437165289");
    assert_eq!(killer.sudoku.shape().constraints().groups.len(), 2);
    assert!(killer.solution.is_some());
    let x = read(&format!("{},x+windoku", ".".repeat(81)));
    assert_eq!(x.sudoku.shape().rules().len(), 2);
    let boxed = read(&format!("{SIX},2x3,325146416325541263263514632451154632"));
    assert!(boxed.sudoku.is_solved_by(boxed.solution.as_ref().unwrap()));
    let jigsaw = read(&format!("{},aabbaabbccddccdd,-", ".".repeat(16)));
    assert!(jigsaw.sudoku.shape().regions().is_some());
    assert!(error(&format!("{},indexer", ".".repeat(81))).starts_with("unknown rule 'indexer'"));
}

#[test]
fn a_killer_data_line_keeps_its_cages_without_its_tags_field() {
    let solution =
        "215647398368952174794381652586274931142593867973816425821739546659428713437165289";
    let cells = ".".repeat(crate::units::CELLS);
    for line in [
        format!("{cells},3:0.1;15:2.3.4"),
        format!("{cells},3:0.1;15:2.3.4,{solution}"),
        format!("{cells},3:0.1;15:2.3.4,-,{solution}"),
    ] {
        let killer = read(&line);
        assert_eq!(
            killer.sudoku.shape().constraints().groups.len(),
            2,
            "{line}"
        );
    }
    assert!(error(&format!("{cells},3:0.1;15:2.3.4,y")).starts_with("unknown rule 'y'"));
    assert!(opens_cage_list("15:2.3.4") && !opens_cage_list("x") && !opens_cage_list("AI: 5"));
}

#[test]
fn lloyd_amos_files_read_as_they_are() {
    let mut text = String::from("2\r\n1\r\n");
    for row in [
        [1, -1, -1, -1],
        [-1, -1, 1, -1],
        [-1, 1, -1, -1],
        [-1, -1, -1, 1],
    ] {
        for value in row {
            text.push_str(&format!("{value}\t"));
        }
        text.push_str("\r\n");
    }
    let sudoku = read(&text).sudoku;
    assert_eq!(sudoku.shape().size(), 4);
    assert_eq!(
        sudoku.givens(),
        &Values::from_cells(4, vec![1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1]).unwrap()
    );
    let short = text.replace("-1\t-1\t-1\t1\t\r\n", "");
    assert!(
        error(&short).contains("has 4 rows, not 3"),
        "{}",
        error(&short)
    );
    let big = text.replacen("-1", "5", 1);
    assert_eq!(
        error(&big),
        "5 is not a digit of a 4x4 grid (1 to 4, or -1 for empty) at line 3, column 3"
    );
}

#[test]
fn laid_out_grids_of_any_size() {
    let layout = "1 . | . .\n. . | 1 .\n----+----\n. 1 | . .\n. . | . 1\n";
    let sudoku = read(layout).sudoku;
    assert_eq!(sudoku.givens().filled(), 4);
    assert_eq!(
        error("1 . | . .\n. . | 1\n. 1 | . .\n. . | . 1\n"),
        "the row holds 3 cells; each row of this 4-row grid holds 4 at line 2, column 1"
    );
    assert_eq!(
        error("1 . | . .\n. . | 1 x\n. 1 | . .\n. . | . 1\n"),
        "'x' is not a digit of a 4x4 grid at line 2, column 9"
    );
}

#[test]
fn errors_say_what_and_where() {
    assert_eq!(error(&".".repeat(80)), "found 80 cells, expected 81");
    assert_eq!(
        error(&".".repeat(50)),
        "found 50 cells; a puzzle has N x N of them, N from 4 to 36 (16, 36, 81, 256...) \
         at line 1, column 1"
    );
    assert_eq!(
        error(&format!("..H{}", ".".repeat(253))),
        "'H' is not a digit of a 16x16 grid at line 1, column 3"
    );
    assert_eq!(
        error(&format!("{};cage=2:0.1", ".".repeat(81))),
        "cage=2:0.1: 2 distinct digits 1-9 add up to 3-17, never 2 at line 1, column 83"
    );
    // A killer data line: the cage where it stands in its list, a tag in
    // its field.
    let blank = ".".repeat(81);
    assert_eq!(
        error(&format!("{blank},15:0.1;x:2.3,-")),
        "'x' is not a cage sum at line 1, column 90"
    );
    assert_eq!(
        error(&format!("{blank},15:0.1;7:80.81,-")),
        "cage=7:80.81: cell 81 is off a 9x9 grid (cells 0 to 80) at line 1, column 90"
    );
    assert_eq!(
        error(&format!("{blank},3:0.1,x+indexer")),
        "unknown rule 'indexer' (known: x, windoku, disjoint, antiknight, antiking, \
         nonconsecutive, house, cage, thermo, slowthermo, arrow, littlekiller, white, black, \
         xv, negative, odd, even, minimum, maximum, palindrome, clone, whisper, renban, \
         entropic, zipper, regionsum, between, quadruple, sandwich, xsum, skyscraper, \
         rowindexer, columnindexer, boxindexer) at line 1, column 91"
    );
    assert!(error(&format!("{};indexer=1.2", ".".repeat(81))).starts_with("unknown rule 'indexer'"));
    assert_eq!(
        error(&format!("11{}", ".".repeat(14))),
        "duplicate given: digit 1 appears twice in row 1: r1c1 and r1c2"
    );
}

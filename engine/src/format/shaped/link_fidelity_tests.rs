//! What the f-puzzles writer writes, its reader reads back to the same
//! puzzle, or the writer refuses with the reason; one limit for a puzzle
//! whatever form it comes in (issue 76).

use serde_json::{json, Value};

use super::fpuzzles_write::fpuzzles_link;
use super::lz_compress::compress;
use super::*;
use crate::exact::propagate::find_solutions;
use crate::format::read_puzzle;

fn read(text: &str) -> Sudoku {
    read_puzzle(text, &ShapeOptions::default())
        .unwrap_or_else(|e| panic!("{}: {e}", &text[..text.len().min(80)]))
        .sudoku
}

fn error(text: &str) -> String {
    read_puzzle(text, &ShapeOptions::default())
        .expect_err("an error")
        .to_string()
}

/// `line` read, written as a link and read back.
fn through_a_link(line: &str) -> Sudoku {
    let link = fpuzzles_link(&read(line)).unwrap_or_else(|e| panic!("{line}: {e}"));
    read(&link)
}

fn write_error(line: &str) -> String {
    fpuzzles_link(&read(line)).expect_err("refused").to_string()
}

/// The houses of a puzzle as sorted sets of cells, whatever made them.
fn houses(sudoku: &Sudoku) -> Vec<Vec<u16>> {
    let mut houses: Vec<Vec<u16>> = (sudoku.shape().constraints().houses.iter())
        .map(|house| {
            let mut cells = house.cells.clone();
            cells.sort_unstable();
            cells
        })
        .collect();
    houses.sort();
    houses.dedup();
    houses
}

/// f-puzzles data of a 4x4 whose first cell is `cell`, with `extra` keys.
fn four_by_four(cell: Value, extra: Value) -> String {
    let mut grid = vec![vec![json!({}); 4]; 4];
    grid[0][0] = cell;
    let mut root = json!({ "size": 4, "grid": grid });
    if let Value::Object(extra) = extra {
        root.as_object_mut().unwrap().extend(extra);
    }
    compress(&root.to_string())
}

#[test]
fn boxes_of_another_shape_reach_the_link_as_regions() {
    let unique = "2....1.64..5..1......6...4..3......2;box=3x2";
    assert_eq!(find_solutions(&read(unique), 2).len(), 1);
    let again = through_a_link(unique);
    assert_eq!(write_sudoku(&again), unique);
    assert_eq!(find_solutions(&again, 2).len(), 1);
    for (size, boxes) in [(4, "1x4"), (4, "4x1"), (8, "4x2"), (12, "4x3")] {
        let line = format!("{};box={boxes}", ".".repeat(size * size));
        assert_eq!(write_sudoku(&through_a_link(&line)), line);
    }
}

#[test]
fn pencil_marks_reach_the_link() {
    let marked = format!("1{};marks=1.23.{}", ".".repeat(15), ["1234"; 14].join("."));
    let sudoku = read(&marked);
    let again = through_a_link(&marked);
    assert_eq!(again.marks(), sudoku.marks());
    assert_eq!(write_sudoku(&again), write_sudoku(&sudoku));
    let broken = four_by_four(json!({ "givenPencilMarks": [1, 5] }), json!({}));
    assert!(error(&broken).contains("r1c1 has the pencil marks [1,5]"));
}

#[test]
fn cells_marked_by_two_rules_of_a_kind_are_written_once() {
    let blank = ".".repeat(81);
    for tag in [
        "odd",
        "even",
        "minimum",
        "maximum",
        "rowindexer",
        "columnindexer",
        "boxindexer",
    ] {
        let again = through_a_link(&format!("{blank};{tag}=0.1;{tag}=1"));
        assert_eq!(write_sudoku(&again), format!("{blank};{tag}=0.1"));
    }
}

#[test]
fn disjoint_groups_off_the_usual_boxes_reach_the_link_as_houses() {
    for line in [
        format!("{};regions=1112122233343444;disjoint", ".".repeat(16)),
        format!("{};box=3x2;disjoint", ".".repeat(36)),
    ] {
        assert_eq!(
            houses(&through_a_link(&line)),
            houses(&read(&line)),
            "{line}"
        );
    }
}

#[test]
fn non_consecutive_beside_white_dots_has_no_link() {
    let line = format!("{};nonconsecutive;white=0.1", ".".repeat(81));
    assert!(write_error(&line).contains("f-puzzles reads non-consecutive beside white dots"));
    let alone = format!("{};nonconsecutive;black=0.1", ".".repeat(81));
    assert_eq!(
        write_sudoku(&through_a_link(&alone)),
        write_sudoku(&read(&alone))
    );
}

#[test]
fn figures_f_puzzles_cannot_place_or_size_have_no_link() {
    let blank = ".".repeat(81);
    let placed = format!(
        "{blank};oval=ffffff:000000:100_150:100x100:0:000000:70:A;line=000000:25:50_50.150_150;\
         text=000000:50:0_0:0:B"
    );
    assert_eq!(through_a_link(&placed).about(), read(&placed).about());
    let off_the_middle = format!("{blank};line=000000:25:50_50.120_130");
    assert!(write_error(&off_the_middle).contains("passes through 120,130"));
    let between = format!("{blank};rect=ffffff:000000:75_50:100x100:0");
    assert!(write_error(&between).contains("sits at 75,50"));
    let small_words = format!("{blank};oval=ffffff:000000:50_50:100x100:0:000000:30:A");
    assert!(write_error(&small_words).contains("its words are 30 high"));
}

#[test]
fn a_puzzle_too_big_for_one_line_is_too_big_for_a_link() {
    let line = |from: usize| json!({ "lines": [[format!("R{}C1", from % 9 + 1), "R9C9"]], "outlineC": "#000000" });
    let lines: Vec<Value> = (0..5000).map(line).collect();
    let mut root = json!({ "size": 9, "grid": vec![vec![json!({}); 9]; 9], "line": lines });
    let many = error(&compress(&root.to_string()));
    assert!(
        many.contains("5000 figures; a puzzle carries at most 4096"),
        "{many}"
    );
    let figures = ";line=000000:25:50_50.150_150".repeat(5000);
    let in_line = error(&format!("{}{figures}", ".".repeat(81)));
    assert!(
        in_line.contains("5000 figures; a puzzle carries at most 4096"),
        "{in_line}"
    );

    root["line"] = json!(null);
    root["title"] = json!("a".repeat(300 * 1024));
    let long = error(&compress(&root.to_string()));
    assert!(long.contains("the puzzle in the one-line form"), "{long}");
    assert!(long.contains("no puzzle is longer than 256 KB"), "{long}");
}

#[test]
fn the_title_author_or_rules_given_twice_is_refused() {
    let blank = ".".repeat(81);
    for (key, what) in [
        ("title", "the title is"),
        ("author", "the author is"),
        ("rules", "the rules text is"),
    ] {
        let text = error(&format!("{blank};{key}=A;{key}=B"));
        assert!(text.contains(&format!("{what} given twice")), "{text}");
    }
}

#[test]
fn f_puzzles_fields_are_read_or_refused_never_dropped() {
    let title = four_by_four(json!({}), json!({ "title": 5 }));
    assert!(error(&title).contains("\"title\" is 5; expected text"));
    let given = four_by_four(json!({ "value": 1, "given": "true" }), json!({}));
    assert!(error(&given).contains("r1c1: \"given\" is \"true\"; expected true or false"));
    let circle = four_by_four(
        json!({}),
        json!({ "arrow": [{ "cells": ["R1C1"], "lines": [["R1C1"]] }] }),
    );
    assert!(error(&circle).contains("arrow 1 (at r1c1) has a circle and no arrow"));
    let figure = |from: &str| {
        let circle = json!({ "cells": ["R2C2"], "baseC": "#FFFFFF", "fromConstraint": from });
        read(&four_by_four(
            json!({}),
            json!({ "circle": [circle], "odd": [{ "cell": "R1C1" }] }),
        ))
        .about()
        .map_or(0, |about| about.figures.len())
    };
    assert_eq!(figure("Size"), 1, "a key that is no rule");
    assert_eq!(figure("Thermometer"), 1, "a rule the link does not store");
    assert_eq!(figure("Odd"), 0, "the odd cell's own drawing");
}

#[test]
fn rule_errors_have_the_right_article() {
    let blank = ".".repeat(81);
    assert!(error(&format!("{blank};odd")).contains("an odd lists its cells"));
    assert!(error(&format!("{blank};entropic")).contains("an entropic line lists its cells"));
    assert!(error(&format!("{blank};xsum")).contains("an X-sum gives its value"));
    assert!(error(&format!("{blank};thermo")).contains("a thermometer lists its cells"));
}

//! `sudoku count` on the shared puzzle sets.

mod common;

use common::{data, data_lines, sudoku, sudoku_with_input};

fn counts(file: &str) -> Vec<String> {
    let run = sudoku(&["count", &data(file)]);
    let lines: Vec<String> = run.ok_lines().iter().map(|l| l.to_string()).collect();
    assert_eq!(
        lines.len(),
        data_lines(file).len(),
        "one line per puzzle of {file}"
    );
    lines
}

#[test]
fn no_solution_puzzles_count_zero() {
    assert!(counts("invalid_no_solution.txt").iter().all(|c| c == "0"));
}

#[test]
fn ambiguous_puzzles_count_two() {
    assert!(counts("invalid_multiple_solutions.txt")
        .iter()
        .all(|c| c == "2"));
}

#[test]
fn proper_puzzles_count_one() {
    for file in ["royle17_sample.txt", "famous.txt", "sudopedia_valid.txt"] {
        assert!(counts(file).iter().all(|c| c == "1"), "{file}");
    }
}

#[test]
fn bad_lines_get_an_error_line_in_place() {
    let input = [
        data_lines("invalid_no_solution.txt")[0].clone(),
        data_lines("invalid_duplicate_givens.txt")[0].clone(),
        data_lines("famous.txt")[0].clone(),
        data_lines("malformed.txt")[0].clone(),
    ]
    .join("\n");
    let run = sudoku_with_input(&["count", "-"], &input);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0], "0");
    assert!(
        lines[1].starts_with("error: duplicate given"),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], "1");
    assert_eq!(lines[3], "error: found 80 cells, expected 81 on line 4");
}

#[test]
fn a_limit_counts_further() {
    // The empty 4x4 has 288 solutions; a 6x6 with two rows given has fewer.
    let empty = sudoku_with_input(&["count", "--limit", "1000", "-"], &".".repeat(16));
    assert_eq!(empty.ok_lines(), ["288"]);
    let capped = sudoku_with_input(&["count", "--limit", "100", "-"], &".".repeat(16));
    assert_eq!(capped.ok_lines(), ["100"]);
    let classic = sudoku_with_input(
        &["count", "--limit", "5", "-"],
        &data_lines("famous.txt")[0],
    );
    assert_eq!(classic.ok_lines(), ["1"]);
    let refused = sudoku_with_input(&["count", "--limit", "0", "-"], &".".repeat(16));
    assert_eq!(refused.code, Some(2), "{}", refused.stderr);
    assert!(refused.stderr.contains("--limit"), "{}", refused.stderr);
}

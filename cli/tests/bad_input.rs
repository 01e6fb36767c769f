//! What an outside bad-input audit found, each as the command it ran:
//! puzzle lines with names are read (not dropped), endless inputs are
//! refused after a bounded read, and `--jobs` is capped.

mod common;

use std::process::{Command, Stdio};

use common::{sudoku, sudoku_with_input};
use serde_json::Value;

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn puzzle_lines_with_names_are_read_and_x_blanks_refused_with_a_reason() {
    let x_blanks = P.replace('.', "x");
    let input = format!("{P}\n{P}\tAI Escargot\n{P} hard\n{x_blanks}\n");
    let run = sudoku_with_input(&["solve", "-"], &input);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 4, "one line out per puzzle line in: {lines:?}");
    assert_eq!(lines[..3], [SOLUTION, SOLUTION, SOLUTION]);
    assert_eq!(
        lines[3],
        "error: unexpected character 'x' at line 4, column 3 (a cell is a digit 1-9, or '.' or '0' when empty)"
    );

    let json = sudoku_with_input(&["solve", "--json", "-"], &input);
    let labels: Vec<Value> = json
        .ok_lines()
        .iter()
        .map(|line| serde_json::from_str::<Value>(line).unwrap()["label"].clone())
        .collect();
    assert_eq!(
        labels,
        [
            Value::Null,
            Value::from("AI Escargot"),
            Value::from("hard"),
            Value::Null
        ]
    );
    let rated = sudoku_with_input(&["rate", "--json", "-"], &format!("{P} Wikipedia\n"));
    let rating: Value = serde_json::from_str(rated.ok_lines()[0]).unwrap();
    assert_eq!(rating["label"], "Wikipedia");
    assert_eq!(rating["puzzle"], P);
}

/// `sudoku args` reading `/dev/zero` as standard input: it must stop on
/// its own with a clear error, not read forever.
fn with_endless_input(args: &[&str]) -> (Option<i32>, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(std::fs::File::open("/dev/zero").expect("/dev/zero"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("the sudoku binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn hint_and_explain_refuse_an_endless_standard_input() {
    for command in ["hint", "explain"] {
        let (code, stderr) = with_endless_input(&[command, "-"]);
        assert_eq!(code, Some(2), "{command}: {stderr}");
        assert!(
            stderr.contains("cannot read stdin: it is longer than 64 KB"),
            "{command}: {stderr}"
        );
    }
}

#[test]
fn an_endless_pattern_file_is_refused() {
    let run = sudoku(&[
        "generate",
        "--pattern",
        "/dev/zero",
        "--jobs",
        "1",
        "--seed",
        "1",
    ]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("cannot read /dev/zero: it is longer than 64 KB"),
        "{}",
        run.stderr
    );
}

#[test]
fn jobs_beyond_the_cores_are_capped() {
    let run = sudoku(&[
        "generate",
        "--jobs",
        "100000",
        "--count",
        "2",
        "--seed",
        "1",
        "--unrated",
    ]);
    assert_eq!(run.ok_lines().len(), 2);
    assert!(
        run.stderr.contains("--jobs 100000 is more than the"),
        "{}",
        run.stderr
    );
}

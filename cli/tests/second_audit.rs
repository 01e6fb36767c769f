//! What the second outside audit found, each as the command it ran: every
//! command reads every form through one reader (a rule is kept or the line
//! refused, never dropped; the CLI reads its own output; laid-out grids of
//! every size), a count is a target and not a buffer, a file recognised as
//! one format reports that format's error, and `count`, `rate`, `explain`,
//! `hint` and `generate --shape` honour `--time-limit`.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use common::{data_lines, sudoku, sudoku_with_input, TempFile};

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The commands that read a file of puzzles, one output line each.
const FILE_COMMANDS: [&[&str]; 3] = [&["solve", "-"], &["count", "-"], &["rate", "-"]];

/// Runs every command that reads files on `input` and returns each one's
/// output lines.
fn every_command(input: &str) -> Vec<Vec<String>> {
    FILE_COMMANDS
        .iter()
        .map(|args| {
            let run = sudoku_with_input(args, input);
            run.ok_lines().iter().map(|line| line.to_string()).collect()
        })
        .collect()
}

#[test]
fn a_stated_rule_is_kept_or_the_line_refused_by_every_command() {
    let cases = [
        (format!("{P} ;antiknight"), "must hold different digits"),
        (format!("{P},Anti-Knight"), "must hold different digits"),
        (format!("{P},x;antiknight"), "unknown rule 'x;antiknight'"),
        (
            format!("{},-3:0.1", ".".repeat(81)),
            "unknown rule '-3:0.1'",
        ),
        (
            format!("{P},3x3,7.5,antiknight"),
            "'antiknight' is not read",
        ),
        (
            format!(
                "{};regions=1122112233443344;regions=1111222233334444",
                ".".repeat(16)
            ),
            "given twice",
        ),
        (format!("{};box=2x2;box=2x2", ".".repeat(16)), "given twice"),
        (
            "1...............;digits=hex;x".to_string(),
            "digits=hex is for 16x16",
        ),
        (
            format!("{P},{}", SOLUTION.replacen('5', "6", 1)),
            "the stored solution does not solve the puzzle: it has 6 at r1c1",
        ),
        ("1...;x".to_string(), "N from 4 to 36"),
    ];
    for (line, why) in cases {
        for (args, lines) in FILE_COMMANDS
            .iter()
            .zip(every_command(&format!("{line}\n")))
        {
            assert_eq!(lines.len(), 1, "{args:?} {line}: {lines:?}");
            assert!(
                lines[0].starts_with("error: ") && lines[0].contains(why),
                "{args:?} {line}: {}",
                lines[0]
            );
        }
        for command in ["hint", "explain"] {
            let run = sudoku(&[command, &line]);
            assert_eq!(run.code, Some(2), "{command} {line}: {}", run.stdout);
            assert!(run.stderr.contains(why), "{command} {line}: {}", run.stderr);
        }
    }
}

#[test]
fn what_generate_writes_solve_reads_back_at_every_shape() {
    for args in [
        &["--shape", "4x4"][..],
        &["--shape", "6x6", "--variant", "x"],
        &["--shape", "9x9", "--variant", "windoku"],
        &["--shape", "8x8"],
        &["--shape", "9x9", "--killer"],
        &["--shape", "16x16"],
    ] {
        let mut generate = vec!["generate", "--count", "3", "--seed", "7"];
        generate.extend_from_slice(args);
        let made = sudoku(&generate);
        let puzzles = made.ok_lines();
        assert_eq!(puzzles.len(), 3, "{args:?}: {}", made.stderr);
        let solved = sudoku_with_input(&["solve", "--json", "-"], &made.stdout);
        let reports = solved.ok_lines();
        assert_eq!(reports.len(), 3, "{args:?}");
        for (puzzle, report) in puzzles.iter().zip(reports) {
            let report: serde_json::Value = serde_json::from_str(report).unwrap();
            assert_eq!(report["status"], "solved", "{args:?} {puzzle}: {report}");
            let (written, fields) = puzzle.split_once(',').expect("puzzle,solution,rating");
            assert_eq!(
                report["puzzle"], written,
                "the puzzle read is the one written"
            );
            let solution = fields.split(',').next().unwrap();
            assert_eq!(report["solution"], solution, "{args:?} {puzzle}");
        }
    }
}

#[test]
fn lines_with_labels_tabs_and_json_are_answered_never_dropped() {
    let four = "1.3.....2...4..1 easy";
    let cells = format!("123456789ABCDEFG{}", ".".repeat(609));
    let tab = format!("{}\t{}", &cells[..300], &cells[300..]);
    let json = r#"{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{"value":4,"given":true},{}],[{},{},{},{}],[{},{"value":2,"given":true},{},{}]]}"#;
    let input = format!("{four}\n{tab}\n{json}\n");
    for (args, lines) in FILE_COMMANDS.iter().zip(every_command(&input)) {
        assert_eq!(lines.len(), 3, "{args:?}: {lines:?}");
        assert!(
            lines[1].contains("unexpected tab among the cells"),
            "{args:?}: {}",
            lines[1]
        );
    }
    let counts = &every_command(&input)[1];
    assert_eq!([counts[0].as_str(), counts[2].as_str()], ["2", "2"]);
}

#[test]
fn laid_out_grids_above_9x9_read_in_every_command() {
    let line = data_lines("shapes/sizes_16x16.txt")[0].clone();
    let (cells, solution) = {
        let fields: Vec<&str> = line.split(',').collect();
        (fields[0].to_string(), fields[2].to_string())
    };
    let grid: String = cells
        .chars()
        .collect::<Vec<char>>()
        .chunks(16)
        .map(|row| {
            row.iter()
                .map(char::to_string)
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect();
    let file = TempFile::new("laid-out-16.txt", &grid);
    assert_eq!(
        sudoku(&["solve", &file.path()]).ok_lines(),
        [solution.as_str()]
    );
    assert_eq!(sudoku(&["count", &file.path()]).ok_lines(), ["1"]);
    let rated = sudoku(&["rate", &file.path()]);
    assert!(
        !rated.ok_lines()[0].starts_with("error"),
        "{}",
        rated.stdout
    );
    let hint = sudoku_with_input(&["hint", "-"], &grid);
    assert_eq!(hint.ok_lines().len(), 1, "{}", hint.stderr);
}

#[test]
fn a_lloyd_amos_file_with_a_clash_names_the_clash() {
    let file = common::data("shapes/sudoku_acs_raw/inst16x16_35_0.txt");
    let text = std::fs::read_to_string(file).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut row: Vec<&str> = lines[2].split('\t').collect();
    (row[0], row[3]) = ("4", "4");
    lines[2] = row.join("\t");
    let clash = TempFile::new("clash16.txt", &lines.join("\n"));
    let run = sudoku(&["solve", "--any", &clash.path()]);
    assert_eq!(
        run.ok_lines(),
        ["error: duplicate given: digit 4 appears twice in row 1: r1c1 and r1c4 on line 1"]
    );
}

/// A file saved with a UTF-8 byte-order mark (as Windows editors save
/// one) was no instance file: its rows were refused as puzzles of their
/// own ("an instance file of order 4 has 16 rows, not 7").
#[test]
fn a_lloyd_amos_file_after_a_byte_order_mark_reads_as_without_one() {
    let file = common::data("shapes/sudoku_acs_raw/inst16x16_35_0.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    let marked = TempFile::new("marked16.txt", &format!("\u{feff}{text}"));
    for command in [&["count"][..], &["solve", "--any"]] {
        let plain = sudoku(&[command, &[file.as_str()]].concat());
        let with_mark = sudoku(&[command, &[marked.path().as_str()]].concat());
        assert_eq!(with_mark.ok_lines(), plain.ok_lines(), "{command:?}");
        assert!(!plain.stdout.contains("error"), "{}", plain.stdout);
    }
}

#[test]
fn a_huge_count_streams_and_ends_when_the_reader_goes() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args([
            "generate",
            "--shape",
            "4x4",
            "--count",
            "18446744073709551615",
        ])
        .args(["--seed", "1", "--jobs", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the sudoku binary starts");
    let stdout = child.stdout.take().unwrap();
    let first: Vec<String> = BufReader::new(stdout)
        .lines()
        .take(3)
        .map(Result::unwrap)
        .collect();
    assert_eq!(first.len(), 3);
    // The pipe closed: the run ends, successfully, without holding the count.
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
}

#[test]
fn count_rate_explain_hint_and_generate_end_at_the_time_limit() {
    let windoku_nc = format!("{};windoku;nonconsecutive", ".".repeat(81));
    let count = sudoku_with_input(&["count", "--time-limit", "1", "-"], &windoku_nc);
    assert_eq!(
        count.ok_lines(),
        ["error: not decided within the time limit of 1 s"]
    );
    let open16 = format!("{};windoku;disjoint", ".".repeat(256));
    let hint = sudoku(&["hint", "--time-limit", "1", &open16]);
    assert_eq!(hint.code, Some(2));
    assert!(
        hint.stderr
            .contains("not decided within 1 s whether the puzzle has one solution"),
        "{}",
        hint.stderr
    );
    // The shared non-consecutive 9x9: its first 22 steps take a fraction of
    // a second, its 23rd over ten.
    let nc = data_lines("shapes/variants_9x9.txt")
        .into_iter()
        .find(|line| line.contains("nonconsec"))
        .unwrap();
    let rate = sudoku_with_input(&["rate", "--time-limit", "2", "-"], &nc);
    assert!(
        rate.ok_lines()[0].starts_with("error: not rated: the time limit of 2 s passed after"),
        "{}",
        rate.stdout
    );
    let explain = sudoku(&["explain", "--time-limit", "2", &nc]);
    let last = explain.ok_lines().last().unwrap().to_string();
    assert!(
        last.starts_with("Stopped: the time limit of 2 s passed after"),
        "{last}"
    );
    let killer = sudoku(&[
        "generate",
        "--shape",
        "16x16",
        "--killer",
        "--no-givens",
        "--seed",
        "1",
        "--time-limit",
        "1",
    ]);
    assert_eq!(killer.ok_lines().len(), 1, "one line, a puzzle or why not");
}

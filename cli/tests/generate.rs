//! `sudoku generate`: lines like the shared data files, the same puzzles
//! from the same seed on any number of threads, patterns filled, and usage
//! errors that say what is wrong.

mod common;

use common::{sudoku, sudoku_with_input, TempFile};
use serde_json::Value;

fn lines(args: &[&str]) -> Vec<String> {
    sudoku(args)
        .ok_lines()
        .iter()
        .map(|l| l.to_string())
        .collect()
}

#[test]
fn lines_are_puzzle_solution_and_rating_and_count_one_solution_each() {
    let made = lines(&["generate", "-n", "20", "--seed", "3"]);
    assert_eq!(made.len(), 20);
    let mut puzzles = String::new();
    for line in &made {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields.len(), 3, "puzzle,solution,rating: {line}");
        assert_eq!((fields[0].len(), fields[1].len()), (81, 81), "{line}");
        puzzles.push_str(fields[0]);
        puzzles.push('\n');
    }
    let counts = sudoku_with_input(&["count"], &puzzles);
    assert!(counts.ok_lines().iter().all(|&count| count == "1"));
    let solved = sudoku_with_input(&["solve"], &puzzles);
    for (solution, line) in solved.ok_lines().iter().zip(&made) {
        assert_eq!(line.split(',').nth(1), Some(*solution), "{line}");
    }
}

#[test]
fn the_same_seed_gives_the_same_batch_on_one_thread_or_two() {
    let args = ["generate", "-n", "40", "--seed", "9", "--symmetry", "180"];
    let one = lines(&[&args[..], &["--jobs", "1"]].concat());
    let two = lines(&[&args[..], &["--jobs", "2"]].concat());
    assert_eq!(one, two);
    let other = lines(&["generate", "-n", "40", "--seed", "10", "--symmetry", "180"]);
    assert_ne!(one, other);
}

#[test]
fn a_batch_made_in_parts_is_the_same_batch() {
    for shape in [&[][..], &["--shape", "6x6"][..]] {
        let whole = lines(&[&["generate", "-n", "6", "--seed", "9"], shape].concat());
        let mut parts = lines(&[&["generate", "-n", "4", "--seed", "9"], shape].concat());
        parts.extend(lines(
            &[
                &["generate", "-n", "2", "--first", "4", "--seed", "9"],
                shape,
            ]
            .concat(),
        ));
        assert_eq!(parts, whole, "{shape:?}");
    }
}

#[test]
fn json_says_what_was_made_and_a_summary_follows_on_stderr() {
    let run = sudoku(&[
        "generate",
        "-n",
        "3",
        "--seed",
        "1",
        "--symmetry",
        "90",
        "--json",
    ]);
    for line in run.ok_lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["status"], "made");
        for field in ["puzzle", "solution", "tries", "givens", "millis"] {
            assert!(!record[field].is_null(), "{field} in {line}");
        }
    }
    assert!(run.stderr.contains("made 3 puzzles"), "{}", run.stderr);
    assert!(run.stderr.contains("givens"), "{}", run.stderr);
}

/// Runs `sudoku generate` with `options` and at most five tries, which
/// must give an error line and say why on standard error.
fn assert_gives_up_after_five_tries(options: &[&str]) {
    let run = sudoku(
        &[
            &["generate", "--seed", "1", "--max-tries", "5"][..],
            options,
        ]
        .concat(),
    );
    assert_eq!(
        run.ok_lines(),
        vec!["error: no puzzle met the options in 5 tries"]
    );
    assert!(
        run.stderr.contains("gave up on 1 (tries_spent)"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_pattern_that_cannot_fill_is_an_error_line() {
    let rows = format!("{}{}", "x".repeat(20), ".".repeat(61));
    assert_gives_up_after_five_tries(&["--pattern", &rows]);
}

#[test]
fn a_pattern_from_a_file_or_the_command_line_is_filled() {
    let wikipedia =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let file = TempFile::new(
        "pattern.txt",
        &format!("{}\n", &wikipedia.replace(char::is_numeric, "x")),
    );
    for pattern in [wikipedia.to_string(), file.path()] {
        let made = lines(&["generate", "--seed", "2", "--pattern", &pattern]);
        let puzzle = made[0].split(',').next().unwrap();
        let marks: String = puzzle
            .chars()
            .map(|c| if c == '.' { '.' } else { 'x' })
            .collect();
        assert_eq!(marks, wikipedia.replace(char::is_numeric, "x"));
    }
}

#[test]
fn bad_options_are_usage_errors_that_say_why() {
    let sixteen = format!("{}{}", "x".repeat(16), ".".repeat(65));
    let cases: [(&[&str], &str); 5] = [
        (&["--symmetry", "spiral"], "unknown symmetry 'spiral'"),
        (
            &["--symmetry", "90", "--pattern", &sixteen],
            "cannot be used with",
        ),
        (&["--pattern", &sixteen], "fewer than 17 givens"),
        (&["--pattern", "xx?"], "'?' at r1c3 is not a cell mark"),
        (
            &["--time-limit=0"],
            "--time-limit must be a positive number",
        ),
    ];
    for (args, message) in cases {
        let run = sudoku(&[&["generate"][..], args].concat());
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}

/// `--time-limit 5` with `--variant nonconsecutive --seed 7` printed
/// nothing in 150 s: the rating of its first puzzle never looked at the
/// clock. That rating runs for minutes, so the puzzle gives up on any
/// machine; the command says so on time, with the status the limit gives.
#[test]
fn a_time_limit_ends_a_puzzle_whose_rating_runs_on() {
    let args = [
        "generate",
        "--shape",
        "9x9",
        "--variant",
        "nonconsecutive",
        "--seed",
        "7",
        "--time-limit",
        "1",
        "--jobs",
        "1",
        "--json",
    ];
    let record: Value = serde_json::from_str(&lines(&args)[0]).unwrap();
    assert_eq!(record["status"], "time_limit", "{record}");
    assert_eq!(
        record["error"],
        "no puzzle met the options within 1.0 s (1 tries)"
    );
}

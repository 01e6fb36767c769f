//! Bad input gives an `error:` line that says what and where; bad command
//! lines and unreadable files exit with status 2 and a clear message.

mod common;

use common::{data, data_lines, sudoku, sudoku_with_input, TempFile};
use sudoku_engine::{engines, ParamKind};

#[test]
fn each_malformed_line_names_the_problem_and_its_place() {
    // What each line of malformed.txt is, per the data README; fed alone,
    // each is line 1 of the input.
    let expected = [
        Some("error: found 80 cells, expected 81 on line 1"),
        Some("error: found 82 cells, expected 81 (the 82nd is at line 1, column 82)"),
        Some("error: unexpected character 'x' at line 1, column 41 (a cell is a digit 1-9, or '.' or '0' when empty)"),
        Some("error: unexpected space at line 1, column 11"),
        Some("error: unexpected tab at line 1, column 6"),
        None,
        Some("error: unexpected character '５' (U+FF15) at line 1, column 21"),
    ];
    let lines = data_lines("malformed.txt");
    assert_eq!(lines.len(), expected.len());
    for (line, expected) in lines.iter().zip(expected) {
        let run = sudoku_with_input(&["solve"], &format!("{line}\n"));
        match expected {
            Some(message) => assert_eq!(run.ok_lines(), [message]),
            None => {
                // The empty line is skipped like any blank line: no puzzle,
                // so no output line, and a note on standard error.
                assert!(run.ok_lines().is_empty());
                assert!(run.stderr.contains("no puzzle in stdin"), "{}", run.stderr);
            }
        }
    }
}

#[test]
fn a_malformed_file_reports_its_own_line_numbers() {
    let run = sudoku(&["solve", &data("malformed.txt")]);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 6, "the empty line 6 is skipped");
    assert!(lines[1].ends_with("(the 82nd is at line 2, column 82)"));
    assert!(lines[2].contains("at line 3, column 41"));
    assert!(lines[5].ends_with("at line 7, column 21"));
}

#[test]
fn a_bad_rule_is_named_at_its_own_line_and_column() {
    let blank = ".".repeat(81);
    let input = format!(
        "{blank}\n{blank};x;cage=x:0.1\n{blank},15:0.1;7:80.81,-\n{}?,4x4\n",
        ".".repeat(255)
    );
    let run = sudoku_with_input(&["count", "-"], &input);
    assert_eq!(
        run.ok_lines(),
        [
            "2",
            "error: 'x' is not a cage sum at line 2, column 85",
            "error: cage=7:80.81: cell 81 is off a 9x9 grid (cells 0 to 80) at line 3, column 90",
            "error: '?' is not a digit of a 16x16 grid at line 4, column 256",
        ]
    );
    let short = sudoku_with_input(&["count", "-"], &format!("{blank}\n{};x\n", &blank[1..]));
    assert_eq!(
        short.ok_lines(),
        [
            "2",
            "error: found 80 cells; a puzzle has N x N of them, N from 4 to 36 (16, 36, 81, 256...) \
             at line 2, column 1"
        ]
    );
}

#[test]
fn a_semicolon_after_the_cells_starts_their_attributes_even_after_a_label() {
    // A rule after a label or a space is a rule (the second audit found
    // `<cells> ;antiknight` read as a classic puzzle); words that are no
    // rule are refused where they stand, never dropped.
    let wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let run = sudoku_with_input(&["count", "-"], &format!("{wiki} hard; rated 9.1\n"));
    let line = &run.ok_lines()[0];
    assert!(
        line.starts_with("error: unknown rule 'rated 9.1'")
            && line.ends_with("at line 1, column 89"),
        "{line}"
    );
    // With its diagonals the puzzle has no solution (it has one without).
    let run = sudoku_with_input(&["count", "-"], &format!("{wiki} hard ;x\n"));
    assert_eq!(run.ok_lines(), ["0"]);
}

#[test]
fn duplicate_givens_name_the_digit_and_both_cells() {
    let file = "invalid_duplicate_givens.txt";
    let run = sudoku(&["solve", &data(file)]);
    let lines = run.ok_lines();
    let puzzles = data_lines(file);
    assert_eq!(lines.len(), puzzles.len());
    for (puzzle, line) in puzzles.iter().zip(lines) {
        // "error: duplicate given: digit 5 appears twice in box 5: r4c6 and r5c4"
        let rest = line
            .strip_prefix("error: duplicate given: digit ")
            .unwrap_or_else(|| panic!("{line}"));
        let digit = rest.chars().next().unwrap();
        let cells: Vec<usize> = rest
            .split([' ', ':'])
            .filter_map(|word| {
                let (row, col) = word.strip_prefix('r')?.split_once('c')?;
                Some((row.parse::<usize>().ok()? - 1) * 9 + col.parse::<usize>().ok()? - 1)
            })
            .collect();
        assert_eq!(cells.len(), 2, "{line}");
        for cell in cells {
            assert_eq!(puzzle.chars().nth(cell), Some(digit), "{line}");
        }
    }
}

#[test]
fn garbage_never_crashes_and_gets_an_error_line_in_place() {
    let garbage = [
        ",,,",
        "\u{0}\u{1}\u{7f}",
        "💥".repeat(81).as_str(),
        "9".repeat(200).as_str(),
        "1 2 3 4 5 6 7 8 9",
        "1|2|3",
        "....",
    ]
    .join("\n");
    let mut input = garbage.into_bytes();
    input.extend_from_slice(b"\n\xff\xfe.........\n");
    let run = sudoku_with_input(&["solve"], &String::from_utf8_lossy(&input));
    let lines = run.ok_lines();
    // The first four lines are one-line puzzles or no puzzle at all; the
    // last four look like rows of a laid-out grid and read as one (broken) grid.
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert!(lines.iter().all(|l| l.starts_with("error: ")), "{lines:?}");
    assert!(lines[4].ends_with("at line 8, column 1"), "{lines:?}");
}

#[test]
fn a_typo_is_an_error_never_a_blank() {
    let typo = "x30070000600195000098000060800060003400803001700020006060000280000419005000080079";
    let run = sudoku_with_input(&["solve", "-"], typo);
    assert_eq!(run.code, Some(0));
    assert_eq!(
        run.ok_lines(),
        ["error: unexpected character 'x' at line 1, column 1 (a cell is a digit 1-9, or '.' or '0' when empty)"]
    );
}

#[test]
fn laid_out_grids_and_project_euler_files_are_read_one_grid_each() {
    let pretty = "\
# made by hand
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
+-------+-------+-------+
";
    let run = sudoku_with_input(&["solve"], pretty);
    assert_eq!(
        run.ok_lines(),
        [data_lines("famous.txt")[0].split(',').nth(1).unwrap()]
    );

    let euler: String = data_lines("projecteuler96_easy50.txt")[..3]
        .iter()
        .enumerate()
        .map(|(index, line)| {
            let puzzle = line.split(',').next().unwrap().replace('.', "0");
            let rows: Vec<&str> = (0..9).map(|row| &puzzle[row * 9..row * 9 + 9]).collect();
            format!("Grid {:02}\n{}\n", index + 1, rows.join("\n"))
        })
        .collect();
    let run = sudoku_with_input(&["solve"], &euler);
    let expected: Vec<String> = data_lines("projecteuler96_easy50.txt")[..3]
        .iter()
        .map(|line| line.split(',').nth(1).unwrap().to_string())
        .collect();
    assert_eq!(run.ok_lines(), expected);
}

#[test]
fn a_huge_line_is_refused_in_place_and_an_endless_one_stops_the_input() {
    let huge = format!(
        "{}\n{}\n",
        "1".repeat(50 * 1024 * 1024),
        data_lines("famous.txt")[0]
    );
    let run = sudoku_with_input(&["count"], &huge);
    assert_eq!(
        run.ok_lines(),
        ["error: line 1 is longer than 256 KB: not a puzzle", "1"]
    );
    let run = sudoku(&["count", "/dev/zero"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("runs on for 64 MB without ending"),
        "{}",
        run.stderr
    );
}

#[test]
fn absurd_run_counts_are_refused_and_negative_ratings_are_no_rating() {
    let run = sudoku(&["bench", "-r", "4294967295", &data("famous.txt")]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("10000"), "{}", run.stderr);
    let file = TempFile::new(
        "negative.txt",
        &format!(
            "{},,-5.5\n",
            data_lines("famous.txt")[0].split(',').next().unwrap()
        ),
    );
    let run = sudoku(&["bench", &file.path()]);
    assert!(!run.stdout.contains("-6.0"), "{}", run.stdout);
}

#[test]
fn an_unknown_engine_is_a_usage_error() {
    let run = sudoku_with_input(&["solve", "--engine", "quantum"], "");
    assert_eq!(run.code, Some(2));
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr.contains("unknown engine 'quantum'"),
        "{}",
        run.stderr
    );
    for info in engines() {
        assert!(run.stderr.contains(info.name), "lists {}", info.name);
    }
    let run = sudoku(&["bench", "--engine", "quantum", &data("famous.txt")]);
    assert_eq!(run.code, Some(2));
}

#[test]
fn bad_parameters_are_usage_errors_that_name_the_parameter() {
    let puzzle = data_lines("famous.txt")[0].clone();
    for info in engines() {
        let run = sudoku_with_input(
            &["solve", "-e", info.name, "--param", "no_such_knob=1"],
            &puzzle,
        );
        assert_eq!(run.code, Some(2), "{}", info.name);
        assert!(run.stdout.is_empty());
        assert!(
            run.stderr.contains("unknown parameter 'no_such_knob'"),
            "{}",
            run.stderr
        );
        for spec in info.params {
            let too_big = match spec.kind {
                ParamKind::Int { max, .. } => (max as f64 + 1.0).to_string(),
                ParamKind::Real { max, .. } => (max + 1.0).to_string(),
                ParamKind::Flag { .. } => "maybe".to_string(),
                ParamKind::Choice { .. } => "no-such-choice".to_string(),
            };
            let setting = format!("{}={too_big}", spec.name);
            let run = sudoku_with_input(&["solve", "-e", info.name, "-p", &setting], &puzzle);
            assert_eq!(run.code, Some(2), "{setting}");
            // The engine's own message: the parameter and what it accepts.
            let message = spec.parse(&too_big).unwrap_err().to_string();
            assert!(message.contains(spec.name));
            assert!(run.stderr.contains(&message), "{}", run.stderr);
        }
    }
    let run = sudoku_with_input(&["solve", "--param", "novalue"], &puzzle);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("'novalue' is not a key=value"),
        "{}",
        run.stderr
    );
}

#[test]
fn bad_flags_are_usage_errors() {
    for args in [
        &["solve", "--time-limit", "0"][..],
        &["solve", "--time-limit", "soon"],
        &["solve", "--seed", "-1"],
        &["solve", "--no-such-flag"],
        &["bench", "--runs", "0", "x"],
        &["bench"],
        &["frobnicate"],
    ] {
        let run = sudoku(args);
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stdout.is_empty(), "{args:?}");
        assert!(!run.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn unreadable_files_exit_non_zero_before_any_output() {
    let missing = data("no_such_file.txt");
    let directory = std::env::temp_dir().to_string_lossy().into_owned();
    for command in ["solve", "count", "bench"] {
        for bad in [&missing, &directory] {
            let run = sudoku(&[command, &data("famous.txt"), bad]);
            assert_eq!(run.code, Some(2), "{command} {bad}");
            assert!(run.stdout.is_empty(), "{command} {bad}");
            assert!(run.stderr.contains(bad.as_str()), "{}", run.stderr);
        }
    }
}

#[test]
fn invalid_utf8_is_reported_at_its_place() {
    let file = TempFile::new("latin1.txt", "");
    let mut bytes = data_lines("famous.txt")[0].clone().into_bytes();
    bytes[40] = 0xe9; // 'é' in Latin-1, not UTF-8
    std::fs::write(&file.0, &bytes).unwrap();
    let run = sudoku(&["solve", &file.path()]);
    assert_eq!(
        run.ok_lines(),
        ["error: unexpected character '\u{fffd}' (U+FFFD) at line 1, column 41"]
    );
}

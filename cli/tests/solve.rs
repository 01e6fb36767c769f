//! `sudoku solve` on the shared puzzle sets.

mod common;

use common::{data, data_lines, solutions, sudoku, sudoku_with_input};
use serde_json::Value;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::{engines, read_puzzle, EngineKind};

#[test]
fn famous_puzzles_print_the_files_solutions() {
    let run = sudoku(&["solve", &data("famous.txt")]);
    assert_eq!(run.ok_lines(), solutions("famous.txt"));
}

#[test]
fn a_hard_set_prints_the_files_solutions_one_line_each() {
    let file = "forum_hardest_1905_11plus_sample.txt";
    let run = sudoku(&["solve", &data(file)]);
    let expected = solutions(file);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), expected.len());
    for (index, (line, solution)) in lines.iter().zip(&expected).enumerate() {
        assert_eq!(line, solution, "{file} line {}", index + 1);
    }
}

#[test]
fn standard_input_is_read_with_dash_or_no_file() {
    let file = "magictour_top1465.txt";
    let sample: Vec<String> = data_lines(file).into_iter().step_by(25).collect();
    let expected: Vec<&str> = sample
        .iter()
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    let input = sample.join("\n") + "\n";
    assert_eq!(sudoku_with_input(&["solve"], &input).ok_lines(), expected);
    assert_eq!(
        sudoku_with_input(&["solve", "-"], &input).ok_lines(),
        expected
    );
}

#[test]
fn blank_and_comment_lines_are_skipped_and_order_is_kept() {
    let lines = data_lines("famous.txt");
    let input = format!(
        "# two famous puzzles\n\n{}\n   \n{}\r\n",
        lines[3], lines[1]
    );
    let expected = solutions("famous.txt");
    let run = sudoku_with_input(&["solve"], &input);
    assert_eq!(run.ok_lines(), [&expected[3], &expected[1]]);
}

#[test]
fn unsolvable_and_ambiguous_puzzles_are_errors() {
    let run = sudoku(&["solve", &data("invalid_no_solution.txt")]);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 5);
    for (index, line) in lines.iter().enumerate() {
        assert_eq!(*line, format!("error: no solution on line {}", index + 1));
    }

    let run = sudoku(&["solve", &data("invalid_multiple_solutions.txt")]);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 8);
    for (index, line) in lines.iter().enumerate() {
        let (start, end) = (
            "error: multiple solutions (not a proper Sudoku; --any solves it anyway); two of them differ at r",
            format!(" on line {}", index + 1),
        );
        assert!(line.starts_with(start) && line.ends_with(&end), "{line}");
    }
}

#[test]
fn any_prints_a_solution_of_an_ambiguous_puzzle() {
    let file = "invalid_multiple_solutions.txt";
    let run = sudoku(&["solve", "--any", &data(file)]);
    let lines = run.ok_lines();
    let puzzles = data_lines(file);
    assert_eq!(lines.len(), puzzles.len());
    for (puzzle, line) in puzzles.iter().zip(lines) {
        let puzzle = read_puzzle(puzzle, &ShapeOptions::default())
            .unwrap()
            .sudoku;
        let grid = read_puzzle(line, &ShapeOptions::default())
            .unwrap_or_else(|e| panic!("{line}: {e}"))
            .sudoku
            .givens()
            .clone();
        assert!(
            puzzle.is_solved_by(&grid),
            "{line} does not solve {puzzle:?}"
        );
    }
    // --any does not make an unsolvable puzzle solvable.
    let run = sudoku(&["solve", "--any", &data("invalid_no_solution.txt")]);
    assert!(run
        .ok_lines()
        .iter()
        .all(|l| l.starts_with("error: no solution on line ")));
}

fn json_lines(run: &common::Run) -> Vec<Value> {
    run.ok_lines()
        .iter()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect()
}

#[test]
fn json_lines_carry_status_solution_engine_seed_stats_and_time() {
    let input = [
        data_lines("famous.txt")[1].clone(),
        data_lines("invalid_no_solution.txt")[0].clone(),
        data_lines("invalid_multiple_solutions.txt")[0].clone(),
        data_lines("invalid_duplicate_givens.txt")[0].clone(),
        data_lines("malformed.txt")[2].clone(),
    ]
    .join("\n");
    let run = sudoku_with_input(&["solve", "--json", "--seed", "7"], &input);
    let objects = json_lines(&run);
    let statuses: Vec<&str> = objects
        .iter()
        .map(|o| o["status"].as_str().unwrap())
        .collect();
    assert_eq!(
        statuses,
        [
            "solved",
            "no_solution",
            "several_solutions",
            "invalid",
            "invalid"
        ]
    );
    for (index, object) in objects.iter().enumerate() {
        assert_eq!(object["line"], index + 1);
        assert_eq!(object["engine"], "fast");
        assert_eq!(object["seed"], 7);
        assert!(object["millis"].as_f64().unwrap() >= 0.0);
        assert!(object["puzzle"].is_string());
        assert_eq!(object["solution"].is_null(), index != 0);
        assert_eq!(object["error"].is_string(), index != 0);
    }
    let solved = &objects[0];
    assert_eq!(solved["solution"], solutions("famous.txt")[1].as_str());
    let stats = solved["stats"].as_object().expect("stats object");
    assert!(
        stats["guesses"].as_u64().unwrap() > 0,
        "AI Escargot needs guesses"
    );
    assert!(stats.values().all(|v| v.is_number() || v.is_string()));
    assert!(objects[1]["stats"].is_null(), "the counter decided alone");
    let several = objects[2]["error"].as_str().unwrap();
    assert!(
        several.starts_with("multiple solutions (not a proper Sudoku; --any solves it anyway); two of them differ at r")
            && several.ends_with(" on line 3"),
        "{several}"
    );
    assert!(objects[4]["error"]
        .as_str()
        .unwrap()
        .contains("'x' at line 5, column 41"));
}

/// The puzzle of a hard set on which `fast` works longest.
fn hardest_for_fast() -> (String, u64) {
    let run = sudoku(&[
        "solve",
        "--json",
        &data("forum_hardest_1905_11plus_sample.txt"),
    ]);
    json_lines(&run)
        .iter()
        .map(|o| {
            (
                o["puzzle"].as_str().unwrap().to_string(),
                o["iterations"].as_u64().unwrap(),
            )
        })
        .max_by_key(|(_, iterations)| *iterations)
        .unwrap()
}

#[test]
fn a_run_past_the_time_limit_reports_the_limit_and_the_best_cost() {
    // The driver checks the limit after its first slice of work (a few
    // hundred nodes), so a limit of a nanosecond stops a long search there.
    let (puzzle, iterations) = hardest_for_fast();
    let run = sudoku_with_input(&["solve", "--time-limit", "1e-9"], &puzzle);
    let line = run.ok_lines()[0].to_string();
    assert!(
        line.starts_with("error: not solved within the time limit") && line.contains("best cost"),
        "{line} (the full search takes {iterations} nodes)"
    );
    let run = sudoku_with_input(&["solve", "--json", "--time-limit", "1e-9"], &puzzle);
    let object = &json_lines(&run)[0];
    assert_eq!(object["status"], "time_limit");
    assert!(object["solution"].is_null());
    assert_eq!(object["best"].as_str().unwrap().len(), 81);
    assert!(object["cost"].as_u64().unwrap() > 0);
}

#[test]
fn stochastic_engines_solve_or_give_up_with_their_best_grid() {
    let puzzles = data_lines("famous.txt")[..2].join("\n");
    let stochastic = engines()
        .iter()
        .filter(|info| info.kind == EngineKind::Stochastic);
    let runs = stochastic.flat_map(|info| {
        let presets = info.presets.iter().map(|preset| Some(preset.name));
        [None]
            .into_iter()
            .chain(presets)
            .map(move |preset| (info, preset))
    });
    for (info, preset) in runs {
        let mut args = vec![
            "solve",
            "--json",
            "--engine",
            info.name,
            "--seed",
            "3",
            "--time-limit",
            "0.3",
        ];
        args.extend(preset.map(|name| ["--preset", name]).into_iter().flatten());
        let objects = json_lines(&sudoku_with_input(&args, &puzzles));
        assert_eq!(objects.len(), 2, "{}", info.name);
        for (object, solution) in objects.iter().zip(solutions("famous.txt")) {
            assert_eq!(object["engine"], info.name);
            assert_eq!(object["seed"], 3);
            match object["status"].as_str().unwrap() {
                "solved" => assert_eq!(object["solution"], solution.as_str()),
                "time_limit" | "budget_spent" => {
                    assert!(object["cost"].as_u64().unwrap() > 0, "{object}");
                    assert_eq!(object["best"].as_str().unwrap().len(), 81);
                }
                other => panic!("{}: unexpected status {other}", info.name),
            }
        }
        // The Wikipedia example falls to singles: every improved engine
        // solves it at once (the papers' forms search, and may take longer).
        if preset == Some("improved") {
            assert_eq!(objects[0]["status"], "solved", "{}", info.name);
        }
    }
}

/// A puzzle with several solutions names where two of them differ, and
/// `--json` gives the two: a classic 9x9 (counted at once by `fast`) and a
/// 6x6 (counted in slices).
#[test]
fn several_solutions_show_two_of_them_and_where_they_differ() {
    let classic = data_lines("invalid_multiple_solutions.txt")[2].clone();
    let six = format!("{};box=3x2", ".".repeat(36));
    for puzzle in [classic, six] {
        let run = sudoku_with_input(&["solve", "--json", "-"], &format!("{puzzle}\n"));
        let report: Value = serde_json::from_str(run.lines()[0]).unwrap();
        assert_eq!(report["status"], "several_solutions", "{puzzle}");
        let strings = |key: &str| -> Vec<String> {
            let array = report[key].as_array().unwrap();
            array
                .iter()
                .map(|s| s.as_str().unwrap().to_string())
                .collect()
        };
        let (several, differ) = (strings("several"), strings("differ"));
        assert_eq!(several.len(), 2);
        let size = (several[0].len() as f64).sqrt() as usize;
        let named: Vec<String> = (0..several[0].len())
            .filter(|&cell| several[0].as_bytes()[cell] != several[1].as_bytes()[cell])
            .map(|cell| format!("r{}c{}", cell / size + 1, cell % size + 1))
            .collect();
        assert!(!named.is_empty());
        assert_eq!(differ, named);
        for solution in &several {
            let line = format!("{solution}{}\n", if size == 6 { ";box=3x2" } else { "" });
            let count = sudoku_with_input(&["count", "-"], &line);
            assert_eq!(count.ok_lines(), ["1"], "a full grid that keeps the rules");
            assert!(puzzle
                .chars()
                .zip(solution.chars())
                .all(|(given, digit)| given == '.' || given == digit));
        }
        let words = sudoku_with_input(&["solve", "-"], &format!("{puzzle}\n"));
        assert!(
            words.lines()[0].contains(&format!("two of them differ at {}", differ.join(", "))),
            "{}",
            words.stdout
        );
    }
}

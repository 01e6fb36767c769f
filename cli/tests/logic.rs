//! `sudoku rate`, `explain` and `hint` on the shared puzzle sets.

mod common;

use common::{data, data_lines, field, sudoku, sudoku_with_input};
use serde_json::Value;

/// The first `n` lines of a data file, as one input.
fn first_lines(file: &str, n: usize) -> String {
    data_lines(file)[..n].join("\n")
}

#[test]
fn rate_prints_se_figures_level_and_hardest_technique_per_puzzle() {
    let run = sudoku_with_input(&["rate", "-"], &first_lines("se_rated_computed.txt", 3));
    let lines = run.ok_lines();
    assert_eq!(
        lines,
        vec![
            "1.2/1.2/1.2 Easy Hidden Single (box)",
            "1.2/1.2/1.2 Easy Hidden Single (box)",
            // The first step of the highest value: the path's hidden
            // singles in a column come before its one in a row.
            "1.5/1.2/1.2 Easy Hidden Single (column)",
        ]
    );
}

#[test]
fn rate_agrees_with_the_files_se_ratings() {
    for line in data_lines("sudokuexchange_se_rated.txt").iter().take(12) {
        let expected: f64 = line.split(',').nth(2).unwrap().parse().unwrap();
        let run = sudoku_with_input(&["rate", "-"], line);
        let out = run.ok_lines();
        let er: f64 = out[0].split('/').next().unwrap().parse().unwrap();
        assert!((er - expected).abs() < 0.05, "{line}: {}", out[0]);
    }
}

#[test]
fn rate_json_carries_histogram_and_every_reading() {
    let run = sudoku_with_input(
        &["rate", "--json", "--harmony", "--iterations", "2000", "-"],
        &first_lines("sudokuexchange_se_rated.txt", 1),
    );
    let value: Value = serde_json::from_str(run.ok_lines()[0]).unwrap();
    assert_eq!(value["er"], 7.2);
    assert_eq!(value["ep"], 1.2);
    assert_eq!(value["hardest"], "Forcing XY-Chain");
    assert!(value["histogram"]["Forcing XY-Chain"].as_u64().unwrap() >= 1);
    assert!(value["families"]["singles"].as_u64().unwrap() > 40);
    assert!(value["hodoku"]["score"].as_u64().unwrap() > 0);
    assert!(["easy", "medium", "hard", "evil"].contains(&value["csp"]["class"].as_str().unwrap()));
    assert!((1..=5).contains(&value["harmony"]["level"].as_u64().unwrap()));
    // Without --harmony the reading is null (it is stochastic and slower).
    let run = sudoku_with_input(
        &["rate", "--json", "-"],
        &first_lines("sudokuexchange_se_rated.txt", 1),
    );
    let value: Value = serde_json::from_str(run.ok_lines()[0]).unwrap();
    assert!(value["harmony"].is_null());
}

/// Every shape is rated with the options given: `--profile` chooses the
/// path's techniques and `--harmony` runs on every shape harmony search
/// takes; on one it does not take, the line says so.
#[test]
fn rate_takes_its_options_on_every_shape() {
    let killer = &data_lines("shapes/killer_9x9.txt")[0];
    let rated = |profile: &str| -> Value {
        let run = sudoku_with_input(
            &[
                "rate",
                "--json",
                "--profile",
                profile,
                "--harmony",
                "--iterations",
                "2000",
                "-",
            ],
            killer,
        );
        serde_json::from_str(run.ok_lines()[0]).unwrap()
    };
    let direct = |rating: &Value| {
        let histogram = rating["histogram"].as_object().unwrap();
        histogram
            .keys()
            .filter(|name| name.starts_with("Direct"))
            .count()
    };
    let se = rated("se");
    let human = rated("human");
    assert!(direct(&se) > 0, "SE's direct shortcuts: {se}");
    assert_eq!(direct(&human), 0, "{human}");
    assert!((1..=5).contains(&human["harmony"]["level"].as_u64().unwrap()));
    assert_eq!(se["harmony"], human["harmony"], "the same seed's run");

    let arrow = format!("{};arrow=0:1.2", field("famous.txt", 0, 0));
    let run = sudoku_with_input(&["rate", "--harmony", "-"], &arrow);
    assert!(
        run.ok_lines()[0].starts_with("error: harmony search takes every size"),
        "{}",
        run.ok_lines()[0]
    );
}

/// `explain` and `hint` follow `--profile` on every shape: SE's list takes
/// its direct shortcuts on a killer, the human one (the default) does not.
#[test]
fn explain_and_hint_take_the_profile_on_every_shape() {
    let killer = data_lines("shapes/killer_9x9.txt")[0].clone();
    let techniques = |command: &str, profile: &str| -> Vec<String> {
        let run = sudoku(&[command, "--json", "--profile", profile, &killer]);
        let value: Value = serde_json::from_str(run.ok_lines()[0]).unwrap();
        let steps = match value.get("steps") {
            Some(steps) => steps.as_array().unwrap().clone(),
            None => vec![value],
        };
        steps
            .iter()
            .map(|step| step["technique"].as_str().unwrap().to_string())
            .collect()
    };
    let direct = |names: &[String]| names.iter().any(|name| name.starts_with("Direct"));
    assert!(direct(&techniques("explain", "se")));
    assert!(!direct(&techniques("explain", "human")));
    assert_eq!(techniques("hint", "se")[0], techniques("explain", "se")[0]);
    assert_eq!(
        techniques("hint", "human")[0],
        techniques("explain", "human")[0]
    );
}

#[test]
fn rate_reports_bad_puzzles_in_place() {
    let input = [
        data_lines("invalid_no_solution.txt")[0].clone(),
        data_lines("invalid_multiple_solutions.txt")[3].clone(),
        data_lines("malformed.txt")[0].clone(),
        data_lines("famous.txt")[0].clone(),
    ]
    .join("\n");
    let run = sudoku_with_input(&["rate", "-"], &input);
    let lines = run.ok_lines();
    assert_eq!(lines[0], "error: the puzzle has no solution");
    assert_eq!(lines[1], "error: the puzzle has several solutions");
    assert!(
        lines[2].starts_with("error: found 80 cells"),
        "{}",
        lines[2]
    );
    assert_eq!(lines[3], "1.2/1.2/1.2 Easy Hidden Single (box)");
}

#[test]
fn explain_numbers_every_step_in_words_and_ends_solved() {
    let puzzle = field("famous.txt", 0, 0);
    let run = sudoku(&["explain", &puzzle]);
    let lines = run.ok_lines();
    assert!(lines[0].starts_with("1. "), "{}", lines[0]);
    assert!(lines.iter().any(|l| l.contains("must be")));
    let solution = field("famous.txt", 0, 1);
    assert_eq!(lines.last().unwrap(), &format!("Solved: {solution}"));
    // 51 open cells: at least one placing step each.
    assert!(lines.len() >= 52);
}

/// Logic stops short of the grid on a puzzle with several solutions, and
/// says so. (One with a single solution that every technique leaves stuck
/// takes minutes to give up on since level-4 forcing chains: the words of
/// that stall are tested in the engine's `logic::stall`.)
#[test]
fn explain_and_hint_say_why_logic_stops() {
    let several = format!("{:.<81}", "1.....567234.....8");
    let run = sudoku_with_input(&["explain", "--variant", "antiknight", "-"], &several);
    let last = *run.ok_lines().last().unwrap();
    assert!(
        last.starts_with("Stuck: no technique applies (the puzzle has several solutions)"),
        "{last}"
    );
    let run = sudoku_with_input(&["hint", "--variant", "antiknight", "-"], &several);
    assert!(
        run.ok_lines()[0].starts_with("Pointing"),
        "{:?}",
        run.ok_lines()
    );
}

#[test]
fn explain_json_gives_highlight_data_with_link_kinds() {
    let puzzle = field("sudokuexchange_se_rated.txt", 0, 0);
    let run = sudoku(&["explain", "--json", "--profile", "se", &puzzle]);
    let value: Value = serde_json::from_str(run.ok_lines()[0]).unwrap();
    assert_eq!(value["solved"], true);
    let steps = value["steps"].as_array().unwrap();
    let chain = steps
        .iter()
        .find(|s| s["technique"] == "Forcing XY-Chain")
        .expect("a chain step");
    let links = chain["highlights"]["chains"][0].as_array().unwrap();
    assert!(links.len() >= 3);
    assert_eq!(links[0]["kind"], "weak");
    assert_eq!(links[1]["kind"], "strong");
    assert!(chain["eliminations"].as_array().unwrap().len() == 1);
    assert_eq!(steps[0]["step"], 1);
}

#[test]
fn hint_gives_the_next_step_of_a_puzzle_or_a_pencil_mark_grid() {
    let puzzle = field("famous.txt", 0, 0);
    let run = sudoku(&["hint", &puzzle]);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 1);
    assert!(lines[0].contains("must be"), "{}", lines[0]);

    // A pencil-mark grid: the solution with r1c1 and r1c2 open on their two
    // digits a/b and r1c3 open on its digit c and a: c has one place left.
    let solution = field("famous.txt", 0, 1);
    let mut marks: Vec<String> = solution.chars().map(|c| c.to_string()).collect();
    let (a, b) = (solution.as_bytes()[0] - b'0', solution.as_bytes()[1] - b'0');
    marks[0] = format!("{a}{b}");
    marks[1] = format!("{a}{b}");
    marks[2] = format!("{}{a}", solution.as_bytes()[2] - b'0');
    let grid = marks
        .chunks(9)
        .map(|row| row.join(" "))
        .collect::<Vec<_>>()
        .join("\n");
    let run = sudoku_with_input(&["hint", "-"], &grid);
    let text = run.ok_lines().join(" ");
    assert_eq!(
        text,
        format!("Full House: r1c1 is the last open cell of column 1, so r1c1 must be {a}.")
    );
    // Marks that leave out r1c1's digit have no solution, and are refused.
    marks[0] = b.to_string();
    let grid = marks
        .chunks(9)
        .map(|row| row.join(" "))
        .collect::<Vec<_>>()
        .join("\n");
    let run = sudoku_with_input(&["hint", "-"], &grid);
    assert_eq!(run.code, Some(2));
}

#[test]
fn hint_and_explain_refuse_what_is_not_a_puzzle() {
    let run = sudoku(&["hint", "12345"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("not a puzzle"), "{}", run.stderr);
    let none = data_lines("invalid_no_solution.txt")[0].clone();
    let run = sudoku(&["explain", &none]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("no solution"), "{}", run.stderr);
}

#[test]
fn rate_reads_files() {
    let run = sudoku(&["rate", &data("projecteuler96_easy50.txt")]);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), data_lines("projecteuler96_easy50.txt").len());
    assert!(lines.iter().all(|l| !l.starts_with("error")), "{lines:?}");
}

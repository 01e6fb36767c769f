//! `sudoku bench` prints a row per puzzle set, and per rating band.

mod common;

use common::{data, data_lines, sudoku, sudoku_with_input, TempFile};
use serde_json::Value;

/// The table's rows (after the caption, header and rule, up to the notes
/// below the table), as words.
fn rows(stdout: &str) -> Vec<Vec<String>> {
    stdout
        .lines()
        .skip(3)
        .take_while(|line| line.contains("  "))
        .map(|line| line.split_whitespace().map(str::to_string).collect())
        .collect()
}

/// The rating bands a data file's lines fall in, in order.
fn bands(file: &str) -> Vec<String> {
    let mut bands: Vec<i64> = data_lines(file)
        .iter()
        .filter_map(|line| line.split(',').nth(2)?.trim().parse::<f64>().ok())
        .map(|rating| rating.floor() as i64)
        .collect();
    bands.sort_unstable();
    bands.dedup();
    bands.iter().map(|b| format!("{b}.0-{b}.9")).collect()
}

#[test]
fn one_run_per_puzzle_gives_a_row_per_set_and_rating_band() {
    let files = [
        "norvig_hardest11.txt",
        "se_rated_computed.txt",
        "famous.txt",
    ];
    let paths: Vec<String> = files.iter().map(|f| data(f)).collect();
    let mut args = vec!["bench"];
    args.extend(paths.iter().map(String::as_str));
    let run = sudoku(&args);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.starts_with("engine fast (exact)"),
        "{}",
        run.stdout
    );
    let header: Vec<&str> = run
        .stdout
        .lines()
        .nth(1)
        .unwrap()
        .split_whitespace()
        .collect();
    assert!(header.starts_with(&["set", "puzzles", "solved", "puzzles/s"]));
    assert!(header.contains(&"guesses"), "{header:?}");

    let rows = rows(&run.stdout);
    let sets: Vec<&Vec<String>> = rows
        .iter()
        .filter(|r| !r[0].starts_with("rating") && r[0] != "unrated")
        .collect();
    assert_eq!(sets.len(), files.len());
    for (row, file) in sets.iter().zip(files) {
        assert_eq!(row[0], file.trim_end_matches(".txt"));
        let puzzles = data_lines(file).len().to_string();
        assert_eq!(
            (&row[1], &row[2]),
            (&puzzles, &puzzles),
            "every puzzle solved"
        );
    }
    let band_rows: Vec<String> = rows
        .iter()
        .filter(|r| r[0] == "rating")
        .map(|r| r[1].clone())
        .collect();
    let mut expected = bands("se_rated_computed.txt");
    expected.extend(bands("famous.txt"));
    assert_eq!(band_rows, expected);
    assert!(
        rows.iter().any(|r| r[0] == "unrated"),
        "famous.txt has unrated lines"
    );
}

#[test]
fn several_runs_give_success_rate_and_percentiles() {
    let run = sudoku(&["bench", "--runs", "3", &data("famous.txt")]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("3 runs per puzzle"));
    let row = &rows(&run.stdout)[0];
    // set puzzles runs solved success median(2) p90(2) iters
    assert_eq!(row[..5], ["famous", "9", "27", "27", "100.0%"]);
}

#[test]
fn failed_runs_rank_above_the_time_limit() {
    // Two copies of an easy puzzle (solved within the driver's first slice)
    // and eight of the hard set's longest search for fast, stopped by a
    // 1 ns limit after its first slice: 20% success, and both the median and
    // the 90th percentile fall on failures.
    let file = "forum_hardest_1905_11plus_sample.txt";
    let json = sudoku(&["solve", "--json", &data(file)]);
    let hardest = json
        .ok_lines()
        .iter()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .max_by_key(|o| o["iterations"].as_u64().unwrap())
        .unwrap();
    let easy = data_lines("famous.txt")[0].clone();
    let hard = hardest["puzzle"].as_str().unwrap().to_string();
    let content = [vec![easy; 2], vec![hard; 8]].concat().join("\n");
    let input = TempFile::new("bench-limit.txt", &content);
    let run = sudoku(&[
        "bench",
        "--runs",
        "2",
        "--time-limit",
        "1e-9",
        &input.path(),
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let row = &rows(&run.stdout)[0];
    assert_eq!(row[1..5], ["10", "20", "4", "20.0%"], "{}", run.stdout);
    assert_eq!(row[5], ">", "median is a failure: {}", run.stdout);
}

#[test]
fn json_rows_parse_and_count_the_puzzles() {
    let run = sudoku_with_input(&["bench", "--json", &data("norvig_hardest11.txt")], "");
    let rows: Vec<Value> = run
        .ok_lines()
        .iter()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    assert_eq!(row["set"], "norvig_hardest11");
    assert_eq!(row["group"], "all");
    assert_eq!(row["puzzles"], 6);
    assert_eq!(row["solved"], 6);
    assert_eq!(row["success_rate"], 1.0);
    assert!(row["counter_means"]["guesses"].is_number());
}

#[test]
fn throughput_solves_every_puzzle_of_each_pass_and_refuses_stochastic_engines() {
    let run = sudoku(&[
        "bench",
        "--throughput",
        "--json",
        "--passes",
        "3",
        &data("famous.txt"),
    ]);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 1);
    let row: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(row["set"], "famous");
    assert_eq!(row["puzzles"], 27);
    assert_eq!(row["solved"], 27);
    assert!(row["puzzles_per_second"].as_f64().unwrap() > 0.0);
    let refused = sudoku(&[
        "bench",
        "--throughput",
        "--engine",
        "anneal",
        &data("famous.txt"),
    ]);
    assert_eq!(refused.code, Some(2));
    assert!(
        refused.stderr.contains("exact engines only"),
        "{}",
        refused.stderr
    );
}

/// `--throughput` runs every shape its engine takes; a line of a shape the
/// engine does not take is skipped with the engine's reason.
#[test]
fn throughput_runs_every_shape_the_engine_takes() {
    let killer = data_lines("shapes/killer_9x9.txt")[0].clone();
    let sixteen = data_lines("shapes/sizes_16x16.txt")[0].clone();
    let input = TempFile::new("throughput-shapes.txt", &[killer, sixteen].join("\n"));
    let path = input.path();
    let run = sudoku(&["bench", "--throughput", "--json", "-e", "propagate", &path]);
    let row: Value = serde_json::from_str(run.ok_lines()[0]).unwrap();
    assert_eq!(
        (&row["puzzles"], &row["solved"]),
        (&2.into(), &2.into()),
        "{row}"
    );

    let fast = sudoku(&["bench", "--throughput", "--json", "-e", "fast", &path]);
    let row: Value = serde_json::from_str(fast.ok_lines()[0]).unwrap();
    assert_eq!(row["puzzles"], 0, "{row}");
    assert!(
        fast.stderr
            .contains("skipped line 2: fast: this engine solves the classic 9x9 only"),
        "{}",
        fast.stderr
    );
}

/// Lines of other shapes are benched as what they are: a killer's cages
/// and a variant's rules are kept (they were once read as classic puzzles
/// without them, and an empty killer grid counted as solved by `fast`).
#[test]
fn lines_of_other_shapes_keep_their_rules() {
    let killer = data_lines("shapes/killer_9x9.txt")[0].clone();
    let x = data_lines("shapes/variants_9x9.txt")[0].clone();
    let input = TempFile::new("bench-shapes.txt", &[killer, x].join("\n"));
    let path = input.path();
    let solved = |args: &[&str]| -> u64 {
        let mut all = vec!["bench", "--json"];
        all.extend(args);
        all.push(&path);
        let run = sudoku(&all);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        let row: Value = serde_json::from_str(run.ok_lines()[0]).unwrap();
        assert_eq!(row["puzzles"], 2, "{row}");
        row["solved"].as_u64().unwrap()
    };
    assert_eq!(solved(&[]), 2, "the shape's default engine solves both");
    assert_eq!(
        solved(&["-e", "fast"]),
        0,
        "fast takes the classic 9x9 only"
    );
    assert_eq!(solved(&["-e", "anneal", "--runs", "1"]), 2);
}

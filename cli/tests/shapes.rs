//! Other sizes and variants on the command line: instance files read as
//! they are, the shared data lines with their shapes (a tag is never
//! dropped), rules given as options, and counts as the files say.

mod common;

use common::{sudoku, sudoku_with_input};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;

fn shapes(file: &str) -> String {
    common::data(&format!("shapes/{file}"))
}

fn shape_lines(file: &str) -> Vec<String> {
    common::data_lines(&format!("shapes/{file}"))
        .into_iter()
        .filter(|line| !line.trim().is_empty())
        .collect()
}

#[test]
fn a_25x25_instance_file_is_read_as_it_is_and_solved() {
    let file = shapes("sudoku_acs_raw/inst25x25_50_0.txt");
    let strict = sudoku(&["solve", &file]);
    assert!(strict.ok_lines()[0].starts_with("error: multiple solutions"));
    let any = sudoku(&["solve", "--any", &file]);
    let solution = any.ok_lines()[0].to_string();
    assert_eq!(solution.len(), 625);
    let text = std::fs::read_to_string(&file).unwrap();
    let puzzle = read_puzzle(&text, &ShapeOptions::default()).unwrap().sudoku;
    let grid = read_puzzle(&solution, &ShapeOptions::default())
        .unwrap()
        .sudoku;
    assert!(puzzle.is_solved_by(grid.givens()));
}

#[test]
fn each_shape_gets_its_default_engine_and_engines_say_what_they_solve() {
    let line = &shape_lines("sizes_25x25.txt")[40];
    let json = sudoku_with_input(&["solve", "--json", "-"], &format!("{line}\n"));
    let report: serde_json::Value = serde_json::from_str(json.ok_lines()[0]).unwrap();
    assert_eq!(report["engine"], "portfolio", "{report}");
    assert_eq!(report["status"], "solved", "{report}");
    assert_eq!(report["solutions"], "unique", "{report}");
    let line = &shape_lines("jigsaw_9x9.txt")[0];
    let json = sudoku_with_input(&["solve", "--json", "-"], &format!("{line}\n"));
    let report: serde_json::Value = serde_json::from_str(json.ok_lines()[0]).unwrap();
    assert_eq!(report["engine"], "portfolio", "{report}");
    let chosen = sudoku_with_input(&["solve", "--json", "-e", "sat", "-"], &format!("{line}\n"));
    let report: serde_json::Value = serde_json::from_str(chosen.ok_lines()[0]).unwrap();
    assert_eq!(report["engine"], "sat", "{report}");
    assert_eq!(report["status"], "solved", "{report}");

    let listing = sudoku(&["engines"]).stdout;
    let shapes_of = |engine: &str| {
        let start = listing.find(&format!("\n{engine} (")).unwrap();
        let block = &listing[start + 1..];
        let line = block
            .lines()
            .find(|line| line.trim_start().starts_with("shapes:"));
        line.unwrap().trim().to_string()
    };
    assert_eq!(shapes_of("magic"), "shapes: the classic 9x9");
    assert!(
        shapes_of("logic").contains("36x36"),
        "{}",
        shapes_of("logic")
    );
    assert!(
        shapes_of("propagate").contains("36x36"),
        "{}",
        shapes_of("propagate")
    );
    // The rules table: a column per solving engine, a row per rule.
    let table = &listing[listing.find("the rules each engine takes").unwrap()..];
    let row = |rule: &str| -> Vec<String> {
        let line = table
            .lines()
            .find(|line| line.split_whitespace().next() == Some(rule));
        line.unwrap().split_whitespace().map(String::from).collect()
    };
    let header = row("rule");
    let column = |engine: &str| header.iter().position(|name| name == engine).unwrap();
    for (rule, engine, mark) in [
        ("arrow", "propagate", "y"),
        ("arrow", "sat", "y"),
        ("arrow", "brute", "-"),
        ("thermo", "anneal", "y"),
        ("cage", "acs", "-"),
        ("columnindexer", "csp", "y"),
        ("x", "fast", "-"),
    ] {
        assert_eq!(row(rule)[column(engine)], mark, "{rule} by {engine}");
    }
    let json = sudoku(&["engines", "--json"]).stdout;
    let brute: serde_json::Value = json
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .find(|engine| engine["name"] == "brute")
        .unwrap();
    let rules = brute["rules"].as_array().unwrap();
    assert!(rules.contains(&"thermo".into()) && !rules.contains(&"arrow".into()));
}

/// An f-puzzles link to `givens` (81 symbols) with `extra` keys.
fn f_puzzles_link(givens: &str, extra: serde_json::Value) -> String {
    let grid: Vec<Vec<serde_json::Value>> = givens
        .as_bytes()
        .chunks(9)
        .map(|row| {
            row.iter()
                .map(|&symbol| match symbol {
                    b'1'..=b'9' => serde_json::json!({"value": symbol - b'0', "given": true}),
                    _ => serde_json::json!({}),
                })
                .collect()
        })
        .collect();
    let mut puzzle = serde_json::json!({"size": 9, "grid": grid});
    puzzle
        .as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    let data = lz_str::compress_to_base64(puzzle.to_string().as_str());
    format!("https://www.f-puzzles.com/?load={data}")
}

/// A link of tens of KB (here a long ruleset text, which compresses
/// badly) is read from a file like a short one.
#[test]
fn a_long_link_in_a_file_is_read_like_a_short_one() {
    let line = &shape_lines("variants_9x9.txt")[0];
    let (cells, solution) = (
        line.split(',').next().unwrap(),
        line.rsplit(',').next().unwrap(),
    );
    let mut state = 7u64;
    let ruleset: String = (0..40_000)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            char::from(b'a' + (state >> 59) as u8)
        })
        .collect();
    let extra = serde_json::json!({"diagonal+": true, "diagonal-": true, "ruleset": ruleset});
    let link = f_puzzles_link(cells, extra);
    assert!(link.len() > 16 * 1024, "{}", link.len());
    let solved = sudoku_with_input(&["solve", "-"], &format!("{link}\n"));
    assert_eq!(solved.ok_lines(), [solution]);
}

#[test]
fn f_puzzles_and_sudokupad_links_are_solved_or_refused_with_the_rules_named() {
    let line = &shape_lines("variants_9x9.txt")[0];
    let (cells, solution) = (
        line.split(',').next().unwrap(),
        line.rsplit(',').next().unwrap(),
    );
    let x = serde_json::json!({"diagonal+": true, "diagonal-": true});
    let link = f_puzzles_link(cells, x);
    assert_eq!(sudoku(&["solve", &link]).ok_lines(), [solution]);
    let in_a_file = sudoku_with_input(&["count", "-"], &format!("{link}\n"));
    assert_eq!(in_a_file.ok_lines(), ["1"]);
    let pad = link.replace(
        "https://www.f-puzzles.com/?load=",
        "https://sudokupad.app/fpuzzles",
    );
    assert_eq!(sudoku(&["solve", &pad]).ok_lines(), [solution]);

    // Lines drawn as decoration may be rules stated only in words: with
    // several solutions, the error says rules may be missing.
    let decorated = serde_json::json!({
        "line": [{"lines": [["R1C1", "R1C2"]]}, {"lines": [["R2C1", "R2C2"]]}],
        "circle": [{"cells": ["R5C5"]}]
    });
    let blank = ".".repeat(81);
    let several = sudoku(&["solve", "--json", &f_puzzles_link(&blank, decorated)]);
    let report: serde_json::Value = serde_json::from_str(several.ok_lines()[0]).unwrap();
    assert_eq!(report["status"], "several_solutions");
    assert!(
        report["error"].as_str().unwrap().contains(
            "rules may be missing: the puzzle draws 2 lines and 1 circle that are not rules \
             Sudoku Lab reads"
        ),
        "{report}"
    );
    let locked = serde_json::json!({"lockout": [{"lines": [["R1C1", "R1C2", "R1C3"]]}]});
    let refused = sudoku(&["solve", &f_puzzles_link(cells, locked)]);
    assert!(
        refused.ok_lines()[0].contains("does not support yet: lockout (1)"),
        "{}",
        refused.stdout
    );
    let short = sudoku(&["solve", "https://sudokupad.app/abc123"]);
    assert!(
        short.ok_lines()[0]
            .starts_with("error: a SudokuPad short link is stored on SudokuPad's server"),
        "{}",
        short.stdout
    );
}

#[test]
fn jigsaw_killer_and_variant_lines_are_solved_as_what_they_are() {
    for file in [
        "jigsaw_9x9.txt",
        "killer_9x9.txt",
        "variants_9x9.txt",
        "sizes_16x16.txt",
    ] {
        let first = &shape_lines(file)[0];
        let expected = first.rsplit(',').next().unwrap();
        let run = sudoku_with_input(&["solve", "-"], &format!("{first}\n"));
        assert_eq!(run.ok_lines(), [expected], "{file}");
    }
}

#[test]
fn counts_follow_the_files() {
    let run = sudoku(&["count", &shapes("sizes_16x16.txt")]);
    let expected: Vec<&str> = shape_lines("sizes_16x16.txt")
        .iter()
        .map(|line| {
            if line.split(',').count() == 3 {
                "1"
            } else {
                "2"
            }
        })
        .collect();
    assert_eq!(run.ok_lines(), expected);
}

/// The second shared killer took `propagate` alone about 3 minutes to
/// count; the two exact engines in turns count it in about a second.
#[test]
fn a_killer_hard_for_one_engine_is_counted_by_the_other() {
    let line = &shape_lines("killer_9x9.txt")[1];
    let unsolved = line.rsplit_once(',').unwrap().0;
    let run = sudoku_with_input(&["count", "-"], &format!("{unsolved}\n"));
    assert_eq!(run.ok_lines(), ["1"]);
}

#[test]
fn logic_solves_a_killer_step_by_step() {
    let line = &shape_lines("killer_9x9.txt")[0];
    let solution = line.rsplit(',').next().unwrap();
    let json = sudoku_with_input(
        &["solve", "--json", "-e", "logic", "-"],
        &format!("{line}\n"),
    );
    let report: serde_json::Value = serde_json::from_str(json.ok_lines()[0]).unwrap();
    assert_eq!(report["status"], "solved", "{report}");
    assert_eq!(report["solution"], solution, "{report}");
    assert!(report["stats"]["cages"].as_u64() > Some(0), "{report}");
    assert_eq!(
        report["stats"]["hardest"],
        2.5,
        "the human path's hardest step (tied neighbours, reading the cages under an assumption): {report}"
    );
}

#[test]
fn rules_given_as_options_apply_and_other_engines_say_they_do_not() {
    let line = &shape_lines("variants_9x9.txt")[0];
    let (cells, solution) = (
        line.split(',').next().unwrap(),
        line.rsplit(',').next().unwrap(),
    );
    assert_eq!(
        sudoku_with_input(&["count", "-"], cells).ok_lines(),
        ["2"],
        "without X the puzzle is not unique"
    );
    let with_x = sudoku_with_input(&["solve", "--variant", "x", "-"], cells);
    assert_eq!(with_x.ok_lines(), [solution]);
    let fast = sudoku_with_input(&["solve", "--engine", "fast", "-"], &format!("{line}\n"));
    assert!(
        fast.ok_lines()[0].starts_with("error: fast: this engine solves the classic 9x9 only")
            && fast.ok_lines()[0].contains("propagate, sat and portfolio solve it"),
        "{}",
        fast.stdout
    );
    for tags in ["indexer", "x+indexer"] {
        let tagged = sudoku_with_input(&["solve", "-"], &format!("{cells},{tags}\n"));
        assert!(
            tagged.ok_lines()[0].starts_with("error: unknown rule 'indexer'"),
            "a rule we do not know is refused, not solved as a classic: {}",
            tagged.stdout
        );
    }
    let unknown = sudoku_with_input(&["solve", "--variant", "indexer", "-"], cells);
    assert!(
        unknown.ok_lines()[0].contains("unknown rule 'indexer'"),
        "{}",
        unknown.stdout
    );
}

#[test]
fn lewis_style_instances_keep_their_fill_and_replay_from_their_seed() {
    let args = [
        "generate", "--shape", "16x16", "--fill", "0.45", "--seed", "5", "--count", "3",
    ];
    let run = sudoku(&args);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 3);
    for line in &lines {
        let read = read_puzzle(line, &ShapeOptions::default()).unwrap().sudoku;
        assert_eq!(read.shape().size(), 16);
        assert_eq!(read.givens().filled(), 115, "45% of 256, rounded");
        let solved = sudoku_with_input(&["solve", "--any", "-"], &format!("{line}\n"));
        let grid = read_puzzle(solved.ok_lines()[0], &ShapeOptions::default()).unwrap();
        assert!(read.is_solved_by(grid.sudoku.givens()));
    }
    assert_eq!(
        sudoku(&args).stdout,
        run.stdout,
        "the same seed, the same instances"
    );
    let bad = sudoku(&["generate", "--shape", "16x15"]);
    assert_eq!(bad.code, Some(2));
}

#[test]
fn generated_puzzles_of_other_shapes_are_unique_and_rated_and_replay_from_their_seed() {
    for args in [
        vec![
            "generate", "--shape", "9x9", "--killer", "--seed", "3", "--count", "2",
        ],
        vec![
            "generate",
            "--shape",
            "6x6",
            "--variant",
            "x",
            "--seed",
            "4",
            "--count",
            "2",
        ],
    ] {
        let run = sudoku(&args);
        let lines = run.ok_lines();
        assert_eq!(lines.len(), 2, "{args:?}: {}", run.stdout);
        let input = format!("{}\n", lines.join("\n"));
        let counted = sudoku_with_input(&["count", "-"], &input);
        assert_eq!(counted.ok_lines(), ["1", "1"], "{args:?}: unique");
        let rated = sudoku_with_input(&["rate", "-"], &input);
        for line in rated.ok_lines() {
            assert!(!line.starts_with("error"), "{line}");
        }
        assert_eq!(
            sudoku(&args).stdout,
            run.stdout,
            "the same seed, the same puzzles"
        );
    }
    let killer = sudoku(&[
        "generate", "--shape", "9x9", "--killer", "--seed", "3", "--json",
    ]);
    let object: serde_json::Value = serde_json::from_str(killer.ok_lines()[0]).unwrap();
    assert!(object["puzzle"].as_str().unwrap().contains(";cage="));
    assert_eq!(object["solution"].as_str().unwrap().len(), 81);
    let bare = sudoku(&[
        "generate",
        "--shape",
        "9x9",
        "--killer",
        "--no-givens",
        "--seed",
        "5",
        "--json",
    ]);
    let object: serde_json::Value = serde_json::from_str(bare.ok_lines()[0]).unwrap();
    assert_eq!(object["givens"], 0, "{object}");
    let refused = sudoku(&["generate", "--shape", "9x9", "--no-givens"]);
    assert_eq!(refused.code, Some(2), "--no-givens needs --killer");
}

/// Without `--shape` the generator makes a 9x9, and the rules, cages and
/// instances asked for are made on it, never dropped.
#[test]
fn generate_without_a_shape_makes_9x9s_with_every_rule_asked() {
    for asked in [
        vec!["--killer", "--seed", "3"],
        vec!["--variant", "x", "--seed", "4"],
        vec!["--boxes", "3x3", "--fill", "0.4", "--seed", "5"],
    ] {
        let plain = sudoku(&[&["generate"][..], &asked].concat());
        let sized = sudoku(&[&["generate", "--shape", "9x9"][..], &asked].concat());
        assert_eq!(plain.code, Some(0), "{asked:?}: {}", plain.stderr);
        assert_eq!(plain.stdout, sized.stdout, "{asked:?}");
    }
    let x = sudoku(&["generate", "--variant", "x", "--seed", "4"]);
    assert!(
        x.ok_lines()[0].split(',').next().unwrap().ends_with(";x"),
        "{}",
        x.stdout
    );
    let symmetric = sudoku(&["generate", "--killer", "--symmetry", "180", "--seed", "3"]);
    assert_eq!(symmetric.code, Some(2), "{}", symmetric.stdout);
    assert!(
        symmetric
            .stderr
            .contains("not by a symmetry (rotational-180 was asked)"),
        "{}",
        symmetric.stderr
    );
}

#[test]
fn a_25x25_is_made_in_seconds_and_says_it_is_not_proven_minimal() {
    let run = sudoku(&["generate", "--shape", "25x25", "--seed", "3", "--unrated"]);
    let puzzle = run.ok_lines()[0].split(',').next().unwrap().to_string();
    let givens = puzzle.chars().filter(|&c| c != '.').count();
    assert!(puzzle.len() == 625 && givens < 625 / 2, "{puzzle}");
    let said = "puzzle 1 is unique but not proven minimal: ";
    let unproven: usize = run
        .stderr
        .split(&said)
        .nth(1)
        .expect(&run.stderr)
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(unproven > 0 && unproven < givens, "{}", run.stderr);
    assert!(
        run.stderr.contains(&format!("of its {givens} givens")),
        "{}",
        run.stderr
    );
    let small = sudoku(&["generate", "--shape", "6x6", "--seed", "3", "--json"]);
    let object: serde_json::Value = serde_json::from_str(small.ok_lines()[0]).unwrap();
    assert_eq!(object["unproven_givens"], 0, "{object}");
    assert!(!small.stderr.contains("not proven"), "{}", small.stderr);
}

#[test]
fn a_link_is_written_back_as_an_f_puzzles_link_that_solves_the_same() {
    // The shared link L020 (anti-king, thermometers, arrows), kept for the app's tests.
    let link = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/e2e/fixtures/thermo-arrow-fpuzzles-link.txt"
    ))
    .unwrap();
    let converted = sudoku(&["convert", link.trim()]);
    let line = converted.ok_lines()[0].to_string();
    assert!(line.contains(";antiking;thermo=49.57.65.64;"), "{line}");
    assert!(line.contains(";arrow=56:66.76;title=Clipped;"), "{line}");
    let linked = sudoku(&["convert", "--to", "fpuzzles", link.trim()]);
    let written = linked.ok_lines()[0].to_string();
    assert!(
        written.starts_with("https://www.f-puzzles.com/?load="),
        "{written}"
    );
    assert_eq!(
        sudoku(&["convert", &written]).ok_lines(),
        [line.as_str()],
        "the link written reads back to the same puzzle"
    );
    assert_eq!(
        sudoku(&["solve", &written]).ok_lines(),
        ["867452931342891675519763284984327156635918427721645398498536712276189543153274869"]
    );
}

#[test]
fn the_logic_engine_solves_the_rules_setters_draw() {
    // The shared link L020 (anti-king, thermometers, arrows): solved by
    // logic alone, no longer refused.
    let link = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/e2e/fixtures/thermo-arrow-fpuzzles-link.txt"
    ))
    .unwrap();
    let solved = sudoku(&["solve", "--engine", "logic", link.trim()]);
    assert_eq!(
        solved.ok_lines(),
        ["867452931342891675519763284984327156635918427721645398498536712276189543153274869"]
    );
}

#[test]
fn the_logic_engine_keeps_its_time_limit_inside_a_long_step() {
    // The shared link L038: one step of nested forcing chains lasts
    // minutes; the time limit ends it.
    let row = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../shared/data/links/published.tsv"
    ))
    .unwrap()
    .lines()
    .find(|line| line.starts_with("L038\t"))
    .map(|line| line.rsplit('\t').next().unwrap().to_string())
    .unwrap();
    let run = sudoku(&["solve", "--engine", "logic", "-t", "1", &row]);
    assert!(
        run.stdout
            .starts_with("error: not solved within the time limit of 1 s (logic"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_pencil_mark_grid_of_any_size_is_solved_within_its_marks() {
    use sudoku_engine::format::shaped::write_grid;
    use sudoku_engine::shape::symbols::Alphabet;
    use sudoku_engine::shape::Sudoku;
    let line = &shape_lines("sizes_16x16.txt")[0];
    let read = read_puzzle(line, &ShapeOptions::default()).unwrap();
    let (puzzle, solution) = (read.sudoku, read.solution.unwrap());
    // Every open cell narrowed to its digit and the one after it.
    let marks: Vec<u64> = (0..256)
        .map(|cell| match puzzle.givens().get(cell) {
            0 => {
                let digit = solution.get(cell);
                1 << (digit - 1) | 1 << (usize::from(digit) % 16)
            }
            given => 1 << (given - 1),
        })
        .collect();
    let marked = Sudoku::from_marks(puzzle.shape().clone(), &marks).unwrap();
    let grid = write_grid(&marked);
    assert_eq!(grid.lines().count(), 19, "{grid}");
    let solved = sudoku_with_input(&["solve", "-"], &grid);
    assert_eq!(solved.ok_lines(), [solution.to_line(Alphabet::Standard)]);
    assert_eq!(sudoku_with_input(&["count", "-"], &grid).ok_lines(), ["1"]);
    let explained = sudoku_with_input(&["explain", "-"], &grid);
    assert!(explained.ok_lines().len() > 10, "{:?}", explained.lines());
}

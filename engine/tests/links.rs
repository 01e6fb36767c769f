//! The shared f-puzzles and SudokuPad links of real published puzzles
//! (`../shared/data/links/`): each opens with every rule it stores, or is
//! refused with the rules Sudoku Lab lacks named; each `unique` one that
//! opens is solved to its verified solution by the default engine and by
//! `sat`, and `propagate` never finds another grid.

mod common;

use common::{data_path, finish};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::fpuzzles_write::fpuzzles_link;
use sudoku_engine::format::shaped::{write_sudoku, ShapeOptions};
use sudoku_engine::registry::default_for;
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::solver::Step;
use sudoku_engine::{find, Outcome};

/// One row of a links file.
struct Row {
    id: String,
    rules: String,
    verdict: String,
    solution: String,
    link: String,
}

fn rows() -> Vec<Row> {
    ["links/published.tsv", "links/iss_converted.tsv"]
        .iter()
        .flat_map(|file| {
            let path = data_path(file);
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            text.lines()
                .skip(1)
                .filter(|line| !line.trim().is_empty())
                .map(|line| {
                    let fields: Vec<&str> = line.split('\t').collect();
                    Row {
                        id: fields[0].into(),
                        rules: fields[3].into(),
                        verdict: fields[4].into(),
                        solution: fields[6].into(),
                        link: fields[7].into(),
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The grid `engine` finds for `sudoku` within `steps` steps of 10,000
/// units each (a count of work, not of time), or `None` when it is still
/// searching.
fn solve(engine: &str, sudoku: &Sudoku, steps: Option<usize>) -> Option<Outcome> {
    let info = find(engine).unwrap();
    let params = info.resolve(None, []).unwrap();
    let mut run = info.start(sudoku, &params, 1).unwrap();
    match steps {
        None => Some(finish(run.as_mut(), 10_000)),
        Some(steps) => (0..steps).find_map(|_| match run.step(10_000) {
            Step::Finished(outcome) => Some(outcome),
            Step::Running => None,
        }),
    }
}

fn digits(grid: &Values) -> String {
    grid.cells()
        .iter()
        .map(|&digit| {
            char::from_digit(u32::from(digit), 36)
                .unwrap()
                .to_ascii_uppercase()
        })
        .collect()
}

#[test]
fn every_unique_link_that_opens_is_solved_to_its_verified_solution() {
    let mut solved = Vec::new();
    let mut refused = Vec::new();
    for row in rows().iter().filter(|row| row.verdict == "unique") {
        let sudoku = match read_puzzle(&row.link, &ShapeOptions::default()) {
            Ok(read) => read.sudoku,
            Err(error) => {
                let message = error.to_string();
                assert!(
                    message.contains("does not support yet"),
                    "{}: refused without naming the rules: {message}",
                    row.id
                );
                refused.push(format!("{} ({})", row.id, row.rules));
                continue;
            }
        };
        let default = default_for(sudoku.shape()).name;
        for engine in [default, "sat"]
            .into_iter()
            .take(if default == "sat" { 1 } else { 2 })
        {
            match solve(engine, &sudoku, None) {
                Some(Outcome::Solved(grid)) => {
                    assert_eq!(digits(&grid), row.solution, "{} by {engine}", row.id)
                }
                other => panic!("{} by {engine}: {other:?}", row.id),
            }
        }
        if let Some(outcome) = solve("propagate", &sudoku, Some(50)) {
            match outcome {
                Outcome::Solved(grid) => {
                    assert_eq!(digits(&grid), row.solution, "{} by propagate", row.id)
                }
                other => panic!("{} by propagate: {other:?}", row.id),
            }
        }
        solved.push(row.id.clone());
    }
    // All 56 since 2026-12-02 (50 on 2026-12-01).
    assert!(
        refused.is_empty() && solved.len() >= 56,
        "{} solved; refused: {}",
        solved.len(),
        refused.join(", ")
    );
}

#[test]
fn every_link_that_opens_is_written_back_as_an_f_puzzles_link_of_the_same_puzzle() {
    let mut written = 0;
    for row in rows() {
        let Ok(read) = read_puzzle(&row.link, &ShapeOptions::default()) else {
            continue;
        };
        let link = fpuzzles_link(&read.sudoku)
            .unwrap_or_else(|e| panic!("{}: no f-puzzles link is written: {e}", row.id));
        let again = read_puzzle(&link, &ShapeOptions::default())
            .unwrap_or_else(|e| panic!("{}: the link written back does not open: {e}", row.id));
        assert_eq!(
            again.sudoku.about(),
            read.sudoku.about(),
            "{}: title, author, rules and figures",
            row.id
        );
        // The same givens and rules, in any order.
        let parts = |text: String| {
            let mut parts: Vec<String> = text.split(';').map(String::from).collect();
            parts[1..].sort();
            parts
        };
        assert_eq!(
            parts(write_sudoku(&again.sudoku)),
            parts(write_sudoku(&read.sudoku)),
            "{}",
            row.id
        );
        written += 1;
    }
    assert!(written >= 60, "{written}");
}

#[test]
fn a_link_whose_rules_are_only_drawn_opens_as_drawn() {
    // Rows marked `*` state their rules only in words: they open with a
    // notice of what they draw, and as read they have several solutions or
    // none, never a wrong unique one.
    for row in rows().iter().filter(|row| row.rules.contains('*')) {
        let read = read_puzzle(&row.link, &ShapeOptions::default())
            .unwrap_or_else(|e| panic!("{}: {e}", row.id));
        let notice = read.notice().unwrap_or_default();
        assert!(
            notice.starts_with("the puzzle draws ") && notice.contains("not rules"),
            "{}: {notice:?}",
            row.id
        );
        let sudoku = read.sudoku;
        assert_ne!(row.verdict, "unique", "{}", row.id);
        let found = solve("sat", &sudoku, None);
        match (row.verdict.as_str(), found) {
            ("none", Some(Outcome::NoSolution)) | ("several", Some(Outcome::Solved(_))) => {}
            (verdict, other) => panic!("{} ({verdict}): {other:?}", row.id),
        }
    }
}

#[test]
fn a_links_figures_come_with_its_puzzle_and_its_rules_drawings_are_not_figures() {
    let drawn = |id: &str| {
        let row = rows().into_iter().find(|row| row.id == id).unwrap();
        let read = read_puzzle(&row.link, &ShapeOptions::default())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        read.drawn()
    };
    // f-puzzles' own drawings of rules the link stores ("fromConstraint").
    for id in ["L047", "L050", "L051", "L052", "L053", "L054"] {
        assert_eq!(drawn(id), None, "{id}");
    }
    assert_eq!(drawn("L055").as_deref(), Some("12 circles and 6 texts"));
    assert_eq!(drawn("L006").as_deref(), Some("8 cage outlines"));
    assert_eq!(drawn("L022").as_deref(), Some("3 texts"));
}

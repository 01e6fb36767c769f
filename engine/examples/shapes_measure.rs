//! Times `propagate` on every shared puzzle of other sizes and variants
//! (`../shared/data/shapes/`): each line solved and counted up to two,
//! checked against the file (a solution field exactly when the puzzle is
//! unique), and the time per file (median, 90th percentile, slowest).
//! Lloyd & Amos's instance files (`sudoku_acs_raw/`) by size and fill.
//!
//! A puzzle gets `LIMIT_MS` (default 2,000) and counts as wrong past it.
//!
//! `cargo run --release -p sudoku-engine --example shapes_measure [FILTER]`

mod common;

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_engine::exact::propagate::Search;
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::{ShapeOptions, ShapedText};
use sudoku_engine::shape::{Sudoku, Values};

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data/shapes");
    println!("| file | puzzles | right | median ms | p90 ms | slowest ms |");
    println!("|---|---|---|---|---|---|");
    for (name, text) in common::shared_shape_files(&filter) {
        let mut times = Vec::new();
        let mut right = 0;
        let most = common::lines_to_read();
        for line in text
            .lines()
            .filter(|line| !line.trim().is_empty())
            .take(most)
        {
            let read = read_puzzle(line, &ShapeOptions::default())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let (ok, ms) = check(&read);
            if std::env::var("VERBOSE").is_ok() {
                eprintln!("{ms:.1} ms {ok}");
            }
            right += usize::from(ok);
            times.push(ms);
        }
        row(&name, &mut times, right);
    }
    let raw = format!("{folder}/sudoku_acs_raw");
    let mut groups: BTreeMap<String, (Vec<f64>, usize)> = BTreeMap::new();
    let mut paths: Vec<_> = std::fs::read_dir(&raw)
        .expect("the instance files")
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let key = name
            .rsplit_once('_')
            .map_or(name.clone(), |(key, _)| key.to_string());
        if !key.contains(&filter) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let read = read_puzzle(&text, &ShapeOptions::default()).unwrap();
        let (found, ms) = solutions(&read.sudoku, 1);
        let ok = found.len() == 1 && read.sudoku.is_solved_by(&found[0]);
        let entry = groups.entry(key).or_default();
        entry.0.push(ms);
        entry.1 += usize::from(ok);
    }
    for (key, (mut times, solved)) in groups {
        row(&format!("{key} (first solution)"), &mut times, solved);
    }
}

/// Counts up to two; right when the count matches the file (a solution
/// field exactly when unique, and then the same grid).
fn check(read: &ShapedText) -> (bool, f64) {
    let (found, ms) = solutions(&read.sudoku, 2);
    let valid = found.iter().all(|grid| read.sudoku.is_solved_by(grid));
    let ok = valid
        && match &read.solution {
            Some(solution) => found.len() == 1 && &found[0] == solution,
            None => found.len() == 2,
        };
    (ok, ms)
}

/// Up to `limit` solutions, if the search ends within `LIMIT_MS` (none
/// past it), and the time taken.
fn solutions(sudoku: &Sudoku, limit: usize) -> (Vec<Values>, f64) {
    let limit_ms: f64 = std::env::var("LIMIT_MS")
        .ok()
        .and_then(|ms| ms.parse().ok())
        .unwrap_or(2000.0);
    let started = Instant::now();
    let mut search = Search::new(sudoku, limit);
    while !search.run(1000) {
        if started.elapsed().as_secs_f64() * 1000.0 > limit_ms {
            return (Vec::new(), started.elapsed().as_secs_f64() * 1000.0);
        }
    }
    (search.solutions, started.elapsed().as_secs_f64() * 1000.0)
}

fn row(name: &str, times: &mut [f64], right: usize) {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "| {name} | {} | {right} | {:.2} | {:.2} | {:.2} |",
        times.len(),
        at(0.5),
        at(0.9),
        at(1.0)
    );
}

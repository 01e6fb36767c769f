//! `propagate` and `sat` side by side on Lloyd & Amos's instance files
//! (`../shared/data/shapes/sudoku_acs_raw/`), the first solution of each,
//! `LIMIT_MS` (default 10,000) a run: solved, mean and slowest time per
//! size and fill.
//!
//! `cargo run --release -p sudoku-engine --example sat_vs_propagate [FILTER]`

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_engine::exact::propagate::Search;
use sudoku_engine::exact::sat::{SatSearch, SatStep};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::shape::{Sudoku, Values};

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let limit_ms: f64 = std::env::var("LIMIT_MS")
        .ok()
        .and_then(|ms| ms.parse().ok())
        .unwrap_or(10_000.0);
    let folder = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../shared/data/shapes/sudoku_acs_raw"
    );
    let mut paths: Vec<_> = std::fs::read_dir(folder)
        .expect("the instance files")
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    type Runs = (Vec<Option<f64>>, Vec<Option<f64>>);
    let mut groups: BTreeMap<String, Runs> = BTreeMap::new();
    for path in paths {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let key = name
            .rsplit_once('_')
            .map_or(name.clone(), |(key, _)| key.to_string());
        if !key.contains(&filter) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let sudoku = read_puzzle(&text, &ShapeOptions::default()).unwrap().sudoku;
        let entry = groups.entry(key).or_default();
        entry.0.push(propagate_first(&sudoku, limit_ms));
        entry.1.push(sat_first(&sudoku, limit_ms));
    }
    println!("| instances | n | propagate solved | mean ms | slowest ms | sat solved | mean ms | slowest ms |");
    println!("|---|---|---|---|---|---|---|---|");
    for (key, (ours, sat)) in groups {
        let (a, b) = (summary(&ours), summary(&sat));
        println!("| {key} | {} | {a} | {b} |", ours.len());
    }
}

/// The time `search` took to its first solution, when it found one within
/// the limit: `step` advances it a slice and says whether it is over,
/// `first` gives its first solution.
fn timed<S>(
    limit_ms: f64,
    sudoku: &Sudoku,
    mut search: S,
    step: impl Fn(&mut S) -> bool,
    first: impl Fn(&S) -> Option<&Values>,
) -> Option<f64> {
    let started = Instant::now();
    let elapsed = || started.elapsed().as_secs_f64() * 1000.0;
    while !step(&mut search) {
        if elapsed() > limit_ms {
            return None;
        }
    }
    let ms = elapsed();
    first(&search)
        .is_some_and(|grid| sudoku.is_solved_by(grid))
        .then_some(ms)
}

fn propagate_first(sudoku: &Sudoku, limit_ms: f64) -> Option<f64> {
    let search = Search::new(sudoku, 1);
    timed(
        limit_ms,
        sudoku,
        search,
        |search| search.run(500),
        |search| search.solutions.first(),
    )
}

fn sat_first(sudoku: &Sudoku, limit_ms: f64) -> Option<f64> {
    let search = SatSearch::new(sudoku, 1);
    timed(
        limit_ms,
        sudoku,
        search,
        |search| search.step(200) == SatStep::Done,
        |search| search.solutions.first(),
    )
}

/// `solved | mean | slowest` over the solved runs.
fn summary(runs: &[Option<f64>]) -> String {
    let solved: Vec<f64> = runs.iter().flatten().copied().collect();
    if solved.is_empty() {
        return format!("0/{} | - | -", runs.len());
    }
    let mean = solved.iter().sum::<f64>() / solved.len() as f64;
    let slowest = solved.iter().copied().fold(0.0, f64::max);
    format!("{}/{} | {mean:.1} | {slowest:.1}", solved.len(), runs.len())
}

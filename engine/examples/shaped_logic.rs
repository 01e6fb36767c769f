//! The logic solver of every shape (`logic::shaped`) on every shared
//! puzzle of other sizes and variants with a unique solution
//! (`../shared/data/shapes/`): per file, how many it solves without
//! guessing, whether any step removed a candidate the solution holds (or
//! placed a wrong digit), the time to solve (median, 90th percentile,
//! slowest), and the steps per technique family.
//!
//! `cargo run --release -p sudoku-engine --example shaped_logic [FILTER]`
//! (`LINES=N` reads the first N lines of each file; `VERBOSE=1` prints
//! each puzzle's ER and the hardest technique).

mod common;

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::logic::shaped::Logic;
use sudoku_engine::logic::Family;
use sudoku_engine::rate::rating_of;

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let most = common::lines_to_read();
    println!("| file | unique puzzles | solved by logic | unsound steps | median ms | p90 ms | slowest ms | steps per family |");
    println!("|---|---|---|---|---|---|---|---|");
    for (name, text) in common::shared_shape_files(&filter) {
        let (mut puzzles, mut solved, mut unsound) = (0, 0, 0);
        let mut times = Vec::new();
        let mut families: BTreeMap<Family, usize> = BTreeMap::new();
        for line in text
            .lines()
            .filter(|line| !line.trim().is_empty())
            .take(most)
        {
            let read = read_puzzle(line, &ShapeOptions::default())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let Some(solution) = read.solution else {
                continue;
            };
            puzzles += 1;
            let logic = Logic::new(read.sudoku.shape());
            let started = Instant::now();
            let result = logic.solve(&read.sudoku, None, Some(&solution));
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            solved += usize::from(result.solved);
            let wrong = result.steps.iter().any(|worded| {
                worded
                    .step
                    .eliminations
                    .iter()
                    .any(|c| solution.get(c.cell()) == c.digit)
                    || worded
                        .step
                        .placements
                        .iter()
                        .any(|c| solution.get(c.cell()) != c.digit)
            });
            unsound += usize::from(wrong);
            for worded in &result.steps {
                *families.entry(worded.step.technique.family()).or_default() += 1;
            }
            if std::env::var("VERBOSE").is_ok() {
                let steps: Vec<_> = result.steps.iter().map(|w| &w.step).collect();
                let rated = rating_of(
                    steps.iter().copied(),
                    result.solved,
                    read.sudoku.shape(),
                    None,
                );
                let placed: usize = steps.iter().map(|step| step.placements.len()).sum();
                let open = read.sudoku.shape().cells() - read.sudoku.givens().filled();
                eprintln!(
                    "{name} line {}: {} {:?} {:.1} ms, {placed} of {open} open cells placed{}",
                    puzzles,
                    rated.se.er,
                    rated.hardest,
                    times.last().unwrap(),
                    if wrong { " UNSOUND" } else { "" }
                );
            }
        }
        if puzzles == 0 {
            continue;
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        let families: Vec<String> = families
            .iter()
            .map(|(f, n)| format!("{} {n}", f.key()))
            .collect();
        println!(
            "| `{name}` | {puzzles} | {solved} | {unsound} | {:.1} | {:.1} | {:.1} | {} |",
            at(0.5),
            at(0.9),
            at(1.0),
            families.join(", ")
        );
    }
}

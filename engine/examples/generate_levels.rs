//! What a target difficulty costs, on one core:
//! `cargo run --release -p sudoku-engine --example generate_levels [COUNT] [HARD_COUNT]`.
//!
//! 1. Puzzles a second with no target, unrated and rated (alternated, the
//!    median of three runs each);
//! 2. for each HoDoKu-style level (COUNT puzzles, 1,000 by default) and for
//!    SE 9.0 and up (HARD_COUNT, 200 by default): the median, 90th
//!    percentile and slowest time to a puzzle, the mean tries, and the
//!    ratings of what was made (SE bands and levels).
//!
//! Each puzzle is `generate_nth(options, 1, i)` timed alone, as
//! [`time_batch`](sudoku_engine::generate::time_batch) does in a worker.

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_engine::generate::target::LEVELS;
use sudoku_engine::generate::{generate_nth, GenerateOptions, Target};
use sudoku_engine::logic::HodokuLevel;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().ok());
    let count = args.next().flatten().unwrap_or(1000).max(1);
    let hard_count = args.next().flatten().unwrap_or(200);

    throughput(count.max(500) * 2);
    println!();
    println!("target        made  median ms  p90 ms  max ms  mean tries  SE bands | levels");
    for level in LEVELS {
        levels_row(Target::Level(level), count);
    }
    if hard_count > 0 {
        levels_row(Target::se_range("9.0-20.0").unwrap(), hard_count);
    }
}

/// Puzzles a second with no target, without and with the rating.
fn throughput(count: u64) {
    let unrated = GenerateOptions {
        rate: false,
        ..GenerateOptions::default()
    };
    let rated = GenerateOptions::default();
    let time = |options: &GenerateOptions| {
        let start = Instant::now();
        for index in 0..count {
            generate_nth(options, 1, index);
        }
        count as f64 / start.elapsed().as_secs_f64()
    };
    let (mut plain, mut with_rating) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        plain.push(time(&unrated));
        with_rating.push(time(&rated));
    }
    println!(
        "no target, {count} puzzles: unrated {:.0}/s, rated {:.0}/s (medians of 3, alternated; runs {plain:.0?} and {with_rating:.0?})",
        median(&mut plain),
        median(&mut with_rating)
    );
}

fn levels_row(target: Target, count: u64) {
    let options = GenerateOptions {
        target: Some(target),
        ..GenerateOptions::default()
    };
    let mut times = Vec::new();
    let (mut made, mut tries) = (0, 0);
    let mut bands: BTreeMap<u16, u64> = BTreeMap::new();
    let mut levels: BTreeMap<HodokuLevel, u64> = BTreeMap::new();
    for index in 0..count {
        let start = Instant::now();
        let outcome = generate_nth(&options, 1, index);
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if let Some(generated) = outcome.made() {
            made += 1;
            tries += generated.tries;
            let rating = generated.rating.as_ref().expect("a target rates");
            *bands.entry(rating.se.er.0 / 10).or_default() += 1;
            *levels.entry(rating.hodoku.level).or_default() += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |share: f64| times[((times.len() - 1) as f64 * share).round() as usize];
    let bands: Vec<String> = bands.iter().map(|(b, n)| format!("{b}.x:{n}")).collect();
    let levels: Vec<String> = levels.iter().map(|(l, n)| format!("{l}:{n}")).collect();
    println!(
        "{:<12} {made:>5}  {:>9.2}  {:>6.2}  {:>6.0}  {:>10.1}  {} | {}",
        target.to_string(),
        at(0.5),
        at(0.9),
        at(1.0),
        tries as f64 / made.max(1) as f64,
        bands.join(" "),
        levels.join(" ")
    );
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

//! Times the generator on every shape (`generate::shaped`): unique, minimal
//! puzzles of several shapes and killers with cages from their grid,
//! puzzles 0..n of seed 0 on one core, unrated, with the givens they keep.
//!
//! `cargo run --release -p sudoku-engine --example generate_shapes [N]`

use std::time::Instant;

use sudoku_engine::generate::{generate_nth, GenerateOptions};
use sudoku_engine::shape::{rules, Shape};

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(20);
    let classic = Shape::classic();
    let shapes: Vec<(&str, Shape, bool)> = vec![
        ("6x6", Shape::square(6).unwrap(), false),
        (
            "9x9 X",
            classic.with_rule(rules::read("x").unwrap()).unwrap(),
            false,
        ),
        (
            "9x9 windoku",
            classic.with_rule(rules::read("windoku").unwrap()).unwrap(),
            false,
        ),
        (
            "9x9 anti-knight",
            classic
                .with_rule(rules::read("antiknight").unwrap())
                .unwrap(),
            false,
        ),
        (
            "9x9 non-consecutive",
            classic
                .with_rule(rules::read("nonconsecutive").unwrap())
                .unwrap(),
            false,
        ),
        ("9x9 killer", classic.clone(), true),
        ("9x9 killer, no givens", classic.clone(), true),
        ("12x12", Shape::square(12).unwrap(), false),
        ("16x16", Shape::square(16).unwrap(), false),
        ("25x25", Shape::square(25).unwrap(), false),
    ];
    println!("| shape | puzzles | a second | median ms | p90 ms | slowest ms | givens (mean) |");
    println!("|---|---|---|---|---|---|---|");
    for (name, shape, killer) in shapes {
        let filter = std::env::var("ONLY").unwrap_or_default();
        if !name.contains(&filter) {
            continue;
        }
        let count = if shape.size() > 16 { n.min(3) } else { n };
        let no_givens = name.ends_with("no givens");
        let options = GenerateOptions {
            shape,
            killer,
            no_givens,
            rate: false,
            max_tries: if no_givens { 1000 } else { 1 },
            ..GenerateOptions::default()
        };
        let mut times = Vec::new();
        let mut givens = 0;
        let started = Instant::now();
        for index in 0..count {
            let one = Instant::now();
            let outcome = generate_nth(&options, 0, index);
            let made = outcome.made().expect("a puzzle");
            times.push(one.elapsed().as_secs_f64() * 1000.0);
            givens += made.sudoku.givens().filled();
        }
        let total = started.elapsed().as_secs_f64();
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "| {name} | {count} | {:.1} | {:.0} | {:.0} | {:.0} | {:.1} |",
            count as f64 / total,
            at(0.5),
            at(0.9),
            at(1.0),
            givens as f64 / count as f64
        );
    }
}

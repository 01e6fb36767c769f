//! Minimal unique puzzles per second on one core, per symmetry and grid
//! source, unrated (the digging alone; `generate_levels` measures the
//! rating): `cargo run --release -p sudoku-engine --example generate_speed [COUNT]`.

use std::time::Instant;

use sudoku_engine::generate::{generate_nth, GenerateOptions, Givens, GridSource, Symmetry};

fn main() {
    let count: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000);
    for grid in GridSource::ALL {
        for symmetry in Symmetry::ALL {
            let options = GenerateOptions {
                grid,
                givens: Givens::Dig(symmetry),
                rate: false,
                ..GenerateOptions::default()
            };
            let start = Instant::now();
            let mut givens = 0;
            for index in 0..count {
                let outcome = generate_nth(&options, 1, index);
                givens += outcome
                    .made()
                    .expect("digging always makes a puzzle")
                    .sudoku
                    .givens()
                    .filled();
            }
            let seconds = start.elapsed().as_secs_f64();
            println!(
                "{grid:>6} {symmetry:<15} {:>8.0} puzzles/s  mean givens {:.1}",
                count as f64 / seconds,
                givens as f64 / count as f64
            );
        }
    }
}

//! Prints the time each technique search takes over a puzzle file, with
//! its calls and hits (SE profile; `OLD=1`: the late-2019 one):
//! `cargo run --release -p sudoku-engine --example finder_times FILE`.
use std::time::Instant;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::logic::{Board, Profile};
use sudoku_engine::read_puzzle;

fn main() {
    let file = std::env::args().nth(1).unwrap();
    let profile = if std::env::var("OLD").is_ok() {
        Profile::SE_2019
    } else {
        Profile::SE
    };
    let text = std::fs::read_to_string(&file).unwrap();
    let finders: Vec<_> = profile.finders().collect();
    let mut totals = vec![(0.0f64, 0u64, 0u64); finders.len()];
    for line in text.lines() {
        let sudoku = read_puzzle(line.split(',').next().unwrap(), &ShapeOptions::default())
            .unwrap()
            .sudoku;
        let mut board = Board::of_classic(&sudoku).expect("a classic 9x9");
        while !board.is_solved() {
            let mut found = None;
            for (i, finder) in finders.iter().enumerate() {
                let start = Instant::now();
                let step = finder.find(&board);
                totals[i].0 += start.elapsed().as_secs_f64() * 1000.0;
                totals[i].1 += 1;
                if step.is_some() {
                    totals[i].2 += 1;
                    found = step;
                    break;
                }
            }
            match found {
                Some(step) => step.apply(&mut board),
                None => break,
            }
        }
    }
    for (finder, (ms, calls, hits)) in finders.iter().zip(totals) {
        println!(
            "{:>10.1} ms {calls:>8} calls {hits:>7} hits  {finder:?}",
            ms
        );
    }
}

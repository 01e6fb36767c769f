//! The measured goals of the logic solver and its rating, printed by
//! ignored tests (run with `cargo test --release -p sudoku-engine --test
//! logic_measurements -- --ignored --nocapture --test-threads 1`):
//!
//! - agreement with SE's ratings on the two SE-rated files, per file and
//!   per SE band (Spearman, exactly equal, within 0.5), for Sukaku
//!   Explainer's current list of techniques and its late-2019 one, and
//!   Spearman against the Kaggle set's own scale;
//! - coverage: the share of each file's puzzles whose path needs each
//!   family of techniques (every puzzle must be finished);
//! - speed of `rate` (native, the test profile is optimised).
//!
//! The agreement goals are asserted; times are only printed.

mod common;

use std::collections::BTreeMap;
use std::time::Instant;

use common::{board, cases, sample, Case, SOLVABLE};
use sudoku_engine::logic::{solve, Ending, Family, Options, Profile};
use sudoku_engine::rank_correlation::spearman;
use sudoku_engine::rate::{rate, RateOptions, SeRating};

/// ER of a puzzle's path under `profile`.
fn er(case: &Case, profile: &Profile) -> f64 {
    let mut board = board(&case.sudoku());
    let (steps, ending) = solve(&mut board, profile, Options { unique: true });
    SeRating::of(&steps, ending == Ending::Solved).er.value()
}

/// Agreement figures of (ours, SE's) pairs: Spearman, exact share, within-0.5 share.
fn agreement(pairs: &[(f64, f64)]) -> (f64, f64, f64) {
    let share = |f: &dyn Fn(f64) -> bool| {
        100.0 * pairs.iter().filter(|p| f((p.0 - p.1).abs())).count() as f64 / pairs.len() as f64
    };
    (spearman(pairs), share(&|d| d < 0.05), share(&|d| d <= 0.5))
}

#[test]
#[ignore]
fn agreement_with_se() {
    println!("| file | profile | band | puzzles | Spearman | exact | within 0.5 |");
    println!("|---|---|---|---|---|---|---|");
    for file in ["se_rated_computed.txt", "sudokuexchange_se_rated.txt"] {
        let cases = cases(file);
        for profile in [Profile::SE, Profile::SE_2019] {
            let pairs: Vec<(f64, f64)> = cases
                .iter()
                .map(|case| (er(case, &profile), case.rating.expect("an SE rating")))
                .collect();
            let (rho, exact, close) = agreement(&pairs);
            println!(
                "| {file} | {} | all | {} | {rho:.3} | {exact:.1}% | {close:.1}% |",
                profile.name,
                pairs.len()
            );
            let mut bands: BTreeMap<u32, Vec<(f64, f64)>> = BTreeMap::new();
            for &pair in &pairs {
                bands.entry(pair.1.floor() as u32).or_default().push(pair);
            }
            for (band, band_pairs) in &bands {
                let (rho, exact, close) = agreement(band_pairs);
                println!(
                    "| | | {band}.0-{band}.9 | {} | {rho:.3} | {exact:.1}% | {close:.1}% |",
                    band_pairs.len()
                );
            }
            if profile.name == "se" {
                let (rho, exact, close) = agreement(&pairs);
                assert!(rho >= 0.95 && exact >= 70.0 && close >= 90.0, "{file}");
            }
        }
    }
    let kaggle = cases("kaggle3m_radcliffe_rated.txt");
    let pairs: Vec<(f64, f64)> = kaggle
        .iter()
        .map(|case| (er(case, &Profile::SE), case.rating.expect("a rating")))
        .collect();
    println!(
        "kaggle3m_radcliffe_rated (its own 0-8.5 scale): Spearman {:.3} over {} puzzles",
        agreement(&pairs).0,
        pairs.len()
    );
}

/// Puzzles of `file` for coverage and speed: all but the 11+ sample, of
/// which every 20th (hours otherwise).
fn puzzles_of(file: &'static str) -> Vec<Case> {
    match file {
        "forum_hardest_1905_11plus_sample.txt" => sample(file, 20),
        _ => cases(file),
    }
}

#[test]
#[ignore]
fn coverage_per_family() {
    let families: Vec<&str> = Family::ALL.iter().map(|f| f.key()).collect();
    println!("| file | puzzles | finished | {} |", families.join(" | "));
    println!("|---|---|---|{}", "---|".repeat(families.len()));
    for &file in SOLVABLE {
        let puzzles = puzzles_of(file);
        let mut uses = vec![0usize; Family::ALL.len()];
        let mut finished = 0;
        for case in &puzzles {
            let mut board = board(&case.sudoku());
            let (steps, ending) = solve(&mut board, &Profile::SE, Options { unique: true });
            finished += usize::from(ending == Ending::Solved);
            for (i, family) in Family::ALL.iter().enumerate() {
                uses[i] += usize::from(steps.iter().any(|s| s.technique.family() == *family));
            }
        }
        let shares: Vec<String> = uses
            .iter()
            .map(|&n| format!("{:.0}%", 100.0 * n as f64 / puzzles.len() as f64))
            .collect();
        println!(
            "| {file} | {} | {finished} | {} |",
            puzzles.len(),
            shares.join(" | ")
        );
        assert_eq!(finished, puzzles.len(), "{file}: every puzzle is finished");
    }
}

#[test]
#[ignore]
fn rating_speed() {
    println!("| file | puzzles | median | 90% | max | total |");
    println!("|---|---|---|---|---|---|");
    for file in [
        "sudokuexchange_se_rated.txt",
        "se_rated_computed.txt",
        "forum_hardest_1106.txt",
        "forum_hardest_1905_11plus_sample.txt",
    ] {
        let mut times: Vec<f64> = puzzles_of(file)
            .iter()
            .map(|case| {
                let start = Instant::now();
                rate(&case.sudoku(), &RateOptions::default()).expect("rated");
                start.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let n = times.len();
        println!(
            "| {file} | {n} | {:.2} ms | {:.1} ms | {:.1} ms | {:.1} s |",
            times[n / 2],
            times[n * 9 / 10],
            times[n - 1],
            times.iter().sum::<f64>() / 1000.0
        );
    }
}

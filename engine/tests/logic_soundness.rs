//! Every step is sound, and the logic solver finishes every puzzle with a
//! unique solution: each step of each path is replayed against the known
//! solution (no placement differs from it, no removal takes its digit), for
//! both profiles. The default suite takes a sample of every shared file;
//! `--ignored` takes every puzzle (hours: the 11+ sets need nested chains).

mod common;

use common::{board, cases, Case, SOLVABLE};
use sudoku_engine::logic::{next_step, Options, Profile};

/// Replays `case`'s path under `profile`; panics on an unsound step or a
/// puzzle left unsolved.
fn replay(case: &Case, profile: &Profile) -> usize {
    let solution = case.solution.clone().expect("a unique solution");
    let mut board = board(&case.sudoku());
    let mut steps = 0;
    while !board.is_solved() {
        let step = next_step(&board, profile, Options { unique: true }).unwrap_or_else(|| {
            panic!(
                "{} ({}): stuck after {steps} steps",
                case.name(),
                profile.name
            )
        });
        for placed in &step.placements {
            assert_eq!(
                solution.get(placed.cell()),
                placed.digit,
                "{}: {}",
                case.name(),
                step.explanation()
            );
        }
        for removed in &step.eliminations {
            assert_ne!(
                solution.get(removed.cell()),
                removed.digit,
                "{}: {}",
                case.name(),
                step.explanation()
            );
        }
        step.apply(&mut board);
        steps += 1;
    }
    assert_eq!(board.placed(), solution, "{}", case.name());
    steps
}

/// Puzzles per file in the default suite: every line of the small files,
/// a spread of the large ones, one or two of the hardest (seconds each).
fn sample_size(file: &str) -> usize {
    match file {
        "forum_hardest_1106.txt" | "forum_hardest_1905_11plus_sample.txt" => 1,
        // Lines 1 and 6: the Wikipedia puzzle and Platinum Blonde (10.6).
        "famous.txt" => 2,
        "royle17_sample.txt" | "kaggle3m_radcliffe_rated.txt" => 30,
        "magictour_top1465.txt" => 12,
        _ => 20,
    }
}

#[test]
fn a_sample_of_every_file_solves_soundly_in_both_profiles() {
    for &file in SOLVABLE {
        let all = cases(file);
        let step = (all.len() / sample_size(file)).max(1);
        for case in all.iter().step_by(step) {
            for profile in [Profile::SE, Profile::HUMAN] {
                replay(case, &profile);
            }
        }
    }
}

#[test]
#[ignore]
fn every_puzzle_solves_soundly_in_both_profiles() {
    for &file in SOLVABLE {
        let start = std::time::Instant::now();
        let all = cases(file);
        for case in &all {
            for profile in [Profile::SE, Profile::HUMAN] {
                replay(case, &profile);
            }
        }
        println!(
            "{file}: {} puzzles sound and solved in both profiles ({:.0} s)",
            all.len(),
            start.elapsed().as_secs_f64()
        );
    }
}

//! Throughput: an engine solving a list of puzzles back to back at its
//! defaults, timing only the engine work (no parsing, no session, no
//! statistics). The browser worker's bench and `sudoku bench --throughput`
//! both run this, so their puzzles per second compare directly.

use crate::params::Params;
use crate::puzzle::Puzzle;
use crate::run::Clock;
use crate::solver::{EngineInfo, Step};

/// What a throughput run gave.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Throughput {
    pub puzzles: usize,
    /// Puzzles whose run ended with a grid that solves them.
    pub solved: usize,
    /// Engine time for all of them.
    pub elapsed_ms: f64,
}

impl Throughput {
    pub fn per_second(&self) -> f64 {
        if self.elapsed_ms > 0.0 {
            self.puzzles as f64 * 1000.0 / self.elapsed_ms
        } else {
            0.0
        }
    }
}

/// Runs `info`'s engine (defaults, seed 1) on every puzzle to its end.
pub fn solve_all(info: &EngineInfo, puzzles: &[Puzzle], clock: &dyn Clock) -> Throughput {
    solve_all_seeded(info, puzzles, 1, clock)
}

/// Runs `info`'s engine (defaults) on every puzzle `runs` times, with
/// seeds 1, 2, ... (a stochastic engine's figure over seeds): `puzzles`
/// counts every run.
pub fn solve_all_seeded(
    info: &EngineInfo,
    puzzles: &[Puzzle],
    runs: u64,
    clock: &dyn Clock,
) -> Throughput {
    let params = Params::defaults(info.params);
    let mut solved = 0;
    let start = clock.now_ms();
    let seeded = puzzles
        .iter()
        .flat_map(|puzzle| (1..=runs).map(move |seed| (puzzle, seed)));
    for (puzzle, seed) in seeded {
        let mut engine = info.start_classic(puzzle, &params, seed);
        let outcome = loop {
            if let Step::Finished(outcome) = engine.step(u64::MAX) {
                break outcome;
            }
        };
        if outcome
            .classic_solution()
            .is_some_and(|grid| puzzle.is_solved_by(&grid))
        {
            solved += 1;
        }
    }
    Throughput {
        puzzles: puzzles.len() * runs as usize,
        solved,
        elapsed_ms: clock.now_ms() - start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::SystemClock;

    #[test]
    fn every_puzzle_is_run_and_checked() {
        let wiki = crate::parse_puzzle(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let fast = crate::find("fast").unwrap();
        let result = solve_all(fast, &[wiki.clone(), wiki], &SystemClock::default());
        assert_eq!((result.puzzles, result.solved), (2, 2));
        assert!(result.per_second() > 0.0);
    }
}

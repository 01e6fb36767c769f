//! Throughput: an engine solving a list of puzzles back to back at its
//! defaults, timing only the engine work (no parsing, no session, no
//! statistics). The browser worker's bench and `sudoku bench --throughput`
//! both run this, so their puzzles per second compare directly.

use crate::params::Params;
use crate::run::Clock;
use crate::shape::Sudoku;
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
pub fn solve_all(info: &EngineInfo, puzzles: &[Sudoku], clock: &dyn Clock) -> Throughput {
    solve_all_seeded(info, puzzles, 1, clock)
}

/// Runs `info`'s engine (defaults) on every puzzle `runs` times, with
/// seeds 1, 2, ... (a stochastic engine's figure over seeds): `puzzles`
/// counts every run, and a puzzle of a shape the engine does not take
/// counts as not solved. The solutions are checked once the clock has
/// stopped.
pub fn solve_all_seeded(
    info: &EngineInfo,
    puzzles: &[Sudoku],
    runs: u64,
    clock: &dyn Clock,
) -> Throughput {
    let params = Params::defaults(info.params);
    let mut outcomes = Vec::with_capacity(puzzles.len() * runs as usize);
    let start = clock.now_ms();
    let seeded = puzzles
        .iter()
        .flat_map(|puzzle| (1..=runs).map(move |seed| (puzzle, seed)));
    for (puzzle, seed) in seeded {
        let outcome = info.start(puzzle, &params, seed).map(|mut engine| loop {
            if let Step::Finished(outcome) = engine.step(u64::MAX) {
                break outcome;
            }
        });
        outcomes.push((puzzle, outcome));
    }
    let elapsed_ms = clock.now_ms() - start;
    let solved = outcomes
        .iter()
        .filter(|(puzzle, outcome)| {
            let solution = outcome.as_ref().and_then(|outcome| outcome.solution());
            solution.is_some_and(|values| puzzle.is_solved_by(values))
        })
        .count();
    Throughput {
        puzzles: outcomes.len(),
        solved,
        elapsed_ms,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::SystemClock;

    #[test]
    fn every_puzzle_is_run_and_checked() {
        let read = |text| {
            crate::format::read_puzzle(text, &Default::default())
                .unwrap()
                .sudoku
        };
        let wiki = read(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let four = read("1.....2..3.....4");
        let clock = SystemClock::default();
        let fast = crate::find("fast").unwrap();
        let result = solve_all(fast, &[wiki.clone(), wiki.clone(), four.clone()], &clock);
        assert_eq!(
            (result.puzzles, result.solved),
            (3, 2),
            "fast takes 9x9 only"
        );
        assert!(result.per_second() > 0.0);
        let propagate = crate::find("propagate").unwrap();
        let result = solve_all(propagate, &[wiki, four], &clock);
        assert_eq!((result.puzzles, result.solved), (2, 2));
    }
}

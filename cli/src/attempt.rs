//! One timed run of an engine on one puzzle, driven by the engine crate's
//! [`run`](sudoku_engine::run::run) with the native clock.

use sudoku_engine::run::{self, Clock, Control, SystemClock};
use sudoku_engine::{Grid, Outcome, Puzzle, Stats};

use crate::selection::EngineChoice;

/// What one run gave.
pub struct Attempt {
    pub outcome: Outcome,
    pub stats: Stats,
    /// The engine's own work count ([`sudoku_engine::Progress::iterations`]).
    pub iterations: u64,
    /// Wall time from starting the engine (its set-up included) to the end.
    pub millis: f64,
    /// True when the run gave up because the time limit passed.
    pub hit_time_limit: bool,
}

impl Attempt {
    /// Runs `choice`'s engine on `puzzle` with `seed` until it ends or the
    /// time limit passes.
    pub fn run(choice: &EngineChoice, puzzle: &Puzzle, seed: u64) -> Attempt {
        let clock = SystemClock::default();
        let mut engine = choice.info.start(puzzle, &choice.params, seed);
        let outcome = run::run(engine.as_mut(), &clock, choice.time_limit_ms, |_| {
            Control::Continue
        });
        let millis = clock.now_ms();
        // `run` reports both an engine's own surrender and the time limit as
        // GaveUp; past the limit, the limit is what stopped it.
        let hit_time_limit = matches!(outcome, Outcome::GaveUp { .. })
            && choice.time_limit_ms.is_some_and(|limit| millis >= limit);
        Attempt {
            outcome,
            stats: engine.stats(),
            iterations: engine.progress().iterations,
            millis,
            hit_time_limit,
        }
    }

    /// The solution, if the engine found one that really solves `puzzle`.
    pub fn solution(&self, puzzle: &Puzzle) -> Option<Grid> {
        self.outcome
            .solution()
            .filter(|grid| puzzle.is_solved_by(grid))
            .copied()
    }
}

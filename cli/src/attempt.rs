//! One timed run of an engine on one puzzle: a [`Session`] driven to its
//! end with the native clock.

use sudoku_engine::run::SystemClock;
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{Control, Facts, Limits, Outcome, Session, Stats};

use crate::selection::EngineChoice;

/// How long one slice of engine work lasts here: nothing is read between
/// slices but the clock, so they can be long (a CDCL solver restarts at
/// each); the time limit is checked between them.
const SLICE_MS: f64 = 250.0;

/// What one run gave.
pub struct Attempt {
    pub outcome: Outcome,
    /// What the uniqueness check found, if the session counted.
    pub facts: Option<Facts>,
    /// The engine's statistics; `None` when the check decided without it.
    pub stats: Option<Stats>,
    /// The engine's own work count ([`sudoku_engine::Progress::iterations`]).
    pub iterations: Option<u64>,
    /// Wall time from the check's start to the end.
    pub millis: f64,
    /// Two solutions, when the check found several.
    pub several: Vec<Values>,
}

impl Attempt {
    /// Runs `choice`'s engine on `sudoku`, a puzzle of any shape, with
    /// `seed` until it ends or the choice's time limit passes; `limits`
    /// says what to do about puzzles without exactly one solution. An
    /// engine that does not solve its shape ends as
    /// [`Outcome::NotApplicable`].
    pub fn run(choice: &EngineChoice, sudoku: &Sudoku, seed: u64, limits: Limits) -> Attempt {
        let clock = SystemClock::default();
        let limits = choice.limits(limits);
        let session = Session::start(choice.info, sudoku, &choice.params, seed, limits, &clock);
        Attempt::finish(session, &clock)
    }

    fn finish(mut session: Session, clock: &SystemClock) -> Attempt {
        session.set_slice_ms(SLICE_MS);
        let outcome = session.run(clock, |_| Control::Continue).clone();
        let millis = sudoku_engine::run::Clock::now_ms(clock);
        let progress = session.progress();
        Attempt {
            outcome,
            facts: session.facts().copied(),
            stats: progress.is_some().then(|| session.stats()),
            iterations: progress.map(|progress| progress.iterations),
            millis,
            several: session.several().to_vec(),
        }
    }

    /// The solution, if the engine found one that `solves` accepts.
    pub fn solution(&self, solves: impl Fn(&Values) -> bool) -> Option<&Values> {
        self.outcome.solution().filter(|grid| solves(grid))
    }
}

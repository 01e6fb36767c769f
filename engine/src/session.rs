//! [`Session`]: one run of one engine on one puzzle, from the uniqueness
//! check to the outcome. It is the only place that enforces a time limit,
//! honours a stop, or decides a puzzle before its engine runs, and its
//! [`Outcome`] says why the run ended. The CLI, the browser worker and the
//! tests all drive engines through it.
//!
//! A session advances in slices of about [`SLICE_MS`] (a worker reads its
//! messages between two), or runs to its end with [`Session::run`].

use crate::exact::fast::count_solutions;
use crate::params::Params;
use crate::picture::Picture;
use crate::puzzle::Puzzle;
use crate::registry::EngineInfo;
use crate::run::{Clock, Driver};
use crate::solver::{Engine, Outcome, Progress, Step};
use crate::stats::Stats;

/// How long one slice of engine work should take: short enough that a
/// worker reads a Stop within a few frames.
pub const SLICE_MS: f64 = 8.0;

/// What a session does about puzzles without exactly one solution.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Uniqueness {
    /// Count solutions up to two first: none ends the run as
    /// [`Outcome::NoSolution`], two as [`Outcome::SeveralSolutions`].
    #[default]
    Require,
    /// Count first, but run the engine on a puzzle with several solutions
    /// (its solution is then one of them; [`Facts`] say so).
    AllowSeveral,
    /// Do not count (benchmarks of puzzles known to be proper).
    Skip,
}

/// Limits of one run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Limits {
    /// The run ends with [`Outcome::TimeLimit`] after this long; `None` runs
    /// until the engine ends or the run is stopped.
    pub time_limit_ms: Option<f64>,
    pub uniqueness: Uniqueness,
}

/// Solutions counted up to two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SolutionCount {
    None,
    Unique,
    /// Two or more.
    Several,
}

impl SolutionCount {
    /// From a count limited to 2.
    pub fn from_count(count: usize) -> SolutionCount {
        match count {
            0 => SolutionCount::None,
            1 => SolutionCount::Unique,
            _ => SolutionCount::Several,
        }
    }
}

/// What the solution counter found before the engine started.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Facts {
    pub givens: usize,
    pub solutions: SolutionCount,
    /// How long the count took.
    pub check_ms: f64,
}

/// Everything a view of a run needs at one moment: the engine's progress,
/// the time its engine has run, its statistics and its picture.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Snapshot {
    pub progress: Progress,
    /// Engine time since the run started (the uniqueness check excluded).
    pub elapsed_ms: f64,
    pub stats: Stats,
    pub picture: Option<Picture>,
}

/// One run of one engine on one puzzle.
pub struct Session {
    engine: Option<Box<dyn Engine>>,
    facts: Option<Facts>,
    time_limit_ms: Option<f64>,
    driver: Driver,
    started_ms: f64,
    ended_ms: Option<f64>,
    outcome: Option<Outcome>,
}

/// What the caller of [`Session::run`] wants after each slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    Continue,
    Stop,
}

impl Session {
    /// Checks `puzzle` as `limits` ask and starts `info`'s engine on it. A
    /// puzzle decided by the check (no solution, several) gives a session
    /// that is already over; a construction engine is never checked.
    pub fn start(
        info: &EngineInfo,
        puzzle: &Puzzle,
        params: &Params,
        seed: u64,
        limits: Limits,
        clock: &dyn Clock,
    ) -> Session {
        Session::with_builder(info, puzzle, limits, clock, || {
            info.start(puzzle, params, seed)
        })
    }

    /// [`Session::start`] with the engine built by `build` (only if the
    /// check leaves something to run): for engines outside the registry,
    /// such as a test's.
    pub fn with_builder(
        info: &EngineInfo,
        puzzle: &Puzzle,
        limits: Limits,
        clock: &dyn Clock,
        build: impl FnOnce() -> Box<dyn Engine>,
    ) -> Session {
        let check_start = clock.now_ms();
        let facts = (info.solves() && limits.uniqueness != Uniqueness::Skip).then(|| Facts {
            givens: puzzle.given_count(),
            solutions: SolutionCount::from_count(count_solutions(puzzle, 2)),
            check_ms: clock.now_ms() - check_start,
        });
        let decided = match facts.map(|facts| facts.solutions) {
            Some(SolutionCount::None) => Some(Outcome::NoSolution),
            Some(SolutionCount::Several) if limits.uniqueness == Uniqueness::Require => {
                Some(Outcome::SeveralSolutions)
            }
            _ => None,
        };
        let started_ms = clock.now_ms();
        Session {
            engine: decided.is_none().then(build),
            facts,
            time_limit_ms: limits.time_limit_ms,
            driver: Driver::new(SLICE_MS),
            started_ms,
            ended_ms: decided.is_some().then_some(started_ms),
            outcome: decided,
        }
    }

    /// What the solution counter found, if the session counted.
    pub fn facts(&self) -> Option<&Facts> {
        self.facts.as_ref()
    }

    /// How the run ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Runs one slice of about [`SLICE_MS`], then ends the run if the engine
    /// finished or the time limit passed. Returns the outcome once over.
    pub fn advance(&mut self, clock: &dyn Clock) -> Option<&Outcome> {
        self.advance_with(clock, None)
    }

    /// Runs exactly `budget` units of the engine's work (for a viewer who
    /// watches each step), then ends the run as [`Session::advance`] does.
    pub fn advance_by(&mut self, budget: u64, clock: &dyn Clock) -> Option<&Outcome> {
        self.advance_with(clock, Some(budget))
    }

    fn advance_with(&mut self, clock: &dyn Clock, budget: Option<u64>) -> Option<&Outcome> {
        if self.outcome.is_none() {
            if let Some(engine) = self.engine.as_deref_mut() {
                let step = match budget {
                    Some(budget) => engine.step(budget),
                    None => self.driver.slice(engine, clock),
                };
                let now = clock.now_ms();
                match step {
                    Step::Finished(outcome) => self.end(outcome, now),
                    Step::Running if self.out_of_time(now) => {
                        let (best, cost) = self.best();
                        self.end(Outcome::TimeLimit { best, cost }, now);
                    }
                    Step::Running => {}
                }
            }
        }
        self.outcome.as_ref()
    }

    /// Ends the run now with [`Outcome::Stopped`] and the grid reached; a
    /// run that is already over keeps its outcome.
    pub fn stop(&mut self, clock: &dyn Clock) -> &Outcome {
        if self.outcome.is_none() {
            let (best, cost) = self.best();
            self.end(Outcome::Stopped { best, cost }, clock.now_ms());
        }
        self.outcome.as_ref().expect("the run is over")
    }

    /// Runs to the end. `between_slices` sees the session after every slice
    /// and may stop it.
    pub fn run(
        &mut self,
        clock: &dyn Clock,
        mut between_slices: impl FnMut(&Session) -> Control,
    ) -> &Outcome {
        while self.advance(clock).is_none() {
            if between_slices(self) == Control::Stop {
                self.stop(clock);
            }
        }
        self.outcome.as_ref().expect("the run is over")
    }

    /// Engine time so far, or of the whole run once over.
    pub fn elapsed_ms(&self, clock: &dyn Clock) -> f64 {
        self.ended_ms.unwrap_or_else(|| clock.now_ms()) - self.started_ms
    }

    /// The engine's progress; for a run decided before its engine started,
    /// the givens.
    pub fn progress(&self) -> Option<Progress> {
        self.engine.as_ref().map(|engine| engine.progress())
    }

    /// The engine's statistics (empty when it did not run).
    pub fn stats(&self) -> Stats {
        self.engine
            .as_ref()
            .map_or_else(Stats::new, |engine| engine.stats())
    }

    /// A full snapshot for a view; `None` when the engine did not run. Once
    /// the run is solved, the snapshot's grid is the solution.
    pub fn snapshot(&self, clock: &dyn Clock) -> Option<Snapshot> {
        let engine = self.engine.as_ref()?;
        let mut progress = engine.progress();
        if let Some(solution) = self.outcome.as_ref().and_then(Outcome::solution) {
            progress.grid = *solution;
        }
        Some(Snapshot {
            progress,
            elapsed_ms: self.elapsed_ms(clock),
            stats: engine.stats(),
            picture: engine.picture(),
        })
    }

    fn out_of_time(&self, now: f64) -> bool {
        self.time_limit_ms
            .is_some_and(|limit| now - self.started_ms >= limit)
    }

    fn best(&self) -> (crate::Grid, u32) {
        let progress = self
            .engine
            .as_ref()
            .expect("a running session has an engine")
            .progress();
        let cost = progress.cost();
        (progress.grid, cost)
    }

    fn end(&mut self, outcome: Outcome, now: f64) {
        self.outcome = Some(outcome);
        self.ended_ms = Some(now);
    }
}

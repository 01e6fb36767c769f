//! [`Session`]: one run of one engine on one puzzle, from the uniqueness
//! check to the outcome. It is the only place that enforces a time limit,
//! honours a stop, or decides a puzzle before its engine runs, and its
//! [`Outcome`] says why the run ended. The CLI, the browser worker and the
//! tests all drive engines through it.
//!
//! A session advances in slices of about [`SLICE_MS`] (a worker reads its
//! messages between two), or runs to its end with [`Session::run`].

use crate::exact::portfolio::{find_at_once, Counter};
use crate::params::Params;
use crate::picture::Picture;
use crate::run::{Clock, Deadline};
use crate::shape::{Sudoku, Values};
use crate::solver::{Engine, EngineInfo, Outcome, Progress, Step};
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
    work: Work,
    facts: Option<Facts>,
    time_limit_ms: Option<f64>,
    slice_ms: f64,
    driver: Driver,
    started_ms: f64,
    ended_ms: Option<f64>,
    outcome: Option<Outcome>,
    /// The time limit on a clock the engine may read, when the session's
    /// clock can be shared ([`Clock::shared`]).
    deadline: Option<Deadline>,
    /// Two solutions, when the check found several.
    several: Vec<Values>,
}

/// What a session is doing.
enum Work {
    /// Nothing: the run was decided before an engine started.
    Nothing,
    /// Counting the solutions of a puzzle beyond the classic 9x9.
    Checking(Box<Check>),
    /// Running the engine (or showing the one that ran).
    Running(Box<dyn Engine>),
}

/// A uniqueness check in slices, and what starts the engine after it.
struct Check {
    counter: Counter,
    givens: usize,
    uniqueness: Uniqueness,
    engine_name: &'static str,
    build: Box<dyn FnOnce() -> Box<dyn Engine>>,
}

/// What the caller of [`Session::run`] wants after each slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    Continue,
    Stop,
}

impl Session {
    /// Checks `sudoku`, a puzzle of any shape, and starts `info`'s engine
    /// on it; an engine that does not solve the shape ends the session at
    /// once as [`Outcome::NotApplicable`].
    pub fn start(
        info: &'static EngineInfo,
        sudoku: &Sudoku,
        params: &Params,
        seed: u64,
        limits: Limits,
        clock: &dyn Clock,
    ) -> Session {
        let owned = sudoku.clone();
        let params = params.clone();
        let build = move || {
            info.start(&owned, &params, seed)
                .expect("the session starts only an engine that takes the shape")
        };
        Session::with_builder(info, sudoku, seed, limits, clock, build)
    }

    /// [`Session::start`] with the engine built by `build` (only if the
    /// check leaves something to run; for engines outside the registry,
    /// such as a test's); `seed` is the run's.
    ///
    /// The check counts solutions up to two as `limits` ask; a
    /// construction engine is never checked. A puzzle the counter counts
    /// at once ([`find_at_once`]: a classic 9x9, in microseconds) is
    /// decided here; any other is counted in slices by a [`Counter`], like
    /// the run itself, and the count counts
    /// toward the time limit; when the counter is the chosen engine
    /// (`propagate`, `sat`), the count is the run. A puzzle the count
    /// decides (no solution, several) ends the session.
    pub fn with_builder(
        info: &EngineInfo,
        sudoku: &Sudoku,
        seed: u64,
        limits: Limits,
        clock: &dyn Clock,
        build: impl FnOnce() -> Box<dyn Engine> + 'static,
    ) -> Session {
        let check_start = clock.now_ms();
        let checks = info.solves() && limits.uniqueness != Uniqueness::Skip;
        let found = checks.then(|| find_at_once(sudoku, 2)).flatten();
        let facts = found.as_ref().map(|found| Facts {
            givens: sudoku.givens().filled(),
            solutions: SolutionCount::from_count(found.len()),
            check_ms: clock.now_ms() - check_start,
        });
        let started_ms = clock.now_ms();
        let mut session = Session {
            work: Work::Nothing,
            facts,
            time_limit_ms: limits.time_limit_ms,
            slice_ms: SLICE_MS,
            driver: Driver::new(SLICE_MS),
            started_ms,
            ended_ms: None,
            outcome: None,
            deadline: Session::deadline(limits, started_ms, clock),
            // A classic 9x9's two, found at once by `fast`.
            several: found.filter(|found| found.len() >= 2).unwrap_or_default(),
        };
        if let Some(reason) = info.refusal(sudoku.shape()) {
            session.end(Outcome::NotApplicable { reason }, started_ms);
        } else if let Some(decided) =
            facts.and_then(|facts| decision(facts.solutions, limits.uniqueness))
        {
            session.end(decided, started_ms);
        } else if checks && facts.is_none() {
            session.work = Work::Checking(Box::new(Check {
                counter: Counter::for_engine(info.name, sudoku, 2, seed),
                givens: sudoku.givens().filled(),
                uniqueness: limits.uniqueness,
                engine_name: info.name,
                build: Box::new(build),
            }));
        } else {
            session.run_engine(build());
        }
        session
    }

    /// Slices of about `slice_ms` from now on instead of [`SLICE_MS`]: for
    /// a driver that reads no messages between slices (the command line),
    /// longer slices cost less — a CDCL solver restarts at each — and the
    /// time limit is checked a slice late at most.
    pub fn set_slice_ms(&mut self, slice_ms: f64) {
        self.slice_ms = slice_ms;
        self.driver = Driver::new(slice_ms);
    }

    /// What the solution counter found, if the session counted.
    pub fn facts(&self) -> Option<&Facts> {
        self.facts.as_ref()
    }

    /// Two solutions of a puzzle the check found several of, to show
    /// where they differ; empty otherwise.
    pub fn several(&self) -> &[Values] {
        &self.several
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
        if self.outcome.is_some() {
            return self.outcome.as_ref();
        }
        let engine = match &mut self.work {
            Work::Nothing => return None,
            Work::Checking(check) => check.counter.engine_mut(),
            Work::Running(engine) => engine.as_mut(),
        };
        let step = match budget {
            Some(budget) => engine.step(budget),
            None => self.driver.slice(engine, clock),
        };
        let now = clock.now_ms();
        match step {
            Step::Finished(_) if matches!(self.work, Work::Checking(_)) => self.end_check(now),
            // An engine that gave up at its deadline ran out of time.
            Step::Finished(Outcome::GaveUp { best, cost }) if self.out_of_time(now) => {
                self.end(Outcome::TimeLimit { best, cost }, now)
            }
            Step::Finished(outcome) => self.end(outcome, now),
            Step::Running if self.out_of_time(now) => {
                let (best, cost) = self.best();
                self.end(Outcome::TimeLimit { best, cost }, now);
            }
            Step::Running => {}
        }
        self.outcome.as_ref()
    }

    /// The count is in: decides the puzzle, or starts the engine (or, when
    /// the counter was the chosen engine, ends with its solution).
    fn end_check(&mut self, now: f64) {
        let Work::Checking(check) = std::mem::replace(&mut self.work, Work::Nothing) else {
            unreachable!("only a check ends a check")
        };
        let Check {
            counter,
            givens,
            uniqueness,
            engine_name,
            build,
        } = *check;
        let solutions = SolutionCount::from_count(counter.solutions().len());
        if solutions == SolutionCount::Several {
            self.several = counter.solutions()[..2].to_vec();
        }
        self.facts = Some(Facts {
            givens,
            solutions,
            check_ms: now - self.started_ms,
        });
        if let Some(decided) = decision(solutions, uniqueness) {
            self.end(decided, now);
        } else if counter.engine_name() == engine_name {
            let solution = counter.solutions()[0].clone();
            self.work = Work::Running(counter.into_engine());
            self.end(Outcome::Solved(solution), now);
        } else {
            self.run_engine(build());
            self.driver = Driver::new(self.slice_ms);
        }
    }

    /// Runs `engine`, telling it the time limit on the session's clock
    /// when that clock can be shared: without it the limit is checked
    /// between slices only, and one step of logic's nested forcing chains
    /// may last minutes.
    fn run_engine(&mut self, mut engine: Box<dyn Engine>) {
        if let Some(deadline) = &self.deadline {
            engine.set_deadline(deadline.clone());
        }
        self.work = Work::Running(engine);
    }

    /// The time limit on `clock`, when the session has one and the clock
    /// can be shared with an engine.
    fn deadline(limits: Limits, started_ms: f64, clock: &dyn Clock) -> Option<Deadline> {
        let (limit, clock) = limits.time_limit_ms.zip(clock.shared())?;
        Some(Deadline::new(clock, started_ms + limit))
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

    /// The engine's progress (while a check counts, the counter's); `None`
    /// for a run decided before its engine started.
    pub fn progress(&self) -> Option<Progress> {
        self.shown_engine().map(Engine::progress)
    }

    /// The engine's statistics (empty when it did not run, and while the
    /// check of another engine's run counts).
    pub fn stats(&self) -> Stats {
        match &self.work {
            Work::Running(engine) => engine.stats(),
            Work::Checking(check) if check.counter.engine_name() == check.engine_name => {
                check.counter.engine().stats()
            }
            _ => Stats::new(),
        }
    }

    /// A full snapshot for a view; `None` when the engine did not run. Once
    /// the run is solved, the snapshot's grid is the solution.
    pub fn snapshot(&self, clock: &dyn Clock) -> Option<Snapshot> {
        let engine = self.shown_engine()?;
        let mut progress = engine.progress();
        if let Some(solution) = self.outcome.as_ref().and_then(Outcome::solution) {
            progress.grid = solution.clone();
        }
        Some(Snapshot {
            progress,
            elapsed_ms: self.elapsed_ms(clock),
            stats: self.stats(),
            picture: match &self.work {
                Work::Running(engine) => engine.picture(),
                _ => None,
            },
        })
    }

    /// The engine whose progress a view shows: the run's, or the counter
    /// while a check counts.
    fn shown_engine(&self) -> Option<&dyn Engine> {
        match &self.work {
            Work::Nothing => None,
            Work::Checking(check) => Some(check.counter.engine()),
            Work::Running(engine) => Some(engine.as_ref()),
        }
    }

    fn out_of_time(&self, now: f64) -> bool {
        self.time_limit_ms
            .is_some_and(|limit| now - self.started_ms >= limit)
    }

    fn best(&self) -> (Values, u32) {
        let progress = self
            .shown_engine()
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

/// The ending a count decides before the engine runs, if any.
fn decision(solutions: SolutionCount, uniqueness: Uniqueness) -> Option<Outcome> {
    match solutions {
        SolutionCount::None => Some(Outcome::NoSolution),
        SolutionCount::Several if uniqueness == Uniqueness::Require => {
            Some(Outcome::SeveralSolutions)
        }
        _ => None,
    }
}

/// Sizes step budgets so that each slice of work takes about `slice_ms`.
#[derive(Clone, Debug)]
struct Driver {
    budget: u64,
    slice_ms: f64,
}

impl Driver {
    const FIRST_BUDGET: u64 = 256;
    const MAX_BUDGET: u64 = 1 << 40;

    /// A driver aiming at slices of `slice_ms` milliseconds.
    fn new(slice_ms: f64) -> Driver {
        Driver {
            budget: Self::FIRST_BUDGET,
            slice_ms: slice_ms.max(0.1),
        }
    }

    /// Runs one slice of `engine` and adapts the next slice's budget to how
    /// long this one took.
    fn slice(&mut self, engine: &mut dyn Engine, clock: &dyn Clock) -> Step {
        let start = clock.now_ms();
        let step = engine.step(self.budget);
        let took = clock.now_ms() - start;
        if took < self.slice_ms / 2.0 {
            self.budget = (self.budget * 2).min(Self::MAX_BUDGET);
        } else if took > self.slice_ms * 2.0 {
            self.budget = (self.budget / 2).max(1);
        }
        step
    }
}

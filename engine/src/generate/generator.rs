//! [`Generator`]: one puzzle of any shape made step by step, so a worker
//! can show its progress and stop it, the way it drives an engine.
//!
//! A try draws a solution grid, makes a puzzle of it (digging, or filling a
//! pattern), and rates it when the options ask (always, with a target).
//! The plain classic 9x9 is made by the classic cores, chosen here (fixed
//! arrays, the `fast` counter, digging cut into slices); every other shape
//! and every killer by [`super::shaped`], one try at a time.
//! Without a target the first puzzle made ends the run; with one, the
//! first whose rating lands in it, and a run that gives up offers the
//! closest it made ([`GenProgress::best`]). Each try counts against the
//! limit of tries. Rating draws no chance, so the puzzles tried are the
//! same with any target or none. [`Generator::step`] does a bounded
//! amount of work per call (see [`work`]) and the same seed and options give
//! the same puzzle however the work is sliced. The generator reads no
//! clock: [`Generator::run`] adds a time limit and a stop with a
//! [`Clock`], and hands the generator the [`Deadline`] of that limit
//! ([`Generator::end_tries_at`]): the work of a try that no step can cut
//! (a rating, a try at another shape) ends there, and the try is dropped,
//! so a puzzle made never depends on the clock.

use std::ops::ControlFlow;

use crate::generate::dig::Dig;
use crate::generate::options::{GenerateOptions, Givens};
use crate::generate::outcome::{GenOutcome, Generated, GiveUp};
use crate::generate::shaped::{self, Unmade};
use crate::generate::MetaRng;
use crate::grid::Grid;
use crate::rate::{rate_unique, PathRating, RateOptions};
use crate::run::{Clock, Deadline};
use crate::session::Control;
use crate::shape::{Shape, Sudoku, Values};

/// Units of [`Generator::step`]'s budget. A unit is about one uniqueness
/// check of the solution counter (microseconds).
pub mod work {
    /// Drawing one solution grid.
    pub const GRID: u64 = 1;
    /// One uniqueness check (a group tried while digging, a pattern filled).
    pub const CHECK: u64 = 1;
    /// Rating one puzzle: 0.8-1.1 ms on average against 1.7 µs a check
    /// (measured on dug puzzles, `generate_levels`). The logic solver's path
    /// cannot be cut, so a step that rates may run past its budget by one
    /// rating (0.1 ms for a puzzle of singles, about 30 ms at ER 9).
    pub const RATING: u64 = 500;
    /// One try at a puzzle of another shape or a killer, which cannot be
    /// cut: a 6x6's takes well under a millisecond, a 16x16's seconds.
    pub const OTHER_SHAPE_TRY: u64 = 64;
}

/// What a call to [`Generator::step`] ended with. (The outcome is large
/// next to `Running`, but a step returns once per slice of thousands of
/// checks, so its size costs nothing measurable.)
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum GenStep {
    /// The budget is spent; call again to go on.
    Running,
    Finished(GenOutcome),
}

/// Where a run stands, for a progress view.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GenProgress {
    /// Solution grids drawn (one per try).
    pub tries: u64,
    /// Puzzles made from them (dug, or patterns that filled uniquely).
    pub puzzles: u64,
    /// Uniqueness checks done.
    pub checks: u64,
    /// Units of work done (see [`work`]).
    pub work: u64,
    /// The made puzzle whose rating came closest to the target so far
    /// (the first of equals); without a target, the puzzle made.
    pub best: Option<Generated>,
}

impl GenProgress {
    /// The best puzzle's rating: "best rating so far" (ER, level).
    pub fn best_rating(&self) -> Option<&PathRating> {
        self.best.as_ref()?.rating.as_ref()
    }
}

/// What the current try is doing.
#[derive(Clone, Debug)]
enum Phase {
    /// About to draw a grid.
    Draw,
    Digging(Dig),
    /// A puzzle made, about to be judged.
    Made(Made),
    Over(GenOutcome),
}

/// A puzzle made, not yet judged.
#[derive(Clone, Debug)]
struct Made {
    sudoku: Sudoku,
    solution: Values,
    unproven: usize,
}

impl Made {
    /// A classic 9x9 made by the classic cores.
    fn classic(givens: Grid, solution: Grid) -> Made {
        Made {
            sudoku: Sudoku::new(Shape::classic(), givens.to_values())
                .expect("givens of a solution"),
            solution: solution.to_values(),
            unproven: 0,
        }
    }
}

/// One puzzle's generation, advanced in bounded steps.
pub struct Generator {
    options: GenerateOptions,
    rng: MetaRng,
    phase: Phase,
    solution: Grid,
    progress: GenProgress,
    /// Where the work of a try ends (see [`Generator::end_tries_at`]).
    deadline: Option<Deadline>,
}

impl Generator {
    /// A generator for `options`, all of its chance drawn from `seed`.
    pub fn new(options: &GenerateOptions, seed: u64) -> Generator {
        let phase = match options.impossible() {
            Some(reason) => Phase::Over(GenOutcome::GaveUp {
                why: GiveUp::Impossible { reason },
                tries: 0,
                best: None,
            }),
            None => Phase::Draw,
        };
        Generator {
            options: options.clone(),
            rng: MetaRng::new(seed),
            phase,
            solution: Grid::EMPTY,
            progress: GenProgress {
                tries: 0,
                puzzles: 0,
                checks: 0,
                work: 0,
                best: None,
            },
            deadline: None,
        }
    }

    /// Ends the work of each try at `deadline`: a rating, a practice
    /// puzzle's check or a try at another shape still under way then gives
    /// up, and the try is dropped (never made into a puzzle on a cut
    /// rating), so the puzzles made depend on the seed alone. Past it,
    /// [`Generator::step`] returns at once: the driver that set it times
    /// the run out ([`Generator::time_out`]), as [`Generator::run`] does.
    pub fn end_tries_at(&mut self, deadline: Deadline) {
        self.deadline = Some(deadline);
    }

    /// [`Generator::end_tries_at`] `limit_ms` from now on `clock`, when
    /// there is a limit and the clock can be kept (a clock that cannot
    /// leaves the driver alone to time the run out between steps).
    pub fn end_tries_within(&mut self, clock: &dyn Clock, limit_ms: Option<f64>) {
        if let (Some(limit), Some(shared)) = (limit_ms, clock.shared()) {
            self.end_tries_at(Deadline::new(shared, clock.now_ms() + limit));
        }
    }

    /// True once the deadline of [`Generator::end_tries_at`] has passed.
    fn out_of_time(&self) -> bool {
        self.deadline.as_ref().is_some_and(Deadline::passed)
    }

    /// Does about `budget` units of work (at least one), then returns.
    pub fn step(&mut self, budget: u64) -> GenStep {
        let start = self.progress.work;
        while self.progress.work - start < budget.max(1) {
            if let Phase::Over(outcome) = &self.phase {
                return GenStep::Finished(outcome.clone());
            }
            if self.out_of_time() {
                break;
            }
            let left = budget.max(1) - (self.progress.work - start);
            self.advance(left);
        }
        match &self.phase {
            Phase::Over(outcome) => GenStep::Finished(outcome.clone()),
            _ => GenStep::Running,
        }
    }

    /// Where the run stands.
    pub fn progress(&self) -> &GenProgress {
        &self.progress
    }

    /// Ends the run now (a run already over keeps its outcome).
    pub fn stop(&mut self) -> GenOutcome {
        self.give_up(GiveUp::Stopped)
    }

    /// Runs to the end, reading `clock` between steps sized to take about
    /// 8 ms: past `time_limit_ms` the run gives up, a try under way then
    /// included when `clock` can be shared (see
    /// [`Generator::end_tries_at`]); `between` sees the progress after
    /// every step and may stop it.
    pub fn run(
        &mut self,
        clock: &dyn Clock,
        time_limit_ms: Option<f64>,
        mut between: impl FnMut(&GenProgress) -> Control,
    ) -> GenOutcome {
        let started = clock.now_ms();
        self.end_tries_within(clock, time_limit_ms);
        let mut budget = StepBudget::default();
        loop {
            let before = clock.now_ms();
            if let GenStep::Finished(outcome) = self.step(budget.units()) {
                return outcome;
            }
            let now = clock.now_ms();
            budget.took(now - before);
            if let Some(limit) = time_limit_ms.filter(|&limit| now - started >= limit) {
                return self.time_out(limit);
            }
            if between(&self.progress) == Control::Stop {
                return self.stop();
            }
        }
    }

    /// Gives up because `limit_ms` passed (a run already over keeps its
    /// outcome): for a caller that slices the work itself and reads its
    /// own clock, as a worker does.
    pub fn time_out(&mut self, limit_ms: f64) -> GenOutcome {
        self.give_up(GiveUp::TimeLimit { ms: limit_ms })
    }

    fn give_up(&mut self, why: GiveUp) -> GenOutcome {
        if let Phase::Over(outcome) = &self.phase {
            return outcome.clone();
        }
        let outcome = GenOutcome::GaveUp {
            why,
            tries: self.progress.tries,
            best: self.progress.best.clone(),
        };
        self.phase = Phase::Over(outcome.clone());
        outcome
    }

    /// Moves the current try on by up to `budget` units (at least one).
    fn advance(&mut self, budget: u64) {
        match std::mem::replace(&mut self.phase, Phase::Draw) {
            Phase::Draw => self.draw(),
            Phase::Digging(mut dig) => {
                let checks = dig.checks;
                let done = dig.advance(budget);
                let spent = dig.checks - checks;
                self.progress.checks += spent;
                self.progress.work += spent * work::CHECK;
                self.phase = match done {
                    Some(givens) => Phase::Made(Made::classic(givens, self.solution)),
                    None => Phase::Digging(dig),
                };
            }
            Phase::Made(made) => self.judge_made(made),
            over @ Phase::Over(_) => self.phase = over,
        }
    }

    fn draw(&mut self) {
        if self.progress.tries >= self.options.max_tries {
            let tries = self.options.max_tries;
            self.give_up(GiveUp::TriesSpent { tries });
            return;
        }
        self.progress.tries += 1;
        if !self.options.is_plain_classic() {
            self.try_other_shape();
            return;
        }
        self.progress.work += work::GRID;
        self.solution = self.options.grid.grid(&mut self.rng);
        self.phase = match &self.options.givens {
            Givens::Dig(symmetry) => {
                Phase::Digging(Dig::new(self.solution, *symmetry, &mut self.rng))
            }
            Givens::Pattern(pattern) => {
                self.progress.checks += 1;
                self.progress.work += work::CHECK;
                match pattern.fill(&self.solution) {
                    Some(givens) => Phase::Made(Made::classic(givens, self.solution)),
                    None => Phase::Draw,
                }
            }
        };
    }

    /// One whole try at a puzzle of another shape or a killer.
    fn try_other_shape(&mut self) {
        self.progress.work += work::OTHER_SHAPE_TRY;
        match shaped::try_once(&self.options, &mut self.rng, self.deadline.as_ref()) {
            // The phase is `Draw`: a step past the deadline draws no more.
            Err(Unmade::OutOfTime) => {}
            Err(Unmade::NoGrid) => {
                let reason = format!(
                    "no full grid of {} turned up",
                    self.options.shape.describe()
                );
                self.give_up(GiveUp::Impossible { reason });
            }
            // No layout of cages on this grid is enough alone.
            Ok((_, None)) => self.phase = Phase::Draw,
            Ok((solution, Some(dug))) => {
                self.phase = Phase::Made(Made {
                    sudoku: dug.sudoku,
                    solution,
                    unproven: dug.unproven,
                })
            }
        }
    }

    /// Rates the made puzzle when the options ask; keeps it if it lands in
    /// the target (or there is none) and needs what the options need, else
    /// remembers it if it is the closest yet and draws again. A puzzle
    /// that lacks the need is drawn again unrated, and never the closest.
    /// A check or rating cut at the deadline drops the try (the phase is
    /// `Draw` while this runs).
    fn judge_made(&mut self, made: Made) {
        if let Some(need) = self.options.needs {
            self.progress.work += work::RATING;
            let needed = need.is_needed_within(&made.sudoku, &made.solution, self.deadline.clone());
            if self.out_of_time() {
                return;
            }
            if !needed {
                self.progress.puzzles += 1;
                return;
            }
        }
        let rating = match self.options.rates() {
            true => {
                self.progress.work += work::RATING;
                let rating = rate_made_within(&made.sudoku, &made.solution, self.deadline.clone());
                if self.out_of_time() {
                    return;
                }
                Some(rating)
            }
            false => None,
        };
        self.progress.puzzles += 1;
        let generated = Generated {
            sudoku: made.sudoku,
            solution: made.solution,
            tries: self.progress.tries,
            rating,
            unproven: made.unproven,
        };
        let Some(target) = self.options.target else {
            self.progress.best = Some(generated.clone());
            self.phase = Phase::Over(GenOutcome::Made(generated));
            return;
        };
        let distance = |made: &Generated| {
            made.rating
                .as_ref()
                .map_or(u32::MAX, |rating| target.distance(rating))
        };
        let closer = distance(&generated);
        if closer == 0 {
            self.progress.best = Some(generated.clone());
            self.phase = Phase::Over(GenOutcome::Made(generated));
        } else {
            if self
                .progress
                .best
                .as_ref()
                .is_none_or(|best| closer < distance(best))
            {
                self.progress.best = Some(generated);
            }
            self.phase = Phase::Draw;
        }
    }
}

/// The readings of a made puzzle's logic path, as `rate` gives them
/// (without the CSP class).
pub fn rate_made(sudoku: &Sudoku, solution: &Values) -> PathRating {
    rate_made_within(sudoku, solution, None)
}

/// [`rate_made`] whose searches give up at `deadline` (the path then
/// ends early, and reads easier or unsolved).
fn rate_made_within(sudoku: &Sudoku, solution: &Values, deadline: Option<Deadline>) -> PathRating {
    let options = RateOptions {
        csp: false,
        deadline,
        ..RateOptions::default()
    };
    rate_unique(sudoku, solution, &options, &mut |_| {
        ControlFlow::Continue(())
    })
    .path()
}

/// The time a [`StepBudget`] aims at between two looks at the clock.
pub const SLICE_MS: f64 = 8.0;

/// The budget of the next [`Generator::step`], sized from how long the last
/// one took so that a step takes about [`SLICE_MS`]: doubled after a short
/// step, halved after a long one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepBudget(u64);

impl Default for StepBudget {
    fn default() -> StepBudget {
        StepBudget(64)
    }
}

impl StepBudget {
    /// Units of work for the next step.
    pub fn units(self) -> u64 {
        self.0
    }

    /// The last step took `ms`.
    pub fn took(&mut self, ms: f64) {
        self.0 = if ms < SLICE_MS / 2.0 {
            self.0.saturating_mul(2)
        } else {
            (self.0 / 2).max(1)
        };
    }
}

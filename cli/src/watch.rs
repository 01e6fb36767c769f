//! How long an analysis (`rate`, `explain`, `hint`) of one puzzle may take,
//! and its progress: the uniqueness check before it ends within
//! `--time-limit` (or [`CHECK_SECS`] when none is given) and says what it
//! found; with `--time-limit` the logic path stops there too, between two
//! steps, and the forcing chains of every shape inside a step. A long
//! analysis shows how far it has got on standard error when that is a
//! terminal.

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::sync::Arc;

use sudoku_engine::exact::counter::Bound;
use sudoku_engine::rate::unique_solution_within;
use sudoku_engine::rate::RateError;
use sudoku_engine::run::{Clock, Deadline, SystemClock};
use sudoku_engine::shape::{Sudoku, Values};

/// Seconds the uniqueness check may take without `--time-limit`.
pub const CHECK_SECS: f64 = 60.0;

/// Progress is shown once an analysis has taken this long...
const QUIET_MS: f64 = 1_000.0;
/// ... then at most this often.
const EVERY_MS: f64 = 250.0;

/// One puzzle's analysis: its clock, limit and progress line.
pub struct Watch {
    clock: SystemClock,
    /// `--time-limit`, in seconds.
    limit: Option<f64>,
    /// What the progress line names (`line 3`).
    what: String,
    steps: usize,
    shown_at: Option<f64>,
    terminal: bool,
    stopped: bool,
}

impl Watch {
    pub fn new(limit: Option<f64>, what: impl Into<String>) -> Watch {
        Watch {
            clock: SystemClock::default(),
            limit,
            what: what.into(),
            steps: 0,
            shown_at: None,
            terminal: std::io::stderr().is_terminal(),
            stopped: false,
        }
    }

    /// The puzzle's one solution, or why it has none or several, or
    /// [`RateError::Unchecked`] when the check did not decide within its
    /// bound ([`Watch::check_words`] says so).
    pub fn unique_solution(&self, sudoku: &Sudoku) -> Result<Values, RateError> {
        let secs = self.limit.unwrap_or(CHECK_SECS);
        unique_solution_within(sudoku, Bound::until(&self.clock, secs * 1000.0))
    }

    /// What the uniqueness check's `error` means, in words.
    pub fn check_words(&self, error: &RateError) -> String {
        match error {
            RateError::Unchecked => format!(
                "not decided within {} s whether the puzzle has one solution{}",
                self.limit.unwrap_or(CHECK_SECS),
                if self.limit.is_some() {
                    ""
                } else {
                    " (--time-limit sets how long to try)"
                }
            ),
            other => other.to_string(),
        }
    }

    /// When the logic path's searches give up: the time limit, if any.
    pub fn deadline(&self) -> Option<Deadline> {
        self.limit
            .map(|secs| Deadline::new(Arc::new(self.clock), secs * 1000.0))
    }

    /// Called after each step of the path: shows progress, and stops the
    /// path once the time limit has passed.
    pub fn step(&mut self) -> ControlFlow<()> {
        self.steps += 1;
        let now = self.clock.now_ms();
        if self.terminal
            && now >= QUIET_MS
            && self.shown_at.is_none_or(|shown| now - shown >= EVERY_MS)
        {
            eprint!(
                "\rsudoku: {}: {} steps, {:.0} s",
                self.what,
                self.steps,
                now / 1000.0
            );
            let _ = std::io::stderr().flush();
            self.shown_at = Some(now);
        }
        if self.out_of_time() {
            self.stopped = true;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }

    /// True once the time limit, if any, has passed.
    pub fn out_of_time(&self) -> bool {
        self.limit
            .is_some_and(|secs| self.clock.now_ms() >= secs * 1000.0)
    }

    /// True when the path was stopped by the time limit or ran past it
    /// (a search inside a step gave up there).
    pub fn stopped(&self) -> bool {
        self.stopped || self.out_of_time()
    }

    /// Why the path is not whole: the time limit and the steps found.
    pub fn why_stopped(&self) -> String {
        format!(
            "the time limit of {} s passed after {} steps",
            self.limit.unwrap_or_default(),
            self.steps
        )
    }
}

impl Drop for Watch {
    /// Clears the progress line.
    fn drop(&mut self) {
        if self.shown_at.is_some() {
            eprint!("\r\x1b[2K");
            let _ = std::io::stderr().flush();
        }
    }
}

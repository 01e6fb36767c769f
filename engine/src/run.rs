//! Clocks and slices: [`Clock`] is where a driver reads time (engines
//! never do, but a long search checks the [`Deadline`] a session gives it),
//! and [`Driver`] sizes each step's budget so that a slice of work takes
//! about a target duration. [`Session`](crate::Session) builds on both.

use crate::solver::{Engine, Step};

/// A source of milliseconds (any fixed origin). Engines never read clocks;
/// drivers do, with `std::time::Instant` natively or `performance.now()` in
/// the browser.
pub trait Clock {
    fn now_ms(&self) -> f64;

    /// This clock as one an engine may keep, to end a long unit of work at
    /// a [`Deadline`]; `None` for a clock that cannot be shared.
    fn shared(&self) -> Option<std::sync::Arc<dyn Clock + Send + Sync>> {
        None
    }
}

/// A time to give up at, on a clock: what a long search (a nested forcing
/// chain) checks now and then to end on time.
#[derive(Clone)]
pub struct Deadline {
    clock: std::sync::Arc<dyn Clock + Send + Sync>,
    at_ms: f64,
}

impl Deadline {
    /// When `clock` reads `at_ms`.
    pub fn new(clock: std::sync::Arc<dyn Clock + Send + Sync>, at_ms: f64) -> Deadline {
        Deadline { clock, at_ms }
    }

    pub fn passed(&self) -> bool {
        self.clock.now_ms() >= self.at_ms
    }
}

impl std::fmt::Debug for Deadline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Deadline({} ms)", self.at_ms)
    }
}

/// The native clock.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }

    fn shared(&self) -> Option<std::sync::Arc<dyn Clock + Send + Sync>> {
        Some(std::sync::Arc::new(*self))
    }
}

/// Sizes step budgets so that each slice of work takes about `slice_ms`.
#[derive(Clone, Debug)]
pub struct Driver {
    budget: u64,
    slice_ms: f64,
}

impl Driver {
    const FIRST_BUDGET: u64 = 256;
    const MAX_BUDGET: u64 = 1 << 40;

    /// A driver aiming at slices of `slice_ms` milliseconds.
    pub fn new(slice_ms: f64) -> Driver {
        Driver {
            budget: Self::FIRST_BUDGET,
            slice_ms: slice_ms.max(0.1),
        }
    }

    /// Runs one slice of `engine` and adapts the next slice's budget to how
    /// long this one took.
    pub fn slice(&mut self, engine: &mut dyn Engine, clock: &dyn Clock) -> Step {
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

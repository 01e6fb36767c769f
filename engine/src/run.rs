//! Clocks and slices: [`Clock`] is where a driver reads time (engines never
//! do), and [`Driver`] sizes each step's budget so that a slice of work takes
//! about a target duration. [`Session`](crate::Session) builds on both.

use crate::solver::{Engine, Step};

/// A source of milliseconds (any fixed origin). Engines never read clocks;
/// drivers do, with `std::time::Instant` natively or `performance.now()` in
/// the browser.
pub trait Clock {
    fn now_ms(&self) -> f64;
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

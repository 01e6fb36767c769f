//! Driving an engine: slices of work sized to a target duration, time
//! limits, and stop requests. Native code runs [`run`] in a loop; the browser
//! worker calls [`Driver::slice`] from its event loop so that it can read a
//! stop message between slices.

use crate::solver::{Engine, Outcome, Step};

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

/// What the caller of [`run`] wants after each slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    Continue,
    Stop,
}

/// Runs `engine` to its end, a time limit (then [`Outcome::GaveUp`]), or
/// until `between_slices` asks to stop (then [`Outcome::Stopped`]).
/// `between_slices` sees the engine after every slice of about 20 ms.
pub fn run(
    engine: &mut dyn Engine,
    clock: &dyn Clock,
    time_limit_ms: Option<f64>,
    mut between_slices: impl FnMut(&dyn Engine) -> Control,
) -> Outcome {
    let start = clock.now_ms();
    let mut driver = Driver::new(20.0);
    loop {
        if let Step::Finished(outcome) = driver.slice(engine, clock) {
            return outcome;
        }
        let progress = engine.progress();
        if between_slices(engine) == Control::Stop {
            return Outcome::Stopped {
                best: progress.grid,
                cost: progress.cost(),
            };
        }
        if time_limit_ms.is_some_and(|limit| clock.now_ms() - start >= limit) {
            return Outcome::GaveUp {
                best: progress.grid,
                cost: progress.cost(),
            };
        }
    }
}

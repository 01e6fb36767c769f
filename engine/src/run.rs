//! Clocks: [`Clock`] is where a session reads time (engines never do, but
//! a long search checks the [`Deadline`] a session gives it). It sits
//! below the engines, which import it; [`Session`](crate::Session) builds
//! its slices on it.

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

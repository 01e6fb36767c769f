//! The one engine interface: every engine, exact or stochastic, is driven
//! the same way, so the CLI, the worker, the benchmarks and the tests need no
//! per-engine code.
//!
//! An engine is created from a puzzle, parameters and a seed (see
//! [`crate::registry`]), then advanced with [`Engine::step`] in bounded slices
//! of work until it returns an [`Outcome`]. Between slices a driver may read
//! [`Engine::progress`] and [`Engine::stats`], check a clock, or stop.
//!
//! May import: the model, `params`, `stats`, `picture`, `scale` and `run`'s
//! clocks; it names the registry in its docs only.

mod info;
mod outcome;

pub use info::{EngineInfo, EngineKind, Preset, Reports, Shapes};
pub use outcome::{Outcome, Progress};

use crate::picture::Picture;
use crate::run::Deadline;
use crate::stats::Stats;

/// A search that can be advanced in bounded steps.
///
/// Engines never read a clock (there is none on `wasm32-unknown-unknown`):
/// time limits and stop requests belong to the [`Session`](crate::Session).
pub trait Engine: Send {
    /// Does at most about `budget` units of the engine's own work (tries,
    /// nodes, iterations: whatever [`Progress::iterations`] counts), then
    /// returns. Once the run is over it returns the outcome, and keeps
    /// returning the same outcome without further work.
    fn step(&mut self, budget: u64) -> Step;

    /// A snapshot of where the search stands.
    fn progress(&self) -> Progress;

    /// The engine's statistics by name (guesses, backtracks, temperature...),
    /// each declared in the engine's [`EngineInfo`](crate::EngineInfo).
    fn stats(&self) -> Stats;

    /// An engine-specific picture of the search (candidates, pheromone), for
    /// engines that declare one; taken as often as progress, so keep it cheap.
    fn picture(&self) -> Option<Picture> {
        None
    }

    /// Ends a unit of work that runs long (a logic step's nested forcing
    /// chains) once `deadline` passes, so that the session's time limit
    /// holds inside it; the session still says how the run ends. Engines
    /// whose units are short ignore it.
    fn set_deadline(&mut self, _deadline: Deadline) {}
}

/// A boxed engine is an engine: an engine's `start` returns the box of
/// the backend it chose (the classic 9x9's fixed arrays or every shape's).
impl<E: Engine + ?Sized> Engine for Box<E> {
    fn step(&mut self, budget: u64) -> Step {
        (**self).step(budget)
    }

    fn progress(&self) -> Progress {
        (**self).progress()
    }

    fn stats(&self) -> Stats {
        (**self).stats()
    }

    fn picture(&self) -> Option<Picture> {
        (**self).picture()
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        (**self).set_deadline(deadline)
    }
}

/// What a call to [`Engine::step`] ended with.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// The budget is spent; call again to go on.
    Running,
    /// The run is over.
    Finished(Outcome),
}

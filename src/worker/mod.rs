//! Everything about the workers, where a newcomer looks for it:
//!
//! - [`role`]: the two kinds of worker, each its own build: the solver
//!   (engines) and the analysis worker (ratings, hints, generation), and
//!   what each does with its messages;
//! - [`protocol`]: the messages between the UI thread and a worker (a
//!   puzzle of any shape travels in the engine's own serde form);
//! - [`serve`]: what a worker does with them (sessions, progress, stop),
//!   native and tested; [`bench`]: its throughput and shape benchmarks;
//! - [`analysis`]: questions about a board (ratings, explanation, hint)
//!   and their answers; [`analyse`] answers them in the worker ([`pace`]:
//!   how often a long answer says how far it has got);
//!   [`analyst`]: the analysis worker as the state sees it (pure);
//! - [`generation`]: a new puzzle asked of a worker, its progress and
//!   outcome; [`generate`] makes it in the worker, slice by slice;
//! - [`pool`]: the workers that make runs (solver builds, and analysis
//!   builds for `logic`) as the app's state sees them, a pure model that
//!   decides and emits commands;
//! - (wasm32) `client`: one Web Worker seen from the UI thread;
//!   `executor`: carries out the pool's commands (spawn, send, terminate,
//!   timers); `entry`: the worker's own event loop.

pub mod analyse;
pub mod analysis;
pub mod analyst;
pub mod bench;
pub mod generate;
pub mod generation;
pub mod pace;
pub mod pool;
pub mod protocol;
pub mod role;
pub mod serve;

#[cfg(target_arch = "wasm32")]
pub mod client;
#[cfg(target_arch = "wasm32")]
pub mod entry;
#[cfg(target_arch = "wasm32")]
pub mod executor;

pub use analysis::{AnalysisId, AnalysisRequest, Answer, HintAnswer, Task};
pub use analyst::Analyst;
pub use generation::GenerationId;
pub use pool::{Lost, Pool, WorkerId};
pub use protocol::Role;
pub use protocol::{FromWorker, RunId, RunRequest, ToWorker};

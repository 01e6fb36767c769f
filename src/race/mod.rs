//! Races: several engines on one puzzle at once, each in its own worker.
//! The lineup is a list of [`RaceEntry`]s (an engine with its preset,
//! parameters and seed, taken from the settings with "Add to race"); Race
//! starts them all as one group of runs (the pool runs as many at once as
//! the browser has cores and queues the rest); the standings rank them by
//! outcome and time. A share link carries the lineup.
//!
//! Components (wasm32): [`RacePanel`] with a [`Lane`] per run.

mod entry;
mod sparkline;
mod standings;

pub use entry::{decode_lineup, encode_lineup, RaceEntry};
pub use sparkline::sparkline;
pub use standings::{standings, Standing};

#[cfg(target_arch = "wasm32")]
mod lane;
#[cfg(target_arch = "wasm32")]
mod panel;
#[cfg(target_arch = "wasm32")]
pub use {lane::Lane, panel::RacePanel};

/// The most entries a lineup holds.
pub const MAX_ENTRIES: usize = 12;

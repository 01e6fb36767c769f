//! The live view of a run: what a long search looks like while it goes on.
//! [`CostTrace`] keeps the run's costs in bounded memory, [`CostPlot`] turns
//! them into chart geometry, [`counters`] labels the numbers and
//! [`LevelView`] reads a difficulty scale, all from what the engine
//! declares in its `EngineInfo`.
//!
//! Components (wasm32): [`LivePanel`] (chart and counters), [`LevelPanel`].

mod axis;
pub mod counters;
mod level;
mod plot;
mod trace;

pub use axis::{compact_count, nice_step};
pub use counters::Counter;
pub use level::{band_title, LevelView};
pub use plot::{CostPlot, Plot, Tick};
pub use trace::{CostTrace, Extremes, TraceBucket};

#[cfg(target_arch = "wasm32")]
mod cost_chart;
#[cfg(target_arch = "wasm32")]
mod level_panel;
#[cfg(target_arch = "wasm32")]
mod live_counters;
#[cfg(target_arch = "wasm32")]
mod live_panel;

#[cfg(target_arch = "wasm32")]
pub use {
    cost_chart::CostChart, level_panel::LevelPanel, live_counters::LiveCounters,
    live_panel::LivePanel,
};

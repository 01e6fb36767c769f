//! The Yew components (wasm32 only), one per file. [`App`] owns the state
//! (a reducer over [`crate::state::AppState`]) and hands each component the
//! slice it shows plus callbacks that dispatch actions.

mod app;
mod board;
mod controls;
mod cost_chart;
mod digit_pad;
mod engine_picker;
mod level_panel;
mod live_counters;
mod live_panel;
mod notice;
mod puzzle_input;
mod results;
mod share_link;
mod status;

pub use app::App;
pub use board::Board;
pub use controls::Controls;
pub use cost_chart::CostChart;
pub use digit_pad::DigitPad;
pub use engine_picker::EnginePicker;
pub use level_panel::LevelPanel;
pub use live_counters::LiveCounters;
pub use live_panel::LivePanel;
pub use notice::Notice;
pub use puzzle_input::PuzzleInput;
pub use results::Results;
pub use share_link::ShareLink;
pub use status::Status;

//! # sudoku-lab
//!
//! Sudoku Lab in the browser: a Yew app (src/bin/app.rs) whose engines all
//! run in a Web Worker (src/bin/worker.rs), never on the UI thread.
//!
//! Everything that decides what the user sees is plain Rust, tested natively:
//! - [`state`]: the app state and the [`state::Action`] reducer;
//! - [`board`]: givens, entries, and how each cell is shown and announced;
//! - [`run_state`]: a run's progress, outcome, status line and cost trace;
//! - [`cost_chart`], [`counters`], [`level_view`]: the live view of a run
//!   (chart geometry, counters and statistics, the paper's level);
//! - [`settings`], [`history`]: run settings as typed, undo and redo;
//! - [`protocol`]: the messages between the UI and the worker;
//! - [`job`]: what the worker does with them, driven by any clock;
//! - [`share`], [`persist`]: share links and what survives a reload.
//!
//! The browser glue is compiled for wasm32 only: [`components`] (one Yew
//! component per file) and [`web`] (worker client, storage, clipboard).

pub mod board;
pub mod cost_chart;
pub mod counters;
#[cfg(test)]
mod fixtures;
pub mod history;
pub mod job;
pub mod level_view;
pub mod persist;
pub mod protocol;
pub mod run_state;
pub mod settings;
pub mod share;
pub mod state;

#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod web;

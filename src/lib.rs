//! # sudoku-lab
//!
//! Sudoku Lab in the browser: a Yew app (src/bin/app.rs) whose engines all
//! run in Web Workers (src/bin/worker.rs), and its ratings, hints and
//! generation in an analysis worker (src/bin/analysis.rs), never on the UI
//! thread.
//!
//! One folder per feature, each with its model (plain Rust, tested
//! natively) and, compiled for wasm32 only, its Yew components:
//!
//! - [`app`]: the whole state, its [`app::Action`]s and the reducer that
//!   turns them into [`app::Command`]s; the root component and its store;
//! - [`board`]: givens, entries and pencil marks, cells as shown, keys,
//!   undo history; the board, digit pad and puzzle box;
//! - [`hints`]: the next step (nudge, full step, Apply) and the
//!   step-by-step explanation, drawn on the board;
//! - [`ratings`]: every difficulty reading of the puzzle, side by side;
//! - [`generator`]: New puzzle — level, symmetry, seed — made in a worker
//!   with live progress and Stop;
//! - [`run`]: runs of an engine from Solve to outcome, status words; the
//!   controls, status line and results;
//! - [`live`]: the live view of long runs (cost trace, chart geometry,
//!   counters, difficulty level), from what engines declare;
//! - [`race`]: several engines on one puzzle at once: lineup, lanes, standings;
//! - [`settings`]: engine, preset, parameters, seed, time limit; the picker;
//! - [`share`], [`persist`]: share links, and what survives a reload;
//! - [`worker`]: the protocol, the worker's job loop, the pool model, and
//!   (wasm32) the worker client, entry and command executor;
//! - [`web`] (wasm32): page glue (address, clipboard, bench hook);
//! - [`sentence`]: messages as sentences for the page.

pub mod app;
pub mod board;
#[cfg(test)]
mod fixtures;
pub mod generator;
pub mod hints;
pub mod live;
pub mod persist;
pub mod race;
pub mod ratings;
pub mod run;
pub mod sentence;
pub mod settings;
pub mod share;
pub mod worker;

#[cfg(target_arch = "wasm32")]
pub mod web;

//! Puzzle generation: unique, minimal puzzles, optionally symmetric or on a
//! given pattern, reproducible from a seed on every platform.
//!
//! - [`solution`]: solution grids, `random` (a randomised search, the
//!   default) or `magic` (seed 000's construction, moved within its class);
//! - [`transform`]: the equivalence moves of a grid, and a class check;
//! - [`symmetry`]: the seven symmetries and their groups of cells;
//! - [`dig`]: removing givens while the puzzle stays unique, down to a
//!   minimal puzzle;
//! - [`pattern`]: a person's given-cell mask filled from solution grids;
//! - [`options`], [`generator`]: a run, step by step with progress and a
//!   stop (what the browser worker drives);
//! - [`batch`]: puzzle `i` of a batch from `(seed, i)` alone, for the CLI's
//!   threads.
//!
//! Chance comes only from [`MetaRng`] (portable: the same numbers natively
//! and in wasm32) and decisions use no floating point or hash order, so a
//! seed gives the same puzzles everywhere.
//!
//! ## Driving a run (the browser worker)
//!
//! Like an engine: [`Generator::new`]`(&options, seed)`, then
//! [`Generator::step`]`(budget)` until it returns [`GenStep::Finished`]
//! with a [`GenOutcome`]; between steps [`Generator::progress`] gives the
//! tries, puzzles made, checks and the best puzzle so far, and
//! [`Generator::stop`] ends the run with it. A budget unit is about one
//! uniqueness check ([`generator::work`]). Options, progress and outcomes
//! are serde types. The same seed gives the same puzzle however the steps
//! are sliced; [`generate_nth`] is puzzle `i` of a seeded batch as a pure
//! function, and [`time_batch`] times a batch on any clock.
//!
//! ## Measured (one core of the 2-core development machine, native)
//!
//! Digging gives 6,600-7,600 minimal unique puzzles a second with no
//! symmetry, 8,000-16,000 with one (fewer, larger groups to try), 24.4
//! givens on average without symmetry (`cargo run --release -p
//! sudoku-engine --example generate_speed`).

pub mod batch;
pub mod dig;
pub mod generator;
pub mod options;
pub mod pattern;
pub mod solution;
pub mod symmetry;
pub mod target;
pub mod transform;

pub use crate::meta::rng::MetaRng;
pub use batch::{generate_nth, generate_nth_within, puzzle_seed, time_batch, BatchTimes};
pub use generator::{GenOutcome, GenProgress, GenStep, Generated, Generator, GiveUp};
pub use options::{GenerateOptions, Shape};
pub use pattern::{Pattern, PatternError};
pub use solution::GridSource;
pub use symmetry::Symmetry;
pub use target::{parse_level, Target};
pub use transform::{equivalent, Transform};

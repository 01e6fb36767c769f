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

pub mod batch;
pub mod dig;
pub mod generator;
pub mod options;
pub mod pattern;
pub mod solution;
pub mod symmetry;
pub mod transform;

pub use crate::meta::rng::MetaRng;
pub use batch::{generate_nth, generate_nth_within, puzzle_seed};
pub use generator::{GenOutcome, GenProgress, GenStep, Generated, Generator, GiveUp};
pub use options::{GenerateOptions, Shape};
pub use pattern::{Pattern, PatternError};
pub use solution::GridSource;
pub use symmetry::Symmetry;
pub use transform::{equivalent, Transform};

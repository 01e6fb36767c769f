//! # sudoku-engine
//!
//! The engines of Sudoku Lab, in pure Rust with no web dependencies: the
//! browser app, its workers and the `sudoku` command line all use this crate.
//!
//! - [`Grid`], [`Digits`] and [`units`]: the board, candidate sets, and the
//!   fixed geometry (rows, columns, boxes, peers) of the classic 9x9.
//! - [`shape`]: every other size and variant as one model — a [`shape::Shape`]
//!   (size, boxes or jigsaw regions, extra houses, pair rules, killer
//!   cages) compiled into constraints, and [`shape::Sudoku`], a puzzle of
//!   any shape; [`format::shaped`] reads and writes them and
//!   [`exact::propagate`] solves and counts them.
//! - [`format`](mod@format): every accepted text format in and out, with errors that say
//!   what is wrong and where.
//! - [`Puzzle`]: givens checked for duplicates, optionally with pencil marks.
//! - [`Engine`]: the one interface every engine speaks (seeded, step-wise,
//!   with progress, an [`Outcome`], named [`Stats`] and an optional
//!   [`Picture`]); [`registry`] lists engines with what each declares
//!   ([`EngineInfo`]: parameters, presets, statistics, level scale).
//! - [`Session`]: one run of an engine on a puzzle, with the uniqueness
//!   check, time limit and stop; [`count_solutions`] counts solutions.
//! - [`exact`]: complete searches, from the papers' brute force and
//!   constraint propagation to the fast default solver and solution counter.
//! - [`meta`]: seeded metaheuristics that may give up with their best grid
//!   (simulated annealing, harmony search with level identification).
//! - [`ants`]: ant colonies with pheromone on (cell, digit) pairs (Schiff's
//!   ant algorithm, Lloyd & Amos's ant colony system).
//! - [`construct`]: grids built from nothing by a recipe (Alkallak's
//!   magic-square construction).
//! - [`logic`]: human logic — a candidate grid, every technique from
//!   singles to nested forcing chains, each step explained, the solver
//!   that takes the easiest first (the `logic` engine drives it).
//! - [`rate`]: every difficulty reading together — Sudoku Explainer's
//!   ER/EP/ED, a HoDoKu-style score and level, the technique histogram,
//!   the CSP class and optionally the harmony-search level.
//! - [`generate`]: unique, minimal puzzles from a seed, optionally
//!   symmetric or on a pattern, step by step or in batches.
//! - [`rank_correlation`]: Spearman's correlation, for the measurements
//!   that set a rating beside a reference.

pub mod ants;
pub mod construct;
pub mod digits;
pub mod exact;
pub mod format;
pub mod generate;
pub mod grid;
pub mod logic;
pub mod meta;
pub mod params;
pub mod picture;
pub mod puzzle;
pub mod rank_correlation;
pub mod rate;
pub mod registry;
pub mod run;
pub mod scale;
pub mod session;
pub mod shape;
pub mod solver;
pub mod stats;
pub mod throughput;
pub mod units;
#[cfg(feature = "serde")]
mod wire;

pub use digits::Digits;
pub use exact::fast::count_solutions;
pub use format::{parse_grid, parse_puzzle, ParseError};
pub use grid::Grid;
pub use params::{ParamError, ParamKind, ParamSpec, ParamValue, Params};
pub use picture::{Picture, PictureKind};
pub use puzzle::{Puzzle, PuzzleError};
pub use registry::{engines, find};
pub use scale::{LevelBand, LevelScale};
pub use session::{Control, Facts, Limits, Session, Snapshot, SolutionCount, Uniqueness};
pub use solver::{Engine, Outcome, Progress, Step};
pub use solver::{EngineInfo, EngineKind, Preset, Reports, Shapes};
pub use stats::{StatFormat, StatSpec, StatValue, Stats};

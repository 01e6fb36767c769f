//! # sudoku-engine
//!
//! The engines of Sudoku Lab, in pure Rust with no web dependencies: the
//! browser app, its workers, the `sudoku` command line and the Python
//! package all use this crate.
//!
//! ## The surface
//!
//! One puzzle type serves every size (4x4 to 36x36) and variant: a
//! [`Sudoku`] is a [`Shape`] (size, boxes or jigsaw regions, extra houses,
//! pair rules, killer cages) with its givens ([`Values`]) and optional
//! pencil marks. Every reader returns one ([`read_puzzle`]), and every job
//! takes one:
//!
//! - solve: a [`Session`] runs any engine of [`engines`] on it, with the
//!   uniqueness check, time limit and stop;
//! - count: [`count_solutions`];
//! - rate: [`rate()`] gives every difficulty reading together;
//! - explain and hint: an [`Explainer`] walks the human-style path;
//! - generate: [`generate_nth`] makes puzzle `i` of a seed's batch from
//!   [`GenerateOptions`].
//!
//! A classic 9x9 takes the same calls; the engines that have a faster
//! classic backend (the `fast` solver and counter, the SE-exact chaining,
//! the classic digging core, the classic line reader) choose it inside.
//!
//! ```
//! use sudoku_engine::format::shaped::ShapeOptions;
//! use sudoku_engine::logic::ProfileName;
//! use sudoku_engine::{count_solutions, generate_nth, rate, read_puzzle};
//! use sudoku_engine::{Explainer, GenerateOptions, Hint, RateOptions};
//!
//! // Any size or variant, as a line, a grid or a link: a 9x9 X-Sudoku.
//! let line = "...3.................76.....62........5.82...7.....8..91......5...9.......3..61.4;x";
//! let x = read_puzzle(line, &ShapeOptions::default()).unwrap().sudoku;
//! assert_eq!(count_solutions(&x, 2), 1);
//! assert!(rate(&x, &RateOptions::default()).unwrap().solved);
//! let hint = Explainer::new(&x, None).hint(ProfileName::Human, None, None);
//! assert!(matches!(hint, Ok(Hint::Step(_))));
//!
//! let made = generate_nth(&GenerateOptions::default(), 7, 0);
//! assert_eq!(count_solutions(&made.made().unwrap().sudoku, 2), 1);
//! ```
//!
//! ## The modules
//!
//! - [`shape`]: the model of every size and variant, compiled into
//!   constraints; [`format`](mod@format) reads and writes every accepted
//!   text format and link, with errors that say what is wrong and where.
//! - [`Engine`]: the one interface every engine speaks (seeded, step-wise,
//!   with progress, an [`Outcome`], named [`Stats`] and an optional
//!   [`Picture`]); [`registry`] lists engines with what each declares
//!   ([`EngineInfo`]: parameters, presets, statistics, level scale, the
//!   shapes it takes).
//! - [`exact`]: complete searches, from the papers' brute force and
//!   constraint propagation to the fast default solver and the solution
//!   counter.
//! - [`meta`]: seeded metaheuristics that may give up with their best grid
//!   (simulated annealing, harmony search with level identification).
//! - [`ants`]: ant colonies with pheromone on (cell, digit) pairs (Schiff's
//!   ant algorithm, Lloyd & Amos's ant colony system).
//! - [`construct`]: grids built from nothing by a recipe (Alkallak's
//!   magic-square construction).
//! - [`logic`]: human logic — a candidate grid, every technique from
//!   singles to nested forcing chains, each step explained, the solver
//!   that takes the easiest first (the `logic` engine drives it).
//! - [`rate`](mod@rate): every difficulty reading together — Sudoku
//!   Explainer's ER/EP/ED, a HoDoKu-style score and level, the technique
//!   histogram, the CSP class and optionally the harmony-search level.
//! - [`generate`]: unique, minimal puzzles from a seed, optionally
//!   symmetric, on a pattern or caged into killers, step by step or in
//!   batches.
//! - The classic 9x9's candidate sets and geometry (`digits`, `units`)
//!   and its fixed-size board and puzzle (`grid`, `puzzle`) are internal:
//!   only the classic backends run on them, chosen inside the calls above,
//!   and no public item hands one out. A cell is named and numbered from
//!   its puzzle's shape ([`shape::Geometry`]).
//! - [`rank_correlation`]: Spearman's correlation, for the measurements
//!   that set a rating beside a reference.
//!
//! ## Layers
//!
//! The modules import downwards only, each folder's overview saying what it
//! may import:
//!
//! 1. foundations: `params`, `stats`, `run` (clocks), `scale`, `picture`,
//!    `rank_correlation`, and the classic 9x9's internal types;
//! 2. the model of every shape ([`shape`]);
//! 3. readers and writers ([`format`]) and the engine interface
//!    ([`solver`]);
//! 4. the engines ([`exact`], [`logic`], [`meta`], [`ants`], [`construct`]);
//! 5. the registry of engines and the [`Session`] that runs one;
//! 6. rating ([`rate`](mod@rate)) and generation ([`generate`]).

// The classic 9x9's fixed-size types (`grid`, `puzzle`, `digits`, `units`)
// belong to the backends that run on them: no public item may hand one out.
#![warn(unnameable_types)]
pub mod ants;
pub mod construct;
pub(crate) mod digits;
pub mod exact;
pub mod format;
pub mod generate;
pub(crate) mod grid;
pub mod logic;
pub mod meta;
pub mod params;
pub mod picture;
pub(crate) mod puzzle;
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
pub(crate) mod units;
#[cfg(feature = "serde")]
mod wire;

pub use exact::candidates::{true_candidates, TrueCandidates};
pub use exact::counter::count_solutions;
pub use format::{read_puzzle, ReadError};
pub use generate::{generate_nth, GenOutcome, GenerateOptions};
pub use logic::{Explainer, Explanation, Hint};
pub use params::{ParamError, ParamKind, ParamSpec, ParamValue, Params};
pub use picture::{Picture, PictureKind};
pub use rate::{rate, RateError, RateOptions, Rating};
pub use registry::{engines, find};
pub use scale::{LevelBand, LevelScale};
pub use session::{Control, Facts, Limits, Session, Snapshot, SolutionCount, Uniqueness};
pub use shape::{Shape, Sudoku, Values};
pub use solver::{Engine, Outcome, Progress, Step};
pub use solver::{EngineInfo, EngineKind, Preset, Reports, Shapes};
pub use stats::{StatFormat, StatSpec, StatValue, Stats};

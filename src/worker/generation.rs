//! Generation requests: the New puzzle control asks a worker to make one
//! puzzle ([`GenerateRequest`]); the worker reports where it stands about
//! 15 times a second and ends with a [`GenOutcome`]. The request carries
//! the engine's own options (shape, cages, target, symmetry), so the
//! worker makes exactly what `sudoku generate` makes for the same seed and
//! options, at every shape.

use serde::{Deserialize, Serialize};
use sudoku_engine::generate::{GenOutcome, GenerateOptions};
use sudoku_engine::rate::PathRating;

/// A generation's number, unique within a page's lifetime.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GenerationId(pub u32);

/// Make one puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerateRequest {
    pub id: GenerationId,
    pub options: GenerateOptions,
    /// The batch seed: the puzzle is the batch's first
    /// ([`puzzle_seed`](sudoku_engine::generate::puzzle_seed)`(seed, 0)`),
    /// the first line of `sudoku generate --seed <seed>`.
    pub seed: u64,
    /// Give up after this long (the browser's own limit; a person can also stop).
    pub time_limit_ms: Option<f64>,
}

/// Where a generation stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerationReport {
    pub id: GenerationId,
    /// Solution grids drawn so far (one a try).
    pub tries: u64,
    /// The closest rating to the target so far (the puzzle made, without one).
    pub best: Option<PathRating>,
    pub elapsed_ms: f64,
}

/// How a generation ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerationDone {
    pub id: GenerationId,
    pub outcome: GenOutcome,
    pub elapsed_ms: f64,
}

/// Time many puzzles of one kind, one after another: the browser's side of
/// the `generate_levels` measurement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerateBenchRequest {
    pub options: GenerateOptions,
    pub seed: u64,
    pub count: u64,
}

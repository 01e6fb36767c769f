//! Generation requests: the New puzzle control asks a worker to make one
//! puzzle ([`GenerateRequest`]); the worker reports where it stands about
//! 15 times a second and ends with an [`Outcome`]. The request carries the
//! engine's own options, so the worker makes exactly what `sudoku
//! generate` makes for the same seed and options: a classic 9x9 from the
//! classic generator (SE-exact ratings), any other shape or a killer from
//! the generator of every shape ([`ShapedRequest`]).

use serde::{Deserialize, Serialize};
use sudoku_engine::generate::{GenOutcome, GenerateOptions, GiveUp};
use sudoku_engine::rate::PathRating;
use sudoku_engine::shape::Sudoku;

use super::wire_sudoku;

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
    /// A puzzle of another shape, or a killer; `options` then gives its
    /// target and symmetry. `None`: the classic 9x9 generator.
    #[serde(default)]
    pub shaped: Option<Box<ShapedRequest>>,
}

/// A puzzle of any shape to make (`sudoku generate --shape`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShapedRequest {
    /// An empty grid of the shape, its regions and rules (cages left out).
    #[serde(with = "wire_sudoku")]
    pub blank: Sudoku,
    /// Cages with sums from the solution grid, and few or no givens.
    pub killer: bool,
    /// A killer with no givens at all.
    #[serde(default)]
    pub no_givens: bool,
}

/// A puzzle of any shape, made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShapedMade {
    #[serde(with = "wire_sudoku")]
    pub sudoku: Sudoku,
    /// Its readings on the logic solver of every shape, when rated.
    pub rating: Option<PathRating>,
    /// The try that made it (1 for the first).
    pub tries: u64,
    /// Givens kept unproven (see `ShapedPuzzle::unproven`).
    #[serde(default)]
    pub unproven: usize,
}

/// How a generation ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Outcome {
    Classic(GenOutcome),
    Shaped {
        made: Option<ShapedMade>,
        /// Why no puzzle came (with `made`, the closest), when none did.
        why: Option<GiveUp>,
        tries: u64,
    },
}

impl Outcome {
    /// The puzzle to play, when one was made.
    pub fn made(&self) -> Option<Sudoku> {
        match self {
            Outcome::Classic(outcome) => outcome.made().map(|made| made.puzzle().into()),
            Outcome::Shaped {
                made, why: None, ..
            } => made.as_ref().map(|made| made.sudoku.clone()),
            Outcome::Shaped { .. } => None,
        }
    }

    /// The closest puzzle of a run that gave up.
    pub fn closest(&self) -> Option<Sudoku> {
        match self {
            Outcome::Classic(GenOutcome::GaveUp { best, .. }) => {
                best.as_ref().map(|best| best.puzzle().into())
            }
            Outcome::Shaped {
                made, why: Some(_), ..
            } => made.as_ref().map(|made| made.sudoku.clone()),
            _ => None,
        }
    }
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
    pub outcome: Outcome,
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

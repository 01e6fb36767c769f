//! Analysis requests: what the UI asks the analysis worker about a board
//! of any shape (its ratings, the harmony level, the whole explanation,
//! the next hint, its true candidates, and the puzzle behind an f-puzzles
//! or SudokuPad link)
//! and what comes back. The answers carry what the UI shows, worked out in
//! the worker (a step is the engine's [`Explained`]: its words, names and
//! what to draw), so the UI's wasm holds no logic solver.

use serde::{Deserialize, Serialize};
use sudoku_engine::exact::candidates::TrueCandidates;
use sudoku_engine::generate::Need;
use sudoku_engine::logic::{Explained, Stall};
use sudoku_engine::shape::{Sudoku, Values};

/// An analysis's number, unique within a page's lifetime.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AnalysisId(pub u32);

/// One question about a board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisRequest {
    pub id: AnalysisId,
    pub task: Task,
    /// The puzzle's one solution when a worker has counted it already (the
    /// [`Analyst`](super::Analyst) adds it as it sends the request): a
    /// worker new to the puzzle need not count it again (0.8 s for the
    /// shared non-consecutive 9x9, up to 17 s for an extreme killer).
    pub solution: Option<Values>,
}

impl AnalysisRequest {
    /// Request `id`, to answer `task`.
    pub fn new(id: AnalysisId, task: Task) -> AnalysisRequest {
        AnalysisRequest {
            id,
            task,
            solution: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Task {
    /// SE's ER/EP/ED, the HoDoKu-style level, the histogram, the CSP class
    /// (any shape: other shapes from the logic solver of every shape).
    Rate { puzzle: Sudoku },
    /// Seed 001's level from a seeded harmony run with a short budget (the
    /// shapes harmony search takes).
    Harmony { puzzle: Sudoku, seed: u64 },
    /// Every step of the easiest-first solution; with `until`, the steps
    /// up to the first that takes that technique (practice), or an error
    /// when none does.
    Explain {
        puzzle: Sudoku,
        #[serde(default)]
        until: Option<Need>,
    },
    /// The next step from where the person is.
    Hint { position: Position },
    /// An f-puzzles or SudokuPad link (or their data or JSON) read into a
    /// puzzle: their decoders live in the worker, not the page's first load.
    Import { text: String },
    /// The puzzle (givens and rules) as an f-puzzles link, for the Share
    /// panel's "Open in f-puzzles" and "Open in SudokuPad": the writer and
    /// its compressor stay out of the page's first load.
    Export { puzzle: Sudoku },
    /// The digits some solution puts in each cell, each with the solutions
    /// that do (1, 2, 3 or more), of the puzzle with the person's digits
    /// placed; as far as a bounded search gets on a hard one.
    TrueCandidates { puzzle: Sudoku },
}

impl Task {
    /// The puzzle of any shape the task analyses, counted before it is
    /// (not harmony's, which counts it when it runs, nor a link's read or
    /// written, which needs no count).
    pub fn puzzle(&self) -> Option<&Sudoku> {
        match self {
            Task::Rate { puzzle } | Task::Explain { puzzle, .. } => Some(puzzle),
            Task::Hint { position } => Some(&position.puzzle),
            Task::Harmony { .. }
            | Task::Import { .. }
            | Task::Export { .. }
            | Task::TrueCandidates { .. } => None,
        }
    }
}

/// Where the person is: the puzzle, their entries and, when they keep
/// their own pencil marks, those (per cell, bit `d - 1` for digit `d`;
/// filled cells ignored).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Position {
    pub puzzle: Sudoku,
    pub entries: Values,
    pub marks: Option<Vec<u64>>,
}

/// The answer to a [`Task`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    Rated(Result<RatingView, String>),
    Harmony(Result<HarmonyView, String>),
    Explained(Result<Explanation, String>),
    Hint(HintAnswer),
    /// The linked puzzle in the one-line form (with what its setter says
    /// and draws), or why it cannot be read.
    Imported(Result<String, String>),
    /// The f-puzzles link of the puzzle asked about, or why it has none.
    Exported(Result<String, String>),
    /// The true candidates asked for ([`TrueCandidates::complete`] false
    /// when the search's bound came first).
    TrueCandidates(TrueCandidates),
}

/// Every reading of a puzzle's difficulty but harmony's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingView {
    /// SE's ER/EP/ED, e.g. 7.2 (20.0 when the logic got stuck).
    pub er: f64,
    pub ep: f64,
    pub ed: f64,
    /// The hardest step's name.
    pub hardest: Option<String>,
    /// HoDoKu-style level ("Hard") and score.
    pub level: String,
    pub score: u32,
    /// Steps per technique, in technique order.
    pub histogram: Vec<(String, u32)>,
    /// Seed 002's class ("evil") and the guesses it counted (a floor
    /// when its search stopped once the class was settled).
    pub csp_class: String,
    pub csp_guesses: u64,
    pub csp_complete: bool,
    /// The logic solver finished the grid.
    pub solved: bool,
}

/// How far the path of a rating or an explanation has got, sent now and
/// then while it is worked out (a puzzle that needs nested forcing chains
/// takes minutes).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PathProgress {
    /// Steps found so far.
    pub steps: u32,
    /// Cells those steps filled, of the puzzle's empty cells.
    pub placed: u32,
    pub empty: u32,
    /// The hardest step so far: its SE value and name.
    pub er: f64,
    pub hardest: String,
}

/// Seed 001's level (1-5) and difficulty coefficient.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HarmonyView {
    pub level: u8,
    pub name: String,
    pub dc: f64,
}

/// The easiest-first solution.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Explanation {
    pub steps: Vec<Explained>,
    /// Why the steps stop before the grid is full (none: they finish it).
    pub stall: Option<Stall>,
}

/// What a hint finds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum HintAnswer {
    Step(Box<Explained>),
    /// The board contradicts the solution: an entry that is wrong, or a
    /// cell whose pencil marks leave out its digit (`mark`).
    Wrong {
        cell: u16,
        digit: u8,
        mark: bool,
    },
    /// Every cell is filled correctly.
    Solved,
    /// No technique applies, and why.
    Stuck(Stall),
    /// The board cannot be reasoned about (no solution); why.
    Broken(String),
}

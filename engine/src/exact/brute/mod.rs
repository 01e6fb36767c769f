//! `brute`: the naive depth-first search of Algorithm 1 in seed 004
//! ("Different approaches to solve Sudoku").
//!
//! The paper's procedure is recursive: take the next empty cell in row-major
//! order, put the values 1..9 into it in turn, and for each one that breaks
//! no constraint recurse into the rest of the grid; when all nine fail, empty
//! the cell and return. This engine walks the same tree in the same order
//! with an explicit stack of cells, so it can pause after any number of
//! tries, and counts exactly what the recursion would:
//!
//! - `tries`: values put into a cell (every `puzzle(r, c) <= i` of the paper),
//! - `placements`: tries that passed the constraint check (a recursion),
//! - `backtracks`: cells whose nine values were all exhausted (a `return false`).
//!
//! The constraint check is a bitmask test on the cell's row, column and box,
//! and a digit the puzzle does not allow in the cell (pencil marks) fails it.
//! On other shapes (`shaped.rs`) the values run 1..N and the check covers
//! every house, group and pair rule of the shape, and a cage's sum: a value
//! fails when the cage's digits would pass its sum (leaving at least 1 for
//! each cage cell still empty) or, in its last cell, miss it.
//! Failing values are skipped with one mask operation and added to `tries`
//! arithmetically, so the counts are the recursion's, not the machine's.
//! The seed's 17-clue example takes exactly 622,577,597 tries and
//! 69,175,316 placements (the text also cites 641,580,843 "iterations"
//! measured by another program, its reference 35, which counts differently).

mod classic;
mod shaped;

use crate::params::Params;
use crate::shape::{Sudoku, Values};
use crate::solver::{Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step};
use crate::stats::{StatSpec, Stats};

use classic::ClassicBoard;
use shaped::ShapedBoard;

/// The `brute` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "brute",
    summary: "naive depth-first search: next empty cell in row-major order, values 1 to 9 (1 to N)",
    source: "Algorithm 1 of the thesis chapter Different approaches to solve Sudoku (seed 004)",
    kind: EngineKind::Exact,
    params: &[],
    presets: &[],
    stats: &[
        StatSpec::count(
            "tries",
            "Tries",
            "values put in a cell and checked against its row, column and box",
        ),
        StatSpec::count("placements", "Placements", "tries that passed the check"),
        StatSpec::count(
            "backtracks",
            "Backtracks",
            "returns to the previous cell after every value failed",
        ),
    ],
    shapes: Shapes::HousesCagesAndPairs,
    reports: Reports::PLAIN,
};

/// A grid the walk fills: what the check reads and writes.
pub trait Board: Send {
    /// N: values run 1..N.
    fn size(&self) -> u8;
    /// The cells without a given, in row-major order.
    fn empties(&self) -> Vec<usize>;
    /// The values `cell` (empty) may take now, bit `d - 1` for value `d`.
    fn passing(&self, cell: usize) -> u64;
    fn set(&mut self, cell: usize, digit: u8);
    fn clear(&mut self, cell: usize);
    fn values(&self) -> Values;
}

/// The registry's builder of `brute` (no parameters, no seed): the
/// classic 9x9 on fixed arrays, every other shape on the general board,
/// the same walk over both.
pub fn start(sudoku: &Sudoku, _params: &Params, _seed: u64) -> Box<dyn Engine> {
    match sudoku.to_classic() {
        Some(puzzle) => Box::new(Walk::new(ClassicBoard::new(&puzzle))),
        None => Box::new(Walk::new(ShapedBoard::new(sudoku))),
    }
}

/// Row-major depth-first search, values in ascending order.
pub struct Walk<B: Board> {
    board: B,
    /// All N values as a mask.
    all: u64,
    /// The empty cells in row-major order: the paper's "next empty cell".
    empties: Vec<usize>,
    /// Per depth: the values that pass the check in that cell, computed on
    /// entering it (deeper cells undo their values before we come back).
    passing: Vec<u64>,
    /// Per depth: the last value tried there (0 before the first try).
    tried: Vec<u8>,
    /// Index into `empties` of the cell being filled.
    depth: usize,
    tries: u64,
    placements: u64,
    backtracks: u64,
    outcome: Option<Outcome>,
}

impl<B: Board> Walk<B> {
    fn new(board: B) -> Walk<B> {
        let empties = board.empties();
        let mut walk = Walk {
            all: (1u64 << board.size()) - 1,
            passing: vec![0; empties.len()],
            tried: vec![0; empties.len()],
            empties,
            board,
            depth: 0,
            tries: 0,
            placements: 0,
            backtracks: 0,
            outcome: None,
        };
        walk.enter();
        walk
    }

    /// Starts on the cell at the current depth, or finishes if none is left.
    fn enter(&mut self) {
        match self.empties.get(self.depth) {
            Some(&cell) => {
                self.passing[self.depth] = self.board.passing(cell);
                self.tried[self.depth] = 0;
            }
            None => self.outcome = Some(Outcome::Solved(self.board.values())),
        }
    }

    /// Tries the values after the last one tried at the current depth, up to
    /// the first that passes (then goes one cell deeper), or all of them
    /// (then goes back one cell).
    fn advance(&mut self) {
        let depth = self.depth;
        let last = self.tried[depth];
        let next = self.passing[depth] & (self.all << last);
        if next == 0 {
            self.tries += u64::from(self.board.size() - last);
            self.backtracks += 1;
            self.back_up();
            return;
        }
        let digit = next.trailing_zeros() as u8 + 1;
        self.tries += u64::from(digit - last);
        self.placements += 1;
        self.tried[depth] = digit;
        self.board.set(self.empties[depth], digit);
        self.depth += 1;
        self.enter();
    }

    /// Leaves an exhausted cell: empties the previous cell so that its next
    /// value can be tried, or ends the search when there is none.
    fn back_up(&mut self) {
        if self.depth == 0 {
            self.outcome = Some(Outcome::NoSolution);
            return;
        }
        self.depth -= 1;
        self.board.clear(self.empties[self.depth]);
    }
}

impl<B: Board> Engine for Walk<B> {
    fn step(&mut self, budget: u64) -> Step {
        let stop_at = self.tries.saturating_add(budget.max(1));
        while self.outcome.is_none() && self.tries < stop_at {
            self.advance();
        }
        match &self.outcome {
            Some(outcome) => Step::Finished(outcome.clone()),
            None => Step::Running,
        }
    }

    fn progress(&self) -> Progress {
        Progress::exact(self.tries, self.board.values())
    }

    fn stats(&self) -> Stats {
        Stats::new()
            .count("tries", self.tries)
            .count("placements", self.placements)
            .count("backtracks", self.backtracks)
    }
}

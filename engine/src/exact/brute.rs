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
//! Failing values are skipped with one mask operation and added to `tries`
//! arithmetically, so the counts are the recursion's, not the machine's.
//! The seed's 17-clue example takes exactly 622,577,597 tries and
//! 69,175,316 placements (the text also cites 641,580,843 "iterations"
//! measured by another program, its reference 35, which counts differently).

use crate::grid::Grid;
use crate::params::Params;
use crate::puzzle::Puzzle;
use crate::solver::{Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step};
use crate::stats::{StatSpec, Stats};
use crate::units::{box_of, col_of, row_of, CELLS};

/// All nine digits as a mask, bit `d - 1` for digit `d`.
const ALL: u16 = 0x1ff;

/// The `brute` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "brute",
    summary: "naive depth-first search: next empty cell in row-major order, values 1 to 9",
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
    shapes: Shapes::Classic,
    reports: Reports::PLAIN,
};

/// The `brute` engine: row-major depth-first search, values in ascending order.
pub struct BruteEngine {
    grid: [u8; CELLS],
    /// Digits each cell may take (pencil marks), as masks.
    allowed: [u16; CELLS],
    /// Digits used in each row, column and box.
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    /// The empty cells in row-major order: the paper's "next empty cell".
    empties: Vec<u8>,
    /// Per depth: the digits that pass the check in that cell, computed on
    /// entering it (deeper cells undo their digits before we come back).
    passing: Vec<u16>,
    /// Per depth: the last value tried there (0 before the first try).
    tried: Vec<u8>,
    /// Index into `empties` of the cell being filled.
    depth: usize,
    tries: u64,
    placements: u64,
    backtracks: u64,
    outcome: Option<Outcome>,
}

impl BruteEngine {
    /// The registry's builder: `brute` takes no parameters and no seed.
    pub fn start(puzzle: &Puzzle, _params: &Params, _seed: u64) -> BruteEngine {
        BruteEngine::new(puzzle)
    }

    pub fn new(puzzle: &Puzzle) -> BruteEngine {
        let mut engine = BruteEngine {
            grid: [0; CELLS],
            allowed: [ALL; CELLS],
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            empties: Vec::new(),
            passing: Vec::new(),
            tried: Vec::new(),
            depth: 0,
            tries: 0,
            placements: 0,
            backtracks: 0,
            outcome: None,
        };
        for cell in 0..CELLS {
            engine.allowed[cell] = puzzle.allowed(cell).bits();
            match puzzle.givens().get(cell) {
                0 => engine.empties.push(cell as u8),
                digit => engine.set(cell, digit),
            }
        }
        engine.passing = vec![0; engine.empties.len()];
        engine.tried = vec![0; engine.empties.len()];
        engine.enter();
        engine
    }

    /// Starts on the cell at the current depth, or finishes if none is left.
    fn enter(&mut self) {
        match self.empties.get(self.depth) {
            Some(&cell) => {
                let cell = cell as usize;
                let used =
                    self.rows[row_of(cell)] | self.cols[col_of(cell)] | self.boxes[box_of(cell)];
                self.passing[self.depth] = self.allowed[cell] & !used;
                self.tried[self.depth] = 0;
            }
            None => {
                let grid = Grid::from_cells(self.grid).expect("digits are 1-9");
                self.outcome = Some(Outcome::Solved(grid.into()));
            }
        }
    }

    fn set(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.grid[cell] = digit;
        self.rows[row_of(cell)] |= bit;
        self.cols[col_of(cell)] |= bit;
        self.boxes[box_of(cell)] |= bit;
    }

    fn clear(&mut self, cell: usize) {
        let bit = !(1 << (self.grid[cell] - 1));
        self.grid[cell] = 0;
        self.rows[row_of(cell)] &= bit;
        self.cols[col_of(cell)] &= bit;
        self.boxes[box_of(cell)] &= bit;
    }

    /// Tries the values after the last one tried at the current depth, up to
    /// the first that passes (then goes one cell deeper), or all of them
    /// (then goes back one cell).
    fn advance(&mut self) {
        let depth = self.depth;
        let last = self.tried[depth];
        let next = self.passing[depth] & (ALL << last);
        if next == 0 {
            self.tries += u64::from(9 - last);
            self.backtracks += 1;
            self.back_up();
            return;
        }
        let digit = next.trailing_zeros() as u8 + 1;
        self.tries += u64::from(digit - last);
        self.placements += 1;
        self.tried[depth] = digit;
        self.set(self.empties[depth] as usize, digit);
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
        self.clear(self.empties[self.depth] as usize);
    }
}

impl Engine for BruteEngine {
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
        let grid = Grid::from_cells(self.grid).expect("digits are 1-9");
        Progress::exact(self.tries, grid)
    }

    fn stats(&self) -> Stats {
        Stats::new()
            .count("tries", self.tries)
            .count("placements", self.placements)
            .count("backtracks", self.backtracks)
    }
}

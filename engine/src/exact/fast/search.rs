//! [`Search`]: depth-first search over [`Board`]s on an explicit stack, so it
//! can pause after any node and count solutions up to a limit.

use super::board::Board;
use crate::digits::Digits;
use crate::grid::Grid;
use crate::puzzle::Puzzle;

/// One open branch point: the board before the guess, its cell, and the
/// digits not tried there yet (never empty: the last one pops the frame).
struct Frame {
    board: Board,
    cell: u8,
    untried: Digits,
}

/// A depth-first search that can pause after any node. A node is one
/// propagated board: the root, or one guess.
pub struct Search {
    stack: Vec<Frame>,
    /// The board expanded last, or to expand next when `pending`.
    board: Board,
    /// True while `board` (the root, at first) waits to be expanded.
    pending: bool,
    /// Solutions found, when they are kept.
    pub solutions: Vec<Grid>,
    keep_solutions: bool,
    pub found: usize,
    limit: usize,
    pub nodes: u64,
    pub guesses: u64,
    /// Guesses that led to a contradiction.
    pub backtracks: u64,
    done: bool,
    last_seen: Grid,
}

impl Search {
    /// A search for up to `limit` solutions, keeping them if `keep_solutions`.
    pub fn new(puzzle: &Puzzle, limit: usize, keep_solutions: bool) -> Search {
        Search {
            stack: Vec::new(),
            board: Board::new(puzzle),
            pending: true,
            solutions: Vec::new(),
            keep_solutions,
            found: 0,
            limit,
            nodes: 0,
            guesses: 0,
            backtracks: 0,
            done: limit == 0,
            last_seen: *puzzle.givens(),
        }
    }

    /// Expands up to `budget` nodes; true when the search is over.
    pub fn run(&mut self, budget: u64) -> bool {
        let mut left = budget;
        while !self.done && left > 0 {
            if !self.pending && !self.next_guess() {
                self.done = true;
                break;
            }
            self.pending = false;
            left -= 1;
            self.nodes += 1;
            if self.board.propagate().is_err() {
                self.backtracks += 1;
            } else if self.board.is_solved() {
                self.record();
            } else {
                let (cell, untried) = self.board.branch_cell();
                self.stack.push(Frame {
                    board: self.board,
                    cell: cell as u8,
                    untried,
                });
            }
        }
        self.done
    }

    fn record(&mut self) {
        self.found += 1;
        if self.keep_solutions {
            self.last_seen = self.board.grid();
            self.solutions.push(self.last_seen);
        }
        self.done = self.found >= self.limit;
    }

    /// Sets up the next guess of the innermost branch point as the board
    /// to expand; false when no branch point is left.
    fn next_guess(&mut self) -> bool {
        let Some(frame) = self.stack.last_mut() else {
            return false;
        };
        let digit = frame.untried.first().expect("frames keep an untried digit");
        frame.untried.remove(digit);
        let cell = frame.cell as usize;
        self.board = if frame.untried.is_empty() {
            self.stack.pop().expect("the frame is on the stack").board
        } else {
            frame.board
        };
        self.guesses += 1;
        self.board
            .assign(digit as usize - 1, cell)
            .expect("a branch digit is a candidate of its cell");
        true
    }

    /// The grid to show: the innermost branch point's, or the last solution
    /// (or the givens) when there is none.
    pub fn current_grid(&self) -> Grid {
        self.stack
            .last()
            .map_or(self.last_seen, |frame| frame.board.grid())
    }
}

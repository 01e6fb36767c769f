//! [`Search`]: depth-first search over [`Board`]s on an explicit stack, so it
//! can pause after any node and count solutions up to a limit.

use super::board::Board;
use super::branch::Split;
use crate::grid::Grid;
use crate::puzzle::Puzzle;

/// One open branch point: the board before the guess, what it splits on,
/// and the ways not tried there yet (never none: the last one pops the
/// frame).
struct Frame {
    board: Board,
    split: Split,
    untried: u8,
}

/// A depth-first search that can pause after any node. A node is one
/// propagated board: the root, or one way tried at a branch point.
pub struct Search {
    stack: Vec<Frame>,
    /// The board expanded last, or to expand next when `pending`.
    board: Board,
    /// True while `board` (the root, at first) waits to be expanded.
    pending: bool,
    /// Solutions found, when they are kept.
    pub(crate) solutions: Vec<Grid>,
    keep_solutions: bool,
    pub found: usize,
    limit: usize,
    pub nodes: u64,
    /// Ways tried while another way of the same branch point was left
    /// untried: real guesses. The last way of a branch point is forced once
    /// the others are done, so it is not counted (tdoku counts the same way).
    pub guesses: u64,
    /// Nodes that ended in a contradiction.
    pub backtracks: u64,
    done: bool,
    last_seen: Grid,
}

impl Search {
    /// A search for up to `limit` solutions, keeping them if `keep_solutions`.
    pub(crate) fn new(puzzle: &Puzzle, limit: usize, keep_solutions: bool) -> Search {
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
            if !self.pending && !self.next_way() {
                self.done = true;
                break;
            }
            self.pending = false;
            left -= 1;
            self.nodes += 1;
            match self.board.propagate(self.nodes == 1) {
                Err(_) => self.backtracks += 1,
                Ok(true) => self.record(),
                Ok(false) => {
                    let (split, untried) = self.board.choose_split();
                    self.stack.push(Frame {
                        board: self.board,
                        split,
                        untried,
                    });
                }
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

    /// Sets up the next way of the innermost branch point as the board to
    /// expand; false when no branch point is left.
    fn next_way(&mut self) -> bool {
        let Some(frame) = self.stack.last_mut() else {
            return false;
        };
        let way = frame.untried.trailing_zeros() as usize;
        frame.untried &= frame.untried - 1;
        let split = frame.split;
        self.board = if frame.untried == 0 {
            self.stack.pop().expect("the frame is on the stack").board
        } else {
            self.guesses += 1;
            frame.board
        };
        self.board.restrict(split.digit as usize, split.cells(way));
        true
    }

    /// The grid to show: the innermost branch point's, or the last solution
    /// (or the givens) when there is none.
    pub(crate) fn current_grid(&self) -> Grid {
        self.stack
            .last()
            .map_or(self.last_seen, |frame| frame.board.grid())
    }
}

//! The depth-first search over propagated states, on an explicit stack so
//! that it can pause after any number of nodes and count solutions.

use super::state::{Branch, State};
use super::tables::Tables;
use crate::shape::{Sudoku, Values};

/// A state waiting to branch, with the options not yet tried.
struct Frame {
    state: State,
    branch: Branch,
}

/// A search for up to `limit` solutions of one puzzle.
pub struct Search {
    tables: Tables,
    size: usize,
    stack: Vec<Frame>,
    limit: usize,
    /// Solutions found, in search order (at most `limit`).
    pub solutions: Vec<Values>,
    /// States propagated (the root and every guess).
    pub nodes: u64,
    /// Digits tried in a cell.
    pub guesses: u64,
    /// Guesses that propagation refuted.
    pub dead_ends: u64,
    done: bool,
}

impl Search {
    /// A search of `sudoku`, ready to run; the givens are placed and
    /// propagated at once (counted as the first node).
    pub fn new(sudoku: &Sudoku, limit: usize) -> Search {
        let tables = Tables::new(sudoku.shape());
        let mut search = Search {
            size: sudoku.shape().size(),
            stack: Vec::new(),
            limit: limit.max(1),
            solutions: Vec::new(),
            nodes: 1,
            guesses: 0,
            dead_ends: 0,
            done: false,
            tables,
        };
        let mut root = State::new(&search.tables);
        let placed = sudoku
            .givens()
            .cells()
            .iter()
            .enumerate()
            .filter(|(_, &digit)| digit != 0)
            .try_for_each(|(cell, &digit)| root.place(&search.tables, cell, digit));
        match placed.and_then(|()| root.propagate(&search.tables)) {
            Ok(()) => search.settle(root),
            Err(_) => search.done = true,
        }
        search
    }

    /// True once the search space is exhausted or `limit` solutions are in.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Propagates up to about `budget` more nodes; true when done.
    pub fn run(&mut self, budget: u64) -> bool {
        let mut spent = 0;
        while !self.done && spent < budget {
            let Some(frame) = self.stack.last_mut() else {
                self.done = true;
                break;
            };
            let Some((cell, digit)) = frame.branch.next() else {
                self.stack.pop();
                continue;
            };
            let mut child = frame.state.clone();
            self.nodes += 1;
            self.guesses += 1;
            spent += 1;
            let propagated = child
                .place(&self.tables, cell, digit)
                .and_then(|()| child.propagate(&self.tables));
            match propagated {
                Ok(()) => self.settle(child),
                Err(_) => self.dead_ends += 1,
            }
        }
        self.done
    }

    /// A propagated state: a solution, or a new frame to branch from.
    fn settle(&mut self, state: State) {
        match state.branch(&self.tables) {
            Some(branch) => self.stack.push(Frame { state, branch }),
            None => {
                let values = Values::from_cells(self.size, state.values).expect("digits fit");
                self.solutions.push(values);
                if self.solutions.len() >= self.limit {
                    self.done = true;
                }
            }
        }
    }

    /// The deepest state's digits (the search's current assignment), or the
    /// last solution when the search is over.
    pub fn current(&self) -> Values {
        match self.stack.last() {
            Some(frame) if !self.done => {
                Values::from_cells(self.size, frame.state.values.clone()).expect("digits fit")
            }
            _ => self
                .solutions
                .last()
                .cloned()
                .unwrap_or_else(|| Values::empty(self.size)),
        }
    }
}

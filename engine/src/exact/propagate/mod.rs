//! `propagate`: exact solving and counting for every shape of
//! [`crate::shape`] — any size, jigsaw regions, extra houses, pair rules
//! and killer cages.
//!
//! Each node of the search propagates to a fixed point: a placed digit
//! leaves its peers (every cell sharing a house, a group or an
//! anti-knight/anti-king pair), a non-consecutive neighbour loses the digits
//! next to it (and, beside a cell down to digits within two of each other,
//! those they all ban: 4 or 6 leaves no 5 beside it; the shared
//! non-consecutive 9x9 counted in 130,000 nodes instead of 275,000), a
//! digit with one place left in a house goes there, and a
//! cage keeps only the candidates of the digit sets that reach its sum
//! (`sums`), and the sums the cages imply — innies of a house (distinct
//! digits), innies less outies of regions grown a row, a column or a box at
//! a time (bounds) — prune the same way (`implied`). A renban line (a group
//! whose every two cells lie within its length less one) keeps the digits
//! of the windows of consecutive digits its cells can fill. A digit a cage,
//! an implied sum or a line must hold leaves every cell that sees all its
//! places there (a cage of 6 in three cells of a box leaves the rest of the
//! box no 1, 2 or 3). It then branches on the open cell with the fewest
//! candidates, of those the one where guesses were refuted most
//! (`conflicts`), digits in increasing order. The classic 9x9 has the faster
//! `fast` solver; this one is the general case. Human logic borrows the
//! propagation (`probe`) to find which digit its last resort should try.

mod conflicts;
mod engine;
mod group;
mod implied;
mod probe;
mod search;
mod state;
mod sums;
mod tables;
mod weighted;

pub use engine::{PropagateEngine, INFO};
pub use probe::{Probe, Prober};
pub use search::Search;
pub use sums::digit_sets;
pub use tables::consecutive_runs;

use crate::shape::{Sudoku, Values};

/// The candidates of every cell (bit `d - 1` for digit `d`) once the givens
/// are placed and propagated as a node of the search is; `None` when that
/// already shows there is no solution.
pub fn root_candidates(sudoku: &Sudoku) -> Option<Vec<u64>> {
    let tables = tables::Tables::new(sudoku.shape());
    state::State::root(&tables, sudoku)
        .ok()
        .map(|root| root.candidates)
}

/// Many searches of puzzles of one shape (a generator's uniqueness
/// checks), sharing the shape's compiled tables instead of compiling them
/// for each.
pub struct Checker {
    tables: std::sync::Arc<tables::Tables>,
}

impl Checker {
    pub fn new(shape: &crate::shape::Shape) -> Checker {
        Checker {
            tables: std::sync::Arc::new(tables::Tables::new(shape)),
        }
    }

    /// True when `sudoku` (of the checker's shape), a unique puzzle with
    /// the givens `removed` (cell, digit) just taken out, still has only
    /// the solution `solution`: at once when propagating the givens left
    /// puts every removed digit back; else when no removed cell can take
    /// another digit in any solution (a second solution would differ in
    /// one of them), each found or ruled out by a complete search from the
    /// same propagated state that tries `solution`'s digits first (a
    /// second solution is most often a few cells away from it).
    pub fn still_unique(
        &self,
        sudoku: &Sudoku,
        removed: &[(usize, u8)],
        solution: &Values,
    ) -> bool {
        self.still_unique_within(sudoku, removed, solution, u64::MAX)
            .expect("an unbounded search ends")
    }

    /// As [`Checker::still_unique`], each search taking at most `nodes`:
    /// `None` when one ran over before it could tell.
    pub fn still_unique_within(
        &self,
        sudoku: &Sudoku,
        removed: &[(usize, u8)],
        solution: &Values,
        nodes: u64,
    ) -> Option<bool> {
        let Ok(root) = state::State::root(&self.tables, sudoku) else {
            return Some(false);
        };
        if removed
            .iter()
            .all(|&(cell, digit)| root.candidates[cell] == 1 << (digit - 1))
        {
            return Some(true);
        }
        let mut told = Some(true);
        for &(cell, digit) in removed {
            let mut other = root.clone();
            let refuted = other
                .narrow(&self.tables, cell, !(1 << (digit - 1)))
                .and_then(|()| other.propagate(&self.tables));
            let root = refuted.map(|()| other);
            let mut search =
                Search::from_root(self.tables.clone(), sudoku.shape().size(), root, 1, 1)
                    .prefer(solution);
            let done = search.run(nodes);
            if !search.solutions.is_empty() {
                return Some(false);
            }
            if !done {
                told = None;
            }
        }
        told
    }
}

/// The number of solutions of `sudoku`, counted up to `limit`.
pub fn count_solutions(sudoku: &Sudoku, limit: usize) -> usize {
    find_solutions(sudoku, limit).len()
}

/// Up to `limit` solutions of `sudoku`, in search order.
pub fn find_solutions(sudoku: &Sudoku, limit: usize) -> Vec<Values> {
    let mut search = Search::new(sudoku, limit);
    search.run(u64::MAX);
    search.solutions
}

#[cfg(test)]
mod tests;

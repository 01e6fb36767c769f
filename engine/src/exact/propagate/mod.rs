//! `propagate`: exact solving and counting for every shape of
//! [`crate::shape`] — any size, jigsaw regions, extra houses, pair rules
//! and killer cages.
//!
//! Each node of the search propagates to a fixed point: a placed digit
//! leaves its peers (every cell sharing a house, a group or an
//! anti-knight/anti-king pair), a non-consecutive neighbour loses the digits
//! next to it, a digit with one place left in a house goes there, and a
//! cage keeps only the candidates of the digit sets that reach its sum
//! (`sums`), and the sums the cages imply — innies of a house (distinct
//! digits), innies and outies of bands of rows or columns (bounds only) —
//! prune the same way (`implied`). It then branches on the open cell with the fewest
//! candidates, digits in increasing order. The classic 9x9 has the faster
//! `fast` solver; this one is the general case.

mod engine;
mod implied;
mod search;
mod state;
mod sums;
mod tables;

pub use engine::{PropagateEngine, INFO};
pub use search::Search;

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

//! Solution counts of puzzles of every shape, up to a limit and within a
//! bound: the uniqueness check behind ratings, hints, true candidates and
//! the command line's `count`. A classic 9x9 is counted by `fast` in
//! microseconds, in one go; any other puzzle by the [`Portfolio`] of both
//! exact engines in turns.

use super::portfolio::Portfolio;
pub use super::portfolio::{counts_at_once, find_at_once, TURN};
use crate::run::Clock;
use crate::shape::{Sudoku, Values};

/// The number of solutions of `sudoku` counted up to `limit`: by `fast`
/// for a classic 9x9, else by both exact engines in turns
/// ([`solutions_in_turns`]).
pub fn count_solutions(sudoku: &Sudoku, limit: usize) -> usize {
    count_within(sudoku, limit, Bound::default()).expect("no bound to reach")
}

/// [`count_solutions`], or `None` when `bound` is reached first.
pub fn count_within(sudoku: &Sudoku, limit: usize, bound: Bound) -> Option<usize> {
    count_at_once(sudoku, limit)
        .or_else(|| solutions_in_turns(sudoku, limit, bound).map(|solutions| solutions.len()))
}

/// The number of solutions up to `limit` when counting them takes no time
/// worth slicing ([`counts_at_once`]). `None` for any other puzzle, which
/// the portfolio counts in slices.
pub fn count_at_once(sudoku: &Sudoku, limit: usize) -> Option<usize> {
    let puzzle = sudoku.to_classic()?;
    Some(super::fast::count_solutions(&puzzle, limit))
}

/// The solutions of `sudoku` up to `limit`: by `fast` for a classic 9x9,
/// else by both exact engines in turns ([`solutions_in_turns`]); `None`
/// when `bound` is reached first.
pub fn find_within(sudoku: &Sudoku, limit: usize, bound: Bound) -> Option<Vec<Values>> {
    find_at_once(sudoku, limit).or_else(|| solutions_in_turns(sudoku, limit, bound))
}

/// Work a solution count for a rating or a hint may take, in the
/// portfolio's units (about 10 ns each: some 10 s of both engines' time).
/// The shared files of sizes and variants are counted well within it,
/// and so are the first 13 killers of the shared file; a large sparse
/// grid (a 36x36 at half fill) may not be, and is then not rated rather
/// than holding its worker for minutes.
pub const COUNT_BUDGET: u64 = 1_000_000_000;

/// Where a count gives up: after `work` units over both engines, or once
/// a clock reads a time. The default never gives up.
#[derive(Clone, Copy, Default)]
pub struct Bound<'a> {
    pub work: Option<u64>,
    /// A clock and the time (in its milliseconds) to give up at.
    pub until: Option<(&'a dyn Clock, f64)>,
}

impl<'a> Bound<'a> {
    /// At most `work` units.
    pub fn work(work: u64) -> Bound<'a> {
        Bound {
            work: Some(work),
            until: None,
        }
    }

    /// Until `clock` reads `ms`.
    pub fn until(clock: &'a dyn Clock, ms: f64) -> Bound<'a> {
        Bound {
            work: None,
            until: Some((clock, ms)),
        }
    }

    pub(crate) fn reached(&self, spent: u64) -> bool {
        self.work.is_some_and(|work| spent >= work)
            || self.until.is_some_and(|(clock, ms)| clock.now_ms() >= ms)
    }
}

/// The solutions of `sudoku`, up to `limit`, by the [`Portfolio`] of both
/// exact engines in turns; `None` when `bound` was reached first.
pub fn solutions_in_turns(sudoku: &Sudoku, limit: usize, bound: Bound) -> Option<Vec<Values>> {
    let mut portfolio = Portfolio::new(sudoku, limit, 1);
    loop {
        if let Some(solutions) = portfolio.advance(TURN) {
            return Some(solutions);
        }
        if bound.reached(portfolio.spent()) {
            return None;
        }
    }
}

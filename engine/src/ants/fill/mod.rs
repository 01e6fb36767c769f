//! One ant of Schiff's colony filling a copy of the grid (his Algorithm 2,
//! the body of `for all ants`).
//!
//! An ant starts from the givens and repeats one pass:
//!
//! 1. forced placements: a digit that has one place left in its box goes
//!    there (sweeping the digits 1-9, each over the nine boxes), then a cell
//!    with one digit left takes it (sweeping the cells); [`Singles::Units`]
//!    also places a digit with one place left in its row or column;
//! 2. one weighted choice: among every (cell, digit) still open, the pair is
//!    drawn with probability proportional to
//!    `t[cell][digit] * (10 - places) * (10 - digits)`, where `places` is the
//!    number of cells of the box that can still take the digit and `digits`
//!    the number of digits the cell can still take (the paper's (4.1)).
//!
//! The ant ends when the grid is full or nothing can be placed any more:
//! cells left without a digit stay empty, and the ant's score is the number
//! of filled cells, givens included (the paper's `selected`). A placed
//! digit leaves the candidates of every cell that must differ from it, so
//! a full grid is a solution.
//!
//! Where the paper is ambiguous:
//! - Algorithm 2 sweeps the two rules once per pass and then makes its
//!   weighted choice, even if the sweep left forced digits behind (each
//!   placement can force more). Its text says the choice is made when "there
//!   are no digits which can be entered only in one position and there is
//!   no position which can be filled with only one digit", that is after
//!   repeating the sweeps until nothing is forced. The default follows
//!   Algorithm 2 ([`Forced::PAPER`]); `to_fixpoint` follows the text. The
//!   difference is large: with the single sweep a choice often lands where
//!   a forced digit was due, and the ant loses that cell.
//! - Each placement of a sweep is made at once and a later one only if it
//!   still fits (the paper: "the same digit should not be entered twice in
//!   the same row, column or 3x3 sub-grid"). The weights use `places` and
//!   `digits` counted after the sweep, over the pairs still open then.
//! - The paper tracks rows and columns (`digit_row`, `digit_column`) but
//!   states the box rule too; all three are kept.
//!
//! # Every shape
//!
//! [`Fill`] is an ant's grid of any shape, the classic 9x9 included, read
//! from the shape's compiled constraints ([`Layout`]). A twin on fixed
//! 9x9 arrays made the same placements seed for seed, and was slower: on
//! the first 200 puzzles of top1465 with the `propagate` preset this fill
//! takes 0.59 of its time, on the first 5 in the paper's form 0.83; it
//! was retired. The paper's constants are read as functions of N, the
//! digits of an NxN grid:
//! - the weight is `t * (N + 1 - places) * (N + 1 - digits)`, so that both
//!   factors run from 1 (N places or digits) to N, as 1 to 9 on the 9x9;
//! - the box is the shape's jigsaw region where it has them (also when the
//!   boxes are kept beside them: the regions are what the puzzle is drawn
//!   by), else its box (2x3, 4x4...), else its row (a prime N without
//!   regions has no box, and the row is the house a digit's places are
//!   counted in, as in `anneal`);
//! - [`Singles::Units`] looks for a digit's last place in every house (rows,
//!   columns, boxes, regions, diagonals, windows, disjoint groups) and in
//!   every group of N cells (a cage as large as a house);
//! - a placed digit leaves its peers in every house and group and its
//!   anti-knight and anti-king partners; its non-consecutive neighbours
//!   lose it and the digits one above and one below;
//! - a killer cage with a sum narrows its empty cells after every
//!   placement to the digits that can still reach it: with `k` cells empty
//!   and `left` to add, at most `left - (1 + ... + (k - 1))` and at least
//!   `left - (N + ... + (N - k + 2))`, so the last empty cell can take only
//!   `left`. A cage therefore never passes its sum, and a full grid is a
//!   solution on a killer too.

mod grid;

pub use grid::{Fill, Layout};

use crate::meta::rng::MetaRng;

/// How an ant makes its forced placements before each weighted choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forced {
    pub singles: Singles,
    /// Repeat the sweeps until nothing is forced (the paper's text) rather
    /// than sweep once (its Algorithm 2).
    pub to_fixpoint: bool,
}

impl Forced {
    /// Algorithm 2 as printed.
    pub const PAPER: Forced = Forced {
        singles: Singles::Boxes,
        to_fixpoint: false,
    };
}

/// Which units the forced placements look at for a digit's last place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Singles {
    /// Schiff's rules: a digit's last place in its box, a cell's last digit.
    Boxes,
    /// Also a digit's last place in its row or column (hidden singles in
    /// every unit, as in Lloyd & Amos's propagation).
    Units,
}

/// What one pass of an ant did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pass {
    pub forced: u32,
    /// True when the pass ended with a weighted choice (the ant goes on).
    pub chose: bool,
}

/// Draws one pair of `open` with probability proportional to `weight`
/// (the paper's roulette wheel over (4.1)): the first pair at which the
/// running sum of weights passes a uniform draw below their total, else
/// the last pair; `None` when nothing is open.
pub(super) fn draw<I: Iterator<Item = (usize, u8)>>(
    open: impl Fn() -> I,
    weight: impl Fn(usize, u8) -> f64,
    rng: &mut MetaRng,
) -> Option<(usize, u8)> {
    let mut last = None;
    let mut total = 0.0;
    for (cell, digit) in open() {
        total += weight(cell, digit);
        last = Some((cell, digit));
    }
    let last = last?;
    let target = rng.unit() * total;
    let mut sum = 0.0;
    Some(
        open()
            .find(|&(cell, digit)| {
                sum += weight(cell, digit);
                sum > target
            })
            .unwrap_or(last),
    )
}

//! The boards of Lloyd & Amos's ants: every cell's set of digits it may
//! still take, and the paper's propagation after every placement —
//!
//! 1. a fixed digit leaves the sets of the cell's peers (a peer left with
//!    one digit is fixed in turn, one left with none has failed);
//! 2. a digit that only one cell of a house can still take is fixed there;
//!
//! both until neither changes anything. A board never holds one digit
//! twice in a house, so a board with every cell fixed is a solution.
//!
//! [`Board`] is the classic 9x9 on fixed arrays; [`ShapedBoard`] is every
//! other shape, over its houses and pair rules. [`AntBoard`] is what the
//! colony ([`super::acs`]) reads of either.

mod classic;
mod shaped;

pub use classic::Board;
pub use shaped::{Scratch, ShapedBoard};

use crate::shape::Values;

/// A board an ant fills.
pub trait AntBoard: Clone + Send {
    /// What the board's propagation reads of the puzzle's rules.
    type Rules: Send;
    /// Working space for one propagation, reused from fix to fix.
    type Scratch: Send;

    /// Fresh working space for boards of `rules`.
    fn scratch(rules: &Self::Rules) -> Self::Scratch;

    /// Cells of the grid.
    fn cells(&self) -> usize;

    /// Digits of the grid (N of an NxN).
    fn digits(&self) -> usize;

    /// The digits `cell` may still take (bit `d - 1` for digit `d`).
    fn set(&self, cell: usize) -> u64;

    /// True once `cell` is fixed and propagated.
    fn is_fixed(&self, cell: usize) -> bool;

    /// Cells fixed: the ant's score.
    fn fixed_count(&self) -> usize;

    /// True when every cell is fixed: a solution.
    fn is_solved(&self) -> bool {
        self.fixed_count() == self.cells()
    }

    /// True when some cell has no digit left.
    fn has_failed_cell(&self) -> bool;

    /// The fixed digit of `cell`, if fixed.
    fn digit(&self, cell: usize) -> Option<u8>;

    /// The fixed cells as a grid (others empty).
    fn values(&self) -> Values;

    /// Fixes `digit` (one of its set) in `cell`, and propagates.
    fn fix(&mut self, rules: &Self::Rules, cell: usize, digit: u8, scratch: &mut Self::Scratch);
}

//! The groups of cells the search checks as a whole (cages, implied sums,
//! weighted sums, sequences, runs), as the tables hold them and the
//! implied sums add to them.

use super::weighted::Weighted;
use crate::shape::{Constraints, Sequence, WeightedSum};

/// Cells the search checks as a whole: a killer cage, a sum the cages
/// imply (innies and outies), a weighted sum or a sequence.
#[derive(Clone, Debug)]
pub struct Group {
    pub cells: Vec<u16>,
    pub kind: GroupKind,
}

/// What a [`Group`] demands of its cells.
#[derive(Clone, Debug)]
pub enum GroupKind {
    /// Distinct digits adding up to `sum` (a cage, the innies of one
    /// house), with every set of digits that does listed once when there
    /// are at most [`MAX_LISTED_SETS`].
    Distinct { sum: u32, sets: Option<Vec<u64>> },
    /// A weighted sum (an arrow, a little killer), its total made positive.
    Weighted { sum: u32, parts: Weighted },
    /// Digits a machine reads in order (outside clues, between lines,
    /// quadruples).
    Sequence(Sequence),
    /// Distinct digits making up one of `sets`: a run of consecutive
    /// digits (a renban line) lists its windows.
    Sets { sets: Vec<u64> },
}

/// The most digit sets a sum group lists beforehand: a 9x9 cage has at
/// most 12, a 16x16 cage of five cells 190.
pub(super) const MAX_LISTED_SETS: usize = 512;

/// A weighted sum as a group, its total made positive.
pub(super) fn weighted_group(sum: &WeightedSum, constraints: &Constraints) -> Group {
    let sign = if sum.total < 0 { -1 } else { 1 };
    let cells: Vec<u16> = sum.terms.iter().map(|&(cell, _)| cell).collect();
    let weights = sum.terms.iter().map(|&(_, weight)| weight * sign).collect();
    Group {
        kind: GroupKind::Weighted {
            sum: sum.total.unsigned_abs(),
            parts: Weighted::new(&cells, weights, constraints),
        },
        cells,
    }
}

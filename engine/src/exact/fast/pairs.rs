//! Hidden pairs in rows and columns: two digits left with the same two
//! cells of a row (column) close those cells to the other digits.
//!
//! Columns are first laid out as rows (a transposition of each digit's
//! places, its own inverse), so every check is made on rows. A check looks
//! at the 36 pairs of digits and costs about as much as propagating a node,
//! so the search asks for it at the root only, where one deduction prunes
//! the whole tree, and only with 40 cells or more open (see `propagate.rs`).
//! It takes magictour_top1465 from 18.8 to 15.1 nodes per puzzle (+14%
//! puzzles/s) and the 17-clue set from 2.2 to 1.8 (+6%); kaggle loses about
//! 2% (easy puzzles: the check is paid and seldom saves a node), the hardest
//! set nothing. Measured and dropped: the same down to depths 1-3 (more nodes
//! saved on the hardest set, more time lost: -6% to -18%), hidden pairs in
//! boxes (no fewer nodes), naked pairs in all three units (top1465 down to
//! 13.3 nodes with everything, but twice the cost).

use super::bits::rows_with;
use super::board::Board;
use super::lanes::Lanes;
use super::tables::{each_row, ROW_FIRST};

/// A way of laying one kind of unit out as the rows of a band mask.
#[derive(Clone, Copy)]
enum Layout {
    Rows,
    Columns,
}

impl Layout {
    /// `places` with this kind of unit laid out as rows; applying it twice
    /// gives `places` back.
    #[inline(always)]
    fn apply(self, places: Lanes) -> Lanes {
        match self {
            Layout::Rows => places,
            Layout::Columns => blocks_across_bands(blocks_transposed(places)),
        }
    }
}

/// Transposes each 3x3 block (row within the band, column within the
/// stack): cell `9 * r + 3 * stack + c` goes to `9 * c + 3 * stack + r`.
#[inline(always)]
fn blocks_transposed(places: Lanes) -> Lanes {
    let in_stacks = |bits: u32| Lanes::bands(bits | bits << 3 | bits << 6);
    let stay = in_stacks(1 | 1 << 10 | 1 << 20);
    let by_eight = in_stacks(1 << 1 | 1 << 11);
    let by_sixteen = in_stacks(1 << 2);
    (places & stay)
        | (places & by_eight).shl::<8>()
        | places.shr::<8>() & by_eight
        | (places & by_sixteen).shl::<16>()
        | places.shr::<16>() & by_sixteen
}

/// Moves block (band `b`, stack `s`) to (band `s`, stack `b`).
#[inline(always)]
fn blocks_across_bands(places: Lanes) -> Lanes {
    let stack = |s: u32| each_row(0b111 << (3 * s));
    let (s0, s1, s2) = (stack(0), stack(1), stack(2));
    let own = Lanes::from_array([s0, s1, s2, 0]);
    let next = places.next_band();
    let after = places.band_after_next();
    (places & own)
        | (next.shl::<3>() & Lanes::from_array([s1, s2, 0, 0]))
        | (next.shr::<6>() & Lanes::from_array([0, 0, s0, 0]))
        | (after.shl::<6>() & Lanes::from_array([s2, 0, 0, 0]))
        | (after.shr::<3>() & Lanes::from_array([0, s0, s1, 0]))
}

/// Each row of `cells` without its first cell.
#[inline(always)]
fn without_first(cells: Lanes) -> Lanes {
    cells & cells.sub(Lanes::bands(ROW_FIRST) & rows_with(cells))
}

/// The places in rows where the digit has exactly two.
#[inline(always)]
fn two_in_row(places: Lanes) -> Lanes {
    let beyond_first = without_first(places);
    places & rows_with(beyond_first).and_not(rows_with(without_first(beyond_first)))
}

impl Board {
    /// Naked and hidden pairs in every row, column and box; true if any
    /// place closed.
    /// Hidden pairs in every row and column; returns the digits whose
    /// places changed (bit per digit).
    pub(super) fn hidden_pairs(&mut self) -> u32 {
        let mut changed = 0;
        for layout in [Layout::Rows, Layout::Columns] {
            let mut laid = self.places.map(|places| layout.apply(places));
            let closed = hidden_pairs_in_rows(&mut laid);
            if closed != 0 {
                self.places = laid.map(|places| layout.apply(places));
                changed |= closed;
            }
        }
        changed
    }
}

/// Hidden pairs in rows; returns the digits whose places changed.
fn hidden_pairs_in_rows(places: &mut [Lanes; 9]) -> u32 {
    let mut twos = places.map(two_in_row);
    // Cells where two digits or more have two places in the row: both
    // cells of a hidden pair are such cells.
    let (mut once, mut twice) = (Lanes::zero(), Lanes::zero());
    for &two in &twos {
        twice = twice | (once & two);
        once = once | two;
    }
    if twice.is_zero() {
        return 0;
    }
    for two in &mut twos {
        *two = two.and_not(rows_with(two.and_not(twice)));
    }
    let (mut paired, mut kept) = (Lanes::zero(), [Lanes::zero(); 9]);
    for first in 0..9 {
        if twos[first].is_zero() {
            continue;
        }
        for second in first + 1..9 {
            let shared = twos[first] & twos[second];
            if shared.is_zero() {
                continue;
            }
            let cells = shared & rows_with(without_first(shared));
            paired = paired | cells;
            kept[first] = kept[first] | cells;
            kept[second] = kept[second] | cells;
        }
    }
    if paired.is_zero() {
        return 0;
    }
    let mut changed = 0;
    for (digit, digit_places) in places.iter_mut().enumerate() {
        let closed = digit_places.and_not(paired.and_not(kept[digit]));
        changed |= u32::from(closed != *digit_places) << digit;
        *digit_places = closed;
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cell `(row, column)` of the grid as places.
    fn cell(row: usize, column: usize) -> Lanes {
        {
            let mut l = [0u32; 4];
            l[row / 3] = 1 << (9 * (row % 3) + column);
            Lanes::from_array(l)
        }
    }

    #[test]
    fn columns_are_laid_out_as_rows_and_back() {
        for (row, column) in [(0, 0), (1, 5), (4, 7), (8, 2), (6, 6)] {
            assert_eq!(Layout::Columns.apply(cell(row, column)), cell(column, row));
            for layout in [Layout::Rows, Layout::Columns] {
                assert_eq!(
                    layout.apply(layout.apply(cell(row, column))),
                    cell(row, column)
                );
            }
        }
    }

    #[test]
    fn two_in_row_keeps_rows_with_exactly_two() {
        let places = cell(0, 1) | cell(0, 4) | cell(1, 2) | cell(3, 0) | cell(3, 1) | cell(3, 8);
        assert_eq!(two_in_row(places), cell(0, 1) | cell(0, 4));
    }

    #[test]
    fn hidden_pair_closes_its_cells_to_other_digits() {
        let mut places = [Lanes::bands(super::super::tables::BAND); 9];
        // Digits 0 and 1 can go only in cells (2, 3) and (2, 7) of row 2.
        let pair = cell(2, 3) | cell(2, 7);
        let row_2 = Lanes::from_array([0x1ff << 18, 0, 0, 0]);
        for digit in [0, 1] {
            places[digit] = places[digit].and_not(row_2.and_not(pair));
        }
        assert_eq!(hidden_pairs_in_rows(&mut places), 0b1_1111_1100);
        assert!((places[5] & pair).is_zero());
        assert_eq!(places[0] & row_2, pair);
    }
}

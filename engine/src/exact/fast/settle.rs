//! Settling a digit: narrowing its places to paired minirows and paired
//! minicolumns (see [`super::bits`]) until they hold still, which finds its
//! hidden singles in rows, columns and boxes and its locked candidates. A
//! place then alone in its row is the digit's.
//!
//! Each pairing keeps its own result whole, so the places hold still once
//! closing the unpaired minirows and minicolumns closed nothing else: no
//! pass is spent confirming it (that pass cost 6% on the hardest set).
//!
//! The pairings are a chain of some thirty dependent instructions. When
//! several digits are to be settled, as at the root where all nine are,
//! settling two at a time lets their chains interleave: +11% puzzles/s on
//! the 17-clue set, +2% on kaggle. Deeper in the search one or two digits
//! change per sweep, and the single chain with a shortcut (a digit whose
//! open minirows and minicolumns did not change needs no pairing) measured
//! 1.5% faster on the hardest set, so both are kept.
//!
//! Branches the processor cannot predict cost more than the work they
//! save: visiting the dirty digits by their bits instead of testing all
//! nine made the hard sets 5-7% faster, while a second pass run without the
//! exit test (the first is often enough) made them 5% slower, and skipping
//! digits with no newly decided cell when closing rows 7% slower.

use super::bits::{
    alone_in_their_row, columns, columns_cells, minirow_cells, minirows, paired_columns,
    paired_minirows,
};
use super::board::{Board, Contradiction};
use super::lanes::Lanes;

/// A value no digit's minirows or columns can equal (lane 3 is always zero).
const NEVER: [u32; 4] = [u32::MAX; 4];

/// What propagation last saw of a digit that held still: its open minirows
/// and minicolumns, and its places alone in their row.
#[derive(Clone, Copy)]
pub(super) struct Seen {
    minirows: Lanes,
    columns: Lanes,
    pub(super) placed: Lanes,
}

impl Seen {
    pub(super) fn new() -> Seen {
        Seen {
            minirows: Lanes::from_array(NEVER),
            columns: Lanes::from_array(NEVER),
            placed: Lanes::zero(),
        }
    }
}

/// A digit's places with their open minirows and minicolumns.
#[derive(Clone, Copy)]
struct Settling {
    places: Lanes,
    minirows: Lanes,
    columns: Lanes,
}

impl Settling {
    #[inline(always)]
    fn new(places: Lanes) -> Settling {
        Settling {
            places,
            minirows: minirows(places),
            columns: columns(places),
        }
    }

    /// One pass: closes the unpaired minirows and minicolumns; true if that
    /// closed nothing else, so the places hold still.
    #[inline(always)]
    fn pass(&mut self) -> bool {
        let paired_rows = paired_minirows(self.minirows);
        let paired_columns_ = paired_columns(self.columns);
        let places = self.places & minirow_cells(paired_rows) & columns_cells(paired_columns_);
        *self = Settling::new(places);
        ((self.minirows ^ paired_rows) | (self.columns ^ paired_columns_)).is_zero()
    }
}

impl Board {
    /// Settles the digits of `dirty` (bit per digit), two at a time if
    /// `in_pairs`; returns the cells newly placed (alone in their row).
    #[inline(always)]
    pub(super) fn settle(
        &mut self,
        dirty: u32,
        seen: &mut [Seen; 9],
        in_pairs: bool,
    ) -> Result<Lanes, Contradiction> {
        let mut newly_placed = Lanes::zero();
        if in_pairs {
            let mut dirty = dirty;
            while dirty.count_ones() >= 2 {
                let first = dirty.trailing_zeros() as usize;
                dirty &= dirty - 1;
                let second = dirty.trailing_zeros() as usize;
                dirty &= dirty - 1;
                let (mut a, mut b) = (
                    Settling::new(self.places[first]),
                    Settling::new(self.places[second]),
                );
                // Both passes every time: `&`, not `&&`.
                while !(a.pass() & b.pass()) {}
                newly_placed = newly_placed
                    | self.keep(first, a, &mut seen[first])?
                    | self.keep(second, b, &mut seen[second])?;
            }
            if dirty != 0 {
                let digit = dirty.trailing_zeros() as usize;
                newly_placed = newly_placed | self.settle_digit(digit, &mut seen[digit])?;
            }
        } else {
            let mut dirty = dirty;
            while dirty != 0 {
                let digit = dirty.trailing_zeros() as usize;
                dirty &= dirty - 1;
                newly_placed = newly_placed | self.settle_digit(digit, &mut seen[digit])?;
            }
        }
        Ok(newly_placed)
    }

    /// Settles one digit; with the same minirows and minicolumns open as
    /// when it last held still, the pairings close nothing and are skipped.
    #[inline(always)]
    fn settle_digit(&mut self, digit: usize, seen: &mut Seen) -> Result<Lanes, Contradiction> {
        let mut settling = Settling::new(self.places[digit]);
        let held = (settling.minirows ^ seen.minirows) | (settling.columns ^ seen.columns);
        if !held.is_zero() {
            while !settling.pass() {}
        }
        self.keep(digit, settling, seen)
    }

    /// Keeps a digit's settled places; returns its newly placed cells.
    #[inline(always)]
    fn keep(
        &mut self,
        digit: usize,
        settled: Settling,
        seen: &mut Seen,
    ) -> Result<Lanes, Contradiction> {
        if settled.places.any_band_zero() {
            return Err(Contradiction);
        }
        (seen.minirows, seen.columns) = (settled.minirows, settled.columns);
        let alone = alone_in_their_row(settled.places);
        let newly = alone.and_not(seen.placed);
        seen.placed = alone;
        self.places[digit] = settled.places;
        Ok(newly)
    }
}

//! [`Board`]: a search position as each digit's possible places, one
//! [`Lanes`] per digit (a 27-bit mask per band), and the edits the search
//! makes to it. Propagation is in `propagate.rs`, the branching choice in
//! `branch.rs`.
//!
//! A cell is decided when one digit is left in it; a digit's places include
//! its decided cells. The board is solved when every cell is decided and
//! propagation has nothing left to do.

use super::lanes::Lanes;
use super::tables::{BAND, BAND_PEERS};
use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::CELLS;

/// The position breaks a rule: a cell, row, column, box or minirow has too
/// few digits or places left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction;

/// A search position; small and `Copy`, so branching copies it.
#[derive(Clone, Copy)]
pub struct Board {
    /// `places[digit]`: the cells where digit `digit + 1` may still go.
    pub(super) places: [Lanes; 9],
    /// Digits whose places changed since the last propagation (bit per digit).
    pub(super) dirty: u16,
}

impl Board {
    /// The puzzle's candidates with its givens placed, not yet propagated.
    /// Givens that contradict the marks make the first propagation fail.
    pub(crate) fn new(puzzle: &Puzzle) -> Board {
        let mut places = [[BAND, BAND, BAND, 0]; 9];
        if puzzle.marks().is_some() {
            places = [[0; 4]; 9];
            for cell in 0..CELLS {
                let (band, bit) = (cell / 27, 1 << (cell % 27));
                for digit in puzzle.allowed(cell).iter() {
                    places[digit as usize - 1][band] |= bit;
                }
            }
        }
        // Each given closes its peers in the band to its digit; a given its
        // own marks exclude leaves its digit no place, so propagation fails.
        let mut broken = 0u16;
        for (cell, &digit) in puzzle.givens().cells().iter().enumerate() {
            if digit != 0 {
                let (band, position) = (cell / 27, cell % 27);
                let digit_places = &mut places[digit as usize - 1];
                broken |= u16::from(digit_places[band] >> position & 1 == 0) << (digit - 1);
                digit_places[band] &= !BAND_PEERS[position];
            }
        }
        for (digit, digit_places) in places.iter_mut().enumerate() {
            if broken >> digit & 1 != 0 {
                *digit_places = [0; 4];
            }
        }
        Board {
            places: places.map(Lanes::from_array),
            dirty: 0x1ff,
        }
    }

    /// Keeps `digit`'s places within `cells`.
    #[inline]
    pub fn restrict(&mut self, digit: usize, cells: Lanes) {
        self.places[digit] = self.places[digit] & cells;
        self.dirty |= 1 << digit;
    }

    /// The cells with exactly one digit left, and those with two or more.
    #[inline(always)]
    pub(super) fn decided_and_open(&self) -> (Lanes, Lanes) {
        let (mut one, mut several) = (Lanes::zero(), Lanes::zero());
        for &places in &self.places {
            several = several | (one & places);
            one = one | places;
        }
        (one.and_not(several), several)
    }

    /// The decided cells; the others are empty.
    pub(crate) fn grid(&self) -> Grid {
        let (decided, _) = self.decided_and_open();
        let mut grid = Grid::EMPTY;
        for (digit, &places) in self.places.iter().enumerate() {
            for (band, mut cells) in (places & decided)
                .to_array()
                .into_iter()
                .take(3)
                .enumerate()
            {
                while cells != 0 {
                    grid.set(27 * band + cells.trailing_zeros() as usize, digit as u8 + 1);
                    cells &= cells - 1;
                }
            }
        }
        grid
    }
}

//! Propagation: every consequence of singles, locked candidates and
//! triads, drawn until nothing changes.
//!
//! Sweep after sweep, the digits whose places changed are settled (see
//! `settle.rs`); the cells each places alone in a row are then closed to
//! the other digits, all at once at the end of the sweep (closing them one
//! digit at a time settled more digits for nothing).
//!
//! When no digit changes any more, across digits and band by band: a cell
//! with no digit left is a contradiction, a cell with one digit left closes
//! its row to that digit (naked singles), then the triads (`triads.rs`),
//! and at the root the hidden pairs (`pairs.rs`) if many cells are open.

use super::bits::rows_with;
use super::board::{Board, Contradiction};
use super::lanes::Lanes;
use super::settle::Seen;
use super::tables::BAND;
use super::triads::{Minicolumns, Minirows};

/// The root looks for hidden pairs only with at least this many cells
/// open: with fewer the search ahead is small. Measured: +3% puzzles/s on
/// the 17-clue and kaggle sets, top1465 unchanged (45: +1% and +3%).
const PAIRS_MIN_OPEN: u32 = 40;

/// How many cells a band mask holds.
fn count_cells(cells: Lanes) -> u32 {
    cells.to_array().iter().map(|lane| lane.count_ones()).sum()
}

impl Board {
    /// Draws every consequence until nothing changes; `Ok(true)` if the
    /// board is then solved, `Err` if the position breaks a rule. The root
    /// (all nine digits to settle) settles digits two at a time and also
    /// looks for hidden pairs.
    pub fn propagate(&mut self, root: bool) -> Result<bool, Contradiction> {
        let mut dirty = u32::from(std::mem::take(&mut self.dirty));
        let mut decided_seen = Lanes::zero();
        let mut seen = [Seen::new(); 9];
        loop {
            if dirty != 0 {
                let newly_placed = self.settle(dirty, &mut seen, root)?;
                dirty = if newly_placed.is_zero() {
                    0
                } else {
                    self.close_placed(newly_placed, &seen)?
                };
                continue;
            }
            let (decided, open) = self.decided_and_open();
            if decided | open != Lanes::bands(BAND) {
                return Err(Contradiction);
            }
            if open.is_zero() {
                return Ok(true);
            }
            if decided != decided_seen {
                decided_seen = decided;
                dirty = self.close_rows_of_decided(decided);
            }
            if dirty == 0 {
                dirty = self.triads::<Minirows>()?;
            }
            if dirty == 0 {
                dirty = self.triads::<Minicolumns>()?;
            }
            if dirty == 0 && root && count_cells(open) >= PAIRS_MIN_OPEN {
                dirty = self.hidden_pairs();
            }
            if dirty == 0 {
                return Ok(false);
            }
        }
    }

    /// Closes the cells newly placed in a sweep to the other digits. `Err`
    /// if two digits took one cell, or a cell lost its last digit (most
    /// dead ends show here first, a stall earlier than the full check).
    #[inline(always)]
    fn close_placed(
        &mut self,
        newly_placed: Lanes,
        seen: &[Seen; 9],
    ) -> Result<u32, Contradiction> {
        let (mut once, mut twice, mut any) = (Lanes::zero(), Lanes::zero(), Lanes::zero());
        let mut changed = 0;
        for (digit, (places, seen)) in self.places.iter_mut().zip(seen).enumerate() {
            let own = seen.placed & newly_placed;
            twice = twice | (once & own);
            once = once | own;
            let closed = places.and_not(newly_placed.and_not(own));
            changed |= u32::from(closed != *places) << digit;
            *places = closed;
            any = any | closed;
        }
        if twice.is_zero() && any == Lanes::bands(BAND) {
            Ok(changed)
        } else {
            Err(Contradiction)
        }
    }

    /// Closes to each digit the rest of the rows of the cells where it is
    /// the only digit left.
    fn close_rows_of_decided(&mut self, decided: Lanes) -> u32 {
        let mut changed = 0;
        for (digit, places) in self.places.iter_mut().enumerate() {
            let mine = *places & decided;
            let closed = places.and_not(rows_with(mine).and_not(mine));
            changed |= u32::from(closed != *places) << digit;
            *places = closed;
        }
        changed
    }
}

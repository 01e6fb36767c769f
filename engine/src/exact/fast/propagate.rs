//! Propagation: every consequence of singles, locked candidates and
//! minirow/minicolumn triads, drawn until nothing changes.
//!
//! Digit by digit (a digit whose places changed since it was last looked
//! at): its places are narrowed to paired minirows and paired minicolumns
//! (see [`super::bits`]) until they hold still, which finds its hidden
//! singles in rows, columns and boxes and its locked candidates; a place
//! alone in its row is then the digit's, and closed to the other digits.
//!
//! When no digit changes any more, across digits and band by band:
//! a cell with no digit left is a contradiction, a cell with one digit left
//! closes its row to that digit (naked singles), and then the triads. A
//! minirow (or minicolumn) holds exactly three digits: if only three can go
//! there, each is sure to, and leaves the rest of its row (column) and box;
//! if three are sure to, the others leave it. tdoku reasons the same way
//! with its triads; these two passes are what brings our guesses down to
//! its level.

use super::bits::{
    alone_in_box, alone_in_row, alone_in_their_row, columns, columns_cells, minicolumn_lines,
    minirow_cells, minirow_lines, minirows, paired_columns, paired_minirows, rows_with,
};
use super::board::{Board, Contradiction};
use super::lanes::Lanes;
use super::tables::{BAND, MINIROWS, ROW};

/// A value no digit's places can equal (lane 3 of places is always zero).
const NEVER: [u32; 4] = [u32::MAX; 4];

/// What propagation last saw of a digit that held still: its open minirows
/// and minicolumns, and its places alone in their row.
#[derive(Clone, Copy)]
struct Seen {
    minirows: Lanes,
    columns: Lanes,
    placed: Lanes,
}

impl Seen {
    fn new() -> Seen {
        Seen {
            minirows: Lanes::from_array(NEVER),
            columns: Lanes::from_array(NEVER),
            placed: Lanes::zero(),
        }
    }
}

/// Per minirow (or minicolumn), how many digits can go there, saturating at
/// four, kept as bit planes.
#[derive(Clone, Copy)]
struct Tally {
    one: Lanes,
    two: Lanes,
    three: Lanes,
    four: Lanes,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            one: Lanes::zero(),
            two: Lanes::zero(),
            three: Lanes::zero(),
            four: Lanes::zero(),
        }
    }

    #[inline(always)]
    fn add(&mut self, set: Lanes) {
        self.four = self.four | (self.three & set);
        self.three = self.three | (self.two & set);
        self.two = self.two | (self.one & set);
        self.one = self.one | set;
    }
}

impl Board {
    /// Draws every consequence until nothing changes; `Ok(true)` if the
    /// board is then solved, `Err` if the position breaks a rule.
    pub fn propagate(&mut self) -> Result<bool, Contradiction> {
        let never = Lanes::from_array(NEVER);
        let mut examined: [Lanes; 9] = std::array::from_fn(|digit| {
            if self.dirty & (1 << digit) != 0 {
                never
            } else {
                self.places[digit]
            }
        });
        self.dirty = 0;
        let mut decided_seen = Lanes::zero();
        let mut seen = [Seen::new(); 9];
        loop {
            let mut any = false;
            let mut newly_placed = Lanes::zero();
            for digit in 0..9 {
                if self.places[digit] != examined[digit] {
                    newly_placed = newly_placed | self.examine(digit, &mut seen[digit])?;
                    examined[digit] = self.places[digit];
                    any = true;
                }
            }
            if any {
                if !newly_placed.is_zero() {
                    self.close_placed(newly_placed, &seen)?;
                }
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
                self.close_rows_of_decided(decided);
                continue;
            }
            if self.triads::<Minirows>()? || self.triads::<Minicolumns>()? {
                continue;
            }
            return Ok(false);
        }
    }

    /// Closes the cells newly placed in a sweep to the other digits. `Err`
    /// if two digits took one cell, or a cell lost its last digit (most
    /// dead ends show here first, a stall earlier than the full check).
    #[inline(always)]
    fn close_placed(&mut self, newly_placed: Lanes, seen: &[Seen; 9]) -> Result<(), Contradiction> {
        let (mut once, mut twice, mut any) = (Lanes::zero(), Lanes::zero(), Lanes::zero());
        for digit in 0..9 {
            let own = seen[digit].placed & newly_placed;
            twice = twice | (once & own);
            once = once | own;
            self.places[digit] = self.places[digit].and_not(newly_placed.and_not(own));
            any = any | self.places[digit];
        }
        if twice.is_zero() && any == Lanes::bands(BAND) {
            Ok(())
        } else {
            Err(Contradiction)
        }
    }

    /// Narrows one digit's places to paired minirows and minicolumns until
    /// they hold still, then closes its row singles to the other digits.
    #[inline(always)]
    fn examine(&mut self, digit: usize, seen: &mut Seen) -> Result<Lanes, Contradiction> {
        let mut places = self.places[digit];
        let (mut open_minirows, mut open_columns) = (minirows(places), columns(places));
        // With the same minirows and minicolumns open as when the digit last
        // held still, the pairings close nothing.
        if open_minirows != seen.minirows || open_columns != seen.columns {
            // Each pairing keeps its own result whole, so the places hold
            // still once closing the unpaired ones closed nothing else.
            loop {
                let (paired_rows, paired_cols) =
                    (paired_minirows(open_minirows), paired_columns(open_columns));
                places = places & minirow_cells(paired_rows) & columns_cells(paired_cols);
                (open_minirows, open_columns) = (minirows(places), columns(places));
                if open_minirows == paired_rows && open_columns == paired_cols {
                    break;
                }
            }
            if places.any_band_zero() {
                return Err(Contradiction);
            }
            (seen.minirows, seen.columns) = (open_minirows, open_columns);
        }
        let alone = alone_in_their_row(places);
        let newly = alone.and_not(seen.placed);
        seen.placed = alone;
        self.places[digit] = places;
        Ok(newly)
    }

    /// Closes to each digit the rest of the rows of the cells where it is
    /// the only digit left.
    fn close_rows_of_decided(&mut self, decided: Lanes) {
        for places in &mut self.places {
            let mine = *places & decided;
            *places = places.and_not(rows_with(mine).and_not(mine));
        }
    }

    /// The triads of one kind (minirows or minicolumns); `Ok(true)` if any
    /// place closed.
    #[inline(never)]
    fn triads<K: TriadKind>(&mut self) -> Result<bool, Contradiction> {
        let (mut open, mut sure) = ([Lanes::zero(); 9], [Lanes::zero(); 9]);
        let (mut can, mut will) = (Tally::new(), Tally::new());
        for digit in 0..9 {
            open[digit] = K::open(self.places[digit]);
            sure[digit] = K::sure(open[digit]);
            can.add(open[digit]);
            will.add(sure[digit]);
        }
        if can.three != Lanes::bands(K::ALL) || !will.four.is_zero() {
            return Err(Contradiction);
        }
        // Where only three digits can go, not all sure yet; where three are
        // sure and others can still go.
        let fill = can.three.and_not(can.four).and_not(will.three);
        let prune = will.three & can.four;
        if (fill | prune).is_zero() {
            return Ok(false);
        }
        let mut changed = false;
        for digit in 0..9 {
            let newly = (open[digit] & fill).and_not(sure[digit]);
            let left = (open[digit] & prune).and_not(sure[digit]);
            let before = self.places[digit];
            self.places[digit] = before.and_not(K::cells(K::lines(newly) | left));
            changed |= self.places[digit] != before;
        }
        Ok(changed)
    }
}

/// Minirows or minicolumns, for [`Board::triads`].
trait TriadKind {
    /// Every minirow (minicolumn) bit of a band.
    const ALL: u32;
    /// Where the places have a cell.
    fn open(places: Lanes) -> Lanes;
    /// Of the open ones, those the digit is sure to take.
    fn sure(open: Lanes) -> Lanes;
    /// Where a digit sure to take `newly` cannot also go.
    fn lines(newly: Lanes) -> Lanes;
    /// The cells of a set.
    fn cells(set: Lanes) -> Lanes;
}

struct Minirows;
struct Minicolumns;

impl TriadKind for Minirows {
    const ALL: u32 = MINIROWS;

    #[inline(always)]
    fn open(places: Lanes) -> Lanes {
        minirows(places)
    }

    #[inline(always)]
    fn sure(open: Lanes) -> Lanes {
        alone_in_row(open)
    }

    #[inline(always)]
    fn lines(newly: Lanes) -> Lanes {
        minirow_lines(newly).and_not(newly)
    }

    #[inline(always)]
    fn cells(set: Lanes) -> Lanes {
        minirow_cells(set)
    }
}

impl TriadKind for Minicolumns {
    const ALL: u32 = ROW;

    #[inline(always)]
    fn open(places: Lanes) -> Lanes {
        columns(places)
    }

    #[inline(always)]
    fn sure(open: Lanes) -> Lanes {
        alone_in_box(open)
    }

    #[inline(always)]
    fn lines(newly: Lanes) -> Lanes {
        minicolumn_lines(newly)
    }

    #[inline(always)]
    fn cells(set: Lanes) -> Lanes {
        columns_cells(set)
    }
}

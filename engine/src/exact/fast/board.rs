//! [`Board`]: a search position as one 27-bit place mask per digit and band,
//! and the propagation that runs on it.
//!
//! The grid is cut into three bands of three rows. For each digit and band,
//! a mask holds the cells where the digit may still go, its placed cell
//! included (see [`super::tables`] for the bit layout). A "slot" numbers a
//! digit's band: `3 * digit + band`, digits 0-8.
//!
//! Propagation works slot by slot: a slot whose places changed since it was
//! last examined is examined again (rows matched to boxes, rows left with
//! one place become placements, columns locked in this band are closed in
//! the others). When no slot changes any more, naked singles (cells with one
//! digit) and hidden singles in columns are looked for across the board.

use super::tables::{
    columns_in_band, BAND, BAND_PEERS, LOCKED_COLUMNS, MATCHING_CELLS, ROW, ROWS_CELLS, ROW_BOXES,
    SINGLE_ROWS,
};
use crate::digits::Digits;
use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::CELLS;

/// The position breaks a rule: a cell, row, column or box has no place left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction;

/// A search position; small and `Copy`, so branching copies it.
#[derive(Clone, Copy)]
pub struct Board {
    /// Places of digit `slot / 3` in band `slot % 3`.
    places: [u32; 27],
    /// Per band, the cells not yet holding a digit.
    open_cells: [u32; 3],
    /// Each slot's places when it was last examined; a slot whose places
    /// differ is examined again. Comparing costs less than recording every
    /// change as it happens.
    examined: [u32; 27],
    /// Per band, the open cells with two digits left, as of the last naked
    /// singles pass: after a propagation that leaves the board unsolved, the
    /// pass saw the final position.
    pairs: [u32; 3],
}

/// The other two bands of each band.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// An `examined` value no places mask can equal.
const NEVER: u32 = u32::MAX;

impl Board {
    /// The puzzle's candidates with its givens placed, not yet propagated.
    /// Givens that contradict the marks or each other make the first
    /// propagation fail.
    pub fn new(puzzle: &Puzzle) -> Board {
        let mut board = Board {
            places: [BAND; 27],
            open_cells: [BAND; 3],
            examined: [NEVER; 27],
            pairs: [0; 3],
        };
        if puzzle.marks().is_some() {
            board.places = [0; 27];
            for cell in 0..CELLS {
                let (band, bit) = (cell / 27, 1 << (cell % 27));
                for digit in puzzle.allowed(cell).iter() {
                    board.places[3 * (digit as usize - 1) + band] |= bit;
                }
            }
        }
        for (cell, &digit) in puzzle.givens().cells().iter().enumerate() {
            if digit != 0 && board.assign(digit as usize - 1, cell).is_err() {
                // A digit with no place in a band: examining it fails.
                board.places[3 * (digit as usize - 1) + cell / 27] = 0;
            }
        }
        board
    }

    /// Puts `digit` (0-8) in `cell` by closing its peers in the band to the
    /// digit; [`Board::propagate`] does the rest. `Ok(true)` if that closed
    /// any place.
    #[inline]
    pub fn assign(&mut self, digit: usize, cell: usize) -> Result<bool, Contradiction> {
        let (slot, position) = (3 * digit + cell / 27, cell % 27);
        let before = self.places[slot];
        if before & (1 << position) == 0 {
            return Err(Contradiction);
        }
        self.places[slot] = before & !BAND_PEERS[position];
        Ok(self.places[slot] != before)
    }

    /// True when every cell holds a digit (after a successful propagation,
    /// the grid is then a solution).
    #[inline]
    pub fn is_solved(&self) -> bool {
        self.open_cells[0] | self.open_cells[1] | self.open_cells[2] == 0
    }

    /// Draws every consequence of singles and locked candidates until
    /// nothing changes; `Err` if the position breaks a rule.
    pub fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            while self.examine_changed_slots()? {}
            if self.is_solved() {
                return Ok(());
            }
            if self.column_hidden_singles()? || self.naked_singles()? {
                continue;
            }
            return Ok(());
        }
    }

    /// Examines every slot whose places changed since it was last
    /// examined; `Ok(true)` if any had.
    #[inline(always)]
    fn examine_changed_slots(&mut self) -> Result<bool, Contradiction> {
        let mut changed = 0u32;
        for slot in 0..27 {
            changed |= ((self.places[slot] != self.examined[slot]) as u32) << slot;
        }
        let any = changed != 0;
        while changed != 0 {
            let slot = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            self.examine(slot)?;
        }
        Ok(any)
    }

    /// Narrows one digit's places in one band and passes on what follows.
    #[inline(always)]
    fn examine(&mut self, slot: usize) -> Result<(), Contradiction> {
        let (digit, band) = (slot / 3, slot % 3);
        let mut places = self.places[slot];
        let minirows = ROW_BOXES[(places & ROW) as usize] as usize
            | (ROW_BOXES[(places >> 9 & ROW) as usize] as usize) << 3
            | (ROW_BOXES[(places >> 18 & ROW) as usize] as usize) << 6;
        places &= MATCHING_CELLS[minirows & 0x1ff];
        if places == 0 {
            return Err(Contradiction);
        }
        self.places[slot] = places;
        self.examined[slot] = places;

        let locked = LOCKED_COLUMNS[((places | places >> 9 | places >> 18) & ROW) as usize];
        for other in OTHER_BANDS[band] {
            self.places[3 * digit + other] &= !locked;
        }

        let single_rows = SINGLE_ROWS[(places & ROW) as usize]
            | SINGLE_ROWS[(places >> 9 & ROW) as usize] << 1
            | SINGLE_ROWS[(places >> 18 & ROW) as usize] << 2;
        self.place(slot, places & ROWS_CELLS[(single_rows & 7) as usize]);
        Ok(())
    }

    /// Records the digit of `slot` as placed in `cells`, its only places in
    /// their rows, and closes the cells to the other digits. Their peers are
    /// already closed to the digit by the row-to-box matching (in the band)
    /// and the locked columns (in the other bands). Placing a digit again
    /// changes nothing, so this runs on every examination, without a branch.
    #[inline(always)]
    fn place(&mut self, slot: usize, cells: u32) {
        let band = slot % 3;
        self.open_cells[band] &= !cells;
        let keep = self.places[slot];
        for other in 0..9 {
            self.places[3 * other + band] &= !cells;
        }
        self.places[slot] = keep;
    }

    /// Assigns every open cell with one digit left; `Ok(true)` if any.
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut found = false;
        for band in 0..3 {
            // A placed cell keeps only its own digit, so it counts once.
            let (mut one, mut two, mut three) = (0, 0, 0);
            for digit in 0..9 {
                let places = self.places[3 * digit + band];
                three |= two & places;
                two |= one & places;
                one |= places;
            }
            if one != BAND {
                return Err(Contradiction);
            }
            self.pairs[band] = two & !three;
            let mut singles = self.open_cells[band] & !two;
            while singles != 0 {
                let position = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let digit = (0..9)
                    .find(|&digit| self.places[3 * digit + band] & (1 << position) != 0)
                    .ok_or(Contradiction)?;
                found |= self.assign(digit, 27 * band + position)?;
            }
        }
        Ok(found)
    }

    /// Assigns every digit that has one place left in a column; `Ok(true)`
    /// if any. (Rows and boxes need no such pass: [`Board::examine`] finds
    /// their hidden singles.)
    fn column_hidden_singles(&mut self) -> Result<bool, Contradiction> {
        let fold = |cells: u32| (cells | cells >> 9 | cells >> 18) & ROW;
        let mut found = false;
        for digit in 0..9 {
            let [a, b, c] = [0, 1, 2].map(|band| self.places[3 * digit + band]);
            let any = a | b | c;
            let (r0, r1, r2) = (any & ROW, any >> 9 & ROW, any >> 18);
            let one = r0 | r1 | r2;
            if one != ROW {
                return Err(Contradiction);
            }
            let several = fold((a & b) | (a & c) | (b & c)) | (r0 & r1) | (r0 & r2) | (r1 & r2);
            let unplaced = fold(
                (a & self.open_cells[0]) | (b & self.open_cells[1]) | (c & self.open_cells[2]),
            );
            let mut singles = unplaced & !several;
            while singles != 0 {
                let column = columns_in_band(singles & singles.wrapping_neg());
                singles &= singles - 1;
                for band in 0..3 {
                    let cell = self.places[3 * digit + band] & column;
                    if cell != 0 {
                        found |= self.assign(digit, 27 * band + cell.trailing_zeros() as usize)?;
                    }
                }
            }
        }
        Ok(found)
    }

    /// An open cell to branch on and its digits.
    ///
    /// Among the cells with two digits, the one whose digits have the most
    /// places among the cell's peers: whichever digit the cell takes, the
    /// most places close. On the benchmark sets this cuts the guesses by a
    /// third compared with taking the first such cell. With no such cell,
    /// a cell with the fewest digits.
    pub fn branch_cell(&self) -> (usize, Digits) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has the popcnt instruction, checked just above.
            return unsafe { self.branch_cell_with_popcnt() };
        }
        self.choose_branch_cell()
    }

    /// [`Board::choose_branch_cell`] compiled with the popcnt instruction,
    /// which the baseline x86-64 target lacks: the scoring of pair cells
    /// counts bits, and a software count costs a dozen operations.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn branch_cell_with_popcnt(&self) -> (usize, Digits) {
        self.choose_branch_cell()
    }

    #[inline(always)]
    fn choose_branch_cell(&self) -> (usize, Digits) {
        let mut best_pair = None;
        let mut most_closed = 0;
        for band in 0..3 {
            let mut pairs = self.pairs[band] & self.open_cells[band];
            while pairs != 0 {
                let position = pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let cell = 27 * band + position;
                let digits = self.digits_of(cell);
                let closed = self.pair_peer_places(cell, digits);
                if closed > most_closed {
                    (best_pair, most_closed) = (Some((cell, digits)), closed);
                }
            }
        }
        if let Some(pair) = best_pair {
            return pair;
        }
        let mut best = None;
        for band in 0..3 {
            let mut open = self.open_cells[band];
            while open != 0 {
                let cell = 27 * band + open.trailing_zeros() as usize;
                open &= open - 1;
                let digits = self.digits_of(cell);
                if best.is_none_or(|(_, fewest): (usize, Digits)| digits.len() < fewest.len()) {
                    best = Some((cell, digits));
                }
            }
        }
        best.expect("an unsolved board has an open cell")
    }

    /// How many places the two `digits` of `cell` have among its peers.
    #[inline(always)]
    fn pair_peer_places(&self, cell: usize, digits: Digits) -> u32 {
        let (band, position) = (cell / 27, cell % 27);
        let (peers, shift) = (BAND_PEERS[position], position % 9);
        let [other, another] = OTHER_BANDS[band];
        let first = digits.bits().trailing_zeros() as usize;
        let second = (digits.bits() & (digits.bits() - 1)).trailing_zeros() as usize;
        let in_band = (self.places[3 * first + band] & peers) as u64
            | ((self.places[3 * second + band] & peers) as u64) << 32;
        let column = |slot: usize| self.places[slot] >> shift & columns_in_band(1);
        let in_column = column(3 * first + other)
            | column(3 * first + another) << 1
            | column(3 * second + other) << 2
            | column(3 * second + another) << 3;
        in_band.count_ones() + in_column.count_ones()
    }

    /// The digits still possible in `cell`.
    #[inline(always)]
    pub fn digits_of(&self, cell: usize) -> Digits {
        let (band, position) = (cell / 27, cell % 27);
        let mut bits = 0u16;
        for digit in 0..9 {
            bits |= ((self.places[3 * digit + band] >> position & 1) as u16) << digit;
        }
        Digits::from_bits(bits)
    }

    /// The placed digits; open cells are empty.
    pub fn grid(&self) -> Grid {
        let mut grid = Grid::EMPTY;
        for slot in 0..27 {
            let (digit, band) = (slot / 3, slot % 3);
            let mut placed = self.places[slot] & !self.open_cells[band];
            while placed != 0 {
                grid.set(
                    27 * band + placed.trailing_zeros() as usize,
                    digit as u8 + 1,
                );
                placed &= placed - 1;
            }
        }
        grid
    }
}

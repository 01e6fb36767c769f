//! The puzzle state of Findling's CSP (seed 002, section 3): the grid, a
//! domain per cell (`gDom`) and a domain per row, column and square, updated
//! after every insertion as the [`Reading`] says, and the logical reasoning
//! (`IsLastNumInDomain`) that reads them.

use crate::digits::Digits;
use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::{CELLS, CELL_UNITS, PEERS, UNITS};

use super::reading::Reading;
use super::search::{Deduction, Logic, State};
use crate::shape::Values;

/// Grid and domains: what the paper's `Puzzle` objects hold and its stack archives.
#[derive(Clone, Debug)]
pub struct Domains {
    grid: [u8; CELLS],
    /// `gDom`: the numbers each empty cell may still take (empty for filled cells).
    cells: [u16; CELLS],
    /// `row`, `col`, `sqr` (units 0-8, 9-17, 18-26): numbers not yet placed in the unit.
    units: [u16; 27],
    empty: u8,
    reading: Reading,
}

impl Domains {
    /// The givens inserted, each removed from its peers' domains: each empty
    /// cell starts from the digits the puzzle allows there that no given
    /// peer holds. Under either reading.
    pub(crate) fn new(puzzle: &Puzzle, reading: Reading) -> Domains {
        let mut domains = Domains {
            grid: [0; CELLS],
            cells: [0; CELLS],
            units: [Digits::ALL.bits(); 27],
            empty: CELLS as u8,
            reading: Reading::Propagated,
        };
        for cell in 0..CELLS {
            domains.cells[cell] = puzzle.allowed(cell).bits();
        }
        for cell in 0..CELLS {
            let digit = puzzle.givens().get(cell);
            if digit != 0 && !domains.insert(cell, digit) {
                // Givens never repeat in a unit (Puzzle checks), so each is
                // still missing from its units.
                unreachable!("given {digit} at {cell} repeats one in its units");
            }
        }
        domains.reading = reading;
        domains
    }

    /// Puts `digit` into `cell` and removes it from the cell's row, column
    /// and square domains (the paper's UpdateRowColumnDomain and
    /// UpdateSquareDomain); under [`Reading::Propagated`] also from the
    /// domains of the cells they hold (UpdateGridDomain). Refuses, changing
    /// nothing, a digit one of the three units already holds: false.
    pub fn insert(&mut self, cell: usize, digit: u8) -> bool {
        debug_assert_eq!(self.grid[cell], 0, "cell {cell} is filled");
        let bit = Digits::single(digit).bits();
        if CELL_UNITS[cell]
            .iter()
            .any(|&unit| self.units[unit as usize] & bit == 0)
        {
            return false;
        }
        self.grid[cell] = digit;
        self.cells[cell] = 0;
        self.empty -= 1;
        for &unit in &CELL_UNITS[cell] {
            self.units[unit as usize] &= !bit;
        }
        if self.reading == Reading::Propagated {
            for &peer in &PEERS[cell] {
                self.cells[peer as usize] &= !bit;
            }
        }
        true
    }

    /// Removes a number that proved wrong from a cell's domain.
    pub fn remove(&mut self, cell: usize, digit: u8) {
        self.cells[cell] &= !Digits::single(digit).bits();
    }

    /// The numbers left in `cell`'s domain.
    pub(crate) fn candidates(&self, cell: usize) -> Digits {
        Digits::from_bits(self.cells[cell])
    }

    pub fn is_full(&self) -> bool {
        self.empty == 0
    }

    pub(crate) fn grid(&self) -> Grid {
        Grid::from_cells(self.grid).expect("digits are 1-9")
    }

    /// The first empty cell, left to right and top to bottom (the paper's GetNextGridIndex).
    pub fn first_empty(&self) -> Option<usize> {
        self.grid.iter().position(|&digit| digit == 0)
    }

    /// The first empty cell with the fewest numbers in its domain (the
    /// paper's proposed "search rearrangement").
    pub fn fewest_candidates(&self) -> Option<usize> {
        (0..CELLS)
            .filter(|&cell| self.grid[cell] == 0)
            .min_by_key(|&cell| self.cells[cell].count_ones())
    }

    /// The paper's IsLastNumInDomain, with the consistency check before it:
    /// the first cell (in reading order) whose domain holds one number, else
    /// with [`Logic::Singles`] the first row, column, then square (in that
    /// order, numbers ascending) where a number the unit still needs fits
    /// one empty cell's domain. Under [`Reading::Propagated`], a needed
    /// number that fits no cell is an inconsistency; under
    /// [`Reading::GivensDomain`] only an empty cell domain is.
    pub fn deduce(&self, logic: Logic) -> Deduction {
        let check_units = self.reading == Reading::Propagated;
        let mut naked = None;
        for cell in 0..CELLS {
            if self.grid[cell] != 0 {
                continue;
            }
            match self.cells[cell].count_ones() {
                0 => return Deduction::Inconsistent,
                1 if naked.is_none() => naked = Some(cell),
                _ => {}
            }
        }
        // Propagated: every unit is checked even when a naked single was found.
        if logic == Logic::Singles && (check_units || naked.is_none()) {
            let mut hidden = None;
            for (unit, cells) in UNITS.iter().enumerate() {
                let (mut once, mut twice) = (0u16, 0u16);
                for &cell in cells {
                    let domain = self.cells[cell as usize];
                    twice |= once & domain;
                    once |= domain;
                }
                let needed = self.units[unit];
                if check_units && once & needed != needed {
                    return Deduction::Inconsistent;
                }
                let single = needed & once & !twice;
                if hidden.is_none() && single != 0 {
                    let bit = single & single.wrapping_neg();
                    let cell = cells
                        .iter()
                        .map(|&cell| cell as usize)
                        .find(|&cell| self.cells[cell] & bit != 0)
                        .expect("a needed number has a cell");
                    hidden = Some((cell, bit.trailing_zeros() as u8 + 1));
                }
            }
            if naked.is_none() {
                if let Some((cell, digit)) = hidden {
                    return Deduction::Insert { cell, digit };
                }
            }
        }
        match naked {
            Some(cell) => Deduction::Insert {
                cell,
                digit: self.candidates(cell).first().expect("one number left"),
            },
            None => Deduction::Stalled,
        }
    }
}

impl State for Domains {
    fn insert(&mut self, cell: usize, digit: u8) -> bool {
        Domains::insert(self, cell, digit)
    }

    fn remove(&mut self, cell: usize, digit: u8) {
        Domains::remove(self, cell, digit);
    }

    fn first_candidate(&self, cell: usize) -> Option<u8> {
        self.candidates(cell).first()
    }

    fn candidate_count(&self, cell: usize) -> u32 {
        self.candidates(cell).len()
    }

    fn is_full(&self) -> bool {
        Domains::is_full(self)
    }

    fn values(&self) -> Values {
        self.grid().to_values()
    }

    fn first_empty(&self) -> Option<usize> {
        Domains::first_empty(self)
    }

    fn fewest_candidates(&self) -> Option<usize> {
        Domains::fewest_candidates(self)
    }

    fn deduce(&self, logic: Logic) -> Deduction {
        Domains::deduce(self, logic)
    }
}

//! [`Board`]: the candidate grid (pencil marks) every technique reads.
//!
//! A cell either holds a digit (and then has no candidate, as in Sudoku
//! Explainer) or lists the digits it may still take. The same facts are
//! kept three ways, updated together so that each technique reads the one
//! it needs in a few instructions: candidates per cell (9-bit masks),
//! places per digit ([`CellSet`] boards), and places per digit inside each
//! house (9-bit masks, index as in [`crate::units::UNITS`]).

use std::fmt;

use crate::digits::Digits;
use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::shape::{Sudoku, Values};
use crate::units::{cell_name, CELLS};

use super::cellset::{houses_of, index_in_house, CellSet, HOUSES};
use super::rules::{self, house_name, Rules};

/// A candidate: a digit (1-9) in a cell (0..81).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Candidate {
    pub cell: u8,
    pub digit: u8,
}

impl Candidate {
    #[inline]
    pub fn new(cell: usize, digit: u8) -> Candidate {
        Candidate {
            cell: cell as u8,
            digit,
        }
    }

    #[inline]
    pub fn cell(self) -> usize {
        usize::from(self.cell)
    }
}

/// `5r4c7`: the digit, then the cell.
impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.digit, cell_name(self.cell()))
    }
}

/// Why a board cannot lead to a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// An empty cell with no candidate left.
    NoCandidate { cell: usize },
    /// A digit a house still needs with no place left in it.
    NoPlace { house: usize, digit: u8 },
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Contradiction::NoCandidate { cell } => {
                write!(f, "{} has no candidate left", cell_name(cell))
            }
            Contradiction::NoPlace { house, digit } => {
                write!(f, "{digit} has no place left in {}", house_name(house))
            }
        }
    }
}

/// The candidate grid.
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    values: [u8; CELLS],
    candidates: [u16; CELLS],
    places: [CellSet; 9],
    house_places: [[u16; 9]; 27],
    givens: CellSet,
    filled: CellSet,
    /// Rows, columns and boxes, or a variant's rules.
    rules: &'static Rules,
}

impl Board {
    /// The board of a classic 9x9 `sudoku`: its givens placed, and every
    /// other cell with the digits its pencil marks (or all nine) allow that
    /// no peer holds; `None` for any other shape, which the shape-general
    /// board takes.
    pub fn of_classic(sudoku: &Sudoku) -> Option<Board> {
        sudoku.to_classic().map(|puzzle| Board::new(&puzzle))
    }

    /// The board of a puzzle: its givens placed, and every other cell with
    /// the digits its pencil marks (or all nine) allow that no peer holds.
    pub(crate) fn new(puzzle: &Puzzle) -> Board {
        let mut board = Board::empty(Rules::classic());
        for cell in 0..CELLS {
            for digit in puzzle.allowed(cell).iter() {
                board.add(cell, digit);
            }
        }
        for cell in 0..CELLS {
            let digit = puzzle.givens().get(cell);
            if digit != 0 {
                board.place(cell, digit);
                board.givens.insert(cell);
            }
        }
        board
    }

    fn empty(rules: &'static Rules) -> Board {
        Board {
            values: [0; CELLS],
            candidates: [0; CELLS],
            places: [CellSet::EMPTY; 9],
            house_places: [[0; 9]; 27],
            givens: CellSet::EMPTY,
            filled: CellSet::EMPTY,
            rules,
        }
    }

    /// A board under `rules` with these digits (0: open), these
    /// candidates (9-bit masks, none in a filled cell) and givens, as
    /// another solver left it.
    pub fn from_marks(
        values: &[u8; CELLS],
        candidates: &[u16; CELLS],
        givens: CellSet,
        rules: &'static Rules,
    ) -> Board {
        let mut board = Board::empty(rules);
        for cell in 0..CELLS {
            board.values[cell] = values[cell];
            if values[cell] != 0 {
                board.filled.insert(cell);
                continue;
            }
            for digit in Digits::from_bits(candidates[cell]).iter() {
                board.add(cell, digit);
            }
        }
        board.givens = givens;
        board
    }

    /// The rules the board follows.
    #[inline]
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    /// The cells `cell` must differ from under the board's rules.
    #[inline]
    pub fn peers(&self, cell: usize) -> CellSet {
        self.rules.peers(cell)
    }

    /// The cells that see every cell of `cells` under the board's rules,
    /// `cells` excluded.
    pub fn common_peers(&self, cells: CellSet) -> CellSet {
        cells
            .iter()
            .fold(CellSet::ALL, |seen, cell| seen & self.rules.peers(cell))
            - cells
    }

    /// Where `digit` is still a candidate in `house`, any of the
    /// [`rules::ALL_HOUSES`], as a 9-bit mask of indexes into its cells
    /// ([`rules::HOUSE_CELLS`]).
    #[inline]
    pub fn places_in_house(&self, house: usize, digit: u8) -> u16 {
        if house < rules::CLASSIC_HOUSES {
            return self.house_places(house, digit);
        }
        let places = self.places(digit);
        rules::HOUSE_CELLS[house]
            .iter()
            .enumerate()
            .filter(|&(_, &cell)| places.contains(usize::from(cell)))
            .fold(0, |mask, (index, _)| mask | 1 << index)
    }

    fn add(&mut self, cell: usize, digit: u8) {
        let d = usize::from(digit - 1);
        self.candidates[cell] |= 1 << d;
        self.places[d].insert(cell);
        for house in houses_of(cell) {
            self.house_places[house][d] |= 1 << index_in_house(cell, house);
        }
    }

    /// The digit in `cell`, 0 if it is still open.
    #[inline]
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The candidates of `cell` (none once it holds a digit).
    #[inline]
    pub(crate) fn candidates(&self, cell: usize) -> Digits {
        Digits::from_bits(self.candidates[cell])
    }

    /// The candidates of `cell` as a raw 9-bit mask.
    #[inline]
    pub fn mask(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    /// Every cell's candidates as raw 9-bit masks.
    pub fn candidates_raw(&self) -> &[u16; CELLS] {
        &self.candidates
    }

    /// Number of candidates of `cell`.
    #[inline]
    pub fn count(&self, cell: usize) -> u32 {
        self.candidates[cell].count_ones()
    }

    #[inline]
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.candidates[cell] >> (digit - 1) & 1 != 0
    }

    /// The cells where `digit` is still a candidate.
    #[inline]
    pub fn places(&self, digit: u8) -> CellSet {
        self.places[usize::from(digit - 1)]
    }

    /// Where `digit` is still a candidate in `house`, as a 9-bit mask of
    /// indexes into the house.
    #[inline]
    pub fn house_places(&self, house: usize, digit: u8) -> u16 {
        self.house_places[house][usize::from(digit - 1)]
    }

    /// The cells holding a given.
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    /// The open cells.
    #[inline]
    pub fn open_cells(&self) -> CellSet {
        !self.filled
    }

    /// Open cells of `house`.
    pub fn open_in(&self, house: usize) -> u32 {
        (HOUSES[house] & self.open_cells()).len()
    }

    /// True when every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.filled == CellSet::ALL
    }

    /// Cells holding a digit.
    pub fn filled(&self) -> usize {
        self.filled.len() as usize
    }

    /// Candidates left in open cells.
    pub fn candidate_count(&self) -> u32 {
        self.candidates.iter().map(|m| m.count_ones()).sum()
    }

    /// How many cells hold `digit`.
    pub fn placed_count(&self, digit: u8) -> u32 {
        self.values.iter().filter(|&&v| v == digit).count() as u32
    }

    /// Puts `digit` in `cell` and removes it from the cell's peers (and,
    /// under the non-consecutive rule, the digits next to it from its
    /// neighbours).
    pub fn place(&mut self, cell: usize, digit: u8) {
        for other in self.candidates(cell).iter() {
            self.remove(cell, other);
        }
        self.values[cell] = digit;
        self.filled.insert(cell);
        for peer in (self.rules.peers(cell) & self.places(digit)).iter() {
            self.remove(peer, digit);
        }
        if !self.rules.is_classic() {
            self.remove_consecutive(cell, digit);
        }
    }

    /// Under the non-consecutive rule, removes the digits next to `digit`
    /// from the neighbours of `cell`.
    #[inline(never)]
    fn remove_consecutive(&mut self, cell: usize, digit: u8) {
        for &neighbour in self.rules.not_consecutive(cell) {
            for next in [digit - 1, digit + 1] {
                if (1..=9).contains(&next) {
                    self.eliminate(usize::from(neighbour), next);
                }
            }
        }
    }

    /// Removes a candidate; false if it was not there.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> bool {
        if self.has(cell, digit) {
            self.remove(cell, digit);
            true
        } else {
            false
        }
    }

    #[inline]
    fn remove(&mut self, cell: usize, digit: u8) {
        let d = usize::from(digit - 1);
        self.candidates[cell] &= !(1 << d);
        self.places[d].remove(cell);
        for house in houses_of(cell) {
            self.house_places[house][d] &= !(1 << index_in_house(cell, house));
        }
    }

    /// The first reason the board has no solution, if it shows one: an open
    /// cell without candidates, or a digit a house still needs without a place.
    pub fn contradiction(&self) -> Option<Contradiction> {
        for cell in 0..CELLS {
            if self.values[cell] == 0 && self.candidates[cell] == 0 {
                return Some(Contradiction::NoCandidate { cell });
            }
        }
        for &house in self.rules.houses() {
            let cells = rules::HOUSE_SETS[house];
            let mut present = 0u16;
            for cell in cells.iter() {
                if self.values[cell] != 0 {
                    present |= 1 << (self.values[cell] - 1);
                }
            }
            for digit in 1..=9u8 {
                if present >> (digit - 1) & 1 == 0 && self.places_in_house(house, digit) == 0 {
                    return Some(Contradiction::NoPlace { house, digit });
                }
            }
        }
        None
    }

    /// The digits placed so far.
    pub(crate) fn grid(&self) -> Grid {
        Grid::from_cells(self.values).expect("values are digits")
    }

    /// The digits placed so far, as a 9x9 of the shape-general [`Values`].
    pub fn placed(&self) -> Values {
        self.grid().to_values()
    }

    /// Candidates of every cell, a placed digit as its one candidate (the
    /// pencil-mark form of the board).
    pub(crate) fn marks(&self) -> [Digits; CELLS] {
        let mut marks = [Digits::NONE; CELLS];
        for (cell, mark) in marks.iter_mut().enumerate() {
            *mark = match self.values[cell] {
                0 => self.candidates(cell),
                digit => Digits::single(digit),
            };
        }
        marks
    }

    /// True when `solution` keeps every placed digit and every candidate
    /// still holds its cell's solution digit (no deduction went wrong).
    pub(crate) fn agrees_with(&self, solution: &Grid) -> bool {
        (0..CELLS).all(|cell| match self.values[cell] {
            0 => self.has(cell, solution.get(cell)),
            digit => digit == solution.get(cell),
        })
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::format::marks_to_pretty(&self.marks()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    const WIKI: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn givens_remove_their_digit_from_peers() {
        let board = Board::new(&parse_puzzle(WIKI).unwrap());
        assert_eq!(board.value(0), 5);
        assert!(board.candidates(0).is_empty());
        // r1c3 sees 5, 3, 7 (row), 8 (column) and 6, 9 (box).
        assert_eq!(board.candidates(2).to_string(), "124");
        assert_eq!(board.filled(), 30);
        assert!(board.contradiction().is_none());
        // 1 in row 1: r1c3, r1c7, r1c8 (column 4 and box 2 hold a 1).
        assert_eq!(board.house_places(0, 1), 0b0_1100_0100);
        assert!(board.places(1).contains(2));
    }

    #[test]
    fn placing_and_eliminating_keep_every_view_in_step() {
        let mut board = Board::new(&parse_puzzle(WIKI).unwrap());
        board.place(2, 4);
        assert!(!board.has(3, 4) && !board.places(4).contains(2));
        assert!(board.eliminate(6, 1));
        assert!(!board.eliminate(6, 1));
        assert_eq!(board.house_places(0, 1) & (1 << 6), 0);
        assert_eq!(board.house_places(9 + 6, 1) & 1, 0);
        let mut broken = board.clone();
        for digit in broken.candidates(3).iter() {
            broken.eliminate(3, digit);
        }
        assert_eq!(
            broken.contradiction(),
            Some(Contradiction::NoCandidate { cell: 3 })
        );
        assert_eq!(
            Contradiction::NoPlace { house: 9, digit: 4 }.to_string(),
            "4 has no place left in column 1"
        );
    }
}

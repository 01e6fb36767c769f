//! [`Board`]: the candidate grid of a puzzle of any shape. A cell holds a
//! digit (and then no candidate) or the digits it may still take, as a
//! mask (bit `d - 1` for digit `d`); each digit's places are kept as a set
//! of cells too. Placing a digit removes it from the cell's peers and, under
//! the non-consecutive rule, its neighbours lose the digits next to it.

use std::fmt;
use std::sync::Arc;

use super::cells::Cells;
use super::layout::Layout;
use crate::shape::{Sudoku, Values};

pub use crate::digits::{digits, DigitIter};

/// Why a board cannot lead to a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// An open cell with no candidate left.
    NoCandidate { cell: usize },
    /// A digit a house still needs with no place left in it.
    NoPlace { house: usize, digit: u8 },
    /// A cage whose candidates can no longer make its sum.
    CageSum { cage: usize },
}

/// The candidate grid.
#[derive(Clone)]
pub struct Board<const W: usize> {
    layout: Arc<Layout<W>>,
    values: Vec<u8>,
    candidates: Vec<u64>,
    places: Vec<Cells<W>>,
    filled: Cells<W>,
    givens: Cells<W>,
}

impl<const W: usize> PartialEq for Board<W> {
    fn eq(&self, other: &Board<W>) -> bool {
        self.values == other.values && self.candidates == other.candidates
    }
}

impl<const W: usize> Board<W> {
    /// The board of `sudoku`: its givens placed, every other cell with the
    /// digits its marks (or all N) allow that no placed digit rules out.
    pub fn new(sudoku: &Sudoku, layout: Arc<Layout<W>>) -> Board<W> {
        Board::at(sudoku, layout, sudoku.givens(), None)
    }

    /// The board of a person's position: the givens and `entries` placed
    /// (only the givens count as givens), the other cells with `marks`
    /// (per cell, bit `d - 1` for digit `d`) where given, narrowed by what
    /// is placed.
    pub fn at(
        sudoku: &Sudoku,
        layout: Arc<Layout<W>>,
        entries: &Values,
        marks: Option<&[u64]>,
    ) -> Board<W> {
        let cells = layout.cells;
        let all = layout.all_digits();
        let mut board = Board {
            values: vec![0; cells],
            candidates: vec![0; cells],
            places: vec![Cells::EMPTY; layout.size],
            filled: Cells::EMPTY,
            givens: Cells::EMPTY,
            layout,
        };
        for cell in 0..cells {
            let allowed = sudoku.allowed(cell) & marks.map_or(all, |marks| marks[cell] & all);
            board.candidates[cell] = allowed;
            for digit in digits(allowed) {
                board.places[usize::from(digit - 1)].insert(cell);
            }
        }
        for cell in 0..cells {
            let given = sudoku.givens().get(cell);
            let digit = if given != 0 { given } else { entries.get(cell) };
            if digit != 0 {
                board.place(cell, digit);
                if given != 0 {
                    board.givens.insert(cell);
                }
            }
        }
        board
    }

    /// Makes this board a copy of `other`, a board of the same layout,
    /// without allocating (the forcing chains restart from one board
    /// thousands of times a search).
    pub fn copy_from(&mut self, other: &Board<W>) {
        debug_assert!(Arc::ptr_eq(&self.layout, &other.layout));
        self.values.copy_from_slice(&other.values);
        self.candidates.copy_from_slice(&other.candidates);
        self.places.copy_from_slice(&other.places);
        self.filled = other.filled;
        self.givens = other.givens;
    }

    #[inline]
    pub fn layout(&self) -> &Layout<W> {
        &self.layout
    }

    pub fn layout_arc(&self) -> &Arc<Layout<W>> {
        &self.layout
    }

    /// N.
    #[inline]
    pub fn size(&self) -> usize {
        self.layout.size
    }

    /// The digit in `cell`, 0 while it is open.
    #[inline]
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The candidates of `cell` as a mask (none once it holds a digit).
    #[inline]
    pub fn candidates(&self, cell: usize) -> u64 {
        self.candidates[cell]
    }

    #[inline]
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.candidates[cell] >> (digit - 1) & 1 == 1
    }

    /// The number of candidates of `cell`.
    #[inline]
    pub fn count(&self, cell: usize) -> u32 {
        self.candidates[cell].count_ones()
    }

    /// The cells where `digit` is still a candidate.
    #[inline]
    pub fn places(&self, digit: u8) -> Cells<W> {
        self.places[usize::from(digit - 1)]
    }

    /// Where `digit` is still a candidate in `house`.
    #[inline]
    pub fn places_in(&self, house: usize, digit: u8) -> Cells<W> {
        self.places(digit) & self.layout.houses[house].set
    }

    /// How many places `digit` has in `house`, counted no further than two
    /// (2 stands for two or more), and the first of them; reads only the
    /// words the house spans (a 16x16's sets have 21 words, 4 of them used).
    #[inline]
    pub fn places_up_to_two(&self, house: usize, digit: u8) -> (usize, Option<usize>) {
        let house = &self.layout.houses[house];
        self.places[usize::from(digit - 1)].common_up_to_two(&house.set, house.words.clone())
    }

    /// True when `house` holds `digit` already.
    pub fn holds(&self, house: usize, digit: u8) -> bool {
        self.layout.houses[house]
            .cells
            .iter()
            .any(|&cell| self.values[usize::from(cell)] == digit)
    }

    /// The cells holding a given.
    pub fn givens(&self) -> Cells<W> {
        self.givens
    }

    /// The open cells.
    pub fn open(&self) -> Cells<W> {
        self.layout.all - self.filled
    }

    /// The open cells of `set`.
    pub fn open_in(&self, set: &Cells<W>) -> Cells<W> {
        *set - self.filled
    }

    pub fn is_solved(&self) -> bool {
        self.filled.len() == self.layout.cells
    }

    /// Cells holding a digit.
    pub fn filled(&self) -> usize {
        self.filled.len()
    }

    /// Candidates left in open cells.
    pub fn candidate_count(&self) -> u32 {
        self.candidates.iter().map(|mask| mask.count_ones()).sum()
    }

    /// Puts `digit` in `cell`: the cell's other candidates go, its peers
    /// lose `digit`, and the cells a rule ties it to the digits the rule
    /// then bans (its non-consecutive neighbours the digits next to it, a
    /// thermometer's next cell the digits up to `digit`).
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.place_noting(cell, digit, |_, _| ());
    }

    /// [`Board::place`], telling `removed` each candidate it removes (as
    /// cell and digit), in that order: the cell's, its peers', its ties'.
    #[inline]
    pub fn place_noting(&mut self, cell: usize, digit: u8, mut removed: impl FnMut(usize, u8)) {
        for other in digits(self.candidates[cell]) {
            if other != digit {
                removed(cell, other);
            }
            self.remove(cell, other);
        }
        self.values[cell] = digit;
        self.filled.insert(cell);
        for peer in (self.layout.peers[cell] & self.places(digit)).iter() {
            removed(peer, digit);
            self.remove(peer, digit);
        }
        for index in 0..self.layout.ties[cell].len() {
            let (other, relation) = self.layout.ties[cell][index];
            let other = usize::from(other);
            for banned in digits(self.candidates[other] & relation.banned(digit)) {
                removed(other, banned);
                self.remove(other, banned);
            }
        }
    }

    /// Removes a candidate; false if it was not there.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> bool {
        let present = self.has(cell, digit);
        if present {
            self.remove(cell, digit);
        }
        present
    }

    #[inline]
    fn remove(&mut self, cell: usize, digit: u8) {
        self.candidates[cell] &= !(1 << (digit - 1));
        self.places[usize::from(digit - 1)].remove(cell);
    }

    /// The first reason the board has no solution, if it shows one.
    pub fn contradiction(&self) -> Option<Contradiction> {
        if let Some(cell) = self.open().iter().find(|&cell| self.candidates[cell] == 0) {
            return Some(Contradiction::NoCandidate { cell });
        }
        for (house, info) in self.layout.houses.iter().enumerate() {
            let mut present = 0u64;
            for &cell in &info.cells {
                match self.values[usize::from(cell)] {
                    0 => present |= self.candidates[usize::from(cell)],
                    digit => present |= 1 << (digit - 1),
                }
            }
            if present != self.layout.all_digits() {
                let digit = (!present & self.layout.all_digits()).trailing_zeros() as u8 + 1;
                return Some(Contradiction::NoPlace { house, digit });
            }
        }
        (0..self.layout.cages.len())
            .find(|&cage| !self.cage_sum_reachable(cage))
            .map(|cage| Contradiction::CageSum { cage })
    }

    /// True when the cage's open cells can still make its sum with their
    /// candidates (distinct digits, bounds only).
    fn cage_sum_reachable(&self, cage: usize) -> bool {
        let info = &self.layout.cages[cage];
        let Some(sum) = info.sum else {
            return true;
        };
        let mut placed = 0u32;
        let mut used = 0u64;
        let mut open = Vec::new();
        for &cell in &info.cells {
            match self.values[usize::from(cell)] {
                0 => open.push(self.candidates[usize::from(cell)]),
                digit => {
                    placed += u32::from(digit);
                    used |= 1 << (digit - 1);
                }
            }
        }
        if placed > sum {
            return false;
        }
        let left = sum - placed;
        let free = open.iter().fold(0u64, |acc, &mask| acc | mask) & !used;
        let mut ascending = digits(free).map(u32::from);
        let least: u32 = ascending.by_ref().take(open.len()).sum();
        let most: u32 = digits(free).rev().map(u32::from).take(open.len()).sum();
        digits(free).count() >= open.len() && (least..=most).contains(&left)
    }

    /// The digits placed so far.
    pub fn values(&self) -> Values {
        Values::from_cells(self.size(), self.values.clone()).expect("digits of the grid")
    }

    /// True when `solution` keeps every placed digit and every open cell
    /// still has its solution digit (no deduction went wrong).
    pub fn agrees_with(&self, solution: &Values) -> bool {
        (0..self.layout.cells).all(|cell| match self.values[cell] {
            0 => self.has(cell, solution.get(cell)),
            digit => digit == solution.get(cell),
        })
    }

    /// Every cell's candidates, a placed digit as its one candidate.
    pub fn marks(&self) -> Vec<u64> {
        (0..self.layout.cells).map(|cell| self.mark(cell)).collect()
    }

    /// The digits `cell` may hold: its candidates, or its placed digit.
    #[inline]
    pub fn mark(&self, cell: usize) -> u64 {
        match self.values[cell] {
            0 => self.candidates[cell],
            digit => 1 << (digit - 1),
        }
    }
}

impl<const W: usize> fmt::Debug for Board<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use super::text::symbol;
        for row in 0..self.size() {
            let line: Vec<String> = (0..self.size())
                .map(|col| {
                    let cell = row * self.size() + col;
                    match self.values[cell] {
                        0 => digits(self.candidates[cell]).map(symbol).collect(),
                        digit => format!("[{}]", symbol(digit)),
                    }
                })
                .collect();
            writeln!(f, "{}", line.join(" "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::shaped::read_for_tests;

    #[test]
    fn placing_follows_every_rule_of_the_shape() {
        let sudoku = read_for_tests(&format!("{};nonconsecutive;antiknight", ".".repeat(81)));
        let layout = Layout::<2>::new(sudoku.shape());
        let mut board = Board::new(&sudoku, layout);
        board.place(40, 5);
        assert!(!board.has(41, 4) && !board.has(41, 6) && board.has(41, 7));
        assert!(!board.has(40 - 9, 4), "the neighbour above");
        assert!(!board.has(40 - 18 + 1, 5), "a knight's move away");
        assert!(board.has(40 - 18 + 1, 4), "only the digit itself");
        assert!(!board.has(44, 5) && board.has(44, 4), "the row");
        assert_eq!(board.contradiction(), None);
        let mut broken = board.clone();
        for digit in digits(broken.candidates(0)) {
            broken.eliminate(0, digit);
        }
        assert_eq!(
            broken.contradiction(),
            Some(Contradiction::NoCandidate { cell: 0 })
        );
    }

    #[test]
    fn a_cage_that_cannot_make_its_sum_is_a_contradiction() {
        let sudoku = read_for_tests(&format!("{};cage=3:0.1", ".".repeat(81)));
        let layout = Layout::<2>::new(sudoku.shape());
        let mut board = Board::new(&sudoku, layout);
        assert_eq!(board.contradiction(), None);
        board.eliminate(0, 1);
        board.eliminate(1, 1);
        assert_eq!(
            board.contradiction(),
            Some(Contradiction::CageSum { cage: 0 })
        );
    }
}

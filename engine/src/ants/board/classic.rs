//! [`Board`]: the value sets of Lloyd & Amos's ants on the classic 9x9,
//! with their constraint propagation after every placement (fixed arrays
//! and unit masks: the fast path of [`super::ShapedBoard`]).
//!
//! Every cell holds the set of digits it may still take. A cell whose set
//! has one digit is fixed; one whose set is empty has failed. Fixing a cell
//! applies the paper's two rules until nothing changes:
//!
//! 1. a fixed digit is removed from the sets of the cell's peers (a peer
//!    left with one digit is fixed in turn, one left with none fails);
//! 2. a digit that only one cell of a row, column or box can still take is
//!    fixed there.
//!
//! The published code applies rule 2 only to the peers of a cell it has
//! just fixed; we apply both rules until neither changes anything, which
//! finds at least as much. A board never holds one digit twice in a unit,
//! so a board with every cell fixed is a solution.

use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::{CELLS, CELL_UNITS, PEERS, UNITS};

use super::AntBoard;
use crate::ants::pheromone::digits_of;
use crate::shape::Values;

/// Value sets under propagation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The digits of each cell (bits 0-8), and [`FIXED`] once the cell is
    /// fixed and propagated (a one-digit set not yet propagated is waiting
    /// in a queue).
    sets: [u16; CELLS],
    fixed_count: u8,
}

/// The mark of a fixed cell in its set.
const FIXED: u16 = 1 << 15;

/// The digit bits of a set.
const DIGITS: u16 = 0x1ff;

/// Work waiting to be propagated: cells to fix with their digits.
pub type Queue = Vec<(u8, u8)>;

/// Every unit, as a unit mask.
const ALL_UNITS: u32 = (1 << 27) - 1;

impl Board {
    /// The puzzle's givens and marks, propagated.
    pub(crate) fn new(puzzle: &Puzzle) -> Board {
        let mut board = Board {
            sets: std::array::from_fn(|cell| puzzle.allowed(cell).bits()),
            fixed_count: 0,
        };
        let mut queue: Queue = (0..CELLS)
            .filter_map(|cell| {
                let set = board.sets[cell];
                (set.count_ones() == 1).then(|| (cell as u8, set.trailing_zeros() as u8 + 1))
            })
            .collect();
        board.propagate(&mut queue, ALL_UNITS);
        board
    }

    /// The digits `cell` may still take.
    #[inline]
    pub fn set(&self, cell: usize) -> u16 {
        self.sets[cell] & DIGITS
    }

    #[inline]
    pub fn is_fixed(&self, cell: usize) -> bool {
        self.sets[cell] & FIXED != 0
    }

    /// Cells fixed: the ant's score.
    pub fn fixed_count(&self) -> usize {
        usize::from(self.fixed_count)
    }

    pub fn is_solved(&self) -> bool {
        self.fixed_count() == CELLS
    }

    /// True when some cell has no digit left.
    pub fn has_failed_cell(&self) -> bool {
        self.sets.contains(&0)
    }

    /// The fixed digit of `cell`, if fixed.
    pub fn digit(&self, cell: usize) -> Option<u8> {
        self.is_fixed(cell)
            .then(|| self.set(cell).trailing_zeros() as u8 + 1)
    }

    /// The fixed cells as a grid (others empty).
    pub(crate) fn grid(&self) -> Grid {
        let mut grid = Grid::EMPTY;
        for cell in 0..CELLS {
            if let Some(digit) = self.digit(cell) {
                grid.set(cell, digit);
            }
        }
        grid
    }

    /// Fixes `digit` (one of its set) in `cell`, and propagates.
    pub fn fix(&mut self, cell: usize, digit: u8, queue: &mut Queue) {
        debug_assert!(self.sets[cell] & (1 << (digit - 1)) != 0);
        queue.clear();
        queue.push((cell as u8, digit));
        self.propagate(queue, 0);
    }

    /// Applies both rules until neither changes anything. Rule 2 looks at
    /// the units where a set changed since it last looked (`dirty`, one bit
    /// per unit), and at first at every unit.
    fn propagate(&mut self, queue: &mut Queue, mut dirty: u32) {
        loop {
            while let Some((cell, digit)) = queue.pop() {
                dirty |= self.fix_one(usize::from(cell), digit, queue);
            }
            self.queue_last_places(dirty, queue);
            if queue.is_empty() {
                return;
            }
            dirty = 0;
        }
    }

    /// Rule 1 for one cell, if `digit` is still in its set; returns the
    /// units where a set changed.
    fn fix_one(&mut self, cell: usize, digit: u8, queue: &mut Queue) -> u32 {
        let bit = 1 << (digit - 1);
        if self.is_fixed(cell) || self.sets[cell] & bit == 0 {
            return 0;
        }
        let mut dirty = units_of(cell);
        self.sets[cell] = bit | FIXED;
        self.fixed_count += 1;
        for &peer in &PEERS[cell] {
            let peer = usize::from(peer);
            // A fixed peer never holds `bit`: fixing it removed `bit` here.
            if self.sets[peer] & bit == 0 {
                continue;
            }
            self.sets[peer] &= !bit;
            dirty |= units_of(peer);
            if self.sets[peer].count_ones() == 1 {
                queue.push((peer as u8, self.sets[peer].trailing_zeros() as u8 + 1));
            }
        }
        dirty
    }

    /// Rule 2 over the `dirty` units: queues every digit that one unfixed
    /// cell of a unit alone can take.
    fn queue_last_places(&self, mut dirty: u32, queue: &mut Queue) {
        while dirty != 0 {
            let unit = &UNITS[dirty.trailing_zeros() as usize];
            dirty &= dirty - 1;
            let (mut once, mut twice, mut fixed) = (0u16, 0u16, 0u16);
            for &cell in unit {
                let raw = self.sets[usize::from(cell)];
                let set = raw & DIGITS;
                twice |= once & set;
                once |= set;
                fixed |= if raw & FIXED != 0 { set } else { 0 };
            }
            for digit in digits_of(once & !twice & !fixed) {
                let bit = 1 << (digit - 1);
                let home = unit
                    .iter()
                    .map(|&cell| usize::from(cell))
                    .find(|&cell| self.sets[cell] & bit != 0)
                    .expect("a digit of `once` has a cell");
                queue.push((home as u8, digit));
            }
        }
    }
}

/// The row, column and box of `cell` as bits of a unit mask.
#[inline]
fn units_of(cell: usize) -> u32 {
    CELL_UNITS[cell]
        .iter()
        .fold(0, |mask, &unit| mask | 1 << unit)
}

impl AntBoard for Board {
    type Rules = ();
    type Scratch = Queue;

    fn scratch(_rules: &()) -> Queue {
        Vec::with_capacity(64)
    }

    fn cells(&self) -> usize {
        CELLS
    }

    fn digits(&self) -> usize {
        9
    }

    #[inline]
    fn set(&self, cell: usize) -> u64 {
        u64::from(Board::set(self, cell))
    }

    #[inline]
    fn is_fixed(&self, cell: usize) -> bool {
        Board::is_fixed(self, cell)
    }

    fn fixed_count(&self) -> usize {
        Board::fixed_count(self)
    }

    fn has_failed_cell(&self) -> bool {
        Board::has_failed_cell(self)
    }

    fn digit(&self, cell: usize) -> Option<u8> {
        Board::digit(self, cell)
    }

    fn values(&self) -> Values {
        self.grid().to_values()
    }

    #[inline]
    fn fix(&mut self, _rules: &(), cell: usize, digit: u8, queue: &mut Queue) {
        Board::fix(self, cell, digit, queue);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn propagation_solves_a_puzzle_of_singles_and_keeps_every_unit_clean() {
        let puzzle = parse_puzzle(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let board = Board::new(&puzzle);
        assert!(board.is_solved());
        assert!(puzzle.is_solved_by(&board.grid()));
    }

    #[test]
    fn propagation_keeps_units_clean_and_a_right_choice_stays_on_the_solution() {
        let puzzle = parse_puzzle(
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..",
        )
        .unwrap();
        let solution = crate::format::parse_grid(
            "162857493534129678789643521475312986913586742628794135356478219241935867897261354",
        )
        .unwrap();
        let board = Board::new(&puzzle);
        assert!(!board.is_solved());
        let mut queue = Vec::new();
        for cell in (0..CELLS).filter(|&cell| !board.is_fixed(cell)) {
            for digit in digits_of(board.set(cell)) {
                let mut trial = board.clone();
                trial.fix(cell, digit, &mut queue);
                let grid = trial.grid();
                assert!(grid.first_clash().is_none(), "{grid}");
                assert!(trial.fixed_count() > board.fixed_count());
                if digit == solution.get(cell) {
                    assert!(!trial.has_failed_cell(), "{grid}");
                    assert!(solution.keeps(&grid), "{grid}");
                }
            }
        }
    }
}

//! [`ShapedBoard`]: the ants' board for every shape — any size, jigsaw
//! regions, extra houses and pair rules (cage sums are not the ants'
//! business: the engine does not take them).
//!
//! Rule 1 goes over the shape's peers (houses, groups, anti-knight and
//! anti-king pairs) and also takes the neighbours' digits out of a
//! non-consecutive neighbour's set; rule 2 goes over its houses.

use super::AntBoard;
use crate::ants::pheromone::digits_of;
use crate::shape::{Shape, Sudoku, Values};

/// The mark of a fixed cell in its set (digits use bits 0..36).
const FIXED: u64 = 1 << 63;

/// Value sets under propagation, for a puzzle of any shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapedBoard {
    /// The digits of each cell, and [`FIXED`] once the cell is fixed and
    /// propagated.
    sets: Vec<u64>,
    fixed_count: usize,
    size: usize,
}

/// Work waiting to be propagated, reused from fix to fix.
#[derive(Debug, Default)]
pub struct Scratch {
    /// Cells to fix, with their digits.
    queue: Vec<(u16, u8)>,
    /// Houses where a set changed since rule 2 last looked: a flag each,
    /// and the list of those flagged.
    dirty: Vec<bool>,
    dirty_list: Vec<u16>,
}

impl ShapedBoard {
    /// The givens and marks of `sudoku`, propagated.
    pub fn new(sudoku: &Sudoku) -> ShapedBoard {
        let shape = sudoku.shape();
        let mut board = ShapedBoard {
            sets: (0..shape.cells())
                .map(|cell| match sudoku.givens().get(cell) {
                    0 => sudoku.allowed(cell),
                    digit => 1 << (digit - 1),
                })
                .collect(),
            fixed_count: 0,
            size: shape.size(),
        };
        let mut scratch = Self::scratch(shape);
        for (cell, &set) in board.sets.iter().enumerate() {
            if set.count_ones() == 1 {
                scratch
                    .queue
                    .push((cell as u16, set.trailing_zeros() as u8 + 1));
            }
        }
        for house in 0..shape.constraints().houses.len() {
            scratch.mark(house as u16);
        }
        board.propagate(shape, &mut scratch);
        board
    }

    /// Applies both rules until neither changes anything.
    fn propagate(&mut self, shape: &Shape, scratch: &mut Scratch) {
        loop {
            while let Some((cell, digit)) = scratch.queue.pop() {
                self.fix_one(shape, usize::from(cell), digit, scratch);
            }
            while let Some(house) = scratch.dirty_list.pop() {
                scratch.dirty[usize::from(house)] = false;
                self.queue_last_places(shape, usize::from(house), &mut scratch.queue);
            }
            if scratch.queue.is_empty() {
                return;
            }
        }
    }

    /// Rule 1 for one cell, if `digit` is still in its set.
    fn fix_one(&mut self, shape: &Shape, cell: usize, digit: u8, scratch: &mut Scratch) {
        let bit = 1u64 << (digit - 1);
        if self.sets[cell] & (FIXED | bit) != bit {
            return;
        }
        let constraints = shape.constraints();
        self.sets[cell] = bit | FIXED;
        self.fixed_count += 1;
        scratch.mark_houses_of(shape, cell);
        for &peer in &constraints.peers[cell] {
            self.remove(shape, usize::from(peer), bit, scratch);
        }
        for &(other, relation) in &constraints.related[cell] {
            self.remove(shape, usize::from(other), relation.banned(digit), scratch);
        }
    }

    /// Takes `banned` out of an unfixed cell's set; a cell left with one
    /// digit is queued to be fixed, one left with none has failed.
    fn remove(&mut self, shape: &Shape, cell: usize, banned: u64, scratch: &mut Scratch) {
        let set = self.sets[cell];
        if set & FIXED != 0 || set & banned == 0 {
            return;
        }
        let left = set & !banned;
        self.sets[cell] = left;
        scratch.mark_houses_of(shape, cell);
        if left.count_ones() == 1 {
            scratch
                .queue
                .push((cell as u16, left.trailing_zeros() as u8 + 1));
        }
    }

    /// Rule 2 over one house: queues every digit that one unfixed cell of
    /// the house alone can take.
    fn queue_last_places(&self, shape: &Shape, house: usize, queue: &mut Vec<(u16, u8)>) {
        let cells = &shape.constraints().houses[house].cells;
        let (mut once, mut twice, mut fixed) = (0u64, 0u64, 0u64);
        for &cell in cells {
            let raw = self.sets[usize::from(cell)];
            let set = raw & !FIXED;
            twice |= once & set;
            once |= set;
            if raw & FIXED != 0 {
                fixed |= set;
            }
        }
        for digit in digits_of(once & !twice & !fixed) {
            let bit = 1u64 << (digit - 1);
            let home = cells
                .iter()
                .copied()
                .find(|&cell| self.sets[usize::from(cell)] & bit != 0)
                .expect("a digit of `once` has a cell");
            queue.push((home, digit));
        }
    }
}

impl Scratch {
    fn mark(&mut self, house: u16) {
        if !std::mem::replace(&mut self.dirty[usize::from(house)], true) {
            self.dirty_list.push(house);
        }
    }

    fn mark_houses_of(&mut self, shape: &Shape, cell: usize) {
        for &house in &shape.constraints().houses_of[cell] {
            self.mark(house);
        }
    }
}

impl AntBoard for ShapedBoard {
    type Rules = Shape;
    type Scratch = Scratch;

    fn scratch(shape: &Shape) -> Scratch {
        Scratch {
            queue: Vec::with_capacity(64),
            dirty: vec![false; shape.constraints().houses.len()],
            dirty_list: Vec::new(),
        }
    }

    fn cells(&self) -> usize {
        self.sets.len()
    }

    fn digits(&self) -> usize {
        self.size
    }

    #[inline]
    fn set(&self, cell: usize) -> u64 {
        self.sets[cell] & !FIXED
    }

    #[inline]
    fn is_fixed(&self, cell: usize) -> bool {
        self.sets[cell] & FIXED != 0
    }

    fn fixed_count(&self) -> usize {
        self.fixed_count
    }

    fn has_failed_cell(&self) -> bool {
        self.sets.contains(&0)
    }

    fn digit(&self, cell: usize) -> Option<u8> {
        self.is_fixed(cell)
            .then(|| self.set(cell).trailing_zeros() as u8 + 1)
    }

    fn values(&self) -> Values {
        let digits = (0..self.sets.len())
            .map(|cell| self.digit(cell).unwrap_or(0))
            .collect();
        Values::from_cells(self.size, digits).expect("a square grid of digits 1..N")
    }

    fn fix(&mut self, shape: &Shape, cell: usize, digit: u8, scratch: &mut Scratch) {
        debug_assert!(self.sets[cell] & (1 << (digit - 1)) != 0);
        scratch.queue.clear();
        scratch.queue.push((cell as u16, digit));
        self.propagate(shape, scratch);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::shaped::read_for_tests as read;

    #[test]
    fn the_rules_fill_what_singles_force() {
        // 12|34 / 34|12 // 21|43 / 43|21, six cells given.
        let sudoku = read("1..4.4...1....21");
        let board = ShapedBoard::new(&sudoku);
        assert!(board.is_solved(), "{:?}", board.values());
        assert!(sudoku.is_solved_by(&board.values()));
    }

    #[test]
    fn a_fixed_digit_leaves_its_peers_and_non_consecutive_neighbours() {
        let sudoku = read("................;nonconsecutive");
        let mut board = ShapedBoard::new(&sudoku);
        let mut scratch = ShapedBoard::scratch(sudoku.shape());
        board.fix(sudoku.shape(), 5, 2, &mut scratch);
        assert_eq!(board.digit(5), Some(2));
        // r2c2 = 2: its orthogonal neighbours lose 1, 2 and 3, leaving 4
        // to each; two of them share a box, so a cell fails.
        for neighbour in [1, 4, 6, 9] {
            assert_eq!(board.set(neighbour) & 0b111, 0, "cell {neighbour}");
        }
        assert!(board.has_failed_cell());
    }

    #[test]
    fn a_right_choice_stays_on_the_solution_and_no_house_repeats_a_digit() {
        let sudoku = read("1.3..6..6.2.2...6..6...1.1.6..6..3.2");
        let solutions = crate::exact::propagate::find_solutions(&sudoku, 1);
        let solution = &solutions[0];
        let board = ShapedBoard::new(&sudoku);
        let mut scratch = ShapedBoard::scratch(sudoku.shape());
        for cell in (0..board.cells()).filter(|&cell| !board.is_fixed(cell)) {
            for digit in digits_of(board.set(cell)) {
                let mut trial = board.clone();
                trial.fix(sudoku.shape(), cell, digit, &mut scratch);
                let values = trial.values();
                let clean = Sudoku::new(sudoku.shape().clone(), values.clone());
                assert!(clean.is_ok(), "{values:?}");
                if digit == solution.get(cell) {
                    assert!(!trial.has_failed_cell());
                    assert!(solution.keeps(&values));
                }
            }
        }
    }
}

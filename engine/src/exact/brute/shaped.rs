//! Every shape for `brute`: a mask of the values used in each house and
//! group, each cell's pair rules read from its partners' values, and each
//! cage's running sum.

use crate::shape::{Relation, Sudoku, Values};

use super::Board;

/// A grid of any shape and what its check reads.
pub struct ShapedBoard {
    size: u8,
    cells: Vec<u8>,
    /// The values each cell may take (pencil marks), as masks.
    allowed: Vec<u64>,
    /// Values used in each house, then each group.
    used: Vec<u64>,
    /// Per cell: its houses and groups (indices into `used`).
    units_of: Vec<Vec<u16>>,
    /// Per cell: the cells its value must relate to, and how.
    pairs_of: Vec<Vec<(u16, Relation)>>,
    /// Per cell: the cages with a sum it is in (indices into `cages`).
    cages_of: Vec<Vec<u16>>,
    cages: Vec<Cage>,
}

/// A cage with a sum, as the walk fills it.
struct Cage {
    sum: u32,
    /// The sum of its values so far, and its cells still empty.
    filled_sum: u32,
    empty: u32,
}

impl ShapedBoard {
    pub fn new(sudoku: &Sudoku) -> ShapedBoard {
        let shape = sudoku.shape();
        let constraints = shape.constraints();
        let count = shape.cells();
        let mut units_of = vec![Vec::new(); count];
        let units = constraints
            .houses
            .iter()
            .map(|house| &house.cells)
            .chain(constraints.groups.iter().map(|group| &group.cells));
        let mut unit_count = 0;
        for (unit, cells) in units.enumerate() {
            for &cell in cells {
                units_of[usize::from(cell)].push(unit as u16);
            }
            unit_count += 1;
        }
        let mut pairs_of = vec![Vec::new(); count];
        for (from, to, relation) in constraints.pairs_both_ways() {
            pairs_of[usize::from(from)].push((to, relation));
        }
        let mut cages_of = vec![Vec::new(); count];
        let mut cages = Vec::new();
        for group in &constraints.groups {
            let Some(sum) = group.sum else { continue };
            for &cell in &group.cells {
                cages_of[usize::from(cell)].push(cages.len() as u16);
            }
            cages.push(Cage {
                sum,
                filled_sum: 0,
                empty: group.cells.len() as u32,
            });
        }
        let mut board = ShapedBoard {
            size: shape.size() as u8,
            cells: vec![0; count],
            allowed: (0..count).map(|cell| sudoku.allowed(cell)).collect(),
            used: vec![0; unit_count],
            units_of,
            pairs_of,
            cages_of,
            cages,
        };
        for cell in 0..count {
            let digit = sudoku.givens().get(cell);
            if digit != 0 {
                board.set(cell, digit);
            }
        }
        board
    }
}

/// Values 1..=`top` as a mask (none for 0, all 64 bits past 63).
fn up_to(top: u32) -> u64 {
    match top {
        0 => 0,
        1..=63 => (1u64 << top) - 1,
        _ => u64::MAX,
    }
}

impl Board for ShapedBoard {
    fn size(&self) -> u8 {
        self.size
    }

    fn empties(&self) -> Vec<usize> {
        (0..self.cells.len())
            .filter(|&cell| self.cells[cell] == 0)
            .collect()
    }

    fn passing(&self, cell: usize) -> u64 {
        let mut used = 0;
        for &unit in &self.units_of[cell] {
            used |= self.used[usize::from(unit)];
        }
        for &(other, relation) in &self.pairs_of[cell] {
            let value = self.cells[usize::from(other)];
            if value != 0 {
                used |= relation.reversed().banned(value);
            }
        }
        let mut passing = self.allowed[cell] & !used;
        for &cage in &self.cages_of[cell] {
            let cage = &self.cages[usize::from(cage)];
            let left = cage.sum.saturating_sub(cage.filled_sum);
            let others = cage.empty - 1;
            passing &= if others == 0 {
                up_to(left) & !up_to(left.saturating_sub(1))
            } else {
                up_to(left.saturating_sub(others))
            };
        }
        passing
    }

    fn set(&mut self, cell: usize, digit: u8) {
        self.cells[cell] = digit;
        for &unit in &self.units_of[cell] {
            self.used[usize::from(unit)] |= 1 << (digit - 1);
        }
        for &cage in &self.cages_of[cell] {
            let cage = &mut self.cages[usize::from(cage)];
            cage.filled_sum += u32::from(digit);
            cage.empty -= 1;
        }
    }

    fn clear(&mut self, cell: usize) {
        let digit = self.cells[cell];
        self.cells[cell] = 0;
        for &unit in &self.units_of[cell] {
            self.used[usize::from(unit)] &= !(1 << (digit - 1));
        }
        for &cage in &self.cages_of[cell] {
            let cage = &mut self.cages[usize::from(cage)];
            cage.filled_sum -= u32::from(digit);
            cage.empty += 1;
        }
    }

    fn values(&self) -> Values {
        Values::from_cells(usize::from(self.size), self.cells.clone())
            .expect("values of the shape's size")
    }
}

//! The classic 9x9 for `brute`: row, column and box masks on fixed arrays.

use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::shape::Values;
use crate::units::{box_of, col_of, row_of, CELLS};

use super::Board;

/// A 9x9 grid and the digits used in each row, column and box.
pub struct ClassicBoard {
    grid: [u8; CELLS],
    /// Digits each cell may take (pencil marks), as masks.
    allowed: [u16; CELLS],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl ClassicBoard {
    pub(crate) fn new(puzzle: &Puzzle) -> ClassicBoard {
        let mut board = ClassicBoard {
            grid: [0; CELLS],
            allowed: [0; CELLS],
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
        };
        for cell in 0..CELLS {
            board.allowed[cell] = puzzle.allowed(cell).bits();
            let digit = puzzle.givens().get(cell);
            if digit != 0 {
                board.set(cell, digit);
            }
        }
        board
    }
}

impl Board for ClassicBoard {
    fn size(&self) -> u8 {
        9
    }

    fn empties(&self) -> Vec<usize> {
        (0..CELLS).filter(|&cell| self.grid[cell] == 0).collect()
    }

    #[inline]
    fn passing(&self, cell: usize) -> u64 {
        let used = self.rows[row_of(cell)] | self.cols[col_of(cell)] | self.boxes[box_of(cell)];
        u64::from(self.allowed[cell] & !used)
    }

    #[inline]
    fn set(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.grid[cell] = digit;
        self.rows[row_of(cell)] |= bit;
        self.cols[col_of(cell)] |= bit;
        self.boxes[box_of(cell)] |= bit;
    }

    #[inline]
    fn clear(&mut self, cell: usize) {
        let bit = !(1 << (self.grid[cell] - 1));
        self.grid[cell] = 0;
        self.rows[row_of(cell)] &= bit;
        self.cols[col_of(cell)] &= bit;
        self.boxes[box_of(cell)] &= bit;
    }

    fn values(&self) -> Values {
        Grid::from_cells(self.grid)
            .expect("digits are 1-9")
            .to_values()
    }
}

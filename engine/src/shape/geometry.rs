//! [`Geometry`]: the size of a grid, its box shape, and names of its cells
//! and lines. Cells are numbered 0..N² row by row.

use std::fmt;

use super::rules::{Constraints, House};
use super::{ShapeError, MAX_SIZE, MIN_SIZE, SIZES};

/// The rows and columns of one box: 2x3 is two rows of three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoxSize {
    pub rows: usize,
    pub cols: usize,
}

impl BoxSize {
    /// The usual boxes of an N x N grid: as many rows as the largest
    /// divisor of N not above √N (2x3 for 6, 3x4 for 12, 5x6 for 30, as
    /// f-puzzles and SudokuPad draw them); none for a prime N.
    pub fn default_for(size: usize) -> Option<BoxSize> {
        let rows = (1..=size)
            .take_while(|rows| rows * rows <= size)
            .filter(|rows| size.is_multiple_of(*rows))
            .last()?;
        (rows > 1).then_some(BoxSize {
            rows,
            cols: size / rows,
        })
    }
}

impl fmt::Display for BoxSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl std::str::FromStr for BoxSize {
    type Err = String;

    /// `RxC`, such as `2x3`.
    fn from_str(text: &str) -> Result<BoxSize, String> {
        let (rows, cols) = text
            .split_once(['x', 'X'])
            .ok_or_else(|| format!("'{text}' is not a box size such as 2x3"))?;
        let number = |part: &str| {
            part.trim()
                .parse::<usize>()
                .ok()
                .filter(|&n| (1..=MAX_SIZE).contains(&n))
                .ok_or_else(|| format!("'{text}' is not a box size such as 2x3"))
        };
        Ok(BoxSize {
            rows: number(rows)?,
            cols: number(cols)?,
        })
    }
}

/// The size of a grid and its box shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    size: usize,
    boxes: Option<BoxSize>,
}

impl Geometry {
    /// An N x N grid with `boxes` (whose cells must number N).
    pub fn new(size: usize, boxes: Option<BoxSize>) -> Result<Geometry, ShapeError> {
        if !SIZES.contains(&size) {
            return Err(ShapeError(format!(
                "a grid is {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}, not {size}x{size}"
            )));
        }
        if let Some(boxes) = boxes {
            if boxes.rows * boxes.cols != size {
                return Err(ShapeError(format!(
                    "{boxes} boxes hold {} cells; a {size}x{size} grid needs boxes of {size}",
                    boxes.rows * boxes.cols
                )));
            }
        }
        Ok(Geometry { size, boxes })
    }

    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }

    #[inline]
    pub fn cells(&self) -> usize {
        self.size * self.size
    }

    pub fn boxes(&self) -> Option<BoxSize> {
        self.boxes
    }

    #[inline]
    pub fn cell(&self, row: usize, col: usize) -> usize {
        row * self.size + col
    }

    #[inline]
    pub fn row_of(&self, cell: usize) -> usize {
        cell / self.size
    }

    #[inline]
    pub fn col_of(&self, cell: usize) -> usize {
        cell % self.size
    }

    /// `r3c12`: 1-based row and column.
    pub fn cell_name(&self, cell: usize) -> String {
        format!("r{}c{}", self.row_of(cell) + 1, self.col_of(cell) + 1)
    }

    /// The cell `dr`, `dc` away from `cell`, if it is on the grid.
    pub fn offset(&self, cell: usize, dr: isize, dc: isize) -> Option<usize> {
        let row = self.row_of(cell).checked_add_signed(dr)?;
        let col = self.col_of(cell).checked_add_signed(dc)?;
        (row < self.size && col < self.size).then(|| self.cell(row, col))
    }

    pub(super) fn add_lines(&self, out: &mut Constraints) {
        for row in 0..self.size {
            let cells = (0..self.size).map(|col| self.cell(row, col)).collect();
            out.add_house(House::new(format!("row {}", row + 1), cells));
        }
        for col in 0..self.size {
            let cells = (0..self.size).map(|row| self.cell(row, col)).collect();
            out.add_house(House::new(format!("column {}", col + 1), cells));
        }
    }

    pub(super) fn add_boxes(&self, out: &mut Constraints) {
        let Some(BoxSize { rows, cols }) = self.boxes else {
            return;
        };
        for index in 0..self.size {
            let (top, left) = (
                (index / (self.size / cols)) * rows,
                (index % (self.size / cols)) * cols,
            );
            let cells = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| (r, c)))
                .map(|(r, c)| self.cell(top + r, left + c))
                .collect();
            out.add_house(House::new(format!("box {}", index + 1), cells));
        }
    }

    pub(super) fn add_regions(&self, regions: &[u8], out: &mut Constraints) {
        for region in 0..self.size {
            let cells = (0..self.cells())
                .filter(|&cell| usize::from(regions[cell]) == region)
                .collect();
            out.add_house(House::new(format!("region {}", region + 1), cells));
        }
    }
}

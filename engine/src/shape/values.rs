//! [`Values`]: the cells of a grid of any size, 0 for empty.

use std::fmt;

use super::symbols::Alphabet;
use crate::grid::Grid;
use crate::units::CELLS;

/// An N x N grid's cells row by row, each 0 (empty) or a digit 1..N.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Values {
    size: u8,
    cells: Box<[u8]>,
}

impl Values {
    /// An empty N x N grid.
    pub fn empty(size: usize) -> Values {
        Values {
            size: size as u8,
            cells: vec![0; size * size].into(),
        }
    }

    /// `cells` of an N x N grid; `None` if there are not N² of them or one
    /// is above N.
    pub fn from_cells(size: usize, cells: Vec<u8>) -> Option<Values> {
        (cells.len() == size * size && cells.iter().all(|&v| usize::from(v) <= size)).then(|| {
            Values {
                size: size as u8,
                cells: cells.into(),
            }
        })
    }

    /// N.
    #[inline]
    pub fn size(&self) -> usize {
        usize::from(self.size)
    }

    #[inline]
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    #[inline]
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// The cells where `other` (of the same size) holds another digit:
    /// where two solutions of a puzzle differ.
    pub fn differing_cells(&self, other: &Values) -> Vec<usize> {
        (self.cells.iter().zip(&other.cells).enumerate())
            .filter(|(_, (mine, theirs))| mine != theirs)
            .map(|(cell, _)| cell)
            .collect()
    }

    /// Puts `value` (0 to empty) into `cell`.
    #[inline]
    pub fn set(&mut self, cell: usize, value: u8) {
        debug_assert!(usize::from(value) <= self.size());
        self.cells[cell] = value;
    }

    /// Cells holding a digit.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// True when every digit of `givens` is here too.
    pub fn keeps(&self, givens: &Values) -> bool {
        self.cells
            .iter()
            .zip(givens.cells.iter())
            .all(|(&mine, &given)| given == 0 || mine == given)
    }

    /// The cells as one line of N² symbols.
    pub fn to_line(&self, alphabet: Alphabet) -> String {
        self.cells.iter().map(|&v| alphabet.symbol(v)).collect()
    }

    /// The classic grid, for a 9x9.
    pub(crate) fn to_classic(&self) -> Option<Grid> {
        let cells: [u8; CELLS] = self.cells.as_ref().try_into().ok()?;
        (self.size == 9).then(|| Grid::from_cells(cells)).flatten()
    }
}

/// One line of N² symbols ([`Alphabet::Standard`]).
/// The classic backends' grid seen as the values of every shape. It is
/// written here, beside [`Values::to_classic`], so that the classic grid
/// knows nothing of the model above it.
impl Grid {
    /// The same cells as a 9x9 of the shape-general [`Values`].
    pub fn to_values(self) -> Values {
        Values::from_cells(9, self.cells().to_vec()).expect("a grid's digits are 0-9")
    }
}

impl fmt::Display for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line(Alphabet::Standard))
    }
}

impl fmt::Debug for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Values({self})")
    }
}

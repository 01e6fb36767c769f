//! [`Grid`]: 81 cells, each empty or holding a digit, with rule checks.

use std::fmt;

use crate::digits::Digits;
use crate::units::{cell_name, unit_name, CELLS, PEERS, UNITS};

/// A 9x9 grid: cells 0..81 row by row, 0 for empty, 1-9 for a digit.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

/// Two cells of one unit holding the same digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    pub digit: u8,
    /// The earlier of the two cells in reading order.
    pub first: usize,
    pub second: usize,
    /// The unit (0..27, see [`crate::units`]) they share; the first one when they share two.
    pub unit: usize,
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "digit {} appears twice in {}: {} and {}",
            self.digit,
            unit_name(self.unit),
            cell_name(self.first),
            cell_name(self.second)
        )
    }
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// A grid from 81 values (0 empty, 1-9 digits); `None` if a value is above 9.
    pub fn from_cells(cells: [u8; CELLS]) -> Option<Grid> {
        cells.iter().all(|&v| v <= 9).then_some(Grid { cells })
    }

    /// The 81 values, 0 for empty.
    #[inline]
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The digit in `cell`, 0 if empty.
    #[inline]
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Puts `digit` (0 to empty the cell) into `cell`.
    #[inline]
    pub fn set(&mut self, cell: usize, digit: u8) {
        debug_assert!(digit <= 9);
        self.cells[cell] = digit;
    }

    /// Number of non-empty cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// True when every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// The first clash in reading order of the later cell: the one a person
    /// scanning the grid row by row meets first.
    pub fn first_clash(&self) -> Option<Clash> {
        for (cell, peers) in PEERS.iter().enumerate() {
            let digit = self.cells[cell];
            if digit == 0 {
                continue;
            }
            for &peer in peers {
                let peer = peer as usize;
                if peer < cell && self.cells[peer] == digit {
                    let unit = UNITS
                        .iter()
                        .position(|u| u.contains(&(peer as u8)) && u.contains(&(cell as u8)))
                        .expect("peers share a unit");
                    return Some(Clash {
                        digit,
                        first: peer,
                        second: cell,
                        unit,
                    });
                }
            }
        }
        None
    }

    /// True when the grid is full and no unit repeats a digit.
    pub fn is_solved(&self) -> bool {
        self.is_full()
            && UNITS.iter().all(|unit| {
                let digits: Digits = unit.iter().map(|&c| self.cells[c as usize]).collect();
                digits == Digits::ALL
            })
    }

    /// True when every non-empty cell of `givens` holds the same digit here.
    pub fn keeps(&self, givens: &Grid) -> bool {
        self.cells
            .iter()
            .zip(givens.cells.iter())
            .all(|(&mine, &given)| given == 0 || mine == given)
    }
}

impl Default for Grid {
    fn default() -> Self {
        Grid::EMPTY
    }
}

/// The 81-character line, `.` for empty cells.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line: String = self
            .cells
            .iter()
            .map(|&digit| match digit {
                0 => '.',
                d => char::from(b'0' + d),
            })
            .collect();
        f.write_str(&line)
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_grid;

    #[test]
    fn clashes_name_digit_cells_and_unit() {
        let mut grid = Grid::EMPTY;
        grid.set(0, 5);
        grid.set(10, 5);
        let clash = grid.first_clash().expect("5 twice in box 1");
        assert_eq!(
            clash.to_string(),
            "digit 5 appears twice in box 1: r1c1 and r2c2"
        );
    }

    #[test]
    fn solved_grid_is_recognised() {
        let solution = parse_grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        assert!(solution.is_solved());
        let mut broken = solution;
        broken.set(0, 6);
        assert!(!broken.is_solved());
        assert!(!broken.keeps(&solution));
    }
}

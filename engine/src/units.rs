//! Cells, rows, columns, boxes and peers: the fixed geometry of a 9x9 Sudoku.
//!
//! Cells are numbered 0..81 row by row. Units are numbered 0..27: rows 0-8,
//! columns 9-17, boxes 18-26 (boxes row by row from the top left).

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// Row (0-8) of a cell.
#[inline]
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// Column (0-8) of a cell.
#[inline]
pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// Box (0-8, row by row from the top left) of a cell.
#[inline]
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The cell at a row and a column (both 0-8).
#[inline]
pub const fn cell_at(row: usize, col: usize) -> usize {
    row * 9 + col
}

/// A cell's name in the usual `r3c7` notation (1-based).
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", row_of(cell) + 1, col_of(cell) + 1)
}

/// The 27 units (rows, columns, boxes), each as its nine cells in reading order.
pub const UNITS: [[u8; 9]; 27] = build_units();

/// The three units (row, column, box) of each cell.
pub const CELL_UNITS: [[u8; 3]; CELLS] = build_cell_units();

/// The 20 peers of each cell: the other cells sharing a row, column or box.
pub const PEERS: [[u8; 20]; CELLS] = build_peers();

/// What kind of unit a unit index names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitKind {
    Row,
    Column,
    Box,
}

/// The kind of unit `unit` (0..27) is, and its number (0-8) among that kind.
pub const fn unit_kind(unit: usize) -> (UnitKind, usize) {
    match unit / 9 {
        0 => (UnitKind::Row, unit),
        1 => (UnitKind::Column, unit - 9),
        _ => (UnitKind::Box, unit - 18),
    }
}

/// A unit's name for messages: "row 3", "column 7", "box 5" (1-based).
/// The houses the 9x9 variants add are named by the logic's rules
/// (`logic::rules::house_name`).
pub fn unit_name(unit: usize) -> String {
    let (kind, index) = unit_kind(unit);
    let word = match kind {
        UnitKind::Row => "row",
        UnitKind::Column => "column",
        UnitKind::Box => "box",
    };
    format!("{word} {}", index + 1)
}

const fn build_units() -> [[u8; 9]; 27] {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            let box_row = (i / 3) * 3 + j / 3;
            let box_col = (i % 3) * 3 + j % 3;
            units[18 + i][j] = (box_row * 9 + box_col) as u8;
            j += 1;
        }
        i += 1;
    }
    units
}

const fn build_cell_units() -> [[u8; 3]; CELLS] {
    let mut result = [[0u8; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        result[cell] = [
            row_of(cell) as u8,
            9 + col_of(cell) as u8,
            18 + box_of(cell) as u8,
        ];
        cell += 1;
    }
    result
}

const fn build_peers() -> [[u8; 20]; CELLS] {
    let mut peers = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut count = 0;
        let mut other = 0;
        while other < CELLS {
            if other != cell
                && (row_of(other) == row_of(cell)
                    || col_of(other) == col_of(cell)
                    || box_of(other) == box_of(cell))
            {
                peers[cell][count] = other as u8;
                count += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry() {
        assert_eq!(box_of(cell_at(4, 4)), 4);
        assert_eq!(box_of(cell_at(8, 0)), 6);
        assert_eq!(UNITS[18 + 8], [60, 61, 62, 69, 70, 71, 78, 79, 80]);
        assert_eq!(UNITS[9], [0, 9, 18, 27, 36, 45, 54, 63, 72]);
        assert_eq!(cell_name(cell_at(2, 6)), "r3c7");
        assert_eq!(unit_name(22), "box 5");
        for cell in 0..CELLS {
            for &unit in &CELL_UNITS[cell] {
                assert!(UNITS[unit as usize].contains(&(cell as u8)));
            }
            for &peer in &PEERS[cell] {
                assert!(PEERS[peer as usize].contains(&(cell as u8)));
            }
        }
    }
}

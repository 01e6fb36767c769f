//! Lookup tables for one digit in one band.
//!
//! A band is three rows of the grid; a digit's possible places in it are a
//! 27-bit mask, bit `9 * row + column` (row 0-2 within the band, column 0-8).
//! A "minirow" is the three cells one row shares with one box; a band's
//! minirow mask has bit `3 * row + box` (box 0-2 within the band).

/// The nine cells of a band's row 0; shift by `9 * row` for the others.
pub const ROW: u32 = 0x1ff;

/// All 27 cells of a band.
pub const BAND: u32 = 0x7ff_ffff;

/// A band cell mask with `columns` (9 bits) set on all three rows.
#[inline]
pub const fn columns_in_band(columns: u32) -> u32 {
    columns | columns << 9 | columns << 18
}

/// For a row's nine places, which of its three minirows hold any (3 bits).
pub const ROW_BOXES: [u8; 512] = build_row_boxes();

/// For a band's minirow mask, the cells of every minirow that lies on some
/// one-to-one matching of the band's rows to its boxes using only occupied
/// minirows; 0 when no such matching exists.
///
/// The digit appears once in each row and once in each box of the band, so
/// its three places pair the rows with the boxes one to one. Keeping only the
/// minirows of possible pairings does pointing and claiming within the band
/// (and a little more) in one lookup.
pub const MATCHING_CELLS: [u32; 512] = build_matching_cells();

/// For the columns (9 bits) where a band still has places for a digit: the
/// columns that are the only one left in their box, on all three rows.
///
/// The band's box places the digit in one of its three columns; when only
/// one is left, no other band may use that column for the digit.
pub const LOCKED_COLUMNS: [u32; 512] = build_locked_columns();

/// For a row's nine places, 1 if there is exactly one, else 0.
pub const SINGLE_ROWS: [u32; 512] = build_single_rows();

/// For a set of rows of a band (3 bits), their cells.
pub const ROWS_CELLS: [u32; 8] = build_rows_cells();

/// For each cell of a band, the other cells of the band that share its row,
/// its box or its column.
pub const BAND_PEERS: [u32; 27] = build_band_peers();

const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn minirow_cells(row: usize, box_: usize) -> u32 {
    0b111 << (9 * row + 3 * box_)
}

const fn build_row_boxes() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut box_ = 0;
        while box_ < 3 {
            if (row >> (3 * box_)) & 0b111 != 0 {
                table[row] |= 1 << box_;
            }
            box_ += 1;
        }
        row += 1;
    }
    table
}

const fn build_matching_cells() -> [u32; 512] {
    let mut table = [0u32; 512];
    let mut minirows = 0;
    while minirows < 512 {
        let mut p = 0;
        while p < PERMUTATIONS.len() {
            let boxes = PERMUTATIONS[p];
            let mut cells = 0;
            let mut possible = true;
            let mut row = 0;
            while row < 3 {
                if minirows & (1 << (3 * row + boxes[row])) == 0 {
                    possible = false;
                }
                cells |= minirow_cells(row, boxes[row]);
                row += 1;
            }
            if possible {
                table[minirows] |= cells;
            }
            p += 1;
        }
        minirows += 1;
    }
    table
}

const fn build_locked_columns() -> [u32; 512] {
    let mut table = [0u32; 512];
    let mut columns = 0u32;
    while columns < 512 {
        let mut locked = 0;
        let mut box_ = 0;
        while box_ < 3 {
            let in_box = columns & (0b111 << (3 * box_));
            if in_box.count_ones() == 1 {
                locked |= in_box;
            }
            box_ += 1;
        }
        table[columns as usize] = columns_in_band(locked);
        columns += 1;
    }
    table
}

const fn build_single_rows() -> [u32; 512] {
    let mut table = [0u32; 512];
    let mut row = 0;
    while row < 512 {
        table[row] = (row.count_ones() == 1) as u32;
        row += 1;
    }
    table
}

const fn build_rows_cells() -> [u32; 8] {
    let mut table = [0u32; 8];
    let mut rows = 0;
    while rows < 8 {
        let mut row = 0;
        while row < 3 {
            if rows & (1 << row) != 0 {
                table[rows] |= ROW << (9 * row);
            }
            row += 1;
        }
        rows += 1;
    }
    table
}

const fn build_band_peers() -> [u32; 27] {
    let mut table = [0u32; 27];
    let mut cell = 0;
    while cell < 27 {
        let (row, column) = (cell / 9, cell % 9);
        let box_ = column / 3;
        let mut peers = (ROW << (9 * row)) | columns_in_band(1 << column);
        let mut other_row = 0;
        while other_row < 3 {
            peers |= minirow_cells(other_row, box_);
            other_row += 1;
        }
        table[cell] = peers & !(1 << cell);
        cell += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matching_keeps_only_minirows_of_possible_pairings() {
        // Every minirow occupied: everything stays.
        assert_eq!(MATCHING_CELLS[0x1ff], BAND);
        // Row 0 only in box 0: box 0 is closed to rows 1 and 2, and rows 1
        // and 2 keep boxes 1 and 2.
        let minirows = 0b001 | 0b111 << 3 | 0b111 << 6;
        let expected = minirow_cells(0, 0)
            | minirow_cells(1, 1)
            | minirow_cells(1, 2)
            | minirow_cells(2, 1)
            | minirow_cells(2, 2);
        assert_eq!(MATCHING_CELLS[minirows], expected);
        // Rows 0 and 1 both only in box 0: impossible.
        assert_eq!(MATCHING_CELLS[0b001 | 0b001 << 3 | 0b111 << 6], 0);
        // A row with no minirow: impossible.
        assert_eq!(MATCHING_CELLS[0b111 | 0b111 << 3], 0);
    }

    #[test]
    fn locked_columns_are_alone_in_their_box() {
        // Box 0 keeps column 1 only, box 1 keeps columns 3 and 5, box 2 none.
        assert_eq!(LOCKED_COLUMNS[0b000_101_010], columns_in_band(0b010));
        assert_eq!(ROW_BOXES[0b100_000_011], 0b101);
    }

    #[test]
    fn band_peers_are_row_box_and_column() {
        // Cell 10 is row 1, column 1 of the band.
        let peers = BAND_PEERS[10];
        assert_eq!(
            peers.count_ones(),
            8 + 6,
            "eight in the row, six more in the box"
        );
        assert_eq!(peers & (1 << 10), 0);
        assert_ne!(peers & (1 << 17), 0, "same row");
        assert_ne!(peers & (1 << 20), 0, "same box");
        assert_eq!(peers & (1 << 21), 0, "other box, other row");
    }
}

//! Bit layout of a band, its masks, and three small tables.
//!
//! A band is three rows of the grid; a digit's possible places in it are a
//! 27-bit mask, bit `9 * row + column` (row 0-2 within the band, column 0-8).
//! A "minirow" is the three cells one row shares with one box; a minirow is
//! stood for by the bit of its first cell (`9 * row + 3 * box`), so a set of
//! minirows is a band mask too. A "minicolumn" is the three cells one column
//! shares with one box; the columns of a band where a digit has places are a
//! 9-bit mask, bit `column`, three bits per stack.

/// All 27 cells of a band.
pub const BAND: u32 = 0x7ff_ffff;

/// The nine cells of a band's row 0; shift by `9 * row` for the others.
pub const ROW: u32 = 0x1ff;

/// `bits` (within 9) repeated on all three rows of a band.
pub const fn each_row(bits: u32) -> u32 {
    bits | bits << 9 | bits << 18
}

/// A band cell mask with `columns` (9 bits) set on all three rows.
#[inline(always)]
pub const fn columns_in_band(columns: u32) -> u32 {
    each_row(columns)
}

/// The first cell of each row.
pub const ROW_FIRST: u32 = each_row(1);
/// The first eight cells of each row.
pub const ROW_LOW8: u32 = each_row(0xff);
/// The last cell of each row.
pub const ROW_LAST: u32 = each_row(0x100);

/// Each minirow's bit (its first cell).
pub const MINIROWS: u32 = each_row(0b001_001_001);
/// Minirow bits of boxes 0 and 1, of box 0, of boxes 1 and 2, of box 2.
pub const MINIROWS_01: u32 = each_row(0b000_001_001);
pub const MINIROWS_0: u32 = each_row(0b000_000_001);
pub const MINIROWS_12: u32 = each_row(0b001_001_000);
pub const MINIROWS_2: u32 = each_row(0b001_000_000);

/// In a 9-bit column mask: the first two, first, last two and last column
/// of each stack.
pub const STACK_COLUMNS_01: u32 = 0b011_011_011;
pub const STACK_COLUMNS_0: u32 = 0b001_001_001;
pub const STACK_COLUMNS_12: u32 = 0b110_110_110;
pub const STACK_COLUMNS_2: u32 = 0b100_100_100;

/// For each cell of a band, the other cells of the band that share its row,
/// its box or its column.
pub const BAND_PEERS: [u32; 27] = build_band_peers();

/// The six ways a digit can cross a band or a stack: `PERMUTATIONS[k][i]`
/// is the box (within the band) of its row `i`, or the column (within the
/// stack) of its band `i`. tdoku calls them configurations.
pub const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For a 3x3 pairing (rows to boxes, or bands to columns) in which every
/// open pair lies on some complete pairing, the number of complete pairings,
/// by the number of open pairs: 3 open pairs leave one, 5 or 6 leave two,
/// 7 leave three, 8 leave four, all 9 leave all six.
pub const PAIRINGS_BY_OPEN: [u8; 10] = [0, 0, 0, 1, 0, 2, 2, 3, 4, 6];

const fn build_band_peers() -> [u32; 27] {
    let mut table = [0u32; 27];
    let mut cell = 0;
    while cell < 27 {
        let (row, column) = (cell / 9, cell % 9);
        let box_cells = columns_in_band(0b111 << (column / 3 * 3));
        let peers = (ROW << (9 * row)) | columns_in_band(1 << column) | box_cells;
        table[cell] = peers & !(1 << cell);
        cell += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn masks_cover_what_they_say() {
        assert_eq!(ROW_FIRST | (ROW_LOW8 & !ROW_FIRST) | ROW_LAST, BAND);
        assert_eq!(MINIROWS_01 | MINIROWS_2, MINIROWS);
        assert_eq!(MINIROWS_0 | MINIROWS_12, MINIROWS);
        assert_eq!(STACK_COLUMNS_01 | STACK_COLUMNS_2, ROW);
        assert_eq!(STACK_COLUMNS_0 | STACK_COLUMNS_12, ROW);
    }
}

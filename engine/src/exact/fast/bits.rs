//! Bit logic on a digit's places, all three bands at once (one per lane):
//! minirows, minicolumns, the pairings that keep them, and rows with one
//! place. No table lookups and no branches, so the same few dozen
//! instructions serve every band (see [`super::tables`] for the layout).
//!
//! The pairings: a digit goes once in each row and once in each box of a
//! band, so its three places pair the band's rows with its boxes one to one
//! through three minirows. A minirow that lies on no such pairing of open
//! minirows cannot hold the digit. Likewise a digit goes once in each column
//! and in each box of a stack, pairing the stack's bands with its columns.
//! Keeping only paired minirows and paired minicolumns does pointing and
//! claiming in rows and in columns (and a little more) in one go.

use super::lanes::Lanes;
use super::tables::{
    MINIROWS, MINIROWS_0, MINIROWS_01, MINIROWS_12, MINIROWS_2, ROW, ROW_FIRST, ROW_LAST, ROW_LOW8,
    STACK_COLUMNS_0, STACK_COLUMNS_01, STACK_COLUMNS_12, STACK_COLUMNS_2,
};

/// The minirows where `places` has a cell, as minirow bits.
#[inline(always)]
pub fn minirows(places: Lanes) -> Lanes {
    (places | places.shr::<1>() | places.shr::<2>()) & Lanes::bands(MINIROWS)
}

/// The cells of a set of minirows.
#[inline(always)]
pub fn minirow_cells(minirows: Lanes) -> Lanes {
    // Minirow bits are three apart: 8m - m = m | m << 1 | m << 2.
    minirows.shl::<3>().sub(minirows)
}

/// Row `r` moved to row `r - 1` (mod 3): each row sees the next one. Bits
/// above the band are left for [`next_box`] and [`box_after_next`] to drop.
#[inline(always)]
fn next_row(cells: Lanes) -> Lanes {
    cells.shr::<9>() | cells.shl::<18>()
}

/// Row `r` moved to row `r - 2` (mod 3); bits above the band as above.
#[inline(always)]
fn row_after_next(cells: Lanes) -> Lanes {
    cells.shr::<18>() | cells.shl::<9>()
}

/// Minirow bits of box `b` moved to box `b - 1` (mod 3) within each row.
#[inline(always)]
fn next_box(minirows: Lanes) -> Lanes {
    (minirows.shr::<3>() & Lanes::bands(MINIROWS_01))
        | (minirows.shl::<6>() & Lanes::bands(MINIROWS_2))
}

/// Minirow bits of box `b` moved to box `b - 2` (mod 3) within each row.
#[inline(always)]
fn box_after_next(minirows: Lanes) -> Lanes {
    (minirows.shl::<3>() & Lanes::bands(MINIROWS_12))
        | (minirows.shr::<6>() & Lanes::bands(MINIROWS_0))
}

/// The open minirows that lie on a complete pairing of rows with boxes
/// made of open minirows; none if there is no such pairing.
#[inline(always)]
pub fn paired_minirows(open: Lanes) -> Lanes {
    let (next, after) = (next_row(open), row_after_next(open));
    open & ((next_box(next) & box_after_next(after)) | (box_after_next(next) & next_box(after)))
}

/// The minirows that are the only one left in their row.
#[inline(always)]
pub fn alone_in_row(minirows: Lanes) -> Lanes {
    minirows.and_not(next_box(minirows) | box_after_next(minirows))
}

/// Every minirow sharing a row or a box with one of `minirows` (those
/// included).
#[inline(always)]
pub fn minirow_lines(minirows: Lanes) -> Lanes {
    let lines = minirows
        | next_box(minirows)
        | box_after_next(minirows)
        | next_row(minirows)
        | row_after_next(minirows);
    lines & Lanes::bands(super::tables::BAND)
}

/// The columns (9 bits) where `places` has a cell in each band.
#[inline(always)]
pub fn columns(places: Lanes) -> Lanes {
    (places | places.shr::<9>() | places.shr::<18>()) & Lanes::bands(ROW)
}

/// Column `c` of each stack moved to column `c - 1` (mod 3).
#[inline(always)]
fn next_column(columns: Lanes) -> Lanes {
    (columns.shr::<1>() & Lanes::bands(STACK_COLUMNS_01))
        | (columns.shl::<2>() & Lanes::bands(STACK_COLUMNS_2))
}

/// Column `c` of each stack moved to column `c - 2` (mod 3).
#[inline(always)]
fn column_after_next(columns: Lanes) -> Lanes {
    (columns.shl::<1>() & Lanes::bands(STACK_COLUMNS_12))
        | (columns.shr::<2>() & Lanes::bands(STACK_COLUMNS_0))
}

/// The open minicolumns (a band's columns) that lie on a complete pairing
/// of the stack's bands with its columns made of open minicolumns.
#[inline(always)]
pub fn paired_columns(open: Lanes) -> Lanes {
    let (next, after) = (open.next_band(), open.band_after_next());
    open & ((next_column(next) & column_after_next(after))
        | (column_after_next(next) & next_column(after)))
}

/// The minicolumns that are the only one left in their box.
#[inline(always)]
pub fn alone_in_box(columns: Lanes) -> Lanes {
    columns.and_not(next_column(columns) | column_after_next(columns))
}

/// The other minicolumns of the boxes of `columns`, and the same columns in
/// the other bands: where a digit placed in `columns` cannot also go.
#[inline(always)]
pub fn minicolumn_lines(columns: Lanes) -> Lanes {
    next_column(columns)
        | column_after_next(columns)
        | columns.next_band()
        | columns.band_after_next()
}

/// Column masks (9 bits per band) spread to all three rows of the band.
#[inline(always)]
pub fn columns_cells(columns: Lanes) -> Lanes {
    let second = columns.shl::<9>().opaque();
    columns | second | second.shl::<9>()
}

/// The full rows that hold any of `cells`.
#[inline(always)]
pub fn rows_with(cells: Lanes) -> Lanes {
    let low8 = Lanes::bands(ROW_LOW8);
    let any = ((cells & low8).add(low8) | cells) & Lanes::bands(ROW_LAST);
    any | any.sub(any.shr::<8>())
}

/// The places alone in their row. Every row must have a place.
#[inline(always)]
pub fn alone_in_their_row(places: Lanes) -> Lanes {
    let beyond_first = places & places.sub(Lanes::bands(ROW_FIRST));
    places.and_not(rows_with(beyond_first))
}

#[cfg(test)]
mod tests {
    use super::super::tables::{columns_in_band, BAND, PAIRINGS_BY_OPEN, PERMUTATIONS};
    use super::*;

    fn lane(value: u32) -> Lanes {
        Lanes::from_array([value, 0, 0, 0])
    }

    /// Minirow bits from a 3x3 matrix index `3 * row + box`.
    fn spread(matrix: u32) -> u32 {
        (0..9)
            .filter(|bit| matrix & (1 << bit) != 0)
            .map(|bit| 1 << (9 * (bit / 3) + 3 * (bit % 3)))
            .sum()
    }

    #[test]
    fn paired_minirows_are_those_of_some_permutation() {
        for matrix in 0..512u32 {
            let mut expected = 0;
            for permutation in PERMUTATIONS {
                let bits: u32 = (0..3).map(|row| 1 << (3 * row + permutation[row])).sum();
                if matrix & bits == bits {
                    expected |= bits;
                }
            }
            let got = paired_minirows(lane(spread(matrix))).to_array()[0];
            assert_eq!(got, spread(expected), "matrix {matrix:09b}");
        }
    }

    #[test]
    fn paired_sets_count_their_pairings_by_size() {
        for matrix in 0..512u32 {
            let paired = paired_minirows(lane(spread(matrix))).to_array()[0];
            let pairings = PERMUTATIONS
                .iter()
                .filter(|permutation| {
                    (0..3).all(|row| paired & 1 << (9 * row + 3 * permutation[row]) != 0)
                })
                .count();
            let by_size = PAIRINGS_BY_OPEN[paired.count_ones() as usize];
            assert_eq!(usize::from(by_size), pairings, "matrix {matrix:09b}");
        }
    }

    #[test]
    fn paired_columns_are_those_of_some_permutation() {
        for matrix in 0..512u32 {
            // Stack 1: band i has column 3 + j open when bit 3i + j is set.
            let lanes: [u32; 4] = std::array::from_fn(|band| {
                if band < 3 {
                    (matrix >> (3 * band) & 0b111) << 3
                } else {
                    0
                }
            });
            let mut expected = [0u32; 4];
            for permutation in PERMUTATIONS {
                if (0..3).all(|band| lanes[band] & (1 << (3 + permutation[band])) != 0) {
                    for band in 0..3 {
                        expected[band] |= 1 << (3 + permutation[band]);
                    }
                }
            }
            let got = paired_columns(Lanes::from_array(lanes)).to_array();
            assert_eq!(got, expected, "matrix {matrix:09b}");
        }
    }

    #[test]
    fn rows_and_singles() {
        let places = 0b000_000_100 | 0b010_010_000 << 9 | 0b100_000_000 << 18;
        assert_eq!(rows_with(lane(1 << 11)).to_array()[0], ROW << 9);
        assert_eq!(rows_with(lane(0)).to_array()[0], 0);
        assert_eq!(rows_with(lane(BAND)).to_array()[0], BAND);
        let alone = alone_in_their_row(lane(places)).to_array()[0];
        assert_eq!(alone, 0b000_000_100 | 0b100_000_000 << 18);
    }

    #[test]
    fn lines_of_minirows_and_minicolumns() {
        // Minirow (row 1, box 2): row 1 and box 2.
        let lines = minirow_lines(lane(1 << (9 + 6))).to_array()[0];
        assert_eq!(lines, spread(0b111_000 | 0b100_100_100));
        assert_eq!(
            alone_in_row(lane(spread(0b001_110))).to_array()[0],
            spread(0b001_000)
        );
        // Column 4 of band 0: columns 3 and 5 in band 0, column 4 elsewhere.
        let lines = minicolumn_lines(Lanes::from_array([1 << 4, 0, 0, 0])).to_array();
        assert_eq!(lines, [0b101 << 3, 1 << 4, 1 << 4, 0]);
        assert_eq!(
            alone_in_box(lane(0b110_010_011)).to_array()[0],
            0b000_010_000
        );
        assert_eq!(columns(lane(columns_in_band(0b1))).to_array()[0], 1);
        assert_eq!(
            minirow_cells(minirows(lane(1 << 13))).to_array()[0],
            0b111 << 12
        );
    }
}

//! Strong links of one digit, plain and grouped, as Sukaku reads them.

use crate::logic::board::Board;
use crate::logic::cellset::{cells_of_mask, CellSet};

/// A strong link in one house.
#[derive(Clone, Copy, Debug)]
pub(super) struct Link {
    pub(super) house: usize,
    /// Every place of the digit in the house.
    pub(super) places: CellSet,
    pub(super) nodes: [CellSet; 2],
    pub(super) grouped: bool,
}

/// Every strong link of `digit`, boxes first, then rows, then columns.
pub(super) fn links_of(board: &Board, digit: u8) -> Vec<Link> {
    let mut links = Vec::new();
    for house in (18..27).chain(0..18) {
        let mask = board.house_places(house, digit);
        let count = mask.count_ones();
        if !(2..=6).contains(&count) {
            continue;
        }
        let places = cells_of_mask(house, mask);
        if count == 2 {
            let (a, b) = two_cells(places);
            if house >= 18 && (same_row(a, b) || same_col(a, b)) {
                continue;
            }
            links.push(Link {
                house,
                places,
                nodes: [CellSet::single(a), CellSet::single(b)],
                grouped: false,
            });
        } else if house >= 18 {
            box_links(house, mask, places, &mut links);
        } else if let Some(nodes) = line_groups(house, mask) {
            links.push(Link {
                house,
                places,
                nodes,
                grouped: true,
            });
        }
    }
    links
}

/// A line's places in exactly two of its box segments, as the two groups.
fn line_groups(house: usize, mask: u16) -> Option<[CellSet; 2]> {
    let empty = (0..3).find(|&segment| mask >> (3 * segment) & 0b111 == 0)?;
    let groups: Vec<u16> = (0..3)
        .filter(|&segment| segment != empty)
        .map(|segment| mask & (0b111 << (3 * segment)))
        .collect();
    (groups[0] != 0 && groups[1] != 0).then(|| {
        [
            cells_of_mask(house, groups[0]),
            cells_of_mask(house, groups[1]),
        ]
    })
}

/// Box cells by index: rows 0-2 are indexes 0-2, 3-5, 6-8.
const MINI_ROWS: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];
const MINI_COLS: [u16; 3] = [0b001_001_001, 0b010_010_010, 0b100_100_100];

/// The grouped links of a box with 3 to 6 places.
fn box_links(house: usize, mask: u16, places: CellSet, links: &mut Vec<Link>) {
    let count = mask.count_ones();
    // Crosses: the heart's row and column of the box hold every place.
    for heart in 0..9usize {
        let (row, col) = (MINI_ROWS[heart / 3], MINI_COLS[heart % 3]);
        if mask & !(row | col) != 0 {
            continue;
        }
        let heart_bit = 1u16 << heart;
        let arm_col = mask & col & !heart_bit;
        let arm_row = mask & row & !heart_bit;
        if arm_col == 0 || arm_row == 0 {
            return;
        }
        let cells = |bits: u16| cells_of_mask(house, bits);
        let heart_cell = cells(heart_bit);
        let nodes = if arm_col.count_ones() == 1 && arm_row.count_ones() == 1 {
            [cells(arm_row), cells(arm_col) | heart_cell]
        } else if arm_col.count_ones() == 1 {
            [cells(arm_col), cells(arm_row) | heart_cell]
        } else if arm_row.count_ones() == 1 {
            [cells(arm_row), cells(arm_col) | heart_cell]
        } else {
            let heart_place = cells(mask & heart_bit);
            [cells(arm_col) | heart_place, cells(arm_row) | heart_place]
        };
        links.push(Link {
            house,
            places,
            nodes,
            grouped: true,
        });
        return;
    }
    if count < 4 {
        return;
    }
    // Two of the box's rows, or two of its columns.
    for lines in [MINI_ROWS, MINI_COLS] {
        let Some(empty) = (0..3).rev().find(|&i| mask & lines[i] == 0) else {
            continue;
        };
        let groups: Vec<u16> = (0..3)
            .filter(|&i| i != empty)
            .map(|i| mask & lines[i])
            .collect();
        if groups[0] == 0 || groups[1] == 0 {
            return;
        }
        let nodes = [
            cells_of_mask(house, groups[0]),
            cells_of_mask(house, groups[1]),
        ];
        links.push(Link {
            house,
            places,
            nodes,
            grouped: true,
        });
        // Four places on a rectangle group by columns as well as by rows.
        if count == 4 && groups.iter().all(|g| g.count_ones() == 2) {
            let (a, b) = (nodes[0], nodes[1]);
            let (a0, a1) = two_cells(a);
            let (b0, b1) = two_cells(b);
            if same_col(a0, b0) && same_col(a1, b1) || same_row(a0, b0) && same_row(a1, b1) {
                links.push(Link {
                    house,
                    places,
                    nodes: [
                        CellSet::single(a0) | CellSet::single(b0),
                        CellSet::single(a1) | CellSet::single(b1),
                    ],
                    grouped: true,
                });
            }
        }
        return;
    }
}

fn two_cells(cells: CellSet) -> (usize, usize) {
    let mut iter = cells.iter();
    let a = iter.next().expect("two cells");
    let b = iter.next().expect("two cells");
    (a, b)
}

fn same_row(a: usize, b: usize) -> bool {
    a / 9 == b / 9
}

fn same_col(a: usize, b: usize) -> bool {
    a % 9 == b % 9
}

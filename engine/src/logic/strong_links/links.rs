//! Strong links of one digit, plain and grouped, as Sukaku reads them: in
//! boxes, rows and columns, and in the houses the board's variant adds
//! (disjoint groups and windows read as boxes, diagonals as lines).

use crate::logic::board::Board;
use crate::logic::cellset::CellSet;
use crate::logic::rules::{sukaku_cells, sukaku_type, CLASSIC_HOUSES};

/// A strong link in one house.
#[derive(Clone, Copy, Debug)]
pub(super) struct Link {
    pub(super) house: usize,
    /// Every place of the digit in the house.
    pub(super) places: CellSet,
    pub(super) nodes: [CellSet; 2],
    pub(super) grouped: bool,
}

/// Every strong link of `digit`, boxes first, then rows, then columns,
/// then the variant's houses in Sukaku's order.
pub(super) fn links_of(board: &Board, digit: u8) -> Vec<Link> {
    let mut links = Vec::new();
    let everywhere = board.places(digit);
    for house in board.rules().houses_by_type() {
        let order = sukaku_cells(house);
        let mask = match house {
            0..CLASSIC_HOUSES => board.house_places(house, digit),
            _ => (0..9)
                .filter(|&i| everywhere.contains(usize::from(order[i])))
                .fold(0u16, |mask, i| mask | 1 << i),
        };
        let count = mask.count_ones();
        if !(2..=6).contains(&count) {
            continue;
        }
        let cells_of_mask = |bits: u16| cells_of(&order, bits);
        let places = cells_of_mask(mask);
        let box_like = matches!(sukaku_type(house), 0 | 3 | 4);
        if count == 2 {
            let (a, b) = two_cells(places);
            if box_like && (same_row(a, b) || same_col(a, b)) {
                continue;
            }
            links.push(Link {
                house,
                places,
                nodes: [CellSet::single(a), CellSet::single(b)],
                grouped: false,
            });
        } else if box_like {
            box_links(house, mask, places, &cells_of_mask, &mut links);
        } else if let Some(nodes) = line_groups(mask, &cells_of_mask) {
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

/// The cells of `order` whose indexes are set in `mask`.
fn cells_of(order: &[u8; 9], mask: u16) -> CellSet {
    let mut set = CellSet::EMPTY;
    let mut bits = mask;
    while bits != 0 {
        set.insert(usize::from(order[bits.trailing_zeros() as usize]));
        bits &= bits - 1;
    }
    set
}

/// A line's places in exactly two of its three-cell segments (its box
/// segments), as the two groups.
fn line_groups(mask: u16, cells_of_mask: &dyn Fn(u16) -> CellSet) -> Option<[CellSet; 2]> {
    let empty = (0..3).find(|&segment| mask >> (3 * segment) & 0b111 == 0)?;
    let groups: Vec<u16> = (0..3)
        .filter(|&segment| segment != empty)
        .map(|segment| mask & (0b111 << (3 * segment)))
        .collect();
    (groups[0] != 0 && groups[1] != 0).then(|| [cells_of_mask(groups[0]), cells_of_mask(groups[1])])
}

/// A box-like house's cells by index (Sukaku's): its "rows" 0-2 are
/// indexes 0-2, 3-5, 6-8.
const MINI_ROWS: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];
const MINI_COLS: [u16; 3] = [0b001_001_001, 0b010_010_010, 0b100_100_100];

/// The grouped links of a box-like house with 3 to 6 places. Sukaku reads
/// a box by its 15 patterns (crosses at hearts 0-8, then pairs of its rows
/// or columns) but a disjoint group or window by its first three only
/// (crosses whose heart is in its first row): so do we.
fn box_links(
    house: usize,
    mask: u16,
    places: CellSet,
    cells: &dyn Fn(u16) -> CellSet,
    links: &mut Vec<Link>,
) {
    let count = mask.count_ones();
    let is_box = sukaku_type(house) == 0;
    let hearts = if is_box { 9 } else { 3 };
    // Crosses: the heart's row and column of the box hold every place.
    for heart in 0..hearts {
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
    if count < 4 || !is_box {
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
        let nodes = [cells(groups[0]), cells(groups[1])];
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

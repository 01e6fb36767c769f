//! XY-wing and XYZ-wing: a pivot cell and two wing cells it sees. In an
//! XY-wing the pivot holds xy and the wings xz and yz: whichever digit the
//! pivot takes, one wing is z, so z leaves every cell seeing both wings. In
//! an XYZ-wing the pivot holds xyz as well, so the victims must see the
//! pivot too.
//!
//! As SE's `XYWing`: pivots in reading order, the xz wing among the pivot's
//! peers in reading order, then the yz wing likewise; values 4.2 and 4.4.

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{CellSet, PEERS};
use super::step::Step;
use super::technique::Technique;
use crate::units::CELLS;

/// The first XY-wing (`xyz` false) or XYZ-wing with something to remove.
pub fn xy_wing(board: &Board, xyz: bool) -> Option<Step> {
    let pivot_size = if xyz { 3 } else { 2 };
    for (pivot, peers) in PEERS.iter().enumerate() {
        let pivot_mask = board.mask(pivot);
        if pivot_mask.count_ones() != pivot_size {
            continue;
        }
        for xz in peers.iter() {
            let xz_mask = board.mask(xz);
            if xz_mask.count_ones() != 2 || (pivot_mask & !xz_mask).count_ones() != 1 {
                continue;
            }
            for yz in peers.iter() {
                let yz_mask = board.mask(yz);
                if yz_mask.count_ones() != 2 {
                    continue;
                }
                let union = pivot_mask | xz_mask | yz_mask;
                let common = pivot_mask & xz_mask & yz_mask;
                let shape =
                    union.count_ones() == 3 && common.count_ones() == if xyz { 1 } else { 0 };
                if !shape {
                    continue;
                }
                let z = Digits::from_bits(xz_mask & yz_mask)
                    .first()
                    .expect("wings share z");
                let mut victims = PEERS[xz] & PEERS[yz];
                if xyz {
                    victims &= *peers;
                }
                let cells = CellSet::single(pivot) | CellSet::single(xz) | CellSet::single(yz);
                victims -= cells;
                let technique = if xyz {
                    Technique::XYZWing
                } else {
                    Technique::XYWing
                };
                let mut step = Step::new(technique).eliminate_in(board, victims, z);
                if !step.is_useful() {
                    continue;
                }
                step.digits = Digits::from_bits(union);
                step.highlights.cells = vec![pivot as u8, xz as u8, yz as u8];
                for cell in [pivot, xz, yz] {
                    for digit in board.candidates(cell).iter() {
                        step.highlights.candidates.push(Candidate::new(cell, digit));
                    }
                }
                return Some(step);
            }
        }
    }
    None
}

/// The first W-wing (human profile): two bivalue cells holding the same
/// digits x and y, not seeing each other, and a strong link on x (a house
/// where x has two places) with one end seeing each cell. One of the cells
/// is y (if both were x, the link's ends would both lose x), so y leaves
/// every cell seeing both. Valued as an XYZ-wing (4.4): an XY-chain of two
/// cells and a link. Cells in reading order, links by house (rows,
/// columns, boxes).
pub fn w_wing(board: &Board) -> Option<Step> {
    let bivalue: Vec<usize> = (0..CELLS).filter(|&c| board.count(c) == 2).collect();
    for (i, &a) in bivalue.iter().enumerate() {
        for &b in &bivalue[i + 1..] {
            let pair = board.mask(a);
            if board.mask(b) != pair || PEERS[a].contains(b) {
                continue;
            }
            for (x, y) in pair_orders(pair) {
                let victims = (PEERS[a] & PEERS[b] & board.places(y))
                    - CellSet::single(a)
                    - CellSet::single(b);
                if victims.is_empty() {
                    continue;
                }
                for house in 0..27 {
                    let ends = board.places(x) & super::cellset::HOUSES[house];
                    let Some((e1, e2)) = two(ends) else {
                        continue;
                    };
                    let linked = (PEERS[a].contains(e1) && PEERS[b].contains(e2))
                        || (PEERS[a].contains(e2) && PEERS[b].contains(e1));
                    if !linked || [e1, e2].iter().any(|&e| e == a || e == b) {
                        continue;
                    }
                    let mut step = Step::new(Technique::WWing).eliminate_in(board, victims, y);
                    step.digits = Digits::from_bits(pair);
                    step.highlights.cells = vec![a as u8, b as u8, e1 as u8, e2 as u8];
                    step.highlights.houses.push(house as u8);
                    for cell in [a, b] {
                        for digit in [x, y] {
                            step.highlights.candidates.push(Candidate::new(cell, digit));
                        }
                    }
                    for end in [e1, e2] {
                        step.highlights.extra.push(Candidate::new(end, x));
                    }
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The two digits of a pair, each way round.
fn pair_orders(pair: u16) -> [(u8, u8); 2] {
    let low = pair.trailing_zeros() as u8 + 1;
    let high = (15 - pair.leading_zeros()) as u8 + 1;
    [(low, high), (high, low)]
}

/// The two cells of a two-cell set.
fn two(cells: CellSet) -> Option<(usize, usize)> {
    if cells.len() != 2 {
        return None;
    }
    let mut iter = cells.iter();
    Some((iter.next()?, iter.next()?))
}

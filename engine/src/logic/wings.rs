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
    for pivot in 0..CELLS {
        let pivot_mask = board.mask(pivot);
        if pivot_mask.count_ones() != pivot_size {
            continue;
        }
        for xz in PEERS[pivot].iter() {
            let xz_mask = board.mask(xz);
            if xz_mask.count_ones() != 2 || (pivot_mask & !xz_mask).count_ones() != 1 {
                continue;
            }
            for yz in PEERS[pivot].iter() {
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
                    victims &= PEERS[pivot];
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

//! ALS-XZ (human profile): two almost locked sets (n cells of one house
//! holding n + 1 digits; a bivalue cell is the smallest) with no cell in
//! common. A digit x is a *restricted common* when every cell of one set
//! holding x sees every cell of the other holding x: then x is true in at
//! most one of them, so the other set is locked on its remaining digits.
//! Any other digit z of both sets is then true in one of them, and leaves
//! every cell seeing all their z-cells. With two restricted commons, each
//! set is locked as it is: each digit leaves every cell seeing all that
//! set's cells holding it, and each common digit every cell seeing all its
//! cells in both sets.
//!
//! Sets of up to four cells; the first pair with removals wins (smallest
//! total first, then houses in order). Valued as Sukaku's ALS wings of the
//! same total size (4 cells 5.5, 5 cells 6.2, 6 cells 6.6, 7 or more 7.5).

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{cell_of_house, CellSet, PEERS};
use super::combinations::{bits, subsets_of};
use super::step::Step;
use super::technique::Technique;

/// An almost locked set.
#[derive(Clone, Copy, Debug)]
struct Als {
    cells: CellSet,
    digits: u16,
}

impl Als {
    /// Its cells holding `digit`.
    fn holding(self, board: &Board, digit: u8) -> CellSet {
        self.cells & board.places(digit)
    }
}

/// Every almost locked set of 1 to 4 cells, each once, smallest first.
fn all_sets(board: &Board) -> Vec<Als> {
    let mut sets: Vec<Als> = Vec::new();
    for size in 1..=4u32 {
        for house in 0..27 {
            let open = (0..9)
                .filter(|&i| board.count(cell_of_house(house, i)) >= 2)
                .fold(0u32, |mask, i| mask | 1 << i);
            for members in subsets_of(size, open) {
                let cells: CellSet = bits(members)
                    .map(|i| cell_of_house(house, i as usize))
                    .collect();
                let digits = cells.iter().fold(0u16, |m, c| m | board.mask(c));
                if digits.count_ones() == size + 1 && !sets.iter().any(|s| s.cells == cells) {
                    sets.push(Als { cells, digits });
                }
            }
        }
    }
    sets
}

/// The first ALS-XZ with something to remove.
pub fn als_xz(board: &Board) -> Option<Step> {
    let sets = all_sets(board);
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for a in 0..sets.len() {
        for b in a + 1..sets.len() {
            if !sets[a].cells.intersects(sets[b].cells) && sets[a].digits & sets[b].digits != 0 {
                pairs.push((a, b));
            }
        }
    }
    pairs.sort_by_key(|&(a, b)| sets[a].cells.len() + sets[b].cells.len());
    pairs
        .into_iter()
        .find_map(|(a, b)| pair_step(board, sets[a], sets[b]))
}

fn pair_step(board: &Board, a: Als, b: Als) -> Option<Step> {
    let common = Digits::from_bits(a.digits & b.digits);
    let restricted: Vec<u8> = common
        .iter()
        .filter(|&x| {
            let (ax, bx) = (a.holding(board, x), b.holding(board, x));
            ax.iter().all(|cell| bx.is_subset_of(PEERS[cell]))
        })
        .collect();
    if restricted.is_empty() {
        return None;
    }
    let both = a.cells | b.cells;
    let mut step = Step::new(Technique::AlsXz);
    let remove = |victims: CellSet, digit: u8, step: &mut Step| {
        for cell in (victims & board.places(digit)).iter() {
            step.eliminations.push(Candidate::new(cell, digit));
        }
    };
    for z in common.iter().filter(|z| !restricted.contains(z)) {
        let holders = a.holding(board, z) | b.holding(board, z);
        remove(holders.common_peers() - both, z, &mut step);
    }
    if restricted.len() >= 2 {
        for set in [a, b] {
            for digit in Digits::from_bits(set.digits).iter() {
                if !restricted.contains(&digit) {
                    remove(
                        set.holding(board, digit).common_peers() - both,
                        digit,
                        &mut step,
                    );
                }
            }
        }
        for &x in &restricted {
            let holders = a.holding(board, x) | b.holding(board, x);
            remove(holders.common_peers() - both, x, &mut step);
        }
    }
    step.eliminations.sort();
    step.eliminations.dedup();
    if step.eliminations.is_empty() {
        return None;
    }
    let size = both.len();
    step = step.rated(match size {
        0..=4 => 55,
        5 => 62,
        6 => 66,
        _ => 75,
    });
    step.digits = Digits::from_bits(a.digits | b.digits);
    step.highlights.cells = both.iter().map(|c| c as u8).collect();
    for cell in both.iter() {
        for digit in board.candidates(cell).iter() {
            let candidate = Candidate::new(cell, digit);
            if restricted.contains(&digit) {
                step.highlights.extra.push(candidate);
            } else {
                step.highlights.candidates.push(candidate);
            }
        }
    }
    Some(step)
}

//! Sukaku Explainer's WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-wings: an almost
//! locked set (k cells of one house holding k + 1 digits) and a bivalue
//! cell holding two of those digits. A digit of the bivalue cell is
//! *restricted* when the cell sees every set cell holding it: then the two
//! cannot both hold it. With one restricted digit x, the bivalue cell or
//! the set holds the other digit z, so z leaves every cell seeing the
//! bivalue cell and every set cell holding z. With both restricted (doubly
//! linked), the set's other digits are locked in it and leave every cell
//! seeing all their set cells, and x and z each leave every cell seeing
//! the bivalue cell and their set cells. This is ALS-XZ with a one-cell set.
//!
//! As Sukaku: set cells in increasing index order (each the previous ones'
//! peers, so they share a house), bivalue cells in reading order among
//! their peers; values WXYZ (3 cells) 5.5 + 0.1 when the largest set cell
//! holds 3 digits, VWXYZ (4) 6.2 + 0.1 × (2 - |3 - largest|), UVWXYZ (5)
//! 6.6, TUVWXYZ (6) 7.5; of several wings the lowest value wins, then the
//! most removals, then Sukaku's suffix (doubly linked first, then the
//! largest set cell, then the most candidates in the set).

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{CellSet, PEERS};
use super::step::Step;
use super::technique::Technique;

/// One wing found, with what orders it.
struct Found {
    rating: u16,
    removals: Vec<Candidate>,
    /// Sukaku's suffix as numbers: doubly linked, largest cell, set size.
    suffix: (bool, u32, u32),
    set: Vec<usize>,
    bivalue: usize,
    restricted: u16,
}

impl Found {
    fn key(
        &self,
    ) -> (
        u16,
        std::cmp::Reverse<usize>,
        std::cmp::Reverse<(bool, u32, u32)>,
    ) {
        (
            self.rating,
            std::cmp::Reverse(self.removals.len()),
            std::cmp::Reverse(self.suffix),
        )
    }
}

/// The first ALS-wing whose set has `size` cells (3 to 6).
pub fn als_wing(board: &Board, size: usize) -> Option<Step> {
    let mut best: Option<Found> = None;
    let mut set = Vec::with_capacity(size);
    for (first, peers) in PEERS.iter().enumerate() {
        let mask = board.mask(first);
        if mask.count_ones() < 2 || mask.count_ones() > size as u32 + 1 {
            continue;
        }
        set.push(first);
        grow(board, size, &mut set, *peers, mask, &mut best);
        set.pop();
    }
    best.map(|found| step_of(board, size, found))
}

/// Extends `set` with cells after its last one among `allowed` (the common
/// peers so far) while the set's digits stay within `size + 1`.
fn grow(
    board: &Board,
    size: usize,
    set: &mut Vec<usize>,
    allowed: CellSet,
    digits: u16,
    best: &mut Option<Found>,
) {
    if set.len() == size {
        if digits.count_ones() as usize == size + 1 {
            wings_of(board, set, digits, best);
        }
        return;
    }
    let last = *set.last().expect("a set has a cell");
    let later = CellSet::from_bits(!((2u128 << last) - 1));
    for next in (allowed & later).iter() {
        let mask = board.mask(next);
        let union = digits | mask;
        if mask.count_ones() < 2 || union.count_ones() as usize > size + 1 {
            continue;
        }
        set.push(next);
        grow(board, size, set, allowed & PEERS[next], union, best);
        set.pop();
    }
}

fn wings_of(board: &Board, set: &[usize], digits: u16, best: &mut Option<Found>) {
    let cells: CellSet = set.iter().copied().collect();
    let around = set.iter().fold(CellSet::EMPTY, |seen, &c| seen | PEERS[c]) - cells;
    let largest = set.iter().map(|&c| board.count(c)).max().unwrap_or(0);
    let candidates: u32 = set.iter().map(|&c| board.count(c)).sum();
    for bivalue in around.iter() {
        let pair = board.mask(bivalue);
        if pair.count_ones() != 2 || pair & digits != pair {
            continue;
        }
        let low = pair.trailing_zeros() as u8 + 1;
        let high = (15 - pair.leading_zeros()) as u8 + 1;
        let holders = |digit: u8| -> CellSet {
            set.iter()
                .copied()
                .filter(|&c| board.has(c, digit))
                .collect()
        };
        let restricted = |digit: u8| holders(digit).is_subset_of(PEERS[bivalue]);
        let (r_low, r_high) = (restricted(low), restricted(high));
        let double = r_low && r_high;
        let mut removals = Vec::new();
        let removed = |victims: CellSet, digit: u8, removals: &mut Vec<Candidate>| {
            let mut any = false;
            for cell in (victims & board.places(digit)).iter() {
                removals.push(Candidate::new(cell, digit));
                any = true;
            }
            any
        };
        let all = cells | CellSet::single(bivalue);
        let (weak, strong_x, strong_z);
        if double {
            let mut any = false;
            for w in Digits::from_bits(digits & !pair).iter() {
                let victims = holders(w).common_peers() - all;
                any |= removed(victims, w, &mut removals);
            }
            weak = any;
            strong_x = removed(
                (holders(low) | CellSet::single(bivalue)).common_peers() - all,
                low,
                &mut removals,
            );
            strong_z = removed(
                (holders(high) | CellSet::single(bivalue)).common_peers() - all,
                high,
                &mut removals,
            );
        } else if r_low || r_high {
            let eliminated = if r_low { high } else { low };
            weak = false;
            strong_x = false;
            strong_z = removed(
                (holders(eliminated) | CellSet::single(bivalue)).common_peers() - all,
                eliminated,
                &mut removals,
            );
        } else {
            continue;
        }
        if removals.is_empty() {
            continue;
        }
        let doubly = double && (weak || (strong_z && strong_x));
        let found = Found {
            rating: rating(set.len(), largest),
            removals,
            suffix: (doubly, largest, candidates),
            set: set.to_vec(),
            bivalue,
            restricted: if double {
                pair
            } else if r_low {
                1 << (low - 1)
            } else {
                1 << (high - 1)
            },
        };
        if best
            .as_ref()
            .is_none_or(|current| found.key() < current.key())
        {
            *best = Some(found);
        }
    }
}

/// Sukaku's value for a set of `size` cells whose largest holds `largest` digits.
pub(crate) fn rating(size: usize, largest: u32) -> u16 {
    let centred = |base: u16, spread: i32| {
        let bonus = spread - (3 - largest as i32).abs();
        (base as i32 + bonus) as u16
    };
    match size {
        3 => centred(55, 1),
        4 => centred(62, 2),
        5 => 66,
        _ => 75,
    }
}

/// The wing of a set of `size` cells.
pub(crate) fn technique(size: usize) -> Technique {
    match size {
        3 => Technique::WXYZWing,
        4 => Technique::VWXYZWing,
        5 => Technique::UVWXYZWing,
        _ => Technique::TUVWXYZWing,
    }
}

fn step_of(board: &Board, size: usize, found: Found) -> Step {
    let mut step = Step::new(technique(size)).rated(found.rating);
    step.eliminations = found.removals;
    step.eliminations.sort();
    step.eliminations.dedup();
    let mut digits = board.mask(found.bivalue);
    step.highlights.cells.push(found.bivalue as u8);
    for &cell in &found.set {
        digits |= board.mask(cell);
        step.highlights.cells.push(cell as u8);
    }
    step.digits = Digits::from_bits(digits);
    for &cell in std::iter::once(&found.bivalue).chain(found.set.iter()) {
        for digit in board.candidates(cell).iter() {
            let candidate = Candidate::new(cell, digit);
            if found.restricted >> (digit - 1) & 1 != 0 {
                step.highlights.extra.push(candidate);
            } else {
                step.highlights.candidates.push(candidate);
            }
        }
    }
    step
}

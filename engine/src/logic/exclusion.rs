//! Aligned pair and triple exclusion (SE 6.2 and 7.5): take two (three)
//! base cells and list every way to fill them. A way is excluded when two
//! base cells that see each other get the same digit, or when it would
//! take every candidate of a cell they all see (an *excluder*: a cell of
//! two candidates, for triples two or three). A candidate of a base cell
//! that no remaining way uses goes.
//!
//! As SE's `AlignedPairExclusion` and `AlignedExclusion(3)`: base cells are
//! the cells of two or more candidates that see at least one excluder (and
//! no open cell with one candidate), in reading order; pairs in SE's order
//! (second cell ascending, then first); a triple's third cell is among the
//! two first cells' excluders that are base cells; at least two common
//! excluders are needed. The first exclusion that removes something wins.

use crate::digits::Digits;
use crate::units::CELLS;

use super::board::{Board, Candidate};
use super::cellset::{sees, CellSet, PEERS};
use super::step::Step;
use super::technique::Technique;

/// The first aligned exclusion over `size` (2 or 3) base cells.
pub fn aligned_exclusion(board: &Board, size: usize) -> Option<Step> {
    let max_excluder = if size == 2 { 2 } else { 3 };
    let mut bases = Vec::new();
    let mut excluders = [CellSet::EMPTY; CELLS];
    for cell in 0..CELLS {
        if board.count(cell) < 2 {
            continue;
        }
        let mut naked_single = false;
        for peer in PEERS[cell].iter() {
            match board.count(peer) {
                1 => naked_single = true,
                n if n >= 2 && n <= max_excluder => excluders[cell].insert(peer),
                _ => {}
            }
        }
        if !naked_single && !excluders[cell].is_empty() {
            bases.push(cell);
        }
    }
    let base_set: CellSet = bases.iter().copied().collect();
    for later in 1..bases.len() {
        for earlier in 0..later {
            let (first, second) = (bases[earlier], bases[later]);
            if let Some(step) = exclude_from(board, size, first, second, &excluders, base_set) {
                return Some(step);
            }
        }
    }
    None
}

/// The exclusions with `first` and `second` as the first two base cells.
fn exclude_from(
    board: &Board,
    size: usize,
    first: usize,
    second: usize,
    excluders: &[CellSet; CELLS],
    base_set: CellSet,
) -> Option<Step> {
    if size == 2 {
        let common = excluders[first] & excluders[second];
        return exclude(board, &[first, second], common);
    }
    let twins = ((excluders[first] | excluders[second]) & base_set)
        - CellSet::single(first)
        - CellSet::single(second);
    ordered_twins(excluders[first], excluders[second], twins)
        .into_iter()
        .find_map(|third| {
            let common = excluders[first] & excluders[second] & excluders[third];
            exclude(board, &[first, second, third], common)
        })
}

/// The twin area in SE's order: the first cell's excluders, then the second's.
fn ordered_twins(first: CellSet, second: CellSet, twins: CellSet) -> Vec<usize> {
    let mut ordered: Vec<usize> = (first & twins).iter().collect();
    ordered.extend((second - first).iter().filter(|&c| twins.contains(c)));
    ordered
}

fn exclude(board: &Board, cells: &[usize], common: CellSet) -> Option<Step> {
    if common.len() < 2 {
        return None;
    }
    let excluder_masks: Vec<u16> = common.iter().map(|c| board.mask(c)).collect();
    let options: Vec<Vec<u8>> = cells
        .iter()
        .map(|&c| board.candidates(c).iter().collect())
        .collect();
    let mut allowed = vec![0u16; cells.len()];
    let mut choice = vec![0usize; cells.len()];
    loop {
        let digits: Vec<u8> = choice
            .iter()
            .enumerate()
            .map(|(i, &k)| options[i][k])
            .collect();
        if is_allowed(cells, &digits, &excluder_masks) {
            for (i, &digit) in digits.iter().enumerate() {
                allowed[i] |= 1 << (digit - 1);
            }
        }
        // Next combination (odometer).
        let mut position = 0;
        loop {
            if position == cells.len() {
                return finish(board, cells, &allowed, common);
            }
            choice[position] += 1;
            if choice[position] < options[position].len() {
                break;
            }
            choice[position] = 0;
            position += 1;
        }
    }
}

fn is_allowed(cells: &[usize], digits: &[u8], excluders: &[u16]) -> bool {
    for i in 0..cells.len() {
        for j in i + 1..cells.len() {
            if digits[i] == digits[j] && sees(cells[i], cells[j]) {
                return false;
            }
        }
    }
    let used = digits.iter().fold(0u16, |m, &d| m | 1 << (d - 1));
    !excluders.iter().any(|&mask| mask & !used == 0)
}

fn finish(board: &Board, cells: &[usize], allowed: &[u16], common: CellSet) -> Option<Step> {
    let technique = if cells.len() == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripleExclusion
    };
    let mut step = Step::new(technique);
    for (i, &cell) in cells.iter().enumerate() {
        for digit in Digits::from_bits(board.mask(cell) & !allowed[i]).iter() {
            step.eliminations.push(Candidate::new(cell, digit));
        }
    }
    if !step.is_useful() {
        return None;
    }
    step.highlights.cells = cells.iter().map(|&c| c as u8).collect();
    for cell in common.iter() {
        for digit in board.candidates(cell).iter() {
            step.highlights.extra.push(Candidate::new(cell, digit));
        }
    }
    for &cell in cells {
        for digit in board.candidates(cell).iter() {
            step.highlights.candidates.push(Candidate::new(cell, digit));
        }
    }
    Some(step)
}

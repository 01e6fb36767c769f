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
//! On a variant board "sees" follows the board's rules (Sukaku's visible
//! cells: the variant's houses, anti-king and anti-knight cells).

use crate::digits::Digits;
use crate::units::CELLS;

use super::board::{Board, Candidate};
use super::cellset::CellSet;
use super::step::Step;
use super::technique::Technique;

/// The first aligned exclusion over `size` (2 or 3) base cells.
pub fn aligned_exclusion(board: &Board, size: usize) -> Option<Step> {
    let max_excluder = if size == 2 { 2 } else { 3 };
    let mut bases = Vec::new();
    let mut excluders = [CellSet::EMPTY; CELLS];
    for (cell, cell_excluders) in excluders.iter_mut().enumerate() {
        if board.count(cell) < 2 {
            continue;
        }
        let mut naked_single = false;
        for peer in board.peers(cell).iter() {
            match board.count(peer) {
                1 => naked_single = true,
                n if n >= 2 && n <= max_excluder => cell_excluders.insert(peer),
                _ => {}
            }
        }
        if !naked_single && !cell_excluders.is_empty() {
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
    let common = excluders[first] & excluders[second];
    if common.len() < 2 {
        return None;
    }
    if size == 2 {
        return exclude(board, &[first, second], common);
    }
    // Third cells in SE's order: the first cell's excluders that are base
    // cells, then the second's.
    let pair = CellSet::single(first) | CellSet::single(second);
    let twins = (excluders[first] & base_set) - pair;
    let more = ((excluders[second] - excluders[first]) & base_set) - pair;
    twins.iter().chain(more.iter()).find_map(|third| {
        let common = common & excluders[third];
        if common.len() < 2 {
            return None;
        }
        exclude(board, &[first, second, third], common)
    })
}

fn exclude(board: &Board, cells: &[usize], common: CellSet) -> Option<Step> {
    if common.len() < 2 {
        return None;
    }
    let mut excluders = [0u16; CELLS];
    let mut count = 0;
    for cell in common.iter() {
        excluders[count] = board.mask(cell);
        count += 1;
    }
    let excluders = &excluders[..count];
    // Only an excluder whose digits the base cells can cover blocks a way
    // (the same-digit rule alone is a naked set, found long before).
    let union = cells.iter().fold(0u16, |m, &c| m | board.mask(c));
    if !excluders.iter().any(|&mask| mask & !union == 0) {
        return None;
    }
    let mut options = [[0u8; 9]; 3];
    let mut sizes = [0usize; 3];
    for (i, &cell) in cells.iter().enumerate() {
        for digit in board.candidates(cell).iter() {
            options[i][sizes[i]] = digit;
            sizes[i] += 1;
        }
    }
    let triple = cells.len() > 2;
    // Base cells that see each other cannot share a digit.
    let sees = |a: usize, b: usize| board.peers(a).contains(b);
    let sees_pair = [
        sees(cells[0], cells[1]),
        triple && sees(cells[0], cells[2]),
        triple && sees(cells[1], cells[2]),
    ];
    let mut allowed = [0u16; 3];
    let full: [u16; 3] = std::array::from_fn(|i| cells.get(i).map_or(0, |&c| board.mask(c)));
    let thirds = if triple { sizes[2] } else { 1 };
    for &a in &options[0][..sizes[0]] {
        // Once every candidate has an allowed combination, nothing goes.
        if allowed == full {
            return None;
        }
        for &b in &options[1][..sizes[1]] {
            if a == b && sees_pair[0] {
                continue;
            }
            for &c in &options[2][..thirds] {
                let mut used = (1u16 << (a - 1)) | (1 << (b - 1));
                if triple {
                    if (c == a && sees_pair[1]) || (c == b && sees_pair[2]) {
                        continue;
                    }
                    used |= 1 << (c - 1);
                }
                if excluders.iter().any(|&mask| mask & !used == 0) {
                    continue;
                }
                allowed[0] |= 1 << (a - 1);
                allowed[1] |= 1 << (b - 1);
                if triple {
                    allowed[2] |= 1 << (c - 1);
                }
            }
        }
    }
    finish(board, cells, &allowed[..cells.len()], common)
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

//! Sukaku Explainer's WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-wings on any
//! shape: an almost locked set (k cells that all see each other, holding
//! k + 1 digits between them) and a bivalue cell holding two of those
//! digits. "Seeing" is any rule that makes two cells differ (houses,
//! cages, anti-knight, anti-king), as Sukaku's visible cells are. A digit
//! of the bivalue cell is *restricted* when the cell sees every set cell
//! holding it: the two cannot both hold it. With one restricted digit, the
//! bivalue cell or the set holds the other, z, so z leaves every cell
//! seeing the bivalue cell and every set cell holding z. With both
//! restricted, the set's other digits are locked in it and leave every
//! cell seeing all their set cells, and each of the two digits leaves the
//! cells seeing the bivalue cell and its set cells.
//!
//! Order and values as the classic 9x9's (`crate::logic::als_wings`, read
//! from Sukaku): set cells in increasing order, bivalue cells in reading
//! order; WXYZ (3 cells) 5.5 + 0.1 when the largest set cell holds 3
//! digits, VWXYZ (4) 6.2 + 0.1 × (2 - |3 - largest|), UVWXYZ (5) 6.6,
//! TUVWXYZ (6) 7.5; of several wings the lowest value wins, then the most
//! removals, then the doubly linked, the largest cell, the most candidates.

use std::cmp::Reverse;

use super::board::{digits, Board};
use super::cells::Cells;
use super::step::{Cand, Step};
use crate::logic::als_wings::{rating, technique};

/// One wing found, with what orders it.
struct Found {
    rating: u16,
    removals: Vec<Cand>,
    /// Sukaku's suffix: doubly linked, largest cell, candidates in the set.
    suffix: (bool, u32, u32),
    set: Vec<usize>,
    bivalue: usize,
    restricted: u64,
}

impl Found {
    fn key(&self) -> (u16, Reverse<usize>, Reverse<(bool, u32, u32)>) {
        (
            self.rating,
            Reverse(self.removals.len()),
            Reverse(self.suffix),
        )
    }
}

/// The first ALS-wing whose set has `size` cells (3 to 6).
pub fn als_wing<const W: usize>(board: &Board<W>, size: usize) -> Option<Step> {
    let layout = board.layout();
    let mut best: Option<Found> = None;
    let mut set = Vec::with_capacity(size);
    // Open cells with few enough candidates to be in such a set.
    let eligible: Cells<W> = board
        .open()
        .iter()
        .filter(|&cell| board.count(cell) <= size as u32 + 1)
        .collect();
    for first in eligible.iter() {
        set.push(first);
        let allowed = layout.peers[first] & eligible;
        grow(
            board,
            size,
            &mut set,
            allowed,
            board.candidates(first),
            &mut best,
        );
        set.pop();
    }
    best.map(|found| step_of(board, size, found))
}

/// Extends `set` with cells after its last one among `allowed` (the open
/// common peers so far with few candidates) while the set's digits stay
/// within `size + 1`.
fn grow<const W: usize>(
    board: &Board<W>,
    size: usize,
    set: &mut Vec<usize>,
    allowed: Cells<W>,
    digits: u64,
    best: &mut Option<Found>,
) {
    if set.len() == size {
        if digits.count_ones() as usize == size + 1 {
            wings_of(board, set, digits, best);
        }
        return;
    }
    let last = *set.last().expect("a set has a cell");
    let rest = allowed.after(last);
    if rest.len() < size - set.len() {
        return;
    }
    for next in rest.iter() {
        let union = digits | board.candidates(next);
        if union.count_ones() as usize > size + 1 {
            continue;
        }
        set.push(next);
        let peers = board.layout().peers[next];
        grow(board, size, set, allowed & peers, union, best);
        set.pop();
    }
}

fn wings_of<const W: usize>(
    board: &Board<W>,
    set: &[usize],
    digits_mask: u64,
    best: &mut Option<Found>,
) {
    let layout = board.layout();
    let cells: Cells<W> = set.iter().copied().collect();
    let mut around = Cells::<W>::default();
    for &cell in set {
        around |= layout.peers[cell];
    }
    let around = (around - cells) & board.open();
    let largest = set.iter().map(|&c| board.count(c)).max().unwrap_or(0);
    let candidates: u32 = set.iter().map(|&c| board.count(c)).sum();
    let holders = |digit: u8| cells & board.places(digit);
    for bivalue in around.iter() {
        let pair = board.candidates(bivalue);
        if pair.count_ones() != 2 || pair & digits_mask != pair {
            continue;
        }
        let low = pair.trailing_zeros() as u8 + 1;
        let high = (63 - pair.leading_zeros()) as u8 + 1;
        let restricted = |digit: u8| holders(digit).is_subset_of(&layout.peers[bivalue]);
        let (r_low, r_high) = (restricted(low), restricted(high));
        let all = cells | Cells::single(bivalue);
        let mut removals = Vec::new();
        let mut remove = |victims: Cells<W>, digit: u8| {
            let before = removals.len();
            let hit = (victims - all) & board.places(digit);
            removals.extend(hit.iter().map(|cell| Cand::new(cell, digit)));
            removals.len() > before
        };
        let with_bivalue =
            |digit: u8| layout.common_peers(&(holders(digit) | Cells::single(bivalue)));
        let doubly = if r_low && r_high {
            let mut weak = false;
            for w in digits(digits_mask & !pair) {
                weak |= remove(layout.common_peers(&holders(w)), w);
            }
            let strong_low = remove(with_bivalue(low), low);
            let strong_high = remove(with_bivalue(high), high);
            weak || (strong_low && strong_high)
        } else if r_low || r_high {
            let z = if r_low { high } else { low };
            remove(with_bivalue(z), z);
            false
        } else {
            continue;
        };
        if removals.is_empty() {
            continue;
        }
        let found = Found {
            rating: rating(set.len(), largest),
            removals,
            suffix: (doubly, largest, candidates),
            set: set.to_vec(),
            bivalue,
            restricted: match (r_low, r_high) {
                (true, true) => pair,
                (true, false) => 1 << (low - 1),
                _ => 1 << (high - 1),
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

/// The step: the bivalue cell first among its cells, the restricted
/// digits as its extra candidates.
fn step_of<const W: usize>(board: &Board<W>, size: usize, found: Found) -> Step {
    let mut step = Step::new(technique(size)).rated(found.rating);
    step.eliminations = found.removals;
    step.eliminations.sort();
    step.eliminations.dedup();
    step.cells.push(found.bivalue as u16);
    step.cells.extend(found.set.iter().map(|&cell| cell as u16));
    step.digits = found.restricted;
    for &cell in std::iter::once(&found.bivalue).chain(&found.set) {
        for digit in digits(board.candidates(cell)) {
            let cand = Cand::new(cell, digit);
            if found.restricted >> (digit - 1) & 1 != 0 {
                step.extra.push(cand);
            } else {
                step.candidates.push(cand);
            }
        }
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::format::shaped::read_for_tests;
    use crate::logic::shaped::Layout;
    use crate::logic::solver::{next_step, Options};
    use crate::logic::{Board as ClassicBoard, Profile as ClassicProfile, Technique};
    use crate::shape::Values;
    use crate::units::CELLS;

    /// Lines of `se_rated_computed.txt` whose SE path has a WXYZ-,
    /// VWXYZ- or UVWXYZ-wing.
    const WITH_WINGS: [usize; 6] = [36, 56, 85, 242, 263, 280];

    #[test]
    fn on_a_classic_grid_every_wing_is_the_classic_sukaku_exact_one() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../shared/data/se_rated_computed.txt"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut compared = 0;
        for number in WITH_WINGS {
            let givens = lines[number - 1].split(',').next().unwrap();
            let mut classic = ClassicBoard::new(&parse_puzzle(givens).unwrap());
            let sudoku = read_for_tests(givens);
            let layout = Layout::<2>::new(sudoku.shape());
            let options = Options { unique: true };
            while let Some(step) = next_step(&classic, &ClassicProfile::SE, options) {
                let size = match step.technique {
                    Technique::WXYZWing => Some(3),
                    Technique::VWXYZWing => Some(4),
                    Technique::UVWXYZWing => Some(5),
                    _ => None,
                };
                if let Some(size) = size {
                    let grid = classic.grid();
                    let values =
                        Values::from_cells(9, (0..CELLS).map(|c| grid.get(c)).collect()).unwrap();
                    let marks: Vec<u64> = classic
                        .marks()
                        .iter()
                        .map(|m| u64::from(m.bits()))
                        .collect();
                    let board = Board::at(&sudoku, layout.clone(), &values, Some(&marks));
                    let wing = als_wing(&board, size).expect("the classic solver's wing");
                    let removed: Vec<(usize, u8)> = wing
                        .eliminations
                        .iter()
                        .map(|c| (c.cell(), c.digit))
                        .collect();
                    let mut expected: Vec<(usize, u8)> = step
                        .eliminations
                        .iter()
                        .map(|c| (c.cell(), c.digit))
                        .collect();
                    expected.sort();
                    assert_eq!(removed, expected, "line {number}");
                    assert_eq!(wing.rating, step.rating, "line {number}");
                    compared += 1;
                }
                step.apply(&mut classic);
            }
        }
        assert!(compared >= WITH_WINGS.len(), "{compared} wings compared");
    }
}

//! The block-permutation representation of Lewis's annealing: every 3x3 box
//! holds each digit once, so only rows and columns can clash, and a move
//! swaps two open cells of one box.

use crate::digits::Digits;
use crate::units::{CELLS, UNITS};

use super::reduce::Space;
use super::rng::MetaRng;

/// The open cells of each box.
#[derive(Clone, Debug)]
pub struct BoxLayout {
    open: [[u8; 9]; 9],
    open_len: [u8; 9],
    /// Boxes with at least two open cells: the only ones a swap can change.
    swappable: Vec<u8>,
}

impl BoxLayout {
    pub fn new(space: &Space) -> BoxLayout {
        let mut layout = BoxLayout {
            open: [[0; 9]; 9],
            open_len: [0; 9],
            swappable: Vec::new(),
        };
        for b in 0..9 {
            for &cell in &UNITS[18 + b] {
                if space.settled.get(cell as usize) == 0 {
                    layout.open[b][layout.open_len[b] as usize] = cell;
                    layout.open_len[b] += 1;
                }
            }
            if layout.open_len[b] >= 2 {
                layout.swappable.push(b as u8);
            }
        }
        layout
    }

    /// The open cells of box `b` (0-8).
    #[inline]
    pub fn open(&self, b: usize) -> &[u8] {
        &self.open[b][..self.open_len[b] as usize]
    }

    /// The boxes with two or more open cells.
    #[inline]
    pub fn swappable(&self) -> &[u8] {
        &self.swappable
    }

    /// Number of open cells over all boxes.
    pub fn open_count(&self) -> usize {
        self.open_len.iter().map(|&n| n as usize).sum()
    }

    /// Fills the open cells of every box with the digits the box lacks, in a
    /// random order that gives each cell one of its candidates. False when
    /// some box cannot be filled so, which proves the puzzle has no solution.
    pub fn fill(&self, space: &Space, cells: &mut [u8; CELLS], rng: &mut MetaRng) -> bool {
        for b in 0..9 {
            let open = self.open(b);
            let mut missing = Digits::ALL;
            for &cell in &UNITS[18 + b] {
                let digit = space.settled.get(cell as usize);
                if digit != 0 {
                    missing.remove(digit);
                }
            }
            let mut digits = [0u8; 9];
            for (slot, digit) in digits.iter_mut().zip(missing.iter()) {
                *slot = digit;
            }
            let digits = &mut digits[..open.len()];
            let mut order = [0u8; 9];
            order[..open.len()].copy_from_slice(open);
            let order = &mut order[..open.len()];
            rng.shuffle(digits);
            rng.shuffle(order);
            let Some(assignment) = match_cells(order, digits, &space.candidates) else {
                return false;
            };
            for (&cell, &digit) in order.iter().zip(assignment.iter()) {
                cells[cell as usize] = digit;
            }
        }
        true
    }
}

/// A perfect matching of `cells` to `digits` (same length, at most 9) where
/// each cell gets one of its candidates, by augmenting paths (Kuhn). Returns
/// the digit of each cell in `cells` order; `None` if no such matching exists.
fn match_cells(cells: &[u8], digits: &[u8], candidates: &[Digits; CELLS]) -> Option<[u8; 9]> {
    // owner[d] = index in `cells` of the cell holding digits[d].
    let mut owner = [u8::MAX; 9];
    for start in 0..cells.len() {
        let mut visited = [false; 9];
        if !augment(start, cells, digits, candidates, &mut owner, &mut visited) {
            return None;
        }
    }
    let mut assignment = [0u8; 9];
    for (d, &holder) in owner[..digits.len()].iter().enumerate() {
        assignment[holder as usize] = digits[d];
    }
    Some(assignment)
}

fn augment(
    cell: usize,
    cells: &[u8],
    digits: &[u8],
    candidates: &[Digits; CELLS],
    owner: &mut [u8; 9],
    visited: &mut [bool; 9],
) -> bool {
    for d in 0..digits.len() {
        if visited[d] || !candidates[cells[cell] as usize].contains(digits[d]) {
            continue;
        }
        visited[d] = true;
        if owner[d] == u8::MAX
            || augment(owner[d] as usize, cells, digits, candidates, owner, visited)
        {
            owner[d] = cell as u8;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::meta::reduce::{reduce, Reduced, Reduction};

    #[test]
    fn every_box_gets_its_missing_digits_within_candidates() {
        let puzzle = parse_puzzle(
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
        )
        .unwrap();
        let Reduced::Open(space) = reduce(&puzzle, Reduction::Singles) else {
            panic!("AI Escargot is not solved by singles");
        };
        let layout = BoxLayout::new(&space);
        for seed in 0..20 {
            let mut cells = *space.settled.cells();
            assert!(layout.fill(&space, &mut cells, &mut MetaRng::new(seed)));
            for b in 0..9 {
                let digits: Digits = UNITS[18 + b].iter().map(|&c| cells[c as usize]).collect();
                assert_eq!(digits, Digits::ALL);
            }
            for (allowed, &digit) in space.candidates.iter().zip(cells.iter()) {
                assert!(allowed.contains(digit));
            }
        }
    }

    #[test]
    fn a_box_that_cannot_be_filled_is_reported() {
        let mut candidates = [Digits::ALL; CELLS];
        candidates[0] = Digits::single(1);
        candidates[1] = Digits::single(1);
        let cells = [0u8, 1];
        assert_eq!(match_cells(&cells, &[1, 2], &candidates), None);
        candidates[1] = Digits::single(2);
        let assignment = match_cells(&cells, &[2, 1], &candidates).unwrap();
        assert_eq!(&assignment[..2], &[1, 2]);
    }
}

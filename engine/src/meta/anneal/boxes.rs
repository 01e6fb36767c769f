//! The block-permutation representation of Lewis's annealing: every 3x3 box
//! holds each digit once, so only rows and columns can clash, and a move
//! swaps two open cells of one box.

use crate::digits::Digits;
use crate::units::{CELLS, UNITS};

use super::matching::assign;
use crate::meta::reduce::Space;
use crate::meta::rng::MetaRng;

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
            let mut digits: Vec<u8> = missing.iter().collect();
            let mut order: Vec<usize> = open.iter().map(|&cell| usize::from(cell)).collect();
            rng.shuffle(&mut digits);
            rng.shuffle(&mut order);
            let fits = |cell: usize, digit: u8| space.candidates[cell].contains(digit);
            let Some(assignment) = assign(&order, &digits, fits) else {
                return false;
            };
            for (&cell, &digit) in order.iter().zip(assignment.iter()) {
                cells[cell] = digit;
            }
        }
        true
    }
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
}

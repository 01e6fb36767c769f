//! The branching choice: which digit's pairing in which band or stack to
//! guess, tdoku's heuristic.
//!
//! A digit crosses a band in one of six ways (which box it takes in each
//! row; tdoku's "configurations") and a stack in one of six ways (which
//! column it takes in each band). Among the six bands and stacks that are
//! not settled, the one with the fewest open ways over all digits is the
//! most constrained; in it, a digit with two ways left (else three, else the
//! fewest) is tried one way after the other. Each way fixes three minirows
//! (or minicolumns) of the digit at once, which propagates much further than
//! a cell's digit: on the hardest set this takes a third fewer guesses than
//! branching on the best two-digit cell (see the module docs of `fast`).

use super::bits::{columns, minirows};
use super::board::Board;
use super::lanes::Lanes;
use super::tables::{columns_in_band, BAND, PAIRINGS_BY_OPEN, PERMUTATIONS, ROW};

/// What a branch splits on: one digit's ways across one band or stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// The digit, 0-8.
    pub digit: u8,
    /// Band 0-2, or stack 0-2 when `stack` is true.
    pub index: u8,
    pub stack: bool,
}

impl Split {
    /// The cells the digit keeps when it crosses the band or stack the
    /// `way`-th way (an index into [`PERMUTATIONS`]).
    pub fn cells(self, way: usize) -> Lanes {
        let permutation = PERMUTATIONS[way];
        let index = self.index as usize;
        if self.stack {
            let stack_columns = columns_in_band(0b111 << (3 * index));
            let lanes: [u32; 4] = std::array::from_fn(|band| match band {
                0..=2 => {
                    let column = columns_in_band(1 << (3 * index + permutation[band]));
                    (BAND & !stack_columns) | column
                }
                _ => 0,
            });
            Lanes::from_array(lanes)
        } else {
            let minirows: u32 = (0..3)
                .map(|row| 0b111 << (9 * row + 3 * permutation[row]))
                .sum();
            Lanes::bands(BAND).with_lane(index, minirows)
        }
    }
}

impl Board {
    /// The split to branch on and its open ways (bit `k` for
    /// `PERMUTATIONS[k]`). The board must be propagated and unsolved.
    pub fn choose_split(&self) -> (Split, u8) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has the popcnt instruction, checked just above.
            return unsafe { self.choose_split_with_popcnt() };
        }
        self.choose_split_portably()
    }

    /// [`Board::choose_split`] compiled with the popcnt instruction, which
    /// the baseline x86-64 target lacks: counting ways counts bits.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn choose_split_with_popcnt(&self) -> (Split, u8) {
        self.choose_split_portably()
    }

    #[inline(always)]
    fn choose_split_portably(&self) -> (Split, u8) {
        // ways[region][digit]: regions 0-2 are bands, 3-5 stacks.
        let mut ways = [[0u8; 9]; 6];
        for (digit, &places) in self.places.iter().enumerate() {
            let open_minirows = minirows(places).to_array();
            let open_columns = columns(places).to_array();
            for band in 0..3 {
                ways[band][digit] = PAIRINGS_BY_OPEN[open_minirows[band].count_ones() as usize];
            }
            for stack in 0..3 {
                let in_stack = |band: usize| open_columns[band] >> (3 * stack) & 0b111;
                let open = in_stack(0) | in_stack(1) << 3 | in_stack(2) << 6;
                ways[3 + stack][digit] = PAIRINGS_BY_OPEN[open.count_ones() as usize];
            }
        }
        let totals = ways.map(|region| region.iter().map(|&w| u32::from(w)).sum::<u32>());
        let region = (0..6)
            .filter(|&region| totals[region] > 9)
            .min_by_key(|&region| totals[region])
            .expect("an unsolved board has an unsettled band or stack");
        let digit = [2, 3]
            .into_iter()
            .find_map(|count| ways[region].iter().position(|&w| w == count))
            .unwrap_or_else(|| {
                (0..9)
                    .filter(|&digit| ways[region][digit] > 1)
                    .min_by_key(|&digit| ways[region][digit])
                    .expect("an unsettled region has a digit with several ways")
            });
        let split = Split {
            digit: digit as u8,
            index: (region % 3) as u8,
            stack: region >= 3,
        };
        (split, self.open_ways(split))
    }

    /// The ways the digit of `split` can still cross its band or stack.
    fn open_ways(&self, split: Split) -> u8 {
        let places = self.places[split.digit as usize];
        let mut open = 0;
        for way in 0..PERMUTATIONS.len() {
            let cells = split.cells(way) & places;
            if cells == Lanes::zero() || cells.any_band_zero() {
                continue;
            }
            let fits = if split.stack {
                let stack = 0b111 << (3 * split.index);
                let columns = columns(cells).to_array();
                (0..3).all(|band| columns[band] & stack != 0)
            } else {
                let band = cells.to_array()[split.index as usize];
                (0..3).all(|row| band >> (9 * row) & ROW != 0)
            };
            open |= u8::from(fits) << way;
        }
        open
    }
}

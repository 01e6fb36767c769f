//! The branching choice: which digit's way across which band or stack to
//! guess, after tdoku's heuristic.
//!
//! A digit crosses a band in one of six ways (which box it takes in each
//! row; tdoku's "configurations") and a stack in one of six ways (which
//! column it takes in each band). Among the six bands and stacks that are
//! not settled, the least unsettled (see [`WAY_WEIGHTS`]) is the most
//! constrained; in it, a digit with two ways left (else three, else the
//! fewest) is tried one way after the other. Each way fixes three minirows
//! (or minicolumns) of the digit at once, which propagates much further than
//! a cell's digit. With the same propagation, branching instead on the
//! two-digit cell whose digits have the most places among its peers (the
//! old `fast`) took 79 guesses per puzzle on the hardest set against 62.
//!
//! Tried and dropped (nodes per puzzle on the hardest set, 121 with tdoku's
//! choice): any digit choice but the first with two ways (most of that
//! set's puzzles are written in one canonical form, "98.7..6..", so the
//! digits' order is not arbitrary: the last digit with two ways took 136,
//! the one with the fewest or most ways elsewhere 129 and 123), scoring
//! splits by how many places each way closes (132 to 349), and only binary
//! splits (128).

use super::bits::{columns, minirows};
use super::board::Board;
use super::lanes::Lanes;
use super::tables::{columns_in_band, BAND, PAIRINGS_BY_OPEN, PERMUTATIONS};

/// What a branch splits on: one digit's ways across one band or stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// The digit, 0-8.
    pub digit: u8,
    /// 0-2 for bands 0-2, 3-5 for stacks 0-2.
    pub region: u8,
}

impl Split {
    /// The cells the digit keeps when it crosses the band or stack the
    /// `way`-th way (an index into [`PERMUTATIONS`]).
    #[inline]
    pub fn cells(self, way: usize) -> Lanes {
        Lanes::from_array(WAY_CELLS[self.region as usize][way])
    }
}

/// `WAY_CELLS[region][way]`: the cells a digit keeps in each band when it
/// crosses band (region 0-2) or stack (region 3-5) that way.
const WAY_CELLS: [[[u32; 4]; 6]; 6] = build_way_cells();

/// `WAY_PAIRS[region][way]`: the minirow bits (bands) or the band-major
/// column bits (stacks, bit `9 * band + column`) a way needs open.
const WAY_PAIRS: [[u32; 6]; 6] = build_way_pairs();

/// How much a digit with 0-6 ways left adds to its band's or stack's
/// unsettledness. tdoku adds ways - 1; adding log2(ways), the log of the
/// band's combinations, took 3% fewer nodes on the hardest set; these
/// flatter weights (close to 1 + log2(ways - 1) / 4) 3% fewer again (6%
/// more puzzles/s, 9% fewer nodes on forum_hardest_1106, which was not used
/// to choose them), for 1% more nodes on top1465 and kaggle.
const WAY_WEIGHTS: [u32; 7] = [0, 0, 100, 125, 140, 150, 155];

/// The columns of each stack, on all three rows of a band mask; in the
/// band-major column layout of [`WAY_PAIRS`] they select the stack too.
const STACK_CELLS: [u32; 3] = [
    columns_in_band(0b111),
    columns_in_band(0b111 << 3),
    columns_in_band(0b111 << 6),
];

const fn build_way_pairs() -> [[u32; 6]; 6] {
    let mut table = [[0u32; 6]; 6];
    let mut way = 0;
    while way < 6 {
        let permutation = PERMUTATIONS[way];
        let mut line = 0;
        while line < 3 {
            let mut region = 0;
            while region < 3 {
                table[region][way] |= 1 << (9 * line + 3 * permutation[line]);
                table[3 + region][way] |= 1 << (9 * line + 3 * region + permutation[line]);
                region += 1;
            }
            line += 1;
        }
        way += 1;
    }
    table
}

const fn build_way_cells() -> [[[u32; 4]; 6]; 6] {
    let mut table = [[[0u32; 4]; 6]; 6];
    let mut way = 0;
    while way < 6 {
        let permutation = PERMUTATIONS[way];
        let mut region = 0;
        while region < 3 {
            let mut band = 0;
            while band < 3 {
                let column = columns_in_band(1 << (3 * region + permutation[band]));
                table[3 + region][way][band] = (BAND & !STACK_CELLS[region]) | column;
                table[region][way][band] = BAND;
                band += 1;
            }
            let mut row = 0;
            let mut cells = 0;
            while row < 3 {
                cells |= 0b111 << (9 * row + 3 * permutation[row]);
                row += 1;
            }
            table[region][way][region] = cells;
            region += 1;
        }
        way += 1;
    }
    table
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
        // open[digit][region]: the minirow bits of each band, then the
        // band-major column bits (the same for the three stacks).
        let mut open = [[0u32; 6]; 9];
        // ways[region][digit], and each region's unsettledness (see
        // WAY_WEIGHTS).
        let mut ways = [[0u8; 9]; 6];
        let mut unsettled = [0u32; 6];
        for (digit, &places) in self.places.iter().enumerate() {
            let [a, b, c, _] = minirows(places).to_array();
            let [x, y, z, _] = columns(places).to_array();
            let by_band = x | y << 9 | z << 18;
            open[digit] = [a, b, c, by_band, by_band, by_band];
            for region in 0..6 {
                let pairs = match region {
                    0..=2 => open[digit][region],
                    _ => by_band & STACK_CELLS[region - 3],
                };
                let count = PAIRINGS_BY_OPEN[pairs.count_ones() as usize];
                ways[region][digit] = count;
                unsettled[region] += WAY_WEIGHTS[count as usize];
            }
        }
        let region = (0..6)
            .filter(|&region| unsettled[region] > 0)
            .min_by_key(|&region| unsettled[region])
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
        let pairs = open[digit][region];
        let mut untried = 0;
        for (way, &needed) in WAY_PAIRS[region].iter().enumerate() {
            untried |= u8::from(pairs & needed == needed) << way;
        }
        let split = Split {
            digit: digit as u8,
            region: region as u8,
        };
        (split, untried)
    }
}

//! [`Fill`]: one ant of Schiff's colony filling a copy of the grid (his
//! Algorithm 2, the body of `for all ants`).
//!
//! An ant starts from the givens and repeats one pass:
//!
//! 1. forced placements: a digit that has one place left in its box goes
//!    there (sweeping the digits 1-9, each over the nine boxes), then a cell
//!    with one digit left takes it (sweeping the cells); [`Singles::Units`]
//!    also places a digit with one place left in its row or column;
//! 2. one weighted choice: among every (cell, digit) still open, the pair is
//!    drawn with probability proportional to
//!    `t[cell][digit] * (10 - places) * (10 - digits)`, where `places` is the
//!    number of cells of the box that can still take the digit and `digits`
//!    the number of digits the cell can still take (the paper's (4.1)).
//!
//! The ant ends when the grid is full or nothing can be placed any more:
//! cells left without a digit stay empty, and the ant's score is the number
//! of filled cells, givens included (the paper's `selected`).
//!
//! Where the paper is ambiguous:
//! - Algorithm 2 sweeps the two rules once per pass and then makes its
//!   weighted choice, even if the sweep left forced digits behind (each
//!   placement can force more). Its text says the choice is made when "there
//!   are no digits which can be entered only in one position and there is
//!   no position which can be filled with only one digit", that is after
//!   repeating the sweeps until nothing is forced. The default follows
//!   Algorithm 2 ([`Forced::PAPER`]); `to_fixpoint` follows the text. The
//!   difference is large: with the single sweep a choice often lands where
//!   a forced digit was due, and the ant loses that cell.
//! - Each placement of a sweep is made at once and a later one only if it
//!   still fits (the paper: "the same digit should not be entered twice in
//!   the same row, column or 3x3 sub-grid"). The weights use `places` and
//!   `digits` counted after the sweep, over the pairs still open then.
//! - The paper tracks rows and columns (`digit_row`, `digit_column`) but
//!   states the box rule too; all three are kept.

use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::{box_of, CELLS, CELL_UNITS, PEERS, UNITS};

use super::pheromone::{digits_of, Pheromone};
use crate::meta::rng::MetaRng;

/// How an ant makes its forced placements before each weighted choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forced {
    pub singles: Singles,
    /// Repeat the sweeps until nothing is forced (the paper's text) rather
    /// than sweep once (its Algorithm 2).
    pub to_fixpoint: bool,
}

impl Forced {
    /// Algorithm 2 as printed.
    pub const PAPER: Forced = Forced {
        singles: Singles::Boxes,
        to_fixpoint: false,
    };
}

/// Which units the forced placements look at for a digit's last place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Singles {
    /// Schiff's rules: a digit's last place in its box, a cell's last digit.
    Boxes,
    /// Also a digit's last place in its row or column (hidden singles in
    /// every unit, as in Lloyd & Amos's propagation).
    Units,
}

/// What one pass of an ant did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pass {
    pub forced: u32,
    /// True when the pass ended with a weighted choice (the ant goes on).
    pub chose: bool,
}

/// An ant's partly filled grid, with what each cell and box can still take.
#[derive(Clone, Debug)]
pub struct Fill {
    cells: [u8; CELLS],
    /// Digits held by each unit (rows, columns, boxes), as 9-bit masks.
    used: [u16; 27],
    /// The digits each empty cell can still take (0 once filled).
    candidates: [u16; CELLS],
    /// `places[box][digit - 1]`: cells of the box that can still take the digit.
    places: [[u8; 9]; 9],
    filled: usize,
}

impl Fill {
    /// The givens of `puzzle`, placed; empty cells take what its marks allow.
    pub fn new(puzzle: &Puzzle) -> Fill {
        let candidates: [u16; CELLS] = std::array::from_fn(|cell| puzzle.allowed(cell).bits());
        let mut places = [[0u8; 9]; 9];
        for (cell, &set) in candidates.iter().enumerate() {
            for digit in digits_of(set) {
                places[box_of(cell)][usize::from(digit) - 1] += 1;
            }
        }
        let mut fill = Fill {
            cells: [0; CELLS],
            used: [0; 27],
            candidates,
            places,
            filled: 0,
        };
        for cell in 0..CELLS {
            let digit = puzzle.givens().get(cell);
            if digit != 0 {
                fill.place(cell, digit);
            }
        }
        fill
    }

    /// Cells holding a digit, givens included.
    pub fn filled(&self) -> usize {
        self.filled
    }

    pub fn is_full(&self) -> bool {
        self.filled == CELLS
    }

    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.cells).expect("an ant places digits 1-9")
    }

    /// The digit in `cell` (0 when empty).
    pub fn digit(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// The digits `cell` can still take: none once it holds a digit.
    #[inline]
    pub fn candidates(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    /// Puts `digit` (one of the cell's candidates) in `cell`.
    #[inline]
    fn place(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        let home = box_of(cell);
        for other in digits_of(self.candidates[cell]) {
            self.places[home][usize::from(other) - 1] -= 1;
        }
        self.candidates[cell] = 0;
        for &peer in &PEERS[cell] {
            let peer = usize::from(peer);
            if self.candidates[peer] & bit != 0 {
                self.candidates[peer] &= !bit;
                self.places[box_of(peer)][usize::from(digit) - 1] -= 1;
            }
        }
        for unit in CELL_UNITS[cell] {
            self.used[unit as usize] |= bit;
        }
        self.cells[cell] = digit;
        self.filled += 1;
    }

    /// One pass: forced placements, then one weighted choice if any
    /// (cell, digit) is still open.
    pub fn pass(&mut self, rules: Forced, pheromone: &Pheromone, rng: &mut MetaRng) -> Pass {
        let forced = self.place_forced(rules);
        let chose = !self.is_full() && self.choose(pheromone, rng);
        Pass { forced, chose }
    }

    /// Forced placements as `rules` say; returns how many were made.
    fn place_forced(&mut self, rules: Forced) -> u32 {
        let units = match rules.singles {
            Singles::Boxes => 18..27,
            Singles::Units => 0..27,
        };
        let mut total = 0;
        loop {
            let mut placed = 0;
            for digit in 1..=9 {
                for unit in units.clone() {
                    placed += u32::from(self.place_last_place(unit, digit));
                }
            }
            for cell in 0..CELLS {
                let candidates = self.candidates[cell];
                if candidates.count_ones() == 1 {
                    self.place(cell, candidates.trailing_zeros() as u8 + 1);
                    placed += 1;
                }
            }
            total += placed;
            if placed == 0 || !rules.to_fixpoint {
                return total;
            }
        }
    }

    /// Places `digit` in `unit` if exactly one cell there can take it.
    fn place_last_place(&mut self, unit: usize, digit: u8) -> bool {
        let bit = 1 << (digit - 1);
        if self.used[unit] & bit != 0 {
            return false;
        }
        if unit >= 18 && self.places[unit - 18][usize::from(digit) - 1] != 1 {
            return false;
        }
        let mut places = UNITS[unit]
            .iter()
            .map(|&cell| usize::from(cell))
            .filter(|&cell| self.candidates[cell] & bit != 0);
        match (places.next(), places.next()) {
            (Some(cell), None) => {
                self.place(cell, digit);
                true
            }
            _ => false,
        }
    }

    /// Draws one open (cell, digit) with the paper's weights and places it;
    /// false when nothing is open.
    fn choose(&mut self, pheromone: &Pheromone, rng: &mut MetaRng) -> bool {
        let weight = |cell: usize, digit: u8| {
            let places = f64::from(self.places[box_of(cell)][usize::from(digit) - 1]);
            let digits = f64::from(self.candidates[cell].count_ones());
            pheromone.get(cell, digit) * (10.0 - places) * (10.0 - digits)
        };
        let open =
            || (0..CELLS).flat_map(|cell| digits_of(self.candidates[cell]).map(move |d| (cell, d)));
        let total: f64 = open().map(|(cell, digit)| weight(cell, digit)).sum();
        let Some(last) = open().last() else {
            return false;
        };
        let target = rng.unit() * total;
        let mut sum = 0.0;
        let (cell, digit) = open()
            .find(|&(cell, digit)| {
                sum += weight(cell, digit);
                sum > target
            })
            .unwrap_or(last);
        self.place(cell, digit);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn forced_placements_alone_fill_a_puzzle_that_singles_solve() {
        let puzzle = parse_puzzle(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let mut fill = Fill::new(&puzzle);
        assert_eq!(fill.filled(), 30);
        let rules = Forced {
            singles: Singles::Boxes,
            to_fixpoint: true,
        };
        let pass = fill.pass(rules, &Pheromone::uniform(1.0), &mut MetaRng::new(1));
        let expected = Pass {
            forced: 51,
            chose: false,
        };
        assert_eq!(pass, expected);
        assert!(puzzle.is_solved_by(&fill.grid()));
    }

    #[test]
    fn an_ant_stops_when_nothing_fits_and_never_breaks_a_rule() {
        let mut rng = MetaRng::new(3);
        let pheromone = Pheromone::uniform(1000.0);
        let empty = Puzzle::new(Grid::EMPTY).unwrap();
        for _ in 0..50 {
            let mut fill = Fill::new(&empty);
            while fill.pass(Forced::PAPER, &pheromone, &mut rng).chose {}
            let grid = fill.grid();
            assert!(grid.first_clash().is_none(), "{grid}");
            assert_eq!(grid.filled(), fill.filled());
            for cell in (0..CELLS).filter(|&cell| grid.get(cell) == 0) {
                assert_eq!(grid.free_digits(cell).bits(), 0, "a digit still fits");
                assert_eq!(fill.candidates(cell), 0);
            }
        }
    }
}

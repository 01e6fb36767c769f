//! [`Fill`]: one ant of Schiff's colony on the classic 9x9, on fixed
//! arrays (the fast path of [`super::ShapedFill`]; see [`super`] for the
//! ant's passes).

use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::{box_of, CELLS, CELL_UNITS, PEERS, UNITS};

use super::{AntFill, Forced, Pass, Singles};
use crate::ants::pheromone::{digits_of, Pheromone};
use crate::meta::rng::MetaRng;
use crate::shape::Values;

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

    /// The grid so far, as a classic grid.
    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.cells).expect("an ant places digits 1-9")
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
        let Some((cell, digit)) = super::draw(open, weight, rng) else {
            return false;
        };
        self.place(cell, digit);
        true
    }
}

impl AntFill for Fill {
    type Layout = ();

    fn cells(&self) -> usize {
        CELLS
    }

    fn digits(&self) -> usize {
        9
    }

    #[inline]
    fn filled(&self) -> usize {
        self.filled
    }

    #[inline]
    fn digit(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    #[inline]
    fn candidates(&self, cell: usize) -> u64 {
        u64::from(self.candidates[cell])
    }

    fn values(&self) -> Values {
        self.grid().into()
    }

    fn pass(&mut self, _: &(), rules: Forced, pheromone: &Pheromone, rng: &mut MetaRng) -> Pass {
        let forced = self.place_forced(rules);
        let chose = !self.is_full() && self.choose(pheromone, rng);
        Pass { forced, chose }
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
        let pass = fill.pass(&(), rules, &Pheromone::uniform(1.0), &mut MetaRng::new(1));
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
            while fill.pass(&(), Forced::PAPER, &pheromone, &mut rng).chose {}
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

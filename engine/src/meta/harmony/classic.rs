//! The classic 9x9 for `harmony`, on fixed arrays: each open cell's row,
//! column and box, and a harmony's digits and sums per unit as 27 masks
//! and 27 sums.

use crate::digits::Digits;
use crate::grid::Grid;
use crate::meta::reduce::{reduce, Reduced, Reduction};
use crate::puzzle::Puzzle;
use crate::shape::Values;
use crate::solver::Outcome;
use crate::units::{CELLS, CELL_UNITS, UNITS};

use super::search::{Prepared, Rules};
use super::{Objective, Score};

/// An open cell: its row, column and box, and the digits it may take.
#[derive(Clone, Copy, Debug)]
struct OpenCell {
    cell: u8,
    units: [u8; 3],
    allowed: u16,
}

/// The digits of each of the 27 units and their sums.
#[derive(Clone, Copy, Debug)]
pub struct ClassicTally {
    masks: [u16; UNITS.len()],
    sums: [u32; UNITS.len()],
}

/// What stays fixed during a classic run.
pub struct ClassicRules {
    /// Givens and cells the reduction settled; open cells are 0.
    settled: Grid,
    open: Vec<OpenCell>,
    settled_tally: ClassicTally,
}

impl ClassicRules {
    /// The search space of `puzzle` after `reduction`, or the outcome when
    /// the reduction decides the puzzle.
    pub(crate) fn prepare(puzzle: &Puzzle, reduction: Reduction) -> Prepared<ClassicRules> {
        match reduce(puzzle, reduction) {
            Reduced::Solved(grid) => Prepared {
                rules: ClassicRules::new(grid, &[Digits::NONE; CELLS]),
                settled_by_singles: grid.filled() - puzzle.given_count(),
                decided: Some(Outcome::Solved(grid.to_values())),
            },
            Reduced::Contradiction => Prepared {
                rules: ClassicRules::new(*puzzle.givens(), &[Digits::NONE; CELLS]),
                settled_by_singles: 0,
                decided: Some(Outcome::NoSolution),
            },
            Reduced::Open(space) => Prepared {
                settled_by_singles: space.settled_beyond(puzzle),
                rules: ClassicRules::new(space.settled, &space.candidates),
                decided: None,
            },
        }
    }

    /// The empty cells of `settled` with a candidate are open.
    fn new(settled: Grid, candidates: &[Digits; CELLS]) -> ClassicRules {
        let mut rules = ClassicRules {
            settled,
            open: Vec::new(),
            settled_tally: ClassicTally {
                masks: [0; UNITS.len()],
                sums: [0; UNITS.len()],
            },
        };
        for (cell, candidates) in candidates.iter().enumerate() {
            let units = CELL_UNITS[cell];
            match settled.get(cell) {
                0 if candidates.is_empty() => {}
                0 => rules.open.push(OpenCell {
                    cell: cell as u8,
                    units,
                    allowed: candidates.bits(),
                }),
                digit => {
                    for unit in units.map(usize::from) {
                        rules.settled_tally.masks[unit] |= 1 << (digit - 1);
                        rules.settled_tally.sums[unit] += u32::from(digit);
                    }
                }
            }
        }
        rules
    }

    fn grid_of(&self, harmony: &[u8]) -> Grid {
        let mut grid = self.settled;
        for (open, &digit) in self.open.iter().zip(harmony) {
            grid.set(usize::from(open.cell), digit);
        }
        grid
    }
}

impl Rules for ClassicRules {
    type Tally = ClassicTally;

    fn open_count(&self) -> usize {
        self.open.len()
    }

    #[inline]
    fn allowed(&self, i: usize) -> u64 {
        u64::from(self.open[i].allowed)
    }

    #[inline]
    fn settled_tally(&self) -> &ClassicTally {
        &self.settled_tally
    }

    #[inline]
    fn used(&self, tally: &ClassicTally, i: usize) -> u64 {
        let [r, c, b] = self.open[i]
            .units
            .map(|unit| tally.masks[usize::from(unit)]);
        u64::from(r | c | b)
    }

    #[inline]
    fn place(&self, tally: &mut ClassicTally, i: usize, digit: u8) {
        for unit in self.open[i].units.map(usize::from) {
            tally.masks[unit] |= 1 << (digit - 1);
            tally.sums[unit] += u32::from(digit);
        }
    }

    /// Conflicts: digits missing per unit; the paper's objective: the sum
    /// over the 27 units of |unit sum - 45|.
    #[inline]
    fn score(&self, tally: &ClassicTally, objective: Objective) -> Score {
        let conflicts = tally.masks.iter().map(|m| 9 - m.count_ones()).sum();
        let objective = match objective {
            Objective::Conflicts => conflicts,
            Objective::UnitSums => tally.sums.iter().map(|&s| s.abs_diff(45)).sum(),
        };
        Score {
            objective,
            conflicts,
        }
    }

    fn grid(&self, harmony: &[u8]) -> Values {
        self.grid_of(harmony).to_values()
    }

    fn settled(&self) -> Values {
        self.settled.to_values()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scores of `grid` on the empty puzzle, by each objective.
    fn scores(grid: &Grid) -> (Score, Score) {
        let rules = ClassicRules::new(Grid::EMPTY, &[Digits::ALL; CELLS]);
        let mut tally = *rules.settled_tally();
        for (i, open) in rules.open.iter().enumerate() {
            rules.place(&mut tally, i, grid.get(usize::from(open.cell)));
        }
        (
            rules.score(&tally, Objective::UnitSums),
            rules.score(&tally, Objective::Conflicts),
        )
    }

    #[test]
    fn the_papers_objective_can_be_zero_for_a_grid_that_breaks_the_rules() {
        let solution = crate::format::parse_grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        // +1/-1 on a rectangle inside box 1 keeps every row, column and box sum.
        let mut broken = solution;
        for (cell, change) in [(0, 1i8), (1, -1), (9, -1), (10, 1)] {
            broken.set(cell, (broken.get(cell) as i8 + change) as u8);
        }
        let (sums, conflicts) = scores(&solution);
        assert_eq!((sums.objective, conflicts.objective), (0, 0));
        let (sums, conflicts) = scores(&broken);
        assert_eq!(sums.objective, 0);
        assert!(conflicts.objective > 0 && sums.conflicts == conflicts.objective);
    }
}

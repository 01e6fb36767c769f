//! [`Dig`]: from a full grid to a minimal puzzle, by removing givens in a
//! random order (single cells, or whole groups of a [`Symmetry`]) as long as
//! the puzzle keeps exactly one solution.
//!
//! One pass is enough for minimality: a group that could not be removed
//! from a puzzle cannot be removed from any puzzle with fewer givens either
//! (fewer givens only allow more solutions). So the result is minimal, and
//! with a symmetry minimal among puzzles of that symmetry: removing any
//! group leaves several solutions. (A single cell of a symmetric puzzle may
//! still be removable; the puzzle would then no longer be symmetric.)
//!
//! The check knows the solution: after removing a group from a puzzle whose
//! only solution is `S`, any other solution differs from `S` in one of the
//! group's cells (elsewhere it keeps the same givens). So the puzzle stays
//! unique exactly when, for each removed cell, the puzzle with that cell
//! barred from its digit in `S` has no solution. Searching for one solution
//! of a narrower puzzle is cheaper than counting two of the wider one (see
//! [`unique_without`]).

use crate::digits::Digits;
use crate::exact::fast::count_solutions;
use crate::generate::symmetry::Symmetry;
use crate::generate::MetaRng;
use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::CELLS;

/// A digging in progress; it advances one group at a time so that a caller
/// can bound the work of each call.
#[derive(Clone, Debug)]
pub struct Dig {
    solution: Grid,
    givens: Grid,
    /// The groups in the order they are tried.
    groups: Vec<Vec<usize>>,
    next: usize,
    /// Uniqueness checks done (one per group tried).
    pub checks: u64,
}

impl Dig {
    /// Starts from the full `solution`, with `symmetry`'s groups in a
    /// random order.
    pub fn new(solution: Grid, symmetry: Symmetry, rng: &mut MetaRng) -> Dig {
        let mut groups = symmetry.groups();
        rng.shuffle(&mut groups);
        Dig {
            solution,
            givens: solution,
            groups,
            next: 0,
            checks: 0,
        }
    }

    /// Tries up to `budget` more groups; the minimal puzzle once every group
    /// has been tried.
    pub fn advance(&mut self, budget: u64) -> Option<Grid> {
        let end = self.groups.len().min(self.next.saturating_add(budget as usize));
        while self.next < end {
            let group = &self.groups[self.next];
            self.next += 1;
            self.checks += 1;
            for &cell in group {
                self.givens.set(cell, 0);
            }
            if !unique_without(&self.givens, group, &self.solution) {
                for &cell in group {
                    self.givens.set(cell, self.solution.get(cell));
                }
            }
        }
        (self.next == self.groups.len()).then_some(self.givens)
    }

    /// Digs to the end.
    pub fn finish(mut self) -> Grid {
        self.advance(u64::MAX).expect("an unbounded budget tries every group")
    }
}

/// Whether `givens` (a puzzle whose solutions include `solution`, and which
/// had only that one before the cells of `removed` were emptied) still has
/// exactly one solution.
pub fn unique_without(givens: &Grid, removed: &[usize], solution: &Grid) -> bool {
    removed.iter().all(|&cell| {
        let mut marks = [Digits::ALL; CELLS];
        for (other, &digit) in givens.cells().iter().enumerate() {
            if digit != 0 {
                marks[other] = Digits::single(digit);
            }
        }
        marks[cell] = Digits::ALL.without(Digits::single(solution.get(cell)));
        let barred = Puzzle::from_marks(marks).expect("givens of a solution never clash");
        count_solutions(&barred, 1) == 0
    })
}

/// Whether no single given of `givens` can be removed with the puzzle
/// keeping one solution; false too if it does not have exactly one.
pub fn is_minimal(givens: &Grid) -> bool {
    let Ok(puzzle) = Puzzle::new(*givens) else {
        return false;
    };
    if count_solutions(&puzzle, 2) != 1 {
        return false;
    }
    (0..CELLS).filter(|&cell| givens.get(cell) != 0).all(|cell| {
        let mut fewer = *givens;
        fewer.set(cell, 0);
        let puzzle = Puzzle::new(fewer).expect("fewer givens never clash");
        count_solutions(&puzzle, 2) > 1
    })
}

/// Whether no group of `symmetry` that is given in `givens` can be removed
/// with the puzzle keeping one solution.
pub fn is_minimal_within(givens: &Grid, symmetry: Symmetry) -> bool {
    let Ok(puzzle) = Puzzle::new(*givens) else {
        return false;
    };
    if count_solutions(&puzzle, 2) != 1 {
        return false;
    }
    symmetry
        .groups()
        .iter()
        .filter(|group| group.iter().all(|&cell| givens.get(cell) != 0))
        .all(|group| {
            let mut fewer = *givens;
            for &cell in group {
                fewer.set(cell, 0);
            }
            let puzzle = Puzzle::new(fewer).expect("fewer givens never clash");
            count_solutions(&puzzle, 2) > 1
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::solution::random_grid;

    #[test]
    fn digging_gives_a_minimal_unique_puzzle_of_the_solution() {
        let mut rng = MetaRng::new(11);
        let solution = random_grid(&mut rng);
        let mut dig = Dig::new(solution, Symmetry::None, &mut rng);
        assert_eq!(dig.advance(10), None);
        let puzzle = dig.finish();
        assert!(solution.keeps(&puzzle));
        assert!((17..40).contains(&puzzle.filled()), "{puzzle}");
        assert!(is_minimal(&puzzle));
    }

    #[test]
    fn the_barred_check_agrees_with_counting_two() {
        let mut rng = MetaRng::new(12);
        let solution = random_grid(&mut rng);
        let mut order: Vec<usize> = (0..CELLS).collect();
        rng.shuffle(&mut order);
        let (mut kept, mut removed) = (0, 0);
        let mut givens = solution;
        for cell in order {
            givens.set(cell, 0);
            let counted = count_solutions(&Puzzle::new(givens).unwrap(), 2) == 1;
            assert_eq!(unique_without(&givens, &[cell], &solution), counted);
            if counted {
                removed += 1;
            } else {
                givens.set(cell, solution.get(cell));
                kept += 1;
            }
        }
        assert!(kept > 17 && removed > 40, "{kept} kept, {removed} removed");
    }
}

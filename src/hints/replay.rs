//! The board before each step of an explanation, replayed from the
//! puzzle of any shape: the candidates the rules leave once the steps'
//! placements are on the board, less every removal of the steps before.

use sudoku_engine::logic::Explained;
use sudoku_engine::shape::{Sudoku, Values};

use crate::board::Board;

/// A position on the way: the digits placed so far and the candidates.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    /// Digits placed by the steps before (givens not included).
    pub placed: Values,
    /// Per cell, bit `d - 1` for digit `d` (none in a filled cell).
    pub candidates: Vec<u64>,
}

/// The position before step `index` of `steps` (after all of them when
/// `index` is past the end).
pub fn before(puzzle: &Sudoku, steps: &[Explained], index: usize) -> Position {
    let mut placed = Values::empty(puzzle.shape().size());
    for shown in steps.iter().take(index) {
        for candidate in &shown.placements {
            placed.set(candidate.cell(), candidate.digit);
        }
    }
    let board = Board::with_entries(puzzle.clone(), &placed);
    let mut candidates: Vec<u64> = (0..board.cell_count())
        .map(|cell| match board.digit(cell) {
            0 => board.computed_candidates(cell),
            _ => 0,
        })
        .collect();
    for shown in steps.iter().take(index) {
        for candidate in &shown.eliminations {
            candidates[candidate.cell()] &= !(1 << (candidate.digit - 1));
        }
    }
    Position { placed, candidates }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{wiki, wiki_solution};
    use std::ops::ControlFlow;
    use sudoku_engine::logic::{Explainer, ProfileName};

    #[test]
    fn replaying_every_step_fills_the_solution_and_each_step_finds_its_candidates() {
        let sudoku = wiki();
        let solution = wiki_solution();
        let explanation =
            Explainer::new(&sudoku, None).explain(ProfileName::Human, Some(&solution), &mut |_| {
                ControlFlow::Continue(())
            });
        let steps = explanation.steps;
        for (index, shown) in steps.iter().enumerate() {
            let position = before(&sudoku, &steps, index);
            for removed in &shown.eliminations {
                assert!(position.candidates[removed.cell()] >> (removed.digit - 1) & 1 == 1);
            }
            for placed in &shown.placements {
                assert_eq!(position.placed.get(placed.cell()), 0);
            }
        }
        let end = before(&sudoku, &steps, steps.len());
        let mut grid = sudoku.givens().clone();
        for cell in 0..sudoku.shape().cells() {
            if grid.get(cell) == 0 {
                grid.set(cell, end.placed.get(cell));
            }
        }
        assert_eq!(grid, solution);
    }
}

//! The board before each step of an explanation, replayed from the
//! puzzle: candidates computed from the givens, then each step's removals
//! and placements (a placed digit leaves its peers' candidates).

use sudoku_engine::units::{CELLS, PEERS};
use sudoku_engine::{Digits, Grid, Puzzle};

use crate::board::Board;
use crate::worker::ShownStep;

/// A position on the way: the digits placed so far and the candidates.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    /// Digits placed by the steps before (givens not included).
    pub placed: Grid,
    pub candidates: [Digits; CELLS],
}

/// The position before step `index` of `steps` (after all of them when
/// `index` is past the end).
pub fn before(puzzle: &Puzzle, steps: &[ShownStep], index: usize) -> Position {
    let board = Board::new(puzzle.clone());
    let mut position = Position {
        placed: Grid::EMPTY,
        candidates: board
            .classic_candidates()
            .expect("an explanation is of a classic puzzle"),
    };
    for shown in steps.iter().take(index) {
        for candidate in &shown.step.eliminations {
            position.candidates[candidate.cell()].remove(candidate.digit);
        }
        for candidate in &shown.step.placements {
            let cell = candidate.cell();
            position.placed.set(cell, candidate.digit);
            position.candidates[cell] = Digits::NONE;
            for &peer in &PEERS[cell] {
                position.candidates[usize::from(peer)].remove(candidate.digit);
            }
        }
    }
    position
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{wiki, wiki_solution};
    use crate::worker::analyse::shown;
    use sudoku_engine::logic::{solve, Board as LogicBoard, Options, Profile};

    #[test]
    fn replaying_every_step_fills_the_solution_and_each_step_finds_its_candidates() {
        let puzzle = wiki();
        let mut board = LogicBoard::new(&puzzle);
        let (steps, _) = solve(&mut board, &Profile::HUMAN, Options { unique: true });
        let steps: Vec<ShownStep> = steps.into_iter().map(shown).collect();
        for (index, shown) in steps.iter().enumerate() {
            let position = before(&puzzle, &steps, index);
            for removed in &shown.step.eliminations {
                assert!(position.candidates[removed.cell()].contains(removed.digit));
            }
            for placed in &shown.step.placements {
                assert_eq!(position.placed.get(placed.cell()), 0);
            }
        }
        let end = before(&puzzle, &steps, steps.len());
        let mut grid = *puzzle.givens();
        for cell in 0..CELLS {
            if grid.get(cell) == 0 {
                grid.set(cell, end.placed.get(cell));
            }
        }
        assert_eq!(grid, wiki_solution());
    }
}

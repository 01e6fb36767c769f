//! The board the user sees and edits: the puzzle's givens (with pencil marks
//! when the puzzle came with them) plus the digits the user typed, and how
//! each cell is shown and announced.

mod cells;
#[cfg(target_arch = "wasm32")]
mod digit_pad;
mod history;
mod keys;
#[cfg(target_arch = "wasm32")]
mod puzzle_input;
#[cfg(target_arch = "wasm32")]
mod view;

pub use cells::{cell_views, CellKind, CellView};
pub use history::History;
pub use keys::{digit_of_key, Move};
#[cfg(target_arch = "wasm32")]
pub use {digit_pad::DigitPad, puzzle_input::PuzzleInput, view::BoardView};

use sudoku_engine::units::CELLS;
use sudoku_engine::{format, Digits, Grid, Puzzle, PuzzleError};

/// Givens plus the user's entries. Entries only sit in cells without a given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    puzzle: Puzzle,
    entries: Grid,
}

impl Default for Board {
    fn default() -> Self {
        Board::new(Puzzle::new(Grid::EMPTY).expect("an empty grid is a puzzle"))
    }
}

impl Board {
    /// A fresh board for `puzzle`, without entries.
    pub fn new(puzzle: Puzzle) -> Board {
        Board {
            puzzle,
            entries: Grid::EMPTY,
        }
    }

    /// `puzzle` with `entries`; entries over givens are dropped.
    pub fn with_entries(puzzle: Puzzle, entries: Grid) -> Board {
        let mut board = Board::new(puzzle);
        for cell in 0..CELLS {
            if !board.is_given(cell) {
                board.entries.set(cell, entries.get(cell));
            }
        }
        board
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    pub fn entries(&self) -> &Grid {
        &self.entries
    }

    pub fn is_given(&self, cell: usize) -> bool {
        self.puzzle.givens().get(cell) != 0
    }

    /// True when there is neither a given nor an entry.
    pub fn is_blank(&self) -> bool {
        self.grid().filled() == 0
    }

    /// The digit shown in `cell`: its given or entry, 0 if neither.
    pub fn digit(&self, cell: usize) -> u8 {
        match self.puzzle.givens().get(cell) {
            0 => self.entries.get(cell),
            given => given,
        }
    }

    /// Givens and entries in one grid.
    pub fn grid(&self) -> Grid {
        let mut grid = *self.puzzle.givens();
        for cell in 0..CELLS {
            if grid.get(cell) == 0 {
                grid.set(cell, self.entries.get(cell));
            }
        }
        grid
    }

    /// The board with `digit` (0 to clear) typed into `cell`; `None` when
    /// nothing changes (a given, the same digit, a digit above 9).
    pub fn enter(&self, cell: usize, digit: u8) -> Option<Board> {
        if cell >= CELLS || digit > 9 || self.is_given(cell) || self.entries.get(cell) == digit {
            return None;
        }
        let mut next = self.clone();
        next.entries.set(cell, digit);
        Some(next)
    }

    /// The puzzle to solve: the givens and entries, each cell limited to the
    /// puzzle's pencil marks. Fails when an entry repeats a digit of its row,
    /// column or box.
    pub fn to_solve(&self) -> Result<Puzzle, PuzzleError> {
        if self.entries.filled() == 0 {
            return Ok(self.puzzle.clone());
        }
        match self.puzzle.marks() {
            None => Puzzle::new(self.grid()),
            Some(_) => {
                let mut marks = [Digits::ALL; CELLS];
                for (cell, set) in marks.iter_mut().enumerate() {
                    *set = match self.entries.get(cell) {
                        0 => self.puzzle.allowed(cell),
                        entry => Digits::single(entry),
                    };
                }
                Puzzle::from_marks(marks)
            }
        }
    }
}

/// A puzzle as text any parser of `sudoku_engine::format` reads back to it:
/// the 81-character line, or the pencil-mark grid when it has marks.
pub fn puzzle_text(puzzle: &Puzzle) -> String {
    match puzzle.marks() {
        Some(marks) => format::marks_to_pretty(marks),
        None => format::to_line(puzzle.givens()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::WIKI;
    use sudoku_engine::parse_puzzle;

    fn wiki() -> Board {
        Board::new(parse_puzzle(WIKI).unwrap())
    }

    #[test]
    fn givens_cannot_be_overwritten() {
        let board = wiki();
        assert_eq!(board.enter(0, 4), None);
        assert_eq!(
            board.enter(2, 0),
            None,
            "clearing an empty cell changes nothing"
        );
        let next = board.enter(2, 4).unwrap();
        assert_eq!(next.digit(2), 4);
        assert_eq!(next.entries().filled(), 1);
        assert_eq!(next.enter(2, 4), None);
        assert_eq!(next.enter(2, 0).unwrap(), board);
    }

    #[test]
    fn entries_become_givens_of_the_puzzle_to_solve() {
        let board = wiki().enter(2, 4).unwrap();
        let puzzle = board.to_solve().unwrap();
        assert_eq!(puzzle.given_count(), 31);
        let clash = wiki().enter(2, 5).unwrap().to_solve().unwrap_err();
        assert_eq!(
            clash.to_string(),
            "duplicate given: digit 5 appears twice in row 1: r1c1 and r1c3"
        );
    }

    #[test]
    fn pencil_marks_survive_entries_and_text() {
        let mut marks = [Digits::ALL; CELLS];
        marks[0] = Digits::single(5);
        marks[1] = [1, 2].into_iter().collect();
        let puzzle = Puzzle::from_marks(marks).unwrap();
        assert_eq!(parse_puzzle(&puzzle_text(&puzzle)).unwrap(), puzzle);
        let board = Board::new(puzzle).enter(2, 3).unwrap();
        let to_solve = board.to_solve().unwrap();
        assert_eq!(to_solve.allowed(1).len(), 2);
        assert_eq!(to_solve.givens().get(2), 3);
    }
}

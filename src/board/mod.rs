//! The board the user sees and edits: the puzzle's givens (with pencil marks
//! when the puzzle came with them), the digits the user typed, the user's
//! own pencil marks, and how each cell is shown and announced.
//!
//! Candidates: until the person edits a mark, a cell's candidates are
//! computed (the digits its puzzle marks allow that no filled peer holds).
//! The first edit copies the computed candidates into the person's own
//! marks ([`Board::notes`]), which from then on are theirs: a mark is set
//! or cleared one digit at a time, and a digit typed into a cell is struck
//! from its peers' marks, as on paper.

mod cells;
#[cfg(target_arch = "wasm32")]
mod digit_pad;
mod history;
mod keys;
#[cfg(target_arch = "wasm32")]
mod puzzle_input;
#[cfg(target_arch = "wasm32")]
mod view;

pub use cells::{cell_views, show_highlight, show_marks, CellKind, CellView};
pub use history::History;
pub use keys::{digit_of_key, Move};
#[cfg(target_arch = "wasm32")]
pub use {digit_pad::DigitPad, puzzle_input::PuzzleInput, view::BoardView};

use sudoku_engine::units::{CELLS, PEERS};
use sudoku_engine::{format, Digits, Grid, Puzzle, PuzzleError};

/// Givens plus the user's entries. Entries only sit in cells without a given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    puzzle: Puzzle,
    entries: Grid,
    /// The person's own pencil marks, once they edited one.
    notes: Option<Box<[Digits; CELLS]>>,
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
            notes: None,
        }
    }

    /// The board with the person's pencil marks `notes` (`None`: computed).
    pub fn with_notes(mut self, notes: Option<[Digits; CELLS]>) -> Board {
        self.notes = notes.map(Box::new);
        self
    }

    /// The person's own pencil marks, if they edited any.
    pub fn notes(&self) -> Option<&[Digits; CELLS]> {
        self.notes.as_deref()
    }

    /// The digits `cell` may take by the rules alone: what the puzzle's
    /// marks allow and no filled peer holds (none for a filled cell).
    pub fn computed_candidates(&self, cell: usize) -> Digits {
        if self.digit(cell) != 0 {
            return Digits::NONE;
        }
        let mut set = self.puzzle.allowed(cell);
        for &peer in &PEERS[cell] {
            let digit = self.digit(usize::from(peer));
            if digit != 0 {
                set.remove(digit);
            }
        }
        set
    }

    /// The candidates shown in `cell`: the person's marks, else computed.
    pub fn candidates(&self, cell: usize) -> Digits {
        match (&self.notes, self.digit(cell)) {
            (_, digit) if digit != 0 => Digits::NONE,
            (Some(notes), _) => notes[cell],
            (None, _) => self.computed_candidates(cell),
        }
    }

    /// The candidates of every cell (none for filled cells).
    pub fn all_candidates(&self) -> [Digits; CELLS] {
        std::array::from_fn(|cell| self.candidates(cell))
    }

    /// The board with `digit`'s mark in the empty `cell` set or cleared
    /// (toggled); `None` for a filled cell or a digit outside 1-9.
    pub fn toggle_mark(&self, cell: usize, digit: u8) -> Option<Board> {
        if cell >= CELLS || !(1..=9).contains(&digit) || self.digit(cell) != 0 {
            return None;
        }
        let mut notes = self.all_candidates();
        if notes[cell].contains(digit) {
            notes[cell].remove(digit);
        } else {
            notes[cell].insert(digit);
        }
        Some(self.clone().with_notes(Some(notes)))
    }

    /// The board with `digits` struck from `cell`'s marks (a hint's
    /// eliminations); `None` when none of them is there.
    pub fn strike(&self, struck: &[(usize, u8)]) -> Option<Board> {
        let mut notes = self.all_candidates();
        let mut changed = false;
        for &(cell, digit) in struck {
            if cell < CELLS && notes[cell].contains(digit) {
                notes[cell].remove(digit);
                changed = true;
            }
        }
        changed.then(|| self.clone().with_notes(Some(notes)))
    }

    /// The cells where `entries` holds a digit over one of `puzzle`'s givens.
    pub fn entries_on_givens<'a>(
        puzzle: &'a Puzzle,
        entries: &'a Grid,
    ) -> impl Iterator<Item = usize> + 'a {
        (0..CELLS).filter(|&cell| puzzle.givens().get(cell) != 0 && entries.get(cell) != 0)
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
        if let (Some(notes), true) = (next.notes.as_mut(), digit != 0) {
            for &peer in &PEERS[cell] {
                notes[usize::from(peer)].remove(digit);
            }
        }
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

    #[test]
    fn marks_start_computed_become_the_persons_and_follow_entries() {
        let board = wiki();
        // r1c3 (cell 2): row 1 has 5 3 7, column 3 has 8, box 1 has 5 3 6 9 8.
        let computed: Vec<u8> = board.candidates(2).iter().collect();
        assert_eq!(computed, vec![1, 2, 4]);
        assert_eq!(board.candidates(0), Digits::NONE, "a given has no marks");
        let marked = board.toggle_mark(2, 4).unwrap();
        assert_eq!(marked.candidates(2).iter().collect::<Vec<_>>(), vec![1, 2]);
        assert_eq!(marked.candidates(3), board.candidates(3), "others copied");
        let back = marked.toggle_mark(2, 4).unwrap();
        assert_eq!(back.candidates(2), board.candidates(2));
        assert_eq!(board.toggle_mark(0, 1), None, "no marks on a given");
        // Typing 2 into r1c4 strikes 2 from its peers' marks (r1c3 among them).
        let typed = marked.enter(3, 2).unwrap();
        assert!(!typed.candidates(2).contains(2));
        let struck = board.strike(&[(2, 1), (2, 9)]).unwrap();
        assert_eq!(struck.candidates(2).iter().collect::<Vec<_>>(), vec![2, 4]);
        assert_eq!(struck.strike(&[(2, 1)]), None, "nothing left to strike");
    }
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

//! The board the user sees and edits: the puzzle's givens (with pencil marks
//! when the puzzle came with them) plus the digits the user typed, and how
//! each cell is shown and announced.

use sudoku_engine::units::{col_of, row_of, CELLS};
use sudoku_engine::{format, Digits, Grid, Puzzle, PuzzleError};

/// Givens plus the user's entries. Entries only sit in cells without a given.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// How a cell's digit came to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellKind {
    Empty,
    /// Part of the puzzle.
    Given,
    /// Typed by the user.
    Entered,
    /// Filled by an engine that solved the board.
    Solved,
    /// Shown by an engine that is still running or gave up: not a solution.
    Tentative,
}

impl CellKind {
    /// The word used in labels and CSS classes.
    pub fn word(self) -> &'static str {
        match self {
            CellKind::Empty => "empty",
            CellKind::Given => "given",
            CellKind::Entered => "entered",
            CellKind::Solved => "solved",
            CellKind::Tentative => "tentative",
        }
    }
}

/// One cell as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellView {
    pub digit: u8,
    pub kind: CellKind,
    /// The digit repeats in the cell's row, column or box.
    pub conflict: bool,
}

impl CellView {
    /// The accessible name of cell `cell`: "Row 3, Column 7, entered 4, conflict".
    pub fn label(&self, cell: usize) -> String {
        let position = format!("Row {}, Column {}", row_of(cell) + 1, col_of(cell) + 1);
        let mut label = match self.kind {
            CellKind::Empty => format!("{position}, empty"),
            kind => format!("{position}, {} {}", kind.word(), self.digit),
        };
        if self.conflict {
            label.push_str(", conflict");
        }
        label
    }
}

/// The 81 cells of `board`, with an engine's grid (`overlay`, shown as
/// `overlay_kind`) filling the cells the board leaves empty. Conflicts are
/// marked on everything shown.
pub fn cell_views(board: &Board, overlay: Option<(&Grid, CellKind)>) -> Vec<CellView> {
    let mut shown = board.grid();
    let mut kinds = [CellKind::Empty; CELLS];
    for (cell, kind) in kinds.iter_mut().enumerate() {
        if board.is_given(cell) {
            *kind = CellKind::Given;
        } else if board.entries.get(cell) != 0 {
            *kind = CellKind::Entered;
        } else if let Some((grid, overlay_kind)) = overlay {
            if grid.get(cell) != 0 {
                shown.set(cell, grid.get(cell));
                *kind = overlay_kind;
            }
        }
    }
    let conflicts = shown.clashing_cells();
    (0..CELLS)
        .map(|cell| CellView {
            digit: shown.get(cell),
            kind: kinds[cell],
            conflict: conflicts[cell],
        })
        .collect()
}

/// A keyboard move of the board's focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Up,
    Down,
    Left,
    Right,
    RowStart,
    RowEnd,
    First,
    Last,
}

impl Move {
    /// The move an arrow, Home or End key makes (Ctrl with Home/End: whole board).
    pub fn from_key(key: &str, ctrl: bool) -> Option<Move> {
        Some(match key {
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            "Home" if ctrl => Move::First,
            "End" if ctrl => Move::Last,
            "Home" => Move::RowStart,
            "End" => Move::RowEnd,
            _ => return None,
        })
    }

    /// The cell reached from `cell`; edges stop the move.
    pub fn from(self, cell: usize) -> usize {
        let (row, col) = (row_of(cell), col_of(cell));
        let (row, col) = match self {
            Move::Up => (row.saturating_sub(1), col),
            Move::Down => ((row + 1).min(8), col),
            Move::Left => (row, col.saturating_sub(1)),
            Move::Right => (row, (col + 1).min(8)),
            Move::RowStart => (row, 0),
            Move::RowEnd => (row, 8),
            Move::First => (0, 0),
            Move::Last => (8, 8),
        };
        row * 9 + col
    }
}

/// The digit a key types: `Some(1..=9)`, `Some(0)` for the keys that clear
/// (0, Backspace, Delete), `None` for other keys.
pub fn digit_of_key(key: &str) -> Option<u8> {
    match key {
        "Backspace" | "Delete" | "0" => Some(0),
        _ => match key.as_bytes() {
            [digit @ b'1'..=b'9'] => Some(digit - b'0'),
            _ => None,
        },
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
    fn labels_say_position_kind_digit_and_conflict() {
        let board = wiki().enter(2, 5).unwrap();
        let views = cell_views(&board, None);
        assert_eq!(views[0].label(0), "Row 1, Column 1, given 5, conflict");
        assert_eq!(views[2].label(2), "Row 1, Column 3, entered 5, conflict");
        assert_eq!(views[3].label(3), "Row 1, Column 4, empty");
        assert_eq!(views[1].label(1), "Row 1, Column 2, given 3");
        let solution = sudoku_engine::parse_grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let views = cell_views(&wiki(), Some((&solution, CellKind::Solved)));
        assert_eq!(views[20].label(20), "Row 3, Column 3, given 8");
        assert_eq!(views[24].label(24), "Row 3, Column 7, solved 5");
        assert!(views.iter().all(|view| !view.conflict));
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
    fn keys_move_within_the_board_and_type_digits() {
        assert_eq!(Move::from_key("ArrowRight", false).unwrap().from(2), 3);
        assert_eq!(Move::Right.from(8), 8, "the edge stops the move");
        assert_eq!(Move::Down.from(3), 12);
        assert_eq!(Move::Up.from(3), 3);
        assert_eq!(Move::Left.from(9), 9);
        assert_eq!(Move::from_key("End", false).unwrap().from(40), 44);
        assert_eq!(Move::from_key("Home", true).unwrap().from(40), 0);
        assert_eq!(Move::Last.from(0), 80);
        assert_eq!(Move::from_key("a", false), None);
        assert_eq!(digit_of_key("7"), Some(7));
        assert_eq!(digit_of_key("Delete"), Some(0));
        assert_eq!(digit_of_key("0"), Some(0));
        assert_eq!(digit_of_key("x"), None);
        assert_eq!(digit_of_key("10"), None);
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

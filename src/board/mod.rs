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
//!
//! Beside those centre marks a cell holds corner marks and colours, as on
//! SudokuPad ([`Mode`]); [`Board::edit`] writes any of them into many
//! selected cells ([`Selection`]) as one step.

#[cfg(target_arch = "wasm32")]
mod cell;
mod cells;
#[cfg(target_arch = "wasm32")]
mod digit_pad;
mod drawing;
mod edit;
#[cfg(target_arch = "wasm32")]
mod editor_controls;
mod history;
mod keys;
mod layout;
mod mode;
#[cfg(target_arch = "wasm32")]
mod mode_bar;
#[cfg(target_arch = "wasm32")]
mod puzzle_about;
#[cfg(target_arch = "wasm32")]
mod puzzle_input;
mod region_edit;
mod rules;
mod selection;
mod shape_edit;
#[cfg(target_arch = "wasm32")]
mod shape_picker;
mod text;
#[cfg(target_arch = "wasm32")]
mod view;

pub use cells::{
    cell_views, show_highlight, show_marks, show_selection, show_true_candidates, CellKind,
    CellView, TrueUses,
};
pub use edit::{Edit, EditStyle};
pub use history::History;
pub use keys::{digit_of_key, Move, KEYBOARD_HELP};
pub use layout::BoardLayout;
pub use mode::{Mode, PALETTE};
pub use region_edit::{check_new_region, current_regions, with_drawn_regions, without_regions};
pub use rules::{clashing_cells, mask_digits};
pub use selection::{Pick, Selection};
pub use shape_edit::{
    add_cage, blank_text, has_rule, remove_cage, toggle_rule, PICKER_SIZES, RULE_TOGGLES,
};
pub use text::{label_of, looks_like_link, puzzle_text, read_puzzle};
#[cfg(target_arch = "wasm32")]
pub use {
    digit_pad::DigitPad, editor_controls::EditorControls, mode_bar::ModeBar,
    puzzle_about::puzzle_about, puzzle_input::PuzzleInput, shape_picker::ShapePicker,
    view::BoardView,
};

use sudoku_engine::shape::{Shape, Sudoku, Values};

/// Givens plus the user's entries, on a puzzle of any shape. Entries only
/// sit in cells without a given. Candidates are sets of digits as bits
/// (bit `d - 1` for digit `d`), as the engine's [`Sudoku::allowed`] gives them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    puzzle: Sudoku,
    entries: Values,
    /// The person's own pencil marks (centre marks), once they edited one.
    notes: Option<Box<[u64]>>,
    /// Corner marks, a digit set per cell.
    corner: Box<[u64]>,
    /// Colours, a set of [`PALETTE`] indices per cell (bit `n - 1` for colour `n`).
    colours: Box<[u64]>,
}

impl Default for Board {
    fn default() -> Self {
        Board::blank(Shape::classic())
    }
}

impl Board {
    /// A fresh board for `puzzle`, without entries.
    pub fn new(puzzle: impl Into<Sudoku>) -> Board {
        let puzzle = puzzle.into();
        let entries = Values::empty(puzzle.shape().size());
        let cells = puzzle.shape().cells();
        Board {
            puzzle,
            entries,
            notes: None,
            corner: vec![0; cells].into(),
            colours: vec![0; cells].into(),
        }
    }

    /// An empty board of `shape`.
    pub fn blank(shape: Shape) -> Board {
        let givens = Values::empty(shape.size());
        Board::new(Sudoku::new(shape, givens).expect("no givens break no rule"))
    }

    /// The board with the person's pencil marks `notes` (`None`: computed);
    /// marks of another number of cells are dropped.
    pub fn with_notes(mut self, notes: Option<Vec<u64>>) -> Board {
        self.notes = notes
            .filter(|notes| notes.len() == self.cell_count())
            .map(Vec::into_boxed_slice);
        self
    }

    /// The person's own pencil marks, if they edited any.
    pub fn notes(&self) -> Option<&[u64]> {
        self.notes.as_deref()
    }

    /// The board with these corner marks and colours (one set per cell;
    /// sets of another number of cells are dropped).
    pub fn with_layers(mut self, corner: Option<Vec<u64>>, colours: Option<Vec<u64>>) -> Board {
        let cells = self.cell_count();
        let fitting = |layer: Option<Vec<u64>>| layer.filter(|sets| sets.len() == cells);
        if let Some(corner) = fitting(corner) {
            self.corner = corner.into();
        }
        if let Some(colours) = fitting(colours) {
            self.colours = colours.into();
        }
        self
    }

    /// The corner marks of every cell.
    pub fn corner_marks(&self) -> &[u64] {
        &self.corner
    }

    /// The colours of every cell.
    pub fn colours(&self) -> &[u64] {
        &self.colours
    }

    /// The shape of the puzzle.
    pub fn shape(&self) -> &Shape {
        self.puzzle.shape()
    }

    /// N: digits run 1..=N.
    pub fn size(&self) -> usize {
        self.shape().size()
    }

    /// N²: the number of cells.
    pub fn cell_count(&self) -> usize {
        self.shape().cells()
    }

    /// The digits `cell` may take by the rules alone: what the puzzle's
    /// marks allow, less what a filled peer holds or a filled related cell
    /// (non-consecutive) forbids; none for a filled cell.
    pub fn computed_candidates(&self, cell: usize) -> u64 {
        if self.digit(cell) != 0 {
            return 0;
        }
        rules::open_digits(&self.puzzle, cell, |other| self.digit(other))
    }

    /// The candidates shown in `cell`: the person's marks, else computed.
    pub fn candidates(&self, cell: usize) -> u64 {
        match (&self.notes, self.digit(cell)) {
            (_, digit) if digit != 0 => 0,
            (Some(notes), _) => notes[cell],
            (None, _) => self.computed_candidates(cell),
        }
    }

    /// The person's marks as the solver reads them: each empty cell's
    /// centre marks, or its computed candidates where it has none (marks
    /// written only in some cells, as on SudokuPad); `None` before any.
    pub fn working_marks(&self) -> Option<Vec<u64>> {
        let notes = self.notes.as_deref()?;
        Some(
            (0..self.cell_count())
                .map(|cell| match notes[cell] {
                    0 => self.computed_candidates(cell),
                    _ => self.candidates(cell),
                })
                .collect(),
        )
    }

    /// The candidates of every cell (none for filled cells).
    pub fn all_candidates(&self) -> Vec<u64> {
        (0..self.cell_count())
            .map(|cell| self.candidates(cell))
            .collect()
    }

    /// The board with `digit`'s mark in the empty `cell` set or cleared
    /// (toggled), starting from the candidates shown; `None` for a filled
    /// cell or a digit outside 1..=N.
    pub fn toggle_mark(&self, cell: usize, digit: u8) -> Option<Board> {
        self.edit(
            &[cell],
            Edit::Write(Mode::Centre, digit),
            EditStyle::default(),
        )
    }

    /// The board with `digits` struck from `cell`'s marks (a hint's
    /// eliminations, found on [`Board::working_marks`]: a cell without
    /// marks of the person's takes its computed ones); `None` when none
    /// of them is there.
    pub fn strike(&self, struck: &[(usize, u8)]) -> Option<Board> {
        let mut notes = self
            .working_marks()
            .unwrap_or_else(|| self.all_candidates());
        let mut changed = false;
        for &(cell, digit) in struck {
            let bit = 1u64
                .checked_shl(u32::from(digit).wrapping_sub(1))
                .unwrap_or(0);
            if cell < notes.len() && notes[cell] & bit != 0 {
                notes[cell] &= !bit;
                changed = true;
            }
        }
        changed.then(|| self.clone().with_notes(Some(notes)))
    }

    /// The cells where `entries` holds a digit over one of `puzzle`'s givens.
    pub fn entries_on_givens<'a>(
        puzzle: &'a Sudoku,
        entries: &'a Values,
    ) -> impl Iterator<Item = usize> + 'a {
        (0..entries.cells().len())
            .filter(|&cell| puzzle.givens().get(cell) != 0 && entries.get(cell) != 0)
    }

    /// `puzzle` with `entries` (of the same size); entries over givens are dropped.
    pub fn with_entries(puzzle: impl Into<Sudoku>, entries: &Values) -> Board {
        let mut board = Board::new(puzzle);
        if entries.size() == board.size() {
            for cell in 0..board.cell_count() {
                if !board.is_given(cell) {
                    board.entries.set(cell, entries.get(cell));
                }
            }
        }
        board
    }

    pub fn puzzle(&self) -> &Sudoku {
        &self.puzzle
    }

    pub fn entries(&self) -> &Values {
        &self.entries
    }

    pub fn is_given(&self, cell: usize) -> bool {
        self.puzzle.givens().get(cell) != 0
    }

    /// True when there is nothing to solve: no given, no entry, and no
    /// rule, jigsaw region or setter's words and figures that would make
    /// an empty grid a puzzle (a killer often has no givens).
    pub fn is_blank(&self) -> bool {
        self.puzzle.givens().filled() == 0
            && self.entries.filled() == 0
            && self.shape().rules().is_empty()
            && self.shape().regions().is_none()
            && self.puzzle.about().is_none()
    }

    /// The person has done something on this puzzle: a digit, a mark of
    /// their own, a colour.
    pub fn has_work(&self) -> bool {
        self.entries.filled() > 0
            || self.notes.is_some()
            || self
                .corner
                .iter()
                .chain(self.colours.iter())
                .any(|&set| set != 0)
    }

    /// The digit shown in `cell`: its given or entry, 0 if neither.
    pub fn digit(&self, cell: usize) -> u8 {
        match self.puzzle.givens().get(cell) {
            0 => self.entries.get(cell),
            given => given,
        }
    }

    /// Givens and entries in one grid.
    pub fn grid(&self) -> Values {
        let mut grid = self.puzzle.givens().clone();
        for cell in 0..self.cell_count() {
            if grid.get(cell) == 0 {
                grid.set(cell, self.entries.get(cell));
            }
        }
        grid
    }

    /// The board with `digit` (0 to clear) typed into `cell`, struck from
    /// its peers' marks; `None` when nothing changes (a given, the same
    /// digit, a digit above N).
    pub fn enter(&self, cell: usize, digit: u8) -> Option<Board> {
        let edit = match digit {
            0 => Edit::Clear(Mode::Digit),
            digit => Edit::Write(Mode::Digit, digit),
        };
        self.edit(&[cell], edit, EditStyle::default())
    }

    /// The puzzle to solve: the givens and entries, each cell limited to the
    /// puzzle's pencil marks. Fails when an entry breaks a rule.
    pub fn to_solve(&self) -> Result<Sudoku, String> {
        if self.entries.filled() == 0 {
            return Ok(self.puzzle.clone());
        }
        let solving = match self.puzzle.marks() {
            Some(marks) => {
                let narrowed: Vec<u64> = (marks.iter().enumerate())
                    .map(|(cell, &set)| match self.entries.get(cell) {
                        0 => set,
                        entry => 1 << (entry - 1),
                    })
                    .collect();
                Sudoku::from_marks(self.shape().clone(), &narrowed)
            }
            None => Sudoku::new(self.shape().clone(), self.grid()),
        };
        solving.map_err(|error| error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_start_computed_become_the_persons_and_follow_entries() {
        let board = wiki();
        // r1c3 (cell 2): row 1 has 5 3 7, column 3 has 8, box 1 has 5 3 6 9 8.
        let computed: Vec<u8> = mask_digits(board.candidates(2)).collect();
        assert_eq!(computed, vec![1, 2, 4]);
        assert_eq!(board.candidates(0), 0, "a given has no marks");
        let marked = board.toggle_mark(2, 4).unwrap();
        assert_eq!(
            mask_digits(marked.candidates(2)).collect::<Vec<_>>(),
            vec![1, 2]
        );
        assert_eq!(marked.candidates(3), board.candidates(3), "others copied");
        let back = marked.toggle_mark(2, 4).unwrap();
        assert_eq!(back.candidates(2), board.candidates(2));
        assert_eq!(board.toggle_mark(0, 1), None, "no marks on a given");
        // Typing 2 into r1c4 strikes 2 from its peers' marks (r1c3 among them).
        let typed = marked.enter(3, 2).unwrap();
        assert_eq!(typed.candidates(2) & 0b10, 0);
        let struck = board.strike(&[(2, 1), (2, 9)]).unwrap();
        assert_eq!(
            mask_digits(struck.candidates(2)).collect::<Vec<_>>(),
            vec![2, 4]
        );
        assert_eq!(struck.strike(&[(2, 1)]), None, "nothing left to strike");
    }

    fn wiki() -> Board {
        Board::new(crate::fixtures::wiki())
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
    fn a_sixteen_by_sixteen_takes_letters_and_keeps_its_shape() {
        let line = format!("{}{}", "123456789ABCDEFG", ".".repeat(240));
        let board = Board::new(read_puzzle(&line).unwrap());
        assert_eq!((board.size(), board.cell_count()), (16, 256));
        // r2c1 shares row-free box 1 and column 1 with r1c1..r1c4.
        let open: Vec<u8> = mask_digits(board.candidates(16)).collect();
        assert_eq!(open, (5..=16).collect::<Vec<_>>());
        let typed = board.enter(16, 16).unwrap();
        assert_eq!(typed.digit(16), 16);
        assert_eq!(board.enter(16, 17), None, "no digit past 16");
        let clash = board.enter(17, 1).unwrap().to_solve().unwrap_err();
        assert!(clash.contains("appears twice"), "{clash}");
        assert!(typed.to_solve().is_ok());
        assert_eq!(Board::blank(board.shape().clone()).cell_count(), 256);
    }

    #[test]
    fn entries_become_givens_of_the_puzzle_to_solve() {
        let board = wiki().enter(2, 4).unwrap();
        let puzzle = board.to_solve().unwrap();
        assert_eq!(puzzle.givens().filled(), 31);
        let clash = wiki().enter(2, 5).unwrap().to_solve().unwrap_err();
        assert_eq!(
            clash.to_string(),
            "duplicate given: digit 5 appears twice in row 1: r1c1 and r1c3"
        );
    }

    #[test]
    fn pencil_marks_survive_entries_and_text() {
        let puzzle = crate::fixtures::marked_classic();
        assert_eq!(read_puzzle(&puzzle_text(&puzzle)).unwrap(), puzzle);
        let board = Board::new(puzzle).enter(2, 3).unwrap();
        let to_solve = board.to_solve().unwrap();
        assert_eq!(to_solve.allowed(1).count_ones(), 2);
        assert_eq!(to_solve.givens().get(2), 3);
        let six = "1 2 3 | 4 5 6\n456 456 456 | 123 123 123\n2 3 1 | 5 6 4\n\
                   5 6 4 | 2 3 1\n3 1 2 | 6 4 5\n6 4 5 | 3 1 2";
        let six = read_puzzle(six).unwrap();
        assert_eq!(read_puzzle(&puzzle_text(&six)).unwrap(), six);
        let board = Board::new(six).enter(6, 4).unwrap();
        let to_solve = board.to_solve().unwrap();
        assert_eq!(to_solve.givens().get(6), 4);
        assert_eq!(to_solve.allowed(7), 0b111000, "r2c2 keeps its marks 456");
        let clash = board.enter(7, 4).unwrap().to_solve().unwrap_err();
        assert!(clash.contains("appears twice"), "{clash}");
    }
}

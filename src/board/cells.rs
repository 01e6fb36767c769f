//! How each cell is shown and announced: its digit, where the digit came
//! from ([`CellKind`]), and whether it clashes with another.

use sudoku_engine::units::{col_of, row_of, CELLS};
use sudoku_engine::Grid;

use super::Board;

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
        } else if board.entries().get(cell) != 0 {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{wiki, wiki_solution};

    #[test]
    fn labels_say_position_kind_digit_and_conflict() {
        let board = Board::new(wiki()).enter(2, 5).unwrap();
        let views = cell_views(&board, None);
        assert_eq!(views[0].label(0), "Row 1, Column 1, given 5, conflict");
        assert_eq!(views[2].label(2), "Row 1, Column 3, entered 5, conflict");
        assert_eq!(views[3].label(3), "Row 1, Column 4, empty");
        assert_eq!(views[1].label(1), "Row 1, Column 2, given 3");
        let solution = wiki_solution();
        let views = cell_views(&Board::new(wiki()), Some((&solution, CellKind::Solved)));
        assert_eq!(views[20].label(20), "Row 3, Column 3, given 8");
        assert_eq!(views[24].label(24), "Row 3, Column 7, solved 5");
        assert!(views.iter().all(|view| !view.conflict));
    }
}

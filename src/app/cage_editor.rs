//! The reducer's part for the cage editor: cells picked on the board (a
//! click toggles, a drag adds), then made a cage with a sum, or the cage
//! under the selected cell removed. Every change is one undoable edit of
//! the board, and the Puzzle box follows.

use super::{AppState, CageAction};
use crate::board::{add_cage, puzzle_text, remove_cage, Board};
use sudoku_engine::shape::Sudoku;

impl AppState {
    pub(super) fn cage_action(&mut self, action: CageAction) {
        let cells = self.board.cell_count();
        match action {
            CageAction::Draw => self.cage_draft = Some(Vec::new()),
            CageAction::Done => self.cage_draft = None,
            CageAction::Pick(cell) | CageAction::Extend(cell) if cell < cells => {
                let toggles = matches!(action, CageAction::Pick(_));
                if let Some(draft) = self.cage_draft.as_mut() {
                    match draft.iter().position(|&picked| picked == cell) {
                        Some(at) if toggles => {
                            draft.remove(at);
                        }
                        Some(_) => {}
                        None => draft.push(cell),
                    }
                }
            }
            CageAction::Pick(_) | CageAction::Extend(_) => {}
            CageAction::Add(sum) => self.add_drawn_cage(sum.trim()),
            CageAction::RemoveSelected => match remove_cage(self.board.puzzle(), self.selected) {
                Some(Ok(puzzle)) => self.reshape(puzzle),
                Some(Err(why)) => self.notice = Some(format!("The cage cannot be removed: {why}")),
                None => {
                    let name = self.board.shape().geometry().cell_name(self.selected);
                    self.notice = Some(format!("There is no cage at {name}."));
                }
            },
        }
    }

    fn add_drawn_cage(&mut self, sum: &str) {
        let Some(draft) = self.cage_draft.clone() else {
            return;
        };
        let sum = match sum {
            "" => None,
            text => match text.parse::<u32>() {
                Ok(sum) if sum > 0 => Some(sum),
                _ => {
                    self.notice = Some(format!("'{text}' is not a cage sum: type a whole number, or nothing for a cage without one."));
                    return;
                }
            },
        };
        match add_cage(self.board.puzzle(), &draft, sum) {
            Ok(puzzle) => {
                self.reshape(puzzle);
                self.cage_draft = Some(Vec::new());
            }
            Err(why) => self.notice = Some(format!("The cage cannot be added: {why}")),
        }
    }

    /// The board with `puzzle` in place of its own, entries kept; undoable.
    pub(super) fn reshape(&mut self, puzzle: Sudoku) {
        self.puzzle_text = puzzle_text(&puzzle);
        self.input_error = None;
        let board = Board::with_entries(puzzle, self.board.entries());
        self.change_board(board);
    }
}

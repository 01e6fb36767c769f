//! The reducer's part for the editor: cells picked on the board (a click
//! toggles, a drag adds), then made a killer cage with a sum or a jigsaw
//! region; the cage under the selected cell removed; the boxes put back.
//! Every change of the puzzle is one undoable edit of the board, and the
//! Puzzle box follows. Regions wait in the drawing until they split the
//! grid (see [`with_drawn_regions`]).

use super::{AppState, Drawing, EditAction};
use crate::board::{
    add_cage, check_new_region, puzzle_text, remove_cage, with_drawn_regions, without_regions,
    Board,
};
use sudoku_engine::shape::Sudoku;

impl AppState {
    pub(super) fn edit_action(&mut self, action: EditAction) {
        let cells = self.board.cell_count();
        match action {
            EditAction::Draw => self.drawing = Some(Drawing::default()),
            EditAction::Done => self.drawing = None,
            EditAction::Pick(cell) | EditAction::Extend(cell) if cell < cells => {
                let toggles = matches!(action, EditAction::Pick(_));
                if let Some(picked) = self.drawing.as_mut().map(|drawing| &mut drawing.picked) {
                    match picked.iter().position(|&at| at == cell) {
                        Some(at) if toggles => {
                            picked.remove(at);
                        }
                        Some(_) => {}
                        None => picked.push(cell),
                    }
                }
            }
            EditAction::Pick(_) | EditAction::Extend(_) => {}
            EditAction::AddCage(sum) => self.add_drawn_cage(sum.trim()),
            EditAction::MakeRegion => self.make_drawn_region(),
            EditAction::RemoveSelectedCage => {
                match remove_cage(self.board.puzzle(), self.selection.focus()) {
                    Some(Ok(puzzle)) => self.reshape(puzzle),
                    Some(Err(why)) => {
                        self.notice = Some(format!("The cage cannot be removed: {why}"))
                    }
                    None => {
                        let name = self
                            .board
                            .shape()
                            .geometry()
                            .cell_name(self.selection.focus());
                        self.notice = Some(format!("There is no cage at {name}."));
                    }
                }
            }
            EditAction::BoxesAgain => {
                if self.board.shape().regions().is_some() {
                    match without_regions(self.board.puzzle()) {
                        Ok(puzzle) => self.reshape(puzzle),
                        Err(why) => {
                            self.notice = Some(format!("The boxes cannot come back: {why}"))
                        }
                    }
                }
                if let Some(drawing) = self.drawing.as_mut() {
                    drawing.regions.clear();
                }
            }
        }
    }

    fn add_drawn_cage(&mut self, sum: &str) {
        let Some(drawing) = self.drawing.clone() else {
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
        match add_cage(self.board.puzzle(), &drawing.picked, sum) {
            Ok(puzzle) => {
                self.reshape(puzzle);
                self.drawing = Some(Drawing {
                    picked: Vec::new(),
                    ..drawing
                });
            }
            Err(why) => self.notice = Some(format!("The cage cannot be added: {why}")),
        }
    }

    /// The picked cells as the next region; the board takes the regions
    /// once they split the grid.
    fn make_drawn_region(&mut self) {
        let Some(drawing) = self.drawing.clone() else {
            return;
        };
        let shape = self.board.shape();
        if let Err(why) = check_new_region(shape, &drawing.regions, &drawing.picked) {
            self.notice = Some(format!("The region cannot be made: {why}."));
            return;
        }
        let mut regions = drawing.regions;
        regions.push(drawing.picked);
        match with_drawn_regions(self.board.puzzle(), &regions) {
            None => {
                self.drawing = Some(Drawing {
                    picked: Vec::new(),
                    regions,
                })
            }
            Some(Ok(puzzle)) => {
                self.reshape(puzzle);
                self.drawing = Some(Drawing::default());
            }
            Some(Err(why)) => {
                self.notice = Some(format!("The regions cannot be used: {why}"));
            }
        }
    }

    /// Drops what the editor drew when the board no longer has its cells
    /// (a smaller grid came in by undo or a link).
    pub(super) fn fit_drawing(&mut self) {
        let cells = self.board.cell_count();
        if let Some(drawing) = self.drawing.as_mut() {
            let fits = |region: &Vec<usize>| region.iter().all(|&cell| cell < cells);
            if !fits(&drawing.picked) || !drawing.regions.iter().all(fits) {
                *drawing = Drawing::default();
            }
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

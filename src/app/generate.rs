//! The reducer's part for New puzzle: the control's settings, starting and
//! stopping a generation, and the made puzzle landing on the board (an
//! undoable change, so the work on the board before is one Undo away).

use sudoku_engine::generate::{GridSource, Symmetry};
use sudoku_engine::shape::Sudoku;

use super::{AppState, Command, GeneratorAction, Practice};
use crate::board::{puzzle_text, Board};
use crate::generator::{Difficulty, ShapeChoice};
use crate::worker::{FromWorker, WorkerId};

impl AppState {
    pub(super) fn generator_action(&mut self, action: GeneratorAction, out: &mut Vec<Command>) {
        let choice = &mut self.generator.choice;
        match action {
            GeneratorAction::SetDifficulty(value) => {
                if let Some(difficulty) = Difficulty::from_value(&value) {
                    choice.difficulty = difficulty;
                }
            }
            GeneratorAction::SetSeRange(text) => choice.se_range = text,
            GeneratorAction::SetPractice(text) => choice.practice = text,
            GeneratorAction::SetSymmetry(name) => {
                if let Ok(symmetry) = name.parse::<Symmetry>() {
                    choice.symmetry = symmetry;
                }
            }
            GeneratorAction::SetGrid(name) => {
                if let Ok(grid) = name.parse::<GridSource>() {
                    choice.grid = grid;
                }
            }
            GeneratorAction::SetShape(value) => {
                if let Some(shape) = ShapeChoice::from_value(&value) {
                    choice.shape = shape;
                }
            }
            GeneratorAction::SetKiller(on) => choice.killer = on,
            GeneratorAction::SetNoGivens(on) => choice.no_givens = on,
            GeneratorAction::SetSeed(text) => choice.seed = text,
            GeneratorAction::Start => self.generator.start(self.board.puzzle(), out),
            GeneratorAction::Stop => self.generator.stop(out),
            GeneratorAction::UseClosest => {
                let closest = self.generator.last.as_ref().and_then(|last| {
                    let ended = last.as_ref().ok()?;
                    ended
                        .outcome
                        .closest()
                        .map(|closest| closest.sudoku.clone())
                });
                if let Some(puzzle) = closest {
                    self.land_made(puzzle);
                }
            }
        }
    }

    pub(super) fn generator_message(
        &mut self,
        worker: WorkerId,
        message: FromWorker,
        out: &mut Vec<Command>,
    ) {
        match message {
            FromWorker::Generating(report) => self.generator.report(report),
            FromWorker::Generated(done) => {
                if let Some(puzzle) = self.generator.done(done) {
                    self.land_made(puzzle);
                }
            }
            FromWorker::Crashed { message } => self.generator.failed(worker, message, out),
            _ => {}
        }
    }

    /// Puts the last generation's puzzle on the board (a practice puzzle
    /// when it was made to take a technique), and its text in the Puzzle
    /// box.
    fn land_made(&mut self, puzzle: Sudoku) {
        let last = self.generator.last.as_ref();
        let need = last.and_then(|last| last.as_ref().ok()?.options.needs);
        self.practice = need.map(|need| Practice::new(need, puzzle.clone()));
        if &puzzle == self.board.puzzle() && self.board.entries().filled() == 0 {
            return;
        }
        self.puzzle_text = puzzle_text(&puzzle);
        self.input_error = None;
        self.change_board(Board::new(puzzle));
    }
}

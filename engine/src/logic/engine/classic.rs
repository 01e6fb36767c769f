//! The classic 9x9's backend: the bitboard solver, whose steps and values
//! are Sudoku Explainer's.

use crate::exact::fast::find_solutions;
use crate::grid::Grid;
use crate::logic::board::Board;
use crate::logic::profile::Profile;
use crate::logic::solver::{next_step, Options};
use crate::logic::step::{Rating, Step};
use crate::logic::technique::Technique;
use crate::picture::Picture;
use crate::puzzle::Puzzle;
use crate::shape::Values;
use crate::solver::Outcome;
use crate::units::CELLS;

use super::Backend;
use crate::logic::ProfileName;

/// A classic 9x9 being solved.
pub struct ClassicRun {
    board: Board,
    profile: Profile,
    options: Options,
    /// A solution, used only to guess where logic stalls on a puzzle with
    /// several; none when the puzzle has no solution.
    solution: Option<Grid>,
}

impl ClassicRun {
    /// The run on `puzzle`, its solutions counted (by `fast`, in
    /// microseconds).
    pub(crate) fn new(puzzle: &Puzzle, profile: ProfileName) -> ClassicRun {
        let solutions = find_solutions(puzzle, 2);
        ClassicRun {
            board: Board::new(puzzle),
            profile: profile.classic(),
            options: Options {
                unique: solutions.len() == 1,
            },
            solution: solutions.first().copied(),
        }
    }

    /// A digit of the known solution in the first cell with the fewest
    /// candidates, when logic stalls.
    fn guess(&self) -> Option<Step> {
        let solution = self.solution?;
        if !self.board.agrees_with(&solution) {
            return None;
        }
        let cell = (0..CELLS)
            .filter(|&cell| self.board.value(cell) == 0)
            .min_by_key(|&cell| self.board.count(cell))?;
        Some(Step::new(Technique::Guess).place(cell, solution.get(cell)))
    }
}

impl Backend for ClassicRun {
    fn advance(&mut self) -> Result<(Technique, Rating), Outcome> {
        if self.solution.is_none() {
            return Err(Outcome::NoSolution);
        }
        let step = next_step(&self.board, &self.profile, self.options)
            .or_else(|| self.guess())
            .ok_or(Outcome::NoSolution)?;
        step.apply(&mut self.board);
        Ok((step.technique, step.rating))
    }

    fn is_solved(&self) -> bool {
        self.board.is_solved()
    }

    fn is_broken(&self) -> bool {
        self.board.contradiction().is_some()
    }

    fn values(&self) -> Values {
        self.board.placed()
    }

    fn candidate_count(&self) -> u32 {
        self.board.candidate_count()
    }

    fn picture(&self) -> Option<Picture> {
        Some(Picture::candidates(&self.board.marks()))
    }

    fn is_classic(&self) -> bool {
        true
    }
}

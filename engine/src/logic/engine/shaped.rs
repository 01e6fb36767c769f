//! The backend of every shape but the classic 9x9: the solver of
//! [`crate::logic::shaped`], at the width of cell set the grid needs.

use crate::exact::counter::{solutions_in_turns, Bound, COUNT_BUDGET};
use crate::logic::shaped::solver::{next_step, Profile};
use crate::logic::shaped::{is_narrow, Board, Layout, Step};
use crate::logic::step::Rating;
use crate::logic::technique::Technique;
use crate::picture::Picture;
use crate::run::Deadline;
use crate::shape::{Sudoku, Values};
use crate::solver::Outcome;

use super::Backend;
use crate::logic::ProfileName;

/// The backend for `sudoku`, of any shape.
pub fn start(sudoku: &Sudoku, profile: ProfileName) -> Box<dyn Backend> {
    if is_narrow(sudoku.shape()) {
        Box::new(ShapedRun::<2>::new(sudoku, profile))
    } else {
        Box::new(ShapedRun::<21>::new(sudoku, profile))
    }
}

/// What the count before the first step found.
enum Known {
    /// One solution: forcing chains and uniqueness techniques may run.
    Unique(Values),
    /// Several: one of them, to guess from where logic stalls.
    Several(Values),
    /// None.
    NoSolution,
    /// Not decided within [`COUNT_BUDGET`].
    Undecided,
}

/// A puzzle of any shape being solved, with cell sets of `W` words.
struct ShapedRun<const W: usize> {
    sudoku: Sudoku,
    board: Board<W>,
    profile: Profile,
    /// Counted before the first step (it may take a second: not in `new`).
    known: Option<Known>,
}

impl<const W: usize> ShapedRun<W> {
    fn new(sudoku: &Sudoku, profile: ProfileName) -> ShapedRun<W> {
        ShapedRun {
            sudoku: sudoku.clone(),
            board: Board::new(sudoku, Layout::new(sudoku.shape())),
            profile: profile.shaped(),
            known: None,
        }
    }

    fn count(&self) -> Known {
        match solutions_in_turns(&self.sudoku, 2, Bound::work(COUNT_BUDGET)).as_deref() {
            None => Known::Undecided,
            Some([]) => Known::NoSolution,
            Some([one]) => Known::Unique(one.clone()),
            Some([first, ..]) => Known::Several(first.clone()),
        }
    }

    /// How the run ends where logic finds no step: no solution when the
    /// count or the board says so, else given up (a puzzle with one
    /// solution whose rules' logic stalls, or one not counted in time).
    fn stalled(&self) -> Outcome {
        match self.known {
            Some(Known::NoSolution) => Outcome::NoSolution,
            _ if self.is_broken() => Outcome::NoSolution,
            _ => Outcome::GaveUp {
                best: self.board.values(),
                cost: (self.sudoku.shape().cells() - self.board.filled()) as u32,
            },
        }
    }
}

/// A digit of `solution` in the first cell with the fewest candidates,
/// when logic stalls on a puzzle with several solutions.
fn guess<const W: usize>(board: &Board<W>, solution: &Values) -> Option<Step> {
    if !board.agrees_with(solution) {
        return None;
    }
    let cell = (0..solution.cells().len())
        .filter(|&cell| board.value(cell) == 0)
        .min_by_key(|&cell| board.count(cell))?;
    Some(Step::new(Technique::Guess).place(cell, solution.get(cell)))
}

impl<const W: usize> Backend for ShapedRun<W> {
    fn advance(&mut self) -> Result<(Technique, Rating), Outcome> {
        if self.known.is_none() {
            self.known = Some(self.count());
        }
        let (board, profile) = (&self.board, self.profile);
        let step = match self.known.as_ref().expect("counted above") {
            Known::NoSolution => return Err(Outcome::NoSolution),
            Known::Unique(solution) => next_step(board, profile, Some(solution)),
            Known::Several(solution) => {
                next_step(board, profile, None).or_else(|| guess(board, solution))
            }
            Known::Undecided => next_step(board, profile, None),
        };
        let step = step.ok_or_else(|| self.stalled())?;
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
        self.board.values()
    }

    fn candidate_count(&self) -> u32 {
        self.board.candidate_count()
    }

    /// Pictures are of the classic 9x9's candidates.
    fn picture(&self) -> Option<Picture> {
        None
    }

    fn is_classic(&self) -> bool {
        false
    }

    /// The board's layout ends its searches at `deadline`: set before the
    /// first step (the session sets it as it starts the engine).
    fn set_deadline(&mut self, deadline: Deadline) {
        if self.known.is_none() {
            let layout = Layout::until(self.sudoku.shape(), Some(deadline));
            self.board = Board::new(&self.sudoku, layout);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_puzzle;

    /// Where logic stalls on a puzzle whose count was not decided (a large
    /// sparse one: here an empty 4x4 taken as such), the run gives up with
    /// the grid reached, rather than claiming there is no solution.
    #[test]
    fn logic_stuck_on_an_uncounted_puzzle_gives_up() {
        let empty = read_puzzle(&".".repeat(16), &Default::default())
            .unwrap()
            .sudoku;
        let mut run = ShapedRun::<2>::new(&empty, ProfileName::Human);
        run.known = Some(Known::Undecided);
        assert_eq!(
            run.advance(),
            Err(Outcome::GaveUp {
                best: empty.givens().clone(),
                cost: 16
            })
        );
    }
}

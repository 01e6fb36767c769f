//! [`Explainer`]: the one entry that explains a puzzle of any shape step by
//! step and gives the next step from where a person is. It chooses the
//! solver itself: the classic 9x9 (no extra rule, no cages) goes to the
//! bitboard solver that makes its ratings Sudoku-Explainer-exact, every
//! other shape to the solver of every shape. Either way the steps come out
//! as [`Explained`], so the command line, the app and the ratings of one
//! puzzle follow one path whatever form it was read in.

use std::ops::ControlFlow;

use super::explained::Explained;
use super::shaped::{Logic, Position, Solved};
use super::{Board, Ending, Options, PathStep, ProfileName, Step};
use crate::digits::Digits;
use crate::puzzle::Puzzle;
use crate::run::Deadline;
use crate::shape::{Sudoku, Values};
use crate::units::{cell_name, CELLS};

/// The logic solver of one puzzle.
pub struct Explainer {
    sudoku: Sudoku,
    solver: Solver,
}

enum Solver {
    Classic(Puzzle),
    EveryShape(Logic),
}

/// The steps of a solve and where they left the grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub steps: Vec<Explained>,
    /// Every cell holds a digit at the end.
    pub solved: bool,
    /// The grid the steps leave: the givens and every digit placed.
    pub grid: Values,
}

/// The next step from a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    Step(Box<Explained>),
    /// Every cell holds a digit.
    Solved,
    /// No technique of the profile applies (or none was found before the
    /// deadline).
    Stuck,
}

impl Explainer {
    /// The solver of `sudoku`. The searches of the solver of every shape
    /// give up at `deadline` (then a step may not come where one exists);
    /// the classic 9x9's take milliseconds and have none.
    pub fn new(sudoku: &Sudoku, deadline: Option<Deadline>) -> Explainer {
        let solver = match sudoku.to_classic() {
            Some(puzzle) => Solver::Classic(puzzle),
            None => Solver::EveryShape(Logic::until(sudoku.shape(), deadline)),
        };
        Explainer {
            sudoku: sudoku.clone(),
            solver,
        }
    }

    /// Solves the puzzle from its givens (and pencil marks), easiest first
    /// under `profile`, showing `watch` each step as it is found; a watcher
    /// that breaks ends the solve after that step. `solution`, when the
    /// puzzle has exactly one, lets the uniqueness techniques and forcing
    /// chains run.
    pub fn explain(
        &self,
        profile: ProfileName,
        solution: Option<&Values>,
        watch: &mut dyn FnMut(&dyn PathStep) -> ControlFlow<()>,
    ) -> Explanation {
        match &self.solver {
            Solver::Classic(puzzle) => {
                let mut board = Board::new(puzzle);
                let (steps, ending) = classic_path(&mut board, profile, solution, watch);
                Explanation {
                    steps: steps.iter().map(Explained::from).collect(),
                    solved: ending == Ending::Solved,
                    grid: board.placed(),
                }
            }
            Solver::EveryShape(logic) => {
                let solved = self.path_of_every_shape(logic, profile, solution, watch);
                let mut grid = self.sudoku.givens().clone();
                for worded in &solved.steps {
                    for placed in &worded.step.placements {
                        grid.set(placed.cell(), placed.digit);
                    }
                }
                Explanation {
                    steps: solved
                        .steps
                        .into_iter()
                        .map(|worded| logic.explained(worded))
                        .collect(),
                    solved: solved.solved,
                    grid,
                }
            }
        }
    }

    /// [`Explainer::explain`]'s path shown to `watch` alone, without the
    /// words and highlights of each step: what the ratings and the
    /// generator's needs read (true when it fills the grid).
    pub fn walk(
        &self,
        profile: ProfileName,
        solution: Option<&Values>,
        watch: &mut dyn FnMut(&dyn PathStep) -> ControlFlow<()>,
    ) -> bool {
        match &self.solver {
            Solver::Classic(puzzle) => {
                let (_, ending) = classic_path(&mut Board::new(puzzle), profile, solution, watch);
                ending == Ending::Solved
            }
            Solver::EveryShape(logic) => {
                self.path_of_every_shape(logic, profile, solution, watch)
                    .solved
            }
        }
    }

    fn path_of_every_shape(
        &self,
        logic: &Logic,
        profile: ProfileName,
        solution: Option<&Values>,
        watch: &mut dyn FnMut(&dyn PathStep) -> ControlFlow<()>,
    ) -> Solved {
        logic.solve_watched(
            profile.shaped(),
            &self.sudoku,
            None,
            solution,
            &mut |step| watch(step),
        )
    }

    /// The next step under `profile` from `position` (a person's entries
    /// and pencil marks), or from the givens; an error that says where
    /// when the position breaks a rule.
    pub fn hint(
        &self,
        profile: ProfileName,
        position: Option<Position>,
        solution: Option<&Values>,
    ) -> Result<Hint, String> {
        match &self.solver {
            Solver::Classic(puzzle) => {
                let board = classic_board(puzzle, position)?;
                if board.is_solved() {
                    return Ok(Hint::Solved);
                }
                let options = Options {
                    unique: solution.is_some(),
                };
                Ok(
                    match super::next_step(&board, &profile.classic(), options) {
                        Some(step) => Hint::Step(Box::new(Explained::from(&step))),
                        None => Hint::Stuck,
                    },
                )
            }
            Solver::EveryShape(logic) => {
                let next = logic.next(profile.shaped(), &self.sudoku, position, solution)?;
                let givens = self.sudoku.givens();
                let filled = || {
                    (0..givens.cells().len()).all(|cell| {
                        givens.get(cell) != 0
                            || position.is_some_and(|at| at.entries.get(cell) != 0)
                    })
                };
                Ok(match next {
                    Some(worded) => Hint::Step(Box::new(logic.explained(worded))),
                    None if filled() => Hint::Solved,
                    None => Hint::Stuck,
                })
            }
        }
    }
}

/// The classic solver's path on `board` under `profile` (the uniqueness
/// techniques when the one `solution` is known).
fn classic_path(
    board: &mut Board,
    profile: ProfileName,
    solution: Option<&Values>,
    watch: &mut dyn FnMut(&dyn PathStep) -> ControlFlow<()>,
) -> (Vec<Step>, Ending) {
    let options = Options {
        unique: solution.is_some(),
    };
    super::solve_watched(board, &profile.classic(), options, &mut |step| watch(step))
}

/// The classic board of `puzzle` at `position`: its entries placed, then
/// only its pencil marks left as candidates; an error when an entry or
/// the marks break a rule.
fn classic_board(puzzle: &Puzzle, position: Option<Position>) -> Result<Board, String> {
    let mut board = Board::new(puzzle);
    let Some(position) = position else {
        return Ok(board);
    };
    for cell in 0..CELLS {
        let entry = position.entries.get(cell);
        if entry != 0 && board.value(cell) == 0 {
            if !board.has(cell, entry) {
                return Err(format!("{entry} cannot go in {}", cell_name(cell)));
            }
            board.place(cell, entry);
        }
    }
    if let Some(marks) = position.marks {
        for (cell, &marks) in marks.iter().enumerate().take(CELLS) {
            if board.value(cell) == 0 {
                let marks = Digits::from_bits(marks as u16);
                for digit in board.candidates(cell).iter() {
                    if !marks.contains(digit) {
                        board.eliminate(cell, digit);
                    }
                }
            }
        }
    }
    match board.contradiction() {
        Some(contradiction) if !board.is_solved() => Err(contradiction.to_string()),
        _ => Ok(board),
    }
}

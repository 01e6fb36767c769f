//! [`Puzzle`]: givens without clashes, optionally narrowed by pencil marks.

use std::fmt;

use crate::digits::Digits;
use crate::grid::{Clash, Grid};
use crate::units::{cell_name, CELLS};

/// A puzzle every engine can start from: givens that break no rule, and for
/// each empty cell the digits it may take (all nine unless pencil marks said
/// otherwise).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Puzzle {
    givens: Grid,
    marks: Option<Box<[Digits; CELLS]>>,
}

/// Why givens (and marks) cannot form a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// A digit is given twice in one unit.
    DuplicateGiven(Clash),
    /// A cell's pencil marks leave it no digit.
    NoCandidates { cell: usize },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::DuplicateGiven(clash) => write!(f, "duplicate given: {clash}",),
            PuzzleError::NoCandidates { cell } => {
                write!(f, "cell {} has no candidate left", cell_name(*cell))
            }
        }
    }
}

impl std::error::Error for PuzzleError {}

impl Puzzle {
    /// A puzzle from its givens; fails on the first duplicate given.
    pub fn new(givens: Grid) -> Result<Puzzle, PuzzleError> {
        match givens.first_clash() {
            Some(clash) => Err(PuzzleError::DuplicateGiven(clash)),
            None => Ok(Puzzle {
                givens,
                marks: None,
            }),
        }
    }

    /// A puzzle from givens known to break no rule (a [`crate::shape::Sudoku`]'s
    /// of the classic shape), not checked again.
    pub(crate) fn from_valid(givens: Grid) -> Puzzle {
        debug_assert!(givens.first_clash().is_none());
        Puzzle {
            givens,
            marks: None,
        }
    }

    /// A puzzle from pencil marks: a cell with one candidate is a given, the
    /// others may only take their candidates.
    pub fn from_marks(marks: [Digits; CELLS]) -> Result<Puzzle, PuzzleError> {
        let mut givens = Grid::EMPTY;
        for (cell, set) in marks.iter().enumerate() {
            if set.is_empty() {
                return Err(PuzzleError::NoCandidates { cell });
            }
            if let Some(digit) = set.single_digit() {
                givens.set(cell, digit);
            }
        }
        let mut puzzle = Puzzle::new(givens)?;
        if marks.iter().any(|&set| set != Digits::ALL) {
            puzzle.marks = Some(Box::new(marks));
        }
        Ok(puzzle)
    }

    /// The given digits.
    #[inline]
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The pencil marks the puzzle was made from, if any.
    pub fn marks(&self) -> Option<&[Digits; CELLS]> {
        self.marks.as_deref()
    }

    /// The digits `cell` may take before any reasoning: its given, its pencil
    /// marks, or all nine.
    #[inline]
    pub fn allowed(&self, cell: usize) -> Digits {
        match self.givens.get(cell) {
            0 => self.marks.as_ref().map_or(Digits::ALL, |marks| marks[cell]),
            digit => Digits::single(digit),
        }
    }

    /// Number of givens.
    pub fn given_count(&self) -> usize {
        self.givens.filled()
    }

    /// True when `grid` is a full valid grid that keeps the givens and the marks.
    pub fn is_solved_by(&self, grid: &Grid) -> bool {
        grid.is_solved()
            && grid.keeps(&self.givens)
            && (0..CELLS).all(|cell| self.allowed(cell).contains(grid.get(cell)))
    }
}

impl fmt::Debug for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Puzzle({}", self.givens)?;
        if self.marks.is_some() {
            f.write_str(" with marks")?;
        }
        f.write_str(")")
    }
}

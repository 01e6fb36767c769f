//! The paper's difficulty classes (seed 002, sections 4-5): easy and medium
//! puzzles need no guess, hard and evil ones do.

use std::fmt;

use crate::units::CELLS;

/// Findling's four puzzle classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Easy,
    Medium,
    Hard,
    Evil,
}

/// Fewest givens of the paper's easy puzzles (Table 1: 31 to 36; its medium
/// ones, Table 2, have 26 to 30). The paper tells the two no-guess classes
/// apart only by their givens, so this does too.
pub const EASY_MIN_GIVENS: usize = 31;

/// Fewest givens of an easy puzzle of `cells` cells: the paper's 31 of 81
/// for the classic 9x9, the same share (rounded up) of any other grid. The
/// paper has only 9x9 puzzles, so the share is our reading.
pub fn easy_min_givens(cells: usize) -> usize {
    (cells * EASY_MIN_GIVENS).div_ceil(CELLS)
}

impl Class {
    /// The class of a solved puzzle with `givens` givens that took
    /// `guesses` guesses, when easy puzzles have `easy_min_givens` givens
    /// or more (see [`easy_min_givens`]) and evil puzzles take
    /// `evil_min_guesses` guesses or more (see
    /// [`Reading::evil_min_guesses`](super::Reading::evil_min_guesses)).
    pub fn of(givens: usize, easy_min_givens: usize, guesses: u64, evil_min_guesses: u64) -> Class {
        match guesses {
            0 if givens >= easy_min_givens => Class::Easy,
            0 => Class::Medium,
            g if g < evil_min_guesses => Class::Hard,
            _ => Class::Evil,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Class::Easy => "easy",
            Class::Medium => "medium",
            Class::Hard => "hard",
            Class::Evil => "evil",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

//! Why logic stops before the grid is full, in the words a person reads
//! (hints, explanations, the command line): logic may stall on a puzzle
//! with one solution too, at shapes and variants whose hardest puzzles
//! need more than the techniques we have.

use crate::rate::RateError;

/// Why a solve stopped short of the full grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Stall {
    /// The puzzle has several solutions: no logic settles it.
    SeveralSolutions,
    /// Its solutions could not be counted within their budget.
    Uncounted,
    /// It has one solution, beyond every technique the solver has.
    BeyondTechniques,
}

impl Stall {
    /// The stall of a puzzle whose solution count ended in `count` (Ok: one).
    pub fn of_count<T>(count: &Result<T, RateError>) -> Stall {
        match count {
            Ok(_) => Stall::BeyondTechniques,
            Err(RateError::Unchecked) => Stall::Uncounted,
            Err(RateError::SeveralSolutions | RateError::NoSolution) => Stall::SeveralSolutions,
        }
    }

    /// The stall of a puzzle known to have one solution (`unique`) or several.
    pub fn of_unique(unique: bool) -> Stall {
        match unique {
            true => Stall::BeyondTechniques,
            false => Stall::SeveralSolutions,
        }
    }

    /// The reason in words, to follow "no technique applies: ".
    pub fn words(self) -> &'static str {
        match self {
            Stall::SeveralSolutions => "the puzzle has several solutions",
            Stall::Uncounted => "the puzzle is too open to check that it has one solution",
            Stall::BeyondTechniques => {
                "the puzzle has one solution, but none of our techniques finds the next step"
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unique_puzzle_is_never_said_to_have_several_solutions() {
        let unique: Result<(), RateError> = Ok(());
        assert!(!Stall::of_count(&unique).words().contains("several"));
        assert!(!Stall::of_unique(true).words().contains("several"));
        let several: Result<(), RateError> = Err(RateError::SeveralSolutions);
        assert!(Stall::of_count(&several).words().contains("several"));
    }
}

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
    /// A solution count's one solution, when it found exactly one, and
    /// the stall of the puzzle; the count's error when it has no solution.
    pub fn with_solution<T>(count: Result<T, RateError>) -> Result<(Option<T>, Stall), RateError> {
        let stall = match &count {
            Ok(_) => Stall::BeyondTechniques,
            Err(RateError::NoSolution) => return Err(RateError::NoSolution),
            Err(RateError::Unchecked) => Stall::Uncounted,
            Err(RateError::SeveralSolutions) => Stall::SeveralSolutions,
        };
        Ok((count.ok(), stall))
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
        let (solution, stall) = Stall::with_solution(Ok(7)).unwrap();
        assert_eq!(solution, Some(7));
        assert!(!stall.words().contains("several"));
        let several = Stall::with_solution(Err::<u8, _>(RateError::SeveralSolutions));
        assert!(several.unwrap().1.words().contains("several"));
        let none = Stall::with_solution(Err::<u8, _>(RateError::NoSolution));
        assert_eq!(none, Err(RateError::NoSolution));
    }
}

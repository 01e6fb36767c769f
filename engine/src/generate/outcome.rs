//! What a generator run gives: a [`Generated`] puzzle with its rating, or
//! a give-up ([`GiveUp`]) that offers the closest puzzle made.

use std::fmt;

use crate::format::shaped::write_sudoku;
use crate::rate::PathRating;
use crate::shape::{Sudoku, Values};

/// A puzzle the generator made.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Generated {
    /// The puzzle to play: its shape, rules and cages, and its givens.
    pub sudoku: Sudoku,
    pub solution: Values,
    /// The try that made it (1 for the first).
    pub tries: u64,
    /// Its readings under SE's techniques (the logic path's part of
    /// [`crate::rate::rate`]), when the options rate.
    pub rating: Option<PathRating>,
    /// Givens kept because the check of their removal ran over its budget
    /// (a large killer's, or a grid larger than a 20x20): the puzzle is
    /// unique always, and minimal (for its level, under a bounded target)
    /// when this is 0.
    #[cfg_attr(feature = "serde", serde(default))]
    pub unproven: usize,
}

/// Why a run ended without a puzzle.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GiveUp {
    /// Every allowed try was used.
    TriesSpent { tries: u64 },
    /// The time limit of [`Generator::run`](crate::generate::Generator::run) passed.
    TimeLimit { ms: f64 },
    /// The caller stopped the run.
    Stopped,
    /// The options cannot give a puzzle at all; one sentence says why.
    Impossible { reason: String },
}

impl GiveUp {
    /// A short machine-friendly name: `tries_spent`, `time_limit`,
    /// `stopped`, `impossible`.
    pub fn status(&self) -> &'static str {
        match self {
            GiveUp::TriesSpent { .. } => "tries_spent",
            GiveUp::TimeLimit { .. } => "time_limit",
            GiveUp::Stopped => "stopped",
            GiveUp::Impossible { .. } => "impossible",
        }
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GenOutcome {
    Made(Generated),
    /// No puzzle met the options; `best` is the made puzzle whose rating
    /// came closest to the target, if any was made.
    GaveUp {
        why: GiveUp,
        tries: u64,
        best: Option<Generated>,
    },
}

impl GenOutcome {
    /// The puzzle, when one was made.
    pub fn made(&self) -> Option<&Generated> {
        match self {
            GenOutcome::Made(generated) => Some(generated),
            GenOutcome::GaveUp { .. } => None,
        }
    }

    /// The closest puzzle of a run that gave up, when it made any.
    pub fn closest(&self) -> Option<&Generated> {
        match self {
            GenOutcome::Made(_) => None,
            GenOutcome::GaveUp { best, .. } => best.as_ref(),
        }
    }
}

/// One sentence for people, e.g. "no puzzle in the target after 1000 tries".
impl fmt::Display for GenOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenOutcome::Made(generated) => {
                write!(
                    f,
                    "made {} after {} tries",
                    write_sudoku(&generated.sudoku),
                    generated.tries
                )
            }
            GenOutcome::GaveUp { why, tries, best } => {
                match why {
                    GiveUp::TriesSpent { .. } => {
                        write!(f, "no puzzle met the options in {tries} tries")
                    }
                    GiveUp::TimeLimit { ms } => write!(
                        f,
                        "no puzzle met the options within {:.1} s ({tries} tries)",
                        ms / 1000.0
                    ),
                    GiveUp::Stopped => write!(f, "stopped after {tries} tries"),
                    GiveUp::Impossible { reason } => f.write_str(reason),
                }?;
                match best.as_ref().and_then(|best| best.rating.as_ref()) {
                    Some(rating) => write!(
                        f,
                        "; the closest was rated {} ({})",
                        rating.se.er, rating.hodoku.level
                    ),
                    None => Ok(()),
                }
            }
        }
    }
}

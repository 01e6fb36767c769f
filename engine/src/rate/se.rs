//! SE's three figures, as Sudoku Explainer's `getDifficulty` and gsf's
//! `serate` define them, from the steps of the easiest-first path:
//!
//! - ER, the rating: the highest value of any step (20.0 when the solver
//!   gets stuck: SE's "beyond solver");
//! - EP, the pearl: the highest value up to and including the first step
//!   that places a digit;
//! - ED, the diamond: the value of the first step.
//!
//! A puzzle that singles solve from the start has ER = EP = ED.

use crate::logic::{PathStep, Rating};

/// SE's rating of one path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeRating {
    /// ER: the hardest step.
    pub er: Rating,
    /// EP: the hardest step up to the first placement.
    pub ep: Rating,
    /// ED: the first step.
    pub ed: Rating,
}

/// SE's value for a path SE could not finish.
pub const BEYOND_SOLVER: Rating = Rating(200);

impl SeRating {
    /// The figures of `steps`; `finished` is false when the solver stopped
    /// before the grid was full.
    pub fn of<S: PathStep>(steps: &[S], finished: bool) -> SeRating {
        SeRating::of_values(
            steps.iter().map(|step| (step.value(), step.placed() > 0)),
            finished,
        )
    }

    /// The figures of a path given as each step's value and whether it
    /// places a digit (steps of any shape).
    pub fn of_values(steps: impl IntoIterator<Item = (Rating, bool)>, finished: bool) -> SeRating {
        let mut hardest = Rating(0);
        let mut ep = None;
        let mut ed = None;
        for (rating, places) in steps {
            ed.get_or_insert(rating);
            hardest = hardest.max(rating);
            if ep.is_none() && places {
                ep = Some(hardest);
            }
        }
        SeRating {
            er: if finished { hardest } else { BEYOND_SOLVER },
            ep: ep.unwrap_or(Rating(0)),
            ed: ed.unwrap_or(Rating(0)),
        }
    }
}

/// `ED=7.2/1.2/1.2` as serate prints it (ER/EP/ED).
impl std::fmt::Display for SeRating {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}/{}", self.er, self.ep, self.ed)
    }
}

//! [`PathRating`]: the readings of the logic path alone — SE's ER/EP/ED,
//! the HoDoKu-style score and level, the hardest step — what a list of
//! puzzles shows and what the generator stores with each puzzle. [`rate`]
//! adds the technique histogram, the CSP class and harmony's level.
//!
//! [`rate`]: crate::rate::rate

use crate::logic::{solve_watched, Board, Ending, Options, Profile, Step};
use crate::puzzle::Puzzle;
use crate::rate::{HodokuRating, SeRating};
use std::ops::ControlFlow;

/// The readings of one easiest-first path.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PathRating {
    /// SE's ER/EP/ED.
    pub se: SeRating,
    pub hodoku: HodokuRating,
    /// The hardest step's name ("Dynamic Contradiction Forcing Chains (+)").
    pub hardest: Option<String>,
}

impl PathRating {
    /// The readings of `steps`; `solved` says whether they filled the grid.
    pub fn of(steps: &[Step], solved: bool) -> PathRating {
        PathRating {
            se: SeRating::of(steps, solved),
            hodoku: HodokuRating::of(steps),
            hardest: steps.iter().max_by_key(|s| s.rating).map(Step::name),
        }
    }
}

/// The easiest-first path of `puzzle` under `profile`, and whether it
/// solved the grid. The solver may use uniqueness techniques, so the
/// puzzle must have exactly one solution (which [`rate`] checks first).
///
/// [`rate`]: crate::rate::rate
pub fn logic_path(puzzle: &Puzzle, profile: &Profile) -> (Vec<Step>, bool) {
    logic_path_watched(puzzle, profile, &mut |_| ControlFlow::Continue(()))
}

/// [`logic_path`], showing `watch` each step as it is found.
pub fn logic_path_watched(
    puzzle: &Puzzle,
    profile: &Profile,
    watch: &mut dyn FnMut(&Step) -> ControlFlow<()>,
) -> (Vec<Step>, bool) {
    let mut board = Board::new(puzzle);
    let (steps, ending) = solve_watched(&mut board, profile, Options { unique: true }, watch);
    (steps, ending == Ending::Solved)
}

/// The path readings of a puzzle with exactly one solution (unchecked: a
/// caller that knows, like the generator, saves [`rate`]'s count).
///
/// [`rate`]: crate::rate::rate
pub fn rate_path(puzzle: &Puzzle, profile: &Profile) -> PathRating {
    let (steps, solved) = logic_path(puzzle, profile);
    PathRating::of(&steps, solved)
}

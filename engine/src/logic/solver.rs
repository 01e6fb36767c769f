//! The easiest-first solver: a [`Profile`] lists techniques in the order
//! they are tried; [`next_step`] returns the first step the first technique
//! with one finds, [`solve`] applies steps until the board is solved or no
//! technique applies.
//!
//! This is SE's policy: Sudoku Explainer asks its hint producers in a fixed
//! order (roughly by value; see [`Profile::SE`]) and applies the first hint
//! of the first producer that has one (producers whose values vary, such as
//! chains, hand out their easiest hint first). Its rating is the highest
//! value on that path, so following the same order is what makes our
//! ratings agree with SE's.

use super::board::Board;
use super::profile::{Finder, Profile};
use super::step::Step;
use std::ops::ControlFlow;

/// What a technique may rely on beyond the board.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The puzzle is known to have exactly one solution, so uniqueness
    /// techniques (unique rectangles, BUG) are sound. Without it, forcing
    /// chains are left out too: on a puzzle with several solutions logic
    /// must stall somewhere, and SE's last resorts (nested chains over a
    /// nearly open board) would take minutes to find that out.
    pub unique: bool,
}

/// The next step on `board`: the first step of the first technique of
/// `profile` that has one.
pub fn next_step(board: &Board, profile: &Profile, options: Options) -> Option<Step> {
    profile
        .finders()
        .filter(|finder| options.unique || !(finder.needs_uniqueness() || finder.is_forcing()))
        .find_map(|finder| finder.find(board))
}

/// How a solve ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Every cell holds a digit.
    Solved,
    /// No technique of the profile applies.
    Stuck,
    /// The watcher stopped the solve (a time limit).
    Stopped,
}

/// The steps from `board` to the end, applied to `board`.
pub fn solve(board: &mut Board, profile: &Profile, options: Options) -> (Vec<Step>, Ending) {
    solve_watched(board, profile, options, &mut |_| ControlFlow::Continue(()))
}

/// [`solve`], showing `watch` each step as it is found (a long rating's
/// progress); a watcher that breaks ends the solve after that step.
pub fn solve_watched(
    board: &mut Board,
    profile: &Profile,
    options: Options,
    watch: &mut dyn FnMut(&Step) -> ControlFlow<()>,
) -> (Vec<Step>, Ending) {
    let mut steps = Vec::new();
    while !board.is_solved() {
        match next_step(board, profile, options) {
            Some(step) => {
                let go_on = watch(&step);
                step.apply(board);
                steps.push(step);
                if go_on.is_break() {
                    return (steps, Ending::Stopped);
                }
            }
            None => return (steps, Ending::Stuck),
        }
    }
    (steps, Ending::Solved)
}

impl Finder {
    /// True for finders that assume a unique solution.
    pub fn needs_uniqueness(&self) -> bool {
        matches!(self, Finder::UniqueLoops | Finder::Bug)
    }

    /// True for SE's Nishio, multiple, dynamic and nested forcing chains.
    pub fn is_forcing(&self) -> bool {
        matches!(
            self,
            Finder::Chaining(crate::logic::chaining::Chaining::Forcing(_))
        )
    }
}

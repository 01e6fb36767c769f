//! Nesting levels above 0 (SE's "Dynamic Forcing Chains (+)" and nested
//! forcing chains): when a dynamic search runs dry, other techniques are
//! applied to the board it has reduced, and their removals followed as if
//! they were links. Not yet implemented: no removal is added.

use crate::logic::board::Board;

use super::potential::Pot;
use super::propagate::Outcome;

/// Removals other techniques make on `now` (the board `start` reduced by a
/// search so far), each with the rule's index and the instances of the
/// search it depends on.
pub fn advanced_removals(
    _start: &Board,
    _now: &Board,
    _level: u8,
    _out: &Outcome,
) -> Vec<(Pot, u32, Vec<u32>)> {
    Vec::new()
}

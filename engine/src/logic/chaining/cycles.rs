//! SE's "Forcing Chains & Cycles" (`Chaining(false, false, false)`): from
//! each candidate, static chains of one kind of link (X: houses only; Y:
//! bivalue cells for strong links; XY: both), looking for
//!
//! - *bidirectional cycles*: a loop back to the starting candidate; a
//!   candidate seen by both an "on" and an "off" node of the loop (same
//!   digit) is removed (6.5 for X or Y cycles, 7.0 for XY, + length);
//! - *forcing chains*: a candidate that implies its own negation (it goes),
//!   or whose removal implies it back (it is placed) (6.6 with X links,
//!   7.0 with XY links, + length). SE has no forcing Y-chain.
//!
//! Passes as SE's: all X searches, then Y, then XY; cells in reading order,
//! digits ascending; a Y search starts from bivalue cells only. The cycle
//! search is SE's level-by-level one: an "off" node reached from several
//! "on" nodes is followed once from each (never back to an ancestor), so
//! every loop closing at the same length is found.

use crate::logic::board::Board;
use crate::logic::technique::Technique;
use crate::units::CELLS;

use super::hint::{chain_step, chain_to, conclusion, rating, rule_parents, Best, NestedHint};
use super::implications::StaticLinks;
use super::potential::{cell_of, digit_of, is_on, negation, pot, Arena, Cause, PotSet};
use super::propagate::charge;
use std::collections::VecDeque;

/// Reusable buffers.
#[derive(Default)]
struct Work {
    arena: Arena,
    on: PotSet,
    off: PotSet,
    seen: PotSet,
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
    cycles: Vec<u32>,
    /// Per instance of a cycle search, a 64-bit summary of the potentials
    /// on its path (one bit per potential modulo 64): a potential whose bit
    /// is clear is certainly not an ancestor, so the path is not walked.
    signatures: Vec<u64>,
}

#[inline]
fn signature_bit(p: u16) -> u64 {
    1 << (p % 64)
}

/// The first cycle or forcing chain in SE's order, offered to `best`. Each
/// search stops at the chain length that could no longer lead.
pub fn cycles_and_forcing_chains(board: &Board, best: &mut Best) {
    let mut work = Work::default();
    let links = StaticLinks::new(board);
    search(board, &links, &mut work, best);
}

/// Every search of SE's passes, in SE's order.
fn search(board: &Board, links: &StaticLinks, work: &mut Work, best: &mut Best) {
    for (pass, (x, y)) in [(true, false), (false, true), (true, true)]
        .into_iter()
        .enumerate()
    {
        for cell in 0..CELLS {
            let size = board.count(cell);
            if size < 2 || (!x && size > 2) {
                continue;
            }
            for digit in board.candidates(cell).iter() {
                if charge() {
                    return;
                }
                let start = pot(cell, digit, true);
                // Where SE's search meets this start.
                let order =
                    ((pass as u64) << 40) | ((cell as u64) << 32) | (u64::from(digit) << 24);
                let cycle_base = if x && y { 70 } else { 65 };
                let limit = best.complexity_limit(cycle_base, sort_key(x, y));
                find_cycles(links, start, x, y, limit, work);
                let cycles = std::mem::take(&mut work.cycles);
                for (found, &end) in cycles.iter().enumerate() {
                    offer_cycle(board, work, end, x, y, order + found as u64, best);
                }
                work.cycles = cycles;
                if !x {
                    continue;
                }
                for (side, from) in [start, negation(start)].into_iter().enumerate() {
                    let base = if y { 70 } else { 66 };
                    let limit = best.complexity_limit(base, sort_key(x, y));
                    let Some(target) = find_forcing_chain(links, from, y, limit, work) else {
                        continue;
                    };
                    let complexity = work.arena.ancestors(target, &mut work.seen);
                    let key = (rating(base, complexity), complexity, sort_key(x, y));
                    let arena = &work.arena;
                    if let Some(start) = best.collector_start() {
                        let parents = rule_parents(start, board, &[(arena, target)], None);
                        let removals = conclusion(board, arena.pot(target)).0;
                        best.collect(NestedHint {
                            key,
                            removals,
                            complexity,
                            parents,
                        });
                        continue;
                    }
                    best.offer_at(key, order + (1 << 20) + side as u64, || {
                        let technique = if y {
                            Technique::ForcingXYChain
                        } else {
                            Technique::ForcingXChain
                        };
                        let target_pot = arena.pot(target);
                        chain_step(
                            board,
                            technique,
                            key.0,
                            0,
                            target_pot,
                            vec![chain_to(arena, target)],
                        )
                    });
                }
            }
        }
    }
}

/// SE's sort key: XY 4, Y 3, X 2.
fn sort_key(x: bool, y: bool) -> u8 {
    match (x, y) {
        (true, true) => 4,
        (false, true) => 3,
        _ => 2,
    }
}

/// SE's `doCycles` from `start` (an "on" potential): records in
/// `work.cycles` every instance of `start` reached again, in loops of at
/// most `limit` potentials.
#[inline(never)]
fn find_cycles(links: &StaticLinks, start: u16, x: bool, y: bool, limit: u32, work: &mut Work) {
    work.arena.clear();
    work.signatures.clear();
    work.on.clear();
    work.off.clear();
    work.cycles.clear();
    work.pending_on.clear();
    work.pending_off.clear();
    let root = work.arena.push(start, Cause::Assumed, &[]);
    work.signatures.push(signature_bit(start));
    work.on.insert(start);
    work.pending_on.push_back(root);
    let mut length = 0;
    while !work.pending_on.is_empty() || !work.pending_off.is_empty() {
        // Loops closing in this round have `length + 2` potentials.
        if length + 2 > limit {
            return;
        }
        length += 1;
        while let Some(index) = work.pending_on.pop_front() {
            for implied in links.from(work.arena.pot(index), y, true) {
                let signature = work.signatures[index as usize];
                let bit = signature_bit(implied.pot);
                if signature & bit == 0 || !work.arena.has_ancestor(index, implied.pot) {
                    let made = work.arena.push_one(implied.pot, implied.cause, index);
                    work.signatures.push(signature | bit);
                    work.pending_off.push_back(made);
                }
            }
        }
        length += 1;
        while let Some(index) = work.pending_off.pop_front() {
            for implied in links.from(work.arena.pot(index), y, x) {
                let closes = length >= 4 && implied.pot == start;
                let fresh = !work.on.contains(implied.pot);
                if closes || fresh {
                    let made = work.arena.push_one(implied.pot, implied.cause, index);
                    let signature = work.signatures[index as usize];
                    work.signatures.push(signature | signature_bit(implied.pot));
                    if closes {
                        work.cycles.push(made);
                    }
                    if fresh {
                        work.on.insert(implied.pot);
                        work.pending_on.push_back(made);
                    }
                }
            }
        }
    }
}

#[inline(never)]
fn offer_cycle(
    board: &Board,
    work: &mut Work,
    end: u32,
    x: bool,
    y: bool,
    order: u64,
    best: &mut Best,
) {
    // The loop's nodes: `end` back to (not including) the root.
    let arena = &work.arena;
    let mut nodes = Vec::new();
    let mut current = end;
    while let Some(parent) = arena.parent(current) {
        nodes.push(arena.pot(current));
        current = parent;
    }
    let mut cells = crate::logic::cellset::CellSet::EMPTY;
    for &p in &nodes {
        cells.insert(cell_of(p));
    }
    // Candidates seen by an "on" node and by an "off" node of their digit.
    let mut by_on = Vec::new();
    let mut by_off_digits = [crate::logic::cellset::CellSet::EMPTY; 9];
    for &p in &nodes {
        let digit = digit_of(p);
        let seen = board.peers(cell_of(p)) & (board.places(digit) - cells);
        if is_on(p) {
            for victim in seen.iter() {
                by_on.push((victim, digit));
            }
        } else {
            by_off_digits[usize::from(digit - 1)] |= seen;
        }
    }
    let mut removals = Vec::new();
    for (victim, digit) in by_on {
        let candidate = crate::logic::board::Candidate::new(victim, digit);
        if by_off_digits[usize::from(digit - 1)].contains(victim) && !removals.contains(&candidate)
        {
            removals.push(candidate);
        }
    }
    if removals.is_empty() {
        return;
    }
    let complexity = work.arena.ancestors(end, &mut work.seen);
    if let Some(start) = best.collector_start() {
        let parents = rule_parents(start, board, &[(&work.arena, end)], None);
        let key = (
            rating(if x && y { 70 } else { 65 }, complexity),
            complexity,
            sort_key(x, y),
        );
        best.collect(NestedHint {
            key,
            removals,
            complexity,
            parents,
        });
        return;
    }
    let base = if x && y { 70 } else { 65 };
    let key = (rating(base, complexity), complexity, sort_key(x, y));
    let arena = &work.arena;
    best.offer_at(key, order, || {
        let technique = match (x, y) {
            (true, true) => Technique::XYCycle,
            (false, true) => Technique::YCycle,
            _ => Technique::XCycle,
        };
        let mut step = crate::logic::step::Step::new(technique).rated(key.0);
        step.eliminations = removals;
        step.eliminations.sort();
        super::hint::finish(board, step, vec![chain_to(arena, end)])
    });
}

/// SE's `doForcingChains` from `start`: the first instance of its negation
/// the static search reaches, if any, in a chain of at most `limit`
/// potentials.
#[inline(never)]
fn find_forcing_chain(
    links: &StaticLinks,
    start: u16,
    y: bool,
    limit: u32,
    work: &mut Work,
) -> Option<u32> {
    work.arena.clear();
    work.on.clear();
    work.off.clear();
    work.pending_on.clear();
    work.pending_off.clear();
    let root = work.arena.push(start, Cause::Assumed, &[]);
    let target = negation(start);
    // Depth of the potentials waiting in each queue (the start is 0); a
    // target at depth d makes a chain of d + 1 potentials.
    let (mut on_depth, mut off_depth) = (0u32, 0u32);
    if is_on(start) {
        work.on.insert(start);
        work.pending_on.push_back(root);
    } else {
        work.off.insert(start);
        work.pending_off.push_back(root);
    }
    while !work.pending_on.is_empty() || !work.pending_off.is_empty() {
        if !work.pending_on.is_empty() {
            off_depth = on_depth + 1;
            if off_depth + 1 > limit {
                return None;
            }
        }
        while let Some(index) = work.pending_on.pop_front() {
            for implied in links.from(work.arena.pot(index), y, true) {
                if implied.pot == target {
                    return Some(work.arena.push_one(implied.pot, implied.cause, index));
                }
                if work.off.insert(implied.pot) {
                    let made = work.arena.push_one(implied.pot, implied.cause, index);
                    work.pending_off.push_back(made);
                }
            }
        }
        if !work.pending_off.is_empty() {
            on_depth = off_depth + 1;
            if on_depth + 1 > limit {
                return None;
            }
        }
        while let Some(index) = work.pending_off.pop_front() {
            for implied in links.from(work.arena.pot(index), y, true) {
                if implied.pot == target {
                    return Some(work.arena.push_one(implied.pot, implied.cause, index));
                }
                if work.on.insert(implied.pot) {
                    let made = work.arena.push_one(implied.pot, implied.cause, index);
                    work.pending_on.push_back(made);
                }
            }
        }
    }
    None
}

//! SE's `doChaining`: every consequence of one assumption, until nothing
//! new follows or a candidate would be both on and off (a contradiction).
//!
//! "On" potentials are followed first: the queue of "off" ones advances one
//! potential at a time, and everything that potential turns on is followed
//! before the next (as SE does; the order decides which chain is recorded).
//! In a *dynamic* search the board loses each "off" candidate as it is
//! followed. A *Nishio* search follows house links only. At nesting levels
//! above 0, when nothing more follows, other techniques are applied to the
//! reduced board and their removals followed too (see `advanced.rs`).

use std::cell::Cell;
use std::collections::VecDeque;

use crate::logic::board::Board;

use super::advanced::advanced_removals;
use super::implications::{hidden_parents, off_to_on, on_to_off, Implied};
use super::potential::{cell_of, digit_of, is_on, negation, Arena, Cause, Pot, PotSet, POTS};

/// How a search follows links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// Remove each "off" candidate from the board as it is followed.
    pub dynamic: bool,
    /// House (X) links only: SE's Nishio.
    pub nishio: bool,
    /// SE's nesting level: 0 plain; 1 adds intersections, pairs and
    /// X-wings; 2 forcing chains; 3 multiple forcing chains; 4 dynamic ones.
    pub level: u8,
    /// At level 4, the nesting level of the dynamic chains inside.
    pub inner: u8,
}

/// Everything one assumption implies.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub arena: Arena,
    on: PotSet,
    off: PotSet,
    /// The instance each reached potential was first recorded as (valid for
    /// reached potentials only).
    first: Vec<u32>,
    /// Reached potentials' first instances, in the order they were reached.
    order: Vec<u32>,
    /// A potential reached both ways: its "on" instance, then its "off".
    pub absurd: Option<(u32, u32)>,
}

impl Default for Outcome {
    fn default() -> Self {
        Outcome {
            arena: Arena::default(),
            on: PotSet::default(),
            off: PotSet::default(),
            first: vec![u32::MAX; POTS],
            order: Vec::new(),
            absurd: None,
        }
    }
}

impl Outcome {
    fn reset(&mut self) {
        self.arena.clear();
        self.on.clear();
        self.off.clear();
        self.order.clear();
        self.absurd = None;
    }

    /// True when the search reached `p`.
    #[inline]
    pub fn contains(&self, p: Pot) -> bool {
        if is_on(p) {
            self.on.contains(p)
        } else {
            self.off.contains(p)
        }
    }

    /// The instance `p` was first reached as.
    #[inline]
    pub fn instance(&self, p: Pot) -> Option<u32> {
        self.contains(p).then(|| self.first[usize::from(p)])
    }

    /// Reached potentials (first instances) in the order they were reached.
    pub fn reached(&self) -> &[u32] {
        &self.order
    }

    fn record(&mut self, p: Pot, index: u32) {
        if is_on(p) {
            self.on.insert(p);
        } else {
            self.off.insert(p);
        }
        self.first[usize::from(p)] = index;
        self.order.push(index);
    }
}

/// Buffers a search reuses.
#[derive(Default)]
pub struct Scratch {
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
    implied: Vec<Implied>,
    hidden: Vec<Pot>,
    /// Potentials an "off" turns on, with their causes and where their
    /// parents are in `parents`.
    made: Vec<(Pot, Cause, u32, u32)>,
    parents: Vec<u32>,
}

thread_local! {
    /// How many more searches [`propagate`] may start on this thread.
    static LEFT: Cell<u64> = const { Cell::new(u64::MAX) };
}

/// Runs `search` allowing it at most `budget` searches (each assumption
/// followed counts one, and each start of a cycle search, nested ones
/// too); `None` when it ran out, and its result then is not SE's. The
/// same budget stops the same search at the same point on every machine.
/// Without one (the classic ratings) nothing is counted against.
pub fn within_budget<T>(budget: u64, search: impl FnOnce() -> T) -> Option<T> {
    let outer = LEFT.with(|left| left.replace(budget));
    let result = search();
    let left_over = LEFT.with(|left| left.replace(outer));
    (left_over > 0).then_some(result)
}

/// Counts one search against the budget; true when it was already spent
/// (the search is then not made).
#[inline]
pub fn charge() -> bool {
    charge_units(1)
}

/// Counts a search worth `units` against the budget; true when it was
/// already spent.
#[inline]
pub fn charge_units(units: u64) -> bool {
    LEFT.with(|left| {
        let now = left.get();
        left.set(now.saturating_sub(units));
        now == 0
    })
}

/// Follows `start` on `board` into `out` (only `start` itself once the
/// budget is spent: see [`within_budget`]).
pub fn propagate(board: &Board, start: Pot, mode: Mode, scratch: &mut Scratch, out: &mut Outcome) {
    out.reset();
    let spent = charge();
    let root = out.arena.push(start, Cause::Assumed, &[]);
    out.record(start, root);
    if spent {
        return;
    }
    let mut work = mode.dynamic.then(|| board.clone());
    scratch.pending_on.clear();
    scratch.pending_off.clear();
    if is_on(start) {
        scratch.pending_on.push_back(root);
    } else {
        scratch.pending_off.push_back(root);
    }
    let cell_links = !mode.nishio;
    loop {
        if let Some(index) = scratch.pending_on.pop_front() {
            let current = work.as_ref().unwrap_or(board);
            on_to_off(
                current,
                out.arena.pot(index),
                cell_links,
                &mut scratch.implied,
            );
            for implied in &scratch.implied {
                let p = implied.pot;
                if out.on.contains(negation(p)) {
                    let made = out.arena.push_one(p, implied.cause, index);
                    out.absurd = Some((out.first[usize::from(negation(p))], made));
                    return;
                }
                if !out.off.contains(p) {
                    let made = out.arena.push_one(p, implied.cause, index);
                    out.record(p, made);
                    scratch.pending_off.push_back(made);
                }
            }
            continue;
        }
        if let Some(index) = scratch.pending_off.pop_front() {
            let p = out.arena.pot(index);
            let current = work.as_ref().unwrap_or(board);
            off_to_on(current, p, cell_links, true, &mut scratch.implied);
            scratch.made.clear();
            scratch.parents.clear();
            for implied in &scratch.implied {
                let from = scratch.parents.len() as u32;
                scratch.parents.push(index);
                if let Some(now) = work.as_ref() {
                    hidden_parents(board, now, implied.pot, implied.cause, &mut scratch.hidden);
                    for &hidden in &scratch.hidden {
                        scratch.parents.push(out.first[usize::from(hidden)]);
                    }
                }
                let to = scratch.parents.len() as u32;
                scratch.made.push((implied.pot, implied.cause, from, to));
            }
            if let Some(now) = work.as_mut() {
                now.eliminate(cell_of(p), digit_of(p));
            }
            for &(q, cause, from, to) in &scratch.made {
                let parents = &scratch.parents[from as usize..to as usize];
                if out.off.contains(negation(q)) {
                    let made = out.arena.push(q, cause, parents);
                    out.absurd = Some((made, out.first[usize::from(negation(q))]));
                    return;
                }
                if !out.on.contains(q) {
                    let made = out.arena.push(q, cause, parents);
                    out.record(q, made);
                    scratch.pending_on.push_back(made);
                }
            }
            continue;
        }
        if mode.level == 0 {
            return;
        }
        let current = work.as_ref().unwrap_or(board);
        let removals = advanced_removals(board, current, mode);
        let mut added = false;
        for removal in removals {
            if out.off.contains(removal.pot) {
                continue;
            }
            let parents: Vec<u32> = removal
                .parents
                .iter()
                .filter(|&&p| out.off.contains(p))
                .map(|&p| out.first[usize::from(p)])
                .collect();
            let rule = out.arena.nested.len() as u32;
            out.arena
                .nested
                .push((removal.identity, removal.complexity));
            let made = out.arena.push(removal.pot, Cause::Advanced(rule), &parents);
            out.record(removal.pot, made);
            scratch.pending_off.push_back(made);
            added = true;
        }
        if !added {
            return;
        }
    }
}

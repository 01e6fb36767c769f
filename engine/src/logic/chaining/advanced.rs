//! Nesting levels above 0 (SE's "Dynamic Forcing Chains (+)" and nested
//! forcing chains, `Chaining.getAdvancedPotentials`): when a dynamic search
//! runs dry, other techniques are applied to the board it has reduced, and
//! their removals are followed as if they were links.
//!
//! The rules, tried in order until one removes something: pointing and
//! claiming, hidden pairs, naked pairs, X-wings (SE's default "FC+"; on a
//! variant board Sukaku's: generalized intersections, hidden pairs in
//! every house, generalized naked pairs, X-wings); from
//! level 2 forcing chains and cycles, from level 3 multiple forcing chains
//! (levels 2 and 3), or at level 4 dynamic forcing chains of the given
//! inner level. Every hint of the rule applies. A removal depends on the
//! search's own removals that made its hint possible (SE's
//! `getRuleParents`); a hint relying on none was there before the search
//! and is skipped. A nested chain's complexity adds to the enclosing
//! chain's, once per distinct nested chain.

use std::hash::{Hash, Hasher};

use crate::logic::board::Board;
use crate::logic::cellset::{CellSet, HOUSES};
use crate::logic::fish::all_basic_fish;
use crate::logic::intersections::{all_generalized_intersections, all_intersections};
use crate::logic::rules::house_set;
use crate::logic::step::Step;
use crate::logic::subsets::{all_hidden_sets, all_naked_sets};

use super::cycles::cycles_and_forcing_chains;
use super::hint::{Best, NestedHint};
use super::multiple::{forcing_chains, Forcing};
use super::potential::{pot, Pot};
use super::propagate::Mode;

/// A removal made inside a chain.
pub struct Removal {
    /// The candidate removed, as an "off" potential.
    pub pot: Pot,
    /// Which nested chain made it (0 for a basic technique) and its complexity.
    pub identity: u64,
    pub complexity: u32,
    /// The search's removals it depends on ("off" potentials).
    pub parents: Vec<Pot>,
}

/// What the first rule with something to remove removes on `now`, the
/// board a search started on `start` has reduced.
pub fn advanced_removals(start: &Board, now: &Board, mode: Mode) -> Vec<Removal> {
    // The four basic searches cost about as much as 16 propagations.
    if super::propagate::charge_units(16) {
        return Vec::new();
    }
    let basic: [&dyn Fn() -> Vec<Step>; 4] = [
        &|| match now.rules().is_classic() {
            true => all_intersections(now),
            false => all_generalized_intersections(now),
        },
        &|| all_hidden_sets(now, 2),
        &|| all_naked_sets(now, 2),
        &|| all_basic_fish(now, 2),
    ];
    for rule in basic {
        let removals = basic_removals(start, now, rule());
        if !removals.is_empty() {
            return removals;
        }
    }
    let nested: Vec<Forcing> = match mode.level {
        0..=2 => vec![],
        3 => vec![Forcing::MULTIPLE],
        _ => vec![Forcing::dynamic(mode.inner)],
    };
    if (2..4).contains(&mode.level) {
        let mut best = Best::collecting(start);
        cycles_and_forcing_chains(now, &mut best);
        let removals = chain_removals(best.into_hints());
        if !removals.is_empty() {
            return removals;
        }
    }
    for forcing in nested {
        let mut best = Best::collecting(start);
        forcing_chains(now, forcing, &mut best);
        let removals = chain_removals(best.into_hints());
        if !removals.is_empty() {
            return removals;
        }
    }
    Vec::new()
}

/// The removals of nested chaining hints, easiest first as SE sorts them.
fn chain_removals(mut hints: Vec<NestedHint>) -> Vec<Removal> {
    hints.sort_by_key(|hint| hint.key);
    let mut removals = Vec::new();
    for hint in hints {
        if hint.parents.is_empty() {
            continue;
        }
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        hint.removals.hash(&mut hasher);
        hint.complexity.hash(&mut hasher);
        let identity = hasher.finish() | 1;
        for removal in &hint.removals {
            removals.push(Removal {
                pot: pot(removal.cell(), removal.digit, false),
                identity,
                complexity: hint.complexity,
                parents: hint.parents.clone(),
            });
        }
    }
    removals
}

/// The removals of basic steps (intersections, pairs, X-wings), each with
/// the search's removals it depends on.
fn basic_removals(start: &Board, now: &Board, steps: Vec<Step>) -> Vec<Removal> {
    let mut removals = Vec::new();
    for step in steps {
        let parents = basic_parents(start, now, &step);
        if parents.is_empty() {
            continue;
        }
        for removal in &step.eliminations {
            removals.push(Removal {
                pot: pot(removal.cell(), removal.digit, false),
                identity: 0,
                complexity: 0,
                parents: parents.clone(),
            });
        }
    }
    removals
}

/// SE's `getRuleParents` of the basic rules: the candidates removed since
/// `start` without which the pattern would not be there.
fn basic_parents(start: &Board, now: &Board, step: &Step) -> Vec<Pot> {
    let gone = |cell: usize, digit: u8| start.has(cell, digit) && !now.has(cell, digit);
    let houses: Vec<usize> = step
        .highlights
        .houses
        .iter()
        .map(|&h| usize::from(h))
        .collect();
    let mut parents = Vec::new();
    match step.technique {
        crate::logic::Technique::Pointing
        | crate::logic::Technique::Claiming
        | crate::logic::Technique::XWing => {
            // The base houses' places gone outside the cover houses.
            let digit = step.digits.first().expect("one digit");
            let half = houses.len() / 2;
            let (bases, covers) = houses.split_at(half);
            let cover = covers
                .iter()
                .fold(CellSet::EMPTY, |set, &h| set | HOUSES[h]);
            for &base in bases {
                for cell in (HOUSES[base] - cover).iter() {
                    if gone(cell, digit) {
                        parents.push(pot(cell, digit, false));
                    }
                }
            }
        }
        crate::logic::Technique::GeneralizedIntersection => {
            // The house's places gone.
            let digit = step.digits.first().expect("one digit");
            for cell in house_set(houses[0]).iter() {
                if gone(cell, digit) {
                    parents.push(pot(cell, digit, false));
                }
            }
        }
        crate::logic::Technique::HiddenPair => {
            let house = houses[0];
            let set_cells: CellSet = step
                .highlights
                .cells
                .iter()
                .map(|&c| usize::from(c))
                .collect();
            for cell in (house_set(house) - set_cells).iter() {
                for digit in step.digits.iter() {
                    if start.has(cell, digit) {
                        parents.push(pot(cell, digit, false));
                    }
                }
            }
        }
        crate::logic::Technique::NakedPair => {
            for &cell in &step.highlights.cells {
                let cell = usize::from(cell);
                for digit in crate::digits::Digits::from_bits(start.mask(cell))
                    .without(step.digits)
                    .iter()
                {
                    parents.push(pot(cell, digit, false));
                }
            }
        }
        _ => {}
    }
    parents
}

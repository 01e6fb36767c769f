//! Potentials and the record of how a chain reached them.
//!
//! A *potential* is SE's word for a candidate with a truth value: "7 is in
//! r4c5" (on) or "7 is not in r4c5" (off). It is numbered
//! `(cell * 9 + digit - 1) * 2 + on`, so its negation is the number with
//! the last bit flipped.
//!
//! An [`Arena`] records every potential a search reached, each with the
//! potentials it was deduced from (its parents: one for a plain link; in
//! dynamic chains also the candidates whose earlier removal made the link
//! possible). A chain's *complexity*, which SE's length bonus reads, is the
//! number of distinct potentials among a conclusion and its ancestors.

use crate::logic::board::Candidate;

/// A candidate with a truth value.
pub type Pot = u16;

/// Number of potentials.
pub const POTS: usize = 81 * 9 * 2;

#[inline]
pub fn pot(cell: usize, digit: u8, on: bool) -> Pot {
    ((cell * 9 + usize::from(digit) - 1) * 2 + usize::from(on)) as Pot
}

#[inline]
pub fn cell_of(p: Pot) -> usize {
    usize::from(p) / 18
}

#[inline]
pub fn digit_of(p: Pot) -> u8 {
    (usize::from(p) / 2 % 9) as u8 + 1
}

#[inline]
pub fn is_on(p: Pot) -> bool {
    p & 1 == 1
}

/// The same candidate with the other truth value.
#[inline]
pub fn negation(p: Pot) -> Pot {
    p ^ 1
}

#[inline]
pub fn candidate_of(p: Pot) -> Candidate {
    Candidate::new(cell_of(p), digit_of(p))
}

/// Why a potential follows from its parents (SE's `Potential.Cause`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The assumption a search starts from.
    Assumed,
    /// A cell can hold only one digit; or a bivalue cell's other digit.
    Cell,
    /// A digit goes only once in, or has only one place left in, a house.
    House(u8),
    /// Two cells a variant's rule relates outside any house: anti-king,
    /// anti-knight (they differ) or non-consecutive neighbours.
    Rule,
    /// A removal by another technique applied inside the chain (nested
    /// levels); the index of the rule's step in the arena's notes.
    Advanced(u32),
}

/// One potential as a search reached it.
#[derive(Clone, Copy, Debug)]
pub struct Instance {
    pub pot: Pot,
    pub cause: Cause,
    /// Where this instance's parents start in [`Arena::parents`].
    first: u32,
    count: u16,
}

/// Every potential a search reached, with its parents.
#[derive(Clone, Debug, Default)]
pub struct Arena {
    instances: Vec<Instance>,
    parents: Vec<u32>,
    /// The nested chain behind each [`Cause::Advanced`] removal: an identity
    /// (equal chains met through different removals count once) and its
    /// complexity (0 for a removal by a basic technique).
    pub nested: Vec<(u64, u32)>,
}

impl Arena {
    pub fn clear(&mut self) {
        self.instances.clear();
        self.parents.clear();
        self.nested.clear();
    }

    /// Records `pot`, reached from `parents`; returns its index.
    pub fn push(&mut self, pot: Pot, cause: Cause, parents: &[u32]) -> u32 {
        let first = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.instances.push(Instance {
            pot,
            cause,
            first,
            count: parents.len() as u16,
        });
        (self.instances.len() - 1) as u32
    }

    /// Records `pot` reached from one parent.
    pub fn push_one(&mut self, pot: Pot, cause: Cause, parent: u32) -> u32 {
        self.push(pot, cause, &[parent])
    }

    #[inline]
    pub fn get(&self, index: u32) -> &Instance {
        &self.instances[index as usize]
    }

    #[inline]
    pub fn pot(&self, index: u32) -> Pot {
        self.instances[index as usize].pot
    }

    pub fn len(&self) -> usize {
        self.instances.len()
    }

    pub fn is_empty(&self) -> bool {
        self.instances.is_empty()
    }

    /// The parents of an instance, the main one first.
    #[inline]
    pub fn parents(&self, index: u32) -> &[u32] {
        let instance = &self.instances[index as usize];
        &self.parents
            [instance.first as usize..instance.first as usize + usize::from(instance.count)]
    }

    /// The main parent (the one the link came from), if any.
    #[inline]
    pub fn parent(&self, index: u32) -> Option<u32> {
        self.parents(index).first().copied()
    }

    /// True when `pot` is a strict ancestor of `index` along main parents.
    pub fn has_ancestor(&self, index: u32, pot: Pot) -> bool {
        let mut current = index;
        while let Some(parent) = self.parent(current) {
            if self.pot(parent) == pot {
                return true;
            }
            current = parent;
        }
        false
    }

    /// SE's `getAncestorCount`: distinct potentials among `index` and all
    /// its ancestors, visited level by level (a potential met again through
    /// another instance is not followed further).
    pub fn ancestors(&self, index: u32, seen: &mut PotSet) -> u32 {
        seen.clear();
        let mut level = vec![index];
        let mut next = Vec::new();
        let mut count = 0;
        while !level.is_empty() {
            for &i in &level {
                let instance = &self.instances[i as usize];
                if seen.insert(instance.pot) {
                    count += 1;
                    next.extend_from_slice(self.parents(i));
                }
            }
            std::mem::swap(&mut level, &mut next);
            next.clear();
        }
        count
    }

    /// Adds to `chains` the nested chains among the ancestors of `index`
    /// (SE's `getNestedComplexity` counts each distinct chain once over all
    /// the branches of a hint); returns the complexity they add.
    pub fn nested_complexity(&self, index: u32, seen: &mut PotSet, chains: &mut Vec<u64>) -> u32 {
        if self.nested.is_empty() {
            return 0;
        }
        seen.clear();
        let mut stack = vec![index];
        let mut total = 0;
        while let Some(i) = stack.pop() {
            let instance = self.instances[i as usize];
            if !seen.insert(instance.pot) {
                continue;
            }
            if let Cause::Advanced(rule) = instance.cause {
                let (identity, complexity) = self.nested[rule as usize];
                if complexity > 0 && !chains.contains(&identity) {
                    chains.push(identity);
                    total += complexity;
                }
            }
            stack.extend_from_slice(self.parents(i));
        }
        total
    }

    /// A hint's full complexity over its branches: each branch's distinct
    /// potentials, plus each distinct nested chain once.
    pub fn complexity(branches: &[(&Arena, u32)], seen: &mut PotSet) -> u32 {
        let mut flat = 0;
        for &(arena, index) in branches {
            flat += arena.ancestors(index, seen);
        }
        let mut chains = Vec::new();
        let mut nested = 0;
        for &(arena, index) in branches {
            nested += arena.nested_complexity(index, seen, &mut chains);
        }
        flat + nested
    }

    /// The main path from the search's assumption to `index`.
    pub fn path(&self, index: u32) -> Vec<u32> {
        let mut path = vec![index];
        let mut current = index;
        while let Some(parent) = self.parent(current) {
            path.push(parent);
            current = parent;
        }
        path.reverse();
        path
    }
}

/// A set of potentials (1458 bits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PotSet([u64; POTS.div_ceil(64)]);

impl Default for PotSet {
    fn default() -> Self {
        PotSet([0; POTS.div_ceil(64)])
    }
}

impl PotSet {
    pub fn clear(&mut self) {
        self.0 = [0; POTS.div_ceil(64)];
    }

    #[inline]
    pub fn contains(&self, p: Pot) -> bool {
        self.0[usize::from(p) >> 6] >> (p & 63) & 1 != 0
    }

    /// Adds `p`; false if it was there.
    #[inline]
    pub fn insert(&mut self, p: Pot) -> bool {
        let word = &mut self.0[usize::from(p) >> 6];
        let bit = 1u64 << (p & 63);
        let fresh = *word & bit == 0;
        *word |= bit;
        fresh
    }
}

/// SE's length bonus (`ChainingHint.getLengthDifficulty`), in tenths: one
/// tenth each time `complexity - 2` passes 4, 6, 8, 12, 16, 24, 32, 48...
pub fn length_bonus(complexity: u32) -> u16 {
    let length = complexity.saturating_sub(2);
    let mut ceiling = 4u32;
    let mut odd = false;
    let mut added = 0;
    while length > ceiling {
        added += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn potentials_round_trip() {
        let p = pot(80, 9, true);
        assert_eq!((cell_of(p), digit_of(p), is_on(p)), (80, 9, true));
        assert_eq!(negation(p), pot(80, 9, false));
        assert_eq!(usize::from(p), POTS - 1);
    }

    #[test]
    fn length_bonus_steps_as_se() {
        // complexity - 2 passing 4, 6, 8, 12, 16, 24, 32 ...
        assert_eq!(length_bonus(6), 0);
        assert_eq!(length_bonus(7), 1);
        assert_eq!(length_bonus(8), 1);
        assert_eq!(length_bonus(9), 2);
        assert_eq!(length_bonus(11), 3);
        assert_eq!(length_bonus(15), 4);
        assert_eq!(length_bonus(19), 5);
        assert_eq!(length_bonus(27), 6);
        assert_eq!(length_bonus(35), 7);
        assert_eq!(length_bonus(51), 8);
    }

    #[test]
    fn ancestors_count_distinct_potentials() {
        let mut arena = Arena::default();
        let root = arena.push(pot(0, 1, true), Cause::Assumed, &[]);
        let a = arena.push_one(pot(1, 1, false), Cause::House(0), root);
        let b = arena.push_one(pot(2, 1, false), Cause::House(0), root);
        let c = arena.push(pot(3, 1, true), Cause::House(0), &[a, b]);
        let mut seen = PotSet::default();
        assert_eq!(arena.ancestors(c, &mut seen), 4);
        assert!(arena.has_ancestor(c, pot(0, 1, true)));
        assert_eq!(arena.path(c), vec![root, a, c]);
    }
}

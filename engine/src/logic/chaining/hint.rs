//! A chaining hint as SE sorts it, and the step it becomes.
//!
//! SE's chaining producers collect every hint they find, sort them by
//! value, then complexity, then a kind key (`getSortKey`), keeping the
//! order found among equals, and apply the first. [`Best`] keeps that first
//! one as hints are offered, building a hint's step only when it leads.

use crate::digits::Digits;
use crate::logic::board::{Board, Candidate};
use crate::logic::step::{Chain, Node, Step};
use crate::logic::technique::Technique;

use super::implications::hidden_parents;
use super::potential::{cell_of, digit_of, is_on, length_bonus, Arena, Cause, Pot, PotSet};

/// How SE orders hints of one producer: value (tenths), complexity, kind.
pub type SortKey = (u16, u32, u8);

/// The value of a chain of `complexity` on a base value (tenths).
pub fn rating(base: u16, complexity: u32) -> u16 {
    base + length_bonus(complexity)
}

/// The first hint in SE's order among those offered: the smallest key,
/// then the earliest in SE's search order (`order`, which lets a search
/// visit its starts in another order than SE and still agree with it).
#[derive(Default)]
pub struct Best {
    key: Option<(SortKey, u64)>,
    next: u64,
    pub step: Option<Step>,
    /// When set, every hint is kept instead (a producer nested in a chain).
    collector: Option<Collector>,
}

/// Every hint of a producer run inside a chain (SE's nested forcing chains
/// apply all the hints of the first rule that has some).
pub struct Collector {
    /// The board the enclosing search started from: what a nested hint
    /// depends on is what the search removed since.
    pub start: Board,
    pub hints: Vec<NestedHint>,
}

/// A hint found by a producer nested in a chain.
#[derive(Clone, Debug)]
pub struct NestedHint {
    /// How the producer sorts it (SE applies them in that order).
    pub key: SortKey,
    pub removals: Vec<Candidate>,
    /// SE's complexity of the hint (its length and its own nested chains).
    pub complexity: u32,
    /// The removals the enclosing search made that the hint relies on, as
    /// "off" potentials.
    pub parents: Vec<Pot>,
}

impl Best {
    /// A collector of every hint, for a producer nested in a search that
    /// started from `start`.
    pub fn collecting(start: &Board) -> Best {
        Best {
            collector: Some(Collector {
                start: start.clone(),
                hints: Vec::new(),
            }),
            ..Best::default()
        }
    }

    /// The board the enclosing search started from, when collecting.
    pub fn collector_start(&self) -> Option<&Board> {
        self.collector.as_ref().map(|c| &c.start)
    }

    /// Keeps a hint (collecting only).
    pub fn collect(&mut self, hint: NestedHint) {
        if let Some(collector) = self.collector.as_mut() {
            collector.hints.push(hint);
        }
    }

    /// The hints collected.
    pub fn into_hints(self) -> Vec<NestedHint> {
        self.collector.map_or_else(Vec::new, |c| c.hints)
    }
    /// Offers a hint found at `order` in SE's search order; `build` is
    /// called only if it leads.
    pub fn offer_at(&mut self, key: SortKey, order: u64, build: impl FnOnce() -> Step) {
        if self.key.is_none_or(|best| (key, order) < best) {
            self.key = Some((key, order));
            self.step = Some(build());
        }
    }

    /// Offers a hint found after every hint offered so far.
    pub fn offer(&mut self, key: SortKey, build: impl FnOnce() -> Step) {
        self.next += 1;
        let order = self.next;
        self.offer_at(key, order, build);
    }

    /// The largest complexity a hint on `base` with kind `sort` found from
    /// now on (later in SE's order) may have and still lead (`u32::MAX`
    /// while nothing leads): searches stop looking deeper than that.
    pub fn complexity_limit(&self, base: u16, sort: u8) -> u32 {
        if self.collector.is_some() {
            return u32::MAX;
        }
        let Some((best, _)) = self.key else {
            return u32::MAX;
        };
        let mut complexity = 0;
        while (rating(base, complexity + 1), complexity + 1, sort) < best {
            complexity += 1;
        }
        complexity
    }

    /// The value of the leading hint, if any.
    pub fn rating(&self) -> Option<u16> {
        self.key.map(|(key, _)| key.0)
    }
}

/// SE's `collectRuleParents`: the candidates the enclosing search removed
/// (present on `start`, gone from `now`) that a nested hint's "on"
/// potentials relied on: for an "on" reached through its cell, the cell's
/// removed candidates; through a house, the digit's removed places there.
/// `root` is how the hint's assumption itself counts (cell and region
/// forcing chains assume a cell's or a house's candidate).
pub fn rule_parents(
    start: &Board,
    now: &Board,
    branches: &[(&Arena, u32)],
    root: Option<Cause>,
) -> Vec<Pot> {
    let mut parents = Vec::new();
    let mut out = Vec::new();
    for &(arena, target) in branches {
        let mut seen = PotSet::default();
        let mut stack = vec![target];
        while let Some(index) = stack.pop() {
            let instance = arena.get(index);
            if !seen.insert(instance.pot) {
                continue;
            }
            stack.extend_from_slice(arena.parents(index));
            let cause = match instance.cause {
                Cause::Assumed => root,
                other => Some(other),
            };
            if let (true, Some(cause)) = (is_on(instance.pot), cause) {
                hidden_parents(start, now, instance.pot, cause, &mut out);
                for &p in &out {
                    if !parents.contains(&p) {
                        parents.push(p);
                    }
                }
            }
        }
    }
    parents
}

/// The conclusion of a chaining hint: the candidates it removes and, when
/// the conclusion is an "on" potential, the digit it places.
pub fn conclusion(board: &Board, target: Pot) -> (Vec<Candidate>, Option<Candidate>) {
    let cell = cell_of(target);
    let digit = digit_of(target);
    if is_on(target) {
        let removals = Digits::from_bits(board.mask(cell) & !(1 << (digit - 1)))
            .iter()
            .map(|other| Candidate::new(cell, other))
            .collect();
        (removals, Some(Candidate::new(cell, digit)))
    } else {
        (vec![Candidate::new(cell, digit)], None)
    }
}

/// The main path of an instance as chain nodes, assumption first.
pub fn chain_to(arena: &Arena, index: u32) -> Chain {
    let nodes: Vec<Node> = arena
        .path(index)
        .into_iter()
        .map(|i| {
            let p = arena.pot(i);
            Node::candidate(cell_of(p), digit_of(p), is_on(p))
        })
        .collect();
    Chain::through(&nodes)
}

/// A step of a chaining technique with its conclusion.
pub fn chain_step(
    board: &Board,
    technique: Technique,
    rating: u16,
    nesting: u8,
    target: Pot,
    chains: Vec<Chain>,
) -> Step {
    let (removals, placement) = conclusion(board, target);
    let mut step = Step::new(technique).rated(rating);
    step.nesting = nesting;
    step.eliminations = removals;
    step.placements = placement.into_iter().collect();
    finish(board, step, chains)
}

/// Fills a chaining step's highlights from its chains.
pub fn finish(board: &Board, mut step: Step, chains: Vec<Chain>) -> Step {
    let _ = board;
    for chain in &chains {
        for node in chain.nodes() {
            step.digits.insert(node.digit);
            for cell in node.cells.iter() {
                let candidate = Candidate::new(cell, node.digit);
                if !step.highlights.candidates.contains(&candidate) {
                    step.highlights.candidates.push(candidate);
                }
                if !step.highlights.cells.contains(&(cell as u8)) {
                    step.highlights.cells.push(cell as u8);
                }
            }
        }
    }
    step.highlights.chains = chains;
    step
}

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

use super::potential::{cell_of, digit_of, is_on, length_bonus, Arena, Pot};

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
}

impl Best {
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

//! [`Step`]: one deduction, carrying exactly what a person needs to see it:
//! the technique and its value, the digits it places and the candidates it
//! removes, and the highlight data (the pattern's cells, houses and
//! candidates, and for chains the ordered links with their strong or weak
//! type). Its explanation in words is generated from that data
//! ([`Step::explanation`], in `text.rs`).

use std::fmt;

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::CellSet;
use super::technique::Technique;

/// A value on Sudoku Explainer's scale, in tenths (`72` is 7.2). Kept as an
/// integer so that sums such as 4.5 + 0.1 + 0.2 compare exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rating(pub u16);

impl Rating {
    /// The value as a real: 7.2.
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

/// `7.2`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// How a chain goes from one node to the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum LinkKind {
    /// If the first node is false, the second is true.
    Strong,
    /// If the first node is true, the second is false.
    Weak,
}

impl LinkKind {
    /// The link a chain takes out of a node it makes true (weak: the next
    /// is false) or false (strong: the next is true).
    pub fn out_of(on: bool) -> LinkKind {
        if on {
            LinkKind::Weak
        } else {
            LinkKind::Strong
        }
    }
}

/// A chain node: a digit in one cell or in a group of cells of one house,
/// and whether the chain makes it true (`on`) or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Node {
    pub cells: CellSet,
    pub digit: u8,
    pub on: bool,
}

impl Node {
    /// A one-cell node.
    pub fn candidate(cell: usize, digit: u8, on: bool) -> Node {
        Node {
            cells: CellSet::single(cell),
            digit,
            on,
        }
    }
}

/// One link of a chain, from the premise side to the conclusion side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Link {
    pub from: Node,
    pub to: Node,
    pub kind: LinkKind,
}

/// An ordered chain of links; for a forcing chain, one branch from its
/// premise to its conclusion.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Chain {
    pub links: Vec<Link>,
}

impl Chain {
    /// The chain through `nodes`: a link from each to the next, weak when it
    /// leaves a true node, strong when it leaves a false one.
    pub fn through(nodes: &[Node]) -> Chain {
        Chain {
            links: nodes
                .windows(2)
                .map(|pair| Link {
                    from: pair[0],
                    to: pair[1],
                    kind: LinkKind::out_of(pair[0].on),
                })
                .collect(),
        }
    }

    /// The nodes in order (the first link's start, then every link's end).
    pub fn nodes(&self) -> Vec<Node> {
        let mut nodes: Vec<Node> = self.links.first().map(|l| l.from).into_iter().collect();
        nodes.extend(self.links.iter().map(|l| l.to));
        nodes
    }
}

/// What to draw for a step besides its placements and eliminations.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Highlights {
    /// The pattern's cells, in the order the explanation names them.
    pub cells: Vec<u8>,
    /// The houses the pattern lives in (a fish's base houses, then cover).
    pub houses: Vec<u8>,
    /// The pattern's candidates.
    pub candidates: Vec<Candidate>,
    /// Candidates with a secondary role: fins, extra digits, guardians.
    pub extra: Vec<Candidate>,
    /// The chains, each an ordered list of links.
    pub chains: Vec<Chain>,
}

/// One deduction.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    pub technique: Technique,
    /// The value of this instance on SE's scale.
    pub rating: Rating,
    /// Nesting level of a dynamic forcing chain (0: none; 1: "(+)", 2-4:
    /// chains inside chains, as SE counts them).
    pub nesting: u8,
    /// The digits the pattern is about.
    pub(crate) digits: Digits,
    /// Digits this step places.
    pub placements: Vec<Candidate>,
    /// Candidates this step removes.
    pub eliminations: Vec<Candidate>,
    pub highlights: Highlights,
}

impl Step {
    /// A step of `technique` at its base value, with nothing yet.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            rating: Rating(technique.base()),
            nesting: 0,
            digits: Digits::NONE,
            placements: Vec::new(),
            eliminations: Vec::new(),
            highlights: Highlights::default(),
        }
    }

    /// The same step with another value.
    pub fn rated(mut self, rating: u16) -> Step {
        self.rating = Rating(rating);
        self
    }

    /// Adds a placement.
    pub fn place(mut self, cell: usize, digit: u8) -> Step {
        self.placements.push(Candidate::new(cell, digit));
        self
    }

    /// Removes `digit` from every cell of `cells` that has it on `board`.
    pub fn eliminate_in(mut self, board: &Board, cells: CellSet, digit: u8) -> Step {
        for cell in (cells & board.places(digit)).iter() {
            self.eliminations.push(Candidate::new(cell, digit));
        }
        self
    }

    /// True when the step changes something.
    pub fn is_useful(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// Applies the step: removals first, then placements.
    pub fn apply(&self, board: &mut Board) {
        for candidate in &self.eliminations {
            board.eliminate(candidate.cell(), candidate.digit);
        }
        for candidate in &self.placements {
            if board.value(candidate.cell()) == 0 {
                board.place(candidate.cell(), candidate.digit);
            }
        }
    }

    /// The technique's name with its nesting, as SE prints it: "Dynamic
    /// Contradiction Forcing Chains (+)".
    pub fn name(&self) -> String {
        match self.nesting {
            0 => self.technique.name().to_string(),
            level => format!("{} {}", self.technique.name(), nesting_suffix(level)),
        }
    }
}

/// What a path's watcher reads of a step, whichever solver took it (the
/// classic 9x9's or every shape's): a rating's or an explanation's
/// progress.
pub trait PathStep {
    fn technique(&self) -> Technique;
    /// The step's value on SE's scale.
    fn value(&self) -> Rating;
    /// The digits it places.
    fn placed(&self) -> usize;
    /// The technique's name with its nesting ("… Forcing Chains (+)").
    fn name(&self) -> String;
}

impl PathStep for Step {
    fn technique(&self) -> Technique {
        self.technique
    }

    fn value(&self) -> Rating {
        self.rating
    }

    fn placed(&self) -> usize {
        self.placements.len()
    }

    fn name(&self) -> String {
        Step::name(self)
    }
}

/// The first step a search shows (searches show their steps, in SE's
/// order, to a visitor that answers true to stop).
pub fn first_of(search: impl FnOnce(&mut dyn FnMut(Step) -> bool)) -> Option<Step> {
    let mut found = None;
    search(&mut |step| {
        found = Some(step);
        true
    });
    found
}

/// Every step a search shows.
pub fn all_of(search: impl FnOnce(&mut dyn FnMut(Step) -> bool)) -> Vec<Step> {
    let mut found = Vec::new();
    search(&mut |step| {
        found.push(step);
        false
    });
    found
}

/// SE's suffix for a nesting level.
pub fn nesting_suffix(level: u8) -> &'static str {
    match level {
        0 => "",
        1 => "(+)",
        2 => "(+ Forcing Chains)",
        3 => "(+ Multiple Forcing Chains)",
        _ => "(+ Dynamic Forcing Chains)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_print_as_se_does() {
        assert_eq!(Rating(72).to_string(), "7.2");
        assert_eq!(Rating(100).to_string(), "10.0");
        assert_eq!(Rating(15).value(), 1.5);
    }

    #[test]
    fn chains_link_weakly_from_true_nodes() {
        let chain = Chain::through(&[
            Node::candidate(0, 1, true),
            Node::candidate(1, 1, false),
            Node::candidate(10, 1, true),
        ]);
        assert_eq!(chain.links[0].kind, LinkKind::Weak);
        assert_eq!(chain.links[1].kind, LinkKind::Strong);
        assert_eq!(chain.nodes().len(), 3);
    }
}

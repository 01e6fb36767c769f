//! X-chains, XY-chains and alternating inference chains (human profile).
//!
//! A chain alternates *strong* links (if one end is false, the other is
//! true: a digit's only two places in a house, or a bivalue cell's two
//! digits) and *weak* links (if one end is true, the other is false: the
//! same digit in cells that see each other, or two digits of one cell). A
//! chain that starts and ends with a strong link makes one of its two ends
//! true, so
//!
//! - if both ends are the same digit, the digit leaves every cell seeing
//!   both ends;
//! - if the ends are different digits in cells that see each other (AIC
//!   only), each end's digit leaves the other end's cell.
//!
//! Kinds: an *X-chain* uses one digit and houses only; an *XY-chain* uses
//! bivalue cells, strong inside a cell and weak between cells; an *AIC*
//! uses every link, with *grouped* nodes (a digit's places in one box and
//! one line, acting as one node).
//!
//! Each start is searched breadth first, so each chain is a shortest one;
//! the shortest chain with removals wins (then the first start: cells in
//! reading order, digits ascending, groups last). Values as SE would rate
//! the same deduction as a forcing chain: X-chains 6.6, XY-chains and AICs
//! 7.0, plus SE's length bonus on the chain's nodes.

use crate::digits::Digits;
use crate::units::CELLS;

use super::alternating::shortest_chain;
use super::board::{Board, Candidate};
use super::cellset::{CellSet, HOUSES, PEERS};
use super::chaining::potential::length_bonus;
use super::step::{Chain, Node, Step};
use super::technique::Technique;

/// Which links a chain may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainKind {
    X,
    XY,
    Aic,
}

/// A chain node: a digit in one or more cells of one house.
#[derive(Clone, Copy, Debug)]
struct ChainNode {
    cells: CellSet,
    digit: u8,
}

/// The link graph of a board for one kind of chain.
struct Graph {
    nodes: Vec<ChainNode>,
    /// From a false node, the nodes made true.
    strong: Vec<Vec<u32>>,
    /// From a true node, the nodes made false.
    weak: Vec<Vec<u32>>,
}

/// The first (shortest) chain of `kind` with something to remove.
pub fn chain(board: &Board, kind: ChainKind) -> Option<Step> {
    let graph = Graph::new(board, kind);
    let mut best: Option<(usize, Step)> = None;
    for start in 0..graph.nodes.len() {
        let limit = best.as_ref().map_or(usize::MAX, |(len, _)| *len);
        if let Some((len, step)) = graph.search(board, kind, start as u32, limit) {
            if len < limit {
                best = Some((len, step));
            }
        }
    }
    best.map(|(_, step)| step)
}

impl Graph {
    fn new(board: &Board, kind: ChainKind) -> Graph {
        let mut nodes = Vec::new();
        for cell in 0..CELLS {
            if kind == ChainKind::XY && board.count(cell) != 2 {
                continue;
            }
            for digit in board.candidates(cell).iter() {
                nodes.push(ChainNode {
                    cells: CellSet::single(cell),
                    digit,
                });
            }
        }
        if kind == ChainKind::Aic {
            for digit in 1..=9u8 {
                for boxx in &HOUSES[18..27] {
                    for line in &HOUSES[0..18] {
                        let cells = board.places(digit) & *boxx & *line;
                        if cells.len() >= 2 {
                            nodes.push(ChainNode { cells, digit });
                        }
                    }
                }
            }
        }
        let count = nodes.len();
        let mut strong = vec![Vec::new(); count];
        let mut weak = vec![Vec::new(); count];
        for (a, na) in nodes.iter().enumerate() {
            let seen = na.cells.common_peers();
            for (b, nb) in nodes.iter().enumerate() {
                if a == b {
                    continue;
                }
                if na.digit == nb.digit {
                    if na.cells.intersects(nb.cells) {
                        continue;
                    }
                    if nb.cells.is_subset_of(seen) {
                        weak[a].push(b as u32);
                    }
                    if kind != ChainKind::XY && is_conjugate(board, na, nb) {
                        strong[a].push(b as u32);
                    }
                } else if na.cells == nb.cells && na.cells.len() == 1 && kind != ChainKind::X {
                    let cell = na.cells.first().expect("one cell");
                    weak[a].push(b as u32);
                    if board.count(cell) == 2 {
                        strong[a].push(b as u32);
                    }
                }
            }
        }
        Graph {
            nodes,
            strong,
            weak,
        }
    }

    /// The shortest chain from `start` (strong link first) with removals,
    /// no longer than `limit` nodes, with its length.
    fn search(
        &self,
        board: &Board,
        kind: ChainKind,
        start: u32,
        limit: usize,
    ) -> Option<(usize, Step)> {
        let start = start as usize;
        shortest_chain(
            &self.strong,
            &self.weak,
            start,
            4,
            limit,
            |end, parent, state| self.conclude(board, kind, start, end, parent, state),
        )
    }

    /// The removals of a chain from `start` (false) to `end` (true).
    fn conclude(
        &self,
        board: &Board,
        kind: ChainKind,
        start: usize,
        end: usize,
        parent: &[u32],
        state: usize,
    ) -> Option<Step> {
        let (s, t) = (self.nodes[start], self.nodes[end]);
        let mut removals = Vec::new();
        if s.digit == t.digit {
            let victims = (s.cells | t.cells).common_peers() & board.places(s.digit);
            removals.extend(victims.iter().map(|c| Candidate::new(c, s.digit)));
        } else if s.cells.len() == 1 && t.cells.len() == 1 {
            let (a, b) = (s.cells.first()?, t.cells.first()?);
            if a == b {
                for digit in board.candidates(a).iter() {
                    if digit != s.digit && digit != t.digit {
                        removals.push(Candidate::new(a, digit));
                    }
                }
            } else if PEERS[a].contains(b) {
                if board.has(a, t.digit) {
                    removals.push(Candidate::new(a, t.digit));
                }
                if board.has(b, s.digit) {
                    removals.push(Candidate::new(b, s.digit));
                }
            }
        }
        if removals.is_empty() {
            return None;
        }
        // The chain, start first.
        let mut states = vec![state];
        let mut current = state;
        while parent[current] as usize != current {
            current = parent[current] as usize;
            states.push(current);
        }
        states.reverse();
        let nodes: Vec<Node> = states
            .iter()
            .map(|&st| {
                let n = self.nodes[st / 2];
                Node {
                    cells: n.cells,
                    digit: n.digit,
                    on: st % 2 == 1,
                }
            })
            .collect();
        let (technique, base) = match kind {
            ChainKind::X => (Technique::XChain, 66),
            ChainKind::XY => (Technique::XYChain, 70),
            ChainKind::Aic => (Technique::Aic, 70),
        };
        let mut step = Step::new(technique).rated(base + length_bonus(nodes.len() as u32 + 2));
        removals.sort();
        removals.dedup();
        step.eliminations = removals;
        step.digits = nodes.iter().map(|n| n.digit).collect::<Digits>();
        for node in &nodes {
            for cell in node.cells.iter() {
                step.highlights
                    .candidates
                    .push(Candidate::new(cell, node.digit));
                if !step.highlights.cells.contains(&(cell as u8)) {
                    step.highlights.cells.push(cell as u8);
                }
            }
        }
        step.highlights.chains.push(Chain::through(&nodes));
        Some(step)
    }
}

/// True when two nodes of one digit are its only places in a house they
/// both lie in.
fn is_conjugate(board: &Board, a: &ChainNode, b: &ChainNode) -> bool {
    let both = a.cells | b.cells;
    let houses = both.common_houses();
    (0..27).any(|house| houses >> house & 1 != 0 && (board.places(a.digit) & HOUSES[house]) == both)
}

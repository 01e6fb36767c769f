//! X-chains, XY-chains and alternating inference chains on any shape.
//!
//! Strong links (one end false makes the other true): a bivalue cell's two
//! digits, a digit's only two places in a house. Weak links (one end true
//! makes the other false): two digits of one cell, one digit in two cells
//! that must differ (any house, cage or anti-move rule), and in an AIC, two
//! digits a rule tying two cells does not allow together (non-consecutive
//! neighbours, thermometers, dots, XV, lines, clones, indexers). A chain
//! that starts and ends with a strong link makes one of its ends true, so a
//! candidate weakly linked to both ends goes.
//!
//! Kinds as in the classic solver: an X-chain keeps to one digit and its
//! houses, an XY-chain to bivalue cells, an AIC uses every link. Each
//! start is searched breadth first and the shortest chain with removals
//! wins; values as SE's forcing chains for the same removal (6.6 for
//! X-chains, 7.0 for the others) plus SE's length bonus.

use super::board::{digits, Board};
use super::layout::Layout;
use super::step::{chain_through, Cand, Node, Step};
use crate::logic::aic::ChainKind;
use crate::logic::alternating::shortest_chain;
use crate::logic::chaining::potential::length_bonus;
use crate::logic::Technique;

/// The link graph of a board: nodes are candidates.
struct Graph {
    nodes: Vec<Cand>,
    strong: Vec<Vec<u32>>,
    weak: Vec<Vec<u32>>,
}

/// Chains longer than this many nodes are not searched.
const MAX_NODES: usize = 16;

/// The candidates a rule tying two cells (non-consecutive neighbours, a
/// thermometer, a dot, XV, a line, a clone, an indexer) rules out when
/// `cand` is true: each digit of a tied cell the rule does not allow
/// beside it.
fn tied_out<const W: usize>(board: &Board<W>, cand: Cand) -> impl Iterator<Item = Cand> + '_ {
    board.layout().ties[cand.cell()]
        .iter()
        .flat_map(move |&(other, relation)| {
            digits(board.candidates(usize::from(other)) & relation.banned(cand.digit))
                .map(move |digit| Cand::new(usize::from(other), digit))
        })
}

/// True when a rule tying the two cells forbids `c` and `x` together.
fn ties_out<const W: usize>(layout: &Layout<W>, c: Cand, x: Cand) -> bool {
    layout.ties[c.cell()].iter().any(|&(other, relation)| {
        other == x.cell && relation.banned(c.digit) >> (x.digit - 1) & 1 == 1
    })
}

/// The first (shortest) chain of `kind` with something to remove.
pub fn chain<const W: usize>(board: &Board<W>, kind: ChainKind) -> Option<Step> {
    let graph = Graph::new(board, kind);
    let mut best: Option<(usize, Step)> = None;
    for start in 0..graph.nodes.len() {
        if graph.strong[start].is_empty() {
            continue;
        }
        let limit = best.as_ref().map_or(MAX_NODES, |(len, _)| *len - 1);
        if let Some((len, step)) = graph.search(board, kind, start, limit) {
            best = Some((len, step));
        }
    }
    best.map(|(_, step)| step)
}

impl Graph {
    fn new<const W: usize>(board: &Board<W>, kind: ChainKind) -> Graph {
        let layout = board.layout();
        let n = board.size();
        let mut nodes = Vec::new();
        let mut index = vec![u32::MAX; layout.cells * n];
        for cell in board.open().iter() {
            if kind == ChainKind::XY && board.count(cell) != 2 {
                continue;
            }
            for digit in digits(board.candidates(cell)) {
                index[cell * n + usize::from(digit) - 1] = nodes.len() as u32;
                nodes.push(Cand::new(cell, digit));
            }
        }
        let node_of = |cell: usize, digit: u8| -> Option<u32> {
            let id = index[cell * n + usize::from(digit) - 1];
            (id != u32::MAX).then_some(id)
        };
        let mut strong = vec![Vec::new(); nodes.len()];
        let mut weak = vec![Vec::new(); nodes.len()];
        for (id, &Cand { cell, digit }) in nodes.iter().enumerate() {
            let cell = usize::from(cell);
            let links = |list: &mut Vec<u32>, other: Option<u32>| {
                if let Some(other) = other {
                    if other as usize != id && !list.contains(&other) {
                        list.push(other);
                    }
                }
            };
            if kind != ChainKind::XY {
                for &house in &layout.houses_of[cell] {
                    let places = board.places_in(usize::from(house), digit);
                    if places.len() == 2 {
                        let other = places.iter().find(|&c| c != cell).expect("two places");
                        links(&mut strong[id], node_of(other, digit));
                    }
                }
            }
            if kind != ChainKind::X {
                for other in digits(board.candidates(cell)) {
                    if other != digit {
                        links(&mut weak[id], node_of(cell, other));
                        if board.count(cell) == 2 {
                            links(&mut strong[id], node_of(cell, other));
                        }
                    }
                }
            }
            for other in (layout.peers[cell] & board.places(digit)).iter() {
                links(&mut weak[id], node_of(other, digit));
            }
            if kind == ChainKind::Aic {
                for other in tied_out(board, Cand::new(cell, digit)) {
                    links(&mut weak[id], node_of(other.cell(), other.digit));
                }
            }
        }
        Graph {
            nodes,
            strong,
            weak,
        }
    }

    /// The shortest chain from `start` (false, strong link first) to a true
    /// node with removals, of at most `limit` nodes, with its length.
    fn search<const W: usize>(
        &self,
        board: &Board<W>,
        kind: ChainKind,
        start: usize,
        limit: usize,
    ) -> Option<(usize, Step)> {
        shortest_chain(
            &self.strong,
            &self.weak,
            start,
            4,
            limit,
            |end, parent, state| self.conclude(board, kind, start, end, parent, state),
        )
    }

    /// The removals of a chain from `start` (false) to `end` (true): the
    /// candidates weakly linked to both ends.
    fn conclude<const W: usize>(
        &self,
        board: &Board<W>,
        kind: ChainKind,
        start: usize,
        end: usize,
        parent: &[u32],
        state: usize,
    ) -> Option<Step> {
        let (s, t) = (self.nodes[start], self.nodes[end]);
        let layout = board.layout();
        let weak_to = |c: Cand, x: Cand| -> bool {
            if c == x {
                return false;
            }
            if c.cell == x.cell {
                return true;
            }
            (c.digit == x.digit && layout.sees(c.cell(), x.cell()))
                || (kind == ChainKind::Aic && ties_out(layout, c, x))
        };
        let mut removals: Vec<Cand> = Vec::new();
        let mut consider = |c: Cand| {
            if c != s && c != t && weak_to(c, s) && weak_to(c, t) && !removals.contains(&c) {
                removals.push(c);
            }
        };
        if s.digit == t.digit {
            let victims = layout.peers[s.cell()] & layout.peers[t.cell()] & board.places(s.digit);
            for cell in victims.iter() {
                consider(Cand::new(cell, s.digit));
            }
        }
        if kind != ChainKind::X {
            for end in [s, t] {
                for digit in digits(board.candidates(end.cell())) {
                    consider(Cand::new(end.cell(), digit));
                }
            }
            for (a, b) in [(s, t), (t, s)] {
                if layout.sees(a.cell(), b.cell()) && board.has(a.cell(), b.digit) {
                    consider(Cand::new(a.cell(), b.digit));
                }
            }
        }
        if kind == ChainKind::Aic {
            for end in [s, t] {
                tied_out(board, end).for_each(&mut consider);
            }
        }
        if removals.is_empty() {
            return None;
        }
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
                let cand = self.nodes[st / 2];
                Node::new(cand.cell(), cand.digit, st % 2 == 1)
            })
            .collect();
        let (technique, base) = match kind {
            ChainKind::X => (Technique::XChain, 66),
            ChainKind::XY => (Technique::XYChain, 70),
            ChainKind::Aic => (Technique::Aic, 70),
        };
        let mut step = Step::new(technique).rated(base + length_bonus(nodes.len() as u32 + 2));
        removals.sort();
        step.eliminations = removals;
        for node in &nodes {
            step.digits |= 1 << (node.digit - 1);
            step.candidates
                .push(Cand::new(usize::from(node.cell), node.digit));
            if !step.cells.contains(&node.cell) {
                step.cells.push(node.cell);
            }
        }
        step.chains.push(chain_through(&nodes));
        Some(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;

    #[test]
    fn an_x_chain_on_one_digit_removes_it_from_cells_seeing_both_ends() {
        // A skyscraper: 1 in row 1 only at r1c2 and r1c5, in row 5 only at
        // r5c2 and r5c6. r1c5 or r5c6 holds 1, so it leaves r2c6, r3c6,
        // r4c5 and r6c5.
        let mut board = board_of::<2>(&".".repeat(81));
        for col in 0..9 {
            if col != 1 && col != 4 {
                board.eliminate(col, 1);
            }
            if col != 1 && col != 5 {
                board.eliminate(36 + col, 1);
            }
        }
        let step = chain(&board, ChainKind::X).expect("an X-chain");
        assert_eq!(step.technique, Technique::XChain);
        let removed: Vec<u16> = step.eliminations.iter().map(|c| c.cell).collect();
        assert_eq!(removed, vec![14, 23, 31, 49], "{step:?}");
        assert_eq!(step.chains[0].len(), 3);
    }
}

//! Single-digit chains of two, three or four strong links: the skyscraper,
//! the 2-string kite, the turbot fish, the empty rectangle, and their
//! longer kin, as Sukaku Explainer's `StrongLinks(n)` finds them.
//!
//! A *strong link* is a house where the digit has exactly two places (its
//! two nodes), or a *grouped* one: a line whose places fill exactly two of
//! its three box segments, or a box whose places lie on a cross (one row and
//! one column of the box: an empty rectangle) or in two of its rows or
//! columns. Links follow each other when the end node of one and the start
//! node of the next lie in one house (a weak link). Whichever end of such a
//! chain is false, the other is true, so the digit leaves every cell that
//! sees both ends. If the two ends also share a house, the chain is a loop
//! and every weak link removes the digit from the cells seeing both its
//! nodes.
//!
//! Read from Sukaku's source and kept where it decides what is found:
//! - a link house holds 2 to 6 places; the links of a chain have no place
//!   in common; a box whose two places are on one line is left to the line;
//! - a grouped box is read by the first pattern (hearts 0-8 of the box,
//!   then its rows and columns) that leaves the box's other cells empty; an
//!   arm of one cell is a node alone, the other arm takes the heart cell;
//! - victims exclude every cell of the link houses and, unless the chain is
//!   a loop, of the houses joining the links;
//! - value (`StrongLinksHint.getDifficulty`): 4.0, 5.4, 5.8 for 2, 3, 4
//!   links (parallel lines only), +0.1 when boxes or both line kinds are
//!   used, +0.2 when both, +0.3 when a link is grouped;
//! - of several chains the lowest value wins, then the most removals;
//! - on a variant (Sukaku's options), the variant's houses are link houses
//!   too (disjoint groups and windows read as boxes, in Sukaku's cell
//!   order; diagonals as lines), join links after the classic houses, and
//!   add 0.3 as a grouped link does; the cells a chain's ends see include
//!   the variant's (anti-king, anti-knight).

mod links;
mod search;

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::CellSet;
use super::rules::{house_set, sukaku_type};
use super::step::{Chain, Link as ChainLink, LinkKind, Node, Step};
use super::technique::Technique;

use links::{links_of, Link};
use search::{first_house, Reading, Search, NO_HOUSE};

/// One chain found, with what decides which one SE applies.
pub(super) struct Found {
    pub(super) rating: u16,
    pub(super) removals: CellSet,
    pub(super) suffix: [u8; 5],
    /// SE's search order: the kinds of the links (as SE enumerates them),
    /// then the digit.
    pub(super) order: (u32, u8),
    pub(super) links: Vec<(usize, usize)>,
    pub(super) ring: bool,
}

impl Found {
    /// Smaller is preferred: lower value, more removals, then SE's order.
    pub(super) fn key(&self) -> (u16, std::cmp::Reverse<u32>, [u8; 5], (u32, u8)) {
        (
            self.rating,
            std::cmp::Reverse(self.removals.len()),
            self.suffix,
            self.order,
        )
    }
}

/// The first (easiest, then most removing) chain of `size` strong links.
pub fn strong_links(board: &Board, size: usize) -> Option<Step> {
    let mut best: Option<(Found, u8, Vec<Link>)> = None;
    let type_ranks = type_ranks(board);
    for digit in 1..=9u8 {
        let links = links_of(board, digit);
        let houses: Vec<u64> = links
            .iter()
            .flat_map(|link| link.nodes)
            .map(|node| houses_holding(board, node))
            .collect();
        let places = board.places(digit);
        let victims: Vec<CellSet> = links
            .iter()
            .flat_map(|link| link.nodes)
            .map(|node| board.common_peers(node) & places)
            .collect();
        let mut next = Vec::new();
        let mut next_ranges = Vec::with_capacity(houses.len());
        for (end, &end_houses) in houses.iter().enumerate() {
            let from = next.len();
            for (node, &node_houses) in houses.iter().enumerate() {
                let house = first_house(end_houses & node_houses);
                if node / 2 != end / 2 && house != NO_HOUSE {
                    next.push((node as u16, house));
                }
            }
            next_ranges.push((from, next.len()));
        }
        let every: Vec<(u16, u8)> = (0..2 * links.len())
            .map(|node| (node as u16, NO_HOUSE))
            .collect();
        let mut search = Search {
            board,
            digit,
            links: &links,
            houses: &houses,
            victims: &victims,
            next: &next,
            next_ranges: &next_ranges,
            every: &every,
            size,
            path: Vec::with_capacity(size),
            used: CellSet::EMPTY,
            kinds: [0; 4],
            type_ranks,
            bound: best.as_ref().map_or(u16::MAX, |(found, _, _)| found.rating),
            best: None,
        };
        // Loops, read from their first link in list order, then open chains,
        // cut as soon as nothing is left that they could remove.
        search.extend(Reading::Loop, CellSet::EMPTY);
        search.extend(Reading::Open, CellSet::EMPTY);
        if let Some(found) = search.best {
            let better = best
                .as_ref()
                .is_none_or(|(current, _, _)| found.key() < current.key());
            if better {
                best = Some((found, digit, links));
            }
        }
    }
    best.map(|(found, digit, links)| step_of(board, digit, &links, found))
}

/// Sukaku's name: a grouped link makes an empty rectangle; of two plain
/// links, parallel lines (or a variant's house beside lines of one kind)
/// make a skyscraper, two line kinds a kite, a box a turbot fish.
fn technique(size: usize, links: &[Link], path: &[(usize, usize)]) -> Technique {
    let grouped = path.iter().any(|&(i, _)| links[i].grouped);
    match size {
        2 if grouped => Technique::EmptyRectangle,
        2 => {
            let kinds: Vec<u8> = path
                .iter()
                .map(|&(i, _)| sukaku_type(links[i].house))
                .collect();
            let lines: Vec<u8> = kinds
                .iter()
                .copied()
                .filter(|k| (1..=2).contains(k))
                .collect();
            if kinds.contains(&0) {
                Technique::TurbotFish
            } else if lines.len() == 2 && lines[0] != lines[1] {
                Technique::TwoStringKite
            } else {
                Technique::Skyscraper
            }
        }
        3 => Technique::ThreeStrongLinks,
        _ => Technique::FourStrongLinks,
    }
}

/// The houses holding every cell of `cells` (none when it is empty), bit
/// `house`: the classic ones and the board's extra ones.
pub(super) fn houses_holding(board: &Board, cells: CellSet) -> u64 {
    let mut houses = u64::from(cells.common_houses());
    if !cells.is_empty() {
        for &house in board.rules().extra_houses() {
            if cells.is_subset_of(house_set(house)) {
                houses |= 1 << house;
            }
        }
    }
    houses
}

/// Each Sukaku region type's place among those the board has (boxes, rows
/// and columns, then its variant's), as Sukaku enumerates link kinds.
fn type_ranks(board: &Board) -> [u32; 7] {
    let mut ranks = [0, 1, 2, 0, 0, 0, 0];
    let mut next = 3;
    for kind in 3..7u8 {
        ranks[usize::from(kind)] = next;
        let present = board
            .rules()
            .extra_houses()
            .iter()
            .any(|&house| sukaku_type(house) == kind);
        next += u32::from(present);
    }
    ranks
}

fn step_of(board: &Board, digit: u8, links: &[Link], found: Found) -> Step {
    let mut step = Step::new(technique(found.links.len(), links, &found.links))
        .rated(found.rating)
        .eliminate_in(board, found.removals, digit);
    step.digits = Digits::single(digit);
    let mut nodes = Vec::new();
    for &(index, start) in &found.links {
        let link = &links[index];
        step.highlights.houses.push(link.house as u8);
        nodes.push(Node {
            cells: link.nodes[start],
            digit,
            on: false,
        });
        nodes.push(Node {
            cells: link.nodes[1 - start],
            digit,
            on: true,
        });
        for cell in (link.places & board.places(digit)).iter() {
            step.highlights.candidates.push(Candidate::new(cell, digit));
        }
    }
    let mut chain = Chain::through(&nodes);
    if found.ring {
        let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
        chain.links.push(ChainLink {
            from: last,
            to: Node { on: false, ..first },
            kind: LinkKind::Weak,
        });
    }
    step.highlights.cells = nodes
        .iter()
        .flat_map(|node| node.cells.iter())
        .map(|cell| cell as u8)
        .collect();
    step.highlights.chains.push(chain);
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::rules::{Rules, Variants};
    use crate::units::CELLS;

    /// A board where 3 is a candidate in `threes` only (every other digit
    /// everywhere), under `rules`.
    fn board_with_threes(threes: &[usize], rules: &'static Rules) -> Board {
        let mut candidates = [0x1ffu16 & !(1 << 2); CELLS];
        for &cell in threes {
            candidates[cell] |= 1 << 2;
        }
        Board::from_marks(&[0; CELLS], &candidates, CellSet::EMPTY, rules)
    }

    #[test]
    fn on_an_x_sudoku_a_diagonal_joins_two_column_links() {
        // 3 twice in column 6 (r4c6, r6c6) and column 8 (r7c8, r8c8);
        // r6c6 and r8c8 share the main diagonal, so r4c6 or r7c8 holds 3,
        // and r7c3, which sees r7c8 in its row and r4c6 on the
        // anti-diagonal, loses it (Sukaku's "Skyscraper 011", 4.0).
        let (r4c6, r6c6, r7c8, r8c8, r7c3) = (32, 50, 61, 70, 56);
        let threes = [r4c6, r6c6, r7c8, r8c8, r7c3];
        let x = Rules::of(Variants {
            x: true,
            ..Variants::default()
        });
        let step = strong_links(&board_with_threes(&threes, x), 2).expect("a skyscraper");
        assert_eq!(step.rating.0, 40);
        assert_eq!(step.eliminations, vec![Candidate::new(r7c3, 3)]);
        // Without the diagonals nothing joins the links.
        assert!(strong_links(&board_with_threes(&threes, Rules::classic()), 2).is_none());
    }
}

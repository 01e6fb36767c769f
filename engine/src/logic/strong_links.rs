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
//! - of several chains the lowest value wins, then the most removals.

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{cells_of_mask, CellSet, HOUSES};
use super::step::{Chain, Link as ChainLink, LinkKind, Node, Step};
use super::technique::Technique;

/// A strong link in one house.
#[derive(Clone, Copy, Debug)]
struct Link {
    house: usize,
    /// Every place of the digit in the house.
    places: CellSet,
    nodes: [CellSet; 2],
    grouped: bool,
}

/// One chain found, with what decides which one SE applies.
struct Found {
    rating: u16,
    removals: CellSet,
    suffix: [u8; 5],
    /// SE's search order: the kinds of the links (as SE enumerates them),
    /// then the digit.
    order: (u32, u8),
    links: Vec<(usize, usize)>,
    ring: bool,
}

impl Found {
    /// Smaller is preferred: lower value, more removals, then SE's order.
    fn key(&self) -> (u16, std::cmp::Reverse<u32>, [u8; 5], (u32, u8)) {
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
    for digit in 1..=9u8 {
        let links = links_of(board, digit);
        let houses: Vec<u32> = links
            .iter()
            .flat_map(|link| link.nodes)
            .map(CellSet::common_houses)
            .collect();
        let places = board.places(digit);
        let victims: Vec<CellSet> = links
            .iter()
            .flat_map(|link| link.nodes)
            .map(|node| node.common_peers() & places)
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

/// Every strong link of `digit`, boxes first, then rows, then columns.
fn links_of(board: &Board, digit: u8) -> Vec<Link> {
    let mut links = Vec::new();
    for house in (18..27).chain(0..18) {
        let mask = board.house_places(house, digit);
        let count = mask.count_ones();
        if !(2..=6).contains(&count) {
            continue;
        }
        let places = cells_of_mask(house, mask);
        if count == 2 {
            let (a, b) = two_cells(places);
            if house >= 18 && (same_row(a, b) || same_col(a, b)) {
                continue;
            }
            links.push(Link {
                house,
                places,
                nodes: [CellSet::single(a), CellSet::single(b)],
                grouped: false,
            });
        } else if house >= 18 {
            box_links(house, mask, places, &mut links);
        } else if let Some(nodes) = line_groups(house, mask) {
            links.push(Link {
                house,
                places,
                nodes,
                grouped: true,
            });
        }
    }
    links
}

/// A line's places in exactly two of its box segments, as the two groups.
fn line_groups(house: usize, mask: u16) -> Option<[CellSet; 2]> {
    let empty = (0..3).find(|&segment| mask >> (3 * segment) & 0b111 == 0)?;
    let groups: Vec<u16> = (0..3)
        .filter(|&segment| segment != empty)
        .map(|segment| mask & (0b111 << (3 * segment)))
        .collect();
    (groups[0] != 0 && groups[1] != 0).then(|| {
        [
            cells_of_mask(house, groups[0]),
            cells_of_mask(house, groups[1]),
        ]
    })
}

/// Box cells by index: rows 0-2 are indexes 0-2, 3-5, 6-8.
const MINI_ROWS: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];
const MINI_COLS: [u16; 3] = [0b001_001_001, 0b010_010_010, 0b100_100_100];

/// The grouped links of a box with 3 to 6 places.
fn box_links(house: usize, mask: u16, places: CellSet, links: &mut Vec<Link>) {
    let count = mask.count_ones();
    // Crosses: the heart's row and column of the box hold every place.
    for heart in 0..9usize {
        let (row, col) = (MINI_ROWS[heart / 3], MINI_COLS[heart % 3]);
        if mask & !(row | col) != 0 {
            continue;
        }
        let heart_bit = 1u16 << heart;
        let arm_col = mask & col & !heart_bit;
        let arm_row = mask & row & !heart_bit;
        if arm_col == 0 || arm_row == 0 {
            return;
        }
        let cells = |bits: u16| cells_of_mask(house, bits);
        let heart_cell = cells(heart_bit);
        let nodes = if arm_col.count_ones() == 1 && arm_row.count_ones() == 1 {
            [cells(arm_row), cells(arm_col) | heart_cell]
        } else if arm_col.count_ones() == 1 {
            [cells(arm_col), cells(arm_row) | heart_cell]
        } else if arm_row.count_ones() == 1 {
            [cells(arm_row), cells(arm_col) | heart_cell]
        } else {
            let heart_place = cells(mask & heart_bit);
            [cells(arm_col) | heart_place, cells(arm_row) | heart_place]
        };
        links.push(Link {
            house,
            places,
            nodes,
            grouped: true,
        });
        return;
    }
    if count < 4 {
        return;
    }
    // Two of the box's rows, or two of its columns.
    for lines in [MINI_ROWS, MINI_COLS] {
        let Some(empty) = (0..3).rev().find(|&i| mask & lines[i] == 0) else {
            continue;
        };
        let groups: Vec<u16> = (0..3)
            .filter(|&i| i != empty)
            .map(|i| mask & lines[i])
            .collect();
        if groups[0] == 0 || groups[1] == 0 {
            return;
        }
        let nodes = [
            cells_of_mask(house, groups[0]),
            cells_of_mask(house, groups[1]),
        ];
        links.push(Link {
            house,
            places,
            nodes,
            grouped: true,
        });
        // Four places on a rectangle group by columns as well as by rows.
        if count == 4 && groups.iter().all(|g| g.count_ones() == 2) {
            let (a, b) = (nodes[0], nodes[1]);
            let (a0, a1) = two_cells(a);
            let (b0, b1) = two_cells(b);
            if same_col(a0, b0) && same_col(a1, b1) || same_row(a0, b0) && same_row(a1, b1) {
                links.push(Link {
                    house,
                    places,
                    nodes: [
                        CellSet::single(a0) | CellSet::single(b0),
                        CellSet::single(a1) | CellSet::single(b1),
                    ],
                    grouped: true,
                });
            }
        }
        return;
    }
}

struct Search<'a> {
    board: &'a Board,
    digit: u8,
    links: &'a [Link],
    /// For each link node (`2 * link + side`), the houses holding all its cells.
    houses: &'a [u32],
    /// For each link node, the cells holding the digit that see all its cells.
    victims: &'a [CellSet],
    /// For each link node ending a link, the nodes that can start the next
    /// one (in list order) and the house joining them (as SE picks it: a
    /// column, a row, then a box): `next[next_ranges[end]]`.
    next: &'a [(u16, u8)],
    next_ranges: &'a [(usize, usize)],
    /// Every node, to start a chain from.
    every: &'a [(u16, u8)],
    size: usize,
    /// (link, which node starts it).
    path: Vec<(usize, usize)>,
    used: CellSet,
    /// Links on the path by SE kind (box, row, column), then grouped ones.
    kinds: [u8; 4],
    /// The value of the best chain of earlier digits: chains above it cannot win.
    bound: u16,
    best: Option<Found>,
}

impl Search<'_> {
    /// Extends the path by one link. An open chain's `possible` holds the
    /// cells it could still remove the digit from; it is cut when none is
    /// left. A loop is only read from its first link in list order.
    fn extend(&mut self, reading: Reading, possible: CellSet) {
        if self.path.len() == self.size {
            let (first, first_start) = self.path[0];
            let (last, last_start) = self.path[self.size - 1];
            let closes =
                self.houses[2 * last + 1 - last_start] & self.houses[2 * first + first_start] != 0;
            if closes == (reading == Reading::Loop) {
                self.finish();
            }
            return;
        }
        // A chain and its reverse remove the same: only chains whose first
        // link comes before their last are searched; a loop's other links
        // come after its first.
        let from = match (reading, self.path.first()) {
            (Reading::Loop, Some(&(first, _))) => first + 1,
            (Reading::Open, Some(&(first, _))) if self.path.len() + 1 == self.size => first + 1,
            _ => 0,
        };
        let bound = self
            .best
            .as_ref()
            .map_or(self.bound, |best| best.rating.min(self.bound));
        let next: &[(u16, u8)] = match self.path.last() {
            Some(&(last, last_start)) => {
                let (from, to) = self.next_ranges[2 * last + 1 - last_start];
                &self.next[from..to]
            }
            None => self.every,
        };
        for &(node, house) in next {
            let (index, start) = (usize::from(node) / 2, usize::from(node) % 2);
            if index < from {
                continue;
            }
            let link = &self.links[index];
            if link.places.intersects(self.used) {
                continue;
            }
            let mut kinds = self.kinds;
            kinds[se_kind(link.house) as usize] += 1;
            kinds[3] += u8::from(link.grouped);
            // Adding links never lowers the value.
            if BASES[self.size] + bonus(kinds) > bound {
                continue;
            }
            let open = if house == NO_HOUSE {
                self.victims[usize::from(node)] - HOUSES[link.house]
            } else {
                possible - HOUSES[link.house] - HOUSES[usize::from(house)]
            };
            if reading == Reading::Open && open.is_empty() {
                continue;
            }
            self.path.push((index, start));
            self.used |= link.places;
            let saved = std::mem::replace(&mut self.kinds, kinds);
            self.extend(reading, open);
            self.kinds = saved;
            self.used -= link.places;
            self.path.pop();
        }
    }

    fn finish(&mut self) {
        let (first, first_start) = self.path[0];
        let (last, last_start) = *self.path.last().expect("a full chain");
        let start = self.links[first].nodes[first_start];
        let end = self.links[last].nodes[1 - last_start];
        let mut link_houses = CellSet::EMPTY;
        for &(index, _) in &self.path {
            link_houses |= HOUSES[self.links[index].house];
        }
        let ring = shared_house(start | end).is_some();
        let mut victims = (start | end).common_peers() - link_houses;
        if ring {
            for pair in self.path.windows(2) {
                let from = self.links[pair[0].0].nodes[1 - pair[0].1];
                let to = self.links[pair[1].0].nodes[pair[1].1];
                victims |= (from | to).common_peers() - link_houses;
            }
        } else {
            for pair in self.path.windows(2) {
                let from = self.links[pair[0].0].nodes[1 - pair[0].1];
                let to = self.links[pair[1].0].nodes[pair[1].1];
                let house = shared_house(from | to).expect("links are joined");
                victims -= HOUSES[house];
            }
        }
        let removals = victims & self.board.places(self.digit);
        if removals.is_empty() {
            return;
        }
        let (rating, suffix) = self.rating();
        let found = Found {
            rating,
            removals,
            suffix,
            order: (self.kinds_order(), self.digit),
            links: self.path.clone(),
            ring,
        };
        let better = self
            .best
            .as_ref()
            .is_none_or(|best| found.key() < best.key());
        if better {
            self.best = Some(found);
        }
    }

    /// Where SE's enumeration of link kinds (sorted kinds, one bit per link
    /// at `kind * size + position`, increasing masks) meets this chain's.
    fn kinds_order(&self) -> u32 {
        let mut kinds: Vec<u32> = self
            .path
            .iter()
            .map(|&(i, _)| se_kind(self.links[i].house))
            .collect();
        kinds.sort_unstable();
        kinds
            .iter()
            .enumerate()
            .map(|(position, &kind)| 1 << (kind * self.size as u32 + position as u32))
            .sum()
    }

    /// SE's value and its "suffix" (grouped links, then link kinds), which
    /// breaks ties between chains of equal value and removals.
    fn rating(&self) -> (u16, [u8; 5]) {
        let base = [0, 0, 40, 54, 58][self.size];
        let grouped = self
            .path
            .iter()
            .filter(|&&(i, _)| self.links[i].grouped)
            .count();
        let kinds: Vec<u8> = self
            .path
            .iter()
            .map(|&(i, _)| se_kind(self.links[i].house) as u8)
            .collect();
        let bonus = bonus(self.kinds);
        let mut suffix = [b'9'; 5];
        suffix[0] = b'0' + grouped as u8;
        let normalised = normalise(&kinds);
        suffix[1..=normalised.len()].copy_from_slice(&normalised);
        (base + bonus, suffix)
    }
}

/// How a chain is read: as a loop, or as an open chain.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    Loop,
    Open,
}

/// No house is shared.
const NO_HOUSE: u8 = u8::MAX;

/// Of a mask of houses, the one SE picks: a column, then a row, then a box.
fn first_house(houses: u32) -> u8 {
    let columns = houses >> 9 & 0x1ff;
    let rows = houses & 0x1ff;
    let boxes = houses >> 18;
    if columns != 0 {
        9 + columns.trailing_zeros() as u8
    } else if rows != 0 {
        rows.trailing_zeros() as u8
    } else if boxes != 0 {
        18 + boxes.trailing_zeros() as u8
    } else {
        NO_HOUSE
    }
}

/// Link kinds as SE names them in its suffix: boxes 0, then the line kinds
/// renamed so that the smallest string wins among the chain read forwards
/// and backwards and rows and columns swapped.
fn normalise(kinds: &[u8]) -> Vec<u8> {
    let swap = |k: u8| match k {
        1 => 2,
        2 => 1,
        other => other,
    };
    let forwards: Vec<u8> = kinds.to_vec();
    let backwards: Vec<u8> = kinds.iter().rev().copied().collect();
    let candidates = [
        forwards.clone(),
        backwards.clone(),
        forwards.iter().map(|&k| swap(k)).collect(),
        backwards.iter().map(|&k| swap(k)).collect(),
    ];
    let best = candidates.into_iter().min().expect("four readings");
    best.iter().map(|k| b'0' + k).collect()
}

/// SE's base values (tenths) by number of links.
const BASES: [u16; 5] = [0, 0, 40, 54, 58];

/// SE's bonus for a chain with `kinds` links of each kind (box, row,
/// column) and `kinds[3]` grouped links: 0.3 with a grouped link, else 0.1
/// for boxes and 0.1 for both line kinds.
fn bonus(kinds: [u8; 4]) -> u16 {
    if kinds[3] > 0 {
        return 3;
    }
    let has_box = kinds[0] > 0;
    let both_lines = kinds[1] > 0 && kinds[2] > 0;
    u16::from(has_box) + u16::from(both_lines)
}

/// SE's region kinds: box 0, row 1, column 2.
fn se_kind(house: usize) -> u32 {
    match house / 9 {
        0 => 1,
        1 => 2,
        _ => 0,
    }
}

fn two_cells(cells: CellSet) -> (usize, usize) {
    let mut iter = cells.iter();
    let a = iter.next().expect("two cells");
    let b = iter.next().expect("two cells");
    (a, b)
}

fn same_row(a: usize, b: usize) -> bool {
    a / 9 == b / 9
}

fn same_col(a: usize, b: usize) -> bool {
    a % 9 == b % 9
}

/// The house holding every cell of `cells`, as SE looks for it: a column,
/// then a row, then a box.
fn shared_house(cells: CellSet) -> Option<usize> {
    match first_house(cells.common_houses()) {
        NO_HOUSE => None,
        house => Some(usize::from(house)),
    }
}

fn technique(size: usize, links: &[Link], path: &[(usize, usize)]) -> Technique {
    let grouped = path.iter().any(|&(i, _)| links[i].grouped);
    match size {
        2 if grouped => Technique::EmptyRectangle,
        2 => {
            let kinds: Vec<usize> = path.iter().map(|&(i, _)| links[i].house / 9).collect();
            if kinds.contains(&2) {
                Technique::TurbotFish
            } else if kinds[0] != kinds[1] {
                Technique::TwoStringKite
            } else {
                Technique::Skyscraper
            }
        }
        3 => Technique::ThreeStrongLinks,
        _ => Technique::FourStrongLinks,
    }
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

//! The search for chains of strong links over one digit's links.

use crate::logic::board::Board;
use crate::logic::cellset::CellSet;
use crate::logic::rules::{house_set, sukaku_type};

use super::links::Link;
use super::{houses_holding, Found};

pub(super) struct Search<'a> {
    pub(super) board: &'a Board,
    pub(super) digit: u8,
    pub(super) links: &'a [Link],
    /// For each link node (`2 * link + side`), the houses holding all its
    /// cells (bit `house`, extra houses included).
    pub(super) houses: &'a [u64],
    /// For each link node, the cells holding the digit that see all its cells.
    pub(super) victims: &'a [CellSet],
    /// For each link node ending a link, the nodes that can start the next
    /// one (in list order) and the house joining them (as SE picks it: a
    /// column, a row, then a box): `next[next_ranges[end]]`.
    pub(super) next: &'a [(u16, u8)],
    pub(super) next_ranges: &'a [(usize, usize)],
    /// Every node, to start a chain from.
    pub(super) every: &'a [(u16, u8)],
    pub(super) size: usize,
    /// (link, which node starts it).
    pub(super) path: Vec<(usize, usize)>,
    pub(super) used: CellSet,
    /// Links on the path by SE kind (box, row, column), then grouped ones
    /// and those in a variant's house.
    pub(super) kinds: [u8; 4],
    /// Each Sukaku region type's place among the board's types, as it
    /// enumerates them.
    pub(super) type_ranks: [u32; 7],
    /// The value of the best chain of earlier digits: chains above it cannot win.
    pub(super) bound: u16,
    pub(super) best: Option<Found>,
}

impl Search<'_> {
    /// Extends the path by one link. An open chain's `possible` holds the
    /// cells it could still remove the digit from; it is cut when none is
    /// left. A loop is only read from its first link in list order.
    pub(super) fn extend(&mut self, reading: Reading, possible: CellSet) {
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
            match sukaku_type(link.house) {
                kind @ 0..=2 => kinds[usize::from(kind)] += 1,
                _ => kinds[3] += 1,
            }
            kinds[3] += u8::from(link.grouped);
            // Adding links never lowers the value.
            if BASES[self.size] + bonus(kinds) > bound {
                continue;
            }
            let open = if house == NO_HOUSE {
                self.victims[usize::from(node)] - house_set(link.house)
            } else {
                possible - house_set(link.house) - house_set(usize::from(house))
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

    /// The house holding every cell of `cells`, as SE looks for it: a
    /// column, then a row, then a box, then a variant's house.
    fn shared_house(&self, cells: CellSet) -> Option<usize> {
        match first_house(houses_holding(self.board, cells)) {
            NO_HOUSE => None,
            house => Some(usize::from(house)),
        }
    }

    fn finish(&mut self) {
        let (first, first_start) = self.path[0];
        let (last, last_start) = *self.path.last().expect("a full chain");
        let start = self.links[first].nodes[first_start];
        let end = self.links[last].nodes[1 - last_start];
        let mut link_houses = CellSet::EMPTY;
        for &(index, _) in &self.path {
            link_houses |= house_set(self.links[index].house);
        }
        let ring = self.shared_house(start | end).is_some();
        let mut victims = self.board.common_peers(start | end) - link_houses;
        if ring {
            for pair in self.path.windows(2) {
                let from = self.links[pair[0].0].nodes[1 - pair[0].1];
                let to = self.links[pair[1].0].nodes[pair[1].1];
                victims |= self.board.common_peers(from | to) - link_houses;
            }
        } else {
            for pair in self.path.windows(2) {
                let from = self.links[pair[0].0].nodes[1 - pair[0].1];
                let to = self.links[pair[1].0].nodes[pair[1].1];
                let house = self.shared_house(from | to).expect("links are joined");
                victims -= house_set(house);
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
            .map(|&(i, _)| self.type_ranks[usize::from(sukaku_type(self.links[i].house))])
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
            .map(|&(i, _)| sukaku_type(self.links[i].house))
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
pub(super) enum Reading {
    Loop,
    Open,
}

/// No house is shared.
pub(super) const NO_HOUSE: u8 = u8::MAX;

/// Of a mask of houses, the one SE picks: a column, then a row, then a box,
/// then a variant's house in Sukaku's order.
pub(super) fn first_house(houses: u64) -> u8 {
    let columns = houses >> 9 & 0x1ff;
    let rows = houses & 0x1ff;
    let others = houses >> 18;
    if columns != 0 {
        9 + columns.trailing_zeros() as u8
    } else if rows != 0 {
        rows.trailing_zeros() as u8
    } else if others != 0 {
        18 + others.trailing_zeros() as u8
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
/// column) and `kinds[3]` grouped links or links in a variant's house
/// (`StrongLinksHint.getDifficulty`: a suffix digit above 2): 0.3 with one, else 0.1
/// for boxes and 0.1 for both line kinds.
fn bonus(kinds: [u8; 4]) -> u16 {
    if kinds[3] > 0 {
        return 3;
    }
    let has_box = kinds[0] > 0;
    let both_lines = kinds[1] > 0 && kinds[2] > 0;
    u16::from(has_box) + u16::from(both_lines)
}

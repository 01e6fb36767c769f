//! The shape's constraints flattened for the search: per cell, its peers
//! and related cells in one array each; per house and group, its cells.

use super::group::{weighted_group, Group, GroupKind, MAX_LISTED_SETS};
use super::implied::add_implied_sums;
use super::sums::digit_sets;
use crate::shape::{Constraints, Relation, Shape};

/// Index ranges into flat arrays, one per cell (or house, or group).
#[derive(Clone, Debug, Default)]
pub struct Flat<T> {
    starts: Vec<u32>,
    items: Vec<T>,
}

impl<T: Copy> Flat<T> {
    fn from_lists(lists: impl IntoIterator<Item = impl IntoIterator<Item = T>>) -> Flat<T> {
        let mut flat = Flat {
            starts: vec![0],
            items: Vec::new(),
        };
        for list in lists {
            flat.items.extend(list);
            flat.starts.push(flat.items.len() as u32);
        }
        flat
    }

    #[inline]
    pub fn of(&self, index: usize) -> &[T] {
        &self.items[self.starts[index] as usize..self.starts[index + 1] as usize]
    }

    pub fn len(&self) -> usize {
        self.starts.len() - 1
    }
}

/// Everything the search reads about a shape.
#[derive(Clone, Debug)]
pub struct Tables {
    pub cells: usize,
    /// Every digit 1..N as a mask.
    pub all: u64,
    pub peers: Flat<u16>,
    /// Per cell, its peers as a bit set of [`Tables::words`] words.
    pub peer_bits: Vec<u64>,
    /// Words of a bit set of every cell.
    pub words: usize,
    /// Related cells other than plain "different": (cell, relation).
    pub related: Flat<(u16, Relation)>,
    /// Some pair of cells may not hold consecutive digits.
    pub non_consecutive: bool,
    /// Per cell: it has a relation beyond "different" and "not
    /// consecutive" (thermometers, dots...), which narrows its partners
    /// whenever its candidates change.
    pub bounded: Vec<bool>,
    pub houses: Flat<u16>,
    pub houses_of: Flat<u16>,
    /// Cages, implied sums, weighted sums and sequences.
    pub groups: Vec<Group>,
    /// Pairs of houses that share two cells or more (a box and a line).
    pub intersections: Vec<Intersection>,
    /// Per cell, its groups (indices into `groups`).
    pub groups_of: Flat<u16>,
}

/// Two houses that share two cells or more.
#[derive(Clone, Debug)]
pub struct Intersection {
    /// The two houses (indices into [`Tables::houses`]).
    pub houses: [u16; 2],
    /// The cells of the first only, the shared ones, the second's only.
    pub cells: [Vec<u16>; 3],
}

/// Every pair of houses sharing two cells or more, split three ways.
fn intersections(houses: &[crate::shape::House], cells: usize) -> Vec<Intersection> {
    let words = cells.div_ceil(64);
    let bits: Vec<Vec<u64>> = houses
        .iter()
        .map(|house| {
            let mut bits = vec![0u64; words];
            for &cell in &house.cells {
                bits[usize::from(cell) / 64] |= 1 << (cell % 64);
            }
            bits
        })
        .collect();
    let has = |bits: &[u64], cell: u16| bits[usize::from(cell) / 64] >> (cell % 64) & 1 != 0;
    let mut pairs = Vec::new();
    for (index, a) in houses.iter().enumerate() {
        for (other, b) in houses.iter().enumerate().skip(index + 1) {
            let shared: u32 = (bits[index].iter().zip(&bits[other]))
                .map(|(x, y)| (x & y).count_ones())
                .sum();
            if shared < 2 {
                continue;
            }
            let split = |house: &crate::shape::House, other: usize, inside: bool| {
                let cells = house.cells.iter().copied();
                cells
                    .filter(|&cell| has(&bits[other], cell) == inside)
                    .collect()
            };
            pairs.push(Intersection {
                houses: [index as u16, other as u16],
                cells: [
                    split(a, other, false),
                    split(a, other, true),
                    split(b, index, false),
                ],
            });
        }
    }
    pairs
}

/// The groups without a sum whose every two cells are at most the cells
/// less one apart (renban lines): runs of consecutive digits, each one of
/// the windows of as many digits. Each group and its windows (a digit set
/// each); `sat` encodes them as it does a cage's digit sets.
pub fn consecutive_runs(
    constraints: &Constraints,
    size: usize,
) -> impl Iterator<Item = (&crate::shape::rules::Group, Vec<u64>)> + '_ {
    constraints
        .groups
        .iter()
        .filter(move |group| group.sum.is_none() && (2..=size).contains(&group.cells.len()))
        .filter(|group| {
            let span = Relation::Within(group.cells.len() as u8 - 1);
            group.cells.iter().enumerate().all(|(i, &a)| {
                group.cells[i + 1..]
                    .iter()
                    .all(|&b| constraints.related[usize::from(a)].contains(&(b, span)))
            })
        })
        .map(move |group| {
            let length = group.cells.len();
            let first = u64::MAX >> (64 - length);
            let windows = (0..=size - length).map(|start| first << start).collect();
            (group, windows)
        })
}

impl Tables {
    pub fn new(shape: &Shape) -> Tables {
        let constraints = shape.constraints();
        let size = shape.size();
        let cells = shape.cells();
        let all = if size == 64 {
            u64::MAX
        } else {
            (1u64 << size) - 1
        };
        let mut groups: Vec<Group> = constraints
            .groups
            .iter()
            .filter_map(|group| {
                group.sum.map(|sum| Group {
                    cells: group.cells.clone(),
                    kind: GroupKind::Distinct { sum, sets: None },
                })
            })
            .collect();
        add_implied_sums(&mut groups, constraints, shape.geometry());
        for group in &mut groups {
            if let GroupKind::Distinct { sum, sets } = &mut group.kind {
                let count = group.cells.len() as u32;
                *sets = digit_sets(all, size as u32, count, *sum, MAX_LISTED_SETS);
            }
        }
        groups.extend(
            constraints
                .sums
                .iter()
                .map(|sum| weighted_group(sum, constraints)),
        );
        groups.extend(
            consecutive_runs(constraints, size).map(|(group, sets)| Group {
                cells: group.cells.clone(),
                kind: GroupKind::Sets { sets },
            }),
        );
        groups.extend(constraints.sequences.iter().map(|sequence| Group {
            cells: sequence.cells.clone(),
            kind: GroupKind::Sequence(sequence.clone()),
        }));
        let mut groups_of = vec![Vec::new(); cells];
        for (index, group) in groups.iter().enumerate() {
            for &cell in &group.cells {
                groups_of[usize::from(cell)].push(index as u16);
            }
        }
        let words = cells.div_ceil(64);
        let mut peer_bits = vec![0u64; cells * words];
        for (cell, peers) in constraints.peers.iter().enumerate() {
            for &peer in peers {
                let peer = usize::from(peer);
                peer_bits[cell * words + peer / 64] |= 1 << (peer % 64);
            }
        }
        Tables {
            peer_bits,
            words,
            intersections: intersections(&constraints.houses, cells),
            cells,
            all,
            peers: Flat::from_lists(constraints.peers.iter().map(|list| list.iter().copied())),
            related: Flat::from_lists(constraints.related.iter().map(|list| list.iter().copied())),
            non_consecutive: (constraints.related.iter().flatten())
                .any(|&(_, relation)| relation == Relation::NotConsecutive),
            bounded: (constraints.related.iter())
                .map(|list| {
                    list.iter()
                        .any(|&(_, relation)| relation != Relation::NotConsecutive)
                })
                .collect(),
            houses: Flat::from_lists(constraints.houses.iter().map(|h| h.cells.iter().copied())),
            houses_of: Flat::from_lists(
                constraints
                    .houses_of
                    .iter()
                    .map(|list| list.iter().copied()),
            ),
            groups,
            groups_of: Flat::from_lists(groups_of),
        }
    }
}

//! The shape's constraints flattened for the search: per cell, its peers
//! and related cells in one array each; per house and group, its cells.

use super::implied::add_implied_sums;
use super::sums::digit_sets;
use super::weighted::Weighted;
use crate::shape::{Constraints, Relation, Shape, WeightedSum};

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

/// A killer cage, or a sum the cages imply (innies and outies), as the
/// search uses it.
#[derive(Clone, Debug)]
pub struct SumGroup {
    pub cells: Vec<u16>,
    pub sum: u32,
    /// The cells hold distinct digits (a cage, cells of one house); else
    /// only the total is known (cells of several houses).
    pub distinct: bool,
    /// Each cell's weight and the parts of distinct digits, for a
    /// weighted sum (an arrow, a little killer); `None`: each counts once.
    pub weights: Option<Weighted>,
    /// Every set of distinct digits of the group's size and sum, listed
    /// once (distinct groups with at most [`MAX_LISTED_SETS`] sets).
    pub sets: Option<Vec<u64>>,
}

/// The most digit sets a sum group lists beforehand: a 9x9 cage has at
/// most 12, a 16x16 cage of five cells 190.
const MAX_LISTED_SETS: usize = 512;

/// Everything the search reads about a shape.
#[derive(Clone, Debug)]
pub struct Tables {
    pub cells: usize,
    /// Every digit 1..N as a mask.
    pub all: u64,
    pub peers: Flat<u16>,
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
    pub sums: Vec<SumGroup>,
    /// Pairs of houses that share two cells or more (a box and a line).
    pub intersections: Vec<Intersection>,
    /// Per cell, its groups with a sum (indices into `sums`).
    pub sums_of: Flat<u16>,
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
fn intersections(houses: &[crate::shape::House]) -> Vec<Intersection> {
    let mut pairs = Vec::new();
    for (index, a) in houses.iter().enumerate() {
        for (other, b) in houses.iter().enumerate().skip(index + 1) {
            let shared: Vec<u16> = a
                .cells
                .iter()
                .copied()
                .filter(|c| b.cells.contains(c))
                .collect();
            if shared.len() >= 2 {
                let only = |house: &crate::shape::House| {
                    house
                        .cells
                        .iter()
                        .copied()
                        .filter(|c| !shared.contains(c))
                        .collect()
                };
                pairs.push(Intersection {
                    houses: [index as u16, other as u16],
                    cells: [only(a), shared.clone(), only(b)],
                });
            }
        }
    }
    pairs
}

/// A weighted sum as a group, its total made positive.
fn weighted_group(sum: &WeightedSum, constraints: &Constraints) -> SumGroup {
    let sign = if sum.total < 0 { -1 } else { 1 };
    let cells: Vec<u16> = sum.terms.iter().map(|&(cell, _)| cell).collect();
    let weights = sum.terms.iter().map(|&(_, weight)| weight * sign).collect();
    SumGroup {
        weights: Some(Weighted::new(&cells, weights, constraints)),
        cells,
        sum: sum.total.unsigned_abs(),
        distinct: false,
        sets: None,
    }
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
        let mut sums: Vec<SumGroup> = constraints
            .groups
            .iter()
            .filter_map(|group| {
                group.sum.map(|sum| SumGroup {
                    cells: group.cells.clone(),
                    sum,
                    distinct: true,
                    weights: None,
                    sets: None,
                })
            })
            .collect();
        add_implied_sums(&mut sums, &constraints.houses, shape.geometry());
        sums.extend(
            constraints
                .sums
                .iter()
                .map(|sum| weighted_group(sum, constraints)),
        );
        for group in sums.iter_mut().filter(|group| group.distinct) {
            let count = group.cells.len() as u32;
            group.sets = digit_sets(all, size as u32, count, group.sum, MAX_LISTED_SETS);
        }
        let mut sums_of = vec![Vec::new(); cells];
        for (index, group) in sums.iter().enumerate() {
            for &cell in &group.cells {
                sums_of[usize::from(cell)].push(index as u16);
            }
        }
        Tables {
            intersections: intersections(&constraints.houses),
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
            sums,
            sums_of: Flat::from_lists(sums_of),
        }
    }
}

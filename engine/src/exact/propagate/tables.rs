//! The shape's constraints flattened for the search: per cell, its peers
//! and related cells in one array each; per house and group, its cells.

use crate::shape::{Relation, Shape};

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
}

/// Everything the search reads about a shape.
#[derive(Clone, Debug)]
pub struct Tables {
    pub cells: usize,
    /// Every digit 1..N as a mask.
    pub all: u64,
    pub peers: Flat<u16>,
    /// Related cells other than plain "different": (cell, relation).
    pub related: Flat<(u16, Relation)>,
    pub houses: Flat<u16>,
    pub houses_of: Flat<u16>,
    pub sums: Vec<SumGroup>,
    /// Pairs of houses that share two cells or more (a box and a line):
    /// the cells of the first only, the shared ones, the second's only.
    pub intersections: Vec<[Vec<u16>; 3]>,
    /// Per cell, its groups with a sum (indices into `sums`).
    pub sums_of: Flat<u16>,
}

/// Every pair of houses sharing two cells or more, split three ways.
fn intersections(houses: &[crate::shape::House]) -> Vec<[Vec<u16>; 3]> {
    let mut pairs = Vec::new();
    for (index, a) in houses.iter().enumerate() {
        for b in &houses[index + 1..] {
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
                pairs.push([only(a), shared.clone(), only(b)]);
            }
        }
    }
    pairs
}

/// Innies: a house holds every digit once, so its digits add up to
/// N(N+1)/2; the cells of a house outside the cages that lie wholly inside
/// it add up to that total less those cages' sums, and become a sum group
/// of their own (one cell left is a digit known at once).
fn add_innies(sums: &mut Vec<SumGroup>, houses: &[crate::shape::House], size: usize) {
    let total = (size * (size + 1) / 2) as u32;
    let cages = sums.len();
    for house in houses {
        let mut covered: Vec<u16> = Vec::new();
        let mut inside = 0;
        for cage in &sums[..cages] {
            let within = cage.cells.iter().all(|cell| house.cells.contains(cell));
            let apart = cage.cells.iter().all(|cell| !covered.contains(cell));
            if within && apart {
                covered.extend(&cage.cells);
                inside += cage.sum;
            }
        }
        let rest: Vec<u16> = house
            .cells
            .iter()
            .copied()
            .filter(|cell| !covered.contains(cell))
            .collect();
        if !covered.is_empty() && !rest.is_empty() && inside < total {
            sums.push(SumGroup {
                cells: rest,
                sum: total - inside,
                distinct: true,
            });
        }
    }
}

/// The most cells of an implied sum over several houses: beyond it the
/// bounds it gives prune nothing.
const MAX_IMPLIED_CELLS: usize = 6;

/// Innies and outies over bands of whole rows or columns: k lines hold
/// k N(N+1)/2. The cells of the band outside the cages wholly inside it
/// (innies), and the cells outside the band of the cages that reach into
/// it when those cover the band (outies), add up to what is left; a few
/// such cells make a sum group of their own (their digits need not differ).
/// `sums[..cages]` are the puzzle's own cages.
fn add_band_sums(sums: &mut Vec<SumGroup>, cages: usize, shape: &Shape) {
    let geometry = shape.geometry();
    let size = geometry.size();
    let cages: Vec<SumGroup> = sums[..cages].to_vec();
    if cages.is_empty() {
        return;
    }
    let line_total = (size * (size + 1) / 2) as u32;
    for by_rows in [true, false] {
        for first in 0..size {
            for last in first + 1..size {
                let inside_band = |cell: u16| {
                    let line = if by_rows {
                        geometry.row_of(usize::from(cell))
                    } else {
                        geometry.col_of(usize::from(cell))
                    };
                    (first..=last).contains(&line)
                };
                let total = line_total * (last - first + 1) as u32;
                let (mut inside_sum, mut touching_sum) = (0u32, 0u32);
                let (mut covered, mut outside) = (Vec::new(), Vec::new());
                for cage in &cages {
                    let within = cage.cells.iter().filter(|&&c| inside_band(c)).count();
                    if within == cage.cells.len() {
                        inside_sum += cage.sum;
                        touching_sum += cage.sum;
                        covered.extend(cage.cells.iter().copied());
                    } else if within > 0 {
                        touching_sum += cage.sum;
                        covered.extend(cage.cells.iter().copied().filter(|&c| inside_band(c)));
                        outside.extend(cage.cells.iter().copied().filter(|&c| !inside_band(c)));
                    }
                }
                let innies: Vec<u16> = (0..geometry.cells() as u16)
                    .filter(|&cell| inside_band(cell))
                    .filter(|cell| {
                        !cages.iter().any(|cage| {
                            cage.cells.contains(cell) && cage.cells.iter().all(|&c| inside_band(c))
                        })
                    })
                    .collect();
                if !innies.is_empty() && innies.len() <= MAX_IMPLIED_CELLS && inside_sum < total {
                    sums.push(SumGroup {
                        cells: innies,
                        sum: total - inside_sum,
                        distinct: false,
                    });
                }
                let band_cells = (last - first + 1) * size;
                let mut seen = covered.clone();
                seen.sort_unstable();
                seen.dedup();
                if seen.len() == band_cells
                    && !outside.is_empty()
                    && outside.len() <= MAX_IMPLIED_CELLS
                    && touching_sum > total
                {
                    sums.push(SumGroup {
                        cells: outside,
                        sum: touching_sum - total,
                        distinct: false,
                    });
                }
            }
        }
    }
}

impl Tables {
    pub fn new(shape: &Shape) -> Tables {
        let constraints = shape.constraints();
        let size = shape.size();
        let cells = shape.cells();
        let mut sums: Vec<SumGroup> = constraints
            .groups
            .iter()
            .filter_map(|group| {
                group.sum.map(|sum| SumGroup {
                    cells: group.cells.clone(),
                    sum,
                    distinct: true,
                })
            })
            .collect();
        let cages = sums.len();
        add_innies(&mut sums, &constraints.houses, size);
        add_band_sums(&mut sums, cages, shape);
        let mut sums_of = vec![Vec::new(); cells];
        for (index, group) in sums.iter().enumerate() {
            for &cell in &group.cells {
                sums_of[usize::from(cell)].push(index as u16);
            }
        }
        Tables {
            intersections: intersections(&constraints.houses),
            cells,
            all: if size == 64 {
                u64::MAX
            } else {
                (1u64 << size) - 1
            },
            peers: Flat::from_lists(constraints.peers.iter().map(|list| list.iter().copied())),
            related: Flat::from_lists(constraints.related.iter().map(|list| list.iter().copied())),
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

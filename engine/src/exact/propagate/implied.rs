//! Sums the cages imply. A house holds every digit once, so its digits add
//! up to N(N+1)/2, and k houses that share no cell to k times that:
//!
//! - **innies of a house**: its cells outside the cages lying wholly inside
//!   it hold distinct digits adding up to the total less those cages' sums;
//!   a cage with one cell out of the house makes that cell the innies
//!   less the cage's other cells, less the cage's sum;
//! - **innies less outies of a growing region**: rows taken one more at a
//!   time from the top, then from the bottom, columns from either side,
//!   and the boxes (or jigsaw regions) in order. Each cage with more than
//!   half its cells inside the region joins it; the region's cells no such
//!   cage covers (the innies), less the joined cages' cells outside it (the
//!   outies), add up to the region's total less the joined cages' sums.
//!   A difference of a few cells on either side is kept: beyond, its
//!   bounds prune nothing.
//!
//! Each becomes a group: innies of one house hold distinct digits (pruned
//! by digit sets); the others are weighted sums (+1 for an innie, -1 for an
//! outie), pruned by bounds with each house's digits distinct. Only cages
//! that share no cell are counted together.

use super::group::{weighted_group, Group, GroupKind};
use crate::shape::{Constraints, Geometry, WeightedSum};

/// The most cells of an implied difference that lies wholly in cages:
/// beyond it the bounds it gives prune little, and other cages cover it.
const MAX_IMPLIED_CELLS: usize = 6;

/// A difference is kept while one side has at most this many cells.
const MAX_SIDE: usize = 2;

/// Adds the innies of every house, then the innies less outies of every
/// growing region, to `sums` (the puzzle's cages, and only those).
pub fn add_implied_sums(sums: &mut Vec<Group>, constraints: &Constraints, geometry: &Geometry) {
    let cages = cages_apart(sums);
    if cages.is_empty() {
        return;
    }
    let size = geometry.size();
    let house_total = (size * (size + 1) / 2) as i64;
    let mut found = Vec::new();
    let mut in_house = vec![false; geometry.cells()];
    for house in &constraints.houses {
        house_sums(&cages, &house.cells, &mut in_house, house_total, &mut found);
    }
    let rows: Vec<Vec<u16>> = (0..size)
        .map(|row| {
            (0..size)
                .map(|col| geometry.cell(row, col) as u16)
                .collect()
        })
        .collect();
    let columns: Vec<Vec<u16>> = (0..size)
        .map(|col| {
            (0..size)
                .map(|row| geometry.cell(row, col) as u16)
                .collect()
        })
        .collect();
    let boxes: Vec<Vec<u16>> = constraints
        .regions()
        .into_iter()
        .map(<[u16]>::to_vec)
        .collect();
    let reversed = |lines: &[Vec<u16>]| lines.iter().rev().cloned().collect::<Vec<_>>();
    let mut in_a_cage = vec![false; geometry.cells()];
    for &cell in cages.iter().flat_map(|cage| &cage.cells) {
        in_a_cage[usize::from(cell)] = true;
    }
    for order in [reversed(&rows), rows, reversed(&columns), columns, boxes] {
        grow(&cages, &in_a_cage, &order, house_total, &mut found);
    }
    for (plus, minus) in found.iter_mut().map(|(plus, minus, _)| (plus, minus)) {
        plus.sort_unstable();
        minus.sort_unstable();
    }
    // Growing orders meet the same region (all rows is all columns): one
    // sum each.
    found.sort_unstable();
    found.dedup();
    for (plus, minus, total) in found {
        let houses_of = |cell: &u16| &constraints.houses_of[usize::from(*cell)];
        let in_one_house = minus.is_empty()
            && plus.first().is_some_and(|first| {
                houses_of(first)
                    .iter()
                    .any(|house| plus.iter().all(|cell| houses_of(cell).contains(house)))
            });
        if in_one_house {
            if total > 0 {
                sums.push(Group {
                    cells: plus,
                    kind: GroupKind::Distinct {
                        sum: total as u32,
                        sets: None,
                    },
                });
            }
            continue;
        }
        let terms = (plus.iter().map(|&cell| (cell, 1)))
            .chain(minus.iter().map(|&cell| (cell, -1)))
            .collect();
        let sum = WeightedSum {
            name: String::new(),
            terms,
            total: total as i32,
        };
        sums.push(weighted_group(&sum, constraints));
    }
}

/// A cage's cells and sum.
struct Cage {
    cells: Vec<u16>,
    sum: i64,
}

/// The puzzle's cages, each kept only when it shares no cell with one
/// kept before it.
fn cages_apart(sums: &[Group]) -> Vec<Cage> {
    let mut taken = std::collections::HashSet::new();
    let mut cages = Vec::new();
    for group in sums {
        if let GroupKind::Distinct { sum, .. } = group.kind {
            if group.cells.iter().all(|cell| !taken.contains(cell)) {
                taken.extend(group.cells.iter().copied());
                cages.push(Cage {
                    cells: group.cells.clone(),
                    sum: i64::from(sum),
                });
            }
        }
    }
    cages
}

/// The sums within one house: the cells outside the cages lying wholly
/// inside it (the innies), when cages cover some of it; and, for each cage
/// with one cell out of it, the innies less that cage's other cells, less
/// the cell out.
/// `in_house` is all false on entry and on return.
fn house_sums(
    cages: &[Cage],
    house: &[u16],
    in_house: &mut [bool],
    total: i64,
    out: &mut Vec<(Vec<u16>, Vec<u16>, i64)>,
) {
    house
        .iter()
        .for_each(|&cell| in_house[usize::from(cell)] = true);
    house_sums_marked(cages, house, in_house, total, out);
    house
        .iter()
        .for_each(|&cell| in_house[usize::from(cell)] = false);
}

/// [`house_sums`] with the house's cells marked in `in_house`.
fn house_sums_marked(
    cages: &[Cage],
    house: &[u16],
    in_house: &[bool],
    total: i64,
    out: &mut Vec<(Vec<u16>, Vec<u16>, i64)>,
) {
    let inside = |cell: &u16| in_house[usize::from(*cell)];
    let mut covered = Vec::new();
    let mut inside_sum = 0;
    for cage in cages.iter().filter(|cage| cage.cells.iter().all(inside)) {
        covered.extend(cage.cells.iter().copied());
        inside_sum += cage.sum;
    }
    let innies: Vec<u16> = (house.iter().copied())
        .filter(|cell| !covered.contains(cell))
        .collect();
    if innies.is_empty() {
        return;
    }
    let innies_sum = total - inside_sum;
    for cage in cages {
        let (outside, within): (Vec<u16>, Vec<u16>) =
            cage.cells.iter().partition(|&&cell| !inside(&cell));
        if outside.len() != 1 || within.is_empty() {
            continue;
        }
        let rest: Vec<u16> = (innies.iter().copied())
            .filter(|cell| !within.contains(cell))
            .collect();
        if rest.len() < MAX_IMPLIED_CELLS {
            out.push((rest, outside, innies_sum - cage.sum));
        }
    }
    if innies.len() < house.len() {
        out.push((innies, Vec::new(), innies_sum));
    }
}

/// The innies less outies of each region grown from `houses` (the grid's
/// size of them) in order, two houses or more, each as the cells to add,
/// the cells to take away and their total; `in_a_cage` marks the cells of
/// `cages`.
fn grow(
    cages: &[Cage],
    in_a_cage: &[bool],
    houses: &[Vec<u16>],
    house_total: i64,
    out: &mut Vec<(Vec<u16>, Vec<u16>, i64)>,
) {
    let cells = in_a_cage.len();
    let size = houses.len();
    let mut in_region = vec![false; cells];
    let mut in_pieces = vec![false; cells];
    let mut joined = vec![false; cages.len()];
    let mut pieces_sum = 0;
    for (count, house) in houses.iter().enumerate() {
        house
            .iter()
            .for_each(|&cell| in_region[usize::from(cell)] = true);
        for (cage, joined) in cages.iter().zip(&mut joined) {
            let inside = (cage.cells.iter())
                .filter(|&&cell| in_region[usize::from(cell)])
                .count();
            if !*joined && inside * 2 > cage.cells.len() {
                *joined = true;
                pieces_sum += cage.sum;
                cage.cells
                    .iter()
                    .for_each(|&cell| in_pieces[usize::from(cell)] = true);
            }
        }
        if count == 0 {
            // One house: its innies are found on their own.
            continue;
        }
        let innies: Vec<u16> = (0..cells as u16)
            .filter(|&cell| in_region[usize::from(cell)] && !in_pieces[usize::from(cell)])
            .collect();
        let outies: Vec<u16> = (0..cells as u16)
            .filter(|&cell| in_pieces[usize::from(cell)] && !in_region[usize::from(cell)])
            .collect();
        let (plus, minus) = (innies.len(), outies.len());
        let all_in_cages = (innies.iter().chain(&outies)).all(|&cell| in_a_cage[usize::from(cell)]);
        let worth_it = plus + minus > 0
            && plus + minus <= size
            && (plus <= MAX_SIDE || minus <= MAX_SIDE)
            && !(all_in_cages && plus + minus > MAX_IMPLIED_CELLS);
        if worth_it {
            let total = house_total * (count as i64 + 1) - pieces_sum;
            out.push((innies, outies, total));
        }
    }
}

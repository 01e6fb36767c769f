//! Sums the cages imply. A house holds every digit once, so its digits add
//! up to N(N+1)/2, and k whole rows (or columns) to k times that:
//!
//! - **innies**: the cells of such a region outside the cages lying wholly
//!   inside it add up to the total less those cages' sums;
//! - **outies**: when the cages reaching into a band of lines cover it, the
//!   cells of those cages outside the band add up to their sums less the
//!   band's total.
//!
//! Each becomes a sum group of its own: in one house its cells hold distinct
//! digits (pruned by digit sets); over several houses only the total is
//! known (pruned by bounds, and only for a few cells, where bounds bite).
//! Only cages that share no cell are counted together.

use super::tables::{Group, GroupKind};
use crate::shape::{Geometry, House};

/// The most cells of an implied sum over several houses: beyond it the
/// bounds it gives prune nothing.
const MAX_IMPLIED_CELLS: usize = 6;

/// Adds the innies of every house, then the innies and outies of every
/// band of two or more rows, then of columns, to `sums` (the puzzle's
/// cages, and only those).
pub fn add_implied_sums(sums: &mut Vec<Group>, houses: &[House], geometry: &Geometry) {
    let cages: Vec<Cage> = sums
        .iter()
        .filter_map(|group| match group.kind {
            GroupKind::Distinct { sum, .. } => Some(Cage {
                cells: group.cells.clone(),
                sum,
            }),
            _ => None,
        })
        .collect();
    if cages.is_empty() {
        return;
    }
    let size = geometry.size();
    let line_total = (size * (size + 1) / 2) as u32;
    for house in houses {
        region_sums(&cages, &house.cells, line_total, true, geometry, sums);
    }
    for by_rows in [true, false] {
        for first in 0..size {
            for last in first + 1..size {
                let band: Vec<u16> = (0..geometry.cells())
                    .filter(|&cell| {
                        let line = if by_rows {
                            geometry.row_of(cell)
                        } else {
                            geometry.col_of(cell)
                        };
                        (first..=last).contains(&line)
                    })
                    .map(|cell| cell as u16)
                    .collect();
                let total = line_total * (last - first + 1) as u32;
                region_sums(&cages, &band, total, false, geometry, sums);
            }
        }
    }
}

/// A cage's cells and sum.
struct Cage {
    cells: Vec<u16>,
    sum: u32,
}

/// The innies (and, over several houses, the outies) of `region`, whose
/// digits add up to `total`; `one_house`: its digits are distinct.
fn region_sums(
    cages: &[Cage],
    region: &[u16],
    total: u32,
    one_house: bool,
    geometry: &Geometry,
    out: &mut Vec<Group>,
) {
    let mut inside = vec![false; geometry.cells()];
    for &cell in region {
        inside[usize::from(cell)] = true;
    }
    let is_inside = |cell: &u16| inside[usize::from(*cell)];
    let mut covered = vec![false; geometry.cells()];
    let mut inside_sum = 0;
    for cage in cages.iter().filter(|cage| cage.cells.iter().all(is_inside)) {
        if cage.cells.iter().all(|&cell| !covered[usize::from(cell)]) {
            cage.cells
                .iter()
                .for_each(|&cell| covered[usize::from(cell)] = true);
            inside_sum += cage.sum;
        }
    }
    let innies: Vec<u16> = region
        .iter()
        .copied()
        .filter(|&cell| !covered[usize::from(cell)])
        .collect();
    let few = |cells: &[u16]| one_house || cells.len() <= MAX_IMPLIED_CELLS;
    if innies.len() < region.len() && !innies.is_empty() && few(&innies) && inside_sum < total {
        let sum = total - inside_sum;
        out.push(Group {
            cells: innies,
            kind: if one_house {
                GroupKind::Distinct { sum, sets: None }
            } else {
                GroupKind::Total { sum }
            },
        });
    }
    if one_house {
        return;
    }
    let touching: Vec<&Cage> = cages
        .iter()
        .filter(|cage| cage.cells.iter().any(is_inside))
        .collect();
    let mut seen = vec![false; geometry.cells()];
    for cell in touching.iter().flat_map(|cage| &cage.cells) {
        if std::mem::replace(&mut seen[usize::from(*cell)], true) {
            return;
        }
    }
    let outies: Vec<u16> = touching
        .iter()
        .flat_map(|cage| cage.cells.iter().copied().filter(|cell| !is_inside(cell)))
        .collect();
    let touching_sum: u32 = touching.iter().map(|cage| cage.sum).sum();
    let covers = region.iter().all(|&cell| seen[usize::from(cell)]);
    if covers && !outies.is_empty() && few(&outies) && touching_sum > total {
        out.push(Group {
            cells: outies,
            kind: GroupKind::Total {
                sum: touching_sum - total,
            },
        });
    }
}

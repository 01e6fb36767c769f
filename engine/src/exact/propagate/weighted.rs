//! Weighted sums whose digits may repeat (arrows, little killers), pruned
//! by bounds. The terms are split into parts of one weight whose cells
//! share a house: their digits are distinct, so a part of k cells adds up
//! to at least its k smallest candidates, not k times the smallest (an
//! arrow of 32 cells through a few houses is then narrowed at once).

use crate::shape::Constraints;

/// A weighted sum as the search uses it: its cells, their weights and
/// its parts.
#[derive(Clone, Debug)]
pub struct Weighted {
    pub weights: Vec<i32>,
    /// Indices into the cells, each part of one weight and distinct
    /// digits; every index in exactly one part.
    pub parts: Vec<Vec<u16>>,
}

impl Weighted {
    /// The parts of `cells` (with `weights`): greedily, the house that
    /// holds the most cells of one weight not yet in a part (the last such
    /// house and the greatest weight on a tie), until none holds two; the
    /// rest alone.
    pub fn new(cells: &[u16], weights: Vec<i32>, constraints: &Constraints) -> Weighted {
        // Each house's (then each group's) indices into the cells, for the
        // houses with two, found through the cells' own houses.
        let first_group = constraints.houses.len();
        let mut keys: Vec<usize> = (cells.iter().map(|&cell| usize::from(cell)))
            .flat_map(|cell| {
                let houses = constraints.houses_of[cell].iter().map(|&h| usize::from(h));
                let groups = constraints.groups_of[cell].iter();
                houses.chain(groups.map(|&g| first_group + usize::from(g)))
            })
            .collect();
        keys.sort_unstable();
        let houses: Vec<Vec<u16>> = keys
            .chunk_by(|a, b| a == b)
            .filter(|run| run.len() >= 2)
            .map(|run| {
                let house = match run[0].checked_sub(first_group) {
                    None => &constraints.houses[run[0]].cells,
                    Some(group) => &constraints.groups[group].cells,
                };
                (house.iter())
                    .filter_map(|cell| cells.iter().position(|c| c == cell))
                    .map(|i| i as u16)
                    .collect()
            })
            .collect();
        let mut in_part = vec![false; cells.len()];
        let mut parts = Vec::new();
        loop {
            let mut best: Vec<u16> = Vec::new();
            for house in &houses {
                let mut kinds: Vec<i32> = (house.iter())
                    .filter(|&&i| !in_part[usize::from(i)])
                    .map(|&i| weights[usize::from(i)])
                    .collect();
                kinds.sort_unstable();
                kinds.dedup();
                for weight in kinds {
                    let members = || {
                        (house.iter().copied()).filter(|&i| {
                            !in_part[usize::from(i)] && weights[usize::from(i)] == weight
                        })
                    };
                    if members().count() >= best.len() {
                        best = members().collect();
                    }
                }
            }
            if best.len() < 2 {
                break;
            }
            best.iter().for_each(|&i| in_part[usize::from(i)] = true);
            parts.push(best);
        }
        parts.extend(
            (0..cells.len() as u16)
                .filter(|&i| !in_part[usize::from(i)])
                .map(|i| vec![i]),
        );
        Weighted { weights, parts }
    }

    /// The narrowed candidates of `cells` whose digits, each times its
    /// weight, add up to `total`: a digit stays when the other cells'
    /// least and most, with each part's digits distinct, can make up the
    /// rest. `None` when nothing can.
    pub fn prune(&self, candidates: &[u64], cells: &[u16], total: u32) -> Option<Vec<u64>> {
        let mask_of = |i: u16| candidates[usize::from(cells[usize::from(i)])];
        let mut bounds = Vec::with_capacity(self.parts.len());
        for part in &self.parts {
            let weight = self.weights[usize::from(part[0])];
            let union = part.iter().fold(0, |union, &i| union | mask_of(i));
            bounds.push(bounds_of(union, part.len(), weight)?);
        }
        let least: i64 = bounds.iter().map(|bound| bound.0).sum();
        let most: i64 = bounds.iter().map(|bound| bound.1).sum();
        let total = i64::from(total);
        if total < least || total > most {
            return None;
        }
        let mut narrowed = vec![0u64; cells.len()];
        for (part, &(low, high)) in self.parts.iter().zip(&bounds) {
            let weight = self.weights[usize::from(part[0])];
            let (others_least, others_most) = (least - low, most - high);
            for &i in part {
                let rest = part
                    .iter()
                    .filter(|&&j| j != i)
                    .fold(0, |union, &j| union | mask_of(j));
                let mut open = mask_of(i);
                let mut kept = 0;
                while open != 0 {
                    let bit = open & open.wrapping_neg();
                    open &= open - 1;
                    let digit = i64::from(bit.trailing_zeros() + 1);
                    let Some((rest_low, rest_high)) =
                        bounds_of(rest & !bit, part.len() - 1, weight)
                    else {
                        continue;
                    };
                    let own = i64::from(weight) * digit;
                    let (lowest, highest) =
                        (others_least + rest_low + own, others_most + rest_high + own);
                    if lowest <= total && total <= highest {
                        kept |= bit;
                    }
                }
                narrowed[usize::from(i)] = kept;
            }
        }
        narrowed.iter().all(|&mask| mask != 0).then_some(narrowed)
    }
}

/// The least and most `count` distinct digits of `union`, each times
/// `weight`, add up to; `None` when `union` has fewer digits.
fn bounds_of(union: u64, count: usize, weight: i32) -> Option<(i64, i64)> {
    if (union.count_ones() as usize) < count {
        return None;
    }
    let mut smallest = 0i64;
    let mut rest = union;
    for _ in 0..count {
        smallest += i64::from(rest.trailing_zeros() + 1);
        rest &= rest - 1;
    }
    let mut largest = 0i64;
    let mut rest = union;
    for _ in 0..count {
        let top = 63 - rest.leading_zeros();
        largest += i64::from(top + 1);
        rest &= !(1u64 << top);
    }
    let weight = i64::from(weight);
    Some((
        (weight * smallest).min(weight * largest),
        (weight * smallest).max(weight * largest),
    ))
}

//! Sums whose digits may repeat (an arrow: the digits on it add up to its
//! circle's number; a little killer: the digits along its diagonal add up
//! to its clue), read as a cage is: a digit of one cell goes when no way
//! of filling the sum's cells from their candidates (cells that see each
//! other holding different digits) makes the total with it. The ways are
//! followed cell by cell, cut short when even the smallest or largest the
//! cells left can add misses the total; a sum with too many ways for
//! [`SEARCH_BUDGET`] is read by its running totals instead, group by
//! group (`running_totals`: the cells of one house or cage as one group of
//! different digits, digits free to repeat between groups; the 30-cell
//! arrows of the shared links' "Long sums" are read so in microseconds,
//! and logic solves them without a trial). With `search` off
//! (the forcing chains' quick reading), by its bounds alone.

use super::board::{digits, Board};
use super::cells::Cells;
use super::step::{digits_of, Cand, Step};
use super::sums::cage_possible;
use super::text::removal_list;
use crate::logic::Technique;
use crate::shape::WeightedSum;

/// The least and most `weight` times a digit of `mask` can be.
fn span(mask: u64, weight: i64) -> (i64, i64) {
    let (low, high) = (
        i64::from(mask.trailing_zeros() as u8 + 1),
        i64::from(64 - mask.leading_zeros() as u8),
    );
    if weight >= 0 {
        (weight * low, weight * high)
    } else {
        (weight * high, weight * low)
    }
}

/// The first weighted sum with a candidate no way of filling it keeps:
/// searched for (`search`), or read from its bounds alone.
pub fn sum_combination<const W: usize>(board: &Board<W>, search: bool) -> Option<Step> {
    let layout = board.layout();
    for sum in &layout.shape.constraints().sums {
        if let Some(step) = bounds_of(board, sum, search) {
            return Some(step);
        }
    }
    None
}

/// The most cells a combination search visits before the sum is read by
/// its bounds alone.
const SEARCH_BUDGET: usize = 5_000;

/// For each term, the digits some way of filling the sum's cells with
/// distinct digits where cells see each other gives it; `None` when the
/// search runs past its budget.
pub(super) fn combinations<const W: usize>(
    board: &Board<W>,
    sum: &WeightedSum,
    masks: &[u64],
) -> Option<Vec<u64>> {
    struct Search<'a, const W: usize> {
        board: &'a Board<W>,
        terms: &'a [(u16, i32)],
        masks: &'a [u64],
        /// The least and most the terms from each index on can add.
        rest: Vec<(i64, i64)>,
        chosen: Vec<u8>,
        found: Vec<u64>,
        visits: usize,
    }
    impl<const W: usize> Search<'_, W> {
        fn go(&mut self, index: usize, left: i64) -> Option<bool> {
            self.visits += 1;
            if self.visits > SEARCH_BUDGET {
                return None;
            }
            if index == self.terms.len() {
                if left != 0 {
                    return Some(false);
                }
                for (found, &digit) in self.found.iter_mut().zip(&self.chosen) {
                    *found |= 1 << (digit - 1);
                }
                return Some(true);
            }
            let (cell, weight) = self.terms[index];
            let layout = self.board.layout();
            let mut any = false;
            for digit in digits(self.masks[index]) {
                let clash =
                    self.terms[..index]
                        .iter()
                        .zip(&self.chosen)
                        .any(|(&(other, _), &theirs)| {
                            theirs == digit && layout.sees(usize::from(cell), usize::from(other))
                        });
                let left = left - i64::from(weight) * i64::from(digit);
                let (low, high) = self.rest[index + 1];
                if clash || left < low || left > high {
                    continue;
                }
                self.chosen.push(digit);
                any |= self.go(index + 1, left)?;
                self.chosen.pop();
            }
            Some(any)
        }
    }
    let mut rest = vec![(0, 0); masks.len() + 1];
    for index in (0..masks.len()).rev() {
        let (low, high) = span(masks[index], i64::from(sum.terms[index].1));
        rest[index] = (rest[index + 1].0 + low, rest[index + 1].1 + high);
    }
    let mut search = Search {
        board,
        terms: &sum.terms,
        masks,
        rest,
        chosen: Vec::new(),
        found: vec![0; masks.len()],
        visits: 0,
    };
    search.go(0, i64::from(sum.total))?;
    Some(search.found)
}

/// A group of a sum's terms whose cells all see each other (one house or
/// cage) and share a weight: the ways it can add up, each a total of its
/// cells with the digits each cell can take in some filling that makes it.
struct Group {
    terms: Vec<usize>,
    ways: Vec<(i64, Vec<u64>)>,
}

/// The sum's terms in groups of cells that see each other: the house or
/// cage holding most of the terms left (of one weight) first, then the
/// next, down to single terms.
fn groups<const W: usize>(board: &Board<W>, sum: &WeightedSum, masks: &[u64]) -> Vec<Group> {
    let layout = board.layout();
    let cliques: Vec<Cells<W>> = layout
        .houses
        .iter()
        .map(|house| house.set)
        .chain(layout.cages.iter().map(|cage| cage.set))
        .collect();
    let mut left: Vec<usize> = (0..sum.terms.len()).collect();
    let mut found = Vec::new();
    while !left.is_empty() {
        let members = |clique: &Cells<W>, weight: i32| -> Vec<usize> {
            left.iter()
                .copied()
                .filter(|&term| {
                    let (cell, its) = sum.terms[term];
                    its == weight && clique.contains(usize::from(cell))
                })
                .collect()
        };
        let mut weights: Vec<i32> = left.iter().map(|&term| sum.terms[term].1).collect();
        weights.sort_unstable();
        weights.dedup();
        let best = cliques
            .iter()
            .flat_map(|clique| weights.iter().map(|&weight| members(clique, weight)))
            .max_by_key(Vec::len)
            .filter(|terms| terms.len() >= 2)
            .unwrap_or_else(|| vec![left[0]]);
        left.retain(|term| !best.contains(term));
        found.push(group_ways(board, sum, masks, best));
    }
    found
}

/// The most digits a group's cells may hold between them for its ways to
/// be read exactly (each total, the digits each cell can give it); with
/// more (a row of a 25x25), every total between the least and most its
/// cells can make counts, each cell keeping its candidates.
const EXACT_DIGITS: u32 = 9;

/// The ways `terms` (one weight, cells seeing each other) can add up.
fn group_ways<const W: usize>(
    board: &Board<W>,
    sum: &WeightedSum,
    masks: &[u64],
    terms: Vec<usize>,
) -> Group {
    let weight = i64::from(sum.terms[terms[0]].1);
    let candidates: Vec<u64> = terms.iter().map(|&term| masks[term]).collect();
    let union = candidates.iter().fold(0, |all, &mask| all | mask);
    let count = terms.len();
    let low: u32 = digits(union).take(count).map(u32::from).sum();
    let high: u32 = digits(union).rev().take(count).map(u32::from).sum();
    let exact = union.count_ones() <= EXACT_DIGITS;
    let ways = (low..=high)
        .filter_map(|total| {
            if !exact {
                return Some((weight * i64::from(total), candidates.clone()));
            }
            let possible = cage_possible(&candidates, total, board.size());
            possible
                .iter()
                .all(|&mark| mark != 0)
                .then(|| (weight * i64::from(total), possible))
        })
        .collect();
    Group { terms, ways }
}

/// For each term, the digits of `masks` some way of filling the sum's
/// cells makes the total with, read group by group (cells of one house or
/// cage hold different digits; digits of different groups are free to
/// repeat): the totals the groups before each can reach, met with those
/// the groups after it can.
fn running_totals<const W: usize>(board: &Board<W>, sum: &WeightedSum, masks: &[u64]) -> Vec<u64> {
    let groups = groups(board, sum, masks);
    let (mut low, mut high) = (0i64, 0i64);
    for group in &groups {
        let adds = group.ways.iter().map(|(add, _)| *add);
        low += adds.clone().min().unwrap_or(0).min(0);
        high += adds.max().unwrap_or(0).max(0);
    }
    let width = (high - low + 1) as usize;
    let index = |total: i64| (total - low) as usize;
    // reach[i]: the totals the groups before i can make.
    let mut reach = vec![vec![false; width]; groups.len() + 1];
    reach[0][index(0)] = true;
    for (at, group) in groups.iter().enumerate() {
        let (before, after) = reach.split_at_mut(at + 1);
        for total in (low..=high).filter(|&total| before[at][index(total)]) {
            for (add, _) in &group.ways {
                after[0][index(total + add)] = true;
            }
        }
    }
    // fill[i]: the totals the groups from i on can make.
    let mut fill = vec![vec![false; width]; groups.len() + 1];
    fill[groups.len()][index(0)] = true;
    for (at, group) in groups.iter().enumerate().rev() {
        let (upto, from) = fill.split_at_mut(at + 1);
        for total in (low..=high).filter(|&total| from[0][index(total)]) {
            for (add, _) in &group.ways {
                upto[at][index(total + add)] = true;
            }
        }
    }
    let target = i64::from(sum.total);
    let makes = |at: usize, add: i64| {
        (low..=high).any(|before| {
            let after = target - before - add;
            reach[at][index(before)] && (low..=high).contains(&after) && fill[at + 1][index(after)]
        })
    };
    let mut found = vec![0; masks.len()];
    for (at, group) in groups.iter().enumerate() {
        for (_, possible) in group.ways.iter().filter(|(add, _)| makes(at, *add)) {
            for (&term, mark) in group.terms.iter().zip(possible) {
                found[term] |= mark;
            }
        }
    }
    found
}

fn bounds_of<const W: usize>(board: &Board<W>, sum: &WeightedSum, search: bool) -> Option<Step> {
    let masks: Vec<u64> = sum
        .terms
        .iter()
        .map(|&(cell, _)| board.mark(usize::from(cell)))
        .collect();
    if masks.contains(&0) {
        return None;
    }
    let spans: Vec<(i64, i64)> = masks
        .iter()
        .zip(&sum.terms)
        .map(|(&mask, &(_, weight))| span(mask, i64::from(weight)))
        .collect();
    let (low, high) = spans
        .iter()
        .fold((0, 0), |(low, high), &(l, h)| (low + l, high + h));
    let total = i64::from(sum.total);
    let found = search.then(|| {
        combinations(board, sum, &masks).unwrap_or_else(|| running_totals(board, sum, &masks))
    });
    let mut eliminations = Vec::new();
    for (index, &(cell, weight)) in sum.terms.iter().enumerate() {
        let cell = usize::from(cell);
        if board.value(cell) != 0 {
            continue;
        }
        let (others_low, others_high) = (low - spans[index].0, high - spans[index].1);
        let weight = i64::from(weight);
        eliminations.extend(
            digits(board.candidates(cell))
                .filter(|&digit| match &found {
                    Some(found) => found[index] >> (digit - 1) & 1 == 0,
                    None => {
                        let part = weight * i64::from(digit);
                        part + others_low > total || part + others_high < total
                    }
                })
                .map(|digit| Cand::new(cell, digit)),
        );
    }
    if eliminations.is_empty() {
        return None;
    }
    let cells = sum.terms.len() as u16;
    let mut step = Step::new(Technique::SumCombination).rated(20 + (cells.max(2) - 2).min(6));
    step.cells = sum.terms.iter().map(|&(cell, _)| cell).collect();
    step.digits = digits_of(&eliminations);
    step.detail = format!(
        "{}: no way of filling its cells from their candidates (different digits where cells \
         see each other) makes the total with {}",
        sum.name,
        removal_list(board.layout(), &eliminations)
    );
    step.eliminations = eliminations;
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;
    use crate::units::CELLS;

    /// Read by running totals, group by group: two cells of row 1 adding
    /// up to 3 hold 1 or 2 each; with a circle of 3 (weight -1) taken away,
    /// the same; three cells of row 1 adding up to 6 hold 1, 2 and 3 (not
    /// 4 and two 1s, as cells of different houses could).
    #[test]
    fn running_totals_keep_the_digits_some_filling_makes_the_total_with() {
        let board = board_of::<2>(&".".repeat(CELLS));
        let all = 0b1_1111_1111;
        let pair = WeightedSum {
            name: "pair".into(),
            terms: vec![(0, 1), (1, 1)],
            total: 3,
        };
        assert_eq!(running_totals(&board, &pair, &[all, all]), [0b11, 0b11]);
        let arrow = WeightedSum {
            name: "arrow".into(),
            terms: vec![(0, 1), (1, 1), (2, -1)],
            total: 0,
        };
        let three = 0b100;
        assert_eq!(
            running_totals(&board, &arrow, &[all, all, three | 1]),
            [0b11, 0b11, three],
            "a circle of 1 cannot be two digits' sum"
        );
        let row = WeightedSum {
            name: "row".into(),
            terms: vec![(0, 1), (1, 1), (2, 1)],
            total: 6,
        };
        assert_eq!(running_totals(&board, &row, &[all; 3]), [0b111; 3]);
        let apart = WeightedSum {
            name: "apart".into(),
            terms: vec![(0, 1), (13, 1), (26, 1)],
            total: 6,
        };
        assert_eq!(
            running_totals(&board, &apart, &[all; 3]),
            [0b1111; 3],
            "cells of different houses may repeat a digit"
        );
    }

    #[test]
    fn an_arrow_of_two_cells_in_a_row_keeps_its_circle_above_two() {
        // The circle r1c1 is the sum of r1c2 and r1c3, which differ (row).
        let board = board_of::<2>(&format!("{};arrow=0:1.2", ".".repeat(CELLS)));
        let step = sum_combination(&board, true).expect("combinations");
        assert_eq!(step.technique, Technique::SumCombination);
        let circle: Vec<u8> = step
            .eliminations
            .iter()
            .filter(|cand| cand.cell == 0)
            .map(|cand| cand.digit)
            .collect();
        assert_eq!(
            circle,
            vec![1, 2],
            "two digits of one row add up to at least 3"
        );
        assert!(
            step.eliminations
                .iter()
                .any(|cand| cand.cell != 0 && cand.digit == 9),
            "a 9 on the arrow would need a circle of 10 or more: {:?}",
            step.eliminations
        );
    }
}

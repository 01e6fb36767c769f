//! Sums whose digits may repeat (an arrow: the digits on it add up to its
//! circle's number; a little killer: the digits along its diagonal add up
//! to its clue), read as a cage is: a digit of one cell goes when no way
//! of filling the sum's cells from their candidates (cells that see each
//! other holding different digits) makes the total with it. The ways are
//! followed cell by cell, cut short when even the smallest or largest the
//! cells left can add misses the total; a sum with too many ways for
//! [`SEARCH_BUDGET`] is read by its bounds alone.

use super::board::{digits, Board};
use super::step::{digits_of, Cand, Step};
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
fn combinations<const W: usize>(
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
    let found = search.then(|| combinations(board, sum, &masks)).flatten();
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

//! What a few cells adding up to a total allow, where not every pair must
//! differ (cells of several houses) and some cells may count against the
//! total (the outies of an innies/outies relation): per cell, the digits
//! some assignment gives it. The innies/outies techniques ask this of at
//! most [`MAX_LEFT_OVER`] open cells, and a killer's forcing chains ask it
//! at nearly every fact, so the search keeps everything inline.

use std::ops::{Deref, DerefMut};

use super::board::digits;
use super::cages::MAX_LEFT_OVER;

/// The most cells one search takes. A relation or a left-over cage only
/// loses open cells as a chase goes, so at most [`MAX_LEFT_OVER`] ever
/// come here.
pub const MAX_TERMS: usize = 8;

const _: () = assert!(MAX_LEFT_OVER <= MAX_TERMS);

/// Up to [`MAX_TERMS`] items kept inline, read as a slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms<T> {
    len: usize,
    items: [T; MAX_TERMS],
}

impl<T: Copy + Default> Terms<T> {
    pub fn new() -> Terms<T> {
        Terms {
            len: 0,
            items: [T::default(); MAX_TERMS],
        }
    }

    /// Adds `item` at the end.
    ///
    /// # Panics
    ///
    /// When [`MAX_TERMS`] items are already there.
    pub fn push(&mut self, item: T) {
        assert!(self.len < MAX_TERMS, "more than {MAX_TERMS} terms");
        self.items[self.len] = item;
        self.len += 1;
    }
}

impl<T: Copy + Default> Default for Terms<T> {
    fn default() -> Self {
        Terms::new()
    }
}

impl<T: Copy + Default> FromIterator<T> for Terms<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut terms = Terms::new();
        items.into_iter().for_each(|item| terms.push(item));
        terms
    }
}

impl<T> Deref for Terms<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.items[..self.len]
    }
}

impl<'a, T> IntoIterator for &'a Terms<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T> DerefMut for Terms<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len]
    }
}

/// For cells that must add up to `sum` where only the pairs `differ(i, j)`
/// must hold different digits (cells of several houses): the digits each
/// cell can take in some assignment.
pub fn sum_options(
    candidates: &[u64],
    sum: u32,
    differ: &dyn Fn(usize, usize) -> bool,
) -> Terms<u64> {
    let subtracted = [false; MAX_TERMS];
    difference_options(
        candidates,
        &subtracted[..candidates.len().min(MAX_TERMS)],
        i64::from(sum),
        differ,
    )
}

/// For cells whose digits, those marked in `subtracted` taken away from
/// the rest, make `total` (innies less outies), where only the pairs
/// `differ(i, j)` must hold different digits: the digits each cell can
/// take in some assignment (every cell none when there is no way).
///
/// # Panics
///
/// For more than [`MAX_TERMS`] cells.
pub fn difference_options(
    candidates: &[u64],
    subtracted: &[bool],
    total: i64,
    differ: &dyn Fn(usize, usize) -> bool,
) -> Terms<u64> {
    assert!(
        candidates.len() <= MAX_TERMS,
        "a sum search takes at most {MAX_TERMS} cells, not {}",
        candidates.len()
    );
    let mut search = SumSearch::new(candidates, subtracted, differ);
    match candidates.len() {
        0 => Terms::new(),
        1..=SumSearch::MARK_UP_TO => search.options_marking(total),
        _ => search.options_seeking_each(total),
    }
}

/// The depth-first search of [`difference_options`].
struct SumSearch {
    len: usize,
    candidates: [u64; MAX_TERMS],
    /// Per cell, 1 or -1: how its digit counts towards the total.
    signs: [i64; MAX_TERMS],
    /// The least and most share of the total of the cells from each index
    /// on.
    rest_least: [i64; MAX_TERMS + 1],
    rest_most: [i64; MAX_TERMS + 1],
    /// Per cell, the earlier cells (as bits) it must differ from.
    differs_from: [u64; MAX_TERMS],
    chosen: [u8; MAX_TERMS],
}

impl SumSearch {
    /// Cells up to which [`SumSearch::options_marking`] walks the
    /// assignments (at most 9^2 for four cells of a 9x9, the last two
    /// cells met as digit sets).
    const MARK_UP_TO: usize = 4;

    fn new(
        candidates: &[u64],
        subtracted: &[bool],
        differ: &dyn Fn(usize, usize) -> bool,
    ) -> SumSearch {
        let mut search = SumSearch {
            len: candidates.len(),
            candidates: [0; MAX_TERMS],
            signs: [1; MAX_TERMS],
            rest_least: [0; MAX_TERMS + 1],
            rest_most: [0; MAX_TERMS + 1],
            differs_from: [0; MAX_TERMS],
            chosen: [0; MAX_TERMS],
        };
        search.candidates[..candidates.len()].copy_from_slice(candidates);
        assert_eq!(subtracted.len(), candidates.len(), "a sign per cell");
        for (cell, &minus) in subtracted.iter().enumerate() {
            if minus {
                search.signs[cell] = -1;
            }
            search.differs_from[cell] = (0..cell)
                .filter(|&earlier| differ(earlier, cell))
                .fold(0, |bits, earlier| bits | 1 << earlier);
        }
        search
    }

    /// A list of `len` empty digit sets.
    fn nothing_yet(&self) -> Terms<u64> {
        Terms {
            len: self.len,
            items: [0; MAX_TERMS],
        }
    }

    /// The digits each cell can take: the assignments walked, each marking
    /// its digits, skipping the branches that could mark nothing new.
    fn options_marking(&mut self, total: i64) -> Terms<u64> {
        let mut possible = self.nothing_yet();
        self.bound();
        self.mark(0, total, &mut possible);
        possible
    }

    /// Marks in `possible` what the assignments of the cells from `index`
    /// on making `left` give, with the earlier cells as `chosen` holds
    /// them. Once every later cell has all its candidates marked, one
    /// assignment is enough (to mark the earlier cells' digits), and none
    /// is needed if those are marked too.
    fn mark(&mut self, index: usize, left: i64, possible: &mut [u64]) {
        let saturated = (index..self.len).all(|cell| possible[cell] == self.candidates[cell]);
        if saturated {
            let marked = (0..index).all(|cell| possible[cell] & 1 << (self.chosen[cell] - 1) != 0);
            if !marked && self.walk(index, left) {
                self.mark_chosen(possible);
            }
            return;
        }
        if index + 1 == self.len {
            let digit = left * self.signs[index];
            let free = self.candidates[index] & !self.taken(index, index);
            let fits = (1..=64).contains(&digit) && free & 1 << (digit - 1) != 0;
            if fits {
                self.chosen[index] = digit as u8;
                self.mark_chosen(possible);
            }
            return;
        }
        if index + 2 == self.len {
            self.mark_last_two(index, left, possible);
            return;
        }
        let (rest_least, rest_most) = (self.rest_least[index + 1], self.rest_most[index + 1]);
        for digit in digits(self.candidates[index] & !self.taken(index, index)) {
            let after = left - self.signs[index] * i64::from(digit);
            if after < rest_least || after > rest_most {
                continue;
            }
            self.chosen[index] = digit;
            self.mark(index + 1, after, possible);
        }
    }

    /// [`SumSearch::mark`] for the last two cells, on whole digit sets
    /// (see [`SumSearch::last_two`]).
    fn mark_last_two(&mut self, first: usize, left: i64, possible: &mut [u64]) {
        let (xs, ys) = self.last_two(first, left, u64::MAX);
        if xs == 0 {
            return;
        }
        possible[first] |= xs;
        possible[first + 1] |= ys;
        self.mark_chosen(&mut possible[..first]);
    }

    /// With the cells before `first` as `chosen` holds them, the digits `x`
    /// of the cell at `first` (among `wanted`) and `y` of the last cell
    /// that complete `left`, as two sets. As `x + y` or `x - y` is known,
    /// the first cell's free digits meet the last's mirrored or shifted: a
    /// handful of word operations where walking took up to N^2 steps.
    fn last_two(&self, first: usize, left: i64, wanted: u64) -> (u64, u64) {
        let second = first + 1;
        let free = |cell: usize| self.candidates[cell] & !self.taken(cell, first);
        let (x_free, y_free) = (free(first) & wanted, free(second));
        let must_differ = self.differs_from[second] & 1 << first != 0;
        let sign = self.signs[first];
        if sign == self.signs[second] {
            // x + y = sum
            let sum = sign * left;
            let mut xs = x_free & mirrored(y_free, sum);
            if must_differ && sum % 2 == 0 && (1..=64).contains(&(sum / 2)) {
                xs &= !(1 << (sum / 2 - 1));
            }
            (xs, mirrored(xs, sum))
        } else {
            // x - y = difference
            let difference = sign * left;
            let xs = match must_differ && difference == 0 {
                true => 0,
                false => x_free & shifted(y_free, difference),
            };
            (xs, shifted(xs, -difference))
        }
    }

    fn mark_chosen(&self, possible: &mut [u64]) {
        for (mark, &chosen) in possible.iter_mut().zip(&self.chosen) {
            *mark |= 1 << (chosen - 1);
        }
    }

    /// The digits each cell can take: each candidate not yet seen in an
    /// assignment is tried alone in its cell, and the first assignment
    /// found marks every digit it uses.
    fn options_seeking_each(&mut self, total: i64) -> Terms<u64> {
        let mut possible = self.nothing_yet();
        for cell in 0..self.len {
            let candidates = self.candidates[cell];
            for digit in digits(candidates & !possible[cell]) {
                self.candidates[cell] = 1 << (digit - 1);
                self.bound();
                if self.walk(0, total) {
                    self.mark_chosen(&mut possible);
                }
            }
            self.candidates[cell] = candidates;
        }
        possible
    }

    /// Sets the bounds of what the cells from each index on can add (the
    /// entries past the last cell stay 0).
    fn bound(&mut self) {
        for index in (0..self.len).rev() {
            let mask = self.candidates[index];
            let (low, high) = match mask {
                0 => (0, 0),
                _ => (
                    i64::from(mask.trailing_zeros()) + 1,
                    i64::from(64 - mask.leading_zeros()),
                ),
            };
            let (least, most) = match self.signs[index] {
                1 => (low, high),
                _ => (-high, -low),
            };
            self.rest_least[index] = self.rest_least[index + 1] + least;
            self.rest_most[index] = self.rest_most[index + 1] + most;
        }
    }

    /// The digits that the cells before `before` hold (as `chosen` has
    /// them) and the cell at `cell` must not repeat.
    fn taken(&self, cell: usize, before: usize) -> u64 {
        let earlier = self.differs_from[cell] & ((1 << before) - 1);
        digits(earlier).fold(0, |taken, earlier| {
            taken | 1 << (self.chosen[usize::from(earlier) - 1] - 1)
        })
    }

    /// True when the cells from `index` on can make `left`, `chosen`
    /// then holding the assignment found.
    fn walk(&mut self, index: usize, left: i64) -> bool {
        if index == self.len {
            return left == 0;
        }
        if index + 2 == self.len {
            let (xs, _) = self.last_two(index, left, u64::MAX);
            if xs == 0 {
                return false;
            }
            let x = xs & xs.wrapping_neg();
            let (_, y) = self.last_two(index, left, x);
            self.chosen[index] = x.trailing_zeros() as u8 + 1;
            self.chosen[index + 1] = y.trailing_zeros() as u8 + 1;
            return true;
        }
        let (rest_least, rest_most) = (self.rest_least[index + 1], self.rest_most[index + 1]);
        for digit in digits(self.candidates[index] & !self.taken(index, index)) {
            let after = left - self.signs[index] * i64::from(digit);
            if after < rest_least || after > rest_most {
                continue;
            }
            self.chosen[index] = digit;
            if self.walk(index + 1, after) {
                return true;
            }
        }
        false
    }
}

/// The digits `total - y` for the digits `y` of `set` (those in 1..=64).
fn mirrored(set: u64, total: i64) -> u64 {
    // Reversed, digit y sits at bit 64 - y; digit total - y belongs at bit
    // total - y - 1.
    shifted(set.reverse_bits(), total - 65)
}

/// The digits `y + by` for the digits `y` of `set` (those in 1..=64).
fn shifted(set: u64, by: i64) -> u64 {
    let distance = u32::try_from(by.unsigned_abs()).unwrap_or(u32::MAX);
    match by >= 0 {
        true => set.checked_shl(distance),
        false => set.checked_shr(distance),
    }
    .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::rng::MetaRng;

    const ALL: u64 = 0b1_1111_1111;

    #[test]
    fn a_difference_bounds_both_sides() {
        // a - b = 7 with a, b distinct: a is 8 or 9, b 1 or 2.
        let options = difference_options(&[ALL, ALL], &[false, true], 7, &|_, _| true);
        assert_eq!(*options, [0b1_1000_0000, 0b11]);
        // a + b - c = 1 (a, b in a row): a + b is at least 3, so c is not 1.
        let options = difference_options(&[ALL; 3], &[false, false, true], 1, &|a, b| a + b == 1);
        assert_eq!(options[2] & 1, 0);
        assert_eq!(options[2] & 0b10, 0b10, "1 + 2 - 2 = 1");
    }

    /// The digits each cell takes in some assignment, by trying them all.
    fn every_assignment(
        candidates: &[u64],
        subtracted: &[bool],
        total: i64,
        differ: &dyn Fn(usize, usize) -> bool,
    ) -> Vec<u64> {
        fn each(
            index: usize,
            chosen: &mut Vec<u8>,
            found: &mut dyn FnMut(&[u8]),
            candidates: &[u64],
            differ: &dyn Fn(usize, usize) -> bool,
        ) {
            if index == candidates.len() {
                return found(chosen);
            }
            for digit in digits(candidates[index]) {
                if (0..index).any(|earlier| differ(earlier, index) && chosen[earlier] == digit) {
                    continue;
                }
                chosen.push(digit);
                each(index + 1, chosen, found, candidates, differ);
                chosen.pop();
            }
        }
        let mut possible = vec![0u64; candidates.len()];
        let mut found = |chosen: &[u8]| {
            let made: i64 = chosen
                .iter()
                .zip(subtracted)
                .map(|(&digit, &minus)| {
                    if minus {
                        -i64::from(digit)
                    } else {
                        i64::from(digit)
                    }
                })
                .sum();
            if made == total {
                for (mark, &digit) in possible.iter_mut().zip(chosen) {
                    *mark |= 1 << (digit - 1);
                }
            }
        };
        each(0, &mut Vec::new(), &mut found, candidates, differ);
        possible
    }

    #[test]
    fn both_searches_find_what_every_assignment_gives() {
        let mut rng = MetaRng::new(22);
        let mut next = move || rng.next_u64();
        let mut found = 0;
        for round in 0..15_000 {
            // Digits of a 9x9, a 16x16 and a 36x36.
            let size = [9u64, 16, 36][round % 3];
            let all = (1u64 << size) - 1;
            let cells = 1 + (next() % 4) as usize;
            let candidates: Vec<u64> = (0..cells).map(|_| next() & next() & all).collect();
            let subtracted: Vec<bool> = (0..cells).map(|_| next() % 3 == 0).collect();
            let total = (next() % (3 * size + 10)) as i64 - size as i64;
            let pairs = next();
            let differ = |a: usize, b: usize| pairs >> (a * 4 + b) & 1 == 1;
            let mut search = SumSearch::new(&candidates, &subtracted, &differ);
            let marked = search.options_marking(total);
            let sought = search.options_seeking_each(total);
            let every = every_assignment(&candidates, &subtracted, total, &differ);
            assert_eq!(*marked, *every, "{candidates:?} {subtracted:?} {total}");
            assert_eq!(*sought, *every, "{candidates:?} {subtracted:?} {total}");
            found += usize::from(marked.iter().all(|&digits| digits != 0));
        }
        assert!(found > 1_500, "only {found} of the random sums can be made");
    }

    #[test]
    fn digit_sets_mirror_and_shift_within_the_digits() {
        let set = 0b1_0000_0101; // 1, 3, 9
        assert_eq!(mirrored(set, 10), 0b1_0100_0001, "9, 7, 1");
        assert_eq!(mirrored(set, 4), 0b101, "3, 1 (10 - 9 is no digit)");
        assert_eq!(mirrored(set, 1), 0);
        assert_eq!(mirrored(1 << 63, 128), 1 << 63, "128 - 64 = 64");
        assert_eq!(mirrored(1, 66), 0, "65 is no digit");
        assert_eq!(shifted(set, 2), 0b100_0001_0100, "3, 5, 11");
        assert_eq!(shifted(set, -2), 0b100_0001, "1, 7");
        assert_eq!(shifted(set, 64), 0);
        assert_eq!(shifted(set, i64::MIN), 0);
    }

    #[test]
    fn repeated_digits_are_allowed_where_cells_need_not_differ() {
        // Two cells adding to 4 that share no house: 1+3, 2+2 or 3+1.
        let loose = sum_options(&[ALL, ALL], 4, &|_, _| false);
        assert_eq!(*loose, [0b111, 0b111]);
        let strict = sum_options(&[ALL, ALL], 4, &|_, _| true);
        assert_eq!(*strict, [0b101, 0b101]);
    }
}

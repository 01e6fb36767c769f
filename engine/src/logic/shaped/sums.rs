//! What a killer cage's sum allows (distinct digits): the digit sets
//! ("combinations") that can make it, and per cell the digits some
//! assignment gives it. Cells of several houses, or counted against a
//! total, are `sum_search.rs`'s.

use std::collections::HashMap;

use super::board::digits;
use crate::exact::propagate::digit_sets;

/// The combinations of a cage that its cells' candidates can still make,
/// and per cell the digits some such assignment gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageOptions {
    /// Each combination as a mask of digits.
    pub combinations: Vec<u64>,
    /// Per cell (in the order given), the digits it can take.
    pub possible: Vec<u64>,
}

impl CageOptions {
    /// The digits every combination holds.
    pub fn required(&self) -> u64 {
        self.combinations.iter().fold(u64::MAX, |all, &c| all & c)
    }
}

/// The options of `cells` holding distinct digits (their candidates in
/// `candidates`, digits up to `size`) that add up to `sum`.
pub fn cage_options(candidates: &[u64], sum: u32, size: usize) -> CageOptions {
    let union = candidates.iter().fold(0u64, |acc, &mask| acc | mask);
    let mut options = CageOptions {
        combinations: Vec::new(),
        possible: vec![0; candidates.len()],
    };
    let count = candidates.len() as u32;
    let combos = digit_sets(union, size as u32, count, sum, usize::MAX).expect("no limit");
    for combo in combos {
        let marks = fillings(candidates, combo);
        if marks.iter().all(|&mark| mark != 0) {
            options.combinations.push(combo);
            for (possible, mark) in options.possible.iter_mut().zip(marks) {
                *possible |= mark;
            }
        }
    }
    options
}

/// Per cell (in the order given), the digits it can take when the cells
/// hold distinct digits (their candidates in `candidates`, digits up to
/// `size`) adding up to `sum`: `cage_options(..).possible` without listing
/// the combinations, as a forcing chain asks it at every fact. Every cell 0
/// when there is no way.
pub fn cage_possible(candidates: &[u64], sum: u32, size: usize) -> Vec<u64> {
    if candidates.is_empty() || size > DigitMemo::MAX_DIGITS {
        return cage_options(candidates, sum, size).possible;
    }
    let mut marks = vec![0u64; candidates.len()];
    DIGIT_MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        memo.reset(size);
        if !fill_by_digits(candidates, i64::from(sum), 0, &mut marks, &mut memo) {
            marks.fill(0);
        }
    });
    marks
}

/// Whether the cells from the `used` count on can take distinct digits
/// not in `used`, each one of its candidates, adding up to `left`; marks
/// every digit some such assignment gives a cell. The cells are filled in
/// order, so `used` says how many are filled and what they add up to: it
/// alone keys the memo.
fn fill_by_digits(
    candidates: &[u64],
    left: i64,
    used: u64,
    marks: &mut [u64],
    memo: &mut DigitMemo,
) -> bool {
    let index = used.count_ones() as usize;
    if index + 1 == candidates.len() {
        // The last cell takes what is left.
        let fits = (1..=64).contains(&left) && candidates[index] & !used & 1 << (left - 1) != 0;
        if fits {
            marks[index] |= 1 << (left - 1);
        }
        return fits;
    }
    if let Some(known) = memo.get(used) {
        return known;
    }
    // The later cells take at least the smallest digits, at most the
    // largest.
    let later = (candidates.len() - index - 1) as i64;
    let most = left - later * (later + 1) / 2;
    let least = left - (later * memo.size - later * (later - 1) / 2);
    let mut any = false;
    for digit in digits(candidates[index] & !used) {
        if i64::from(digit) > most {
            break;
        }
        if i64::from(digit) < least {
            continue;
        }
        let bit = 1 << (digit - 1);
        if fill_by_digits(candidates, left - i64::from(digit), used | bit, marks, memo) {
            marks[index] |= bit;
            any = true;
        }
    }
    memo.insert(used, any);
    any
}

thread_local! {
    static DIGIT_MEMO: std::cell::RefCell<DigitMemo> = std::cell::RefCell::new(DigitMemo::default());
}

/// [`fill_by_digits`]'s memo: per set of used digits, whether the rest can
/// be filled, valid for the current call only (each entry carries the
/// call's stamp, so no call clears the table).
#[derive(Default)]
struct DigitMemo {
    /// Per used set: the stamp of the call that learnt it, shifted, plus
    /// whether the rest could be filled.
    entries: Vec<u32>,
    stamp: u32,
    /// The largest digit.
    size: i64,
}

impl DigitMemo {
    /// Sizes up to which the table (2^size entries) is kept.
    const MAX_DIGITS: usize = 16;

    fn reset(&mut self, size: usize) {
        self.size = size as i64;
        if self.entries.len() < 1 << size {
            self.entries.resize(1 << size, 0);
        }
        self.stamp += 1;
        if self.stamp >= 1 << 30 {
            self.entries.fill(0);
            self.stamp = 1;
        }
    }

    fn get(&self, used: u64) -> Option<bool> {
        let entry = self.entries[used as usize];
        (entry >> 1 == self.stamp).then_some(entry & 1 == 1)
    }

    fn insert(&mut self, used: u64, fillable: bool) {
        self.entries[used as usize] = self.stamp << 1 | u32::from(fillable);
    }
}

/// Per cell, the digit of `set` it takes in some filling of the cells
/// with distinct digits of `set`, each from its candidates (0 for every
/// cell when there is none).
pub fn fillings(candidates: &[u64], set: u64) -> Vec<u64> {
    let mut marks = vec![0u64; candidates.len()];
    let mut memo = Memo::new(set);
    assign(candidates, set, 0, 0, &mut marks, &mut memo);
    marks
}

/// Whether the cells after those holding `used` can be filled, per
/// `used` (the cells are filled in order, so `used` says how many are):
/// a flat table over the subsets of the set's digits while it has at most
/// [`Memo::FLAT_DIGITS`] (a hash map cost a third of a stuck killer's
/// rating), a map beyond.
enum Memo {
    Flat { set: u64, known: Vec<u8> },
    Map(HashMap<u64, bool>),
}

impl Memo {
    const FLAT_DIGITS: u32 = 16;

    fn new(set: u64) -> Memo {
        match set.count_ones() {
            digits if digits <= Memo::FLAT_DIGITS => Memo::Flat {
                set,
                known: vec![0; 1 << digits],
            },
            _ => Memo::Map(HashMap::new()),
        }
    }

    /// Where `used` (a subset of the set) is remembered: for the flat
    /// table, a number below 2^digits; for the map, `used` itself.
    fn key(&self, used: u64) -> u64 {
        match self {
            Memo::Flat { set, .. } => digits(used).fold(0, |index, digit| {
                let below = set & ((1u64 << (digit - 1)) - 1);
                index | 1 << below.count_ones()
            }),
            Memo::Map(_) => used,
        }
    }

    fn get(&self, key: u64) -> Option<bool> {
        match self {
            Memo::Flat { known, .. } => match known[key as usize] {
                0 => None,
                value => Some(value == 2),
            },
            Memo::Map(map) => map.get(&key).copied(),
        }
    }

    fn insert(&mut self, key: u64, fillable: bool) {
        match self {
            Memo::Flat { known, .. } => known[key as usize] = 1 + u8::from(fillable),
            Memo::Map(map) => {
                map.insert(key, fillable);
            }
        }
    }
}

/// True when the cells from `index` on can take distinct digits of `combo`
/// not in `used`, each one of its candidates; marks every digit some such
/// assignment gives a cell.
fn assign(
    candidates: &[u64],
    combo: u64,
    index: usize,
    used: u64,
    marks: &mut [u64],
    memo: &mut Memo,
) -> bool {
    if index == candidates.len() {
        return true;
    }
    let key = memo.key(used);
    if let Some(known) = memo.get(key) {
        return known;
    }
    let mut any = false;
    for digit in digits(candidates[index] & combo & !used) {
        let bit = 1 << (digit - 1);
        if assign(candidates, combo, index + 1, used | bit, marks, memo) {
            marks[index] |= bit;
            any = true;
        }
    }
    memo.insert(key, any);
    any
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::rng::MetaRng;

    const ALL: u64 = 0b1_1111_1111;

    #[test]
    fn a_two_cell_cage_of_17_is_8_and_9() {
        let options = cage_options(&[ALL, ALL], 17, 9);
        assert_eq!(options.combinations, vec![0b1_1000_0000]);
        assert_eq!(options.possible, vec![0b1_1000_0000; 2]);
        assert_eq!(options.required(), 0b1_1000_0000);
    }

    #[test]
    fn candidates_rule_out_combinations() {
        // 10 in three cells: 1+2+7, 1+3+6, 1+4+5, 2+3+5; the first cell
        // cannot be 1, the others hold only 2, 3, 5 or 7.
        let options = cage_options(&[ALL & !1, 0b101_0110, 0b101_0110], 10, 9);
        // 2+3+5 (any order) and 1+2+7 with the 1 in... no cell but the
        // first could hold 1, and it cannot: only 2+3+5 is left.
        assert_eq!(options.combinations, vec![0b1_0110]);
        assert_eq!(options.required(), 0b1_0110);
        assert_eq!(options.possible[0], 0b1_0110);
    }

    #[test]
    fn cage_possible_is_what_the_combinations_allow() {
        // Random cages of 9x9 and 16x16.
        let mut rng = MetaRng::new(22);
        let mut next = move || rng.next_u64();
        let mut made = 0;
        for _ in 0..3_000 {
            let size = if next() % 3 == 0 { 16 } else { 9 };
            let all = (1u64 << size) - 1;
            let cells = 1 + (next() % 6) as usize;
            let candidates: Vec<u64> = (0..cells).map(|_| next() & next() & all).collect();
            let sum = 1 + (next() % (size as u64 * cells as u64)) as u32;
            let possible = cage_possible(&candidates, sum, size);
            assert_eq!(
                possible,
                cage_options(&candidates, sum, size).possible,
                "{candidates:?} adding up to {sum}"
            );
            made += usize::from(possible.iter().all(|&digits| digits != 0));
        }
        assert!(made > 300, "only {made} of the random cages can be made");
    }

    #[test]
    fn fillings_mark_what_each_cell_can_take() {
        // {1,2} into a cell of 1/2 and a cell of 2 only: 1 then 2.
        assert_eq!(fillings(&[0b11, 0b10], 0b11), vec![0b01, 0b10]);
        assert_eq!(fillings(&[0b10, 0b10], 0b11), vec![0, 0]);
        // A set of more digits than the flat memo takes: the same answers.
        let wide = (1u64 << 20) - 1;
        let (one, six, twenty) = (1u64, 1u64 << 5, 1u64 << 19);
        assert_eq!(
            fillings(&[one | twenty, twenty, six], wide),
            vec![one, twenty, six]
        );
        assert_eq!(fillings(&[twenty, twenty], wide), vec![0, 0]);
    }
}

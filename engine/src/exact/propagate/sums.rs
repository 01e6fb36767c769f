//! Cage sums: which digits each cell of a cage can still take so that the
//! cage's digits are distinct and add up to its sum.
//!
//! Every set of k distinct digits with the cage's sum is tried (k the
//! cage's size): a set serves when its digits can be matched one to one
//! with the cells' candidates, and each cell keeps the candidates that
//! some serving set holds. The sets of a cage's size and sum are listed
//! once where they are few ([`digit_sets`]), else sought among the
//! candidates at each call. A cage whose cells could take too many sets (a
//! large cage of a large grid, while its cells are open) is pruned by its
//! bounds alone, which is always sound.

/// Sets of digits tried per call before giving up on pruning.
const MAX_SETS: usize = 20_000;

/// The most sets of distinct digits the cells' candidates may allow
/// (whatever their sum) for the sets to be tried: on a 9x9 every cage is
/// under it. On a 16x16 killer it halves the time (innie groups of ten
/// open cells allow 8,008 sets): a generated one solves in 4.1 s with it,
/// 7.6 s without.
const MAX_SPAN: u64 = 3_000;

/// What pruning a group leaves: its cells' candidates, in order, and the
/// digits every way of filling it uses (a digit the group must hold
/// somewhere, so that a cell seeing all its places cannot).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pruned {
    pub masks: Vec<u64>,
    pub required: u64,
}

impl Pruned {
    pub fn without_required(masks: Vec<u64>) -> Pruned {
        Pruned { masks, required: 0 }
    }
}

/// The narrowed candidates of `cells` (in order), or `None` when no set of
/// digits fits: the cage cannot be filled. `listed`: every digit set of
/// the cage's size and sum, when they were listed beforehand.
pub fn prune_sum(
    candidates: &[u64],
    cells: &[u16],
    sum: u32,
    listed: Option<&[u64]>,
) -> Option<Pruned> {
    let masks: Vec<u64> = cells
        .iter()
        .map(|&cell| candidates[usize::from(cell)])
        .collect();
    let union = masks.iter().fold(0u64, |all, &mask| all | mask);
    if listed.is_none() && binomial(union.count_ones(), masks.len() as u32) > MAX_SPAN {
        return prune_total(candidates, cells, sum).map(Pruned::without_required);
    }
    let mut search = SetSearch::new(&masks, union);
    let complete = match listed {
        Some(sets) => search.each(sets),
        None => search.sets(0, masks.len() as u32, sum, 0),
    };
    search.narrowed(complete)
}

/// The narrowed candidates of `cells` (in order) whose digits are
/// distinct and make up one of `sets` (a run of consecutive digits: each
/// window), or `None` when none fits.
pub fn prune_sets(candidates: &[u64], cells: &[u16], sets: &[u64]) -> Option<Pruned> {
    let masks: Vec<u64> = cells
        .iter()
        .map(|&cell| candidates[usize::from(cell)])
        .collect();
    let union = masks.iter().fold(0u64, |all, &mask| all | mask);
    let mut search = SetSearch::new(&masks, union);
    let complete = search.each(sets);
    search.narrowed(complete)
}

/// Every set of `count` distinct digits of `within` (a mask of digits
/// 1..=`size`) adding up to `sum`, as masks, or `None` when there are more
/// than `limit`. The smallest and largest sums a branch can still make cut
/// it where they miss (with every digit within, every branch left holds a
/// set).
pub fn digit_sets(within: u64, size: u32, count: u32, sum: u32, limit: usize) -> Option<Vec<u64>> {
    struct Walk {
        within: u64,
        size: u32,
        limit: usize,
        out: Vec<u64>,
    }
    impl Walk {
        /// Adds the sets of `count` more digits from `first` up adding up
        /// to `sum` to `chosen`; false once over the limit.
        fn from(&mut self, first: u32, count: u32, sum: u32, chosen: u64) -> bool {
            if count == 0 {
                if sum == 0 {
                    self.out.push(chosen);
                }
                return self.out.len() <= self.limit;
            }
            // The largest sum of `count` digits: the top ones.
            if count * self.size - count * (count - 1) / 2 < sum {
                return true;
            }
            for digit in first..=self.size {
                // The smallest sum of `count` digits from `digit` up.
                if count * digit + count * (count - 1) / 2 > sum {
                    break;
                }
                let bit = 1u64 << (digit - 1);
                if self.within & bit != 0
                    && !self.from(digit + 1, count - 1, sum - digit, chosen | bit)
                {
                    return false;
                }
            }
            true
        }
    }
    let mut walk = Walk {
        within,
        size,
        limit,
        out: Vec::new(),
    };
    walk.from(1, count, sum, 0).then_some(walk.out)
}

/// Ways to choose `k` of `n`, saturating.
fn binomial(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..u64::from(k)).fold(1u64, |ways, i| {
        ways.saturating_mul(u64::from(n) - i) / (i + 1)
    })
}

/// The narrowed candidates of `cells` whose digits (not necessarily
/// distinct) add up to `sum`: a digit stays when the others' smallest and
/// largest candidates can make up the rest. `None` when nothing can.
pub fn prune_total(candidates: &[u64], cells: &[u16], sum: u32) -> Option<Vec<u64>> {
    let masks: Vec<u64> = cells
        .iter()
        .map(|&cell| candidates[usize::from(cell)])
        .collect();
    let low = |mask: u64| mask.trailing_zeros() + 1;
    let high = |mask: u64| 64 - mask.leading_zeros();
    let least: u32 = masks.iter().map(|&m| low(m)).sum();
    let most: u32 = masks.iter().map(|&m| high(m)).sum();
    if sum < least || sum > most {
        return None;
    }
    let narrowed = masks
        .iter()
        .map(|&mask| {
            let (others_least, others_most) = (least - low(mask), most - high(mask));
            let mut kept = 0;
            let mut open = mask;
            while open != 0 {
                let digit = open.trailing_zeros() + 1;
                open &= open - 1;
                if digit + others_least <= sum && digit + others_most >= sum {
                    kept |= 1 << (digit - 1);
                }
            }
            kept
        })
        .collect::<Vec<u64>>();
    narrowed.iter().all(|&mask| mask != 0).then_some(narrowed)
}

struct SetSearch<'a> {
    masks: &'a [u64],
    union: u64,
    support: Vec<u64>,
    /// The digits of every set that served so far.
    required: u64,
    tried: usize,
    found: bool,
    /// Cells some of whose candidates no serving set holds yet: at 0
    /// nothing can be pruned, and the search stops.
    open: usize,
}

impl<'a> SetSearch<'a> {
    fn new(masks: &'a [u64], union: u64) -> SetSearch<'a> {
        SetSearch {
            masks,
            union,
            support: vec![0; masks.len()],
            required: u64::MAX,
            tried: 0,
            found: false,
            open: masks.len(),
        }
    }

    /// True while another set may still teach something: a candidate not
    /// yet served, or a digit every set so far used.
    fn may_learn(&self) -> bool {
        self.open > 0 || self.required != 0
    }

    /// What the cells keep once the sets are tried (`complete`: every set
    /// was, or none could teach more): the support, or the masks as they
    /// are when the search ran over; `None` when no set served.
    fn narrowed(self, complete: bool) -> Option<Pruned> {
        if !complete {
            return Some(Pruned::without_required(self.masks.to_vec()));
        }
        if !self.found {
            return None;
        }
        let masks = if self.open == 0 {
            self.masks.to_vec()
        } else {
            self.support
        };
        Some(Pruned {
            masks,
            required: self.required,
        })
    }

    /// Tries every set of `count` more digits from `from` up (0-based bit
    /// index) adding up to `sum`, with the digits of `chosen`; false when
    /// the search ran over [`MAX_SETS`] or no set can teach more.
    fn sets(&mut self, from: u32, count: u32, sum: u32, chosen: u64) -> bool {
        if count == 0 {
            if sum == 0 {
                self.tried += 1;
                self.serve(chosen);
            }
            return self.tried <= MAX_SETS && self.may_learn();
        }
        let digits = 64 - self.union.leading_zeros();
        for bit in from..digits {
            let digit = bit + 1;
            // The smallest sum of `count` digits from `digit` up.
            let least = count * digit + count * (count - 1) / 2;
            if least > sum {
                break;
            }
            // The largest sum: `count` digits ending at the top digit.
            let most = count * digits - count * (count - 1) / 2;
            if most < sum {
                return true;
            }
            if self.union & (1 << bit) == 0 {
                continue;
            }
            if !self.sets(bit + 1, count - 1, sum - digit, chosen | (1 << bit)) {
                return false;
            }
        }
        true
    }

    /// Tries each of `sets` whose digits are all candidates; false as
    /// [`SetSearch::sets`].
    fn each(&mut self, sets: &[u64]) -> bool {
        for &set in sets {
            if set & !self.union != 0 {
                continue;
            }
            self.tried += 1;
            self.serve(set);
            if !self.may_learn() {
                return false;
            }
        }
        true
    }

    /// Records the set `digits` if the cells can take its digits one each:
    /// each cell keeps the digits it can take in such a sharing.
    ///
    /// One sharing is found (a perfect matching); a cell can take another
    /// digit d of the set in some sharing when d's holder can move on to a
    /// digit whose holder can move on... to the cell's own digit (an
    /// alternating cycle), so the digits each digit's holder can reach,
    /// closed transitively, give every cell's digits at once.
    fn serve(&mut self, digits: u64) {
        if self.masks.iter().any(|&mask| mask & digits == 0) {
            return;
        }
        let adds = |cell: usize| self.masks[cell] & digits & !self.support[cell] != 0;
        let keeps_required = digits & self.required == self.required;
        if self.found && keeps_required && !(0..self.masks.len()).any(adds) {
            return;
        }
        let Some(owner) = self.sharing(digits) else {
            return;
        };
        self.found = true;
        self.required &= digits;
        // reach[d]: the digits d's holder can move to, then theirs, and so on.
        let mut reach = [0u64; 64];
        for bit in bits(digits) {
            reach[bit] = self.masks[usize::from(owner[bit])] & digits;
        }
        for via in bits(digits) {
            for from in bits(digits) {
                if reach[from] >> via & 1 != 0 {
                    reach[from] |= reach[via];
                }
            }
        }
        for bit in bits(digits) {
            let cell = usize::from(owner[bit]);
            self.support[cell] |= 1 << bit;
            for other in bits(self.masks[cell] & digits & !(1 << bit)) {
                if reach[other] >> bit & 1 != 0 {
                    self.support[cell] |= 1 << other;
                }
            }
        }
        self.open = (0..self.masks.len())
            .filter(|&cell| self.support[cell] != self.masks[cell])
            .count();
    }

    /// Each digit of `digits` given to its own cell (by augmenting paths):
    /// the cell holding each digit, or `None` when they cannot share them.
    fn sharing(&self, digits: u64) -> Option<[u8; 64]> {
        let mut owner = [u8::MAX; 64];
        for cell in 0..self.masks.len() {
            let mut seen = 0u64;
            if !self.augment(cell, digits, &mut owner, &mut seen) {
                return None;
            }
        }
        Some(owner)
    }

    fn augment(&self, cell: usize, digits: u64, owner: &mut [u8; 64], seen: &mut u64) -> bool {
        let mut options = self.masks[cell] & digits & !*seen;
        while options != 0 {
            let bit = options.trailing_zeros() as usize;
            options &= options - 1;
            *seen |= 1 << bit;
            let holder = owner[bit];
            if holder == u8::MAX || self.augment(usize::from(holder), digits, owner, seen) {
                owner[bit] = cell as u8;
                return true;
            }
        }
        false
    }
}

/// The indexes of the set bits of `mask`, lowest first.
fn bits(mask: u64) -> impl Iterator<Item = usize> {
    let mut open = mask;
    std::iter::from_fn(move || {
        (open != 0).then(|| {
            let bit = open.trailing_zeros() as usize;
            open &= open - 1;
            bit
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mask(digits: &[u32]) -> u64 {
        digits.iter().map(|d| 1u64 << (d - 1)).sum()
    }

    fn sum_masks(
        candidates: &[u64],
        cells: &[u16],
        sum: u32,
        listed: Option<&[u64]>,
    ) -> Option<Vec<u64>> {
        prune_sum(candidates, cells, sum, listed).map(|pruned| pruned.masks)
    }

    #[test]
    fn a_digit_every_filling_uses_is_required() {
        let all = mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let six = prune_sum(&[all, all, all], &[0, 1, 2], 6, None).unwrap();
        assert_eq!(six.required, mask(&[1, 2, 3]));
        // 22 in three: 5+8+9 or 6+7+9.
        let twenty_two = prune_sum(&[all, all, all], &[0, 1, 2], 22, None).unwrap();
        assert_eq!(twenty_two.required, mask(&[9]));
        let ten = prune_sum(&[all, all], &[0, 1], 10, None).unwrap();
        assert_eq!(ten.required, 0);
    }

    #[test]
    fn a_run_keeps_the_digits_of_the_windows_its_cells_can_fill() {
        let windows: Vec<u64> = (0..7).map(|start| 0b111 << start).collect();
        let run = |candidates: &[u64]| prune_sets(candidates, &[0, 1, 2], &windows);
        // 9 in one cell leaves 7 and 8 to the others, both required.
        let all = mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let nine = run(&[mask(&[9]), all, all]).unwrap();
        assert_eq!(nine.masks, [mask(&[9]), mask(&[7, 8]), mask(&[7, 8])]);
        assert_eq!(nine.required, mask(&[7, 8, 9]));
        // Only 1-3 fits: the last cell cannot be 7.
        let low = run(&[mask(&[1, 2, 3]), mask(&[1, 2, 3]), mask(&[2, 3, 7])]).unwrap();
        assert_eq!(low.masks[2], mask(&[2, 3]));
        // 1-3 or 5-7, the third cell giving the last digit of either.
        let two = run(&[mask(&[1, 5]), mask(&[2, 6]), mask(&[2, 3, 6, 7])]).unwrap();
        assert_eq!(two.masks[2], mask(&[3, 7]));
        assert_eq!(two.required, 0);
        assert_eq!(run(&[mask(&[1]), mask(&[5]), all]), None);
    }

    #[test]
    fn a_two_cell_cage_of_three_is_one_and_two() {
        let all = mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let narrowed = sum_masks(&[all, all], &[0, 1], 3, None).unwrap();
        assert_eq!(narrowed, [mask(&[1, 2]), mask(&[1, 2])]);
        let seventeen = sum_masks(&[all, mask(&[9])], &[0, 1], 17, None).unwrap();
        assert_eq!(seventeen, [mask(&[8]), mask(&[9])]);
    }

    #[test]
    fn a_total_over_cells_of_several_houses_bounds_each_cell() {
        let all = mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        // Two cells (maybe equal digits) adding up to 17: 8+9 or 9+8.
        let narrowed = prune_total(&[all, all], &[0, 1], 17).unwrap();
        assert_eq!(narrowed, [mask(&[8, 9]), mask(&[8, 9])]);
        // 2 in two cells: 1+1 is allowed when the digits need not differ.
        assert_eq!(
            prune_total(&[all, all], &[0, 1], 2).unwrap(),
            [mask(&[1]), mask(&[1])]
        );
        assert_eq!(prune_total(&[mask(&[1, 2]), mask(&[1])], &[0, 1], 9), None);
    }

    #[test]
    fn sets_the_cells_cannot_share_out_are_refused() {
        // 1+2+3 = 6, but two cells can only take 1.
        let one = mask(&[1]);
        assert_eq!(
            sum_masks(&[one, one, mask(&[2, 3])], &[0, 1, 2], 6, None),
            None
        );
        // 10 in three cells: 1+2+7, 1+3+6, 1+4+5, 2+3+5; a cell fixed to 5.
        let all = mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let narrowed = sum_masks(&[mask(&[5]), all, all], &[0, 1, 2], 10, None).unwrap();
        assert_eq!(narrowed[1], mask(&[1, 2, 3, 4]));
    }

    /// Every digit some filling of the cells uses (distinct digits adding up
    /// to `sum`), per cell, by trying every filling.
    fn used_by_fillings(masks: &[u64], sum: u32) -> Option<Vec<u64>> {
        fn fill(
            masks: &[u64],
            at: usize,
            left: u32,
            taken: u64,
            path: &mut Vec<u32>,
            used: &mut [u64],
        ) {
            if at == masks.len() {
                if left == 0 {
                    for (cell, &digit) in path.iter().enumerate() {
                        used[cell] |= 1 << (digit - 1);
                    }
                }
                return;
            }
            for digit in 1..=9u32 {
                let bit = 1u64 << (digit - 1);
                if masks[at] & bit != 0 && taken & bit == 0 && digit <= left {
                    path.push(digit);
                    fill(masks, at + 1, left - digit, taken | bit, path, used);
                    path.pop();
                }
            }
        }
        let mut used = vec![0; masks.len()];
        fill(masks, 0, sum, 0, &mut Vec::new(), &mut used);
        used.iter().all(|&mask| mask != 0).then_some(used)
    }

    #[test]
    fn digit_sets_are_listed_without_walking_sets_that_cannot_reach_the_sum() {
        assert_eq!(
            digit_sets(0x1ff, 9, 3, 7, usize::MAX),
            Some(vec![mask(&[1, 2, 4])])
        );
        assert_eq!(
            digit_sets(0x1ff, 9, 2, 10, 3),
            None,
            "four sets, over the limit"
        );
        // Ten cells of a 36x36 adding up to 315: 27 to 36 only, found
        // without trying the 10-digit sets that hold a small digit.
        let top: u64 = (26..36).map(|bit| 1u64 << bit).sum();
        let every = (1u64 << 36) - 1;
        assert_eq!(digit_sets(every, 36, 10, 315, 512), Some(vec![top]));
        // Within some digits only: 10 as 1+9 or 4+6, without 2, 3, 7 and 8.
        assert_eq!(
            digit_sets(mask(&[1, 4, 5, 6, 9]), 9, 2, 10, usize::MAX),
            Some(vec![mask(&[1, 9]), mask(&[4, 6])])
        );
    }

    #[test]
    fn each_cell_keeps_exactly_the_digits_some_filling_uses() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..3000 {
            let size = 2 + (next() % 4) as usize;
            let masks: Vec<u64> = (0..size)
                .map(|_| next() & 0x1ff | 1 << (next() % 9))
                .collect();
            let sum = (size * (size + 1) / 2) as u32 + (next() % 25) as u32;
            let cells: Vec<u16> = (0..size as u16).collect();
            let sought = sum_masks(&masks, &cells, sum, None);
            assert_eq!(
                sought,
                used_by_fillings(&masks, sum),
                "{masks:x?} adding up to {sum}"
            );
            let sets = digit_sets(0x1ff, 9, size as u32, sum, usize::MAX).expect("no limit");
            let listed = sum_masks(&masks, &cells, sum, Some(&sets));
            assert_eq!(listed, sought, "{masks:x?} adding up to {sum}, sets listed");
        }
    }
}

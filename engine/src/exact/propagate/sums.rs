//! Cage sums: which digits each cell of a cage can still take so that the
//! cage's digits are distinct and add up to its sum.
//!
//! Every set of k distinct digits with the cage's sum is tried (k the
//! cage's size): a set serves when its digits can be matched one to one
//! with the cells' candidates, and each cell keeps the candidates that
//! some serving set holds. On a cage with too many sets to try (a large
//! cage of a large grid) nothing is pruned, which is always sound.

/// Sets of digits tried per call before giving up on pruning.
const MAX_SETS: usize = 20_000;

/// The narrowed candidates of `cells` (in order), or `None` when no set of
/// digits fits: the cage cannot be filled.
pub fn prune_sum(candidates: &[u64], cells: &[u16], sum: u32) -> Option<Vec<u64>> {
    let masks: Vec<u64> = cells
        .iter()
        .map(|&cell| candidates[usize::from(cell)])
        .collect();
    let union = masks.iter().fold(0u64, |all, &mask| all | mask);
    let mut search = SetSearch {
        masks: &masks,
        union,
        support: vec![0; masks.len()],
        tried: 0,
        found: false,
    };
    let complete = search.sets(0, masks.len() as u32, sum, 0);
    if !complete {
        return Some(masks);
    }
    search.found.then_some(search.support)
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
    tried: usize,
    found: bool,
}

impl SetSearch<'_> {
    /// Tries every set of `count` more digits from `from` up (0-based bit
    /// index) adding up to `sum`, with the digits of `chosen`; false when
    /// the search ran over [`MAX_SETS`].
    fn sets(&mut self, from: u32, count: u32, sum: u32, chosen: u64) -> bool {
        if count == 0 {
            if sum == 0 {
                self.tried += 1;
                self.serve(chosen);
            }
            return self.tried <= MAX_SETS;
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

    /// Records the set `digits` if the cells can take its digits one each:
    /// each cell keeps the digits it can take in such a sharing.
    fn serve(&mut self, digits: u64) {
        if self.masks.iter().any(|&mask| mask & digits == 0) || !self.matches(digits, None) {
            return;
        }
        self.found = true;
        for cell in 0..self.masks.len() {
            let mut open = self.masks[cell] & digits & !self.support[cell];
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open &= open - 1;
                if self.matches(digits, Some((cell, bit))) {
                    self.support[cell] |= bit;
                }
            }
        }
    }

    /// True when each cell can get its own digit of `digits` (a perfect
    /// matching, by augmenting paths), with `fixed` (a cell and its digit)
    /// held to its digit.
    fn matches(&self, digits: u64, fixed: Option<(usize, u64)>) -> bool {
        let mut owner = [u8::MAX; 64];
        let mut digits = digits;
        if let Some((cell, bit)) = fixed {
            digits &= !bit;
            owner[bit.trailing_zeros() as usize] = cell as u8;
        }
        for cell in 0..self.masks.len() {
            if fixed.is_some_and(|(held, _)| held == cell) {
                continue;
            }
            let mut seen = 0u64;
            if !self.augment(cell, digits, &mut owner, &mut seen) {
                return false;
            }
        }
        true
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

#[cfg(test)]
mod tests {
    use super::*;

    fn mask(digits: &[u32]) -> u64 {
        digits.iter().map(|d| 1u64 << (d - 1)).sum()
    }

    #[test]
    fn a_two_cell_cage_of_three_is_one_and_two() {
        let all = mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let narrowed = prune_sum(&[all, all], &[0, 1], 3).unwrap();
        assert_eq!(narrowed, [mask(&[1, 2]), mask(&[1, 2])]);
        let seventeen = prune_sum(&[all, mask(&[9])], &[0, 1], 17).unwrap();
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
        assert_eq!(prune_sum(&[one, one, mask(&[2, 3])], &[0, 1, 2], 6), None);
        // 10 in three cells: 1+2+7, 1+3+6, 1+4+5, 2+3+5; a cell fixed to 5.
        let all = mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let narrowed = prune_sum(&[mask(&[5]), all, all], &[0, 1, 2], 10).unwrap();
        assert_eq!(narrowed[1], mask(&[1, 2, 3, 4]));
    }
}

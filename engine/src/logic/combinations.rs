//! Subsets of `k` out of `n` items as bit masks, in the order Sudoku
//! Explainer's `Permutations` yields them (increasing masks, Gosper's
//! hack): {0,1}, {0,2}, {1,2}, {0,3}... Techniques that search sets of
//! houses, cells or digits use this order so that, of several equal
//! deductions, they find the one SE finds first.

/// Iterator over the `k`-subsets of `0..n` as masks.
#[derive(Clone, Debug)]
pub struct Combinations {
    next: u32,
    limit: u32,
}

/// The `k`-subsets of `0..n` (`n` <= 31), increasing.
pub fn combinations(k: u32, n: u32) -> Combinations {
    debug_assert!(n <= 31);
    if k == 0 || k > n {
        return Combinations { next: 0, limit: 0 };
    }
    Combinations {
        next: (1 << k) - 1,
        limit: 1 << n,
    }
}

impl Iterator for Combinations {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        let value = self.next;
        if value == 0 || value >= self.limit {
            return None;
        }
        let smallest = value & value.wrapping_neg();
        let ripple = value + smallest;
        let ones = ((value ^ ripple) >> 2) / smallest;
        self.next = ripple | ones;
        Some(value)
    }
}

/// The `k`-subsets of the set bits of `mask` (a subset of `0..31`), as
/// masks, in the same order as [`combinations`] would meet them.
pub fn subsets_of(k: u32, mask: u32) -> impl Iterator<Item = u32> {
    let mut positions = [0u8; 32];
    let mut count = 0;
    for bit in bits(mask) {
        positions[count] = bit as u8;
        count += 1;
    }
    combinations(k, count as u32).map(move |compact| {
        bits(compact).fold(0u32, |spread, i| spread | 1 << positions[i as usize])
    })
}

/// The positions of the set bits of `mask`, ascending.
#[inline]
pub fn bits(mask: u32) -> impl Iterator<Item = u32> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let bit = rest.trailing_zeros();
        rest &= rest - 1;
        Some(bit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_come_in_se_order() {
        let pairs: Vec<u32> = combinations(2, 4).collect();
        assert_eq!(pairs, vec![0b0011, 0b0101, 0b0110, 0b1001, 0b1010, 0b1100]);
        assert_eq!(combinations(3, 9).count(), 84);
        assert_eq!(combinations(0, 9).count(), 0);
        assert_eq!(combinations(9, 9).count(), 1);
        assert_eq!(bits(0b1010).collect::<Vec<_>>(), vec![1, 3]);
        let spread: Vec<u32> = subsets_of(2, 0b1011).collect();
        assert_eq!(spread, vec![0b0011, 0b1001, 0b1010]);
    }
}

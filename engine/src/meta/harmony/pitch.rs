//! Digits drawn from a digit mask (bit `d - 1` for digit `d`, up to 64
//! digits): a random choice, and Geem's pitch adjustment to the
//! neighbouring digit.

use crate::meta::rng::MetaRng;

/// A uniformly random digit of a non-empty digit mask.
#[inline]
pub fn random_digit(mask: u64, rng: &mut MetaRng) -> u8 {
    let mut bits = mask;
    for _ in 0..rng.below(mask.count_ones() as usize) {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as u8 + 1
}

/// The digit of `mask` next above `digit` (`up`) or next below it, wrapping
/// around; `digit` itself when it is the mask's only digit.
#[inline]
pub fn neighbour(mask: u64, digit: u8, up: bool) -> u8 {
    debug_assert!(mask != 0);
    let up_to_digit = (1u64 << digit) - 1;
    let bit = if up {
        let above = mask & !up_to_digit;
        (if above != 0 { above } else { mask }).trailing_zeros()
    } else {
        let below = mask & (up_to_digit >> 1);
        63 - (if below != 0 { below } else { mask }).leading_zeros()
    };
    bit as u8 + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pitch_steps_to_the_neighbouring_allowed_digit_and_wraps() {
        let mask: u64 = 0b1_0010_0101; // digits 1, 3, 6, 9
        assert_eq!(neighbour(mask, 3, true), 6);
        assert_eq!(neighbour(mask, 3, false), 1);
        assert_eq!(neighbour(mask, 9, true), 1);
        assert_eq!(neighbour(mask, 1, false), 9);
        assert_eq!(neighbour(mask, 4, true), 6);
        assert_eq!(neighbour(mask, 4, false), 3);
        assert_eq!(neighbour(0b1_0000, 5, true), 5);
        let wide: u64 = 1 << 35 | 1 << 1; // digits 2 and 36
        assert_eq!(neighbour(wide, 2, true), 36);
        assert_eq!(neighbour(wide, 36, true), 2);
        assert_eq!(neighbour(wide, 2, false), 36);
    }

    #[test]
    fn random_digits_come_from_the_mask() {
        let mut rng = MetaRng::new(3);
        for mask in [0b0_1010_0010u64, 1 << 35 | 1 << 20 | 1] {
            let mut seen = 0u64;
            for _ in 0..200 {
                let digit = random_digit(mask, &mut rng);
                seen |= 1 << (digit - 1);
            }
            assert_eq!(seen, mask);
        }
    }
}

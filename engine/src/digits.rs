//! A set of Sudoku digits (1-9) as a 9-bit mask: candidates of a cell, digits of a unit;
//! and the digits of a mask of any size (bit `d - 1` for digit `d`, up to 36).

use std::fmt;

/// A set of digits 1-9, bit `d - 1` standing for digit `d`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Digits(u16);

impl Digits {
    /// No digit.
    pub const NONE: Digits = Digits(0);
    /// All nine digits.
    pub const ALL: Digits = Digits(0x1ff);

    /// The set holding only `digit` (1-9).
    #[inline]
    pub const fn single(digit: u8) -> Digits {
        debug_assert!(digit >= 1 && digit <= 9);
        Digits(1 << (digit - 1))
    }

    /// The set with the given raw 9-bit mask (higher bits are dropped).
    #[inline]
    pub const fn from_bits(bits: u16) -> Digits {
        Digits(bits & 0x1ff)
    }

    /// The raw 9-bit mask.
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    #[inline]
    pub const fn contains(self, digit: u8) -> bool {
        self.0 & (1 << (digit - 1)) != 0
    }

    #[inline]
    pub fn insert(&mut self, digit: u8) {
        self.0 |= 1 << (digit - 1);
    }

    #[inline]
    pub fn remove(&mut self, digit: u8) {
        self.0 &= !(1 << (digit - 1));
    }

    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit in the set, if any.
    #[inline]
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// The only digit of a one-digit set.
    #[inline]
    pub const fn single_digit(self) -> Option<u8> {
        if self.0.count_ones() == 1 {
            self.first()
        } else {
            None
        }
    }

    #[inline]
    pub const fn union(self, other: Digits) -> Digits {
        Digits(self.0 | other.0)
    }

    #[inline]
    pub const fn intersection(self, other: Digits) -> Digits {
        Digits(self.0 & other.0)
    }

    #[inline]
    pub const fn without(self, other: Digits) -> Digits {
        Digits(self.0 & !other.0)
    }

    /// The digits in ascending order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let digit = bits.trailing_zeros() as u8 + 1;
            bits &= bits - 1;
            Some(digit)
        })
    }
}

impl FromIterator<u8> for Digits {
    fn from_iter<I: IntoIterator<Item = u8>>(digits: I) -> Self {
        let mut set = Digits::NONE;
        for digit in digits {
            set.insert(digit);
        }
        set
    }
}

impl fmt::Debug for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digits({self})")
    }
}

/// Writes the digits in ascending order, e.g. `137`; the empty set as `-`.
impl fmt::Display for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for digit in self.iter() {
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let set: Digits = [1, 5, 9].into_iter().collect();
        assert_eq!(set.len(), 3);
        assert!(set.contains(5) && !set.contains(4));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![1, 5, 9]);
        assert_eq!(set.first(), Some(1));
        assert_eq!(set.single_digit(), None);
        assert_eq!(Digits::single(7).single_digit(), Some(7));
        assert_eq!(Digits::ALL.without(set).len(), 6);
        assert_eq!(set.to_string(), "159");
        assert_eq!(Digits::NONE.to_string(), "-");
    }
}

/// The digits of a mask of any size (bit `d - 1` for digit `d`),
/// ascending (and descending, reversed).
#[inline]
pub fn digits(mask: u64) -> DigitIter {
    DigitIter(mask)
}

/// Iterator over the digits of a mask.
#[derive(Clone, Copy, Debug)]
pub struct DigitIter(u64);

impl Iterator for DigitIter {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        (self.0 != 0).then(|| {
            let digit = self.0.trailing_zeros() as u8 + 1;
            self.0 &= self.0 - 1;
            digit
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for DigitIter {
    #[inline]
    fn next_back(&mut self) -> Option<u8> {
        (self.0 != 0).then(|| {
            let bit = 63 - self.0.leading_zeros();
            self.0 &= !(1 << bit);
            bit as u8 + 1
        })
    }
}

impl ExactSizeIterator for DigitIter {}

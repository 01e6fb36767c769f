//! [`Cells`]: a set of cells of a grid of any size as `W` 64-bit words
//! (bit `c` for cell `c`). The solver is compiled for two widths (see
//! [`super::Width`]): 2 words for grids up to 11x11 (every 9x9 variant),
//! 21 for the rest up to 36x36, so a 9x9 killer pays for 128 bits, not
//! 1,344.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Range, Sub, SubAssign};

/// A set of cells (0..64·W).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cells<const W: usize>([u64; W]);

impl<const W: usize> Default for Cells<W> {
    fn default() -> Self {
        Cells::EMPTY
    }
}

impl<const W: usize> Cells<W> {
    pub const EMPTY: Cells<W> = Cells([0; W]);

    /// The largest number of cells the set can hold.
    pub const CAPACITY: usize = 64 * W;

    /// The set holding only `cell`.
    #[inline]
    pub fn single(cell: usize) -> Cells<W> {
        let mut set = Cells::EMPTY;
        set.insert(cell);
        set
    }

    #[inline]
    pub fn contains(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 != 0
    }

    #[inline]
    pub fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    #[inline]
    pub fn remove(&mut self, cell: usize) {
        self.0[cell / 64] &= !(1 << (cell % 64));
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|word| word.count_ones() as usize).sum()
    }

    /// The number of cells counted no further than two (2 stands for two
    /// or more): what a single needs, without a population count (native
    /// x86-64 builds have no popcnt instruction).
    #[inline]
    pub fn len_up_to_two(&self) -> usize {
        let mut count = 0;
        for &word in &self.0 {
            if word != 0 {
                count += if word & (word - 1) == 0 { 1 } else { 2 };
                if count >= 2 {
                    return 2;
                }
            }
        }
        count
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }

    /// True when the sets share a cell.
    #[inline]
    pub fn intersects(&self, other: &Cells<W>) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// True when every cell of `self` is in `other`.
    #[inline]
    pub fn is_subset_of(&self, other: &Cells<W>) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    /// The cells of the set after `cell` (those with a higher index).
    #[inline]
    pub fn after(&self, cell: usize) -> Cells<W> {
        let mut set = *self;
        let word = cell / 64;
        set.0[..word].fill(0);
        if word < W {
            set.0[word] &= (!0u64).checked_shl(cell as u32 % 64 + 1).unwrap_or(0);
        }
        set
    }

    /// The lowest cell, if any.
    #[inline]
    pub fn first(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, &word)| word != 0)
            .map(|(index, word)| index * 64 + word.trailing_zeros() as usize)
    }

    /// The words holding the set's cells, from the first that is not empty
    /// to the last (empty for the empty set).
    pub fn words(&self) -> Range<usize> {
        match self.0.iter().position(|&word| word != 0) {
            Some(first) => first..W - self.0.iter().rev().position(|&word| word != 0).unwrap_or(0),
            None => 0..0,
        }
    }

    /// The cells of both sets, counted no further than two (2 stands for
    /// two or more), and the first of them, looking only at `words`
    /// (which must hold every cell of `other`): [`Cells::len_up_to_two`]
    /// and [`Cells::first`] of the intersection without building it.
    #[inline]
    pub fn common_up_to_two(
        &self,
        other: &Cells<W>,
        words: Range<usize>,
    ) -> (usize, Option<usize>) {
        let mut found = (0, None);
        for index in words {
            let word = self.0[index] & other.0[index];
            if word != 0 {
                if found.0 == 0 {
                    found.1 = Some(index * 64 + word.trailing_zeros() as usize);
                }
                found.0 += if word & (word - 1) == 0 { 1 } else { 2 };
                if found.0 >= 2 {
                    return (2, found.1);
                }
            }
        }
        found
    }

    /// The cells in ascending order.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(index, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let bit = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    index * 64 + bit
                })
            })
        })
    }
}

impl<const W: usize> FromIterator<usize> for Cells<W> {
    fn from_iter<I: IntoIterator<Item = usize>>(cells: I) -> Self {
        let mut set = Cells::EMPTY;
        for cell in cells {
            set.insert(cell);
        }
        set
    }
}

impl<const W: usize> BitOr for Cells<W> {
    type Output = Cells<W>;
    #[inline]
    fn bitor(mut self, other: Cells<W>) -> Cells<W> {
        self |= other;
        self
    }
}

impl<const W: usize> BitOrAssign for Cells<W> {
    #[inline]
    fn bitor_assign(&mut self, other: Cells<W>) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
}

impl<const W: usize> BitAnd for Cells<W> {
    type Output = Cells<W>;
    #[inline]
    fn bitand(mut self, other: Cells<W>) -> Cells<W> {
        self &= other;
        self
    }
}

impl<const W: usize> BitAndAssign for Cells<W> {
    #[inline]
    fn bitand_assign(&mut self, other: Cells<W>) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
    }
}

impl<const W: usize> Sub for Cells<W> {
    type Output = Cells<W>;
    #[inline]
    fn sub(mut self, other: Cells<W>) -> Cells<W> {
        self -= other;
        self
    }
}

impl<const W: usize> SubAssign for Cells<W> {
    #[inline]
    fn sub_assign(&mut self, other: Cells<W>) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
    }
}

impl<const W: usize> std::fmt::Debug for Cells<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_cells_across_words() {
        let a: Cells<21> = [0, 63, 64, 1295].into_iter().collect();
        let b: Cells<21> = [63, 1295, 700].into_iter().collect();
        assert_eq!((a & b).iter().collect::<Vec<_>>(), vec![63, 1295]);
        assert_eq!((a - b).iter().collect::<Vec<_>>(), vec![0, 64]);
        assert_eq!((a | b).len(), 5);
        assert!(a.intersects(&b) && !(a - b).intersects(&b));
        assert!((a & b).is_subset_of(&a));
        assert_eq!(b.first(), Some(63));
        let mut c = Cells::<2>::single(80);
        assert!(c.contains(80) && !c.contains(79));
        c.remove(80);
        assert!(c.is_empty() && c.first().is_none());
    }

    #[test]
    fn the_cells_after_one_and_counts_up_to_two() {
        let a: Cells<21> = [0, 63, 64, 700, 1295].into_iter().collect();
        assert_eq!(
            a.after(0).iter().collect::<Vec<_>>(),
            vec![63, 64, 700, 1295]
        );
        assert_eq!(a.after(63).iter().collect::<Vec<_>>(), vec![64, 700, 1295]);
        assert_eq!(a.after(64).iter().collect::<Vec<_>>(), vec![700, 1295]);
        assert!(a.after(1295).is_empty());
        assert_eq!(a.len_up_to_two(), 2);
        assert_eq!(Cells::<21>::single(700).len_up_to_two(), 1);
        assert_eq!(Cells::<2>::EMPTY.len_up_to_two(), 0);
        let two_words: Cells<2> = [5, 100].into_iter().collect();
        assert_eq!(two_words.len_up_to_two(), 2);
    }

    #[test]
    fn common_cells_counted_within_the_words_a_house_spans() {
        // A 16x16's column 2: cells 1, 17, ... 241, in words 0 to 3 of 21.
        let column: Cells<21> = (0..16).map(|row| row * 16 + 1).collect();
        assert_eq!(column.words(), 0..4);
        assert_eq!(Cells::<21>::single(700).words(), 10..11);
        assert_eq!(Cells::<21>::EMPTY.words(), 0..0);
        let places: Cells<21> = [1, 2, 700, 1295].into_iter().collect();
        assert_eq!(
            places.common_up_to_two(&column, column.words()),
            (1, Some(1))
        );
        let more: Cells<21> = [33, 97, 241].into_iter().collect();
        assert_eq!(
            more.common_up_to_two(&column, column.words()),
            (2, Some(33))
        );
        assert_eq!(
            Cells::<21>::single(2).common_up_to_two(&column, column.words()),
            (0, None)
        );
    }
}

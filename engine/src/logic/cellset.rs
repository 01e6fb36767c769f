//! [`CellSet`]: a set of cells as an 81-bit board (bit `c` for cell `c`),
//! and the fixed geometry as boards: each house's cells, each cell's peers,
//! and the position of a cell inside a house.
//!
//! Every technique works on these: "the cells of row 4 where 7 is still a
//! candidate" is one `&` of two words, not a loop over cells.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub, SubAssign};

use crate::units::{box_of, col_of, row_of, CELLS, CELL_UNITS, UNITS};

/// A set of cells (0..81).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CellSet(u128);

const FULL: u128 = (1u128 << CELLS) - 1;

impl CellSet {
    pub const EMPTY: CellSet = CellSet(0);
    pub const ALL: CellSet = CellSet(FULL);

    /// The set holding only `cell`.
    #[inline]
    pub const fn single(cell: usize) -> CellSet {
        CellSet(1u128 << cell)
    }

    /// The set from its raw bits (bits above 80 are dropped).
    #[inline]
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & FULL)
    }

    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    #[inline]
    pub const fn contains(self, cell: usize) -> bool {
        self.0 >> cell & 1 != 0
    }

    #[inline]
    pub fn insert(&mut self, cell: usize) {
        self.0 |= 1u128 << cell;
    }

    #[inline]
    pub fn remove(&mut self, cell: usize) {
        self.0 &= !(1u128 << cell);
    }

    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when the sets share a cell.
    #[inline]
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }

    /// True when every cell of `self` is in `other`.
    #[inline]
    pub const fn is_subset_of(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The lowest cell, if any.
    #[inline]
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The only cell of a one-cell set.
    #[inline]
    pub const fn single_cell(self) -> Option<usize> {
        if self.0.count_ones() == 1 {
            self.first()
        } else {
            None
        }
    }

    /// The cells in ascending order.
    #[inline]
    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }

    /// The cells every cell of the set sees (their common peers), the set's
    /// own cells excluded. The empty set sees every cell.
    pub fn common_peers(self) -> CellSet {
        let mut seen = CellSet::ALL;
        for cell in self.iter() {
            seen &= PEERS[cell];
        }
        seen - self
    }

    /// The houses (0..27) holding every cell of the set, as a 27-bit mask.
    pub fn common_houses(self) -> u32 {
        let mut houses = (1u32 << 27) - 1;
        for cell in self.iter() {
            houses &= CELL_HOUSE_MASK[cell];
        }
        if self.is_empty() {
            0
        } else {
            houses
        }
    }
}

/// Iterator over a [`CellSet`]'s cells, ascending.
#[derive(Clone)]
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let cell = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(cell)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellIter {}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(cells: I) -> Self {
        let mut set = CellSet::EMPTY;
        for cell in cells {
            set.insert(cell);
        }
        set
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitor(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }
}

impl BitOrAssign for CellSet {
    #[inline]
    fn bitor_assign(&mut self, other: CellSet) {
        self.0 |= other.0;
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitand(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }
}

impl BitAndAssign for CellSet {
    #[inline]
    fn bitand_assign(&mut self, other: CellSet) {
        self.0 &= other.0;
    }
}

impl Sub for CellSet {
    type Output = CellSet;
    #[inline]
    fn sub(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
}

impl SubAssign for CellSet {
    #[inline]
    fn sub_assign(&mut self, other: CellSet) {
        self.0 &= !other.0;
    }
}

impl Not for CellSet {
    type Output = CellSet;
    #[inline]
    fn not(self) -> CellSet {
        CellSet(!self.0 & FULL)
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(crate::units::cell_name))
            .finish()
    }
}

/// The cells of each house (rows 0-8, columns 9-17, boxes 18-26).
pub const HOUSES: [CellSet; 27] = build_houses();

/// The 20 peers of each cell.
pub const PEERS: [CellSet; CELLS] = build_peers();

/// For each cell, its three houses as a 27-bit mask.
pub const CELL_HOUSE_MASK: [u32; CELLS] = build_cell_house_masks();

/// Where a cell sits in a house's list of nine (`UNITS[house]`): its
/// column in a row, its row in a column, its place row by row in a box.
#[inline]
pub const fn index_in_house(cell: usize, house: usize) -> usize {
    match house / 9 {
        0 => col_of(cell),
        1 => row_of(cell),
        _ => (row_of(cell) % 3) * 3 + col_of(cell) % 3,
    }
}

/// The cell at `index` (0-8) of `house`.
#[inline]
pub const fn cell_of_house(house: usize, index: usize) -> usize {
    UNITS[house][index] as usize
}

/// The cells of `house` whose indexes are set in the 9-bit `mask`.
pub fn cells_of_mask(house: usize, mask: u16) -> CellSet {
    let mut set = CellSet::EMPTY;
    let mut bits = mask;
    while bits != 0 {
        set.insert(cell_of_house(house, bits.trailing_zeros() as usize));
        bits &= bits - 1;
    }
    set
}

/// The 9-bit mask of the cells of `set` inside `house`.
pub fn mask_in_house(set: CellSet, house: usize) -> u16 {
    let mut mask = 0;
    for cell in (set & HOUSES[house]).iter() {
        mask |= 1 << index_in_house(cell, house);
    }
    mask
}

/// The row (0-8), column (9-17) and box (18-26) of a cell.
#[inline]
pub const fn houses_of(cell: usize) -> [usize; 3] {
    [
        CELL_UNITS[cell][0] as usize,
        CELL_UNITS[cell][1] as usize,
        CELL_UNITS[cell][2] as usize,
    ]
}

/// True when two different cells share a house.
#[inline]
pub const fn sees(a: usize, b: usize) -> bool {
    a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b))
}

const fn build_houses() -> [CellSet; 27] {
    let mut houses = [CellSet(0); 27];
    let mut house = 0;
    while house < 27 {
        let mut bits = 0u128;
        let mut i = 0;
        while i < 9 {
            bits |= 1u128 << UNITS[house][i];
            i += 1;
        }
        houses[house] = CellSet(bits);
        house += 1;
    }
    houses
}

const fn build_peers() -> [CellSet; CELLS] {
    let houses = build_houses();
    let mut peers = [CellSet(0); CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let bits = houses[CELL_UNITS[cell][0] as usize].0
            | houses[CELL_UNITS[cell][1] as usize].0
            | houses[CELL_UNITS[cell][2] as usize].0;
        peers[cell] = CellSet(bits & !(1u128 << cell));
        cell += 1;
    }
    peers
}

const fn build_cell_house_masks() -> [u32; CELLS] {
    let mut masks = [0u32; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        masks[cell] =
            (1 << CELL_UNITS[cell][0]) | (1 << CELL_UNITS[cell][1]) | (1 << CELL_UNITS[cell][2]);
        cell += 1;
    }
    masks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::units::cell_at;

    #[test]
    fn geometry_as_boards() {
        assert_eq!(HOUSES[0].len(), 9);
        assert!(HOUSES[18 + 4].contains(cell_at(4, 4)));
        for (cell, peers) in PEERS.iter().enumerate() {
            assert_eq!(peers.len(), 20);
            assert!(!peers.contains(cell));
            for house in houses_of(cell) {
                assert_eq!(cell_of_house(house, index_in_house(cell, house)), cell);
                assert!(HOUSES[house].contains(cell));
            }
        }
        let pair = CellSet::single(cell_at(0, 0)) | CellSet::single(cell_at(0, 8));
        assert_eq!(pair.common_peers().len(), 7);
        assert_eq!(pair.common_houses(), 1);
        assert_eq!(mask_in_house(pair, 0), 0b1_0000_0001);
        assert_eq!(cells_of_mask(0, 0b1_0000_0001), pair);
        assert!(!sees(0, 80) && sees(0, 10));
        assert_eq!((!CellSet::EMPTY), CellSet::ALL);
        assert_eq!(pair.iter().collect::<Vec<_>>(), vec![0, 8]);
    }
}

//! One node of the search: every cell's candidates, and propagation to a
//! fixed point — naked singles over peers, hidden singles over houses,
//! relations between cells (non-consecutive, thermometers, dots...), cage
//! sums and weighted sums (arrows, little killers).

use super::group::GroupKind;
use super::sums::{prune_sets, prune_sum, Pruned};
use super::tables::Tables;
use crate::shape::rules::PRUNING_MOVES;
use crate::shape::{Relation, Sudoku, MAX_SIZE};

/// The candidates of every cell (bit `d - 1` for digit `d`) and the digit
/// placed in each (0 for none).
#[derive(Clone, Debug)]
pub struct State {
    pub candidates: Vec<u64>,
    pub values: Vec<u8>,
    /// Cells placed and not yet propagated.
    queue: Vec<u16>,
    /// Cells narrowed and not yet propagated to their related cells: a
    /// related cell loses the digits every candidate bans (4 or 6 leaves
    /// a non-consecutive neighbour no 5; a thermometer's bulb of 3 or more
    /// leaves the next cell 4 or more). Non-consecutive cells are listed
    /// once within two of each other, cells of other relations on every
    /// change.
    narrowed: Vec<u16>,
    /// Houses and groups (sums, sequences) to look at again: a flag each, and the list
    /// of those flagged.
    dirty_houses: Vec<bool>,
    house_list: Vec<u16>,
    dirty_groups: Vec<bool>,
    group_list: Vec<u16>,
    /// Houses whose cells changed since locked candidates last found
    /// nothing (a bit each): only their pairs can lock a digit now.
    stale: Vec<u64>,
    /// The work of every propagation that led to this state, in cells and
    /// moves looked at: a measure of time that is the same on every
    /// machine.
    pub work: u64,
}

/// Units of [`State::work`] a move of a rule's machine is worth: a move
/// (a state and a digit, kept sorted) took about three times as long as
/// a cell looked at (the sandwiches of L058: 29 ns a unit with a move
/// counted as one, against 7 to 19 ns on the other shared links).
const MOVE_WORK: u64 = 3;

/// Words of a bit set of every cell of the largest grid.
const MAX_WORDS: usize = (MAX_SIZE * MAX_SIZE).div_ceil(64);

/// A propagation found a cell or a house without a way out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction;

impl State {
    /// The root state: every cell open to every digit.
    pub fn new(tables: &Tables) -> State {
        State {
            candidates: vec![tables.all; tables.cells],
            values: vec![0; tables.cells],
            queue: Vec::new(),
            narrowed: Vec::new(),
            dirty_houses: vec![true; tables.houses.len()],
            house_list: (0..tables.houses.len() as u16).collect(),
            dirty_groups: vec![true; tables.groups.len()],
            group_list: (0..tables.groups.len() as u16).collect(),
            stale: vec![u64::MAX; tables.houses.len().div_ceil(64)],
            work: 0,
        }
    }

    /// The state of `sudoku` before any guess: its givens placed, its
    /// pencil marks applied, and everything propagated.
    pub fn root(tables: &Tables, sudoku: &Sudoku) -> Result<State, Contradiction> {
        let mut root = State::new(tables);
        for (cell, &digit) in sudoku.givens().cells().iter().enumerate() {
            if digit != 0 {
                root.place(tables, cell, digit)?;
            }
        }
        if sudoku.narrows_cells() {
            for cell in 0..tables.cells {
                root.narrow(tables, cell, sudoku.allowed(cell))?;
            }
        }
        root.propagate(tables)?;
        Ok(root)
    }

    /// Places `digit` in `cell` (to be propagated).
    pub fn place(&mut self, tables: &Tables, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let bit = 1u64 << (digit - 1);
        if self.candidates[cell] & bit == 0 {
            return Err(Contradiction);
        }
        if self.values[cell] == 0 {
            self.values[cell] = digit;
            self.candidates[cell] = bit;
            self.queue.push(cell as u16);
            self.touch(tables, cell);
        }
        Ok(())
    }

    /// Keeps only the digits of `allowed` in `cell` (pencil marks).
    pub fn narrow(
        &mut self,
        tables: &Tables,
        cell: usize,
        allowed: u64,
    ) -> Result<(), Contradiction> {
        self.remove(tables, cell, !allowed)
    }

    /// Removes the digits of `mask` from `cell`; a cell left with one
    /// candidate is placed.
    #[inline]
    fn remove(&mut self, tables: &Tables, cell: usize, mask: u64) -> Result<(), Contradiction> {
        let before = self.candidates[cell];
        if before & mask == 0 {
            return Ok(());
        }
        let after = before & !mask;
        if after == 0 {
            return Err(Contradiction);
        }
        self.candidates[cell] = after;
        self.touch(tables, cell);
        if ((tables.non_consecutive && within_two(after)) || tables.bounded[cell])
            && self.narrowed.last() != Some(&(cell as u16))
        {
            self.narrowed.push(cell as u16);
        }
        if after.is_power_of_two() && self.values[cell] == 0 {
            self.place(tables, cell, after.trailing_zeros() as u8 + 1)?;
        }
        Ok(())
    }

    fn touch(&mut self, tables: &Tables, cell: usize) {
        for &house in tables.houses_of.of(cell) {
            self.stale[usize::from(house / 64)] |= 1 << (house % 64);
            if !std::mem::replace(&mut self.dirty_houses[usize::from(house)], true) {
                self.house_list.push(house);
            }
        }
        for &group in tables.groups_of.of(cell) {
            if !std::mem::replace(&mut self.dirty_groups[usize::from(group)], true) {
                self.group_list.push(group);
            }
        }
    }

    /// Propagates to a fixed point.
    pub fn propagate(&mut self, tables: &Tables) -> Result<(), Contradiction> {
        loop {
            while let Some(cell) = self.queue.pop() {
                let cell = usize::from(cell);
                let digit = self.values[cell];
                let bit = 1u64 << (digit - 1);
                let (peers, related) = (tables.peers.of(cell), tables.related.of(cell));
                self.work += (peers.len() + related.len()) as u64;
                for &peer in peers {
                    self.remove(tables, usize::from(peer), bit)?;
                }
                for &(other, relation) in tables.related.of(cell) {
                    self.remove(
                        tables,
                        usize::from(other),
                        relation.banned(digit) & tables.all,
                    )?;
                }
            }
            if let Some(cell) = self.narrowed.pop() {
                let cell = usize::from(cell);
                let candidates = self.candidates[cell];
                self.work += tables.related.of(cell).len() as u64;
                for &(other, relation) in tables.related.of(cell) {
                    let banned = banned_by_every(candidates, relation);
                    self.remove(tables, usize::from(other), banned & tables.all)?;
                }
                continue;
            }
            if let Some(house) = self.house_list.pop() {
                let house = usize::from(house);
                self.dirty_houses[house] = false;
                self.work += tables.houses.of(house).len() as u64;
                self.hidden_singles(tables, house)?;
                continue;
            }
            if self.group_list.is_empty() {
                self.work += tables.intersections.len() as u64;
                if self.locked_candidates(tables)? {
                    continue;
                }
            }
            if let Some(group) = self.group_list.pop() {
                let group = usize::from(group);
                self.dirty_groups[group] = false;
                let group = &tables.groups[group];
                let cells = &group.cells;
                let candidates = &self.candidates;
                self.work += cells.len() as u64;
                let pruned = match &group.kind {
                    GroupKind::Distinct { sum, sets } => {
                        prune_sum(candidates, cells, *sum, sets.as_deref())
                    }
                    GroupKind::Sets { sets } => prune_sets(candidates, cells, sets),
                    GroupKind::Weighted { sum, parts } => parts
                        .prune(candidates, cells, *sum)
                        .map(Pruned::without_required),
                    GroupKind::Sequence(sequence) => {
                        let (supported, moves) =
                            sequence.supported(|cell| candidates[cell], PRUNING_MOVES);
                        self.work += MOVE_WORK * moves as u64;
                        supported.map(Pruned::without_required)
                    }
                }
                .ok_or(Contradiction)?;
                for (&cell, &mask) in cells.iter().zip(&pruned.masks) {
                    let cell = usize::from(cell);
                    self.remove(tables, cell, self.candidates[cell] & !mask)?;
                }
                self.exclude_required(tables, cells, &pruned)?;
                continue;
            }
            return Ok(());
        }
    }

    /// A digit a group must hold somewhere leaves every cell that sees all
    /// its places in the group (a cage of 6 in three cells of a box
    /// leaves the rest of the box no 1, 2 or 3).
    fn exclude_required(
        &mut self,
        tables: &Tables,
        cells: &[u16],
        pruned: &Pruned,
    ) -> Result<(), Contradiction> {
        let mut required = pruned.required & tables.all;
        while required != 0 {
            let bit = required & required.wrapping_neg();
            required &= required - 1;
            let mut places = cells
                .iter()
                .zip(&pruned.masks)
                .filter(|&(_, &mask)| mask & bit != 0)
                .map(|(&cell, _)| usize::from(cell));
            let Some(first) = places.next() else {
                return Err(Contradiction);
            };
            let words = tables.words;
            let mut buffer = [0u64; MAX_WORDS];
            let seeing = &mut buffer[..words];
            seeing.copy_from_slice(&tables.peer_bits[first * words..][..words]);
            let mut count = 1;
            for place in places {
                count += 1;
                let peers = &tables.peer_bits[place * words..][..words];
                seeing
                    .iter_mut()
                    .zip(peers)
                    .for_each(|(all, &word)| *all &= word);
            }
            if count == 1 {
                // One place: the digit is placed there, and its peers lose it.
                continue;
            }
            for (word, &bits) in seeing.iter().enumerate() {
                let mut rest = bits;
                while rest != 0 {
                    let cell = word * 64 + rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    self.remove(tables, cell, bit)?;
                }
            }
        }
        Ok(())
    }

    /// Locked candidates: a digit whose places in one house all lie where
    /// it meets another leaves the rest of the other. One pass over every
    /// pair; true when it removed a candidate. Placed cells count as
    /// places of their digit, so that a digit placed and not yet
    /// propagated is never read as missing from its house: every removal
    /// is then sound before what was placed is propagated, and the pass
    /// goes on (the fixed point is the one of a removal at a time). Pairs
    /// of houses unchanged since a pass that found nothing are skipped.
    fn locked_candidates(&mut self, tables: &Tables) -> Result<bool, Contradiction> {
        let mut changed = false;
        for pair in &tables.intersections {
            let is_stale =
                |house: u16| self.stale[usize::from(house / 64)] >> (house % 64) & 1 == 1;
            if !pair.houses.into_iter().any(is_stale) {
                continue;
            }
            let [first, shared, second] = &pair.cells;
            let places = |cells: &[u16]| {
                cells
                    .iter()
                    .fold(0u64, |all, &cell| all | self.candidates[usize::from(cell)])
            };
            let inside = places(shared);
            let (in_first, in_second) = (places(first), places(second));
            // Digits locked in the shared cells by one house that the
            // other still has outside them.
            let locked_by_first = inside & !in_first & in_second;
            let locked_by_second = inside & !in_second & in_first;
            for (locked, others) in [(locked_by_first, second), (locked_by_second, first)] {
                if locked == 0 {
                    continue;
                }
                for &cell in others {
                    let cell = usize::from(cell);
                    if self.candidates[cell] & locked != 0 {
                        self.remove(tables, cell, locked)?;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            self.stale.fill(0);
        }
        Ok(changed)
    }

    /// A digit with one place left in `house` goes there; a digit with none
    /// is a contradiction.
    fn hidden_singles(&mut self, tables: &Tables, house: usize) -> Result<(), Contradiction> {
        let (mut once, mut twice, mut placed) = (0u64, 0u64, 0u64);
        for &cell in tables.houses.of(house) {
            let mask = self.candidates[usize::from(cell)];
            if self.values[usize::from(cell)] != 0 {
                placed |= mask;
            } else {
                twice |= once & mask;
                once |= mask;
            }
        }
        if (once | placed) != tables.all {
            return Err(Contradiction);
        }
        let mut singles = once & !twice & !placed;
        while singles != 0 {
            let bit = singles & singles.wrapping_neg();
            singles &= singles - 1;
            let cell = tables
                .houses
                .of(house)
                .iter()
                .map(|&cell| usize::from(cell))
                .find(|&cell| self.candidates[cell] & bit != 0 && self.values[cell] == 0);
            if let Some(cell) = cell {
                self.place(tables, cell, bit.trailing_zeros() as u8 + 1)?;
            }
        }
        Ok(())
    }

    /// The choice to branch on: the open cell with the fewest candidates,
    /// of those the one whose guesses were refuted most (`scores`, see
    /// [`super::conflicts`]); or, when a house has a digit with fewer
    /// places left than that, the places of that digit. `None` when every
    /// cell holds a digit.
    pub fn branch(&self, tables: &Tables, scores: &[u32]) -> Option<Branch> {
        let mut best: Option<(u32, u32, usize)> = None;
        for (cell, (&value, &mask)) in self.values.iter().zip(&self.candidates).enumerate() {
            if value != 0 {
                continue;
            }
            let (count, score) = (mask.count_ones(), scores[cell]);
            if best.is_none_or(|(fewest, most, _)| (count, most) < (fewest, score)) {
                best = Some((count, score, cell));
            }
        }
        let (fewest, _, cell) = best?;
        if fewest > 2 {
            if let Some(places) = self.fewest_places(tables, fewest) {
                return Some(places);
            }
        }
        Some(Branch::Cell {
            cell,
            digits: self.candidates[cell],
        })
    }

    /// A digit of a house with fewer than `fewer_than` (and at least two)
    /// places left, the fewest of all.
    fn fewest_places(&self, tables: &Tables, fewer_than: u32) -> Option<Branch> {
        let mut best: Option<(u32, usize, u64)> = None;
        let mut counts = [0u8; 64];
        for house in 0..tables.houses.len() {
            counts.iter_mut().for_each(|count| *count = 0);
            let mut placed = 0u64;
            for &cell in tables.houses.of(house) {
                let cell = usize::from(cell);
                if self.values[cell] != 0 {
                    placed |= self.candidates[cell];
                    continue;
                }
                let mut mask = self.candidates[cell];
                while mask != 0 {
                    counts[mask.trailing_zeros() as usize] += 1;
                    mask &= mask - 1;
                }
            }
            let mut open = tables.all & !placed;
            while open != 0 {
                let bit = open.trailing_zeros();
                open &= open - 1;
                let count = u32::from(counts[bit as usize]);
                if count >= 2
                    && count < fewer_than
                    && best.is_none_or(|(fewest, _, _)| count < fewest)
                {
                    best = Some((count, house, 1 << bit));
                }
            }
        }
        let (_, house, bit) = best?;
        let cells = tables
            .houses
            .of(house)
            .iter()
            .copied()
            .filter(|&cell| {
                self.values[usize::from(cell)] == 0 && self.candidates[usize::from(cell)] & bit != 0
            })
            .collect();
        Some(Branch::Places {
            digit: bit.trailing_zeros() as u8 + 1,
            cells,
        })
    }
}

/// What a search node branches on; each option is one digit in one cell.
#[derive(Clone, Debug)]
pub enum Branch {
    /// Each candidate of `cell` in turn (`digits`, a mask).
    Cell { cell: usize, digits: u64 },
    /// `digit` in each of `cells` in turn: its places in one house.
    Places { digit: u8, cells: Vec<u16> },
}

impl Branch {
    /// Takes the next option: a cell and a digit; with `pick`, the one at
    /// `pick(options)` among those left instead of the first.
    pub fn next(&mut self, pick: Option<&mut dyn FnMut(usize) -> usize>) -> Option<(usize, u8)> {
        match self {
            Branch::Cell { cell, digits } if *digits != 0 => {
                let skip = pick.map_or(0, |pick| pick(digits.count_ones() as usize));
                let mut rest = *digits;
                for _ in 0..skip {
                    rest &= rest - 1;
                }
                let bit = rest & rest.wrapping_neg();
                *digits &= !bit;
                Some((*cell, bit.trailing_zeros() as u8 + 1))
            }
            Branch::Places { digit, cells } if !cells.is_empty() => {
                let last = cells.len() - 1;
                let at = pick.map_or(last, |pick| pick(cells.len()));
                cells.swap(at, last);
                cells.pop().map(|cell| (usize::from(cell), *digit))
            }
            _ => None,
        }
    }

    /// Takes the option `preferred` (a grid's digits) holds, if one is
    /// left, else the next one.
    pub fn next_preferring(&mut self, preferred: &[u8]) -> Option<(usize, u8)> {
        match self {
            Branch::Cell { cell, digits } => {
                let want = preferred[*cell];
                if want != 0 && *digits >> (want - 1) & 1 == 1 {
                    *digits &= !(1 << (want - 1));
                    return Some((*cell, want));
                }
            }
            Branch::Places { digit, cells } => {
                if let Some(at) = cells
                    .iter()
                    .position(|&cell| preferred[usize::from(cell)] == *digit)
                {
                    let cell = cells.swap_remove(at);
                    return Some((usize::from(cell), *digit));
                }
            }
        }
        self.next(None)
    }
}

/// True when the digits of `mask` (two or more) lie within two of each
/// other: then a non-consecutive neighbour may lose a digit.
fn within_two(mask: u64) -> bool {
    mask.count_ones() >= 2 && 63 - mask.leading_zeros() - mask.trailing_zeros() <= 2
}

/// The digits `relation` bans beside each digit of `mask`, whichever it is.
fn banned_by_every(mask: u64, relation: Relation) -> u64 {
    let mut banned = u64::MAX;
    let mut rest = mask;
    while rest != 0 {
        banned &= relation.banned(rest.trailing_zeros() as u8 + 1);
        rest &= rest - 1;
    }
    banned
}

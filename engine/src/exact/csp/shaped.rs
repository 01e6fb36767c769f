//! Findling's domains for every shape other than the classic 9x9: a domain
//! per cell, per house (rows, columns, boxes or jigsaw regions, full extra
//! houses) and per group (short extra houses, cages), as masks of up to 36
//! numbers.
//!
//! The paper's rules carry over unit for unit: an insertion leaves its
//! houses' and groups' domains, a number a house or group already holds is
//! refused, and under [`Reading::Propagated`] the insertion also leaves its
//! peers' cell domains. The rules the paper has no unit for are read the
//! same way, as one more reason to refuse an insertion (both readings) and
//! to prune cell domains (propagated, and the givens under either):
//!
//! - a pair rule (anti-knight, anti-king, non-consecutive): a number is
//!   refused next to a partner it may not sit beside, and an insertion
//!   prunes its partners' domains of the numbers it forbids there;
//! - a cage sum: with `left` still to add and `k` cells empty, a cell may
//!   take only numbers from `left - (k-1)N` to `left - (k-1)`, exactly
//!   `left` in the last cell; an insertion outside that is refused, and
//!   inserting prunes the cage's other cells to the new bounds.
//!
//! Logic (IsLastNumInDomain) reads cells, then houses in the shape's order
//! (rows, columns, then regions, then extra houses): only a house must hold
//! every number, so only a house's domain can force one.

use std::sync::Arc;

use crate::shape::{Relation, Sudoku, Values};

use super::reading::Reading;
use super::search::State;
use super::search::{Deduction, Logic};

/// What the domains read of the shape, shared by every archived state.
#[derive(Debug)]
struct Units {
    size: u8,
    /// Per house, its cells.
    houses: Vec<Vec<u16>>,
    /// Per cell: its houses, its groups.
    houses_of: Vec<Vec<u16>>,
    groups_of: Vec<Vec<u16>>,
    /// Per group: its cells and its sum, if it has one.
    groups: Vec<(Vec<u16>, Option<u32>)>,
    /// Per cell: the cells that must hold another number (houses, groups,
    /// `Differ` pairs).
    peers: Vec<Vec<u16>>,
    /// Per cell: the partners of its pair rules, and the rule.
    pairs_of: Vec<Vec<(u16, Relation)>>,
}

/// Grid and domains of a shaped puzzle.
#[derive(Clone, Debug)]
pub struct ShapedDomains {
    units: Arc<Units>,
    grid: Vec<u8>,
    /// The numbers each empty cell may still take (0 for filled cells).
    cells: Vec<u64>,
    /// Per house: numbers not yet placed in it.
    houses: Vec<u64>,
    /// Per group: numbers placed in it, and for a cage the sum so far.
    groups: Vec<(u64, u32)>,
    empty: usize,
    reading: Reading,
    /// True when a given breaks a rule with the givens before it (a cage
    /// sum the givens overshoot): the puzzle has no solution.
    broken: bool,
}

/// Numbers 1..=`top` as a mask (none for 0 or less).
fn up_to(top: i64) -> u64 {
    match top {
        i64::MIN..=0 => 0,
        1..=63 => (1u64 << top) - 1,
        _ => u64::MAX,
    }
}

impl ShapedDomains {
    /// The givens inserted and propagated, as the classic `Domains::new` does.
    pub fn new(sudoku: &Sudoku, reading: Reading) -> ShapedDomains {
        let shape = sudoku.shape();
        let constraints = shape.constraints();
        let count = shape.cells();
        let size = shape.size();
        let mut pairs_of = vec![Vec::new(); count];
        for (from, to, relation) in constraints.pairs_both_ways() {
            pairs_of[usize::from(from)].push((to, relation));
        }
        let units = Units {
            size: size as u8,
            houses: constraints.houses.iter().map(|h| h.cells.clone()).collect(),
            houses_of: constraints.houses_of.clone(),
            groups_of: constraints.groups_of.clone(),
            groups: constraints
                .groups
                .iter()
                .map(|group| (group.cells.clone(), group.sum))
                .collect(),
            peers: constraints.peers.clone(),
            pairs_of,
        };
        let all = up_to(size as i64);
        let mut domains = ShapedDomains {
            grid: vec![0; count],
            cells: (0..count).map(|cell| sudoku.allowed(cell) & all).collect(),
            houses: vec![all; units.houses.len()],
            groups: vec![(0, 0); units.groups.len()],
            empty: count,
            reading: Reading::Propagated,
            broken: false,
            units: Arc::new(units),
        };
        for cage in 0..domains.units.groups.len() {
            domains.prune_cage(cage);
        }
        for cell in 0..count {
            let digit = sudoku.givens().get(cell);
            if digit != 0 && !domains.insert(cell, digit) {
                domains.broken = true;
            }
        }
        domains.reading = reading;
        domains
    }

    /// The numbers `cell` may take now by the sums of its cages.
    fn cage_bounds(&self, cell: usize) -> u64 {
        let mut allowed = u64::MAX;
        for &group in &self.units.groups_of[cell] {
            let (cells, Some(sum)) = &self.units.groups[usize::from(group)] else {
                continue;
            };
            allowed &= self.bounds(cells, *sum, self.groups[usize::from(group)].1);
        }
        allowed
    }

    /// The numbers an empty cell of a cage may take, given its sum and the
    /// sum of its filled cells.
    fn bounds(&self, cells: &[u16], sum: u32, filled_sum: u32) -> u64 {
        let empty = cells
            .iter()
            .filter(|&&cell| self.grid[usize::from(cell)] == 0)
            .count() as i64;
        let left = i64::from(sum) - i64::from(filled_sum);
        let others = empty - 1;
        let lowest = left - others * i64::from(self.units.size);
        up_to(left - others) & !up_to(lowest - 1)
    }

    /// Prunes the empty cells of `group`, if it is a cage, to its sum's bounds.
    fn prune_cage(&mut self, group: usize) {
        let units = Arc::clone(&self.units);
        let (cells, Some(sum)) = &units.groups[group] else {
            return;
        };
        let allowed = self.bounds(cells, *sum, self.groups[group].1);
        for &cell in cells {
            if self.grid[usize::from(cell)] == 0 {
                self.cells[usize::from(cell)] &= allowed;
            }
        }
    }

    /// True when `digit` in `cell` breaks no house, group, pair or sum.
    fn fits(&self, cell: usize, digit: u8) -> bool {
        let bit = 1u64 << (digit - 1);
        let units = &self.units;
        units.houses_of[cell]
            .iter()
            .all(|&house| self.houses[usize::from(house)] & bit != 0)
            && units.groups_of[cell]
                .iter()
                .all(|&group| self.groups[usize::from(group)].0 & bit == 0)
            && units.pairs_of[cell].iter().all(|&(partner, relation)| {
                let other = self.grid[usize::from(partner)];
                other == 0 || relation.allows(digit, other)
            })
            && self.cage_bounds(cell) & bit != 0
    }
}

impl State for ShapedDomains {
    fn insert(&mut self, cell: usize, digit: u8) -> bool {
        debug_assert_eq!(self.grid[cell], 0, "cell {cell} is filled");
        if !self.fits(cell, digit) {
            return false;
        }
        let bit = 1u64 << (digit - 1);
        let units = Arc::clone(&self.units);
        self.grid[cell] = digit;
        self.cells[cell] = 0;
        self.empty -= 1;
        for &house in &units.houses_of[cell] {
            self.houses[usize::from(house)] &= !bit;
        }
        for &group in &units.groups_of[cell] {
            let (placed, sum) = &mut self.groups[usize::from(group)];
            *placed |= bit;
            *sum += u32::from(digit);
        }
        if self.reading == Reading::Propagated {
            for &peer in &units.peers[cell] {
                self.cells[usize::from(peer)] &= !bit;
            }
            for &(partner, relation) in &units.pairs_of[cell] {
                self.cells[usize::from(partner)] &= !relation.banned(digit);
            }
            for &group in &units.groups_of[cell] {
                self.prune_cage(usize::from(group));
            }
        }
        true
    }

    fn remove(&mut self, cell: usize, digit: u8) {
        self.cells[cell] &= !(1u64 << (digit - 1));
    }

    fn first_candidate(&self, cell: usize) -> Option<u8> {
        let domain = self.cells[cell];
        (domain != 0).then(|| domain.trailing_zeros() as u8 + 1)
    }

    fn candidate_count(&self, cell: usize) -> u32 {
        self.cells[cell].count_ones()
    }

    fn is_full(&self) -> bool {
        self.empty == 0
    }

    fn values(&self) -> Values {
        Values::from_cells(usize::from(self.units.size), self.grid.clone())
            .expect("numbers of the shape's size")
    }

    fn first_empty(&self) -> Option<usize> {
        self.grid.iter().position(|&digit| digit == 0)
    }

    fn fewest_candidates(&self) -> Option<usize> {
        (0..self.grid.len())
            .filter(|&cell| self.grid[cell] == 0)
            .min_by_key(|&cell| self.cells[cell].count_ones())
    }

    /// As [`Domains::deduce`](super::Domains::deduce), over the shape's houses.
    fn deduce(&self, logic: Logic) -> Deduction {
        if self.broken {
            return Deduction::Inconsistent;
        }
        let check_units = self.reading == Reading::Propagated;
        let mut naked = None;
        for (cell, &digit) in self.grid.iter().enumerate() {
            if digit != 0 {
                continue;
            }
            // No count of the domain's bits: checking for none and for one
            // is cheaper, and the deduction is run once a unit.
            let domain = self.cells[cell];
            if domain == 0 {
                return Deduction::Inconsistent;
            }
            if naked.is_none() && domain & (domain - 1) == 0 {
                naked = Some(cell);
            }
        }
        if logic == Logic::Singles && (check_units || naked.is_none()) {
            let mut hidden = None;
            for (house, cells) in self.units.houses.iter().enumerate() {
                let (mut once, mut twice) = (0u64, 0u64);
                for &cell in cells {
                    let domain = self.cells[usize::from(cell)];
                    twice |= once & domain;
                    once |= domain;
                }
                let needed = self.houses[house];
                if check_units && once & needed != needed {
                    return Deduction::Inconsistent;
                }
                let single = needed & once & !twice;
                if hidden.is_none() && single != 0 {
                    let bit = single & single.wrapping_neg();
                    let cell = cells
                        .iter()
                        .map(|&cell| usize::from(cell))
                        .find(|&cell| self.cells[cell] & bit != 0)
                        .expect("a needed number has a cell");
                    hidden = Some((cell, bit.trailing_zeros() as u8 + 1));
                }
            }
            if naked.is_none() {
                if let Some((cell, digit)) = hidden {
                    return Deduction::Insert { cell, digit };
                }
            }
        }
        match naked {
            Some(cell) => Deduction::Insert {
                cell,
                digit: self.first_candidate(cell).expect("one number left"),
            },
            None => Deduction::Stalled,
        }
    }
}

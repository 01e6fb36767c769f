//! The bivalue universal grave (BUG): if every open cell had two candidates
//! and every digit two places in every house, the grid would have an even
//! number of solutions, so not one. When only a few cells (the BUG cells)
//! spoil that picture with extra candidates, one of those extras must be
//! true:
//!
//! - type 1 (BUG+1): one BUG cell: it keeps only its extra digit (5.6);
//! - type 2: one extra digit: it leaves every cell that sees all BUG cells (5.7);
//! - type 3: the extras act as one cell in a naked set with cells the BUG
//!   cells all see in one house (5.7 + 0.1 per digit beyond the second);
//! - type 4: two BUG cells in one house sharing a non-extra digit: each
//!   keeps only its extra digit and that digit (5.7).
//!
//! As SE's `BivalueUniversalGrave` with its default lkSudoku fix: houses
//! are scanned boxes, rows, columns, digits ascending; a digit with a place
//! count other than 0 or 2 names its BUG cell when exactly one of its places
//! has three or more candidates (when no place has, there is no BUG); when
//! all such digits are the same one, every cell of three or more holding it
//! is a BUG cell. Without the extras, every open cell must be bivalue and
//! every digit have 0 or 2 places per house.

use crate::digits::Digits;
use crate::units::CELLS;

use super::board::{Board, Candidate};
use super::cellset::{cells_of_mask, CellSet, HOUSES, PEERS};
use super::combinations::{bits, combinations};
use super::singles::SE_HOUSE_ORDER;
use super::step::Step;
use super::technique::Technique;

/// Houses in SE's region order: boxes, rows, columns.
const BUG_HOUSE_ORDER: [usize; 27] = [
    18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    17,
];

/// The BUG cells and their extra digits, found as SE does.
struct Grave {
    cells: Vec<usize>,
    extras: [u16; CELLS],
    all_extras: u16,
    /// Cells seeing every BUG cell (none yet: `None`).
    common: Option<CellSet>,
}

/// The first BUG step, if the board is a BUG plus a few extras.
pub fn bug(board: &Board) -> Option<Step> {
    let grave = find_grave(board)?;
    let common = grave.common.unwrap_or(CellSet::EMPTY);
    if grave.cells.len() == 1 {
        let cell = grave.cells[0];
        let mut step = Step::new(Technique::BugType1);
        for digit in Digits::from_bits(board.mask(cell) & !grave.all_extras).iter() {
            step.eliminations.push(Candidate::new(cell, digit));
        }
        return Some(finish(board, step, &grave));
    }
    if grave.all_extras.count_ones() == 1 {
        let digit = grave.all_extras.trailing_zeros() as u8 + 1;
        let step = Step::new(Technique::BugType2).eliminate_in(board, common, digit);
        if step.is_useful() {
            return Some(finish(board, step, &grave));
        }
        if grave.cells.len() == 2 {
            return type4(board, &grave).map(|step| finish(board, step, &grave));
        }
        return None;
    }
    if common.is_empty() {
        return None;
    }
    if grave.cells.len() == 2 {
        if let Some(step) = type4(board, &grave) {
            return Some(finish(board, step, &grave));
        }
    }
    type3(board, &grave, common).map(|step| finish(board, step, &grave))
}

fn finish(board: &Board, mut step: Step, grave: &Grave) -> Step {
    step.digits = Digits::from_bits(grave.all_extras);
    step.highlights.cells = grave.cells.iter().map(|&c| c as u8).collect();
    for &cell in &grave.cells {
        for digit in Digits::from_bits(grave.extras[cell]).iter() {
            step.highlights.extra.push(Candidate::new(cell, digit));
        }
    }
    for cell in board.open_cells().iter() {
        if !grave.cells.contains(&cell) {
            for digit in board.candidates(cell).iter() {
                step.highlights.candidates.push(Candidate::new(cell, digit));
            }
        }
    }
    step.eliminations.sort();
    step
}

fn find_grave(board: &Board) -> Option<Grave> {
    let mut grave = Grave {
        cells: Vec::new(),
        extras: [0; CELLS],
        all_extras: 0,
        common: None,
    };
    let mut temp = *board.candidates_raw();
    let mut all_extra_cells: Option<CellSet> = None;
    let mut only_digit = 0u8;
    let mut one_digit = true;
    for house in BUG_HOUSE_ORDER {
        for digit in 1..=9u8 {
            let places = board.house_places(house, digit);
            let count = places.count_ones();
            if count == 0 || count == 2 {
                continue;
            }
            let wide: Vec<usize> = cells_of_mask(house, places)
                .iter()
                .filter(|&c| board.count(c) >= 3)
                .collect();
            match all_extra_cells {
                None => {
                    all_extra_cells = Some(wide.iter().copied().collect());
                    only_digit = digit;
                }
                Some(ref mut cells) if one_digit => {
                    if only_digit == digit {
                        *cells |= wide.iter().copied().collect::<CellSet>();
                    } else {
                        one_digit = false;
                    }
                }
                _ => {}
            }
            if wide.len() == 1 {
                let cell = wide[0];
                grave.add(cell, digit, &mut temp);
                grave.all_extras |= 1 << (digit - 1);
                if grave.spoilt() {
                    return None;
                }
            }
            if wide.is_empty() {
                return None;
            }
        }
    }
    if let (true, Some(cells)) = (one_digit, all_extra_cells) {
        if cells.len() as usize > grave.cells.len() {
            for cell in cells.iter() {
                if grave.cells.contains(&cell) {
                    continue;
                }
                grave.add(cell, only_digit, &mut temp);
                if grave.spoilt() {
                    return None;
                }
            }
        }
    }
    // Without the extras: every open cell bivalue, every digit 0 or 2 places.
    for cell in board.open_cells().iter() {
        if temp[cell].count_ones() != 2 {
            return None;
        }
    }
    for cells in &HOUSES {
        for digit in 1..=9u8 {
            let count = cells
                .iter()
                .filter(|&cell| temp[cell] >> (digit - 1) & 1 != 0)
                .count();
            if count != 0 && count != 2 {
                return None;
            }
        }
    }
    Some(grave)
}

impl Grave {
    fn add(&mut self, cell: usize, digit: u8, temp: &mut [u16; CELLS]) {
        if !self.cells.contains(&cell) {
            self.cells.push(cell);
        }
        self.extras[cell] |= 1 << (digit - 1);
        temp[cell] &= !(1 << (digit - 1));
        let bug_cells: CellSet = self.cells.iter().copied().collect();
        let seen = self
            .common
            .map_or(PEERS[cell], |common| common & PEERS[cell]);
        self.common = Some(seen - bug_cells);
    }

    /// Several BUG cells with several extra digits and no cell seeing them
    /// all: none of types 1 to 3 can follow (SE stops there).
    fn spoilt(&self) -> bool {
        self.cells.len() > 1
            && self.all_extras.count_ones() > 1
            && self.common.is_some_and(|common| common.is_empty())
    }
}

/// Type 4: two BUG cells sharing a house and one non-extra digit.
fn type4(board: &Board, grave: &Grave) -> Option<Step> {
    let (c1, c2) = (grave.cells[0], grave.cells[1]);
    let common = board.mask(c1) & board.mask(c2) & !grave.all_extras;
    if common.count_ones() != 1 {
        return None;
    }
    let pair = CellSet::single(c1) | CellSet::single(c2);
    let house = BUG_HOUSE_ORDER
        .into_iter()
        .find(|&house| pair.is_subset_of(HOUSES[house]))?;
    let mut step = Step::new(Technique::BugType4);
    for cell in [c1, c2] {
        for digit in Digits::from_bits(board.mask(cell) & !grave.extras[cell] & !common).iter() {
            step.eliminations.push(Candidate::new(cell, digit));
        }
    }
    step.highlights.houses.push(house as u8);
    Some(step)
}

/// Type 3: a naked set of the extras with cells of a house all BUG cells share.
fn type3(board: &Board, grave: &Grave, common: CellSet) -> Option<Step> {
    let bug_cells: CellSet = grave.cells.iter().copied().collect();
    for degree in 2..=6u32 {
        for house in BUG_HOUSE_ORDER {
            if !bug_cells.is_subset_of(HOUSES[house]) {
                continue;
            }
            let region_cells: Vec<usize> = (common & HOUSES[house]).iter().collect();
            if region_cells.len() < degree as usize {
                continue;
            }
            for members in combinations(degree - 1, region_cells.len() as u32) {
                let naked: Vec<usize> = bits(members).map(|i| region_cells[i as usize]).collect();
                let others = naked.iter().fold(0u16, |m, &c| m | board.mask(c));
                if others.count_ones() != degree {
                    continue;
                }
                if naked.iter().any(|&c| board.count(c) < 2) || grave.all_extras.count_ones() < 2 {
                    continue;
                }
                let union = others | grave.all_extras;
                if union.count_ones() != degree {
                    continue;
                }
                let naked_set: CellSet = naked.iter().copied().collect();
                let erasable = (common & HOUSES[house]) - naked_set - bug_cells;
                let mut step = Step::new(Technique::BugType3).rated(56 + degree as u16);
                for digit in Digits::from_bits(union).iter() {
                    step = step.eliminate_in(board, erasable, digit);
                }
                if step.is_useful() {
                    step.highlights.houses.push(house as u8);
                    return Some(step);
                }
            }
        }
    }
    let _ = SE_HOUSE_ORDER;
    None
}

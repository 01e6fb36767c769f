//! Seed 004's naked and hidden sets. A *naked set* is n cells of a house
//! whose candidates, together, are n digits: those digits go in those cells,
//! so they leave the rest of the house. A *hidden set* is n digits whose
//! places in a house are n cells: those cells hold those digits, so their
//! other candidates go.
//!
//! As in SE's `NakedSet` and `HiddenSet`: houses in the order boxes,
//! columns, rows; sets of cells (of digits) in increasing-mask order; every
//! member must have at least two candidates (places); a naked set is only
//! sought in a house with at least 2n open cells, a hidden set with more
//! than 2n (fewer, and its complement is a smaller naked set). A naked set
//! removes digits from its one house only. Values: naked pair, triple, quad
//! 3.0, 3.6, 5.0; hidden 3.4, 4.0, 5.4.
//!
//! On a variant board (Sukaku's options, the board's [`Rules`](super::rules::Rules)) the sets
//! are also sought in the variant's houses, after the classic ones, and a
//! naked set is Sukaku's generalized one (`NakedSetGen`): each of its
//! digits leaves every cell that sees all the set's cells holding it.
//!
//! *Direct* hidden pairs and triples (SE 2.0 and 2.5, tried before naked
//! singles) are hidden sets whose removals leave another digit of the house
//! a hidden single; they need more than n open cells, place the single and,
//! as in SE, leave the removals to it.

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{CellSet, HOUSES};
use super::combinations::{bits, subsets_of};
use super::rules::{cell_in, house_set};
use super::singles::SE_HOUSE_ORDER;
use super::step::{all_of, first_of, Step};
use super::technique::Technique;

/// The first naked set of `size` cells with something to remove.
pub fn naked_set(board: &Board, size: u32) -> Option<Step> {
    first_of(|visit| naked_sets(board, size, visit))
}

/// Every naked set of `size` cells with something to remove, in SE's order.
pub fn all_naked_sets(board: &Board, size: u32) -> Vec<Step> {
    all_of(|visit| naked_sets(board, size, visit))
}

/// The houses sets are sought in: the classic ones in SE's order, then
/// the board's extra ones.
fn houses_of_board(board: &Board) -> impl Iterator<Item = usize> + '_ {
    SE_HOUSE_ORDER
        .into_iter()
        .chain(board.rules().extra_houses().iter().copied())
}

fn naked_sets(board: &Board, size: u32, visit: &mut dyn FnMut(Step) -> bool) {
    let classic = board.rules().is_classic();
    for house in houses_of_board(board) {
        if (house_set(house) & board.open_cells()).len() < 2 * size {
            continue;
        }
        // Members hold 2 to `size` candidates.
        let eligible = (0..9)
            .filter(|&i| (2..=size).contains(&board.count(cell_in(house, i))))
            .fold(0u32, |mask, i| mask | 1 << i);
        for members in subsets_of(size, eligible) {
            let mut union = 0u16;
            let mut cells = CellSet::EMPTY;
            for index in bits(members) {
                let cell = cell_in(house, index as usize);
                union |= board.mask(cell);
                cells.insert(cell);
            }
            if union.count_ones() != size {
                continue;
            }
            let digits = Digits::from_bits(union);
            let mut step = Step::new(naked_technique(size));
            for digit in digits.iter() {
                let victims = match classic {
                    true => HOUSES[house] - cells,
                    false => board.common_peers(cells & board.places(digit)),
                };
                step = step.eliminate_in(board, victims, digit);
            }
            if step.is_useful() {
                step.eliminations.sort();
                if visit(with_set(board, step, house, cells, digits)) {
                    return;
                }
            }
        }
    }
}

/// The first hidden set of `size` digits with something to remove.
pub fn hidden_set(board: &Board, size: u32) -> Option<Step> {
    first_of(|visit| find_hidden(board, size, false, visit))
}

/// Every hidden set of `size` digits with something to remove, in SE's order.
pub fn all_hidden_sets(board: &Board, size: u32) -> Vec<Step> {
    all_of(|visit| find_hidden(board, size, false, visit))
}

/// The first hidden set of `size` digits that leaves a hidden single.
pub fn direct_hidden_set(board: &Board, size: u32) -> Option<Step> {
    first_of(|visit| find_hidden(board, size, true, visit))
}

fn find_hidden(board: &Board, size: u32, direct: bool, visit: &mut dyn FnMut(Step) -> bool) {
    for house in houses_of_board(board) {
        let open = (house_set(house) & board.open_cells()).len();
        if !(open > 2 * size || (direct && open > size)) {
            continue;
        }
        // Members have 2 to `size` places.
        let eligible = (0..9u8)
            .filter(|&bit| (2..=size).contains(&board.places_in_house(house, bit + 1).count_ones()))
            .fold(0u32, |mask, bit| mask | 1 << bit);
        for members in subsets_of(size, eligible) {
            let mut union = 0u16;
            for bit in bits(members) {
                union |= board.places_in_house(house, bit as u8 + 1);
            }
            if union.count_ones() != size {
                continue;
            }
            let digits = Digits::from_bits(members as u16);
            let cells = cells_in(house, union);
            let step = if direct {
                direct_single(board, house, digits, union)
            } else {
                let mut step = Step::new(hidden_technique(size));
                for digit in Digits::ALL.without(digits).iter() {
                    step = step.eliminate_in(board, cells, digit);
                }
                step.eliminations.sort();
                step.is_useful().then_some(step)
            };
            if let Some(step) = step {
                if visit(with_set(board, step, house, cells, digits)) {
                    return;
                }
            }
        }
    }
}

/// The single a hidden set leaves: a digit outside the set whose places in
/// the house, once the set's cells are taken, come down to one.
fn direct_single(board: &Board, house: usize, digits: Digits, union: u16) -> Option<Step> {
    let technique = if digits.len() == 2 {
        Technique::DirectHiddenPair
    } else {
        Technique::DirectHiddenTriple
    };
    Digits::ALL.without(digits).iter().find_map(|digit| {
        let places = board.places_in_house(house, digit);
        if places.count_ones() < 2 {
            return None;
        }
        let rest = places & !union;
        (rest.count_ones() == 1).then(|| {
            let cell = cell_in(house, rest.trailing_zeros() as usize);
            let mut step = Step::new(technique).place(cell, digit);
            let cells = cells_in(house, union);
            for other in Digits::ALL.without(digits).iter() {
                for removed in (cells & board.places(other)).iter() {
                    step.highlights.extra.push(Candidate::new(removed, other));
                }
            }
            step
        })
    })
}

/// The cells of `house` whose indexes are set in the 9-bit `mask`.
fn cells_in(house: usize, mask: u16) -> CellSet {
    bits(u32::from(mask))
        .map(|index| cell_in(house, index as usize))
        .collect()
}

/// The step with the set's house, cells and candidates as its pattern.
fn with_set(board: &Board, mut step: Step, house: usize, cells: CellSet, digits: Digits) -> Step {
    step.digits = digits;
    step.highlights.houses.push(house as u8);
    step.highlights.cells = cells.iter().map(|c| c as u8).collect();
    step.highlights.candidates = set_candidates(board, cells, digits);
    step
}

fn set_candidates(board: &Board, cells: CellSet, digits: Digits) -> Vec<Candidate> {
    let mut candidates = Vec::new();
    for cell in cells.iter() {
        for digit in board.candidates(cell).intersection(digits).iter() {
            candidates.push(Candidate::new(cell, digit));
        }
    }
    candidates
}

fn naked_technique(size: u32) -> Technique {
    match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    }
}

fn hidden_technique(size: u32) -> Technique {
    match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

//! Seed 004's intersection removal: when a digit's places in one house all
//! lie in a second house, the digit goes in their intersection, so it can be
//! removed from the rest of the second house. From a box into a line it is
//! *pointing* (SE 2.6), from a line into a box *claiming* (SE 2.8).
//!
//! SE also has *direct* versions (1.7 and 1.9), which it tries before naked
//! singles: a pointing or claiming whose removals leave a hidden single in
//! a third house of the first kind. A direct step places that single; the
//! removals are shown but, as in SE, not applied (the single makes them).
//!
//! Search order, as SE's `Locking`: box into column, box into row, column
//! into box, row into box; each pass digit by digit, first house by index,
//! then the crossing houses by index.

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{CellSet, HOUSES};
use super::rules::{house_set, sukaku_type};
use super::step::{all_of, first_of, Step};
use super::technique::Technique;

/// The kinds of house pairs, in SE's order: (first house, second house).
const PASSES: [(usize, usize); 4] = [(18, 9), (18, 0), (9, 18), (0, 18)];

/// The first pointing or claiming with something to remove.
pub fn intersection(board: &Board) -> Option<Step> {
    first_of(|visit| find(board, false, visit))
}

/// Every pointing and claiming with something to remove, in SE's order.
pub fn all_intersections(board: &Board) -> Vec<Step> {
    all_of(|visit| find(board, false, visit))
}

/// The first pointing or claiming that leaves a hidden single.
pub fn direct_intersection(board: &Board) -> Option<Step> {
    first_of(|visit| find(board, true, visit))
}

/// Shows each step found to `visit` until it answers true.
fn find(board: &Board, direct: bool, visit: &mut dyn FnMut(Step) -> bool) {
    for (first_kind, second_kind) in PASSES {
        for digit in 1..=9 {
            let places = board.places(digit);
            for (first, first_cells) in HOUSES.iter().enumerate().skip(first_kind).take(9) {
                let locked = places & *first_cells;
                if locked.len() < 2 {
                    continue;
                }
                for (second, second_cells) in HOUSES.iter().enumerate().skip(second_kind).take(9) {
                    if !first_cells.intersects(*second_cells) || !locked.is_subset_of(*second_cells)
                    {
                        continue;
                    }
                    let removed = places & (*second_cells - *first_cells);
                    let found = if direct {
                        direct_single(board, digit, first_kind, first, second)
                            .map(|(third, cell)| direct_step(first, second, third, cell, digit))
                    } else if removed.is_empty() {
                        None
                    } else {
                        Some(Step::new(technique(first, false)).eliminate_in(board, removed, digit))
                    };
                    if let Some(mut step) = found {
                        step.digits = Digits::single(digit);
                        if !direct {
                            step.highlights.houses = vec![first as u8, second as u8];
                        }
                        step.highlights.candidates = candidates(locked, digit);
                        if direct {
                            step.highlights.extra = candidates(removed, digit);
                        }
                        if visit(step) {
                            return;
                        }
                    }
                }
            }
        }
    }
}

/// Every generalized intersection with something to remove, in the order
/// of Sukaku's `VLocking` (its locking on variant boards): a digit with 2
/// to 6 places in a house leaves every cell that sees them all (under the
/// board's rules). Region kinds in Sukaku's order (boxes, rows, columns,
/// then the variant's), and within a kind digit by digit, house by house.
pub fn all_generalized_intersections(board: &Board) -> Vec<Step> {
    let houses: Vec<usize> = board.rules().houses_by_type().collect();
    let mut steps = Vec::new();
    for houses in houses.chunk_by(|&a, &b| sukaku_type(a) == sukaku_type(b)) {
        for digit in 1..=9 {
            let places = board.places(digit);
            for &house in houses {
                let locked = places & house_set(house);
                if !(2..=6).contains(&locked.len()) {
                    continue;
                }
                let removed = board.common_peers(locked) & places;
                if removed.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::GeneralizedIntersection)
                    .eliminate_in(board, removed, digit);
                step.digits = Digits::single(digit);
                step.highlights.houses = vec![house as u8];
                step.highlights.candidates = candidates(locked, digit);
                steps.push(step);
            }
        }
    }
    steps
}

/// A house of the first kind, crossing `second`, left with one place for
/// `digit` once `second` loses its places outside `first`.
fn direct_single(
    board: &Board,
    digit: u8,
    first_kind: usize,
    first: usize,
    second: usize,
) -> Option<(usize, usize)> {
    let places = board.places(digit);
    (first_kind..first_kind + 9)
        .filter(|&third| third != first && HOUSES[third].intersects(HOUSES[second]))
        .find_map(|third| {
            let here = places & HOUSES[third];
            if here.len() < 2 {
                return None;
            }
            (here - HOUSES[second])
                .single_cell()
                .map(|cell| (third, cell))
        })
}

fn direct_step(first: usize, second: usize, third: usize, cell: usize, digit: u8) -> Step {
    let mut step = Step::new(technique(first, true)).place(cell, digit);
    step.highlights.houses = vec![first as u8, second as u8, third as u8];
    step.highlights.cells.push(cell as u8);
    step
}

fn technique(first: usize, direct: bool) -> Technique {
    match (first >= 18, direct) {
        (true, false) => Technique::Pointing,
        (false, false) => Technique::Claiming,
        (true, true) => Technique::DirectPointing,
        (false, true) => Technique::DirectClaiming,
    }
}

fn candidates(cells: CellSet, digit: u8) -> Vec<Candidate> {
    cells
        .iter()
        .map(|cell| Candidate::new(cell, digit))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::rules::{Rules, Variants};
    use crate::units::CELLS;

    #[test]
    fn a_generalized_intersection_reaches_along_the_diagonal_it_shares() {
        // 5 is left in box 1 at r1c1 and r2c2 only, both on the main
        // diagonal, so 5 leaves the rest of the diagonal; pointing alone
        // (rows, columns, boxes) sees no line holding both.
        let (r1c1, r2c2) = (0, 10);
        let mut candidates = [0x1ffu16; CELLS];
        for cell in [1, 2, 9, 11, 18, 19, 20] {
            candidates[cell] &= !(1 << 4);
        }
        let x = Rules::of(Variants {
            x: true,
            ..Variants::default()
        });
        let board = Board::from_marks(&[0; CELLS], &candidates, CellSet::EMPTY, x);
        let steps = all_generalized_intersections(&board);
        let first = steps.first().expect("a generalized intersection");
        assert_eq!(first.highlights.houses, vec![18]);
        assert_eq!(
            first.highlights.candidates,
            vec![Candidate::new(r1c1, 5), Candidate::new(r2c2, 5)]
        );
        let diagonal: Vec<Candidate> = (3..9).map(|i| Candidate::new(i * 10, 5)).collect();
        assert_eq!(first.eliminations, diagonal);
        let classic = Board::from_marks(&[0; CELLS], &candidates, CellSet::EMPTY, Rules::classic());
        assert!(all_intersections(&classic).is_empty());
    }
}

//! Unique rectangles and loops, types 1 to 4: a closed path of cells that
//! all hold the same two digits, visiting each house it enters exactly
//! twice, would let those digits swap, giving a second solution. A puzzle
//! with one solution cannot end that way, so a cell of the loop with extra
//! candidates must keep one of them:
//!
//! - type 1: one such cell loses the loop's two digits;
//! - type 2: the extra cells share one extra digit, one of them holds it,
//!   so it leaves every cell seeing them all;
//! - type 3: two extra cells act as one cell holding their extra digits,
//!   which forms a naked (or, with the loop digits, hidden) set in a house
//!   they share;
//! - type 4: one loop digit is locked to the two extra cells in a house they
//!   share, so the other loop digit leaves them.
//!
//! As SE's `UniqueLoops` (with its default lkSudoku fix): loops start at
//! each bivalue cell in reading order and grow through boxes, rows, then
//! columns, never twice in a row through the same kind of house; at most
//! two cells may carry extra candidates, unless all carry the same single
//! one. Value 4.5 for a rectangle, +0.1 for a loop of 6 cells, +0.2 of 8,
//! +0.5 of 10 or more; type 3 adds 0.1 per digit of the naked set beyond the
//! first (for a hidden set, per cell beyond the first two). Of all loops
//! found the lowest value wins, then the lowest type, then the first found.

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{cell_of_house, houses_of, index_in_house, CellSet, HOUSES};
use super::combinations::{bits, combinations};
use super::step::Step;
use super::technique::Technique;
use crate::units::CELLS;

/// A hint found, before it becomes a step.
struct Found {
    rating: u16,
    kind: u8,
    loop_cells: Vec<usize>,
    digits: (u8, u8),
    step: Step,
    /// Type 3's house and set, which tell two type-3 hints on one loop apart.
    identity: Option<(usize, u16, u16)>,
}

/// The easiest unique loop with something to remove.
pub fn unique_loop(board: &Board) -> Option<Step> {
    let mut found: Vec<Found> = Vec::new();
    for start in 0..CELLS {
        let mask = board.mask(start);
        if mask.count_ones() != 2 {
            continue;
        }
        let v1 = mask.trailing_zeros() as u8 + 1;
        let v2 = (15 - mask.leading_zeros()) as u8 + 1;
        let mut loops = Vec::new();
        let mut path = vec![start];
        grow(board, v1, v2, &mut path, 2, 0, None, &mut loops);
        for cells in loops {
            if !is_valid_loop(&cells) {
                continue;
            }
            for hint in hints_of(board, &cells, v1, v2) {
                let duplicate = found.iter().any(|other| {
                    other.kind == hint.kind
                        && other.identity == hint.identity
                        && same_cells(&other.loop_cells, &hint.loop_cells)
                        && other.step.technique == hint.step.technique
                });
                if !duplicate && hint.step.is_useful() {
                    found.push(hint);
                }
            }
        }
    }
    // A stable sort: the first found wins a tie.
    found.sort_by_key(|hint| (hint.rating, hint.kind));
    found.into_iter().next().map(|hint| {
        let mut step = hint.step.rated(hint.rating);
        step.digits = Digits::single(hint.digits.0).union(Digits::single(hint.digits.1));
        step.highlights.cells = hint.loop_cells.iter().map(|&c| c as u8).collect();
        for &cell in &hint.loop_cells {
            for digit in [hint.digits.0, hint.digits.1] {
                step.highlights.candidates.push(Candidate::new(cell, digit));
            }
        }
        step
    })
}

fn same_cells(a: &[usize], b: &[usize]) -> bool {
    a.len() == b.len()
        && a.iter().copied().collect::<CellSet>() == b.iter().copied().collect::<CellSet>()
}

/// SE's `checkForLoops`: extends `path` from its last cell through each kind
/// of house but the one it came by, recording every return to the start.
#[allow(clippy::too_many_arguments)]
fn grow(
    board: &Board,
    v1: u8,
    v2: u8,
    path: &mut Vec<usize>,
    allowed_extra: u32,
    extra: u16,
    last_kind: Option<usize>,
    loops: &mut Vec<Vec<usize>>,
) {
    let cell = *path.last().expect("a path has a cell");
    let pair = (1u16 << (v1 - 1)) | (1u16 << (v2 - 1));
    // SE's kinds: box, row, column.
    for (kind, house) in [
        (0, houses_of(cell)[2]),
        (1, houses_of(cell)[0]),
        (2, houses_of(cell)[1]),
    ] {
        if last_kind == Some(kind) {
            continue;
        }
        for index in 0..9 {
            let next = cell_of_house(house, index);
            if next == path[0] && path.len() >= 4 {
                loops.push(path.clone());
            } else if !path.contains(&next) {
                let mask = board.mask(next);
                if mask & pair != pair {
                    continue;
                }
                let new_extra = extra | (mask & !pair);
                let size = mask.count_ones();
                if size == 2 || new_extra.count_ones() == 1 || allowed_extra > 0 {
                    let allowed = if size > 2 {
                        allowed_extra.saturating_sub(1)
                    } else {
                        allowed_extra
                    };
                    path.push(next);
                    grow(board, v1, v2, path, allowed, new_extra, Some(kind), loops);
                    path.pop();
                }
            }
        }
    }
}

/// Every house a loop enters holds exactly two of its cells, one at an even
/// and one at an odd position.
fn is_valid_loop(cells: &[usize]) -> bool {
    let mut even = 0u32;
    let mut odd = 0u32;
    for (position, &cell) in cells.iter().enumerate() {
        let side = if position % 2 == 0 {
            &mut even
        } else {
            &mut odd
        };
        for house in houses_of(cell) {
            if *side >> house & 1 != 0 {
                return false;
            }
            *side |= 1 << house;
        }
    }
    even == odd
}

fn loop_rating(size: usize) -> u16 {
    45 + if size >= 10 {
        5
    } else if size >= 8 {
        2
    } else if size >= 6 {
        1
    } else {
        0
    }
}

fn hints_of(board: &Board, cells: &[usize], v1: u8, v2: u8) -> Vec<Found> {
    let pair = (1u16 << (v1 - 1)) | (1u16 << (v2 - 1));
    let extras: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| board.count(c) > 2)
        .collect();
    let rectangle = cells.len() == 4;
    let base = loop_rating(cells.len());
    let make = |kind: u8, rating: u16, step: Step, identity| Found {
        rating,
        kind,
        loop_cells: cells.to_vec(),
        digits: (v1, v2),
        step,
        identity,
    };
    let mut hints = Vec::new();
    match extras.len() {
        0 => {}
        1 => {
            let cell = extras[0];
            let mut step = Step::new(technique(1, rectangle));
            for digit in [v1, v2] {
                step.eliminations.push(Candidate::new(cell, digit));
            }
            step.highlights.extra = extra_candidates(board, &extras, pair);
            hints.push(make(1, base, step, None));
        }
        _ => {
            let extra_union = extras.iter().fold(0u16, |m, &c| m | board.mask(c)) & !pair;
            if extras.len() > 2 || extra_union.count_ones() == 1 {
                hints.push(make(2, base, type2(board, &extras, pair), None));
            } else {
                for (rating_extra, step, identity) in type3(board, extras[0], extras[1], v1, v2) {
                    hints.push(make(3, base + rating_extra, step, Some(identity)));
                }
            }
            // Two extra cells: type 4 is tried whatever else was found.
            if extras.len() == 2 {
                if let Some(step) = type4(board, extras[0], extras[1], v1, v2) {
                    hints.push(make(4, base, step, None));
                }
            }
        }
    }
    for hint in &mut hints {
        let technique = technique(hint.kind, rectangle);
        hint.step.technique = technique;
    }
    hints
}

fn extra_candidates(board: &Board, cells: &[usize], pair: u16) -> Vec<Candidate> {
    let mut candidates = Vec::new();
    for &cell in cells {
        for digit in Digits::from_bits(board.mask(cell) & !pair).iter() {
            candidates.push(Candidate::new(cell, digit));
        }
    }
    candidates
}

fn technique(kind: u8, rectangle: bool) -> Technique {
    match (kind, rectangle) {
        (1, true) => Technique::UniqueRectangle1,
        (2, true) => Technique::UniqueRectangle2,
        (3, true) => Technique::UniqueRectangle3,
        (4, true) => Technique::UniqueRectangle4,
        (1, false) => Technique::UniqueLoop1,
        (2, false) => Technique::UniqueLoop2,
        (3, false) => Technique::UniqueLoop3,
        _ => Technique::UniqueLoop4,
    }
}

/// Type 2: the extra digit of the first extra cell leaves every cell that
/// sees all the extra cells.
fn type2(board: &Board, extras: &[usize], pair: u16) -> Step {
    let digit = Digits::from_bits(board.mask(extras[0]) & !pair)
        .first()
        .expect("an extra cell has an extra digit");
    let set: CellSet = extras.iter().copied().collect();
    let victims = set.common_peers();
    let mut step = Step::new(Technique::UniqueRectangle2).eliminate_in(board, victims, digit);
    step.highlights.extra = extras.iter().map(|&c| Candidate::new(c, digit)).collect();
    step
}

/// Type 3: naked sets (and hidden sets with the loop digits) in each house
/// both extra cells share, set sizes 2 to 7. Each comes with its value
/// above the loop's and what tells it apart.
fn type3(
    board: &Board,
    c1: usize,
    c2: usize,
    v1: u8,
    v2: u8,
) -> Vec<(u16, Step, (usize, u16, u16))> {
    let pair = (1u16 << (v1 - 1)) | (1u16 << (v2 - 1));
    let extra = (board.mask(c1) | board.mask(c2)) & !pair;
    let mut hints = Vec::new();
    for degree in 2..=7u32 {
        for house in [houses_of(c1)[2], houses_of(c1)[0], houses_of(c1)[1]] {
            if !HOUSES[house].contains(c2) {
                continue;
            }
            let open = board.open_in(house);
            let (i1, i2) = (index_in_house(c1, house), index_in_house(c2, house));
            if degree * 2 <= open && degree >= extra.count_ones() {
                for members in combinations(degree, 9) {
                    if members >> i1 & 1 == 0 || members >> i2 & 1 != 0 {
                        continue;
                    }
                    let mut naked = extra & board.mask(c1) & board.mask(c2);
                    let mut union = extra;
                    let mut valid = extra.count_ones() > 1;
                    let mut others = CellSet::EMPTY;
                    for index in bits(members) {
                        if index as usize == i1 {
                            continue;
                        }
                        let cell = cell_of_house(house, index as usize);
                        let mask = board.mask(cell);
                        valid &= mask.count_ones() > 1;
                        naked |= mask;
                        union |= mask;
                        others.insert(cell);
                    }
                    if !valid || naked.count_ones() != degree || union.count_ones() != degree {
                        continue;
                    }
                    let victims =
                        HOUSES[house] - others - CellSet::single(c1) - CellSet::single(c2);
                    let mut step = Step::new(Technique::UniqueRectangle3);
                    for digit in Digits::from_bits(union).iter() {
                        step = step.eliminate_in(board, victims, digit);
                    }
                    step.eliminations.sort();
                    step.highlights.houses.push(house as u8);
                    for cell in others.iter() {
                        for digit in board.candidates(cell).iter() {
                            step.highlights.extra.push(Candidate::new(cell, digit));
                        }
                    }
                    let rating = (degree - 1) as u16;
                    hints.push((rating, step, (house, union, 0)));
                }
            }
            if degree * 2 < open {
                let rest: Vec<u8> = (1..=9u8)
                    .filter(|&d| d != v1 && d != v2 && extra >> (d - 1) & 1 == 0)
                    .collect();
                if (degree as usize) < 2 || degree as usize - 2 > rest.len() {
                    continue;
                }
                for chosen in combinations(degree - 2, rest.len() as u32) {
                    let mut values: Vec<u8> = bits(chosen).map(|i| rest[i as usize]).collect();
                    values.push(v1);
                    values.push(v2);
                    let mut union = 0u16;
                    let mut valid = true;
                    for &digit in &values {
                        let places = board.house_places(house, digit) & !(1 << i2);
                        valid &= places != 0;
                        union |= places;
                    }
                    if !valid || union.count_ones() != degree {
                        continue;
                    }
                    let hidden: u16 = values.iter().fold(0, |m, &d| m | 1 << (d - 1));
                    let set_cells = union & !(1 << i1) & !(1 << i2);
                    let mut step = Step::new(Technique::UniqueRectangle3);
                    for index in bits(u32::from(set_cells)) {
                        let cell = cell_of_house(house, index as usize);
                        for digit in Digits::from_bits(board.mask(cell) & !hidden).iter() {
                            step.eliminations.push(Candidate::new(cell, digit));
                        }
                    }
                    step.highlights.houses.push(house as u8);
                    let rating = (set_cells.count_ones().saturating_sub(1)) as u16;
                    hints.push((rating, step, (house, hidden, set_cells | 0x8000)));
                }
            }
        }
    }
    hints
}

/// Type 4: a loop digit locked to the two extra cells in a house they share
/// (the last such house, boxes, rows, columns, as SE keeps it) lets the
/// other loop digit go from both.
fn type4(board: &Board, c1: usize, c2: usize, v1: u8, v2: u8) -> Option<Step> {
    let mut lock1 = None;
    let mut lock2 = None;
    for house in [houses_of(c1)[2], houses_of(c1)[0], houses_of(c1)[1]] {
        if !HOUSES[house].contains(c2) {
            continue;
        }
        let others = HOUSES[house] - CellSet::single(c1) - CellSet::single(c2);
        if !others.intersects(board.places(v1)) {
            lock1 = Some(house);
        }
        if !others.intersects(board.places(v2)) {
            lock2 = Some(house);
        }
    }
    let (house, removed) = match (lock1, lock2) {
        (Some(house), _) => (house, v2),
        (None, Some(house)) => (house, v1),
        _ => return None,
    };
    let mut step = Step::new(Technique::UniqueRectangle4).eliminate_in(
        board,
        CellSet::single(c1) | CellSet::single(c2),
        removed,
    );
    step.highlights.houses.push(house as u8);
    Some(step)
}

//! Naked and hidden sets (pairs, triples, quads) in the houses of any
//! shape, naked sets also in cages (any group of distinct digits): k cells
//! of a house whose candidates are k digits keep those digits to
//! themselves; k digits of a house with k places between them keep those
//! places to themselves.

use super::board::{digits, Board};
use super::cells::Cells;
use super::changes::Changes;
use super::step::{Cand, Step};
use crate::logic::Technique;

/// The first naked set of `size` cells in a house, then in a cage (with
/// `since`, only in those with a cell it records changed: see
/// [`super::solver::Finder::find_since`]).
pub fn naked_set<const W: usize>(
    board: &Board<W>,
    size: usize,
    since: Option<&Changes<W>>,
) -> Option<Step> {
    naked(board, size, false, since)
}

/// True when every cell of `cells` is as it was before the `since` changes.
fn unchanged<const W: usize>(since: Option<&Changes<W>>, cells: &[u16]) -> bool {
    since.is_some_and(|changes| !changes.touches(cells))
}

/// The first generalized naked set (Sukaku Explainer's, for variants): a
/// naked set of a house whose digits each leave every cell that sees all
/// the set's cells holding it, inside the house or not (an anti-knight
/// move, a diagonal...). As Sukaku, only in houses with at least twice
/// `size` open cells (with fewer, a smaller hidden set says as much).
pub fn generalized_naked_set<const W: usize>(board: &Board<W>, size: usize) -> Option<Step> {
    naked(board, size, true, None)
}

fn naked<const W: usize>(
    board: &Board<W>,
    size: usize,
    generalized: bool,
    since: Option<&Changes<W>>,
) -> Option<Step> {
    let layout = board.layout();
    let houses = layout
        .search_order
        .iter()
        .map(|&house| (Some(house), None, &layout.houses[house].cells));
    let cages = (0..layout.cages.len())
        .filter(|_| !generalized)
        .map(|cage| (None, Some(cage), &layout.cages[cage].cells));
    for (house, cage, cells) in houses.chain(cages) {
        if unchanged(since, cells) {
            continue;
        }
        let open: Vec<(usize, u64)> = cells
            .iter()
            .map(|&cell| usize::from(cell))
            .filter(|&cell| board.value(cell) == 0)
            .map(|cell| (cell, board.candidates(cell)))
            .collect();
        let least_open = if generalized { 2 * size } else { size + 1 };
        if open.len() < least_open {
            continue;
        }
        let items: Vec<(usize, u64)> = open
            .iter()
            .copied()
            .filter(|&(_, mask)| (2..=size).contains(&(mask.count_ones() as usize)))
            .collect();
        let mut found = None;
        combinations(&items, size, &mut |chosen, union| {
            if union.count_ones() as usize != size {
                return false;
            }
            let removals: Vec<Cand> = if generalized {
                seen_by_all_holders(board, chosen, union)
            } else {
                open.iter()
                    .filter(|(cell, _)| !chosen.contains(cell))
                    .flat_map(|&(cell, mask)| digits(mask & union).map(move |d| Cand::new(cell, d)))
                    .collect()
            };
            if removals.is_empty() {
                return false;
            }
            let mut step = Step::new(naked_technique(size));
            step.digits = union;
            step.eliminations = removals;
            step.houses.extend(house.map(|h| h as u16));
            step.cages.extend(cage.map(|c| c as u16));
            step.cells = chosen.iter().map(|&cell| cell as u16).collect();
            step.candidates = candidates_of(board, chosen, u64::MAX);
            found = Some(step);
            true
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The first hidden set of `size` digits in a house (with `since`, only
/// in those with a cell it records changed).
pub fn hidden_set<const W: usize>(
    board: &Board<W>,
    size: usize,
    since: Option<&Changes<W>>,
) -> Option<Step> {
    hidden(board, size, false, since)
}

/// The first direct hidden pair or triple (SE 2.0 and 2.5): a hidden set
/// whose cells, kept to its digits, leave another digit of the house one
/// place; the step places that single.
pub fn direct_hidden_set<const W: usize>(board: &Board<W>, size: usize) -> Option<Step> {
    hidden(board, size, true, None)
}

fn hidden<const W: usize>(
    board: &Board<W>,
    size: usize,
    direct: bool,
    since: Option<&Changes<W>>,
) -> Option<Step> {
    let layout = board.layout();
    for &house in &layout.search_order {
        if unchanged(since, &layout.houses[house].cells) {
            continue;
        }
        let cells: Vec<usize> = layout.houses[house]
            .cells
            .iter()
            .map(|&cell| usize::from(cell))
            .collect();
        // In one pass over the house: each digit's places as a mask of
        // positions in `cells`, and the digits placed in it.
        let (mut places, mut held, mut open) = ([0u64; 64], 0u64, 0);
        for (index, &cell) in cells.iter().enumerate() {
            match board.value(cell) {
                0 => {
                    open += 1;
                    for digit in digits(board.candidates(cell)) {
                        places[usize::from(digit - 1)] |= 1 << index;
                    }
                }
                value => held |= 1 << (value - 1),
            }
        }
        if open <= size {
            continue;
        }
        let places_of = |digit: u8| places[usize::from(digit - 1)];
        let holds = |digit: u8| held >> (digit - 1) & 1 != 0;
        // Each digit still open in the house with its places as a mask of
        // positions in `cells`.
        let items: Vec<(u8, u64)> = (1..=board.size() as u8)
            .filter(|&digit| !holds(digit))
            .map(|digit| (digit, places_of(digit)))
            .filter(|&(_, places)| (2..=size).contains(&(places.count_ones() as usize)))
            .collect();
        let mut found = None;
        combinations(&items, size, &mut |chosen, union| {
            if union.count_ones() as usize != size {
                return false;
            }
            let kept: u64 = chosen
                .iter()
                .fold(0, |mask, &digit| mask | 1 << (digit - 1));
            let places: Vec<usize> = digits(union)
                .map(|index| cells[usize::from(index) - 1])
                .collect();
            if direct {
                // Another digit of the house down to one place outside the set.
                let single = (1..=board.size() as u8)
                    .filter(|&digit| kept >> (digit - 1) & 1 == 0 && !holds(digit))
                    .find_map(|digit| {
                        let here = places_of(digit);
                        let rest = here & !union;
                        (here.count_ones() >= 2 && rest.count_ones() == 1)
                            .then(|| (digit, cells[rest.trailing_zeros() as usize]))
                    });
                let Some((digit, cell)) = single else {
                    return false;
                };
                let technique = if size == 2 {
                    Technique::DirectHiddenPair
                } else {
                    Technique::DirectHiddenTriple
                };
                let mut step = Step::new(technique).place(cell, digit);
                step.digits = kept;
                step.houses.push(house as u16);
                step.cells = places.iter().map(|&c| c as u16).collect();
                step.candidates = candidates_of(board, &places, kept);
                found = Some(step);
                return true;
            }
            let removals = candidates_of(board, &places, !kept);
            if removals.is_empty() {
                return false;
            }
            let mut step = Step::new(hidden_technique(size));
            step.digits = kept;
            step.eliminations = removals;
            step.houses.push(house as u16);
            step.cells = places.iter().map(|&cell| cell as u16).collect();
            step.candidates = candidates_of(board, &places, kept);
            found = Some(step);
            true
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Each digit of `mask` in every cell that sees all of `cells` holding it.
fn seen_by_all_holders<const W: usize>(board: &Board<W>, cells: &[usize], mask: u64) -> Vec<Cand> {
    let layout = board.layout();
    let set: Cells<W> = cells.iter().copied().collect();
    let mut removals = Vec::new();
    for digit in digits(mask) {
        let holders = set & board.places(digit);
        let seen = layout.common_peers(&holders) & board.places(digit);
        removals.extend(seen.iter().map(|cell| Cand::new(cell, digit)));
    }
    removals.sort();
    removals
}

/// The candidates of `cells` among the digits of `mask`, cell by cell.
fn candidates_of<const W: usize>(board: &Board<W>, cells: &[usize], mask: u64) -> Vec<Cand> {
    cells
        .iter()
        .flat_map(|&cell| digits(board.candidates(cell) & mask).map(move |d| Cand::new(cell, d)))
        .collect()
}

fn naked_technique(size: usize) -> Technique {
    match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    }
}

fn hidden_technique(size: usize) -> Technique {
    match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

/// Calls `visit` with every choice of `size` items (in order) whose masks
/// together have at most `size` bits, and their union, until it answers
/// true; returns true when it did.
pub fn combinations<T: Copy>(
    items: &[(T, u64)],
    size: usize,
    visit: &mut dyn FnMut(&[T], u64) -> bool,
) -> bool {
    fn walk<T: Copy>(
        items: &[(T, u64)],
        start: usize,
        size: usize,
        chosen: &mut Vec<T>,
        union: u64,
        visit: &mut dyn FnMut(&[T], u64) -> bool,
    ) -> bool {
        if chosen.len() == size {
            return visit(chosen, union);
        }
        for index in start..items.len() {
            if items.len() - index < size - chosen.len() {
                break;
            }
            let (item, mask) = items[index];
            let next = union | mask;
            if next.count_ones() as usize > size {
                continue;
            }
            chosen.push(item);
            let stop = walk(items, index + 1, size, chosen, next, visit);
            chosen.pop();
            if stop {
                return true;
            }
        }
        false
    }
    walk(items, 0, size, &mut Vec::with_capacity(size), 0, visit)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;

    #[test]
    fn a_naked_pair_in_a_cage_keeps_its_digits_from_the_cage() {
        // A cage of r1c1, r2c4 and r3c7, which share no house; its first
        // two cells hold only 1 and 2.
        let mut board = board_of::<2>(&format!("{};cage=:0.12.24", ".".repeat(81)));
        for digit in 3..=9 {
            board.eliminate(0, digit);
            board.eliminate(12, digit);
        }
        let step = naked_set(&board, 2, None).expect("a naked pair");
        assert_eq!(step.technique, Technique::NakedPair);
        assert_eq!(step.cages, vec![0]);
        assert_eq!(step.eliminations, vec![Cand::new(24, 1), Cand::new(24, 2)]);
    }

    #[test]
    fn a_hidden_pair_in_a_6x6_row() {
        // Row 1 of a 6x6: 5 and 6 can only go in r1c1 and r1c2.
        let mut board = board_of::<2>(&format!("{};box=2x3", ".".repeat(36)));
        for cell in 2..6 {
            board.eliminate(cell, 5);
            board.eliminate(cell, 6);
        }
        let step = hidden_set(&board, 2, None).expect("a hidden pair");
        assert_eq!(step.technique, Technique::HiddenPair);
        assert_eq!(step.cells, vec![0, 1]);
        assert!(step
            .eliminations
            .iter()
            .all(|c| c.digit <= 4 && c.cell <= 1));
    }
}

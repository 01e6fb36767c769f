//! Non-consecutive techniques (Sukaku Explainer's NC techniques, values
//! 2.4 and 2.5), for orthogonal neighbours that never hold consecutive
//! digits:
//!
//! - **NC forcing cell**: whatever a cell with two or three close
//!   candidates holds, some digits cannot sit beside it: with 4 5, both 4
//!   and 5 leave its neighbours; with 4 5 6 or 4 6, 5 does.
//! - **Locked NC**: a digit's places in a house all beside one cell: that
//!   cell touches the digit, so the digits next to it leave the cell.

use super::board::{digits, Board};
use super::cells::Cells;
use super::changes::{moved_digits, Changes};
use super::step::{Cand, Step};
use crate::logic::Technique;

/// The digits a neighbour cannot hold beside `digit` (the digit itself and
/// the two next to it, within 1..N).
fn banned(digit: u8, size: usize) -> u64 {
    let bit = 1u64 << (digit - 1);
    let mask = bit | bit << 1 | bit >> 1;
    mask & ((1u64 << size) - 1)
}

/// The first cell whose candidates all ban some digit from a neighbour
/// that still has it; with `since`, only cells whose candidates (or value)
/// it records changed (see [`super::solver::Finder::find_since`]).
pub fn nc_forcing_cell<const W: usize>(
    board: &Board<W>,
    since: Option<&Changes<W>>,
) -> Option<Step> {
    let layout = board.layout();
    for cell in board.open().iter() {
        let mask = board.candidates(cell);
        if !(2..=3).contains(&mask.count_ones())
            || layout.neighbours[cell].is_empty()
            || since.is_some_and(|changes| !changes.touches_cell(cell))
        {
            continue;
        }
        let forced = digits(mask).fold(u64::MAX, |acc, d| acc & banned(d, board.size()));
        if forced == 0 {
            continue;
        }
        let removals: Vec<Cand> = layout.neighbours[cell]
            .iter()
            .map(|&n| usize::from(n))
            .flat_map(|n| digits(board.candidates(n) & forced).map(move |d| Cand::new(n, d)))
            .collect();
        if removals.is_empty() {
            continue;
        }
        let mut step = Step::new(Technique::NcForcingCell);
        step.digits = mask;
        step.eliminations = removals;
        step.cells.push(cell as u16);
        step.candidates = digits(mask).map(|d| Cand::new(cell, d)).collect();
        return Some(step);
    }
    None
}

/// The first digit whose places in a house all lie beside one cell that
/// can still hold a digit next to it; with `since`, only where it records
/// that the digit's places in the house changed.
pub fn nc_locked<const W: usize>(board: &Board<W>, since: Option<&Changes<W>>) -> Option<Step> {
    let layout = board.layout();
    if layout.neighbours.iter().all(Vec::is_empty) {
        return None;
    }
    let moved = moved_digits(since, layout.houses.len(), board.size());
    for &house in &layout.search_order {
        for digit in digits(moved[house]) {
            let places = board.places_in(house, digit);
            // A cell is beside at most four others.
            if !(2..=4).contains(&places.len()) {
                continue;
            }
            let mut beside = layout.all;
            for cell in places.iter() {
                let next: Cells<W> = layout.neighbours[cell]
                    .iter()
                    .map(|&n| usize::from(n))
                    .collect();
                beside &= next;
                if beside.is_empty() {
                    break;
                }
            }
            let beside = beside - places;
            let near = banned(digit, board.size()) & !(1 << (digit - 1));
            let removals: Vec<Cand> = beside
                .iter()
                .flat_map(|cell| {
                    digits(board.candidates(cell) & near).map(move |d| Cand::new(cell, d))
                })
                .collect();
            if removals.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::NcLocked);
            step.digits = 1 << (digit - 1);
            step.eliminations = removals;
            step.houses.push(house as u16);
            step.cells = places.iter().map(|c| c as u16).collect();
            step.candidates = places.iter().map(|c| Cand::new(c, digit)).collect();
            return Some(step);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;
    use crate::units::CELLS;

    #[test]
    fn a_cell_of_4_and_5_keeps_4_and_5_from_its_neighbours() {
        let mut board = board_of::<2>(&format!("{};nonconsecutive", ".".repeat(CELLS)));
        for digit in [1, 2, 3, 6, 7, 8, 9] {
            board.eliminate(40, digit);
        }
        let step = nc_forcing_cell(&board, None).expect("a forcing cell");
        assert_eq!(step.technique, Technique::NcForcingCell);
        let removed: Vec<(u16, u8)> = step
            .eliminations
            .iter()
            .map(|c| (c.cell, c.digit))
            .collect();
        assert_eq!(
            removed.len(),
            8,
            "4 and 5 from four neighbours: {removed:?}"
        );
        assert!(removed.contains(&(31, 4)) && removed.contains(&(49, 5)));
    }

    /// As a forcing chain's level-1 propagation asks them: the same step
    /// as a whole search, found only where the board changed.
    #[test]
    fn looking_only_where_the_board_changed_finds_the_same_step() {
        use crate::logic::shaped::solver::Finder;
        let start = board_of::<2>(&format!("{};nonconsecutive", ".".repeat(CELLS)));
        let finders = [Finder::NcForcingCell, Finder::NcLocked];
        assert!(finders.iter().all(|finder| finder.find(&start).is_none()));
        // r5c5 down to 4 and 5; row 1's 5 only at r1c1 and r1c3.
        let mut work = start.clone();
        for digit in [1, 2, 3, 6, 7, 8, 9] {
            work.eliminate(40, digit);
        }
        for cell in (1..9).filter(|&cell| cell != 2) {
            work.eliminate(cell, 5);
        }
        for finder in finders {
            let step = finder.find(&work);
            assert!(step.is_some(), "{finder:?}");
            assert_eq!(
                finder.find_since(&work, &Changes::between(&work, &start)),
                step,
                "{finder:?}"
            );
            assert_eq!(
                finder.find_since(&work, &Changes::between(&work, &work)),
                None,
                "{finder:?}"
            );
        }
    }

    #[test]
    fn a_digit_whose_places_flank_a_cell_bans_its_neighbours_there() {
        // Row 1's 5 only at r1c1 and r1c3: r1c2 sits beside both, so it
        // cannot hold 4 or 6.
        let mut board = board_of::<2>(&format!("{};nonconsecutive", ".".repeat(CELLS)));
        for cell in 1..9 {
            if cell != 2 {
                board.eliminate(cell, 5);
            }
        }
        let step = nc_locked(&board, None).expect("a locked NC");
        assert_eq!(step.technique, Technique::NcLocked);
        assert_eq!(step.eliminations, vec![Cand::new(1, 4), Cand::new(1, 6)]);
    }
}

//! Fish on grids of any size. Basic: for one digit, k rows whose places
//! lie in k columns between them (X-wing, swordfish, jellyfish) leave the
//! rest of those columns, and the same with rows and columns swapped.
//! Finned and sashimi (the human profile's; SE has none): the rows' places
//! lie in k columns but for a few *fins*; either the fish is real or a fin
//! holds the digit, so the cells of the columns outside the rows that see
//! every fin lose it (on the classic grid, the column's cells in the fin's
//! box; on a variant, any cell a rule makes see them). Sashimi when a row
//! keeps fewer than two places without its fins.

use super::board::Board;
use super::cells::Cells;
use super::changes::Changes;
use super::step::{Cand, Step};
use super::subsets::combinations;
use crate::logic::Technique;

/// The first fish of `size` lines: rows as base first, then columns, for
/// each digit in turn (with `since`, each digit whose places it records
/// changed: see [`super::solver::Finder::find_since`]).
pub fn basic_fish<const W: usize>(
    board: &Board<W>,
    size: usize,
    since: Option<&Changes<W>>,
) -> Option<Step> {
    let n = board.size();
    let geometry = board.layout().geometry();
    for digit in 1..=n as u8 {
        if since.is_some_and(|changes| !changes.moved(digit)) {
            continue;
        }
        for rows_first in [true, false] {
            let cell = |line: usize, cross: usize| match rows_first {
                true => geometry.cell(line, cross),
                false => geometry.cell(cross, line),
            };
            let lines: Vec<(usize, u64)> = line_places(board, digit, &cell)
                .filter(|&(_, mask)| (2..=size).contains(&(mask.count_ones() as usize)))
                .collect();
            let mut found = None;
            combinations(&lines, size, &mut |base, cover| {
                if cover.count_ones() as usize != size {
                    return false;
                }
                let covers: Vec<usize> = (0..n).filter(|&cross| cover >> cross & 1 == 1).collect();
                let removals: Vec<Cand> = covers
                    .iter()
                    .flat_map(|&cross| (0..n).map(move |line| (line, cross)))
                    .filter(|(line, _)| !base.contains(line))
                    .map(|(line, cross)| cell(line, cross))
                    .filter(|&cell| board.has(cell, digit))
                    .map(|cell| Cand::new(cell, digit))
                    .collect();
                if removals.is_empty() {
                    return false;
                }
                let mut step = Step::new(technique(size));
                step.digits = 1 << (digit - 1);
                step.eliminations = removals;
                let (base_offset, cover_offset) = if rows_first { (0, n) } else { (n, 0) };
                step.houses = base
                    .iter()
                    .map(|&line| (base_offset + line) as u16)
                    .chain(covers.iter().map(|&cross| (cover_offset + cross) as u16))
                    .collect();
                step.candidates = base
                    .iter()
                    .flat_map(|&line| covers.iter().map(move |&cross| (line, cross)))
                    .map(|(line, cross)| cell(line, cross))
                    .filter(|&cell| board.has(cell, digit))
                    .map(|cell| Cand::new(cell, digit))
                    .collect();
                step.cells = step.candidates.iter().map(|cand| cand.cell).collect();
                found = Some(step);
                true
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// Each line with its places for `digit` as a mask of cross lines
/// (`cell` gives the cell of a line and a cross line).
fn line_places<'a, const W: usize>(
    board: &'a Board<W>,
    digit: u8,
    cell: &'a dyn Fn(usize, usize) -> usize,
) -> impl Iterator<Item = (usize, u64)> + 'a {
    let n = board.size();
    (0..n).map(move |line| {
        let mask = (0..n)
            .filter(|&cross| board.has(cell(line, cross), digit))
            .fold(0u64, |mask, cross| mask | 1 << cross);
        (line, mask)
    })
}

/// The most places a finned fish's base line may have: its cover lines'
/// and three fins.
const MAX_FINS: usize = 3;

/// The first finned or sashimi fish of `size` lines: rows as base first,
/// then columns, for each digit in turn.
pub fn finned_fish<const W: usize>(board: &Board<W>, size: usize) -> Option<Step> {
    let n = board.size();
    let layout = board.layout();
    let geometry = layout.geometry();
    for digit in 1..=n as u8 {
        for rows_first in [true, false] {
            let cell = |line: usize, cross: usize| match rows_first {
                true => geometry.cell(line, cross),
                false => geometry.cell(cross, line),
            };
            let lines: Vec<(usize, u64)> = line_places(board, digit, &cell)
                .filter(|&(_, mask)| (1..=size + MAX_FINS).contains(&(mask.count_ones() as usize)))
                .collect();
            let offsets = if rows_first { (0, n) } else { (n, 0) };
            let mut found = None;
            choose(&lines, size, &mut |base| {
                let used = base.iter().fold(0u64, |all, &(_, mask)| all | mask);
                if !(size + 1..=size + MAX_FINS).contains(&(used.count_ones() as usize)) {
                    return false;
                }
                let crosses: Vec<usize> = (0..n).filter(|&cross| used >> cross & 1 == 1).collect();
                choose(&crosses, size, &mut |cover| {
                    let cover = cover.iter().fold(0u64, |all, &cross| all | 1 << cross);
                    found = finned(board, digit, (base, cover), &cell, offsets);
                    found.is_some()
                })
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// The finned fish of `base` (lines with their places as masks of cross
/// lines) on the `cover` cross lines, if it removes something; a base
/// line's house is its number after the first offset, a cover line's after
/// the second.
fn finned<const W: usize>(
    board: &Board<W>,
    digit: u8,
    (base, cover): (&[(usize, u64)], u64),
    cell: &dyn Fn(usize, usize) -> usize,
    (base_offset, cover_offset): (usize, usize),
) -> Option<Step> {
    let n = board.size();
    let layout = board.layout();
    let bodies: Vec<u64> = base.iter().map(|&(_, mask)| mask & cover).collect();
    if bodies.contains(&0) || bodies.iter().fold(0, |all, &body| all | body) != cover {
        return None;
    }
    let cells_of = |lines: &mut dyn Iterator<Item = (usize, u64)>| -> Cells<W> {
        lines
            .flat_map(|(line, mask)| {
                (0..n)
                    .filter(move |&cross| mask >> cross & 1 == 1)
                    .map(move |cross| cell(line, cross))
            })
            .collect()
    };
    let fins = cells_of(&mut base.iter().map(|&(line, mask)| (line, mask & !cover)));
    let seen = layout.common_peers(&fins) & board.places(digit);
    if seen.is_empty() {
        return None;
    }
    let all_crosses = (1u64 << n) - 1;
    let base_cells = cells_of(&mut base.iter().map(|&(line, _)| (line, all_crosses)));
    let cover_cells = cells_of(&mut (0..n).map(|line| (line, cover)));
    let victims: Vec<Cand> = ((seen & cover_cells) - base_cells)
        .iter()
        .map(|victim| Cand::new(victim, digit))
        .collect();
    if victims.is_empty() {
        return None;
    }
    let crosses: Vec<usize> = (0..n).filter(|&cross| cover >> cross & 1 == 1).collect();
    let sashimi = bodies.iter().any(|mask| mask.count_ones() < 2);
    let mut step = Step::new(Technique::finned_fish(base.len(), sashimi));
    step.digits = 1 << (digit - 1);
    step.eliminations = victims;
    step.houses = base
        .iter()
        .map(|&(line, _)| (base_offset + line) as u16)
        .chain(crosses.iter().map(|&cross| (cover_offset + cross) as u16))
        .collect();
    step.candidates = base
        .iter()
        .flat_map(|&(line, mask)| {
            crosses
                .iter()
                .filter(move |&&cross| mask >> cross & 1 == 1)
                .map(move |&cross| Cand::new(cell(line, cross), digit))
        })
        .collect();
    step.cells = step.candidates.iter().map(|cand| cand.cell).collect();
    step.extra = fins.iter().map(|fin| Cand::new(fin, digit)).collect();
    Some(step)
}

/// Calls `visit` with each `size` items of `items`, in order, until it
/// returns true; true when it did.
fn choose<T: Copy>(items: &[T], size: usize, visit: &mut dyn FnMut(&[T]) -> bool) -> bool {
    fn walk<T: Copy>(
        items: &[T],
        start: usize,
        size: usize,
        chosen: &mut Vec<T>,
        visit: &mut dyn FnMut(&[T]) -> bool,
    ) -> bool {
        if chosen.len() == size {
            return visit(chosen);
        }
        for index in start..items.len() {
            if items.len() - index < size - chosen.len() {
                break;
            }
            chosen.push(items[index]);
            let stop = walk(items, index + 1, size, chosen, visit);
            chosen.pop();
            if stop {
                return true;
            }
        }
        false
    }
    walk(items, 0, size, &mut Vec::with_capacity(size), visit)
}

fn technique(size: usize) -> Technique {
    match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;
    use crate::units::CELLS;

    /// 1 in rows 2 and 5 only in columns 2 and 8, and in row 5 at r5c3
    /// too: either the X-wing holds or r5c3 is 1, so the cells of column 2
    /// outside the rows that see r5c3 (r4c2, r6c2: its box) lose 1.
    #[test]
    fn a_finned_x_wing_removes_the_digit_where_the_cover_sees_the_fin() {
        let mut board = board_of::<2>(&".".repeat(CELLS));
        let n = board.size();
        for (row, keep) in [(1usize, [1usize, 7].as_slice()), (4, &[1, 2, 7])] {
            for col in (0..n).filter(|col| !keep.contains(col)) {
                board.eliminate(row * n + col, 1);
            }
        }
        assert!(basic_fish(&board, 2, None).is_none());
        let step = finned_fish(&board, 2).expect("a finned X-wing");
        assert_eq!(step.technique, Technique::FinnedXWing);
        let removed: Vec<usize> = step.eliminations.iter().map(|cand| cand.cell()).collect();
        assert_eq!(
            removed,
            [3 * n + 1, 5 * n + 1],
            "r4c2 and r6c2 see the fin r5c3"
        );
        let words = step.explanation(board.layout());
        assert!(
            words.contains(
                "in row 2 and row 5, 1 can only go in column 2 and column 8 or the fin r5c3"
            ),
            "{words}"
        );
    }

    #[test]
    fn an_x_wing_on_a_16x16() {
        let mut board = board_of::<21>(&".".repeat(256));
        // 7 in rows 1 and 5 only in columns 2 and 9.
        for row in [0usize, 4] {
            for col in 0..16 {
                if col != 1 && col != 8 {
                    board.eliminate(row * 16 + col, 7);
                }
            }
        }
        let step = basic_fish(&board, 2, None).expect("an X-wing");
        assert_eq!(step.technique, Technique::XWing);
        assert_eq!(step.houses, vec![0, 4, 17, 24]);
        assert!(step.eliminations.contains(&Cand::new(16 + 1, 7)));
        assert!(!step
            .eliminations
            .iter()
            .any(|c| c.cell == 1 || c.cell == 4 * 16 + 8));
    }
}

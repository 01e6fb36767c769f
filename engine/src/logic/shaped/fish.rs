//! Basic fish on grids of any size: for one digit, k rows whose places lie
//! in k columns between them (X-wing, swordfish, jellyfish) leave the rest
//! of those columns, and the same with rows and columns swapped.

use super::board::Board;
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
            // Line `line`'s places for the digit as a mask of cross lines.
            let cell = |line: usize, cross: usize| match rows_first {
                true => geometry.cell(line, cross),
                false => geometry.cell(cross, line),
            };
            let lines: Vec<(usize, u64)> = (0..n)
                .map(|line| {
                    let mask = (0..n)
                        .filter(|&cross| board.has(cell(line, cross), digit))
                        .fold(0u64, |mask, cross| mask | 1 << cross);
                    (line, mask)
                })
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

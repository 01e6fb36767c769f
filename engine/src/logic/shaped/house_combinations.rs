//! Killer house combinations: a house holds each digit once, so the cages
//! that meet it must share its digits out between them. Each cage's part
//! in the house can take some digit sets (those its cells' candidates
//! allow and the rest of the cage can complete to its sum); the parts'
//! sets must be disjoint and together give the house's missing digits. A
//! set used by no such sharing goes, and with it the candidates only it
//! gave. Walkthroughs of hard killers write this as "the 17(2) in row 1
//! is {89}, so the 20(3) there cannot use 8 or 9".
//!
//! Valued 3.4 (our scale): it weighs every cage of a house at once, more
//! than a single cage's combinations (2.0-2.6) or innies (2.8-3.2).

use super::board::{digits, Board};
use super::cages::open_part;
use super::cells::Cells;
use super::step::{Cand, Step};
use super::sums::{cage_options, fillings};
use super::text::symbol;
use crate::logic::Technique;

/// Pairs (digits used so far, a part's set) a house may weigh before the
/// search gives it up: a 9x9 house needs at most a few tens of thousands,
/// an open 16x16 one could need billions.
const MAX_WORK: usize = 500_000;

/// One cage's cells in the house (or an open cell in no cage with a sum),
/// and the digit sets it can take, each with what it leaves each cell.
struct Part {
    cells: Vec<usize>,
    cage: Option<usize>,
    sets: Vec<(u64, Vec<u64>)>,
}

/// The first house whose sharing removes a candidate.
pub fn house_combinations<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    if !layout.has_sums() {
        return None;
    }
    layout
        .search_order
        .iter()
        .find_map(|&house| house_step(board, house))
}

fn house_step<const W: usize>(board: &Board<W>, house: usize) -> Option<Step> {
    let layout = board.layout();
    let open = board.open_in(&layout.houses[house].set);
    if open.len() < 2 {
        return None;
    }
    let parts = parts_of(board, &open)?;
    if parts.iter().all(|part| part.cage.is_none()) {
        return None;
    }
    let kept = sharing(&parts)?;
    let mut step = Step::new(Technique::HouseCombinations);
    for (part, kept) in parts.iter().zip(&kept) {
        for (index, &cell) in part.cells.iter().enumerate() {
            let allowed = kept
                .iter()
                .fold(0, |acc, &set| acc | part.sets[set].1[index]);
            for digit in digits(board.candidates(cell) & !allowed) {
                step.eliminations.push(Cand::new(cell, digit));
            }
        }
    }
    if step.eliminations.is_empty() {
        return None;
    }
    step.eliminations.sort();
    step.houses.push(house as u16);
    step.cages = parts
        .iter()
        .filter_map(|part| part.cage.map(|cage| cage as u16))
        .collect();
    step.cells = open.iter().map(|cell| cell as u16).collect();
    step.detail = words(board, house, &parts, &kept);
    Some(step)
}

/// The parts of a house whose open cells are `open`, in the order of
/// their first cell: each cage's open cells in it, and each open cell in
/// no cage with a sum alone.
fn parts_of<const W: usize>(board: &Board<W>, open: &Cells<W>) -> Option<Vec<Part>> {
    let layout = board.layout();
    let mut parts: Vec<Part> = Vec::new();
    for cell in open.iter() {
        let cage = layout.cages_of[cell]
            .iter()
            .map(|&cage| usize::from(cage))
            .find(|&cage| layout.cages[cage].sum.is_some());
        match cage.and_then(|cage| parts.iter_mut().find(|part| part.cage == Some(cage))) {
            Some(part) => part.cells.push(cell),
            None => parts.push(Part {
                cells: vec![cell],
                cage,
                sets: Vec::new(),
            }),
        }
    }
    for part in &mut parts {
        part.sets = part_sets(board, part.cage, &part.cells)?;
    }
    Some(parts)
}

/// The digit sets `cells` (the part of `cage` in a house) can take: each
/// must fill the cells from their candidates, and leave the cage's other
/// open cells a way to make its sum with digits not in it.
fn part_sets<const W: usize>(
    board: &Board<W>,
    cage: Option<usize>,
    cells: &[usize],
) -> Option<Vec<(u64, Vec<u64>)>> {
    let candidates: Vec<u64> = cells.iter().map(|&cell| board.candidates(cell)).collect();
    let (outside, left) = match cage {
        Some(cage) => {
            let (open, left) = open_part(board, cage)?;
            let outside = open
                .into_iter()
                .filter(|cell| !cells.contains(cell))
                .map(|cell| board.candidates(cell))
                .collect();
            (outside, Some(left))
        }
        None => (Vec::new(), None),
    };
    Some(sets_of(&candidates, &outside, left, board.size()))
}

/// [`part_sets`] on the part's candidates, the cage's other open cells'
/// candidates and what the cage's open cells add up to (none without a
/// sum); apart from the board so that it is compiled once.
fn sets_of(
    candidates: &[u64],
    outside: &[u64],
    left: Option<u32>,
    size: usize,
) -> Vec<(u64, Vec<u64>)> {
    let union = candidates.iter().fold(0, |acc, &mask| acc | mask);
    let mut sets = Vec::new();
    for set in subsets_of(union, candidates.len()) {
        let possible = fillings(candidates, set);
        if possible.contains(&0) {
            continue;
        }
        if let Some(left) = left {
            let Some(rest) = left.checked_sub(digits(set).map(u32::from).sum()) else {
                continue;
            };
            let completes = if outside.is_empty() {
                rest == 0
            } else {
                let others: Vec<u64> = outside.iter().map(|&mask| mask & !set).collect();
                !cage_options(&others, rest, size).combinations.is_empty()
            };
            if !completes {
                continue;
            }
        }
        sets.push((set, possible));
    }
    sets
}

/// Every subset of `mask` with `count` digits.
fn subsets_of(mask: u64, count: usize) -> Vec<u64> {
    fn walk(rest: u64, count: usize, chosen: u64, out: &mut Vec<u64>) {
        if count == 0 {
            out.push(chosen);
            return;
        }
        if (rest.count_ones() as usize) < count {
            return;
        }
        let low = rest & rest.wrapping_neg();
        walk(rest & !low, count - 1, chosen | low, out);
        walk(rest & !low, count, chosen, out);
    }
    let mut out = Vec::new();
    walk(mask, count, 0, &mut out);
    out
}

/// Per part, the indices of its sets that some sharing of the house's
/// digits uses (every part one set, no digit twice); `None` when the
/// search grows past [`MAX_WORK`].
fn sharing(parts: &[Part]) -> Option<Vec<Vec<usize>>> {
    // Digits used by the first i parts, in some choice of theirs (sorted).
    let mut forward: Vec<Vec<u64>> = vec![vec![0]];
    let mut work = 0;
    for part in parts {
        let mut next = Vec::new();
        for &used in forward.last()? {
            work += part.sets.len();
            if work > MAX_WORK {
                return None;
            }
            next.extend(
                part.sets
                    .iter()
                    .filter(|&&(set, _)| used & set == 0)
                    .map(|&(set, _)| used | set),
            );
        }
        next.sort_unstable();
        next.dedup();
        forward.push(next);
    }
    // The digits every open cell of the house takes together: any full
    // choice uses them all, so every final state is the same set.
    let mut reachable: Vec<u64> = forward.last()?.clone();
    let mut kept = vec![Vec::new(); parts.len()];
    for (index, part) in parts.iter().enumerate().rev() {
        let mut before = Vec::new();
        for &used in &forward[index] {
            for (which, &(set, _)) in part.sets.iter().enumerate() {
                if used & set == 0 && reachable.binary_search(&(used | set)).is_ok() {
                    before.push(used);
                    if !kept[index].contains(&which) {
                        kept[index].push(which);
                    }
                }
            }
        }
        before.dedup();
        reachable = before;
    }
    for sets in &mut kept {
        sets.sort_unstable();
    }
    Some(kept)
}

/// "row 1 holds each digit once, shared out between its cages: cage 1
/// (sum 17) 89; cage 2 (sum 3), its cell here, 1 or 2; ...".
fn words<const W: usize>(
    board: &Board<W>,
    house: usize,
    parts: &[Part],
    kept: &[Vec<usize>],
) -> String {
    let layout = board.layout();
    let mut named = Vec::new();
    for (part, kept) in parts.iter().zip(kept) {
        let Some(cage) = part.cage else {
            continue;
        };
        let info = &layout.cages[cage];
        let sets: Vec<String> = kept
            .iter()
            .take(4)
            .map(|&which| digits(part.sets[which].0).map(symbol).collect())
            .collect();
        let more = if kept.len() > 4 { " or ..." } else { "" };
        let here = if part.cells.len() == info.cells.len() {
            String::new()
        } else {
            format!(", its {} here,", cells_word(part.cells.len()))
        };
        named.push(format!(
            "{} (sum {}){here} {}{more}",
            info.name,
            info.sum.unwrap_or(0),
            sets.join(" or ")
        ));
    }
    format!(
        "{} holds each digit once, shared out between its cages: {}",
        layout.houses[house].name,
        named.join("; ")
    )
}

fn cells_word(count: usize) -> String {
    match count {
        1 => "cell".to_string(),
        _ => format!("{count} cells"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::cages::cage_combination;
    use crate::logic::shaped::tests::board_of;

    #[test]
    fn cages_sharing_a_row_keep_each_others_digits_out() {
        // Row 1: 17 in two cells is 8+9 and 3 in two is 1+2; so the 18 in
        // r1c5-r1c7 cannot use 1, 2, 8 or 9 and is 5+6+7 (3+6+9, 4+5+9...
        // each need a digit the other cages hold).
        let cages = "cage=17:0.1;cage=3:2.3;cage=18:4.5.6";
        let mut board = board_of::<2>(&format!("{};{cages}", ".".repeat(81)));
        while let Some(step) = cage_combination(&board) {
            step.apply(&mut board);
        }
        let row_1 = 0;
        assert_eq!(board.layout().houses[row_1].name, "row 1");
        let step = house_step(&board, row_1).expect("a sharing");
        assert_eq!(step.technique, Technique::HouseCombinations);
        for cell in 4..=6 {
            for digit in [3, 4] {
                assert!(
                    step.eliminations.contains(&Cand::new(cell, digit)),
                    "{step:?}"
                );
            }
        }
        assert!(
            step.detail.starts_with("row 1 holds each digit once"),
            "{}",
            step.detail
        );
        assert!(
            step.detail.contains("cage 3 (sum 18) 567"),
            "{}",
            step.detail
        );
    }

    #[test]
    fn subsets_of_three_digits_taken_two_at_a_time() {
        assert_eq!(subsets_of(0b111, 2), vec![0b011, 0b101, 0b110]);
    }
}

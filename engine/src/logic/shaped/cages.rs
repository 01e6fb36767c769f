//! Killer cages: their combinations, their interplay with houses, and the
//! rule of 45 (innies and outies).
//!
//! - **Cage combination**: the digit sets that make a cage's sum with its
//!   cells' candidates; a candidate in none of them goes.
//! - **Cage/house locking**: a digit every combination holds, whose places
//!   in the cage all see a cell (all in one row, say), leaves that cell;
//!   a house whose places for a digit all lie in one cage puts the digit
//!   there, so it leaves the cage's cells outside the house.
//! - **Innies and outies**: one or more houses add up to N(N+1)/2 each; the
//!   cages wholly inside take their sums, so the house cells left over (the
//!   innies) add up to the rest, and the cells of cages sticking out (the
//!   outies) to what those cages bring beyond it. Read as a small cage of
//!   its own (digits may repeat where cells share no house).

use super::board::{digits, Board};
use super::cells::Cells;
use super::layout::{HouseKind, Layout};
use super::step::{Cand, Step};
use super::sum_search::{sum_options, Terms};
use super::sums::cage_options;
use super::text::symbol;
use crate::logic::Technique;

/// The first cage whose combinations rule out some candidate.
pub fn cage_combination<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    for (index, cage) in layout.cages.iter().enumerate() {
        let Some((open, left)) = open_part(board, index) else {
            continue;
        };
        if open.is_empty() {
            continue;
        }
        let candidates: Vec<u64> = open.iter().map(|&cell| board.candidates(cell)).collect();
        let options = cage_options(&candidates, left, board.size());
        let removals: Vec<Cand> = open
            .iter()
            .zip(&options.possible)
            .flat_map(|(&cell, &possible)| {
                digits(board.candidates(cell) & !possible).map(move |d| Cand::new(cell, d))
            })
            .collect();
        if removals.is_empty() {
            continue;
        }
        let cells = cage.cells.len() as u16;
        let mut step = Step::new(Technique::CageCombination).rated(20 + (cells.max(2) - 2).min(6));
        step.eliminations = removals;
        step.cages.push(index as u16);
        step.cells = open.iter().map(|&cell| cell as u16).collect();
        step.digits = options.combinations.iter().fold(0, |acc, &c| acc | c);
        step.detail = combination_words(layout, index, left, open.len(), &options.combinations);
        return Some(step);
    }
    None
}

/// The open cells of a cage with a sum and what they must add up to.
pub(super) fn open_part<const W: usize>(
    board: &Board<W>,
    cage: usize,
) -> Option<(Vec<usize>, u32)> {
    let info = &board.layout().cages[cage];
    let sum = info.sum?;
    let mut left = sum;
    let mut open = Vec::new();
    for &cell in &info.cells {
        match board.value(usize::from(cell)) {
            0 => open.push(usize::from(cell)),
            digit => left = left.checked_sub(u32::from(digit))?,
        }
    }
    Some((open, left))
}

/// "cage 4 (sum 17): its 2 open cells add up to 17, only as 8+9".
fn combination_words<const W: usize>(
    layout: &Layout<W>,
    cage: usize,
    left: u32,
    open: usize,
    combinations: &[u64],
) -> String {
    let info = &layout.cages[cage];
    let sum = info.sum.unwrap_or(0);
    let written: Vec<String> = combinations
        .iter()
        .take(6)
        .map(|&combo| {
            digits(combo)
                .map(|d| symbol(d).to_string())
                .collect::<Vec<_>>()
                .join("+")
        })
        .collect();
    let more = if combinations.len() > 6 {
        " and others"
    } else {
        ""
    };
    let what = if open == info.cells.len() {
        format!("its {open} cells add up to {sum}")
    } else {
        format!("its {open} open cells add up to {left}")
    };
    match written.len() {
        1 => format!("{} (sum {sum}): {what}, only as {}", info.name, written[0]),
        _ => format!(
            "{} (sum {sum}): {what}, as {}{more}",
            info.name,
            written.join(", ")
        ),
    }
}

/// The first digit locked between a cage and a house.
pub fn cage_house_locking<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    // A digit every combination holds, whose places in the cage all see
    // cells outside it.
    for (index, cage) in layout.cages.iter().enumerate() {
        let Some((open, left)) = open_part(board, index) else {
            continue;
        };
        if open.len() < 2 {
            continue;
        }
        let candidates: Vec<u64> = open.iter().map(|&cell| board.candidates(cell)).collect();
        let required = cage_options(&candidates, left, board.size()).required();
        for digit in digits(required) {
            let places = cage.set & board.places(digit);
            let removed = layout.common_peers(&places) & (board.places(digit) - cage.set);
            if !removed.is_empty() {
                let mut step =
                    Step::new(Technique::CageHouseLocking).eliminate_in(board, &removed, digit);
                step.digits = 1 << (digit - 1);
                step.cages.push(index as u16);
                step.houses = layout
                    .common_houses(&places)
                    .into_iter()
                    .map(|h| h as u16)
                    .collect();
                step.cells = places.iter().map(|c| c as u16).collect();
                step.candidates = places.iter().map(|c| Cand::new(c, digit)).collect();
                step.detail = format!(
                    "{} must hold {} (every digit set that makes its sum does), and only {} can",
                    cage.name,
                    symbol(digit),
                    cell_list(layout, &places)
                );
                return Some(step);
            }
        }
    }
    // A house's places for a digit all in one cage.
    for &house in &layout.search_order {
        for digit in 1..=board.size() as u8 {
            let places = board.places_in(house, digit);
            let Some(first) = places.first() else {
                continue;
            };
            for &cage in &layout.cages_of[first] {
                let info = &layout.cages[usize::from(cage)];
                if !places.is_subset_of(&info.set) {
                    continue;
                }
                let removed = info.set - layout.houses[house].set;
                if !removed.intersects(&board.places(digit)) {
                    continue;
                }
                let mut step =
                    Step::new(Technique::CageHouseLocking).eliminate_in(board, &removed, digit);
                step.digits = 1 << (digit - 1);
                step.houses.push(house as u16);
                step.cages.push(cage);
                step.cells = places.iter().map(|c| c as u16).collect();
                step.candidates = places.iter().map(|c| Cand::new(c, digit)).collect();
                step.detail = format!(
                    "{} has {} only in {}, all in {}, which cannot hold it twice",
                    layout.houses[house].name,
                    symbol(digit),
                    cell_list(layout, &places),
                    info.name
                );
                return Some(step);
            }
        }
    }
    None
}

pub(super) fn cell_list<const W: usize>(layout: &Layout<W>, cells: &Cells<W>) -> String {
    let names: Vec<String> = cells
        .iter()
        .map(|c| layout.geometry().cell_name(c))
        .collect();
    names.join(", ")
}

/// The largest number of open innies or outies read as a small cage.
pub(super) const MAX_LEFT_OVER: usize = 4;

/// The first innies or outies (over one house, then two and three
/// neighbouring rows, columns or boxes) that remove or place something.
pub fn innies_outies<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    if !layout.has_sums() {
        return None;
    }
    every_region(layout)
        .find_map(|region| innies_of(board, &region).or_else(|| outies_of(board, &region)))
}

/// The regions the rule of 45 is read over: one house, then two and three
/// neighbouring rows, columns or boxes.
pub(super) fn every_region<const W: usize>(
    layout: &Layout<W>,
) -> impl Iterator<Item = Vec<usize>> + '_ {
    (1..=3usize).flat_map(move |span| regions(layout, span))
}

/// Unions of `span` houses of one kind side by side: single houses of
/// every kind for 1, then neighbouring rows, columns and boxes.
fn regions<const W: usize>(layout: &Layout<W>, span: usize) -> Vec<Vec<usize>> {
    if span == 1 {
        return layout.search_order.iter().map(|&h| vec![h]).collect();
    }
    let n = layout.size;
    let mut out: Vec<Vec<usize>> = Vec::new();
    for offset in [0, n] {
        for start in 0..=n - span {
            out.push((start..start + span).map(|line| offset + line).collect());
        }
    }
    // Boxes side by side in a band or a stack: `span` of the `length` boxes
    // of line `line`, box `b` of it being house `house(line, b)`.
    if let Some(boxes) = layout.shape.boxes() {
        let base = 2 * n;
        let (across, down) = (n / boxes.cols, n / boxes.rows);
        let mut runs = |lines: usize, length: usize, house: &dyn Fn(usize, usize) -> usize| {
            for line in 0..lines {
                for start in 0..(length + 1).saturating_sub(span) {
                    out.push((start..start + span).map(|b| house(line, b)).collect());
                }
            }
        };
        runs(down, across, &|band, b| base + band * across + b);
        runs(across, down, &|stack, b| base + b * across + stack);
    }
    out.retain(|houses| {
        houses
            .iter()
            .all(|&h| h < layout.houses.len() && layout.houses[h].kind != HouseKind::Extra)
    });
    out
}

/// The cells of a region of houses, as a set (the houses must not overlap).
pub(super) fn region_cells<const W: usize>(
    layout: &Layout<W>,
    houses: &[usize],
) -> Option<Cells<W>> {
    let mut set = Cells::EMPTY;
    for &house in houses {
        if set.intersects(&layout.houses[house].set) {
            return None;
        }
        set |= layout.houses[house].set;
    }
    Some(set)
}

/// The cages with a sum wholly inside `set`, and those crossing its edge.
pub(super) fn cages_by_region<const W: usize>(
    layout: &Layout<W>,
    set: &Cells<W>,
) -> Option<(Vec<usize>, Vec<usize>)> {
    let mut inside = Vec::new();
    let mut crossing = Vec::new();
    for (index, cage) in layout.cages.iter().enumerate() {
        if !cage.set.intersects(set) {
            continue;
        }
        cage.sum?;
        if cage.set.is_subset_of(set) {
            inside.push(index);
        } else {
            crossing.push(index);
        }
    }
    Some((inside, crossing))
}

fn innies_of<const W: usize>(board: &Board<W>, houses: &[usize]) -> Option<Step> {
    let layout = board.layout();
    let set = region_cells(layout, houses)?;
    let (inside, _) = cages_by_region(layout, &set)?;
    let mut innies = set;
    let mut total = layout.house_total() * houses.len() as u32;
    for &cage in &inside {
        innies -= layout.cages[cage].set;
        total = total.checked_sub(layout.cages[cage].sum?)?;
    }
    left_over(board, houses, &inside, innies, total, true)
}

fn outies_of<const W: usize>(board: &Board<W>, houses: &[usize]) -> Option<Step> {
    let layout = board.layout();
    let set = region_cells(layout, houses)?;
    let (inside, crossing) = cages_by_region(layout, &set)?;
    if crossing.is_empty() {
        return None;
    }
    let mut covered = Cells::EMPTY;
    let mut cage_sums = 0u32;
    for &cage in inside.iter().chain(&crossing) {
        let info = &layout.cages[cage];
        if covered.intersects(&info.set) {
            return None;
        }
        covered |= info.set;
        cage_sums += info.sum?;
    }
    // Every cell of the houses must be in one of these cages.
    if !set.is_subset_of(&covered) {
        return None;
    }
    let outies = covered - set;
    let total = cage_sums.checked_sub(layout.house_total() * houses.len() as u32)?;
    let cages: Vec<usize> = inside.iter().chain(&crossing).copied().collect();
    left_over(board, houses, &cages, outies, total, false)
}

/// The step reading `cells` as a cage of sum `total`, if it removes or
/// places something.
fn left_over<const W: usize>(
    board: &Board<W>,
    houses: &[usize],
    cages: &[usize],
    cells: Cells<W>,
    total: u32,
    innies: bool,
) -> Option<Step> {
    let layout = board.layout();
    let list: Vec<usize> = cells.iter().collect();
    let placed: u32 = list.iter().map(|&c| u32::from(board.value(c))).sum();
    let open = list.iter().copied().filter(|&c| board.value(c) == 0);
    if !(1..=MAX_LEFT_OVER).contains(&open.clone().count()) {
        return None;
    }
    let open: Terms<usize> = open.collect();
    let left = total.checked_sub(placed)?;
    let candidates: Terms<u64> = open.iter().map(|&c| board.candidates(c)).collect();
    let possible = sum_options(&candidates, left, &|a, b| layout.sees(open[a], open[b]));
    let mut step = Step::new(Technique::InniesOuties).rated(28 + 2 * (houses.len() as u16 - 1));
    for (&cell, &allowed) in open.iter().zip(&possible) {
        let kept = board.candidates(cell) & allowed;
        if open.len() == 1 && kept.count_ones() == 1 {
            step.placements
                .push(Cand::new(cell, kept.trailing_zeros() as u8 + 1));
        }
        for digit in digits(board.candidates(cell) & !allowed) {
            step.eliminations.push(Cand::new(cell, digit));
        }
    }
    if !step.is_useful() {
        return None;
    }
    if !step.placements.is_empty() {
        step.eliminations.clear();
    }
    step.houses = houses.iter().map(|&h| h as u16).collect();
    step.cages = cages.iter().map(|&c| c as u16).collect();
    step.cells = list.iter().map(|&c| c as u16).collect();
    let names: Vec<&str> = houses
        .iter()
        .map(|&h| layout.houses[h].name.as_str())
        .collect();
    let each = layout.house_total();
    step.detail = format!(
        "{} add up to {}; {} {} {} add up to {total}",
        names.join(" and "),
        each * houses.len() as u32,
        if innies {
            "without the cages inside them, the innies"
        } else {
            "with the cages that cross them, the outies"
        },
        cell_list(layout, &cells),
        if list.len() == 1 { "alone" } else { "together" },
    );
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;

    #[test]
    fn a_cage_of_3_in_two_cells_is_1_and_2() {
        let board = board_of::<2>(&format!("{};cage=3:0.1", ".".repeat(81)));
        let step = cage_combination(&board).expect("a combination");
        assert_eq!(step.technique, Technique::CageCombination);
        assert_eq!(step.eliminations.len(), 14, "3-9 from both cells");
        assert!(step.detail.contains("only as 1+2"), "{}", step.detail);
    }

    #[test]
    fn a_row_whose_other_cells_are_caged_gives_its_innie() {
        // Row 1: cages of 8 cells (c1-c8) adding to 40 leave 5 for r1c9.
        let cages = "cage=3:0.1;cage=7:2.3;cage=15:4.5;cage=15:6.7";
        let board = board_of::<2>(&format!("{};{cages}", ".".repeat(81)));
        let step = innies_outies(&board).expect("an innie");
        assert_eq!(step.technique, Technique::InniesOuties);
        assert_eq!(step.placements, vec![Cand::new(8, 5)]);
        assert!(
            step.detail.contains("r1c9 alone add up to 5"),
            "{}",
            step.detail
        );
    }

    #[test]
    fn innies_of_two_rows_are_nudged_to_both_rows() {
        // Rows 1 and 2 of a solution (831954267 over 576218439), caged in
        // columns 1-8 two cells a cage (74 together): r1c9 + r2c9 = 16,
        // 7 and 9. No row or box alone says as much.
        let cages = "cage=13:0.9;cage=10:1.10;cage=7:2.11;cage=11:3.12;\
                     cage=6:4.13;cage=12:5.14;cage=6:6.15;cage=9:7.16";
        let board = board_of::<2>(&format!("{};{cages}", ".".repeat(81)));
        let step = innies_outies(&board).expect("an innie");
        assert_eq!(step.houses.len(), 2, "{}", step.detail);
        assert_eq!(
            step.nudge(board.layout()),
            "Look for cells in row 1 and row 2 that the cages inside leave to add up to a known sum."
        );
    }

    #[test]
    fn a_digit_a_cage_needs_in_one_row_leaves_the_row() {
        // A cage of 3 cells summing to 6 is 1+2+3: every digit is needed;
        // with 1 only in its cells of row 1, 1 leaves the rest of row 1.
        let mut board = board_of::<2>(&format!("{};cage=6:0.1.9", ".".repeat(81)));
        board.eliminate(9, 1);
        let step = cage_house_locking(&board).expect("a locking");
        assert_eq!(step.technique, Technique::CageHouseLocking);
        assert!(step.eliminations.contains(&Cand::new(5, 1)), "{step:?}");
        assert!(!step.eliminations.iter().any(|c| c.cell == 9));
    }
}

//! Finned and sashimi fish (human profile; SE has none): n base lines
//! whose places of a digit lie in n cover lines except for a few *fin*
//! cells, all in one box. Either the fish is real (the digit fills the
//! cover lines' intersections with the base) or a fin holds the digit;
//! cells of the cover lines in the fin's box outside the base lines see
//! both cases, so they lose the digit. The fish is *sashimi* when a base
//! line keeps fewer than two places once the fins are set aside (the fish
//! is then incomplete without the fin).
//!
//! Values (tenths): finned X-wing 3.4, sashimi 3.5; swordfish 4.0 and 4.1;
//! jellyfish 5.4 and 5.5: just above the plain fish, as HoDoKu ranks them.
//! Search order: rows as base, then columns; base sets in increasing-mask
//! order; digits ascending; cover sets likewise.

use crate::digits::Digits;
use crate::units::box_of;

use super::board::{Board, Candidate};
use super::cellset::{CellSet, HOUSES};
use super::combinations::{bits, subsets_of};
use super::fish::houses_of_mask;
use super::step::{first_of, Step};
use super::technique::Technique;

/// Base and cover kinds: rows as base first (first house of each kind).
const PASSES: [(usize, usize); 2] = [(0, 9), (9, 0)];

/// The first finned or sashimi fish of `size` lines.
pub fn finned_fish(board: &Board, size: u32) -> Option<Step> {
    first_of(|visit| search(board, size, visit))
}

fn search(board: &Board, size: u32, visit: &mut dyn FnMut(Step) -> bool) {
    for (base_kind, cover_kind) in PASSES {
        for digit in 1..=9u8 {
            let places = board.places(digit);
            // Base lines hold the digit in 1 to size + 3 places.
            let eligible = (0..9)
                .filter(|&line| {
                    let n = board.house_places(base_kind + line, digit).count_ones();
                    n >= 1 && n <= size + 3
                })
                .fold(0u32, |mask, line| mask | 1 << line);
            for base_mask in subsets_of(size, eligible) {
                let base = houses_of_mask(base_kind, base_mask);
                let in_base = places & base;
                // Cover lines are chosen among the lines the base's places use.
                let used = (0..9)
                    .filter(|&line| in_base.intersects(HOUSES[cover_kind + line]))
                    .fold(0u32, |mask, line| mask | 1 << line);
                if used.count_ones() <= size {
                    continue; // a plain fish, or less
                }
                for cover_mask in subsets_of(size, used) {
                    if let Some(step) = fish(
                        board,
                        digit,
                        size,
                        (base_kind, base_mask),
                        (cover_kind, cover_mask),
                        in_base,
                    ) {
                        if visit(step) {
                            return;
                        }
                    }
                }
            }
        }
    }
}

fn fish(
    board: &Board,
    digit: u8,
    size: u32,
    (base_kind, base_mask): (usize, u32),
    (cover_kind, cover_mask): (usize, u32),
    in_base: CellSet,
) -> Option<Step> {
    let base = houses_of_mask(base_kind, base_mask);
    let cover = houses_of_mask(cover_kind, cover_mask);
    let fins = in_base - cover;
    let fin_box = box_of(fins.first()?);
    if !fins.is_subset_of(HOUSES[18 + fin_box]) {
        return None;
    }
    let body = in_base & cover;
    // Every cover line must meet the body, else the cover could shrink.
    if bits(cover_mask).any(|line| !body.intersects(HOUSES[cover_kind + line as usize])) {
        return None;
    }
    let victims = (board.places(digit) & cover & HOUSES[18 + fin_box]) - base;
    if victims.is_empty() {
        return None;
    }
    let body_sizes = bits(base_mask).map(|line| (body & HOUSES[base_kind + line as usize]).len());
    let (smallest, sashimi) = body_sizes.fold((u32::MAX, false), |(min, _), n| {
        (min.min(n), min.min(n) < 2)
    });
    if smallest == 0 {
        return None; // a base line made of fins only is no fish
    }
    let mut step = Step::new(Technique::finned_fish(size as usize, sashimi))
        .eliminate_in(board, victims, digit);
    step.digits = Digits::single(digit);
    step.highlights.cells = body.iter().map(|c| c as u8).collect();
    step.highlights.candidates = body.iter().map(|c| Candidate::new(c, digit)).collect();
    step.highlights.extra = fins.iter().map(|c| Candidate::new(c, digit)).collect();
    step.highlights.houses = bits(base_mask)
        .map(|line| (base_kind as u32 + line) as u8)
        .chain(bits(cover_mask).map(|line| (cover_kind as u32 + line) as u8))
        .collect();
    Some(step)
}

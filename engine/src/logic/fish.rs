//! Basic fish: X-wing (2), swordfish (3), jellyfish (4). When a digit's
//! places in n base lines (rows, or columns) all lie in n cover lines of
//! the other direction, the digit fills one place per line, so it can be
//! removed from the rest of the cover lines.
//!
//! As SE's `Fisherman`: columns as base first, then rows; base sets in
//! increasing-mask order, digits ascending inside each; every base line
//! needs at least two places, and the digit at least 2n open houses (fewer
//! than 9 - 2n givens placed). Values 3.2, 3.8, 5.2.
//!
//! Finned and sashimi fish (human profile; SE has none) are in `finned.rs`.

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{cells_of_mask, CellSet, HOUSES};
use super::combinations::{bits, combinations};
use super::step::{all_of, first_of, Step};
use super::technique::Technique;

/// Base and cover kinds, in SE's order: (base first house, cover first house).
pub const FISH_PASSES: [(usize, usize); 2] = [(9, 0), (0, 9)];

/// The first basic fish of `size` lines with something to remove.
pub fn basic_fish(board: &Board, size: u32) -> Option<Step> {
    first_of(|visit| fishes(board, size, visit))
}

/// Every basic fish of `size` lines with something to remove, in SE's order.
pub fn all_basic_fish(board: &Board, size: u32) -> Vec<Step> {
    all_of(|visit| fishes(board, size, visit))
}

fn fishes(board: &Board, size: u32, visit: &mut dyn FnMut(Step) -> bool) {
    let placed: [u32; 9] = std::array::from_fn(|d| board.placed_count(d as u8 + 1));
    for (base_kind, cover_kind) in FISH_PASSES {
        // Per digit, the base lines with 2 to `size` places.
        let eligible: [u32; 9] = std::array::from_fn(|d| {
            (0..9)
                .filter(|&line| {
                    (2..=size).contains(
                        &board
                            .house_places(base_kind + line, d as u8 + 1)
                            .count_ones(),
                    )
                })
                .fold(0, |mask, line| mask | 1 << line)
        });
        for base_mask in combinations(size, 9) {
            for digit in 1..=9u8 {
                if placed[usize::from(digit - 1)] + 2 * size > 9
                    || base_mask & !eligible[usize::from(digit - 1)] != 0
                {
                    continue;
                }
                let mut union = 0u16;
                for line in bits(base_mask) {
                    union |= board.house_places(base_kind + line as usize, digit);
                }
                if union.count_ones() != size {
                    continue;
                }
                let base = houses_of_mask(base_kind, u32::from(base_mask as u16));
                let cover = houses_of_mask(cover_kind, u32::from(union));
                let removed = board.places(digit) & (cover - base);
                if removed.is_empty() {
                    continue;
                }
                let mut step = Step::new(fish_technique(size)).eliminate_in(board, removed, digit);
                step.digits = Digits::single(digit);
                let corners = board.places(digit) & base & cover;
                step.highlights.cells = corners.iter().map(|c| c as u8).collect();
                step.highlights.candidates =
                    corners.iter().map(|c| Candidate::new(c, digit)).collect();
                step.highlights.houses = bits(base_mask)
                    .map(|line| (base_kind as u32 + line) as u8)
                    .chain(bits(u32::from(union)).map(|line| (cover_kind as u32 + line) as u8))
                    .collect();
                if visit(step) {
                    return;
                }
            }
        }
    }
}

/// The cells of the lines `first_kind + i` for every bit `i` of `mask`.
pub fn houses_of_mask(first_kind: usize, mask: u32) -> CellSet {
    bits(mask).fold(CellSet::EMPTY, |cells, line| {
        cells | HOUSES[first_kind + line as usize]
    })
}

/// The fish of `size` lines.
pub fn fish_technique(size: u32) -> Technique {
    match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

/// A house's places for a digit as cells.
pub fn places_in(board: &Board, house: usize, digit: u8) -> CellSet {
    cells_of_mask(house, board.house_places(house, digit))
}

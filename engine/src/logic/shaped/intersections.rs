//! Intersections on any shape. A digit's places in a house all inside a
//! second house leave the rest of the second house: pointing (a box or a
//! jigsaw region into a line), claiming (a line into a box or region), and
//! the same with a diagonal, window or disjoint group. Generalized: a
//! digit's places in a house all seeing one cell leave that cell (an
//! anti-knight move, a cage, any mix of rules; Sukaku Explainer's VLocking).

use super::board::{digits, Board};
use super::cells::Cells;
use super::changes::{moved_digits, Changes};
use super::layout::HouseKind;
use super::step::{Cand, Step};
use crate::logic::Technique;

/// The first pointing, then claiming, then intersection with an extra
/// house; with `since`, only where it records that a digit's places in the
/// first house changed (see [`super::solver::Finder::find_since`]).
pub fn intersection<const W: usize>(board: &Board<W>, since: Option<&Changes<W>>) -> Option<Step> {
    let layout = board.layout();
    let moved = moved_digits(since, layout.houses.len(), board.size());
    let kinds: [&[HouseKind]; 3] = [
        &[HouseKind::Box],
        &[HouseKind::Row, HouseKind::Column],
        &[HouseKind::Extra],
    ];
    for from_kinds in kinds {
        for &house in &layout.search_order {
            let kind = layout.houses[house].kind;
            if !from_kinds.contains(&kind) {
                continue;
            }
            for digit in digits(moved[house]) {
                if let Some((other, places, removed)) = lockings(board, house, digit).next() {
                    let other_kind = layout.houses[other].kind;
                    let technique = match (kind, other_kind) {
                        (HouseKind::Extra, _) | (_, HouseKind::Extra) => {
                            Technique::ExtraHouseLocking
                        }
                        (HouseKind::Box, _) => Technique::Pointing,
                        _ => Technique::Claiming,
                    };
                    return Some(locked(
                        board,
                        technique,
                        &[house, other],
                        &places,
                        &removed,
                        digit,
                    ));
                }
            }
        }
    }
    None
}

/// The houses besides `house` that hold every place of `digit` in `house`
/// (two places or more), each with those places and the places of `digit`
/// it loses outside `house`, when it loses any.
fn lockings<const W: usize>(
    board: &Board<W>,
    house: usize,
    digit: u8,
) -> impl Iterator<Item = (usize, Cells<W>, Cells<W>)> + '_ {
    let layout = board.layout();
    let places = board.places_in(house, digit);
    let others = match places.len_up_to_two() {
        0 | 1 => Vec::new(),
        _ => layout.common_houses(&places),
    };
    others
        .into_iter()
        .filter(move |&other| other != house)
        .filter_map(move |other| {
            let outside = layout.houses[other].set - layout.houses[house].set;
            let removed = board.places(digit) & outside;
            (!removed.is_empty()).then_some((other, places, removed))
        })
}

/// The first direct pointing or claiming (SE 1.7 and 1.9): an intersection
/// whose removals leave a digit one place in a house of the first house's
/// kind crossing the second; the step places that single (the removals are
/// not made).
pub fn direct_intersection<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    let passes: [(&[HouseKind], Technique); 2] = [
        (&[HouseKind::Box], Technique::DirectPointing),
        (
            &[HouseKind::Row, HouseKind::Column],
            Technique::DirectClaiming,
        ),
    ];
    for (from_kinds, technique) in passes {
        for digit in 1..=board.size() as u8 {
            for &house in &layout.search_order {
                let kind = layout.houses[house].kind;
                if !from_kinds.contains(&kind) {
                    continue;
                }
                for (other, places, removed) in lockings(board, house, digit) {
                    let single = layout.search_order.iter().copied().find_map(|third| {
                        let crossing = layout.houses[third]
                            .set
                            .intersects(&layout.houses[other].set);
                        if third == house || layout.houses[third].kind != kind || !crossing {
                            return None;
                        }
                        let here = board.places_in(third, digit);
                        let left = here - removed;
                        (here.len() >= 2 && left.len() == 1)
                            .then(|| (third, left.first().expect("one place")))
                    });
                    if let Some((third, cell)) = single {
                        let mut step = Step::new(technique).place(cell, digit);
                        step.digits = 1 << (digit - 1);
                        step.houses = vec![house as u16, other as u16, third as u16];
                        step.cells = places.iter().map(|c| c as u16).collect();
                        step.candidates = places.iter().map(|c| Cand::new(c, digit)).collect();
                        step.extra = removed.iter().map(|c| Cand::new(c, digit)).collect();
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// The first digit whose places in a house all see a cell that still has
/// it (with `since`, as [`intersection`]).
pub fn generalized_intersection<const W: usize>(
    board: &Board<W>,
    since: Option<&Changes<W>>,
) -> Option<Step> {
    let layout = board.layout();
    let moved = moved_digits(since, layout.houses.len(), board.size());
    for &house in &layout.search_order {
        for digit in digits(moved[house]) {
            let places = board.places_in(house, digit);
            if places.len_up_to_two() < 2 {
                continue;
            }
            let removed = layout.common_peers(&places) & board.places(digit);
            if !removed.is_empty() {
                return Some(locked(
                    board,
                    Technique::GeneralizedIntersection,
                    &[house],
                    &places,
                    &removed,
                    digit,
                ));
            }
        }
    }
    None
}

fn locked<const W: usize>(
    board: &Board<W>,
    technique: Technique,
    houses: &[usize],
    places: &Cells<W>,
    removed: &Cells<W>,
    digit: u8,
) -> Step {
    let mut step = Step::new(technique).eliminate_in(board, removed, digit);
    step.digits = 1 << (digit - 1);
    step.houses = houses.iter().map(|&house| house as u16).collect();
    step.cells = places.iter().map(|cell| cell as u16).collect();
    step.candidates = places.iter().map(|cell| Cand::new(cell, digit)).collect();
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;

    #[test]
    fn a_digit_locked_in_a_box_on_the_diagonal_leaves_the_rest_of_the_diagonal() {
        // X: box 1 holds 2 3 8 / 4 . 5 / 6 7 ., so 1 is on r2c2 or r3c3,
        // both on the main diagonal.
        let board = board_of::<2>(&format!("238......4.5......67.......{};x", ".".repeat(54)));
        let step = intersection(&board, None).expect("an intersection");
        assert_eq!(step.technique, Technique::ExtraHouseLocking);
        let removed: Vec<usize> = step.eliminations.iter().map(|c| c.cell()).collect();
        assert_eq!(removed, vec![30, 40, 50, 60, 70, 80]);
        assert!(step.eliminations.iter().all(|c| c.digit == 1));
    }

    #[test]
    fn a_knight_s_move_takes_part_in_a_generalized_intersection() {
        // Row 1 leaves 2 and 4 to r1c2 and r1c4: r3c3 sees r1c2 through
        // box 1 and r1c4 by a knight's move, so it cannot hold either.
        let board = board_of::<2>(&format!("1.3.56789{};antiknight", ".".repeat(72)));
        let step = generalized_intersection(&board, None).expect("a generalized intersection");
        assert_eq!(step.technique, Technique::GeneralizedIntersection);
        assert_eq!(step.cells, vec![1, 3]);
        assert!(step.eliminations.contains(&Cand::new(20, 2)), "{step:?}");
    }
}

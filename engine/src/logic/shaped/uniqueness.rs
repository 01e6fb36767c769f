//! Unique rectangles on any shape where they are sound. Four cells on two
//! rows and two columns that all ended with the same two digits could
//! swap them and still obey every rule, giving a second solution, when
//! every house and every cage meets the rectangle in none of its cells or
//! in one of its sides (two cells on a row or a column of it, which swap
//! an x and a y, keeping the house's digits and the cage's sum). Jigsaw
//! regions, diagonals and windows are houses like the rest; a pair rule
//! (anti-knight, anti-king, non-consecutive, thermometers, dots), a sum
//! whose digits may repeat (arrows, little killers) or a narrowed cell
//! reaches past what a swap keeps, so on such shapes no rectangle is used. A puzzle with one
//! solution cannot end so, which gives, as on the classic grid:
//!
//! - type 1: the one cell with extra candidates loses the two digits;
//! - type 2: the two cells with extra candidates have the same single
//!   extra digit, one of them holds it, so it leaves every cell seeing
//!   both;
//! - type 4: the two cells with extra candidates share a house where one
//!   rectangle digit has no other place, so the other digit leaves them.
//!
//! Valued as SE's rectangles, 4.5. Only on a puzzle known to have one
//! solution (see [`super::solver::Finder::needs_one_solution`]).

use super::board::{digits, Board};
use super::cells::Cells;
use super::step::{Cand, Step};
use super::text::symbol;
use crate::logic::Technique;

/// A rectangle found: its cells in reading order (two on each row), its
/// two digits, and which cells carry more candidates.
struct Rectangle {
    cells: [usize; 4],
    pair: u64,
    extra: Vec<usize>,
}

/// The first unique rectangle of type 1, 2 or 4 that removes something:
/// from each bivalue corner, every rectangle whose four cells hold its two
/// digits and could swap them (see the module's notes).
pub fn unique_rectangle<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    if layout.has_digit_rules {
        return None;
    }
    let geometry = layout.geometry();
    let n = board.size();
    for corner in board.open().iter() {
        let pair = board.candidates(corner);
        if pair.count_ones() != 2 {
            continue;
        }
        let holds = |cell: usize| board.value(cell) == 0 && board.candidates(cell) & pair == pair;
        let (row, col) = (geometry.row_of(corner), geometry.col_of(corner));
        for other_row in (0..n).filter(|&r| r != row) {
            for other_col in (0..n).filter(|&c| c != col) {
                let mut cells = [
                    corner,
                    geometry.cell(row, other_col),
                    geometry.cell(other_row, col),
                    geometry.cell(other_row, other_col),
                ];
                if !cells.iter().all(|&cell| holds(cell)) {
                    continue;
                }
                cells.sort_unstable();
                // Each rectangle once: from its first bivalue corner.
                let first_bivalue = cells.iter().find(|&&cell| board.candidates(cell) == pair);
                if first_bivalue != Some(&corner) || !can_swap(board, &cells) {
                    continue;
                }
                let extra = cells
                    .iter()
                    .copied()
                    .filter(|&cell| board.candidates(cell) != pair)
                    .collect();
                let rectangle = Rectangle { cells, pair, extra };
                let step = type_1(board, &rectangle)
                    .or_else(|| type_2(board, &rectangle))
                    .or_else(|| type_4(board, &rectangle));
                if step.is_some() {
                    return step;
                }
            }
        }
    }
    None
}

/// True when every house and cage meets `cells` (in reading order: two on
/// the first row, two on the second) in none of them or in a side.
fn can_swap<const W: usize>(board: &Board<W>, cells: &[usize; 4]) -> bool {
    let layout = board.layout();
    let geometry = layout.geometry();
    let set: Cells<W> = cells.iter().copied().collect();
    let is_side = |part: &Cells<W>| {
        let inside: Vec<usize> = part.iter().collect();
        inside.len() == 2
            && (geometry.row_of(inside[0]) == geometry.row_of(inside[1])
                || geometry.col_of(inside[0]) == geometry.col_of(inside[1]))
    };
    let houses = layout.houses.iter().map(|house| house.set);
    let cages = layout.cages.iter().map(|cage| cage.set);
    houses.chain(cages).all(|group| {
        let part = group & set;
        part.is_empty() || is_side(&part)
    })
}

fn type_1<const W: usize>(board: &Board<W>, rectangle: &Rectangle) -> Option<Step> {
    let [cell] = rectangle.extra[..] else {
        return None;
    };
    let mut step = step_of(Technique::UniqueRectangle1, rectangle);
    step.eliminations = digits(rectangle.pair)
        .map(|digit| Cand::new(cell, digit))
        .collect();
    step.detail = format!(
        "{}; {} alone holds more",
        swap_words(board, rectangle),
        board.layout().geometry().cell_name(cell),
    );
    Some(step)
}

fn type_2<const W: usize>(board: &Board<W>, rectangle: &Rectangle) -> Option<Step> {
    let [a, b] = rectangle.extra[..] else {
        return None;
    };
    let extra = board.candidates(a) & !rectangle.pair;
    if extra.count_ones() != 1 || board.candidates(b) & !rectangle.pair != extra {
        return None;
    }
    let digit = extra.trailing_zeros() as u8 + 1;
    let both: Cells<W> = [a, b].into_iter().collect();
    let removed = board.layout().common_peers(&both) & board.places(digit);
    if removed.is_empty() {
        return None;
    }
    let mut step =
        step_of(Technique::UniqueRectangle2, rectangle).eliminate_in(board, &removed, digit);
    step.extra = vec![Cand::new(a, digit), Cand::new(b, digit)];
    step.detail = format!(
        "{}; {} and {} hold only {} more: one of them is {}",
        swap_words(board, rectangle),
        board.layout().geometry().cell_name(a),
        board.layout().geometry().cell_name(b),
        symbol(digit),
        symbol(digit)
    );
    Some(step)
}

fn type_4<const W: usize>(board: &Board<W>, rectangle: &Rectangle) -> Option<Step> {
    let [a, b] = rectangle.extra[..] else {
        return None;
    };
    let layout = board.layout();
    let both: Cells<W> = [a, b].into_iter().collect();
    for house in layout.common_houses(&both) {
        for locked in digits(rectangle.pair) {
            if !board.places_in(house, locked).is_subset_of(&both) {
                continue;
            }
            let other = digits(rectangle.pair & !(1 << (locked - 1))).next()?;
            let mut step =
                step_of(Technique::UniqueRectangle4, rectangle).eliminate_in(board, &both, other);
            step.houses.push(house as u16);
            step.detail = format!(
                "{}; in {}, {} can only be in {} and {}, so one of them is {} and neither can be {}",
                swap_words(board, rectangle),
                layout.houses[house].name,
                symbol(locked),
                layout.geometry().cell_name(a),
                layout.geometry().cell_name(b),
                symbol(locked),
                symbol(other)
            );
            return Some(step);
        }
    }
    None
}

fn step_of(technique: Technique, rectangle: &Rectangle) -> Step {
    let mut step = Step::new(technique);
    step.digits = rectangle.pair;
    step.cells = rectangle.cells.iter().map(|&cell| cell as u16).collect();
    step.candidates = rectangle
        .cells
        .iter()
        .flat_map(|&cell| digits(rectangle.pair).map(move |digit| Cand::new(cell, digit)))
        .collect();
    step
}

/// "r1c3, r1c5, r4c3 and r4c5 would let 7 and 8 swap if they held only
/// them".
fn swap_words<const W: usize>(board: &Board<W>, rectangle: &Rectangle) -> String {
    let geometry = board.layout().geometry();
    let [a, b, c, d] = rectangle.cells.map(|cell| geometry.cell_name(cell));
    let both: Vec<String> = digits(rectangle.pair)
        .map(|digit| symbol(digit).to_string())
        .collect();
    format!(
        "{a}, {b}, {c} and {d} would let {} swap (a second solution) if they held only them",
        both.join(" and ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;

    /// A 6x6 (boxes 2x3) with the rectangle r1c1, r1c4, r2c1, r2c4 on 1
    /// and 2 in two boxes, r2c4 holding 3 as well.
    fn six_by_six(rules: &str) -> Board<2> {
        let mut board = board_of::<2>(&format!("{};box=2x3{rules}", ".".repeat(36)));
        for cell in [0, 3, 6, 9] {
            for digit in 3..=6 {
                if !(cell == 9 && digit == 3) {
                    board.eliminate(cell, digit);
                }
            }
        }
        board
    }

    #[test]
    fn a_rectangle_with_one_extra_cell_loses_its_two_digits_there() {
        let board = six_by_six("");
        let step = unique_rectangle(&board).expect("a rectangle");
        assert_eq!(step.technique, Technique::UniqueRectangle1);
        assert_eq!(step.eliminations, vec![Cand::new(9, 1), Cand::new(9, 2)]);
        assert!(step.detail.contains("r2c4 alone"), "{}", step.detail);
    }

    #[test]
    fn no_rectangle_where_a_cage_a_pair_rule_or_a_sum_would_tell_the_swap_apart() {
        // A cage over one corner: swapping 1 and 2 changes its sum.
        assert!(unique_rectangle(&six_by_six(";cage=7:0.1.2")).is_none());
        // The same cells in one cage side: the swap keeps the sum.
        assert!(unique_rectangle(&six_by_six(";cage=3:0.3")).is_some());
        assert!(unique_rectangle(&six_by_six(";antiking")).is_none());
        // A sum whose digits may repeat over one corner: the swap changes it.
        assert!(unique_rectangle(&six_by_six(";littlekiller=3:0.7")).is_none());
        assert!(unique_rectangle(&six_by_six(";thermo=0.7")).is_none());
    }
}

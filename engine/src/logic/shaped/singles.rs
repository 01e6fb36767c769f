//! Singles on any shape: the last open cell of a house (full house), a
//! digit with one place left in a house (hidden single), a cell with one
//! candidate left (naked single). Houses are tried as SE tries them: boxes
//! and regions, columns, rows, then extra houses.

use super::board::{digits, Board};
use super::layout::HouseKind;
use super::step::{Cand, Step};
use crate::logic::Technique;

/// The first full house, else the first hidden single.
pub fn hidden_single<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    for full_house in [true, false] {
        for &house in &layout.search_order {
            let open = board.open_in(&layout.houses[house].set);
            if (open.len() == 1) != full_house || open.is_empty() {
                continue;
            }
            for digit in 1..=board.size() as u8 {
                if let (1, Some(cell)) = board.places_up_to_two(house, digit) {
                    let technique = match (full_house, layout.houses[house].kind) {
                        (true, _) => Technique::FullHouse,
                        (false, HouseKind::Box) if layout.shape.regions().is_some() => {
                            region_or_box(layout, house)
                        }
                        (false, HouseKind::Box) => Technique::HiddenSingleBox,
                        (false, HouseKind::Row) => Technique::HiddenSingleRow,
                        (false, HouseKind::Column) => Technique::HiddenSingleColumn,
                        (false, HouseKind::Extra) => Technique::HiddenSingleExtra,
                    };
                    let mut step = single(technique, cell, digit);
                    step.houses.push(house as u16);
                    return Some(step);
                }
            }
        }
    }
    None
}

/// A jigsaw's own regions are regions; boxes kept beside them are boxes.
fn region_or_box<const W: usize>(layout: &super::layout::Layout<W>, house: usize) -> Technique {
    if layout.houses[house].name.starts_with("region") {
        Technique::HiddenSingleRegion
    } else {
        Technique::HiddenSingleBox
    }
}

/// The first cell in reading order with one candidate left.
pub fn naked_single<const W: usize>(board: &Board<W>) -> Option<Step> {
    board
        .open()
        .iter()
        .find(|&cell| board.count(cell) == 1)
        .map(|cell| {
            let digit = digits(board.candidates(cell))
                .next()
                .expect("one candidate");
            single(Technique::NakedSingle, cell, digit)
        })
}

fn single(technique: Technique, cell: usize, digit: u8) -> Step {
    let mut step = Step::new(technique).place(cell, digit);
    step.digits = 1 << (digit - 1);
    step.cells.push(cell as u16);
    step.candidates.push(Cand::new(cell, digit));
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::{board_of, shared_line};

    #[test]
    fn a_16x16_digit_with_one_place_in_a_box_is_a_hidden_single() {
        let board = board_of::<21>(&shared_line("sizes_16x16.txt", 30));
        let step = hidden_single(&board).expect("a single");
        assert!(step.technique.places());
        let cand = step.placements[0];
        assert!(board.has(cand.cell(), cand.digit));
    }
}

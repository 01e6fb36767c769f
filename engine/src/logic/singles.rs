//! Seed 004's 0-level strategies: the last open cell of a house (full
//! house), a digit with one place left in a house (hidden single), a cell
//! with one candidate left (naked single).
//!
//! Order, as SE's `HiddenSingle` and `NakedSingle`: full houses first (boxes,
//! then columns, then rows), then hidden singles (same house order), each
//! house's digits ascending; naked singles in reading order. SE rates a
//! hidden single in a box 1.2 and in a line 1.5, a naked single 2.3.

use crate::digits::Digits;
use crate::units::CELLS;

use super::board::{Board, Candidate};
use super::cellset::cell_of_house;
use super::step::Step;
use super::technique::Technique;

/// Houses in the order SE scans them: boxes, columns, rows.
pub const SE_HOUSE_ORDER: [usize; 27] = [
    18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 1, 2, 3, 4, 5, 6, 7,
    8,
];

/// The first full house, else the first hidden single.
pub fn hidden_single(board: &Board) -> Option<Step> {
    for full_house in [true, false] {
        for house in SE_HOUSE_ORDER {
            let alone = board.open_in(house) == 1;
            if alone != full_house {
                continue;
            }
            for digit in 1..=9 {
                let places = board.house_places(house, digit);
                if places.count_ones() == 1 {
                    let cell = cell_of_house(house, places.trailing_zeros() as usize);
                    return Some(single(house_technique(house, alone), house, cell, digit));
                }
            }
        }
    }
    None
}

fn house_technique(house: usize, alone: bool) -> Technique {
    match (alone, house / 9) {
        (true, _) => Technique::FullHouse,
        (false, 0) => Technique::HiddenSingleRow,
        (false, 1) => Technique::HiddenSingleColumn,
        (false, _) => Technique::HiddenSingleBox,
    }
}

fn single(technique: Technique, house: usize, cell: usize, digit: u8) -> Step {
    let mut step = Step::new(technique).place(cell, digit);
    step.digits = Digits::single(digit);
    step.highlights.houses.push(house as u8);
    step.highlights.cells.push(cell as u8);
    step.highlights.candidates.push(Candidate::new(cell, digit));
    step
}

/// The first cell in reading order with one candidate left.
pub fn naked_single(board: &Board) -> Option<Step> {
    (0..CELLS)
        .find(|&cell| board.value(cell) == 0 && board.count(cell) == 1)
        .map(|cell| {
            let digit = board.candidates(cell).first().expect("one candidate");
            let mut step = Step::new(Technique::NakedSingle).place(cell, digit);
            step.digits = Digits::single(digit);
            step.highlights.cells.push(cell as u8);
            step.highlights.candidates.push(Candidate::new(cell, digit));
            step
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn full_houses_come_before_hidden_singles() {
        // The Wikipedia solution with r1c1 and r5c5 open: both are full houses.
        let text =
            ".34678912672195348198342567859761423426.53791713924856961537284287419635345286179";
        let board = Board::new(&parse_puzzle(text).unwrap());
        let step = hidden_single(&board).unwrap();
        assert_eq!(step.technique, Technique::FullHouse);
        // Box 1 is scanned before box 5.
        assert_eq!(step.placements, vec![Candidate::new(0, 5)]);
    }
}

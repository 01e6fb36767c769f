//! Clues read along their cells in order (sandwiches, X-sums and
//! skyscrapers outside the grid, between lines, quadruples): every way of
//! filling the cells from their candidates that keeps the clue is
//! followed at once (the clue's machine, state by state), and a digit no
//! such reading puts at its place goes.

use super::board::{digits, Board};
use super::step::{digits_of, Cand, Step};
use super::text::removal_list;
use crate::logic::Technique;
use crate::shape::rules::{live_layers, supported_digits, PRUNING_MOVES};
use crate::shape::Sequence;

/// The first clue with a candidate no reading of it keeps.
pub fn clue_reading<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    layout
        .shape
        .constraints()
        .sequences
        .iter()
        .find_map(|sequence| read(board, sequence))
}

fn read<const W: usize>(board: &Board<W>, sequence: &Sequence) -> Option<Step> {
    let masks: Vec<u64> = sequence
        .cells
        .iter()
        .map(|&cell| board.mark(usize::from(cell)))
        .collect();
    if masks.contains(&0)
        || sequence
            .cells
            .iter()
            .all(|&cell| board.value(usize::from(cell)) != 0)
    {
        return None;
    }
    let machine = sequence.machine.as_ref();
    // A clue too wide open to read within the budget is read later, once
    // its cells are narrowed.
    let layers = live_layers(machine, &masks, PRUNING_MOVES).ok()?;
    let kept = supported_digits(machine, &masks, &layers);
    let mut eliminations = Vec::new();
    for (position, &cell) in sequence.cells.iter().enumerate() {
        let cell = usize::from(cell);
        if board.value(cell) == 0 {
            let gone = masks[position] & !kept[position];
            eliminations.extend(digits(gone).map(|digit| Cand::new(cell, digit)));
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let mut step = Step::new(Technique::ClueReading);
    step.cells = sequence.cells.clone();
    step.digits = digits_of(&eliminations);
    step.detail = format!(
        "{}: no way of filling its cells from their candidates that keeps the clue puts {}",
        sequence.name,
        removal_list(board.layout(), &eliminations)
    );
    step.eliminations = eliminations;
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;
    use crate::units::CELLS;

    #[test]
    fn a_sandwich_of_zero_puts_its_crusts_side_by_side() {
        let row: Vec<String> = (0..9).map(|cell| cell.to_string()).collect();
        // A 1 at r1c1: the 9 must sit right beside it, in r1c2.
        let board = board_of::<2>(&format!(
            "1{};sandwich=0:{}",
            ".".repeat(CELLS - 1),
            row.join(".")
        ));
        let step = clue_reading(&board).expect("a reading");
        assert_eq!(step.technique, Technique::ClueReading);
        assert!(
            step.eliminations
                .iter()
                .all(|cand| cand.digit != 9 || cand.cell != 1),
            "r1c2 keeps 9"
        );
        assert!(
            (2..9).all(|cell| step.eliminations.contains(&Cand::new(cell, 9))),
            "9 leaves the rest of the row: {:?}",
            step.eliminations
        );
    }
}

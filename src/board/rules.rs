//! What a shape's rules say about a partly filled grid, for showing it:
//! the digits a cell may still take and the cells that clash.

use sudoku_engine::shape::{Sudoku, Values};

/// The digits of a candidate mask (bit `d - 1` for digit `d`), in order.
pub fn mask_digits(mask: u64) -> impl Iterator<Item = u8> {
    (1..=64u8).filter(move |&digit| mask >> (digit - 1) & 1 == 1)
}

/// The digits `cell` may take while the other cells hold `digit_of(other)`
/// (0 for empty): what `puzzle` allows there, less a filled peer's digit
/// and whatever a filled related cell forbids (non-consecutive).
pub fn open_digits(puzzle: &Sudoku, cell: usize, digit_of: impl Fn(usize) -> u8) -> u64 {
    let constraints = puzzle.shape().constraints();
    let mut open = puzzle.allowed(cell);
    for &peer in &constraints.peers[cell] {
        if let Some(digit) = std::num::NonZeroU8::new(digit_of(usize::from(peer))) {
            open &= !(1 << (digit.get() - 1));
        }
    }
    for &(other, relation) in &constraints.related[cell] {
        if let Some(theirs) = std::num::NonZeroU8::new(digit_of(usize::from(other))) {
            open &= !relation.banned(theirs.get());
        }
    }
    open
}

/// For each cell of `grid`, whether its digit breaks a rule of `puzzle`'s
/// shape with another filled cell: the same digit in a house, a group or
/// a cell it must differ from, or a pair its relation forbids.
pub fn clashing_cells(puzzle: &Sudoku, grid: &Values) -> Vec<bool> {
    let constraints = puzzle.shape().constraints();
    (0..grid.cells().len())
        .map(|cell| {
            let digit = grid.get(cell);
            digit != 0
                && (constraints.peers[cell]
                    .iter()
                    .any(|&peer| grid.get(usize::from(peer)) == digit)
                    || constraints.related[cell].iter().any(|&(other, relation)| {
                        let theirs = grid.get(usize::from(other));
                        theirs != 0 && !relation.allows(digit, theirs)
                    }))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::format::read_puzzle;
    use sudoku_engine::format::shaped::ShapeOptions;

    fn read(text: &str) -> Sudoku {
        read_puzzle(text, &ShapeOptions::default())
            .expect("the test puzzle reads")
            .sudoku
    }

    #[test]
    fn a_non_consecutive_neighbour_takes_away_the_digits_beside_its_own() {
        let mut cells = vec!['.'; 36];
        cells[0] = '3';
        let line: String = cells.into_iter().collect();
        let puzzle = read(&format!("{line};nonconsecutive"));
        let grid = puzzle.givens().clone();
        let right = open_digits(&puzzle, 1, |cell| grid.get(cell));
        assert_eq!(mask_digits(right).collect::<Vec<_>>(), vec![1, 5, 6]);
        let far = open_digits(&puzzle, 35, |cell| grid.get(cell));
        assert_eq!(mask_digits(far).count(), 6, "r6c6 shares nothing with r1c1");
    }

    #[test]
    fn clashes_follow_every_house_of_the_shape() {
        let mut cells = vec!['.'; 81];
        let puzzle = read(&format!("{};x", cells.iter().collect::<String>()));
        cells[0] = '5';
        cells[80] = '5';
        let grid = Values::from_cells(
            9,
            cells
                .iter()
                .map(|&c| c.to_digit(10).unwrap_or(0) as u8)
                .collect(),
        )
        .unwrap();
        let clashes = clashing_cells(&puzzle, &grid);
        assert!(clashes[0] && clashes[80], "both ends of the diagonal clash");
        assert_eq!(clashes.iter().filter(|&&clash| clash).count(), 2);
    }
}

//! Non-consecutive house arrangements: a house holds each digit once, and
//! under the non-consecutive rule its cells side by side in it (a row's
//! or column's next cells, a box's orthogonal pairs) never hold digits
//! next to each other. Arranging the house's missing digits over its open
//! cells every way both rules and the candidates allow, a candidate no
//! arrangement uses goes. Setters' walkthroughs reason so about a box:
//! "5 in the centre would need 4 and 6 in the corners, and ...".
//!
//! Valued 3.0 (our scale, beside Sukaku Explainer's NC techniques at 2.4
//! and 2.5): it weighs a whole house's arrangements at once.

use super::board::{digits, Board};
use super::step::{Cand, Step};
use crate::logic::Technique;

/// Cells a house's arrangements may visit before the search gives the
/// house up (an empty 9x9 row has 47,622 non-consecutive arrangements,
/// visited in about 200,000 steps).
const MAX_WORK: u64 = 2_000_000;

/// The first house whose non-consecutive arrangements rule a candidate
/// out.
pub fn nc_arrangement<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    if layout.neighbours.iter().all(Vec::is_empty) {
        return None;
    }
    layout
        .search_order
        .iter()
        .find_map(|&house| house_step(board, house))
}

fn house_step<const W: usize>(board: &Board<W>, house: usize) -> Option<Step> {
    let layout = board.layout();
    let mut cells: Vec<usize> = board.open_in(&layout.houses[house].set).iter().collect();
    if cells.len() < 2 {
        return None;
    }
    cells.sort_by_key(|&cell| board.count(cell));
    // For each cell, the earlier cells of the order beside it.
    let beside: Vec<Vec<usize>> = cells
        .iter()
        .enumerate()
        .map(|(index, &cell)| {
            (0..index)
                .filter(|&earlier| {
                    layout.neighbours[cell]
                        .iter()
                        .any(|&n| usize::from(n) == cells[earlier])
                })
                .collect()
        })
        .collect();
    if beside.iter().all(Vec::is_empty) {
        return None;
    }
    let candidates: Vec<u64> = cells.iter().map(|&cell| board.candidates(cell)).collect();
    let mut search = Arrangements {
        candidates: &candidates,
        beside: &beside,
        chosen: vec![0; cells.len()],
        possible: vec![0; cells.len()],
        work: 0,
    };
    search.walk(0, 0).ok()?;
    let mut step = Step::new(Technique::NcArrangement);
    for (index, &cell) in cells.iter().enumerate() {
        for digit in digits(candidates[index] & !search.possible[index]) {
            step.eliminations.push(Cand::new(cell, digit));
        }
    }
    if step.eliminations.is_empty() {
        return None;
    }
    step.eliminations
        .sort_by_key(|cand| (cand.cell, cand.digit));
    step.houses.push(house as u16);
    let mut open = cells.clone();
    open.sort_unstable();
    step.cells = open.iter().map(|&cell| cell as u16).collect();
    step.detail = format!(
        "{} holds each digit once with no two next to each other side by side",
        layout.houses[house].name
    );
    Some(step)
}

/// The depth-first search over a house's arrangements.
struct Arrangements<'a> {
    candidates: &'a [u64],
    beside: &'a [Vec<usize>],
    chosen: Vec<u8>,
    /// Per cell, the digits some full arrangement gives it.
    possible: Vec<u64>,
    work: u64,
}

/// The search ran past [`MAX_WORK`].
struct TooLong;

impl Arrangements<'_> {
    /// True when the cells from `index` on can be arranged with digits
    /// not in `used`; marks every digit an arrangement gives a cell.
    fn walk(&mut self, index: usize, used: u64) -> Result<bool, TooLong> {
        if index == self.candidates.len() {
            return Ok(true);
        }
        self.work += 1;
        if self.work > MAX_WORK {
            return Err(TooLong);
        }
        let mut any = false;
        for digit in digits(self.candidates[index] & !used) {
            let clashes = self.beside[index]
                .iter()
                .any(|&earlier| self.chosen[earlier].abs_diff(digit) == 1);
            if clashes {
                continue;
            }
            // A digit every arrangement from here already gives this cell
            // need not be tried twice, but the cells after it still must
            // be explored for theirs: the search marks as it goes.
            self.chosen[index] = digit;
            if self.walk(index + 1, used | 1 << (digit - 1))? {
                self.possible[index] |= 1 << (digit - 1);
                any = true;
            }
        }
        Ok(any)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;

    #[test]
    fn two_consecutive_digits_left_in_a_row_are_kept_apart() {
        // Row 1 lacks 4, 5 and 9 in c7-c9: 4 and 5 cannot sit side by
        // side, so 9 goes between them, in c8.
        let board = board_of::<2>(&format!("136827...{};nonconsecutive", ".".repeat(72)));
        let step = house_step(&board, 0).expect("an arrangement");
        assert_eq!(step.technique, Technique::NcArrangement);
        let removed = [(6, 9), (7, 4), (7, 5), (8, 9)].map(|(cell, digit)| Cand::new(cell, digit));
        assert_eq!(step.eliminations, removed);
        assert!(step.detail.starts_with("row 1 holds"), "{}", step.detail);
    }
}

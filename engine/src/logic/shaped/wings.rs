//! XY- and XYZ-wings on any shape, "seeing" meaning any rule that makes
//! two cells differ (houses, cages, anti-knight, anti-king). An XY-wing: a
//! pivot with candidates x y sees two pincers x z and y z; one pincer is
//! z, so z leaves every cell seeing both. An XYZ-wing's pivot also holds z,
//! so z leaves the cells seeing all three.

use super::board::{digits, Board};
use super::step::{Cand, Step};
use crate::logic::Technique;

/// The first XY-wing (`with_z` false) or XYZ-wing (true).
pub fn wing<const W: usize>(board: &Board<W>, with_z: bool) -> Option<Step> {
    let layout = board.layout();
    let pivot_count = if with_z { 3 } else { 2 };
    for pivot in board.open().iter() {
        let pivot_mask = board.candidates(pivot);
        if pivot_mask.count_ones() != pivot_count {
            continue;
        }
        let pincers: Vec<usize> = (layout.peers[pivot] & board.open())
            .iter()
            .filter(|&cell| board.count(cell) == 2)
            .filter(|&cell| {
                let mask = board.candidates(cell);
                match with_z {
                    // x z: shares one digit with the pivot.
                    false => (mask & pivot_mask).count_ones() == 1,
                    // x z inside x y z.
                    true => mask & !pivot_mask == 0,
                }
            })
            .collect();
        for (i, &a) in pincers.iter().enumerate() {
            for &b in &pincers[i + 1..] {
                let (ma, mb) = (board.candidates(a), board.candidates(b));
                if ma == mb {
                    continue;
                }
                let z = ma & mb;
                if z.count_ones() != 1 {
                    continue;
                }
                if !with_z && (z & pivot_mask != 0 || (ma | mb) & !z != pivot_mask) {
                    continue;
                }
                if with_z && z & pivot_mask == 0 {
                    continue;
                }
                let digit = z.trailing_zeros() as u8 + 1;
                let mut seen = layout.peers[a] & layout.peers[b];
                if with_z {
                    seen &= layout.peers[pivot];
                }
                seen.remove(pivot);
                let removed = seen & board.places(digit);
                if removed.is_empty() {
                    continue;
                }
                let technique = if with_z {
                    Technique::XYZWing
                } else {
                    Technique::XYWing
                };
                let mut step = Step::new(technique).eliminate_in(board, &removed, digit);
                step.digits = pivot_mask | ma | mb;
                step.cells = vec![pivot as u16, a as u16, b as u16];
                for cell in [pivot, a, b] {
                    for d in digits(board.candidates(cell)) {
                        let cand = Cand::new(cell, d);
                        if d == digit {
                            step.candidates.push(cand);
                        } else {
                            step.extra.push(cand);
                        }
                    }
                }
                return Some(step);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;

    fn keep(board: &mut Board<2>, cell: usize, keep: &[u8]) {
        for digit in 1..=9 {
            if !keep.contains(&digit) {
                board.eliminate(cell, digit);
            }
        }
    }

    #[test]
    fn an_xy_wing_removes_z_from_the_cells_seeing_both_pincers() {
        // Pivot r1c1 {1,2}; pincers r1c5 {1,3} (its row) and r2c1 {2,3}
        // (its column and box). r1c2 and r2c5 see both pincers.
        let mut board = board_of::<2>(&".".repeat(81));
        keep(&mut board, 0, &[1, 2]);
        keep(&mut board, 4, &[1, 3]);
        keep(&mut board, 9, &[2, 3]);
        let step = wing(&board, false).expect("an XY-wing");
        assert_eq!(step.technique, Technique::XYWing);
        assert_eq!(step.cells, vec![0, 4, 9]);
        assert!(step.eliminations.contains(&Cand::new(1, 3)), "{step:?}");
        assert!(step.eliminations.contains(&Cand::new(13, 3)), "{step:?}");
        assert!(step.eliminations.iter().all(|c| c.digit == 3));
    }
}

//! The one-step implications between potentials, as SE's `getOnToOff` and
//! `getOffToOn` produce them, in their order (the order decides which of
//! several equally long chains a search records, and so SE's choices).
//!
//! From "d is in c" (on):
//! - *Y-link* (cell): every other candidate of c is off;
//! - *X-link* (house): d is off in every other cell of c's box, row and
//!   column that still has it (each cell once, named by its first house).
//!
//! From "d is not in c" (off):
//! - *Y-link*: if c has exactly two candidates, the other is on;
//! - *X-link*: in c's box, row and column (in that order), if d has exactly
//!   one other place, it is on there.
//!
//! In a dynamic search the board loses each "off" candidate as it is
//! processed, so later links see the reduced board, and an "on" reached
//! through a cell or house also depends on every candidate removed from it
//! so far: those are its hidden parents.

use crate::logic::board::Board;
use crate::logic::cellset::{houses_of, index_in_house, CellSet, HOUSES, PEERS};
use crate::logic::rules::{self, house_set};

use super::potential::{cell_of, digit_of, pot, Cause, Pot, POTS};

/// One implication: the potential reached and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Implied {
    pub pot: Pot,
    pub cause: Cause,
}

/// Houses of a cell in SE's order: box, row, column.
#[inline]
pub fn se_houses(cell: usize) -> [usize; 3] {
    let [row, col, boxx] = houses_of(cell);
    [boxx, row, col]
}

/// What "on" potential `p` turns off.
pub fn on_to_off(board: &Board, p: Pot, cell_links: bool, out: &mut Vec<Implied>) {
    out.clear();
    let cell = cell_of(p);
    let digit = digit_of(p);
    if cell_links {
        for other in board.candidates(cell).iter() {
            if other != digit {
                out.push(Implied {
                    pot: pot(cell, other, false),
                    cause: Cause::Cell,
                });
            }
        }
    }
    // Peers holding the digit, house by house (each cell once, named by its
    // first house); ascending cell order is SE's order inside each house.
    let rules = board.rules();
    if rules.is_classic() {
        let mut remaining = board.places(digit) & PEERS[cell];
        for house in se_houses(cell) {
            let here = remaining & HOUSES[house];
            push_offs(here, digit, Cause::House(house as u8), out);
            remaining -= here;
        }
    } else {
        variant_offs(board, cell, digit, out);
    }
}

#[inline]
fn push_offs(cells: CellSet, digit: u8, cause: Cause, out: &mut Vec<Implied>) {
    for other in cells.iter() {
        out.push(Implied {
            pot: pot(other, digit, false),
            cause,
        });
    }
}

/// Sukaku's "off" links under a variant's rules: its houses (box, row,
/// column, then the extra ones), the anti-king and anti-knight cells left,
/// then under the non-consecutive rule the digits next to `digit` in the
/// neighbours.
#[inline(never)]
fn variant_offs(board: &Board, cell: usize, digit: u8, out: &mut Vec<Implied>) {
    let rules = board.rules();
    let mut remaining = board.places(digit) & rules.peers(cell);
    for house in rules.houses_of(cell) {
        let here = remaining & house_set(house);
        push_offs(here, digit, Cause::House(house as u8), out);
        remaining -= here;
    }
    for &other in rules.differing(cell) {
        let other = usize::from(other);
        if remaining.contains(other) {
            remaining.remove(other);
            push_offs(CellSet::single(other), digit, Cause::Rule, out);
        }
    }
    for &neighbour in rules.not_consecutive(cell) {
        let neighbour = usize::from(neighbour);
        for next in [digit + 1, digit - 1] {
            if (1..=9).contains(&next) && board.has(neighbour, next) {
                push_offs(CellSet::single(neighbour), next, Cause::Rule, out);
            }
        }
    }
}

/// What "off" potential `p` turns on, on `board` as it stands.
pub fn off_to_on(
    board: &Board,
    p: Pot,
    cell_links: bool,
    house_links: bool,
    out: &mut Vec<Implied>,
) {
    out.clear();
    let cell = cell_of(p);
    let digit = digit_of(p);
    if cell_links {
        let mask = board.mask(cell);
        if mask.count_ones() == 2 {
            let other_mask = mask & !(1 << (digit - 1));
            if other_mask.count_ones() == 1 {
                let other = other_mask.trailing_zeros() as u8 + 1;
                out.push(Implied {
                    pot: pot(cell, other, true),
                    cause: Cause::Cell,
                });
            }
        }
    }
    if house_links {
        for house in se_houses(cell) {
            let others = board.house_places(house, digit) & !(1 << index_in_house(cell, house));
            if others.count_ones() == 1 {
                let place = rules::cell_in(house, others.trailing_zeros() as usize);
                push_single_place(house, place, digit, out);
            }
        }
        for &house in board.rules().extra_houses_of(cell) {
            // By cell sets: an extra house keeps no mask of its places.
            let others = board.places(digit) & (house_set(house) - CellSet::single(cell));
            if let Some(place) = others.single_cell() {
                push_single_place(house, place, digit, out);
            }
        }
    }
}

/// `place`, the one place left for `digit` in `house`, turned on unless a
/// link already reached it.
#[inline]
fn push_single_place(house: usize, place: usize, digit: u8, out: &mut Vec<Implied>) {
    let target = pot(place, digit, true);
    if !out.iter().any(|implied| implied.pot == target) {
        out.push(Implied {
            pot: target,
            cause: Cause::House(house as u8),
        });
    }
}

/// The hidden parents of an "on" reached by `cause`: the candidates of its
/// cell (or of its digit in its house) that `start` had and `now` lacks.
pub fn hidden_parents(start: &Board, now: &Board, on: Pot, cause: Cause, out: &mut Vec<Pot>) {
    out.clear();
    let cell = cell_of(on);
    match cause {
        Cause::Cell => {
            let gone = start.mask(cell) & !now.mask(cell);
            for bit in 0..9u8 {
                if gone >> bit & 1 != 0 {
                    out.push(pot(cell, bit + 1, false));
                }
            }
        }
        Cause::House(house) => {
            let house = usize::from(house);
            let digit = digit_of(on);
            if house >= rules::CLASSIC_HOUSES {
                // By cell sets (an extra house keeps no mask of its
                // places), in reading order as the house lists its cells.
                let gone = (start.places(digit) - now.places(digit)) & house_set(house);
                out.extend(gone.iter().map(|cell| pot(cell, digit, false)));
                return;
            }
            let gone = start.house_places(house, digit) & !now.house_places(house, digit);
            for index in 0..9 {
                if gone >> index & 1 != 0 {
                    out.push(pot(rules::cell_in(house, index), digit, false));
                }
            }
        }
        Cause::Assumed | Cause::Rule | Cause::Advanced(_) => {}
    }
}

/// The implications of every potential of a board that does not change
/// (static searches), computed once: each potential's cell links, then its
/// house links, in SE's order.
pub struct StaticLinks {
    implied: Vec<Implied>,
    /// Per potential: where its links start, where its house links start,
    /// where they end, in `implied`.
    ranges: Vec<(u32, u32, u32)>,
}

impl StaticLinks {
    pub fn new(board: &Board) -> StaticLinks {
        let mut implied = Vec::with_capacity(POTS * 4);
        let mut ranges = vec![(0, 0, 0); POTS];
        let mut buffer = Vec::new();
        for cell in 0..81 {
            for digit in board.candidates(cell).iter() {
                for on in [false, true] {
                    let p = pot(cell, digit, on);
                    if on {
                        on_to_off(board, p, true, &mut buffer);
                    } else {
                        off_to_on(board, p, true, true, &mut buffer);
                    }
                    let start = implied.len() as u32;
                    let houses =
                        start + buffer.iter().filter(|i| i.cause == Cause::Cell).count() as u32;
                    implied.extend_from_slice(&buffer);
                    ranges[usize::from(p)] = (start, houses, implied.len() as u32);
                }
            }
        }
        StaticLinks { implied, ranges }
    }

    /// The links from `p`: its cell links if `cell_links`, its house links
    /// if `house_links`.
    #[inline]
    pub fn from(&self, p: Pot, cell_links: bool, house_links: bool) -> &[Implied] {
        let (start, houses, end) = self.ranges[usize::from(p)];
        let from = if cell_links { start } else { houses };
        let to = if house_links { end } else { houses };
        &self.implied[from as usize..to.max(from) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn links_follow_se_order() {
        let wiki =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let board = Board::new(&parse_puzzle(wiki).unwrap());
        let mut out = Vec::new();
        // r1c3 holds 1, 2, 4.
        on_to_off(&board, pot(2, 1, true), true, &mut out);
        assert_eq!(out[0].pot, pot(2, 2, false));
        assert_eq!(out[1].pot, pot(2, 4, false));
        assert!(out[2..].iter().all(|i| digit_of(i.pot) == 1));
        // Its box first: r2c2 before r1c4.
        assert!(matches!(out[2].cause, Cause::House(18)));
        off_to_on(&board, pot(2, 1, false), true, true, &mut out);
        assert!(out
            .iter()
            .all(|i| digit_of(i.pot) == 1 || cell_of(i.pot) == 2));
    }

    #[test]
    fn variant_links_follow_sukaku_order() {
        let variants = rules::Variants {
            x: true,
            anti_knight: true,
            non_consecutive: true,
            ..Default::default()
        };
        let empty = [0u8; 81];
        let board = Board::from_marks(
            &empty,
            &[0x1ff; 81],
            CellSet::EMPTY,
            rules::Rules::of(variants),
        );
        let mut out = Vec::new();
        // r5c5 = 5: its box, row and column, then the diagonals, then the
        // knight cells, then 6 and 4 beside it (up, down, right, left).
        on_to_off(&board, pot(40, 5, true), false, &mut out);
        let causes: Vec<Cause> = out.iter().map(|i| i.cause).collect();
        assert_eq!(causes.iter().filter(|&&c| c == Cause::House(45)).count(), 6);
        assert_eq!(causes.iter().filter(|&&c| c == Cause::House(46)).count(), 6);
        let rule: Vec<(usize, u8)> = out
            .iter()
            .filter(|i| i.cause == Cause::Rule)
            .map(|i| (cell_of(i.pot), digit_of(i.pot)))
            .collect();
        let knight = [59, 57, 23, 21, 51, 47, 33, 29].map(|cell| (cell, 5));
        let beside = [31, 49, 41, 39].map(|cell| [(cell, 6), (cell, 4)]).concat();
        assert_eq!(rule, [knight.as_slice(), &beside].concat());
        // With 5 left only in r1c1 and r9c9 on the main diagonal, 5 off in
        // r1c1 puts it in r9c9.
        let mut marks = [0x1ffu16; 81];
        for cell in (0..81).filter(|&c| c % 10 == 0 && c != 0 && c != 80) {
            marks[cell] &= !(1 << 4);
        }
        let board = Board::from_marks(&empty, &marks, CellSet::EMPTY, rules::Rules::of(variants));
        off_to_on(&board, pot(0, 5, false), false, true, &mut out);
        assert_eq!(out[0].pot, pot(80, 5, true));
        assert_eq!(out[0].cause, Cause::House(45));
    }
}

//! What the metaheuristics search over: the cells left open and the digits
//! each may take, after an optional reduction of the puzzle.
//!
//! The papers' pure forms search every digit a cell allows
//! ([`Reduction::None`]). The paper behind `harmony` first drops the digits a
//! given peer holds ([`Reduction::Givens`], its step 2). Lewis's later hybrid
//! with constraint programming fixes every cell that naked and hidden singles
//! decide ([`Reduction::Singles`]). Every reduction is sound: it never removes
//! a digit some solution uses, so a cell left without digits proves the
//! puzzle has no solution.

use crate::digits::Digits;
use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::{CELLS, PEERS, UNITS};

/// How much of the puzzle to settle before searching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduction {
    /// Only the givens and pencil marks restrict the cells.
    None,
    /// Cells also lose the digits their given peers hold.
    Givens,
    /// Naked and hidden singles are placed until they stall.
    Singles,
}

/// The result of a reduction.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Reduced {
    /// The reduction filled every cell.
    Solved(Grid),
    /// The reduction left a cell or a unit digit without a place: no solution.
    Contradiction,
    /// The cells still open and the digits each of them may take.
    Open(Space),
}

/// A search space: the settled cells and the candidates of the open ones.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Space {
    /// Givens and the cells the reduction settled; 0 where a cell is open.
    pub(crate) settled: Grid,
    /// The digits each cell may take: one digit for a settled cell.
    pub candidates: [Digits; CELLS],
}

impl Space {
    /// Number of cells settled beyond the givens.
    pub(crate) fn settled_beyond(&self, puzzle: &Puzzle) -> usize {
        self.settled.filled() - puzzle.given_count()
    }
}

/// Applies `reduction` to `puzzle`.
pub(crate) fn reduce(puzzle: &Puzzle, reduction: Reduction) -> Reduced {
    let mut candidates = [Digits::NONE; CELLS];
    for (cell, slot) in candidates.iter_mut().enumerate() {
        *slot = puzzle.allowed(cell);
    }
    let settled = *puzzle.givens();
    match reduction {
        Reduction::None => finish(settled, candidates),
        Reduction::Givens => {
            for cell in 0..CELLS {
                if settled.get(cell) == 0 {
                    for &peer in &PEERS[cell] {
                        let digit = settled.get(peer as usize);
                        if digit != 0 {
                            candidates[cell].remove(digit);
                        }
                    }
                }
            }
            finish(settled, candidates)
        }
        Reduction::Singles => singles(settled, candidates),
    }
}

fn finish(settled: Grid, candidates: [Digits; CELLS]) -> Reduced {
    if candidates.iter().any(|set| set.is_empty()) {
        return Reduced::Contradiction;
    }
    if settled.is_full() {
        return Reduced::Solved(settled);
    }
    Reduced::Open(Space {
        settled,
        candidates,
    })
}

/// Places the givens, then naked singles (a cell with one candidate) and
/// hidden singles (a digit with one place in a unit) until none is left.
fn singles(givens: Grid, mut candidates: [Digits; CELLS]) -> Reduced {
    let mut settled = Grid::EMPTY;
    let mut queue: Vec<(usize, u8)> = (0..CELLS)
        .filter(|&c| givens.get(c) != 0)
        .map(|c| (c, givens.get(c)))
        .collect();
    loop {
        while let Some((cell, digit)) = queue.pop() {
            if !place(&mut settled, &mut candidates, cell, digit, &mut queue) {
                return Reduced::Contradiction;
            }
        }
        if settled.is_full() {
            return Reduced::Solved(settled);
        }
        for unit in &UNITS {
            let (mut once, mut twice) = (Digits::NONE, Digits::NONE);
            for &cell in unit {
                let set = candidates[cell as usize];
                twice = twice.union(once.intersection(set));
                once = once.union(set);
            }
            if once != Digits::ALL {
                return Reduced::Contradiction;
            }
            for digit in once.without(twice).iter() {
                let cell = unit
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| candidates[c].contains(digit))
                    .expect("a digit seen once has its cell");
                if settled.get(cell) == 0 {
                    queue.push((cell, digit));
                }
            }
        }
        if queue.is_empty() {
            return Reduced::Open(Space {
                settled,
                candidates,
            });
        }
    }
}

/// Settles `cell` to `digit` and removes the digit from its peers, queueing
/// the naked singles this makes; false on a contradiction.
fn place(
    settled: &mut Grid,
    candidates: &mut [Digits; CELLS],
    cell: usize,
    digit: u8,
    queue: &mut Vec<(usize, u8)>,
) -> bool {
    if settled.get(cell) != 0 {
        return settled.get(cell) == digit;
    }
    if !candidates[cell].contains(digit) {
        return false;
    }
    settled.set(cell, digit);
    candidates[cell] = Digits::single(digit);
    for &peer in &PEERS[cell] {
        let peer = peer as usize;
        if settled.get(peer) != 0 || !candidates[peer].contains(digit) {
            continue;
        }
        candidates[peer].remove(digit);
        match candidates[peer].len() {
            0 => return false,
            1 => queue.push((peer, candidates[peer].first().expect("one digit"))),
            _ => {}
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    const WIKIPEDIA: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn singles_solve_an_easy_puzzle() {
        let puzzle = parse_puzzle(WIKIPEDIA).unwrap();
        match reduce(&puzzle, Reduction::Singles) {
            Reduced::Solved(grid) => assert!(puzzle.is_solved_by(&grid)),
            other => panic!("expected a solution, got {other:?}"),
        }
    }

    #[test]
    fn givens_reduction_keeps_the_solution_digits() {
        let puzzle = parse_puzzle(WIKIPEDIA).unwrap();
        let solution = crate::format::parse_grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let Reduced::Open(space) = reduce(&puzzle, Reduction::Givens) else {
            panic!("one elimination pass does not settle cells");
        };
        assert_eq!(space.settled, *puzzle.givens());
        for cell in 0..CELLS {
            assert!(space.candidates[cell].contains(solution.get(cell)));
        }
        assert!(space.candidates[2].len() < 9);
    }

    #[test]
    fn contradictions_are_found() {
        // Row 1 needs a 9 only r1c9 can hold, but column 9 already has one.
        let puzzle = parse_puzzle(
            "12345678.........9...............................................................",
        )
        .unwrap();
        assert_eq!(reduce(&puzzle, Reduction::Givens), Reduced::Contradiction);
        assert_eq!(reduce(&puzzle, Reduction::Singles), Reduced::Contradiction);
        assert!(matches!(reduce(&puzzle, Reduction::None), Reduced::Open(_)));
    }
}

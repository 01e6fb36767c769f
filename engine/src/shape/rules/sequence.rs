//! Rules over cells read in order, each a small machine (an automaton):
//! sandwiches, X-sums and skyscrapers read a row or column from their
//! clue, a between line from one circle to the other, a quadruple its
//! four cells. The engines read every such rule the same way: `propagate`
//! keeps the digits some accepted reading passes through, `sat` encodes
//! the machine's states layer by layer.

use std::fmt;
use std::sync::Arc;

use crate::digits::digits;

/// A machine that reads a sequence of digits: it starts in a state, each
/// digit at each position moves it to another state or rejects the
/// reading, and the digits keep the rule when the last state accepts.
/// A state is a number the rule packs as it likes; fewer states make
/// both engines faster.
pub trait Automaton: fmt::Debug + Send + Sync {
    /// The state before any digit.
    fn start(&self) -> u64;
    /// The state after `digit` at `position` (0-based), or `None` when no
    /// reading through it keeps the rule.
    fn step(&self, state: u64, position: usize, digit: u8) -> Option<u64>;
    /// True when a reading that ends in `state` keeps the rule.
    fn accepts(&self, state: u64) -> bool;
}

/// Cells whose digits, read in order, a machine accepts.
#[derive(Clone, Debug)]
pub struct Sequence {
    /// What a person calls it in an error: `the sandwich 18 of column 3`.
    pub name: String,
    pub cells: Vec<u16>,
    pub machine: Arc<dyn Automaton>,
}

impl Sequence {
    /// True when the digits `of` each cell, read in order, keep the rule.
    pub fn holds(&self, of: impl Fn(usize) -> u8) -> bool {
        let mut state = self.machine.start();
        for (position, &cell) in self.cells.iter().enumerate() {
            match self.machine.step(state, position, of(usize::from(cell))) {
                Some(next) => state = next,
                None => return false,
            }
        }
        self.machine.accepts(state)
    }

    /// Each cell's digits that some accepted reading passes through, given
    /// the digits each cell may hold; `None` when no reading is accepted.
    /// A reading that would take more than `budget` moves is not followed:
    /// then every candidate stays (nothing is ruled out, which is sound:
    /// once the cells are narrowed enough the reading fits the budget,
    /// and a full grid is always read). Beside it, the moves the reading
    /// took: what it cost.
    pub fn supported(
        &self,
        candidates: impl Fn(usize) -> u64,
        budget: usize,
    ) -> (Option<Vec<u64>>, usize) {
        let masks: Vec<u64> = self
            .cells
            .iter()
            .map(|&cell| candidates(usize::from(cell)))
            .collect();
        let layers = match live_layers(self.machine.as_ref(), &masks, budget) {
            Ok(layers) => layers,
            Err(TooManyMoves { moves }) => return (Some(masks), moves),
        };
        let moves = layers
            .iter()
            .zip(&masks)
            .map(|(layer, mask)| layer.len() * mask.count_ones() as usize)
            .sum();
        if layers[0].is_empty() {
            return (None, moves);
        }
        (
            Some(supported_digits(self.machine.as_ref(), &masks, &layers)),
            moves,
        )
    }
}

/// The most moves (a state and a digit read from it) the search's
/// propagation and the logic's clue reading follow in one reading of a
/// sequence; a reading that needs more is left until the cells are
/// narrowed (a row of 1-9 under a sandwich takes about 20,000).
pub const PRUNING_MOVES: usize = 1 << 16;

/// A reading of a sequence that would take more moves than its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyMoves {
    /// The moves the reading had taken or was about to take.
    pub moves: usize,
}

impl fmt::Display for TooManyMoves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "reading it takes more than {} moves", self.moves)
    }
}

/// Each position's digits of `masks` that lead from a live state of
/// `layers` (see [`live_layers`]) to a live state after it.
pub fn supported_digits(machine: &dyn Automaton, masks: &[u64], layers: &[Vec<u64>]) -> Vec<u64> {
    let supported = masks.iter().enumerate().map(|(position, &mask)| {
        let next = &layers[position + 1];
        digits(mask)
            .filter(|&digit| {
                layers[position]
                    .iter()
                    .any(|&state| leads_to(machine, state, position, digit, next).is_some())
            })
            .fold(0u64, |mask, digit| mask | 1 << (digit - 1))
    });
    supported.collect()
}

/// The states of `machine` that lie on some accepted reading of digits
/// of `masks` (bit `d - 1` for digit `d`), before each position and after
/// the last: `layers[i]`, sorted, holds the states reachable before
/// position `i` from which the rest can still be read to an accepting
/// state. All layers are empty when no reading is accepted. A reading
/// that would take more than `budget` moves (a state and a digit) is
/// given up before it takes them, so time and memory stay bounded
/// whatever the machine.
pub fn live_layers(
    machine: &dyn Automaton,
    masks: &[u64],
    budget: usize,
) -> Result<Vec<Vec<u64>>, TooManyMoves> {
    let count = masks.len();
    let mut layers = vec![vec![machine.start()]];
    let mut moves = 0usize;
    for (position, &mask) in masks.iter().enumerate() {
        let here = &layers[position];
        moves = moves.saturating_add(here.len().saturating_mul(mask.count_ones() as usize));
        if moves > budget {
            return Err(TooManyMoves { moves });
        }
        let mut next: Vec<u64> = here
            .iter()
            .flat_map(|&state| {
                digits(mask).filter_map(move |digit| machine.step(state, position, digit))
            })
            .collect();
        next.sort_unstable();
        next.dedup();
        layers.push(next);
    }
    layers[count].retain(|&state| machine.accepts(state));
    for position in (0..count).rev() {
        let (before, after) = layers.split_at_mut(position + 1);
        let alive = &after[0];
        before[position].retain(|&state| {
            digits(masks[position])
                .any(|digit| leads_to(machine, state, position, digit, alive).is_some())
        });
    }
    Ok(layers)
}

/// Where `digit` at `position` leads `machine` from `state`: the index of
/// the next state in `live`, the sorted live states after `position`;
/// `None` when it is rejected or leads to no live state.
pub fn leads_to(
    machine: &dyn Automaton,
    state: u64,
    position: usize,
    digit: u8,
    live: &[u64],
) -> Option<usize> {
    let next = machine.step(state, position, digit)?;
    live.binary_search(&next).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Accepts readings whose digits add up to a total.
    #[derive(Debug)]
    struct Total(u64);

    impl Automaton for Total {
        fn start(&self) -> u64 {
            0
        }
        fn step(&self, state: u64, _: usize, digit: u8) -> Option<u64> {
            Some(state + u64::from(digit)).filter(|&sum| sum <= self.0)
        }
        fn accepts(&self, state: u64) -> bool {
            state == self.0
        }
    }

    #[test]
    fn only_digits_of_an_accepted_reading_are_supported() {
        let sequence = Sequence {
            name: "two cells adding up to 4".into(),
            cells: vec![0, 1],
            machine: Arc::new(Total(4)),
        };
        // 1-9 and {1, 2}: the first cell can only be 2 or 3.
        let masks = [0x1ff, 0b11];
        let supported = sequence
            .supported(|cell| masks[cell], PRUNING_MOVES)
            .0
            .unwrap();
        assert_eq!(supported, vec![0b110, 0b11]);
        assert!(sequence.holds(|cell| [3, 1][cell]));
        assert!(!sequence.holds(|cell| [3, 2][cell]));
        assert_eq!(
            sequence.supported(|_| 0b1, PRUNING_MOVES).0,
            None,
            "1 + 1 is never 4"
        );
    }
}

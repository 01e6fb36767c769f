//! Sandwiches: the digits between 1 and N (the grid's largest digit) in
//! the row or column add up to the clue (`sandwich=18:0.1.2.3.4.5.6.7.8`).

use std::sync::Arc;

use super::outside::{self, Kind};
use super::sequence::Automaton;
use super::Rule;

pub static SANDWICH: Kind = Kind {
    tag: "sandwich",
    name: "sandwich",
    plural: "sandwiches",
    machine,
};

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    outside::read(&SANDWICH, data)
}

fn machine(value: u32, size: usize) -> Result<Arc<dyn Automaton>, String> {
    let most = (2..size as u32).sum::<u32>();
    if value > most {
        return Err(format!(
            "the digits between 1 and {size} add up to at most {most}, never {value}"
        ));
    }
    Ok(Arc::new(Sandwich {
        total: u64::from(value),
        largest: size as u8,
        tracks_digits: size <= MOST_TRACKED,
    }))
}

/// The line is read in phases: before either crust, between them (the
/// first crust seen, 1 or N, and the digits so far), after both. The
/// state is the phase in its low two bits, the digits between as a mask
/// above them (each once: the line is a row or column), and their sum
/// above bit 40. Above [`MOST_TRACKED`] the digits are not kept, only
/// their sum: the row or column keeps them distinct anyway, and a mask of
/// N - 2 digits would make up to 2^(N-2) states.
#[derive(Debug)]
struct Sandwich {
    total: u64,
    largest: u8,
    tracks_digits: bool,
}

/// The largest grid whose sandwiches keep the digits between the crusts
/// in their state (at most 2 x 2^7 states on a 9x9, and sharper pruning).
const MOST_TRACKED: usize = 9;

const BEFORE: u64 = 0;
const AFTER_ONE: u64 = 1;
const AFTER_LARGEST: u64 = 2;
const DONE: u64 = 3;
const SUM_SHIFT: u32 = 40;

impl Automaton for Sandwich {
    fn start(&self) -> u64 {
        BEFORE
    }

    fn step(&self, state: u64, _: usize, digit: u8) -> Option<u64> {
        let crust = digit == 1 || digit == self.largest;
        let phase = state & 3;
        match phase {
            BEFORE if digit == 1 => Some(AFTER_ONE),
            BEFORE if digit == self.largest => Some(AFTER_LARGEST),
            BEFORE | DONE => (!crust).then_some(phase),
            _ => {
                let sum = state >> SUM_SHIFT;
                let closing = if phase == AFTER_ONE { self.largest } else { 1 };
                let bit = if self.tracks_digits {
                    1u64 << (digit + 1)
                } else {
                    0
                };
                if digit == closing {
                    (sum == self.total).then_some(DONE)
                } else if crust || state & bit != 0 {
                    None
                } else {
                    let sum = sum + u64::from(digit);
                    let mask = state & ((1 << SUM_SHIFT) - 1);
                    (sum <= self.total).then_some(sum << SUM_SHIFT | mask | bit)
                }
            }
        }
    }

    fn accepts(&self, state: u64) -> bool {
        state == DONE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The state after reading `digits`, or `None` where the machine stops.
    fn read(digits: &[u8], total: u32) -> Option<u64> {
        let machine = machine(total, 9).unwrap();
        digits
            .iter()
            .enumerate()
            .try_fold(machine.start(), |state, (at, &digit)| {
                machine.step(state, at, digit)
            })
    }

    #[test]
    fn the_digits_between_the_crusts_add_up_and_are_each_once() {
        let machine = machine(8, 9).unwrap();
        let done = |digits: &[u8]| read(digits, 8).is_some_and(|state| machine.accepts(state));
        assert!(done(&[2, 1, 3, 5, 9, 4]));
        assert!(done(&[9, 5, 3, 1]));
        assert!(!done(&[1, 3, 4, 9]), "7, not 8");
        assert_eq!(read(&[1, 4, 4], 8), None, "a row holds 4 once");
        assert_eq!(read(&[1, 9, 1], 0), None, "a second crust");
    }
}

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
    }))
}

/// The line is read in phases: before either crust, between them (the
/// first crust seen, 1 or N, and the sum so far), after both.
#[derive(Debug)]
struct Sandwich {
    total: u64,
    largest: u8,
}

const BEFORE: u64 = 0;
const AFTER_ONE: u64 = 1;
const AFTER_LARGEST: u64 = 2;
const DONE: u64 = 3;

impl Automaton for Sandwich {
    fn start(&self) -> u64 {
        BEFORE
    }

    fn step(&self, state: u64, _: usize, digit: u8) -> Option<u64> {
        let crust = digit == 1 || digit == self.largest;
        let (phase, sum) = (state & 3, state >> 2);
        match phase {
            BEFORE if digit == 1 => Some(AFTER_ONE),
            BEFORE if digit == self.largest => Some(AFTER_LARGEST),
            BEFORE | DONE => (!crust).then_some(phase),
            _ => {
                let closing = if phase == AFTER_ONE { self.largest } else { 1 };
                if digit == closing {
                    (sum == self.total).then_some(DONE)
                } else if crust {
                    None
                } else {
                    let sum = sum + u64::from(digit);
                    (sum <= self.total).then_some(sum << 2 | phase)
                }
            }
        }
    }

    fn accepts(&self, state: u64) -> bool {
        state == DONE
    }
}

//! X-sums: the first digit from the clue, X, says how many digits from
//! the clue add up to the clue, itself among them
//! (`xsum=15:0.1.2.3.4.5.6.7.8`).

use std::sync::Arc;

use super::outside::{self, Kind};
use super::sequence::Automaton;
use super::Rule;

pub static X_SUM: Kind = Kind {
    tag: "xsum",
    name: "X-sum",
    plural: "X-sums",
    machine,
};

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    outside::read(&X_SUM, data)
}

fn machine(value: u32, size: usize) -> Result<Arc<dyn Automaton>, String> {
    let most = (1..=size as u32).sum::<u32>();
    if value == 0 || value > most {
        return Err(format!(
            "the first digits of a line of 1-{size} add up to 1-{most}, never {value}"
        ));
    }
    Ok(Arc::new(XSum {
        total: u64::from(value),
    }))
}

/// The state is the digits still to count and the sum so far, packed;
/// `DONE` once the X digits are counted.
#[derive(Debug)]
struct XSum {
    total: u64,
}

const DONE: u64 = u64::MAX;

impl Automaton for XSum {
    fn start(&self) -> u64 {
        0
    }

    fn step(&self, state: u64, position: usize, digit: u8) -> Option<u64> {
        if state == DONE {
            return Some(DONE);
        }
        let digit = u64::from(digit);
        // The digits still to count after this one, and the sum with it.
        let (left, sum) = if position == 0 {
            (digit - 1, digit)
        } else {
            ((state >> 32) - 1, (state & u64::from(u32::MAX)) + digit)
        };
        if sum > self.total {
            None
        } else if left == 0 {
            (sum == self.total).then_some(DONE)
        } else {
            Some(left << 32 | sum)
        }
    }

    fn accepts(&self, state: u64) -> bool {
        state == DONE
    }
}

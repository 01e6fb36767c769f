//! Skyscrapers: each digit is a building that high; the clue counts the
//! buildings seen from it, a building hiding every lower one behind it
//! (`skyscraper=3:0.1.2.3.4.5.6.7.8`).

use std::sync::Arc;

use super::outside::{self, Kind};
use super::sequence::Automaton;
use super::Rule;

pub static SKYSCRAPER: Kind = Kind {
    tag: "skyscraper",
    name: "skyscraper clue",
    plural: "skyscraper clues",
    machine,
};

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    outside::read(&SKYSCRAPER, data)
}

fn machine(value: u32, size: usize) -> Result<Arc<dyn Automaton>, String> {
    if value == 0 || value as usize > size {
        return Err(format!(
            "1 to {size} buildings are seen along a line of {size}, never {value}"
        ));
    }
    Ok(Arc::new(Skyscraper {
        seen: u64::from(value),
    }))
}

/// The state is the tallest building so far and how many were seen.
#[derive(Debug)]
struct Skyscraper {
    seen: u64,
}

impl Automaton for Skyscraper {
    fn start(&self) -> u64 {
        0
    }

    fn step(&self, state: u64, _: usize, digit: u8) -> Option<u64> {
        let (tallest, seen) = (state & 0xff, state >> 8);
        let digit = u64::from(digit);
        if digit <= tallest {
            return Some(state);
        }
        (seen < self.seen).then_some((seen + 1) << 8 | digit)
    }

    fn accepts(&self, state: u64) -> bool {
        state >> 8 == self.seen
    }
}

//! Batches: puzzle `i` of a batch depends only on the batch's seed and `i`
//! ([`puzzle_seed`]), so a batch made on many threads, in any order, or in
//! the browser gives the same puzzles.

use crate::generate::generator::{GenOutcome, Generator};
use crate::generate::options::GenerateOptions;
use crate::run::Clock;
use crate::session::Control;

/// The seed of puzzle `index` of the batch seeded `seed`: two rounds of
/// SplitMix64's finaliser, so that neighbouring seeds and indices give
/// unrelated streams.
pub fn puzzle_seed(seed: u64, index: u64) -> u64 {
    mix(mix(seed) ^ index)
}

fn mix(value: u64) -> u64 {
    let mut z = value.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Puzzle `index` of the batch seeded `seed`, made without a time limit
/// (the options' limit of tries still applies): a pure function, the same
/// natively and in a worker.
pub fn generate_nth(options: &GenerateOptions, seed: u64, index: u64) -> GenOutcome {
    let mut generator = Generator::new(options, puzzle_seed(seed, index));
    loop {
        if let crate::generate::GenStep::Finished(outcome) = generator.step(u64::MAX) {
            return outcome;
        }
    }
}

/// [`generate_nth`] with a time limit read on `clock`: a puzzle that needs
/// more time gives up, so only the puzzles made depend on the seed alone.
pub fn generate_nth_within(
    options: &GenerateOptions,
    seed: u64,
    index: u64,
    clock: &dyn Clock,
    time_limit_ms: Option<f64>,
) -> GenOutcome {
    Generator::new(options, puzzle_seed(seed, index))
        .run(clock, time_limit_ms, |_| Control::Continue)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_differ_by_index_and_by_seed() {
        let seeds: Vec<u64> = (0..4).map(|i| puzzle_seed(1, i)).collect();
        let mut unique = seeds.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 4);
        assert_ne!(puzzle_seed(2, 0), puzzle_seed(1, 0));
        assert_ne!(puzzle_seed(0, 1), puzzle_seed(1, 0));
    }
}

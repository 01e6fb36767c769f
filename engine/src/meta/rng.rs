//! [`MetaRng`]: the seeded random source of the metaheuristics.
//!
//! It wraps `Xoshiro256PlusPlus`, which rand documents as portable (the same
//! seed gives the same numbers on every platform), unlike `SmallRng`, whose
//! algorithm differs between 64-bit native code and 32-bit wasm. A seed shown
//! in the browser therefore replays the same run in the CLI.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

/// A fast seeded generator with the few draws the engines need.
#[derive(Clone, Debug)]
pub struct MetaRng(Xoshiro256PlusPlus);

impl MetaRng {
    pub fn new(seed: u64) -> MetaRng {
        MetaRng(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// A number in `0..n` (`n` from 1 to 2^32), by multiply-and-shift: the
    /// bias is below n / 2^32, under 2e-8 for the sizes used here (at most 100).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0 && n as u64 <= 1 << 32);
        ((self.0.next_u32() as u64 * n as u64) >> 32) as usize
    }

    /// A full 64-bit draw (a seed for a search of its own).
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `[0, 1)` with 53 random bits.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.0.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// True with probability `p`.
    #[inline]
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// True with the probability `odds` stands for; cheaper than [`MetaRng::chance`]
    /// in inner loops.
    #[inline]
    pub fn hits(&mut self, odds: Odds) -> bool {
        (self.0.next_u32() as u64) < odds.0
    }

    /// Puts `items` in a random order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// A probability as a threshold on a 32-bit draw (resolution 2^-32).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Odds(u64);

impl Odds {
    /// An even chance.
    pub const HALF: Odds = Odds(1 << 31);

    /// `p` clamped to [0, 1].
    pub fn new(p: f64) -> Odds {
        Odds((p.clamp(0.0, 1.0) * (1u64 << 32) as f64) as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_draws_stay_in_range() {
        let mut a = MetaRng::new(7);
        let mut b = MetaRng::new(7);
        let mut seen = [0u32; 9];
        for _ in 0..9000 {
            let x = a.below(9);
            assert_eq!(x, b.below(9));
            seen[x] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
        let u = a.unit();
        assert!((0.0..1.0).contains(&u));
        assert_ne!(
            MetaRng::new(1).below(1 << 30),
            MetaRng::new(2).below(1 << 30)
        );
    }
}

//! A fast hash for keys made of a few small numbers (candidate masks, a
//! candidate and its truth): the forcing chains' memo and outcome maps,
//! where SipHash cost more than some of the work they saved.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A map hashed by [`WordHasher`].
pub type WordHashMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// A multiply-and-rotate hash of whole words.
#[derive(Default)]
pub struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // A slice of words comes as its bytes, in one call.
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_u8(&mut self, word: u8) {
        self.write_u64(u64::from(word));
    }

    fn write_u16(&mut self, word: u16) {
        self.write_u64(u64::from(word));
    }

    fn write_u32(&mut self, word: u32) {
        self.write_u64(u64::from(word));
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash_of(value: impl Hash) -> u64 {
        BuildHasherDefault::<WordHasher>::default().hash_one(value)
    }

    /// A hash map finds a key's bucket by the hash's low bits and tells
    /// keys in a bucket apart by its top seven: both must spread the keys
    /// of a 16x16's candidates (8,192 of them) about as a random hash would.
    #[test]
    fn candidate_keys_spread_over_buckets() {
        let hashes: Vec<u64> = (0..256u16)
            .flat_map(|cell| (1..=16u8).map(move |digit| (cell, digit)))
            .flat_map(|(cell, digit)| [false, true].map(|on| hash_of((cell, digit, on))))
            .collect();
        let buckets = |bits: fn(u64) -> u64| {
            let mut seen = std::collections::HashSet::new();
            hashes.iter().for_each(|&hash| {
                seen.insert(bits(hash));
            });
            seen.len()
        };
        // 8,192 keys thrown at random into 4,096 buckets fill about 3,540.
        assert!(
            buckets(|hash| hash & 0xfff) > 3_300,
            "{}",
            buckets(|hash| hash & 0xfff)
        );
        assert_eq!(buckets(|hash| hash >> 57), 128);
        assert_ne!(hash_of([1u64, 2].as_slice()), hash_of([2u64, 1].as_slice()));
    }
}

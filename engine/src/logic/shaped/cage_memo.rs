//! What a forcing chain's cages allowed, remembered: the assumptions of a
//! search meet the same cage states again and again. What a sum allows
//! depends only on what is left to make and the open cells' candidates,
//! so cages share their entries. (The innies/outies relations, remembered
//! the same way, took no less time: their states repeat less.)

use super::word_hash::WordHashMap;

/// Per cage state (a key of words: the sum left, then the open cells'
/// candidates), the digits each open cell can take.
#[derive(Default)]
pub struct CageMemo {
    known: WordHashMap<Box<[u64]>, Vec<u64>>,
    /// The key being built, reused from call to call.
    key: Vec<u64>,
}

impl CageMemo {
    /// Entries past which the memo starts again.
    const ENTRIES: usize = 1 << 18;

    /// The key buffer, emptied, for the next [`CageMemo::get_or`].
    pub fn key(&mut self) -> &mut Vec<u64> {
        self.key.clear();
        &mut self.key
    }

    /// What is remembered for the key built, else `work` of it, then
    /// remembered.
    pub fn get_or(&mut self, work: impl FnOnce(&[u64]) -> Vec<u64>) -> Vec<u64> {
        if let Some(known) = self.known.get(&self.key[..]) {
            return known.clone();
        }
        let found = work(&self.key);
        if self.known.len() >= CageMemo::ENTRIES {
            self.known.clear();
        }
        self.known
            .insert(self.key.clone().into_boxed_slice(), found.clone());
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_is_worked_out_once() {
        let mut memo = CageMemo::default();
        let mut worked = 0;
        for _ in 0..3 {
            memo.key().extend([7, 0b1011]);
            let found = memo.get_or(|key| {
                worked += 1;
                vec![key[1] & 0b11]
            });
            assert_eq!(found, vec![0b11]);
        }
        memo.key().extend([7, 0b1111]);
        assert_eq!(memo.get_or(|key| vec![key[1]]), vec![0b1111]);
        assert_eq!(worked, 1);
    }
}

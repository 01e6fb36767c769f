//! Where the search fails: a score per cell, raised each time a digit
//! tried there is refuted, halved now and then so that recent failures
//! count most (the history Interactive Sudoku Solver's branching keeps).
//! Of the cells with the fewest candidates the search branches on the one
//! with the highest score ([`super::state::State::branch`]), settling first
//! the cells that keep refuting its guesses. On the shared links
//! (`solve --engine propagate`, 20 s limit) it took the slow thermometer
//! L054 from over 20 s to 1.8 s, the little killer I035 from over 20 s to
//! 5.9 s and the killer jigsaw L013 from 60 to 10 ms, the others within
//! noise. Ranking cells by score over candidates, as that solver does,
//! won more on killers (L004 2.7 to 0.5 s) but lost more elsewhere
//! (whispers with X-sums L050 1.4 to over 20 s, arrows I007 24 to 392 ms).

/// Refutations between two halvings of every score.
const DECAY_EVERY: u32 = 1 << 14;

/// Each cell's recent refutations.
#[derive(Clone, Debug)]
pub struct Conflicts {
    scores: Vec<u32>,
    until_decay: u32,
}

impl Conflicts {
    pub fn new(cells: usize) -> Conflicts {
        Conflicts {
            scores: vec![0; cells],
            until_decay: DECAY_EVERY,
        }
    }

    /// A digit tried in `cell` was refuted.
    pub fn refuted(&mut self, cell: usize) {
        self.scores[cell] = self.scores[cell].saturating_add(1);
        self.until_decay -= 1;
        if self.until_decay == 0 {
            self.scores.iter_mut().for_each(|score| *score >>= 1);
            self.until_decay = DECAY_EVERY;
        }
    }

    /// Each cell's score.
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_count_refutations_and_fade() {
        let mut conflicts = Conflicts::new(3);
        conflicts.refuted(1);
        conflicts.refuted(1);
        assert_eq!(conflicts.scores(), [0, 2, 0]);
        for _ in 2..DECAY_EVERY {
            conflicts.refuted(2);
        }
        assert_eq!(conflicts.scores(), [0, 1, (DECAY_EVERY - 2) / 2]);
    }
}

//! When a long path's progress (a rating's, an explanation's) is worth a
//! message to the page: after its first step, then at most every
//! [`EVERY_MS`], and at once after a slow step. A puzzle's easy steps come
//! fast and then one hard step can take seconds (the shared
//! non-consecutive 9x9: 22 steps in under 250 ms in Chromium, then one of
//! 16 s); the search after a slow step is likely slow too, so the count
//! shown while it runs includes every step before it.

/// The most often progress is sent while steps come fast.
pub const EVERY_MS: f64 = 250.0;

/// A step that took this long is followed by a message at once.
pub const SLOW_STEP_MS: f64 = 20.0;

/// The times of the last message and of the last step's end.
#[derive(Clone, Debug)]
pub struct Pace {
    last_sent: Option<f64>,
    step_began: f64,
}

impl Pace {
    /// A path whose work begins at `now` (milliseconds).
    pub fn starting_at(now: f64) -> Pace {
        Pace {
            last_sent: None,
            step_began: now,
        }
    }

    /// A step ended at `now`: true when the progress should be sent.
    pub fn step_ended(&mut self, now: f64) -> bool {
        let slow = now - self.step_began >= SLOW_STEP_MS;
        self.step_began = now;
        let due = self.last_sent.is_none_or(|sent| now - sent >= EVERY_MS);
        if due || slow {
            self.last_sent = Some(now);
        }
        due || slow
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which of steps ending at `ends` (ms) are sent.
    fn sent(ends: &[f64]) -> Vec<usize> {
        let mut pace = Pace::starting_at(0.0);
        (0..ends.len())
            .filter(|&i| pace.step_ended(ends[i]))
            .collect()
    }

    #[test]
    fn fast_steps_are_sent_four_times_a_second_and_the_step_before_a_slow_one_is_not_held_back() {
        // A step every 5 ms: the first, then one each 250 ms.
        let fast: Vec<f64> = (1..=120).map(|i| f64::from(i) * 5.0).collect();
        assert_eq!(sent(&fast), vec![0, 50, 100]);
        // Ten quick steps, a slow one, then quick ones again: the slow
        // step's end is sent at once, though the last message is recent.
        let ends = [
            1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 40.0, 41.0, 42.0,
        ];
        assert_eq!(sent(&ends), vec![0, 10]);
    }
}

//! Batches: puzzle `i` of a batch depends only on the batch's seed and `i`
//! ([`puzzle_seed`]), so a batch made on many threads, in any order, or in
//! the browser gives the same puzzles; [`time_batch`] times one.

use crate::generate::generator::Generator;
use crate::generate::options::GenerateOptions;
use crate::generate::outcome::GenOutcome;
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

/// How long puzzles of a batch took to make: what [`time_batch`] measures.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BatchTimes {
    /// Puzzles made (the others gave up on their tries).
    pub made: u64,
    pub gave_up: u64,
    /// Solution grids drawn per puzzle made, on average.
    pub mean_tries: f64,
    /// Time per puzzle, in milliseconds: median, 90th percentile, slowest.
    pub median_ms: f64,
    pub p90_ms: f64,
    pub max_ms: f64,
    /// The whole batch, in milliseconds.
    pub total_ms: f64,
}

/// Makes puzzles `0..count` of the batch seeded `seed` one after another,
/// timing each on `clock`: the same measurement natively (the
/// `generate_levels` example) and in a worker (with `performance.now()`).
pub fn time_batch(
    options: &GenerateOptions,
    seed: u64,
    count: u64,
    clock: &dyn Clock,
) -> BatchTimes {
    let mut times = Vec::new();
    let (mut made, mut tries) = (0, 0);
    let started = clock.now_ms();
    for index in 0..count {
        let start = clock.now_ms();
        let outcome = generate_nth(options, seed, index);
        times.push(clock.now_ms() - start);
        if let Some(generated) = outcome.made() {
            made += 1;
            tries += generated.tries;
        }
    }
    let total_ms = clock.now_ms() - started;
    times.sort_by(f64::total_cmp);
    let at = |share: f64| {
        let last = times.len().saturating_sub(1);
        times
            .get((last as f64 * share).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    BatchTimes {
        made,
        gave_up: count - made,
        mean_tries: tries as f64 / made.max(1) as f64,
        median_ms: at(0.5),
        p90_ms: at(0.9),
        max_ms: at(1.0),
        total_ms,
    }
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

    #[test]
    fn a_timed_batch_counts_what_it_made() {
        // Every look at this clock sees one more millisecond.
        struct Ticks(std::cell::Cell<f64>);
        impl Clock for Ticks {
            fn now_ms(&self) -> f64 {
                self.0.set(self.0.get() + 1.0);
                self.0.get()
            }
        }
        let options = GenerateOptions::default();
        let times = time_batch(&options, 1, 5, &Ticks(std::cell::Cell::new(0.0)));
        assert_eq!((times.made, times.gave_up, times.mean_tries), (5, 0, 1.0));
        assert_eq!((times.median_ms, times.max_ms), (1.0, 1.0));
    }

    /// Every look at this clock, from any thread, sees one more
    /// millisecond: time passes with the work done, the same on any
    /// machine however loaded.
    #[derive(Clone, Default)]
    struct WorkClock(std::sync::Arc<std::sync::atomic::AtomicU64>);

    impl Clock for WorkClock {
        fn now_ms(&self) -> f64 {
            self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed) as f64
        }

        fn shared(&self) -> Option<std::sync::Arc<dyn Clock + Send + Sync>> {
            Some(std::sync::Arc::new(self.clone()))
        }
    }

    /// The options of `generate --shape 9x9 --variant nonconsecutive`.
    fn nonconsecutive() -> GenerateOptions {
        let rule = crate::shape::rules::read("nonconsecutive").unwrap();
        GenerateOptions {
            shape: crate::shape::Shape::classic().with_rule(rule).unwrap(),
            ..GenerateOptions::default()
        }
    }

    /// `generate --shape 9x9 --variant nonconsecutive --seed 7
    /// --time-limit 5` printed nothing in 150 s: the rating of its first
    /// puzzle (7 givens) never looked at the clock. The rating now gives up
    /// at the limit, and the run with it. That rating runs for minutes, so
    /// the run gives up on any machine; the thread and its bound, far
    /// above the limit, only turn a hang into a failure.
    #[test]
    fn a_time_limit_ends_a_try_whose_rating_runs_on() {
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let clock = crate::run::SystemClock::default();
            let outcome = generate_nth_within(&nonconsecutive(), 7, 0, &clock, Some(1_000.0));
            sender.send(outcome).ok();
        });
        let outcome = receiver
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("the run ends at its time limit");
        assert!(
            matches!(
                outcome,
                GenOutcome::GaveUp {
                    why: crate::generate::GiveUp::TimeLimit { ms: 1_000.0 },
                    best: None,
                    ..
                }
            ),
            "{outcome:?}"
        );
    }

    /// A time limit that is not reached changes nothing: the puzzle made is
    /// the seed's, with the deadline handed to every try or without.
    #[test]
    fn a_puzzle_made_within_a_time_limit_is_the_one_made_without() {
        let options = GenerateOptions {
            rate: false,
            ..nonconsecutive()
        };
        let clock = WorkClock::default();
        let within = generate_nth_within(&options, 7, 0, &clock, Some(1e12));
        assert!(within.made().is_some(), "{within:?}");
        assert_eq!(within, generate_nth(&options, 7, 0));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn options_progress_and_outcomes_cross_a_worker_boundary_as_json() {
        use crate::generate::{Generator, Givens, Pattern, Symmetry};
        let pattern: Pattern = format!("{}{}", "x".repeat(30), ".".repeat(51))
            .parse()
            .unwrap();
        let extreme = Some(crate::generate::Target::Level(
            crate::logic::HodokuLevel::Extreme,
        ));
        let killer = GenerateOptions {
            shape: crate::shape::Shape::square(6).unwrap(),
            killer: true,
            ..GenerateOptions::default()
        };
        for options in [
            GenerateOptions {
                givens: Givens::Dig(Symmetry::Rotational90),
                target: extreme,
                ..GenerateOptions::default()
            },
            GenerateOptions {
                givens: Givens::Pattern(pattern),
                ..GenerateOptions::default()
            },
            killer,
        ] {
            let json = serde_json::to_string(&options).unwrap();
            assert_eq!(
                serde_json::from_str::<GenerateOptions>(&json).unwrap(),
                options
            );
            let outcome = generate_nth(&options, 1, 0);
            let json = serde_json::to_string(&outcome).unwrap();
            assert_eq!(serde_json::from_str::<GenOutcome>(&json).unwrap(), outcome);
        }
        let mut generator = Generator::new(&GenerateOptions::default(), 1);
        generator.step(20);
        let progress = generator.progress();
        let json = serde_json::to_string(progress).unwrap();
        assert_eq!(
            &serde_json::from_str::<crate::generate::GenProgress>(&json).unwrap(),
            progress
        );
    }
}

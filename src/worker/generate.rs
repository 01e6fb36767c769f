//! What a worker does with a [`GenerateRequest`], free of any browser API
//! so it runs (and is tested) natively: the engine's [`Generator`] of
//! every shape advanced in slices of about 8 ms (at least one try of
//! another shape, which cannot be cut), one slice per turn of the worker's
//! event loop (so a stop is read between two), with a progress report when
//! one is due and a give-up when the time limit passes.

use sudoku_engine::generate::{puzzle_seed, GenStep, Generator, GiveUp, StepBudget};
use sudoku_engine::run::Clock;

use super::generation::{GenerateRequest, GenerationDone, GenerationId, GenerationReport};
use super::protocol::FromWorker;
use super::serve::PROGRESS_EVERY_MS;

/// A generation in progress.
pub struct GenerateJob {
    id: GenerationId,
    generator: Box<Generator>,
    budget: StepBudget,
    time_limit_ms: Option<f64>,
    started_ms: f64,
    last_report_ms: f64,
}

impl GenerateJob {
    /// Starts `request` (the generator is built here; no work is done yet).
    pub fn start(request: &GenerateRequest, clock: &dyn Clock) -> GenerateJob {
        let now = clock.now_ms();
        let mut generator = Box::new(Generator::new(
            &request.options,
            puzzle_seed(request.seed, 0),
        ));
        // A try whose rating runs on ends at the limit too, not only
        // between slices.
        generator.end_tries_within(clock, request.time_limit_ms);
        GenerateJob {
            id: request.id,
            generator,
            budget: StepBudget::default(),
            time_limit_ms: request.time_limit_ms,
            started_ms: now,
            last_report_ms: now,
        }
    }

    pub fn id(&self) -> GenerationId {
        self.id
    }

    /// Runs one slice. Returns the `Generated` message when the generation
    /// is over; sends a progress report when one is due.
    pub fn tick(
        &mut self,
        clock: &dyn Clock,
        send: &mut dyn FnMut(FromWorker),
    ) -> Option<FromWorker> {
        let before = clock.now_ms();
        let step = self.generator.step(self.budget.units());
        self.budget.took(clock.now_ms() - before);
        if matches!(step, GenStep::Finished(_)) {
            return Some(self.done(clock));
        }
        let now = clock.now_ms();
        if let Some(limit) = self
            .time_limit_ms
            .filter(|&limit| now - self.started_ms >= limit)
        {
            return Some(self.give_up(GiveUp::TimeLimit { ms: limit }, clock));
        }
        if now - self.last_report_ms >= PROGRESS_EVERY_MS {
            self.last_report_ms = now;
            let progress = self.generator.progress();
            send(FromWorker::Generating(GenerationReport {
                id: self.id,
                tries: progress.tries,
                best: progress.best_rating().cloned(),
                elapsed_ms: now - self.started_ms,
            }));
        }
        None
    }

    /// Ends the generation on request: the `Generated` message, a give-up
    /// that offers the closest puzzle made so far.
    pub fn stop(mut self, clock: &dyn Clock) -> FromWorker {
        self.give_up(GiveUp::Stopped, clock)
    }

    fn give_up(&mut self, why: GiveUp, clock: &dyn Clock) -> FromWorker {
        // The generator keeps its outcome for `done`.
        let _ = match why {
            GiveUp::TimeLimit { ms } => self.generator.time_out(ms),
            _ => self.generator.stop(),
        };
        self.done(clock)
    }

    fn done(&mut self, clock: &dyn Clock) -> FromWorker {
        FromWorker::Generated(GenerationDone {
            id: self.id,
            // A finished generator keeps its outcome: stopping it again gives it back.
            outcome: self.generator.stop(),
            elapsed_ms: clock.now_ms() - self.started_ms,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use sudoku_engine::generate::{
        generate_nth, GenOutcome, GenerateOptions, Givens, Symmetry, Target,
    };
    use sudoku_engine::logic::HodokuLevel;
    use sudoku_engine::shape::Shape as GridShape;

    /// Every look at this clock sees `step` more milliseconds.
    struct Ticks {
        now: Cell<f64>,
        step: f64,
    }

    impl Clock for Ticks {
        fn now_ms(&self) -> f64 {
            self.now.set(self.now.get() + self.step);
            self.now.get()
        }
    }

    fn request(options: GenerateOptions, time_limit_ms: Option<f64>) -> GenerateRequest {
        GenerateRequest {
            id: GenerationId(3),
            options,
            seed: 42,
            time_limit_ms,
        }
    }

    fn run_to_end(job: &mut GenerateJob, clock: &dyn Clock) -> (FromWorker, usize) {
        let mut reports = 0;
        loop {
            let mut count = |message: FromWorker| {
                assert!(matches!(message, FromWorker::Generating(_)));
                reports += 1;
            };
            if let Some(done) = job.tick(clock, &mut count) {
                return (done, reports);
            }
        }
    }

    #[test]
    fn the_worker_makes_the_puzzle_the_cli_makes_for_the_same_seed() {
        let options = GenerateOptions {
            givens: Givens::Dig(Symmetry::Rotational180),
            target: Some(Target::Level(HodokuLevel::Hard)),
            ..GenerateOptions::default()
        };
        let clock = Ticks {
            now: Cell::new(0.0),
            step: 5.0,
        };
        let mut job = GenerateJob::start(&request(options.clone(), None), &clock);
        let (done, reports) = run_to_end(&mut job, &clock);
        let FromWorker::Generated(done) = done else {
            panic!("a generation ends with Generated, not {done:?}");
        };
        assert_eq!(done.id, GenerationId(3));
        assert_eq!(done.outcome, generate_nth(&options, 42, 0));
        assert!(done.outcome.made().is_some());
        assert!(reports > 0, "slices of 10 ms each report progress");
    }

    #[test]
    fn a_stop_gives_up_and_offers_the_closest_puzzle_so_far() {
        let options = GenerateOptions {
            target: Some(Target::se_range("11.5-11.9").unwrap()),
            ..GenerateOptions::default()
        };
        let clock = Ticks {
            now: Cell::new(0.0),
            step: 0.0,
        };
        let mut job = GenerateJob::start(&request(options, None), &clock);
        let puzzles = |job: &GenerateJob| job.generator.progress().puzzles;
        while puzzles(&job) < 3 {
            assert!(job.tick(&clock, &mut |_| {}).is_none());
        }
        let FromWorker::Generated(done) = job.stop(&clock) else {
            panic!("a stop answers with Generated");
        };
        let GenOutcome::GaveUp { why, best, .. } = done.outcome else {
            panic!("stopped before an SE 11.5 puzzle came up");
        };
        assert_eq!(why, GiveUp::Stopped);
        assert!(best.is_some_and(|best| best.rating.is_some()));
    }

    #[test]
    fn past_the_time_limit_the_generation_gives_up_on_time() {
        let options = GenerateOptions {
            target: Some(Target::se_range("11.5-11.9").unwrap()),
            ..GenerateOptions::default()
        };
        let clock = Ticks {
            now: Cell::new(0.0),
            step: 40.0,
        };
        let mut job = GenerateJob::start(&request(options, Some(500.0)), &clock);
        let (done, _) = run_to_end(&mut job, &clock);
        let FromWorker::Generated(done) = done else {
            panic!("a generation ends with Generated");
        };
        assert!(matches!(
            done.outcome,
            GenOutcome::GaveUp {
                why: GiveUp::TimeLimit { ms: 500.0 },
                ..
            }
        ));
    }

    /// The nonconsecutive 9x9 of seed 7 makes a first puzzle whose rating
    /// runs for minutes within one slice: the time limit ends it there, as
    /// it does on the command line.
    #[test]
    fn a_try_whose_rating_runs_on_ends_at_the_time_limit() {
        let rule = sudoku_engine::shape::rules::read("nonconsecutive").unwrap();
        let options = GenerateOptions {
            shape: GridShape::classic().with_rule(rule).unwrap(),
            ..GenerateOptions::default()
        };
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let clock = sudoku_engine::run::SystemClock::default();
            let mut job = GenerateJob::start(
                &GenerateRequest {
                    seed: 7,
                    ..request(options, Some(1_000.0))
                },
                &clock,
            );
            sender.send(run_to_end(&mut job, &clock).0).ok();
        });
        let done = receiver
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("the generation ends at its time limit");
        let FromWorker::Generated(done) = done else {
            panic!("a generation ends with Generated");
        };
        assert!(
            matches!(
                done.outcome,
                GenOutcome::GaveUp {
                    why: GiveUp::TimeLimit { ms: 1_000.0 },
                    ..
                }
            ),
            "{:?}",
            done.outcome
        );
    }

    #[test]
    fn a_16x16_and_a_killer_without_givens_are_what_the_cli_makes_for_the_same_seed() {
        for (size, killer) in [(16, false), (9, true)] {
            let options = GenerateOptions {
                shape: GridShape::square(size).unwrap(),
                killer,
                no_givens: killer,
                ..GenerateOptions::default()
            };
            let expected = generate_nth(&options, 42, 0);
            let clock = Ticks {
                now: Cell::new(0.0),
                step: 1.0,
            };
            let mut job = GenerateJob::start(&request(options, None), &clock);
            let (FromWorker::Generated(done), _) = run_to_end(&mut job, &clock) else {
                panic!("a generation ends with Generated");
            };
            assert_eq!(done.outcome, expected);
            let made = &done.outcome.made().expect("a puzzle").sudoku;
            assert_eq!(made.shape().has_sums(), killer);
            if killer {
                assert_eq!(made.givens().filled(), 0, "a killer without givens");
            }
        }
    }

    #[test]
    fn a_stopped_generation_of_another_shape_offers_its_closest_puzzle() {
        let options = GenerateOptions {
            shape: GridShape::square(6).unwrap(),
            target: Some(Target::se_range("11.0-11.5").unwrap()),
            ..GenerateOptions::default()
        };
        let clock = Ticks {
            now: Cell::new(0.0),
            step: 0.0,
        };
        let mut job = GenerateJob::start(&request(options, None), &clock);
        while job.generator.progress().puzzles < 1 {
            assert!(job.tick(&clock, &mut |_| {}).is_none(), "a 6x6 is never 11");
        }
        let FromWorker::Generated(done) = job.stop(&clock) else {
            panic!("a stop answers with Generated");
        };
        let GenOutcome::GaveUp { why, best, tries } = &done.outcome else {
            panic!("a 6x6 is never rated 11");
        };
        assert_eq!((why, *tries), (&GiveUp::Stopped, 1));
        assert!(best.as_ref().is_some_and(|made| made.rating.is_some()));
        assert_eq!(done.outcome.closest(), best.as_ref());
    }
}

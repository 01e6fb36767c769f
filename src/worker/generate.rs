//! What a worker does with a [`GenerateRequest`], free of any browser API
//! so it runs (and is tested) natively: a [`Generator`] advanced in slices
//! of about 8 ms, one per turn of the worker's event loop (so a stop is
//! read between two), with a progress report when one is due and a give-up
//! when the time limit passes.

use sudoku_engine::generate::{puzzle_seed, GenStep, Generator, StepBudget};
use sudoku_engine::run::Clock;

use super::generation::{GenerateRequest, GenerationDone, GenerationId, GenerationReport};
use super::protocol::FromWorker;
use super::serve::PROGRESS_EVERY_MS;

/// A generation in progress.
pub struct GenerateJob {
    id: GenerationId,
    generator: Generator,
    budget: StepBudget,
    time_limit_ms: Option<f64>,
    started_ms: f64,
    last_report_ms: f64,
}

impl GenerateJob {
    /// Starts `request` (the generator is built here; no work is done yet).
    pub fn start(request: &GenerateRequest, clock: &dyn Clock) -> GenerateJob {
        let now = clock.now_ms();
        GenerateJob {
            id: request.id,
            generator: Generator::new(&request.options, puzzle_seed(request.seed, 0)),
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
        let now = clock.now_ms();
        self.budget.took(now - before);
        if let GenStep::Finished(_) = step {
            return Some(self.done(clock));
        }
        if let Some(limit) = self
            .time_limit_ms
            .filter(|&limit| now - self.started_ms >= limit)
        {
            self.generator.time_out(limit);
            return Some(self.done(clock));
        }
        if now - self.last_report_ms >= PROGRESS_EVERY_MS {
            self.last_report_ms = now;
            send(FromWorker::Generating(GenerationReport {
                id: self.id,
                progress: self.generator.progress().clone(),
                elapsed_ms: now - self.started_ms,
            }));
        }
        None
    }

    /// Ends the generation on request: the `Generated` message, a give-up
    /// that offers the closest puzzle made so far.
    pub fn stop(mut self, clock: &dyn Clock) -> FromWorker {
        self.generator.stop();
        self.done(clock)
    }

    fn done(&mut self, clock: &dyn Clock) -> FromWorker {
        // A finished generator keeps its outcome: stopping it again gives it back.
        let outcome = self.generator.stop();
        FromWorker::Generated(GenerationDone {
            id: self.id,
            outcome,
            elapsed_ms: clock.now_ms() - self.started_ms,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use sudoku_engine::generate::{
        generate_nth, GenOutcome, GenerateOptions, GiveUp, Shape, Symmetry, Target,
    };
    use sudoku_engine::logic::HodokuLevel;

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
            shape: Shape::Dig(Symmetry::Rotational180),
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
        while job.generator.progress().puzzles < 3 {
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
}

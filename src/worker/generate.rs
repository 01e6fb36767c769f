//! What a worker does with a [`GenerateRequest`], free of any browser API
//! so it runs (and is tested) natively: a classic [`Generator`] advanced in
//! slices of about 8 ms, or a [`ShapedGenerator`] one try a slice, one
//! slice per turn of the worker's event loop (so a stop is read between
//! two), with a progress report when one is due and a give-up when the
//! time limit passes.

use sudoku_engine::generate::shaped::{ShapedGenerator, ShapedGiveUp, ShapedOptions, ShapedPuzzle};
use sudoku_engine::generate::{
    puzzle_seed, GenStep, GenerateOptions, Generator, GiveUp, Shape, StepBudget, Symmetry,
};
use sudoku_engine::run::Clock;

use super::generation::{
    GenerateRequest, GenerationDone, GenerationId, GenerationReport, Outcome, ShapedMade,
    ShapedRequest,
};
use super::protocol::FromWorker;
use super::serve::PROGRESS_EVERY_MS;

/// The generator at work.
enum Maker {
    Classic(Box<Generator>, StepBudget),
    Shaped(Box<ShapedGenerator>),
}

/// A generation in progress.
pub struct GenerateJob {
    id: GenerationId,
    maker: Maker,
    /// The outcome of a generation of another shape, once over.
    shaped_outcome: Option<Outcome>,
    time_limit_ms: Option<f64>,
    started_ms: f64,
    last_report_ms: f64,
}

/// The options of the generator of every shape for `request`.
pub fn shaped_options(options: &GenerateOptions, shaped: &ShapedRequest) -> ShapedOptions {
    ShapedOptions {
        shape: shaped.blank.shape().clone(),
        killer: shaped.killer,
        no_givens: shaped.killer && shaped.no_givens,
        symmetry: match options.shape {
            Shape::Dig(symmetry) => symmetry,
            Shape::Pattern(_) => Symmetry::None,
        },
        target: options.target,
        needs: options.needs,
        max_tries: options.max_tries,
    }
}

fn shaped_made(puzzle: ShapedPuzzle) -> ShapedMade {
    ShapedMade {
        rating: puzzle.rating.map(|rating| rating.path()),
        sudoku: puzzle.sudoku,
        tries: puzzle.tries,
        unproven: puzzle.unproven,
    }
}

impl GenerateJob {
    /// Starts `request` (the generator is built here; no work is done yet).
    pub fn start(request: &GenerateRequest, clock: &dyn Clock) -> GenerateJob {
        let now = clock.now_ms();
        let seed = puzzle_seed(request.seed, 0);
        let maker = match &request.shaped {
            None => Maker::Classic(
                Box::new(Generator::new(&request.options, seed)),
                StepBudget::default(),
            ),
            Some(shaped) => Maker::Shaped(Box::new(ShapedGenerator::new(
                shaped_options(&request.options, shaped),
                seed,
            ))),
        };
        GenerateJob {
            id: request.id,
            maker,
            shaped_outcome: None,
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
        let finished = match &mut self.maker {
            Maker::Classic(generator, budget) => {
                let step = generator.step(budget.units());
                budget.took(clock.now_ms() - before);
                matches!(step, GenStep::Finished(_))
            }
            Maker::Shaped(generator) => match generator.step() {
                Some(outcome) => {
                    self.shaped_outcome = Some(shaped_outcome(outcome, generator.tries()));
                    true
                }
                None => false,
            },
        };
        if finished {
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
            let (tries, best) = match &self.maker {
                Maker::Classic(generator, _) => {
                    let progress = generator.progress();
                    (progress.tries, progress.best_rating().cloned())
                }
                Maker::Shaped(generator) => (
                    generator.tries(),
                    generator
                        .closest()
                        .and_then(|closest| closest.rating.as_ref())
                        .map(|rating| rating.path()),
                ),
            };
            send(FromWorker::Generating(GenerationReport {
                id: self.id,
                tries,
                best,
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
        match &mut self.maker {
            Maker::Classic(generator, _) => {
                // The generator keeps its outcome for `done`.
                let _ = match why {
                    GiveUp::TimeLimit { ms } => generator.time_out(ms),
                    _ => generator.stop(),
                };
            }
            Maker::Shaped(generator) => {
                if self.shaped_outcome.is_none() {
                    let closest = match generator.give_up() {
                        ShapedGiveUp::Tries(closest) => Some(shaped_made(*closest)),
                        _ => None,
                    };
                    self.shaped_outcome = Some(Outcome::Shaped {
                        made: closest,
                        why: Some(why),
                        tries: generator.tries(),
                    });
                }
            }
        }
        self.done(clock)
    }

    fn done(&mut self, clock: &dyn Clock) -> FromWorker {
        let outcome = match &mut self.maker {
            // A finished generator keeps its outcome: stopping it again gives it back.
            Maker::Classic(generator, _) => Outcome::Classic(generator.stop()),
            Maker::Shaped(_) => self
                .shaped_outcome
                .clone()
                .expect("a generation of another shape ends with its outcome"),
        };
        FromWorker::Generated(GenerationDone {
            id: self.id,
            outcome,
            elapsed_ms: clock.now_ms() - self.started_ms,
        })
    }
}

/// The engine's outcome of a generation of another shape, for the app.
fn shaped_outcome(outcome: Result<ShapedPuzzle, ShapedGiveUp>, tries: u64) -> Outcome {
    let (made, why) = match outcome {
        Ok(made) => (Some(shaped_made(made)), None),
        Err(ShapedGiveUp::Tries(closest)) => (
            Some(shaped_made(*closest)),
            Some(GiveUp::TriesSpent { tries }),
        ),
        Err(ShapedGiveUp::NoPuzzle) => (None, Some(GiveUp::Stopped)),
        Err(ShapedGiveUp::NoGrid) => (
            None,
            Some(GiveUp::Impossible {
                reason: "no full grid of the shape turned up".into(),
            }),
        ),
    };
    Outcome::Shaped { made, why, tries }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use sudoku_engine::generate::shaped::generate_shaped;
    use sudoku_engine::generate::{generate_nth, GenOutcome, Target};
    use sudoku_engine::logic::HodokuLevel;
    use sudoku_engine::shape::{Shape as GridShape, Sudoku, Values};

    fn blank(size: usize) -> Sudoku {
        let shape = GridShape::square(size).unwrap();
        Sudoku::new(shape, Values::empty(size)).unwrap()
    }

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
            shaped: None,
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
        assert_eq!(
            done.outcome,
            Outcome::Classic(generate_nth(&options, 42, 0))
        );
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
        let puzzles = |job: &GenerateJob| match &job.maker {
            Maker::Classic(generator, _) => generator.progress().puzzles,
            Maker::Shaped(_) => unreachable!("a classic generation"),
        };
        while puzzles(&job) < 3 {
            assert!(job.tick(&clock, &mut |_| {}).is_none());
        }
        let FromWorker::Generated(done) = job.stop(&clock) else {
            panic!("a stop answers with Generated");
        };
        let Outcome::Classic(GenOutcome::GaveUp { why, best, .. }) = done.outcome else {
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
            Outcome::Classic(GenOutcome::GaveUp {
                why: GiveUp::TimeLimit { ms: 500.0 },
                ..
            })
        ));
    }

    #[test]
    fn a_16x16_and_a_killer_without_givens_are_what_the_cli_makes_for_the_same_seed() {
        for (blank, is_killer) in [(blank(16), false), (blank(9), true)] {
            let options = GenerateOptions {
                shape: Shape::Dig(Symmetry::None),
                target: None,
                ..GenerateOptions::default()
            };
            let shaped = ShapedRequest {
                blank,
                killer: is_killer,
                no_givens: is_killer,
            };
            let expected = generate_shaped(&shaped_options(&options, &shaped), puzzle_seed(42, 0))
                .expect("a puzzle");
            let mut request = request(options, None);
            request.shaped = Some(Box::new(shaped));
            let clock = Ticks {
                now: Cell::new(0.0),
                step: 1.0,
            };
            let mut job = GenerateJob::start(&request, &clock);
            let (FromWorker::Generated(done), _) = run_to_end(&mut job, &clock) else {
                panic!("a generation ends with Generated");
            };
            assert_eq!(done.outcome.made(), Some(expected.sudoku));
            let made = done.outcome.made().unwrap();
            assert_eq!(made.shape().has_sums(), is_killer);
            if is_killer {
                assert_eq!(made.givens().filled(), 0, "a killer without givens");
            }
        }
    }

    #[test]
    fn a_stopped_generation_of_another_shape_offers_its_closest_puzzle() {
        let options = GenerateOptions {
            target: Some(Target::se_range("11.0-11.5").unwrap()),
            ..GenerateOptions::default()
        };
        let mut request = request(options, None);
        request.shaped = Some(Box::new(ShapedRequest {
            blank: blank(6),
            killer: false,
            no_givens: false,
        }));
        let clock = Ticks {
            now: Cell::new(0.0),
            step: 0.0,
        };
        let mut job = GenerateJob::start(&request, &clock);
        assert!(job.tick(&clock, &mut |_| {}).is_none(), "a 6x6 is never 11");
        let FromWorker::Generated(done) = job.stop(&clock) else {
            panic!("a stop answers with Generated");
        };
        let Outcome::Shaped { made, why, tries } = &done.outcome else {
            panic!("a 6x6 comes from the generator of every shape");
        };
        assert_eq!((why, tries), (&Some(GiveUp::Stopped), &1));
        assert!(made.as_ref().is_some_and(|made| made.rating.is_some()));
        assert_eq!(
            done.outcome.closest(),
            made.as_ref().map(|m| m.sudoku.clone())
        );
    }
}

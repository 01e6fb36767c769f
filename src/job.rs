//! What the solver worker does, free of any browser API so it runs (and is
//! tested) natively: check a puzzle, drive an engine in slices with a clock,
//! throttle progress reports, honour time limits and stops, and benchmark.
//!
//! The worker's event loop (src/bin/worker.rs) calls [`Job::tick`] once per
//! turn and reads its messages in between, which is how a Stop gets through
//! while an engine runs.

use sudoku_engine::exact::fast::count_solutions;
use sudoku_engine::run::{Clock, Driver};
use sudoku_engine::{format, Engine, Outcome, Params, Step};

use crate::protocol::{
    BenchReport, BenchRequest, Facts, FromWorker, ProgressReport, RunOutcome, RunRequest,
    SolutionCount,
};

/// How long one slice of engine work should take: short enough that a Stop
/// message is read within a few frames.
pub const SLICE_MS: f64 = 8.0;

/// Time between progress reports: about 15 a second.
pub const PROGRESS_EVERY_MS: f64 = 66.0;

/// A running engine.
pub struct Job {
    id: u32,
    engine: Box<dyn Engine>,
    driver: Driver,
    started_ms: f64,
    time_limit_ms: Option<f64>,
    last_report_ms: f64,
}

/// What starting a request led to.
pub enum Start {
    /// The engine runs: call [`Job::tick`] until it returns a `Finished` message.
    Running(Job),
    /// Nothing to run: the messages say why (a bad request, no solution,
    /// several solutions).
    Done,
}

/// Checks `request` and starts its engine. Messages for the UI (facts,
/// failures, an early `Finished`) go to `send`.
pub fn start(request: &RunRequest, clock: &dyn Clock, send: &mut dyn FnMut(FromWorker)) -> Start {
    let id = request.id;
    let fail = |message: String| FromWorker::Failed { id, message };
    let puzzle = match format::parse_puzzle(&request.puzzle) {
        Ok(puzzle) => puzzle,
        Err(error) => {
            send(fail(format!("The puzzle cannot be read: {error}")));
            return Start::Done;
        }
    };
    let Some(info) = sudoku_engine::find(&request.engine) else {
        send(fail(format!(
            "There is no engine called '{}'",
            request.engine
        )));
        return Start::Done;
    };
    let settings = request
        .params
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()));
    let params = match Params::resolve(info.params, settings) {
        Ok(params) => params,
        Err(error) => {
            send(fail(format!("Engine {}: {error}", info.name)));
            return Start::Done;
        }
    };

    let check_start = clock.now_ms();
    let solutions = SolutionCount::from_count(count_solutions(&puzzle, 2));
    let facts = Facts {
        givens: puzzle.given_count(),
        solutions,
        check_ms: clock.now_ms() - check_start,
    };
    send(FromWorker::Facts { id, facts });
    let early_outcome = match solutions {
        SolutionCount::Unique => None,
        SolutionCount::None => Some(RunOutcome::NoSolution),
        SolutionCount::Multiple => Some(RunOutcome::MultipleSolutions),
    };
    if let Some(outcome) = early_outcome {
        let report = ProgressReport {
            grid: format::to_line(puzzle.givens()),
            filled: puzzle.given_count(),
            ..ProgressReport::default()
        };
        send(FromWorker::Finished {
            id,
            outcome,
            report,
        });
        return Start::Done;
    }

    let now = clock.now_ms();
    Start::Running(Job {
        id,
        engine: info.start(&puzzle, &params, request.seed),
        driver: Driver::new(SLICE_MS),
        started_ms: now,
        time_limit_ms: request.time_limit_ms,
        last_report_ms: now,
    })
}

impl Job {
    pub fn id(&self) -> u32 {
        self.id
    }

    /// Runs one slice. Returns the `Finished` message when the run is over
    /// (solved, no solution, time limit); sends a progress report when one is due.
    pub fn tick(
        &mut self,
        clock: &dyn Clock,
        send: &mut dyn FnMut(FromWorker),
    ) -> Option<FromWorker> {
        let step = self.driver.slice(self.engine.as_mut(), clock);
        let now = clock.now_ms();
        let outcome = match step {
            Step::Finished(outcome) => Some(outcome),
            Step::Running if self.out_of_time(now) => {
                let progress = self.engine.progress();
                Some(Outcome::GaveUp {
                    best: progress.grid,
                    cost: progress.cost(),
                })
            }
            Step::Running => None,
        };
        if let Some(outcome) = outcome {
            return Some(self.finished(&outcome, now));
        }
        if now - self.last_report_ms >= PROGRESS_EVERY_MS {
            self.last_report_ms = now;
            send(FromWorker::Progress {
                id: self.id,
                report: self.report(now),
            });
        }
        None
    }

    /// Ends the run on request: the `Finished` message with the grid reached.
    pub fn stop(self, clock: &dyn Clock) -> FromWorker {
        let progress = self.engine.progress();
        let outcome = Outcome::Stopped {
            best: progress.grid,
            cost: progress.cost(),
        };
        self.finished(&outcome, clock.now_ms())
    }

    fn out_of_time(&self, now: f64) -> bool {
        self.time_limit_ms
            .is_some_and(|limit| now - self.started_ms >= limit)
    }

    fn report(&self, now: f64) -> ProgressReport {
        ProgressReport::new(
            &self.engine.progress(),
            &self.engine.stats(),
            now - self.started_ms,
        )
    }

    fn finished(&self, outcome: &Outcome, now: f64) -> FromWorker {
        let mut report = self.report(now);
        if let Some(grid) = outcome.solution() {
            report.grid = format::to_line(grid);
            report.filled = grid.filled();
        }
        FromWorker::Finished {
            id: self.id,
            outcome: RunOutcome::from(outcome),
            report,
        }
    }
}

/// Solves every puzzle of `request` with its engine (default parameters,
/// seed 1, no time limit) and times the engine work alone.
pub fn bench(request: &BenchRequest, clock: &dyn Clock) -> BenchReport {
    let mut report = BenchReport {
        id: request.id,
        engine: request.engine.clone(),
        puzzles: 0,
        solved: 0,
        unreadable: 0,
        first_error: None,
        elapsed_ms: 0.0,
        puzzles_per_second: 0.0,
    };
    let Some(info) = sudoku_engine::find(&request.engine) else {
        report.first_error = Some(format!("There is no engine called '{}'", request.engine));
        return report;
    };
    let mut puzzles = Vec::new();
    for (index, line) in request.puzzles.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match format::parse_puzzle(line) {
            Ok(puzzle) => puzzles.push(puzzle),
            Err(error) => {
                report.unreadable += 1;
                report
                    .first_error
                    .get_or_insert_with(|| format!("line {}: {error}", index + 1));
            }
        }
    }
    report.puzzles = puzzles.len();
    let params = Params::defaults(info.params);
    let start = clock.now_ms();
    for puzzle in &puzzles {
        let mut engine = info.start(puzzle, &params, 1);
        let outcome = loop {
            if let Step::Finished(outcome) = engine.step(u64::MAX) {
                break outcome;
            }
        };
        if outcome
            .solution()
            .is_some_and(|grid| puzzle.is_solved_by(grid))
        {
            report.solved += 1;
        }
    }
    report.elapsed_ms = clock.now_ms() - start;
    if report.elapsed_ms > 0.0 {
        report.puzzles_per_second = report.puzzles as f64 * 1000.0 / report.elapsed_ms;
    }
    report
}

#[cfg(test)]
mod tests {
    use crate::fixtures::{WIKI, WIKI_SOLUTION};
    use std::cell::Cell;

    use super::*;
    use sudoku_engine::run::SystemClock;

    /// A clock that moves `step_ms` every time it is read.
    struct SteppingClock {
        now: Cell<f64>,
        step_ms: f64,
    }

    impl Clock for SteppingClock {
        fn now_ms(&self) -> f64 {
            let now = self.now.get();
            self.now.set(now + self.step_ms);
            now
        }
    }

    fn request(puzzle: &str) -> RunRequest {
        RunRequest {
            id: 7,
            puzzle: puzzle.to_string(),
            engine: "fast".into(),
            params: vec![],
            seed: 1,
            time_limit_ms: None,
        }
    }

    fn run_to_end(request: &RunRequest, clock: &dyn Clock) -> Vec<FromWorker> {
        let mut sent = Vec::new();
        if let Start::Running(mut job) = start(request, clock, &mut |m| sent.push(m)) {
            loop {
                if let Some(done) = job.tick(clock, &mut |m| sent.push(m)) {
                    sent.push(done);
                    break;
                }
            }
        }
        sent
    }

    #[test]
    fn a_proper_puzzle_is_solved_after_its_facts() {
        let sent = run_to_end(&request(WIKI), &SystemClock::default());
        let FromWorker::Facts { id: 7, facts } = &sent[0] else {
            panic!("facts first, got {:?}", sent[0]);
        };
        assert_eq!(facts.givens, 30);
        assert_eq!(facts.solutions, SolutionCount::Unique);
        let Some(FromWorker::Finished {
            id: 7,
            outcome,
            report,
        }) = sent.last()
        else {
            panic!("finished last");
        };
        assert_eq!(
            outcome,
            &RunOutcome::Solved {
                grid: WIKI_SOLUTION.into()
            }
        );
        assert_eq!(report.filled, 81);
        assert!(report.stats.iter().all(|stat| !stat.name.is_empty()));
    }

    #[test]
    fn improper_puzzles_are_reported_without_running_the_engine() {
        let sent = run_to_end(&request(&".".repeat(81)), &SystemClock::default());
        assert!(matches!(
            sent.as_slice(),
            [
                FromWorker::Facts { .. },
                FromWorker::Finished {
                    outcome: RunOutcome::MultipleSolutions,
                    ..
                }
            ]
        ));
        // Row 1 forbids 9 at r1c9 and column 9 needs it there.
        let no_solution = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
        let sent = run_to_end(&request(&no_solution), &SystemClock::default());
        assert!(matches!(
            sent.last(),
            Some(FromWorker::Finished {
                outcome: RunOutcome::NoSolution,
                ..
            })
        ));
    }

    #[test]
    fn bad_requests_fail_with_a_message() {
        let message =
            |request: &RunRequest| match run_to_end(request, &SystemClock::default()).as_slice() {
                [FromWorker::Failed { message, .. }] => message.clone(),
                other => panic!("expected one failure, got {other:?}"),
            };
        assert_eq!(
            message(&request(&WIKI[..80])),
            "The puzzle cannot be read: found 80 cells, expected 81"
        );
        let mut unknown = request(WIKI);
        unknown.engine = "quantum".into();
        assert_eq!(message(&unknown), "There is no engine called 'quantum'");
        let mut bad_param = request(WIKI);
        bad_param.params = vec![("depth".into(), "3".into())];
        assert_eq!(
            message(&bad_param),
            "Engine fast: unknown parameter 'depth': this engine takes none"
        );
    }

    /// An engine that never finishes, to test limits and stops.
    struct Endless(u64);

    impl Engine for Endless {
        fn step(&mut self, budget: u64) -> Step {
            self.0 += budget;
            Step::Running
        }
        fn progress(&self) -> sudoku_engine::Progress {
            sudoku_engine::Progress::exact(self.0, sudoku_engine::Grid::EMPTY)
        }
        fn stats(&self) -> sudoku_engine::Stats {
            sudoku_engine::Stats::new().count("steps", self.0)
        }
    }

    fn endless_job(time_limit_ms: Option<f64>) -> Job {
        Job {
            id: 3,
            engine: Box::new(Endless(0)),
            driver: Driver::new(SLICE_MS),
            started_ms: 0.0,
            time_limit_ms,
            last_report_ms: 0.0,
        }
    }

    #[test]
    fn progress_is_throttled_and_time_limits_give_up() {
        // Each tick reads the clock three times: 3 ms a tick.
        let clock = SteppingClock {
            now: Cell::new(0.0),
            step_ms: 1.0,
        };
        let mut job = endless_job(Some(1000.0));
        let mut reports = Vec::new();
        let finished = loop {
            if let Some(done) = job.tick(&clock, &mut |m| reports.push(m)) {
                break done;
            }
        };
        // 1000 ms at one report per 66 ms.
        assert!(
            (14..=16).contains(&reports.len()),
            "{} reports",
            reports.len()
        );
        let FromWorker::Finished {
            outcome: RunOutcome::GaveUp { cost, .. },
            report,
            ..
        } = finished
        else {
            panic!("expected a give-up, got {finished:?}");
        };
        assert_eq!(cost, 81);
        assert!(report.elapsed_ms >= 1000.0);
        assert_eq!(report.stats[0].name, "steps");
    }

    #[test]
    fn a_stop_reports_the_grid_reached() {
        let clock = SystemClock::default();
        let mut job = endless_job(None);
        assert!(job.tick(&clock, &mut |_| {}).is_none());
        let FromWorker::Finished {
            id: 3,
            outcome: RunOutcome::Stopped { cost: 81, .. },
            report,
        } = job.stop(&clock)
        else {
            panic!("expected a stop");
        };
        assert!(report.iterations > 0);
    }

    #[test]
    fn bench_counts_solved_and_unreadable_lines() {
        let request = BenchRequest {
            id: 1,
            puzzles: format!("{WIKI},{WIKI_SOLUTION}\n\nnot a puzzle\n{WIKI}\n"),
            engine: "fast".into(),
        };
        let report = bench(&request, &SystemClock::default());
        assert_eq!(report.puzzles, 2);
        assert_eq!(report.solved, 2);
        assert_eq!(report.unreadable, 1);
        assert!(report.first_error.unwrap().starts_with("line 3: "));
    }
}

//! What a solver worker does with requests, free of any browser API so it
//! runs (and is tested) natively: start a [`Session`] for a run, advance it
//! slice by slice, send throttled snapshots, and stop it on request. The session enforces limits and the uniqueness check; this
//! only moves its results into messages.
//!
//! The worker's event loop ([`super::entry`]) calls [`Job::tick`] once per
//! turn and reads its messages in between, which is how a Stop gets
//! through while an engine runs.

use sudoku_engine::run::Clock;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{EngineInfo, Limits, Params, Session};

use super::protocol::{FromWorker, RunId, RunRequest};

/// Time between progress reports: about 15 a second.
pub const PROGRESS_EVERY_MS: f64 = 66.0;

/// On a large board, at least this much time between reports per cell: a
/// 36x36's report takes the UI thread 35-45 ms to draw (its 1,296 cells),
/// so it gets about 11 a second rather than 15, and the page keeps half
/// its thread. Boards up to 30x30 (900 cells) keep [`PROGRESS_EVERY_MS`].
const REPORT_MS_PER_CELL: f64 = 0.07;

/// The time between progress reports on a board of `cells` cells.
fn report_every_ms(cells: usize) -> f64 {
    PROGRESS_EVERY_MS.max(cells as f64 * REPORT_MS_PER_CELL)
}

/// A run in progress.
pub struct Job {
    id: RunId,
    session: Session,
    last_report_ms: f64,
    report_every_ms: f64,
    /// For an engine worth watching step by step: one unit of work a frame
    /// of this many milliseconds, each reported.
    frame_ms: Option<u32>,
}

/// How a worker opens an engine's session: [`Session::start`] in the
/// solver worker, which builds any engine through the registry; the
/// analysis worker builds its own engines only (see
/// [`super::protocol::ANALYSIS_ENGINES`]), so that it links no other.
pub type Open = fn(&'static EngineInfo, &Sudoku, &Params, u64, Limits, &dyn Clock) -> Session;

/// Starts `request`, its session opened by `open`: `Started` (or `Failed`)
/// goes to `send`; a run the uniqueness check decided is `Finished` at
/// once and gives no job.
pub fn start(
    request: &RunRequest,
    open: Open,
    clock: &dyn Clock,
    send: &mut dyn FnMut(FromWorker),
) -> Option<Job> {
    let id = request.id;
    let fail = |message: String| FromWorker::Failed { id, message };
    let Some(info) = sudoku_engine::find(&request.engine) else {
        send(fail(format!(
            "There is no engine called '{}'",
            request.engine
        )));
        return None;
    };
    let settings = request
        .params
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()));
    let params = match info.resolve(request.preset.as_deref(), settings) {
        Ok(params) => params,
        Err(error) => {
            send(fail(format!("Engine {}: {error}", info.name)));
            return None;
        }
    };
    let session = open(
        info,
        &request.puzzle,
        &params,
        request.seed,
        request.limits,
        clock,
    );
    send(FromWorker::Started {
        id,
        facts: session.facts().copied(),
    });
    let job = Job {
        id,
        session,
        last_report_ms: clock.now_ms(),
        report_every_ms: report_every_ms(request.puzzle.shape().cells()),
        frame_ms: info.reports.frame_ms,
    };
    if job.session.is_over() {
        send(job.finished(clock));
        return None;
    }
    Some(job)
}

impl Job {
    pub fn id(&self) -> RunId {
        self.id
    }

    /// Runs one slice. Returns the `Finished` message when the run is over;
    /// sends a progress snapshot when one is due.
    pub fn tick(
        &mut self,
        clock: &dyn Clock,
        send: &mut dyn FnMut(FromWorker),
    ) -> Option<FromWorker> {
        let over = match self.frame_ms {
            Some(_) => self.session.advance_by(1, clock).is_some(),
            None => self.session.advance(clock).is_some(),
        };
        if over {
            return Some(self.finished(clock));
        }
        let now = clock.now_ms();
        if self.frame_ms.is_some() || now - self.last_report_ms >= self.report_every_ms {
            self.last_report_ms = now;
            if let Some(snapshot) = self.session.snapshot(clock) {
                send(FromWorker::Progress {
                    id: self.id,
                    snapshot,
                });
            }
        }
        None
    }

    /// How long to wait before the next tick: a frame for an engine watched
    /// step by step, none otherwise.
    pub fn pause_ms(&self) -> Option<u32> {
        self.frame_ms
    }

    /// Ends the run on request: the `Finished` message with the grid reached.
    pub fn stop(mut self, clock: &dyn Clock) -> FromWorker {
        self.session.stop(clock);
        self.finished(clock)
    }

    fn finished(&self, clock: &dyn Clock) -> FromWorker {
        FromWorker::Finished {
            id: self.id,
            outcome: self.session.outcome().cloned().expect("the run is over"),
            snapshot: self.session.snapshot(clock),
            several: self.session.several().to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{wiki, wiki_solution};
    use sudoku_engine::run::SystemClock;
    use sudoku_engine::shape::Shape;
    use sudoku_engine::{Limits, Outcome, SolutionCount};

    fn request(puzzle: Sudoku, engine: &str) -> RunRequest {
        RunRequest {
            id: RunId(7),
            puzzle,
            engine: engine.into(),
            preset: None,
            params: vec![],
            seed: 1,
            limits: Limits::default(),
        }
    }

    fn run_to_end(request: &RunRequest, clock: &dyn Clock) -> Vec<FromWorker> {
        let mut sent = Vec::new();
        if let Some(mut job) = start(request, Session::start, clock, &mut |m| sent.push(m)) {
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
        let sent = run_to_end(&request(wiki(), "fast"), &SystemClock::default());
        let FromWorker::Started {
            id: RunId(7),
            facts: Some(facts),
        } = &sent[0]
        else {
            panic!("facts first, got {:?}", sent[0]);
        };
        assert_eq!(facts.givens, 30);
        assert_eq!(facts.solutions, SolutionCount::Unique);
        let Some(FromWorker::Finished {
            id: RunId(7),
            outcome,
            snapshot: Some(snapshot),
            ..
        }) = sent.last()
        else {
            panic!("finished last: {:?}", sent.last());
        };
        assert_eq!(outcome, &Outcome::Solved(wiki_solution()));
        assert_eq!(snapshot.progress.grid, wiki_solution());
        assert!(snapshot.stats.get_count("guesses").is_some());
    }

    #[test]
    fn improper_puzzles_are_finished_without_running_the_engine() {
        let blank = Sudoku::new(Shape::classic(), sudoku_engine::Values::empty(9)).unwrap();
        let sent = run_to_end(&request(blank, "fast"), &SystemClock::default());
        assert!(
            matches!(
                sent.as_slice(),
                [
                    FromWorker::Started { .. },
                    FromWorker::Finished {
                        outcome: Outcome::SeveralSolutions,
                        snapshot: None,
                        ..
                    }
                ]
            ),
            "{sent:?}"
        );
    }

    #[test]
    fn bad_requests_fail_with_a_message() {
        let message =
            |request: &RunRequest| match run_to_end(request, &SystemClock::default()).as_slice() {
                [FromWorker::Failed { message, .. }] => message.clone(),
                other => panic!("expected one failure, got {other:?}"),
            };
        assert_eq!(
            message(&request(wiki(), "quantum")),
            "There is no engine called 'quantum'"
        );
        let mut bad_param = request(wiki(), "fast");
        bad_param.params = vec![("depth".into(), "3".into())];
        assert_eq!(
            message(&bad_param),
            "Engine fast: unknown parameter 'depth': this engine takes none"
        );
        let mut bad_preset = request(wiki(), "fast");
        bad_preset.preset = Some("turbo".into());
        assert_eq!(
            message(&bad_preset),
            "Engine fast: unknown preset 'turbo': this engine has none"
        );
    }

    /// A clock that moves 5 ms every time it is read: slices keep their
    /// first budget, and a second passes in a few dozen ticks.
    struct SteppingClock(std::cell::Cell<f64>);

    impl Clock for SteppingClock {
        fn now_ms(&self) -> f64 {
            let now = self.0.get();
            self.0.set(now + 5.0);
            now
        }
    }

    #[test]
    fn a_36x36_board_is_reported_about_11_times_a_second_and_a_9x9_15() {
        let cells = |size| Shape::square(size).expect("a square size").cells();
        assert_eq!(report_every_ms(cells(9)), PROGRESS_EVERY_MS);
        assert_eq!(report_every_ms(cells(30)), PROGRESS_EVERY_MS);
        let large = 1000.0 / report_every_ms(cells(36));
        assert!((10.5..11.5).contains(&large), "{large} reports a second");
    }

    #[test]
    fn progress_is_throttled_and_stops_report_the_grid_reached() {
        let clock = SteppingClock(std::cell::Cell::new(0.0));
        // Seed 004's 17-clue puzzle built against naive search: hundreds of
        // millions of tries for `brute`, far beyond this test's second.
        let against_brute = crate::board::read_puzzle(
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        )
        .unwrap();
        let mut hard = request(against_brute, "brute");
        hard.limits.time_limit_ms = Some(1000.0);
        let mut sent = Vec::new();
        let mut job =
            start(&hard, Session::start, &clock, &mut |m| sent.push(m)).expect("brute runs");
        let finished = loop {
            if let Some(done) = job.tick(&clock, &mut |m| sent.push(m)) {
                break done;
            }
        };
        let reports = sent
            .iter()
            .filter(|m| matches!(m, FromWorker::Progress { .. }))
            .count();
        assert!(
            (5..=16).contains(&reports),
            "{reports} reports in 1000 ms at one per 66 ms"
        );
        let FromWorker::Finished {
            outcome: Outcome::TimeLimit { best, .. },
            snapshot: Some(snapshot),
            ..
        } = finished
        else {
            panic!("expected the time limit, got {finished:?}");
        };
        assert!(best.keeps(hard.puzzle.givens()));
        assert!(snapshot.elapsed_ms >= 1000.0);

        let mut again = start(&hard, Session::start, &clock, &mut |_| {}).unwrap();
        assert!(again.tick(&clock, &mut |_| {}).is_none());
        let FromWorker::Finished {
            outcome: Outcome::Stopped { .. },
            snapshot: Some(snapshot),
            ..
        } = again.stop(&clock)
        else {
            panic!("expected a stop");
        };
        assert!(snapshot.progress.iterations > 0);
    }

    #[test]
    fn a_construction_is_shown_one_box_a_frame() {
        let blank = Sudoku::new(Shape::classic(), sudoku_engine::Values::empty(9)).unwrap();
        let clock = SystemClock::default();
        let mut sent = Vec::new();
        let mut job = start(&request(blank, "magic"), Session::start, &clock, &mut |m| {
            sent.push(m)
        })
        .expect("magic runs");
        assert!(job.pause_ms().is_some_and(|pause| pause >= 50));
        let mut filled = Vec::new();
        let finished = loop {
            if let Some(done) = job.tick(&clock, &mut |m| sent.push(m)) {
                break done;
            }
            if let Some(FromWorker::Progress { snapshot, .. }) = sent.last() {
                filled.push(snapshot.progress.grid.filled());
            }
        };
        assert_eq!(
            filled,
            [9, 18, 27, 36, 45, 54, 63, 72],
            "a box a frame, each reported"
        );
        assert!(matches!(
            finished,
            FromWorker::Finished {
                outcome: Outcome::Solved(_),
                ..
            }
        ));
    }
}

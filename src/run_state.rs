//! One engine run as the UI knows it: what it was started on, its live
//! progress (with a cost trace for charts), and how it ended.

use sudoku_engine::Grid;

use crate::board::{Board, CellKind};
use crate::protocol::{Facts, ProgressReport, RunOutcome, SolutionCount};

/// Where a run's result came from.
#[derive(Clone, Debug, PartialEq)]
pub enum Origin {
    /// An engine run in the worker.
    Worker,
    /// The solution carried by a share link.
    Link,
    /// The solution saved at the end of the last visit.
    Saved,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    Running,
    /// Stop was sent; waiting for the worker's answer.
    Stopping,
    Done(End),
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum End {
    Outcome(RunOutcome),
    /// The request was refused (bad puzzle, parameter...).
    Failed(String),
    /// The worker crashed; a fresh one was started.
    Crashed(String),
    /// The worker never loaded; the next run tries a fresh one.
    NotLoaded(String),
    /// The worker did not answer a Stop in time and was replaced.
    Terminated,
    /// The worker did not answer within its time limit and was replaced.
    Unresponsive,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub id: u32,
    pub origin: Origin,
    pub engine: String,
    /// The board the run was started on: its result is shown only on it.
    pub board: Board,
    pub phase: Phase,
    pub facts: Option<Facts>,
    /// The latest progress report (the final one once done).
    pub report: Option<ProgressReport>,
    pub trace: CostTrace,
}

impl Run {
    /// A run just sent to the worker.
    pub fn started(id: u32, engine: String, board: Board) -> Run {
        Run {
            id,
            origin: Origin::Worker,
            engine,
            board,
            phase: Phase::Running,
            facts: None,
            report: None,
            trace: CostTrace::default(),
        }
    }

    /// A solved run that did not happen here (a link, a saved visit).
    pub fn known_solution(
        origin: Origin,
        engine: String,
        board: Board,
        solution: &Grid,
        elapsed_ms: f64,
    ) -> Run {
        let grid = sudoku_engine::format::to_line(solution);
        Run {
            id: 0,
            origin,
            engine,
            board,
            phase: Phase::Done(End::Outcome(RunOutcome::Solved { grid: grid.clone() })),
            facts: None,
            report: Some(ProgressReport {
                elapsed_ms,
                grid,
                filled: solution.filled(),
                ..ProgressReport::default()
            }),
            trace: CostTrace::default(),
        }
    }

    /// True while the worker works on it.
    pub fn is_active(&self) -> bool {
        matches!(self.phase, Phase::Running | Phase::Stopping)
    }

    /// True for a worker run of a stochastic engine: one that reports costs
    /// to chart and may run for minutes, so it gets the live view.
    pub fn is_watchable(&self) -> bool {
        self.origin == Origin::Worker
            && sudoku_engine::find(&self.engine)
                .is_some_and(|info| info.kind == sudoku_engine::EngineKind::Stochastic)
    }

    /// The solution, if the run found one.
    pub fn solution(&self) -> Option<Grid> {
        match &self.phase {
            Phase::Done(End::Outcome(outcome @ RunOutcome::Solved { .. })) => outcome.grid(),
            _ => None,
        }
    }

    pub fn elapsed_ms(&self) -> Option<f64> {
        self.report.as_ref().map(|report| report.elapsed_ms)
    }

    /// The grid to lay over the board, and how to show its digits: the
    /// solution, or the engine's current or best grid (not a solution).
    pub fn overlay(&self) -> Option<(Grid, CellKind)> {
        if let Some(solution) = self.solution() {
            return Some((solution, CellKind::Solved));
        }
        match &self.phase {
            Phase::Running | Phase::Stopping => self
                .report
                .as_ref()
                .and_then(ProgressReport::grid)
                .map(|grid| (grid, CellKind::Tentative)),
            Phase::Done(End::Outcome(outcome)) => {
                outcome.grid().map(|grid| (grid, CellKind::Tentative))
            }
            Phase::Done(_) => None,
        }
    }

    /// The status line: it starts with "Running", "Solved in N ms", "No
    /// solution", "Multiple solutions", "Stopped" or "Gave up" for those states.
    pub fn status(&self) -> String {
        let elapsed = self.elapsed_ms().unwrap_or(0.0);
        match &self.phase {
            Phase::Running => format!("Running {}…", self.engine),
            Phase::Stopping => format!("Running {}: stopping…", self.engine),
            Phase::Done(End::Outcome(outcome)) => match outcome {
                RunOutcome::Solved { .. } => match self.origin {
                    Origin::Worker => {
                        format!("Solved in {} ms by {}", whole_ms(elapsed), self.engine)
                    }
                    Origin::Link => "Solved: the solution came with the link".to_string(),
                    Origin::Saved => format!(
                        "Solved in {} ms by {} (on your last visit)",
                        whole_ms(elapsed),
                        self.engine
                    ),
                },
                RunOutcome::NoSolution if self.board.entries().filled() > 0 => {
                    "No solution with your entries: clear or undo some of them".to_string()
                }
                RunOutcome::NoSolution => {
                    "No solution: this puzzle cannot be completed".to_string()
                }
                RunOutcome::MultipleSolutions => {
                    "Multiple solutions: this is not a proper Sudoku".to_string()
                }
                RunOutcome::GaveUp { cost, .. } => format!(
                    "Gave up after {} s (time limit); best cost {cost}",
                    format_seconds(elapsed)
                ),
                RunOutcome::Stopped { .. } => format!("Stopped after {} ms", whole_ms(elapsed)),
            },
            Phase::Done(End::Failed(message)) => format!("Could not run: {message}"),
            Phase::Done(End::Crashed(message)) => {
                format!("The solver crashed ({message}); a fresh solver is ready, the run was lost")
            }
            Phase::Done(End::NotLoaded(message)) => {
                format!("The solver could not be loaded ({message}); press Solve to try again")
            }
            Phase::Done(End::Terminated) => format!(
                "Stopped after {} ms (the solver did not answer and was restarted)",
                whole_ms(elapsed)
            ),
            Phase::Done(End::Unresponsive) => format!(
                "Gave up after {} s (the solver stopped answering and was restarted)",
                format_seconds(elapsed)
            ),
        }
    }

    /// Takes a progress report of a running run.
    pub fn progress(&mut self, report: ProgressReport) {
        self.trace.push(&report);
        self.report = Some(report);
    }

    /// Ends the run with `outcome` and its final report.
    pub fn finish(&mut self, outcome: RunOutcome, report: ProgressReport) {
        self.trace.push(&report);
        self.report = Some(report);
        self.phase = Phase::Done(End::Outcome(outcome));
    }

    /// The count the facts report, in words.
    pub fn facts_text(facts: &Facts) -> &'static str {
        match facts.solutions {
            SolutionCount::None => "none",
            SolutionCount::Unique => "exactly one (a proper Sudoku)",
            SolutionCount::Multiple => "more than one",
        }
    }
}

/// Whole milliseconds for the status line, rounded up: "Solved in 1 ms"
/// reads as "within 1 ms" for a run of 0.3 ms. Results show the exact time.
pub fn whole_ms(ms: f64) -> u64 {
    ms.max(0.0).ceil() as u64
}

/// Milliseconds for people: one decimal below 10 ms, whole numbers above.
pub fn format_ms(ms: f64) -> String {
    if ms < 10.0 {
        format!("{ms:.1}")
    } else {
        format!("{}", ms.round() as u64)
    }
}

fn format_seconds(ms: f64) -> String {
    format!("{:.1}", ms / 1000.0)
}

/// The lowest and highest value of a series within a span of iterations,
/// and where each was seen: enough to draw the series' shape at any zoom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extremes {
    pub min: u32,
    pub min_at: u64,
    pub max: u32,
    pub max_at: u64,
}

impl Extremes {
    fn at(iterations: u64, value: u32) -> Extremes {
        Extremes {
            min: value,
            min_at: iterations,
            max: value,
            max_at: iterations,
        }
    }

    /// Both spans in one; `later` comes after `self`, so ties keep the earlier point.
    fn merge(self, later: Extremes) -> Extremes {
        let (min, min_at) = if later.min < self.min {
            (later.min, later.min_at)
        } else {
            (self.min, self.min_at)
        };
        let (max, max_at) = if later.max > self.max {
            (later.max, later.max_at)
        } else {
            (self.max, self.max_at)
        };
        Extremes {
            min,
            min_at,
            max,
            max_at,
        }
    }

    /// The extreme points in the order they were seen: one point when the
    /// series did not move.
    pub fn points(&self) -> Vec<(u64, u32)> {
        if self.min == self.max {
            return vec![(self.min_at.min(self.max_at), self.min)];
        }
        let mut points = vec![(self.min_at, self.min), (self.max_at, self.max)];
        points.sort_by_key(|&(at, _)| at);
        points
    }
}

fn merge_series(earlier: Option<Extremes>, later: Option<Extremes>) -> Option<Extremes> {
    match (earlier, later) {
        (Some(a), Some(b)) => Some(a.merge(b)),
        (a, b) => a.or(b),
    }
}

/// Progress reports of one span of a run, reduced to what a cost chart draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceBucket {
    /// Iterations at the first and the last report of the span.
    pub first: u64,
    pub last: u64,
    pub best: Option<Extremes>,
    pub current: Option<Extremes>,
    /// Restarts (re-heats...) that happened within the span.
    pub restarts: u64,
    /// The best cost at the last report of the span.
    pub last_best: Option<u32>,
}

impl TraceBucket {
    fn merge(self, later: TraceBucket) -> TraceBucket {
        TraceBucket {
            first: self.first,
            last: later.last,
            best: merge_series(self.best, later.best),
            current: merge_series(self.current, later.current),
            restarts: self.restarts + later.restarts,
            last_best: later.last_best.or(self.last_best),
        }
    }
}

/// Costs against iterations over a whole run, in bounded memory: reports go
/// into at most [`CostTrace::CAPACITY`] buckets of equally many reports,
/// each keeping the lowest and highest cost seen and where. When every
/// bucket is taken, neighbours merge in pairs and buckets take twice as many
/// reports from then on, so the trace always spans the run evenly and a
/// spike of the current cost is never lost, however long the run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CostTrace {
    buckets: Vec<TraceBucket>,
    /// Reports per full bucket (0 before the first report: read as 1).
    span: usize,
    /// Reports in the last bucket.
    in_last: usize,
    /// Restarts at the last report, to count new ones.
    last_restarts: u64,
}

impl CostTrace {
    pub const CAPACITY: usize = 256;

    /// Adds a report that carries a cost (reports of exact engines carry none).
    pub fn push(&mut self, report: &ProgressReport) {
        if report.best_cost.is_none() && report.current_cost.is_none() {
            return;
        }
        let at = report.iterations;
        let bucket = TraceBucket {
            first: at,
            last: at,
            best: report.best_cost.map(|cost| Extremes::at(at, cost)),
            current: report.current_cost.map(|cost| Extremes::at(at, cost)),
            restarts: report.restarts.saturating_sub(self.last_restarts),
            last_best: report.best_cost,
        };
        self.last_restarts = report.restarts;
        let span = self.span.max(1);
        match self.buckets.last_mut() {
            Some(last) if self.in_last < span => {
                *last = last.merge(bucket);
                self.in_last += 1;
                return;
            }
            _ => {}
        }
        if self.buckets.len() == Self::CAPACITY {
            self.buckets = self
                .buckets
                .chunks(2)
                .map(|pair| {
                    pair.iter()
                        .copied()
                        .reduce(TraceBucket::merge)
                        .expect("chunks are not empty")
                })
                .collect();
            self.span = span * 2;
        } else {
            self.span = span;
        }
        self.buckets.push(bucket);
        self.in_last = 1;
    }

    /// The buckets in the order of the run.
    pub fn buckets(&self) -> &[TraceBucket] {
        &self.buckets
    }

    /// Restarts counted since the first report.
    pub fn restarts(&self) -> u64 {
        self.buckets.iter().map(|bucket| bucket.restarts).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(iterations: u64, cost: Option<u32>) -> ProgressReport {
        ProgressReport {
            iterations,
            elapsed_ms: iterations as f64,
            grid: ".".repeat(81),
            current_cost: cost,
            best_cost: cost,
            ..ProgressReport::default()
        }
    }

    #[test]
    fn statuses_start_with_the_words_tests_and_people_look_for() {
        let mut run = Run::started(1, "fast".into(), Board::default());
        assert_eq!(run.status(), "Running fast…");
        run.finish(
            RunOutcome::Solved {
                grid: "1".repeat(81),
            },
            report(5, None),
        );
        assert_eq!(run.status(), "Solved in 5 ms by fast");
        run.report.as_mut().unwrap().elapsed_ms = 0.3;
        assert_eq!(run.status(), "Solved in 1 ms by fast");
        run.report.as_mut().unwrap().elapsed_ms = 1234.4;
        assert_eq!(run.status(), "Solved in 1235 ms by fast");
        run.finish(RunOutcome::MultipleSolutions, report(0, None));
        assert!(run.status().starts_with("Multiple solutions"));
        run.finish(RunOutcome::NoSolution, report(0, None));
        assert!(run.status().starts_with("No solution"));
        run.finish(
            RunOutcome::GaveUp {
                best: ".".repeat(81),
                cost: 4,
            },
            report(60_000, Some(4)),
        );
        assert_eq!(
            run.status(),
            "Gave up after 60.0 s (time limit); best cost 4"
        );
        run.finish(
            RunOutcome::Stopped {
                best: ".".repeat(81),
                cost: 4,
            },
            report(42, Some(4)),
        );
        assert_eq!(run.status(), "Stopped after 42 ms");
        run.phase = Phase::Done(End::Terminated);
        assert!(run.status().starts_with("Stopped after 42 ms"));
    }

    #[test]
    fn runs_of_stochastic_engines_get_the_live_view() {
        let anneal = Run::started(1, "anneal".into(), Board::default());
        assert!(anneal.is_watchable());
        assert!(!Run::started(1, "fast".into(), Board::default()).is_watchable());
        assert!(!Run::started(1, "no-such-engine".into(), Board::default()).is_watchable());
        let grid = Grid::EMPTY;
        let linked =
            Run::known_solution(Origin::Link, "anneal".into(), Board::default(), &grid, 0.0);
        assert!(
            !linked.is_watchable(),
            "a link's solution has no progress to show"
        );
    }

    #[test]
    fn the_overlay_is_tentative_until_solved() {
        let mut run = Run::started(1, "fast".into(), Board::default());
        assert_eq!(run.overlay(), None);
        let mut live = report(1, Some(3));
        live.grid = format!("5{}", ".".repeat(80));
        run.progress(live);
        assert_eq!(run.overlay().unwrap().1, CellKind::Tentative);
        run.phase = Phase::Done(End::Crashed("boom".into()));
        assert_eq!(run.overlay(), None);
    }

    #[test]
    fn the_trace_spans_long_runs_in_bounded_memory() {
        let mut trace = CostTrace::default();
        trace.push(&report(0, None));
        assert!(trace.buckets().is_empty(), "exact engines have no costs");
        let reports = 10 * CostTrace::CAPACITY as u64 + 7;
        for i in 0..reports {
            trace.push(&report(i * 1000, Some((reports - i) as u32)));
        }
        let buckets = trace.buckets();
        assert!(buckets.len() <= CostTrace::CAPACITY);
        assert!(buckets.len() > CostTrace::CAPACITY / 4);
        assert_eq!(buckets[0].first, 0);
        assert_eq!(buckets.last().unwrap().last, (reports - 1) * 1000);
        assert!(
            buckets.windows(2).all(|w| w[0].last < w[1].first),
            "buckets follow each other without overlap"
        );
        let widths: Vec<u64> = buckets[..buckets.len() - 1]
            .iter()
            .map(|bucket| bucket.last - bucket.first)
            .collect();
        assert!(
            widths.iter().all(|&width| width == widths[0]),
            "full buckets span equally many reports: {widths:?}"
        );
    }

    #[test]
    fn the_trace_keeps_every_spike_and_restart() {
        let mut trace = CostTrace::default();
        let reports = 20 * CostTrace::CAPACITY as u64;
        for i in 0..reports {
            let mut live = report(i, Some(30));
            live.best_cost = Some(30 - (i * 20 / reports) as u32);
            if i == 1234 {
                live.current_cost = Some(90);
            }
            if i == 4321 {
                live.current_cost = Some(3);
            }
            live.restarts = i / 1000;
            trace.push(&live);
        }
        let buckets = trace.buckets();
        let highest = buckets
            .iter()
            .filter_map(|b| b.current)
            .max_by_key(|e| e.max)
            .unwrap();
        assert_eq!((highest.max, highest.max_at), (90, 1234));
        let lowest = buckets
            .iter()
            .filter_map(|b| b.current)
            .min_by_key(|e| e.min)
            .unwrap();
        assert_eq!((lowest.min, lowest.min_at), (3, 4321));
        assert_eq!(trace.restarts(), (reports - 1) / 1000);
        let with_restarts: Vec<u64> = buckets
            .iter()
            .filter(|bucket| bucket.restarts > 0)
            .map(|bucket| bucket.last / 1000 * 1000)
            .collect();
        assert_eq!(with_restarts.len() as u64, (reports - 1) / 1000);
        let last = buckets.last().unwrap();
        assert_eq!(last.last_best, Some(11));
    }

    #[test]
    fn extremes_come_in_the_order_they_happened() {
        let rise = Extremes::at(5, 3).merge(Extremes::at(9, 8));
        assert_eq!(rise.points(), vec![(5, 3), (9, 8)]);
        let fall = Extremes::at(5, 8).merge(Extremes::at(9, 3));
        assert_eq!(fall.points(), vec![(5, 8), (9, 3)]);
        let flat = Extremes::at(5, 4).merge(Extremes::at(9, 4));
        assert_eq!(flat.points(), vec![(5, 4)]);
    }
}

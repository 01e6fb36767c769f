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

/// One point of a cost chart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TracePoint {
    pub iterations: u64,
    pub elapsed_ms: f64,
    pub best_cost: Option<u32>,
    pub current_cost: Option<u32>,
}

/// Costs against iterations over a whole run, in bounded memory: when full,
/// every other point is dropped and later points are kept half as often, so
/// the trace always spans the run evenly.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CostTrace {
    points: Vec<TracePoint>,
    /// Keep one report in `stride`.
    stride: usize,
    seen: usize,
}

impl CostTrace {
    pub const CAPACITY: usize = 512;

    /// Adds a report that carries a cost (reports of exact engines carry none).
    pub fn push(&mut self, report: &ProgressReport) {
        if report.best_cost.is_none() && report.current_cost.is_none() {
            return;
        }
        let stride = self.stride.max(1);
        self.seen += 1;
        if !(self.seen - 1).is_multiple_of(stride) {
            return;
        }
        if self.points.len() == Self::CAPACITY {
            let kept: Vec<TracePoint> = self.points.iter().step_by(2).copied().collect();
            self.points = kept;
            self.stride = stride * 2;
        }
        self.points.push(TracePoint {
            iterations: report.iterations,
            elapsed_ms: report.elapsed_ms,
            best_cost: report.best_cost,
            current_cost: report.current_cost,
        });
    }

    pub fn points(&self) -> &[TracePoint] {
        &self.points
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
        assert!(trace.points().is_empty(), "exact engines have no costs");
        let reports = 10 * CostTrace::CAPACITY as u64;
        for i in 0..reports {
            trace.push(&report(i, Some((reports - i) as u32)));
        }
        let points = trace.points();
        assert!(points.len() <= CostTrace::CAPACITY);
        assert!(points.len() >= CostTrace::CAPACITY / 2);
        assert_eq!(points[0].iterations, 0);
        assert!(points.last().unwrap().iterations >= reports - 16);
        assert!(points.windows(2).all(|w| w[0].iterations < w[1].iterations));
    }
}

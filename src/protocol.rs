//! The messages between the UI thread and the solver worker.
//!
//! Both directions travel as JSON text through `postMessage` (enums
//! externally tagged: the smallest serde code for the app): every `u64`
//! stays exact (a JS number would not) and the format is easy to read in the
//! browser's devtools. Grids travel as 81-character lines (`.` for empty).

use serde::{Deserialize, Serialize};
use sudoku_engine::{format, Grid, Outcome, Progress, StatValue, Stats};

/// A message from the UI to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Check a puzzle and run an engine on it.
    Run(RunRequest),
    /// End run `id` now (the worker answers with `Finished`, outcome `Stopped`).
    Stop { id: u32 },
    /// Solve every puzzle of a list, for throughput measurements.
    Bench(BenchRequest),
}

/// What to run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunRequest {
    pub id: u32,
    /// The puzzle in any format `sudoku_engine::format` reads.
    pub puzzle: String,
    pub engine: String,
    /// `name=value` settings over the engine's defaults.
    pub params: Vec<(String, String)>,
    pub seed: u64,
    /// The run gives up after this long; `None` runs until done or stopped.
    pub time_limit_ms: Option<f64>,
}

/// A list of puzzles to solve as fast as possible.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchRequest {
    pub id: u32,
    /// One puzzle a line; anything after a `,` on a line is ignored.
    pub puzzles: String,
    pub engine: String,
}

/// A message from the worker to the UI.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker has loaded and reads messages from now on.
    Ready,
    /// What the solution counter found before the engine starts.
    Facts {
        id: u32,
        facts: Facts,
    },
    /// A snapshot of a running engine, about 15 times a second.
    Progress {
        id: u32,
        report: ProgressReport,
    },
    /// The run is over.
    Finished {
        id: u32,
        outcome: RunOutcome,
        report: ProgressReport,
    },
    /// The request could not start (bad puzzle text, unknown engine, bad parameter).
    Failed {
        id: u32,
        message: String,
    },
    BenchDone(BenchReport),
    /// The worker panicked (a bug): it is about to abort and must be replaced.
    Crashed {
        message: String,
    },
}

/// Facts about a puzzle, from the fast solution counter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Facts {
    pub givens: usize,
    pub solutions: SolutionCount,
    /// How long the count took.
    pub check_ms: f64,
}

/// Solutions counted up to two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SolutionCount {
    None,
    Unique,
    Multiple,
}

impl SolutionCount {
    /// From a count limited to 2.
    pub fn from_count(count: usize) -> SolutionCount {
        match count {
            0 => SolutionCount::None,
            1 => SolutionCount::Unique,
            _ => SolutionCount::Multiple,
        }
    }
}

/// How a run ended, as the UI shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RunOutcome {
    Solved {
        grid: String,
    },
    NoSolution,
    /// The counter found two solutions; the engine did not run.
    MultipleSolutions,
    /// The time limit ran out: the best grid found and its cost.
    GaveUp {
        best: String,
        cost: u32,
    },
    Stopped {
        best: String,
        cost: u32,
    },
}

impl From<&Outcome> for RunOutcome {
    fn from(outcome: &Outcome) -> Self {
        match outcome {
            Outcome::Solved(grid) => RunOutcome::Solved {
                grid: format::to_line(grid),
            },
            Outcome::NoSolution => RunOutcome::NoSolution,
            Outcome::GaveUp { best, cost } => RunOutcome::GaveUp {
                best: format::to_line(best),
                cost: *cost,
            },
            Outcome::Stopped { best, cost } => RunOutcome::Stopped {
                best: format::to_line(best),
                cost: *cost,
            },
        }
    }
}

impl RunOutcome {
    /// The grid to show: the solution, or the best grid of an unfinished run.
    pub fn grid(&self) -> Option<Grid> {
        match self {
            RunOutcome::Solved { grid } => read_line(grid),
            RunOutcome::GaveUp { best, .. } | RunOutcome::Stopped { best, .. } => read_line(best),
            RunOutcome::NoSolution | RunOutcome::MultipleSolutions => None,
        }
    }
}

/// Everything a progress view needs, live: counters, elapsed time, the grid
/// the engine is on, costs for a cost chart, and the engine's statistics.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ProgressReport {
    pub iterations: u64,
    /// Engine time since the run started.
    pub elapsed_ms: f64,
    /// 81 characters, `.` for empty.
    pub grid: String,
    /// Cells of `grid` holding a digit.
    pub filled: usize,
    pub current_cost: Option<u32>,
    pub best_cost: Option<u32>,
    pub restarts: u64,
    pub stats: Vec<NamedStat>,
}

impl ProgressReport {
    /// A report of an engine's progress and statistics after `elapsed_ms`.
    pub fn new(progress: &Progress, stats: &Stats, elapsed_ms: f64) -> ProgressReport {
        ProgressReport {
            iterations: progress.iterations,
            elapsed_ms,
            grid: format::to_line(&progress.grid),
            filled: progress.filled(),
            current_cost: progress.current_cost,
            best_cost: progress.best_cost,
            restarts: progress.restarts,
            stats: stats
                .iter()
                .map(|(name, value)| NamedStat {
                    name: name.to_string(),
                    value: StatReport::from(value),
                })
                .collect(),
        }
    }

    /// The grid, if it is a well-formed line.
    pub fn grid(&self) -> Option<Grid> {
        read_line(&self.grid)
    }
}

/// One engine statistic.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NamedStat {
    pub name: String,
    pub value: StatReport,
}

/// A statistic's value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum StatReport {
    Count(u64),
    Real(f64),
    Text(String),
}

impl From<&StatValue> for StatReport {
    fn from(value: &StatValue) -> Self {
        match value {
            StatValue::Count(n) => StatReport::Count(*n),
            StatValue::Real(x) => StatReport::Real(*x),
            StatValue::Text(text) => StatReport::Text(text.clone()),
        }
    }
}

impl std::fmt::Display for StatReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StatReport::Count(n) => f.write_str(&group_thousands(*n)),
            StatReport::Real(x) => write!(f, "{x:.4}"),
            StatReport::Text(text) => f.write_str(text),
        }
    }
}

/// `1234567` as `1,234,567`.
pub fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, ch) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// The result of a [`BenchRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReport {
    pub id: u32,
    pub engine: String,
    /// Lines that held a puzzle.
    pub puzzles: usize,
    /// Puzzles whose run ended with a grid that solves them.
    pub solved: usize,
    /// Lines that did not parse as a puzzle, with the first error.
    pub unreadable: usize,
    pub first_error: Option<String>,
    /// Time spent in the engine, parsing excluded.
    pub elapsed_ms: f64,
    pub puzzles_per_second: f64,
}

/// Reads an 81-character grid line as sent in messages.
fn read_line(line: &str) -> Option<Grid> {
    (line.chars().count() == sudoku_engine::units::CELLS)
        .then(|| format::parse_grid(line).ok())
        .flatten()
}

impl ToWorker {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("messages serialise")
    }

    pub fn from_json(text: &str) -> Result<ToWorker, String> {
        serde_json::from_str(text)
            .map_err(|error| format!("unreadable message to the worker: {error}"))
    }
}

impl FromWorker {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("messages serialise")
    }

    pub fn from_json(text: &str) -> Result<FromWorker, String> {
        serde_json::from_str(text)
            .map_err(|error| format!("unreadable message from the worker: {error}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_with_exact_large_counts() {
        let report = ProgressReport {
            iterations: u64::MAX - 1,
            elapsed_ms: 12.5,
            grid: ".".repeat(81),
            filled: 0,
            current_cost: Some(7),
            best_cost: Some(3),
            restarts: 2,
            stats: vec![NamedStat {
                name: "guesses".into(),
                value: StatReport::Count(u64::MAX),
            }],
        };
        let message = FromWorker::Progress { id: 4, report };
        assert_eq!(FromWorker::from_json(&message.to_json()), Ok(message));
        let request = ToWorker::Run(RunRequest {
            id: 1,
            puzzle: "x".into(),
            engine: "fast".into(),
            params: vec![("alpha".into(), "0.9".into())],
            seed: u64::MAX,
            time_limit_ms: None,
        });
        assert_eq!(ToWorker::from_json(&request.to_json()), Ok(request));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(ToWorker::from_json("{\"type\":\"Launch\"}").is_err());
        assert!(FromWorker::from_json("not json").is_err());
    }

    #[test]
    fn counts_read_with_thousands_separators() {
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(1000), "1,000");
        assert_eq!(group_thousands(69_200_000), "69,200,000");
    }

    #[test]
    fn outcome_grids_need_81_cells() {
        assert_eq!(
            RunOutcome::Solved {
                grid: "1".repeat(80)
            }
            .grid(),
            None
        );
        assert!(RunOutcome::Stopped {
            best: ".".repeat(81),
            cost: 81
        }
        .grid()
        .is_some());
    }
}

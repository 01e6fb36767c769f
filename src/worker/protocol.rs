//! The messages between the UI thread and a worker (a solver or the
//! analysis worker: [`ToWorker::role`] says which answers a message).
//!
//! They carry the engine's own types ([`Sudoku`], [`Outcome`], [`Snapshot`],
//! [`Facts`], [`Limits`]) through serde, and are decoded once, at the edge
//! ([`ToWorker::decode`], [`FromWorker::decode`]): past it, nobody parses a
//! grid. They travel as JSON text: every `u64` stays exact and the messages
//! read well in the browser's devtools.
//!
//! JSON is also the faster carrier here, measured on Chromium over a live
//! anneal run (three alternating rounds of 4 s, ~60 progress messages each,
//! the UI thread's `HandlePostMessage` time): 72-95 ms with JSON text
//! against 119-141 ms with serde-wasm-bindgen objects (u64 as BigInt), about
//! 1.4 against 2.2 ms a message: building a snapshot's many small fields
//! through JavaScript calls costs more than one native `JSON.parse` and a
//! serde_json pass in wasm. serde-wasm-bindgen serves where a JavaScript
//! object is the point (the bench hook's report).

use serde::{Deserialize, Serialize};
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{Facts, Limits, Outcome, Snapshot};

use super::analysis::{AnalysisId, AnalysisRequest, Answer, PathProgress};
use super::generation::{
    GenerateBenchRequest, GenerateRequest, GenerationDone, GenerationId, GenerationReport,
};
use sudoku_engine::generate::BatchTimes;

/// A run's number, unique within a page's lifetime (the app's state hands them out).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RunId(pub u32);

/// Which worker a script is, and which answers a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Runs engines: `src/bin/worker.rs`, files `worker*.js|wasm`.
    Solver,
    /// Ratings, explanations, hints, imports, generation:
    /// `src/bin/analysis.rs`, files `analysis*.js|wasm`.
    Analysis,
}

impl Role {
    /// The build's name: its files' stem, and the name the loader
    /// (`static/worker_loader.js`) reads to pick them.
    pub fn build_name(self) -> &'static str {
        match self {
            Role::Solver => "worker",
            Role::Analysis => "analysis",
        }
    }

    /// The role in words, as in "the solver worker".
    pub fn name(self) -> &'static str {
        match self {
            Role::Solver => "solver",
            Role::Analysis => "analysis",
        }
    }
}

/// A message from the UI to a worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Run an engine on a puzzle (boxed: a puzzle of any shape is large
    /// next to the other messages).
    Run(Box<RunRequest>),
    /// End run `id` now (the worker answers with `Finished`, outcome `Stopped`).
    Stop { id: RunId },
    /// Solve every puzzle of a list, for throughput measurements.
    Bench(BenchRequest),
    /// Answer a question about a board (ratings, explanation, hint).
    Analyse(AnalysisRequest),
    /// Make a new puzzle.
    Generate(Box<GenerateRequest>),
    /// End generation `id` now (the worker answers with `Generated`, a give-up).
    StopGenerating { id: GenerationId },
    /// Time a batch of puzzles made one after another.
    GenerateBench(GenerateBenchRequest),
}

/// What to run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunRequest {
    pub id: RunId,
    /// The puzzle, of any shape.
    pub puzzle: Sudoku,
    pub engine: String,
    /// A preset of the engine applied before `params`.
    pub preset: Option<String>,
    /// `name=value` settings over the engine's defaults (checked by the worker).
    pub params: Vec<(String, String)>,
    pub seed: u64,
    pub limits: Limits,
}

/// The engines whose runs the analysis worker makes: `logic`, whose
/// solver of every shape that worker holds for its hints and ratings, and
/// which the solver worker's build leaves out (the engine's
/// `logic-every-shape` feature: 140 KB of gzipped wasm).
pub const ANALYSIS_ENGINES: &[&str] = &[sudoku_engine::logic::engine::INFO.name];

impl RunRequest {
    /// The kind of worker that runs this request's engine.
    pub fn role(&self) -> Role {
        if ANALYSIS_ENGINES.contains(&self.engine.as_str()) {
            Role::Analysis
        } else {
            Role::Solver
        }
    }
}

/// A list of puzzles to solve as fast as possible.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchRequest {
    /// One puzzle a line; anything after a `,` on a line is ignored.
    pub puzzles: String,
    pub engine: String,
    /// Runs per puzzle, with seeds 1, 2, ... (1 for an exact engine).
    pub runs: u64,
}

/// A message from a worker to the UI.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker has loaded and reads messages from now on.
    Ready,
    /// The run has begun: what the solution counter found, if it counted.
    Started {
        id: RunId,
        facts: Option<Facts>,
    },
    /// A snapshot of a running engine, about 15 times a second.
    Progress {
        id: RunId,
        snapshot: Snapshot,
    },
    /// The run is over; the final snapshot, unless the engine never ran;
    /// two solutions when the check found several.
    Finished {
        id: RunId,
        outcome: Outcome,
        snapshot: Option<Snapshot>,
        #[serde(default)]
        several: Vec<Values>,
    },
    /// The request could not start (unknown engine, bad parameter).
    Failed {
        id: RunId,
        message: String,
    },
    BenchDone(BenchReport),
    /// How far the rating or explanation asked by `id` has got.
    Analysing {
        id: AnalysisId,
        progress: PathProgress,
    },
    /// The puzzle of request `id` has exactly one solution, `solution`:
    /// counted for it, sent before the answer, to pass on to workers that
    /// have not counted it ([`AnalysisRequest::solution`]).
    Counted {
        id: AnalysisId,
        solution: Values,
    },
    /// The answer to an [`AnalysisRequest`].
    Analysed {
        id: AnalysisId,
        answer: Answer,
    },
    /// Where a generation stands, about 15 times a second.
    Generating(GenerationReport),
    /// A generation is over: a puzzle, or a give-up with the closest one.
    Generated(GenerationDone),
    GenerateBenchDone(BatchTimes),
    /// The worker panicked (a bug): it is about to abort and must be replaced.
    Crashed {
        message: String,
    },
}

/// The result of a [`BenchRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReport {
    pub engine: String,
    /// Runs made: lines that held a puzzle, times the runs per puzzle.
    pub puzzles: usize,
    /// Puzzles whose run ended with a grid that solves them.
    pub solved: usize,
    /// Lines that did not parse as a puzzle, with the first error.
    pub unreadable: usize,
    pub first_error: Option<String>,
    /// Time spent in the engine, parsing excluded.
    pub elapsed_ms: f64,
    pub puzzles_per_second: f64,
    /// The longest single run, for lines of other shapes (each timed alone).
    pub slowest_ms: Option<f64>,
}

impl ToWorker {
    /// The kind of worker that answers this message; `None` for a
    /// [`ToWorker::Stop`], which goes to the worker running the run,
    /// whichever kind it is.
    pub fn role(&self) -> Option<Role> {
        match self {
            ToWorker::Run(request) => Some(request.role()),
            ToWorker::Stop { .. } => None,
            ToWorker::Bench(_) => Some(Role::Solver),
            ToWorker::Analyse(_)
            | ToWorker::Generate(_)
            | ToWorker::StopGenerating { .. }
            | ToWorker::GenerateBench(_) => Some(Role::Analysis),
        }
    }

    /// The message's name, for errors.
    pub fn kind(&self) -> &'static str {
        match self {
            ToWorker::Run(_) => "Run",
            ToWorker::Stop { .. } => "Stop",
            ToWorker::Bench(_) => "Bench",
            ToWorker::Analyse(_) => "Analyse",
            ToWorker::Generate(_) => "Generate",
            ToWorker::StopGenerating { .. } => "StopGenerating",
            ToWorker::GenerateBench(_) => "GenerateBench",
        }
    }

    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("messages serialise")
    }

    pub fn decode(text: &str) -> Result<ToWorker, String> {
        serde_json::from_str(text)
            .map_err(|error| format!("unreadable message to the worker: {error}"))
    }
}

impl FromWorker {
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("messages serialise")
    }

    pub fn decode(text: &str) -> Result<FromWorker, String> {
        serde_json::from_str(text)
            .map_err(|error| format!("unreadable message from the worker: {error}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::wiki;
    use sudoku_engine::{Progress, Stats, Uniqueness};

    #[test]
    fn messages_round_trip_with_engine_types_and_exact_large_counts() {
        let snapshot = Snapshot {
            progress: Progress {
                iterations: u64::MAX - 1,
                grid: crate::fixtures::wiki_solution(),
                current_cost: Some(7),
                best_cost: Some(3),
                restarts: 2,
            },
            elapsed_ms: 12.5,
            stats: Stats::new().count("guesses", u64::MAX).real("dc", 0.25),
            picture: None,
        };
        let message = FromWorker::Progress {
            id: RunId(4),
            snapshot,
        };
        assert_eq!(FromWorker::decode(&message.encode()), Ok(message));
        let request = ToWorker::Run(Box::new(RunRequest {
            id: RunId(1),
            puzzle: wiki(),
            engine: "anneal".into(),
            preset: Some("improved".into()),
            params: vec![("cooling".into(), "0.9".into())],
            seed: u64::MAX,
            limits: Limits {
                time_limit_ms: Some(1500.0),
                uniqueness: Uniqueness::AllowSeveral,
            },
        }));
        assert_eq!(ToWorker::decode(&request.encode()), Ok(request));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(ToWorker::decode("{\"Launch\":1}").is_err());
        assert!(FromWorker::decode("not json").is_err());
        let forged = format!(
            "{{\"Finished\":{{\"id\":1,\"outcome\":{{\"Solved\":\"{}\"}},\"snapshot\":null}}}}",
            "1".repeat(80)
        );
        assert!(FromWorker::decode(&forged).is_err(), "grids need 81 cells");
    }
}

//! `sudoku solve`: one line out per puzzle in — the solution, or `error:`
//! and the reason — or one JSON object per puzzle with `--json`.
//!
//! Each puzzle runs in a [`Session`](sudoku_engine::Session), which checks
//! it with the fast solution counter (limit 2) first: without a solution it
//! is reported at once; with several it is refused unless `--any` asks for
//! one of them. Only then does the chosen engine run.

use std::collections::BTreeMap;
use std::io::Write;

use clap::Args;
use serde::Serialize;
use serde_json::{Map, Value};
use sudoku_engine::run::{Clock, SystemClock};
use sudoku_engine::shape::Values;
use sudoku_engine::{Limits, Outcome, SolutionCount, Uniqueness};

use crate::attempt::Attempt;
use crate::error::CliError;
use crate::input::{self, Entry};
use crate::json;
use crate::selection::{EngineArgs, EngineChoice};
use crate::shapes::ShapeArgs;
use sudoku_engine::format::shaped::{write_sudoku, ShapedText};

/// A stochastic engine's time limit per puzzle when none is given.
const STOCHASTIC_LIMIT_SECS: f64 = 60.0;

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub engine: EngineArgs,

    /// Seed of the engine's random choices (stochastic engines)
    #[arg(short, long, value_name = "N", default_value_t = 1)]
    pub seed: u64,

    /// Prints one JSON object per puzzle instead of a line
    #[arg(long)]
    pub json: bool,

    /// Solves puzzles with several solutions too, printing the one the engine finds
    #[arg(long)]
    pub any: bool,

    #[command(flatten)]
    pub shape: ShapeArgs,

    /// Files with one puzzle per line; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub inputs: Vec<String>,
}

/// How a puzzle ended, as `--json` names it: the session's outcome
/// ([`Outcome::status`]), or one of the two endings before or after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Solved,
    NoSolution,
    SeveralSolutions,
    BudgetSpent,
    /// Logic found no way on, and whether the puzzle has a solution is
    /// not known (it was too large to count).
    GaveUp,
    TimeLimit,
    Stopped,
    NotApplicable,
    /// The text is not a puzzle: malformed, or a duplicate given.
    Invalid,
    /// The engine contradicted the solution counter, or returned a grid that
    /// does not solve the puzzle: a bug in the engine.
    EngineError,
}

/// The result for one puzzle, printed as a line or a JSON object.
#[derive(Debug, Serialize)]
pub struct Report {
    /// The input the puzzle came from: a path, or `stdin`.
    pub input: String,
    /// Line of the input the puzzle was on.
    pub line: usize,
    /// The puzzle as 81 characters (`.` for blanks), or as given when it does not parse.
    pub puzzle: String,
    /// The words around the puzzle on its line (a name, a rating), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// What a link draws that is not a rule Sudoku Lab reads, if anything.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
    pub status: Status,
    pub solution: Option<String>,
    /// What the solution counter found (`none`, `unique`, `several`); null
    /// when the puzzle did not parse.
    pub solutions: Option<SolutionCount>,
    pub engine: &'static str,
    pub seed: u64,
    /// The engine's statistics; null when the counter decided without it.
    pub stats: Option<Map<String, Value>>,
    /// The engine's work count, when it ran.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<u64>,
    /// Wall time for this puzzle: parsing, counting and the engine run.
    pub millis: Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The best grid of a run that ended unsolved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// Two solutions of a puzzle with several, and the cells (by name)
    /// where they differ.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub several: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub differ: Vec<String>,
}

impl Report {
    /// The report of `entry` before anything is known: invalid until decided.
    fn new(input: &str, entry: &Entry, engine: &'static str, seed: u64) -> Report {
        Report {
            input: input.to_string(),
            line: entry.line,
            puzzle: entry.text().trim().to_string(),
            label: entry.label().map(str::to_string),
            notice: None,
            status: Status::Invalid,
            solution: None,
            solutions: None,
            engine,
            seed,
            stats: None,
            iterations: None,
            millis: Value::Null,
            error: None,
            best: None,
            cost: None,
            several: Vec::new(),
            differ: Vec::new(),
        }
    }

    /// The plain output line: the solution, or `error: <reason>`.
    pub fn line(&self) -> String {
        match (&self.solution, &self.error) {
            (Some(solution), _) => solution.clone(),
            (None, Some(error)) => format!("error: {error}"),
            (None, None) => format!("error: {:?}", self.status),
        }
    }
}

pub fn run(args: &SolveArgs, out: &mut impl Write) -> Result<(), CliError> {
    let choice = args.engine.resolve(STOCHASTIC_LIMIT_SECS)?;
    // The engine for each default engine a shape has, resolved once.
    let mut choices: BTreeMap<&'static str, EngineChoice> = BTreeMap::new();
    let options = args.shape.options();
    for source in input::open_all(&args.inputs)? {
        let name = source.name.clone();
        let mut puzzles = 0;
        for entry in source.entries() {
            let entry = entry?;
            let clock = SystemClock::default();
            let report = match entry.read(&options) {
                Ok(read) => {
                    let shape = read.sudoku.shape();
                    let default = sudoku_engine::registry::default_for(shape).name;
                    if !choices.contains_key(default) {
                        let choice = args.engine.resolve_for(shape, STOCHASTIC_LIMIT_SECS)?;
                        choices.insert(default, choice);
                    }
                    let choice = &choices[default];
                    solve_entry(choice, &name, &entry, &read, args.seed, args.any)
                }
                Err(error) => Report {
                    error: Some(error),
                    millis: json::millis(clock.now_ms()),
                    ..Report::new(&name, &entry, choice.info.name, args.seed)
                },
            };
            let text = if args.json {
                serde_json::to_string(&report).expect("a report always serialises")
            } else {
                report.line()
            };
            writeln!(out, "{text}").map_err(CliError::output)?;
            puzzles += 1;
        }
        if puzzles == 0 {
            input::warn_no_puzzle(&name);
        }
    }
    Ok(())
}

/// Checks, counts and solves one puzzle of any shape through the session;
/// an engine that does not solve its shape says so, and a puzzle with
/// several solutions or none that draws more than its rules says that
/// rules may be missing.
pub fn solve_entry(
    choice: &EngineChoice,
    input: &str,
    entry: &Entry,
    read: &ShapedText,
    seed: u64,
    any: bool,
) -> Report {
    let clock = SystemClock::default();
    let sudoku = &read.sudoku;
    let mut report = Report::new(input, entry, choice.info.name, seed);
    report.puzzle = write_sudoku(sudoku);
    report.notice = read.notice();
    let attempt = Attempt::run(choice, sudoku, seed, limits(any));
    decide(
        choice,
        &attempt,
        |grid| sudoku.is_solved_by(grid),
        &mut report,
    );
    if let [first, second, ..] = attempt.several.as_slice() {
        let geometry = sudoku.shape().geometry();
        report.differ = (first.differing_cells(second).into_iter())
            .map(|cell| geometry.cell_name(cell))
            .collect();
        report.several = vec![first.to_string(), second.to_string()];
        report.error = (report.error).map(|error| {
            format!(
                "{error}; two of them differ at {}",
                report.differ.join(", ")
            )
        });
    }
    if matches!(report.status, Status::NoSolution | Status::SeveralSolutions) {
        report.error = report.error.map(|error| read.verdict_with_notice(&error));
    }
    report.error = report.error.map(|error| entry.placed(&error));
    report.millis = json::millis(clock.now_ms());
    report
}

/// What a run does about several solutions: `--any` solves them anyway.
fn limits(any: bool) -> Limits {
    let uniqueness = if any {
        Uniqueness::AllowSeveral
    } else {
        Uniqueness::Require
    };
    Limits {
        uniqueness,
        ..Limits::default()
    }
}

/// Writes what `attempt` gave into `report`; `solves` checks a solution.
fn decide(
    choice: &EngineChoice,
    attempt: &Attempt,
    solves: impl Fn(&Values) -> bool,
    report: &mut Report,
) {
    report.solutions = attempt.facts.map(|facts| facts.solutions);
    report.stats = attempt.stats.as_ref().map(json::stats_object);
    report.iterations = attempt.iterations;
    let engine = choice.info.name;
    match &attempt.outcome {
        Outcome::Solved(grid) => match attempt.solution(solves) {
            Some(solution) => {
                report.status = Status::Solved;
                report.solution = Some(solution.to_string());
            }
            None => {
                report.fail(
                    Status::EngineError,
                    format!("engine {engine} returned a grid that does not solve the puzzle"),
                );
                report.best = Some(grid.to_string());
            }
        },
        Outcome::NoSolution if attempt.stats.is_some() => report.fail(
            Status::EngineError,
            format!("engine {engine} found no solution, but the puzzle has one"),
        ),
        Outcome::NoSolution => report.fail(Status::NoSolution, "no solution".to_string()),
        Outcome::SeveralSolutions => report.fail(
            Status::SeveralSolutions,
            "multiple solutions (not a proper Sudoku; --any solves it anyway)".to_string(),
        ),
        Outcome::BudgetSpent { best, cost } => {
            let reason = format!("not solved: {engine} spent its work budget (best cost {cost})");
            report.unsolved(Status::BudgetSpent, reason, best, *cost);
        }
        Outcome::GaveUp { best, cost } => {
            let reason = format!("not solved: {engine} found no further step ({cost} cells left)");
            report.unsolved(Status::GaveUp, reason, best, *cost);
        }
        Outcome::TimeLimit { best, cost } => {
            let limit = choice.time_limit_ms.unwrap_or_default() / 1000.0;
            let reason = format!(
                "not solved within the time limit of {limit} s ({engine}, best cost {cost})"
            );
            report.unsolved(Status::TimeLimit, reason, best, *cost);
        }
        Outcome::Stopped { best, cost } => {
            let reason = format!("not solved: {engine} was stopped (best cost {cost})");
            report.unsolved(Status::Stopped, reason, best, *cost);
        }
        Outcome::NotApplicable { reason } => {
            report.fail(Status::NotApplicable, format!("{engine}: {reason}"))
        }
    }
}

impl Report {
    fn fail(&mut self, status: Status, error: String) {
        self.status = status;
        self.error = Some(error);
    }

    fn unsolved(&mut self, status: Status, error: String, best: &Values, cost: u32) {
        self.fail(status, error);
        self.best = Some(best.to_string());
        self.cost = Some(cost);
    }
}

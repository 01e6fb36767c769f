//! `sudoku generate`: new puzzles, one line each (`puzzle,solution`, like
//! the shared data files) or one JSON object each with `--json`.
//!
//! Puzzle `i` comes from `(seed, i)` alone, so `--jobs` changes only the
//! speed: the threads make puzzles in any order and the output keeps index
//! order. A batch long enough to wait for shows a progress bar on standard
//! error when that is a terminal; a summary and histograms of what was made
//! follow there at the end, so standard output stays clean for files.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use serde_json::Value;
use sudoku_engine::generate::{
    generate_nth_within, GenOutcome, GenerateOptions, GridSource, Pattern, Shape, Symmetry,
};
use sudoku_engine::run::SystemClock;

use crate::error::CliError;
use crate::json;
use crate::summary::Summary;

/// Batches at least this long get a progress bar (on a terminal).
const PROGRESS_FROM: u64 = 200;

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Puzzles to make
    #[arg(short = 'n', long, value_name = "N", default_value_t = 1)]
    pub count: u64,

    /// Where solution grids come from: random (a randomised search) or magic
    /// (the magic-square construction moved within its single class)
    #[arg(long, value_name = "SOURCE", default_value = "random", value_parser = parse_source)]
    pub grid: GridSource,

    /// Symmetry of the givens: none, rotational-180 (180), rotational-90 (90),
    /// horizontal, vertical, diagonal, anti-diagonal
    #[arg(long, value_name = "S", default_value = "none", value_parser = parse_symmetry)]
    pub symmetry: Symmetry,

    /// The cells to give, 81 marks (x, *, # or 1-9 given; ., 0, - or _
    /// empty), or a file holding them
    #[arg(long, value_name = "MASK", conflicts_with = "symmetry")]
    pub pattern: Option<String>,

    /// Seed of the batch; a fresh one (printed on standard error) when absent
    #[arg(short, long, value_name = "N")]
    pub seed: Option<u64>,

    /// Threads; all cores when absent. The puzzles do not depend on it
    #[arg(short, long, value_name = "N")]
    pub jobs: Option<usize>,

    /// Solution grids one puzzle may draw before it gives up
    #[arg(long, value_name = "N", default_value_t = GenerateOptions::DEFAULT_MAX_TRIES)]
    pub max_tries: u64,

    /// Seconds one puzzle may take before it gives up (a puzzle that gives
    /// up on time depends on the machine's speed; the puzzles made do not)
    #[arg(long, value_name = "SECONDS")]
    pub time_limit: Option<f64>,

    /// Prints one JSON object per puzzle instead of a line
    #[arg(long)]
    pub json: bool,
}

fn parse_source(text: &str) -> Result<GridSource, String> {
    text.parse()
}

fn parse_symmetry(text: &str) -> Result<Symmetry, String> {
    text.parse().map_err(|error| format!("{error}"))
}

/// One puzzle of the batch as `--json` prints it.
#[derive(Debug, Serialize)]
struct Record {
    index: u64,
    /// `made`, or why not: `tries_spent`, `time_limit`.
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzle: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    givens: Option<usize>,
    /// Solution grids drawn.
    tries: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    /// Wall time for this puzzle.
    millis: Value,
}

impl Record {
    fn new(index: u64, outcome: &GenOutcome, millis: f64) -> Record {
        let made = outcome.made();
        Record {
            index,
            status: match outcome {
                GenOutcome::Made(_) => "made",
                GenOutcome::GaveUp { why, .. } => why.status(),
            },
            puzzle: made.map(|made| made.givens.to_string()),
            solution: made.map(|made| made.solution.to_string()),
            givens: made.map(|made| made.givens.filled()),
            tries: match outcome {
                GenOutcome::Made(made) => made.tries,
                GenOutcome::GaveUp { tries, .. } => *tries,
            },
            error: made.is_none().then(|| outcome.to_string()),
            millis: json::millis(millis),
        }
    }
}

pub fn run(args: &GenerateArgs, out: &mut impl Write) -> Result<(), CliError> {
    let options = options(args)?;
    let seed = args.seed.unwrap_or_else(fresh_seed);
    if args.seed.is_none() {
        eprintln!("sudoku: seed {seed} (--seed {seed} makes the same puzzles)");
    }
    let time_limit_ms = match args.time_limit {
        Some(seconds) if !(seconds > 0.0 && seconds.is_finite()) => {
            return Err(CliError::Usage(format!(
                "--time-limit must be a positive number of seconds, not {seconds}"
            )))
        }
        limit => limit.map(|seconds| seconds * 1000.0),
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.unwrap_or(0))
        .build()
        .map_err(|error| CliError::Usage(format!("cannot start the threads: {error}")))?;
    let bar = progress_bar(args.count);
    let started = Instant::now();
    let mut summary = Summary::default();
    // Chunks keep memory flat and the output flowing on long batches.
    let chunk = (pool.current_num_threads() as u64 * 16).max(1);
    let mut first = 0;
    while first < args.count {
        let last = (first + chunk).min(args.count);
        let made: Vec<(GenOutcome, f64)> = pool.install(|| {
            (first..last)
                .into_par_iter()
                .map(|index| {
                    let clock = SystemClock::default();
                    let outcome = generate_nth_within(&options, seed, index, &clock, time_limit_ms);
                    bar.inc(1);
                    (outcome, clock_ms(&clock))
                })
                .collect()
        });
        for (offset, (outcome, millis)) in made.iter().enumerate() {
            let index = first + offset as u64;
            summary.add(outcome);
            let text = if args.json {
                serde_json::to_string(&Record::new(index, outcome, *millis))
                    .expect("a record always serialises")
            } else {
                line(outcome)
            };
            writeln!(out, "{text}").map_err(CliError::output)?;
        }
        first = last;
    }
    bar.finish_and_clear();
    eprint!("{}", summary.render(started.elapsed().as_secs_f64()));
    Ok(())
}

fn clock_ms(clock: &SystemClock) -> f64 {
    use sudoku_engine::run::Clock;
    clock.now_ms()
}

/// The generator's options from the command line.
fn options(args: &GenerateArgs) -> Result<GenerateOptions, CliError> {
    let shape = match &args.pattern {
        None => Shape::Dig(args.symmetry),
        Some(mask) => Shape::Pattern(read_pattern(mask)?),
    };
    let options = GenerateOptions {
        grid: args.grid,
        shape,
        max_tries: args.max_tries,
    };
    match options.impossible() {
        Some(reason) => Err(CliError::Usage(reason)),
        None => Ok(options),
    }
}

/// A pattern from its marks, or from the file `mask` names.
fn read_pattern(mask: &str) -> Result<Pattern, CliError> {
    match mask.parse::<Pattern>() {
        Ok(pattern) => Ok(pattern),
        Err(error) => match std::fs::read_to_string(mask) {
            Ok(text) => text
                .parse()
                .map_err(|error| CliError::Usage(format!("{mask}: {error}"))),
            Err(_) => Err(CliError::Usage(error.to_string())),
        },
    }
}

/// The plain output line: `puzzle,solution`, or `error:` and why.
fn line(outcome: &GenOutcome) -> String {
    match outcome {
        GenOutcome::Made(made) => format!("{},{}", made.givens, made.solution),
        GenOutcome::GaveUp { .. } => format!("error: {outcome}"),
    }
}

fn progress_bar(count: u64) -> ProgressBar {
    if count < PROGRESS_FROM || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(count);
    let style = ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles, {per_sec}, {eta} left")
        .expect("the template is valid");
    bar.set_style(style);
    bar
}

/// A seed from the clock, for runs that did not name one.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |elapsed| elapsed.as_nanos() as u64)
}

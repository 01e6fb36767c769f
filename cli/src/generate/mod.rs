//! `sudoku generate`: new puzzles of every shape (`--shape`, `--variant`,
//! `--killer`), one line each (`puzzle,solution,rating` with SE's ER, like
//! the shared data files, the puzzle in the one-line form; `puzzle,solution`
//! with `--unrated`) or one JSON object each with `--json`. `--level` or
//! `--se` sets a target difficulty: each puzzle is drawn until its rating
//! lands there, and one that runs out of tries or time says so on an
//! `error:` line with the closest puzzle it made. A puzzle whose checks ran
//! over their budget (a grid larger than a 20x20, a large killer) is said
//! on standard error not to be proven minimal.
//!
//! Puzzle `i` comes from `(seed, i)` alone, so `--jobs` changes only the
//! speed: the threads make puzzles in any order and the output keeps index
//! order. A batch long enough to wait for shows a progress bar on standard
//! error when that is a terminal; a summary and histograms of what was made
//! (givens, SE bands, levels) follow there at the end, so standard output
//! stays clean for files.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use serde_json::Value;
use sudoku_engine::generate::{
    generate_nth_within, parse_level, GenOutcome, GenerateOptions, Generated, Givens, GridSource,
    Need, Pattern, Symmetry, Target,
};
use sudoku_engine::logic::HodokuLevel;
use sudoku_engine::rate::PathRating;
use sudoku_engine::run::SystemClock;
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::Shape;

use crate::error::CliError;
use crate::input::read_text;
use crate::json;
use crate::shapes::ShapeArgs;
use crate::summary::Summary;
use sudoku_engine::format::shaped::write_sudoku;
use sudoku_engine::generate::instance::instance;

/// Batches at least this long get a progress bar (on a terminal)...
const PROGRESS_FROM: u64 = 200;
/// ... or this long with a target, whose puzzles take longer.
const PROGRESS_FROM_TARGETED: u64 = 5;
/// A chunk of puzzles made in less time than this is followed by one twice as long...
const CHUNK_MS: u128 = 50;
/// ... up to this many puzzles.
const MAX_CHUNK: u64 = 4096;

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

    /// Practice: puzzles whose hints' path (easiest first) takes this
    /// technique or a technique of this family (fish, wings, chains,
    /// single_digit_patterns, cages, X-Wing, XY-Wing...), as `hint` would
    /// show it; with --shape too
    #[arg(long, value_name = "TECHNIQUE", conflicts_with = "fill")]
    pub needs: Option<Need>,

    /// Target HoDoKu-style level: easy, medium, hard, unfair or extreme
    #[arg(long, value_name = "L", value_parser = parse_level)]
    pub level: Option<HodokuLevel>,

    /// Target range of SE's ER, MIN-MAX (e.g. 9.0-10.5)
    #[arg(long, value_name = "MIN-MAX", conflicts_with = "level", value_parser = Target::se_range)]
    pub se: Option<Target>,

    /// Skips the rating (lines are `puzzle,solution`): about eight times
    /// faster without a target
    #[arg(long, conflicts_with_all = ["level", "se", "needs"])]
    pub unrated: bool,

    /// Seed of the batch; a fresh one (printed on standard error) when absent
    #[arg(short, long, value_name = "N")]
    pub seed: Option<u64>,

    /// The number in the seed's sequence of the first puzzle to make: a
    /// batch split into parts (`--first 0 -n 500`, `--first 500 -n 500`)
    /// makes the same puzzles as one
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub first: u64,

    /// Threads, at most one per core; all cores when absent. The puzzles do not depend on it
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

    /// Makes unique, minimal puzzles of this size (NxN, e.g. 16x16; 9x9
    /// when absent) with the --variant rules, the puzzle in the one-line
    /// form; above 20x20, minimal as far as budgeted checks tell (said on
    /// standard error); with --fill, Lewis-style instances instead
    #[arg(long, value_name = "NxN", value_parser = parse_square, conflicts_with = "pattern")]
    pub shape: Option<usize>,

    /// Lewis-style instances, a random full grid with this share of its
    /// cells kept (0 to 1; most have several solutions)
    #[arg(long, value_name = "FRACTION", conflicts_with_all = ["level", "se", "json", "killer"])]
    pub fill: Option<f64>,

    /// Killer puzzles, cages from the grid, few or no givens (an easy one keeps about 20: cages alone read Medium at best)
    #[arg(long)]
    pub killer: bool,

    /// With --killer: no givens at all (grids and cage layouts are tried
    /// until the cages alone leave one solution)
    #[arg(long, requires = "killer")]
    pub no_givens: bool,

    #[command(flatten)]
    pub shape_rules: ShapeArgs,
}

impl GenerateArgs {
    /// The shape made: `--shape`'s size (the classic 9x9's when absent)
    /// with the boxes, regions and rules asked for.
    fn shape(&self) -> Result<Shape, CliError> {
        let size = self.shape.unwrap_or_else(|| Shape::classic().size());
        self.shape_rules
            .options()
            .shape(size)
            .map_err(|error| CliError::Usage(error.to_string()))
    }
}

/// `NxN`, such as `25x25`.
fn parse_square(text: &str) -> Result<usize, String> {
    match text.split_once(['x', 'X']) {
        Some((rows, cols)) if rows == cols => rows
            .parse::<usize>()
            .ok()
            .filter(|n| sudoku_engine::shape::SIZES.contains(n))
            .ok_or_else(|| format!("'{text}' is not a size such as 16x16 (4x4 to 36x36)")),
        _ => Err(format!(
            "'{text}' is not a size such as 16x16 (4x4 to 36x36)"
        )),
    }
}

/// `--fill`: instance `i` of the batch from the seed mixed with `i`.
fn run_instances(args: &GenerateArgs, fill: f64, out: &mut impl Write) -> Result<(), CliError> {
    if !(0.0..=1.0).contains(&fill) {
        return Err(CliError::Usage(format!(
            "--fill must be between 0 and 1, not {fill}"
        )));
    }
    let seed = args.seed.unwrap_or_else(fresh_seed);
    if args.seed.is_none() {
        eprintln!("sudoku: seed {seed} (--seed {seed} makes the same instances)");
    }
    let shape = args.shape()?;
    for index in args.first..args.first.saturating_add(args.count) {
        let instance_seed = seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let line = match instance(&shape, fill, instance_seed) {
            Some(made) => write_sudoku(&made),
            None => format!("error: no full grid of {} turned up", shape.describe()),
        };
        writeln!(out, "{line}").map_err(CliError::output)?;
    }
    Ok(())
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
    target: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzle: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    givens: Option<usize>,
    /// Solution grids drawn.
    tries: u64,
    /// Givens kept because checking their removal ran over budget.
    #[serde(skip_serializing_if = "Option::is_none")]
    unproven_givens: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rating: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    /// On giving up with a target: the closest puzzle made.
    #[serde(skip_serializing_if = "Option::is_none")]
    closest: Option<Value>,
    /// Wall time for this puzzle.
    millis: Value,
}

impl Record {
    fn new(index: u64, outcome: &GenOutcome, target: Option<Target>, millis: f64) -> Record {
        let made = outcome.made();
        let closest = match outcome {
            GenOutcome::GaveUp {
                best: Some(best), ..
            } => Some(generated_json(best)),
            _ => None,
        };
        Record {
            index,
            status: match outcome {
                GenOutcome::Made(_) => "made",
                GenOutcome::GaveUp { why, .. } => why.status(),
            },
            target: target.map(|target| target.to_string()),
            puzzle: made.map(|made| write_sudoku(&made.sudoku)),
            solution: made.map(|made| made.solution.to_line(Alphabet::Standard)),
            givens: made.map(|made| made.sudoku.givens().filled()),
            tries: match outcome {
                GenOutcome::Made(made) => made.tries,
                GenOutcome::GaveUp { tries, .. } => *tries,
            },
            unproven_givens: made.map(|made| made.unproven),
            rating: made.and_then(|made| made.rating.as_ref()).map(rating_json),
            error: made.is_none().then(|| outcome.to_string()),
            closest,
            millis: json::millis(millis),
        }
    }
}

pub fn run(args: &GenerateArgs, out: &mut impl Write) -> Result<(), CliError> {
    if let Some(fill) = args.fill {
        return run_instances(args, fill, out);
    }
    let options = options(args)?;
    let seed = args.seed.unwrap_or_else(fresh_seed);
    if args.seed.is_none() {
        eprintln!("sudoku: seed {seed} (--seed {seed} makes the same puzzles)");
    }
    let time_limit_ms = time_limit_ms(args.time_limit)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads(args.jobs))
        .build()
        .map_err(|error| CliError::Usage(format!("cannot start the threads: {error}")))?;
    let bar = progress_bar(args.count, options.target.is_some());
    let started = Instant::now();
    let mut summary = Summary::default();
    let made = |index: u64| {
        let clock = SystemClock::default();
        let outcome =
            generate_nth_within(&options, seed, args.first + index, &clock, time_limit_ms);
        bar.inc(1);
        (outcome, clock_ms(&clock))
    };
    in_order(&pool, args.count, made, |index, (outcome, millis)| {
        summary.add(&outcome);
        if let GenOutcome::Made(made) = &outcome {
            note_unproven(args.first + index, made);
        }
        let text = if args.json {
            serde_json::to_string(&Record::new(
                args.first + index,
                &outcome,
                options.target,
                millis,
            ))
            .expect("a record always serialises")
        } else {
            line(&outcome)
        };
        writeln!(out, "{text}").map_err(CliError::output)
    })?;
    bar.finish_and_clear();
    if !crate::input::embedded() {
        eprint!("{}", summary.render(started.elapsed().as_secs_f64()));
    }
    Ok(())
}

/// Makes items `0..count` on `pool` and gives each to `emit` in index
/// order as its chunk is done: the output flows and memory stays flat
/// whatever the count (a count is a target, not a buffer). A chunk starts
/// at two items a thread and doubles while chunks take less than
/// [`CHUNK_MS`], so slow puzzles (a 16x16) show as they come and fast ones
/// (a 9x9) do not wait on the threads' hand-overs.
pub(crate) fn in_order<T: Send>(
    pool: &rayon::ThreadPool,
    count: u64,
    make: impl Fn(u64) -> T + Sync,
    mut emit: impl FnMut(u64, T) -> Result<(), CliError>,
) -> Result<(), CliError> {
    let threads = pool.current_num_threads() as u64;
    let mut chunk = threads * 2;
    let mut first = 0;
    while first < count {
        let last = first.saturating_add(chunk).min(count);
        let started = Instant::now();
        let made: Vec<T> = match threads {
            1 => (first..last).map(&make).collect(),
            _ => pool.install(|| (first..last).into_par_iter().map(&make).collect()),
        };
        if started.elapsed().as_millis() < CHUNK_MS && chunk < MAX_CHUNK {
            chunk *= 2;
        }
        for (index, item) in (first..last).zip(made) {
            emit(index, item)?;
        }
        first = last;
    }
    Ok(())
}

/// The seconds of `--time-limit` in milliseconds, checked.
pub(crate) fn time_limit_ms(time_limit: Option<f64>) -> Result<Option<f64>, CliError> {
    match time_limit {
        Some(seconds) if !(seconds > 0.0 && seconds.is_finite()) => Err(CliError::Usage(format!(
            "--time-limit must be a positive number of seconds, not {seconds}"
        ))),
        limit => Ok(limit.map(|seconds| seconds * 1000.0)),
    }
}

fn clock_ms(clock: &SystemClock) -> f64 {
    use sudoku_engine::run::Clock;
    clock.now_ms()
}

/// The threads to run: `--jobs`, at most one per core of the machine (more
/// only wait their turn, and a huge count would stall the start); all
/// cores when absent or 0.
pub(crate) fn threads(jobs: Option<usize>) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    match jobs {
        Some(jobs) if jobs > cores => {
            eprintln!("sudoku: --jobs {jobs} is more than the {cores} cores here; running {cores}");
            cores
        }
        Some(jobs) if jobs > 0 => jobs,
        _ => cores,
    }
}

/// The generator's options from the command line.
fn options(args: &GenerateArgs) -> Result<GenerateOptions, CliError> {
    let givens = match &args.pattern {
        None => Givens::Dig(args.symmetry),
        Some(mask) => Givens::Pattern(read_pattern(mask)?),
    };
    let shape = args.shape()?;
    let options = GenerateOptions {
        shape,
        killer: args.killer,
        no_givens: args.no_givens,
        grid: args.grid,
        givens,
        target: args.se.or(args.level.map(Target::Level)),
        needs: args.needs,
        rate: !args.unrated,
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
        Err(error) if !std::path::Path::new(mask).exists() => {
            Err(CliError::Usage(error.to_string()))
        }
        Err(_) => read_text(mask)?
            .parse()
            .map_err(|error| CliError::Usage(format!("{mask}: {error}"))),
    }
}

/// The plain output line: `puzzle,solution,rating`, or `error:`, why, and
/// the closest puzzle made when there is one.
fn line(outcome: &GenOutcome) -> String {
    match outcome {
        GenOutcome::Made(made) => data_line(made),
        GenOutcome::GaveUp {
            best: Some(best), ..
        } => format!("error: {outcome}: {}", data_line(best)),
        GenOutcome::GaveUp { .. } => format!("error: {outcome}"),
    }
}

/// `puzzle,solution,rating` (SE's ER), or `puzzle,solution` unrated.
fn data_line(made: &Generated) -> String {
    let puzzle = write_sudoku(&made.sudoku);
    let solution = made.solution.to_line(Alphabet::Standard);
    match &made.rating {
        Some(rating) => format!("{puzzle},{solution},{}", rating.se.er),
        None => format!("{puzzle},{solution}"),
    }
}

/// Says on standard error when puzzle `index` is not proven minimal (a
/// grid larger than a 20x20, or a large killer: some checks ran over).
fn note_unproven(index: u64, made: &Generated) {
    if made.unproven > 0 {
        eprintln!(
            "sudoku: puzzle {} is unique but not proven minimal: {} of its {} givens \
             stayed because checking their removal ran over budget",
            index + 1,
            made.unproven,
            made.sudoku.givens().filled()
        );
    }
}

/// A puzzle made, as the `closest` of a give-up.
fn generated_json(made: &Generated) -> Value {
    serde_json::json!({
        "puzzle": write_sudoku(&made.sudoku),
        "solution": made.solution.to_line(Alphabet::Standard),
        "givens": made.sudoku.givens().filled(),
        "tries": made.tries,
        "rating": made.rating.as_ref().map(rating_json),
    })
}

/// The readings of the path, named as `sudoku rate --json` names them.
fn rating_json(rating: &PathRating) -> Value {
    serde_json::json!({
        "er": rating.se.er.value(),
        "ep": rating.se.ep.value(),
        "ed": rating.se.ed.value(),
        "hardest": rating.hardest,
        "hodoku": {"score": rating.hodoku.score, "level": rating.hodoku.level.name()},
    })
}

fn progress_bar(count: u64, targeted: bool) -> ProgressBar {
    let from = if targeted {
        PROGRESS_FROM_TARGETED
    } else {
        PROGRESS_FROM
    };
    if count < from || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(count);
    let style = ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles, {per_sec}, {eta} left")
        .expect("the template is valid");
    bar.set_style(style);
    bar
}

/// A seed from the clock, for runs that did not name one.
pub(crate) fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |elapsed| elapsed.as_nanos() as u64)
}

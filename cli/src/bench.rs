//! `sudoku bench`: runs an engine on every puzzle of each file and prints a
//! table row per file, and per rating band when the file has ratings.
//!
//! With one run per puzzle (the default for exact engines) a row gives
//! throughput and the engine's counters; with `--runs N` (default 10 for
//! stochastic engines) every puzzle is run with seeds `seed-base`,
//! `seed-base + 1`, ... and a row gives the success rate and the median and
//! 90th-percentile time to solve.

use std::io::{IsTerminal, Write};
use std::path::Path;

use clap::Args;
use serde_json::{json, Map, Value};
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::run::{Clock, SystemClock};
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{EngineKind, Limits, Uniqueness};

use crate::attempt::Attempt;
use crate::error::CliError;
use crate::input::{Entry, Source};
use crate::json;
use crate::selection::{EngineArgs, EngineChoice};
use crate::table::Table;

/// A stochastic engine's time limit per run when none is given.
const STOCHASTIC_LIMIT_SECS: f64 = 10.0;
/// The most runs per puzzle: every run's figures are kept for the medians.
const MAX_RUNS: i64 = 10_000;

/// Runs per puzzle of a stochastic engine when `--runs` is not given.
const STOCHASTIC_RUNS: u32 = 10;

#[derive(Args, Debug)]
pub struct BenchArgs {
    #[command(flatten)]
    pub engine: EngineArgs,

    /// Runs per puzzle, with seeds seed-base, seed-base+1, ... (at most
    /// 10,000) [default: 1 for exact engines, 10 for stochastic ones]
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=MAX_RUNS))]
    pub runs: Option<u32>,

    /// Seed of each puzzle's first run
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub seed_base: u64,

    /// Prints one JSON object per row instead of a table
    #[arg(long)]
    pub json: bool,

    /// Measures throughput instead: the engine solves each file's puzzles
    /// back to back at its defaults, engine time only (exact engines), as
    /// the browser worker's bench does
    #[arg(long, conflicts_with = "runs")]
    pub throughput: bool,

    /// With --throughput: how many times over each file
    #[arg(long, value_name = "N", default_value_t = 1, requires = "throughput",
          value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub passes: u32,

    /// Puzzle files, one puzzle per line (a third field is read as a rating)
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<String>,
}

/// One run of the engine on one puzzle.
struct RunRecord {
    solved: bool,
    millis: f64,
    iterations: u64,
    counters: Vec<(&'static str, u64)>,
}

/// Every run on one puzzle.
struct PuzzleRecord {
    rating: Option<f64>,
    runs: Vec<RunRecord>,
}

/// A file's results.
struct FileRecord {
    set: String,
    puzzles: Vec<PuzzleRecord>,
}

pub fn run(args: &BenchArgs, out: &mut impl Write) -> Result<(), CliError> {
    let choice = args.engine.resolve(STOCHASTIC_LIMIT_SECS)?;
    if args.throughput {
        return crate::throughput::run(&choice, &args.files, args.passes, args.json, out);
    }
    let runs = args.runs.unwrap_or(match choice.info.kind {
        EngineKind::Exact | EngineKind::Construction => 1,
        EngineKind::Stochastic => STOCHASTIC_RUNS,
    });
    let mut inputs = Vec::new();
    for path in &args.files {
        let source = Source::open(path)?;
        let entries = source.entries().collect::<Result<Vec<Entry>, _>>()?;
        inputs.push((path.as_str(), entries));
    }
    let seeds = Seeds {
        base: args.seed_base,
        runs,
    };
    let records: Vec<FileRecord> = inputs
        .iter()
        .map(|(path, entries)| bench_file(&args.engine, path, entries, seeds))
        .collect();

    let rows: Vec<Row> = records.iter().flat_map(rows_of).collect();
    let text = if args.json {
        rows.iter()
            .map(|row| row_json(&choice, runs, row).to_string() + "\n")
            .collect()
    } else {
        format!(
            "{}\n{}",
            caption(&choice, runs),
            table(&rows, runs, &choice)
        )
    };
    out.write_all(text.as_bytes()).map_err(CliError::output)
}

/// The seeds of a puzzle's runs: `base`, `base + 1`, ... (`runs` of them).
#[derive(Clone, Copy)]
struct Seeds {
    base: u64,
    runs: u32,
}

impl Seeds {
    fn iter(self) -> impl Iterator<Item = u64> {
        (0..u64::from(self.runs)).map(move |run| self.base.wrapping_add(run))
    }
}

/// One entry as benched: the puzzle, the engine that runs it (the
/// shape's own when none is named) and the rating its line carries.
struct Benched {
    sudoku: Sudoku,
    choice: EngineChoice,
    rating: Option<f64>,
}

impl Benched {
    /// The entry as a puzzle, or why it is skipped.
    fn read(engine: &EngineArgs, entry: &Entry) -> Result<Benched, String> {
        let read = entry.read(&ShapeOptions::default())?;
        let choice = engine
            .resolve_for(read.sudoku.shape(), STOCHASTIC_LIMIT_SECS)
            .map_err(|error| error.to_string())?;
        Ok(Benched {
            sudoku: read.sudoku,
            choice,
            rating: read.rating,
        })
    }
}

fn bench_file(engine: &EngineArgs, path: &str, entries: &[Entry], seeds: Seeds) -> FileRecord {
    let set = Path::new(path)
        .file_stem()
        .map_or(path.to_string(), |stem| stem.to_string_lossy().into_owned());
    let mut progress = ProgressLine::new(&set, entries.len());
    let mut puzzles = Vec::new();
    for (done, entry) in entries.iter().enumerate() {
        progress.show(done);
        let benched = match Benched::read(engine, entry) {
            Ok(benched) => benched,
            Err(error) => {
                progress.clear();
                eprintln!("sudoku: {path}: skipped line {}: {error}", entry.line);
                continue;
            }
        };
        let runs = seeds
            .iter()
            .map(|seed| {
                let limits = Limits {
                    uniqueness: Uniqueness::Skip,
                    ..Limits::default()
                };
                let attempt = Attempt::run(&benched.choice, &benched.sudoku, seed, limits);
                let solved = attempt
                    .solution(|grid| benched.sudoku.is_solved_by(grid))
                    .is_some();
                let info = benched.choice.info;
                let stats = attempt.stats.clone().unwrap_or_default();
                RunRecord {
                    solved,
                    millis: attempt.millis,
                    iterations: attempt.iterations.unwrap_or(0),
                    counters: info
                        .stats
                        .iter()
                        .filter_map(|spec| Some((spec.name, stats.get_count(spec.name)?)))
                        .collect(),
                }
            })
            .collect();
        puzzles.push(PuzzleRecord {
            rating: benched.rating,
            runs,
        });
    }
    progress.clear();
    FileRecord { set, puzzles }
}

/// Figures for a group of puzzles (a file, or one rating band of it).
struct Summary {
    puzzles: usize,
    runs: usize,
    solved: usize,
    seconds: f64,
    max_ms: f64,
    /// Mean of each counter per run, `guesses` first, then in the engine's order.
    counter_means: Vec<(&'static str, f64)>,
    /// Time to solve: `None` when the percentile falls on failed runs.
    median_ms: Option<f64>,
    p90_ms: Option<f64>,
    /// Median iterations of the solved runs.
    median_iterations: Option<u64>,
}

impl Summary {
    fn of(puzzles: &[&PuzzleRecord]) -> Summary {
        let runs: Vec<&RunRecord> = puzzles.iter().flat_map(|p| &p.runs).collect();
        let solved: Vec<&RunRecord> = runs.iter().copied().filter(|r| r.solved).collect();
        // A failed run counts as slower than any success.
        let mut times: Vec<Option<f64>> =
            runs.iter().map(|r| r.solved.then_some(r.millis)).collect();
        times.sort_by(|a, b| match (a, b) {
            (Some(a), Some(b)) => a.total_cmp(b),
            (a, b) => b.is_some().cmp(&a.is_some()),
        });
        let mut iterations: Vec<u64> = solved.iter().map(|r| r.iterations).collect();
        iterations.sort_unstable();
        Summary {
            puzzles: puzzles.len(),
            runs: runs.len(),
            solved: solved.len(),
            seconds: runs.iter().fold(0.0, |total, r| total + r.millis) / 1000.0,
            max_ms: runs.iter().map(|r| r.millis).fold(0.0, f64::max),
            counter_means: counter_means(&runs),
            median_ms: percentile(&times, 0.5).flatten(),
            p90_ms: percentile(&times, 0.9).flatten(),
            median_iterations: percentile(&iterations, 0.5),
        }
    }

    fn runs_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.runs as f64 / self.seconds
        } else {
            0.0
        }
    }
}

/// The nearest-rank percentile (always an observed value) of sorted values.
fn percentile<T: Copy>(sorted: &[T], fraction: f64) -> Option<T> {
    let rank = (fraction * sorted.len() as f64).ceil() as usize;
    sorted.get(rank.max(1) - 1).copied()
}

fn counter_means(runs: &[&RunRecord]) -> Vec<(&'static str, f64)> {
    let mut names: Vec<&'static str> = Vec::new();
    for run in runs {
        for (name, _) in &run.counters {
            if !names.contains(name) {
                names.push(name);
            }
        }
    }
    if let Some(index) = names.iter().position(|&name| name == "guesses") {
        let guesses = names.remove(index);
        names.insert(0, guesses);
    }
    names
        .into_iter()
        .map(|name| {
            let total: u64 = runs
                .iter()
                .flat_map(|run| &run.counters)
                .filter(|(n, _)| *n == name)
                .map(|(_, value)| value)
                .sum();
            (name, total as f64 / runs.len().max(1) as f64)
        })
        .collect()
}

/// A line of the table: a whole file, or one rating band of it.
struct Row {
    set: String,
    /// `None` for the whole file, else the band (`rating 7.0-7.9`, `unrated`).
    band: Option<String>,
    summary: Summary,
}

impl Row {
    fn label(&self) -> String {
        match &self.band {
            Some(band) => format!("  {band}"),
            None => self.set.clone(),
        }
    }
}

/// A row for the file, then one per rating band (and unrated puzzles) when
/// the file has ratings.
fn rows_of(file: &FileRecord) -> Vec<Row> {
    let all: Vec<&PuzzleRecord> = file.puzzles.iter().collect();
    let row = |band: Option<String>, members: &[&PuzzleRecord]| Row {
        set: file.set.clone(),
        band,
        summary: Summary::of(members),
    };
    let mut rows = vec![row(None, &all)];
    let mut bands: Vec<i64> = all
        .iter()
        .filter_map(|p| p.rating.map(|r| r.floor() as i64))
        .collect();
    bands.sort_unstable();
    bands.dedup();
    if bands.is_empty() {
        return rows;
    }
    for band in bands {
        let members: Vec<&PuzzleRecord> = all
            .iter()
            .copied()
            .filter(|p| p.rating.is_some_and(|r| r.floor() as i64 == band))
            .collect();
        rows.push(row(Some(format!("rating {band}.0-{band}.9")), &members));
    }
    let unrated: Vec<&PuzzleRecord> = all.iter().copied().filter(|p| p.rating.is_none()).collect();
    if !unrated.is_empty() {
        rows.push(row(Some("unrated".to_string()), &unrated));
    }
    rows
}

fn caption(choice: &EngineChoice, runs: u32) -> String {
    let params = match choice.describe_params() {
        params if params.is_empty() => String::new(),
        params => format!(", {params}"),
    };
    let runs = match runs {
        1 => "1 run per puzzle".to_string(),
        n => format!("{n} runs per puzzle (seeds from --seed-base)"),
    };
    let limit = match choice.time_limit_ms {
        Some(ms) => format!("time limit {} per run", format_limit(ms)),
        None => "no time limit".to_string(),
    };
    format!(
        "engine {} ({}{params}), {runs}, {limit}",
        choice.info.name,
        choice.info.kind.word()
    )
}

fn table(rows: &[Row], runs: u32, choice: &EngineChoice) -> String {
    let failed = match choice.time_limit_ms {
        Some(ms) => format!("> {}", format_limit(ms)),
        None => "unsolved".to_string(),
    };
    // A percentile is None either because it falls on failed runs or
    // because the group has no run at all (a file without puzzles).
    let time = |s: &Summary, ms: Option<f64>| match ms {
        Some(ms) => format_ms(ms),
        None if s.runs == 0 => "-".to_string(),
        None => failed.clone(),
    };
    if runs > 1 {
        let mut table = Table::new([
            "set",
            "puzzles",
            "runs",
            "solved",
            "success",
            "median",
            "p90",
            "median iters",
        ]);
        for row in rows {
            let s = &row.summary;
            table.push([
                row.label(),
                s.puzzles.to_string(),
                s.runs.to_string(),
                s.solved.to_string(),
                format!("{:.1}%", 100.0 * s.solved as f64 / s.runs.max(1) as f64),
                time(s, s.median_ms),
                time(s, s.p90_ms),
                s.median_iterations
                    .map_or("-".to_string(), |n| n.to_string()),
            ]);
        }
        return table.render() + "median and p90: time to solve, a failed run counting as slower than any success; iters: solved runs\n";
    }
    let mut counters: Vec<&'static str> = Vec::new();
    for (name, _) in rows.iter().flat_map(|row| &row.summary.counter_means) {
        if !counters.contains(name) {
            counters.push(name);
        }
    }
    let mut header = vec![
        "set",
        "puzzles",
        "solved",
        "puzzles/s",
        "mean time",
        "max time",
    ];
    header.extend(&counters);
    let mut table = Table::new(header);
    for row in rows {
        let s = &row.summary;
        let mut cells = vec![row.label(), s.puzzles.to_string(), s.solved.to_string()];
        if s.runs == 0 {
            table.push(cells);
            continue;
        }
        cells.extend([
            format_rate(s.runs_per_second()),
            format_ms(1000.0 * s.seconds / s.runs as f64),
            format_ms(s.max_ms),
        ]);
        for name in &counters {
            let mean = s
                .counter_means
                .iter()
                .find(|(n, _)| n == name)
                .map_or(0.0, |(_, mean)| *mean);
            cells.push(format_mean(mean));
        }
        table.push(cells);
    }
    let note = if counters.is_empty() {
        ""
    } else {
        "counters: mean per puzzle\n"
    };
    table.render() + note
}

fn row_json(choice: &EngineChoice, runs: u32, row: &Row) -> Value {
    let s = &row.summary;
    let params: Map<String, Value> = choice
        .params
        .iter()
        .map(|(name, value)| (name.to_string(), Value::from(value.to_string())))
        .collect();
    let means: Map<String, Value> = s
        .counter_means
        .iter()
        .map(|(name, mean)| (name.to_string(), json::real(*mean)))
        .collect();
    json!({
        "set": row.set,
        "group": row.band.as_deref().unwrap_or("all"),
        "engine": choice.info.name,
        "params": params,
        "runs_per_puzzle": runs,
        "time_limit_ms": choice.time_limit_ms.map(json::millis),
        "puzzles": s.puzzles,
        "runs": s.runs,
        "solved": s.solved,
        "success_rate": json::real(s.solved as f64 / s.runs.max(1) as f64),
        "seconds": json::real(s.seconds),
        "runs_per_second": json::real(s.runs_per_second()),
        "max_ms": json::millis(s.max_ms),
        "median_ms": s.median_ms.map(json::millis),
        "p90_ms": s.p90_ms.map(json::millis),
        "median_iterations": s.median_iterations,
        "counter_means": means,
    })
}

/// A duration with a unit and three significant figures or so.
fn format_ms(ms: f64) -> String {
    match ms {
        ms if ms < 1.0 => format!("{:.0} µs", ms * 1000.0),
        ms if ms < 10.0 => format!("{ms:.2} ms"),
        ms if ms < 1000.0 => format!("{ms:.1} ms"),
        ms => format!("{:.2} s", ms / 1000.0),
    }
}

/// A time limit as the user gave it, in seconds or milliseconds.
fn format_limit(ms: f64) -> String {
    if ms >= 1000.0 {
        format!("{} s", ms / 1000.0)
    } else {
        format!("{ms} ms")
    }
}

fn format_rate(per_second: f64) -> String {
    if per_second >= 100.0 {
        format!("{per_second:.0}")
    } else {
        format!("{per_second:.2}")
    }
}

fn format_mean(mean: f64) -> String {
    if mean >= 100.0 {
        format!("{mean:.0}")
    } else {
        format!("{mean:.2}")
    }
}

/// `set: done/total` on standard error while a file is benchmarked, when
/// standard error is a terminal.
struct ProgressLine<'a> {
    set: &'a str,
    total: usize,
    enabled: bool,
    clock: SystemClock,
    last_ms: f64,
    shown: bool,
}

impl<'a> ProgressLine<'a> {
    const EVERY_MS: f64 = 500.0;

    fn new(set: &'a str, total: usize) -> ProgressLine<'a> {
        ProgressLine {
            set,
            total,
            enabled: std::io::stderr().is_terminal(),
            clock: SystemClock::default(),
            last_ms: 0.0,
            shown: false,
        }
    }

    fn show(&mut self, done: usize) {
        let now = self.clock.now_ms();
        if self.enabled && now - self.last_ms >= Self::EVERY_MS {
            self.last_ms = now;
            self.shown = true;
            eprint!("\r{}: {done}/{} puzzles", self.set, self.total);
        }
    }

    fn clear(&mut self) {
        if self.shown {
            eprint!("\r\x1b[K");
            self.shown = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_percentiles() {
        let values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        assert_eq!(percentile(&values, 0.5), Some(5));
        assert_eq!(percentile(&values, 0.9), Some(9));
        assert_eq!(percentile(&values[..1], 0.9), Some(1));
        assert_eq!(percentile::<u8>(&[], 0.5), None);
    }

    #[test]
    fn failures_rank_after_every_success() {
        let run = |solved, millis| RunRecord {
            solved,
            millis,
            iterations: 10,
            counters: vec![("guesses", 4)],
        };
        let puzzle = PuzzleRecord {
            rating: None,
            runs: vec![
                run(false, 5.0),
                run(true, 50.0),
                run(false, 1.0),
                run(true, 20.0),
            ],
        };
        let summary = Summary::of(&[&puzzle]);
        assert_eq!(summary.solved, 2);
        assert_eq!(summary.median_ms, Some(50.0));
        assert_eq!(summary.p90_ms, None);
        assert_eq!(summary.counter_means, vec![("guesses", 4.0)]);
    }
}

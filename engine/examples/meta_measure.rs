//! Measures a stochastic engine on a shared puzzle file: success rate and
//! median time per SE rating band, and for `harmony` the level per band,
//! its stability across seeds, and the Spearman rank correlation of its
//! difficulty coefficient DC with the SE rating.
//!
//! ```text
//! cargo run --release -p sudoku-engine --example meta_measure -- \
//!     --engine anneal --file ../shared/data/famous.txt [--every 10] \
//!     [--per-band 6] [--seeds 1,2,3] [--limit 10] [--preset improved] \
//!     [--param propagate=false] [--verbose]
//! ```
//!
//! `--per-band N` keeps the first N puzzles of each SE band (whole units)
//! in file order, after `--every`. A run that hits the time limit counts as
//! unsolved at the limit's time.

use std::collections::BTreeMap;
use std::process::ExitCode;

use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::rank_correlation::spearman;
use sudoku_engine::run::SystemClock;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{read_puzzle, Control, Limits, Session, Uniqueness};
use sudoku_engine::{Outcome, StatValue};

struct Options {
    engine: String,
    file: String,
    every: usize,
    seeds: Vec<u64>,
    limit_s: f64,
    per_band: Option<usize>,
    preset: Option<String>,
    params: Vec<(String, String)>,
    verbose: bool,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        engine: "anneal".into(),
        file: String::new(),
        every: 1,
        seeds: vec![1],
        limit_s: 10.0,
        per_band: None,
        preset: None,
        params: Vec::new(),
        verbose: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--engine" => options.engine = value()?,
            "--file" => options.file = value()?,
            "--every" => options.every = value()?.parse().map_err(|e| format!("--every: {e}"))?,
            "--limit" => options.limit_s = value()?.parse().map_err(|e| format!("--limit: {e}"))?,
            "--per-band" => {
                options.per_band = Some(value()?.parse().map_err(|e| format!("--per-band: {e}"))?)
            }
            "--preset" => options.preset = Some(value()?),
            "--seeds" => {
                options.seeds = value()?
                    .split(',')
                    .map(|s| s.trim().parse().map_err(|e| format!("--seeds: {e}")))
                    .collect::<Result<_, _>>()?
            }
            "--param" => {
                let setting = value()?;
                let (k, v) = setting
                    .split_once('=')
                    .ok_or(format!("--param {setting}: expected key=value"))?;
                options.params.push((k.to_string(), v.to_string()));
            }
            "--verbose" => options.verbose = true,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if options.file.is_empty() {
        return Err("--file is required".into());
    }
    Ok(options)
}

#[derive(Default)]
struct Band {
    puzzles: usize,
    runs: usize,
    solved: usize,
    times: Vec<f64>,
    levels: BTreeMap<u64, usize>,
}

/// The puzzle of a line, in any form the engine reads.
fn read(text: &str) -> Result<Sudoku, String> {
    let read = read_puzzle(text, &ShapeOptions::default()).map_err(|e| e.to_string())?;
    Ok(read.sudoku)
}

fn main() -> ExitCode {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("meta_measure: {message}");
            return ExitCode::FAILURE;
        }
    };
    let Some(info) = sudoku_engine::find(&options.engine) else {
        eprintln!("meta_measure: no engine {}", options.engine);
        return ExitCode::FAILURE;
    };
    let settings = options.params.iter().map(|(k, v)| (k.as_str(), v.as_str()));
    let params = match info.resolve(options.preset.as_deref(), settings) {
        Ok(params) => params,
        Err(e) => {
            eprintln!("meta_measure: {e}");
            return ExitCode::FAILURE;
        }
    };
    let text = match std::fs::read_to_string(&options.file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("meta_measure: {}: {e}", options.file);
            return ExitCode::FAILURE;
        }
    };
    let mut bands: BTreeMap<String, Band> = BTreeMap::new();
    let (mut puzzles, mut stable) = (0, 0);
    // (SE rating, mean DC over the seeds) per puzzle.
    let mut dc_by_rating: Vec<(f64, f64)> = Vec::new();
    for (index, line) in text.lines().enumerate().step_by(options.every.max(1)) {
        let mut fields = line.split(',');
        let puzzle = match read(fields.next().unwrap_or("")) {
            Ok(puzzle) => puzzle,
            Err(e) => {
                eprintln!("line {}: {e}", index + 1);
                continue;
            }
        };
        let rating: Option<f64> = fields.nth(1).and_then(|r| r.trim().parse().ok());
        let band_name = rating.map_or("unrated".to_string(), |r| format!("SE {}", r.floor()));
        let band = bands.entry(band_name.clone()).or_default();
        if options.per_band.is_some_and(|n| band.puzzles >= n) {
            continue;
        }
        band.puzzles += 1;
        let (mut levels, mut dcs) = (Vec::new(), Vec::new());
        for &seed in &options.seeds {
            let clock = SystemClock::default();
            let limits = Limits {
                time_limit_ms: Some(options.limit_s * 1000.0),
                uniqueness: Uniqueness::Skip,
            };
            let mut session = Session::start(info, &puzzle, &params, seed, limits, &clock);
            let outcome = session.run(&clock, |_| Control::Continue).clone();
            let seconds = session.elapsed_ms(&clock) / 1000.0;
            let solved = matches!(&outcome, Outcome::Solved(grid) if puzzle.is_solved_by(grid));
            let stats = session.stats();
            let band = bands.get_mut(&band_name).expect("band entered above");
            band.runs += 1;
            band.solved += solved as usize;
            band.times
                .push(if solved { seconds } else { options.limit_s });
            if let Some(level) = stats.get_count("level") {
                *band.levels.entry(level).or_default() += 1;
                levels.push(level);
            }
            dcs.extend(stats.get_real("dc"));
            if options.verbose {
                let shown: Vec<String> = stats
                    .iter()
                    .filter(|(_, v)| !matches!(v, StatValue::Text(_)))
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect();
                println!(
                    "line {:4} {:>7} seed {seed} {:11} {seconds:8.3}s {}",
                    index + 1,
                    band_name,
                    outcome.status(),
                    shown.join(" ")
                );
            }
        }
        puzzles += 1;
        if !levels.is_empty() && levels.iter().all(|&l| l == levels[0]) {
            stable += 1;
        }
        if let (Some(rating), false) = (rating, dcs.is_empty()) {
            dc_by_rating.push((rating, dcs.iter().sum::<f64>() / dcs.len() as f64));
        }
    }
    let preset = options
        .preset
        .as_ref()
        .map_or(String::new(), |name| format!("preset {name} "));
    println!(
        "{} {preset}{} on {} (every {}, per band {:?}), seeds {:?}, limit {} s",
        options.engine,
        options
            .params
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(" "),
        options.file,
        options.every,
        options.per_band,
        options.seeds,
        options.limit_s
    );
    println!("band       runs  solved  median s  levels");
    for (name, band) in &mut bands {
        if band.runs == 0 {
            continue;
        }
        band.times.sort_by(f64::total_cmp);
        let median = band.times[band.times.len() / 2];
        let levels: Vec<String> = band
            .levels
            .iter()
            .map(|(level, n)| format!("L{level}:{n}"))
            .collect();
        println!(
            "{name:9} {:5} {:>7} {:9.3}  {}",
            band.runs,
            format!("{}/{}", band.solved, band.runs),
            median,
            levels.join(" ")
        );
    }
    if !levels_reported(&bands) {
        return ExitCode::SUCCESS;
    }
    println!("level the same for every seed: {stable} of {puzzles} puzzles");
    if dc_by_rating.len() >= 3 {
        println!(
            "Spearman(DC, SE) over {} puzzles: {:.3}",
            dc_by_rating.len(),
            spearman(&dc_by_rating)
        );
    }
    ExitCode::SUCCESS
}

fn levels_reported(bands: &BTreeMap<String, Band>) -> bool {
    bands.values().any(|band| !band.levels.is_empty())
}

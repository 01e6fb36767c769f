//! The `acs` engine on Lloyd & Amos's 16 hard puzzles: seeded runs per
//! puzzle (seeds 1, 2, ...), with the share solved and the mean, median and
//! largest time per puzzle and over all runs.
//!
//! ```text
//! cargo run --release -p sudoku-engine --example acs_hard16 -- \
//!     [--runs 20] [--limit 10] [--preset NAME] [--param key=value]...
//! ```
//!
//! Times are a session's engine time (building the engine, which
//! propagates the givens, included; no solution count). A run that reaches
//! the time limit (seconds) counts as unsolved at the limit's time.

use std::process::ExitCode;

use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::run::SystemClock;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{read_puzzle, Control, Limits, Outcome, Session, Uniqueness};

/// The puzzles of `lloyd_amos_hard16.txt`, in file order.
const NAMES: [&str; 16] = [
    "aiescargot",
    "coly013",
    "goldennugget",
    "platinumblond",
    "reddwarf",
    "sabuncu1",
    "sabuncu10",
    "sabuncu2",
    "sabuncu3",
    "sabuncu4",
    "sabuncu5",
    "sabuncu6",
    "sabuncu7",
    "sabuncu8",
    "sabuncu9",
    "tarx0134",
];

struct Options {
    runs: u64,
    limit_s: f64,
    preset: Option<String>,
    params: Vec<(String, String)>,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        runs: 20,
        limit_s: 10.0,
        preset: None,
        params: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--runs" => options.runs = value()?.parse().map_err(|e| format!("--runs: {e}"))?,
            "--limit" => options.limit_s = value()?.parse().map_err(|e| format!("--limit: {e}"))?,
            "--preset" => options.preset = Some(value()?),
            "--param" => {
                let setting = value()?;
                let (key, value) = setting
                    .split_once('=')
                    .ok_or(format!("--param {setting}: expected key=value"))?;
                options.params.push((key.into(), value.into()));
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(options)
}

/// Times of a group of runs, in milliseconds, and how many solved.
#[derive(Default)]
struct Times {
    solved: usize,
    ms: Vec<f64>,
    cycles: Vec<f64>,
}

impl Times {
    fn line(&self) -> String {
        let mut sorted = self.ms.clone();
        sorted.sort_by(f64::total_cmp);
        let mean = |values: &[f64]| values.iter().sum::<f64>() / values.len().max(1) as f64;
        format!(
            "{:>3}/{:<3} {:>9.2} {:>9.3} {:>9.1} {:>8.1}",
            self.solved,
            self.ms.len(),
            mean(&self.ms),
            sorted.get(sorted.len() / 2).copied().unwrap_or(f64::NAN),
            sorted.last().copied().unwrap_or(f64::NAN),
            mean(&self.cycles),
        )
    }
}

/// The puzzle of a line, in any form the engine reads.
fn read(text: &str) -> Result<Sudoku, String> {
    let read = read_puzzle(text, &ShapeOptions::default()).map_err(|e| e.to_string())?;
    Ok(read.sudoku)
}

fn run(options: &Options) -> Result<(), String> {
    let info = sudoku_engine::find("acs").ok_or("no acs engine")?;
    let settings = options.params.iter().map(|(k, v)| (k.as_str(), v.as_str()));
    let params = info
        .resolve(options.preset.as_deref(), settings)
        .map_err(|e| e.to_string())?;
    let path = format!(
        "{}/../../shared/data/lloyd_amos_hard16.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    println!("puzzle          solved   mean ms median ms    max ms   cycles");
    let mut all = Times::default();
    for (line, name) in text.lines().zip(NAMES) {
        let puzzle = read(line.split(',').next().unwrap_or(""))?;
        let mut times = Times::default();
        for seed in 1..=options.runs {
            let clock = SystemClock::default();
            let limits = Limits {
                time_limit_ms: Some(options.limit_s * 1000.0),
                uniqueness: Uniqueness::Skip,
            };
            let mut session = Session::start(info, &puzzle, &params, seed, limits, &clock);
            let outcome = session.run(&clock, |_| Control::Continue).clone();
            let solved = matches!(&outcome, Outcome::Solved(grid) if puzzle.is_solved_by(grid));
            let cycles = session.stats().get_real("cycles").unwrap_or(f64::NAN);
            for group in [&mut times, &mut all] {
                group.solved += usize::from(solved);
                group.ms.push(session.elapsed_ms(&clock));
                group.cycles.push(cycles);
            }
        }
        println!("{name:<14} {}", times.line());
    }
    println!("{:<14} {}", "all", all.line());
    Ok(())
}

fn main() -> ExitCode {
    match parse_options().and_then(|options| run(&options)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("acs_hard16: {message}");
            ExitCode::FAILURE
        }
    }
}

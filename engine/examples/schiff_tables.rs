//! Schiff's Tables 5.1 and 5.2 in shape: mean cycles of the `ant` engine to
//! a solution, for r from 0.999 to 0.995 at 700 ants, and for 900 to 500
//! ants at r = 0.998, each cell from seeded runs (seeds 1, 2, ...).
//!
//! ```text
//! cargo run --release -p sudoku-engine --example schiff_tables -- \
//!     [--runs 20] [--limit 600] [--puzzles schiff,famous:9] [--preset NAME]
//! ```
//!
//! Puzzles: `schiff` is the paper's Fig. 2.1 as the text shows it
//! (`invalid_no_solution.txt` line 5) with the 4 at r3c8 removed, which
//! leaves one solution; `famous:N` is line N of `famous.txt`. A run that
//! reaches the time limit (seconds) counts as unsolved and is left out of
//! the means.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::run::SystemClock;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{read_puzzle, Control, Limits, Outcome, Session, Uniqueness};

/// The paper's tables: (setting, mean cycles of 20 runs).
const TABLE_5_1: [(&str, f64); 5] = [
    ("0.999", 241.7),
    ("0.998", 188.8),
    ("0.997", 215.8),
    ("0.996", 219.5),
    ("0.995", 203.8),
];
const TABLE_5_2: [(&str, f64); 5] = [
    ("900", 201.4),
    ("800", 174.3),
    ("700", 188.8),
    ("600", 248.1),
    ("500", 358.9),
];

struct Options {
    runs: u64,
    limit_s: f64,
    puzzles: Vec<String>,
    preset: Option<String>,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        runs: 20,
        limit_s: 600.0,
        puzzles: vec!["schiff".into(), "famous:9".into()],
        preset: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--runs" => options.runs = value()?.parse().map_err(|e| format!("--runs: {e}"))?,
            "--limit" => options.limit_s = value()?.parse().map_err(|e| format!("--limit: {e}"))?,
            "--puzzles" => options.puzzles = value()?.split(',').map(str::to_string).collect(),
            "--preset" => options.preset = Some(value()?),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(options)
}

fn data_line(file: &str, line: usize) -> Result<String, String> {
    let path = format!("{}/../../shared/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let found = text
        .lines()
        .nth(line - 1)
        .ok_or(format!("{file} has no line {line}"))?;
    Ok(found.split(',').next().unwrap_or("").to_string())
}

/// The puzzle of a line, in any form the engine reads.
fn read(text: &str) -> Result<Sudoku, String> {
    let read = read_puzzle(text, &ShapeOptions::default()).map_err(|e| e.to_string())?;
    Ok(read.sudoku)
}

/// The puzzle a name on the command line stands for.
fn puzzle_named(name: &str) -> Result<Sudoku, String> {
    let text = match name.split_once(':') {
        None if name == "schiff" => {
            let mut cells: Vec<char> = data_line("invalid_no_solution.txt", 5)?.chars().collect();
            cells[2 * 9 + 7] = '.';
            cells.into_iter().collect()
        }
        Some(("famous", line)) => data_line(
            "famous.txt",
            line.parse().map_err(|e| format!("{name}: {e}"))?,
        )?,
        _ => return Err(format!("unknown puzzle {name}: schiff or famous:N")),
    };
    read(&text).map_err(|e| format!("{name}: {e}"))
}

/// What the runs of one table cell gave.
struct Cell {
    solved: usize,
    cycles: Vec<f64>,
    ants: Vec<f64>,
    seconds: Vec<f64>,
}

fn mean(values: &[f64]) -> f64 {
    values.iter().sum::<f64>() / values.len().max(1) as f64
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted.get(sorted.len() / 2).copied().unwrap_or(f64::NAN)
}

fn run_cell(options: &Options, puzzle: &Sudoku, settings: &[(&str, &str)]) -> Result<Cell, String> {
    let info = sudoku_engine::find("ant").ok_or("no ant engine")?;
    let params = info
        .resolve(options.preset.as_deref(), settings.iter().copied())
        .map_err(|e| e.to_string())?;
    let mut cell = Cell {
        solved: 0,
        cycles: Vec::new(),
        ants: Vec::new(),
        seconds: Vec::new(),
    };
    for seed in 1..=options.runs {
        let clock = SystemClock::default();
        let limits = Limits {
            time_limit_ms: Some(options.limit_s * 1000.0),
            uniqueness: Uniqueness::Skip,
        };
        let started = Instant::now();
        let mut session = Session::start(info, puzzle, &params, seed, limits, &clock);
        let outcome = session.run(&clock, |_| Control::Continue).clone();
        if !matches!(&outcome, Outcome::Solved(grid) if puzzle.is_solved_by(grid)) {
            continue;
        }
        let stats = session.stats();
        cell.solved += 1;
        cell.cycles
            .push(stats.get_real("cycles").unwrap_or(f64::NAN));
        cell.ants
            .push(stats.get_real("ants_run").unwrap_or(f64::NAN));
        cell.seconds.push(started.elapsed().as_secs_f64());
    }
    Ok(cell)
}

fn print_table(
    options: &Options,
    puzzle: &Sudoku,
    title: &str,
    rows: &[(&str, f64)],
    settings: impl Fn(&str) -> Vec<(&'static str, String)>,
) -> Result<(), String> {
    println!("{title}");
    println!("  setting  paper  cycles: mean  median   ants: mean  solved  s/run");
    for &(value, paper) in rows {
        let owned = settings(value);
        let pairs: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let cell = run_cell(options, puzzle, &pairs)?;
        println!(
            "  {value:>7}  {paper:>5.1}  {:>12.1}  {:>6.1}  {:>11.0}  {:>3}/{:<3} {:>6.2}",
            mean(&cell.cycles),
            median(&cell.cycles),
            mean(&cell.ants),
            cell.solved,
            options.runs,
            mean(&cell.seconds),
        );
        std::io::stdout().flush().ok();
    }
    Ok(())
}

fn main() -> ExitCode {
    let result = parse_options().and_then(|options| {
        for name in &options.puzzles {
            let puzzle = puzzle_named(name)?;
            println!("{name}: {}", puzzle.givens());
            let table = format!("Table 5.1 ({name}): cycles by r at 700 ants");
            print_table(&options, &puzzle, &table, &TABLE_5_1, |r| {
                vec![("ants", "700".into()), ("r", r.into())]
            })?;
            let table = format!("Table 5.2 ({name}): cycles by ants at r = 0.998");
            print_table(&options, &puzzle, &table, &TABLE_5_2, |ants| {
                vec![("ants", ants.into()), ("r", "0.998".into())]
            })?;
        }
        Ok(())
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("schiff_tables: {message}");
            ExitCode::FAILURE
        }
    }
}

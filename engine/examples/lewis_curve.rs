//! Lewis's curve: an engine (by default `anneal`) on Lewis-style instances
//! (a random full grid with a share of its cells kept) of orders 3, 4 and
//! 5 (9x9, 16x16, 25x25) at every fill, with the share solved within the
//! time limit, the mean iterations and the mean seconds of the solved runs.
//! Lewis (2007) found an easy-hard-easy transition as the share of givens
//! falls; this prints ours.
//!
//! ```text
//! cargo run --release -p sudoku-engine --example lewis_curve -- \
//!     [--orders 3,4,5] [--fills 0,5,...,100] [--instances 5] [--limit 10] \
//!     [--engine anneal] [--preset NAME] [--param key=value]... [--seed 1] \
//!     [--from 0] [--each]
//! ```
//!
//! Instance `i` of a fill is `sudoku generate --shape NxN --fill F --seed S`'s
//! line `i` (the seed mixed with `i` as the CLI mixes it), so any run can be
//! replayed from the command line. The engine runs with seed `--seed`.

mod common;

use std::process::ExitCode;

use common::{setting, Runner, Solved};
use sudoku_engine::generate::instance::instance;
use sudoku_engine::shape::Shape;

struct Options {
    orders: Vec<usize>,
    fills: Vec<u32>,
    instances: u64,
    /// Index of the first instance.
    from: u64,
    /// Prints each run's figures to stderr.
    each: bool,
    limit_s: f64,
    engine: String,
    preset: Option<String>,
    params: Vec<(String, String)>,
    seed: u64,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        orders: vec![3, 4, 5],
        fills: (0..=100).step_by(5).collect(),
        instances: 5,
        from: 0,
        each: false,
        limit_s: 10.0,
        engine: "anneal".into(),
        preset: None,
        params: Vec::new(),
        seed: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        let list = |text: String| -> Result<Vec<u32>, String> {
            text.split(',')
                .map(|item| item.parse().map_err(|e| format!("{arg} {item}: {e}")))
                .collect()
        };
        match arg.as_str() {
            "--orders" => {
                options.orders = list(value()?)?.into_iter().map(|o| o as usize).collect()
            }
            "--fills" => options.fills = list(value()?)?,
            "--instances" => {
                options.instances = value()?.parse().map_err(|e| format!("{arg}: {e}"))?
            }
            "--from" => options.from = value()?.parse().map_err(|e| format!("{arg}: {e}"))?,
            "--each" => options.each = true,
            "--limit" => options.limit_s = value()?.parse().map_err(|e| format!("{arg}: {e}"))?,
            "--engine" => options.engine = value()?,
            "--preset" => options.preset = Some(value()?),
            "--param" => options.params.push(setting(&value()?)?),
            "--seed" => options.seed = value()?.parse().map_err(|e| format!("{arg}: {e}"))?,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(options)
}

/// Runs at one order and fill: how many, and the iterations and seconds of
/// each solved one.
#[derive(Default)]
struct Tally {
    runs: usize,
    solved: Vec<Solved>,
}

impl Tally {
    fn cell(&self) -> String {
        let rate = 100.0 * self.solved.len() as f64 / self.runs.max(1) as f64;
        if self.solved.is_empty() {
            return format!("{rate:>5.0}% {:>11} {:>8}", "-", "-");
        }
        let n = self.solved.len() as f64;
        let iterations = self.solved.iter().map(|s| s.iterations as f64).sum::<f64>() / n;
        let seconds = self.solved.iter().map(|s| s.seconds).sum::<f64>() / n;
        format!("{rate:>5.0}% {iterations:>11.3e} {seconds:>8.3}")
    }
}

fn run(options: &Options) -> Result<(), String> {
    let runner = Runner::new(
        &options.engine,
        options.preset.as_deref(),
        &options.params,
        options.seed,
        options.limit_s,
    )?;
    let shapes = options
        .orders
        .iter()
        .map(|order| Shape::square(order * order).map_err(|e| e.to_string()))
        .collect::<Result<Vec<Shape>, String>>()?;
    println!(
        "{} instances per fill, {} s a run; {}{}, seed {}",
        options.instances,
        options.limit_s,
        options.engine,
        options
            .preset
            .as_deref()
            .map(|p| format!(" --preset {p}"))
            .unwrap_or_default(),
        options.seed
    );
    let mut header = String::from("fill ");
    for shape in &shapes {
        let size = shape.size();
        header += &format!(" | {:>27}", format!("{size}x{size}: solved  iters  mean s"));
    }
    println!("{header}");
    for &fill in &options.fills {
        let mut line = format!("{fill:>3}% ");
        for shape in &shapes {
            let mut tally = Tally::default();
            for index in options.from..options.from + options.instances {
                // Instance `index` of `sudoku generate --shape --seed`: the seed mixed as the CLI mixes it.
                let instance_seed = options.seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15);
                let size = shape.size();
                let sudoku = instance(shape, f64::from(fill) / 100.0, instance_seed).ok_or(
                    format!("{size}x{size}, fill {fill}%, #{index}: no full grid turned up"),
                )?;
                tally.runs += 1;
                let solved = runner.solve(&sudoku);
                if options.each {
                    let figures = solved.as_ref().map_or("unsolved".into(), |run| {
                        format!("{} it, {:.3} s", run.iterations, run.seconds)
                    });
                    eprintln!("{size}x{size} {fill}% #{index}: {figures}");
                }
                tally.solved.extend(solved);
            }
            line += &format!(" | {}", tally.cell());
        }
        println!("{line}");
    }
    Ok(())
}

fn main() -> ExitCode {
    match parse_options().and_then(|options| run(&options)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("lewis_curve: {message}");
            ExitCode::FAILURE
        }
    }
}

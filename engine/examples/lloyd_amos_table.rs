//! Lloyd & Amos's experiment: an engine (by default `acs`) on their
//! instance files of one size, per fill, with the share solved within the
//! time limit and the mean time of the solved runs, and, given their
//! solver (built outside the repository), theirs beside it in the same
//! sitting, instance by instance.
//!
//! ```text
//! cargo run --release -p sudoku-engine --example lloyd_amos_table -- \
//!     [--dir DIR] [--size 25] [--fills 40,45,50] [--instances 0-9] \
//!     [--limit 120] [--engine acs] [--preset NAME] [--param key=value]... \
//!     [--seed 1] [--theirs PATH/TO/sudokusolver] [--theirs-arg ARG]...
//! ```
//!
//! `DIR` holds `inst<N>x<N>_<fill>_<n>.txt` files: the shared sample
//! (`../shared/data/shapes/sudoku_acs_raw`, the default: 7 instances per
//! fill for 16x16 and 25x25) or their repository's `instances/general` (100
//! per fill, 0% to 100% in steps of 5). Our times are a session's engine
//! time (the givens' propagation included, no solution count); theirs are
//! what their program prints (`0 <seconds>` when solved).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use common::{setting, Runner};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;

struct Options {
    dir: PathBuf,
    size: usize,
    fills: Option<Vec<u32>>,
    instances: Option<(u32, u32)>,
    limit_s: f64,
    engine: String,
    preset: Option<String>,
    params: Vec<(String, String)>,
    seed: u64,
    theirs: Option<PathBuf>,
    theirs_args: Vec<String>,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        dir: PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../shared/data/shapes/sudoku_acs_raw"
        )),
        size: 25,
        fills: None,
        instances: None,
        limit_s: 120.0,
        engine: "acs".into(),
        preset: None,
        params: Vec::new(),
        seed: 1,
        theirs: None,
        theirs_args: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    let number = |arg: &str, text: String| text.parse::<u64>().map_err(|e| format!("{arg}: {e}"));
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--dir" => options.dir = value()?.into(),
            "--size" => options.size = number(&arg, value()?)? as usize,
            "--fills" => {
                let fills = value()?
                    .split(',')
                    .map(|fill| fill.parse().map_err(|e| format!("--fills {fill}: {e}")))
                    .collect::<Result<_, String>>()?;
                options.fills = Some(fills);
            }
            "--instances" => {
                let range = value()?;
                let (first, last) = range.split_once('-').unwrap_or((&range, &range));
                let bound = |text: &str| text.parse().map_err(|e| format!("--instances: {e}"));
                options.instances = Some((bound(first)?, bound(last)?));
            }
            "--limit" => options.limit_s = value()?.parse().map_err(|e| format!("--limit: {e}"))?,
            "--engine" => options.engine = value()?,
            "--preset" => options.preset = Some(value()?),
            "--param" => options.params.push(setting(&value()?)?),
            "--seed" => options.seed = number(&arg, value()?)?,
            "--theirs" => options.theirs = Some(value()?.into()),
            "--theirs-arg" => options.theirs_args.push(value()?),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(options)
}

/// One instance file: its fill and number.
struct Instance {
    path: PathBuf,
    fill: u32,
    number: u32,
}

/// The instance files of `options.size` in `options.dir`, by fill and
/// number, kept to the fills and instances asked for.
fn instances(options: &Options) -> Result<Vec<Instance>, String> {
    let prefix = format!("inst{0}x{0}_", options.size);
    let entries =
        std::fs::read_dir(&options.dir).map_err(|e| format!("{}: {e}", options.dir.display()))?;
    let mut found = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let Some(rest) = name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".txt"))
        else {
            continue;
        };
        let Some((fill, number)) = rest.split_once('_') else {
            continue;
        };
        let (Ok(fill), Ok(number)) = (fill.parse(), number.parse()) else {
            continue;
        };
        let wanted_fill = options
            .fills
            .as_ref()
            .is_none_or(|fills| fills.contains(&fill));
        let wanted_number = options
            .instances
            .is_none_or(|(first, last)| (first..=last).contains(&number));
        if wanted_fill && wanted_number {
            found.push(Instance { path, fill, number });
        }
    }
    found.sort_by_key(|instance| (instance.fill, instance.number));
    Ok(found)
}

/// Runs of one solver at one fill: how many, how many solved, and the
/// seconds each solved one took.
#[derive(Default)]
struct Tally {
    runs: usize,
    solved_s: Vec<f64>,
}

impl Tally {
    fn add(&mut self, solved_in: Option<f64>) {
        self.runs += 1;
        self.solved_s.extend(solved_in);
    }

    fn cell(&self) -> String {
        if self.runs == 0 {
            return format!("{:>17}", "-");
        }
        let mean = self.solved_s.iter().sum::<f64>() / self.solved_s.len().max(1) as f64;
        let rate = 100.0 * self.solved_s.len() as f64 / self.runs as f64;
        format!("{rate:>6.1}% {mean:>9.3}")
    }
}

/// Our engine on one instance: the seconds it took when it solved it.
fn ours(runner: &Runner, path: &Path) -> Result<Option<f64>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let sudoku = read_puzzle(&text, &ShapeOptions::default())
        .map_err(|e| format!("{}: {e}", path.display()))?
        .sudoku;
    Ok(runner.solve(&sudoku).map(|solved| solved.seconds))
}

/// Their program on one instance: the seconds it reports when it solved it.
fn theirs(options: &Options, program: &Path, path: &Path) -> Result<Option<f64>, String> {
    let output = Command::new(program)
        .arg("--file")
        .arg(path)
        .arg("--timeout")
        .arg(options.limit_s.to_string())
        .args(&options.theirs_args)
        .output()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut words = stdout.split_whitespace();
    match (words.next(), words.next().map(str::parse::<f64>)) {
        (Some("0"), Some(Ok(seconds))) => Ok(Some(seconds)),
        (Some("1"), _) => Ok(None),
        _ => Err(format!("{}: unexpected output {stdout:?}", path.display())),
    }
}

fn run(options: &Options) -> Result<(), String> {
    let instances = instances(options)?;
    if instances.is_empty() {
        return Err(format!(
            "no {0}x{0} instance files in {1}",
            options.size,
            options.dir.display()
        ));
    }
    let runner = Runner::new(
        &options.engine,
        options.preset.as_deref(),
        &options.params,
        options.seed,
        options.limit_s,
    )?;
    println!(
        "{0}x{0}, {1} s a run; ours: {2}, seed {3}",
        options.size, options.limit_s, options.engine, options.seed
    );
    println!("fill  runs   ours solved  mean s  theirs solved  mean s");
    let mut fills: Vec<u32> = instances.iter().map(|instance| instance.fill).collect();
    fills.dedup();
    for fill in fills {
        let (mut our_tally, mut their_tally) = (Tally::default(), Tally::default());
        for instance in instances.iter().filter(|instance| instance.fill == fill) {
            let our_time = ours(&runner, &instance.path)?;
            our_tally.add(our_time);
            let their_time = match &options.theirs {
                Some(program) => {
                    let time = theirs(options, program, &instance.path)?;
                    their_tally.add(time);
                    time
                }
                None => None,
            };
            let show = |time: Option<f64>| time.map_or("-".into(), |s| format!("{s:.3}"));
            eprintln!(
                "{fill}% #{}: ours {}, theirs {}",
                instance.number,
                show(our_time),
                show(their_time)
            );
        }
        println!(
            "{fill:>3}% {:>5}  {}  {}",
            our_tally.runs,
            our_tally.cell(),
            their_tally.cell()
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    match parse_options().and_then(|options| run(&options)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("lloyd_amos_table: {message}");
            ExitCode::FAILURE
        }
    }
}

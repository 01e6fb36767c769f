//! `sudoku rate`: one line per puzzle — SE's ER/EP/ED, the HoDoKu-style
//! level and the hardest technique — or with `--json` one object with the
//! histogram and every reading (CSP class, harmony level when asked), by
//! the engine's one [`rate_unique`] for every shape (SE's values where SE
//! has the technique, ours for cages and neighbours).

use std::io::Write;
use std::time::Instant;

use clap::Args;
use serde_json::{json, Map, Value};
use sudoku_engine::format::shaped::write_sudoku;
use sudoku_engine::meta::harmony::INFO as HARMONY;
use sudoku_engine::rate::{rate_unique, HarmonyRun, RateOptions, Rating};
use sudoku_engine::shape::Sudoku;

use crate::error::CliError;
use crate::input::{self, Entry};
use crate::json;
use crate::logic_args::ProfileChoice;
use crate::selection::parse_seconds;
use crate::shapes::ShapeArgs;
use crate::watch::Watch;

#[derive(Args, Debug)]
pub struct RateArgs {
    /// Prints one JSON object per puzzle instead of a line
    #[arg(long)]
    pub json: bool,

    /// The techniques of the path (`se`: the one SE's rating follows)
    #[arg(long, value_enum, default_value = "se")]
    pub profile: ProfileChoice,

    /// Also runs harmony search (seed 001) for its level: stochastic and slower
    #[arg(long)]
    pub harmony: bool,

    /// Seed of the harmony run
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub seed: u64,

    /// Improvisations of the harmony run
    #[arg(long, value_name = "N", default_value_t = 20_000)]
    pub iterations: u64,

    /// Gives up on a puzzle after this many seconds, its uniqueness check
    /// included [default: none; the check alone gives up after 60]
    #[arg(short, long, value_name = "SECS", value_parser = parse_seconds)]
    pub time_limit: Option<f64>,

    /// Files with one puzzle per line; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub inputs: Vec<String>,

    #[command(flatten)]
    pub shape: ShapeArgs,
}

pub fn run(args: &RateArgs, out: &mut impl Write) -> Result<(), CliError> {
    let options = RateOptions {
        profile: args.profile.profile(),
        harmony: args.harmony.then_some(HarmonyRun {
            seed: args.seed,
            iterations: args.iterations,
        }),
        ..RateOptions::default()
    };
    for source in input::open_all(&args.inputs)? {
        let name = source.name.clone();
        let mut puzzles = 0;
        for entry in source.entries() {
            let entry = entry?;
            let text = rate_entry(&entry, &name, &options, args);
            writeln!(out, "{text}").map_err(CliError::output)?;
            puzzles += 1;
        }
        if puzzles == 0 {
            input::warn_no_puzzle(&name);
        }
    }
    Ok(())
}

/// One output line: `ER/EP/ED level hardest`, `error: ...`, or JSON.
fn rate_entry(entry: &Entry, source: &str, options: &RateOptions, args: &RateArgs) -> String {
    let start = Instant::now();
    let as_json = args.json;
    let shape = &args.shape;
    let read = entry.read(&shape.options());
    let shown = match &read {
        Ok(read) if !read.sudoku.has_marks() => write_sudoku(&read.sudoku),
        _ => entry.text().trim().to_string(),
    };
    let mut watch = Watch::new(args.time_limit, format!("line {}", entry.line));
    let rating = read.and_then(|read| rate_watched(&read.sudoku, options, &mut watch));
    let millis = start.elapsed().as_secs_f64() * 1000.0;
    match (rating, as_json) {
        (Ok(rating), false) => line(&rating),
        (Err(error), false) => format!("error: {error}"),
        (result, true) => {
            let mut object = Map::new();
            object.insert("input".into(), source.into());
            object.insert("line".into(), entry.line.into());
            object.insert("puzzle".into(), shown.into());
            if let Some(label) = entry.label() {
                object.insert("label".into(), label.into());
            }
            match result {
                Ok(rating) => {
                    object.extend(rating_json(&rating));
                }
                Err(error) => {
                    object.insert("error".into(), error.into());
                }
            }
            object.insert("millis".into(), json::millis(millis));
            Value::Object(object).to_string()
        }
    }
}

/// The rating of a puzzle of any shape, within the watch's time limit.
fn rate_watched(
    sudoku: &Sudoku,
    options: &RateOptions,
    watch: &mut Watch,
) -> Result<Rating, String> {
    if options.harmony.is_some() && !HARMONY.shapes.admits(sudoku.shape()) {
        return Err(format!(
            "harmony search takes {} (rate this puzzle without --harmony)",
            HARMONY.shapes.describe()
        ));
    }
    let solution = watch
        .unique_solution(sudoku)
        .map_err(|error| watch.check_words(&error))?;
    let options = RateOptions {
        deadline: watch.deadline(),
        ..options.clone()
    };
    let rating = rate_unique(sudoku, &solution, &options, &mut |_| watch.step());
    if watch.stopped() {
        return Err(format!("not rated: {}", watch.why_stopped()));
    }
    Ok(rating)
}

fn line(rating: &Rating) -> String {
    format!(
        "{} {} {}",
        rating.se,
        rating.hodoku.level,
        rating.hardest.as_deref().unwrap_or("-")
    )
}

fn rating_json(rating: &Rating) -> Map<String, Value> {
    let histogram: Map<String, Value> = rating
        .histogram
        .iter()
        .map(|(technique, n)| (technique.name().to_string(), Value::from(*n)))
        .collect();
    let families: Map<String, Value> = rating
        .families
        .iter()
        .map(|(family, n)| (family.key().to_string(), Value::from(*n)))
        .collect();
    let value = json!({
        "er": rating.se.er.value(),
        "ep": rating.se.ep.value(),
        "ed": rating.se.ed.value(),
        "hardest": rating.hardest,
        "solved": rating.solved,
        "steps": rating.steps,
        "hodoku": {"score": rating.hodoku.score, "level": rating.hodoku.level.name()},
        "histogram": histogram,
        "families": families,
        "csp": rating.csp.map(|csp| json!({"class": csp.class.name(), "guesses": csp.guesses, "complete": csp.complete})),
        "harmony": rating.harmony.map(|(level, dc)| json!({"level": level.number(), "name": level.name(), "dc": json::real(dc)})),
    });
    match value {
        Value::Object(map) => map,
        _ => unreachable!("a JSON object"),
    }
}

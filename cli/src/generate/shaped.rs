//! `sudoku generate --shape NxN [--variant ...] [--killer]`: unique,
//! minimal puzzles of other shapes (`engine::generate::shaped`), one per
//! line in the one-line form, or one JSON object each with the solution
//! and the rating. Puzzle `i` comes from the seed mixed with `i`, made on
//! `--jobs` threads and printed in index order as they come; one that
//! takes longer than `--time-limit` gives up between two tries and says so.

use std::io::Write;
use std::time::Instant;

use serde_json::json;
use sudoku_engine::format::shaped::write_sudoku;
use sudoku_engine::generate::shaped::{
    rate, ShapedGenerator, ShapedGiveUp, ShapedOptions, ShapedPuzzle,
};
use sudoku_engine::generate::{puzzle_seed, Target};
use sudoku_engine::shape::symbols::Alphabet;

use super::{fresh_seed, in_order, threads, GenerateArgs};
use crate::error::CliError;
use crate::json;

pub fn run(args: &GenerateArgs, size: usize, out: &mut impl Write) -> Result<(), CliError> {
    let shape = args
        .shape_rules
        .options()
        .shape(size)
        .map_err(|error| CliError::Usage(error.to_string()))?;
    let options = ShapedOptions {
        shape,
        killer: args.killer,
        no_givens: args.no_givens,
        symmetry: args.symmetry,
        target: args.se.or(args.level.map(Target::Level)),
        needs: args.needs,
        max_tries: args.max_tries,
    };
    let seed = args.seed.unwrap_or_else(fresh_seed);
    if args.seed.is_none() {
        eprintln!("sudoku: seed {seed} (--seed {seed} makes the same puzzles)");
    }
    let time_limit = super::time_limit_ms(args.time_limit)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads(args.jobs))
        .build()
        .map_err(|error| CliError::Usage(format!("cannot start the threads: {error}")))?;
    let make =
        |index: u64| made_within(&options, puzzle_seed(seed, args.first + index), time_limit);
    in_order(&pool, args.count, make, |index, made| {
        let index = args.first + index;
        if let Ok(puzzle) = &made.outcome {
            note_unproven(index, puzzle);
        }
        let line = line(index, &made, &options, args.json, args.time_limit);
        writeln!(out, "{line}").map_err(CliError::output)
    })
}

/// One puzzle's try, how long it took, and whether it ran out of time.
struct Made {
    outcome: Result<ShapedPuzzle, ShapedGiveUp>,
    out_of_time: bool,
    millis: f64,
}

/// Puzzle `seed` of `options`, giving up between two tries once
/// `time_limit` milliseconds have passed.
fn made_within(options: &ShapedOptions, seed: u64, time_limit: Option<f64>) -> Made {
    let started = Instant::now();
    let millis = || started.elapsed().as_secs_f64() * 1000.0;
    let mut generator = ShapedGenerator::new(options.clone(), seed);
    loop {
        if let Some(outcome) = generator.step() {
            return Made {
                outcome,
                out_of_time: false,
                millis: millis(),
            };
        }
        if time_limit.is_some_and(|limit| millis() >= limit) {
            return Made {
                outcome: Err(generator.give_up()),
                out_of_time: true,
                millis: millis(),
            };
        }
    }
}

/// The output line of puzzle `index`.
fn line(
    index: u64,
    made: &Made,
    options: &ShapedOptions,
    json: bool,
    time_limit: Option<f64>,
) -> String {
    let why = if made.out_of_time {
        format!(
            "no puzzle within the time limit of {} s",
            time_limit.unwrap_or_default()
        )
    } else {
        format!(
            "no puzzle reached the target in {} tries",
            options.max_tries
        )
    };
    match (&made.outcome, json) {
        (Ok(puzzle), false) => write_sudoku(&puzzle.sudoku),
        (Ok(puzzle), true) => record(index, puzzle, made.millis).to_string(),
        (Err(ShapedGiveUp::NoGrid), _) => {
            format!(
                "error: no full grid of {} turned up",
                options.shape.describe()
            )
        }
        (Err(ShapedGiveUp::NoPuzzle), _) if made.out_of_time => format!("error: {why}"),
        (Err(ShapedGiveUp::NoPuzzle), _) => match options.needs {
            Some(need) => format!(
                "error: no puzzle of {} tries needed {need} (--max-tries)",
                options.max_tries
            ),
            None => format!(
                "error: no puzzle was made in {} tries (--max-tries)",
                options.max_tries
            ),
        },
        (Err(ShapedGiveUp::Tries(closest)), false) => format!(
            "error: {why}; the closest: {}",
            write_sudoku(&closest.sudoku)
        ),
        (Err(ShapedGiveUp::Tries(closest)), true) => {
            let mut value = record(index, closest, made.millis);
            value["status"] = if made.out_of_time {
                "time_limit"
            } else {
                "tries_spent"
            }
            .into();
            value.to_string()
        }
    }
}

/// Says on standard error when a puzzle is not proven minimal (a grid
/// larger than a 20x20, or a large killer: some checks ran over).
fn note_unproven(index: u64, puzzle: &ShapedPuzzle) {
    if puzzle.unproven > 0 {
        eprintln!(
            "sudoku: puzzle {} is unique but not proven minimal: {} of its {} givens \
             stayed because checking their removal ran over budget",
            index + 1,
            puzzle.unproven,
            puzzle.sudoku.givens().filled()
        );
    }
}

/// One puzzle as `--json` prints it: the puzzle, its solution, its givens,
/// its rating on the logic solver of every shape, the tries and the time.
fn record(index: u64, puzzle: &ShapedPuzzle, millis: f64) -> serde_json::Value {
    let rating = puzzle.rating.clone().unwrap_or_else(|| rate(puzzle));
    json!({
        "index": index,
        "status": "made",
        "puzzle": write_sudoku(&puzzle.sudoku),
        "solution": puzzle.solution.to_line(Alphabet::Standard),
        "givens": puzzle.sudoku.givens().filled(),
        "rating": {
            "er": rating.se.er.value(),
            "ep": rating.se.ep.value(),
            "ed": rating.se.ed.value(),
            "level": rating.hodoku.level.name(),
            "hardest": rating.hardest,
            "solved": rating.solved,
        },
        "tries": puzzle.tries,
        "unproven_givens": puzzle.unproven,
        "millis": json::millis(millis),
    })
}

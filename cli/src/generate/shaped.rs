//! `sudoku generate --shape NxN [--variant ...] [--killer]`: unique,
//! minimal puzzles of other shapes (`engine::generate::shaped`), one per
//! line in the one-line form, or one JSON object each with the solution
//! and the rating. Puzzle `i` comes from the seed mixed with `i`, made on
//! `--jobs` threads and printed in index order.

use std::io::Write;
use std::time::Instant;

use rayon::prelude::*;
use serde_json::json;
use sudoku_engine::format::shaped::write_sudoku;
use sudoku_engine::generate::shaped::{
    generate_shaped, rate, ShapedGiveUp, ShapedOptions, ShapedPuzzle,
};
use sudoku_engine::generate::{puzzle_seed, Target};
use sudoku_engine::shape::symbols::Alphabet;

use super::{fresh_seed, threads, GenerateArgs};
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
        max_tries: args.max_tries,
    };
    let seed = args.seed.unwrap_or_else(fresh_seed);
    if args.seed.is_none() {
        eprintln!("sudoku: seed {seed} (--seed {seed} makes the same puzzles)");
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads(args.jobs))
        .build()
        .map_err(|error| CliError::Usage(format!("cannot start the threads: {error}")))?;
    let made: Vec<(Result<ShapedPuzzle, ShapedGiveUp>, f64)> = pool.install(|| {
        (0..args.count)
            .into_par_iter()
            .map(|index| {
                let started = Instant::now();
                let made = generate_shaped(&options, puzzle_seed(seed, index));
                (made, started.elapsed().as_secs_f64() * 1000.0)
            })
            .collect()
    });
    for (index, (made, millis)) in made.into_iter().enumerate() {
        if let Ok(puzzle) = &made {
            note_unproven(index, puzzle);
        }
        let line = match (made, args.json) {
            (Ok(puzzle), false) => write_sudoku(&puzzle.sudoku),
            (Ok(puzzle), true) => record(index, &puzzle, millis).to_string(),
            (Err(ShapedGiveUp::NoGrid), _) => {
                format!(
                    "error: no full grid of {} turned up",
                    options.shape.describe()
                )
            }
            (Err(ShapedGiveUp::NoPuzzle), _) => format!(
                "error: no puzzle was made in {} tries (--max-tries)",
                options.max_tries
            ),
            (Err(ShapedGiveUp::Tries(closest)), false) => format!(
                "error: no puzzle reached the target in {} tries; the closest: {}",
                closest.tries,
                write_sudoku(&closest.sudoku)
            ),
            (Err(ShapedGiveUp::Tries(closest)), true) => {
                let mut value = record(index, &closest, millis);
                value["status"] = "tries_spent".into();
                value.to_string()
            }
        };
        writeln!(out, "{line}").map_err(CliError::output)?;
    }
    Ok(())
}

/// Says on standard error when a puzzle is not proven minimal (a grid
/// larger than a 20x20, or a large killer: some checks ran over).
fn note_unproven(index: usize, puzzle: &ShapedPuzzle) {
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
fn record(index: usize, puzzle: &ShapedPuzzle, millis: f64) -> serde_json::Value {
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

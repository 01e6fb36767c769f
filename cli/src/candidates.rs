//! `sudoku candidates`: each puzzle's true candidates — the digits some
//! solution puts in each cell — as a pencil-mark grid under a line that
//! says how many solutions there are, or with `--json` one object a
//! puzzle with each candidate's count of solutions (up to `--cap`, the cap
//! meaning that many or more). A puzzle with several solutions names the
//! cells where two of them differ. `--time-limit` bounds each puzzle: the
//! candidates found by then are given, marked incomplete. A puzzle that
//! cannot be read is an `error:` line, or with `--json` an object whose
//! `error` says why.

use std::io::Write;

use clap::Args;
use serde_json::{json, Value};
use sudoku_engine::exact::candidates::DEFAULT_CAP;
use sudoku_engine::exact::counter::Bound;
use sudoku_engine::format::shaped::write_marks;
use sudoku_engine::run::{Clock, SystemClock};
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{true_candidates, TrueCandidates};

use crate::error::CliError;
use crate::input;
use crate::selection::parse_seconds;
use crate::shapes::ShapeArgs;

#[derive(Args, Debug)]
pub struct CandidatesArgs {
    #[command(flatten)]
    pub shape: ShapeArgs,

    /// Counts each candidate's solutions up to this many, the last meaning
    /// this many or more
    #[arg(long, value_name = "N", default_value_t = DEFAULT_CAP as u64, value_parser = clap::value_parser!(u64).range(1..=255))]
    pub cap: u64,

    /// One JSON object per puzzle, with every candidate's count
    #[arg(long)]
    pub json: bool,

    /// Stops a puzzle's search after this many seconds, giving what it
    /// found [default: none]
    #[arg(short, long, value_name = "SECS", value_parser = parse_seconds)]
    pub time_limit: Option<f64>,

    /// Files with one puzzle per line; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub inputs: Vec<String>,
}

pub fn run(args: &CandidatesArgs, out: &mut impl Write) -> Result<(), CliError> {
    let refused = |error: &str| {
        if args.json {
            json!({ "error": error }).to_string()
        } else {
            format!("error: {error}")
        }
    };
    let answer = |read: &sudoku_engine::format::shaped::ShapedText| {
        let clock = SystemClock::default();
        let bound = match args.time_limit {
            Some(secs) => Bound::until(&clock, clock.now_ms() + secs * 1000.0),
            None => Bound::default(),
        };
        let found = true_candidates(&read.sudoku, args.cap as usize, bound);
        let millis = clock.now_ms();
        if args.json {
            as_json(&read.sudoku, &found, millis).to_string()
        } else {
            as_text(&read.sudoku, &found)
        }
    };
    input::answer_each_or(&args.inputs, &args.shape.options(), out, answer, refused)
}

/// The line that says what was found, then the pencil-mark grid.
fn as_text(sudoku: &Sudoku, found: &TrueCandidates) -> String {
    let geometry = sudoku.shape().geometry();
    let cap = found.cap;
    let mut words = match found.solutions {
        0 if found.complete => "# no solution: no digit is a true candidate".to_string(),
        1 if found.complete => "# one solution".to_string(),
        n if n >= cap && cap > 1 => format!("# {n} or more solutions"),
        n => format!("# {n} solutions"),
    };
    let differences = found.differences();
    if !differences.is_empty() {
        let cells: Vec<String> = differences
            .iter()
            .map(|&cell| geometry.cell_name(cell))
            .collect();
        words.push_str(&format!("; two of them differ at {}", cells.join(", ")));
    }
    if !found.complete {
        words.push_str("; stopped at the time limit: the candidates found so far");
    }
    if found.complete && found.solutions == 0 {
        return words;
    }
    let masks: Vec<u64> = (0..sudoku.shape().cells())
        .map(|cell| found.mask(cell))
        .collect();
    format!(
        "{words}\n{}",
        write_marks(sudoku.shape(), &masks).trim_end()
    )
}

/// Every candidate with its count, the solutions and the two examples.
fn as_json(sudoku: &Sudoku, found: &TrueCandidates, millis: f64) -> Value {
    let cells: Vec<Value> = (0..sudoku.shape().cells())
        .map(|cell| {
            let counts: serde_json::Map<String, Value> = (1..=found.size as u8)
                .filter(|&digit| found.count(cell, digit) > 0)
                .map(|digit| (digit.to_string(), Value::from(found.count(cell, digit))))
                .collect();
            Value::Object(counts)
        })
        .collect();
    json!({
        "solutions": found.solutions,
        "cap": found.cap,
        "complete": found.complete,
        "cells": cells,
        "examples": found
            .examples
            .iter()
            .map(|grid| grid.to_line(Alphabet::Standard))
            .collect::<Vec<_>>(),
        "differ": found.differences(),
        "millis": crate::json::millis(millis),
    })
}

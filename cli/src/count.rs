//! `sudoku count`: how many solutions each puzzle has — 0, 1, or 2 meaning
//! two or more (`--limit N`: up to N, N meaning N or more) — by the
//! engine's counter of every shape (`fast` for a
//! classic 9x9; `propagate` and `sat` in turns for the others, the first
//! to finish answering). `--time-limit` bounds each puzzle's count: one
//! not decided in time says so on its `error:` line.

use std::io::Write;

use clap::Args;
use sudoku_engine::exact::counter::{count_within, Bound};
use sudoku_engine::run::{Clock, SystemClock};

use crate::error::CliError;
use crate::input;
use crate::selection::parse_seconds;
use crate::shapes::ShapeArgs;

#[derive(Args, Debug)]
pub struct CountArgs {
    #[command(flatten)]
    pub shape: ShapeArgs,

    /// Counts up to this many solutions, the last meaning this many or
    /// more [default: 2, enough to tell unique from not]
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub limit: u64,

    /// Gives up on a puzzle after this many seconds [default: none]
    #[arg(short, long, value_name = "SECS", value_parser = parse_seconds)]
    pub time_limit: Option<f64>,

    /// Files with one puzzle per line; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub inputs: Vec<String>,
}

pub fn run(args: &CountArgs, out: &mut impl Write) -> Result<(), CliError> {
    input::answer_each(&args.inputs, &args.shape.options(), out, |read| {
        count(&read.sudoku, args.limit as usize, args.time_limit)
    })
}

/// The count's output line: the count, or why there is none.
fn count(sudoku: &sudoku_engine::shape::Sudoku, limit: usize, time_limit: Option<f64>) -> String {
    let clock = SystemClock::default();
    let bound = match time_limit {
        Some(secs) => Bound::until(&clock, clock.now_ms() + secs * 1000.0),
        None => Bound::default(),
    };
    match count_within(sudoku, limit, bound) {
        Some(count) => count.to_string(),
        None => format!(
            "error: not decided within the time limit of {} s",
            time_limit.unwrap_or_default()
        ),
    }
}

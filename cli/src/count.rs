//! `sudoku count`: how many solutions each puzzle has — 0, 1, or 2 meaning
//! two or more — by the fast solution counter, or for a puzzle of another
//! size or variant by the two exact engines of every shape in turns
//! (`propagate` and `sat`: the first to finish answers).

use std::io::Write;

use clap::Args;
use sudoku_engine::exact::counter;
use sudoku_engine::exact::fast::count_solutions;

use crate::error::CliError;
use crate::input;
use crate::shapes::ShapeArgs;

/// Solutions are counted up to this many: enough to tell unique from not.
const LIMIT: usize = 2;

#[derive(Args, Debug)]
pub struct CountArgs {
    #[command(flatten)]
    pub shape: ShapeArgs,

    /// Files with one puzzle per line; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub inputs: Vec<String>,
}

pub fn run(args: &CountArgs, out: &mut impl Write) -> Result<(), CliError> {
    let options = args.shape.options();
    for source in input::open_all(&args.inputs)? {
        let name = source.name.clone();
        let mut puzzles = 0;
        for entry in source.entries() {
            let entry = entry?;
            let counted = match entry.shaped(&options) {
                Some(read) => read.map(|read| counter::count_solutions(&read.sudoku, LIMIT)),
                None => entry.puzzle().map(|puzzle| count_solutions(&puzzle, LIMIT)),
            };
            let line = match counted {
                Ok(count) => count.to_string(),
                Err(error) => format!("error: {error}"),
            };
            writeln!(out, "{line}").map_err(CliError::output)?;
            puzzles += 1;
        }
        if puzzles == 0 {
            input::warn_no_puzzle(&name);
        }
    }
    Ok(())
}

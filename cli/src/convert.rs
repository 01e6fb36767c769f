//! `sudoku convert`: each puzzle written in another form — the one-line
//! form with its rules after `;` (`--to line`, the default) or an
//! f-puzzles link (`--to fpuzzles`) that f-puzzles and SudokuPad open with
//! every rule Sudoku Lab reads.

use std::io::Write;

use clap::{Args, ValueEnum};
use sudoku_engine::format::shaped::fpuzzles_write::fpuzzles_link;
use sudoku_engine::format::shaped::write_sudoku;

use crate::error::CliError;
use crate::input;
use crate::shapes::ShapeArgs;

/// The forms `convert` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Form {
    /// One line: the cells, then the shape and rules after `;`
    Line,
    /// An f-puzzles link (`https://www.f-puzzles.com/?load=…`)
    Fpuzzles,
}

#[derive(Args, Debug)]
pub struct ConvertArgs {
    #[command(flatten)]
    pub shape: ShapeArgs,

    /// The form to write
    #[arg(long, value_enum, default_value = "line")]
    pub to: Form,

    /// Files with one puzzle per line; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub inputs: Vec<String>,
}

pub fn run(args: &ConvertArgs, out: &mut impl Write) -> Result<(), CliError> {
    input::answer_each(
        &args.inputs,
        &args.shape.options(),
        out,
        |read| match args.to {
            Form::Line => write_sudoku(&read.sudoku),
            Form::Fpuzzles => {
                fpuzzles_link(&read.sudoku).unwrap_or_else(|error| format!("error: {error}"))
            }
        },
    )
}

//! `sudoku`: the Sudoku Lab command line over the engine crate — solve and
//! count puzzles in bulk, benchmark engines on puzzle sets, list the engines,
//! rate puzzles, explain them step by step, give hints and generate puzzles
//! (the commands are the library, `lib.rs`).

use std::io;
use std::process::ExitCode;

use clap::Parser;
use sudoku_cli::{run, Cli};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = io::stdout().lock();
    match run(&cli, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => error.report(),
    }
}

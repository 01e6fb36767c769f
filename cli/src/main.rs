//! `sudoku`: the Sudoku Lab command line over the engine crate — solve and
//! count puzzles in bulk, benchmark engines on puzzle sets, list the engines,
//! rate puzzles, explain them step by step, give hints and generate puzzles.
//!
//! Every command is generic over the engine registry: an engine added to
//! `sudoku_engine::engines()` is usable here by name with its parameters.

mod attempt;
mod bench;
mod convert;
mod count;
mod engines;
mod error;
mod explain;
mod generate;
mod input;
mod json;
mod logic_args;
mod rate;
mod selection;
mod shapes;
mod solve;
mod summary;
mod table;
mod throughput;
mod watch;

use std::io;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(name = "sudoku", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solves puzzles: one line out per puzzle in, the solution or `error: <reason>`
    Solve(solve::SolveArgs),
    /// Counts each puzzle's solutions: 0, 1, or 2 meaning two or more
    Count(count::CountArgs),
    /// Runs an engine on puzzle files and prints a table row per file and rating band
    Bench(bench::BenchArgs),
    /// Makes new puzzles: unique and minimal, optionally symmetric or on a pattern
    Generate(generate::GenerateArgs),
    /// Lists the engines with their source, kind and parameters
    Engines(engines::EnginesArgs),
    /// Rates puzzles: SE's ER/EP/ED, HoDoKu level and hardest technique per line (`--json`: every reading)
    Rate(rate::RateArgs),
    /// Explains a puzzle's solution step by step, in words (`--json`: with highlight data)
    Explain(explain::ExplainArgs),
    /// Gives the next step only, for a puzzle or a pencil-mark grid
    Hint(explain::ExplainArgs),
    /// Writes each puzzle in another form: one line (`--to line`) or an f-puzzles link (`--to fpuzzles`)
    Convert(convert::ConvertArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = io::stdout().lock();
    let result = match &cli.command {
        Command::Solve(args) => solve::run(args, &mut out),
        Command::Count(args) => count::run(args, &mut out),
        Command::Bench(args) => bench::run(args, &mut out),
        Command::Engines(args) => engines::run(args, &mut out),
        Command::Rate(args) => rate::run(args, &mut out),
        Command::Explain(args) => explain::explain(args, &mut out),
        Command::Hint(args) => explain::hint(args, &mut out),
        Command::Generate(args) => generate::run(args, &mut out),
        Command::Convert(args) => convert::run(args, &mut out),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => error.report(),
    }
}

//! The `sudoku` command line as a library: every command over the engine
//! crate, parsed by [`Cli`] and run by [`run`]; the binary (`main.rs`) is
//! that and an exit code. [`embed`] runs a command on text held in memory,
//! as another front end (the Python package) does.
//!
//! Every command is generic over the engine registry: an engine added to
//! `sudoku_engine::engines()` is usable here by name with its parameters.

pub mod attempt;
pub mod bench;
pub mod candidates;
pub mod convert;
pub mod count;
pub mod engines;
pub mod error;
pub mod explain;
pub mod generate;
pub mod input;
pub mod json;
pub mod logic_args;
pub mod rate;
pub mod selection;
pub mod shapes;
pub mod solve;
pub mod summary;
pub mod table;
pub mod throughput;
pub mod watch;

pub mod embed;

use std::io::Write;

use clap::{Parser, Subcommand};

pub use error::CliError;

/// The command line: one command and its options.
#[derive(Parser, Debug)]
#[command(name = "sudoku", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solves puzzles: one line out per puzzle in, the solution or `error: <reason>`
    Solve(solve::SolveArgs),
    /// Counts each puzzle's solutions: 0, 1, or 2 meaning two or more
    Count(count::CountArgs),
    /// Gives each puzzle's true candidates: the digits some solution puts in each cell
    Candidates(candidates::CandidatesArgs),
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

/// Runs the command, writing its output to `out`.
pub fn run(cli: &Cli, out: &mut impl Write) -> Result<(), CliError> {
    match &cli.command {
        Command::Solve(args) => solve::run(args, out),
        Command::Count(args) => count::run(args, out),
        Command::Candidates(args) => candidates::run(args, out),
        Command::Bench(args) => bench::run(args, out),
        Command::Engines(args) => engines::run(args, out),
        Command::Rate(args) => rate::run(args, out),
        Command::Explain(args) => explain::explain(args, out),
        Command::Hint(args) => explain::hint(args, out),
        Command::Generate(args) => generate::run(args, out),
        Command::Convert(args) => convert::run(args, out),
    }
}

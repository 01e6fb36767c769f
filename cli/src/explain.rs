//! `sudoku explain PUZZLE`: the numbered steps of the easiest-first path,
//! in words (`--json`: with the highlight data). `sudoku hint PUZZLE`: the
//! next step only; the puzzle may be a pencil-mark grid, whose marks are
//! taken as they are. `-` reads the puzzle from standard input.

use std::io::Write;

use clap::Args;
use serde_json::Value;
use sudoku_engine::exact::fast::find_solutions;
use sudoku_engine::logic::{next_step, solve, Board, Ending, Options};

use crate::error::CliError;
use crate::logic_args::{read_puzzle, step_json, ProfileChoice};

#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// The puzzle: 81 characters, a laid-out grid or a pencil-mark grid; `-` reads standard input
    #[arg(value_name = "PUZZLE")]
    pub puzzle: String,

    /// Prints the steps as JSON, with their highlight data
    #[arg(long)]
    pub json: bool,

    /// Which techniques, in which order
    #[arg(long, value_enum, default_value = "human")]
    pub profile: ProfileChoice,
}

/// The board of the puzzle and whether it has exactly one solution (only
/// then may uniqueness techniques be used); a board without a solution is
/// refused.
fn board_of(args: &ExplainArgs) -> Result<(Board, Options), CliError> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let solutions = find_solutions(&puzzle, 2).len();
    if solutions == 0 {
        return Err(CliError::Usage(
            "the puzzle has no solution (check its pencil marks)".into(),
        ));
    }
    Ok((
        Board::new(&puzzle),
        Options {
            unique: solutions == 1,
        },
    ))
}

pub fn explain(args: &ExplainArgs, out: &mut impl Write) -> Result<(), CliError> {
    let (mut board, options) = board_of(args)?;
    let (steps, ending) = solve(&mut board, &args.profile.profile(), options);
    let write =
        |out: &mut dyn Write, text: String| writeln!(out, "{text}").map_err(CliError::output);
    if args.json {
        let steps: Vec<Value> = steps
            .iter()
            .enumerate()
            .map(|(i, s)| step_json(i + 1, s))
            .collect();
        let summary = serde_json::json!({
            "solved": ending == Ending::Solved,
            "grid": board.grid().to_string(),
            "steps": steps,
        });
        return write(out, summary.to_string());
    }
    for (index, step) in steps.iter().enumerate() {
        write(out, format!("{}. {}", index + 1, step.explanation()))?;
    }
    match ending {
        Ending::Solved => write(out, format!("Solved: {}", board.grid())),
        Ending::Stuck => write(
            out,
            format!(
                "Stuck: no technique applies (the puzzle has several solutions): {}",
                board.grid()
            ),
        ),
    }
}

pub fn hint(args: &ExplainArgs, out: &mut impl Write) -> Result<(), CliError> {
    let (board, options) = board_of(args)?;
    let text = match next_step(&board, &args.profile.profile(), options) {
        Some(step) if args.json => step_json(1, &step).to_string(),
        Some(step) => step.explanation(),
        None if board.is_solved() => "The grid is solved.".to_string(),
        None => "No technique applies (the puzzle has several solutions).".to_string(),
    };
    writeln!(out, "{text}").map_err(CliError::output)
}

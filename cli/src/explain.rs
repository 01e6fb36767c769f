//! `sudoku explain PUZZLE`: the numbered steps of the easiest-first path,
//! in words (`--json`: with the highlight data). `sudoku hint PUZZLE`: the
//! next step only; the puzzle may be a pencil-mark grid, whose marks are
//! taken as they are. `-` reads the puzzle from standard input. A puzzle of
//! another shape (size, jigsaw, variant rules, killer cages) goes to the
//! logic solver of every shape, under the same `--profile`. Both honour
//! `--time-limit` ([`crate::watch`]).

use std::io::Write;

use clap::Args;
use serde_json::Value;
use sudoku_engine::exact::fast::find_solutions;
use sudoku_engine::logic::{next_step, solve_watched, Board, Ending, Options, Stall};
use sudoku_engine::rate::RateError;

use crate::error::CliError;
use crate::logic_args::{read_any, shaped_step_json, step_json, AnyPuzzle, ProfileChoice};
use crate::selection::parse_seconds;
use crate::shapes::ShapeArgs;
use crate::watch::Watch;
use sudoku_engine::logic::shaped::Logic;
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::Puzzle;

#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// The puzzle: 81 characters, a laid-out grid or a pencil-mark grid; `-` reads standard input
    #[arg(value_name = "PUZZLE")]
    pub puzzle: String,

    /// Prints the steps as JSON, with their highlight data
    #[arg(long)]
    pub json: bool,

    /// Which techniques, in which order (every shape; se-2019 is se beyond
    /// the classic 9x9)
    #[arg(long, value_enum, default_value = "human")]
    pub profile: ProfileChoice,

    /// Gives up after this many seconds, the uniqueness check included
    /// [default: none; the check alone gives up after 60]
    #[arg(short, long, value_name = "SECS", value_parser = parse_seconds)]
    pub time_limit: Option<f64>,

    #[command(flatten)]
    pub shape: ShapeArgs,
}

/// The classic board of the puzzle and whether it has exactly one solution
/// (only then may uniqueness techniques be used); a board without a
/// solution is refused.
fn classic_board(puzzle: &Puzzle) -> Result<(Board, Options), CliError> {
    let solutions = find_solutions(puzzle, 2).len();
    if solutions == 0 {
        return Err(CliError::Usage(
            "the puzzle has no solution (check its pencil marks)".into(),
        ));
    }
    Ok((
        Board::new(puzzle),
        Options {
            unique: solutions == 1,
        },
    ))
}

/// The solution of a puzzle of another shape when it has exactly one (the
/// forcing chains need it), and why logic would stall on it; a puzzle
/// without a solution, or whose count did not end in time, is refused.
fn shaped_solution(sudoku: &Sudoku, watch: &Watch) -> Result<(Option<Values>, Stall), CliError> {
    match watch.unique_solution(sudoku) {
        Err(error @ (RateError::Unchecked | RateError::NoSolution)) => {
            Err(CliError::Usage(watch.check_words(&error)))
        }
        count => Ok(Stall::with_solution(count).expect("a count with solutions")),
    }
}

fn write_line(out: &mut dyn Write, text: String) -> Result<(), CliError> {
    writeln!(out, "{text}").map_err(CliError::output)
}

pub fn explain(args: &ExplainArgs, out: &mut impl Write) -> Result<(), CliError> {
    let mut watch = Watch::new(args.time_limit, "explaining");
    let puzzle = match read_any(&args.puzzle, &args.shape.options())? {
        AnyPuzzle::Classic(puzzle) => puzzle,
        AnyPuzzle::Shaped(sudoku) => return explain_shaped(&sudoku, args, &mut watch, out),
    };
    let (mut board, options) = classic_board(&puzzle)?;
    let (steps, ending) = solve_watched(
        &mut board,
        &args.profile.profile().classic(),
        options,
        &mut |_| watch.step(),
    );
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
            "stopped": watch.stopped().then(|| watch.why_stopped()),
        });
        return write_line(out, summary.to_string());
    }
    for (index, step) in steps.iter().enumerate() {
        write_line(out, format!("{}. {}", index + 1, step.explanation()))?;
    }
    let grid = board.grid().to_string();
    match ending {
        Ending::Solved => write_line(out, format!("Solved: {grid}")),
        _ if watch.stopped() => stopped_line(out, &watch, &grid),
        _ => stuck_line(out, Stall::of_unique(options.unique), &grid),
    }
}

/// "Stuck: no technique applies (why): GRID".
fn stuck_line(out: &mut dyn Write, stall: Stall, grid: &str) -> Result<(), CliError> {
    write_line(
        out,
        format!("Stuck: no technique applies ({}): {grid}", stall.words()),
    )
}

/// "Stopped: the time limit of N s passed after K steps: GRID".
fn stopped_line(out: &mut dyn Write, watch: &Watch, grid: &str) -> Result<(), CliError> {
    write_line(out, format!("Stopped: {}: {grid}", watch.why_stopped()))
}

fn explain_shaped(
    sudoku: &Sudoku,
    args: &ExplainArgs,
    watch: &mut Watch,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let (solution, stall) = shaped_solution(sudoku, watch)?;
    let logic = Logic::until(sudoku.shape(), watch.deadline());
    let solved = logic.solve_watched(
        args.profile.profile().shaped(),
        sudoku,
        None,
        solution.as_ref(),
        &mut |_| watch.step(),
    );
    let mut values = sudoku.givens().clone();
    for worded in &solved.steps {
        for placed in &worded.step.placements {
            values.set(placed.cell(), placed.digit);
        }
    }
    let grid = values.to_line(Alphabet::Standard);
    if args.json {
        let steps: Vec<Value> = solved
            .steps
            .iter()
            .enumerate()
            .map(|(i, worded)| shaped_step_json(i + 1, worded, sudoku.shape(), &logic))
            .collect();
        let summary = serde_json::json!({
            "solved": solved.solved,
            "grid": grid,
            "steps": steps,
            "stopped": watch.stopped().then(|| watch.why_stopped()),
        });
        return write_line(out, summary.to_string());
    }
    for (index, worded) in solved.steps.iter().enumerate() {
        write_line(out, format!("{}. {}", index + 1, worded.text))?;
    }
    match solved.solved {
        true => write_line(out, format!("Solved: {grid}")),
        false if watch.stopped() => stopped_line(out, watch, &grid),
        false => stuck_line(out, stall, &grid),
    }
}

pub fn hint(args: &ExplainArgs, out: &mut impl Write) -> Result<(), CliError> {
    let watch = Watch::new(args.time_limit, "hint");
    let text = match read_any(&args.puzzle, &args.shape.options())? {
        AnyPuzzle::Classic(puzzle) => {
            let (board, options) = classic_board(&puzzle)?;
            match next_step(&board, &args.profile.profile().classic(), options) {
                Some(step) if args.json => step_json(1, &step).to_string(),
                Some(step) => step.explanation(),
                None if board.is_solved() => "The grid is solved.".to_string(),
                None => stuck_words(Stall::of_unique(options.unique)),
            }
        }
        AnyPuzzle::Shaped(sudoku) => {
            let (solution, stall) = shaped_solution(&sudoku, &watch)?;
            let logic = Logic::until(sudoku.shape(), watch.deadline());
            let profile = args.profile.profile().shaped();
            match logic.next(profile, &sudoku, None, solution.as_ref()) {
                Some(worded) if args.json => {
                    shaped_step_json(1, &worded, sudoku.shape(), &logic).to_string()
                }
                Some(worded) => worded.text,
                None if sudoku.givens().is_full() => "The grid is solved.".to_string(),
                None if watch.out_of_time() => format!(
                    "No step found within the time limit of {} s.",
                    args.time_limit.unwrap_or_default()
                ),
                None => stuck_words(stall),
            }
        }
    };
    write_line(out, text)
}

/// A hint's words when no technique applies.
fn stuck_words(stall: Stall) -> String {
    let words = stall.words();
    format!("No technique applies: {words}.")
}

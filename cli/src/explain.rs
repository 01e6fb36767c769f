//! `sudoku explain PUZZLE`: the numbered steps of the easiest-first path,
//! in words (`--json`: with the highlight data). `sudoku hint PUZZLE`: the
//! next step only; the puzzle may be a pencil-mark grid, whose marks are
//! taken as they are. `-` reads the puzzle from standard input. A puzzle of
//! another shape (size, jigsaw, variant rules, killer cages) goes to the
//! logic solver of every shape; `--profile` is the classic 9x9's.

use std::io::Write;

use clap::Args;
use serde_json::Value;
use sudoku_engine::exact::fast::find_solutions;
use sudoku_engine::logic::{next_step, solve, Board, Ending, Options, Stall};

use crate::error::CliError;
use crate::logic_args::{read_any, shaped_step_json, step_json, AnyPuzzle, ProfileChoice};
use crate::shapes::ShapeArgs;
use sudoku_engine::logic::shaped::Logic;
use sudoku_engine::rate::shaped::unique_solution;
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

    /// Which techniques, in which order (classic 9x9)
    #[arg(long, value_enum, default_value = "human")]
    pub profile: ProfileChoice,

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
/// without a solution is refused.
fn shaped_solution(sudoku: &Sudoku) -> Result<(Option<Values>, Stall), CliError> {
    Stall::with_solution(unique_solution(sudoku))
        .map_err(|_| CliError::Usage("the puzzle has no solution".into()))
}

fn write_line(out: &mut dyn Write, text: String) -> Result<(), CliError> {
    writeln!(out, "{text}").map_err(CliError::output)
}

pub fn explain(args: &ExplainArgs, out: &mut impl Write) -> Result<(), CliError> {
    let puzzle = match read_any(&args.puzzle, &args.shape.options())? {
        AnyPuzzle::Classic(puzzle) => puzzle,
        AnyPuzzle::Shaped(sudoku) => return explain_shaped(&sudoku, args.json, out),
    };
    let (mut board, options) = classic_board(&puzzle)?;
    let (steps, ending) = solve(&mut board, &args.profile.profile(), options);
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
        return write_line(out, summary.to_string());
    }
    for (index, step) in steps.iter().enumerate() {
        write_line(out, format!("{}. {}", index + 1, step.explanation()))?;
    }
    let stall = (ending != Ending::Solved).then(|| Stall::of_unique(options.unique));
    ending_line(out, stall, &board.grid().to_string())
}

/// "Solved: GRID", or "Stuck: no technique applies (why): GRID".
fn ending_line(out: &mut dyn Write, stall: Option<Stall>, grid: &str) -> Result<(), CliError> {
    match stall {
        None => write_line(out, format!("Solved: {grid}")),
        Some(stall) => write_line(
            out,
            format!("Stuck: no technique applies ({}): {grid}", stall.words()),
        ),
    }
}

fn explain_shaped(sudoku: &Sudoku, json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let (solution, stall) = shaped_solution(sudoku)?;
    let logic = Logic::new(sudoku.shape());
    let solved = logic.solve(sudoku, None, solution.as_ref());
    let mut values = sudoku.givens().clone();
    for worded in &solved.steps {
        for placed in &worded.step.placements {
            values.set(placed.cell(), placed.digit);
        }
    }
    let grid = values.to_line(Alphabet::Standard);
    if json {
        let steps: Vec<Value> = solved
            .steps
            .iter()
            .enumerate()
            .map(|(i, worded)| shaped_step_json(i + 1, worded, sudoku.shape(), &logic))
            .collect();
        let summary = serde_json::json!({"solved": solved.solved, "grid": grid, "steps": steps});
        return write_line(out, summary.to_string());
    }
    for (index, worded) in solved.steps.iter().enumerate() {
        write_line(out, format!("{}. {}", index + 1, worded.text))?;
    }
    ending_line(out, (!solved.solved).then_some(stall), &grid)
}

pub fn hint(args: &ExplainArgs, out: &mut impl Write) -> Result<(), CliError> {
    let puzzle = match read_any(&args.puzzle, &args.shape.options())? {
        AnyPuzzle::Classic(puzzle) => puzzle,
        AnyPuzzle::Shaped(sudoku) => {
            let (solution, stall) = shaped_solution(&sudoku)?;
            let logic = Logic::new(sudoku.shape());
            let next = logic.next(&sudoku, None, solution.as_ref());
            let text = match next {
                Some(worded) if args.json => {
                    shaped_step_json(1, &worded, sudoku.shape(), &logic).to_string()
                }
                Some(worded) => worded.text,
                None if sudoku.givens().is_full() => "The grid is solved.".to_string(),
                None => stuck_words(stall),
            };
            return write_line(out, text);
        }
    };
    let (board, options) = classic_board(&puzzle)?;
    let text = match next_step(&board, &args.profile.profile(), options) {
        Some(step) if args.json => step_json(1, &step).to_string(),
        Some(step) => step.explanation(),
        None if board.is_solved() => "The grid is solved.".to_string(),
        None => stuck_words(Stall::of_unique(options.unique)),
    };
    write_line(out, text)
}

/// A hint's words when no technique applies.
fn stuck_words(stall: Stall) -> String {
    let words = stall.words();
    format!("No technique applies: {words}.")
}

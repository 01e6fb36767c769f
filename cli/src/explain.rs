//! `sudoku explain PUZZLE`: the numbered steps of the easiest-first path,
//! in words (`--json`: with the highlight data). `sudoku hint PUZZLE`: the
//! next step only; the puzzle may be a pencil-mark grid, whose marks are
//! taken as they are. `-` reads the puzzle from standard input. Every
//! shape (size, jigsaw, variant rules, killer cages) takes the same
//! options; the engine's [`Explainer`] chooses the solver. Both honour
//! `--time-limit` ([`crate::watch`]).

use std::io::Write;

use clap::Args;
use serde_json::Value;
use sudoku_engine::logic::{Explainer, Hint, Stall};
use sudoku_engine::rate::RateError;
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::{Sudoku, Values};

use crate::error::CliError;
use crate::logic_args::{read_sudoku, step_json, ProfileChoice};
use crate::selection::parse_seconds;
use crate::shapes::ShapeArgs;
use crate::watch::Watch;

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

/// The puzzle's solution when it has exactly one (uniqueness techniques
/// and forcing chains need it), and why logic would stall on it; a puzzle
/// without a solution, or whose count did not end in time, is refused.
fn solution_of(sudoku: &Sudoku, watch: &Watch) -> Result<(Option<Values>, Stall), CliError> {
    match watch.unique_solution(sudoku) {
        Err(RateError::NoSolution) if sudoku.has_marks() => Err(CliError::Usage(
            "the puzzle has no solution (check its pencil marks)".into(),
        )),
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
    let sudoku = read_sudoku(&args.puzzle, &args.shape.options())?;
    let (solution, stall) = solution_of(&sudoku, &watch)?;
    let explainer = Explainer::new(&sudoku, watch.deadline());
    let explanation = explainer.explain(args.profile.profile(), solution.as_ref(), &mut |_| {
        watch.step()
    });
    let grid = explanation.grid.to_line(Alphabet::Standard);
    if args.json {
        let steps: Vec<Value> = explanation
            .steps
            .iter()
            .enumerate()
            .map(|(i, step)| step_json(i + 1, step, sudoku.shape()))
            .collect();
        let summary = serde_json::json!({
            "solved": explanation.solved,
            "grid": grid,
            "steps": steps,
            "stopped": watch.stopped().then(|| watch.why_stopped()),
        });
        return write_line(out, summary.to_string());
    }
    for (index, step) in explanation.steps.iter().enumerate() {
        write_line(out, format!("{}. {}", index + 1, step.text))?;
    }
    match explanation.solved {
        true => write_line(out, format!("Solved: {grid}")),
        false if watch.stopped() => stopped_line(out, &watch, &grid),
        false => stuck_line(out, stall, &grid),
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

pub fn hint(args: &ExplainArgs, out: &mut impl Write) -> Result<(), CliError> {
    let watch = Watch::new(args.time_limit, "hint");
    let sudoku = read_sudoku(&args.puzzle, &args.shape.options())?;
    let (solution, stall) = solution_of(&sudoku, &watch)?;
    let explainer = Explainer::new(&sudoku, watch.deadline());
    let hint = explainer
        .hint(args.profile.profile(), None, solution.as_ref())
        .map_err(CliError::Usage)?;
    let text = match hint {
        Hint::Step(step) if args.json => step_json(1, &step, sudoku.shape()).to_string(),
        Hint::Step(step) => step.text,
        Hint::Solved => "The grid is solved.".to_string(),
        Hint::Stuck if watch.out_of_time() => format!(
            "No step found within the time limit of {} s.",
            args.time_limit.unwrap_or_default()
        ),
        Hint::Stuck => stuck_words(stall),
    };
    write_line(out, text)
}

/// A hint's words when no technique applies.
fn stuck_words(stall: Stall) -> String {
    let words = stall.words();
    format!("No technique applies: {words}.")
}

//! The commands run on text held in memory, for a front end that embeds
//! the command line (the Python package): the same parser, the same
//! commands, the same output, with a text standing for standard input on
//! the calling thread.

use clap::Parser;
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapedText;

use crate::input::{with_given_input, Source};
use crate::shapes::ShapeArgs;
use crate::{run, Cli};

/// Runs the command of `args` (as typed after `sudoku`: `["rate",
/// "--json"]`) with `input` as its standard input, its lines numbered from
/// `first_line` (a part of a longer input keeps its numbers), and gives
/// what it prints, or its error: a bad option as clap words it, a
/// command's failure as the command line says it.
pub fn run_on_text(args: &[String], input: &str, first_line: usize) -> Result<String, String> {
    let argv = std::iter::once("sudoku".to_string()).chain(args.iter().cloned());
    let cli = Cli::try_parse_from(argv).map_err(|error| error.to_string().trim().to_string())?;
    let mut out = Vec::new();
    let result = with_given_input(input, first_line, || run(&cli, &mut out));
    result.map_err(|error| error.to_string())?;
    String::from_utf8(out).map_err(|error| format!("the output is not UTF-8: {error}"))
}

/// The shape options alone, as the commands take them.
#[derive(Parser, Debug)]
#[command(name = "read")]
struct ReadArgs {
    #[command(flatten)]
    shape: ShapeArgs,
}

/// The one puzzle of `text`, read as the commands read it with the shape
/// `options` they take (`["--boxes", "2x3"]`, `["--variant", "x"]`).
pub fn read(text: &str, options: &[String]) -> Result<ShapedText, String> {
    let argv = std::iter::once("read".to_string()).chain(options.iter().cloned());
    let args =
        ReadArgs::try_parse_from(argv).map_err(|error| error.to_string().trim().to_string())?;
    read_puzzle(text.trim(), &args.shape.options()).map_err(|error| error.to_string())
}

/// Where each puzzle of `text` stands, as the commands read it: its first
/// line (1-based) and how many lines it spans (a laid-out grid spans
/// several; a line refused in place, one). A front end that splits an
/// input into parts cuts it between puzzles with these.
pub fn puzzle_lines(text: &str) -> Result<Vec<(usize, usize)>, String> {
    Source::from_text("text", text.to_string())
        .entries()
        .map(|entry| {
            let entry = entry.map_err(|error| error.to_string())?;
            Ok((entry.line, entry.text().lines().count().max(1)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_reads_the_given_text_and_gives_its_output() {
        let puzzle =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let out = run_on_text(&["count".into()], &format!("{puzzle}\n"), 1).unwrap();
        assert_eq!(out, "1\n");
        let error =
            run_on_text(&["count".into(), "--digits".into(), "roman".into()], "", 1).unwrap_err();
        assert!(error.contains("invalid value 'roman'"), "{error}");
    }

    #[test]
    fn a_part_of_an_input_keeps_its_line_numbers() {
        let out = run_on_text(&["count".into()], "12\n", 1_000_001).unwrap();
        assert!(out.contains("at line 1000001, column 1"), "{out}");
    }

    #[test]
    fn puzzles_are_placed_on_their_lines() {
        let grid = "4 . . | . . . | 8 . 5\n".repeat(9);
        let text = format!("# a comment\n{}\n\n{grid}123\n", ".".repeat(81));
        assert_eq!(puzzle_lines(&text).unwrap(), [(2, 1), (4, 9), (13, 1)]);
    }

    #[test]
    fn a_puzzle_is_read_with_the_options_the_commands_take() {
        let six = "1.....\n......\n......\n......\n......\n.....2";
        let read = read(six, &["--boxes".into(), "3x2".into()]).unwrap();
        assert_eq!(read.sudoku.shape().describe(), "6x6 (3x2 boxes)");
        let error = super::read("12", &[]).unwrap_err();
        assert!(error.contains("2 cells"), "{error}");
    }
}

//! Reading and writing puzzles as text: [`read_puzzle`] is the one reader
//! of every form, shape and rule ([`read`]); this module's own reader is
//! its fast path for the classic 9x9, which accepts:
//! - **one line** of 81 cells: digits `1`-`9`, blanks as `.` or `0`, or, in a
//!   line that uses neither, as one of `-`, `*`, `_`, `?`, `~` ([`cells`]).
//!   Anything after a `,` is ignored, so a line of the shared data files
//!   (`puzzle,solution,rating`) reads as its puzzle; words around the
//!   puzzle (`<81 cells> AI Escargot`) are its label
//!   ([`lines::puzzle_span`], `parse_with_label`).
//! - **a laid-out grid** over nine lines, as in Simple Sudoku `.ss` files,
//!   Project Euler's `p096` and forum posts: `|` and spaces separate cells
//!   or boxes, lines drawn with `-`, `=`, `+`, `*` and `|` are borders, and
//!   every row holds nine cells ([`layout`]).
//!
//! Pencil-mark grids (of every size) are read by [`shaped::marks`] only.
//!
//! Around the grid, `#` comments, `[Section]` headers (SadMan, Simple
//! Sudoku) and title lines such as `Grid 01` are skipped, never read as
//! cells ([`lines`]). A file of many puzzles is read one puzzle at a time
//! by [`reader`].
//!
//! Errors say what is wrong and where (1-based line and column, counted in
//! characters); a text longer than [`MAX_TEXT`] is refused before it is
//! read; a parse never panics, whatever the input.
//!
//! May import: the model (`shape`) and what it stands on; no engine, no
//! registry or session (a test may solve what it reads).

mod cells;
mod layout;
pub mod lines;
mod read;
#[cfg(test)]
mod read_tests;
pub mod reader;
pub mod shaped;
mod write;

use std::fmt;

pub use crate::grid::Clash;
pub use crate::puzzle::PuzzleError;
pub use cells::OTHER_BLANKS;
pub use read::{read_entry, read_line, read_puzzle, read_text, row_size, ReadError};
pub(crate) use write::marks_to_pretty;
#[cfg(test)]
pub(crate) use write::to_pretty;

use crate::grid::Grid;
#[cfg(test)]
use crate::puzzle::Puzzle;
use cells::{cells_to_grid, Located};
use lines::{classify, LineKind};

/// The longest text read as a puzzle: a pencil-mark grid with borders and
/// comments fits many times over; anything longer is not a puzzle.
pub const MAX_TEXT: usize = 64 * 1024;

/// Why a text is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Nothing but whitespace, comments and titles.
    Empty,
    /// More than [`MAX_TEXT`] bytes.
    TooLong { bytes: usize },
    /// A character that is neither a digit, a blank nor a separator.
    UnexpectedChar {
        found: char,
        line: usize,
        column: usize,
    },
    /// Not 81 cells. `extra_at` is where the 82nd cell starts, when there is one.
    WrongCellCount {
        found: usize,
        extra_at: Option<(usize, usize)>,
    },
    /// A row of a laid-out grid that does not hold nine cells.
    WrongRowLength { line: usize, found: usize },
    /// A second puzzle after the first (one puzzle at a time).
    SeveralPuzzles { second_at: usize },
    /// The cells are fine but do not form a puzzle (a duplicate given, a cell
    /// without candidates).
    Puzzle(PuzzleError),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => f.write_str("the puzzle is empty"),
            ParseError::TooLong { bytes } => write!(
                f,
                "the text is {bytes} bytes long; no puzzle is longer than {} KB",
                MAX_TEXT / 1024
            ),
            ParseError::UnexpectedChar {
                found,
                line,
                column,
            } => {
                write!(
                    f,
                    "unexpected {} at line {line}, column {column}",
                    describe_char(*found)
                )?;
                if found.is_alphabetic() {
                    f.write_str(" (a cell is a digit 1-9, or '.' or '0' when empty)")?;
                }
                Ok(())
            }
            ParseError::WrongCellCount { found, extra_at } => {
                write!(f, "found {found} cells, expected 81")?;
                if let Some((line, column)) = extra_at {
                    write!(f, " (the 82nd is at line {line}, column {column})")?;
                }
                Ok(())
            }
            ParseError::WrongRowLength { line, found } => write!(
                f,
                "line {line} holds {found} cells; each row of a laid-out grid holds 9"
            ),
            ParseError::SeveralPuzzles { second_at } => write!(
                f,
                "the text holds more than one puzzle (another starts at line {second_at}); give one at a time"
            ),
            ParseError::Puzzle(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ParseError {}

/// A character as an error names it: `space`, `tab`, `character 'x'`.
pub(crate) fn describe_char(ch: char) -> String {
    match ch {
        ' ' => "space".to_string(),
        '\t' => "tab".to_string(),
        c if c.is_ascii_graphic() => format!("character '{c}'"),
        c if c.is_control() => format!("control character U+{:04X}", c as u32),
        c => format!("character '{c}' (U+{:04X})", c as u32),
    }
}

/// Parses a classic puzzle (one line or a laid-out grid) and checks its givens.
#[cfg(test)]
pub(crate) fn parse_puzzle(text: &str) -> Result<Puzzle, ParseError> {
    Puzzle::new(parse_grid(text)?).map_err(ParseError::Puzzle)
}

/// Parses a classic grid (one line or a laid-out grid) without checking
/// the rules: the first puzzle of the text, skipping comments, titles and
/// sections around it. A second puzzle (after a title or another one-line
/// puzzle) is an error; a later `[Section]` (a file's solution, say) ends
/// the puzzle.
#[cfg(test)]
pub(crate) fn parse_grid(text: &str) -> Result<Grid, ParseError> {
    parse_with_label(text).map(|(grid, _)| grid)
}

/// Like [`parse_grid`], with the label around a one-line puzzle, if any.
pub(crate) fn parse_with_label(text: &str) -> Result<(Grid, Option<String>), ParseError> {
    if text.len() > MAX_TEXT {
        return Err(ParseError::TooLong { bytes: text.len() });
    }
    let mut block: Vec<(usize, &str)> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let line = line.trim_end_matches('\r');
        let line = if number == 1 {
            line.trim_start_matches('\u{feff}')
        } else {
            line
        };
        if line.trim().is_empty() {
            continue;
        }
        match classify(line) {
            LineKind::Comment => {}
            LineKind::Section | LineKind::Title if block.is_empty() => {}
            LineKind::Section => break,
            LineKind::Title => return Err(ParseError::SeveralPuzzles { second_at: number }),
            LineKind::Puzzle if !block.is_empty() => {
                return Err(ParseError::SeveralPuzzles { second_at: number })
            }
            _ => block.push((number, line)),
        }
    }
    match block.as_slice() {
        [] => Err(ParseError::Empty),
        [(number, line)]
            if classify(line) == LineKind::Puzzle || !line.contains(lines::is_separator) =>
        {
            parse_one_line(*number, line)
        }
        _ => layout::parse_layout(&block).map(|grid| (grid, None)),
    }
}

/// A whole puzzle on one line, with its label; a `,` ends it.
fn parse_one_line(number: usize, line: &str) -> Result<(Grid, Option<String>), ParseError> {
    let field = line.split(',').next().unwrap_or("");
    let (span, label) = match lines::puzzle_span(field) {
        Some(span) => (span.clone(), lines::label_around(field, span)),
        None => {
            let start = field.len() - field.trim_start().len();
            (start..start + field.trim().len(), None)
        }
    };
    let column_of_start = field[..span.start].chars().count();
    let cells: Vec<Located> = field[span]
        .chars()
        .enumerate()
        .map(|(index, ch)| Located {
            ch,
            line: number,
            column: column_of_start + index + 1,
        })
        .collect();
    let grid = cells_to_grid(&cells)?;
    Ok((grid, label))
}

#[cfg(test)]
mod tests;

//! The one reader: a puzzle of any shape, in any form the engine reads,
//! from one text ([`read_puzzle`]) or from one entry of a stream of many
//! ([`read_entry`], after [`super::reader`] has cut the stream). Every
//! command of the command line and the app's Puzzle box read through it,
//! so a text means the same puzzle everywhere.
//!
//! Which reader reads an entry is decided from its form, and that
//! reader's error is the one given (never another reader's guess):
//! - an f-puzzles or SudokuPad link, their data or JSON:
//!   [`shaped::parse_link`];
//! - a Lloyd & Amos instance file: [`shaped::numbers`];
//! - one line: the classic 9x9's reader when the line is a plain classic
//!   one (81 cells, no attribute but the usual `box=3x3`, at most a
//!   solution and a rating after it, no option from outside but the usual
//!   boxes: the fast path for bulk files, with its alternative blanks),
//!   else [`shaped::read_line`];
//! - a grid over lines: the pencil-mark reader of every size
//!   ([`shaped::marks`]) for a grid of candidates, the classic reader when
//!   its rows hold nine cells, else the grid readers of every size.
//!
//! Errors say what and where, in the lines of the whole input.

use super::lines::{is_border, is_separator};
use super::reader::{entries, Entry};
use super::shaped::{
    self, check_length, layout, line::Parts, marks, numbers, significant_lines, ShapeOptions,
    ShapedError, ShapedText,
};
use super::{parse_one_line, parse_with_label, ParseError};
use crate::puzzle::Puzzle;
use crate::shape::{BoxSize, Sudoku};
use crate::units::CELLS;

/// Why a text is not a puzzle: the classic 9x9 reader's error, or that of
/// the readers of every shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    Classic(ParseError),
    Shaped(ShapedError),
    /// Refused before it was read (a line too long), the message says
    /// where.
    Refused(String),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Classic(error) => error.fmt(f),
            ReadError::Shaped(error) => error.fmt(f),
            ReadError::Refused(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<ParseError> for ReadError {
    fn from(error: ParseError) -> Self {
        ReadError::Classic(error)
    }
}

impl From<ShapedError> for ReadError {
    fn from(error: ShapedError) -> Self {
        ReadError::Shaped(error)
    }
}

impl ReadError {
    /// True when the message names a line of the text.
    pub fn has_place(&self) -> bool {
        match self {
            ReadError::Classic(error) => matches!(
                error,
                ParseError::UnexpectedChar { .. }
                    | ParseError::WrongCellCount {
                        extra_at: Some(_),
                        ..
                    }
                    | ParseError::WrongRowLength { .. }
                    | ParseError::SeveralPuzzles { .. }
            ),
            ReadError::Shaped(error) => error.at.is_some(),
            ReadError::Refused(_) => true,
        }
    }

    /// The error about a text that starts at line `first` of its input,
    /// its lines counted in the input.
    fn counted_from(self, first: usize) -> ReadError {
        let moved = |line: usize| line + first - 1;
        match self {
            ReadError::Classic(error) => ReadError::Classic(match error {
                ParseError::UnexpectedChar {
                    found,
                    line,
                    column,
                } => ParseError::UnexpectedChar {
                    found,
                    line: moved(line),
                    column,
                },
                ParseError::WrongCellCount {
                    found,
                    extra_at: Some((line, column)),
                } => ParseError::WrongCellCount {
                    found,
                    extra_at: Some((moved(line), column)),
                },
                ParseError::WrongRowLength { line, found } => ParseError::WrongRowLength {
                    line: moved(line),
                    found,
                },
                ParseError::SeveralPuzzles { second_at } => ParseError::SeveralPuzzles {
                    second_at: moved(second_at),
                },
                other => other,
            }),
            ReadError::Shaped(ShapedError { at, message }) => ReadError::Shaped(ShapedError {
                at: at.map(|(line, column)| (moved(line), column)),
                message,
            }),
            refused @ ReadError::Refused(_) => refused,
        }
    }
}

/// The one puzzle of `text`, in any form (see the module docs); options
/// apply where the text says nothing about the shape (a link says all).
pub fn read_puzzle(text: &str, options: &ShapeOptions) -> Result<ShapedText, ReadError> {
    check_length(text)?;
    if let Some(imported) = shaped::parse_link(text) {
        return Ok(imported?.puzzle);
    }
    read_text(text, options)
}

/// [`read_puzzle`] for every form but the f-puzzles and SudokuPad links
/// and JSON: a reader that never meets a link leaves their decoders out of
/// its binary (the app's first load reads links in a worker).
///
/// The text holds one puzzle: comments, titles and section headers around
/// it are skipped, a section after it (a file's solution) ends it, and a
/// second puzzle is an error.
pub fn read_text(text: &str, options: &ShapeOptions) -> Result<ShapedText, ReadError> {
    check_length(text)?;
    if shaped::starts_like_instance_file(text) {
        return read_grid(text, options);
    }
    let mut entries = entries(text).into_iter();
    let first = entries.next().ok_or(ParseError::Empty)?;
    if let Some(second) = entries.find(|entry| !entry.follows_section) {
        return Err(ParseError::SeveralPuzzles {
            second_at: second.line,
        }
        .into());
    }
    read_entry_with(&first, options, false)
}

/// The puzzle of one entry of a stream ([`super::reader`]), its errors in
/// the lines of the stream.
pub fn read_entry(entry: &Entry, options: &ShapeOptions) -> Result<ShapedText, ReadError> {
    read_entry_with(entry, options, true)
}

fn read_entry_with(
    entry: &Entry,
    options: &ShapeOptions,
    links: bool,
) -> Result<ShapedText, ReadError> {
    if let Some(refused) = &entry.refused {
        return Err(ReadError::Refused(refused.clone()));
    }
    let whole;
    let text = match &entry.fields {
        Some(fields) => {
            whole = format!("{},{fields}", entry.text);
            whole.as_str()
        }
        None => entry.text.as_str(),
    };
    let read = if links && shaped::parse_link(text).is_some() {
        read_puzzle(text, options)
    } else {
        let lines: Vec<(usize, &str)> = significant_lines(text).collect();
        match lines.as_slice() {
            [(number, line)] => read_line(*number, line, options),
            _ => read_grid(text, options),
        }
    };
    read.map_err(|error| error.counted_from(entry.line))
}

/// One line (line `number` of its text; no link): the classic reader's
/// fast path for a plain classic line, else the reader of every shape. For
/// a caller that knows its text is one puzzle a line (the app's bench).
pub fn read_line(
    number: usize,
    line: &str,
    options: &ShapeOptions,
) -> Result<ShapedText, ReadError> {
    let parts = Parts::of(line);
    let count = parts.cells.chars().count();
    let usual_boxes = |attribute: &&str| {
        let boxes = attribute.strip_prefix("box=").map(str::parse);
        boxes.and_then(Result::ok) == BoxSize::default_for(9)
    };
    let adds_nothing =
        parts.attributes.is_empty() || (count == CELLS && parts.attributes.iter().all(usual_boxes));
    if !options.add_nothing_to_the_classic() || !adds_nothing {
        return Ok(shaped::read_line(number, line, options)?);
    }
    let classic_tail = match parts.fields.as_slice() {
        [] => Some((None, None)),
        [solution] if solution.chars().count() == CELLS => Some((Some(*solution), None)),
        // A lone field of 80 digits is a solution a cell short, no rating.
        [rating] if shaped::fields::reads_as_rating(rating) => Some((None, Some(*rating))),
        [solution, rating]
            if solution.chars().count() == CELLS && rating.parse::<f64>().is_ok() =>
        {
            Some((Some(*solution), Some(*rating)))
        }
        _ => None,
    };
    // A line a few cells off 81 was meant as a classic one: its error is
    // the classic reader's ("found 80 cells, expected 81").
    let near_classic = count == CELLS
        || (parts.fields.is_empty()
            && (64..=100).contains(&count)
            && shaped::size_of(count).is_none());
    match classic_tail {
        Some((solution, rating)) if near_classic => {
            read_classic_line(number, line, solution, rating)
        }
        _ => Ok(shaped::read_line(number, line, options)?),
    }
}

/// A plain classic line (its one attribute, if any, the usual boxes),
/// with its solution checked and its rating.
fn read_classic_line(
    number: usize,
    line: &str,
    solution: Option<&str>,
    rating: Option<&str>,
) -> Result<ShapedText, ReadError> {
    let without_usual_boxes = line.split(';').next().unwrap_or(line);
    let (grid, label) = parse_one_line(number, without_usual_boxes)?;
    let sudoku = Sudoku::from_classic(&Puzzle::new(grid).map_err(ParseError::Puzzle)?);
    let solution = match solution {
        None => None,
        Some(field) => {
            let column = shaped::column_of(line, field);
            let grid = shaped::line::read_cells(
                field,
                9,
                crate::shape::symbols::Alphabet::Standard,
                number,
                column,
            )?;
            shaped::line::check_solution(&sudoku, &grid)
                .map_err(|why| ShapedError::at(number, column, why))?;
            Some(grid)
        }
    };
    let rating = match rating.map(|field| (field, field.parse::<f64>())) {
        Some((_, Ok(value))) if value.is_finite() && value >= 0.0 => Some(value),
        Some((field, _)) => {
            let column = shaped::column_of(line, field);
            return Err(ShapedError::at(
                number,
                column,
                format!("'{field}' is no rating: a rating is a number from 0 up"),
            )
            .into());
        }
        None => None,
    };
    Ok(ShapedText {
        sudoku,
        solution,
        label,
        rating,
    })
}

/// A grid over lines: an instance file, pencil marks of any size, a
/// classic 9x9, or a laid-out grid of any size (as characters or numbers).
fn read_grid(text: &str, options: &ShapeOptions) -> Result<ShapedText, ReadError> {
    let lines: Vec<(usize, &str)> = significant_lines(text).collect();
    if numbers::is_lloyd_amos(&lines) {
        return Ok(numbers::parse_lloyd_amos(&lines, options)?);
    }
    if marks::is_grid(&lines) {
        return Ok(marks::parse_grid(&lines, options)?);
    }
    let first_row = lines
        .iter()
        .map(|(_, line)| *line)
        .find(|line| !is_border(line));
    if first_row.is_some_and(|row| row_size(row) == 9) {
        let (grid, _) = parse_with_label(text)?;
        let sudoku = Sudoku::from_classic(&Puzzle::new(grid).map_err(ParseError::Puzzle)?);
        if options.add_nothing_to_the_classic() {
            return Ok(ShapedText::of(sudoku));
        }
        let shape = options.shape(9)?;
        let sudoku = sudoku
            .with_shape(shape)
            .map_err(|error| ShapedError::new(error.to_string()))?;
        return Ok(ShapedText::of(sudoku));
    }
    if numbers::is_numeric(&lines) {
        Ok(numbers::parse_grid(&lines, options)?)
    } else {
        Ok(layout::parse_layout(&lines, options)?)
    }
}

/// The cells a row of a laid-out grid holds: its numbers when it is
/// written as numbers (four or more, one of them two characters long:
/// `10 -1 3 ...`, or a pencil-mark row `123 4 56 ...`), else its
/// characters other than separators (`5 3 . | . 7 .`, `003020600`).
pub fn row_size(row: &str) -> usize {
    let tokens: Vec<&str> = row
        .split(is_separator)
        .filter(|token| !token.is_empty())
        .collect();
    let numeric = tokens.len() >= 4
        && tokens.iter().any(|token| token.chars().count() > 1)
        && tokens.iter().all(|token| token.parse::<i64>().is_ok());
    if numeric {
        tokens.len()
    } else {
        tokens.iter().map(|token| token.chars().count()).sum()
    }
}

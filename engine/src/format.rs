//! Reading and writing puzzles as text.
//!
//! Accepted input, tried in this order:
//! - **one line** of 81 cells: digits `1`-`9`, blanks as `.` or `0`, or as
//!   any other single character when the line has no `.` (`-`, `*`, `x`...).
//!   Anything after a `,` is ignored, so a line of the shared data files
//!   (`puzzle,solution,rating`) reads as its puzzle.
//! - **a laid-out grid** over one or more lines, as in Simple Sudoku `.ss`
//!   files and forum posts: `|` and spaces separate cells or boxes, and lines
//!   drawn with `-`, `=`, `+`, `*`, `.`, `:` and `|` are borders.
//! - **a pencil-mark grid**: 81 groups of candidate digits separated by
//!   spaces or `|` (a group of one digit is a solved cell).
//!
//! Errors say what is wrong and where (1-based line and column, counted in
//! characters), and a parse never panics, whatever the input.

use std::fmt;

use crate::digits::Digits;
use crate::grid::Grid;
use crate::puzzle::{Puzzle, PuzzleError};
use crate::units::CELLS;

/// What a text holds: a plain grid or a pencil-mark grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    Grid(Grid),
    Marks(Box<[Digits; CELLS]>),
}

/// Why a text is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Nothing but whitespace.
    Empty,
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
    /// The cells are fine but do not form a puzzle (a duplicate given, a cell
    /// without candidates).
    Puzzle(PuzzleError),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => f.write_str("the puzzle is empty"),
            ParseError::UnexpectedChar {
                found,
                line,
                column,
            } => write!(
                f,
                "unexpected {} at line {line}, column {column}",
                describe_char(*found)
            ),
            ParseError::WrongCellCount { found, extra_at } => {
                write!(f, "found {found} cells, expected 81")?;
                if let Some((line, column)) = extra_at {
                    write!(f, " (the 82nd is at line {line}, column {column})")?;
                }
                Ok(())
            }
            ParseError::Puzzle(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ParseError {}

impl From<PuzzleError> for ParseError {
    fn from(error: PuzzleError) -> Self {
        ParseError::Puzzle(error)
    }
}

fn describe_char(ch: char) -> String {
    match ch {
        ' ' => "space".to_string(),
        '\t' => "tab".to_string(),
        c if c.is_ascii_graphic() => format!("character '{c}'"),
        c if c.is_control() => format!("control character U+{:04X}", c as u32),
        c => format!("character '{c}' (U+{:04X})", c as u32),
    }
}

/// Parses a puzzle in any accepted format and checks its givens.
pub fn parse_puzzle(text: &str) -> Result<Puzzle, ParseError> {
    Ok(match parse(text)? {
        Parsed::Grid(grid) => Puzzle::new(grid)?,
        Parsed::Marks(marks) => Puzzle::from_marks(*marks)?,
    })
}

/// Parses a grid in any accepted format without checking the rules; a
/// pencil-mark grid gives its solved (one-candidate) cells.
pub fn parse_grid(text: &str) -> Result<Grid, ParseError> {
    Ok(match parse(text)? {
        Parsed::Grid(grid) => grid,
        Parsed::Marks(marks) => {
            let mut grid = Grid::EMPTY;
            for (cell, set) in marks.iter().enumerate() {
                grid.set(cell, set.single_digit().unwrap_or(0));
            }
            grid
        }
    })
}

/// Parses text in any accepted format, without checking the rules.
pub fn parse(text: &str) -> Result<Parsed, ParseError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim_end_matches('\r')))
        .filter(|(_, line)| !line.trim().is_empty())
        .collect();
    match lines.as_slice() {
        [] => Err(ParseError::Empty),
        [(number, line)] if is_plain_line(line) => parse_plain_line(*number, line),
        _ => parse_layout(&lines),
    }
}

/// A character of the input with its 1-based position.
#[derive(Clone, Copy)]
struct Located {
    ch: char,
    line: usize,
    column: usize,
}

/// One line that holds the cells with nothing between them.
fn is_plain_line(line: &str) -> bool {
    let puzzle = line.split(',').next().unwrap_or("").trim();
    puzzle.chars().count() == CELLS || !puzzle.contains(|c: char| c.is_whitespace() || c == '|')
}

fn parse_plain_line(number: usize, line: &str) -> Result<Parsed, ParseError> {
    let leading = line.chars().take_while(|c| c.is_whitespace()).count();
    let puzzle = line.split(',').next().unwrap_or("").trim();
    let cells: Vec<Located> = puzzle
        .chars()
        .enumerate()
        .map(|(index, ch)| Located {
            ch,
            line: number,
            column: leading + index + 1,
        })
        .collect();
    cells_to_grid(&cells).map(Parsed::Grid)
}

/// Reads cells (digits and blanks) into a grid: `.` and `0` are blanks, and
/// so is one other character when no `.` is used.
fn cells_to_grid(cells: &[Located]) -> Result<Grid, ParseError> {
    let uses_dot = cells.iter().any(|cell| cell.ch == '.');
    let other_blank = if uses_dot {
        None
    } else {
        cells
            .iter()
            .map(|cell| cell.ch)
            .find(|&ch| !ch.is_ascii_digit())
            .filter(|ch| ch.is_ascii_graphic())
    };
    let mut values = Vec::with_capacity(CELLS);
    for cell in cells {
        let value = match cell.ch {
            '1'..='9' => cell.ch as u8 - b'0',
            '.' | '0' => 0,
            ch if Some(ch) == other_blank => 0,
            found => {
                return Err(ParseError::UnexpectedChar {
                    found,
                    line: cell.line,
                    column: cell.column,
                })
            }
        };
        values.push(value);
    }
    if values.len() != CELLS {
        return Err(ParseError::WrongCellCount {
            found: values.len(),
            extra_at: cells.get(CELLS).map(|cell| (cell.line, cell.column)),
        });
    }
    let mut array = [0u8; CELLS];
    array.copy_from_slice(&values);
    Ok(Grid::from_cells(array).expect("digits are 0-9"))
}

/// A line drawn to separate bands: no digit, only border characters, and a
/// run of at least three `-` or `=`.
fn is_border(line: &str) -> bool {
    !line.contains(|c: char| c.is_ascii_digit() && c != '0')
        && line.chars().all(|c| "-=+*|.:'_ \t".contains(c))
        && (line.contains("---") || line.contains("==="))
}

/// Parses a grid laid out over lines with separators, or a pencil-mark grid.
fn parse_layout(lines: &[(usize, &str)]) -> Result<Parsed, ParseError> {
    let mut tokens: Vec<Vec<Located>> = Vec::new();
    for &(number, line) in lines.iter().filter(|(_, line)| !is_border(line)) {
        let mut token: Vec<Located> = Vec::new();
        for (index, ch) in line.chars().enumerate() {
            if ch.is_whitespace() || ch == '|' {
                if !token.is_empty() {
                    tokens.push(std::mem::take(&mut token));
                }
            } else {
                token.push(Located {
                    ch,
                    line: number,
                    column: index + 1,
                });
            }
        }
        if !token.is_empty() {
            tokens.push(token);
        }
    }
    let is_pencil_marks = tokens.len() == CELLS && tokens.iter().any(|token| token.len() > 1);
    if is_pencil_marks {
        return tokens_to_marks(&tokens).map(|marks| Parsed::Marks(Box::new(marks)));
    }
    let cells: Vec<Located> = tokens.into_iter().flatten().collect();
    cells_to_grid(&cells).map(Parsed::Grid)
}

fn tokens_to_marks(tokens: &[Vec<Located>]) -> Result<[Digits; CELLS], ParseError> {
    let mut marks = [Digits::NONE; CELLS];
    for (set, token) in marks.iter_mut().zip(tokens) {
        for cell in token {
            match cell.ch {
                '1'..='9' => set.insert(cell.ch as u8 - b'0'),
                found => {
                    return Err(ParseError::UnexpectedChar {
                        found,
                        line: cell.line,
                        column: cell.column,
                    })
                }
            }
        }
    }
    Ok(marks)
}

/// The 81-character line, `.` for empty cells.
pub fn to_line(grid: &Grid) -> String {
    grid.cells()
        .iter()
        .map(|&digit| match digit {
            0 => '.',
            d => (b'0' + d) as char,
        })
        .collect()
}

/// A readable grid: boxes separated by `|` and `------+-------+------`.
pub fn to_pretty(grid: &Grid) -> String {
    let cells: Vec<String> = grid
        .cells()
        .iter()
        .map(|&digit| match digit {
            0 => ".".to_string(),
            d => d.to_string(),
        })
        .collect();
    layout(&cells, 1)
}

/// A pencil-mark grid: each cell's candidates, columns aligned.
pub fn marks_to_pretty(marks: &[Digits; CELLS]) -> String {
    let cells: Vec<String> = marks.iter().map(|set| set.to_string()).collect();
    let width = cells.iter().map(String::len).max().unwrap_or(1);
    layout(&cells, width)
}

fn layout(cells: &[String], width: usize) -> String {
    let band_rule = {
        let stack = "-".repeat(3 * (width + 1) + 1);
        format!("{}+{}+{}\n", &stack[1..], stack, &stack[1..])
    };
    let mut out = String::new();
    for row in 0..9 {
        if row == 3 || row == 6 {
            out.push_str(&band_rule);
        }
        for col in 0..9 {
            if col == 3 || col == 6 {
                out.push_str("| ");
            }
            out.push_str(&format!("{:<width$}", cells[row * 9 + col]));
            if col < 8 {
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const WIKI: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn line_formats() {
        let grid = parse_grid(WIKI).unwrap();
        assert_eq!(grid.get(0), 5);
        assert_eq!(grid.filled(), 30);
        assert_eq!(to_line(&grid), WIKI);
        assert_eq!(parse_grid(&WIKI.replace('.', "0")).unwrap(), grid);
        assert_eq!(parse_grid(&WIKI.replace('.', "-")).unwrap(), grid);
        assert_eq!(
            parse_grid(&format!("  {WIKI},ignored,7.2\n")).unwrap(),
            grid
        );
    }

    #[test]
    fn laid_out_grids() {
        let grid = parse_grid(WIKI).unwrap();
        assert_eq!(parse_grid(&to_pretty(&grid)).unwrap(), grid);
        let forum = "\
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+";
        assert_eq!(parse_grid(forum).unwrap(), grid);
        let simple_sudoku = "53.|.7.|...\r\n6..|195|...\n.98|...|.6.\n-----------\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n-----------\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n";
        assert_eq!(parse_grid(simple_sudoku).unwrap(), grid);
        let starred = format!(
            "*-----------*\n{}*-----------*",
            simple_sudoku.replace("-----------", "|---+---+---|")
        );
        assert_eq!(parse_grid(&starred).unwrap(), grid);
    }

    #[test]
    fn pencil_marks() {
        let mut marks = [Digits::ALL; CELLS];
        marks[0] = Digits::single(5);
        marks[1] = [1, 2].into_iter().collect();
        let text = marks_to_pretty(&marks);
        assert_eq!(parse(&text).unwrap(), Parsed::Marks(Box::new(marks)));
        let puzzle = parse_puzzle(&text).unwrap();
        assert_eq!(puzzle.givens().get(0), 5);
        assert_eq!(puzzle.allowed(1).len(), 2);
    }

    #[test]
    fn errors_say_what_and_where() {
        let message = |text: &str| parse_puzzle(text).unwrap_err().to_string();
        assert_eq!(message("   \n"), "the puzzle is empty");
        assert_eq!(message(&WIKI[..80]), "found 80 cells, expected 81");
        assert_eq!(
            message(&format!("{WIKI}1")),
            "found 82 cells, expected 81 (the 82nd is at line 1, column 82)"
        );
        assert_eq!(
            message(&WIKI.replacen('.', "x", 1)),
            "unexpected character 'x' at line 1, column 3"
        );
        assert_eq!(
            message(&WIKI.replacen('.', " ", 1)),
            "unexpected space at line 1, column 3"
        );
        assert_eq!(
            message(&WIKI.replacen('.', "９", 1)),
            "unexpected character '９' (U+FF19) at line 1, column 3"
        );
        assert_eq!(
            message(&WIKI.replacen('.', "5", 1)),
            "duplicate given: digit 5 appears twice in row 1: r1c1 and r1c3"
        );
    }
}

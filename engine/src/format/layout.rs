//! Grids laid out over lines, as forum posts, Simple Sudoku `.ss` files and
//! Project Euler print them (pencil-mark grids are read at every size by
//! [`super::shaped::marks`]). Each row must hold 9 cells: a row of 8 and a
//! row of 10 do not make a puzzle, they make an error that names the line.
//!
//! A line of dashes is a border between bands, unless the grid needs it as
//! a row: `---------` (or `---|---|---`) is a row of nine blanks written
//! `-` when, without it, the grid has only eight rows.

use super::cells::{cells_to_grid, Located};
use super::lines::{is_border, is_separator};
use super::ParseError;
use crate::grid::Grid;

/// The cells of one line: runs of non-separator characters.
fn tokens(number: usize, line: &str) -> Vec<Vec<Located>> {
    let mut tokens = Vec::new();
    let mut token: Vec<Located> = Vec::new();
    for (index, ch) in line.chars().enumerate() {
        if is_separator(ch) {
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
    tokens
}

/// A line of the grid and its tokens.
struct Row {
    number: usize,
    tokens: Vec<Vec<Located>>,
}

impl Row {
    fn cells(&self) -> usize {
        self.tokens.iter().map(Vec::len).sum()
    }
}

/// Parses `lines` (numbered, non-blank, without titles or comments) as a
/// laid-out grid.
pub(crate) fn parse_layout(lines: &[(usize, &str)]) -> Result<Grid, ParseError> {
    let rows = grid_rows(lines);
    check_rows(&rows)?;
    let cells: Vec<Located> = rows
        .iter()
        .flat_map(|row| row.tokens.iter().flatten().copied())
        .collect();
    cells_to_grid(&cells)
}

/// The lines that hold cells: every line but the borders, and border-like
/// lines of exactly nine blanks when the grid is a row short without them.
fn grid_rows(lines: &[(usize, &str)]) -> Vec<Row> {
    let content = lines.iter().filter(|(_, line)| !is_border(line)).count();
    let blank_rows_needed = 9usize.saturating_sub(content);
    let blank_row_candidates: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, (number, line))| {
            is_border(line) && tokens(*number, line).iter().map(Vec::len).sum::<usize>() == 9
        })
        .map(|(index, _)| index)
        .collect();
    let blank_rows: &[usize] = if blank_row_candidates.len() == blank_rows_needed {
        &blank_row_candidates
    } else {
        &[]
    };
    lines
        .iter()
        .enumerate()
        .filter(|(index, (_, line))| !is_border(line) || blank_rows.contains(index))
        .map(|(_, &(number, line))| Row {
            number,
            tokens: tokens(number, line),
        })
        .collect()
}

/// With nine rows, each must hold nine cells.
fn check_rows(rows: &[Row]) -> Result<(), ParseError> {
    if rows.len() != 9 {
        return Ok(());
    }
    match rows.iter().find(|row| row.cells() != 9) {
        Some(row) => Err(ParseError::WrongRowLength {
            line: row.number,
            found: row.cells(),
        }),
        None => Ok(()),
    }
}

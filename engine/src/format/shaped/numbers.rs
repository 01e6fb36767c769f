//! Grids written as numbers: Lloyd & Amos's instance files (the box order,
//! an ignored line, then N rows of N integers, `-1` empty), and any grid
//! of N rows of N numbers separated by spaces or tabs (`0` or `-1` empty).

use super::{ShapeOptions, ShapedError, ShapedText};
use crate::shape::{Sudoku, Values};

/// A lone integer on a line.
fn lone_integer(line: &str) -> Option<i64> {
    line.trim().parse().ok()
}

/// True for an instance file: a box order of 2 to 6 alone on the first
/// line, one integer on the second (the rows follow).
pub fn is_lloyd_amos(lines: &[(usize, &str)]) -> bool {
    matches!(lines, [(_, order), (_, second), ..]
        if lone_integer(order).is_some_and(|order| (2..=6).contains(&order))
            && lone_integer(second).is_some())
}

/// Reads an instance file: box order n, a grid of n² rows.
pub fn parse_lloyd_amos(
    lines: &[(usize, &str)],
    options: &ShapeOptions,
) -> Result<ShapedText, ShapedError> {
    let order = lone_integer(lines[0].1).expect("checked") as usize;
    let rows = &lines[2..];
    if rows.len() != order * order {
        return Err(ShapedError::new(format!(
            "an instance file of order {order} has {} rows, not {}",
            order * order,
            rows.len()
        )));
    }
    parse_grid(rows, options)
}

/// True when every line holds only integers (and `-1`).
pub fn is_numeric(lines: &[(usize, &str)]) -> bool {
    lines.iter().all(|(_, line)| {
        line.split_whitespace()
            .all(|token| token.parse::<i64>().is_ok())
    }) && lines
        .iter()
        .any(|(_, line)| line.split_whitespace().any(|token| token.len() > 1))
}

/// N rows of N numbers.
pub fn parse_grid(
    rows: &[(usize, &str)],
    options: &ShapeOptions,
) -> Result<ShapedText, ShapedError> {
    let size = rows.len();
    let mut cells = Vec::with_capacity(size * size);
    for &(number, line) in rows {
        let mut found = 0;
        for (column, token) in tokens(line) {
            let value: i64 = token.parse().map_err(|_| {
                ShapedError::at(number, column, format!("'{token}' is not a number"))
            })?;
            let value = match value {
                -1 | 0 => 0,
                v if v >= 1 && v as usize <= size => v as u8,
                v => {
                    return Err(ShapedError::at(
                        number,
                        column,
                        format!(
                        "{v} is not a digit of a {size}x{size} grid (1 to {size}, or -1 for empty)"
                    ),
                    ))
                }
            };
            cells.push(value);
            found += 1;
        }
        if found != size {
            return Err(ShapedError::at(
                number,
                1,
                format!("the row holds {found} numbers; each row of this {size}x{size} grid holds {size}"),
            ));
        }
    }
    let values = Values::from_cells(size, cells).expect("N rows of N digits");
    let shape = options.shape(size)?;
    let sudoku = Sudoku::new(shape, values).map_err(|error| ShapedError::new(error.to_string()))?;
    Ok(ShapedText::of(sudoku))
}

/// The whitespace-separated tokens of `line` with their 1-based columns.
fn tokens(line: &str) -> impl Iterator<Item = (usize, &str)> {
    line.split_whitespace().map(move |token| {
        let start = token.as_ptr() as usize - line.as_ptr() as usize;
        (line[..start].chars().count() + 1, token)
    })
}

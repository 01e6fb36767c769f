//! Grids written as numbers: Lloyd & Amos's instance files (the box order,
//! an ignored line, then N rows of N integers, `-1` empty), and any grid
//! of N rows of N numbers separated by spaces or tabs (`0` or `-1` empty).

use super::{ShapeOptions, ShapedError, ShapedText};
use crate::shape::{Sudoku, Values};

/// A lone integer on a line; a file's first line may start with a UTF-8
/// byte-order mark (Windows editors write one), which is no part of it.
fn lone_integer(line: &str) -> Option<i64> {
    line.trim_start_matches(BYTE_ORDER_MARK).trim().parse().ok()
}

/// What some editors put before a UTF-8 file's first character.
const BYTE_ORDER_MARK: char = '\u{feff}';

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read::read_text;
    use crate::format::shaped::starts_like_instance_file;

    /// An instance file of order 3 (a 9x9), its rows of tab-separated
    /// numbers, `-1` empty.
    fn instance_file() -> String {
        let mut text = String::from("3\r\n1\r\n");
        for row in 0..9 {
            let cells: Vec<String> = (0..9)
                .map(|column| match (row * 3 + row / 3 + column) % 9 {
                    digit if (row + column) % 3 == 0 => (digit + 1).to_string(),
                    _ => "-1".to_string(),
                })
                .collect();
            text.push_str(&cells.join("\t"));
            text.push_str("\r\n");
        }
        text
    }

    /// A file that begins with a byte-order mark (as Notepad saves one) was
    /// no instance file, and was refused with errors about its rows.
    #[test]
    fn an_instance_file_after_a_byte_order_mark_reads_as_without_one() {
        let plain = instance_file();
        let marked = format!("{BYTE_ORDER_MARK}{plain}");
        assert!(starts_like_instance_file(&plain));
        assert!(starts_like_instance_file(&marked));
        let without = read_text(&plain, &ShapeOptions::default()).expect("the file reads");
        let with = read_text(&marked, &ShapeOptions::default()).expect("the marked file reads");
        assert_eq!(with.sudoku, without.sudoku);
        assert_eq!(with.sudoku.shape().size(), 9);
        assert_eq!(with.sudoku.givens().filled(), 27);
    }
}

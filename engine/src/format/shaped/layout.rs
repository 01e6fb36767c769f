//! Grids laid out over N lines of N cell characters, any size: cells are
//! the symbols of [`crate::shape::symbols`], `|` and spaces separate cells
//! or boxes, and lines drawn with `-`, `=`, `+` and `|` are borders.

use super::line::read_cells;
use super::{ShapeOptions, ShapedError, ShapedText};
use crate::format::lines::is_border;
use crate::shape::Sudoku;

pub fn parse_layout(
    lines: &[(usize, &str)],
    options: &ShapeOptions,
) -> Result<ShapedText, ShapedError> {
    let rows: Vec<(usize, Vec<(usize, char)>)> = lines
        .iter()
        .filter(|(_, line)| !is_border(line))
        .map(|&(number, line)| {
            let cells = line
                .chars()
                .enumerate()
                .filter(|&(_, ch)| !(ch.is_whitespace() || ch == '|'))
                .map(|(index, ch)| (index + 1, ch))
                .collect();
            (number, cells)
        })
        .collect();
    let size = rows.len();
    if !(1..=crate::shape::MAX_SIZE).contains(&size) {
        return Err(ShapedError::new(format!(
            "a laid-out grid has 1 to {} rows, not {size}",
            crate::shape::MAX_SIZE
        )));
    }
    let mut text = String::new();
    for (number, cells) in &rows {
        if cells.len() != size {
            return Err(ShapedError::at(
                *number,
                1,
                format!(
                    "the row holds {} cells; each row of this {size}-row grid holds {size}",
                    cells.len()
                ),
            ));
        }
        for &(column, ch) in cells {
            if options.alphabet.value(ch, size).is_none() {
                return Err(ShapedError::at(
                    *number,
                    column,
                    format!("'{ch}' is not a digit of a {size}x{size} grid"),
                ));
            }
            text.push(ch);
        }
    }
    let values = read_cells(&text, size, options.alphabet, rows[0].0, 1)?;
    let shape = options.shape(size)?;
    let sudoku = Sudoku::new(shape, values).map_err(|error| ShapedError::new(error.to_string()))?;
    Ok(ShapedText::of(sudoku))
}

//! Pencil marks at every size: the digits each cell may take, as a puzzle
//! states them.
//!
//! - **A pencil-mark grid**: N rows of N groups of candidates (`123 4 56
//!   ...`), borders and `|` between boxes as in the classic grids, the
//!   digits those of [`crate::shape::symbols`] (`1A3G` in a 16x16). A
//!   cell with one candidate is a given. A grid whose groups are all
//!   numbers up to N is a grid of numbers ([`super::numbers`]), not marks.
//! - **The `marks=` attribute** of the one-line form: one group a cell,
//!   separated by `.` (`marks=1.23.4...`), a given's group holding it.
//!
//! [`write_puzzle`] writes a puzzle with marks as the grid when the grid
//! states all of it, else as the one line with `marks=`.

use super::line::write_sudoku;
use super::stated::Place;
use super::{ShapeOptions, ShapedError, ShapedText};
use crate::format::lines::{is_border, is_separator};
use crate::shape::symbols::Alphabet;
use crate::shape::{Shape, Sudoku, Values};

/// A group of candidates with where it starts (1-based column).
struct Group<'a> {
    column: usize,
    text: &'a str,
}

/// The groups of one line: runs of characters between separators.
fn groups(line: &str) -> Vec<Group<'_>> {
    let mut groups = Vec::new();
    let mut start = None;
    for (column, (index, ch)) in line.char_indices().enumerate() {
        match (is_separator(ch), start) {
            (false, None) => start = Some((column + 1, index)),
            (true, Some((column, from))) => {
                groups.push(Group {
                    column,
                    text: &line[from..index],
                });
                start = None;
            }
            _ => {}
        }
    }
    if let Some((column, from)) = start {
        groups.push(Group {
            column,
            text: &line[from..],
        });
    }
    groups
}

/// The candidates of `group` as a set (bit `d - 1` for digit `d`), or
/// the error at the first character that is no digit of the grid.
fn candidates(
    group: &Group,
    line: usize,
    size: usize,
    alphabet: Alphabet,
) -> Result<u64, ShapedError> {
    let mut set = 0u64;
    for (index, ch) in group.text.chars().enumerate() {
        match alphabet.value(ch, size) {
            Some(digit) if digit > 0 => set |= 1 << (digit - 1),
            _ => {
                return Err(ShapedError::at(
                    line,
                    group.column + index,
                    format!("'{ch}' is not a digit of a {size}x{size} grid"),
                ))
            }
        }
    }
    Ok(set)
}

/// The rows of a grid: its lines but the borders.
fn rows<'a>(lines: &[(usize, &'a str)]) -> Vec<(usize, Vec<Group<'a>>)> {
    lines
        .iter()
        .filter(|(_, line)| !is_border(line))
        .map(|&(number, line)| (number, groups(line)))
        .collect()
}

/// True when `lines` are a pencil-mark grid: N rows, one group more than
/// one character, no blank (`.`, `0`), not all of them numbers up to N,
/// and N² groups in all or some row that is not N characters (a row of
/// a laid-out grid; with neither, the grid is a laid-out one).
pub(crate) fn is_grid(lines: &[(usize, &str)]) -> bool {
    let rows = rows(lines);
    let size = rows.len();
    let groups = rows.iter().flat_map(|(_, groups)| groups);
    let is_number = |group: &&Group| {
        group
            .text
            .parse::<i64>()
            .is_ok_and(|value| (-1..=size as i64).contains(&value))
    };
    let is_blank = |ch: char| Alphabet::Standard.value(ch, size) == Some(0);
    let characters =
        |groups: &[Group]| -> usize { groups.iter().map(|group| group.text.chars().count()).sum() };
    (crate::shape::MIN_SIZE..=crate::shape::MAX_SIZE).contains(&size)
        && groups
            .clone()
            .any(|group| group.text.chars().nth(1).is_some())
        && !groups.clone().any(|group| group.text.chars().any(is_blank))
        && !groups.clone().all(|group| is_number(&group))
        && (groups.count() == size * size
            || rows.iter().any(|(_, groups)| characters(groups) != size))
}

/// Reads a pencil-mark grid ([`is_grid`]): its shape from `options`.
pub(crate) fn parse_grid(
    lines: &[(usize, &str)],
    options: &ShapeOptions,
) -> Result<ShapedText, ShapedError> {
    let rows = rows(lines);
    let size = rows.len();
    let mut marks = Vec::with_capacity(size * size);
    for (number, groups) in &rows {
        if groups.len() != size {
            return Err(ShapedError::at(
                *number,
                1,
                format!(
                    "the row holds {} groups of candidates; each row of this {size}-row \
                     pencil-mark grid holds {size}",
                    groups.len()
                ),
            ));
        }
        for group in groups {
            marks.push(candidates(group, *number, size, options.alphabet)?);
        }
    }
    let shape = options.shape(size)?;
    let sudoku =
        Sudoku::from_marks(shape, &marks).map_err(|error| ShapedError::new(error.to_string()))?;
    Ok(ShapedText::of(sudoku))
}

/// The marks of a `marks=` attribute (`text` after the `=`, the attribute
/// at `at`) over `givens`: each given's set becomes its digit.
pub(super) fn read_attribute(
    text: &str,
    at: Place,
    shape: &Shape,
    givens: &Values,
    alphabet: Alphabet,
) -> Result<Vec<u64>, ShapedError> {
    let (size, cells) = (shape.size(), shape.cells());
    let mut marks = Vec::with_capacity(cells);
    let mut column = at.1 + "marks=".len();
    for text in text.split('.') {
        let cell = marks.len();
        let group = Group { column, text };
        if cell == cells || text.is_empty() {
            let why = if cell == cells {
                format!("marks= has one group of candidates a cell, {cells} in all, not more")
            } else {
                let cell = shape.geometry().cell_name(cell);
                format!("marks= gives {cell} no candidate")
            };
            return Err(ShapedError::at(at.0, column, why));
        }
        let mut set = candidates(&group, at.0, size, alphabet)?;
        match givens.get(cell) {
            0 => {}
            given if set >> (given - 1) & 1 == 1 => set = 1 << (given - 1),
            given => {
                let cell = shape.geometry().cell_name(cell);
                let why = format!("the given {given} at {cell} is not among its pencil marks");
                return Err(ShapedError::at(at.0, column, why));
            }
        }
        marks.push(set);
        column += text.chars().count() + 1;
    }
    if marks.len() != cells {
        let why = format!(
            "marks= holds {} groups of candidates; a {size}x{size} grid has {cells} cells",
            marks.len()
        );
        return Err(ShapedError::at(at.0, at.1, why));
    }
    Ok(marks)
}

/// The symbols of the digits of `set`.
fn symbols(set: u64, size: usize) -> String {
    (1..=size as u8)
        .filter(|digit| set >> (digit - 1) & 1 == 1)
        .map(|digit| Alphabet::Standard.symbol(digit))
        .collect()
}

/// The `marks=` attribute of `sudoku`, when it has marks.
pub(super) fn write_attribute(sudoku: &Sudoku) -> Option<String> {
    let size = sudoku.shape().size();
    let groups: Vec<String> = sudoku
        .marks()?
        .iter()
        .map(|&set| symbols(set, size))
        .collect();
    Some(format!("marks={}", groups.join(".")))
}

/// `sudoku` as a pencil-mark grid: each cell's candidates, columns
/// aligned, `|` between boxes and a rule of dashes between bands.
pub fn write_grid(sudoku: &Sudoku) -> String {
    let shape = sudoku.shape();
    let allowed: Vec<u64> = (0..shape.cells())
        .map(|cell| sudoku.allowed(cell))
        .collect();
    write_marks(shape, &allowed)
}

/// `marks` (a set a cell, bit `d - 1` for digit `d`) as a pencil-mark
/// grid of `shape`, laid out as [`write_grid`] lays a puzzle out; a cell
/// without a mark is `-`.
pub fn write_marks(shape: &Shape, marks: &[u64]) -> String {
    let size = shape.size();
    let cells: Vec<String> = marks
        .iter()
        .map(|&set| match set {
            0 => "-".to_string(),
            set => symbols(set, size),
        })
        .collect();
    let (band, stack) = shape
        .geometry()
        .boxes()
        .map_or((size, size), |boxes| (boxes.rows, boxes.cols));
    lay_out(&cells, size, band, stack)
}

/// The `size` rows of `cells`, columns aligned, `|` between stacks of
/// `stack` columns and a rule of dashes between bands of `band` rows.
pub(crate) fn lay_out(cells: &[String], size: usize, band: usize, stack: usize) -> String {
    let width = cells
        .iter()
        .map(|cell| cell.chars().count())
        .max()
        .unwrap_or(1);
    let stack_width = stack * (width + 1);
    let stacks = size / stack;
    // A middle stack's dashes run under the space after its `|` too.
    let band_rule: Vec<String> = (0..stacks)
        .map(|index| {
            let middle = index > 0 && index + 1 < stacks;
            "-".repeat(stack_width + usize::from(middle))
        })
        .collect();
    let band_rule = format!("{}\n", band_rule.join("+"));
    let mut out = String::new();
    for row in 0..size {
        if row > 0 && row % band == 0 {
            out.push_str(&band_rule);
        }
        for col in 0..size {
            if col > 0 && col % stack == 0 {
                out.push_str("| ");
            }
            out.push_str(&format!("{:<width$}", cells[row * size + col]));
            if col + 1 < size {
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out
}

/// The text a person reads best that reads back to `sudoku`: its
/// pencil-mark grid when it has marks and the grid states all the rest
/// (the usual boxes, no rule, nothing from its setter), else its one line.
pub fn write_puzzle(sudoku: &Sudoku) -> String {
    let shape = sudoku.shape();
    let plain = Shape::square(shape.size()).is_ok_and(|square| square == *shape);
    if sudoku.has_marks() && plain && sudoku.about().is_none() {
        write_grid(sudoku)
    } else {
        write_sudoku(sudoku)
    }
}

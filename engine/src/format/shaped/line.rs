//! The one-line form: N² cells, then `;`-separated attributes (see the
//! module docs of [`super`]); written by [`write_sudoku`], read back the same.

use super::{column_of, size_of, with_rule_at, ShapeOptions, ShapedError, ShapedText};
use crate::shape::symbols::{Alphabet, SYMBOLS};
use crate::shape::{BoxSize, Shape, Sudoku, Values};

/// Reads `line` (line `number` of its text) in the one-line form.
pub fn parse_canonical(
    number: usize,
    line: &str,
    options: &ShapeOptions,
) -> Result<ShapedText, ShapedError> {
    let whole = line;
    let leading = line.len() - line.trim_start().len();
    let line = line.trim();
    let mut parts = line.split(';');
    let cells = parts.next().unwrap_or("");
    let attributes: Vec<&str> = parts.map(str::trim).collect();
    let mut alphabet = options.alphabet;
    for attribute in &attributes {
        match *attribute {
            "digits=hex" => alphabet = Alphabet::Hex,
            "digits=standard" => alphabet = Alphabet::Standard,
            _ => {}
        }
    }
    let count = cells.chars().count();
    let size = size_of(count).ok_or_else(|| {
        ShapedError::at(
            number,
            leading + 1,
            format!("found {count} cells; a puzzle has N x N of them (81, 256, 625...)"),
        )
    })?;
    let values = read_cells(cells, size, alphabet, number, leading + 1)?;
    let boxes = attributes
        .iter()
        .find_map(|attribute| attribute.strip_prefix("box="))
        .map(|text| text.parse::<BoxSize>().map_err(ShapedError::new))
        .transpose()?;
    let options = ShapeOptions {
        boxes: boxes.or(options.boxes),
        ..options.clone()
    };
    let mut shape = options.shape(size)?;
    let keep_boxes = attributes.contains(&"boxes");
    for attribute in attributes {
        if let Some(regions) = attribute.strip_prefix("regions=") {
            shape = with_regions(&shape, regions, keep_boxes)?;
        } else if !matches!(attribute, "boxes" | "" | "digits=hex" | "digits=standard")
            && !attribute.starts_with("box=")
        {
            shape = with_rule_at(shape, attribute, number, column_of(whole, attribute))?;
        }
    }
    let sudoku = Sudoku::new(shape, values).map_err(|error| ShapedError::new(error.to_string()))?;
    Ok(ShapedText {
        sudoku,
        solution: None,
    })
}

/// The cells of `text` in a grid of `size` (`column` is where `text`
/// starts on its line).
pub fn read_cells(
    text: &str,
    size: usize,
    alphabet: Alphabet,
    line: usize,
    column: usize,
) -> Result<Values, ShapedError> {
    let mut cells = Vec::with_capacity(size * size);
    for (index, ch) in text.chars().enumerate() {
        let value = alphabet.value(ch, size).ok_or_else(|| {
            ShapedError::at(
                line,
                column + index,
                format!("'{ch}' is not a digit of a {size}x{size} grid"),
            )
        })?;
        cells.push(value);
    }
    Values::from_cells(size, cells).ok_or_else(|| {
        ShapedError::at(
            line,
            column,
            format!(
                "found {} cells, expected {}",
                text.chars().count(),
                size * size
            ),
        )
    })
}

/// `shape` with the jigsaw regions of `text`: one symbol per cell, regions
/// numbered in order of first appearance.
pub fn with_regions(shape: &Shape, text: &str, keep_boxes: bool) -> Result<Shape, ShapedError> {
    let mut seen: Vec<char> = Vec::new();
    let regions: Vec<u8> = text
        .chars()
        .map(|ch| match seen.iter().position(|&other| other == ch) {
            Some(index) => index as u8,
            None => {
                seen.push(ch);
                (seen.len() - 1).min(255) as u8
            }
        })
        .collect();
    shape
        .with_regions(regions, keep_boxes)
        .map_err(|error| ShapedError::new(format!("regions: {error}")))
}

/// The one-line form of `sudoku`, which [`super::parse_sudoku`] reads back
/// to the same puzzle: the classic 9x9 is its 81 cells alone.
pub fn write_sudoku(sudoku: &Sudoku) -> String {
    let shape = sudoku.shape();
    let mut text = sudoku.givens().to_line(Alphabet::Standard);
    if let Some(regions) = shape.regions() {
        text.push_str(";regions=");
        text.extend(regions.iter().map(|&r| char::from(SYMBOLS[usize::from(r)])));
        if shape.keeps_boxes() {
            text.push_str(";boxes");
        }
    }
    let boxes = shape.geometry().boxes();
    if boxes != BoxSize::default_for(shape.size()) {
        if let Some(boxes) = boxes {
            text.push_str(&format!(";box={boxes}"));
        }
    }
    for rule in shape.rules() {
        text.push(';');
        text.push_str(&rule.text());
    }
    text
}

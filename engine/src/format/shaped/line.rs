//! One line: the cells (N² symbols, maybe with a label around them: `<cells>
//! hard`), then `;`-separated attributes, then `,`-separated data fields
//! ([`super::fields`]). Attributes are `box=2x3`, `regions=<N² symbols>`,
//! `boxes`, `digits=hex|standard`, the rules by their text (`x`,
//! `cage=15:0.1.2`), pencil marks (`marks=`, [`super::marks`]), and what the setter says and draws beside the rules
//! (`title=`, `rules=`, `line=`...: [`crate::shape::about`]). Every part is read or refused where it stands; a
//! data line's solution is checked against the puzzle. [`write_sudoku`]
//! writes the form this reads back to the same puzzle.

use super::fields::{read_fields, Tail};
use super::stated::{twice, Place, Stated};
use super::{column_of, size_of, About, ShapeOptions, ShapedError, ShapedText};
use crate::format::cells::other_blank;
use crate::format::lines::{label_around, puzzle_span};
use crate::shape::symbols::{Alphabet, SYMBOLS};
use crate::shape::{BoxSize, Shape, Sudoku, SudokuError, Values};

/// A line cut into its parts, each a slice of it.
pub(crate) struct Parts<'a> {
    pub cells: &'a str,
    pub label: Option<String>,
    /// What follows each `;` after the cells, trimmed.
    pub attributes: Vec<&'a str>,
    /// What follows each `,`, trimmed.
    pub fields: Vec<&'a str>,
}

impl<'a> Parts<'a> {
    /// Cuts `line`: fields after its first `,`, attributes after the first
    /// `;` before that, the cells and their label before those.
    pub(crate) fn of(line: &'a str) -> Parts<'a> {
        let (head, fields) = match line.split_once(',') {
            Some((head, fields)) => (head, fields.split(',').map(str::trim).collect()),
            None => (line, Vec::new()),
        };
        let (cells_and_label, attributes) = match head.split_once(';') {
            Some((cells, attributes)) => (
                cells,
                attributes
                    .split(';')
                    .map(str::trim)
                    .filter(|attribute| !attribute.is_empty())
                    .collect(),
            ),
            None => (head, Vec::new()),
        };
        let (cells, label) = match puzzle_span(cells_and_label) {
            Some(span) => (
                &cells_and_label[span.clone()],
                label_around(cells_and_label, span),
            ),
            None => (cells_and_label.trim(), None),
        };
        Parts {
            cells,
            label,
            attributes,
            fields,
        }
    }
}

/// Reads `line` (line `number` of its text).
pub fn read_line(
    number: usize,
    line: &str,
    options: &ShapeOptions,
) -> Result<ShapedText, ShapedError> {
    let parts = Parts::of(line);
    let mut stated = Stated::default();
    let mut about = About::default();
    let mut marks: Option<(&str, Place)> = None;
    let mut words_at: Vec<(&str, Place)> = Vec::new();
    for attribute in &parts.attributes {
        let at = (number, column_of(line, attribute));
        if let Some(text) = attribute.strip_prefix("marks=") {
            if let Some((_, first)) = marks {
                return Err(twice("the pencil marks are", first, at));
            }
            marks = Some((text, at));
            continue;
        }
        let key = attribute.split('=').next().unwrap_or_default();
        let words = [
            ("title", "the title is"),
            ("author", "the author is"),
            ("rules", "the rules text is"),
        ];
        if let Some(&(key, what)) = words.iter().find(|(said, _)| *said == key) {
            if let Some(&(_, first)) = words_at.iter().find(|(said, _)| *said == key) {
                return Err(twice(what, first, at));
            }
            words_at.push((key, at));
        }
        match about.read_attribute(attribute) {
            Some(read) => read.map_err(|why| ShapedError::at(at.0, at.1, why))?,
            None => read_attribute(&mut stated, at, attribute)?,
        }
    }
    let cells_at = column_of(line, parts.cells);
    if let Some((index, space)) = parts
        .cells
        .chars()
        .enumerate()
        .find(|(_, ch)| ch.is_whitespace())
    {
        return Err(ShapedError::at(
            number,
            cells_at + index,
            format!(
                "unexpected {} among the cells; a puzzle on one line has its cells together",
                crate::format::describe_char(space)
            ),
        ));
    }
    let count = parts.cells.chars().count();
    let size = size_of(count).ok_or_else(|| {
        ShapedError::at(
            number,
            cells_at,
            format!(
                "found {count} cells; a puzzle has N x N of them, N from {} to {} \
                 (16, 36, 81, 256...)",
                crate::shape::MIN_SIZE,
                crate::shape::MAX_SIZE
            ),
        )
    })?;
    let Tail { solution, rating } = read_fields(line, number, &parts.fields, count, &mut stated)?;
    let alphabet = stated.alphabet_or(options);
    let values = read_cells(parts.cells, size, alphabet, number, cells_at)?;
    let shape = stated.build(size, options)?;
    about.check(size).map_err(ShapedError::new)?;
    let sudoku = match marks {
        None => Sudoku::new(shape, values),
        Some((text, at)) => {
            let marks = super::marks::read_attribute(text, at, &shape, &values, alphabet)?;
            Sudoku::from_marks(shape, &marks)
        }
    }
    .map_err(|error| ShapedError::new(error.to_string()))?
    .with_about(about);
    let solution = solution
        .map(|field| {
            let at = (number, column_of(line, field));
            let grid = read_cells(field, size, alphabet, at.0, at.1)?;
            check_solution(&sudoku, &grid).map_err(|why| ShapedError::at(at.0, at.1, why))?;
            Ok(grid)
        })
        .transpose()?;
    Ok(ShapedText {
        sudoku,
        solution,
        label: parts.label,
        rating,
    })
}

/// Reads one attribute (what follows a `;`) at `at`.
fn read_attribute(
    stated: &mut Stated,
    at: (usize, usize),
    attribute: &str,
) -> Result<(), ShapedError> {
    let error = |message: String| ShapedError::at(at.0, at.1, message);
    if let Some(boxes) = attribute.strip_prefix("box=") {
        stated.boxes(boxes.parse().map_err(error)?, at)
    } else if let Some(regions) = attribute.strip_prefix("regions=") {
        stated.regions(regions, at)
    } else if attribute == "boxes" {
        stated.keep_boxes(at)
    } else if let Some(digits) = attribute.strip_prefix("digits=") {
        let alphabet = match digits {
            "hex" => Alphabet::Hex,
            "standard" => Alphabet::Standard,
            other => {
                return Err(error(format!(
                    "digits= is 'hex' or 'standard', not '{other}'"
                )))
            }
        };
        stated.alphabet(alphabet, at)
    } else {
        stated.rule(attribute, Some(at))
    }
}

/// Why `grid`, a data line's or a link's stored solution, is not the
/// solution of `sudoku`, if it is not: what is wrong with the stored
/// solution, and where in the grid (never worded as the givens' fault).
pub(crate) fn check_solution(sudoku: &Sudoku, grid: &Values) -> Result<(), String> {
    let geometry = sudoku.shape().geometry();
    let givens = sudoku.givens();
    let wrong = |why: String| {
        Err(format!(
            "the stored solution does not solve the puzzle: {why}"
        ))
    };
    if let Some(cell) = (0..grid.cells().len()).find(|&cell| grid.get(cell) == 0) {
        return wrong(format!(
            "it leaves {} empty; a solution fills every cell",
            geometry.cell_name(cell)
        ));
    }
    if let Some(cell) = (0..grid.cells().len())
        .find(|&cell| givens.get(cell) != 0 && givens.get(cell) != grid.get(cell))
    {
        return wrong(format!(
            "it has {} at {}, where the given is {}",
            grid.get(cell),
            geometry.cell_name(cell),
            givens.get(cell)
        ));
    }
    if sudoku.is_solved_by(grid) {
        return Ok(());
    }
    if let Err(broken) = Sudoku::new(sudoku.shape().clone(), grid.clone()) {
        return wrong(solution_breaks(&broken));
    }
    let outside_marks = (0..grid.cells().len())
        .find(|&cell| sudoku.allowed(cell) >> (grid.get(cell) - 1) & 1 == 0)
        .map_or_else(String::new, |cell| {
            format!(" ({} at {})", grid.get(cell), geometry.cell_name(cell))
        });
    wrong(format!("it breaks a pencil mark{outside_marks}"))
}

/// The rule a full grid breaks, worded for a solution: the checks of
/// [`Sudoku::new`] word it for givens.
fn solution_breaks(broken: &SudokuError) -> String {
    match broken {
        SudokuError::Repeated {
            digit,
            first,
            second,
            place,
        } => format!("digit {digit} appears twice in {place}: {first} and {second}"),
        SudokuError::Related {
            first,
            second,
            rule,
        } => format!("{first} and {second} must hold {rule}"),
        SudokuError::Narrowed { cell, digit } => {
            format!("{digit} at {cell} is not allowed there by its rule")
        }
        SudokuError::WeightedSum { place } => format!("{place} does not add up"),
        SudokuError::Sequence { place } => format!("{place} breaks its rule"),
        SudokuError::CageSum { place, sum, givens } => {
            format!("{place} adds up to {givens}, its sum is {sum}")
        }
        other => other.to_string(),
    }
}

/// The cells of `text` in a grid of `size` (`column` is where `text`
/// starts on its line); a text without the alphabet's blanks may write
/// them with one other symbol, as at 9x9 (`-`, `*`, `_`, `?` or `~`).
pub fn read_cells(
    text: &str,
    size: usize,
    alphabet: Alphabet,
    line: usize,
    column: usize,
) -> Result<Values, ShapedError> {
    let blank = other_blank(text.chars(), |ch| alphabet.value(ch, size));
    let mut cells = Vec::with_capacity(size * size);
    for (index, ch) in text.chars().enumerate() {
        let value = match Some(ch) == blank {
            true => Some(0),
            false => alphabet.value(ch, size),
        };
        let value = value.ok_or_else(|| {
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
    if let Some(marks) = super::marks::write_attribute(sudoku) {
        text.push(';');
        text.push_str(&marks);
    }
    for attribute in sudoku.about().map(About::attributes).unwrap_or_default() {
        text.push(';');
        text.push_str(&attribute);
    }
    text
}

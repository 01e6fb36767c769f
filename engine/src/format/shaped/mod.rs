//! The readers of puzzles of every shape ([`crate::shape`]); which one
//! reads a text is [`crate::format::read`]'s choice.
//!
//! - **one line** ([`line`]): the cells, N² symbols ([`crate::shape::symbols`]:
//!   `1`-`9`, `A`-`Z`, `0` for 36 in a 36x36; `.` empty, and `0` too below
//!   36), the size read from their number, maybe with a label around them;
//!   then the shape's attributes, each after a `;`: `box=2x3` where the
//!   boxes are not the usual ones, `regions=<N² region symbols>` and
//!   `boxes` for a jigsaw (with `boxes` the boxes stay houses beside the
//!   regions), `digits=hex` for 16x16 written `0`-`F`, and the rules by
//!   tag: `x`, `windoku`, `disjoint`, `antiknight`, `antiking`,
//!   `nonconsecutive`, `house=0.1.2`, `cage=15:0.1.2`, `thermo=0.1.2`,
//!   `arrow=0:1.2` and the other rules of [`crate::shape::rules`] (0-based
//!   cells), and pencil marks (`marks=1.23.4...`, one group a cell:
//!   [`marks`]); then
//!   the shared data files' comma-separated fields ([`fields`]): a box
//!   shape, tags joined by `+`, a killer's cages or jigsaw regions, then
//!   maybe a solution (checked) and a rating. [`write_sudoku`] writes this
//!   form, and it reads back to the same puzzle;
//! - **Lloyd & Amos's instance files** as they are: the box order on the
//!   first line, a line that is ignored, then N rows of N integers
//!   separated by tabs or spaces, `-1` (or `0`) for empty ([`numbers`]);
//! - **a laid-out grid** of any size: N rows of N cells, as characters
//!   (borders and `|` as in the classic layouts) or as numbers separated by
//!   spaces ([`layout`], [`numbers`]), or N rows of N groups of candidates,
//!   a pencil-mark grid ([`marks`]);
//! - **an f-puzzles or SudokuPad link** on one line, or their data alone
//!   ([`parse_link`]): `https://www.f-puzzles.com/?load=<data>` or the data
//!   (`N4Ig...`, lz-string's base64 form of f-puzzles' JSON)
//!   ([`fpuzzles`]); `https://sudokupad.app/<id>` (or
//!   `app.crackingthecryptic.com/sudoku/<id>`) whose id is `fpuzzles<data>`,
//!   `fpuz<data>`, or SudokuPad's own `scl<data>`/`ctc<data>`, or such an id
//!   alone ([`sudokupad`]); or the JSON itself (f-puzzles' or SudokuPad's,
//!   even over many lines). The size, givens, regions and the rules above
//!   are read; a link that uses any other rule is an error that names it,
//!   never a different puzzle. Short links (`sudokupad.app/abc123`,
//!   `f-puzzles.com/?id=`) live on those sites' servers: an error says so.
//!   Link data may decompress to at most 4 MB ([`lz::MAX_DECOMPRESSED`]),
//!   and an N x N puzzle's link name at most N² + 64 rules
//!   ([`fpuzzles::most_rules`]).
//!
//! What a text states about its shape is gathered, each setting at most
//! once, and the shape built once ([`stated`]); options from outside the
//! text ([`ShapeOptions`], the command line's `--boxes`, `--regions`,
//! `--variant`) apply where the text says nothing. Errors name the line and
//! column; nothing is skipped silently.

pub(crate) mod fields;
pub mod fpuzzles;
mod fpuzzles_drawn;
mod fpuzzles_figures;
pub mod fpuzzles_write;
#[cfg(test)]
mod import_tests;
pub(crate) mod layout;
pub(crate) mod line;
#[cfg(test)]
mod link_fidelity_tests;
mod lz;
mod lz_compress;
pub mod marks;
#[cfg(test)]
mod marks_tests;
pub(crate) mod numbers;
mod stated;
pub mod sudokupad;
#[cfg(test)]
mod tests;

use std::fmt;

use crate::shape::symbols::Alphabet;
pub use crate::shape::About;
use crate::shape::{BoxSize, Shape, Sudoku};

pub use fields::opens_cage_list;
pub use line::{read_line, write_sudoku};
pub use marks::{write_grid, write_marks, write_puzzle};

/// The longest text read as one puzzle: a 36x36 grid laid out with
/// borders and a long cage list fits.
pub const MAX_SHAPED_TEXT: usize = 256 * 1024;

/// What the text does not say about its shape.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShapeOptions {
    /// The box shape, when it is not the usual one for the size.
    pub boxes: Option<BoxSize>,
    /// Jigsaw regions as N² region symbols.
    pub regions: Option<String>,
    /// Rules by their text (`x`, `antiknight`, `cage=15:0.1.2`).
    pub rules: Vec<String>,
    pub alphabet: Alphabet,
}

/// Why a text is not a puzzle of any shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapedError {
    /// 1-based line and column, where the text has a place to point at.
    pub at: Option<(usize, usize)>,
    pub message: String,
}

impl ShapedError {
    pub(crate) fn at(line: usize, column: usize, message: impl Into<String>) -> ShapedError {
        ShapedError {
            at: Some((line, column)),
            message: message.into(),
        }
    }

    pub(crate) fn new(message: impl Into<String>) -> ShapedError {
        ShapedError {
            at: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for ShapedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((line, column)) => write!(f, "{} at line {line}, column {column}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ShapedError {}

/// True when `start`, the beginning of a file, is that of an instance file
/// of Lloyd & Amos: a reader of many puzzles then takes the file whole.
pub fn starts_like_instance_file(start: &str) -> bool {
    let lines: Vec<(usize, &str)> = significant_lines(start).take(2).collect();
    numbers::is_lloyd_amos(&lines)
}

/// The lines that hold something, numbered from 1, without comments.
pub(crate) fn significant_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim_end_matches('\r')))
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
}

/// A puzzle of any shape read from text, with what the text carries
/// beside it.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapedText {
    pub sudoku: Sudoku,
    /// A data line's solution field, checked against the puzzle, or the
    /// solution stored in a link.
    pub solution: Option<crate::shape::Values>,
    /// The words around a one-line puzzle (`<cells>\tAI Escargot`).
    pub label: Option<String>,
    /// A data line's rating field.
    pub rating: Option<f64>,
}

impl ShapedText {
    /// The puzzle alone, nothing beside it.
    pub fn of(sudoku: Sudoku) -> ShapedText {
        ShapedText {
            sudoku,
            solution: None,
            label: None,
            rating: None,
        }
    }

    /// What the puzzle draws beside its rules, in words (`6 lines and 3
    /// circles`), when it draws anything (see [`About::figures`]).
    pub fn drawn(&self) -> Option<String> {
        drawn_of(&self.sudoku)
    }

    /// The notice for a puzzle that draws more than its rules (see
    /// [`drawn_notice`]).
    pub fn notice(&self) -> Option<String> {
        self.drawn().as_deref().map(drawn_notice)
    }

    /// `verdict` (several solutions, none) with, for a puzzle that draws
    /// more than its rules, the warning that rules may be missing.
    pub fn verdict_with_notice(&self, verdict: &str) -> String {
        verdict_with_drawn(verdict, self.drawn().as_deref())
    }
}

/// What `sudoku` draws beside its rules, in words, when anything.
pub fn drawn_of(sudoku: &Sudoku) -> Option<String> {
    sudoku.about().and_then(About::figures_in_words)
}

/// "the puzzle draws 6 lines and 3 circles that are not rules Sudoku Lab
/// reads; its rules text may say what they mean", for what a link draws
/// (`6 lines and 3 circles`).
pub fn drawn_notice(drawn: &str) -> String {
    format!(
        "the puzzle draws {drawn} that are not rules Sudoku Lab reads; its rules text may say \
         what they mean"
    )
}

/// `verdict` (several solutions, none) with, when the puzzle draws more
/// than its rules (`drawn`), the warning that rules may be missing.
pub fn verdict_with_drawn(verdict: &str, drawn: Option<&str>) -> String {
    match drawn {
        Some(drawn) => format!(
            "{verdict}; rules may be missing: the puzzle draws {drawn} that are not rules \
             Sudoku Lab reads (its rules text may say what they mean)"
        ),
        None => verdict.to_string(),
    }
}

/// `text` read with the default options, for tests: panics naming the
/// text and the error when it is not a puzzle.
#[cfg(test)]
pub(crate) fn read_for_tests(text: &str) -> Sudoku {
    crate::format::read_puzzle(text, &ShapeOptions::default())
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .sudoku
}

/// Refuses a text longer than any puzzle.
pub(crate) fn check_length(text: &str) -> Result<(), ShapedError> {
    if text.len() > MAX_SHAPED_TEXT {
        return Err(ShapedError::new(format!(
            "the text is {} bytes long; no puzzle is longer than {} KB",
            text.len(),
            MAX_SHAPED_TEXT / 1024
        )));
    }
    Ok(())
}

/// A puzzle read from an f-puzzles or SudokuPad link, with what the link
/// says about it beside the grid.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// The puzzle, with its title, author and rules text.
    pub puzzle: ShapedText,
    /// Whose format the puzzle was in: `f-puzzles` or `SudokuPad`.
    pub source: &'static str,
}

/// Reads `text` when it is an f-puzzles or SudokuPad link, their data
/// alone, or their JSON (see the module docs); `None` for any other text.
/// Options from outside do not apply: a link says everything. A puzzle
/// whose one-line form no reader would take ([`check_length`]) is refused
/// here too.
pub fn parse_link(text: &str) -> Option<Result<Imported, ShapedError>> {
    let fits_one_line = |imported: Imported| {
        check_length(&write_sudoku(&imported.puzzle.sudoku)).map_err(|error| {
            ShapedError::new(format!("the puzzle in the one-line form: {error}"))
        })?;
        Ok(imported)
    };
    read_any_link(text).map(|read| read.and_then(fits_one_line))
}

/// [`parse_link`]'s reading, by the reader of the link's form.
fn read_any_link(text: &str) -> Option<Result<Imported, ShapedError>> {
    let text = text.trim();
    if text.len() > MAX_SHAPED_TEXT {
        return None;
    }
    if text.starts_with('{') {
        return Some(parse_json(text));
    }
    if text.contains(['\n', '\r']) {
        return None;
    }
    // A grid of N x N symbols (maybe a data line's), even one that starts
    // like data, is no link.
    let head = text.split(',').next().unwrap_or(text);
    let grid = size_of(head.chars().count()).is_some()
        && head
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '.');
    if grid {
        return None;
    }
    if let Some(imported) = sudokupad::read_link(text).or_else(|| fpuzzles::read_link(text)) {
        return Some(imported);
    }
    if sudokupad::looks_like_data(text) {
        Some(sudokupad::read_id(text, false))
    } else if fpuzzles::looks_like_data(text) {
        Some(fpuzzles::read_data(text, false))
    } else {
        None
    }
}

/// f-puzzles JSON (it has a `grid`) or SudokuPad's (it has `cells`, maybe
/// zipped).
fn parse_json(text: &str) -> Result<Imported, ShapedError> {
    let json = sudokupad::parse_scl_text(text).map_err(|_| {
        let why = serde_json::from_str::<serde_json::Value>(text)
            .err()
            .map_or(String::new(), |error| error.to_string());
        ShapedError::new(format!(
            "the text starts with '{{' but is not f-puzzles or SudokuPad JSON: {why}"
        ))
    })?;
    if json.get("grid").is_some() {
        fpuzzles::read_json(&json)
    } else {
        sudokupad::read_scl(&json)
    }
}

impl ShapeOptions {
    /// The shape these options make for an N x N grid.
    pub fn shape(&self, size: usize) -> Result<Shape, ShapedError> {
        stated::Stated::default().build(size, self)
    }

    /// True when the options add nothing to a classic 9x9 (none, or its
    /// usual 3x3 boxes): its lines and grids read as the classic reader
    /// reads them, alternative blanks and all.
    pub fn add_nothing_to_the_classic(&self) -> bool {
        let usual_boxes = (self.boxes).is_none_or(|boxes| Some(boxes) == BoxSize::default_for(9));
        usual_boxes
            && self.regions.is_none()
            && self.rules.is_empty()
            && self.alphabet == Alphabet::Standard
    }
}

/// The 1-based column where `part` (a slice of `line`) starts.
pub(crate) fn column_of(line: &str, part: &str) -> usize {
    let start = (part.as_ptr() as usize).saturating_sub(line.as_ptr() as usize);
    line.get(..start)
        .map_or(1, |before| before.chars().count() + 1)
}

/// The size whose square is `cells`, if one is.
pub(crate) fn size_of(cells: usize) -> Option<usize> {
    (crate::shape::MIN_SIZE..=crate::shape::MAX_SIZE).find(|size| size * size == cells)
}

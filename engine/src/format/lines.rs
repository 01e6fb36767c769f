//! What a line of puzzle text is: a comment, a section header, a title, a
//! border, a row of a laid-out grid, or a whole puzzle on one line. The
//! rules are shared by the one-puzzle parser and the file reader, so a
//! paste box and `sudoku solve` read the same text the same way.
//!
//! A line that holds a whole puzzle may carry a label around it, as puzzle
//! lists in the wild do (`<81 cells>\tAI Escargot`, `<81 cells> hard`,
//! `Puzzle 7: <81 cells>`): [`puzzle_span`] finds the puzzle in the line and
//! the rest is its label, never a reason to skip the line.

use super::cells::is_cell_char;

/// The kind of a (non-blank) line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// `# ...`: a comment, or SadMan metadata (`#A author`).
    Comment,
    /// `[Puzzle]`, `[Solution]`...: a section of a SadMan or Simple Sudoku file.
    Section,
    /// Words, such as Project Euler's `Grid 01`: never read as cells.
    Title,
    /// A line drawn between bands: `------+-------+------`, `*---*`.
    Border,
    /// A whole puzzle on one line, maybe followed by `,solution,rating`.
    Puzzle,
    /// Part of a grid laid out over several lines.
    Row,
    /// None of these: read where it stands, so the parser can say what is wrong.
    Other,
}

/// Classifies a line (without its line ending).
pub fn classify(line: &str) -> LineKind {
    let trimmed = line.trim();
    if trimmed.starts_with('#') {
        return LineKind::Comment;
    }
    if trimmed.starts_with('{') {
        // f-puzzles or SudokuPad JSON.
        return LineKind::Puzzle;
    }
    if trimmed.starts_with('[') && trimmed.ends_with(']') {
        return LineKind::Section;
    }
    if is_border(trimmed) {
        return LineKind::Border;
    }
    let first_field = trimmed.split(',').next().unwrap_or("");
    if first_field.contains(';') {
        // Cells with attributes (`<cells>;x`): a puzzle, never a title.
        return LineKind::Puzzle;
    }
    if puzzle_span(first_field).is_some() {
        return LineKind::Puzzle;
    }
    if is_title(first_field) {
        return LineKind::Title;
    }
    if is_one_line_puzzle(trimmed) {
        return LineKind::Puzzle;
    }
    if is_row(trimmed) {
        return LineKind::Row;
    }
    LineKind::Other
}

/// A run of characters this long with no space in it is no word of a
/// title: a line that starts with one holds a puzzle (to be read, or
/// refused with the place of what is wrong in it).
const PUZZLE_RUN: usize = 20;

/// The cells of a whole classic puzzle on one line.
const PUZZLE_CELLS: usize = crate::units::CELLS;

/// The most cells a puzzle has (36x36).
const MOST_CELLS: usize = crate::shape::MAX_SIZE * crate::shape::MAX_SIZE;

/// Where the puzzle of a one-line puzzle with a label lies in `field` (a
/// line's first comma-separated field), as a byte range; `None` when
/// `field` does not hold one that way (a title, a row, a border).
///
/// The puzzle starts at the first run of [`PUZZLE_RUN`] or more
/// characters without a space, or of a 4x4's 16 cells: the line's first
/// run whatever it holds, or a later one of mostly cells after a label
/// with a letter in it (`Puzzle 7: ...`). A run of 16, 25 or 36 symbols
/// with one too large for a 4x4, 5x5 or 6x6 is a row of a grid laid out
/// over lines, not a puzzle. The puzzle goes on over the runs of symbols
/// that follow, to the longest stretch that holds a whole puzzle's N²
/// cells (a 25x25 line with a tab inside; never a label: `<81 cells>
/// 11.9`); where none does, over runs of cells until 81 (a classic line
/// mistyped with a space stays one puzzle, and wrong). What is left on
/// either side is the label.
pub fn puzzle_span(field: &str) -> Option<std::ops::Range<usize>> {
    let runs: Vec<(usize, &str)> = field
        .split_whitespace()
        .map(|run| (run.as_ptr() as usize - field.as_ptr() as usize, run))
        .collect();
    let long = |run: &str| {
        let length = run.chars().count();
        (length >= PUZZLE_RUN || length == 16) && !is_wide_row(run)
    };
    if let [(start, run)] = runs.as_slice() {
        // One run (most lines of a data file): the puzzle, if it is long.
        return long(run).then(|| *start..*start + run.len());
    }
    let mostly_cells = |run: &str| 2 * cell_count(run) >= run.chars().count();
    let first = match runs.first() {
        Some((_, run)) if long(run) => 0,
        _ => runs
            .iter()
            .position(|(_, run)| long(run) && mostly_cells(run))?,
    };
    if first > 0 && runs[..first].iter().all(|(_, run)| is_cells(run)) {
        return None;
    }
    let (start, head) = runs[first];
    let mut symbols = symbol_count(head);
    let mut whole = is_whole(symbols).then_some(start + head.len());
    for &(at, run) in &runs[first + 1..] {
        if !is_symbols(run) || symbols > MOST_CELLS {
            break;
        }
        symbols += symbol_count(run);
        if is_whole(symbols) {
            whole = Some(at + run.len());
        }
    }
    if let Some(end) = whole {
        return Some(start..end);
    }
    let mut end = start + head.len();
    let mut cells = cell_count(head);
    for &(at, run) in &runs[first + 1..] {
        if cells >= PUZZLE_CELLS || !is_cells(run) {
            break;
        }
        cells += cell_count(run);
        end = at + run.len();
    }
    Some(start..end)
}

/// True for a run of 16, 25 or 36 symbols with one too large for a grid
/// of 4x4, 5x5 or 6x6: a row of a 16x16, 25x25 or 36x36 laid out over
/// lines.
fn is_wide_row(run: &str) -> bool {
    let length = run.chars().count();
    [4, 5, 6]
        .into_iter()
        .any(|size| size * size == length && is_symbols(run) && !fits_grid(run, size))
}

/// True when every character of `run` is a blank or a digit of a grid of
/// `size` (digits 1-9 then letters; `0` is a blank below 36).
fn fits_grid(run: &str, size: usize) -> bool {
    use crate::shape::symbols::Alphabet;
    run.chars().all(|ch| {
        super::cells::OTHER_BLANKS.contains(ch) || Alphabet::Standard.value(ch, size).is_some()
    })
}

/// True for a number of cells that makes a whole puzzle: N² for N from 4
/// to 36.
fn is_whole(cells: usize) -> bool {
    (crate::shape::MIN_SIZE..=crate::shape::MAX_SIZE).any(|size| size * size == cells)
}

/// A run of symbols only (digits, letters, blanks and `|`).
fn is_symbols(run: &str) -> bool {
    run.chars()
        .all(|ch| ch.is_ascii_alphanumeric() || is_cell_char(ch) || ch == '|')
}

/// The cells of a run of symbols (all but `|`).
fn symbol_count(run: &str) -> usize {
    run.chars()
        .filter(|&ch| ch.is_ascii_alphanumeric() || is_cell_char(ch))
        .count()
}

/// The label around the puzzle at `span` in `field`: the rest, trimmed, the
/// two sides joined by a space; `None` when nothing is left.
pub fn label_around(field: &str, span: std::ops::Range<usize>) -> Option<String> {
    let label = [field[..span.start].trim(), field[span.end..].trim()]
        .into_iter()
        .filter(|side| !side.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    (!label.is_empty()).then_some(label)
}

/// A run of cells only (digits, blanks and `|`).
fn is_cells(run: &str) -> bool {
    run.chars().all(|ch| is_cell_char(ch) || ch == '|')
}

fn cell_count(run: &str) -> usize {
    run.chars().filter(|&ch| is_cell_char(ch)).count()
}

/// A run of at least two letters (a word) with fewer cell characters than
/// a row holds, or any word of four letters or more.
fn is_title(line: &str) -> bool {
    let mut longest = 0;
    let mut run = 0;
    for ch in line.chars() {
        run = if ch.is_alphabetic() { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let cells = line.chars().filter(|&ch| is_cell_char(ch)).count();
    longest >= 4 || (longest >= 2 && cells < 9)
}

/// A line drawn to separate bands: no digit, only border characters, and a
/// run of at least three `-` or `=`. Any Unicode space counts as a space (a
/// grid copied from a web page brings no-break spaces). (A row of nine blanks written `-` looks
/// the same; the grid reader tells them apart by position, see
/// [`super::layout`].)
pub fn is_border(line: &str) -> bool {
    !line.contains(|c: char| c.is_ascii_digit() && c != '0')
        && line
            .chars()
            .all(|c| c.is_whitespace() || "-=+*|.:'_".contains(c))
        && (line.contains("---") || line.contains("==="))
}

/// One line holding a whole puzzle: a line with a comma (a data file's
/// `puzzle,solution,rating`), or at least 20 characters in at most three
/// runs, but not a row of a wide grid ([`is_wide_row`]) (a laid-out row has its cells apart; a puzzle line mistyped with a
/// space or two is still one puzzle, and wrong).
pub fn is_one_line_puzzle(line: &str) -> bool {
    if line.contains(',') {
        return true;
    }
    if is_wide_row(line.trim()) {
        return false;
    }
    let runs = line
        .split(|c: char| c.is_whitespace() || c == '|')
        .filter(|run| !run.is_empty())
        .count();
    line.chars().filter(|c| !c.is_whitespace()).count() >= 20 && runs <= 3
}

/// A row of a laid-out grid: mostly cells (digits and blanks) and
/// separators. A few stray characters keep it a row, so the parser can
/// point at them inside the grid.
fn is_row(line: &str) -> bool {
    let cells = line.chars().filter(|&ch| is_cell_char(ch)).count();
    let others = line
        .chars()
        .filter(|&ch| !is_cell_char(ch) && !is_separator(ch))
        .count();
    cells >= 3 && others < cells
}

/// Characters that separate cells or boxes in a laid-out grid.
pub fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || ch == '|'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_told_apart() {
        assert_eq!(classify("# made by hand"), LineKind::Comment);
        assert_eq!(classify(" [Puzzle] "), LineKind::Section);
        assert_eq!(classify("Grid 01"), LineKind::Title);
        assert_eq!(classify("Puzzle 123456789"), LineKind::Title);
        assert_eq!(classify("------+-------+------"), LineKind::Border);
        assert_eq!(classify("*-----------*"), LineKind::Border);
        assert_eq!(classify("---------"), LineKind::Border);
        assert_eq!(classify(&".".repeat(crate::units::CELLS)), LineKind::Puzzle);
        assert_eq!(classify("53..7....,534678912"), LineKind::Puzzle);
        assert_eq!(
            classify(&format!("{} {}", "1".repeat(40), "2".repeat(40))),
            LineKind::Puzzle
        );
        assert_eq!(classify("| 5 3 . | . 7 . | . . . |"), LineKind::Row);
        assert_eq!(classify("53.|.7.|..."), LineKind::Row);
        assert_eq!(classify("003020600"), LineKind::Row);
        assert_eq!(
            classify("53x.7...."),
            LineKind::Row,
            "a typo stays in its grid"
        );
        assert_eq!(classify("12 345 6789 1 2 3 4 5 6"), LineKind::Row);
        assert_eq!(classify("\u{0}\u{1}\u{7f}"), LineKind::Other);
        assert_eq!(classify("💥💥"), LineKind::Other);
    }

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn label(line: &str) -> Option<(&str, Option<String>)> {
        let span = puzzle_span(line)?;
        Some((&line[span.clone()], label_around(line, span)))
    }

    #[test]
    fn a_puzzle_line_keeps_its_label() {
        assert_eq!(classify(&format!("{P}\tAI Escargot")), LineKind::Puzzle);
        assert_eq!(classify(&format!("{P} hard")), LineKind::Puzzle);
        assert_eq!(
            label(&format!("{P}\tAI Escargot")),
            Some((P, Some("AI Escargot".to_string())))
        );
        assert_eq!(label(&format!("{P}  11.9")), Some((P, Some("11.9".into()))));
        assert_eq!(
            label(&format!("Puzzle 7: {P} (hard)")),
            Some((P, Some("Puzzle 7: (hard)".into())))
        );
        assert_eq!(label(P), Some((P, None)));
        let x_blanks = P.replace('.', "x");
        assert_eq!(classify(&x_blanks), LineKind::Puzzle, "read, then refused");
        let spaced = format!("{} {}", &P[..40], &P[40..]);
        assert_eq!(label(&spaced), Some((spaced.as_str(), None)));
        let split_short = format!("{} {}", &P[..5], &P[5..]);
        assert_eq!(label(&split_short), None, "cells on both sides: no label");
        assert_eq!(classify(&split_short), LineKind::Puzzle);
        assert_eq!(label("Grid 01"), None);
        assert_eq!(label("| 5 3 . | . 7 . | . . . |"), None);
    }
}

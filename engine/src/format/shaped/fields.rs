//! The comma-separated fields after a line's cells, as the shared data
//! files write them: first what the puzzle is beyond the usual rules —
//! the box shape (`2x3`), rule tags joined by `+` (`x+windoku`; `-` for
//! none), a killer's cages (`15:0.1;3:2.11`, maybe followed by their
//! tags), or jigsaw regions (N² symbols, then `-` or `boxes`) — then maybe
//! the solution (N² cells) and a rating (a number from 0 up). Every field
//! is read: one that fits none of these is an error that says where,
//! never skipped. A field written as cells but not N² of them is a stored
//! solution a cell short or long, and said so (not read as a rating or as
//! tags).

use super::stated::Stated;
use super::{column_of, ShapedError};
use crate::shape::BoxSize;

/// What the fields hold beside the shape.
#[derive(Debug, Default)]
pub(super) struct Tail<'a> {
    /// The solution field, as written.
    pub solution: Option<&'a str>,
    pub rating: Option<f64>,
}

/// Reads `fields` (trimmed slices of `line`, line `number` of its text),
/// for a grid of `count` cells, stating the shape in `stated`.
pub(super) fn read_fields<'a>(
    line: &str,
    number: usize,
    fields: &[&'a str],
    count: usize,
    stated: &mut Stated,
) -> Result<Tail<'a>, ShapedError> {
    let at = |field: &str| (number, column_of(line, field));
    let is_grid = |field: &str| field.chars().count() == count;
    let is_number = |field: &str| reads_as_rating(field);
    let cells_off = |field: &str| is_cells_off(field, count);
    let mut rest = fields;
    if let [first, after @ ..] = rest {
        if let Ok(boxes) = first.parse::<BoxSize>() {
            stated.boxes(boxes, at(first))?;
            rest = after;
        } else if opens_cage_list(first) {
            for cage in first.split(';') {
                stated.rule(&format!("cage={cage}"), Some(at(cage)))?;
            }
            rest = after;
            // The tags field may be left out: what follows is then the
            // solution or a rating.
            if let [tags, after @ ..] = rest {
                if !is_grid(tags) && !is_number(tags) && !cells_off(tags) {
                    read_tags(tags, &at, stated)?;
                    rest = after;
                }
            }
        } else if let ([regions, extra, after @ ..], true) = (rest, is_grid(first)) {
            if matches!(*extra, "-" | "boxes") {
                stated.regions(regions, at(regions))?;
                if *extra == "boxes" {
                    stated.keep_boxes(at(extra))?;
                }
                rest = after;
            }
        } else if !is_grid(first) && !is_number(first) && !cells_off(first) {
            read_tags(first, &at, stated)?;
            rest = after;
        }
    }
    let mut tail = Tail::default();
    if let [solution, after @ ..] = rest {
        if is_grid(solution) {
            tail.solution = Some(solution);
            rest = after;
        } else if cells_off(solution) {
            let (line, column) = at(solution);
            return Err(ShapedError::at(
                line,
                column,
                format!(
                    "the stored solution holds {} cells; a solution fills all {count} of the grid",
                    solution.chars().count()
                ),
            ));
        }
    }
    if let [rating, after @ ..] = rest {
        if let Ok(value) = rating.parse::<f64>() {
            if !(value.is_finite() && value >= 0.0) {
                let (line, column) = at(rating);
                return Err(ShapedError::at(
                    line,
                    column,
                    format!("'{rating}' is no rating: a rating is a number from 0 up"),
                ));
            }
            tail.rating = Some(value);
            rest = after;
        }
    }
    match rest {
        [] => Ok(tail),
        [extra, ..] => {
            let (line, column) = at(extra);
            Err(ShapedError::at(
                line,
                column,
                format!(
                    "'{extra}' is not read: after the cells come the shape or rules, then \
                     the solution and a rating, each at most once"
                ),
            ))
        }
    }
}

/// The most digits a rating has before its point (HoDoKu's scores run to
/// the thousands; a solution has at least 16).
const RATING_DIGITS: usize = 6;

/// Fields with a letter this long or longer are never a rule tag.
const LONGEST_TAG: usize = 20;

/// True for a field that reads as a rating: a number with at most
/// [`RATING_DIGITS`] digits before its point, so that a solution of
/// digits a cell short (80 digits) is no rating.
pub(crate) fn reads_as_rating(field: &str) -> bool {
    let whole = field.split('.').next().unwrap_or_default();
    let digits = whole.chars().filter(char::is_ascii_digit).count();
    digits <= RATING_DIGITS && field.parse::<f64>().is_ok()
}

/// True for a field written as cells of a grid of `count` but not `count`
/// of them: at least half as many, each a digit, a letter or a blank, and
/// no rating (a field with a letter is as long as no rule tag is).
fn is_cells_off(field: &str, count: usize) -> bool {
    let length = field.chars().count();
    let cell_symbols = field
        .chars()
        .all(|symbol| symbol.is_ascii_alphanumeric() || ".-*_?~".contains(symbol));
    let has_letter = field.chars().any(|symbol| symbol.is_ascii_alphabetic());
    length != count
        && length * 2 >= count
        && cell_symbols
        && (!has_letter || length >= LONGEST_TAG)
        && !reads_as_rating(field)
}

/// Reads a field of rule tags (`x+windoku`; `-` for none), each at its place.
fn read_tags(
    tags: &str,
    at: &impl Fn(&str) -> (usize, usize),
    stated: &mut Stated,
) -> Result<(), ShapedError> {
    if tags == "-" {
        return Ok(());
    }
    for tag in tags.split('+') {
        stated.rule(tag.trim(), Some(at(tag.trim())))?;
    }
    Ok(())
}

/// True for a data field that opens a killer's cage list (`15:2.3.4;...`,
/// a sum then its cells): the line is a killer's, whatever else in it is
/// wrong.
pub fn opens_cage_list(field: &str) -> bool {
    let field = field.trim();
    let sum = field.bytes().take_while(u8::is_ascii_digit).count();
    sum > 0 && field.as_bytes().get(sum) == Some(&b':')
}

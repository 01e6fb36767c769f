//! Cells from characters: `1`-`9` are digits; `.` and `0` are blanks; a
//! text that uses neither may write its blanks with one other symbol
//! (`-`, `*`, `_`, `?` or `~`; [`other_blank`], the rule at every size). Nothing else is ever a blank: a letter, a
//! `|` or a second blank symbol is a typo, and a typo is an error that says
//! where it is, never a silently emptied cell.

use super::ParseError;
use crate::grid::Grid;
use crate::units::CELLS;

/// The symbols a text may use for its blanks instead of `.` or `0`.
pub const OTHER_BLANKS: &str = "-*_?~";

/// A character of the input with its 1-based position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Located {
    pub ch: char,
    pub line: usize,
    pub column: usize,
}

/// A digit or a blank of any accepted kind.
pub fn is_cell_char(ch: char) -> bool {
    ch.is_ascii_digit() || ch == '.' || OTHER_BLANKS.contains(ch)
}

/// The blank symbol other than the alphabet's own that `chars` use, if
/// they use one: only when they use none of the alphabet's blanks (`value`
/// gives 0), and only the first symbol of [`OTHER_BLANKS`] met where
/// `value` reads nothing. Serves the classic reader and the readers of
/// every size alike.
pub(crate) fn other_blank(
    chars: impl IntoIterator<Item = char>,
    value: impl Fn(char) -> Option<u8>,
) -> Option<char> {
    let mut unread = None;
    for ch in chars {
        match value(ch) {
            Some(0) => return None,
            Some(_) => {}
            None => {
                unread.get_or_insert(ch);
            }
        }
    }
    unread.filter(|&ch| OTHER_BLANKS.contains(ch))
}

/// A classic cell's value: 1-9, or 0 for `.` and `0`.
fn classic_value(ch: char) -> Option<u8> {
    match ch {
        '1'..='9' => Some(ch as u8 - b'0'),
        '.' | '0' => Some(0),
        _ => None,
    }
}

/// Reads exactly 81 cells into a grid.
pub(crate) fn cells_to_grid(cells: &[Located]) -> Result<Grid, ParseError> {
    let blank = other_blank(cells.iter().map(|cell| cell.ch), classic_value);
    let mut values = [0u8; CELLS];
    for (index, cell) in cells.iter().enumerate() {
        let value = match classic_value(cell.ch) {
            Some(value) => value,
            None if Some(cell.ch) == blank => 0,
            None => {
                return Err(ParseError::UnexpectedChar {
                    found: cell.ch,
                    line: cell.line,
                    column: cell.column,
                })
            }
        };
        if index < CELLS {
            values[index] = value;
        }
    }
    if cells.len() != CELLS {
        return Err(ParseError::WrongCellCount {
            found: cells.len(),
            extra_at: cells.get(CELLS).map(|cell| (cell.line, cell.column)),
        });
    }
    Ok(Grid::from_cells(values).expect("digits are 0-9"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn located(text: &str) -> Vec<Located> {
        text.chars()
            .enumerate()
            .map(|(index, ch)| Located {
                ch,
                line: 1,
                column: index + 1,
            })
            .collect()
    }

    #[test]
    fn one_other_blank_only_where_neither_dot_nor_zero_is_used() {
        let wiki =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let grid = cells_to_grid(&located(wiki)).unwrap();
        assert_eq!(
            cells_to_grid(&located(&wiki.replace('.', "-"))).unwrap(),
            grid
        );
        assert_eq!(
            cells_to_grid(&located(&wiki.replace('.', "0"))).unwrap(),
            grid
        );
        let typo = wiki.replace('.', "0").replacen('5', "x", 1);
        assert_eq!(
            cells_to_grid(&located(&typo)).unwrap_err(),
            ParseError::UnexpectedChar {
                found: 'x',
                line: 1,
                column: 1
            }
        );
        let second_blank = wiki.replacen('.', "-", 1);
        assert_eq!(
            cells_to_grid(&located(&second_blank)).unwrap_err(),
            ParseError::UnexpectedChar {
                found: '-',
                line: 1,
                column: 3
            }
        );
        for letter_blank in [wiki.replace('.', "x"), wiki.replace('.', "|")] {
            assert!(
                cells_to_grid(&located(&letter_blank)).is_err(),
                "{letter_blank}"
            );
        }
    }
}

//! The board's keyboard: arrow, Home and End moves of the focus, and the
//! keys that type or clear a digit.

use sudoku_engine::shape::symbols::Alphabet;

/// The keys the board takes, as the line under it says. The app shell in
/// index.html shows the same line while the app loads.
pub const KEYBOARD_HELP: &str = "Arrow keys move (Shift selects more; so do a drag, Ctrl+click and a double-click); 1-9 write in the entry mode: Z digits, X centre marks, C corner marks, V colours (where they are not digits), Space the next (Shift held: corner, Ctrl: centre); 0, Backspace or Delete clear; H for a hint; Ctrl+Z / Ctrl+Y undo and redo.";

/// A keyboard move of the board's focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Up,
    Down,
    Left,
    Right,
    RowStart,
    RowEnd,
    First,
    Last,
}

impl Move {
    /// The move an arrow, Home or End key makes (Ctrl with Home/End: whole board).
    pub fn from_key(key: &str, ctrl: bool) -> Option<Move> {
        Some(match key {
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            "Home" if ctrl => Move::First,
            "End" if ctrl => Move::Last,
            "Home" => Move::RowStart,
            "End" => Move::RowEnd,
            _ => return None,
        })
    }

    /// The cell reached from `cell` on a board of `size` rows; edges stop the move.
    pub fn from(self, cell: usize, size: usize) -> usize {
        let (row, col) = (cell / size, cell % size);
        let last = size - 1;
        let (row, col) = match self {
            Move::Up => (row.saturating_sub(1), col),
            Move::Down => ((row + 1).min(last), col),
            Move::Left => (row, col.saturating_sub(1)),
            Move::Right => (row, (col + 1).min(last)),
            Move::RowStart => (row, 0),
            Move::RowEnd => (row, last),
            Move::First => (0, 0),
            Move::Last => (last, last),
        };
        row * size + col
    }
}

/// The digit a key types on a board of `size` digits: `1`-`9`, then the
/// letters `A`-`Z` for 10-35 as the grid's text writes them; `Some(0)` for
/// the keys that clear (0, Backspace, Delete); `None` for other keys and
/// for letters past the board's digits (so `p` and `h` stay shortcuts
/// where they are not digits). 36, written `0` in text, is typed on the pad.
pub fn digit_of_key(key: &str, size: usize) -> Option<u8> {
    match key {
        "Backspace" | "Delete" | "0" => Some(0),
        _ => match key.chars().collect::<Vec<_>>()[..] {
            [symbol] if symbol.is_ascii_alphanumeric() => Alphabet::Standard
                .value(symbol, size.min(35))
                .filter(|&digit| digit != 0),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_app_shell_shows_the_same_keyboard_help_as_the_app() {
        let index = include_str!("../../index.html");
        assert!(
            index.contains(KEYBOARD_HELP),
            "index.html's shell differs from KEYBOARD_HELP"
        );
    }

    #[test]
    fn keys_move_within_the_board_and_type_digits() {
        assert_eq!(Move::from_key("ArrowRight", false).unwrap().from(2, 9), 3);
        assert_eq!(Move::Right.from(8, 9), 8, "the edge stops the move");
        assert_eq!(Move::Down.from(3, 9), 12);
        assert_eq!(Move::Up.from(3, 9), 3);
        assert_eq!(Move::Left.from(9, 9), 9);
        assert_eq!(Move::from_key("End", false).unwrap().from(40, 9), 44);
        assert_eq!(Move::from_key("Home", true).unwrap().from(40, 9), 0);
        assert_eq!(Move::Last.from(0, 9), 80);
        assert_eq!(Move::Last.from(0, 25), 624);
        assert_eq!(Move::Down.from(20, 25), 45);
        assert_eq!(Move::from_key("a", false), None);
        assert_eq!(digit_of_key("7", 9), Some(7));
        assert_eq!(digit_of_key("Delete", 9), Some(0));
        assert_eq!(digit_of_key("0", 9), Some(0));
        assert_eq!(digit_of_key("x", 9), None);
        assert_eq!(digit_of_key("10", 9), None);
        assert_eq!(digit_of_key("5", 4), None, "past a 4x4's digits");
        assert_eq!(digit_of_key("g", 16), Some(16));
        assert_eq!(
            digit_of_key("h", 16),
            None,
            "h stays the hint key on a 16x16"
        );
        assert_eq!(digit_of_key("P", 25), Some(25));
    }
}

//! The board's keyboard: arrow, Home and End moves of the focus, and the
//! keys that type or clear a digit.

use sudoku_engine::units::{col_of, row_of};

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

    /// The cell reached from `cell`; edges stop the move.
    pub fn from(self, cell: usize) -> usize {
        let (row, col) = (row_of(cell), col_of(cell));
        let (row, col) = match self {
            Move::Up => (row.saturating_sub(1), col),
            Move::Down => ((row + 1).min(8), col),
            Move::Left => (row, col.saturating_sub(1)),
            Move::Right => (row, (col + 1).min(8)),
            Move::RowStart => (row, 0),
            Move::RowEnd => (row, 8),
            Move::First => (0, 0),
            Move::Last => (8, 8),
        };
        row * 9 + col
    }
}

/// The digit a key types: `Some(1..=9)`, `Some(0)` for the keys that clear
/// (0, Backspace, Delete), `None` for other keys.
pub fn digit_of_key(key: &str) -> Option<u8> {
    match key {
        "Backspace" | "Delete" | "0" => Some(0),
        _ => match key.as_bytes() {
            [digit @ b'1'..=b'9'] => Some(digit - b'0'),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_move_within_the_board_and_type_digits() {
        assert_eq!(Move::from_key("ArrowRight", false).unwrap().from(2), 3);
        assert_eq!(Move::Right.from(8), 8, "the edge stops the move");
        assert_eq!(Move::Down.from(3), 12);
        assert_eq!(Move::Up.from(3), 3);
        assert_eq!(Move::Left.from(9), 9);
        assert_eq!(Move::from_key("End", false).unwrap().from(40), 44);
        assert_eq!(Move::from_key("Home", true).unwrap().from(40), 0);
        assert_eq!(Move::Last.from(0), 80);
        assert_eq!(Move::from_key("a", false), None);
        assert_eq!(digit_of_key("7"), Some(7));
        assert_eq!(digit_of_key("Delete"), Some(0));
        assert_eq!(digit_of_key("0"), Some(0));
        assert_eq!(digit_of_key("x"), None);
        assert_eq!(digit_of_key("10"), None);
    }
}

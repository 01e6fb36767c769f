//! sudokuwiki.org's board strings, read and written (see
//! ../shared/RATINGS.md; the forms were decoded from the site's example
//! links, there is no written spec):
//!
//! - 81 characters, a digit or `0`/`.` per cell (givens only);
//! - 162 characters, two base-32 digits per cell: `(candidate mask << 1) |
//!   clue flag`, digit d being bit d-1 (a clue's mask holds its digit);
//! - `S9B` and 162 characters, two base-36 digits per cell: 1-9 a clue,
//!   10-18 a solved digit (value - 9), 19 and above a candidate mask
//!   (value - 18).
//!
//! We write the `S9B` form (it keeps givens, entries and marks apart) for
//! the "Open in sudokuwiki.org" link.

use sudoku_engine::shape::{Shape, Sudoku, Values};

use super::codec::read_values;
use crate::board::Board;

/// The cells of the form: it holds a classic 9x9 only.
const CELLS: usize = 81;

/// A cell of the form by name: `r3c7`.
fn cell_name(cell: usize) -> String {
    Shape::classic().geometry().cell_name(cell)
}

/// The solver page a board string opens in.
pub const SOLVER_PAGE: &str = "https://www.sudokuwiki.org/sudoku.htm";

/// The `S9B` string of `board`: givens, entries and the shown candidates.
/// It reads back ([`read`]) to a board that shows the same: the same
/// givens, entries and candidates in every cell. A board with an empty cell
/// without candidates has no such string (the form has no value for it:
/// its 18 is a solved 9), so it is refused with the cell named.
pub fn to_s9b(board: &Board) -> Result<String, String> {
    if !board.shape().is_classic() {
        return Err(format!(
            "sudokuwiki.org's board string holds a classic 9x9 only, not a {}",
            board.shape().describe()
        ));
    }
    let mut text = String::from("S9B");
    for cell in 0..CELLS {
        let value = match (board.puzzle().givens().get(cell), board.entries().get(cell)) {
            (given, _) if given != 0 => u32::from(given),
            (_, entry) if entry != 0 => 9 + u32::from(entry),
            _ if board.candidates(cell) == 0 => {
                return Err(format!(
                    "{} has no candidates left, which sudokuwiki.org's board string cannot hold",
                    cell_name(cell)
                ))
            }
            _ => 18 + board.candidates(cell) as u32,
        };
        text.push(std::char::from_digit(value / 36, 36).expect("below 36"));
        text.push(std::char::from_digit(value % 36, 36).expect("below 36"));
    }
    Ok(text)
}

/// The "Open in sudokuwiki.org" link of `board`, when it has one.
pub fn link(board: &Board) -> Result<String, String> {
    to_s9b(board).map(|text| format!("{SOLVER_PAGE}?bd={text}"))
}

/// True when `text` has the shape of a sudokuwiki board string (162
/// letters and digits, or `S9B` and 162).
pub fn looks_like(text: &str) -> bool {
    let text = text.trim();
    let body = text.strip_prefix("S9B").unwrap_or(text);
    body.len() == 2 * CELLS && body.chars().all(|c| c.is_ascii_alphanumeric())
}

/// The board string in pasted text: a sudokuwiki.org link's `bd=` value,
/// or a bare string of the 162-character forms (81 digits are left to the
/// puzzle parser, which reads them the same).
pub fn board_in(text: &str) -> Option<&str> {
    let text = text.trim();
    if text.contains("sudokuwiki.org") {
        let start = text.find("bd=")? + 3;
        let rest = &text[start..];
        return Some(rest.split(['&', '#']).next().unwrap_or(rest));
    }
    (looks_like(text) || text.starts_with("S9B")).then_some(text)
}

/// A board from any of the three forms; the error names the cell.
pub fn read(text: &str) -> Result<Board, String> {
    let text = text.trim();
    if let Some(body) = text.strip_prefix("S9B") {
        return read_pairs(body, 36, s9b_cell);
    }
    if text.chars().count() == 2 * CELLS {
        return read_pairs(text, 32, base32_cell);
    }
    let givens = read_values(text, 9).map_err(|why| {
        format!("expected 81 digits with 0 for empty cells, or a 162-character board: {why}")
    })?;
    classic(givens).map(Board::new)
}

/// The classic 9x9 with `givens`, or the rule they break.
fn classic(givens: Values) -> Result<Sudoku, String> {
    Sudoku::new(Shape::classic(), givens).map_err(|error| error.to_string())
}

/// One cell: its given, its entry, or its candidates.
enum Cell {
    Given(u8),
    Entry(u8),
    /// Bit `d - 1` for digit `d`.
    Marks(u64),
}

fn s9b_cell(value: u32) -> Option<Cell> {
    match value {
        1..=9 => Some(Cell::Given(value as u8)),
        10..=18 => Some(Cell::Entry((value - 9) as u8)),
        19..=529 => Some(Cell::Marks(u64::from(value - 18))),
        _ => None,
    }
}

fn base32_cell(value: u32) -> Option<Cell> {
    let mask = u64::from((value >> 1) & 0x1ff);
    if value >= 1024 || mask == 0 {
        return None;
    }
    match (value & 1 == 1, mask.is_power_of_two()) {
        (true, true) => Some(Cell::Given(mask.trailing_zeros() as u8 + 1)),
        (true, false) => None,
        (false, _) => Some(Cell::Marks(mask)),
    }
}

fn read_pairs(body: &str, radix: u32, cell_of: fn(u32) -> Option<Cell>) -> Result<Board, String> {
    let chars: Vec<char> = body.chars().collect();
    if chars.len() != 2 * CELLS {
        return Err(format!(
            "{} characters instead of {}",
            chars.len(),
            2 * CELLS
        ));
    }
    let mut givens = Values::empty(9);
    let mut entries = Values::empty(9);
    let mut notes = [0u64; CELLS];
    for cell in 0..CELLS {
        let pair = &chars[2 * cell..2 * cell + 2];
        let value = pair
            .iter()
            .map(|c| c.to_digit(radix))
            .try_fold(0, |sum, digit| digit.map(|d| sum * radix + d));
        let decoded = value.and_then(cell_of).ok_or_else(|| {
            format!(
                "'{}{}' at {} (characters {}-{}) is not a cell",
                pair[0],
                pair[1],
                cell_name(cell),
                2 * cell + 1,
                2 * cell + 2
            )
        })?;
        match decoded {
            Cell::Given(digit) => givens.set(cell, digit),
            Cell::Entry(digit) => entries.set(cell, digit),
            Cell::Marks(marks) => notes[cell] = marks,
        }
    }
    let board = Board::with_entries(classic(givens)?, &entries);
    // Marks are kept as they are, even one that a filled peer rules out (the
    // person's own, as on paper); marks equal to the computed ones everywhere
    // are not the person's own.
    let has_marks = (0..CELLS)
        .filter(|&cell| board.digit(cell) == 0)
        .any(|cell| notes[cell] != board.computed_candidates(cell));
    Ok(board.with_notes(has_marks.then(|| notes.to_vec())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::wiki;

    #[test]
    fn s9b_round_trips_givens_entries_and_marks() {
        let board = Board::new(wiki())
            .enter(2, 4)
            .unwrap()
            .toggle_mark(3, 6)
            .unwrap();
        let text = to_s9b(&board).unwrap();
        assert_eq!(text.len(), 3 + 162);
        assert!(text.starts_with("S9B05030d"), "{text}");
        assert_eq!(read(&text).unwrap(), board);
        assert!(looks_like(&text));
        assert_eq!(
            board_in(&format!("  {}#x ", link(&board).unwrap())),
            Some(text.as_str())
        );
        assert_eq!(board_in(&text), Some(text.as_str()));
        assert_eq!(
            board_in(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            ),
            None
        );
        assert!(link(&board)
            .unwrap()
            .starts_with("https://www.sudokuwiki.org/sudoku.htm?bd=S9B"));
    }

    #[test]
    fn a_cell_without_candidates_is_refused_not_written_as_a_nine() {
        // The audit's board: givens 12345678. then blanks, 9 entered at r2c9.
        let givens = format!("12345678.{}", ".".repeat(72));
        let board = Board::new(crate::board::read_puzzle(&givens).unwrap())
            .enter(17, 9)
            .unwrap();
        assert_eq!(
            to_s9b(&board).unwrap_err(),
            "r1c9 has no candidates left, which sudokuwiki.org's board string cannot hold"
        );
    }

    #[test]
    fn imported_marks_are_kept_even_where_a_peer_rules_them_out() {
        // r1c3 keeps 5 among its marks though r1c1 holds 5.
        let board = Board::new(wiki());
        let mut text = to_s9b(&board).unwrap();
        let marks = board.candidates(2) | (1 << 4);
        let value = 18 + marks as u32;
        let pair: String = [value / 36, value % 36]
            .iter()
            .map(|&d| std::char::from_digit(d, 36).unwrap())
            .collect();
        text.replace_range(3 + 4..3 + 6, &pair);
        let read_back = read(&text).unwrap();
        assert!(
            read_back.candidates(2) & (1 << 4) != 0,
            "the person's mark stays"
        );
        assert_eq!(to_s9b(&read_back).unwrap(), text);
    }

    #[test]
    fn the_base32_form_reads_clues_and_candidates() {
        // r1c1 a clue 5 (mask 16 << 1 | 1 = 33 = "11"), the rest all candidates (511 << 1 = "vu").
        let text = format!("11{}", "vu".repeat(80));
        let board = read(&text).unwrap();
        assert_eq!(board.puzzle().givens().get(0), 5);
        assert_eq!(
            board.candidates(1).count_ones(),
            9,
            "the marks are kept as written, 5 too"
        );
        let broken = format!("11zz{}", "vu".repeat(79));
        assert_eq!(
            read(&broken).unwrap_err(),
            "'zz' at r1c2 (characters 3-4) is not a cell"
        );
        assert_eq!(read("S9B12").unwrap_err(), "2 characters instead of 162");
    }
}

//! A puzzle of any shape in a message (`#[serde(with = "wire_sudoku")]`):
//! a classic 9x9 as the engine's [`Puzzle`] (pencil marks and all), any
//! other shape, or a puzzle with a title, rules text or figures, as its
//! one-line text ([`write_sudoku`]), read back by
//! [`read_line`] to the same puzzle.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sudoku_engine::format::shaped::{read_line, write_sudoku, ShapeOptions};
use sudoku_engine::shape::Sudoku;
use sudoku_engine::Puzzle;

#[derive(Serialize, Deserialize)]
enum Wire {
    Classic(Puzzle),
    Shaped(String),
}

pub fn serialize<S: Serializer>(sudoku: &Sudoku, serializer: S) -> Result<S::Ok, S::Error> {
    // A classic puzzle's title, rules text and figures go in its text.
    match sudoku.to_classic().filter(|_| sudoku.about().is_none()) {
        Some(puzzle) => Wire::Classic(puzzle),
        None => Wire::Shaped(write_sudoku(sudoku)),
    }
    .serialize(serializer)
}

pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Sudoku, D::Error> {
    match Wire::deserialize(deserializer)? {
        Wire::Classic(puzzle) => Ok(puzzle.into()),
        Wire::Shaped(text) => read_line(1, &text, &ShapeOptions::default())
            .map(|read| read.sudoku)
            .map_err(|error| D::Error::custom(format!("unreadable puzzle: {error}"))),
    }
}

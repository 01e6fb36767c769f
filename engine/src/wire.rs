//! Serde forms of the engine's core types, behind the `serde` feature: what
//! crosses a worker boundary or a JSON file. A [`Grid`] travels as its
//! 81-character line (`.` for empty), a [`Digits`] set as its 9-bit mask;
//! a [`Sudoku`] of the classic 9x9 as its [`Puzzle`] (pencil marks and
//! all), any other, or one with a title, rules text or figures, as its
//! one-line text ([`write_sudoku`]), read back to the same puzzle; a
//! [`Shape`] as its empty puzzle. Anything else is refused with a message
//! that says what was expected.

use serde::de::{self, Deserializer, Error as _, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use crate::digits::Digits;
use crate::format::shaped::{read_line as read_sudoku_line, write_sudoku, ShapeOptions};
use crate::grid::Grid;
use crate::logic::CellSet;
use crate::puzzle::Puzzle;
use crate::shape::symbols::Alphabet;
use crate::shape::{Shape, Sudoku, Values, MAX_SIZE, MIN_SIZE};
use crate::units::CELLS;

impl Serialize for Grid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Grid {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Grid, D::Error> {
        struct Line;
        impl Visitor<'_> for Line {
            type Value = Grid;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(f, "a grid of {CELLS} characters, 1-9 or '.'")
            }
            fn visit_str<E: de::Error>(self, line: &str) -> Result<Grid, E> {
                read_line(line).ok_or_else(|| E::invalid_value(de::Unexpected::Str(line), &self))
            }
        }
        deserializer.deserialize_str(Line)
    }
}

/// Reads exactly 81 characters of `1`-`9` and `.`.
fn read_line(line: &str) -> Option<Grid> {
    let bytes = line.as_bytes();
    if bytes.len() != CELLS {
        return None;
    }
    let mut cells = [0u8; CELLS];
    for (cell, &byte) in cells.iter_mut().zip(bytes) {
        *cell = match byte {
            b'.' => 0,
            b'1'..=b'9' => byte - b'0',
            _ => return None,
        };
    }
    Grid::from_cells(cells)
}

/// A grid of any size travels as its line of N² symbols
/// ([`Alphabet::Standard`], `.` for empty): a 9x9 exactly as a [`Grid`].
impl Serialize for Values {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Values {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Values, D::Error> {
        struct Line;
        impl Visitor<'_> for Line {
            type Value = Values;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(
                    f,
                    "a grid of N² characters (N from {MIN_SIZE} to {MAX_SIZE}), digits 1-9 then letters, or '.'"
                )
            }
            fn visit_str<E: de::Error>(self, line: &str) -> Result<Values, E> {
                read_values(line).ok_or_else(|| E::invalid_value(de::Unexpected::Str(line), &self))
            }
        }
        deserializer.deserialize_str(Line)
    }
}

/// Reads a line of N² symbols of [`Alphabet::Standard`].
fn read_values(line: &str) -> Option<Values> {
    let symbols: Vec<char> = line.chars().collect();
    let size = (MIN_SIZE..=MAX_SIZE).find(|size| size * size == symbols.len())?;
    let cells = symbols
        .iter()
        .map(|&symbol| Alphabet::Standard.value(symbol, size))
        .collect::<Option<Vec<u8>>>()?;
    Values::from_cells(size, cells)
}

impl Serialize for Digits {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.bits())
    }
}

impl<'de> Deserialize<'de> for Digits {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Digits, D::Error> {
        let bits = u16::deserialize(deserializer)?;
        if bits > Digits::ALL.bits() {
            return Err(de::Error::custom(format!(
                "a digit set is a 9-bit mask, not {bits}"
            )));
        }
        Ok(Digits::from_bits(bits))
    }
}

/// A cell set travels as its cells' numbers (0-80), ascending.
impl Serialize for CellSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CellSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CellSet, D::Error> {
        let cells = Vec::<usize>::deserialize(deserializer)?;
        match cells.iter().find(|&&cell| cell >= CELLS) {
            Some(cell) => Err(de::Error::custom(format!("a cell is 0-80, not {cell}"))),
            None => Ok(cells.into_iter().collect()),
        }
    }
}

/// A puzzle on the wire: its givens, and its pencil marks when it has them.
#[derive(Serialize, Deserialize)]
struct PuzzleForm {
    givens: Grid,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    marks: Option<Vec<Digits>>,
}

impl Serialize for Puzzle {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PuzzleForm {
            givens: *self.givens(),
            marks: self.marks().map(|marks| marks.to_vec()),
        }
        .serialize(serializer)
    }
}

/// Checked like any puzzle: duplicate givens, empty marks or marks that
/// contradict the givens are refused.
impl<'de> Deserialize<'de> for Puzzle {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Puzzle, D::Error> {
        let form = PuzzleForm::deserialize(deserializer)?;
        let puzzle = match form.marks {
            None => Puzzle::new(form.givens),
            Some(marks) => {
                let marks: [Digits; CELLS] = marks.try_into().map_err(|marks: Vec<Digits>| {
                    de::Error::custom(format!("{} pencil-mark sets, not {CELLS}", marks.len()))
                })?;
                let from_marks = Puzzle::from_marks(marks).map_err(de::Error::custom)?;
                if from_marks.givens() != &form.givens {
                    return Err(de::Error::custom("the pencil marks contradict the givens"));
                }
                Ok(from_marks)
            }
        };
        puzzle.map_err(de::Error::custom)
    }
}

#[derive(Serialize, Deserialize)]
enum Wire {
    Classic(Puzzle),
    Shaped(String),
}

impl Serialize for Sudoku {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // A classic puzzle's title, rules text and figures go in its text.
        match self.to_classic().filter(|_| self.about().is_none()) {
            Some(puzzle) => Wire::Classic(puzzle),
            None => Wire::Shaped(write_sudoku(self)),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Sudoku {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Sudoku, D::Error> {
        match Wire::deserialize(deserializer)? {
            Wire::Classic(puzzle) => Ok(Sudoku::from_classic(&puzzle)),
            Wire::Shaped(text) => read_sudoku_line(1, &text, &ShapeOptions::default())
                .map(|read| read.sudoku)
                .map_err(|error| D::Error::custom(format!("unreadable puzzle: {error}"))),
        }
    }
}

impl Serialize for Shape {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Sudoku::new(self.clone(), Values::empty(self.size()))
            .expect("an empty grid keeps every rule")
            .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Shape {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Shape, D::Error> {
        Ok(Sudoku::deserialize(deserializer)?.shape().clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_travel_as_their_line_and_refuse_anything_else() {
        let line = format!("5{}", ".".repeat(80));
        let grid: Grid = serde_json::from_str(&format!("\"{line}\"")).unwrap();
        assert_eq!(grid.get(0), 5);
        assert_eq!(serde_json::to_string(&grid).unwrap(), format!("\"{line}\""));
        for bad in [".".repeat(80), "0".repeat(81), "é".repeat(81)] {
            assert!(
                serde_json::from_str::<Grid>(&format!("\"{bad}\"")).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn puzzles_travel_with_their_marks_and_are_checked_on_arrival() {
        let puzzle = crate::format::parse_puzzle(&format!("12{}", ".".repeat(79))).unwrap();
        let json = serde_json::to_string(&puzzle).unwrap();
        assert_eq!(serde_json::from_str::<Puzzle>(&json).unwrap(), puzzle);
        let duplicate = json.replacen("12", "11", 1);
        let error = serde_json::from_str::<Puzzle>(&duplicate).unwrap_err();
        assert!(error.to_string().contains("duplicate given"), "{error}");

        let mut marks = [Digits::ALL; CELLS];
        marks[0] = Digits::single(4);
        marks[5] = [3, 7].into_iter().collect();
        let marked = Puzzle::from_marks(marks).unwrap();
        let json = serde_json::to_string(&marked).unwrap();
        assert_eq!(serde_json::from_str::<Puzzle>(&json).unwrap(), marked);
        let contradicting = json.replacen("4", "5", 1);
        assert!(serde_json::from_str::<Puzzle>(&contradicting).is_err());
    }

    #[test]
    fn steps_travel_with_their_chains() {
        let board = crate::logic::Board::new(
            &crate::format::parse_puzzle(&format!("12{}", ".".repeat(79))).unwrap(),
        );
        let mut step = crate::logic::Step::new(crate::logic::Technique::XCycle).eliminate_in(
            &board,
            CellSet::single(9),
            3,
        );
        step.highlights.chains.push(crate::logic::Chain::through(&[
            crate::logic::Node::candidate(5, 3, true),
            crate::logic::Node::candidate(6, 3, false),
        ]));
        let json = serde_json::to_string(&step).unwrap();
        assert!(json.contains("\"cells\":[5]"), "{json}");
        assert_eq!(
            serde_json::from_str::<crate::logic::Step>(&json).unwrap(),
            step
        );
        assert!(serde_json::from_str::<CellSet>("[81]").is_err());
    }

    #[test]
    fn digit_sets_travel_as_masks() {
        let set: Digits = [1, 9].into_iter().collect();
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, "257");
        assert_eq!(serde_json::from_str::<Digits>(&json).unwrap(), set);
        assert!(serde_json::from_str::<Digits>("512").is_err());
    }

    #[test]
    fn puzzles_and_shapes_of_every_kind_come_back_as_they_went() {
        let killer = format!("{};cage=10:0.1.2", ".".repeat(81));
        for text in [
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            &killer,
        ] {
            let sudoku = read_sudoku_line(1, text, &ShapeOptions::default())
                .unwrap()
                .sudoku;
            let json = serde_json::to_string(&sudoku).unwrap();
            assert_eq!(serde_json::from_str::<Sudoku>(&json).unwrap(), sudoku);
            let shape = serde_json::to_string(sudoku.shape()).unwrap();
            assert_eq!(
                &serde_json::from_str::<Shape>(&shape).unwrap(),
                sudoku.shape()
            );
        }
    }
}

//! [`Pattern`]: the cells a person wants given, and the filling of such a
//! pattern with the digits of a solution grid.
//!
//! The givens are fixed by the pattern, so nothing is dug: a try takes a new
//! solution grid, keeps its digits in the pattern's cells, and succeeds when
//! that puzzle has exactly one solution. Sparse patterns rarely do (under 17
//! cells never: McGuire, Tugemann and Civario 2012), so the generator counts
//! tries against a limit and says so when it gives up.

use std::fmt;
use std::str::FromStr;

use crate::exact::fast::count_solutions;
use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::units::{cell_name, CELLS};

/// A set of cells to give.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pattern {
    cells: [bool; CELLS],
}

/// Why a text is not a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatternError {
    /// A character that is neither a given mark nor an empty mark.
    BadCharacter { found: char, cell: usize },
    /// Not 81 cells (layout characters not counted).
    WrongLength { cells: usize },
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatternError::BadCharacter { found, cell } => write!(
                f,
                "pattern: '{found}' at {} is not a cell mark (given: x, X, *, # or 1-9; empty: ., 0, - or _)",
                cell_name(*cell)
            ),
            PatternError::WrongLength { cells } => {
                write!(f, "pattern: {cells} cells, expected {CELLS}")
            }
        }
    }
}

impl std::error::Error for PatternError {}

impl Pattern {
    /// The pattern of the given cells of `givens`.
    #[cfg(test)]
    pub(crate) fn of(givens: &Grid) -> Pattern {
        Pattern {
            cells: std::array::from_fn(|cell| givens.get(cell) != 0),
        }
    }

    /// Whether `cell` is given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.cells[cell]
    }

    /// Number of given cells.
    pub fn count(&self) -> usize {
        self.cells.iter().filter(|&&given| given).count()
    }

    /// The puzzle of `solution`'s digits in the pattern's cells.
    pub(crate) fn apply(&self, solution: &Grid) -> Grid {
        let mut givens = Grid::EMPTY;
        for cell in (0..CELLS).filter(|&cell| self.cells[cell]) {
            givens.set(cell, solution.get(cell));
        }
        givens
    }

    /// The puzzle of `solution` on this pattern when it has exactly one
    /// solution.
    pub(crate) fn fill(&self, solution: &Grid) -> Option<Grid> {
        let givens = self.apply(solution);
        let puzzle = Puzzle::new(givens).ok()?;
        (count_solutions(&puzzle, 2) == 1).then_some(givens)
    }
}

impl FromStr for Pattern {
    type Err = PatternError;

    /// 81 cell marks in reading order; whitespace and the grid drawing
    /// characters `|`, `+` and `=` between them are skipped, so a pattern can
    /// be written on one line or as nine.
    fn from_str(text: &str) -> Result<Pattern, PatternError> {
        let mut cells = [false; CELLS];
        let mut count = 0;
        for found in text.chars() {
            if found.is_whitespace() || matches!(found, '|' | '+' | '=') {
                continue;
            }
            let given = match found {
                'x' | 'X' | '*' | '#' | '1'..='9' => true,
                '.' | '0' | '-' | '_' => false,
                _ => {
                    return Err(PatternError::BadCharacter {
                        found,
                        cell: count.min(CELLS - 1),
                    })
                }
            };
            if count < CELLS {
                cells[count] = given;
            }
            count += 1;
        }
        if count != CELLS {
            return Err(PatternError::WrongLength { cells: count });
        }
        Ok(Pattern { cells })
    }
}

/// The 81 marks, `x` for given and `.` for empty.
impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let marks: String = self
            .cells
            .iter()
            .map(|&given| if given { 'x' } else { '.' })
            .collect();
        f.write_str(&marks)
    }
}

impl fmt::Debug for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pattern({self})")
    }
}

/// A pattern travels as its 81 marks (`x` given, `.` empty).
#[cfg(feature = "serde")]
impl serde::Serialize for Pattern {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Pattern {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Pattern, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    const WIKIPEDIA: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn a_puzzles_pattern_reads_back_and_refills_from_its_solution() {
        let puzzle = parse_puzzle(WIKIPEDIA).unwrap();
        let pattern: Pattern = WIKIPEDIA.parse().unwrap();
        assert_eq!(pattern, Pattern::of(puzzle.givens()));
        assert_eq!(pattern.count(), 30);
        assert_eq!(pattern.to_string().parse::<Pattern>(), Ok(pattern));
        let solution = crate::exact::fast::find_solutions(&puzzle, 1)[0];
        assert_eq!(pattern.fill(&solution), Some(*puzzle.givens()));
    }

    #[test]
    fn bad_patterns_say_what_and_where() {
        let nine_lines = "x........\n".repeat(9);
        assert_eq!(nine_lines.parse::<Pattern>().unwrap().count(), 9);
        let error = "x".repeat(80).parse::<Pattern>().unwrap_err();
        assert_eq!(error.to_string(), "pattern: 80 cells, expected 81");
        let mut text = ".".repeat(81);
        text.replace_range(10..11, "?");
        let error = text.parse::<Pattern>().unwrap_err();
        assert_eq!(
            error,
            PatternError::BadCharacter {
                found: '?',
                cell: 10
            }
        );
        assert!(error.to_string().contains("r2c2"));
    }

    #[test]
    fn a_pattern_too_sparse_for_one_solution_never_fills() {
        let pattern: Pattern = format!("{}{}", "x".repeat(9), ".".repeat(72))
            .parse()
            .unwrap();
        let solution =
            crate::generate::solution::random_grid(&mut crate::generate::MetaRng::new(4));
        assert_eq!(pattern.apply(&solution).filled(), 9);
        assert_eq!(pattern.fill(&solution), None);
    }
}

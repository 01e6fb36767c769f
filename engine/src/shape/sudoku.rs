//! [`Sudoku`]: a puzzle of any shape — a shape and givens that break none
//! of its rules, with what its setter says about it ([`About`]) — and the
//! check that a grid solves it.

use std::fmt;
use std::sync::Arc;

use super::{About, Shape, Values};
use crate::digits::Digits;
use crate::puzzle::Puzzle;

/// A puzzle of any shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sudoku {
    shape: Shape,
    givens: Values,
    /// The digits each cell may take when pencil marks narrow them: bit
    /// `d - 1` for digit `d`.
    marks: Option<Arc<[u64]>>,
    /// The title, rules in words and figures its setter gave it, when any.
    about: Option<Arc<About>>,
}

/// Why givens do not make a puzzle of a shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    /// The givens are for another size.
    WrongSize { shape: usize, givens: usize },
    /// A digit twice in a house or a group (`place`: "row 3", "cage 2").
    Repeated {
        digit: u8,
        first: String,
        second: String,
        place: String,
    },
    /// Two related cells whose digits break the relation.
    Related {
        first: String,
        second: String,
        rule: String,
    },
    /// A given a rule does not allow in its cell (an odd cell's 4).
    Narrowed { cell: String, digit: u8 },
    /// The givens fill an arrow or a little killer to another total.
    WeightedSum { place: String },
    /// The givens fill a sequence (a sandwich, a between line...) that
    /// breaks its rule.
    Sequence { place: String },
    /// Pencil marks leave a cell no digit.
    NoCandidate { cell: String },
    /// Pencil marks for another number of cells.
    MarksCount { found: usize, cells: usize },
    /// A cage's givens already exceed its sum, or fill it to another sum.
    CageSum {
        place: String,
        sum: u32,
        givens: u32,
    },
}

impl fmt::Display for SudokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SudokuError::WrongSize { shape, givens } => write!(
                f,
                "the givens are for a {givens}x{givens} grid, the shape is {shape}x{shape}"
            ),
            SudokuError::Repeated {
                digit,
                first,
                second,
                place,
            } => write!(
                f,
                "duplicate given: digit {digit} appears twice in {place}: {first} and {second}"
            ),
            SudokuError::Related {
                first,
                second,
                rule,
            } => write!(f, "the givens at {first} and {second} must hold {rule}"),
            SudokuError::Narrowed { cell, digit } => {
                write!(
                    f,
                    "the given {digit} at {cell} is not allowed there by its rule"
                )
            }
            SudokuError::WeightedSum { place } => {
                write!(f, "the givens of {place} do not add up")
            }
            SudokuError::Sequence { place } => {
                write!(f, "the givens of {place} break its rule")
            }
            SudokuError::NoCandidate { cell } => {
                write!(f, "the pencil marks leave {cell} no digit")
            }
            SudokuError::MarksCount { found, cells } => {
                write!(
                    f,
                    "found pencil marks for {found} cells, the grid has {cells}"
                )
            }
            SudokuError::CageSum { place, sum, givens } => {
                write!(
                    f,
                    "the givens of {place} add up to {givens}, its sum is {sum}"
                )
            }
        }
    }
}

impl std::error::Error for SudokuError {}

impl Sudoku {
    /// The puzzle of `shape` with `givens`, checked against every rule.
    pub fn new(shape: Shape, givens: Values) -> Result<Sudoku, SudokuError> {
        if givens.size() != shape.size() {
            return Err(SudokuError::WrongSize {
                shape: shape.size(),
                givens: givens.size(),
            });
        }
        check(&shape, &givens)?;
        Ok(Sudoku {
            shape,
            givens,
            marks: None,
            about: None,
        })
    }

    /// The puzzle of `shape` whose cells may take only their `marks` (one
    /// set a cell, bit `d - 1` for digit `d`): a cell with one candidate is
    /// a given, and the givens are checked against every rule.
    pub fn from_marks(shape: Shape, marks: &[u64]) -> Result<Sudoku, SudokuError> {
        let cells = shape.cells();
        if marks.len() != cells {
            return Err(SudokuError::MarksCount {
                found: marks.len(),
                cells,
            });
        }
        let all = (1u64 << shape.size()) - 1;
        let mut givens = Values::empty(shape.size());
        for (cell, &set) in marks.iter().enumerate() {
            match (set & all).count_ones() {
                0 => {
                    return Err(SudokuError::NoCandidate {
                        cell: shape.geometry().cell_name(cell),
                    })
                }
                1 => givens.set(cell, (set & all).trailing_zeros() as u8 + 1),
                _ => {}
            }
        }
        let narrowed = marks.iter().any(|&set| set & all != all);
        let sudoku = Sudoku::new(shape, givens)?;
        Ok(Sudoku {
            marks: narrowed.then(|| marks.iter().map(|&set| set & all).collect()),
            ..sudoku
        })
    }

    /// The pencil marks the puzzle was made from (bit `d - 1` for digit
    /// `d`, a given's set its digit), when it has them.
    pub fn marks(&self) -> Option<&[u64]> {
        self.marks.as_deref()
    }

    /// The classic puzzle as a Sudoku of the classic shape, with its
    /// pencil marks.
    pub(crate) fn from_classic(puzzle: &Puzzle) -> Sudoku {
        let marks = puzzle.marks().map(|marks| {
            marks
                .iter()
                .map(|digits| u64::from(digits.bits()))
                .collect()
        });
        Sudoku {
            shape: Shape::classic(),
            givens: puzzle.givens().to_values(),
            marks,
            about: None,
        }
    }

    /// What the setter says about the puzzle and draws beside its rules.
    pub fn about(&self) -> Option<&About> {
        self.about.as_deref()
    }

    /// The same puzzle with `about` (none when it is empty).
    pub fn with_about(self, about: About) -> Sudoku {
        Sudoku {
            about: (!about.is_empty()).then(|| Arc::new(about)),
            ..self
        }
    }

    /// The same givens and pencil marks under `shape` (its size), checked
    /// against its rules.
    pub fn with_shape(self, shape: Shape) -> Result<Sudoku, SudokuError> {
        let (marks, about) = (self.marks, self.about);
        Sudoku::new(shape, self.givens).map(|sudoku| Sudoku {
            marks,
            about,
            ..sudoku
        })
    }

    /// The classic puzzle, when the shape is the classic 9x9.
    pub(crate) fn to_classic(&self) -> Option<Puzzle> {
        if !self.shape.is_classic() {
            return None;
        }
        let givens = self.givens.to_classic()?;
        match &self.marks {
            // A Sudoku's givens break no rule: checked when it was made.
            None => Some(Puzzle::from_valid(givens)),
            Some(_) => {
                let marks = std::array::from_fn(|cell| match givens.get(cell) {
                    0 => Digits::from_bits(self.allowed(cell) as u16),
                    digit => Digits::single(digit),
                });
                Puzzle::from_marks(marks).ok()
            }
        }
    }

    /// The digits `cell` may take before any reasoning (bit `d - 1` for
    /// digit `d`): all of them unless pencil marks or a rule (odd, even)
    /// narrow them.
    pub fn allowed(&self, cell: usize) -> u64 {
        let all = (1u64 << self.shape.size()) - 1;
        let ruled = self
            .shape
            .constraints()
            .allowed
            .get(cell)
            .map_or(all, |&digits| digits);
        self.marks.as_ref().map_or(all, |marks| marks[cell] & all) & ruled
    }

    /// The same puzzle with `digit` ruled out of `cell` (a mark): a
    /// solution of it is a solution of this puzzle that does not put
    /// `digit` there.
    pub fn excluding(&self, cell: usize, digit: u8) -> Sudoku {
        let cells = self.shape.cells();
        let mut marks: Vec<u64> = (0..cells).map(|c| self.allowed(c)).collect();
        marks[cell] &= !(1 << (digit - 1));
        Sudoku {
            shape: self.shape.clone(),
            givens: self.givens.clone(),
            marks: Some(marks.into()),
            about: self.about.clone(),
        }
    }

    /// The same puzzle with `digit` given at `cell`, its pencil marks
    /// kept: a solution of it is a solution of this puzzle that puts
    /// `digit` there. `None` when that given breaks a rule or a mark.
    pub fn placing(&self, cell: usize, digit: u8) -> Option<Sudoku> {
        if self.allowed(cell) & 1 << (digit - 1) == 0 {
            return None;
        }
        let mut givens = self.givens.clone();
        givens.set(cell, digit);
        let placed = Sudoku::new(self.shape.clone(), givens).ok()?;
        Some(Sudoku {
            marks: self.marks.clone(),
            about: self.about.clone(),
            ..placed
        })
    }

    /// True when pencil marks narrow some cell.
    pub fn has_marks(&self) -> bool {
        self.marks.is_some()
    }

    /// True when pencil marks or a rule narrow some cell's digits.
    pub fn narrows_cells(&self) -> bool {
        self.marks.is_some() || !self.shape.constraints().allowed.is_empty()
    }

    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    pub fn givens(&self) -> &Values {
        &self.givens
    }

    /// True when `grid` is full, keeps the givens and breaks no rule (on
    /// the classic 9x9, checked on its bit sets).
    pub fn is_solved_by(&self, grid: &Values) -> bool {
        if let (Some(puzzle), Some(classic)) = (self.to_classic(), grid.to_classic()) {
            return puzzle.is_solved_by(&classic);
        }
        grid.size() == self.shape.size()
            && grid.is_full()
            && grid.keeps(&self.givens)
            && (0..grid.cells().len())
                .all(|cell| self.allowed(cell) >> (grid.get(cell) - 1) & 1 == 1)
            && check(&self.shape, grid).is_ok()
    }
}

/// The first rule the digits of `values` break (empty cells break none).
pub fn check(shape: &Shape, values: &Values) -> Result<(), SudokuError> {
    let constraints = shape.constraints();
    let geometry = shape.geometry();
    let name = |cell: u16| geometry.cell_name(usize::from(cell));
    let repeated = |cells: &[u16], place: &str| -> Result<(), SudokuError> {
        // Digits seen so far, bit `d - 1` for `d` (N is at most 36).
        let mut seen = 0u64;
        for (index, &cell) in cells.iter().enumerate() {
            let digit = values.get(usize::from(cell));
            if digit == 0 {
                continue;
            }
            let bit = 1u64 << (digit - 1);
            if seen & bit != 0 {
                let first = cells[..index]
                    .iter()
                    .copied()
                    .find(|&other| values.get(usize::from(other)) == digit)
                    .expect("seen before");
                return Err(SudokuError::Repeated {
                    digit,
                    first: name(first),
                    second: name(cell),
                    place: place.to_string(),
                });
            }
            seen |= bit;
        }
        Ok(())
    };
    for house in &constraints.houses {
        repeated(&house.cells, &house.name)?;
    }
    for group in &constraints.groups {
        repeated(&group.cells, &group.name)?;
        if let Some(sum) = group.sum {
            let digit = |cell: &u16| u32::from(values.get(usize::from(*cell)));
            let givens: u32 = group.cells.iter().map(digit).sum();
            let full = group.cells.iter().all(|cell| digit(cell) != 0);
            if givens > sum || (full && givens != sum) {
                return Err(SudokuError::CageSum {
                    place: group.name.clone(),
                    sum,
                    givens,
                });
            }
        }
    }
    for &(a, b, relation) in &constraints.pairs {
        let (x, y) = (values.get(usize::from(a)), values.get(usize::from(b)));
        if x != 0 && y != 0 && !relation.allows(x, y) {
            return Err(SudokuError::Related {
                first: name(a),
                second: name(b),
                rule: relation.words(),
            });
        }
    }
    for &(cell, digits) in &constraints.narrowed {
        let digit = values.get(usize::from(cell));
        if digit != 0 && digits >> (digit - 1) & 1 == 0 {
            return Err(SudokuError::Narrowed {
                cell: name(cell),
                digit,
            });
        }
    }
    for sum in &constraints.sums {
        let full = sum
            .terms
            .iter()
            .all(|&(cell, _)| values.get(usize::from(cell)) != 0);
        if full && !sum.holds(|cell| values.get(cell)) {
            return Err(SudokuError::WeightedSum {
                place: sum.name.clone(),
            });
        }
    }
    for sequence in &constraints.sequences {
        let full = sequence
            .cells
            .iter()
            .all(|&cell| values.get(usize::from(cell)) != 0);
        if full && !sequence.holds(|cell| values.get(cell)) {
            return Err(SudokuError::Sequence {
                place: sequence.name.clone(),
            });
        }
    }
    Ok(())
}

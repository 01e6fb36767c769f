//! `magic`: Alkallak's construction of a full grid from a magic square of
//! order 3 (2013, seed 000).
//!
//! Box 1 is the magic square. Box 2 is box 1 with its rows reordered
//! (row 3, row 1, row 2), box 3 the same applied to box 2. Boxes 4-6 are
//! boxes 1-3 with their columns shifted right (column 3, column 1, column 2),
//! boxes 7-9 the same boxes shifted left (column 2, column 3, column 1); boxes
//! are numbered row by row. Each of the 8 magic squares of order 3 gives a
//! valid grid, and every one of them has 1-9 at the box centres; from
//! 2 7 6 / 9 5 1 / 4 3 8 it is exactly the paper's Fig. 8.
//!
//! The paper's ten steps are one per box (after an empty start): one unit
//! of [`Engine::step`] work places one box, so a view can show the grid
//! growing box by box. The seed is unused: the construction has no chance
//! in it. It starts from nothing, so on a board with givens or pencil marks
//! the run ends at once with [`Outcome::NotApplicable`].

use crate::grid::Grid;
use crate::params::{ParamKind, ParamSpec, Params};
use crate::puzzle::Puzzle;
use crate::solver::{Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step};
use crate::stats::{StatSpec, Stats};
use crate::units::cell_at;

/// A 3x3 magic square, row by row, named by its first row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MagicSquare {
    pub name: &'static str,
    pub cells: [u8; 9],
}

/// The 8 magic squares of order 3 (the rotations and reflections of the
/// paper's Fig. 2), by name.
pub const SQUARES: [MagicSquare; 8] = [
    square("276", [2, 7, 6, 9, 5, 1, 4, 3, 8]),
    square("294", [2, 9, 4, 7, 5, 3, 6, 1, 8]),
    square("438", [4, 3, 8, 9, 5, 1, 2, 7, 6]),
    square("492", [4, 9, 2, 3, 5, 7, 8, 1, 6]),
    square("618", [6, 1, 8, 7, 5, 3, 2, 9, 4]),
    square("672", [6, 7, 2, 1, 5, 9, 8, 3, 4]),
    square("816", [8, 1, 6, 3, 5, 7, 4, 9, 2]),
    square("834", [8, 3, 4, 1, 5, 9, 6, 7, 2]),
];

const fn square(name: &'static str, cells: [u8; 9]) -> MagicSquare {
    MagicSquare { name, cells }
}

const NAMES: &[&str] = &["276", "294", "438", "492", "618", "672", "816", "834"];

/// The square called `name` (its first row, e.g. "276").
pub fn square_named(name: &str) -> Option<&'static MagicSquare> {
    SQUARES.iter().find(|square| square.name == name)
}

/// A box as nine digits, row by row.
type Block = [u8; 9];

/// Rows reordered (row 3, row 1, row 2).
fn rows_down(block: &Block) -> Block {
    std::array::from_fn(|i| block[((i / 3 + 2) % 3) * 3 + i % 3])
}

/// Columns reordered (column 3, column 1, column 2).
fn columns_right(block: &Block) -> Block {
    std::array::from_fn(|i| block[(i / 3) * 3 + (i % 3 + 2) % 3])
}

/// Columns reordered (column 2, column 3, column 1).
fn columns_left(block: &Block) -> Block {
    std::array::from_fn(|i| block[(i / 3) * 3 + (i % 3 + 1) % 3])
}

/// The nine boxes the paper builds from `square`, boxes numbered row by row.
pub fn magic_boxes(square: &MagicSquare) -> [Block; 9] {
    let first = square.cells;
    let second = rows_down(&first);
    let third = rows_down(&second);
    let top = [first, second, third];
    let mut boxes = [[0; 9]; 9];
    for (index, block) in top.iter().enumerate() {
        boxes[index] = *block;
        boxes[3 + index] = columns_right(block);
        boxes[6 + index] = columns_left(block);
    }
    boxes
}

/// The full grid the paper builds from `square`.
pub(crate) fn magic_grid(square: &MagicSquare) -> Grid {
    let mut grid = Grid::EMPTY;
    for (index, block) in magic_boxes(square).iter().enumerate() {
        place_box(&mut grid, index, block);
    }
    grid
}

fn place_box(grid: &mut Grid, index: usize, block: &Block) {
    for (offset, &digit) in block.iter().enumerate() {
        let row = (index / 3) * 3 + offset / 3;
        let col = (index % 3) * 3 + offset % 3;
        grid.set(cell_at(row, col), digit);
    }
}

/// The parameters of `magic`.
pub const PARAMS: &[ParamSpec] = &[ParamSpec {
    name: "square",
    summary: "the magic square of box 1, by its first row (the paper's Fig. 8 uses 2 7 6 / 9 5 1 / 4 3 8)",
    kind: ParamKind::Choice {
        default: "276",
        options: NAMES,
    },
}];

/// How long a viewer sees each box placed: the construction is nine steps,
/// worth watching rather than done in a millisecond.
pub const FRAME_MS: u32 = 150;

/// The `magic` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "magic",
    summary: "builds a full grid box by box from a magic square of order 3 by row and column shifts; ignores givens",
    source: "Alkallak 2013, Using Magic Square of Order 3 To Solve Sudoku Grid Problem (seed 000)",
    kind: EngineKind::Construction,
    params: PARAMS,
    presets: &[],
    stats: &[
        StatSpec::count("boxes", "Boxes placed", "boxes of the grid built so far, one per step of the paper").live(),
        StatSpec::text("square", "Magic square", "the magic square of box 1, by its first row"),
    ],
    shapes: Shapes::Classic,
    reports: Reports {
        frame_ms: Some(FRAME_MS),
        ..Reports::PLAIN
    },
};

/// Why the construction does not run on a board with givens.
pub const IGNORES_GIVENS: &str = "The magic-square construction builds a whole grid on an empty board and ignores givens and pencil marks: clear the board to run it.";

/// The `magic` engine: places the paper's boxes one per unit of work.
pub struct MagicEngine {
    square: &'static MagicSquare,
    boxes: [Block; 9],
    placed: usize,
    grid: Grid,
    applicable: bool,
}

impl MagicEngine {
    /// Prepares the construction; `puzzle` must be empty for it to apply.
    pub(crate) fn new(puzzle: &Puzzle, params: &Params, _seed: u64) -> MagicEngine {
        let square = square_named(params.choice("square")).unwrap_or(&SQUARES[0]);
        MagicEngine {
            square,
            boxes: magic_boxes(square),
            placed: 0,
            grid: Grid::EMPTY,
            applicable: puzzle.given_count() == 0 && puzzle.marks().is_none(),
        }
    }
}

impl Engine for MagicEngine {
    fn step(&mut self, budget: u64) -> Step {
        if !self.applicable {
            return Step::Finished(Outcome::NotApplicable {
                reason: IGNORES_GIVENS.to_string(),
            });
        }
        let boxes = (budget.min(9) as usize).min(9 - self.placed);
        for index in self.placed..self.placed + boxes {
            place_box(&mut self.grid, index, &self.boxes[index]);
        }
        self.placed += boxes;
        if self.placed == 9 {
            Step::Finished(Outcome::Solved(self.grid.to_values()))
        } else {
            Step::Running
        }
    }

    fn progress(&self) -> Progress {
        Progress::exact(self.placed as u64, self.grid.to_values())
    }

    fn stats(&self) -> Stats {
        Stats::new()
            .count("boxes", self.placed as u64)
            .text("square", self.square.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_moves_follow_the_paper() {
        let block = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        assert_eq!(rows_down(&block), [7, 8, 9, 1, 2, 3, 4, 5, 6]);
        assert_eq!(columns_right(&block), [3, 1, 2, 6, 4, 5, 9, 7, 8]);
        assert_eq!(columns_left(&block), [2, 3, 1, 5, 6, 4, 8, 9, 7]);
    }
}

//! The classic 9x9 for `anneal`, on fixed arrays: 3x3 boxes filled by
//! [`BoxLayout`], row and column digit counts kept up to date by each swap.

use crate::grid::Grid;
use crate::meta::reduce::{reduce, Reduced, Reduction, Space};
use crate::meta::rng::MetaRng;
use crate::puzzle::Puzzle;
use crate::shape::Values;
use crate::solver::Outcome;
use crate::units::{col_of, row_of, CELLS};

use super::boxes::BoxLayout;
use super::{Prepared, SwapGrid, SwapLayout};

/// What stays fixed during a classic run.
pub struct ClassicLayout {
    space: Space,
    boxes: BoxLayout,
    /// Candidates of each cell as bit masks, for the swap test.
    candidates: [u16; CELLS],
}

impl ClassicLayout {
    /// The search space of `puzzle` after `reduction`, or the outcome when
    /// the reduction decides the puzzle.
    pub(crate) fn prepare(puzzle: &Puzzle, reduction: Reduction) -> Prepared<ClassicLayout> {
        let space = match reduce(puzzle, reduction) {
            Reduced::Open(space) => space,
            Reduced::Solved(grid) => {
                return Prepared::Decided(Outcome::Solved(grid.to_values()), grid.to_values())
            }
            Reduced::Contradiction => {
                return Prepared::Decided(Outcome::NoSolution, puzzle.givens().to_values())
            }
        };
        let mut candidates = [0u16; CELLS];
        for (mask, set) in candidates.iter_mut().zip(space.candidates.iter()) {
            *mask = set.bits();
        }
        Prepared::Open {
            settled_by_singles: space.settled_beyond(puzzle),
            settled: space.settled.to_values(),
            layout: ClassicLayout {
                boxes: BoxLayout::new(&space),
                space,
                candidates,
            },
        }
    }
}

impl SwapLayout for ClassicLayout {
    fn open_count(&self) -> usize {
        self.boxes.open_count()
    }

    fn can_swap(&self) -> bool {
        !self.boxes.swappable().is_empty()
    }
}

/// A 9x9 grid with every box complete, and its row and column counts.
#[derive(Clone, Debug)]
pub struct ClassicGrid {
    cells: [u8; CELLS],
    /// `rows[r][d]`: how many times digit `d` appears in row `r`.
    rows: [[u8; 10]; 9],
    cols: [[u8; 10]; 9],
    /// Digits missing from rows plus digits missing from columns.
    cost: u32,
}

impl ClassicGrid {
    fn new(cells: [u8; CELLS]) -> ClassicGrid {
        let mut rows = [[0u8; 10]; 9];
        let mut cols = [[0u8; 10]; 9];
        for (cell, &digit) in cells.iter().enumerate() {
            rows[row_of(cell)][digit as usize] += 1;
            cols[col_of(cell)][digit as usize] += 1;
        }
        let missing = |counts: &[[u8; 10]; 9]| -> u32 {
            counts
                .iter()
                .map(|line| line[1..].iter().filter(|&&n| n == 0).count() as u32)
                .sum()
        };
        let cost = missing(&rows) + missing(&cols);
        ClassicGrid {
            cells,
            rows,
            cols,
            cost,
        }
    }
}

impl SwapGrid for ClassicGrid {
    type Layout = ClassicLayout;

    /// The largest change of cost one swap can make: two rows and two
    /// columns, each gaining or losing at most one missing digit.
    const MAX_DELTA: usize = 4;

    fn draw(layout: &ClassicLayout, rng: &mut MetaRng) -> Option<ClassicGrid> {
        let mut cells = *layout.space.settled.cells();
        layout
            .boxes
            .fill(&layout.space, &mut cells, rng)
            .then(|| ClassicGrid::new(cells))
    }

    #[inline]
    fn propose(&self, layout: &ClassicLayout, rng: &mut MetaRng) -> Option<(usize, usize)> {
        let boxes = layout.boxes.swappable();
        let b = boxes[rng.below(boxes.len())] as usize;
        let open = layout.boxes.open(b);
        let i = rng.below(open.len());
        let mut j = rng.below(open.len() - 1);
        if j >= i {
            j += 1;
        }
        let (a, c) = (open[i] as usize, open[j] as usize);
        let fits = |cell: usize, digit: u8| layout.candidates[cell] & (1 << (digit - 1)) != 0;
        (fits(a, self.cells[c]) && fits(c, self.cells[a])).then_some((a, c))
    }

    #[inline]
    fn swap_delta(&self, _: &ClassicLayout, a: usize, b: usize) -> i32 {
        let (x, y) = (self.cells[a] as usize, self.cells[b] as usize);
        let mut delta = 0;
        let (ra, rb) = (row_of(a), row_of(b));
        if ra != rb {
            delta += line_delta(&self.rows[ra], x, y) + line_delta(&self.rows[rb], y, x);
        }
        let (ca, cb) = (col_of(a), col_of(b));
        if ca != cb {
            delta += line_delta(&self.cols[ca], x, y) + line_delta(&self.cols[cb], y, x);
        }
        delta
    }

    #[inline]
    fn swap(&mut self, _: &ClassicLayout, a: usize, b: usize, delta: i32) {
        let (x, y) = (self.cells[a] as usize, self.cells[b] as usize);
        let (ra, rb, ca, cb) = (row_of(a), row_of(b), col_of(a), col_of(b));
        self.rows[ra][x] -= 1;
        self.rows[ra][y] += 1;
        self.rows[rb][y] -= 1;
        self.rows[rb][x] += 1;
        self.cols[ca][x] -= 1;
        self.cols[ca][y] += 1;
        self.cols[cb][y] -= 1;
        self.cols[cb][x] += 1;
        self.cells.swap(a, b);
        self.cost = (self.cost as i32 + delta) as u32;
    }

    #[inline]
    fn cost(&self) -> u32 {
        self.cost
    }

    fn values(&self) -> Values {
        Grid::from_cells(self.cells)
            .expect("cells hold digits 1-9")
            .to_values()
    }
}

/// The change of a line's missing digits when it loses digit `out` and gains `into`.
#[inline]
fn line_delta(counts: &[u8; 10], out: usize, into: usize) -> i32 {
    (counts[out] == 1) as i32 - (counts[into] == 0) as i32
}

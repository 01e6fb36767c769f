//! Every shape for `anneal`: Lewis's representation over the shape's own
//! regions.
//!
//! The regions a grid is filled by are the jigsaw regions where the shape
//! has them, else its boxes (2x3, 4x4, 5x5...), else its rows (a prime size
//! with no regions). Each region holds each digit once, so a swap of two of
//! its open cells never breaks it. The cost counts everything else the
//! shape demands:
//!
//! - every other house and group (rows, columns, boxes kept beside jigsaw
//!   regions, diagonals, windows, disjoint groups, cages): each digit
//!   beyond its first in the house (for a full house, the same as the
//!   digits it misses, Lewis's count);
//! - every pair of cells whose digits break their relation (anti-knight
//!   and anti-king pairs not already in a house, non-consecutive pairs);
//! - every cage with a sum: how far its digits' sum is from it.
//!
//! The cost is 0 exactly for a solution.

use crate::ants::board::{AntBoard, ShapedBoard};
use crate::meta::reduce::Reduction;
use crate::meta::rng::MetaRng;
use crate::shape::{Relation, Shape, Sudoku, Values};
use crate::solver::Outcome;

use super::matching::assign;
use super::{Prepared, SwapGrid, SwapLayout};

/// What stays fixed during a run on a puzzle of any shape.
pub struct ShapedLayout {
    size: usize,
    settled: Values,
    /// The digits each cell may take (bit `d - 1` for digit `d`).
    allowed: Vec<u64>,
    /// The open cells of each region, and the digits it lacks.
    regions: Vec<(Vec<u16>, Vec<u8>)>,
    /// Regions with at least two open cells: the only ones a swap can change.
    swappable: Vec<u16>,
    /// Per cell: the counted houses and groups it is in (indices into a
    /// grid's counts).
    units_of: Vec<Vec<u16>>,
    /// Cells of each counted house or group.
    unit_cells: Vec<Vec<u16>>,
    /// Per cell: the cages with a sum it is in.
    sums_of: Vec<Vec<u16>>,
    /// Cells and sum of each cage with a sum.
    sums: Vec<(Vec<u16>, u32)>,
    /// Per cell: the cells it must relate to, outside its counted houses.
    pairs_of: Vec<Vec<(u16, Relation)>>,
}

impl ShapedLayout {
    /// The search space of `sudoku` after `reduction` (`Singles`: the
    /// ants' propagation, which places naked and hidden singles over the
    /// shape's houses and pair rules; otherwise its givens and marks only),
    /// or the outcome when the reduction decides the puzzle.
    pub fn prepare(sudoku: &Sudoku, reduction: Reduction) -> Prepared<ShapedLayout> {
        let shape = sudoku.shape();
        let (settled, allowed) = if reduction == Reduction::Singles {
            let board = ShapedBoard::new(sudoku);
            let values = board.values();
            if board.has_failed_cell() {
                return Prepared::Decided(Outcome::NoSolution, sudoku.givens().clone());
            }
            if board.is_solved() {
                let outcome = if sudoku.is_solved_by(&values) {
                    Outcome::Solved(values.clone())
                } else {
                    Outcome::NoSolution
                };
                return Prepared::Decided(outcome, values);
            }
            let allowed = (0..shape.cells()).map(|cell| board.set(cell)).collect();
            (values, allowed)
        } else {
            let allowed = (0..shape.cells())
                .map(|cell| sudoku.allowed(cell))
                .collect();
            (sudoku.givens().clone(), allowed)
        };
        let layout = ShapedLayout::new(shape, settled.clone(), allowed);
        Prepared::Open {
            settled_by_singles: settled.filled() - sudoku.givens().filled(),
            settled,
            layout,
        }
    }

    fn new(shape: &Shape, settled: Values, allowed: Vec<u64>) -> ShapedLayout {
        let size = shape.size();
        let cells = shape.cells();
        let region_of = fill_regions(shape);
        let mut regions = vec![(Vec::new(), Vec::new()); size];
        let mut lacking = vec![(1u64 << size) - 1; size];
        for (cell, &region) in region_of.iter().enumerate() {
            let region = usize::from(region);
            match settled.get(cell) {
                0 => regions[region].0.push(cell as u16),
                digit => lacking[region] &= !(1 << (digit - 1)),
            }
        }
        for (region, lacks) in regions.iter_mut().zip(lacking) {
            region.1 = (1..=size as u8)
                .filter(|digit| lacks & 1 << (digit - 1) != 0)
                .collect();
        }
        let swappable = (0..size as u16)
            .filter(|&region| regions[usize::from(region)].0.len() >= 2)
            .collect();

        let constraints = shape.constraints();
        let is_a_region = |house: &[u16]| {
            house.len() == size
                && house
                    .iter()
                    .all(|&cell| region_of[usize::from(cell)] == region_of[usize::from(house[0])])
        };
        let mut unit_cells: Vec<Vec<u16>> = constraints
            .houses
            .iter()
            .map(|house| &house.cells)
            .filter(|house| !is_a_region(house))
            .cloned()
            .collect();
        unit_cells.extend(constraints.groups.iter().map(|group| group.cells.clone()));
        let mut units_of = vec![Vec::new(); cells];
        for (unit, members) in unit_cells.iter().enumerate() {
            for &cell in members {
                units_of[usize::from(cell)].push(unit as u16);
            }
        }
        let sums: Vec<(Vec<u16>, u32)> = constraints
            .groups
            .iter()
            .filter_map(|group| Some((group.cells.clone(), group.sum?)))
            .collect();
        let mut sums_of = vec![Vec::new(); cells];
        for (cage, (members, _)) in sums.iter().enumerate() {
            for &cell in members {
                sums_of[usize::from(cell)].push(cage as u16);
            }
        }
        let mut pairs_of = vec![Vec::new(); cells];
        for &(a, b, relation) in &constraints.pairs {
            let (a, b) = (usize::from(a), usize::from(b));
            let counted = region_of[a] == region_of[b]
                || units_of[a].iter().any(|unit| units_of[b].contains(unit));
            if relation == Relation::Differ && counted {
                continue;
            }
            pairs_of[a].push((b as u16, relation));
            pairs_of[b].push((a as u16, relation.reversed()));
        }
        ShapedLayout {
            size,
            settled,
            allowed,
            regions,
            swappable,
            units_of,
            unit_cells,
            sums_of,
            sums,
            pairs_of,
        }
    }

    #[inline]
    fn fits(&self, cell: usize, digit: u8) -> bool {
        self.allowed[cell] & 1 << (digit - 1) != 0
    }
}

/// The region each cell is filled by: the jigsaw region, else the box,
/// else the row.
fn fill_regions(shape: &Shape) -> Vec<u8> {
    if let Some(regions) = shape.regions() {
        return regions.to_vec();
    }
    let geometry = shape.geometry();
    (0..shape.cells())
        .map(|cell| {
            let (row, col) = (geometry.row_of(cell), geometry.col_of(cell));
            let region = match geometry.boxes() {
                Some(boxes) => row / boxes.rows * (shape.size() / boxes.cols) + col / boxes.cols,
                None => row,
            };
            region as u8
        })
        .collect()
}

impl SwapLayout for ShapedLayout {
    fn open_count(&self) -> usize {
        self.regions.iter().map(|(open, _)| open.len()).sum()
    }

    fn can_swap(&self) -> bool {
        !self.swappable.is_empty()
    }
}

/// A grid of any shape with every fill region complete, and the counts its
/// cost is made of.
#[derive(Clone, Debug)]
pub struct ShapedGrid {
    size: usize,
    cells: Vec<u8>,
    /// `counts[unit * (size + 1) + d]`: how many times digit `d` appears in
    /// a counted house or group.
    counts: Vec<u8>,
    /// The digits' sum of each cage with a sum.
    sums: Vec<u32>,
    cost: u32,
}

impl ShapedGrid {
    fn new(layout: &ShapedLayout, cells: Vec<u8>) -> ShapedGrid {
        let stride = layout.size + 1;
        let mut counts = vec![0u8; layout.unit_cells.len() * stride];
        let mut cost = 0;
        for (unit, members) in layout.unit_cells.iter().enumerate() {
            for &cell in members {
                let slot = &mut counts[unit * stride + usize::from(cells[usize::from(cell)])];
                cost += u32::from(*slot > 0);
                *slot += 1;
            }
        }
        let sums: Vec<u32> = layout
            .sums
            .iter()
            .map(|(members, _)| {
                members
                    .iter()
                    .map(|&c| u32::from(cells[usize::from(c)]))
                    .sum()
            })
            .collect();
        cost += sums
            .iter()
            .zip(&layout.sums)
            .map(|(&sum, &(_, target))| sum.abs_diff(target))
            .sum::<u32>();
        for (cell, pairs) in layout.pairs_of.iter().enumerate() {
            for &(other, relation) in pairs {
                let other = usize::from(other);
                cost += u32::from(cell < other && !relation.allows(cells[cell], cells[other]));
            }
        }
        ShapedGrid {
            size: layout.size,
            cells,
            counts,
            sums,
            cost,
        }
    }

    /// The change of cost when cell `a` (in no house or cage with `b`)
    /// goes from digit `out` to `into`, `b` holding `into` before.
    #[inline]
    fn change_at(&self, layout: &ShapedLayout, a: usize, b: usize, out: u8, into: u8) -> i32 {
        let stride = layout.size + 1;
        let mut delta = 0;
        for &unit in &layout.units_of[a] {
            if !layout.units_of[b].contains(&unit) {
                let counts = &self.counts[usize::from(unit) * stride..];
                delta += i32::from(counts[usize::from(into)] >= 1)
                    - i32::from(counts[usize::from(out)] >= 2);
            }
        }
        for &cage in &layout.sums_of[a] {
            if !layout.sums_of[b].contains(&cage) {
                let cage = usize::from(cage);
                let (sum, target) = (self.sums[cage], layout.sums[cage].1);
                let after = sum + u32::from(into) - u32::from(out);
                delta += after.abs_diff(target) as i32 - sum.abs_diff(target) as i32;
            }
        }
        for &(other, relation) in &layout.pairs_of[a] {
            let other = usize::from(other);
            if other != b {
                let digit = self.cells[other];
                delta += i32::from(!relation.allows(into, digit))
                    - i32::from(!relation.allows(out, digit));
            }
        }
        delta
    }

    /// Moves cell `a` from digit `out` to `into` in its counts and sums
    /// that `b` does not share.
    #[inline]
    fn move_digit(&mut self, layout: &ShapedLayout, a: usize, b: usize, out: u8, into: u8) {
        let stride = layout.size + 1;
        for &unit in &layout.units_of[a] {
            if !layout.units_of[b].contains(&unit) {
                let base = usize::from(unit) * stride;
                self.counts[base + usize::from(out)] -= 1;
                self.counts[base + usize::from(into)] += 1;
            }
        }
        for &cage in &layout.sums_of[a] {
            if !layout.sums_of[b].contains(&cage) {
                let sum = &mut self.sums[usize::from(cage)];
                *sum = *sum + u32::from(into) - u32::from(out);
            }
        }
    }
}

impl SwapGrid for ShapedGrid {
    type Layout = ShapedLayout;

    /// Deltas up to this many are looked up; larger ones (cage sums, many
    /// rules on one cell) are computed.
    const MAX_DELTA: usize = 16;

    fn draw(layout: &ShapedLayout, rng: &mut MetaRng) -> Option<ShapedGrid> {
        let mut cells = layout.settled.cells().to_vec();
        for (open, lacking) in &layout.regions {
            let mut digits = lacking.clone();
            let mut order: Vec<usize> = open.iter().map(|&cell| usize::from(cell)).collect();
            rng.shuffle(&mut digits);
            rng.shuffle(&mut order);
            let assignment = assign(&order, &digits, |cell, digit| layout.fits(cell, digit))?;
            for (&cell, &digit) in order.iter().zip(&assignment) {
                cells[cell] = digit;
            }
        }
        Some(ShapedGrid::new(layout, cells))
    }

    #[inline]
    fn propose(&self, layout: &ShapedLayout, rng: &mut MetaRng) -> Option<(usize, usize)> {
        let region = layout.swappable[rng.below(layout.swappable.len())];
        let open = &layout.regions[usize::from(region)].0;
        let i = rng.below(open.len());
        let mut j = rng.below(open.len() - 1);
        if j >= i {
            j += 1;
        }
        let (a, b) = (usize::from(open[i]), usize::from(open[j]));
        (layout.fits(a, self.cells[b]) && layout.fits(b, self.cells[a])).then_some((a, b))
    }

    #[inline]
    fn swap_delta(&self, layout: &ShapedLayout, a: usize, b: usize) -> i32 {
        let (x, y) = (self.cells[a], self.cells[b]);
        // A relation between the two cells themselves that reads
        // differently once their digits swap (a thermometer's order).
        let between: i32 = layout.pairs_of[a]
            .iter()
            .filter(|&&(other, _)| usize::from(other) == b)
            .map(|&(_, relation)| {
                i32::from(!relation.allows(y, x)) - i32::from(!relation.allows(x, y))
            })
            .sum();
        self.change_at(layout, a, b, x, y) + self.change_at(layout, b, a, y, x) + between
    }

    #[inline]
    fn swap(&mut self, layout: &ShapedLayout, a: usize, b: usize, delta: i32) {
        let (x, y) = (self.cells[a], self.cells[b]);
        self.move_digit(layout, a, b, x, y);
        self.move_digit(layout, b, a, y, x);
        self.cells.swap(a, b);
        self.cost = (self.cost as i32 + delta) as u32;
    }

    #[inline]
    fn cost(&self) -> u32 {
        self.cost
    }

    fn values(&self) -> Values {
        Values::from_cells(self.size, self.cells.clone()).expect("a full grid of the shape's size")
    }
}

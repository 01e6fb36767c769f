//! Instances in the manner of Lewis (2007) and Lloyd & Amos (2019): a
//! random full grid of a shape, then a random fraction of its cells kept
//! as givens. They need not have one solution (most have several): they
//! are the test beds of the metaheuristics at every fill, from the empty
//! grid to the full one, not puzzles for people.

use crate::exact::propagate::Search;
use crate::meta::rng::MetaRng;
use crate::shape::{Shape, Sudoku, Values};

/// Nodes the random full grid may take before the instance gives up (a
/// shape whose rules leave no full grid, or almost none).
const GRID_NODES: u64 = 2_000_000;

/// A full grid of `shape` drawn with `seed`, then `fill` (0 to 1) of its
/// cells kept, chosen with the same seed; `None` when no full grid turned
/// up within the budget.
pub fn instance(shape: &Shape, fill: f64, seed: u64) -> Option<Sudoku> {
    let empty = Sudoku::new(shape.clone(), Values::empty(shape.size())).ok()?;
    let mut search = Search::random_solution(&empty, seed);
    search.run(GRID_NODES);
    let grid = search.solutions.first()?.clone();
    let mut rng = MetaRng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let cells = shape.cells();
    let mut order: Vec<usize> = (0..cells).collect();
    for i in (1..cells).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let kept = ((fill.clamp(0.0, 1.0) * cells as f64).round() as usize).min(cells);
    let mut givens = Values::empty(shape.size());
    for &cell in &order[..kept] {
        givens.set(cell, grid.get(cell));
    }
    Sudoku::new(shape.clone(), givens).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instances_keep_their_fill_and_have_a_solution() {
        for size in [4, 9, 16, 25] {
            let shape = Shape::square(size).unwrap();
            let made = instance(&shape, 0.45, 7).unwrap();
            let expected = (0.45 * (size * size) as f64).round() as usize;
            assert_eq!(made.givens().filled(), expected, "{size}");
            assert_eq!(
                instance(&shape, 0.45, 7).unwrap(),
                made,
                "same seed, same instance"
            );
            assert_ne!(instance(&shape, 0.45, 8).unwrap(), made);
        }
        let full = instance(&Shape::square(9).unwrap(), 1.0, 3).unwrap();
        assert!(full.givens().is_full());
        assert!(full.is_solved_by(full.givens()));
    }
}

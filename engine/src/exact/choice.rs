//! Which exact engine solves a shape when none is chosen: `fast` for the
//! classic 9x9, `propagate` or `sat` for every other shape. The choice
//! belongs to the exact engines (the counter makes it too); the registry
//! hands it on.

use super::{fast, propagate, sat};
use crate::shape::{Relation, Shape};
use crate::solver::EngineInfo;

/// The grid size from which the default engine of other shapes is `sat`
/// rather than `propagate`: on Lloyd & Amos's 25x25 instances at 45% fill
/// (`sudoku solve --any`) `sat` took 51 ms mean to `propagate`'s 2.1 s;
/// below, `propagate` answers in milliseconds and is the faster on most
/// killers and variants (killer median 0.43 ms to 0.68 ms).
pub const SAT_FROM_SIZE: usize = 25;

/// The engine that solves a puzzle of `shape` when none is chosen: `fast`
/// for the classic 9x9, `propagate` for other shapes below
/// [`SAT_FROM_SIZE`], `sat` from there and for digits ordered or summed
/// along lines.
pub fn default_for(shape: &Shape) -> &'static EngineInfo {
    if shape.is_classic() {
        &fast::INFO
    } else if shape.size() >= SAT_FROM_SIZE || has_long_chains(shape) {
        &sat::INFO
    } else {
        &propagate::INFO
    }
}

/// True when the shape orders digits along lines, keeps their classes
/// apart or sums them along a line with repeats (thermometers, renban,
/// entropic lines, little killers, outside clues): propagation narrows
/// each link, but its search does not learn. On the shared links `sat`
/// takes 0.1 s where `propagate` is still searching after 20 s (little
/// killers I035, I045, I046; renban I037, I038), 0.05 s where it takes
/// 0.9 s (the entropic line L052), and an empty grid with a long slow
/// thermometer costs `propagate` 10 million guesses. Sums with a negative
/// weight (an arrow's circle, zipper and region-sum lines) are not long
/// chains: `propagate` bounds them by each box's distinct digits, and on
/// the shared arrow links takes 1.3 s in all where `sat` takes 15.2 s
/// (I019: 0.6 s against 15 s).
fn has_long_chains(shape: &Shape) -> bool {
    let constraints = shape.constraints();
    let adds_up_along_a_line =
        |sum: &crate::shape::WeightedSum| sum.terms.iter().all(|&(_, weight)| weight > 0);
    constraints.sums.iter().any(adds_up_along_a_line)
        || !constraints.sequences.is_empty()
        || constraints.pairs.iter().any(|&(_, _, relation)| {
            matches!(
                relation,
                Relation::Below(_)
                    | Relation::Above(_)
                    | Relation::Within(_)
                    | Relation::OtherClass(_)
            )
        })
}

//! Which exact engine solves a shape when none is chosen: `fast` for the
//! classic 9x9, the `portfolio` of `propagate` and `sat` for every other
//! shape (which opens with the one that fits it). The choice belongs to
//! the exact engines; the registry hands it on.

use super::{fast, portfolio};
use crate::shape::Shape;
use crate::solver::EngineInfo;

/// The engine that solves a puzzle of `shape` when none is chosen: `fast`
/// for the classic 9x9, the `portfolio` for every other shape.
pub fn default_for(shape: &Shape) -> &'static EngineInfo {
    if shape.is_classic() {
        &fast::INFO
    } else {
        &portfolio::INFO
    }
}

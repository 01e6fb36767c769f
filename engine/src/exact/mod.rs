//! Exact engines: complete searches that find the solution or prove there
//! is none. `fast` works on the classic 9x9; `brute`, `csp`, `propagate`
//! and `sat` on every shape of [`crate::shape`] (the first two keep fixed
//! arrays for the classic 9x9); [`portfolio`] runs `propagate` and `sat` in
//! turns, and [`counter`] counts solutions of every shape with it;
//! [`choice`] picks the engine that solves a shape when none is chosen,
//! and [`candidates`] finds each cell's true candidates.
//!
//! May import: the engine interface (`solver`), the model, `format` for its
//! messages and the foundations; never the registry, the session, `logic`,
//! `rate` or `generate`.

pub mod brute;
pub mod candidates;
pub mod choice;
pub mod counter;
pub mod csp;
pub mod fast;
pub mod portfolio;
pub mod propagate;
pub mod sat;

//! Exact engines: complete searches that find the solution or prove there
//! is none. `fast`, `brute` and `csp` work on the classic 9x9; `propagate`
//! and `sat` on every shape of [`crate::shape`], and [`counter`] counts
//! solutions of every shape for the session's uniqueness check.

pub mod brute;
pub mod counter;
pub mod csp;
pub mod fast;
pub mod propagate;
pub mod sat;

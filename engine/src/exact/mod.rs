//! Exact engines: complete searches that find the solution or prove there
//! is none. `fast`, `brute` and `csp` work on the classic 9x9; `propagate`
//! on every shape of [`crate::shape`].

pub mod brute;
pub mod csp;
pub mod fast;
pub mod propagate;
pub mod sat;

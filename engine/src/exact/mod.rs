//! Exact engines: complete searches that find the solution or prove there is none.

pub mod brute;
pub mod csp;
pub mod fast;

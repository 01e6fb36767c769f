//! Metaheuristics: seeded stochastic searches that may give up with their
//! best grid.
//!
//! - [`anneal`]: simulated annealing over box permutations (Lewis, seed 004).
//! - [`harmony`]: harmony search with the paper's level identification
//!   (Mandal & Sadhu, seed 001); [`level`] holds its level arithmetic.
//!
//! Shared pieces: [`reduce`] (what is left to search after an optional
//! propagation), [`boxes`] (filling boxes with their missing digits), and
//! [`rng`] (the portable seeded generator).

pub mod anneal;
pub mod boxes;
pub mod harmony;
pub mod level;
pub mod reduce;
pub mod rng;

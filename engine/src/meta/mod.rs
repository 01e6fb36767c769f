//! Metaheuristics: seeded stochastic searches that may give up with their
//! best grid.
//!
//! - [`anneal`]: simulated annealing over box permutations (Lewis, seed 004),
//!   at every shape.
//! - [`harmony`]: harmony search with the paper's level identification
//!   (Mandal & Sadhu, seed 001), at every shape; [`level`] holds its level
//!   arithmetic.
//!
//! Shared pieces: [`reduce`] (what is left to search after an optional
//! propagation) and [`rng`] (the portable seeded generator).
//!
//! May import: the engine interface, the model and the foundations, and the
//! ants' board (`ants::board`), the propagation both meta-heuristics and the
//! ants share; not the registry, the session, `rate` or `generate`.

pub mod anneal;
pub mod harmony;
pub mod level;
pub mod reduce;
pub mod rng;

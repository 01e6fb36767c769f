//! Ant colonies: seeded stochastic searches in which ants fill grids and
//! share what they learn as pheromone on (cell, digit) pairs.
//!
//! - [`schiff`]: `ant`, Schiff's ant algorithm (seed 003): ants place forced
//!   digits and draw the rest by pheromone and a places-and-digits
//!   heuristic; the best ant of each cycle deposits pheromone. [`fill`] is
//!   one of its ants, at every shape.
//! - [`acs`]: `acs`, Lloyd & Amos's ant colony system: ants fix digits cell
//!   by cell with constraint propagation ([`board`]), greedy or
//!   pheromone-weighted choices, local updates and best-value evaporation,
//!   at every shape without cage sums.
//!
//! Both show their [`pheromone`] as a picture on 9x9 grids: a heat map of
//! each cell's nine digits.
//!
//! May import: the engine interface, the model, the foundations and
//! `meta::rng`, the seeded generator the meta-heuristics share; not the
//! registry, the session, `rate` or `generate`.

pub mod acs;
pub mod board;
pub mod fill;
pub mod pheromone;
pub mod schiff;

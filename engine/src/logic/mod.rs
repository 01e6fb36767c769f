//! Human logic: a candidate grid ([`Board`]), the techniques people use
//! (one file per family), and an easiest-first solver whose every
//! [`Step`] carries what explains it.
//!
//! The techniques and their values follow Sudoku Explainer (SE) as Sukaku
//! Explainer, which rated the shared data, implements it; see
//! [`technique`] for the values and [`profile`] for the order.

pub mod aic;
pub mod als_wings;
pub mod als_xz;
pub mod board;
pub mod bug;
pub mod cellset;
pub mod chaining;
pub mod colouring;
pub mod combinations;
pub mod engine;
pub mod exclusion;
pub mod finned;
pub mod fish;
pub mod intersections;
pub mod profile;
pub mod singles;
pub mod solver;
pub mod step;
pub mod strong_links;
pub mod subsets;
pub mod technique;
pub mod text;
pub mod uniqueness;
pub mod wings;

pub use board::{Board, Candidate, Contradiction};
pub use cellset::CellSet;
pub use profile::{Finder, Profile};
pub use solver::{next_step, solve, Ending, Options};
pub use step::{Chain, Highlights, Link, LinkKind, Node, Rating, Step};
pub use technique::{Family, HodokuLevel, Technique};

//! Sudoku Explainer's chaining engine, rebuilt from its rules: cycles and
//! forcing X/XY-chains (`cycles.rs`), Nishio, multiple and dynamic forcing
//! chains (`multiple.rs`), all over one propagation (`propagate.rs`) of
//! one-step implications (`implications.rs`) recorded with their parents
//! (`potential.rs`) so that a chain's length, and so its value, is SE's.
//!
//! Each producer collects its hints and keeps the first in SE's order
//! (value, then complexity, then kind: `hint.rs`).

pub mod advanced;
pub mod cycles;
pub mod hint;
pub mod implications;
pub mod multiple;
pub mod potential;
pub mod propagate;

use crate::logic::board::Board;
use crate::logic::step::Step;

use hint::Best;
pub use multiple::Forcing;

/// One of SE's chaining producers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chaining {
    /// Bidirectional cycles and forcing X- and XY-chains.
    CyclesAndForcingChains,
    /// Nishio, multiple or dynamic forcing chains.
    Forcing(Forcing),
}

impl Chaining {
    /// The step SE would take from this producer on `board`.
    pub fn find(self, board: &Board) -> Option<Step> {
        let mut best = Best::default();
        match self {
            Chaining::CyclesAndForcingChains => cycles::cycles_and_forcing_chains(board, &mut best),
            Chaining::Forcing(forcing) => multiple::forcing_chains(board, forcing, &mut best),
        }
        best.step
    }
}

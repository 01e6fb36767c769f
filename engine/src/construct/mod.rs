//! Constructions: engines that build a full grid from an empty board by a
//! fixed recipe, without search. They ignore givens, so a board with givens
//! ends their run at once as not applicable.
//!
//! - [`magic`]: Alkallak's grid from an order-3 magic square (seed 000).
//!
//! May import: the engine interface, the model and the foundations.

pub mod magic;

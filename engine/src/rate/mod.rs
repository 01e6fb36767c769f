//! Difficulty ratings: SE's ER/EP/ED from the logic solver's path, and
//! (later) HoDoKu's score and level and one `rate` that gathers every
//! reading.

pub mod se;

pub use se::SeRating;

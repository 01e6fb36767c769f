//! [`Counter`]: the solution count of a puzzle of any shape, in slices —
//! the [`Session`](crate::Session)'s uniqueness check beyond the classic
//! 9x9 (where `fast` counts in microseconds, in one go).
//!
//! The count is done by one of the two exact engines of every shape,
//! looking for two solutions: the chosen engine itself when it is one of
//! them (then the check is the run), otherwise the one that solves the
//! shape by default ([`crate::registry::default_for`]).

use super::propagate::PropagateEngine;
use super::sat::SatEngine;
use crate::shape::{Sudoku, Values};
use crate::solver::{Engine, Step};

/// The number of solutions of `sudoku` counted up to `limit`, by the
/// engine that solves its shape by default (`fast` counts the classic 9x9
/// faster: see [`crate::exact::fast::count_solutions`]).
pub fn count_solutions(sudoku: &Sudoku, limit: usize) -> usize {
    let mut counter = Counter::by_default(sudoku, limit);
    while counter.engine_mut().step(u64::MAX) == Step::Running {}
    counter.solutions().len()
}

/// A search for up to two solutions, advanced like an engine.
pub enum Counter {
    Propagate(Box<PropagateEngine>),
    Sat(Box<SatEngine>),
}

impl Counter {
    /// The counter for a run of the engine called `engine` on `sudoku`,
    /// looking for up to `limit` solutions; `seed` is the run's.
    pub fn for_engine(engine: &str, sudoku: &Sudoku, limit: usize, seed: u64) -> Counter {
        let sat = match engine {
            "sat" => true,
            "propagate" => false,
            _ => crate::registry::default_for(sudoku.shape()).name == super::sat::INFO.name,
        };
        if sat {
            Counter::Sat(Box::new(SatEngine::counting(sudoku, limit)))
        } else {
            Counter::Propagate(Box::new(PropagateEngine::counting(sudoku, limit, seed)))
        }
    }

    /// The counter of the engine that solves the shape of `sudoku` by
    /// default (`propagate` for the classic 9x9).
    pub fn by_default(sudoku: &Sudoku, limit: usize) -> Counter {
        Counter::for_engine(
            crate::registry::default_for(sudoku.shape()).name,
            sudoku,
            limit,
            1,
        )
    }

    /// A count of the same puzzle by the other engine of every shape.
    pub fn by_the_other(&self, sudoku: &Sudoku, limit: usize, seed: u64) -> Counter {
        let other = match self {
            Counter::Propagate(_) => super::sat::INFO.name,
            Counter::Sat(_) => super::propagate::INFO.name,
        };
        Counter::for_engine(other, sudoku, limit, seed)
    }

    /// The name of the engine that counts.
    pub fn engine_name(&self) -> &'static str {
        match self {
            Counter::Propagate(_) => super::propagate::INFO.name,
            Counter::Sat(_) => super::sat::INFO.name,
        }
    }

    /// The solutions found so far.
    pub fn solutions(&self) -> &[Values] {
        match self {
            Counter::Propagate(engine) => engine.solutions(),
            Counter::Sat(engine) => engine.solutions(),
        }
    }

    /// The counting engine, to step it and read its progress.
    pub fn engine_mut(&mut self) -> &mut dyn Engine {
        match self {
            Counter::Propagate(engine) => engine.as_mut(),
            Counter::Sat(engine) => engine.as_mut(),
        }
    }

    /// The counting engine, to read its progress.
    pub fn engine(&self) -> &dyn Engine {
        match self {
            Counter::Propagate(engine) => engine.as_ref(),
            Counter::Sat(engine) => engine.as_ref(),
        }
    }

    /// The counting engine, to keep as the run's when it is the chosen one.
    pub fn into_engine(self) -> Box<dyn Engine> {
        match self {
            Counter::Propagate(engine) => engine,
            Counter::Sat(engine) => engine,
        }
    }
}

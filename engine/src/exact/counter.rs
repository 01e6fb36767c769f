//! [`Counter`]: the solution count of a puzzle of any shape, in slices —
//! the [`Session`](crate::Session)'s uniqueness check beyond the classic
//! 9x9 (where `fast` counts in microseconds, in one go).
//!
//! The count is done by one of the two exact engines of every shape,
//! looking for two solutions: the chosen engine itself when it is one of
//! them (then the check is the run), otherwise the one that solves the
//! shape by default ([`super::choice::default_for`]). [`count_solutions`]
//! and [`count_within`] count a classic 9x9 with `fast`, in microseconds.

use super::propagate::PropagateEngine;
use super::sat::SatEngine;
use crate::run::Clock;
use crate::shape::{Sudoku, Values};
use crate::solver::{Engine, Step};

/// The number of solutions of `sudoku` counted up to `limit`: by `fast`
/// for a classic 9x9, else by both exact engines in turns
/// ([`solutions_in_turns`]).
pub fn count_solutions(sudoku: &Sudoku, limit: usize) -> usize {
    count_within(sudoku, limit, Bound::default()).expect("no bound to reach")
}

/// [`count_solutions`], or `None` when `bound` is reached first.
pub fn count_within(sudoku: &Sudoku, limit: usize, bound: Bound) -> Option<usize> {
    count_at_once(sudoku, limit)
        .or_else(|| solutions_in_turns(sudoku, limit, bound).map(|solutions| solutions.len()))
}

/// The number of solutions up to `limit` when counting them takes no time
/// worth slicing ([`counts_at_once`]). `None` for any other puzzle, which a
/// [`Counter`] counts in slices.
pub fn count_at_once(sudoku: &Sudoku, limit: usize) -> Option<usize> {
    let puzzle = sudoku.to_classic()?;
    Some(super::fast::count_solutions(&puzzle, limit))
}

/// True when `sudoku`'s solutions are counted in microseconds, not worth
/// slicing, reporting or remembering: a classic 9x9, which `fast` counts.
pub fn counts_at_once(sudoku: &Sudoku) -> bool {
    sudoku.to_classic().is_some()
}

/// The solutions of `sudoku` up to `limit`: by `fast` for a classic 9x9,
/// else by both exact engines in turns ([`solutions_in_turns`]); `None`
/// when `bound` is reached first.
pub fn find_within(sudoku: &Sudoku, limit: usize, bound: Bound) -> Option<Vec<Values>> {
    find_at_once(sudoku, limit).or_else(|| solutions_in_turns(sudoku, limit, bound))
}

/// The solutions up to `limit` when finding them takes no time worth
/// slicing ([`counts_at_once`]: `fast` on a classic 9x9); `None` for any
/// other puzzle.
pub fn find_at_once(sudoku: &Sudoku, limit: usize) -> Option<Vec<Values>> {
    let puzzle = sudoku.to_classic()?;
    let solutions = super::fast::find_solutions(&puzzle, limit);
    Some(solutions.iter().map(|grid| grid.to_values()).collect())
}

/// Work units a solution count for a rating or a hint may take (its engines' steps: nodes or
/// conflicts, over both engines of a killer). The shared files of sizes
/// and variants are counted well within it, and so are the first 13
/// killers of the shared file (4 of them were not before killers were
/// counted by two engines); a large sparse grid (a 36x36 at half fill)
/// may not be, and is then not rated rather than holding its worker for
/// minutes.
pub const COUNT_BUDGET: u64 = 2_000_000;

/// Where a count gives up: after `work` units over both engines, or once
/// a clock reads a time. The default never gives up.
#[derive(Clone, Copy, Default)]
pub struct Bound<'a> {
    pub work: Option<u64>,
    /// A clock and the time (in its milliseconds) to give up at.
    pub until: Option<(&'a dyn Clock, f64)>,
}

impl<'a> Bound<'a> {
    /// At most `work` units.
    pub fn work(work: u64) -> Bound<'a> {
        Bound {
            work: Some(work),
            until: None,
        }
    }

    /// Until `clock` reads `ms`.
    pub fn until(clock: &'a dyn Clock, ms: f64) -> Bound<'a> {
        Bound {
            work: None,
            until: Some((clock, ms)),
        }
    }

    pub(crate) fn reached(&self, spent: u64) -> bool {
        self.work.is_some_and(|work| spent >= work)
            || self.until.is_some_and(|(clock, ms)| clock.now_ms() >= ms)
    }
}

/// Work units of one engine's turn in [`solutions_in_turns`].
pub const TURN: u64 = 10_000;

/// The solutions of `sudoku`, up to `limit`: counted by the shape's
/// default engine alone for a first turn of [`TURN`] work units (most
/// puzzles are counted there, before `sat` has encoded its formula), then
/// by `propagate` and `sat` in turns, the first to finish answering. Each
/// is slow where the other is not: on the shared killers that logic
/// leaves stuck, `propagate` alone took 0.06 to 178 s and `sat` 0.04 to
/// over 60 s a puzzle. None when `bound` was reached first.
pub fn solutions_in_turns(sudoku: &Sudoku, limit: usize, bound: Bound) -> Option<Vec<Values>> {
    let mut turns = Turns::new(sudoku, limit);
    loop {
        if let Some(solutions) = turns.round() {
            return Some(solutions);
        }
        if bound.reached(turns.spent) {
            return None;
        }
    }
}

/// [`solutions_in_turns`] advanced a slice at a time, for a caller that
/// runs many searches in one piece of work (true candidates). A puzzle
/// found at once ([`find_at_once`]: a classic 9x9) is found in its first
/// round, counted as a tenth of a turn, with no engine built.
pub struct Turns {
    sudoku: Sudoku,
    limit: usize,
    counters: Vec<Counter>,
    spent: u64,
}

impl Turns {
    /// A search for up to `limit` solutions of `sudoku`; no work is done yet.
    pub fn new(sudoku: &Sudoku, limit: usize) -> Turns {
        let counters = if counts_at_once(sudoku) {
            Vec::new()
        } else {
            vec![Counter::by_default(sudoku, limit)]
        };
        Turns {
            sudoku: sudoku.clone(),
            limit,
            counters,
            spent: 0,
        }
    }

    /// One turn of [`TURN`] units for each engine (the default engine
    /// alone the first time, then both): the solutions once a search
    /// ends.
    pub fn round(&mut self) -> Option<Vec<Values>> {
        if self.counters.is_empty() {
            self.spent = self.spent.saturating_add(TURN / 10);
            return find_at_once(&self.sudoku, self.limit);
        }
        if self.spent > 0 && self.counters.len() == 1 {
            let other = self.counters[0].by_the_other(&self.sudoku, self.limit, 1);
            self.counters.push(other);
        }
        for counter in &mut self.counters {
            // The budget is shared: a puzzle waits no longer than one engine.
            self.spent = self.spent.saturating_add(TURN);
            if counter.engine_mut().step(TURN) != Step::Running {
                return Some(counter.solutions().to_vec());
            }
        }
        None
    }

    /// Rounds until about `budget` more units are spent, or the search ends.
    pub fn step(&mut self, budget: u64) -> Option<Vec<Values>> {
        let until = self.spent.saturating_add(budget.max(1));
        while self.spent < until {
            if let Some(solutions) = self.round() {
                return Some(solutions);
            }
        }
        None
    }

    /// Work units spent so far, over both engines.
    pub fn spent(&self) -> u64 {
        self.spent
    }
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
            _ => super::choice::default_for(sudoku.shape()).name == super::sat::INFO.name,
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
            super::choice::default_for(sudoku.shape()).name,
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

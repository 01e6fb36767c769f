//! The `propagate` engine: [`Search`] behind the one engine interface, for
//! puzzles of every shape.

use super::Search;
use crate::params::Params;
use crate::shape::{Sudoku, Values};
use crate::solver::{Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step};
use crate::stats::{StatSpec, Stats};

/// The `propagate` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "propagate",
    summary: "propagation over houses, pair rules and cage sums to a fixed point; branches on the most constrained cell or place; seeded restarts on large grids",
    source: "the exact search of every shape (seed 004's constraint view, generalised); classic 9x9 has the faster `fast`",
    kind: EngineKind::Exact,
    params: &[],
    presets: &[],
    stats: &[
        StatSpec::count("nodes", "Nodes", "states propagated: the start and one per digit tried"),
        StatSpec::count("guesses", "Guesses", "digits tried in a cell or place"),
        StatSpec::count("dead_ends", "Dead ends", "guesses that propagation refuted"),
        StatSpec::count("probes", "Probes", "randomised restarts from the start (grids of 16x16 and up)"),
        StatSpec::count("work", "Work", "cells and rule readings' moves looked at by propagation: time, measured the same on every machine"),
    ],
    shapes: Shapes::Every,
    reports: Reports {
        restart: Some("probe"),
        ..Reports::PLAIN
    },
};

/// `propagate` looking for up to `limit` solutions: one for a run, two
/// for the session's uniqueness check.
pub struct PropagateEngine {
    search: Search,
    givens: Values,
}

impl PropagateEngine {
    /// The registry's builder: no parameters; `seed` drives the probes.
    pub fn start(sudoku: &Sudoku, _params: &Params, seed: u64) -> PropagateEngine {
        PropagateEngine::counting(sudoku, 1, seed)
    }

    /// A search for up to `limit` solutions.
    pub fn counting(sudoku: &Sudoku, limit: usize, seed: u64) -> PropagateEngine {
        PropagateEngine {
            search: Search::seeded(sudoku, limit, seed),
            givens: sudoku.givens().clone(),
        }
    }

    /// The solutions found so far, in search order.
    pub fn solutions(&self) -> &[Values] {
        &self.search.solutions
    }

    /// Works until about `work` more units of propagation's work are done
    /// ([`PropagateEngine::work`]), as [`Engine::step`] does for nodes.
    pub fn step_work(&mut self, work: u64) -> Step {
        self.search.run_work(work);
        self.step(0)
    }

    /// Propagation's work so far, in cells and moves looked at: a measure
    /// of time that is the same on every machine.
    pub fn work(&self) -> u64 {
        self.search.work
    }
}

impl Engine for PropagateEngine {
    fn step(&mut self, budget: u64) -> Step {
        if !self.search.run(budget) {
            return Step::Running;
        }
        Step::Finished(match self.search.solutions.first() {
            Some(solution) => Outcome::Solved(solution.clone()),
            None => Outcome::NoSolution,
        })
    }

    fn progress(&self) -> Progress {
        let grid = match self.search.solutions.first() {
            Some(solution) => solution.clone(),
            None if self.search.is_done() => self.givens.clone(),
            None => self.search.current(),
        };
        Progress {
            restarts: self.search.restarts,
            ..Progress::exact(self.search.nodes, grid)
        }
    }

    fn stats(&self) -> Stats {
        Stats::new()
            .count("nodes", self.search.nodes)
            .count("guesses", self.search.guesses)
            .count("dead_ends", self.search.dead_ends)
            .count("probes", self.search.restarts)
            .count("work", self.search.work)
    }
}

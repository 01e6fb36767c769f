//! `sat`: seed 004's SAT view of Sudoku, for every shape — the puzzle as a
//! formula in conjunctive normal form, handed to a CDCL solver (batsat, a
//! pure-Rust MiniSat), and solutions counted by blocking each one found.
//!
//! The encoding ([`encode`]): a variable per (cell, digit); each cell holds
//! exactly one digit; each house holds each digit at least once and at most
//! once (the at-most-once is implied, but it lets the solver propagate as a
//! person does); groups of distinct digits at most once; related pairs
//! never hold a forbidden pair of digits; and each cage with a sum picks
//! exactly one of the digit sets that reach it (a selector variable per set,
//! as in the shared data's own SAT check), each renban line one of its
//! windows of consecutive digits the same way (beside its pairs within
//! reach: on the shared links I038 went from 1.0 s to 46 ms, L018 from 71
//! to 20 ms). Givens are unit clauses, and so
//! is every (cell, digit) that propagating the givens rules out
//! ([`crate::exact::propagate::root_candidates`]): clauses those satisfy
//! are left out and the others shortened, which on Lloyd & Amos's 25x25
//! instances at 45% fill took the mean from 136 to 51 ms.
//!
//! The solver runs in slices: a callback stops it after a number of
//! conflicts, and the next call goes on where it stopped (learnt clauses
//! kept), so a caller can keep a clock and honour a stop.

mod encode;
mod engine;

pub use engine::{SatEngine, INFO};

use batsat::{lbool, Callbacks, ClauseKind, Lit, Solver, SolverInterface, SolverOpts};

use crate::shape::{Sudoku, Values};

/// Stops the solver after `limit` conflicts in one call.
struct ConflictBudget {
    conflicts: u64,
    limit: u64,
}

impl Callbacks for ConflictBudget {
    fn on_start(&mut self) {
        self.conflicts = 0;
    }

    fn on_new_clause(&mut self, _: &[Lit], kind: ClauseKind) {
        if kind == ClauseKind::Learnt {
            self.conflicts += 1;
        }
    }

    fn stop(&self) -> bool {
        self.conflicts >= self.limit
    }
}

/// What a slice of the SAT search ended with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SatStep {
    /// The budget ran out; call again to go on.
    Running,
    /// Every solution up to the limit is in (maybe none).
    Done,
}

/// A SAT search for up to `limit` solutions of one puzzle.
pub struct SatSearch {
    solver: Solver<ConflictBudget>,
    variables: encode::Variables,
    limit: usize,
    /// Solutions found, each once.
    pub solutions: Vec<Values>,
    done: bool,
}

impl SatSearch {
    /// The formula of `sudoku`, ready to solve.
    pub fn new(sudoku: &Sudoku, limit: usize) -> SatSearch {
        let budget = ConflictBudget {
            conflicts: 0,
            limit: u64::MAX,
        };
        let mut solver = Solver::new(SolverOpts::default(), budget);
        let variables = encode::encode(sudoku, &mut solver);
        SatSearch {
            solver,
            variables,
            limit: limit.max(1),
            solutions: Vec::new(),
            done: false,
        }
    }

    /// Solves for at most `conflicts` more conflicts.
    pub fn step(&mut self, conflicts: u64) -> SatStep {
        while !self.done {
            self.solver.cb_mut().limit = conflicts;
            let result = self.solver.solve_limited(&[]);
            if result == lbool::UNDEF {
                return SatStep::Running;
            }
            if result == lbool::FALSE {
                self.done = true;
                break;
            }
            if let Some(mut clause) = self.variables.broken_reading(&self.solver) {
                // Back to the caller between models, so that a clock is
                // looked at however many models break such a sequence.
                if self.solver.add_clause_reuse(&mut clause) {
                    return SatStep::Running;
                }
                self.done = true;
                break;
            }
            let solution = self.variables.solution(&self.solver);
            let block = self.variables.blocking_clause(&self.solver);
            self.solutions.push(solution);
            if self.solutions.len() >= self.limit
                || !self.solver.add_clause_reuse(&mut block.clone())
            {
                self.done = true;
            }
        }
        SatStep::Done
    }

    /// Conflicts so far.
    pub fn conflicts(&self) -> u64 {
        self.solver.num_conflicts()
    }

    /// Literals set by unit propagation so far.
    pub fn propagations(&self) -> u64 {
        self.solver.num_propagations()
    }

    /// Clauses of the formula (learnt clauses aside).
    pub fn clauses(&self) -> u64 {
        self.solver.num_clauses()
    }

    /// Variables of the formula.
    pub fn variables(&self) -> u64 {
        u64::from(self.solver.num_vars())
    }
}

/// Up to `limit` solutions of `sudoku`, by the SAT solver.
pub fn find_solutions(sudoku: &Sudoku, limit: usize) -> Vec<Values> {
    let mut search = SatSearch::new(sudoku, limit);
    while search.step(u64::MAX) == SatStep::Running {}
    search.solutions
}

#[cfg(test)]
mod tests;

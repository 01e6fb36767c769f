//! [`Outcome`]: how a run ended, and [`Progress`]: where a running search
//! stands. Both carry grids of any shape as [`Values`].

use crate::shape::Values;

/// How a run ended, and why. Engines end their own runs with
/// [`Solved`](Outcome::Solved), [`NoSolution`](Outcome::NoSolution),
/// [`BudgetSpent`](Outcome::BudgetSpent), [`GaveUp`](Outcome::GaveUp) or
/// [`NotApplicable`](Outcome::NotApplicable); a
/// [`Session`](crate::Session) adds the endings that come from outside the
/// engine: the uniqueness check, the time limit and a stop request.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// A full grid that keeps the givens and breaks no rule.
    Solved(Values),
    /// The search space is exhausted (or the counter proved it): the puzzle
    /// has no solution.
    NoSolution,
    /// The solution counter found two solutions; the engine did not run.
    SeveralSolutions,
    /// The engine's own work budget ran out first: the best grid found and
    /// its cost (0 only for a solution).
    BudgetSpent { best: Values, cost: u32 },
    /// The engine found no way on (logic stuck where its techniques end,
    /// on a puzzle counted unique or too large to count): the grid reached
    /// and its empty cells.
    GaveUp { best: Values, cost: u32 },
    /// The session's time limit passed first.
    TimeLimit { best: Values, cost: u32 },
    /// The run was stopped on request.
    Stopped { best: Values, cost: u32 },
    /// The engine does not apply to this input (e.g. a construction that
    /// ignores givens); the reason is one sentence for people.
    NotApplicable { reason: String },
}

impl Outcome {
    /// The solution, if the run found one.
    pub fn solution(&self) -> Option<&Values> {
        match self {
            Outcome::Solved(grid) => Some(grid),
            _ => None,
        }
    }

    /// The grid an unfinished run reached and its cost.
    pub fn best(&self) -> Option<(&Values, u32)> {
        match self {
            Outcome::BudgetSpent { best, cost }
            | Outcome::GaveUp { best, cost }
            | Outcome::TimeLimit { best, cost }
            | Outcome::Stopped { best, cost } => Some((best, *cost)),
            _ => None,
        }
    }

    /// A short machine-friendly name: `solved`, `no_solution`,
    /// `several_solutions`, `budget_spent`, `gave_up`, `time_limit`, `stopped`,
    /// `not_applicable`.
    pub fn status(&self) -> &'static str {
        match self {
            Outcome::Solved(_) => "solved",
            Outcome::NoSolution => "no_solution",
            Outcome::SeveralSolutions => "several_solutions",
            Outcome::BudgetSpent { .. } => "budget_spent",
            Outcome::GaveUp { .. } => "gave_up",
            Outcome::TimeLimit { .. } => "time_limit",
            Outcome::Stopped { .. } => "stopped",
            Outcome::NotApplicable { .. } => "not_applicable",
        }
    }
}

/// A snapshot of a running search, cheap enough to take 20 times a second.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Progress {
    /// Units of work done so far (what `step`'s budget counts).
    pub iterations: u64,
    /// The grid to show: the best candidate of a metaheuristic, the current
    /// assignment of an exact search.
    pub grid: Values,
    /// Cost of the current candidate (metaheuristics; 0 means solved).
    pub current_cost: Option<u32>,
    /// Lowest cost seen so far (metaheuristics).
    pub best_cost: Option<u32>,
    /// Restarts (re-heats, memory resets...), for engines that restart.
    pub restarts: u64,
}

impl Progress {
    /// A snapshot of an exact search: iterations and the current assignment.
    pub fn exact(iterations: u64, grid: impl Into<Values>) -> Progress {
        Progress {
            iterations,
            grid: grid.into(),
            current_cost: None,
            best_cost: None,
            restarts: 0,
        }
    }

    /// Cells of `grid` holding a digit.
    pub fn filled(&self) -> usize {
        self.grid.filled()
    }

    /// The cost to report if the run ends now unsolved: the best cost, or for
    /// an exact search the number of empty cells.
    pub fn cost(&self) -> u32 {
        self.best_cost
            .unwrap_or((self.grid.cells().len() - self.grid.filled()) as u32)
    }
}

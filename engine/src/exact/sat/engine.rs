//! The `sat` engine: [`SatSearch`] behind the one engine interface, for
//! puzzles of every shape.

use super::{SatSearch, SatStep};
use crate::params::Params;
use crate::shape::{Sudoku, Values};
use crate::solver::{Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step};
use crate::stats::{StatSpec, Stats};

/// The `sat` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "sat",
    summary: "the puzzle as CNF (a variable per cell and digit; cells, houses, pair rules, cage sums, renban windows and arrow and little-killer sums as clauses) solved by batsat's CDCL",
    source: "004 (Sudoku as a SAT problem), on batsat, a pure-Rust MiniSat",
    kind: EngineKind::Exact,
    params: &[],
    presets: &[],
    stats: &[
        StatSpec::count("conflicts", "Conflicts", "conflicts the CDCL solver met (each one learns a clause)"),
        StatSpec::count("clauses", "Clauses", "clauses of the formula, givens as unit clauses"),
        StatSpec::count("variables", "Variables", "variables of the formula: cell-digit pairs and cage selectors"),
        StatSpec::count("propagations", "Propagations", "literals the solver set by unit propagation: its time, measured the same on every machine"),
    ],
    shapes: Shapes::Every,
    reports: Reports::PLAIN,
};

/// `sat` looking for up to `limit` solutions: one for a run, two for the
/// session's uniqueness check.
pub struct SatEngine {
    search: SatSearch,
    givens: Values,
}

impl SatEngine {
    /// The registry's builder: no parameters, and the solver is
    /// deterministic (no seed).
    pub fn start(sudoku: &Sudoku, _params: &Params, _seed: u64) -> SatEngine {
        SatEngine::counting(sudoku, 1)
    }

    /// A search for up to `limit` solutions.
    pub fn counting(sudoku: &Sudoku, limit: usize) -> SatEngine {
        SatEngine {
            search: SatSearch::new(sudoku, limit),
            givens: sudoku.givens().clone(),
        }
    }

    /// The solutions found so far, each once.
    pub fn solutions(&self) -> &[Values] {
        &self.search.solutions
    }

    /// Solves for about `propagations` more unit propagations
    /// ([`SatEngine::propagations`]), as [`Engine::step`] does for
    /// conflicts: as many conflicts as the propagations each has taken so
    /// far make (at first `FIRST_PROPAGATIONS_PER_CONFLICT`).
    pub fn step_propagations(&mut self, propagations: u64) -> Step {
        let conflicts = self.search.conflicts();
        let per_conflict = match conflicts {
            0 => FIRST_PROPAGATIONS_PER_CONFLICT,
            _ => (self.search.propagations() / conflicts).max(1),
        };
        self.step(propagations / per_conflict)
    }

    /// Literals set by unit propagation so far: a measure of the solver's
    /// time that is the same on every machine.
    pub fn propagations(&self) -> u64 {
        self.search.propagations()
    }
}

/// Unit propagations a conflict is taken to cost before the solver has
/// met one: high, so that a first slice stays short (the shared links
/// took 59 to 880 a conflict, arrows and sandwiches the most).
const FIRST_PROPAGATIONS_PER_CONFLICT: u64 = 1_000;

impl Engine for SatEngine {
    fn step(&mut self, budget: u64) -> Step {
        if self.search.step(budget.max(1)) == SatStep::Running {
            return Step::Running;
        }
        Step::Finished(match self.search.solutions.first() {
            Some(solution) => Outcome::Solved(solution.clone()),
            None => Outcome::NoSolution,
        })
    }

    /// The givens until a solution is found: a CDCL solver's trail is not
    /// an assignment worth showing.
    fn progress(&self) -> Progress {
        let grid = self.search.solutions.first().unwrap_or(&self.givens);
        Progress::exact(self.search.conflicts(), grid.clone())
    }

    fn stats(&self) -> Stats {
        Stats::new()
            .count("conflicts", self.search.conflicts())
            .count("clauses", self.search.clauses())
            .count("variables", self.search.variables())
            .count("propagations", self.search.propagations())
    }
}

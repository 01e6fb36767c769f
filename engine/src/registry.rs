//! Every engine by name, with its description, source paper and parameters.

use std::fmt;

use crate::params::{ParamError, ParamSpec, Params};
use crate::puzzle::Puzzle;
use crate::solver::Engine;

/// Whether an engine always decides a puzzle or may give up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineKind {
    /// Complete search: finds the solution or proves there is none.
    Exact,
    /// Stochastic search: seeded, may give up with a best grid.
    Stochastic,
}

/// One registered engine's description. It holds no code: a UI that lists
/// engines without running them (the browser's main thread) links none of
/// them; [`EngineInfo::start`] is what pulls an engine in.
pub struct EngineInfo {
    pub name: &'static str,
    /// One line: what the engine does.
    pub summary: &'static str,
    /// Where it comes from (paper, seed file).
    pub source: &'static str,
    pub kind: EngineKind,
    pub params: &'static [ParamSpec],
}

impl EngineInfo {
    /// Starts this engine on `puzzle` with resolved `params` and `seed`.
    pub fn start(&self, puzzle: &Puzzle, params: &Params, seed: u64) -> Box<dyn Engine> {
        use crate::exact::csp::{CspEngine, GuessOrder};
        match self.name {
            "fast" => Box::new(crate::exact::fast::FastEngine::new(puzzle)),
            "brute" => Box::new(crate::exact::brute::BruteEngine::new(puzzle)),
            "csp" => Box::new(CspEngine::with_params(
                puzzle,
                params,
                GuessOrder::FirstEmpty,
            )),
            "csp-mrv" => Box::new(CspEngine::with_params(
                puzzle,
                params,
                GuessOrder::FewestCandidates,
            )),
            "anneal" => Box::new(crate::meta::anneal::AnnealEngine::new(puzzle, params, seed)),
            "harmony" => Box::new(crate::meta::harmony::HarmonyEngine::new(
                puzzle, params, seed,
            )),
            other => unreachable!("engine '{other}' is listed without a builder"),
        }
    }

    /// Starts this engine with `key=value` settings over the defaults.
    pub fn start_with<'a>(
        &self,
        puzzle: &Puzzle,
        settings: impl IntoIterator<Item = (&'a str, &'a str)>,
        seed: u64,
    ) -> Result<Box<dyn Engine>, ParamError> {
        let params = Params::resolve(self.params, settings)?;
        Ok(self.start(puzzle, &params, seed))
    }
}

impl fmt::Debug for EngineInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EngineInfo")
            .field("name", &self.name)
            .finish()
    }
}

/// The default engine.
pub const DEFAULT_ENGINE: &str = "fast";

static ENGINES: &[EngineInfo] = &[EngineInfo {
    name: "fast",
    summary: "band bitboards with singles and locked candidates; branches on the most constrained two-digit cell",
    source:
        "modern exact solver (the default); the improvement 002 and 004 propose, carried further",
    kind: EngineKind::Exact,
    params: &[],
}, EngineInfo {
    name: "brute",
    summary: "naive depth-first search: next empty cell in row-major order, values 1 to 9",
    source: "Algorithm 1 of the thesis chapter Different approaches to solve Sudoku (seed 004)",
    kind: EngineKind::Exact,
    params: &[],
}, EngineInfo {
    name: "csp",
    summary: "domain propagation inserting one forced number per step, first-empty-cell guesses, chronological backtracking",
    source: "Findling, Sudoku: A Constraint Satisfaction Problem (seed 002)",
    kind: EngineKind::Exact,
    params: crate::exact::csp::PARAMS,
}, EngineInfo {
    name: "csp-mrv",
    summary: "csp with the paper's proposed search rearrangement: guess in the cell with the fewest numbers left",
    source: "Findling, Sudoku: A Constraint Satisfaction Problem (seed 002), its proposed improvement",
    kind: EngineKind::Exact,
    params: crate::exact::csp::PARAMS,
}, EngineInfo {
    name: "anneal",
    summary: "simulated annealing over box permutations: swap two open cells of a box, Metropolis acceptance, re-heats",
    source: "Lewis 2007 as described in the thesis chapter Different approaches to solve Sudoku (seed 004)",
    kind: EngineKind::Stochastic,
    params: crate::meta::anneal::PARAMS,
}, EngineInfo {
    name: "harmony",
    summary: "harmony search: memory consideration, pitch adjustment, random choice; reports the paper's level 1-5",
    source: "Mandal & Sadhu 2013, Solution and Level Identification of Sudoku Using Harmony Search (seed 001), after Geem 2007",
    kind: EngineKind::Stochastic,
    params: crate::meta::harmony::PARAMS,
}];

/// Every engine, the default first.
pub fn engines() -> &'static [EngineInfo] {
    ENGINES
}

/// The engine called `name`.
pub fn find(name: &str) -> Option<&'static EngineInfo> {
    ENGINES.iter().find(|info| info.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_engine_starts_with_its_defaults() {
        let puzzle = crate::parse_puzzle(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        for info in engines() {
            let params = Params::defaults(info.params);
            let mut engine = info.start(&puzzle, &params, 1);
            engine.step(1);
            assert!(
                engine.progress().grid.keeps(puzzle.givens()),
                "{}",
                info.name
            );
        }
        assert_eq!(engines()[0].name, DEFAULT_ENGINE);
    }
}

//! Runs of an engine as the app knows them, in the engine's own types: what
//! each was started on, its latest [`Snapshot`] (grid, costs, statistics),
//! its cost trace, and how it ended ([`Outcome`], or a worker that was
//! lost). [`Runs`] holds every run of the session by id; the ids are the
//! state's to hand out.
//!
//! Components (wasm32): [`Controls`], [`StatusLine`], [`Results`].

mod runs;
mod status;

pub use runs::Runs;
pub use status::{cells_filled, counters_text, format_ms, solutions_text, whole_ms};

#[cfg(target_arch = "wasm32")]
mod controls;
#[cfg(target_arch = "wasm32")]
mod results;
#[cfg(target_arch = "wasm32")]
mod status_line;
#[cfg(target_arch = "wasm32")]
pub use {controls::Controls, results::Results, status_line::StatusLine};

use sudoku_engine::shape::Values;
use sudoku_engine::{EngineInfo, Facts, Outcome, Progress, Snapshot};

use crate::board::{Board, CellKind};
use crate::live::CostTrace;
use crate::worker::{Lost, RunId};

/// Where a run's result came from.
#[derive(Clone, Debug, PartialEq)]
pub enum Origin {
    /// An engine run in a worker.
    Worker,
    /// The solution carried by a share link.
    Link,
    /// The solution saved at the end of the last visit.
    Saved,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// Sent to a worker, or waiting for one.
    Running,
    /// Stop was sent; waiting for the worker's answer.
    Stopping,
    Done(End),
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum End {
    /// The session's outcome.
    Outcome(Outcome),
    /// The request was refused (bad puzzle, parameter...).
    Failed(String),
    /// The worker was lost (crashed, never loaded, ignored a Stop, fell silent).
    Lost(Lost),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub id: RunId,
    pub origin: Origin,
    pub engine: &'static EngineInfo,
    /// What the run is called in a race: its engine and settings.
    pub label: String,
    /// The board the run was started on: its result is shown only on it.
    pub board: Board,
    pub phase: Phase,
    pub facts: Option<Facts>,
    /// The latest snapshot (the final one once done).
    pub snapshot: Option<Snapshot>,
    pub trace: CostTrace,
    /// Messages received from the worker so far (a silent worker is stuck).
    pub messages: u64,
    /// Two solutions, when the check found several: shown with the cells
    /// where they differ.
    pub several: Vec<Values>,
}

impl Run {
    /// A run about to be sent to a worker.
    pub fn started(id: RunId, engine: &'static EngineInfo, board: Board) -> Run {
        Run {
            id,
            origin: Origin::Worker,
            engine,
            label: engine.name.to_string(),
            board,
            phase: Phase::Running,
            facts: None,
            snapshot: None,
            trace: CostTrace::default(),
            messages: 0,
            several: Vec::new(),
        }
    }

    /// A solved run that did not happen here (a link, a saved visit).
    pub fn known_solution(
        id: RunId,
        origin: Origin,
        engine: &'static EngineInfo,
        board: Board,
        solution: Values,
        elapsed_ms: f64,
    ) -> Run {
        Run {
            phase: Phase::Done(End::Outcome(Outcome::Solved(solution.clone()))),
            snapshot: Some(Snapshot {
                progress: Progress::exact(0, solution),
                elapsed_ms,
                stats: Default::default(),
                picture: None,
            }),
            origin,
            ..Run::started(id, engine, board)
        }
    }

    /// True while a worker works on it (or it waits for one).
    pub fn is_active(&self) -> bool {
        matches!(self.phase, Phase::Running | Phase::Stopping)
    }

    /// True for a worker run whose engine reports costs to chart: it may run
    /// for minutes, so it gets the live view.
    pub fn is_watchable(&self) -> bool {
        self.origin == Origin::Worker && self.engine.reports.cost
    }

    /// The outcome, once the session ended.
    pub fn outcome(&self) -> Option<&Outcome> {
        match &self.phase {
            Phase::Done(End::Outcome(outcome)) => Some(outcome),
            _ => None,
        }
    }

    /// The solution, if the run found one.
    pub fn solution(&self) -> Option<&Values> {
        self.outcome().and_then(Outcome::solution)
    }

    pub fn elapsed_ms(&self) -> Option<f64> {
        self.snapshot.as_ref().map(|snapshot| snapshot.elapsed_ms)
    }

    /// The grid to lay over the board, and how to show its digits: the
    /// solution, or the engine's current or best grid (not a solution).
    pub fn overlay(&self) -> Option<(&Values, CellKind)> {
        if let Some(solution) = self.solution() {
            return Some((solution, CellKind::Solved));
        }
        match &self.phase {
            Phase::Running | Phase::Stopping => self
                .snapshot
                .as_ref()
                .map(|snapshot| (&snapshot.progress.grid, CellKind::Tentative)),
            Phase::Done(End::Outcome(outcome)) => {
                outcome.best().map(|(grid, _)| (grid, CellKind::Tentative))
            }
            Phase::Done(_) => None,
        }
    }

    /// Takes the worker's word that the run began.
    pub fn started_with(&mut self, facts: Option<Facts>) {
        self.messages += 1;
        self.facts = facts;
    }

    /// Takes a snapshot of the running run.
    pub fn progress(&mut self, snapshot: Snapshot) {
        self.messages += 1;
        self.trace.push(&snapshot.progress);
        self.snapshot = Some(snapshot);
    }

    /// Ends the run with `outcome` and its final snapshot.
    pub fn finish(&mut self, outcome: Outcome, snapshot: Option<Snapshot>) {
        self.messages += 1;
        if let Some(snapshot) = snapshot {
            self.trace.push(&snapshot.progress);
            self.snapshot = Some(snapshot);
        }
        self.phase = Phase::Done(End::Outcome(outcome));
    }

    /// Ends the run without an outcome.
    pub fn end(&mut self, end: End) {
        self.phase = Phase::Done(end);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::wiki_solution;

    fn engine(name: &str) -> &'static EngineInfo {
        sudoku_engine::find(name).unwrap()
    }

    #[test]
    fn runs_of_engines_that_report_costs_get_the_live_view() {
        let anneal = Run::started(RunId(1), engine("anneal"), Board::default());
        assert!(anneal.is_watchable());
        assert!(!Run::started(RunId(1), engine("fast"), Board::default()).is_watchable());
        let linked = Run::known_solution(
            RunId(2),
            Origin::Link,
            engine("anneal"),
            Board::default(),
            wiki_solution(),
            0.0,
        );
        assert!(
            !linked.is_watchable(),
            "a link's solution has no progress to show"
        );
        assert_eq!(linked.solution(), Some(&wiki_solution()));
    }

    #[test]
    fn the_overlay_is_tentative_until_solved() {
        let mut run = Run::started(RunId(1), engine("anneal"), Board::default());
        assert_eq!(run.overlay(), None);
        let mut grid = Values::empty(9);
        grid.set(0, 5);
        run.progress(Snapshot {
            progress: Progress {
                best_cost: Some(3),
                ..Progress::exact(1, grid.clone())
            },
            elapsed_ms: 1.0,
            stats: Default::default(),
            picture: None,
        });
        assert_eq!(run.overlay(), Some((&grid, CellKind::Tentative)));
        run.finish(
            Outcome::Stopped {
                best: grid.clone(),
                cost: 3,
            },
            None,
        );
        assert_eq!(run.overlay(), Some((&grid, CellKind::Tentative)));
        run.end(End::Lost(Lost::Crashed("boom".into())));
        assert_eq!(run.overlay(), None);
        assert_eq!(run.messages, 2);
    }
}

//! [`Runs`]: every run of this page by id, and which one the board shows.
//! The state hands out the ids, so a message about a run that is gone (a
//! late answer from a replaced worker) finds nothing and changes nothing.

use std::collections::BTreeMap;

use super::Run;
use crate::worker::RunId;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Runs {
    runs: BTreeMap<RunId, Run>,
    last_id: u32,
    shown: Option<RunId>,
}

impl Runs {
    /// A fresh id for the next run.
    pub fn next_id(&mut self) -> RunId {
        self.last_id += 1;
        RunId(self.last_id)
    }

    /// Adds `run` and shows it; runs that are over and not shown are dropped.
    pub fn insert(&mut self, run: Run) {
        let id = run.id;
        self.last_id = self.last_id.max(id.0);
        self.runs.retain(|_, kept| kept.is_active());
        self.runs.insert(id, run);
        self.shown = Some(id);
    }

    /// Forgets every run that is over.
    pub fn clear_finished(&mut self) {
        self.runs.retain(|_, run| run.is_active());
        if self.shown.is_some_and(|id| !self.runs.contains_key(&id)) {
            self.shown = None;
        }
    }

    pub fn get(&self, id: RunId) -> Option<&Run> {
        self.runs.get(&id)
    }

    pub fn get_mut(&mut self, id: RunId) -> Option<&mut Run> {
        self.runs.get_mut(&id)
    }

    /// The run the board and panels show: the latest.
    pub fn shown(&self) -> Option<&Run> {
        self.shown.and_then(|id| self.runs.get(&id))
    }

    /// True while any run is in a worker's hands.
    pub fn is_running(&self) -> bool {
        self.runs.values().any(Run::is_active)
    }

    /// The runs still in a worker's hands.
    pub fn active(&self) -> impl Iterator<Item = &Run> {
        self.runs.values().filter(|run| run.is_active())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::run::End;

    #[test]
    fn ids_are_fresh_and_finished_runs_make_way() {
        let mut runs = Runs::default();
        let fast = sudoku_engine::find("fast").unwrap();
        let first = runs.next_id();
        runs.insert(Run::started(first, fast, Board::default()));
        let second = runs.next_id();
        assert_ne!(first, second);
        runs.get_mut(first).unwrap().end(End::Failed("no".into()));
        runs.insert(Run::started(second, fast, Board::default()));
        assert!(
            runs.get(first).is_none(),
            "a finished run that is not shown is dropped"
        );
        assert_eq!(runs.shown().map(|run| run.id), Some(second));
        assert!(runs.is_running());
    }
}

//! [`Runs`]: every run of this page by id, and the group started last (one
//! run for Solve, several for a race). The state hands out the ids, so a
//! message about a run that is gone (a late answer from a replaced worker)
//! finds nothing and changes nothing.

use std::collections::BTreeMap;

use super::Run;
use crate::worker::RunId;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Runs {
    runs: BTreeMap<RunId, Run>,
    last_id: u32,
    /// The runs started together last, in the order they were started.
    group: Vec<RunId>,
}

impl Runs {
    /// A fresh id for the next run.
    pub fn next_id(&mut self) -> RunId {
        self.last_id += 1;
        RunId(self.last_id)
    }

    /// Adds `run` as a group of its own and shows it.
    pub fn insert(&mut self, run: Run) {
        self.insert_group(vec![run]);
    }

    /// Adds `runs`, started together; runs that are over and not in the new
    /// group are dropped.
    pub fn insert_group(&mut self, runs: Vec<Run>) {
        self.runs.retain(|_, kept| kept.is_active());
        self.group = runs.iter().map(|run| run.id).collect();
        for run in runs {
            self.last_id = self.last_id.max(run.id.0);
            self.runs.insert(run.id, run);
        }
    }

    /// Forgets every run that is over.
    pub fn clear_finished(&mut self) {
        self.runs.retain(|_, run| run.is_active());
        self.group.retain(|id| self.runs.contains_key(id));
    }

    pub fn get(&self, id: RunId) -> Option<&Run> {
        self.runs.get(&id)
    }

    pub fn get_mut(&mut self, id: RunId) -> Option<&mut Run> {
        self.runs.get_mut(&id)
    }

    /// The runs started together last, in start order.
    pub fn group(&self) -> impl Iterator<Item = &Run> {
        self.group.iter().filter_map(|id| self.runs.get(id))
    }

    /// True when the last group is a race (more than one run).
    pub fn is_race(&self) -> bool {
        self.group.len() > 1
    }

    /// The run the board and panels show: the run of a single Solve; in a
    /// race, the fastest that solved the board, once one has.
    pub fn shown(&self) -> Option<&Run> {
        if !self.is_race() {
            return self.group().next();
        }
        self.group()
            .filter(|run| run.solution().is_some())
            .min_by(|a, b| {
                a.elapsed_ms()
                    .unwrap_or(f64::MAX)
                    .total_cmp(&b.elapsed_ms().unwrap_or(f64::MAX))
            })
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

    #[test]
    fn a_race_shows_nothing_on_the_board_until_a_run_solves_it() {
        let mut runs = Runs::default();
        let fast = sudoku_engine::find("fast").unwrap();
        let ids = [runs.next_id(), runs.next_id()];
        runs.insert_group(
            ids.iter()
                .map(|&id| Run::started(id, fast, Board::default()))
                .collect(),
        );
        assert!(runs.is_race());
        assert_eq!(runs.group().count(), 2);
        assert!(runs.shown().is_none());
    }
}

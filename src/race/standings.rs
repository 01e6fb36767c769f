//! The race's table: every run of the group, solved ones first by time,
//! then the rest in start order, with what each did.

use sudoku_engine::stats::group_thousands;

use crate::run::{format_ms, Run, Runs};
use crate::worker::RunId;

/// One line of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub id: RunId,
    /// 1 for the fastest solver; `None` for a run that did not solve.
    pub place: Option<usize>,
    pub label: String,
    pub outcome: String,
    pub time: String,
    pub iterations: String,
}

/// The standings of the last group of `runs`, labelled by `label`.
pub fn standings(runs: &Runs, label: impl Fn(&Run) -> String) -> Vec<Standing> {
    let mut solved: Vec<&Run> = runs
        .group()
        .filter(|run| run.solution().is_some())
        .collect();
    solved.sort_by(|a, b| elapsed(a).total_cmp(&elapsed(b)));
    let others = runs.group().filter(|run| run.solution().is_none());
    solved
        .iter()
        .enumerate()
        .map(|(index, run)| (Some(index + 1), *run))
        .chain(others.map(|run| (None, run)))
        .map(|(place, run)| Standing {
            id: run.id,
            place,
            label: label(run),
            outcome: run.outcome_words(),
            time: run
                .elapsed_ms()
                .map_or("—".to_string(), |ms| format!("{} ms", format_ms(ms))),
            iterations: run.snapshot.as_ref().map_or("—".to_string(), |s| {
                group_thousands(s.progress.iterations)
            }),
        })
        .collect()
}

fn elapsed(run: &Run) -> f64 {
    run.elapsed_ms().unwrap_or(f64::MAX)
}

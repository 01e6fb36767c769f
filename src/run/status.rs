//! A run in words: the status line ("Running anneal…", "Solved in 3 ms by
//! fast", "Gave up after 60.0 s (time limit)..."), its outcome in a word or
//! two, and the facts of the uniqueness check.

use sudoku_engine::stats::group_thousands;
use sudoku_engine::{Outcome, Progress, Snapshot, SolutionCount};

use super::{End, Origin, Phase, Run};
use crate::worker::Lost;

/// Differing cells named in the status line; the rest are counted.
const SHOWN_CELLS: usize = 12;

impl Run {
    /// The status line: it starts with "Running", "Solved in N ms", "No
    /// solution", "Multiple solutions", "Stopped", "Gave up" or "Not
    /// applicable" for those states.
    pub fn status(&self) -> String {
        let elapsed = self.elapsed_ms().unwrap_or(0.0);
        let engine = self.engine.name;
        match &self.phase {
            Phase::Running => format!("Running {engine}…"),
            Phase::Stopping => format!("Running {engine}: stopping…"),
            Phase::Done(End::Outcome(outcome)) => self.outcome_status(outcome, elapsed),
            Phase::Done(End::Failed(message)) => format!("Could not run: {message}"),
            Phase::Done(End::Lost(Lost::Crashed(message))) => {
                format!("The solver crashed ({message}); a fresh solver is ready, the run was lost")
            }
            Phase::Done(End::Lost(Lost::NotLoaded(message))) => {
                format!("The solver could not be loaded ({message}); press Solve to try again")
            }
            Phase::Done(End::Lost(Lost::IgnoredStop)) => format!(
                "Stopped after {} ms (the solver did not answer and was restarted)",
                whole_ms(elapsed)
            ),
            Phase::Done(End::Lost(Lost::Silent)) => format!(
                "Gave up after {} s (the solver stopped answering and was restarted)",
                format_seconds(elapsed)
            ),
        }
    }

    fn outcome_status(&self, outcome: &Outcome, elapsed: f64) -> String {
        let engine = self.engine.name;
        match outcome {
            Outcome::Solved(_) => match self.origin {
                Origin::Worker
                    if self
                        .facts
                        .is_some_and(|facts| facts.solutions == SolutionCount::Several) =>
                {
                    format!(
                    "Solved in {} ms by {engine}: one of several solutions (not a proper Sudoku)",
                    whole_ms(elapsed)
                )
                }
                Origin::Worker => format!("Solved in {} ms by {engine}", whole_ms(elapsed)),
                Origin::Link => "Solved: the solution came with the link".to_string(),
                Origin::Saved => format!(
                    "Solved in {} ms by {engine} (on your last visit)",
                    whole_ms(elapsed)
                ),
            },
            Outcome::NoSolution if self.board.entries().filled() > 0 => {
                "No solution with your entries: clear or undo some of them".to_string()
            }
            Outcome::NoSolution => "No solution: this puzzle cannot be completed".to_string(),
            Outcome::SeveralSolutions => format!(
                "Multiple solutions: this is not a proper Sudoku (Solve anyway finds one of them){}",
                self.where_two_differ()
            ),
            Outcome::BudgetSpent { cost, .. } => format!(
                "Gave up after {} s ({engine} spent its work budget); best cost {cost}",
                format_seconds(elapsed)
            ),
            Outcome::GaveUp { cost, .. } => format!(
                "Gave up after {} s: {engine} found no further step; {cost} cells left",
                format_seconds(elapsed)
            ),
            Outcome::TimeLimit { cost, .. } => format!(
                "Gave up after {} s (time limit); best cost {cost}",
                format_seconds(elapsed)
            ),
            Outcome::Stopped { .. } => format!("Stopped after {} ms", whole_ms(elapsed)),
            Outcome::NotApplicable { reason } => format!("Not applicable: {reason}"),
        }
    }

    /// The cells where the two solutions the check found differ
    /// ([`Run::differing_cells`]), named as the board names them, for the
    /// status line: "; two of them differ at r1c4, r2c7 (highlighted)".
    fn where_two_differ(&self) -> String {
        let cells = self.differing_cells();
        if cells.is_empty() {
            return String::new();
        }
        let geometry = self.board.puzzle().shape().geometry();
        let mut names: Vec<String> = (cells.iter().take(SHOWN_CELLS))
            .map(|&cell| geometry.cell_name(cell))
            .collect();
        if cells.len() > SHOWN_CELLS {
            names.push(format!("and {} more", cells.len() - SHOWN_CELLS));
        }
        format!("; two of them differ at {} (highlighted)", names.join(", "))
    }

    /// The cells where the two solutions the check found differ; none when
    /// it found no two.
    pub fn differing_cells(&self) -> Vec<usize> {
        match self.several.as_slice() {
            [first, second, ..] => first.differing_cells(second),
            _ => Vec::new(),
        }
    }

    /// The outcome in a word or two, for the results panel.
    pub fn outcome_words(&self) -> String {
        match &self.phase {
            Phase::Running | Phase::Stopping => "running".to_string(),
            Phase::Done(End::Outcome(outcome)) => match outcome {
                Outcome::Solved(_) => "solved".to_string(),
                Outcome::NoSolution => "no solution".to_string(),
                Outcome::SeveralSolutions => "several solutions".to_string(),
                Outcome::BudgetSpent { cost, .. } => {
                    format!("gave up: work budget (best cost {cost})")
                }
                Outcome::GaveUp { cost, .. } => {
                    format!("gave up: no further step ({cost} cells left)")
                }
                Outcome::TimeLimit { cost, .. } => {
                    format!("gave up: time limit (best cost {cost})")
                }
                Outcome::Stopped { cost, .. } => format!("stopped (cost {cost})"),
                Outcome::NotApplicable { .. } => "not applicable".to_string(),
            },
            Phase::Done(End::Failed(_)) => "not run".to_string(),
            Phase::Done(End::Lost(Lost::Crashed(_))) => "the solver crashed".to_string(),
            Phase::Done(End::Lost(Lost::NotLoaded(_))) => "the solver did not load".to_string(),
            Phase::Done(End::Lost(Lost::IgnoredStop)) => "stopped (solver restarted)".to_string(),
            Phase::Done(End::Lost(Lost::Silent)) => "gave up (solver restarted)".to_string(),
        }
    }
}

/// A running engine's live counters: "1,024 iterations · 3.2 ms · 200/256
/// cells · best cost 7 · 2 restarts" (the cost and restarts when it has
/// them).
pub fn counters_text(snapshot: &Snapshot) -> String {
    let progress = &snapshot.progress;
    let mut parts = vec![
        format!("{} iterations", group_thousands(progress.iterations)),
        format!("{} ms", format_ms(snapshot.elapsed_ms)),
        format!("{} cells", cells_filled(progress)),
    ];
    if let Some(cost) = progress.best_cost {
        parts.push(format!("best cost {cost}"));
    }
    if progress.restarts > 0 {
        parts.push(format!("{} restarts", group_thousands(progress.restarts)));
    }
    parts.join(" · ")
}

/// How much of the grid being run holds a digit: "200/256".
pub fn cells_filled(progress: &Progress) -> String {
    format!("{}/{}", progress.filled(), progress.grid.cells().len())
}

/// The solution count in words.
pub fn solutions_text(count: SolutionCount) -> &'static str {
    match count {
        SolutionCount::None => "none",
        SolutionCount::Unique => "exactly one (a proper Sudoku)",
        SolutionCount::Several => "more than one",
    }
}

/// Whole milliseconds for the status line, rounded up: "Solved in 1 ms"
/// reads as "within 1 ms" for a run of 0.3 ms. Results show the exact time.
pub fn whole_ms(ms: f64) -> u64 {
    ms.max(0.0).ceil() as u64
}

/// Milliseconds for people: one decimal below 10 ms, whole numbers above.
pub fn format_ms(ms: f64) -> String {
    if ms < 10.0 {
        format!("{ms:.1}")
    } else {
        format!("{}", ms.round() as u64)
    }
}

fn format_seconds(ms: f64) -> String {
    format!("{:.1}", ms / 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::fixtures::wiki_solution;
    use crate::worker::RunId;
    use sudoku_engine::Values;

    fn snapshot(elapsed_ms: f64) -> Option<Snapshot> {
        Some(Snapshot {
            progress: Progress::exact(5, Values::empty(9)),
            elapsed_ms,
            stats: Default::default(),
            picture: None,
        })
    }

    #[test]
    fn counters_count_the_cells_of_the_grid_being_run() {
        let mut grid = sudoku_engine::shape::Values::empty(16);
        grid.set(0, 5);
        let snapshot = Snapshot {
            progress: Progress {
                best_cost: Some(7),
                restarts: 2,
                ..Progress::exact(1024, grid)
            },
            elapsed_ms: 3.21,
            stats: Default::default(),
            picture: None,
        };
        assert_eq!(
            counters_text(&snapshot),
            "1,024 iterations · 3.2 ms · 1/256 cells · best cost 7 · 2 restarts"
        );
        let classic = self::snapshot(12.0).unwrap();
        assert_eq!(counters_text(&classic), "5 iterations · 12 ms · 0/81 cells");
    }

    #[test]
    fn statuses_start_with_the_words_tests_and_people_look_for() {
        let fast = sudoku_engine::find("fast").unwrap();
        let mut run = Run::started(RunId(1), fast, Board::default());
        assert_eq!(run.status(), "Running fast…");
        run.finish(Outcome::Solved(wiki_solution()), snapshot(5.0));
        assert_eq!(run.status(), "Solved in 5 ms by fast");
        run.finish(Outcome::Solved(wiki_solution()), snapshot(0.3));
        assert_eq!(run.status(), "Solved in 1 ms by fast");
        run.finish(Outcome::Solved(wiki_solution()), snapshot(1234.4));
        assert_eq!(run.status(), "Solved in 1235 ms by fast");
        run.finish(Outcome::SeveralSolutions, None);
        assert!(run.status().starts_with("Multiple solutions"));
        run.finish(Outcome::NoSolution, None);
        assert!(run.status().starts_with("No solution"));
        let best = Values::empty(9);
        run.finish(
            Outcome::TimeLimit {
                best: best.clone(),
                cost: 4,
            },
            snapshot(60_000.0),
        );
        assert_eq!(
            run.status(),
            "Gave up after 60.0 s (time limit); best cost 4"
        );
        run.finish(
            Outcome::BudgetSpent {
                best: best.clone(),
                cost: 2,
            },
            snapshot(1_900.0),
        );
        assert_eq!(
            run.status(),
            "Gave up after 1.9 s (fast spent its work budget); best cost 2"
        );
        run.finish(
            Outcome::GaveUp {
                best: best.clone(),
                cost: 30,
            },
            snapshot(2_500.0),
        );
        assert_eq!(
            run.status(),
            "Gave up after 2.5 s: fast found no further step; 30 cells left"
        );
        run.finish(
            Outcome::Stopped {
                best: best.clone(),
                cost: 4,
            },
            snapshot(42.0),
        );
        assert_eq!(run.status(), "Stopped after 42 ms");
        run.end(End::Lost(Lost::IgnoredStop));
        assert!(run.status().starts_with("Stopped after 42 ms"));
        run.finish(
            Outcome::NotApplicable {
                reason: "the construction ignores givens".into(),
            },
            None,
        );
        assert_eq!(
            run.status(),
            "Not applicable: the construction ignores givens"
        );
    }
}

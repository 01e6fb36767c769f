//! The contract over engines × shapes: every registered engine, started by
//! a [`Session`] on a puzzle of each shape, either solves it (or, for a
//! stochastic engine, ends at its time limit with a grid that keeps the
//! givens) when it declares the shape, or ends at once as not applicable
//! with a sentence that names the shape and the engines that take it. And
//! for shapes beyond the classic 9x9, the session's own duties: the
//! uniqueness check, the time limit and the stop.

mod common;

use std::path::PathBuf;

use common::{cases, SteppingClock};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::params::Params;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{
    engines, find, Control, EngineKind, Limits, Outcome, Session, SolutionCount, Uniqueness,
};

fn shared_line(file: &str, index: usize) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/data/shapes")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .nth(index)
        .unwrap_or_else(|| panic!("{file} has no line {index}"))
        .to_string()
}

/// The link of the row `id` of the shared published links.
fn shared_link(id: &str) -> String {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/links/published.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let row = text
        .lines()
        .find(|line| line.split('\t').next() == Some(id))
        .unwrap_or_else(|| panic!("no link {id}"));
    row.split('\t').nth(7).expect("a link column").to_string()
}

fn read(text: &str) -> Sudoku {
    read_puzzle(text, &ShapeOptions::default())
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .sudoku
}

/// One puzzle of each kind of shape, all small enough for every engine
/// that takes them.
fn shapes() -> Vec<(&'static str, Sudoku)> {
    vec![
        ("classic", cases("famous.txt")[0].sudoku()),
        ("6x6", read(&shared_line("sizes_6x6.txt", 0))),
        ("jigsaw", read(&shared_line("jigsaw_9x9.txt", 0))),
        ("x", read(&shared_line("variants_9x9.txt", 0))),
        ("killer", read(&shared_line("killer_9x9.txt", 0))),
        ("16x16", read(&shared_line("sizes_16x16.txt", 0))),
        // Minimum and maximum cells beside killer cages: ordered pairs.
        ("min-max 6x6", read(&shared_link("L015"))),
        // Arrows: sums whose digits may repeat.
        ("arrow 6x6", read(&shared_link("L061"))),
        // Sequences a machine reads: quadruples beside killer cages, and
        // skyscraper clues beside renban lines.
        ("quadruple 9x9", read(&shared_link("L004"))),
        ("skyscraper 9x9", read(&shared_link("L051"))),
    ]
}

/// Exact engines whose paper form searches without propagating: their
/// improved forms are held to solving every shape in `csp.rs`.
const NAIVE: [&str; 3] = ["brute", "csp", "csp-mrv"];

/// A 4x4 whose r1c1 has no digit left, though no two givens clash.
const NO_SOLUTION_4X4: &str = ".23..1..4.......";

/// The empty 4x4: 288 solutions.
const SEVERAL_4X4: &str = "................";

fn limits(time_limit_ms: f64, uniqueness: Uniqueness) -> Limits {
    Limits {
        time_limit_ms: Some(time_limit_ms),
        uniqueness,
    }
}

#[test]
fn every_engine_solves_the_shapes_it_declares_and_names_the_others() {
    for (label, sudoku) in shapes() {
        let shape = sudoku.shape();
        for &info in engines() {
            let name = info.name;
            // 5 ms a clock read keeps slices at 256 units: a stochastic
            // engine meets its limit after a hundred (the uniqueness check
            // of other shapes counts toward it), an exact one has a minute.
            let clock = SteppingClock::new(5.0);
            let params = Params::defaults(info.params);
            let time_limit_ms = match info.kind {
                EngineKind::Stochastic => 500.0,
                _ => 60_000.0,
            };
            let limits = limits(time_limit_ms, Uniqueness::Require);
            let mut session = Session::start(info, &sudoku, &params, 1, limits, &clock);
            let outcome = session.run(&clock, |_| Control::Continue).clone();
            let place = format!("{name} on {label}");
            if !info.shapes.admits(shape) {
                let Outcome::NotApplicable { reason } = &outcome else {
                    panic!("{place}: {outcome:?}");
                };
                assert!(reason.contains(&shape.describe()), "{place}: {reason}");
                assert!(
                    reason.contains("propagate, sat and portfolio"),
                    "{place}: {reason}"
                );
                continue;
            }
            match (&outcome, info.kind) {
                (Outcome::Solved(grid), _) => {
                    assert!(sudoku.is_solved_by(grid), "{place}: {grid}")
                }
                (Outcome::TimeLimit { best, .. }, EngineKind::Stochastic) => {
                    assert!(best.keeps(sudoku.givens()), "{place}")
                }
                // The papers' naive searches may need hundreds of millions
                // of steps (brute on the seed's own 9x9 example: 622
                // million tries; csp-mrv's paper form on the X puzzle: 98
                // million insertions), beyond the 3 million a minute of
                // this clock allows; their grid keeps the givens.
                (Outcome::TimeLimit { best, .. }, _) if NAIVE.contains(&name) => {
                    assert!(best.keeps(sudoku.givens()), "{place}")
                }
                (Outcome::NotApplicable { .. }, EngineKind::Construction) => {}
                _ => panic!("{place}: {outcome:?}"),
            }
            if info.kind != EngineKind::Construction {
                let facts = session
                    .facts()
                    .unwrap_or_else(|| panic!("{place}: the session counted"));
                assert_eq!(facts.solutions, SolutionCount::Unique, "{place}");
            }
        }
    }
}

#[test]
fn the_check_decides_other_shapes_before_the_engine_runs() {
    let none = read(NO_SOLUTION_4X4);
    let several = read(SEVERAL_4X4);
    for name in ["propagate", "sat"] {
        let info = find(name).unwrap();
        let params = Params::defaults(info.params);
        let clock = SteppingClock::new(0.5);
        let start = |sudoku: &Sudoku, uniqueness| {
            let limits = limits(10_000.0, uniqueness);
            Session::start(info, sudoku, &params, 1, limits, &clock)
        };

        let mut session = start(&none, Uniqueness::Require);
        assert_eq!(
            session.run(&clock, |_| Control::Continue),
            &Outcome::NoSolution,
            "{name}"
        );
        assert_eq!(session.facts().unwrap().solutions, SolutionCount::None);

        let mut session = start(&several, Uniqueness::Require);
        assert_eq!(
            session.run(&clock, |_| Control::Continue),
            &Outcome::SeveralSolutions,
            "{name}"
        );

        let mut session = start(&several, Uniqueness::AllowSeveral);
        match session.run(&clock, |_| Control::Continue) {
            Outcome::Solved(grid) => assert!(several.is_solved_by(grid), "{name}"),
            other => panic!("{name}: {other:?}"),
        }
        assert_eq!(session.facts().unwrap().solutions, SolutionCount::Several);
        let snapshot = session.snapshot(&clock).expect("the engine ran");
        assert!(several.is_solved_by(&snapshot.progress.grid), "{name}");
        assert!(!snapshot.stats.is_empty(), "{name}: the check was its run");

        let mut session = start(&several, Uniqueness::Skip);
        match session.run(&clock, |_| Control::Continue) {
            Outcome::Solved(grid) => assert!(several.is_solved_by(grid), "{name}"),
            other => panic!("{name}: {other:?}"),
        }
        assert_eq!(session.facts(), None, "{name}: told not to count");
    }
}

#[test]
fn a_run_of_another_shape_ends_at_its_time_limit_or_on_stop_with_the_grid_reached() {
    // A 25x25 instance that propagate counts in 410,000 nodes and sat in
    // 3,400 conflicts: far more than the few slices of 256 units a 50 ms
    // limit leaves at 5 ms a clock read.
    let hard = read(&shared_line("sizes_25x25.txt", 15));
    for name in ["propagate", "sat"] {
        let info = find(name).unwrap();
        let params = Params::defaults(info.params);
        let clock = SteppingClock::new(5.0);
        let mut session = Session::start(
            info,
            &hard,
            &params,
            1,
            limits(50.0, Uniqueness::Require),
            &clock,
        );
        let snapshot = session
            .snapshot(&clock)
            .expect("the check shows its progress");
        assert!(snapshot.progress.grid.keeps(hard.givens()), "{name}");
        match session.run(&clock, |_| Control::Continue) {
            Outcome::TimeLimit { best, cost } => {
                assert!(best.keeps(hard.givens()), "{name}");
                assert_eq!(*cost as usize, 625 - best.filled(), "{name}");
            }
            other => panic!("{name}: {other:?}"),
        }
        assert!(session.elapsed_ms(&clock) >= 50.0, "{name}");
        assert_eq!(session.facts(), None, "{name}: the check did not end");

        let mut session = Session::start(info, &hard, &params, 1, Limits::default(), &clock);
        let mut slices = 0;
        let stopped = session.run(&clock, |_| {
            slices += 1;
            if slices == 2 {
                Control::Stop
            } else {
                Control::Continue
            }
        });
        match stopped {
            Outcome::Stopped { best, .. } => assert!(best.keeps(hard.givens()), "{name}"),
            other => panic!("{name}: {other:?}"),
        }
    }
}

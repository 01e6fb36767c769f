//! The worker's bench: solves every puzzle of a [`BenchRequest`] and
//! times it, as the command line does natively.
//!
//! Lines of other shapes are read in the one-line form alone (not every
//! text format: the worker does not carry the link decoders). Classic 9x9
//! lines go through the engine crate's throughput loop (engine
//! work alone, default parameters, seed 1, no uniqueness check), as
//! `sudoku bench --throughput` runs them. Lines of another size or variant
//! (the one-line form, `sudoku solve --json`'s `puzzle`) each run in a
//! [`Session`] as `sudoku solve --any --engine E` runs them: the uniqueness
//! check (the run itself for `propagate` and `sat`), then the engine, with
//! several solutions allowed; the slowest one is reported beside the total.

use sudoku_engine::format::read_line;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::params::Params;
use sudoku_engine::run::Clock;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::throughput::solve_all_seeded;
use sudoku_engine::{Control, EngineInfo, Limits, Session, Uniqueness};

use super::protocol::{BenchReport, BenchRequest};

/// Solves every puzzle of `request` with its engine and times it.
pub fn bench(request: &BenchRequest, clock: &dyn Clock) -> BenchReport {
    let mut report = BenchReport {
        engine: request.engine.clone(),
        puzzles: 0,
        solved: 0,
        unreadable: 0,
        first_error: None,
        elapsed_ms: 0.0,
        puzzles_per_second: 0.0,
        slowest_ms: None,
    };
    let Some(info) = sudoku_engine::find(&request.engine) else {
        report.first_error = Some(format!("There is no engine called '{}'", request.engine));
        return report;
    };
    let mut classic = Vec::new();
    let mut shaped = Vec::new();
    for (index, line) in request.puzzles.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match read_line(index + 1, line, &ShapeOptions::default()) {
            Ok(read) if read.sudoku.shape().is_classic() => classic.push(read.sudoku),
            Ok(read) => shaped.push(read.sudoku),
            Err(error) => {
                report.unreadable += 1;
                report
                    .first_error
                    .get_or_insert_with(|| format!("line {}: {error}", index + 1));
            }
        }
    }
    let runs = request.runs.max(1);
    let result = solve_all_seeded(info, &classic, runs, clock);
    report.puzzles = result.puzzles;
    report.solved = result.solved;
    report.elapsed_ms = result.elapsed_ms;
    for sudoku in &shaped {
        for seed in 1..=runs {
            let start = clock.now_ms();
            let solved = solve_shaped(info, sudoku, seed, clock);
            let took = clock.now_ms() - start;
            report.puzzles += 1;
            report.solved += usize::from(solved);
            report.elapsed_ms += took;
            report.slowest_ms = Some(report.slowest_ms.unwrap_or(0.0).max(took));
        }
    }
    if report.elapsed_ms > 0.0 {
        report.puzzles_per_second = report.puzzles as f64 * 1000.0 / report.elapsed_ms;
    }
    report
}

/// True when `info`'s engine, run in a session that allows several
/// solutions, solves `sudoku`.
fn solve_shaped(info: &'static EngineInfo, sudoku: &Sudoku, seed: u64, clock: &dyn Clock) -> bool {
    let params = Params::defaults(info.params);
    let limits = Limits {
        time_limit_ms: None,
        uniqueness: Uniqueness::AllowSeveral,
    };
    let mut session = Session::start(info, sudoku, &params, seed, limits, clock);
    let outcome = session.run(clock, |_| Control::Continue);
    outcome
        .solution()
        .is_some_and(|grid| sudoku.is_solved_by(grid))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{WIKI, WIKI_SOLUTION};
    use sudoku_engine::run::SystemClock;

    #[test]
    fn bench_counts_solved_and_unreadable_lines() {
        let request = BenchRequest {
            puzzles: format!("{WIKI},{WIKI_SOLUTION}\n\nnot a puzzle\n{WIKI}\n"),
            engine: "fast".into(),
            runs: 1,
        };
        let report = bench(&request, &SystemClock::default());
        assert_eq!(report.puzzles, 2);
        assert_eq!(report.solved, 2);
        assert_eq!(report.unreadable, 1);
        assert!(report.first_error.unwrap().starts_with("line 3: "));
        assert_eq!(report.slowest_ms, None, "classic lines are timed together");
    }

    #[test]
    fn lines_of_other_shapes_are_solved_one_by_one_and_the_slowest_reported() {
        // A 4x4 with one solution and the empty 6x6 (several: allowed).
        let puzzles = "1.....2..3.....4\n....................................;box=2x3\n";
        for engine in ["propagate", "sat"] {
            let request = BenchRequest {
                puzzles: puzzles.into(),
                engine: engine.into(),
                runs: 2,
            };
            let report = bench(&request, &SystemClock::default());
            assert_eq!((report.puzzles, report.solved), (4, 4), "{engine}");
            assert!(report.slowest_ms.is_some_and(|ms| ms <= report.elapsed_ms));
        }
        let refused = BenchRequest {
            puzzles: puzzles.into(),
            engine: "fast".into(),
            runs: 1,
        };
        let report = bench(&refused, &SystemClock::default());
        assert_eq!(
            (report.puzzles, report.solved),
            (2, 0),
            "fast takes 9x9 only"
        );
    }
}

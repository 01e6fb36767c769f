//! The contract every engine keeps, checked for every registered engine and
//! for a dummy engine defined here (so a new engine gets the whole contract
//! by being registered, and the dummy shows that nothing else is needed):
//!
//! - it declares every statistic it reports, in order and with the right kind;
//! - small steps give the same run as one big step;
//! - the same seed gives the same run (and a stochastic engine's other seeds
//!   another one);
//! - a session ends it with the right reason: time limit, stop, no solution,
//!   several solutions (or one of them, when allowed), not applicable;
//! - it never claims a solution a puzzle does not have, and honours pencil marks;
//! - its progress grid keeps the givens, and its picture is the one it declares.

mod common;

use common::{cases, marks_limiting, SteppingClock};
use sudoku_engine::exact::counter::{find_within, Bound};
use sudoku_engine::params::Params;
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{
    engines, Control, Engine, EngineInfo, EngineKind, Limits, Outcome, Picture, PictureKind,
    Progress, Reports, Session, Shapes, SolutionCount, StatFormat, StatSpec, StatValue, Stats,
    Step, Uniqueness,
};

/// Builds an engine from a puzzle, parameters and a seed.
type Builder = Box<dyn Fn(&Sudoku, &Params, u64) -> Box<dyn Engine>>;

/// An engine under test.
struct Subject {
    info: &'static EngineInfo,
    build: Builder,
}

impl Subject {
    fn start(&self, sudoku: &Sudoku, seed: u64) -> Box<dyn Engine> {
        (self.build)(sudoku, &Params::defaults(self.info.params), seed)
    }

    fn session(&self, sudoku: &Sudoku, limits: Limits, clock: &SteppingClock) -> Session {
        let engine = self.start(sudoku, 1);
        Session::with_builder(self.info, sudoku, 1, limits, clock, move || engine)
    }

    fn solves(&self) -> bool {
        self.info.solves()
    }
}

/// Every registered engine, then the dummy.
fn subjects() -> Vec<Subject> {
    let registered = engines().iter().map(|&info| Subject {
        info,
        build: Box::new(move |sudoku, params, seed| {
            info.start(sudoku, params, seed)
                .expect("every engine solves the classic 9x9")
        }),
    });
    let dummy = Subject {
        info: &REVEAL_INFO,
        build: Box::new(|sudoku, _, _| Box::new(Reveal::new(sudoku))),
    };
    registered.chain([dummy]).collect()
}

/// Work units (each engine's own) a run may take before a check gives up on
/// it finishing: enough for every engine on the small puzzles used here.
const WORK: u64 = 400_000;

/// Steps `engine` with `budget` until it finishes or has done about `WORK`.
fn run_capped(engine: &mut dyn Engine, budget: u64) -> Option<Outcome> {
    loop {
        if let Step::Finished(outcome) = engine.step(budget) {
            return Some(outcome);
        }
        if engine.progress().iterations >= WORK {
            return None;
        }
    }
}

/// The Wikipedia puzzle's solution with every fourth cell open: small enough
/// that every engine ends on it, big enough to take many small steps.
fn thinned() -> Sudoku {
    let solution = cases("famous.txt")[0].solution.clone().unwrap();
    let mut givens = solution;
    for cell in (0..81).step_by(4) {
        givens.set(cell, 0);
    }
    common::classic(givens)
}

fn escargot() -> Sudoku {
    cases("famous.txt")[1].sudoku()
}

/// AI Escargot with the pencil marks of one open cell excluding its digit:
/// no solution, and singles do not show it.
fn escargot_without_its_solution() -> Sudoku {
    let solution = cases("famous.txt")[1].solution.clone().unwrap();
    let cell = CELL_SINGLES_DO_NOT_EXPOSE;
    assert_eq!(escargot().givens().get(cell), 0);
    let allowed = ALL_DIGITS & !mask(solution.get(cell));
    marks_limiting(&escargot(), cell, allowed)
}

/// Every digit of a classic cell as pencil marks (bit d-1 for d).
const ALL_DIGITS: u64 = 0x1ff;

/// The pencil mark of `digit` alone.
fn mask(digit: u8) -> u64 {
    1 << (digit - 1)
}

/// An open cell of AI Escargot (r1c2) whose wrong digits singles do not refute.
const CELL_SINGLES_DO_NOT_EXPOSE: usize = 1;

fn no_solution() -> Sudoku {
    cases("invalid_no_solution.txt")[0].sudoku()
}

/// True when `grid` is a 9x9 holding every digit of `givens`.
fn keeps(grid: &Values, givens: &Values) -> bool {
    grid.size() == 9 && givens.size() == 9 && grid.keeps(givens)
}

/// True when `grid` is a 9x9 that solves `sudoku`.
fn solves(sudoku: &Sudoku, grid: &Values) -> bool {
    grid.size() == 9 && sudoku.is_solved_by(grid)
}

fn for_each_subject(check: impl Fn(&Subject)) {
    for subject in subjects() {
        check(&subject);
    }
}

#[test]
fn declared_statistics_are_the_reported_ones() {
    for_each_subject(|subject| {
        let name = subject.info.name;
        let mut engine = subject.start(&escargot(), 1);
        let mut seen = engine.stats();
        for _ in 0..3 {
            engine.step(5_000);
            seen = engine.stats();
            assert_declared(subject.info, &seen);
        }
        assert!(
            !subject.info.stats.is_empty(),
            "{name} declares no statistic"
        );
        assert!(!seen.is_empty(), "{name} reports no statistic");
    });
}

/// Every statistic of `stats` is declared, in the declared order, with a
/// value of the declared kind.
fn assert_declared(info: &EngineInfo, stats: &Stats) {
    let mut declared = info.stats.iter();
    for (name, value) in stats.iter() {
        let spec = declared.find(|spec| spec.name == name).unwrap_or_else(|| {
            panic!(
                "{}: statistic {name} is undeclared or out of order",
                info.name
            )
        });
        let fits = matches!(
            (value, spec.format),
            (
                StatValue::Count(_),
                StatFormat::Count | StatFormat::ShareOfIterations
            ) | (StatValue::Real(_), StatFormat::Real | StatFormat::Fixed(_))
                | (StatValue::Text(_), StatFormat::Text)
        );
        assert!(
            fits,
            "{}: {name} = {value:?} is not {:?}",
            info.name, spec.format
        );
    }
    for spec in info.stats {
        assert!(
            !spec.label.is_empty() && !spec.explanation.is_empty(),
            "{}: {}",
            info.name,
            spec.name
        );
    }
}

#[test]
fn small_steps_give_the_same_run_as_one_big_step() {
    let puzzle = thinned();
    for_each_subject(|subject| {
        let name = subject.info.name;
        let mut whole = subject.start(&puzzle, 3);
        let Some(outcome) = run_capped(whole.as_mut(), u64::MAX) else {
            panic!("{name} did not end on a puzzle with 21 open cells");
        };
        for budget in [1, 7, 999] {
            let mut sliced = subject.start(&puzzle, 3);
            assert_eq!(
                run_capped(sliced.as_mut(), budget).as_ref(),
                Some(&outcome),
                "{name} budget {budget}"
            );
            assert_eq!(sliced.stats(), whole.stats(), "{name} budget {budget}");
            assert_eq!(
                sliced.progress(),
                whole.progress(),
                "{name} budget {budget}"
            );
        }
        assert_eq!(
            whole.step(10),
            Step::Finished(outcome),
            "{name}: an ended run keeps its outcome"
        );
    });
}

#[test]
fn the_same_seed_gives_the_same_run() {
    let puzzle = escargot();
    for_each_subject(|subject| {
        let name = subject.info.name;
        let run = |seed| {
            let mut engine = subject.start(&puzzle, seed);
            let outcome = run_capped(engine.as_mut(), 4096);
            (outcome, engine.stats(), engine.progress())
        };
        let first = run(7);
        assert_eq!(run(7), first, "{name}");
        if subject.info.kind == EngineKind::Stochastic {
            assert!(
                (8..11).any(|seed| run(seed) != first),
                "{name}: other seeds, same run"
            );
        }
    });
}

#[test]
fn a_session_ends_at_its_time_limit_or_on_stop_with_the_grid_reached() {
    let puzzle = escargot();
    for_each_subject(|subject| {
        let name = subject.info.name;
        if !subject.solves() {
            return;
        }
        // 5 ms a clock read keeps slices at the first budget (256 units):
        // the limit passes after a few of them.
        let clock = SteppingClock::new(5.0);
        let limits = Limits {
            time_limit_ms: Some(50.0),
            uniqueness: Uniqueness::Require,
        };
        let mut session = subject.session(&puzzle, limits, &clock);
        assert_eq!(
            session.facts().map(|facts| facts.solutions),
            Some(SolutionCount::Unique)
        );
        let outcome = session.run(&clock, |_| Control::Continue).clone();
        let solution = cases("famous.txt")[1].solution.clone().unwrap();
        match &outcome {
            Outcome::Solved(grid) => assert_eq!(*grid, solution, "{name}"),
            Outcome::TimeLimit { best, cost } => {
                assert!(keeps(best, puzzle.givens()), "{name}");
                assert!(*cost > 0, "{name}");
                assert!(session.elapsed_ms(&clock) >= 50.0, "{name}");
            }
            other => panic!("{name}: {other:?}"),
        }
        if subject.info.kind == EngineKind::Stochastic {
            // A stochastic engine may well solve AI Escargot in a few slices
            // (the ant colonies do), so its time limit is checked where luck
            // cannot end the run: a puzzle without solution that singles do
            // not expose, with the session told not to count solutions.
            let hopeless = escargot_without_its_solution();
            let limits = Limits {
                time_limit_ms: Some(50.0),
                uniqueness: Uniqueness::Skip,
            };
            let mut session = subject.session(&hopeless, limits, &clock);
            match session.run(&clock, |_| Control::Continue) {
                Outcome::TimeLimit { best, cost } => {
                    assert!(keeps(best, puzzle.givens()), "{name}");
                    assert!(*cost > 0, "{name}");
                }
                other => panic!("{name} on a puzzle without solution: {other:?}"),
            }
            assert!(session.elapsed_ms(&clock) >= 50.0, "{name}");
        }

        let mut session = subject.session(&puzzle, Limits::default(), &clock);
        let mut slices = 0;
        let stopped = session.run(&clock, |_| {
            slices += 1;
            if slices == 3 {
                Control::Stop
            } else {
                Control::Continue
            }
        });
        match stopped {
            Outcome::Solved(grid) => assert_eq!(*grid, solution, "{name}"),
            Outcome::Stopped { best, .. } => assert!(keeps(best, puzzle.givens()), "{name}"),
            other => panic!("{name}: {other:?}"),
        }
    });
}

#[test]
fn the_uniqueness_check_decides_improper_puzzles_before_the_engine_runs() {
    let several = cases("invalid_multiple_solutions.txt")[3].sudoku();
    for_each_subject(|subject| {
        let name = subject.info.name;
        if !subject.solves() {
            return;
        }
        let clock = SteppingClock::new(0.5);
        let session = subject.session(&no_solution(), Limits::default(), &clock);
        assert_eq!(session.outcome(), Some(&Outcome::NoSolution), "{name}");
        assert!(
            session.snapshot(&clock).is_none(),
            "{name}: the engine did not run"
        );

        let session = subject.session(&several, Limits::default(), &clock);
        assert_eq!(
            session.outcome(),
            Some(&Outcome::SeveralSolutions),
            "{name}"
        );

        let allow = Limits {
            time_limit_ms: Some(200.0),
            uniqueness: Uniqueness::AllowSeveral,
        };
        // 5 ms a clock read keeps slices at the first budget, so a search
        // that does not find a solution soon meets the limit in a few slices
        // (at 0.5 ms budgets double every slice, and the papers' forms of
        // the stochastic engines ran to their backstops: 40 s).
        let slow_clock = SteppingClock::new(5.0);
        let mut session = subject.session(&several, allow, &slow_clock);
        assert_eq!(session.facts().unwrap().solutions, SolutionCount::Several);
        match session.run(&slow_clock, |_| Control::Continue) {
            Outcome::Solved(grid) => assert!(solves(&several, grid), "{name}"),
            Outcome::TimeLimit { .. } => {}
            other => panic!("{name}: {other:?}"),
        }
    });
}

#[test]
fn no_engine_solves_a_puzzle_without_a_solution() {
    let solution = cases("famous.txt")[0].solution.clone().unwrap();
    let wiki = cases("famous.txt")[0].sudoku();
    let first_empty = (0..81).find(|&cell| wiki.givens().get(cell) == 0).unwrap();
    let right = solution.get(first_empty);
    let excluded = marks_limiting(&wiki, first_empty, ALL_DIGITS & !mask(right));
    let wrong = if right == 9 { 8 } else { 9 };
    let kept = marks_limiting(&wiki, first_empty, mask(right) | mask(wrong));
    for_each_subject(|subject| {
        let name = subject.info.name;
        if !subject.solves() {
            return;
        }
        for puzzle in [no_solution(), excluded.clone()] {
            let mut engine = subject.start(&puzzle, 1);
            match run_capped(engine.as_mut(), 1 << 14) {
                Some(Outcome::NoSolution) | Some(Outcome::BudgetSpent { .. }) | None => {}
                Some(other) => panic!("{name}: {other:?} on a puzzle without a solution"),
            }
            if subject.info.kind == EngineKind::Exact {
                let mut engine = subject.start(&puzzle, 1);
                assert_eq!(
                    run_capped(engine.as_mut(), u64::MAX),
                    Some(Outcome::NoSolution),
                    "{name}"
                );
            }
        }
        let mut engine = subject.start(&kept, 1);
        match run_capped(engine.as_mut(), 1 << 14) {
            Some(Outcome::Solved(grid)) => assert_eq!(grid, solution, "{name} with marks"),
            Some(Outcome::BudgetSpent { best, .. }) => assert!(keeps(&best, kept.givens())),
            None if subject.info.kind != EngineKind::Exact => {}
            other => panic!("{name} with marks: {other:?}"),
        }
    });
}

#[test]
fn progress_keeps_the_givens_and_pictures_are_the_declared_kind() {
    let puzzle = escargot();
    for_each_subject(|subject| {
        let name = subject.info.name;
        let mut engine = subject.start(&puzzle, 1);
        for _ in 0..3 {
            engine.step(1000);
            let progress: Progress = engine.progress();
            if subject.solves() {
                assert!(keeps(&progress.grid, puzzle.givens()), "{name}");
            }
            let Reports {
                picture: declared, ..
            } = subject.info.reports;
            match (engine.picture(), declared) {
                (None, _) => {}
                (Some(picture @ Picture::Candidates(_)), Some(PictureKind::Candidates))
                | (Some(picture @ Picture::Shades(_)), Some(PictureKind::Shades { .. })) => {
                    assert!(picture.is_well_formed(), "{name}")
                }
                (Some(other), declared) => panic!("{name} draws {other:?}, declares {declared:?}"),
            }
        }
    });
}

#[test]
fn a_level_scale_reads_a_declared_statistic() {
    for_each_subject(|subject| {
        let Some(scale) = subject.info.reports.level else {
            return;
        };
        let name = subject.info.name;
        assert!(
            subject.info.stat(scale.stat).is_some(),
            "{name}: {}",
            scale.stat
        );
        for input in scale.inputs {
            assert!(subject.info.stat(input).is_some(), "{name}: {input}");
        }
        assert!(!scale.levels.is_empty());
    });
}

/// The dummy: an exact engine that finds the solution with the fast
/// solver when it starts, then reveals it one cell per unit of work. It
/// exists to show that a new engine needs only its own file and a registry
/// line (here, the line in [`subjects`]) to get the whole contract.
struct Reveal {
    givens: Values,
    solution: Option<Values>,
    revealed: u64,
    open: Vec<usize>,
}

const REVEAL_INFO: EngineInfo = EngineInfo {
    name: "reveal",
    summary: "finds the solution at once, then reveals it cell by cell",
    source: "the contract test's dummy",
    kind: EngineKind::Exact,
    params: &[],
    presets: &[],
    stats: &[StatSpec::count("revealed", "Revealed", "cells revealed so far").live()],
    shapes: Shapes::Classic,
    reports: Reports::PLAIN,
};

impl Reveal {
    fn new(sudoku: &Sudoku) -> Reveal {
        let givens = sudoku.givens().clone();
        // `fast` finds it: the counter's search on a classic 9x9.
        let solutions = find_within(sudoku, 1, Bound::default()).expect("no bound to reach");
        Reveal {
            open: (0..givens.cells().len())
                .filter(|&cell| givens.get(cell) == 0)
                .collect(),
            givens,
            solution: solutions.into_iter().next(),
            revealed: 0,
        }
    }
}

impl Engine for Reveal {
    fn step(&mut self, budget: u64) -> Step {
        let Some(solution) = &self.solution else {
            return Step::Finished(Outcome::NoSolution);
        };
        let target = (self.revealed.saturating_add(budget)).min(self.open.len() as u64);
        self.revealed = target;
        if self.revealed == self.open.len() as u64 {
            Step::Finished(Outcome::Solved(solution.clone()))
        } else {
            Step::Running
        }
    }

    fn progress(&self) -> Progress {
        let mut grid = self.givens.clone();
        if let Some(solution) = &self.solution {
            for &cell in &self.open[..self.revealed as usize] {
                grid.set(cell, solution.get(cell));
            }
        }
        Progress::exact(self.revealed, grid)
    }

    fn stats(&self) -> Stats {
        Stats::new().count("revealed", self.revealed)
    }
}

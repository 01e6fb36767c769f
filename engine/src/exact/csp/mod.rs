//! `csp` and `csp-mrv`: Findling, "Sudoku: A Constraint Satisfaction
//! Problem" (seed 002).
//!
//! Every cell, row, column and square has a domain of numbers
//! ([`Domains`]). Each pass of Solve first checks the domains: a full grid
//! is solved, an inconsistent state backtracks. Otherwise it inserts one
//! number: by logical reasoning when a domain forces one (IsLastNumInDomain:
//! the first cell in reading order whose domain holds one number, else the
//! first row, column, then square, numbers ascending, where a number the
//! unit still needs fits one cell's domain), otherwise by a guess (Think):
//! the first number of the first empty cell, left to right and top to
//! bottom, after archiving the state on a stack. Backtracking restores the
//! last archived state and removes the wrong guess from that cell's domain.
//! `csp-mrv` is the same algorithm with the paper's proposed improvement,
//! "search rearrangement": guess in the empty cell with the fewest numbers.
//!
//! The paper's figures (the code of Solve, Think and Backtracking) are lost
//! from the seed text, so where domains are updated, what counts as
//! inconsistent and what Backtracking does next are readings ([`Reading`]):
//!
//! - `reading=givens-domain`, the default and the paper's form: a cell's
//!   domain is 1-9 minus the givens of its row, column and square, and later
//!   loses only the numbers guessed wrongly there. Inserting a number its
//!   row, column or square already holds is refused and backtracks; an
//!   empty cell domain backtracks; after a backtrack logic runs again
//!   before the next guess. Of about 230,000 combinations of readings
//!   searched, none reproduces both of the paper's puzzles; this one comes
//!   closest to its AI Escargot (1385 guesses and 1374 backtracks against
//!   1386 and 1375).
//! - `reading=propagated`, the `improved` preset: every insertion removes
//!   its number from its peers' domains (UpdateGridDomain); a number a unit
//!   still needs that no cell can take is an inconsistency too; Backtracking
//!   guesses the cell's next number at once when more than one is left.
//!
//! The figures of both against the paper's, the variants tried, and what
//! each reading does to the paper's other claims are in [`reading`].
//!
//! Statistics, as the paper reports them: `iterations` (numbers inserted,
//! one per pass of Solve that inserts one), `logic_steps` (logic insertions
//! tried, refused ones included), `guesses`, `backtracks`, `class` (see
//! [`Class`]), plus `retries` (guesses made inside Backtracking under
//! `propagated`) and `refused` (insertions refused under `givens-domain`):
//! `iterations = logic_steps + guesses - retries - refused`. The paper's
//! AI Escargot has 18530 iterations against 17836 logic steps and 1386
//! guesses, so its iterations do not count every insertion tried either.
//!
//! # Every shape
//!
//! The classic 9x9 keeps its fixed arrays ([`Domains`]); every other shape
//! runs the same search ([`search`]) over [`ShapedDomains`]: a domain per
//! cell, house (rows, columns, boxes or jigsaw regions, full extra houses)
//! and group (short extra houses, cages), numbers 1 to N. Pair rules and
//! cage sums, which the paper has no unit for, refuse an insertion and
//! prune domains as its units do (see [`shaped`]). The class's 31 givens
//! of an easy puzzle become the same share of the grid's cells
//! ([`easy_min_givens`]). Measured on the shared shape files (release, one
//! core): `improved` solves every puzzle with one solution among the 6x6,
//! jigsaws, 9x9 variants and 16x16s in under 0.6 s, and 380 of the 399
//! killers within 5 s (a few without givens take a minute: cage sums only
//! bound a cell's numbers). The paper's form, whose domains go stale, is
//! near-naive search there: seconds on the 9x9 variants, none of the
//! 16x16 variants within 2 s.
//!
//! Parameter `logic` reads IsLastNumInDomain: `singles` (the default) as
//! above; `naked` only the first cell whose domain holds one number (the
//! last number of a row, column or square domain belongs in that unit's
//! last empty cell, a naked single too).

mod class;
mod domains;
pub mod reading;
pub mod search;
pub mod shaped;

pub use class::{easy_min_givens, Class, EASY_MIN_GIVENS};
pub use domains::Domains;
pub use reading::Reading;
pub use search::{Deduction, Logic, State};
pub use shaped::ShapedDomains;

use search::Search;

use crate::params::{ParamKind, ParamSpec, Params};
use crate::scale::{LevelBand, LevelScale};
use crate::shape::Sudoku;
use crate::solver::{Engine, EngineInfo, EngineKind, Preset, Progress, Reports, Shapes, Step};
use crate::stats::{StatSpec, Stats};

/// Where Think guesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuessOrder {
    /// The first empty cell, left to right and top to bottom (`csp`).
    FirstEmpty,
    /// The first empty cell with the fewest numbers in its domain (`csp-mrv`).
    FewestCandidates,
}

/// The parameters of `csp` and `csp-mrv`.
pub const PARAMS: &[ParamSpec] = &[
    ParamSpec {
        name: "reading",
        summary: "how the paper's lost figures are read: givens-domain (cell domains lose only the givens' numbers and failed guesses; the closest to its AI Escargot figures) or propagated (every insertion prunes its peers' domains)",
        kind: ParamKind::Choice {
            default: "givens-domain",
            options: &["givens-domain", "propagated"],
        },
    },
    ParamSpec {
        name: "logic",
        summary: "which domains force a number: naked (cells only) or singles (also a number with one place in a row, column or square)",
        kind: ParamKind::Choice {
            default: "singles",
            options: &["singles", "naked"],
        },
    },
];

/// The `improved` preset of `csp` and `csp-mrv`.
const PRESETS: &[Preset] = &[Preset {
    name: "improved",
    summary: "every insertion prunes its peers' cell domains, inconsistencies are caught before they are guessed into, and a failed guess is retried at once",
    settings: &[("reading", "propagated")],
}];

/// The statistics of `csp` and `csp-mrv`, in the paper's terms.
const STATS: &[StatSpec] = &[
    StatSpec::count(
        "iterations",
        "Iterative steps",
        "passes of Solve: one number inserted by logic or by a guess",
    ),
    StatSpec::count(
        "logic_steps",
        "Logic steps",
        "numbers inserted because a domain forced them",
    ),
    StatSpec::count(
        "guesses",
        "Guess steps",
        "numbers guessed by Think, after archiving the state",
    ),
    StatSpec::count(
        "backtracks",
        "Backtracking steps",
        "archived states restored after an inconsistency",
    ),
    StatSpec::text(
        "class",
        "Class",
        "the paper's class: easy or medium without a guess, hard or evil with them",
    ),
    StatSpec::count(
        "retries",
        "Retries",
        "guesses made inside Backtracking, in the iteration that found the inconsistency (reading=propagated)",
    ),
    StatSpec::count(
        "refused",
        "Refused insertions",
        "numbers not inserted because their row, column or square already holds them, each followed by a backtrack (reading=givens-domain)",
    ),
];

/// Findling's classes as a scale (sections 4-5 of the paper).
pub const CLASS_SCALE: LevelScale = LevelScale {
    title: "Difficulty class",
    source: "Findling, Sudoku: A Constraint Satisfaction Problem (seed 002): easy and medium puzzles need no guess, hard and evil ones do.",
    stat: "class",
    inputs: &["guesses"],
    formula: "class from the givens and the guess steps",
    levels: &[
        LevelBand { name: "easy", range: "no guess, 31 givens or more" },
        LevelBand { name: "medium", range: "no guess, fewer givens" },
        LevelBand { name: "hard", range: "fewer than 500 guesses (20 with reading=propagated)" },
        LevelBand { name: "evil", range: "500 guesses or more (20 with reading=propagated)" },
    ],
};

const REPORTS: Reports = Reports {
    level: Some(&CLASS_SCALE),
    ..Reports::PLAIN
};

/// The `csp` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "csp",
    summary: "domains per cell, row, column and square (every house and group of the shape); one number forced by a domain per step, else a first-empty-cell guess; chronological backtracking",
    source: "Findling, Sudoku: A Constraint Satisfaction Problem (seed 002)",
    kind: EngineKind::Exact,
    params: PARAMS,
    presets: PRESETS,
    stats: STATS,
    shapes: Shapes::HousesCagesAndPairs,
    reports: REPORTS,
};

/// The `csp-mrv` engine's declaration.
pub const MRV_INFO: EngineInfo = EngineInfo {
    name: "csp-mrv",
    summary: "csp with the paper's proposed search rearrangement: guess in the cell with the fewest numbers left",
    source: "Findling, Sudoku: A Constraint Satisfaction Problem (seed 002), its proposed improvement",
    kind: EngineKind::Exact,
    params: PARAMS,
    presets: PRESETS,
    stats: STATS,
    shapes: Shapes::HousesCagesAndPairs,
    reports: REPORTS,
};

/// A `csp` or `csp-mrv` run, as the ratings read it besides the engine:
/// the paper's class of the puzzle and its guesses.
pub trait CspRun: Engine {
    /// The paper's class of the puzzle, once solved.
    fn class(&self) -> Option<Class>;

    /// The paper's class of a puzzle known to have a solution, as soon as
    /// it is settled: once solved, or evil once its guesses reach the evil
    /// count.
    fn settled_class(&self) -> Option<Class>;

    /// Guesses made so far.
    fn guesses(&self) -> u64;
}

/// The readings and logic [`PARAMS`] choose.
fn settings(params: &Params) -> (Reading, Logic) {
    let reading = match params.choice("reading") {
        "propagated" => Reading::Propagated,
        _ => Reading::GivensDomain,
    };
    let logic = match params.choice("logic") {
        "naked" => Logic::Naked,
        _ => Logic::Singles,
    };
    (reading, logic)
}

/// A run on a puzzle of any shape with resolved [`PARAMS`]: the classic
/// 9x9 on fixed arrays ([`Domains`]), every other shape on
/// [`ShapedDomains`], the same search over both.
pub fn start(sudoku: &Sudoku, params: &Params, order: GuessOrder) -> Box<dyn CspRun> {
    let (reading, logic) = settings(params);
    let givens = sudoku.givens().filled();
    match sudoku.to_classic() {
        Some(puzzle) => Box::new(Search::new(
            Domains::new(&puzzle, reading),
            reading,
            logic,
            order,
            givens,
            EASY_MIN_GIVENS,
        )),
        None => Box::new(Search::new(
            ShapedDomains::new(sudoku, reading),
            reading,
            logic,
            order,
            givens,
            easy_min_givens(sudoku.shape().cells()),
        )),
    }
}

/// The registry's builder of `csp`.
pub fn start_first_empty(sudoku: &Sudoku, params: &Params, _seed: u64) -> Box<dyn Engine> {
    start(sudoku, params, GuessOrder::FirstEmpty)
}

/// The registry's builder of `csp-mrv`.
pub fn start_fewest_candidates(sudoku: &Sudoku, params: &Params, _seed: u64) -> Box<dyn Engine> {
    start(sudoku, params, GuessOrder::FewestCandidates)
}

impl<D: State> CspRun for Search<D> {
    fn class(&self) -> Option<Class> {
        Search::class(self)
    }

    fn settled_class(&self) -> Option<Class> {
        Search::settled_class(self)
    }

    fn guesses(&self) -> u64 {
        self.counts().guesses
    }
}

impl<D: State> Engine for Search<D> {
    fn step(&mut self, budget: u64) -> Step {
        self.run(budget);
        match self.outcome() {
            Some(outcome) => Step::Finished(outcome.clone()),
            None => Step::Running,
        }
    }

    fn progress(&self) -> Progress {
        Progress::exact(self.counts().iterations, self.values())
    }

    fn stats(&self) -> Stats {
        let class = match (self.outcome(), self.class()) {
            (_, Some(class)) => class.name(),
            (Some(_), None) => "no solution",
            (None, None) => "unsolved",
        };
        let counts = self.counts();
        Stats::new()
            .count("iterations", counts.iterations)
            .count("logic_steps", counts.logic_steps)
            .count("guesses", counts.guesses)
            .count("backtracks", counts.backtracks)
            .text("class", class)
            .count("retries", counts.retries)
            .count("refused", counts.refused)
    }
}

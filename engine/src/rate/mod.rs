//! Difficulty ratings, gathered in one [`rate`]:
//!
//! - SE's ER/EP/ED ([`se`]) from the logic solver's easiest-first path
//!   under Sukaku Explainer's techniques and order;
//! - a HoDoKu-style score and level ([`hodoku`]) and the technique
//!   histogram of the same path;
//! - the CSP class of seed 002 (easy/medium without a guess, hard/evil
//!   with them), from a run of the `csp` engine with its defaults;
//! - optionally the harmony-search level of seed 001, from a seeded run
//!   with a short budget (stochastic and slower, so it is asked for).
//!
//! One entry for every shape: [`rate`] (or [`rate_unique`], once the one
//! solution is known). It chooses the path's solver itself: the classic
//! 9x9's bitboard solver, SE-exact there, or the solver of every shape
//! ([`crate::logic::shaped`], [`shaped`]); both read the same
//! [`RateOptions`] and give the same [`Rating`].

pub mod hodoku;
pub mod path;
pub mod se;
pub mod shaped;

use std::fmt;
use std::ops::ControlFlow;

use crate::exact::csp::{self, Class, GuessOrder, PARAMS as CSP_PARAMS};
use crate::logic::{Family, PathStep, ProfileName, Step, Technique};
use crate::meta::harmony::{self, INFO as HARMONY, PARAMS as HARMONY_PARAMS};
use crate::meta::level::Level;
use crate::params::Params;
use crate::puzzle::Puzzle;
use crate::run::Deadline;
use crate::shape::{Sudoku, Values};
use crate::solver::{Engine, Step as EngineStep};

pub use hodoku::HodokuRating;
pub use path::{rate_path, PathRating};
pub use se::SeRating;
pub use shaped::{unique_solution, unique_solution_within};

/// How [`rate`] works out the path, and what it reads besides.
#[derive(Clone, Debug)]
pub struct RateOptions {
    /// The techniques and order of the path (SE's by default, so that the
    /// ratings compare with SE's).
    pub profile: ProfileName,
    /// Run seed 002's CSP search for its class (true by default; the
    /// generator, which rates every try, leaves it out).
    pub csp: bool,
    /// Run harmony search (seed 001) for its level, on the shapes it
    /// takes ([`harmony_level`]).
    pub harmony: Option<HarmonyRun>,
    /// When a long search inside a step gives up (the solver of every
    /// shape's forcing chains; the classic solver's steps are short):
    /// the rating is then of part of the path.
    pub deadline: Option<Deadline>,
}

impl Default for RateOptions {
    fn default() -> Self {
        RateOptions {
            profile: ProfileName::Se,
            csp: true,
            harmony: None,
            deadline: None,
        }
    }
}

/// A harmony-search run for its level: seeded, with an iteration budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HarmonyRun {
    pub seed: u64,
    pub iterations: u64,
}

impl Default for HarmonyRun {
    fn default() -> Self {
        HarmonyRun {
            seed: 1,
            iterations: 20_000,
        }
    }
}

/// Every reading of one puzzle's difficulty.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// SE's ER/EP/ED.
    pub se: SeRating,
    /// The hardest step's name ("Dynamic Contradiction Forcing Chains (+)").
    pub hardest: Option<String>,
    pub hodoku: HodokuRating,
    /// Steps per technique, in technique order.
    pub histogram: Vec<(Technique, u32)>,
    /// Steps per family, in family order.
    pub families: Vec<(Family, u32)>,
    /// Steps on the path.
    pub steps: usize,
    /// The logic solver finished the grid.
    pub solved: bool,
    /// Seed 002's class and the guesses it counts (none when its paper's
    /// search settles no class within [`shaped::CSP_BUDGET`] on another
    /// shape).
    pub csp: Option<CspClass>,
    /// Seed 001's level and difficulty coefficient, when asked for.
    pub harmony: Option<(Level, f64)>,
}

/// Seed 002's class of a puzzle and the guesses its search made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CspClass {
    pub class: Class,
    pub guesses: u64,
    /// The search ran to the solution; when false it stopped once its
    /// guesses made the class evil (on other shapes), and `guesses` is a
    /// floor.
    pub complete: bool,
}

impl Rating {
    /// The readings of the path alone (what the generator stores).
    pub fn path(&self) -> PathRating {
        PathRating {
            se: self.se,
            hodoku: self.hodoku,
            hardest: self.hardest.clone(),
        }
    }
}

/// Why a puzzle has no rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RateError {
    NoSolution,
    SeveralSolutions,
    /// Its solutions could not be counted within the budget.
    Unchecked,
}

impl fmt::Display for RateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RateError::NoSolution => "the puzzle has no solution",
            RateError::SeveralSolutions => "the puzzle has several solutions",
            RateError::Unchecked => "the puzzle is too open to check that it has one solution",
        })
    }
}

impl std::error::Error for RateError {}

/// What a path's watcher answers after each step: go on, or stop (the
/// rating is then of the path so far).
pub type Watch<'a> = dyn FnMut(&dyn PathStep) -> ControlFlow<()> + 'a;

/// Rates a puzzle of any shape with exactly one solution: counted first
/// ([`unique_solution`]: by `fast` on a classic 9x9, in microseconds).
pub fn rate(sudoku: &Sudoku, options: &RateOptions) -> Result<Rating, RateError> {
    let solution = unique_solution(sudoku)?;
    Ok(rate_unique(sudoku, &solution, options, &mut |_| {
        ControlFlow::Continue(())
    }))
}

/// Rates a puzzle whose one solution is known (what [`rate`] does after
/// its count), showing `watch` each step of the path as it is found (the
/// hardest puzzles take seconds, some shapes minutes); a watcher that
/// breaks, or the options' deadline, ends the path early.
pub fn rate_unique(
    sudoku: &Sudoku,
    solution: &Values,
    options: &RateOptions,
    watch: &mut Watch,
) -> Rating {
    let mut rating = match sudoku.to_classic() {
        Some(puzzle) => classic_rating(sudoku, &puzzle, options, watch),
        None => shaped::general_rating(sudoku, solution, options, watch),
    };
    rating.harmony = options.harmony.and_then(|run| harmony_level(sudoku, run));
    rating
}

/// The classic 9x9's rating (`sudoku` as the classic `puzzle`), by its
/// bitboard solver (SE-exact).
fn classic_rating(
    sudoku: &Sudoku,
    puzzle: &Puzzle,
    options: &RateOptions,
    watch: &mut Watch,
) -> Rating {
    let profile = options.profile.classic();
    let (steps, solved) =
        path::logic_path_watched(puzzle, &profile, &mut |step: &Step| watch(step));
    let PathRating {
        se,
        hodoku,
        hardest,
    } = PathRating::of(&steps, solved);
    Rating {
        se,
        hardest,
        hodoku,
        histogram: histogram(&steps),
        families: families(&steps),
        steps: steps.len(),
        solved,
        csp: options.csp.then(|| csp_class(sudoku, None)).flatten(),
        harmony: None,
    }
}

/// Steps per technique, in technique order.
pub fn histogram(steps: &[Step]) -> Vec<(Technique, u32)> {
    histogram_of(steps.iter().map(|step| step.technique))
}

/// Steps per technique, in technique order, of a path given as its steps'
/// techniques.
pub fn histogram_of(techniques: impl IntoIterator<Item = Technique>) -> Vec<(Technique, u32)> {
    let mut counts: Vec<(Technique, u32)> = Vec::new();
    for technique in techniques {
        match counts.iter_mut().find(|(t, _)| *t == technique) {
            Some((_, n)) => *n += 1,
            None => counts.push((technique, 1)),
        }
    }
    counts.sort_by_key(|&(t, _)| t);
    counts
}

/// Steps per family, in family order (families without steps left out).
pub fn families(steps: &[Step]) -> Vec<(Family, u32)> {
    families_of(&histogram(steps))
}

/// Steps per family, in family order, from a histogram.
pub fn families_of(histogram: &[(Technique, u32)]) -> Vec<(Family, u32)> {
    Family::ALL
        .iter()
        .map(|&family| {
            let n = histogram
                .iter()
                .filter(|(t, _)| t.family() == family)
                .map(|(_, n)| n)
                .sum();
            (family, n)
        })
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// Seed 002's CSP class of `sudoku`, by the `csp` engine as registered
/// (the paper's form, its defaults). Without a `budget` the search runs to
/// its end, so the guesses are the whole search's, as in the paper's
/// figures (the classic 9x9). With one (work units), it stops as soon as
/// the class is settled and gives up (`None`) past the budget.
fn csp_class(sudoku: &Sudoku, budget: Option<u64>) -> Option<CspClass> {
    let params = Params::defaults(CSP_PARAMS);
    let mut engine = csp::start(sudoku, &params, GuessOrder::FirstEmpty);
    let Some(budget) = budget else {
        while engine.step(u64::MAX) == EngineStep::Running {}
        return Some(CspClass {
            class: engine.class().unwrap_or(Class::Evil),
            guesses: engine.guesses(),
            complete: true,
        });
    };
    let mut spent = 0;
    loop {
        let running = engine.step(CSP_SLICE) == EngineStep::Running;
        if let Some(class) = engine.settled_class() {
            return Some(CspClass {
                class,
                guesses: engine.guesses(),
                complete: !running,
            });
        }
        spent += CSP_SLICE;
        if !running || spent >= budget {
            return None;
        }
    }
}

/// Work units of `csp` between looks at whether its class is settled.
const CSP_SLICE: u64 = 100;

/// Seed 001's level and difficulty coefficient from a seeded harmony run;
/// `None` on a shape harmony search does not take
/// ([`INFO`](crate::meta::harmony::INFO)'s shapes: rules over whole lines).
pub fn harmony_level(sudoku: &Sudoku, run: HarmonyRun) -> Option<(Level, f64)> {
    if !HARMONY.shapes.admits(sudoku.shape()) {
        return None;
    }
    let budget = run.iterations.to_string();
    let params = Params::resolve(HARMONY_PARAMS, [("max_iterations", budget.as_str())])
        .unwrap_or_else(|_| Params::defaults(HARMONY_PARAMS));
    let mut engine = harmony::start(sudoku, &params, run.seed);
    while engine.step(4096) == EngineStep::Running {}
    let nodes = engine.nodes().unwrap_or_default();
    Some((nodes.level(), nodes.difficulty()))
}

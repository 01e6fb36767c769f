//! `harmony`: harmony search (Geem 2007 style) with the level identification
//! of Mandal & Sadhu (seed 001).
//!
//! A harmony gives every open cell a digit. The harmony memory holds `hms`
//! harmonies. Each iteration improvises a new harmony cell by cell: with
//! chance `hmcr` a cell takes its digit from a random harmony of the memory,
//! which with chance `par` is then pitch-adjusted; otherwise it takes a random
//! digit. The new harmony replaces the worst one in memory if it is better.
//!
//! A pitch adjustment moves a digit to a neighbouring value, as Geem adjusts
//! a discrete variable: the next digit up or down (even chance) among those
//! the cell may take, wrapping around at the ends.
//!
//! With `fit` on (the default) improvisation follows the paper's procedure:
//! cells are filled in a random order ("choose a cell randomly", step 1); a
//! random digit is one the cell's row, column and box do not hold yet ("any
//! number not present in the corresponding row, column or block", step 2;
//! on other shapes, one that clashes with no digit placed, see below); a
//! pitch adjustment steps to the nearest such digit, and a digit from memory
//! that repeats one already placed is pitch-adjusted until it fits (steps
//! 5-6). When no digit fits, the cell keeps its digit and the clash stays for
//! the cost to count. The first memory is improvised the same way, with no
//! memory to consult. With `fit` off the engine is Geem's plain form: every
//! cell is chosen independently and the first memory is uniformly random.
//!
//! `order=fewest` fills next the cell with the fewest digits that still fit,
//! as constraint solvers do. It makes improvisation a randomized probe that
//! solves even the hardest known puzzles within a few thousand improvisations,
//! but then the memory adds little: measured, `hmcr=0` (no memory at all)
//! solves as fast. The default stays the paper's random order, where the
//! memory does the work.
//!
//! # The paper's form and `improved`
//!
//! The defaults are the paper's form: the parameters of its implementation
//! section (its step 2: HMS = 40, HMCR = 0.8, PAR = 0.5; its theory section
//! gives typical values HMS = 30, HMCR = 0.9, PAR = 0.3 and ranges 1-100,
//! 0.7-0.99 and 0.1-0.5), its candidates (a cell may take the digits no
//! given peer holds, step 2), its objective (equation 1, the sum over the 27
//! units of |unit sum - 45|) and its procedure (`fit`, random order). The
//! `improved` preset settles naked and hidden singles first, minimises the
//! conflict count, and fills the cell with the fewest fitting digits next.
//!
//! # Every shape
//!
//! The classic 9x9 runs on fixed arrays (`classic.rs`); every other shape
//! (any size N from 4x4 to 36x36, jigsaw regions, extra houses and groups,
//! pair rules, killer cages) on its compiled constraints (`shaped.rs`); the
//! search over both is one (`search.rs`). Run on a classic puzzle, the
//! general rules give the same runs seed for seed. How the paper's pieces
//! generalise, and where a choice was made:
//!
//! - **Candidates** (`givens`): the digits the shape and the givens allow:
//!   those no given peer holds (houses, groups, `Differ` pairs such as
//!   anti-knight and anti-king) and none a given non-consecutive
//!   neighbour forbids. `singles` is the ants' propagation (naked singles
//!   over the same peers and pair rules, hidden singles over the houses).
//! - **Fit** (steps 2, 5, 6): a digit fits when no house or group of the
//!   cell holds it, no placed pair partner forbids it and, in a cage with
//!   a sum, the cage's other open cells can still reach the sum with
//!   distinct digits (in its last open cell: only the digit the sum
//!   lacks). A digit that does not fit is a wrong entry (IV).
//! - **The paper's objective** (equation 1): each house counts |sum -
//!   N(N+1)/2|, each cage with a sum |sum - its sum|. *Choice:* what no
//!   sum can say counts as in the conflict count, one per breach: digits
//!   repeated in a group without a sum, pairs breaking their rule. (Left
//!   out, the objective would not see pair rules at all.)
//! - **Conflicts** (`improved`, and every run's cost): digits repeated in
//!   each house and group (a full house: the digits it misses, as on the
//!   9x9), pairs breaking their rule, and each cage's distance from its
//!   sum; 0 exactly for a solution. A `Differ` pair inside a house or
//!   group is that house's repeat already and is not counted again (as in
//!   `anneal`).

//!
//! A run ends when it finds a solution or when the session's time limit
//! passes; `max_iterations` is only a backstop (see
//! [`DEFAULT_MAX_ITERATIONS`]).
//!
//! # What each form solves
//!
//! Measured with `meta_measure` (`--per-band 6 --limit 10`, seed 1,
//! `--preset improved` for the second column): the first 6 puzzles of
//! each SE band of `se_rated_computed` and of `forum_hardest_1106`, 10 s
//! a run; solved / runs and the median time, an unsolved run counting 10 s:
//!
//! | SE band | paper's form | `improved` |
//! |---|---|---|
//! | 1.x | 4/6, 5.3 s | 6/6, < 0.001 s |
//! | 2.x | 1/6, 10 s | 6/6, < 0.001 s |
//! | 3.x - 9.x (each) | 0/6, 10 s | 6/6, < 0.001 - 0.20 s |
//! | forum_hardest 9.7 - 11.9 | 0/13 | 13/13, 0.004 - 0.010 s |
//! | forum_hardest unrated | 0/6 | 6/6, 0.022 s |
//!
//! On `sudokuexchange_se_rated` (same measure) the paper's form solves 4
//! of the 6 SE 5.x puzzles (median 5.0 s) and 1 of 6 at SE 8.x, none at
//! 6.x, 7.x and 9.x.
//!
//! The paper's form stalls: at the limit its memory's best harmony is 5
//! to 26 units of the sum objective from 0, and only a few hundred of its
//! millions of improvisations ever entered the memory. (Its own example,
//! 51 open cells, takes 0.4 to 1.7 s on seeds 1-3.)
//!
//! On `shared/data/shapes` (`sudoku solve --any -t 10 -s 1`, the first 8
//! killers; a time includes the session's uniqueness check):
//!
//! | file | paper's form | `improved` |
//! |---|---|---|
//! | `sizes_6x6` (1) | 1/1, 0.001 s | 1/1, < 0.001 s |
//! | `jigsaw_9x9` (1) | 0/1 | 1/1, 0.001 s |
//! | `variants_9x9` (x, x+windoku, antiknight+antiking, windoku, antiknight, nonconsec) | 0/6 | 5/6: 0.65, 5.1, < 0.001, < 0.001, 3.8 s (antiknight: one of its several solutions); nonconsec not |
//! | `killer_9x9` (8) | 0/8 | 2/8, 0.89 and 0.09 s |
//! | `sizes_16x16` unique (8) | 0/8 | 7/8, by singles; the sparse one not |
//! | `jigsaw_16x16` (1), `variants_16x16` (2) | 0/3 | 0/3 |
//!
//! # Level identification
//!
//! Every run reports the paper's valid nodes V, invalid nodes IV, SR, DC
//! and level 1-5, counted as [`super::level`] documents, with what is
//! ambiguous in the paper, the reading chosen, and what it measures.

mod classic;
mod pitch;
mod search;
mod shaped;

use crate::params::{ParamKind, ParamSpec, Params};
use crate::shape::Sudoku;
use crate::solver::{Engine, EngineInfo, EngineKind, Preset, Reports, Shapes};
use crate::stats::{StatFormat, StatSpec};

use super::level::{NodeCounts, SCALE};
use super::reduce::Reduction;
use classic::ClassicRules;
use search::{Rules, Search};
use shaped::ShapedRules;

/// The default iteration budget: a backstop that keeps a run from going on
/// forever, not a limit. The session's time limit ends runs first: about
/// 1.1 million improvisations a second natively with 51 open cells, so this
/// is about 90 s. (At 2,000,000, runs gave up after 2 s of a 10 s limit.)
pub const DEFAULT_MAX_ITERATIONS: i64 = 100_000_000;

/// The parameters of `harmony`, with the paper's defaults.
pub const PARAMS: &[ParamSpec] = &[
    ParamSpec {
        name: "hms",
        summary: "harmony memory size (paper: 40; typical 30)",
        kind: ParamKind::Int {
            default: 40,
            min: 1,
            max: 1000,
        },
    },
    ParamSpec {
        name: "hmcr",
        summary: "chance a cell's digit comes from memory (paper: 0.8; typical 0.9)",
        kind: ParamKind::Real {
            default: 0.8,
            min: 0.0,
            max: 1.0,
        },
    },
    ParamSpec {
        name: "par",
        summary: "chance a digit from memory is pitch-adjusted (paper: 0.5; typical 0.3)",
        kind: ParamKind::Real {
            default: 0.5,
            min: 0.0,
            max: 1.0,
        },
    },
    ParamSpec {
        name: "fit",
        summary: "steer digits away from those that clash with digits placed: the cell's row, column and box (the paper's steps 2, 5, 6), any other rule of the shape; off: Geem's plain form",
        kind: ParamKind::Flag { default: true },
    },
    ParamSpec {
        name: "order",
        summary: "with fit, the order cells are filled in: random (the paper), or fewest fitting digits first",
        kind: ParamKind::Choice {
            default: "random",
            options: &["random", "fewest"],
        },
    },
    ParamSpec {
        name: "candidates",
        summary: "digits an open cell may take: those no given peer holds (the paper's step 2), those left after naked and hidden singles, or all",
        kind: ParamKind::Choice {
            default: "givens",
            options: &["givens", "singles", "all"],
        },
    },
    ParamSpec {
        name: "objective",
        summary: "what the memory minimises: the paper's sum of |unit sum - 45| (its equation 1; N(N+1)/2 on an NxN), or conflicts (digits missing per unit, broken rules)",
        kind: ParamKind::Choice {
            default: "sum",
            options: &["sum", "conflicts"],
        },
    },
    ParamSpec {
        name: "max_iterations",
        summary: "improvisations before giving up with the best harmony",
        kind: ParamKind::Int {
            default: DEFAULT_MAX_ITERATIONS,
            min: 1,
            max: 1_000_000_000_000,
        },
    },
];

/// What the memory minimises.
///
/// The paper's objective (its equation 1) sums |sum - 45| over the 27 units
/// (on other shapes, see the module documentation). It is not the default
/// because 0 does not prove a solution: a unit holding 1 1 3 4 5 6 8 8 9
/// also sums to 45. The conflict count (digits missing from each unit) is 0
/// exactly for a solution. Whatever the objective, a run ends solved only
/// at 0 conflicts and reports conflicts as its cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    Conflicts,
    UnitSums,
}

/// A harmony's standing: its objective, then its conflicts to break ties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Score {
    objective: u32,
    conflicts: u32,
}

/// The `harmony` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "harmony",
    summary: "harmony search: memory consideration, pitch adjustment, random choice; reports the paper's level 1-5",
    source: "Mandal & Sadhu 2013, Solution and Level Identification of Sudoku Using Harmony Search (seed 001), after Geem 2007",
    kind: EngineKind::Stochastic,
    params: PARAMS,
    presets: &[Preset {
        name: "improved",
        summary: "settle naked and hidden singles first, minimise conflicts (0 only for a solution) instead of unit sums, and fill the cell with the fewest fitting digits next",
        settings: &[
            ("candidates", "singles"),
            ("objective", "conflicts"),
            ("order", "fewest"),
        ],
    }],
    stats: &[
        StatSpec::count("memory_best", "Memory best", "objective of the best harmony in memory").live(),
        StatSpec::count("memory_worst", "Memory worst", "objective of the worst harmony in memory (the next to be replaced)").live(),
        StatSpec::count("valid_nodes", "Valid nodes V", "the most pitch iterations (steps of HMCR x PAR x 0.5) any open cell has made").live(),
        StatSpec::count("invalid_nodes", "Invalid nodes IV", "wrong entries: digits that clashed with their row, column, box or another rule of the shape when placed").live(),
        StatSpec::real("sr", "Success rating SR", "SR = V / (V + 2 IV)").with_format(StatFormat::Fixed(3)).live(),
        StatSpec::real("dc", "Difficulty coefficient DC", "DC = 1 - SR").with_format(StatFormat::Fixed(3)).live(),
        StatSpec::count("level", "Level", "the paper's level from DC: 1 ultra easy to 5 evil"),
        StatSpec::count("accepted", "Accepted", "improvisations that replaced the worst harmony, with their share of all iterations").with_format(StatFormat::ShareOfIterations),
        StatSpec::count("last_conflicts", "Last conflicts", "conflicts of the latest improvisation"),
        StatSpec::count("open_cells", "Open cells", "cells the search fills (those propagation did not settle)"),
        StatSpec::count("settled_by_singles", "Settled by singles", "cells fixed by propagation before the search"),
    ],
    shapes: Shapes::HousesCagesAndPairs,
    reports: Reports {
        cost: true,
        restart: None,
        level: Some(&SCALE),
        picture: None,
        frame_ms: None,
    },
};

/// A `harmony` run, as the ratings read it besides the engine: the valid
/// and invalid nodes that give seed 001's level.
pub trait HarmonyRun: Engine {
    /// The valid and invalid nodes of the run so far (see the module
    /// documentation); `None` when the puzzle has no solution.
    fn nodes(&self) -> Option<NodeCounts>;
}

/// The registry's builder: prepares a run on `sudoku` with [`PARAMS`]
/// values and a seed, the classic 9x9 on fixed arrays, every other shape
/// on the general rules, the same search over both.
pub fn start(sudoku: &Sudoku, params: &Params, seed: u64) -> Box<dyn HarmonyRun> {
    match sudoku.to_classic() {
        Some(puzzle) => {
            let prepared = ClassicRules::prepare(&puzzle, reduction(params));
            Box::new(Search::start(prepared, params, seed))
        }
        None => {
            let prepared = ShapedRules::prepare(sudoku, reduction(params));
            Box::new(Search::start(prepared, params, seed))
        }
    }
}

impl<R: Rules> HarmonyRun for Search<R> {
    fn nodes(&self) -> Option<NodeCounts> {
        Search::nodes(self)
    }
}

/// The reduction the `candidates` parameter names.
fn reduction(params: &Params) -> Reduction {
    match params.choice("candidates") {
        "all" => Reduction::None,
        "givens" => Reduction::Givens,
        _ => Reduction::Singles,
    }
}

//! `anneal`: simulated annealing after Lewis (2007), as seed 004 describes it.
//!
//! Every 3x3 box is filled with the digits it lacks, at random, so boxes
//! never clash. The cost is the number of digits missing from each row and
//! each column, summed: 0 exactly for a solution. A move swaps two open cells
//! of one box and is accepted by the Metropolis rule at the current
//! temperature. Lewis's settings are the defaults: the start temperature is
//! the standard deviation of the cost over [`START_SAMPLE`] random moves, the
//! temperature is multiplied by `cooling` = 0.99 after each Markov chain of
//! (open cells)^2 moves, and after `reheat_after` = 20 chains without
//! improvement the search re-heats (`schedule.rs` says what counts as an
//! improvement and what a re-heat does).
//!
//! The default is the paper's pure form: every empty cell is open and may
//! take any digit its box lacks. The `improved` preset turns `propagate` on:
//! naked and hidden singles first settle what they can, as in Lewis's later
//! hybrid with constraint programming, and every open cell then only takes
//! its remaining candidates, both when the boxes are filled and in every swap.
//!
//! # Every shape
//!
//! Other shapes fill their own regions (boxes of any size, jigsaw regions,
//! else rows) and count in the cost every other house and group, every pair
//! rule and every cage's distance from its sum (`shaped.rs`); the classic
//! 9x9 keeps its fixed arrays (`classic.rs`), the schedule is the same.
//! Lewis's easy-hard-easy curve, from `cargo run --release -p sudoku-engine
//! --example lewis_curve` (5 instances per fill, 10 s a run, seed 1): every
//! run of order 3 and 4 is solved at every fill; on 25x25 the paper's form
//! solves 20% at 40% fill, none at 45% and 80% at 50%, every run elsewhere,
//! and `improved` 100% at 40%, 40% at 45% and at 50%.
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
//! | 1.x | 6/6, 0.012 s | 6/6, < 0.001 s |
//! | 2.x | 6/6, 0.015 s | 6/6, 0.003 s |
//! | 3.x | 6/6, 2.1 s | 6/6, 0.025 s |
//! | 4.x | 6/6, 0.52 s | 6/6, 0.15 s |
//! | 5.x | 6/6, 0.020 s | 6/6, 0.033 s |
//! | 6.x | 6/6, 0.018 s | 6/6, 0.006 s |
//! | 7.x | 6/6, 0.31 s | 6/6, 0.041 s |
//! | 8.x | 6/6, 0.53 s | 6/6, 0.12 s |
//! | 9.x | 5/6, 0.36 s | 6/6, 0.10 s |
//! | forum_hardest 10.x | 1/6, 10 s | 6/6, 0.98 s |
//! | forum_hardest 11.x | 2/6, 10 s | 6/6, 3.8 s |
//! | forum_hardest 9.x, unrated | 3/7 | 4/7 |

mod boxes;
mod classic;
mod matching;
mod schedule;
mod shaped;

use crate::params::{ParamKind, ParamSpec, Params};
use crate::shape::{Sudoku, Values};
use crate::solver::{
    Engine, EngineInfo, EngineKind, Outcome, Preset, Progress, Reports, Shapes, Step,
};
use crate::stats::{StatFormat, StatSpec, Stats};

use super::reduce::Reduction;
use super::rng::MetaRng;
use classic::{ClassicGrid, ClassicLayout};
use schedule::Annealer;
use shaped::{ShapedGrid, ShapedLayout};

pub use schedule::START_SAMPLE;

/// The default budget: a billion moves, 25 to 50 seconds natively (20 to
/// 40 million moves a second). It is only a backstop that keeps a run from
/// going on forever: drivers stop runs at their time limits first (the CLI
/// and the app at 60 s). At 200 million, the hardest famous puzzles hit the
/// budget in about 5 s on some seeds (Easter Monster with seed 4 needs 228
/// million moves), well inside the 10 s a run is given.
pub const DEFAULT_MAX_ITERATIONS: i64 = 1_000_000_000;

/// What a re-heat does besides resetting the temperature to the start value.
const REHEAT_MODES: &[&str] = &["redraw", "keep"];

/// The parameters of `anneal`, with Lewis's defaults.
pub const PARAMS: &[ParamSpec] = &[
    ParamSpec {
        name: "propagate",
        summary: "settle naked and hidden singles first and keep cells within their candidates (off, the default: the paper's pure form)",
        kind: ParamKind::Flag { default: false },
    },
    ParamSpec {
        name: "cooling",
        summary: "temperature factor after each Markov chain (Lewis: 0.99)",
        kind: ParamKind::Real {
            default: 0.99,
            min: 0.5,
            max: 0.99999,
        },
    },
    ParamSpec {
        name: "reheat_after",
        summary: "chains without a new lowest cost before a re-heat (Lewis: 20)",
        kind: ParamKind::Int {
            default: 20,
            min: 1,
            max: 1_000_000,
        },
    },
    ParamSpec {
        name: "reheat",
        summary: "on re-heat, redraw a new random grid (the thesis) or keep the current one",
        kind: ParamKind::Choice {
            default: "redraw",
            options: REHEAT_MODES,
        },
    },
    ParamSpec {
        name: "max_iterations",
        summary: "moves before giving up with the best grid",
        kind: ParamKind::Int {
            default: DEFAULT_MAX_ITERATIONS,
            min: 1,
            max: 1_000_000_000_000,
        },
    },
];

/// The `anneal` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "anneal",
    summary: "simulated annealing over box permutations: swap two open cells of a box (or jigsaw region), Metropolis acceptance, re-heats",
    source: "Lewis 2007 as described in the thesis chapter Different approaches to solve Sudoku (seed 004)",
    kind: EngineKind::Stochastic,
    params: PARAMS,
    presets: &[Preset {
        name: "improved",
        summary: "settle naked and hidden singles first and keep every cell within its candidates (Lewis's later hybrid with constraint programming)",
        settings: &[("propagate", "true")],
    }],
    stats: &[
        StatSpec::real("temperature", "Temperature", "how readily a worse move is accepted; falls after each Markov chain").live(),
        StatSpec::count("reheats", "Re-heats", "restarts at the start temperature after chains without a new lowest cost").live(),
        StatSpec::count("accepted", "Accepted", "moves kept, with their share of all iterations").with_format(StatFormat::ShareOfIterations).live(),
        StatSpec::real("start_temperature", "Start temperature", "the cost's standard deviation over a sample of random moves"),
        StatSpec::count("chain_length", "Chain length", "moves per Markov chain at one temperature"),
        StatSpec::count("open_cells", "Open cells", "cells the search fills (those propagation did not settle)"),
        StatSpec::count("settled_by_singles", "Settled by singles", "cells fixed by propagation before the search"),
    ],
    shapes: Shapes::HousesCagesAndPairs,
    reports: Reports {
        cost: true,
        restart: Some("re-heat"),
        level: None,
        picture: None,
        frame_ms: None,
    },
};

/// A grid whose fill regions each hold every digit once, changed by
/// swapping two open cells of one region.
pub trait SwapGrid: Clone + Send {
    /// What stays fixed during a run: the open cells of each region, the
    /// digits each cell may take, the houses and rules the cost counts.
    type Layout: SwapLayout;

    /// Costs changes up to this are accepted by looking up a table.
    const MAX_DELTA: usize;

    /// Fills every region's open cells with the digits it lacks, in a
    /// random order that keeps each cell within its candidates; `None`
    /// when some region cannot be so filled, which proves the puzzle has
    /// no solution.
    fn draw(layout: &Self::Layout, rng: &mut MetaRng) -> Option<Self>;

    /// A random swap of two open cells of one region that keeps both
    /// within their candidates, if the draw gives one.
    fn propose(&self, layout: &Self::Layout, rng: &mut MetaRng) -> Option<(usize, usize)>;

    /// The change of cost if cells `a` and `b` (of one region) swap digits.
    fn swap_delta(&self, layout: &Self::Layout, a: usize, b: usize) -> i32;

    /// Swaps the digits of `a` and `b`, whose [`SwapGrid::swap_delta`] is `delta`.
    fn swap(&mut self, layout: &Self::Layout, a: usize, b: usize, delta: i32);

    /// What the grid breaks: 0 exactly for a solution.
    fn cost(&self) -> u32;

    /// The grid's digits.
    fn values(&self) -> Values;
}

/// What the schedule reads of a layout.
pub trait SwapLayout: Send {
    /// Open cells over all regions.
    fn open_count(&self) -> usize;

    /// True when some region has two open cells to swap.
    fn can_swap(&self) -> bool;
}

/// A puzzle made ready for annealing.
pub enum Prepared<L> {
    /// The reduction decided it: the outcome, and the grid to show.
    Decided(Outcome, Values),
    /// Cells are left open.
    Open {
        layout: L,
        /// Givens and the cells the reduction settled.
        settled: Values,
        settled_by_singles: usize,
    },
}

/// Prepares an `anneal` run on `sudoku` with [`PARAMS`] values and a seed:
/// the classic 9x9 on its fixed arrays, every other shape on the general
/// grid (the same schedule over both), or a run the reduction or the
/// first draw decided.
pub fn start(sudoku: &Sudoku, params: &Params, seed: u64) -> Box<dyn Engine> {
    let reduction = if params.flag("propagate") {
        Reduction::Singles
    } else {
        Reduction::None
    };
    let givens = sudoku.givens().filled();
    match sudoku.to_classic() {
        Some(puzzle) => open::<ClassicGrid>(
            ClassicLayout::prepare(&puzzle, reduction),
            givens,
            params,
            seed,
        ),
        None => open::<ShapedGrid>(
            ShapedLayout::prepare(sudoku, reduction),
            givens,
            params,
            seed,
        ),
    }
}

fn open<G: SwapGrid + 'static>(
    prepared: Prepared<G::Layout>,
    givens: usize,
    params: &Params,
    seed: u64,
) -> Box<dyn Engine> {
    match prepared {
        Prepared::Decided(outcome, grid) => Box::new(Decided {
            settled_by_singles: grid.filled() - givens,
            outcome,
            grid,
        }),
        Prepared::Open {
            layout,
            settled,
            settled_by_singles,
        } => match Annealer::<G>::start(layout, settled_by_singles, params, seed) {
            Ok(annealer) => Box::new(annealer),
            Err(outcome) => Box::new(Decided {
                grid: match &outcome {
                    Outcome::Solved(grid) => grid.clone(),
                    _ => settled,
                },
                outcome,
                settled_by_singles,
            }),
        },
    }
}

/// A run decided before its first move.
pub struct Decided {
    outcome: Outcome,
    /// The solution, or the settled cells.
    grid: Values,
    settled_by_singles: usize,
}

impl Engine for Decided {
    fn step(&mut self, _: u64) -> Step {
        Step::Finished(self.outcome.clone())
    }

    fn progress(&self) -> Progress {
        let mut progress = Progress::exact(0, self.grid.clone());
        if matches!(self.outcome, Outcome::Solved(_)) {
            progress.current_cost = Some(0);
            progress.best_cost = Some(0);
        }
        progress
    }

    fn stats(&self) -> Stats {
        Stats::new().count("settled_by_singles", self.settled_by_singles as u64)
    }
}

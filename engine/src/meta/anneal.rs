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
//! improvement the search re-heats (see [`AnnealEngine`] for what counts as
//! an improvement and what a re-heat does).
//!
//! The default is the paper's pure form: every empty cell is open and may
//! take any digit its box lacks. The `improved` preset turns `propagate` on:
//! naked and hidden singles first settle what they can, as in Lewis's later
//! hybrid with constraint programming, and every open cell then only takes
//! its remaining candidates, both when the boxes are filled and in every swap.
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

use crate::digits::Digits;
use crate::grid::Grid;
use crate::params::{ParamKind, ParamSpec, Params};
use crate::puzzle::Puzzle;
use crate::solver::{
    Engine, EngineInfo, EngineKind, Outcome, Preset, Progress, Reports, Shapes, Step,
};
use crate::stats::{StatFormat, StatSpec, Stats};
use crate::units::{col_of, row_of, CELLS};

use super::boxes::BoxLayout;
use super::reduce::{reduce, Reduced, Reduction, Space};
use super::rng::MetaRng;

/// Random moves whose cost spread sets the start temperature. Lewis takes
/// "a small number" of moves without saying how many; 200 is our choice.
/// The sample's moves are applied whatever they cost and count as iterations.
pub const START_SAMPLE: u64 = 200;

/// The start temperature when the sampled costs do not vary at all (a
/// nearly settled grid): high enough to accept a move that costs 1 now and then.
const MIN_START_TEMPERATURE: f64 = 0.5;

/// The largest change of cost one swap can make: two rows and two columns,
/// each gaining or losing at most one missing digit.
const MAX_DELTA: usize = 4;

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
    summary: "simulated annealing over box permutations: swap two open cells of a box, Metropolis acceptance, re-heats",
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
    shapes: Shapes::Classic,
    reports: Reports {
        cost: true,
        restart: Some("re-heat"),
        level: None,
        picture: None,
        frame_ms: None,
    },
};

/// The settings of one run, read from [`PARAMS`].
#[derive(Clone, Copy, Debug)]
struct Settings {
    cooling: f64,
    reheat_after: u32,
    redraw_on_reheat: bool,
    max_iterations: u64,
}

impl Settings {
    fn from_params(params: &Params) -> Settings {
        Settings {
            cooling: params.real("cooling"),
            reheat_after: params.int("reheat_after").clamp(1, u32::MAX as i64) as u32,
            redraw_on_reheat: params.choice("reheat") == "redraw",
            max_iterations: params.int("max_iterations").max(1) as u64,
        }
    }
}

/// Where a run stands.
#[derive(Clone, Debug, PartialEq)]
enum Phase {
    /// Random moves, all applied, to measure the cost's spread.
    Sampling {
        sum: f64,
        sum_of_squares: f64,
    },
    /// Markov chains at falling temperatures.
    Annealing,
    Finished(Outcome),
}

/// A candidate grid with every box complete, and its row and column counts.
#[derive(Clone, Debug)]
struct Candidate {
    cells: [u8; CELLS],
    /// `rows[r][d]`: how many times digit `d` appears in row `r`.
    rows: [[u8; 10]; 9],
    cols: [[u8; 10]; 9],
    /// Digits missing from rows plus digits missing from columns.
    cost: u32,
}

impl Candidate {
    fn new(cells: [u8; CELLS]) -> Candidate {
        let mut rows = [[0u8; 10]; 9];
        let mut cols = [[0u8; 10]; 9];
        for (cell, &digit) in cells.iter().enumerate() {
            rows[row_of(cell)][digit as usize] += 1;
            cols[col_of(cell)][digit as usize] += 1;
        }
        let missing = |counts: &[[u8; 10]; 9]| -> u32 {
            counts
                .iter()
                .map(|line| line[1..].iter().filter(|&&n| n == 0).count() as u32)
                .sum()
        };
        let cost = missing(&rows) + missing(&cols);
        Candidate {
            cells,
            rows,
            cols,
            cost,
        }
    }

    /// The change of cost if cells `a` and `b` (of one box) swap digits.
    #[inline]
    fn swap_delta(&self, a: usize, b: usize) -> i32 {
        let (x, y) = (self.cells[a] as usize, self.cells[b] as usize);
        let mut delta = 0;
        let (ra, rb) = (row_of(a), row_of(b));
        if ra != rb {
            delta += line_delta(&self.rows[ra], x, y) + line_delta(&self.rows[rb], y, x);
        }
        let (ca, cb) = (col_of(a), col_of(b));
        if ca != cb {
            delta += line_delta(&self.cols[ca], x, y) + line_delta(&self.cols[cb], y, x);
        }
        delta
    }

    #[inline]
    fn swap(&mut self, a: usize, b: usize, delta: i32) {
        let (x, y) = (self.cells[a] as usize, self.cells[b] as usize);
        let (ra, rb, ca, cb) = (row_of(a), row_of(b), col_of(a), col_of(b));
        self.rows[ra][x] -= 1;
        self.rows[ra][y] += 1;
        self.rows[rb][y] -= 1;
        self.rows[rb][x] += 1;
        self.cols[ca][x] -= 1;
        self.cols[ca][y] += 1;
        self.cols[cb][y] -= 1;
        self.cols[cb][x] += 1;
        self.cells.swap(a, b);
        self.cost = (self.cost as i32 + delta) as u32;
    }

    fn grid(&self) -> Grid {
        Grid::from_cells(self.cells).expect("cells hold digits 1-9")
    }
}

/// The change of a line's missing digits when it loses digit `out` and gains `into`.
#[inline]
fn line_delta(counts: &[u8; 10], out: usize, into: usize) -> i32 {
    (counts[out] == 1) as i32 - (counts[into] == 0) as i32
}

/// The `anneal` engine.
///
/// Improvement and re-heat. A chain improves when its lowest cost is below
/// the lowest cost of the chain before it; 20 chains in a row without one
/// trigger a re-heat. (Counting chains since the lowest cost seen since the
/// last re-heat instead, as a literal reading allows, re-heats before the
/// temperature has fallen much: measured with seed 1, about 1,500 re-heats in 200
/// million moves and none of the famous hard puzzles solved, against all of
/// them within 2.5 s with the rule used here.) A re-heat sets the
/// temperature back to the start temperature. The thesis says the search is
/// then "re-started with a new candidate solution": `reheat=redraw` (the
/// default) refills every box at random; `reheat=keep` goes on from the
/// current grid, which measured worse (seed 1: 3 of the 8 hard famous
/// puzzles unsolved in 10 s, against none).
pub struct AnnealEngine {
    settings: Settings,
    rng: MetaRng,
    space: Space,
    layout: BoxLayout,
    /// Candidates of each cell as bit masks, for the swap test.
    candidates: [u16; CELLS],
    current: Candidate,
    best: Candidate,
    phase: Phase,
    start_temperature: f64,
    temperature: f64,
    /// `accept[d]` = exp(-d / temperature): the chance to accept a move costing `d`.
    accept: [f64; MAX_DELTA + 1],
    chain_length: u64,
    moves_in_chain: u64,
    chains_without_improvement: u32,
    /// Lowest cost within the current chain, and within the one before.
    chain_lowest: u32,
    previous_chain_lowest: u32,
    iterations: u64,
    accepted: u64,
    reheats: u64,
    settled_by_singles: usize,
}

impl AnnealEngine {
    /// Prepares a run on `puzzle` with [`PARAMS`] values and a seed.
    pub fn new(puzzle: &Puzzle, params: &Params, seed: u64) -> AnnealEngine {
        let reduction = if params.flag("propagate") {
            Reduction::Singles
        } else {
            Reduction::None
        };
        let mut rng = MetaRng::new(seed);
        let (space, phase) = match reduce(puzzle, reduction) {
            Reduced::Open(space) => (space, None),
            Reduced::Solved(grid) => (solved_space(grid), Some(Outcome::Solved(grid.into()))),
            Reduced::Contradiction => (solved_space(*puzzle.givens()), Some(Outcome::NoSolution)),
        };
        let layout = BoxLayout::new(&space);
        let mut cells = *space.settled.cells();
        let mut phase = phase.map(Phase::Finished);
        if phase.is_none() && !layout.fill(&space, &mut cells, &mut rng) {
            phase = Some(Phase::Finished(Outcome::NoSolution));
        }
        let current = Candidate::new(cells);
        if phase.is_none() && layout.swappable().is_empty() {
            // With at most one open cell per box, the filled grid is the only candidate.
            phase = Some(Phase::Finished(if current.cost == 0 {
                Outcome::Solved(current.grid().into())
            } else {
                Outcome::NoSolution
            }));
        }
        let open = layout.open_count() as u64;
        let mut candidates = [0u16; CELLS];
        for (mask, set) in candidates.iter_mut().zip(space.candidates.iter()) {
            *mask = set.bits();
        }
        AnnealEngine {
            settings: Settings::from_params(params),
            rng,
            settled_by_singles: space.settled_beyond(puzzle),
            space,
            layout,
            candidates,
            best: current.clone(),
            chain_lowest: current.cost,
            previous_chain_lowest: current.cost,
            current,
            phase: phase.unwrap_or(Phase::Sampling {
                sum: 0.0,
                sum_of_squares: 0.0,
            }),
            start_temperature: 0.0,
            temperature: 0.0,
            accept: [1.0; MAX_DELTA + 1],
            chain_length: (open * open).max(1),
            moves_in_chain: 0,
            chains_without_improvement: 0,
            iterations: 0,
            accepted: 0,
            reheats: 0,
        }
    }

    /// A random swap of two open cells in one box that keeps both within
    /// their candidates, if the draw gives one.
    #[inline]
    fn propose(&mut self) -> Option<(usize, usize)> {
        let boxes = self.layout.swappable();
        let b = boxes[self.rng.below(boxes.len())] as usize;
        let open = self.layout.open(b);
        let i = self.rng.below(open.len());
        let mut j = self.rng.below(open.len() - 1);
        if j >= i {
            j += 1;
        }
        let (a, c) = (open[i] as usize, open[j] as usize);
        let fits = |cell: usize, digit: u8| self.candidates[cell] & (1 << (digit - 1)) != 0;
        (fits(a, self.current.cells[c]) && fits(c, self.current.cells[a])).then_some((a, c))
    }

    /// One move of the start-temperature sample: applied whatever it costs.
    fn sample_move(&mut self) {
        if let Some((a, b)) = self.propose() {
            let delta = self.current.swap_delta(a, b);
            self.current.swap(a, b, delta);
            self.accepted += 1;
            self.note_cost();
        }
        if let Phase::Sampling {
            sum,
            sum_of_squares,
        } = &mut self.phase
        {
            let cost = self.current.cost as f64;
            *sum += cost;
            *sum_of_squares += cost * cost;
        }
    }

    /// Ends the sample: the start temperature is the cost's standard deviation.
    fn start_annealing(&mut self) {
        let Phase::Sampling {
            sum,
            sum_of_squares,
        } = self.phase
        else {
            return;
        };
        let n = START_SAMPLE as f64;
        let mean = sum / n;
        let variance = (sum_of_squares / n - mean * mean).max(0.0);
        self.start_temperature = variance.sqrt().max(MIN_START_TEMPERATURE);
        self.set_temperature(self.start_temperature);
        self.chain_lowest = self.current.cost;
        self.previous_chain_lowest = u32::MAX;
        self.phase = Phase::Annealing;
    }

    fn set_temperature(&mut self, temperature: f64) {
        self.temperature = temperature;
        for (delta, chance) in self.accept.iter_mut().enumerate() {
            *chance = (-(delta as f64) / temperature).exp();
        }
    }

    /// Up to `moves` Metropolis moves within the current chain; returns the
    /// number made, fewer when a solution turns up.
    fn anneal_moves(&mut self, moves: u64) -> u64 {
        for made in 1..=moves {
            let Some((a, b)) = self.propose() else {
                continue;
            };
            let delta = self.current.swap_delta(a, b);
            if delta > 0 && self.rng.unit() >= self.accept[delta as usize] {
                continue;
            }
            self.current.swap(a, b, delta);
            self.accepted += 1;
            if delta < 0 {
                self.note_cost();
                if self.current.cost == 0 {
                    return made;
                }
            }
        }
        moves
    }

    /// Records a new lowest cost of the chain, and a new best grid.
    #[inline]
    fn note_cost(&mut self) {
        let cost = self.current.cost;
        self.chain_lowest = self.chain_lowest.min(cost);
        if cost < self.best.cost {
            self.best = self.current.clone();
        }
    }

    /// Cools after a chain, or re-heats after `reheat_after` chains without
    /// improvement (see [`AnnealEngine`]).
    fn end_chain(&mut self) {
        self.moves_in_chain = 0;
        if self.chain_lowest < self.previous_chain_lowest {
            self.chains_without_improvement = 0;
        } else {
            self.chains_without_improvement += 1;
        }
        self.previous_chain_lowest = self.chain_lowest;
        self.chain_lowest = self.current.cost;
        if self.chains_without_improvement < self.settings.reheat_after {
            self.set_temperature(self.temperature * self.settings.cooling);
            return;
        }
        self.reheats += 1;
        self.chains_without_improvement = 0;
        self.set_temperature(self.start_temperature);
        if self.settings.redraw_on_reheat {
            let mut cells = self.current.cells;
            let filled = self.layout.fill(&self.space, &mut cells, &mut self.rng);
            debug_assert!(filled, "a box that was filled once can be filled again");
            self.current = Candidate::new(cells);
            self.note_cost();
        }
        self.chain_lowest = self.current.cost;
        self.previous_chain_lowest = u32::MAX;
    }

    fn finish(&mut self, outcome: Outcome) -> Step {
        self.phase = Phase::Finished(outcome.clone());
        Step::Finished(outcome)
    }
}

/// A space with nothing open, for runs decided before the search.
fn solved_space(grid: Grid) -> Space {
    let mut candidates = [Digits::ALL; CELLS];
    for (cell, set) in candidates.iter_mut().enumerate() {
        if grid.get(cell) != 0 {
            *set = Digits::single(grid.get(cell));
        }
    }
    Space {
        settled: grid,
        candidates,
    }
}

impl Engine for AnnealEngine {
    fn step(&mut self, budget: u64) -> Step {
        let mut left = budget;
        loop {
            if let Phase::Finished(outcome) = &self.phase {
                return Step::Finished(outcome.clone());
            }
            if self.current.cost == 0 {
                return self.finish(Outcome::Solved(self.current.grid().into()));
            }
            if self.iterations >= self.settings.max_iterations {
                return self.finish(Outcome::BudgetSpent {
                    best: self.best.grid().into(),
                    cost: self.best.cost,
                });
            }
            if left == 0 {
                return Step::Running;
            }
            if matches!(self.phase, Phase::Sampling { .. }) {
                self.iterations += 1;
                left -= 1;
                self.sample_move();
                if self.iterations == START_SAMPLE {
                    self.start_annealing();
                }
                continue;
            }
            let moves = left
                .min(self.settings.max_iterations - self.iterations)
                .min(self.chain_length - self.moves_in_chain);
            let made = self.anneal_moves(moves);
            self.iterations += made;
            self.moves_in_chain += made;
            left -= made;
            if self.moves_in_chain == self.chain_length {
                self.end_chain();
            }
        }
    }

    fn progress(&self) -> Progress {
        let (grid, current, best) = match &self.phase {
            Phase::Finished(Outcome::Solved(grid)) => (grid.clone(), 0, 0),
            Phase::Finished(Outcome::NoSolution) => {
                return Progress::exact(self.iterations, self.space.settled)
            }
            _ => (self.best.grid().into(), self.current.cost, self.best.cost),
        };
        Progress {
            iterations: self.iterations,
            grid,
            current_cost: Some(current),
            best_cost: Some(best),
            restarts: self.reheats,
        }
    }

    fn stats(&self) -> Stats {
        Stats::new()
            .real("temperature", self.temperature)
            .count("reheats", self.reheats)
            .count("accepted", self.accepted)
            .real("start_temperature", self.start_temperature)
            .count("chain_length", self.chain_length)
            .count("open_cells", self.layout.open_count() as u64)
            .count("settled_by_singles", self.settled_by_singles as u64)
    }
}

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
//! number not present in the corresponding row, column or block", step 2); a
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
//! # Level identification
//!
//! Every run reports the paper's valid nodes V, invalid nodes IV, SR, DC
//! and level 1-5, counted as [`super::level`] documents, with what is
//! ambiguous in the paper, the reading chosen, and what it measures.

use crate::digits::Digits;
use crate::grid::Grid;
use crate::params::{ParamKind, ParamSpec, Params};
use crate::puzzle::Puzzle;
use crate::solver::{
    Engine, EngineInfo, EngineKind, Outcome, Preset, Progress, Reports, Shapes, Step,
};
use crate::stats::{StatFormat, StatSpec, Stats};
use crate::units::{CELLS, CELL_UNITS};

use super::level::{NodeCounter, NodeCounts, SCALE};
use super::reduce::{reduce, Reduced, Reduction};
use super::rng::{MetaRng, Odds};

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
        summary: "steer digits away from those the cell's units already hold (the paper's steps 2, 5, 6); off: Geem's plain form",
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
        summary: "what the memory minimises: the paper's sum of |unit sum - 45| (its equation 1), or digits missing per unit",
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
/// The paper's objective (its equation 1) sums |sum - 45| over the 27 units.
/// It is not the default because 0 does not prove a solution: a unit holding
/// 1 1 3 4 5 6 8 8 9 also sums to 45. The conflict count (digits missing
/// from each unit) is 0 exactly for a solution. Whatever the objective, a
/// run ends solved only at 0 conflicts and reports conflicts as its cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    Conflicts,
    UnitSums,
}

/// A harmony's standing: its objective, then its conflicts to break ties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Score {
    objective: u32,
    conflicts: u32,
}

#[derive(Clone, Copy, Debug)]
struct Settings {
    hms: usize,
    hmcr: Odds,
    par: Odds,
    fit: bool,
    fewest_first: bool,
    objective: Objective,
    max_iterations: u64,
    /// The paper's pitch step HMCR · PAR · 0.5 (its equation 2).
    pitch_step: f64,
}

impl Settings {
    fn from_params(params: &Params) -> Settings {
        Settings {
            hms: params.int("hms").clamp(1, 1000) as usize,
            hmcr: Odds::new(params.real("hmcr")),
            par: Odds::new(params.real("par")),
            fit: params.flag("fit"),
            fewest_first: params.choice("order") == "fewest",
            objective: match params.choice("objective") {
                "sum" => Objective::UnitSums,
                _ => Objective::Conflicts,
            },
            max_iterations: params.int("max_iterations").max(1) as u64,
            pitch_step: params.real("hmcr") * params.real("par") * 0.5,
        }
    }
}

/// An open cell: its row, column and box, and the digits it may take.
#[derive(Clone, Copy, Debug)]
struct OpenCell {
    cell: u8,
    units: [u8; 3],
    allowed: u16,
}

const EVEN: Odds = Odds::HALF;

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
        StatSpec::count("invalid_nodes", "Invalid nodes IV", "wrong entries: digits that repeated one of their row, column or box when placed").live(),
        StatSpec::real("sr", "Success rating SR", "SR = V / (V + 2 IV)").with_format(StatFormat::Fixed(3)).live(),
        StatSpec::real("dc", "Difficulty coefficient DC", "DC = 1 - SR").with_format(StatFormat::Fixed(3)).live(),
        StatSpec::count("level", "Level", "the paper's level from DC: 1 ultra easy to 5 evil"),
        StatSpec::count("accepted", "Accepted", "improvisations that replaced the worst harmony, with their share of all iterations").with_format(StatFormat::ShareOfIterations),
        StatSpec::count("last_conflicts", "Last conflicts", "conflicts of the latest improvisation"),
        StatSpec::count("open_cells", "Open cells", "cells the search fills (those propagation did not settle)"),
        StatSpec::count("settled_by_singles", "Settled by singles", "cells fixed by propagation before the search"),
    ],
    shapes: Shapes::Classic,
    reports: Reports {
        cost: true,
        restart: None,
        level: Some(&SCALE),
        picture: None,
        frame_ms: None,
    },
};

/// The `harmony` engine.
pub struct HarmonyEngine {
    settings: Settings,
    rng: MetaRng,
    /// Givens and cells the reduction settled; open cells are 0.
    settled: Grid,
    settled_by_singles: usize,
    open: Vec<OpenCell>,
    /// Digits of the settled cells per unit, and their sums.
    settled_masks: [u16; 27],
    settled_sums: [u32; 27],
    /// `hms` harmonies, each the digits of the open cells in `open` order.
    memory: Vec<u8>,
    scores: Vec<Score>,
    best: usize,
    worst: usize,
    /// The harmony being improvised, and the order its cells are filled in.
    new_harmony: Vec<u8>,
    order: Vec<u16>,
    /// The paper's valid and invalid nodes, counted as the run goes.
    nodes: NodeCounter,
    last_conflicts: u32,
    iterations: u64,
    accepted: u64,
    finished: Option<Outcome>,
}

impl HarmonyEngine {
    /// Prepares a run on `puzzle` with [`PARAMS`] values and a seed.
    pub fn new(puzzle: &Puzzle, params: &Params, seed: u64) -> HarmonyEngine {
        let reduction = match params.choice("candidates") {
            "all" => Reduction::None,
            "givens" => Reduction::Givens,
            _ => Reduction::Singles,
        };
        let mut engine = HarmonyEngine {
            settings: Settings::from_params(params),
            rng: MetaRng::new(seed),
            settled: *puzzle.givens(),
            settled_by_singles: 0,
            open: Vec::new(),
            settled_masks: [0; 27],
            settled_sums: [0; 27],
            memory: Vec::new(),
            scores: Vec::new(),
            best: 0,
            worst: 0,
            new_harmony: Vec::new(),
            order: Vec::new(),
            nodes: NodeCounter::new(0, 0.0),
            last_conflicts: 0,
            iterations: 0,
            accepted: 0,
            finished: None,
        };
        match reduce(puzzle, reduction) {
            Reduced::Solved(grid) => {
                engine.settled = grid;
                engine.settled_by_singles = grid.filled() - puzzle.given_count();
                engine.finished = Some(Outcome::Solved(grid.into()));
            }
            Reduced::Contradiction => engine.finished = Some(Outcome::NoSolution),
            Reduced::Open(space) => {
                engine.settled_by_singles = space.settled_beyond(puzzle);
                engine.settled = space.settled;
                for cell in 0..CELLS {
                    engine.add_cell(cell, space.settled.get(cell), space.candidates[cell]);
                }
                engine.fill_memory();
            }
        }
        engine
    }

    fn add_cell(&mut self, cell: usize, digit: u8, candidates: Digits) {
        let units = CELL_UNITS[cell];
        if digit == 0 {
            self.open.push(OpenCell {
                cell: cell as u8,
                units,
                allowed: candidates.bits(),
            });
            return;
        }
        for unit in units {
            self.settled_masks[unit as usize] |= 1 << (digit - 1);
            self.settled_sums[unit as usize] += digit as u32;
        }
    }

    /// The first memory: `hms` harmonies improvised with no memory to
    /// consult (with `fit`), or uniformly random (without).
    fn fill_memory(&mut self) {
        let n = self.open.len();
        self.new_harmony = vec![0; n];
        self.order = (0..n as u16).collect();
        self.nodes = NodeCounter::new(n, self.settings.pitch_step);
        self.memory = Vec::with_capacity(self.settings.hms * n);
        for _ in 0..self.settings.hms {
            let score = self.improvise(false);
            self.memory.extend_from_slice(&self.new_harmony);
            self.scores.push(score);
        }
        self.rank_memory();
        if self.scores[self.best].conflicts == 0 {
            self.finished = Some(Outcome::Solved(self.harmony_grid(self.best).into()));
        }
    }

    /// Improvises a new harmony into `new_harmony` and scores it (see the
    /// module documentation for the rules).
    fn improvise(&mut self, consult_memory: bool) -> Score {
        let n = self.open.len();
        let fit = self.settings.fit;
        if fit && !self.settings.fewest_first {
            self.rng.shuffle(&mut self.order);
        }
        let mut masks = self.settled_masks;
        let mut sums = self.settled_sums;
        for k in 0..n {
            let i = match (fit, self.settings.fewest_first) {
                (false, _) => k,
                (true, false) => self.order[k] as usize,
                (true, true) => self.take_fewest(k, &masks),
            };
            let open = self.open[i];
            let [r, c, b] = open.units.map(|u| u as usize);
            let used = masks[r] | masks[c] | masks[b];
            let fitting = open.allowed & !used;
            let pool = if fit && fitting != 0 {
                fitting
            } else {
                open.allowed
            };
            let mut digit = if consult_memory && self.rng.hits(self.settings.hmcr) {
                let remembered = self.memory[self.rng.below(self.settings.hms) * n + i];
                if self.rng.hits(self.settings.par) {
                    let adjusted = neighbour(pool, remembered, self.rng.hits(EVEN));
                    self.nodes.pitch(i, remembered, adjusted);
                    adjusted
                } else {
                    remembered
                }
            } else {
                random_digit(pool, &mut self.rng)
            };
            if used & (1 << (digit - 1)) != 0 {
                self.nodes.wrong_entry();
                if fit && fitting != 0 {
                    let repaired = neighbour(fitting, digit, self.rng.hits(EVEN));
                    self.nodes.pitch(i, digit, repaired);
                    digit = repaired;
                }
            }
            self.new_harmony[i] = digit;
            for unit in [r, c, b] {
                masks[unit] |= 1 << (digit - 1);
                sums[unit] += digit as u32;
            }
        }
        self.score(&masks, &sums)
    }

    /// Moves the unfilled cell (from position `k` of `order` on) with the
    /// fewest fitting digits to position `k`, and returns it.
    #[inline]
    fn take_fewest(&mut self, k: usize, masks: &[u16; 27]) -> usize {
        let mut pick = k;
        let mut fewest = u32::MAX;
        for j in k..self.order.len() {
            let open = &self.open[self.order[j] as usize];
            let [r, c, b] = open.units.map(|u| masks[u as usize]);
            let count = (open.allowed & !(r | c | b)).count_ones();
            if count < fewest {
                fewest = count;
                pick = j;
                if count <= 1 {
                    break;
                }
            }
        }
        self.order.swap(k, pick);
        self.order[k] as usize
    }

    /// Scores `new_harmony` from scratch.
    #[cfg(test)]
    fn score_new_harmony(&self) -> Score {
        let mut masks = self.settled_masks;
        let mut sums = self.settled_sums;
        for (open, &digit) in self.open.iter().zip(&self.new_harmony) {
            for unit in open.units {
                masks[unit as usize] |= 1 << (digit - 1);
                sums[unit as usize] += digit as u32;
            }
        }
        self.score(&masks, &sums)
    }

    /// A full harmony's score from the digits each unit holds and their sums.
    #[inline]
    fn score(&self, masks: &[u16; 27], sums: &[u32; 27]) -> Score {
        let conflicts = masks.iter().map(|m| 9 - m.count_ones()).sum();
        let objective = match self.settings.objective {
            Objective::Conflicts => conflicts,
            Objective::UnitSums => sums.iter().map(|&s| s.abs_diff(45)).sum(),
        };
        Score {
            objective,
            conflicts,
        }
    }

    /// Finds the best and the worst harmony in memory.
    fn rank_memory(&mut self) {
        let (mut best, mut worst) = (0, 0);
        for (h, score) in self.scores.iter().enumerate() {
            if *score < self.scores[best] {
                best = h;
            }
            if *score >= self.scores[worst] {
                worst = h;
            }
        }
        self.best = best;
        self.worst = worst;
    }

    /// The grid of harmony `h` of the memory.
    fn harmony_grid(&self, h: usize) -> Grid {
        let n = self.open.len();
        self.grid_of(&self.memory[h * n..(h + 1) * n])
    }

    fn grid_of(&self, harmony: &[u8]) -> Grid {
        let mut grid = self.settled;
        for (open, &digit) in self.open.iter().zip(harmony) {
            grid.set(open.cell as usize, digit);
        }
        grid
    }

    /// The valid and invalid nodes of the run so far (see the module
    /// documentation); `None` when the puzzle has no solution.
    pub fn nodes(&self) -> Option<NodeCounts> {
        (self.finished != Some(Outcome::NoSolution)).then(|| self.nodes.counts())
    }

    fn finish(&mut self, outcome: Outcome) -> Step {
        self.finished = Some(outcome.clone());
        Step::Finished(outcome)
    }
}

/// A uniformly random digit of a non-empty digit mask.
#[inline]
fn random_digit(mask: u16, rng: &mut MetaRng) -> u8 {
    let mut bits = mask;
    for _ in 0..rng.below(mask.count_ones() as usize) {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as u8 + 1
}

/// The digit of `mask` next above `digit` (`up`) or next below it, wrapping
/// around; `digit` itself when it is the mask's only digit.
#[inline]
fn neighbour(mask: u16, digit: u8, up: bool) -> u8 {
    debug_assert!(mask != 0);
    let up_to_digit = (1u16 << digit) - 1;
    let bit = if up {
        let above = mask & !up_to_digit;
        (if above != 0 { above } else { mask }).trailing_zeros()
    } else {
        let below = mask & (up_to_digit >> 1);
        15 - (if below != 0 { below } else { mask }).leading_zeros()
    };
    bit as u8 + 1
}

impl Engine for HarmonyEngine {
    fn step(&mut self, budget: u64) -> Step {
        if let Some(outcome) = &self.finished {
            return Step::Finished(outcome.clone());
        }
        let n = self.open.len();
        for _ in 0..budget {
            if self.iterations >= self.settings.max_iterations {
                return self.finish(Outcome::BudgetSpent {
                    best: self.harmony_grid(self.best).into(),
                    cost: self.scores[self.best].conflicts,
                });
            }
            self.iterations += 1;
            let score = self.improvise(true);
            self.last_conflicts = score.conflicts;
            if score < self.scores[self.worst] {
                let worst = self.worst;
                self.memory[worst * n..(worst + 1) * n].copy_from_slice(&self.new_harmony);
                self.scores[worst] = score;
                self.accepted += 1;
                self.rank_memory();
            }
            if score.conflicts == 0 {
                return self.finish(Outcome::Solved(self.grid_of(&self.new_harmony).into()));
            }
        }
        Step::Running
    }

    fn progress(&self) -> Progress {
        let (grid, best) = match &self.finished {
            Some(Outcome::Solved(grid)) => (grid.clone(), 0),
            _ if self.scores.is_empty() => return Progress::exact(self.iterations, self.settled),
            _ => (
                self.harmony_grid(self.best).into(),
                self.scores[self.best].conflicts,
            ),
        };
        Progress {
            iterations: self.iterations,
            grid,
            current_cost: Some(if best == 0 { 0 } else { self.last_conflicts }),
            best_cost: Some(best),
            restarts: 0,
        }
    }

    fn stats(&self) -> Stats {
        let (memory_best, memory_worst) = match self.scores.is_empty() {
            true => (0, 0),
            false => (
                self.scores[self.best].objective,
                self.scores[self.worst].objective,
            ),
        };
        let mut stats = Stats::new()
            .count("memory_best", memory_best as u64)
            .count("memory_worst", memory_worst as u64);
        if let Some(nodes) = self.nodes() {
            stats = stats
                .count("valid_nodes", nodes.valid)
                .count("invalid_nodes", nodes.invalid)
                .real("sr", nodes.success_rating())
                .real("dc", nodes.difficulty())
                .count("level", nodes.level().number() as u64);
        }
        stats
            .count("accepted", self.accepted)
            .count("last_conflicts", self.last_conflicts as u64)
            .count("open_cells", self.open.len() as u64)
            .count("settled_by_singles", self.settled_by_singles as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pitch_steps_to_the_neighbouring_allowed_digit_and_wraps() {
        let mask: u16 = 0b1_0010_0101; // digits 1, 3, 6, 9
        assert_eq!(neighbour(mask, 3, true), 6);
        assert_eq!(neighbour(mask, 3, false), 1);
        assert_eq!(neighbour(mask, 9, true), 1);
        assert_eq!(neighbour(mask, 1, false), 9);
        assert_eq!(neighbour(mask, 4, true), 6);
        assert_eq!(neighbour(mask, 4, false), 3);
        assert_eq!(neighbour(0b1_0000, 5, true), 5);
    }

    #[test]
    fn the_papers_objective_can_be_zero_for_a_grid_that_breaks_the_rules() {
        let solution = crate::format::parse_grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        // +1/-1 on a rectangle inside box 1 keeps every row, column and box sum.
        let mut broken = solution;
        for (cell, change) in [(0, 1i8), (1, -1), (9, -1), (10, 1)] {
            broken.set(cell, (broken.get(cell) as i8 + change) as u8);
        }
        let params = Params::defaults(PARAMS);
        let puzzle = Puzzle::new(Grid::EMPTY).unwrap();
        let mut engine = HarmonyEngine::new(&puzzle, &params, 1);
        let scores = |engine: &mut HarmonyEngine, grid: &Grid| {
            engine.new_harmony = engine
                .open
                .iter()
                .map(|open| grid.get(open.cell as usize))
                .collect();
            engine.settings.objective = Objective::UnitSums;
            let sums = engine.score_new_harmony();
            engine.settings.objective = Objective::Conflicts;
            (sums, engine.score_new_harmony())
        };
        let (sums, conflicts) = scores(&mut engine, &solution);
        assert_eq!((sums.objective, conflicts.objective), (0, 0));
        let (sums, conflicts) = scores(&mut engine, &broken);
        assert_eq!(sums.objective, 0);
        assert!(conflicts.objective > 0 && sums.conflicts == conflicts.objective);
    }

    #[test]
    fn random_digits_come_from_the_mask() {
        let mut rng = MetaRng::new(3);
        let mask: u16 = 0b0_1010_0010; // digits 2, 6, 8
        let mut seen = 0u16;
        for _ in 0..200 {
            let digit = random_digit(mask, &mut rng);
            seen |= 1 << (digit - 1);
        }
        assert_eq!(seen, mask);
    }
}

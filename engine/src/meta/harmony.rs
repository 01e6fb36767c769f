//! `harmony`: harmony search (Geem 2007 style) with the level identification
//! of Mandal & Sadhu (seed 001).
//!
//! A harmony gives every open cell a digit. The harmony memory holds `hms`
//! harmonies, at first random. Each iteration improvises a new harmony cell
//! by cell: with probability `hmcr` the cell takes its digit from a random
//! harmony of the memory, which with probability `par` is then pitch-adjusted;
//! otherwise the cell takes a random digit among those it may hold. The new
//! harmony replaces the worst one in memory if it is better.
//!
//! A pitch adjustment moves a cell to a neighbouring value, as Geem's
//! adjustment of a discrete variable does: the next digit up or down (even
//! chance) among the digits the cell may hold, wrapping around at the ends.
//!
//! Defaults are the paper's implementation section (its step 2): HMS = 40,
//! HMCR = 0.8, PAR = 0.5. Its theory section gives typical values HMS = 30,
//! HMCR = 0.9, PAR = 0.3 and ranges 1-100, 0.7-0.99 and 0.1-0.5.

use crate::digits::Digits;
use crate::grid::Grid;
use crate::params::{ParamKind, ParamSpec, Params};
use crate::puzzle::Puzzle;
use crate::solver::{Engine, Outcome, Progress, Step};
use crate::stats::Stats;
use crate::units::{box_of, col_of, row_of, CELLS};

use super::level::NodeCounts;
use super::reduce::{reduce, Reduced, Reduction};
use super::rng::MetaRng;

/// The default iteration budget.
pub const DEFAULT_MAX_ITERATIONS: i64 = 2_000_000;

const CANDIDATE_MODES: &[&str] = &["singles", "givens", "all"];
const OBJECTIVES: &[&str] = &["conflicts", "sum"];

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
        name: "candidates",
        summary: "digits an open cell may take: after naked/hidden singles, those no given peer holds (the paper), or all",
        kind: ParamKind::Choice {
            default: "singles",
            options: CANDIDATE_MODES,
        },
    },
    ParamSpec {
        name: "objective",
        summary: "what the memory minimises: clashes per unit, or the paper's sum of |unit sum - 45|",
        kind: ParamKind::Choice {
            default: "conflicts",
            options: OBJECTIVES,
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
/// The paper's objective (its equation 1) sums |sum - 45| over the 27
/// units. It is not the default because it does not prove a solution: a
/// unit holding 1 1 3 4 5 6 8 8 9 also sums to 45, so a grid can reach 0
/// while breaking the rules. The conflict count (digits missing from each
/// unit) is 0 exactly for a solution. Whatever the objective, a run ends
/// solved only at 0 conflicts, and reports conflicts as its cost.
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
    hmcr: f64,
    par: f64,
    objective: Objective,
    max_iterations: u64,
}

impl Settings {
    fn from_params(params: &Params) -> Settings {
        Settings {
            hms: params.int("hms").clamp(1, 1000) as usize,
            hmcr: params.real("hmcr"),
            par: params.real("par"),
            objective: match params.choice("objective") {
                "sum" => Objective::UnitSums,
                _ => Objective::Conflicts,
            },
            max_iterations: params.int("max_iterations").max(1) as u64,
        }
    }
}

/// The digits one open cell may hold, ascending; harmonies store an index
/// into this list, so a pitch adjustment is a step of one.
#[derive(Clone, Copy, Debug)]
struct Choices {
    digits: [u8; 9],
    len: u8,
}

impl Choices {
    fn new(set: Digits) -> Choices {
        let mut digits = [0u8; 9];
        for (slot, digit) in digits.iter_mut().zip(set.iter()) {
            *slot = digit;
        }
        Choices {
            digits,
            len: set.len() as u8,
        }
    }
}

/// The `harmony` engine.
pub struct HarmonyEngine {
    settings: Settings,
    rng: MetaRng,
    /// Givens and settled cells; open cells are 0.
    settled: Grid,
    open: Vec<u8>,
    choices: Vec<Choices>,
    /// `hms` harmonies, each `open.len()` choice indices.
    memory: Vec<u8>,
    scores: Vec<Score>,
    best: usize,
    worst: usize,
    /// The harmony being improvised, and its grid.
    new_harmony: Vec<u8>,
    grid: [u8; CELLS],
    last_conflicts: u32,
    iterations: u64,
    accepted: u64,
    settled_by_singles: usize,
    finished: Option<Outcome>,
    // Level counters: under study.
    entries_clashing: u64,
    entries_fitting: u64,
}

impl HarmonyEngine {
    /// Prepares a run on `puzzle` with [`PARAMS`] values and a seed.
    pub fn new(puzzle: &Puzzle, params: &Params, seed: u64) -> HarmonyEngine {
        let settings = Settings::from_params(params);
        let reduction = match params.choice("candidates") {
            "all" => Reduction::None,
            "givens" => Reduction::Givens,
            _ => Reduction::Singles,
        };
        let mut engine = HarmonyEngine {
            settings,
            rng: MetaRng::new(seed),
            settled: *puzzle.givens(),
            open: Vec::new(),
            choices: Vec::new(),
            memory: Vec::new(),
            scores: Vec::new(),
            best: 0,
            worst: 0,
            new_harmony: Vec::new(),
            grid: *puzzle.givens().cells(),
            last_conflicts: 0,
            iterations: 0,
            accepted: 0,
            settled_by_singles: 0,
            finished: None,
            entries_clashing: 0,
            entries_fitting: 0,
        };
        match reduce(puzzle, reduction) {
            Reduced::Solved(grid) => {
                engine.settled = grid;
                engine.settled_by_singles = grid.filled() - puzzle.given_count();
                engine.finished = Some(Outcome::Solved(grid));
            }
            Reduced::Contradiction => engine.finished = Some(Outcome::NoSolution),
            Reduced::Open(space) => {
                engine.settled_by_singles = space.settled_beyond(puzzle);
                engine.settled = space.settled;
                engine.open = space.open_cells().into_iter().map(|c| c as u8).collect();
                engine.choices = engine
                    .open
                    .iter()
                    .map(|&c| Choices::new(space.candidates[c as usize]))
                    .collect();
                engine.fill_memory();
            }
        }
        engine
    }

    /// The first memory: `hms` random harmonies.
    fn fill_memory(&mut self) {
        let n = self.open.len();
        self.new_harmony = vec![0; n];
        self.memory = Vec::with_capacity(self.settings.hms * n);
        for _ in 0..self.settings.hms {
            for i in 0..n {
                self.new_harmony[i] = self.rng.below(self.choices[i].len as usize) as u8;
            }
            let score = self.evaluate();
            self.memory.extend_from_slice(&self.new_harmony);
            self.scores.push(score);
        }
        self.rank_memory();
        if self.scores[self.best].conflicts == 0 {
            self.finished = Some(Outcome::Solved(self.harmony_grid(self.best)));
        }
    }

    /// Improvises one new harmony into `new_harmony`.
    #[inline]
    fn improvise(&mut self) {
        let n = self.open.len();
        let hms = self.settings.hms;
        for i in 0..n {
            let len = self.choices[i].len as usize;
            let index = if self.rng.chance(self.settings.hmcr) {
                let from = self.memory[self.rng.below(hms) * n + i] as usize;
                if self.rng.chance(self.settings.par) {
                    pitch_adjust(from, len, self.rng.chance(0.5))
                } else {
                    from
                }
            } else {
                self.rng.below(len)
            };
            self.new_harmony[i] = index as u8;
        }
    }

    /// Writes `new_harmony` into `grid` and scores it.
    #[inline]
    fn evaluate(&mut self) -> Score {
        for (i, &cell) in self.open.iter().enumerate() {
            self.grid[cell as usize] = self.choices[i].digits[self.new_harmony[i] as usize];
        }
        let mut masks = [0u16; 27];
        let mut sums = [0u32; 27];
        let mut counts = [[0u8; 10]; 27];
        for (cell, &digit) in self.grid.iter().enumerate() {
            let units = [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)];
            for unit in units {
                masks[unit] |= 1 << (digit - 1);
                sums[unit] += digit as u32;
                counts[unit][digit as usize] += 1;
            }
        }
        let conflicts: u32 = masks.iter().map(|m| 9 - m.count_ones()).sum();
        let objective = match self.settings.objective {
            Objective::Conflicts => conflicts,
            Objective::UnitSums => sums.iter().map(|&s| s.abs_diff(45)).sum(),
        };
        let mut clashing = 0u64;
        for &cell in &self.open {
            let cell = cell as usize;
            let digit = self.grid[cell] as usize;
            if counts[row_of(cell)][digit] > 1
                || counts[9 + col_of(cell)][digit] > 1
                || counts[18 + box_of(cell)][digit] > 1
            {
                clashing += 1;
            }
        }
        self.entries_clashing += clashing;
        self.entries_fitting += self.open.len() as u64 - clashing;
        Score {
            objective,
            conflicts,
        }
    }

    /// Finds the best and the worst harmony in memory.
    fn rank_memory(&mut self) {
        let mut best = 0;
        let mut worst = 0;
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

    fn harmony_grid(&self, h: usize) -> Grid {
        let n = self.open.len();
        let mut grid = self.settled;
        for (i, &cell) in self.open.iter().enumerate() {
            let index = self.memory[h * n + i] as usize;
            grid.set(cell as usize, self.choices[i].digits[index]);
        }
        grid
    }

    /// The node counts behind the level (definition under study).
    pub fn nodes(&self) -> NodeCounts {
        NodeCounts::new(self.entries_fitting, self.entries_clashing)
    }
}

/// The index one step up or down from `index` among `len` choices, wrapping.
#[inline]
fn pitch_adjust(index: usize, len: usize, up: bool) -> usize {
    if up {
        if index + 1 == len {
            0
        } else {
            index + 1
        }
    } else if index == 0 {
        len - 1
    } else {
        index - 1
    }
}

impl Engine for HarmonyEngine {
    fn step(&mut self, budget: u64) -> Step {
        if let Some(outcome) = &self.finished {
            return Step::Finished(outcome.clone());
        }
        let n = self.open.len();
        for _ in 0..budget {
            if self.iterations >= self.settings.max_iterations {
                let outcome = Outcome::GaveUp {
                    best: self.harmony_grid(self.best),
                    cost: self.scores[self.best].conflicts,
                };
                self.finished = Some(outcome.clone());
                return Step::Finished(outcome);
            }
            self.iterations += 1;
            self.improvise();
            let score = self.evaluate();
            self.last_conflicts = score.conflicts;
            if score < self.scores[self.worst] {
                let worst = self.worst;
                self.memory[worst * n..(worst + 1) * n].copy_from_slice(&self.new_harmony);
                self.scores[worst] = score;
                self.accepted += 1;
                self.rank_memory();
            }
            if score.conflicts == 0 {
                let grid = Grid::from_cells(self.grid).expect("cells hold digits 1-9");
                self.finished = Some(Outcome::Solved(grid));
                return Step::Finished(Outcome::Solved(grid));
            }
        }
        Step::Running
    }

    fn progress(&self) -> Progress {
        let (grid, best) = match &self.finished {
            Some(Outcome::Solved(grid)) => (*grid, 0),
            _ if self.scores.is_empty() => return Progress::exact(self.iterations, self.settled),
            _ => (
                self.harmony_grid(self.best),
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
        let nodes = self.nodes();
        let (memory_best, memory_worst) = match self.scores.is_empty() {
            true => (0, 0),
            false => (
                self.scores[self.best].objective,
                self.scores[self.worst].objective,
            ),
        };
        let level = nodes.level();
        Stats::new()
            .count("iterations", self.iterations)
            .count("accepted", self.accepted)
            .count("valid_nodes", nodes.valid)
            .count("invalid_nodes", nodes.invalid)
            .real("sr", nodes.success_rating())
            .real("dc", nodes.difficulty())
            .count("level", level.number() as u64)
            .text("level_name", level.name())
            .count("memory_best", memory_best as u64)
            .count("memory_worst", memory_worst as u64)
            .count("open_cells", self.open.len() as u64)
            .count("settled_by_singles", self.settled_by_singles as u64)
    }
}

//! `acs`: Lloyd & Amos's ant colony system for Sudoku (2019, "Solving Sudoku
//! with Ant Colony Optimisation", arXiv:1805.03545).
//!
//! The givens are propagated once (see [`super::board`]). Pheromone
//! `tau[cell][digit]` starts at `tau0` = 1/81. Each cycle gives each of the
//! `ants` = 10 ants a copy of the propagated board and a random start cell;
//! then, 81 times, every ant in turn visits its next cell (wrapping around
//! the grid). At a cell not yet fixed and not failed the ant picks a digit
//! from the cell's set by ACS's pseudo-random proportional rule: with
//! chance `q0` = 0.9 the digit with the most pheromone (the first of equals),
//! otherwise a digit drawn with probability proportional to its pheromone.
//! It fixes the digit and propagates, then applies the local update
//! `tau = (1 - xi) tau + xi tau0` (`xi` = 0.1) to the pair it chose.
//!
//! An ant's score is its number of fixed cells `f`. After the cycle, the
//! first ant with the best score gives `dtau = 81 / (81 - f)`; if that beats
//! the best value `dtau_best`, its board becomes the one the colony
//! reinforces and `dtau_best = dtau`. Every fixed (cell, digit) of the
//! reinforced board is updated `tau = (1 - rho) tau + rho dtau_best`
//! (`rho` = 0.9), and then best-value evaporation lowers the bar:
//! `dtau_best = dtau_best (1 - bve)` (`bve` = 0.005), so that after long
//! enough a worse board can take over (the paper's anti-stagnation operator).
//!
//! The run ends as soon as an ant's board has every cell fixed (a solution:
//! propagation never repeats a digit in a unit), or after `max_cycles`
//! cycles. If propagating the givens leaves a cell with no digit, the puzzle
//! has no solution and the run says so at once.
//!
//! One unit of [`Engine::step`] work is one ant visiting one cell, so a
//! cycle is `81 * ants` units.
//!
//! # Every size
//!
//! The paper's 81 is the number of cells: `tau0` = 1/cells (as the code
//! sets it), a cycle visits every cell, `dtau` = cells / (cells - f).
//! The classic 9x9 runs on fixed arrays ([`Board`]); every other shape
//! without cage sums (any size, jigsaw regions, extra houses, anti-knight,
//! anti-king, non-consecutive) on [`ShapedBoard`], whose rule 1 also takes
//! a non-consecutive neighbour's digits away. The pheromone picture is
//! drawn for 9x9 grids only.
//!
//! # Restarts
//!
//! The paper has none: best-value evaporation is its only guard against
//! stagnation. On 25x25 instances at 45% fill a colony still stalls a few
//! cells short (13 of Lloyd & Amos's 100 unsolved within 120 s, best fills
//! of 620 of 625). `restart_after` = N (0, never, by default) resets the
//! pheromone to `tau0`, the best value to 0 and the reinforced board to the
//! propagated givens after N cycles without a better fill since the last
//! restart; the `restarts` preset sets N = 500 (about half a second on a
//! 25x25). On the same 100 instances, 120 s a run, seed 1, it solves all
//! 100: mean 0.63 s, median 0.13 s, slowest 6.5 s (the paper's form: 87,
//! mean 2.4 s on those solved):
//!
//! ```text
//! cargo run --release -p sudoku-engine --example lloyd_amos_table -- --dir <their repo>/instances/general \
//!     --size 25 --fills 45 --instances 0-99 --limit 120 --preset restarts
//! ```
//!
//! Paper and published code differ in two places; we follow the paper:
//! - the paper takes the greedy choice with probability `q0`; the code
//!   (`sudokuant.cpp`) takes it when a draw exceeds `q0`, that is with
//!   probability `1 - q0` (0.1 by default). The `as-coded` preset sets
//!   `q0` = 0.1 to run what the code runs;
//! - the paper propagates both rules "recursively"; the code looks for a
//!   digit's last place only around a cell it has just fixed (see
//!   [`super::board`]).
//!
//! # Measured
//!
//! `cargo run --release -p sudoku-engine --example acs_hard16 -- --runs 20`
//! on Lloyd & Amos's 16 puzzles (`lloyd_amos_hard16.txt`), seeds 1-20 per
//! puzzle, times per run from the engine's start (propagating the givens
//! included). Their C++ code was built (g++ 12, -O3) and run the same way
//! in the same sitting, 20 runs per puzzle with its defaults, alternating
//! with ours three times; its time excludes reading and propagating the
//! puzzle. The machine (2 cores) was shared, load average 8-10; ranges are
//! over the three rounds:
//!
//! | | solved | mean | median | max |
//! |---|---|---|---|---|
//! | `acs` (greedy with chance q0 = 0.9, as the paper says) | 320/320 | 1.2-1.5 ms | 0.02 ms | 32-36 ms |
//! | `acs --preset as-coded` | 320/320 | 1.3-1.5 ms | 0.02 ms | 29-55 ms |
//! | their C++ | 320/320 | 13.9-17.0 ms | 0.24-0.26 ms | 252-305 ms |
//!
//! (On a quieter machine earlier the C++ code gave a mean of 8.7 ms, median
//! 0.27 ms, max 220 ms.) Mean per puzzle over the three rounds, ours against
//! theirs: AI Escargot 1.3 / 11.1 ms, coly013 3.4 / 40.1, Golden Nugget
//! 3.4 / 29.4, Platinum Blonde 7.0 / 107.5, Red Dwarf 3.2 / 33.9, tarx0134
//! 1.3 / 14.6, sabuncu6 1.2 / 5.8, the other sabuncu puzzles under 0.1 /
//! under 0.7. Mean cycles 13.9 (15.5 on AI Escargot, 70 on Platinum
//! Blonde); propagating the givens solves five of the sixteen, and four
//! more take one or two cycles. Most of the gap is in the propagation, not
//! in q0: run as coded (greedy with chance 0.1) ours is as fast.

use crate::params::{ParamKind, ParamSpec, Params};
use crate::picture::{Picture, PictureKind};
use crate::shape::Sudoku;
use crate::solver::{
    Engine, EngineInfo, EngineKind, Outcome, Preset, Progress, Reports, Shapes, Step,
};
use crate::stats::{StatSpec, Stats};
use crate::units::CELLS;

use super::board::{AntBoard, Board, ShapedBoard};
use super::pheromone::{digits_of, Pheromone};
use crate::meta::rng::MetaRng;

/// The default `tau0`: 1/81, the paper's 1/cells on the classic 9x9; left
/// at this value it becomes 1/cells on other sizes, as the published code
/// sets it (`1.0f/board.CellCount()`).
const TAU0_CLASSIC: f64 = 1.0 / 81.0;

/// The parameters of `acs`, with Lloyd & Amos's values as defaults.
pub const PARAMS: &[ParamSpec] = &[
    ParamSpec {
        name: "ants",
        summary: "ants per cycle (Lloyd & Amos: 10)",
        kind: ParamKind::Int {
            default: 10,
            min: 1,
            max: 10_000,
        },
    },
    ParamSpec {
        name: "q0",
        summary: "chance of the greedy choice, the digit with the most pheromone; otherwise a draw by pheromone (0.9)",
        kind: ParamKind::Real {
            default: 0.9,
            min: 0.0,
            max: 1.0,
        },
    },
    ParamSpec {
        name: "rho",
        summary: "weight of the best value in the global update of the reinforced board's pairs (0.9)",
        kind: ParamKind::Real {
            default: 0.9,
            min: 0.0,
            max: 1.0,
        },
    },
    ParamSpec {
        name: "bve",
        summary: "best-value evaporation: the share the best value loses each cycle (0.005)",
        kind: ParamKind::Real {
            default: 0.005,
            min: 0.0,
            max: 1.0,
        },
    },
    ParamSpec {
        name: "xi",
        summary: "local update: how far a chosen pair's pheromone moves back to tau0 (0.1)",
        kind: ParamKind::Real {
            default: 0.1,
            min: 0.0,
            max: 1.0,
        },
    },
    ParamSpec {
        name: "tau0",
        summary: "pheromone on every (cell, digit) at the start (1/81; left at that default, 1/cells on other sizes, as the published code sets it)",
        kind: ParamKind::Real {
            default: TAU0_CLASSIC,
            min: 1e-9,
            max: 1e9,
        },
    },
    ParamSpec {
        name: "restart_after",
        summary: "cycles without a better fill since the last restart before the pheromone is reset to tau0 (0, the default: never, as in the paper)",
        kind: ParamKind::Int {
            default: 0,
            min: 0,
            max: 1_000_000_000,
        },
    },
    ParamSpec {
        name: "max_cycles",
        summary: "cycles before giving up with the best board",
        kind: ParamKind::Int {
            default: 10_000_000,
            min: 1,
            max: 1_000_000_000_000,
        },
    },
];

/// The `acs` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "acs",
    summary: "ant colony system: ants fix digits cell by cell with constraint propagation, greedy or pheromone-weighted choices, best-value evaporation",
    source: "Lloyd & Amos 2019, Solving Sudoku with Ant Colony Optimisation (arXiv:1805.03545)",
    kind: EngineKind::Stochastic,
    params: PARAMS,
    presets: &[
        Preset {
            name: "as-coded",
            summary: "greedy choice with chance 0.1, as the published code makes it (it tests a draw > q0)",
            settings: &[("q0", "0.1")],
        },
        Preset {
            name: "restarts",
            summary: "reset the pheromone after 500 cycles without a better fill (a colony that stagnates on a large grid starts afresh)",
            settings: &[("restart_after", "500")],
        },
    ],
    stats: &[
        StatSpec::count("cycles", "Cycles", "colony cycles begun; in each, every ant visits every cell").live().per_second(),
        StatSpec::count("ants_run", "Ants run", "ants that visited every cell, or solved the puzzle"),
        StatSpec::count("cycle_best_filled", "Best fill of the cycle", "cells fixed by the best ant of the last finished cycle").live(),
        StatSpec::count("best_filled", "Best fill", "most cells any ant has fixed"),
        StatSpec::count("reinforced_filled", "Reinforced fill", "cells fixed on the board the global update reinforces (best-value evaporation lets a worse one take over)"),
        StatSpec::real("best_value", "Best value", "the pheromone the global update lays, cells / (cells - fill), lowered by best-value evaporation").live(),
        StatSpec::count("choices", "Choices", "digits ants chose; propagation fixed the rest"),
        StatSpec::count("greedy_choices", "Greedy choices", "choices of the digit with the most pheromone"),
        StatSpec::count("settled_at_start", "Settled at start", "cells the propagation of the givens fixed before any ant ran"),
        StatSpec::real("contrast", "Pheromone contrast", "strongest over weakest pheromone of the open (cell, digit) pairs; 1 at the start").live(),
    ],
    shapes: Shapes::HousesAndPairs,
    reports: Reports {
        cost: true,
        restart: Some("restart"),
        level: None,
        picture: Some(PictureKind::Shades { name: "pheromone" }),
        frame_ms: None,
    },
};

/// The settings of one run, read from [`PARAMS`].
#[derive(Clone, Copy, Debug)]
struct Settings {
    ants: usize,
    q0: f64,
    rho: f64,
    bve: f64,
    xi: f64,
    tau0: f64,
    restart_after: u64,
    max_cycles: u64,
}

/// One ant: its board and the next cell it visits.
#[derive(Clone, Debug)]
struct Ant<B> {
    board: B,
    cell: usize,
}

/// Prepares an `acs` run on `sudoku` with [`PARAMS`] values and a seed:
/// the classic 9x9 on its fast board, every other shape on the general one
/// (the same colony over both).
pub fn start(sudoku: &Sudoku, params: &Params, seed: u64) -> Box<dyn Engine> {
    let givens = sudoku.givens().filled();
    match sudoku.to_classic() {
        Some(puzzle) => Box::new(Colony::new(Board::new(&puzzle), (), givens, params, seed)),
        None => Box::new(Colony::new(
            ShapedBoard::new(sudoku),
            sudoku.shape().clone(),
            givens,
            params,
            seed,
        )),
    }
}

/// Lloyd & Amos's colony over boards of one kind.
pub struct Colony<B: AntBoard> {
    settings: Settings,
    rng: MetaRng,
    rules: B::Rules,
    scratch: B::Scratch,
    cells: usize,
    /// The givens, propagated: every ant starts from a copy.
    start: B,
    /// The digits each cell could take when the run began (for the picture).
    live: Vec<u64>,
    pheromone: Pheromone,
    ants: Vec<Ant<B>>,
    /// Visits made by every ant in this cycle (0..cells), and the next ant to move.
    visits: usize,
    next_ant: usize,
    reinforced: B,
    best_value: f64,
    best: B,
    last_cycle_best: Option<usize>,
    givens: usize,
    cycles: u64,
    cycles_finished: u64,
    /// The best fill since the last restart, the cycles since it last
    /// grew, and the restarts so far.
    fill_since_restart: usize,
    stale_cycles: u64,
    restarts: u64,
    ant_steps: u64,
    choices: u64,
    greedy_choices: u64,
    outcome: Option<Outcome>,
}

impl<B: AntBoard> Colony<B> {
    /// Prepares a run from the propagated givens `start` with [`PARAMS`]
    /// values and a seed.
    fn new(start: B, rules: B::Rules, givens: usize, params: &Params, seed: u64) -> Colony<B> {
        let cells = start.cells();
        let settings = Settings {
            ants: params.int("ants").max(1) as usize,
            q0: params.real("q0"),
            rho: params.real("rho"),
            bve: params.real("bve"),
            xi: params.real("xi"),
            tau0: match params.real("tau0") {
                TAU0_CLASSIC => 1.0 / cells as f64,
                tau0 => tau0,
            },
            restart_after: params.int("restart_after").max(0) as u64,
            max_cycles: params.int("max_cycles").max(1) as u64,
        };
        let outcome = if start.is_solved() {
            Some(Outcome::Solved(start.values()))
        } else if start.has_failed_cell() {
            Some(Outcome::NoSolution)
        } else {
            None
        };
        Colony {
            rng: MetaRng::new(seed),
            scratch: B::scratch(&rules),
            rules,
            cells,
            live: (0..cells).map(|cell| start.set(cell)).collect(),
            pheromone: Pheromone::sized(cells, start.digits(), settings.tau0),
            ants: Vec::with_capacity(settings.ants),
            visits: 0,
            next_ant: 0,
            reinforced: start.clone(),
            best_value: 0.0,
            best: start.clone(),
            start,
            last_cycle_best: None,
            givens,
            cycles: 0,
            cycles_finished: 0,
            fill_since_restart: 0,
            stale_cycles: 0,
            restarts: 0,
            ant_steps: 0,
            choices: 0,
            greedy_choices: 0,
            outcome,
            settings,
        }
    }

    /// One ant's visit to its next cell (starting a cycle if needed).
    fn ant_step(&mut self) {
        if self.visits == 0 && self.next_ant == 0 {
            self.begin_cycle();
        }
        self.ant_steps += 1;
        let index = self.next_ant;
        let cell = self.ants[index].cell;
        let set = self.ants[index].board.set(cell);
        if !self.ants[index].board.is_fixed(cell) && set != 0 {
            let digit = self.choose(cell, set);
            let board = &mut self.ants[index].board;
            board.fix(&self.rules, cell, digit, &mut self.scratch);
            let tau = self.pheromone.get(cell, digit);
            let (xi, tau0) = (self.settings.xi, self.settings.tau0);
            self.pheromone
                .set(cell, digit, (1.0 - xi) * tau + xi * tau0);
            if board.is_solved() {
                self.outcome = Some(Outcome::Solved(board.values()));
                self.best = board.clone();
                return;
            }
        }
        self.ants[index].cell = (cell + 1) % self.cells;
        self.next_ant += 1;
        if self.next_ant == self.settings.ants {
            self.next_ant = 0;
            self.visits += 1;
            if self.visits == self.cells {
                self.visits = 0;
                self.end_cycle();
            }
        }
    }

    fn begin_cycle(&mut self) {
        self.cycles += 1;
        self.ants.clear();
        for _ in 0..self.settings.ants {
            let cell = self.rng.below(self.cells);
            self.ants.push(Ant {
                board: self.start.clone(),
                cell,
            });
        }
    }

    /// ACS's pseudo-random proportional rule over the digits of `set`.
    fn choose(&mut self, cell: usize, set: u64) -> u8 {
        self.choices += 1;
        let tau = |digit: u8| self.pheromone.get(cell, digit);
        if self.rng.chance(self.settings.q0) {
            self.greedy_choices += 1;
            let mut best = (0, f64::MIN);
            for digit in digits_of(set) {
                if tau(digit) > best.1 {
                    best = (digit, tau(digit));
                }
            }
            return best.0;
        }
        let total: f64 = digits_of(set).map(tau).sum();
        let target = self.rng.unit() * total;
        let mut sum = 0.0;
        let mut chosen = 0;
        for digit in digits_of(set) {
            chosen = digit;
            sum += tau(digit);
            if sum > target {
                break;
            }
        }
        chosen
    }

    /// The global update by the best board, then best-value evaporation.
    fn end_cycle(&mut self) {
        self.cycles_finished += 1;
        let mut iteration_best = 0;
        for (index, ant) in self.ants.iter().enumerate() {
            if ant.board.fixed_count() > self.ants[iteration_best].board.fixed_count() {
                iteration_best = index;
            }
        }
        let board = &self.ants[iteration_best].board;
        let fill = board.fixed_count();
        self.last_cycle_best = Some(fill);
        if fill > self.best.fixed_count() {
            self.best = board.clone();
        }
        let value = self.cells as f64 / (self.cells - fill) as f64;
        if value > self.best_value {
            self.reinforced = board.clone();
            self.best_value = value;
        }
        let rho = self.settings.rho;
        for cell in 0..self.cells {
            if let Some(digit) = self.reinforced.digit(cell) {
                let tau = self.pheromone.get(cell, digit);
                self.pheromone
                    .set(cell, digit, (1.0 - rho) * tau + rho * self.best_value);
            }
        }
        self.best_value *= 1.0 - self.settings.bve;
        self.note_stagnation(fill);
        if self.cycles >= self.settings.max_cycles {
            self.outcome = Some(Outcome::BudgetSpent {
                best: self.best.values(),
                cost: (self.cells - self.best.fixed_count()) as u32,
            });
        }
    }

    /// Counts cycles without a better fill since the last restart, and
    /// restarts after `restart_after` of them: pheromone back to `tau0`,
    /// the best value to 0, the reinforced board to the propagated givens.
    fn note_stagnation(&mut self, fill: usize) {
        if fill > self.fill_since_restart {
            self.fill_since_restart = fill;
            self.stale_cycles = 0;
            return;
        }
        self.stale_cycles += 1;
        if self.settings.restart_after == 0 || self.stale_cycles < self.settings.restart_after {
            return;
        }
        self.restarts += 1;
        self.stale_cycles = 0;
        self.fill_since_restart = 0;
        self.pheromone = Pheromone::sized(self.cells, self.start.digits(), self.settings.tau0);
        self.best_value = 0.0;
        self.reinforced = self.start.clone();
    }

    /// Cells fixed by the best ant of the last finished cycle (the
    /// propagated givens before one has finished); every cell once solved.
    fn current_fill(&self) -> usize {
        if matches!(self.outcome, Some(Outcome::Solved(_))) {
            return self.cells;
        }
        self.last_cycle_best.unwrap_or(self.start.fixed_count())
    }

    /// Ants of finished cycles, and the one that solved the puzzle.
    fn ants_run(&self) -> u64 {
        let solved = matches!(self.outcome, Some(Outcome::Solved(_))) && self.cycles > 0;
        self.cycles_finished * self.settings.ants as u64 + u64::from(solved)
    }
}

impl<B: AntBoard> Engine for Colony<B> {
    fn step(&mut self, budget: u64) -> Step {
        for _ in 0..budget {
            if self.outcome.is_some() {
                break;
            }
            self.ant_step();
        }
        match &self.outcome {
            Some(outcome) => Step::Finished(outcome.clone()),
            None => Step::Running,
        }
    }

    fn progress(&self) -> Progress {
        if let Some(Outcome::NoSolution) = self.outcome {
            return Progress::exact(self.ant_steps, self.start.values());
        }
        let current = self.current_fill();
        Progress {
            iterations: self.ant_steps,
            grid: self.best.values(),
            current_cost: Some((self.cells - current) as u32),
            best_cost: Some((self.cells - self.best.fixed_count()) as u32),
            restarts: self.restarts,
        }
    }

    fn stats(&self) -> Stats {
        Stats::new()
            .count("cycles", self.cycles)
            .count("ants_run", self.ants_run())
            .count("cycle_best_filled", self.current_fill() as u64)
            .count("best_filled", self.best.fixed_count() as u64)
            .count("reinforced_filled", self.reinforced.fixed_count() as u64)
            .real("best_value", self.best_value)
            .count("choices", self.choices)
            .count("greedy_choices", self.greedy_choices)
            .count(
                "settled_at_start",
                self.start.fixed_count().saturating_sub(self.givens) as u64,
            )
            .real("contrast", self.pheromone.contrast(&self.live))
    }

    /// The heat map of a 9x9 (a [`Picture`] holds nine digits a cell).
    fn picture(&self) -> Option<Picture> {
        (self.cells == CELLS).then(|| self.pheromone.shades(&self.live))
    }
}

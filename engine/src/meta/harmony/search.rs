//! The harmony search itself, over any [`Rules`]: the memory, the
//! improvisation of a new harmony cell by cell (memory consideration, pitch
//! adjustment, random choice, with `fit` the paper's steps 1-6), the
//! replacement of the worst harmony, and what a run reports.

use crate::meta::level::{NodeCounter, NodeCounts};
use crate::meta::rng::{MetaRng, Odds};
use crate::params::Params;
use crate::shape::Values;
use crate::solver::{Engine, Outcome, Progress, Step};
use crate::stats::Stats;

use super::pitch::{neighbour, random_digit};
use super::{Objective, Score};

/// What the search reads of a puzzle: its open cells and the digits each
/// may take, and a tally of what a harmony holds, built up cell by cell.
pub trait Rules: Send {
    /// The digits a partly improvised harmony holds per house, group and
    /// pair rule.
    type Tally: Clone + Send;

    /// The open cells: a harmony gives each a digit, in this order.
    fn open_count(&self) -> usize;

    /// The digits open cell `i` may take (bit `d - 1` for digit `d`).
    fn allowed(&self, i: usize) -> u64;

    /// The tally of the settled cells alone.
    fn settled_tally(&self) -> &Self::Tally;

    /// The digits open cell `i` would clash with in `tally`: those its
    /// houses and groups hold and those its placed partners forbid.
    fn used(&self, tally: &Self::Tally, i: usize) -> u64;

    /// Puts `digit` in open cell `i`.
    fn place(&self, tally: &mut Self::Tally, i: usize, digit: u8);

    /// The score of a full harmony from its tally.
    fn score(&self, tally: &Self::Tally, objective: Objective) -> Score;

    /// The settled cells with `harmony`'s digits in the open ones.
    fn grid(&self, harmony: &[u8]) -> Values;

    /// The settled cells, open ones empty.
    fn settled(&self) -> Values;
}

/// A puzzle made ready for the search.
pub struct Prepared<R> {
    pub rules: R,
    pub settled_by_singles: usize,
    /// The outcome when the reduction decided the puzzle (then `rules`
    /// has no open cell).
    pub decided: Option<Outcome>,
}

/// The settings of one run, read from [`super::PARAMS`].
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

const EVEN: Odds = Odds::HALF;

/// A harmony search over the open cells of `R`.
pub struct Search<R: Rules> {
    settings: Settings,
    rng: MetaRng,
    rules: R,
    settled_by_singles: usize,
    /// The tally of the harmony being improvised.
    tally: R::Tally,
    /// `hms` harmonies, each the digits of the open cells in order.
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

impl<R: Rules> Search<R> {
    /// Starts a run with [`super::PARAMS`] values and a seed: fills the
    /// first memory unless the reduction decided the puzzle.
    pub fn start(prepared: Prepared<R>, params: &Params, seed: u64) -> Search<R> {
        let Prepared {
            rules,
            settled_by_singles,
            decided,
        } = prepared;
        let mut search = Search {
            settings: Settings::from_params(params),
            rng: MetaRng::new(seed),
            tally: rules.settled_tally().clone(),
            rules,
            settled_by_singles,
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
            finished: decided,
        };
        if search.finished.is_none() {
            search.fill_memory();
        }
        search
    }

    /// The first memory: `hms` harmonies improvised with no memory to
    /// consult (with `fit`), or uniformly random (without).
    fn fill_memory(&mut self) {
        let n = self.rules.open_count();
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
            self.finished = Some(Outcome::Solved(self.harmony_grid(self.best)));
        }
    }

    /// Improvises a new harmony into `new_harmony` and scores it (see the
    /// module documentation of [`super`] for the rules).
    fn improvise(&mut self, consult_memory: bool) -> Score {
        let Search {
            settings,
            rng,
            rules,
            tally,
            memory,
            new_harmony,
            order,
            nodes,
            ..
        } = self;
        let n = new_harmony.len();
        let fit = settings.fit;
        if fit && !settings.fewest_first {
            rng.shuffle(order);
        }
        tally.clone_from(rules.settled_tally());
        for k in 0..n {
            let i = match (fit, settings.fewest_first) {
                (false, _) => k,
                (true, false) => order[k] as usize,
                (true, true) => take_fewest(rules, tally, order, k),
            };
            let allowed = rules.allowed(i);
            let used = rules.used(tally, i);
            let fitting = allowed & !used;
            let pool = if fit && fitting != 0 {
                fitting
            } else {
                allowed
            };
            let mut digit = if consult_memory && rng.hits(settings.hmcr) {
                let remembered = memory[rng.below(settings.hms) * n + i];
                if rng.hits(settings.par) {
                    let adjusted = neighbour(pool, remembered, rng.hits(EVEN));
                    nodes.pitch(i, remembered, adjusted);
                    adjusted
                } else {
                    remembered
                }
            } else {
                random_digit(pool, rng)
            };
            if used & 1 << (digit - 1) != 0 {
                nodes.wrong_entry();
                if fit && fitting != 0 {
                    let repaired = neighbour(fitting, digit, rng.hits(EVEN));
                    nodes.pitch(i, digit, repaired);
                    digit = repaired;
                }
            }
            new_harmony[i] = digit;
            rules.place(tally, i, digit);
        }
        rules.score(tally, settings.objective)
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
    fn harmony_grid(&self, h: usize) -> Values {
        let n = self.new_harmony.len();
        self.rules.grid(&self.memory[h * n..(h + 1) * n])
    }

    /// The valid and invalid nodes of the run so far; `None` when the
    /// puzzle has no solution.
    pub fn nodes(&self) -> Option<NodeCounts> {
        (self.finished != Some(Outcome::NoSolution)).then(|| self.nodes.counts())
    }

    fn finish(&mut self, outcome: Outcome) -> Step {
        self.finished = Some(outcome.clone());
        Step::Finished(outcome)
    }
}

/// Moves the unfilled cell (from position `k` of `order` on) with the
/// fewest fitting digits to position `k`, and returns it.
#[inline]
fn take_fewest<R: Rules>(rules: &R, tally: &R::Tally, order: &mut [u16], k: usize) -> usize {
    let mut pick = k;
    let mut fewest = u32::MAX;
    for (j, &i) in order.iter().enumerate().skip(k) {
        let i = usize::from(i);
        let count = (rules.allowed(i) & !rules.used(tally, i)).count_ones();
        if count < fewest {
            fewest = count;
            pick = j;
            if count <= 1 {
                break;
            }
        }
    }
    order.swap(k, pick);
    usize::from(order[k])
}

impl<R: Rules> Engine for Search<R> {
    fn step(&mut self, budget: u64) -> Step {
        if let Some(outcome) = &self.finished {
            return Step::Finished(outcome.clone());
        }
        let n = self.new_harmony.len();
        for _ in 0..budget {
            if self.iterations >= self.settings.max_iterations {
                return self.finish(Outcome::BudgetSpent {
                    best: self.harmony_grid(self.best),
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
                return self.finish(Outcome::Solved(self.rules.grid(&self.new_harmony)));
            }
        }
        Step::Running
    }

    fn progress(&self) -> Progress {
        let (grid, best) = match &self.finished {
            Some(Outcome::Solved(grid)) => (grid.clone(), 0),
            _ if self.scores.is_empty() => {
                return Progress::exact(self.iterations, self.rules.settled())
            }
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
            .count("open_cells", self.rules.open_count() as u64)
            .count("settled_by_singles", self.settled_by_singles as u64)
    }
}

//! Lewis's schedule over any [`SwapGrid`]: a sample of random moves sets
//! the start temperature, Markov chains of Metropolis moves at falling
//! temperatures follow, and chains without improvement trigger re-heats.

use crate::params::Params;
use crate::solver::{Engine, Outcome, Progress, Step};
use crate::stats::Stats;

use super::{SwapGrid, SwapLayout};
use crate::meta::rng::MetaRng;

/// Random moves whose cost spread sets the start temperature. Lewis takes
/// "a small number" of moves without saying how many; 200 is our choice.
/// The sample's moves are applied whatever they cost and count as iterations.
pub const START_SAMPLE: u64 = 200;

/// The start temperature when the sampled costs do not vary at all (a
/// nearly settled grid): high enough to accept a move that costs 1 now and then.
const MIN_START_TEMPERATURE: f64 = 0.5;

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
/// Lewis's annealing over grids of one kind.
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
pub struct Annealer<G: SwapGrid> {
    settings: Settings,
    rng: MetaRng,
    layout: G::Layout,
    current: G,
    best: G,
    phase: Phase,
    start_temperature: f64,
    temperature: f64,
    /// `accept[d]` = exp(-d / temperature): the chance to accept a move costing `d`.
    accept: Vec<f64>,
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

impl<G: SwapGrid> Annealer<G> {
    /// Draws the first grid of an open run and sets the schedule up; the
    /// outcome instead when the run is decided before any move (a region
    /// that cannot be filled, or nothing to swap).
    pub fn start(
        layout: G::Layout,
        settled_by_singles: usize,
        params: &Params,
        seed: u64,
    ) -> Result<Annealer<G>, Outcome> {
        let mut rng = MetaRng::new(seed);
        let current = G::draw(&layout, &mut rng).ok_or(Outcome::NoSolution)?;
        if !layout.can_swap() {
            // With at most one open cell per region, the filled grid is the only candidate.
            return Err(if current.cost() == 0 {
                Outcome::Solved(current.values())
            } else {
                Outcome::NoSolution
            });
        }
        let open = layout.open_count() as u64;
        Ok(Annealer {
            settings: Settings::from_params(params),
            rng,
            layout,
            best: current.clone(),
            chain_lowest: current.cost(),
            previous_chain_lowest: current.cost(),
            current,
            phase: Phase::Sampling {
                sum: 0.0,
                sum_of_squares: 0.0,
            },
            start_temperature: 0.0,
            temperature: 0.0,
            accept: vec![1.0; G::MAX_DELTA + 1],
            chain_length: (open * open).max(1),
            moves_in_chain: 0,
            chains_without_improvement: 0,
            iterations: 0,
            accepted: 0,
            reheats: 0,
            settled_by_singles,
        })
    }

    /// A random swap of two open cells in one region that keeps both
    /// within their candidates, if the draw gives one.
    #[inline]
    fn propose(&mut self) -> Option<(usize, usize)> {
        self.current.propose(&self.layout, &mut self.rng)
    }

    /// One move of the start-temperature sample: applied whatever it costs.
    fn sample_move(&mut self) {
        if let Some((a, b)) = self.propose() {
            let delta = self.current.swap_delta(&self.layout, a, b);
            self.current.swap(&self.layout, a, b, delta);
            self.accepted += 1;
            self.note_cost();
        }
        if let Phase::Sampling {
            sum,
            sum_of_squares,
        } = &mut self.phase
        {
            let cost = self.current.cost() as f64;
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
        self.chain_lowest = self.current.cost();
        self.previous_chain_lowest = u32::MAX;
        self.phase = Phase::Annealing;
    }

    /// The chance to accept a move that raises the cost by `delta` (> 0).
    #[inline]
    fn chance(&self, delta: usize) -> f64 {
        match self.accept.get(delta) {
            Some(&chance) => chance,
            None => (-(delta as f64) / self.temperature).exp(),
        }
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
            let delta = self.current.swap_delta(&self.layout, a, b);
            if delta > 0 && self.rng.unit() >= self.chance(delta as usize) {
                continue;
            }
            self.current.swap(&self.layout, a, b, delta);
            self.accepted += 1;
            if delta < 0 {
                self.note_cost();
                if self.current.cost() == 0 {
                    return made;
                }
            }
        }
        moves
    }

    /// Records a new lowest cost of the chain, and a new best grid.
    #[inline]
    fn note_cost(&mut self) {
        let cost = self.current.cost();
        self.chain_lowest = self.chain_lowest.min(cost);
        if cost < self.best.cost() {
            self.best = self.current.clone();
        }
    }

    /// Cools after a chain, or re-heats after `reheat_after` chains without
    /// improvement (see [`super::start`]).
    fn end_chain(&mut self) {
        self.moves_in_chain = 0;
        if self.chain_lowest < self.previous_chain_lowest {
            self.chains_without_improvement = 0;
        } else {
            self.chains_without_improvement += 1;
        }
        self.previous_chain_lowest = self.chain_lowest;
        self.chain_lowest = self.current.cost();
        if self.chains_without_improvement < self.settings.reheat_after {
            self.set_temperature(self.temperature * self.settings.cooling);
            return;
        }
        self.reheats += 1;
        self.chains_without_improvement = 0;
        self.set_temperature(self.start_temperature);
        if self.settings.redraw_on_reheat {
            self.current = G::draw(&self.layout, &mut self.rng)
                .expect("a region that was filled once can be filled again");
            self.note_cost();
        }
        self.chain_lowest = self.current.cost();
        self.previous_chain_lowest = u32::MAX;
    }

    fn finish(&mut self, outcome: Outcome) -> Step {
        self.phase = Phase::Finished(outcome.clone());
        Step::Finished(outcome)
    }
}

impl<G: SwapGrid> Engine for Annealer<G> {
    fn step(&mut self, budget: u64) -> Step {
        let mut left = budget;
        loop {
            if let Phase::Finished(outcome) = &self.phase {
                return Step::Finished(outcome.clone());
            }
            if self.current.cost() == 0 {
                return self.finish(Outcome::Solved(self.current.values()));
            }
            if self.iterations >= self.settings.max_iterations {
                return self.finish(Outcome::BudgetSpent {
                    best: self.best.values(),
                    cost: self.best.cost(),
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
            _ => (self.best.values(), self.current.cost(), self.best.cost()),
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

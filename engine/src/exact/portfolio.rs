//! `portfolio`: the exact engine of every shape when none is chosen.
//! `propagate` and `sat` take turns on one puzzle, `sat` twice as long
//! ([`SAT_TURNS`]), and the first to finish answers, so that a run takes at
//! most about three times as long as the faster of the two would alone
//! (one and a half where that is `sat`), whichever that is. Each is
//! far slower where the other is fast: on the shared links `propagate`
//! took 0.48 s on I019 (arrows, white dots) where `sat` took 18 s, and
//! `sat` 0.13 s on I035 (little killers) where `propagate` took 5.3 s.
//!
//! Time is measured as each engine's own work, the same on every machine
//! so that a run is the same everywhere: cells and moves `propagate`
//! looks at, unit propagations `sat` makes. On the shared links one
//! propagation took 213 to 492 ns and one unit of `propagate`'s work 6.7
//! to 29 ns ([`WORK_PER_PROPAGATION`]), where a conflict took 17 to 187 µs
//! and a node 1.5 to 272 µs.
//!
//! The engine that fits the shape ([`opening_engine`]) takes the first
//! turn alone: most puzzles end there, before `sat` has encoded its
//! formula. A classic 9x9 is solved by `fast` at once.
//!
//! [`Counter`] is one search for a number of solutions by any of the three,
//! advanced like an engine: the session's uniqueness check.

use super::propagate::PropagateEngine;
use super::sat::SatEngine;
use crate::params::Params;
use crate::shape::{Relation, Shape, Sudoku, Values};
use crate::solver::{Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step};
use crate::stats::{StatSpec, Stats};

/// The `portfolio` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "portfolio",
    summary: "propagate and sat in turns (sat's twice as long), the first to finish answering: never much slower than the faster of the two",
    source: "the exact engines of every shape (seed 004's constraint and SAT views), run as a portfolio",
    kind: EngineKind::Exact,
    params: &[],
    presets: &[],
    stats: &[
        StatSpec::count("work", "Work", "time spent, in propagate's units of work (a sat propagation counts 30)"),
        StatSpec::count("nodes", "Nodes", "states propagate propagated"),
        StatSpec::count("conflicts", "Conflicts", "conflicts sat met"),
    ],
    shapes: Shapes::Every,
    reports: Reports::PLAIN,
};

/// One engine's turn, in units of `propagate`'s work: about 0.1 s.
pub const TURN: u64 = 10_000_000;

/// `sat`'s turn, in turns of `propagate`: the puzzles `sat` is the faster
/// on are the long ones (on the shared links I037 and L058 took it 5 to 6
/// s, where the longest `propagate` won took it 0.5 s), so it gets more
/// time. On the nine slowest shared links (`count`, side by side), turns
/// of equal time took 24.1 s in all and these 18.6 s: L058 8.5 to 3.4 s,
/// I037 13.6 to 12.8 s, where I019 went 0.55 to 0.67 s and I038 0.56 to
/// 0.84 s. Turns that doubled each round made no difference (18.3 s).
pub const SAT_TURNS: u64 = 2;

/// Units of work in a step of the engine ([`Engine::step`],
/// [`Progress::iterations`]): about 10 µs, a node of `propagate` on a
/// 9x9, so that a session's first slices are not spent on a few cells.
pub const STEP_WORK: u64 = 1_000;

/// Units of `propagate`'s work one of `sat`'s unit propagations is worth
/// in time (see the module overview).
pub const WORK_PER_PROPAGATION: u64 = 30;

/// The grid size from which `sat` opens rather than `propagate`: on Lloyd
/// & Amos's 25x25 instances at 45% fill (`sudoku solve --any`) `sat` took
/// 51 ms mean to `propagate`'s 2.1 s; below, `propagate` answers in
/// milliseconds and is the faster on most killers and variants (killer
/// median 0.43 ms to 0.68 ms).
pub const SAT_FROM_SIZE: usize = 25;

/// The engine that takes the first turn on `shape`: `propagate` below
/// [`SAT_FROM_SIZE`], `sat` from there and for digits ordered or summed
/// along lines.
pub fn opening_engine(shape: &Shape) -> &'static EngineInfo {
    if shape.size() >= SAT_FROM_SIZE || has_long_chains(shape) {
        &super::sat::INFO
    } else {
        &super::propagate::INFO
    }
}

/// True when the shape orders digits along lines, keeps their classes
/// apart or sums them along a line with repeats (thermometers, renban,
/// entropic lines, little killers, outside clues): propagation narrows
/// each link, but its search does not learn. On the shared links `sat`
/// takes 0.1 s where `propagate` is still searching after 20 s (little
/// killers I035, I045, I046; renban I037), 0.05 s where it takes
/// 0.9 s (the entropic line L052), and an empty grid with a long slow
/// thermometer costs `propagate` 10 million guesses. Sums with a negative
/// weight (an arrow's circle, zipper and region-sum lines) are not long
/// chains: `propagate` bounds them by each box's distinct digits, and on
/// the shared arrow links takes 1.3 s in all where `sat` takes 15.2 s
/// (I019: 0.6 s against 15 s).
fn has_long_chains(shape: &Shape) -> bool {
    let constraints = shape.constraints();
    let adds_up_along_a_line =
        |sum: &crate::shape::WeightedSum| sum.terms.iter().all(|&(_, weight)| weight > 0);
    constraints.sums.iter().any(adds_up_along_a_line)
        || !constraints.sequences.is_empty()
        || constraints.pairs.iter().any(|&(_, _, relation)| {
            matches!(
                relation,
                Relation::Below(_)
                    | Relation::Above(_)
                    | Relation::Within(_)
                    | Relation::OtherClass(_)
            )
        })
}

/// The solutions up to `limit` when finding them takes no time worth
/// slicing ([`counts_at_once`]: `fast` on a classic 9x9); `None` for any
/// other puzzle.
pub fn find_at_once(sudoku: &Sudoku, limit: usize) -> Option<Vec<Values>> {
    let puzzle = sudoku.to_classic()?;
    let solutions = super::fast::find_solutions(&puzzle, limit);
    Some(solutions.iter().map(|grid| grid.to_values()).collect())
}

/// True when `sudoku`'s solutions are counted in microseconds, not worth
/// slicing, reporting or remembering: a classic 9x9, which `fast` counts.
pub fn counts_at_once(sudoku: &Sudoku) -> bool {
    sudoku.to_classic().is_some()
}

/// The registry's builder: a search for one solution; `seed` drives
/// `propagate`'s probes.
pub fn start(sudoku: &Sudoku, _params: &Params, seed: u64) -> Portfolio {
    Portfolio::new(sudoku, 1, seed)
}

/// A search for up to `limit` solutions by both exact engines in turns.
pub struct Portfolio {
    sudoku: Sudoku,
    limit: usize,
    /// The opening engine, and the other once its first turn is over;
    /// none for a puzzle found at once.
    counters: Vec<Counter>,
    /// Whose turn it is, and the work it has left.
    current: usize,
    turn_left: u64,
    spent: u64,
    solutions: Option<Vec<Values>>,
    seed: u64,
}

impl Portfolio {
    /// A search for up to `limit` solutions of `sudoku`; no work is done
    /// yet. `seed` drives `propagate`'s probes.
    pub fn new(sudoku: &Sudoku, limit: usize, seed: u64) -> Portfolio {
        let counters = if counts_at_once(sudoku) {
            Vec::new()
        } else {
            let opening = opening_engine(sudoku.shape()).name;
            vec![Counter::alone(opening, sudoku, limit, seed)]
        };
        let turn_left = counters.first().map_or(TURN, Counter::turn);
        Portfolio {
            sudoku: sudoku.clone(),
            limit,
            counters,
            current: 0,
            turn_left,
            spent: 0,
            solutions: None,
            seed,
        }
    }

    /// Works for about `budget` more units (the turns' units of time): the
    /// solutions once a search has ended. A puzzle found at once costs a
    /// hundredth of a turn.
    pub fn advance(&mut self, budget: u64) -> Option<Vec<Values>> {
        if self.solutions.is_some() {
            return self.solutions.clone();
        }
        if self.counters.is_empty() {
            self.spent = self.spent.saturating_add(TURN / 100);
            self.solutions = find_at_once(&self.sudoku, self.limit);
            return self.solutions.clone();
        }
        let until = self.spent.saturating_add(budget.max(1));
        while self.spent < until {
            if self.turn_left == 0 {
                self.next_turn();
            }
            let counter = &mut self.counters[self.current];
            let (used, step) = counter.advance(self.turn_left.min(until - self.spent));
            self.spent = self.spent.saturating_add(used);
            self.turn_left = self.turn_left.saturating_sub(used);
            if step != Step::Running {
                self.solutions = Some(counter.solutions().to_vec());
                return self.solutions.clone();
            }
        }
        None
    }

    /// The other engine's turn (built when the opening one's first turn
    /// is over).
    fn next_turn(&mut self) {
        if self.counters.len() == 1 {
            let other = self.counters[0].the_other();
            let counter = Counter::alone(other, &self.sudoku, self.limit, self.seed);
            self.counters.push(counter);
        }
        self.current = (self.current + 1) % self.counters.len();
        self.turn_left = self.counters[self.current].turn();
    }

    /// Work units spent so far, over both engines.
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// The solutions found so far, of the engine that ended or else of
    /// the one whose turn it is.
    pub fn solutions(&self) -> &[Values] {
        match &self.solutions {
            Some(solutions) => solutions,
            None => self
                .counters
                .get(self.current)
                .map_or(&[], Counter::solutions),
        }
    }
}

impl Engine for Portfolio {
    /// Works for about `budget` steps of [`STEP_WORK`] units each.
    fn step(&mut self, budget: u64) -> Step {
        match self.advance(budget.saturating_mul(STEP_WORK)) {
            None => Step::Running,
            Some(solutions) => Step::Finished(match solutions.into_iter().next() {
                Some(solution) => Outcome::Solved(solution),
                None => Outcome::NoSolution,
            }),
        }
    }

    fn progress(&self) -> Progress {
        let grid = match (self.solutions().first(), self.counters.get(self.current)) {
            (Some(solution), _) => solution.clone(),
            (None, Some(counter)) => counter.engine().progress().grid,
            (None, None) => self.sudoku.givens().clone(),
        };
        Progress::exact(self.spent / STEP_WORK, grid)
    }

    fn stats(&self) -> Stats {
        let (mut nodes, mut conflicts) = (0, 0);
        for counter in &self.counters {
            match counter {
                Counter::Propagate(engine) => nodes = engine.progress().iterations,
                Counter::Sat(engine) => conflicts = engine.progress().iterations,
                Counter::Portfolio(_) => {}
            }
        }
        Stats::new()
            .count("work", self.spent)
            .count("nodes", nodes)
            .count("conflicts", conflicts)
    }
}

/// A search for a number of solutions, advanced like an engine.
pub enum Counter {
    Propagate(Box<PropagateEngine>),
    Sat(Box<SatEngine>),
    Portfolio(Box<Portfolio>),
}

impl Counter {
    /// The counter for a run of the engine called `engine` on `sudoku`,
    /// looking for up to `limit` solutions; `seed` is the run's. `propagate`
    /// and `sat` count alone, any other engine by the portfolio.
    pub fn for_engine(engine: &str, sudoku: &Sudoku, limit: usize, seed: u64) -> Counter {
        match engine {
            "sat" | "propagate" => Counter::alone(engine, sudoku, limit, seed),
            _ => Counter::Portfolio(Box::new(Portfolio::new(sudoku, limit, seed))),
        }
    }

    /// `sat` when `engine` names it, else `propagate`.
    fn alone(engine: &str, sudoku: &Sudoku, limit: usize, seed: u64) -> Counter {
        if engine == super::sat::INFO.name {
            Counter::Sat(Box::new(SatEngine::counting(sudoku, limit)))
        } else {
            Counter::Propagate(Box::new(PropagateEngine::counting(sudoku, limit, seed)))
        }
    }

    /// The name of the other engine that counts alone.
    fn the_other(&self) -> &'static str {
        match self {
            Counter::Sat(_) => super::propagate::INFO.name,
            _ => super::sat::INFO.name,
        }
    }

    /// The length of this engine's turn in the portfolio.
    fn turn(&self) -> u64 {
        match self {
            Counter::Sat(_) => SAT_TURNS * TURN,
            _ => TURN,
        }
    }

    /// Works for about `work` units of time (see the module overview):
    /// the units spent (at least one) and where the search stands.
    fn advance(&mut self, work: u64) -> (u64, Step) {
        match self {
            Counter::Propagate(engine) => {
                let before = engine.work();
                let step = engine.step_work(work);
                ((engine.work() - before).max(1), step)
            }
            Counter::Sat(engine) => {
                let before = engine.propagations();
                let step = engine.step_propagations(work.div_ceil(WORK_PER_PROPAGATION));
                let used = (engine.propagations() - before) * WORK_PER_PROPAGATION;
                (used.max(1), step)
            }
            Counter::Portfolio(_) => unreachable!("a portfolio's counters count alone"),
        }
    }

    /// The name of the engine that counts.
    pub fn engine_name(&self) -> &'static str {
        match self {
            Counter::Propagate(_) => super::propagate::INFO.name,
            Counter::Sat(_) => super::sat::INFO.name,
            Counter::Portfolio(_) => INFO.name,
        }
    }

    /// The solutions found so far.
    pub fn solutions(&self) -> &[Values] {
        match self {
            Counter::Propagate(engine) => engine.solutions(),
            Counter::Sat(engine) => engine.solutions(),
            Counter::Portfolio(portfolio) => portfolio.solutions(),
        }
    }

    /// The counting engine, to step it and read its progress.
    pub fn engine_mut(&mut self) -> &mut dyn Engine {
        match self {
            Counter::Propagate(engine) => engine.as_mut(),
            Counter::Sat(engine) => engine.as_mut(),
            Counter::Portfolio(portfolio) => portfolio.as_mut(),
        }
    }

    /// The counting engine, to read its progress.
    pub fn engine(&self) -> &dyn Engine {
        match self {
            Counter::Propagate(engine) => engine.as_ref(),
            Counter::Sat(engine) => engine.as_ref(),
            Counter::Portfolio(portfolio) => portfolio.as_ref(),
        }
    }

    /// The counting engine, to keep as the run's when it is the chosen one.
    pub fn into_engine(self) -> Box<dyn Engine> {
        match self {
            Counter::Propagate(engine) => engine,
            Counter::Sat(engine) => engine,
            Counter::Portfolio(portfolio) => portfolio,
        }
    }
}

//! The depth-first search over propagated states, on an explicit stack so
//! that it can pause after any number of nodes and count solutions.
//!
//! A complete search alone has heavy tails on the hard fills of large grids
//! (a bad early guess buried under millions of nodes), so on grids of
//! [`PROBE_FROM_SIZE`] and up, once the complete search has spent
//! [`PROBE_AFTER`] nodes, every slice of work is shared
//! with probes: randomised searches from the root (the digit or place to
//! try drawn by a seeded generator), restarted after a node budget that
//! follows the Luby sequence (1, 1, 2, 1, 1, 2, 4... times [`PROBE_UNIT`]).
//! A search by probes alone ([`Search::random_solution`]) starts from
//! probes of a node per cell, so that the shortest can fill a whole grid.
//! A probe's solutions count like the complete search's (each distinct
//! grid once), so a puzzle with several solutions is decided as soon as
//! either finds a second one; only the complete search proves that there
//! is no other, or none. The same seed gives the same run everywhere.

use super::conflicts::Conflicts;
use super::state::{Branch, State};
use std::sync::Arc;

use super::tables::Tables;
use crate::meta::rng::MetaRng;
use crate::shape::{Sudoku, Values};

/// The smallest grid probed: below it (the 9x9 killers and variants) the
/// complete search alone measured faster.
const PROBE_FROM_SIZE: usize = 16;

/// Nodes of the complete search before probes join in.
const PROBE_AFTER: u64 = 2_000;

/// The node budget of the shortest probe.
const PROBE_UNIT: u64 = 100;

/// A state waiting to branch, with the options not yet tried.
struct Frame {
    state: State,
    branch: Branch,
}

/// The randomised restarts.
struct Probes {
    root: State,
    rng: MetaRng,
    stack: Vec<Frame>,
    /// Probes started, and the nodes the current one may still take.
    started: u64,
    left: u64,
}

/// A search for up to `limit` solutions of one puzzle.
pub struct Search {
    tables: Arc<Tables>,
    size: usize,
    stack: Vec<Frame>,
    limit: usize,
    probes: Option<Probes>,
    /// Probes only, no complete search: a random solution, fast.
    probe_only: bool,
    /// The node budget of the shortest probe.
    probe_unit: u64,
    /// A grid whose digits the complete search tries first.
    preferred: Option<Vec<u8>>,
    /// Solutions found, in search order (at most `limit`, each once).
    pub solutions: Vec<Values>,
    /// States propagated (the root and every guess), probes included.
    pub nodes: u64,
    /// Digits tried in a cell.
    pub guesses: u64,
    /// Guesses that propagation refuted.
    pub dead_ends: u64,
    /// Probes started.
    pub restarts: u64,
    /// The propagations' work, in cells and moves looked at (see
    /// `State::work`): a measure of time the same on every machine.
    pub work: u64,
    /// Where guesses were refuted, to branch there first.
    conflicts: Conflicts,
    done: bool,
}

impl Search {
    /// A search of `sudoku`, ready to run; the givens are placed and
    /// propagated at once (counted as the first node). `seed` drives the
    /// probes.
    pub fn new(sudoku: &Sudoku, limit: usize) -> Search {
        Search::seeded(sudoku, limit, 1)
    }

    /// [`Search::new`] with the probes' seed.
    pub fn seeded(sudoku: &Sudoku, limit: usize, seed: u64) -> Search {
        Search::with_tables(Arc::new(Tables::new(sudoku.shape())), sudoku, limit, seed)
    }

    /// [`Search::seeded`] on `tables` compiled from `sudoku`'s shape before
    /// (a [`Checker`](super::Checker) asks many searches of one shape).
    pub(super) fn with_tables(
        tables: Arc<Tables>,
        sudoku: &Sudoku,
        limit: usize,
        seed: u64,
    ) -> Search {
        let root = State::root(&tables, sudoku);
        Search::from_root(tables, sudoku.shape().size(), root, limit, seed)
    }

    /// The search from a propagated `root` state (or one already refuted).
    pub(super) fn from_root(
        tables: Arc<Tables>,
        size: usize,
        root: Result<State, super::state::Contradiction>,
        limit: usize,
        seed: u64,
    ) -> Search {
        let mut search = Search {
            size,
            stack: Vec::new(),
            limit: limit.max(1),
            probes: None,
            probe_only: false,
            probe_unit: PROBE_UNIT,
            preferred: None,
            solutions: Vec::new(),
            nodes: 1,
            guesses: 0,
            dead_ends: 0,
            restarts: 0,
            work: 0,
            conflicts: Conflicts::new(tables.cells),
            done: false,
            tables,
        };
        match root {
            Ok(root) => {
                if let Some(branch) = root.branch(&search.tables, search.conflicts.scores()) {
                    search.probes = (search.size >= PROBE_FROM_SIZE).then(|| Probes {
                        root: root.clone(),
                        rng: MetaRng::new(seed),
                        stack: Vec::new(),
                        started: 0,
                        left: 0,
                    });
                    search.stack.push(Frame {
                        state: root,
                        branch,
                    });
                } else {
                    search.found(root.values);
                }
            }
            Err(_) => search.done = true,
        }
        search
    }

    /// A complete search (no probes) that tries `preferred`'s digit first
    /// wherever it can: a solution close to that grid turns up early, such
    /// as a second solution of a puzzle made from it.
    pub fn preferring(sudoku: &Sudoku, limit: usize, preferred: &Values) -> Search {
        Search::new(sudoku, limit).prefer(preferred)
    }

    /// The same search, complete (no probes) and trying `preferred`'s
    /// digits first.
    pub(super) fn prefer(mut self, preferred: &Values) -> Search {
        self.probes = None;
        self.preferred = Some(preferred.cells().to_vec());
        self
    }

    /// A search by probes alone (no proof of anything): a random solution
    /// of `sudoku` drawn with `seed`, such as a full grid from an empty one.
    /// It never ends on a puzzle without solution: give it a budget.
    pub fn random_solution(sudoku: &Sudoku, seed: u64) -> Search {
        let mut search = Search::seeded(sudoku, 1, seed);
        search.probe_only = true;
        // A probe from a nearly empty grid guesses a good share of its
        // cells: one that may take no more than [`PROBE_UNIT`] nodes rarely
        // gets to the end of a 36x36 (1,296 cells). A node per cell made
        // `generate --shape` ten times faster (36x36: 0.7 s against 12-34 s).
        search.probe_unit = PROBE_UNIT.max(sudoku.shape().cells() as u64);
        if search.probes.is_none() && !search.done {
            let root = search.stack[0].state.clone();
            search.probes = Some(Probes {
                root,
                rng: MetaRng::new(seed),
                stack: Vec::new(),
                started: 0,
                left: 0,
            });
        }
        search
    }

    /// True once the search space is exhausted or `limit` solutions are in.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Propagates up to about `budget` more nodes; true when done.
    pub fn run(&mut self, budget: u64) -> bool {
        let mut spent = 0;
        while !self.done && spent < budget {
            spent += self.next_step();
        }
        self.done
    }

    /// Propagates until about `work` more units of [`Search::work`] are
    /// done; true when done.
    pub fn run_work(&mut self, work: u64) -> bool {
        let until = self.work.saturating_add(work);
        while !self.done && self.work < until {
            self.next_step();
        }
        self.done
    }

    /// One option of the complete search or of a probe; the nodes it took.
    fn next_step(&mut self) -> u64 {
        let probing = self.probe_only
            || (self.nodes > PROBE_AFTER && self.probes.is_some() && self.nodes.is_multiple_of(2));
        if probing {
            self.probe_step()
        } else {
            self.complete_step()
        }
    }

    /// One option of the complete search; the nodes it took (0 or 1).
    fn complete_step(&mut self) -> u64 {
        let Some(frame) = self.stack.last_mut() else {
            self.done = true;
            return 0;
        };
        let option = match &self.preferred {
            Some(preferred) => frame.branch.next_preferring(preferred),
            None => frame.branch.next(None),
        };
        let Some((cell, digit)) = option else {
            self.stack.pop();
            return 0;
        };
        let child = frame.state.clone();
        if let Some(state) = self.expand(child, cell, digit) {
            self.settle_complete(state);
        }
        1
    }

    /// One option of the current probe, or a restart; the nodes it took.
    fn probe_step(&mut self) -> u64 {
        let probes = self.probes.as_mut().expect("probing");
        if probes.left == 0 || probes.stack.is_empty() {
            probes.started += 1;
            probes.left = self.probe_unit * luby(probes.started);
            probes.stack.clear();
            let root = probes.root.clone();
            let branch = root
                .branch(&self.tables, self.conflicts.scores())
                .expect("the root branches");
            probes.stack.push(Frame {
                state: root,
                branch,
            });
            self.restarts += 1;
        }
        let probes = self.probes.as_mut().expect("probing");
        probes.left -= 1;
        let Some(frame) = probes.stack.last_mut() else {
            return 0;
        };
        let rng = &mut probes.rng;
        let Some((cell, digit)) = frame.branch.next(Some(&mut |n| rng.below(n))) else {
            probes.stack.pop();
            return 0;
        };
        let child = frame.state.clone();
        if let Some(state) = self.expand(child, cell, digit) {
            match state.branch(&self.tables, self.conflicts.scores()) {
                Some(branch) => self
                    .probes
                    .as_mut()
                    .expect("probing")
                    .stack
                    .push(Frame { state, branch }),
                None => self.found(state.values),
            }
        }
        1
    }

    /// `state` with `digit` in `cell`, propagated; `None` when refuted.
    fn expand(&mut self, mut state: State, cell: usize, digit: u8) -> Option<State> {
        self.nodes += 1;
        self.guesses += 1;
        let before = state.work;
        let propagated = state
            .place(&self.tables, cell, digit)
            .and_then(|()| state.propagate(&self.tables));
        self.work += state.work - before;
        match propagated {
            Ok(()) => Some(state),
            Err(_) => {
                self.dead_ends += 1;
                self.conflicts.refuted(cell);
                None
            }
        }
    }

    /// A propagated state of the complete search: a solution, or a new
    /// frame to branch from.
    fn settle_complete(&mut self, state: State) {
        match state.branch(&self.tables, self.conflicts.scores()) {
            Some(branch) => self.stack.push(Frame { state, branch }),
            None => self.found(state.values),
        }
    }

    /// Records a solution (once), ending the search at `limit`.
    fn found(&mut self, values: Vec<u8>) {
        let values = Values::from_cells(self.size, values).expect("digits fit");
        if !self.solutions.contains(&values) {
            self.solutions.push(values);
        }
        if self.solutions.len() >= self.limit {
            self.done = true;
        }
    }

    /// The deepest state's digits (the search's current assignment), or the
    /// last solution when the search is over.
    pub fn current(&self) -> Values {
        match self.stack.last() {
            Some(frame) if !self.done => {
                Values::from_cells(self.size, frame.state.values.clone()).expect("digits fit")
            }
            _ => self
                .solutions
                .last()
                .cloned()
                .unwrap_or_else(|| Values::empty(self.size)),
        }
    }
}

/// The `i`-th term (from 1) of the Luby sequence: 1, 1, 2, 1, 1, 2, 4, ...
fn luby(i: u64) -> u64 {
    let mut i = i;
    loop {
        let mut k = 1;
        while (1u64 << k) - 1 < i {
            k += 1;
        }
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::luby;

    #[test]
    fn the_luby_sequence() {
        let terms: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}

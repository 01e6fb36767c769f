//! The paper's Solve, Think and Backtracking over any [`State`]: the classic
//! 9x9 domains ([`Domains`](super::Domains)) or those of any other shape
//! ([`ShapedDomains`](super::ShapedDomains)).

use crate::shape::Values;
use crate::solver::Outcome;

use super::class::Class;
use super::reading::Reading;
use super::GuessOrder;

/// Which domains the logical reasoning reads (see the module documentation
/// of [`super`] for why there are two readings).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Logic {
    /// A number is inserted when it is the last one left in a cell's domain
    /// (a naked single). The last number of a row, column or square domain
    /// fills that unit's last empty cell, whose domain holds just that
    /// number, so it adds nothing.
    Naked,
    /// Also when a number of a row, column or square domain has one cell
    /// left in that unit whose domain holds it (a hidden single).
    Singles,
}

/// What the logical reasoning concludes about a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deduction {
    /// Insert this number into this cell.
    Insert { cell: usize, digit: u8 },
    /// No domain forces a number: time to guess.
    Stalled,
    /// A domain has become inconsistent: an empty cell has no number left,
    /// or (with [`Logic::Singles`] under [`Reading::Propagated`]) a number a
    /// unit still needs has no cell.
    Inconsistent,
}

/// Grid and domains as the search reads and archives them.
pub trait State: Clone + Send {
    /// Puts `digit` into the empty `cell` and updates the domains as the
    /// reading says; refuses, changing nothing, a digit the cell's units
    /// (or rules) already rule out: false.
    fn insert(&mut self, cell: usize, digit: u8) -> bool;
    /// Removes a number that proved wrong from a cell's domain.
    fn remove(&mut self, cell: usize, digit: u8);
    /// The smallest number left in `cell`'s domain.
    fn first_candidate(&self, cell: usize) -> Option<u8>;
    /// How many numbers are left in `cell`'s domain.
    fn candidate_count(&self, cell: usize) -> u32;
    fn is_full(&self) -> bool;
    fn values(&self) -> Values;
    /// The first empty cell in reading order.
    fn first_empty(&self) -> Option<usize>;
    /// The first empty cell with the fewest numbers in its domain.
    fn fewest_candidates(&self) -> Option<usize>;
    /// The paper's IsLastNumInDomain, with the consistency check before it.
    fn deduce(&self, logic: Logic) -> Deduction;
}

/// A state archived before a guess, with the guess.
struct Archived<D> {
    domains: D,
    cell: usize,
    digit: u8,
}

/// The counts the paper reports, and the two of our readings.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counts {
    pub iterations: u64,
    pub logic_steps: u64,
    pub guesses: u64,
    pub backtracks: u64,
    pub retries: u64,
    pub refused: u64,
}

/// One run of Findling's search over a state `D`.
pub struct Search<D: State> {
    state: D,
    stack: Vec<Archived<D>>,
    reading: Reading,
    logic: Logic,
    order: GuessOrder,
    /// Fewest givens of an easy puzzle of this grid.
    easy_min_givens: usize,
    givens: usize,
    counts: Counts,
    outcome: Option<Outcome>,
}

impl<D: State> Search<D> {
    pub fn new(
        state: D,
        reading: Reading,
        logic: Logic,
        order: GuessOrder,
        givens: usize,
        easy_min_givens: usize,
    ) -> Search<D> {
        Search {
            state,
            stack: Vec::new(),
            reading,
            logic,
            order,
            easy_min_givens,
            givens,
            counts: Counts::default(),
            outcome: None,
        }
    }

    pub fn counts(&self) -> Counts {
        self.counts
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The grid as it stands.
    pub fn values(&self) -> Values {
        self.state.values()
    }

    /// The paper's class of the puzzle, once solved.
    pub fn class(&self) -> Option<Class> {
        matches!(self.outcome, Some(Outcome::Solved(_))).then(|| {
            Class::of(
                self.givens,
                self.easy_min_givens,
                self.counts.guesses,
                self.reading.evil_min_guesses(),
            )
        })
    }

    /// The paper's class of a puzzle known to have a solution, as soon as
    /// it is settled: once solved, or evil once the guesses reach the evil
    /// count (the search is complete, so it will solve, and its guesses
    /// only grow).
    pub fn settled_class(&self) -> Option<Class> {
        let evil = self.counts.guesses >= self.reading.evil_min_guesses();
        match evil {
            true => Some(Class::Evil),
            false => self.class(),
        }
    }

    /// Runs up to `budget` passes of Solve (at least one).
    pub fn run(&mut self, budget: u64) {
        for _ in 0..budget.max(1) {
            if self.outcome.is_some() {
                break;
            }
            self.turn();
        }
    }

    /// One pass of the paper's Solve: finish, backtrack, insert by logic, or guess.
    fn turn(&mut self) {
        if self.state.is_full() {
            self.outcome = Some(Outcome::Solved(self.state.values()));
            return;
        }
        match self.state.deduce(self.logic) {
            Deduction::Inconsistent => self.backtrack(),
            Deduction::Insert { cell, digit } => {
                self.counts.logic_steps += 1;
                self.insert_or_backtrack(cell, digit);
            }
            Deduction::Stalled => {
                let cell = match self.order {
                    GuessOrder::FirstEmpty => self.state.first_empty(),
                    GuessOrder::FewestCandidates => self.state.fewest_candidates(),
                };
                let cell = cell.expect("a grid that is not full has an empty cell");
                let digit = self.archive(cell);
                self.insert_or_backtrack(cell, digit);
            }
        }
    }

    /// One iteration's insertion; a refused one ends in Backtracking instead.
    fn insert_or_backtrack(&mut self, cell: usize, digit: u8) {
        if self.state.insert(cell, digit) {
            self.counts.iterations += 1;
        } else {
            self.counts.refused += 1;
            self.backtrack();
        }
    }

    /// Think, first half: archives the state with the guess it is about to
    /// make, the first number of `cell`'s domain, and returns that number.
    fn archive(&mut self, cell: usize) -> u8 {
        let digit = self
            .state
            .first_candidate(cell)
            .expect("a stalled, consistent state has no empty domain");
        self.stack.push(Archived {
            domains: self.state.clone(),
            cell,
            digit,
        });
        self.counts.guesses += 1;
        digit
    }

    /// Backtracking: restores the last archived state without the wrong
    /// guess. Under [`Reading::Propagated`] it guesses again at once if the
    /// cell has more than one number left (a retry, which cannot be refused:
    /// its domain holds only numbers its units and rules still allow).
    fn backtrack(&mut self) {
        let Some(Archived {
            domains,
            cell,
            digit,
        }) = self.stack.pop()
        else {
            self.outcome = Some(Outcome::NoSolution);
            return;
        };
        self.counts.backtracks += 1;
        self.state = domains;
        self.state.remove(cell, digit);
        if self.reading == Reading::Propagated && self.state.candidate_count(cell) > 1 {
            let digit = self.archive(cell);
            let inserted = self.state.insert(cell, digit);
            debug_assert!(inserted, "a propagated domain holds only allowed numbers");
            self.counts.retries += 1;
        }
    }
}

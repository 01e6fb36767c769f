//! True candidates: for each cell, the digits some solution puts there,
//! each with how many solutions do, up to a cap ([`TrueCandidates`]).
//!
//! The search covers candidates with as few solves as it can. It first
//! looks for `cap` solutions of the whole puzzle: fewer than `cap` are all
//! of them, and every count is then exact (a unique puzzle costs one
//! count). Otherwise each candidate that the solutions found so far do
//! not already use `cap` times is placed and the puzzle solved again for
//! up to `cap` solutions; every solution found on the way counts for all
//! the candidates it uses, so most candidates are settled by the solves
//! of others. Each solve is the [`Portfolio`]: `fast` in
//! microseconds on a classic 9x9, both exact engines in turns on other
//! shapes, a slice at a time, so that a worker can stop between slices
//! ([`CandidateSearch::step`]).

use std::collections::HashSet;

use super::counter::Bound;
use super::portfolio::Portfolio;
use crate::shape::{Sudoku, Values};

/// The usual cap: a candidate used by 1, 2 or "3 or more" solutions.
pub const DEFAULT_CAP: usize = 3;

/// What the search found: per cell and digit, the solutions that use it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TrueCandidates {
    /// The grid's size N (digits 1..N).
    pub size: usize,
    /// Solutions counted up to: a count of `cap` means `cap` or more.
    pub cap: usize,
    /// `counts[cell * size + digit - 1]`: the solutions (up to `cap`)
    /// that put `digit` in `cell`; 0 for a digit no solution puts there.
    pub counts: Vec<u8>,
    /// True when every candidate was settled; false when the search was
    /// stopped first (then a count of 0 may still be a candidate, and
    /// every other count is a lower bound).
    pub complete: bool,
    /// Solutions of the whole puzzle, up to `cap`.
    pub solutions: usize,
    /// Two different solutions when there are several (else one, or none).
    pub examples: Vec<Values>,
}

impl TrueCandidates {
    /// The solutions (up to the cap) that put `digit` in `cell`.
    pub fn count(&self, cell: usize, digit: u8) -> u8 {
        self.counts[cell * self.size + usize::from(digit) - 1]
    }

    /// The digits of `cell` that some solution puts there, as a mask (bit
    /// `d - 1` for digit `d`).
    pub fn mask(&self, cell: usize) -> u64 {
        (1..=self.size as u8)
            .filter(|&digit| self.count(cell, digit) > 0)
            .fold(0, |mask, digit| mask | 1 << (digit - 1))
    }

    /// The cells where the two example solutions differ.
    pub fn differences(&self) -> Vec<usize> {
        match self.examples.as_slice() {
            [first, second, ..] => first.differing_cells(second),
            _ => Vec::new(),
        }
    }
}

/// The true candidates of `sudoku`, counted up to `cap` solutions each,
/// or as far as the search got when `bound` was reached
/// ([`TrueCandidates::complete`]).
pub fn true_candidates(sudoku: &Sudoku, cap: usize, bound: Bound) -> TrueCandidates {
    let mut search = CandidateSearch::new(sudoku, cap);
    while !search.step(super::counter::TURN) {
        if bound.reached(search.spent) {
            break;
        }
    }
    search.result()
}

/// The search behind [`true_candidates`], advanced a slice at a time.
pub struct CandidateSearch {
    sudoku: Sudoku,
    cap: usize,
    size: usize,
    counts: Vec<u8>,
    /// Candidates whose count is known exactly (or known to reach the cap).
    settled: Vec<bool>,
    found: HashSet<Values>,
    examples: Vec<Values>,
    /// Solutions of the whole puzzle, once the first search has ended.
    solutions: Option<usize>,
    /// Candidates left to place, next last.
    queue: Vec<(usize, u8)>,
    /// The solve under way: of the whole puzzle, or of one candidate placed.
    current: Option<(Option<(usize, u8)>, Portfolio)>,
    spent: u64,
    done: bool,
}

impl CandidateSearch {
    /// The search of `sudoku`'s true candidates counted up to `cap` (at
    /// least 1); no work is done yet.
    pub fn new(sudoku: &Sudoku, cap: usize) -> CandidateSearch {
        let cap = cap.clamp(1, usize::from(u8::MAX));
        let size = sudoku.shape().size();
        let cells = sudoku.shape().cells();
        CandidateSearch {
            sudoku: sudoku.clone(),
            cap,
            size,
            counts: vec![0; cells * size],
            settled: vec![false; cells * size],
            found: HashSet::new(),
            examples: Vec::new(),
            solutions: None,
            queue: Vec::new(),
            current: None,
            spent: 0,
            done: false,
        }
    }

    /// Works for about `budget` units; true once every candidate is settled.
    pub fn step(&mut self, budget: u64) -> bool {
        let until = self.spent.saturating_add(budget.max(1));
        while !self.done && self.spent < until {
            self.advance(until - self.spent);
        }
        self.done
    }

    /// Work units spent so far.
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// What is known so far (all of it once [`CandidateSearch::step`] says
    /// the search is done).
    pub fn result(&self) -> TrueCandidates {
        TrueCandidates {
            size: self.size,
            cap: self.cap,
            counts: self.counts.clone(),
            complete: self.done,
            solutions: self.solutions.unwrap_or(self.found.len().min(self.cap)),
            examples: self.examples.clone(),
        }
    }

    /// One solve, or a part of it worth `budget` units.
    fn advance(&mut self, budget: u64) {
        if self.current.is_none() {
            let Some(next) = self.next_search() else {
                self.done = true;
                return;
            };
            self.current = Some(next);
        }
        let (placed, portfolio) = self.current.as_mut().expect("a solve under way");
        let placed = *placed;
        let before = portfolio.spent();
        let solutions = portfolio.advance(budget);
        self.spent += portfolio.spent() - before;
        if let Some(solutions) = solutions {
            self.current = None;
            self.settle(placed, solutions);
        }
    }

    /// The next solve: of the whole puzzle first, then of each candidate
    /// not yet settled, placed.
    fn next_search(&mut self) -> Option<(Option<(usize, u8)>, Portfolio)> {
        if self.solutions.is_none() {
            return Some((None, Portfolio::new(&self.sudoku, self.cap, 1)));
        }
        while let Some((cell, digit)) = self.queue.pop() {
            if self.settled[self.index(cell, digit)] {
                continue;
            }
            match self.sudoku.placing(cell, digit) {
                Some(placed) => {
                    return Some((Some((cell, digit)), Portfolio::new(&placed, self.cap, 1)))
                }
                None => {
                    let index = self.index(cell, digit);
                    self.settled[index] = true;
                }
            }
        }
        None
    }

    /// Takes in the `solutions` of a solve: of the whole puzzle (`placed`
    /// none) or with a candidate placed, all of them when fewer than the
    /// cap.
    fn settle(&mut self, placed: Option<(usize, u8)>, solutions: Vec<Values>) {
        let all_found = solutions.len() < self.cap;
        for solution in &solutions {
            self.take(solution);
        }
        match placed {
            None => {
                self.solutions = Some(solutions.len());
                if all_found {
                    // Every solution is known: every count is exact.
                    self.settled.iter_mut().for_each(|settled| *settled = true);
                } else {
                    self.queue_open_candidates();
                }
            }
            Some((cell, digit)) => {
                let index = self.index(cell, digit);
                self.counts[index] = solutions.len() as u8;
                self.settled[index] = true;
            }
        }
    }

    /// Counts a solution found for every candidate it uses, once.
    fn take(&mut self, solution: &Values) {
        if !self.found.insert(solution.clone()) {
            return;
        }
        if self.examples.len() < 2 {
            self.examples.push(solution.clone());
        }
        for cell in 0..solution.cells().len() {
            let index = self.index(cell, solution.get(cell));
            if usize::from(self.counts[index]) < self.cap {
                self.counts[index] += 1;
                if usize::from(self.counts[index]) == self.cap {
                    self.settled[index] = true;
                }
            }
        }
    }

    /// Every candidate a solve may still have to settle, in reading order.
    fn queue_open_candidates(&mut self) {
        let cells = self.sudoku.shape().cells();
        for cell in (0..cells).rev() {
            let allowed = self.sudoku.allowed(cell);
            let given = self.sudoku.givens().get(cell);
            for digit in (1..=self.size as u8).rev() {
                let index = self.index(cell, digit);
                if given != 0 || allowed & 1 << (digit - 1) == 0 {
                    // A given's cell holds its digit in every solution.
                    self.settled[index] = true;
                } else if !self.settled[index] {
                    self.queue.push((cell, digit));
                }
            }
        }
    }

    fn index(&self, cell: usize, digit: u8) -> usize {
        cell * self.size + usize::from(digit) - 1
    }
}

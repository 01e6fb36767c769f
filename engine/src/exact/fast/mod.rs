//! `fast`: the default exact engine, and the solution counter behind `count`,
//! validation and generation.
//!
//! A digit's possible places are three 27-bit band masks held in one SIMD
//! register (`lanes/`: SSE2 on x86-64, simd128 on wasm, plain arrays
//! elsewhere), so every step works on the three bands at once.
//! Propagation (`propagate.rs`) settles each changed digit to the rows-to-
//! boxes and bands-to-columns pairings its places allow (`settle.rs`,
//! `bits.rs`: hidden singles and locked candidates in rows, columns and
//! boxes), closes the cells it places to the other digits, and when nothing
//! changes looks for naked singles and for minirow and minicolumn triads
//! (`triads.rs`), and at the root for hidden pairs (`pairs.rs`). This is
//! tdoku's propagation; branching is too (`branch.rs`): a digit's way across
//! the least unsettled band or stack, tried way after way. The search
//! (`search.rs`) keeps an explicit stack of small boards, so it can pause
//! after any node and count solutions up to a limit.
//!
//! Measured side by side with tdoku, counting each puzzle's solutions up to
//! 2 (`engine/benches/tdoku.md` has the method and the full table), this
//! design runs 1.2-1.8 times tdoku's puzzles/s on the four benchmark sets
//! and takes fewer guesses than tdoku on the hard ones (60.7 per puzzle on
//! forum_hardest_1905_11plus, tdoku 61.6; 7.1 on magictour_top1465, 8.9).
//! The band bitboards it replaced (pairings of rows only, branching on a
//! two-digit cell) took 88.6 and 12.4 guesses and ran 0.94 and 0.95 of
//! tdoku on those two sets.
//!
//! What paid off, each measured against the step before (puzzles/s on the
//! hardest set unless said): the full propagation with band-or-stack
//! branching (nodes per puzzle 177 to 124, though the first SIMD version
//! was slower per node than the scalar code); a settling pass that stops
//! when closing unpaired minirows closed nothing else (+6%); skipping the
//! pairings when a digit's open minirows and minicolumns did not change
//! (+3%); weighting a band's unsettledness by ways (see `branch.rs`; 124 to
//! 117 nodes, +7% in all); shorter dependency chains in the pairings (+2%);
//! closing a sweep's placed cells all at once (+1-4%) and ending a node as
//! soon as a cell is left empty (+2.5%); hidden pairs at the root
//! (magictour_top1465 +14%); settling two digits at a time at the root
//! (17-clue +11%, kaggle +2%); visiting dirty digits by their bits rather
//! than testing all nine (hard sets +5-7%: mispredicted branches).
//!
//! Tried and dropped: sweeping every digit each round without change
//! tracking (branch-free, but 30% slower: more sweeps), closing each
//! settled digit's placed cells at once and recording which digits that
//! changed (-10%), settling two at a time below the root (1.5% slower on the hard sets: one or two
//! digits change per sweep there), one pass for both kinds of triads (no
//! gain), pairs below the root (fewer nodes, more time: -6% to -18% on the
//! hardest set down to depths 1-3), naked pairs and hidden pairs in boxes (no
//! fewer nodes for their cost), and several branching choices (`branch.rs`).
//! A 256-bit backend was not tried: below the root one or two digits change
//! per sweep, so a second digit per register would mostly idle. Timings on
//! this shared machine vary by about 2%, so smaller effects were judged by
//! node counts or dropped.

mod bits;
mod board;
mod branch;
mod lanes;
mod pairs;
mod propagate;
mod search;
mod settle;
mod tables;
mod triads;

use crate::grid::Grid;
use crate::params::Params;
use crate::puzzle::Puzzle;
use crate::shape::Sudoku;
use crate::solver::{Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step};
use crate::stats::{StatSpec, Stats};
use search::Search;

/// Up to `limit` solutions of `puzzle`, in search order: none, one (unique),
/// or two and more.
pub(crate) fn find_solutions(puzzle: &Puzzle, limit: usize) -> Vec<Grid> {
    let mut search = Search::new(puzzle, limit, true);
    search.run(u64::MAX);
    search.solutions
}

/// The number of solutions of `puzzle`, counted up to `limit`.
pub(crate) fn count_solutions(puzzle: &Puzzle, limit: usize) -> usize {
    let mut search = Search::new(puzzle, limit, false);
    search.run(u64::MAX);
    search.found
}

/// The number of solutions of a classic 9x9 counted up to `limit`, with
/// the search's statistics (`nodes`, `guesses`, `backtracks`, as the
/// engine reports them); `None` for any other shape, which `fast` does
/// not take.
pub fn count_with_stats(sudoku: &Sudoku, limit: usize) -> Option<(usize, Stats)> {
    let mut search = Search::new(&sudoku.to_classic()?, limit, false);
    search.run(u64::MAX);
    Some((search.found, stats_of(&search)))
}

fn stats_of(search: &Search) -> Stats {
    Stats::new()
        .count("nodes", search.nodes)
        .count("guesses", search.guesses)
        .count("backtracks", search.backtracks)
}

/// The `fast` engine: finds the first solution, or proves there is none.
pub struct FastEngine {
    search: Search,
}

/// The `fast` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "fast",
    summary: "SIMD band bitboards with singles, locked candidates and triads; branches on a digit's way across the least settled band or stack",
    source: "modern exact solver (the default); the improvement 002 and 004 propose, carried further",
    kind: EngineKind::Exact,
    params: &[],
    presets: &[],
    stats: &[
        StatSpec::count("nodes", "Nodes", "search states examined: the start and one per way tried"),
        StatSpec::count("guesses", "Guesses", "ways tried while another way of the same branch was left (the last way is forced)"),
        StatSpec::count("backtracks", "Backtracks", "nodes that led to a contradiction"),
    ],
    shapes: Shapes::Classic,
    reports: Reports::PLAIN,
};

impl FastEngine {
    pub(crate) fn new(puzzle: &Puzzle) -> FastEngine {
        FastEngine {
            search: Search::new(puzzle, 1, true),
        }
    }

    /// The registry's builder: `fast` takes no parameters and no seed.
    pub(crate) fn start(puzzle: &Puzzle, _params: &Params, _seed: u64) -> FastEngine {
        FastEngine::new(puzzle)
    }
}

impl Engine for FastEngine {
    fn step(&mut self, budget: u64) -> Step {
        if !self.search.run(budget) {
            return Step::Running;
        }
        Step::Finished(match self.search.solutions.first() {
            Some(grid) => Outcome::Solved(grid.to_values()),
            None => Outcome::NoSolution,
        })
    }

    fn progress(&self) -> Progress {
        Progress::exact(self.search.nodes, self.search.current_grid().to_values())
    }

    fn stats(&self) -> Stats {
        stats_of(&self.search)
    }
}

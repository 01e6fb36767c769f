//! `fast`: the default exact engine, and the solution counter behind `count`,
//! validation and generation.
//!
//! Candidates are 9-bit masks per cell. After every placement, naked singles
//! (a cell with one candidate) and hidden singles (a digit with one place in
//! a unit) are propagated; when propagation stalls, the search branches on a
//! cell with the fewest candidates. The search is an explicit stack, so it can
//! pause after any node and count solutions up to a limit.

use crate::digits::Digits;
use crate::grid::Grid;
use crate::puzzle::Puzzle;
use crate::solver::{Engine, Outcome, Progress, Step};
use crate::stats::Stats;
use crate::units::{CELLS, PEERS, UNITS};

/// Up to `limit` solutions of `puzzle`, in search order: none, one (unique),
/// or two and more.
pub fn find_solutions(puzzle: &Puzzle, limit: usize) -> Vec<Grid> {
    let mut search = Search::new(puzzle, limit);
    search.run(u64::MAX);
    search.solutions
}

/// The number of solutions of `puzzle`, counted up to `limit`.
pub fn count_solutions(puzzle: &Puzzle, limit: usize) -> usize {
    find_solutions(puzzle, limit).len()
}

/// A search position: the grid so far and the candidates of its empty cells.
#[derive(Clone)]
struct Board {
    grid: [u8; CELLS],
    candidates: [u16; CELLS],
    empty: u8,
}

impl Board {
    /// The givens placed and propagated; `None` on a contradiction.
    fn new(puzzle: &Puzzle) -> Option<Board> {
        let mut board = Board {
            grid: [0; CELLS],
            candidates: [0; CELLS],
            empty: CELLS as u8,
        };
        for cell in 0..CELLS {
            board.candidates[cell] = puzzle.allowed(cell).bits();
        }
        let mut queue = Vec::with_capacity(CELLS);
        for cell in 0..CELLS {
            let digit = puzzle.givens().get(cell);
            if digit != 0 {
                queue.push((cell as u8, digit));
            }
        }
        board.place_all(&mut queue).then_some(board)
    }

    /// Places every queued (cell, digit) and what follows from singles;
    /// false on a contradiction.
    fn place_all(&mut self, queue: &mut Vec<(u8, u8)>) -> bool {
        loop {
            while let Some((cell, digit)) = queue.pop() {
                if !self.place(cell as usize, digit, queue) {
                    return false;
                }
            }
            if self.empty == 0 {
                return true;
            }
            match self.hidden_singles(queue) {
                Some(true) if !queue.is_empty() => continue,
                Some(_) => return true,
                None => return false,
            }
        }
    }

    /// Puts `digit` in `cell` and removes it from the peers, queueing naked
    /// singles; false if the cell cannot take it or a peer runs dry.
    #[inline]
    fn place(&mut self, cell: usize, digit: u8, queue: &mut Vec<(u8, u8)>) -> bool {
        let bit = 1u16 << (digit - 1);
        if self.grid[cell] != 0 {
            return self.grid[cell] == digit;
        }
        if self.candidates[cell] & bit == 0 {
            return false;
        }
        self.grid[cell] = digit;
        self.candidates[cell] = 0;
        self.empty -= 1;
        for &peer in &PEERS[cell] {
            let peer = peer as usize;
            let before = self.candidates[peer];
            if before & bit != 0 {
                let after = before & !bit;
                self.candidates[peer] = after;
                if after == 0 {
                    return false;
                }
                if after & (after - 1) == 0 {
                    queue.push((peer as u8, after.trailing_zeros() as u8 + 1));
                }
            }
        }
        true
    }

    /// Queues every hidden single. `None` when a unit has a digit with no
    /// place left; otherwise whether anything was queued.
    fn hidden_singles(&self, queue: &mut Vec<(u8, u8)>) -> Option<bool> {
        for unit in &UNITS {
            let (mut once, mut more, mut placed) = (0u16, 0u16, 0u16);
            for &cell in unit {
                let cell = cell as usize;
                let candidates = self.candidates[cell];
                more |= once & candidates;
                once |= candidates;
                if self.grid[cell] != 0 {
                    placed |= 1 << (self.grid[cell] - 1);
                }
            }
            if (once | placed) != 0x1ff {
                return None;
            }
            let mut singles = once & !more;
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles &= singles - 1;
                let cell = unit
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| self.candidates[c] & bit != 0)
                    .expect("a hidden single has a cell");
                queue.push((cell as u8, bit.trailing_zeros() as u8 + 1));
            }
        }
        Some(!queue.is_empty())
    }

    /// An empty cell with the fewest candidates.
    fn branch_cell(&self) -> usize {
        let mut best = 0;
        let mut best_count = u32::MAX;
        for cell in 0..CELLS {
            if self.grid[cell] == 0 {
                let count = self.candidates[cell].count_ones();
                if count < best_count {
                    best = cell;
                    best_count = count;
                    if count == 2 {
                        break;
                    }
                }
            }
        }
        best
    }

    fn to_grid(&self) -> Grid {
        Grid::from_cells(self.grid).expect("digits are 1-9")
    }
}

/// One open branch point: the board before the branch, its cell, and the
/// digits not yet tried there.
struct Frame {
    board: Board,
    cell: u8,
    untried: Digits,
}

/// A depth-first search that can pause after any node.
struct Search {
    stack: Vec<Frame>,
    /// The board to expand next, if any.
    pending: Option<Board>,
    solutions: Vec<Grid>,
    limit: usize,
    nodes: u64,
    guesses: u64,
    backtracks: u64,
    done: bool,
    last_seen: Grid,
}

impl Search {
    fn new(puzzle: &Puzzle, limit: usize) -> Search {
        let pending = Board::new(puzzle);
        Search {
            stack: Vec::new(),
            done: pending.is_none() || limit == 0,
            last_seen: *puzzle.givens(),
            pending,
            solutions: Vec::new(),
            limit,
            nodes: 0,
            guesses: 0,
            backtracks: 0,
        }
    }

    /// Expands up to `budget` nodes; true when the search is over.
    fn run(&mut self, budget: u64) -> bool {
        let mut queue = Vec::with_capacity(CELLS);
        let mut left = budget;
        while !self.done && left > 0 {
            left -= 1;
            self.nodes += 1;
            if let Some(board) = self.pending.take() {
                self.expand(board);
            } else {
                self.next_branch(&mut queue);
            }
        }
        self.done
    }

    /// A propagated board: a solution, or a new branch point.
    fn expand(&mut self, board: Board) {
        if board.empty == 0 {
            self.last_seen = board.to_grid();
            self.solutions.push(self.last_seen);
            self.done = self.solutions.len() >= self.limit;
            return;
        }
        let cell = board.branch_cell();
        let untried = Digits::from_bits(board.candidates[cell]);
        self.stack.push(Frame {
            board,
            cell: cell as u8,
            untried,
        });
    }

    /// Tries the next digit of the innermost branch point.
    fn next_branch(&mut self, queue: &mut Vec<(u8, u8)>) {
        let Some(frame) = self.stack.last_mut() else {
            self.done = true;
            return;
        };
        let Some(digit) = frame.untried.first() else {
            self.stack.pop();
            self.backtracks += 1;
            return;
        };
        frame.untried.remove(digit);
        let cell = frame.cell;
        self.guesses += 1;
        let mut board = if frame.untried.is_empty() {
            self.stack.pop().expect("frame exists").board
        } else {
            frame.board.clone()
        };
        queue.clear();
        queue.push((cell, digit));
        if board.place_all(queue) {
            self.pending = Some(board);
        } else {
            self.backtracks += 1;
        }
    }
}

/// The `fast` engine: finds the first solution, or proves there is none.
pub struct FastEngine {
    search: Search,
}

impl FastEngine {
    pub fn new(puzzle: &Puzzle) -> FastEngine {
        FastEngine {
            search: Search::new(puzzle, 1),
        }
    }
}

impl Engine for FastEngine {
    fn step(&mut self, budget: u64) -> Step {
        if !self.search.run(budget) {
            return Step::Running;
        }
        Step::Finished(match self.search.solutions.first() {
            Some(grid) => Outcome::Solved(*grid),
            None => Outcome::NoSolution,
        })
    }

    fn progress(&self) -> Progress {
        let grid = self
            .search
            .stack
            .last()
            .map_or(self.search.last_seen, |frame| frame.board.to_grid());
        Progress::exact(self.search.nodes, grid)
    }

    fn stats(&self) -> Stats {
        Stats::new()
            .count("nodes", self.search.nodes)
            .count("guesses", self.search.guesses)
            .count("backtracks", self.search.backtracks)
    }
}

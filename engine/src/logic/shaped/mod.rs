//! Human logic on every shape: sizes 4x4 to 36x36, jigsaw regions, extra
//! houses (diagonals, windows, disjoint groups), pair rules (anti-knight,
//! anti-king, non-consecutive), killer cages and the rules setters draw
//! (thermometers, arrows, dots, lines, clues outside the grid). The classic 9x9 keeps its
//! own bitboard solver (`crate::logic`, Sudoku-Explainer-exact), chosen by
//! [`crate::logic::Explainer`] and [`crate::rate`]; this one reads the
//! shape's compiled constraints through a [`Layout`], so every technique
//! works on whatever houses, peers and cages the puzzle has.
//!
//! - `board.rs`, `cells.rs`, `layout.rs`: the candidate grid, sets of cells
//!   as words, the shape as houses, peers, neighbours and cages;
//! - one file per family: `singles.rs`, `intersections.rs`, `subsets.rs`,
//!   `fish.rs`, `wings.rs`, `als_wings.rs`, `chains.rs`, `forcing.rs` (with
//!   `changes.rs`, `cage_memo.rs` and `word_hash.rs`), `contradiction.rs`
//!   (the last resort before nested chains), `cages.rs` (with
//!   `sums.rs` and `sum_search.rs`), `innie_outie_difference.rs`,
//!   `house_combinations.rs`, `neighbours.rs`, `uniqueness.rs`, and the
//!   rules drawn on the board: `rule_pairs.rs` (thermometers, dots, XV,
//!   lines, clones, indexers), `sum_combinations.rs` (arrows, little killers),
//!   `clue_reading.rs` (clues outside, between lines, quadruples),
//!   `renban_windows.rs` (renban lines by their runs), `tied_neighbours.rs`
//!   (a candidate read with every cell a rule ties it to);
//! - `se_bridge.rs`: SE's own chaining (`crate::logic::chaining`) and
//!   strong links on the 9x9 variants Sukaku rates, for the SE profile;
//! - `solver.rs` (the order), `step.rs` and `text.rs` (a step and its
//!   words); ratings are [`crate::rate::rate`]'s.
//!
//! The code is generic over the width of a cell set and compiled twice:
//! [`Logic::Narrow`] for grids up to 11x11 (every 9x9 variant), `Wide` for
//! the rest.

pub mod als_wings;
pub mod board;
mod cage_memo;
pub mod cages;
pub mod cells;
pub mod chains;
pub mod changes;
pub mod clue_reading;
pub mod contradiction;
pub mod fish;
pub mod forcing;
pub mod house_combinations;
pub mod innie_outie_difference;
pub mod intersections;
pub mod layout;
pub mod neighbours;
pub mod renban_windows;
pub mod rule_pairs;
pub mod se_bridge;
pub mod singles;
pub mod solver;
pub mod step;
pub mod subsets;
pub mod sum_combinations;
pub mod sum_search;
pub mod sums;
pub mod text;
pub mod tied_neighbours;
pub mod uniqueness;
pub mod wings;
mod word_hash;

use std::ops::ControlFlow;
use std::sync::Arc;

pub use board::{Board, Contradiction};
pub use layout::Layout;
pub use solver::{Ceiling, Profile};
pub use step::{Cand, Link, Node, Step};

use crate::logic::explained::{explained_on, Explained};
use crate::run::Deadline;
use crate::shape::{Shape, Sudoku, Values};

/// A step with its words, as a person sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worded {
    pub step: Step,
    /// "Naked Pair".
    pub name: String,
    /// The step in words.
    pub text: String,
    /// The technique and where to look, without the answer.
    pub nudge: String,
}

/// The steps of a solve and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub steps: Vec<Worded>,
    /// Every cell holds a digit at the end.
    pub solved: bool,
}

/// Where a person is: their entries (besides the givens) and, when they
/// keep their own, their pencil marks (bit `d - 1` for digit `d`).
#[derive(Clone, Copy, Debug)]
pub struct Position<'a> {
    pub entries: &'a Values,
    pub marks: Option<&'a [u64]>,
}

/// The solver for one shape, at the width its cell count needs.
#[derive(Clone, Debug)]
pub enum Logic {
    Narrow(Arc<Layout<2>>),
    Wide(Arc<Layout<21>>),
}

impl Logic {
    /// The solver for `shape` (any size up to 36x36).
    pub fn new(shape: &Shape) -> Logic {
        Logic::until(shape, None)
    }

    /// [`Logic::new`], whose searches give up at `deadline`: a step then
    /// may not come where one exists (the caller, which set the deadline,
    /// knows why).
    pub fn until(shape: &Shape, deadline: Option<Deadline>) -> Logic {
        if is_narrow(shape) {
            Logic::Narrow(Layout::until(shape, deadline))
        } else {
            Logic::Wide(Layout::until(shape, deadline))
        }
    }

    /// Solves `sudoku` from its givens (or from `position`), easiest
    /// first. The `solution`, when the puzzle has exactly one, lets the
    /// forcing chains and unique rectangles run (they are left out
    /// otherwise) and the chains look in fewer places; it never changes a
    /// step.
    pub fn solve(
        &self,
        sudoku: &Sudoku,
        position: Option<Position>,
        solution: Option<&Values>,
    ) -> Solved {
        self.solve_with(Profile::Human, sudoku, position, solution)
    }

    /// [`Logic::solve`] under `profile` (ratings follow [`Profile::Se`]).
    pub fn solve_with(
        &self,
        profile: Profile,
        sudoku: &Sudoku,
        position: Option<Position>,
        solution: Option<&Values>,
    ) -> Solved {
        self.solve_watched(profile, sudoku, position, solution, &mut |_| {
            ControlFlow::Continue(())
        })
    }

    /// [`Logic::solve_with`], showing `watch` each step as it is found (a
    /// long rating's progress).
    pub fn solve_watched(
        &self,
        profile: Profile,
        sudoku: &Sudoku,
        position: Option<Position>,
        solution: Option<&Values>,
        watch: &mut dyn FnMut(&Step) -> ControlFlow<()>,
    ) -> Solved {
        match self {
            Logic::Narrow(layout) => solve_at(layout, profile, sudoku, position, solution, watch),
            Logic::Wide(layout) => solve_at(layout, profile, sudoku, position, solution, watch),
        }
    }

    /// Solves `sudoku`, whose one solution is `solution`, under `profile`
    /// while every step stays under `ceiling`: the steps, and true when
    /// they fill the grid (see [`solver::solve_under`]).
    pub fn solve_under(
        &self,
        profile: Profile,
        sudoku: &Sudoku,
        solution: &Values,
        ceiling: Ceiling,
    ) -> (Vec<Step>, bool) {
        match self {
            Logic::Narrow(layout) => solve_under_at(layout, profile, sudoku, solution, ceiling),
            Logic::Wide(layout) => solve_under_at(layout, profile, sudoku, solution, ceiling),
        }
    }

    /// The next step from `position` (or the givens) under `profile`:
    /// `None` when the grid is full or no technique applies; an error that
    /// says where when the position breaks a rule.
    pub fn next(
        &self,
        profile: Profile,
        sudoku: &Sudoku,
        position: Option<Position>,
        solution: Option<&Values>,
    ) -> Result<Option<Worded>, String> {
        match self {
            Logic::Narrow(layout) => next_at(layout, profile, sudoku, position, solution),
            Logic::Wide(layout) => next_at(layout, profile, sudoku, position, solution),
        }
    }

    /// The cells of house `house` as steps number houses: the shape's own,
    /// then those the solver adds (a windoku's hidden windows).
    pub fn house_cells(&self, house: usize) -> &[u16] {
        match self {
            Logic::Narrow(layout) => &layout.houses[house].cells,
            Logic::Wide(layout) => &layout.houses[house].cells,
        }
    }

    /// A step of this solver as [`Explained`], named on its grid.
    pub fn explained(&self, worded: Worded) -> Explained {
        match self {
            Logic::Narrow(layout) => explained_on(layout, worded),
            Logic::Wide(layout) => explained_on(layout, worded),
        }
    }

    /// The name of house `house` ("row 3", "hidden window 2").
    pub fn house_name(&self, house: usize) -> &str {
        match self {
            Logic::Narrow(layout) => &layout.houses[house].name,
            Logic::Wide(layout) => &layout.houses[house].name,
        }
    }

    /// The candidates of every cell at `position` (a placed digit as its
    /// one candidate), or why the board is broken there.
    pub fn candidates(
        &self,
        sudoku: &Sudoku,
        position: Option<Position>,
    ) -> Result<Vec<u64>, String> {
        match self {
            Logic::Narrow(layout) => candidates_at(layout, sudoku, position),
            Logic::Wide(layout) => candidates_at(layout, sudoku, position),
        }
    }
}

/// True when `shape`'s cells fit the narrow cell sets (two words: grids up
/// to 11x11), else the solver works with wide ones (21 words).
pub fn is_narrow(shape: &Shape) -> bool {
    shape.cells() <= cells::Cells::<2>::CAPACITY
}

fn board_at<const W: usize>(
    layout: &Arc<Layout<W>>,
    sudoku: &Sudoku,
    position: Option<Position>,
) -> Board<W> {
    match position {
        Some(position) => Board::at(sudoku, Arc::clone(layout), position.entries, position.marks),
        None => Board::new(sudoku, Arc::clone(layout)),
    }
}

fn worded<const W: usize>(layout: &Layout<W>, step: Step) -> Worded {
    Worded {
        name: step.name(),
        text: step.explanation(layout),
        nudge: step.nudge(layout),
        step,
    }
}

fn solve_at<const W: usize>(
    layout: &Arc<Layout<W>>,
    profile: Profile,
    sudoku: &Sudoku,
    position: Option<Position>,
    solution: Option<&Values>,
    watch: &mut dyn FnMut(&Step) -> ControlFlow<()>,
) -> Solved {
    let mut board = board_at(layout, sudoku, position);
    let (steps, solved) = solver::solve_watched(&mut board, profile, solution, watch);
    Solved {
        steps: steps.into_iter().map(|step| worded(layout, step)).collect(),
        solved,
    }
}

fn solve_under_at<const W: usize>(
    layout: &Arc<Layout<W>>,
    profile: Profile,
    sudoku: &Sudoku,
    solution: &Values,
    ceiling: Ceiling,
) -> (Vec<Step>, bool) {
    let mut board = Board::new(sudoku, Arc::clone(layout));
    solver::solve_under(&mut board, profile, solution, ceiling)
}

fn next_at<const W: usize>(
    layout: &Arc<Layout<W>>,
    profile: Profile,
    sudoku: &Sudoku,
    position: Option<Position>,
    solution: Option<&Values>,
) -> Result<Option<Worded>, String> {
    let board = board_at(layout, sudoku, position);
    if let Some(why) = board.contradiction() {
        return Err(contradiction_words(layout, &why));
    }
    if board.is_solved() {
        return Ok(None);
    }
    Ok(solver::next_step(&board, profile, solution).map(|step| worded(layout, step)))
}

fn candidates_at<const W: usize>(
    layout: &Arc<Layout<W>>,
    sudoku: &Sudoku,
    position: Option<Position>,
) -> Result<Vec<u64>, String> {
    let board = board_at(layout, sudoku, position);
    match board.contradiction() {
        None => Ok(board.marks()),
        Some(why) => Err(contradiction_words(layout, &why)),
    }
}

/// A contradiction in words: "r4c5 has no candidate left".
pub fn contradiction_words<const W: usize>(layout: &Layout<W>, why: &Contradiction) -> String {
    match *why {
        Contradiction::NoCandidate { cell } => {
            format!(
                "{} has no candidate left",
                layout.geometry().cell_name(cell)
            )
        }
        Contradiction::NoPlace { house, digit } => format!(
            "{} has no place left in {}",
            text::symbol(digit),
            layout.houses[house].name
        ),
        Contradiction::CageSum { cage } => {
            format!("{} can no longer make its sum", layout.cages[cage].name)
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::format::shaped::read_for_tests;

    /// Line `index` of a shared file of `../shared/data/shapes/`.
    pub fn shared_line(file: &str, index: usize) -> String {
        let path = format!(
            "{}/../../shared/data/shapes/{file}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        text.lines()
            .filter(|line| !line.trim().is_empty())
            .nth(index)
            .unwrap_or_else(|| panic!("{path} has no line {index}"))
            .to_string()
    }

    /// The human profile's next step, tied neighbours left out (for tests
    /// of what the later searches say where tied neighbours would act
    /// first).
    pub fn step_without_tied_neighbours<const W: usize>(
        board: &Board<W>,
        solution: Option<&crate::shape::Values>,
    ) -> Option<step::Step> {
        solver::Profile::Human
            .finders(board.layout())
            .iter()
            .filter(|&&finder| finder != solver::Finder::TiedNeighbours)
            .find_map(|finder| finder.find_with(board, solution))
    }

    /// The board of a puzzle in any text form, at width `W`.
    pub fn board_of<const W: usize>(text: &str) -> Board<W> {
        let sudoku = read_for_tests(text);
        Board::new(&sudoku, Layout::new(sudoku.shape()))
    }

    #[test]
    fn a_shared_killer_solves_soundly_to_its_solution() {
        let line = shared_line("killer_9x9.txt", 0);
        let sudoku = read_for_tests(&line);
        let solution = line.rsplit(',').next().unwrap();
        let values = crate::format::read_puzzle(&line, &Default::default())
            .unwrap()
            .solution
            .unwrap();
        let solved = Logic::new(sudoku.shape()).solve(&sudoku, None, Some(&values));
        assert!(solved.solved, "{:?}", solved.steps.last().map(|s| &s.text));
        assert!(solved
            .steps
            .iter()
            .any(|s| s.step.technique.family() == crate::logic::Family::Cages));
        let mut board = board_of::<2>(&line);
        for worded in &solved.steps {
            worded.step.apply(&mut board);
        }
        assert_eq!(
            board
                .values()
                .to_line(crate::shape::symbols::Alphabet::Standard),
            solution
        );
    }

    /// The steps logic takes on the shared puzzle at `index` of `file`,
    /// checked to solve it with every step agreeing with its solution.
    pub fn solved_soundly(file: &str, index: usize) -> Vec<Worded> {
        let line = shared_line(file, index);
        let read = crate::format::read_puzzle(&line, &Default::default()).unwrap();
        let solution = read.solution.unwrap();
        let solved = Logic::new(read.sudoku.shape()).solve(&read.sudoku, None, Some(&solution));
        assert!(solved.solved, "{:?}", solved.steps.last().map(|s| &s.text));
        for worded in &solved.steps {
            let step = &worded.step;
            assert!(step
                .eliminations
                .iter()
                .all(|c| solution.get(c.cell()) != c.digit));
            assert!(step
                .placements
                .iter()
                .all(|c| solution.get(c.cell()) == c.digit));
        }
        solved.steps
    }

    /// Each nested chain is named with SE's nesting suffix ("(+)" for
    /// level 1, "(+ Forcing Chains)" for level 2, "(+ Multiple Forcing
    /// Chains)" for level 3, "(+ Dynamic Forcing Chains)" for level 4), as
    /// its value is SE's.
    fn assert_nested_named(steps: &[Worded]) {
        for worded in steps {
            let suffix = crate::logic::step::nesting_suffix(worded.step.nesting);
            assert!(worded.name.ends_with(suffix), "{}", worded.name);
            let nesting = u16::from(worded.step.nesting);
            assert!(nesting == 0 || worded.step.rating.0 >= 85 + 5 * nesting);
        }
        assert!(steps.iter().any(|s| s.step.nesting == 2));
    }

    /// The shared X puzzle (Sukaku Explainer gives it no rating within 5
    /// minutes) needs a forcing chain nested in a forcing chain; every
    /// step agrees with its solution.
    #[test]
    fn the_shared_x_puzzle_is_solved_by_nested_forcing_chains() {
        let steps = solved_soundly("variants_9x9.txt", 0);
        assert_nested_named(&steps);
    }

    /// The harder shared 16x16 X puzzle needs a nested search of 475,000
    /// propagations (stuck within the 150,000 it once had).
    #[test]
    fn the_harder_shared_16x16_x_puzzle_is_solved_by_nested_forcing_chains() {
        let steps = solved_soundly("variants_16x16.txt", 1);
        assert_nested_named(&steps);
    }

    /// Solves the shared puzzle at `index` of `file` soundly with nested
    /// chains named as SE's, some of them at `level`; prints how many and
    /// the time taken.
    fn assert_solved_with_level(file: &str, index: usize, level: u8) {
        let started = std::time::Instant::now();
        let steps = solved_soundly(file, index);
        assert_nested_named(&steps);
        let at_level = steps.iter().filter(|s| s.step.nesting == level).count();
        assert!(at_level > 0);
        eprintln!(
            "{at_level} level-{level} steps of {}, {:?}",
            steps.len(),
            started.elapsed()
        );
    }

    /// The first shared 16x16 X puzzle, which level 2 leaves stuck after
    /// 32 steps, is solved with level-3 chains (a level-1 contradiction
    /// nested): about 4.5 minutes, `cargo test -p sudoku-engine --lib --
    /// --ignored level_three`.
    #[test]
    #[ignore = "4.5 minutes"]
    fn the_first_shared_16x16_x_puzzle_is_solved_by_level_three_chains() {
        assert_solved_with_level("variants_16x16.txt", 0, 3);
    }

    /// The shared non-consecutive 9x9, which levels 2 and 3 leave stuck
    /// after 22 steps, is solved with level-4 chains (a level-2
    /// contradiction nested): about 8 minutes, `cargo test -p
    /// sudoku-engine --release --lib -- --ignored level_four`.
    #[test]
    #[ignore = "8 minutes"]
    fn the_shared_non_consecutive_puzzle_is_solved_by_level_four_chains() {
        assert_solved_with_level("variants_9x9.txt", 5, 4);
    }
}

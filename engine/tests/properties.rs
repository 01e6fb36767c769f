//! Property tests: text formats round-trip, parsing never panics, and no
//! engine ever returns a grid that breaks a rule or a given.

mod common;

use proptest::prelude::*;
use sudoku_engine::format::shaped::write_grid;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::format::{read_puzzle, ParseError, PuzzleError};
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::{Shape, Sudoku, Values};
use sudoku_engine::{count_solutions, engines, EngineKind, Outcome, ReadError, Step};

fn any_grid() -> impl Strategy<Value = Values> {
    proptest::collection::vec(prop_oneof![3 => Just(0u8), 1 => 1u8..=9], 81)
        .prop_map(|cells| Values::from_cells(9, cells).unwrap())
}

/// True when no digit of `grid` (a 9x9) is twice in a row, column or box.
fn clash_free(grid: &Values) -> bool {
    Sudoku::new(Shape::classic(), grid.clone()).is_ok()
}

/// The one puzzle of `text`, read as every entry point reads it.
fn read(text: &str) -> Result<Sudoku, ReadError> {
    read_puzzle(text, &ShapeOptions::default()).map(|read| read.sudoku)
}

/// Reads `text`, written from `grid`: the same grid back when its givens
/// keep the rules, else the classic reader's duplicate given, a real one
/// of `grid`.
fn reads_back(text: &str, grid: &Values) -> Result<(), TestCaseError> {
    match read(text) {
        Ok(sudoku) => {
            prop_assert_eq!(sudoku.shape(), &Shape::classic());
            prop_assert_eq!(sudoku.givens(), grid);
        }
        Err(ReadError::Classic(ParseError::Puzzle(PuzzleError::DuplicateGiven(clash)))) => {
            prop_assert!(!clash_free(grid), "{}", text);
            prop_assert!(clash.first < clash.second);
            prop_assert_eq!(grid.get(clash.first), clash.digit);
            prop_assert_eq!(grid.get(clash.second), clash.digit);
        }
        Err(other) => prop_assert!(false, "{:?} reading {}", other, text),
    }
    Ok(())
}

/// Pencil marks of a classic 9x9, bit `d - 1` for digit `d`: each cell
/// some digits, the first every digit.
fn any_marks() -> impl Strategy<Value = Vec<u64>> {
    proptest::collection::vec(1u64..0x200, 81).prop_map(|mut marks| {
        marks[0] = 0x1ff;
        marks
    })
}

/// Givens placed at random without clashes: some puzzles unique, many with
/// several solutions, some with none.
fn any_clash_free_givens() -> impl Strategy<Value = Sudoku> {
    proptest::collection::vec((0usize..81, 1u8..=9), 0..40).prop_map(|placements| {
        let mut grid = Values::empty(9);
        for (cell, digit) in placements {
            if grid.get(cell) == 0 {
                grid.set(cell, digit);
                if !clash_free(&grid) {
                    grid.set(cell, 0);
                }
            }
        }
        common::classic(grid)
    })
}

/// A solution from the shared files with some cells emptied: always solvable.
fn puzzle_from_solution() -> impl Strategy<Value = Sudoku> {
    let solutions: Vec<Values> = common::cases("famous.txt")
        .into_iter()
        .chain(common::cases("royle17_sample.txt").into_iter().take(20))
        .filter_map(|case| case.solution)
        .collect();
    (
        proptest::sample::select(solutions),
        proptest::collection::vec(any::<bool>(), 81),
    )
        .prop_map(|(solution, keep)| {
            let mut grid = solution;
            for (cell, keep) in keep.into_iter().enumerate() {
                if !keep {
                    grid.set(cell, 0);
                }
            }
            common::classic(grid)
        })
}

/// Runs an exact engine for at most `budget` units; `None` if unfinished.
fn run_exact(name: &str, sudoku: &Sudoku, budget: u64) -> Option<Outcome> {
    let mut engine = sudoku_engine::find(name)
        .unwrap()
        .start_with(sudoku, [], 1)
        .unwrap()
        .expect("every exact engine solves the classic 9x9");
    match engine.step(budget) {
        Step::Finished(outcome) => Some(outcome),
        Step::Running => None,
    }
}

fn exact_engines() -> Vec<&'static str> {
    engines()
        .iter()
        .filter(|info| info.kind == EngineKind::Exact)
        .map(|info| info.name)
        .collect()
}

proptest! {
    #[test]
    fn line_and_pretty_formats_round_trip(
        grid in prop_oneof![
            any_grid(),
            any_clash_free_givens().prop_map(|sudoku| sudoku.givens().clone()),
        ]
    ) {
        reads_back(&grid.to_line(Alphabet::Standard), &grid)?;
        reads_back(&common::pretty(&grid), &grid)?;
    }

    #[test]
    fn pencil_marks_round_trip(marks in any_marks()) {
        let two_or_more: Vec<u64> = marks
            .iter()
            .map(|&set| match set.count_ones() {
                // One digit: add the next one (9 wraps to 1).
                1 if set == 1 << 8 => set | 1,
                1 => set | set << 1,
                _ => set,
            })
            .collect();
        let marked = Sudoku::from_marks(Shape::classic(), &two_or_more).unwrap();
        let read = read_puzzle(&write_grid(&marked), &ShapeOptions::default()).unwrap();
        prop_assert_eq!(read.sudoku.marks().unwrap(), &two_or_more[..]);
    }

    #[test]
    fn parsing_never_panics(text in "\\PC{0,200}") {
        let _ = read(&text);
    }

    #[test]
    fn parsing_grid_like_text_never_panics(text in "[0-9.|+\\- \n*x]{0,300}") {
        if let Ok(sudoku) = read(&text) {
            prop_assert!(Sudoku::new(sudoku.shape().clone(), sudoku.givens().clone()).is_ok());
        }
    }

    #[test]
    fn exact_engines_solve_puzzles_cut_from_solutions(sudoku in puzzle_from_solution()) {
        for name in exact_engines() {
            if let Some(outcome) = run_exact(name, &sudoku, 5_000_000) {
                match outcome {
                    Outcome::Solved(grid) => prop_assert!(sudoku.is_solved_by(&grid), "{}", name),
                    other => prop_assert!(false, "{} gave {:?}", name, other),
                }
            }
        }
    }

    #[test]
    fn exact_engines_never_break_a_rule(sudoku in any_clash_free_givens()) {
        let solvable = count_solutions(&sudoku, 1) == 1;
        // 200,000 units each: the paper's form of csp searches nearly blind
        // on random givens, and 2,000,000 took 18 s over the cases.
        for name in exact_engines() {
            match run_exact(name, &sudoku, 200_000) {
                Some(Outcome::Solved(grid)) => prop_assert!(sudoku.is_solved_by(&grid), "{}", name),
                Some(Outcome::NoSolution) => prop_assert!(!solvable, "{} missed a solution", name),
                Some(other) => prop_assert!(false, "{} gave {:?}", name, other),
                None => {}
            }
        }
    }
}

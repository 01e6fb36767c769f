//! `brute` (seed 004, Algorithm 1): the seed's exact counts, the shared easy
//! sets, the unsolvable set, pencil marks, and the step-wise contract.
//!
//! Naive row-major search can take billions of tries on 17-clue puzzles
//! (lines 34-41 and most of 599-697 of se_rated_computed, for instance), so
//! these tests use the easy sets and the se_rated_computed puzzles with at
//! least 24 givens; every case here finishes in well under a second.

mod common;

use common::{cases, count, run_to_end, sample, Case};
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{Outcome, Stats};

/// Runs `brute` on `puzzle` to the end in one step.
fn solve(puzzle: &Sudoku) -> (Outcome, Stats) {
    run_to_end("brute", puzzle, &[])
}

/// Solves `case` and checks the grid against the file's solution and the
/// search's own bookkeeping.
fn assert_solves(case: &Case) {
    let puzzle = case.sudoku();
    let (outcome, stats) = solve(&puzzle);
    let grid = outcome
        .solution()
        .unwrap_or_else(|| panic!("{}: {}", case.name(), outcome.status()));
    assert!(puzzle.is_solved_by(grid), "{}", case.name());
    assert_eq!(Some(grid), case.solution.as_ref(), "{}", case.name());
    let (tries, placements, backtracks) = (
        count(&stats, "tries"),
        count(&stats, "placements"),
        count(&stats, "backtracks"),
    );
    // Every placement is undone by exactly one backtrack, except those on
    // the path to the solution: one per empty cell.
    let empty = (puzzle.givens().cells().len() - puzzle.givens().filled()) as u64;
    assert_eq!(placements - backtracks, empty, "{}", case.name());
    // Each cell entered tries at most nine values.
    assert!(tries <= 9 * (placements + 1), "{}", case.name());
    assert!(placements <= tries, "{}", case.name());
}

#[test]
fn reproduces_the_seed_counts_on_its_17_clue_example() {
    // Seed 004: "622,577,597 values tried, 69,175,316 successful placements".
    let case = &cases("slow_naive_backtracking.txt")[0];
    let (outcome, stats) = solve(&case.sudoku());
    assert_eq!(outcome, Outcome::Solved(case.solution.clone().unwrap()));
    assert_eq!(count(&stats, "tries"), 622_577_597);
    assert_eq!(count(&stats, "placements"), 69_175_316);
    assert_eq!(count(&stats, "backtracks"), 69_175_316 - 64);
}

#[test]
fn solves_the_easy_shared_sets() {
    for file in [
        "projecteuler96_easy50.txt",
        "sudopedia_valid.txt",
        "famous.txt",
    ] {
        for case in cases(file) {
            assert_solves(&case);
        }
    }
    let with_many_givens: Vec<Case> = sample("se_rated_computed.txt", 3)
        .into_iter()
        .filter(|case| case.sudoku().givens().filled() >= 24)
        .collect();
    assert!(with_many_givens.len() > 100);
    for case in &with_many_givens {
        assert_solves(case);
    }
}

#[test]
fn proves_the_unsolvable_set_has_no_solution() {
    // All five lines end within 120 million tries (line 3 is the slowest).
    for case in cases("invalid_no_solution.txt") {
        let (outcome, stats) = solve(&case.sudoku());
        assert_eq!(outcome, Outcome::NoSolution, "{}", case.name());
        // The whole tree is undone, the root cell included.
        assert_eq!(
            count(&stats, "backtracks"),
            count(&stats, "placements") + 1,
            "{}",
            case.name()
        );
    }
}

#[test]
fn a_full_grid_is_solved_without_a_try() {
    let case = &cases("sudopedia_valid.txt")[0];
    let (outcome, stats) = solve(&case.sudoku());
    assert_eq!(outcome, Outcome::Solved(case.solution.clone().unwrap()));
    assert_eq!(count(&stats, "tries"), 0);
}

/// The naive walk on other shapes: values 1..N, every house, group and pair
/// rule in the check, a cage's sum too. A 6x6, two jigsaws, the shared 9x9
/// variants and a killer are solved, each grid checked against every rule
/// and the walk's bookkeeping as on the 9x9.
#[test]
fn solves_other_sizes_jigsaws_variants_and_a_killer() {
    let mut puzzles = common::shape_sudokus("sizes_6x6.txt", 1);
    puzzles.extend(common::shape_sudokus("jigsaw_9x9.txt", 2));
    puzzles.extend(common::shape_sudokus("variants_9x9.txt", 6));
    puzzles.extend(common::shape_sudokus("killer_9x9.txt", 1));
    let info = sudoku_engine::find("brute").unwrap();
    let params = info.resolve(None, []).unwrap();
    for sudoku in puzzles {
        let name = sudoku.shape().describe();
        let mut engine = info.start(&sudoku, &params, 1).unwrap();
        let outcome = common::finish(engine.as_mut(), u64::MAX);
        let Outcome::Solved(grid) = outcome else {
            panic!("{name}: {outcome:?}");
        };
        assert!(sudoku.is_solved_by(&grid), "{name}");
        let stats = engine.stats();
        let empty = (sudoku.shape().cells() - sudoku.givens().filled()) as u64;
        let placements = count(&stats, "placements");
        assert_eq!(placements - count(&stats, "backtracks"), empty, "{name}");
    }
}

/// A 4x4 whose first cell has no value left ends with no solution, and a
/// killer cage whose givens already pass its sum leaves no value to try.
#[test]
fn says_no_solution_on_other_shapes() {
    use sudoku_engine::format::read_puzzle;
    use sudoku_engine::format::shaped::ShapeOptions;
    let info = sudoku_engine::find("brute").unwrap();
    let params = info.resolve(None, []).unwrap();
    for text in [".23..1..4.......", "9................................................................................,cage=9:0.1"] {
        let sudoku = read_puzzle(text, &ShapeOptions::default()).unwrap().sudoku;
        let mut engine = info.start(&sudoku, &params, 1).unwrap();
        assert_eq!(common::finish(engine.as_mut(), u64::MAX), Outcome::NoSolution, "{text}");
    }
}

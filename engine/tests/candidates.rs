//! True candidates: each cell's digits that some solution uses, counted up
//! to a cap, checked against every solution listed outright.

mod common;

use common::{cases, shape_sudokus};
use sudoku_engine::exact::counter::{find_within, Bound};
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{true_candidates, TrueCandidates};

/// The counts every solution gives, capped: what the search must find.
fn listed(sudoku: &Sudoku, cap: usize) -> (Vec<u8>, usize) {
    let solutions = find_within(sudoku, 10_000, Bound::default()).expect("no bound");
    assert!(
        solutions.len() < 10_000,
        "a puzzle with few enough solutions to list"
    );
    let size = sudoku.shape().size();
    let mut counts = vec![0u8; sudoku.shape().cells() * size];
    for solution in &solutions {
        for (cell, &digit) in solution.cells().iter().enumerate() {
            let count = &mut counts[cell * size + usize::from(digit) - 1];
            *count = (*count + 1).min(cap as u8);
        }
    }
    (counts, solutions.len().min(cap))
}

fn assert_as_listed(sudoku: &Sudoku, cap: usize, what: &str) -> TrueCandidates {
    let found = true_candidates(sudoku, cap, Bound::default());
    let (counts, solutions) = listed(sudoku, cap);
    assert!(found.complete, "{what}");
    assert_eq!(found.solutions, solutions, "{what}");
    for (index, (&got, &want)) in found.counts.iter().zip(&counts).enumerate() {
        let (cell, digit) = (index / found.size, index % found.size + 1);
        assert_eq!(
            got,
            want,
            "{what}: {} digit {digit}",
            sudoku.shape().geometry().cell_name(cell)
        );
    }
    for example in &found.examples {
        assert!(sudoku.is_solved_by(example), "{what}: an example solves it");
    }
    found
}

/// `sudoku` with `taken` of its givens taken out, spread over the grid.
fn thinned(sudoku: &Sudoku, taken: usize) -> Sudoku {
    let mut givens = sudoku.givens().clone();
    let placed: Vec<usize> = (0..givens.cells().len())
        .filter(|&c| givens.get(c) != 0)
        .collect();
    for &cell in placed
        .iter()
        .step_by((placed.len() / taken).max(1))
        .take(taken)
    {
        givens.set(cell, 0);
    }
    Sudoku::new(sudoku.shape().clone(), givens).unwrap()
}

#[test]
fn a_unique_puzzle_has_its_solution_as_its_only_candidates() {
    let case = &cases("famous.txt")[0];
    let sudoku = case.sudoku();
    let found = assert_as_listed(&sudoku, 3, "the first famous puzzle");
    assert_eq!(found.solutions, 1);
    let solution = &found.examples[0];
    for cell in 0..sudoku.shape().cells() {
        assert_eq!(found.mask(cell), 1 << (solution.get(cell) - 1));
    }
    assert!(found.differences().is_empty());
}

#[test]
fn a_puzzle_with_several_solutions_counts_each_candidate_as_its_solutions_do() {
    let mut several = 0;
    for (index, case) in cases("famous.txt").iter().take(3).enumerate() {
        let sudoku = thinned(&case.sudoku(), 1);
        for cap in [1, 2, 3, 5] {
            let found = assert_as_listed(&sudoku, cap, &format!("famous {index}, cap {cap}"));
            if found.solutions >= 2 {
                several += 1;
                let differences = found.differences();
                assert!(!differences.is_empty());
                let [first, second] = [&found.examples[0], &found.examples[1]];
                assert!(differences.iter().all(|&c| first.get(c) != second.get(c)));
            }
        }
    }
    assert!(several > 0, "some puzzle has several solutions");
}

#[test]
fn every_shape_counts_its_candidates_as_its_solutions_do() {
    let mut several = 0;
    for file in [
        "sizes_6x6.txt",
        "jigsaw_9x9.txt",
        "killer_9x9.txt",
        "variants_9x9.txt",
    ] {
        for (index, sudoku) in shape_sudokus(file, 2).iter().enumerate() {
            assert_as_listed(sudoku, 3, &format!("{file} {index}"));
            let thinned = thinned(sudoku, 2);
            if find_within(&thinned, 2_000, Bound::default()).is_some_and(|all| all.len() < 2_000) {
                let found = assert_as_listed(&thinned, 3, &format!("{file} {index} thinned"));
                several += usize::from(found.solutions >= 2);
            }
        }
    }
    assert!(
        several >= 3,
        "shapes with several solutions checked: {several}"
    );
}

#[test]
fn a_puzzle_without_a_solution_has_no_candidates() {
    let text = std::fs::read_to_string(common::data_path("invalid_no_solution.txt")).unwrap();
    let line = text
        .lines()
        .find(|line| !line.starts_with('#') && !line.trim().is_empty())
        .unwrap();
    let sudoku = common::sudoku(line).unwrap();
    let found = true_candidates(&sudoku, 3, Bound::default());
    assert!(found.complete);
    assert_eq!(found.solutions, 0);
    assert!(found.counts.iter().all(|&count| count == 0));
}

#[test]
fn a_search_stopped_early_says_it_is_not_complete() {
    let blank = Sudoku::new(sudoku_engine::Shape::square(16).unwrap(), Values::empty(16)).unwrap();
    let found = true_candidates(&blank, 3, Bound::work(1));
    assert!(!found.complete);
    assert!(found.counts.iter().all(|&count| count <= 3));
}

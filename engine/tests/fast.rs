//! `fast` and the solution counter on every shared puzzle set.

mod common;

use common::{cases, SOLVABLE};
use sudoku_engine::exact::fast::{count_solutions, find_solutions};
use sudoku_engine::{parse_puzzle, run, Outcome};

#[test]
fn solves_every_shared_set_to_the_files_solution() {
    for file in SOLVABLE {
        for case in cases(file) {
            let puzzle = case.puzzle();
            let solutions = find_solutions(&puzzle, 2);
            assert_eq!(solutions.len(), 1, "{} should be unique", case.name());
            assert!(puzzle.is_solved_by(&solutions[0]), "{}", case.name());
            assert_eq!(Some(solutions[0]), case.solution, "{}", case.name());
        }
    }
}

#[test]
fn engine_interface_gives_the_same_solution() {
    let clock = run::SystemClock::default();
    let info = sudoku_engine::find("fast").unwrap();
    for case in cases("famous.txt") {
        let mut engine = info.start_with(&case.puzzle(), [], 0).unwrap();
        let outcome = run::run(engine.as_mut(), &clock, None, |_| run::Control::Continue);
        assert_eq!(
            outcome,
            Outcome::Solved(case.solution.unwrap()),
            "{}",
            case.name()
        );
    }
}

#[test]
fn counts_agree_with_the_invalid_sets() {
    for case in cases("invalid_no_solution.txt") {
        assert_eq!(count_solutions(&case.puzzle(), 2), 0, "{}", case.name());
    }
    for case in cases("invalid_multiple_solutions.txt") {
        assert_eq!(count_solutions(&case.puzzle(), 2), 2, "{}", case.name());
    }
}

#[test]
fn counts_exactly_up_to_the_limit() {
    // Lines 4-8 of the file have 2, 3, 4, 10 and 125 solutions.
    let known = [2, 3, 4, 10, 125];
    let all = cases("invalid_multiple_solutions.txt");
    for (case, expected) in all[3..].iter().zip(known) {
        assert_eq!(
            count_solutions(&case.puzzle(), 1000),
            expected,
            "{}",
            case.name()
        );
    }
    let empty = parse_puzzle(&".".repeat(81)).unwrap();
    assert_eq!(count_solutions(&empty, 50), 50);
}

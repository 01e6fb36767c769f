//! `fast` and the solution counter on every shared puzzle set.

mod common;

use common::{cases, SOLVABLE};
use sudoku_engine::digits::Digits;
use sudoku_engine::exact::fast::{count_solutions, find_solutions, FastEngine};
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::grid::Grid;
use sudoku_engine::puzzle::Puzzle;
use sudoku_engine::units::{CELLS, PEERS};
use sudoku_engine::{run, Control, Engine, Limits, Outcome, Session, Step};

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
        let params = info.resolve(None, []).unwrap();
        let limits = Limits::default();
        let mut session = Session::start(info, &case.sudoku(), &params, 0, limits, &clock);
        assert_eq!(
            session.run(&clock, |_| Control::Continue),
            &Outcome::Solved(case.solution.unwrap().into()),
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

#[test]
fn found_solutions_are_distinct_and_keep_the_givens() {
    let all = cases("invalid_multiple_solutions.txt");
    let case = &all[7];
    let puzzle = case.puzzle();
    let solutions = find_solutions(&puzzle, 1000);
    assert_eq!(solutions.len(), 125, "{}", case.name());
    for (i, solution) in solutions.iter().enumerate() {
        assert!(
            puzzle.is_solved_by(solution),
            "{} solution {i}",
            case.name()
        );
        assert!(
            !solutions[..i].contains(solution),
            "{} repeats {i}",
            case.name()
        );
    }
    assert_eq!(find_solutions(&puzzle, 7), solutions[..7].to_vec());
    assert!(find_solutions(&puzzle, 0).is_empty());
}

/// Counts solutions up to `limit` by plain backtracking on the fewest
/// candidates: slow, but too simple to share a bug with the engine.
fn reference_count(puzzle: &Puzzle, limit: usize) -> usize {
    fn count(grid: &mut Grid, allowed: &[Digits; CELLS], limit: usize) -> usize {
        let mut best: Option<(usize, Digits)> = None;
        for cell in 0..CELLS {
            if grid.get(cell) != 0 {
                continue;
            }
            let mut digits = allowed[cell];
            for &peer in &PEERS[cell] {
                let digit = grid.get(peer as usize);
                if digit != 0 {
                    digits.remove(digit);
                }
            }
            if best.is_none_or(|(_, fewest)| digits.len() < fewest.len()) {
                best = Some((cell, digits));
            }
        }
        let Some((cell, digits)) = best else {
            return 1;
        };
        let mut found = 0;
        for digit in digits.iter() {
            grid.set(cell, digit);
            found += count(grid, allowed, limit - found);
            grid.set(cell, 0);
            if found >= limit {
                break;
            }
        }
        found
    }
    let allowed: [Digits; CELLS] = std::array::from_fn(|cell| puzzle.allowed(cell));
    let mut grid = *puzzle.givens();
    count(&mut grid, &allowed, limit)
}

/// Puzzles with several solutions: shared puzzles with some givens taken out.
fn thinned_puzzles() -> Vec<(String, Puzzle)> {
    let mut puzzles = Vec::new();
    for file in [
        "projecteuler96_easy50.txt",
        "famous.txt",
        "se_rated_computed.txt",
    ] {
        for case in cases(file).into_iter().take(40) {
            let original = *case.puzzle().givens();
            let mut givens = original;
            for (nth, cell) in (0..CELLS).filter(|&c| original.get(c) != 0).enumerate() {
                if (nth + case.line) % 5 == 0 {
                    givens.set(cell, 0);
                }
            }
            puzzles.push((case.name(), Puzzle::new(givens).unwrap()));
        }
    }
    puzzles
}

#[test]
fn counts_agree_with_a_reference_counter() {
    let mut several = 0;
    for (name, puzzle) in thinned_puzzles() {
        let expected = reference_count(&puzzle, 300);
        assert_eq!(count_solutions(&puzzle, 300), expected, "{name}");
        several += usize::from(expected > 1);
    }
    assert!(
        several > 20,
        "the thinned puzzles should often have several solutions"
    );
}

#[test]
fn pencil_marks_are_honoured() {
    for case in cases("famous.txt") {
        let puzzle = case.puzzle();
        let solution = case.solution.unwrap();
        // Every empty cell loses one digit the solution does not use there:
        // the solution stays, and the engine must keep to the marks.
        let marks: [Digits; CELLS] = std::array::from_fn(|cell| {
            let mut digits = puzzle.allowed(cell);
            if digits.len() > 1 {
                digits.remove(solution.get(cell) % 9 + 1);
            }
            digits
        });
        let marked = Puzzle::from_marks(marks).unwrap();
        assert_eq!(
            find_solutions(&marked, 2),
            vec![solution],
            "{}",
            case.name()
        );

        // Taking the solution's digit out of one empty cell leaves none.
        let cell = (0..CELLS).find(|&c| puzzle.givens().get(c) == 0).unwrap();
        let mut marks = marks;
        marks[cell].remove(solution.get(cell));
        let impossible = Puzzle::from_marks(marks).unwrap();
        assert_eq!(count_solutions(&impossible, 2), 0, "{}", case.name());
        let mut engine = FastEngine::new(&impossible);
        assert_eq!(
            engine.step(u64::MAX),
            Step::Finished(Outcome::NoSolution),
            "{}",
            case.name()
        );
    }
}

#[test]
fn marks_count_like_the_reference() {
    // Thinned puzzles where every fourth cell, if empty, loses a digit:
    // most keep several solutions, some lose them all.
    let mut outcomes = [0; 3];
    for (name, puzzle) in thinned_puzzles().into_iter().step_by(3) {
        let marks: [Digits; CELLS] = std::array::from_fn(|cell| {
            let mut digits = puzzle.allowed(cell);
            if digits.len() > 1 && cell % 4 == 0 {
                digits.remove((cell * 7 % 9) as u8 + 1);
            }
            digits
        });
        let marked = Puzzle::from_marks(marks).unwrap();
        let expected = reference_count(&marked, 300);
        assert_eq!(count_solutions(&marked, 300), expected, "{name} with marks");
        outcomes[expected.min(2)] += 1;
    }
    assert!(
        outcomes[0] > 0 && outcomes[2] > 0,
        "puzzles with none, one, several solutions: {outcomes:?}"
    );
}

#[test]
fn progress_shows_the_current_assignment() {
    let case = &cases("famous.txt")[3];
    let puzzle = case.puzzle();
    let mut engine = FastEngine::new(&puzzle);
    assert_eq!(engine.progress().grid, *puzzle.givens());
    assert_eq!(engine.step(2), Step::Running);
    let grid = engine.progress().grid.to_classic().expect("a 9x9");
    assert!(grid.keeps(puzzle.givens()));
    assert!(grid.first_clash().is_none());
    assert!(!grid.is_full());
}

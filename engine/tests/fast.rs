//! `fast` and the solution counter on every shared puzzle set, through the
//! public entry points that run them on a classic 9x9: [`count_solutions`],
//! [`find_within`] and the registry's `fast` engine.

mod common;

use common::{cases, SOLVABLE};
use sudoku_engine::exact::counter::{find_within, Bound};
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{count_solutions, run, Control, Limits, Outcome, Session, Step};

/// The solutions of `sudoku` up to `limit`, found by `fast` (a classic 9x9).
fn find_solutions(sudoku: &Sudoku, limit: usize) -> Vec<Values> {
    find_within(sudoku, limit, Bound::default()).expect("no bound to reach")
}

/// Every digit of a classic cell, bit d-1 for d.
const ALL: u64 = 0x1ff;

/// The cells of a classic 9x9.
const CELLS: usize = 81;

/// `sudoku`'s cells as pencil marks: a given's set its digit, every other
/// cell what it allows.
fn marks_of(sudoku: &Sudoku) -> Vec<u64> {
    (0..CELLS)
        .map(|cell| match sudoku.givens().get(cell) {
            0 => sudoku.allowed(cell),
            given => 1 << (given - 1),
        })
        .collect()
}

/// The classic 9x9 whose cells may take only `marks`.
fn from_marks(marks: &[u64]) -> Sudoku {
    Sudoku::from_marks(sudoku_engine::Shape::classic(), marks).unwrap()
}

#[test]
fn solves_every_shared_set_to_the_files_solution() {
    for file in SOLVABLE {
        for case in cases(file) {
            let sudoku = case.sudoku();
            let solutions = find_solutions(&sudoku, 2);
            assert_eq!(solutions.len(), 1, "{} should be unique", case.name());
            assert!(sudoku.is_solved_by(&solutions[0]), "{}", case.name());
            assert_eq!(
                Some(&solutions[0]),
                case.solution.as_ref(),
                "{}",
                case.name()
            );
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
            &Outcome::Solved(case.solution.clone().unwrap()),
            "{}",
            case.name()
        );
    }
}

#[test]
fn counts_agree_with_the_invalid_sets() {
    for case in cases("invalid_no_solution.txt") {
        assert_eq!(count_solutions(&case.sudoku(), 2), 0, "{}", case.name());
    }
    for case in cases("invalid_multiple_solutions.txt") {
        assert_eq!(count_solutions(&case.sudoku(), 2), 2, "{}", case.name());
    }
}

#[test]
fn counts_exactly_up_to_the_limit() {
    // Lines 4-8 of the file have 2, 3, 4, 10 and 125 solutions.
    let known = [2, 3, 4, 10, 125];
    let all = cases("invalid_multiple_solutions.txt");
    for (case, expected) in all[3..].iter().zip(known) {
        assert_eq!(
            count_solutions(&case.sudoku(), 1000),
            expected,
            "{}",
            case.name()
        );
    }
    let empty = common::sudoku(&".".repeat(81)).unwrap();
    assert_eq!(count_solutions(&empty, 50), 50);
}

#[test]
fn found_solutions_are_distinct_and_keep_the_givens() {
    let all = cases("invalid_multiple_solutions.txt");
    let case = &all[7];
    let sudoku = case.sudoku();
    let solutions = find_solutions(&sudoku, 1000);
    assert_eq!(solutions.len(), 125, "{}", case.name());
    for (i, solution) in solutions.iter().enumerate() {
        assert!(
            sudoku.is_solved_by(solution),
            "{} solution {i}",
            case.name()
        );
        assert!(
            !solutions[..i].contains(solution),
            "{} repeats {i}",
            case.name()
        );
    }
    assert_eq!(find_solutions(&sudoku, 7), solutions[..7].to_vec());
    assert!(find_solutions(&sudoku, 0).is_empty());
}

/// Counts solutions up to `limit` by plain backtracking on the fewest
/// candidates: slow, but too simple to share a bug with the engine.
fn reference_count(sudoku: &Sudoku, limit: usize) -> usize {
    fn count(grid: &mut Values, allowed: &[u64], peers: &[Vec<usize>], limit: usize) -> usize {
        let mut best: Option<(usize, u64)> = None;
        for cell in 0..CELLS {
            if grid.get(cell) != 0 {
                continue;
            }
            let mut digits = allowed[cell];
            for &peer in &peers[cell] {
                let digit = grid.get(peer);
                if digit != 0 {
                    digits &= !(1 << (digit - 1));
                }
            }
            if best.is_none_or(|(_, fewest)| digits.count_ones() < fewest.count_ones()) {
                best = Some((cell, digits));
            }
        }
        let Some((cell, digits)) = best else {
            return 1;
        };
        let mut found = 0;
        for digit in (1..=9u8).filter(|&d| digits >> (d - 1) & 1 == 1) {
            grid.set(cell, digit);
            found += count(grid, allowed, peers, limit - found);
            grid.set(cell, 0);
            if found >= limit {
                break;
            }
        }
        found
    }
    assert_eq!(sudoku.shape(), &sudoku_engine::Shape::classic());
    let allowed: Vec<u64> = (0..CELLS).map(|cell| sudoku.allowed(cell) & ALL).collect();
    let mut peers = vec![Vec::new(); CELLS];
    for house in common::classic_houses() {
        for &cell in &house {
            peers[cell].extend(house.iter().copied().filter(|&peer| peer != cell));
        }
    }
    let mut grid = sudoku.givens().clone();
    count(&mut grid, &allowed, &peers, limit)
}

/// Puzzles with several solutions: shared puzzles with some givens taken out.
fn thinned_puzzles() -> Vec<(String, Sudoku)> {
    let mut puzzles = Vec::new();
    for file in [
        "projecteuler96_easy50.txt",
        "famous.txt",
        "se_rated_computed.txt",
    ] {
        for case in cases(file).into_iter().take(40) {
            let original = case.sudoku().givens().clone();
            let mut givens = original.clone();
            for (nth, cell) in (0..CELLS).filter(|&c| original.get(c) != 0).enumerate() {
                if (nth + case.line) % 5 == 0 {
                    givens.set(cell, 0);
                }
            }
            puzzles.push((case.name(), common::classic(givens)));
        }
    }
    puzzles
}

#[test]
fn counts_agree_with_a_reference_counter() {
    let mut several = 0;
    for (name, sudoku) in thinned_puzzles() {
        let expected = reference_count(&sudoku, 300);
        assert_eq!(count_solutions(&sudoku, 300), expected, "{name}");
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
        let sudoku = case.sudoku();
        let solution = case.solution.clone().unwrap();
        // Every empty cell loses one digit the solution does not use there:
        // the solution stays, and the engine must keep to the marks.
        let mut marks = marks_of(&sudoku);
        for (cell, set) in marks.iter_mut().enumerate() {
            if set.count_ones() > 1 {
                *set &= !(1 << (solution.get(cell) % 9));
            }
        }
        let marked = from_marks(&marks);
        assert_eq!(
            find_solutions(&marked, 2),
            vec![solution.clone()],
            "{}",
            case.name()
        );

        // Taking the solution's digit out of one empty cell leaves none.
        let cell = (0..CELLS).find(|&c| sudoku.givens().get(c) == 0).unwrap();
        marks[cell] &= !(1 << (solution.get(cell) - 1));
        let impossible = from_marks(&marks);
        assert_eq!(count_solutions(&impossible, 2), 0, "{}", case.name());
        let mut engine = common::start("fast", &impossible, &[], 0);
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
    for (name, sudoku) in thinned_puzzles().into_iter().step_by(3) {
        let mut marks = marks_of(&sudoku);
        for (cell, set) in marks.iter_mut().enumerate() {
            if set.count_ones() > 1 && cell % 4 == 0 {
                *set &= !(1 << (cell * 7 % 9));
            }
        }
        let marked = from_marks(&marks);
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
    let sudoku = case.sudoku();
    let mut engine = common::start("fast", &sudoku, &[], 0);
    assert_eq!(&engine.progress().grid, sudoku.givens());
    assert_eq!(engine.step(2), Step::Running);
    let grid = engine.progress().grid;
    assert_eq!(grid.size(), 9, "a 9x9");
    assert!(grid.keeps(sudoku.givens()));
    assert!(
        sudoku_engine::Sudoku::new(sudoku_engine::Shape::classic(), grid.clone()).is_ok(),
        "no digit twice in a house: {grid}"
    );
    assert!(!grid.is_full());
}

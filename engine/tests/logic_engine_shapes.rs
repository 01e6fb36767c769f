//! The `logic` engine on every shape: it takes the same steps as the
//! hints, explanations and ratings of that shape (one solver, whatever
//! path the puzzle came by), reports the families of cages and neighbour
//! rules where the shape has them, and on a puzzle with several solutions
//! guesses where logic stalls, as on the classic 9x9.

#![cfg(feature = "logic-every-shape")]

mod common;

use common::{count, finish, shape_sudokus};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::params::Params;
use sudoku_engine::rate::{rate, RateOptions};
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{find, Outcome, Stats};

/// Runs `logic` with `profile` on `sudoku` to its end.
fn run(sudoku: &Sudoku, profile: &str) -> (Outcome, Stats) {
    let info = find("logic").unwrap();
    let params = info.resolve(None, [("profile", profile)]).unwrap();
    let mut engine = info
        .start(sudoku, &params, 1)
        .expect("logic takes every shape");
    (finish(engine.as_mut(), 16), engine.stats())
}

#[test]
fn the_engine_rates_every_shape_as_rate_does() {
    // Lines that rate within a second (the first X puzzle takes 30 s, the
    // second and third killers minutes), forcing chains among them.
    for (file, lines) in [
        ("killer_9x9.txt", &[0, 5, 8, 9][..]),
        ("jigsaw_9x9.txt", &[0]),
        ("sizes_6x6.txt", &[0]),
        ("variants_9x9.txt", &[1, 2]),
        ("sizes_16x16.txt", &[0]),
    ] {
        let sudokus = shape_sudokus(file, 10);
        for &index in lines {
            let sudoku = &sudokus[index];
            let place = format!("{file} line {}", index + 1);
            let rating =
                rate(sudoku, &RateOptions::default()).unwrap_or_else(|e| panic!("{place}: {e:?}"));
            let (outcome, stats) = run(sudoku, "se");
            let Outcome::Solved(grid) = &outcome else {
                panic!("{place}: {outcome:?}");
            };
            assert!(sudoku.is_solved_by(grid), "{place}");
            assert_eq!(count(&stats, "steps") as usize, rating.steps, "{place}");
            assert_eq!(
                stats.get_real("hardest"),
                Some(rating.se.er.value()),
                "{place}"
            );
            assert_eq!(count(&stats, "guess"), 0, "{place}");
        }
    }
}

#[test]
fn cage_and_neighbour_steps_are_counted_where_the_shape_has_them() {
    let killer = &shape_sudokus("killer_9x9.txt", 1)[0];
    let (_, stats) = run(killer, "human");
    assert!(count(&stats, "cages") > 0);

    let classic = read_puzzle(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        &ShapeOptions::default(),
    )
    .unwrap()
    .sudoku;
    let (outcome, stats) = run(&classic, "human");
    assert!(matches!(outcome, Outcome::Solved(_)));
    assert_eq!(stats.get("cages"), None, "the classic 9x9 has no cages");
}

#[test]
fn a_puzzle_with_several_solutions_is_finished_by_guesses() {
    // The empty 6x6: 28,200,960 solutions, and no step of logic.
    let empty = read_puzzle(&".".repeat(36), &ShapeOptions::default())
        .unwrap()
        .sudoku;
    let (outcome, stats) = run(&empty, "human");
    let Outcome::Solved(grid) = &outcome else {
        panic!("{outcome:?}");
    };
    assert!(empty.is_solved_by(grid));
    assert!(count(&stats, "guess") > 0);
}

#[test]
fn a_puzzle_without_a_solution_ends_as_such() {
    // No two givens clash, but r1c1 has no digit left.
    let none = read_puzzle(".23..1..4.......", &ShapeOptions::default())
        .unwrap()
        .sudoku;
    assert_eq!(run(&none, "human").0, Outcome::NoSolution);
    let params = Params::defaults(find("logic").unwrap().params);
    assert!(find("logic").unwrap().start(&none, &params, 1).is_some());
}

//! `csp` and `csp-mrv` (seed 002): the paper's Figure 5, the figures
//! documented against the paper's, every shared set, the unsolvable set, the
//! step-wise contract, the statistics' bookkeeping and the classes.

mod common;

use common::{cases, count, run_to_end, sample, Case, SOLVABLE};
use sudoku_engine::{find, parse_grid, parse_puzzle, Engine, Outcome, Puzzle, Stats, Step};

const ENGINES: [&str; 2] = ["csp", "csp-mrv"];
const LOGICS: [&str; 2] = ["singles", "naked"];

/// The paper's Figure 5: the blank grid solved by first-number guessing.
const FIGURE_5: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

fn start(engine: &str, logic: &str, puzzle: &Puzzle) -> Box<dyn Engine> {
    common::start(engine, puzzle, &[("logic", logic)], 0)
}

/// Runs an engine to the end in one step.
fn solve(engine: &str, logic: &str, puzzle: &Puzzle) -> (Outcome, Stats) {
    run_to_end(engine, puzzle, &[("logic", logic)])
}

fn class(stats: &Stats) -> String {
    stats.get("class").expect("class is reported").to_string()
}

/// The bookkeeping every finished run must satisfy.
fn assert_consistent(name: &str, puzzle: &Puzzle, outcome: &Outcome, stats: &Stats) {
    let iterations = count(stats, "iterations");
    let logic_steps = count(stats, "logic_steps");
    let guesses = count(stats, "guesses");
    let backtracks = count(stats, "backtracks");
    let retries = count(stats, "retries");
    // Guesses made inside Backtracking (retries) belong to the iteration
    // that found the inconsistency.
    assert_eq!(iterations, logic_steps + guesses - retries, "{name}");
    assert!(retries <= backtracks.min(guesses), "{name}");
    let empty = 81 - puzzle.given_count() as u64;
    match outcome {
        Outcome::Solved(_) => {
            // What is left on the stack: the guesses on the solution's path.
            assert!(guesses >= backtracks, "{name}");
            assert!(iterations >= empty, "{name}");
            if guesses == 0 {
                // The paper: "the number of iterative steps required should
                // be 81 cells minus the number of cell values initially provided".
                assert_eq!(iterations, empty, "{name}");
                assert_eq!(logic_steps, empty, "{name}");
            }
        }
        Outcome::NoSolution => {
            assert_eq!(backtracks, guesses, "{name}: every guess undone");
            assert_eq!(class(stats), "no solution", "{name}");
        }
        other => panic!("{name}: exact engines end solved or unsolvable, not {other:?}"),
    }
}

fn assert_solves(engine: &str, logic: &str, case: &Case) {
    let name = format!("{engine} logic={logic} {}", case.name());
    let puzzle = case.puzzle();
    let (outcome, stats) = solve(engine, logic, &puzzle);
    let grid = outcome
        .solution()
        .unwrap_or_else(|| panic!("{name}: {}", outcome.status()));
    assert!(puzzle.is_solved_by(grid), "{name}");
    assert_eq!(Some(*grid), case.solution, "{name}");
    assert_consistent(&name, &puzzle, &outcome, &stats);
}

fn blank() -> Puzzle {
    parse_puzzle(&".".repeat(81)).unwrap()
}

fn escargot() -> Case {
    cases("famous.txt").swap_remove(1)
}

#[test]
fn the_blank_grid_comes_out_as_figure_5() {
    let figure_5 = parse_grid(FIGURE_5).unwrap();
    for logic in LOGICS {
        let (outcome, _) = solve("csp", logic, &blank());
        assert_eq!(outcome, Outcome::Solved(figure_5), "logic={logic}");
    }
    for logic in LOGICS {
        let (outcome, _) = solve("csp-mrv", logic, &blank());
        assert!(outcome.solution().is_some_and(|grid| grid.is_solved()));
    }
}

#[test]
fn figures_match_the_table_documented_against_the_paper() {
    // The table in engine/src/exact/csp/mod.rs: (engine, logic, puzzle,
    // iterations, logic steps, guesses, backtracks). The paper's own figures
    // (2289/2230 and 18530/17836/1386/1375) are not reproduced; the module
    // documentation says which readings were tried.
    let escargot = escargot().puzzle();
    let table = [
        ("csp", "singles", blank(), [105, 57, 63, 18]),
        ("csp", "naked", blank(), [260, 169, 135, 90]),
        ("csp-mrv", "singles", blank(), [81, 34, 47, 0]),
        ("csp-mrv", "naked", blank(), [81, 34, 47, 0]),
        ("csp", "singles", escargot.clone(), [879, 832, 53, 48]),
        ("csp", "naked", escargot.clone(), [1476, 1396, 86, 79]),
        ("csp-mrv", "singles", escargot.clone(), [145, 135, 10, 5]),
        ("csp-mrv", "naked", escargot, [217, 203, 14, 8]),
    ];
    for (engine, logic, puzzle, expected) in table {
        let (outcome, stats) = solve(engine, logic, &puzzle);
        assert!(outcome.solution().is_some());
        let measured =
            ["iterations", "logic_steps", "guesses", "backtracks"].map(|name| count(&stats, name));
        assert_eq!(measured, expected, "{engine} logic={logic}");
    }
}

#[test]
fn solves_a_sample_of_every_shared_set() {
    for engine in ENGINES {
        for file in SOLVABLE {
            for case in sample(file, 5) {
                assert_solves(engine, "singles", &case);
            }
        }
    }
}

#[test]
fn the_naked_reading_solves_too() {
    // Naked singles alone guess far more (3464 guesses a puzzle on
    // magictour_top1465 against 41), so a smaller sample.
    for engine in ENGINES {
        let mut all = cases("famous.txt");
        all.extend(cases("projecteuler96_easy50.txt"));
        all.extend(cases("sudopedia_valid.txt"));
        all.extend(sample("se_rated_computed.txt", 10));
        all.extend(sample("magictour_top1465.txt", 50));
        for case in &all {
            assert_solves(engine, "naked", case);
        }
    }
}

#[test]
fn reports_no_solution_on_the_unsolvable_set() {
    for engine in ENGINES {
        for logic in LOGICS {
            for case in cases("invalid_no_solution.txt") {
                let puzzle = case.puzzle();
                let (outcome, stats) = solve(engine, logic, &puzzle);
                let name = format!("{engine} logic={logic} {}", case.name());
                assert_eq!(outcome, Outcome::NoSolution, "{name}");
                assert_consistent(&name, &puzzle, &outcome, &stats);
            }
        }
    }
}

#[test]
fn easy_puzzles_need_no_guess_only_under_the_singles_reading() {
    // The paper: easy and medium puzzles are solved by logic alone. The
    // se_rated_computed puzzles rated SE 1.2-1.5 need only hidden singles.
    let easiest: Vec<Case> = cases("se_rated_computed.txt")
        .into_iter()
        .filter(|case| case.rating.is_some_and(|rating| rating <= 1.5))
        .collect();
    assert!(easiest.len() > 100);
    let mut naked_guessed = 0;
    for case in &easiest {
        let puzzle = case.puzzle();
        let (_, stats) = solve("csp", "singles", &puzzle);
        assert_eq!(count(&stats, "guesses"), 0, "{}", case.name());
        let expected = if puzzle.given_count() >= 31 {
            "easy"
        } else {
            "medium"
        };
        assert_eq!(class(&stats), expected, "{}", case.name());
        // Logic alone fills the grid in one turn per empty cell, so that
        // many turns show whether naked singles had to guess.
        let mut naked = start("csp", "naked", &puzzle);
        naked.step(81 - puzzle.given_count() as u64);
        naked_guessed += usize::from(count(&naked.stats(), "guesses") > 0);
    }
    assert!(naked_guessed * 10 > easiest.len() * 9, "{naked_guessed}");
}

#[test]
fn classes_follow_the_guesses() {
    let (_, stats) = solve("csp", "singles", &escargot().puzzle());
    assert_eq!(class(&stats), "evil");
    for case in cases("projecteuler96_easy50.txt") {
        let (_, stats) = solve("csp", "singles", &case.puzzle());
        let expected = match count(&stats, "guesses") {
            0 if case.puzzle().given_count() >= 31 => "easy",
            0 => "medium",
            1..=19 => "hard",
            _ => "evil",
        };
        assert_eq!(class(&stats), expected, "{}", case.name());
        assert_ne!(
            expected,
            "evil",
            "{}: Project Euler's are easy",
            case.name()
        );
    }
    let mut running = start("csp", "singles", &escargot().puzzle());
    assert_eq!(running.step(5), Step::Running);
    assert_eq!(class(&running.stats()), "unsolved");
}

#[test]
fn search_rearrangement_guesses_less_on_the_top1465_sample() {
    // The paper's proposed improvement pays off here (41 against 27 guesses
    // a puzzle on the whole file); on forum_hardest_1106 it does not (107
    // against 167), so this is a property of the set, checked on one set.
    let (mut first_empty, mut fewest) = (0, 0);
    for case in sample("magictour_top1465.txt", 4) {
        let puzzle = case.puzzle();
        first_empty += count(&solve("csp", "singles", &puzzle).1, "guesses");
        fewest += count(&solve("csp-mrv", "singles", &puzzle).1, "guesses");
    }
    assert!(fewest * 4 < first_empty * 3, "{fewest} vs {first_empty}");
}

#[test]
fn an_unknown_logic_is_refused_with_the_choices() {
    let error = find("csp")
        .unwrap()
        .start_with(&blank(), [("logic", "hidden")], 0)
        .err()
        .expect("not a logic");
    assert_eq!(
        error.to_string(),
        "parameter logic=hidden: expected one of singles, naked"
    );
}

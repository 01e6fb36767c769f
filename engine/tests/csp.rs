//! `csp` and `csp-mrv` (seed 002) under both readings of the paper: the
//! blank grid's first rows as the paper prints them, the counts documented
//! against the paper's (engine/src/exact/csp/reading.rs), every shared set,
//! the unsolvable set, the statistics' bookkeeping and the classes; and
//! every other shape (sizes, jigsaw regions, variants, cages).

mod common;

use common::{cases, count, run_to_end, sample, shape_sudokus, Case, SOLVABLE};
use sudoku_engine::exact::csp::{self, easy_min_givens, Class, GuessOrder, PARAMS};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{find, Engine, Outcome, Stats, Step};

const ENGINES: [&str; 2] = ["csp", "csp-mrv"];
const READINGS: [&str; 2] = ["givens-domain", "propagated"];
const LOGICS: [&str; 2] = ["singles", "naked"];

/// The first two rows of the blank grid's solution, the only ones the paper
/// gives (its Figure 5 is lost; the text names "the sequences {1, 2, 3, …,
/// 9} and {4, 5, 6, …, 3} in the first two rows").
const PAPER_FIRST_ROWS: &str = "123456789456789123";

/// The whole grid `csp` makes of the blank grid under every reading and
/// logic: rows 1-2 as the paper says, rows 3-9 from our runs.
const BLANK_SOLVED: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

fn start(engine: &str, reading: &str, logic: &str, puzzle: &Sudoku) -> Box<dyn Engine> {
    common::start(engine, puzzle, &[("reading", reading), ("logic", logic)], 0)
}

/// Runs an engine to the end in one step.
fn solve(engine: &str, reading: &str, logic: &str, puzzle: &Sudoku) -> (Outcome, Stats) {
    run_to_end(engine, puzzle, &[("reading", reading), ("logic", logic)])
}

fn class(stats: &Stats) -> String {
    stats.get("class").expect("class is reported").to_string()
}

/// The bookkeeping every finished run must satisfy.
fn assert_consistent(name: &str, puzzle: &Sudoku, outcome: &Outcome, stats: &Stats) {
    let [iterations, logic_steps, guesses, backtracks, retries, refused] = [
        "iterations",
        "logic_steps",
        "guesses",
        "backtracks",
        "retries",
        "refused",
    ]
    .map(|stat| count(stats, stat));
    // Guesses made inside Backtracking (retries) belong to the iteration
    // that found the inconsistency; refused insertions insert nothing.
    assert_eq!(
        iterations + retries + refused,
        logic_steps + guesses,
        "{name}"
    );
    assert!(retries <= backtracks.min(guesses), "{name}");
    assert!(
        retries == 0 || refused == 0,
        "{name}: one reading or the other"
    );
    let empty = (puzzle.givens().cells().len() - puzzle.givens().filled()) as u64;
    match outcome {
        Outcome::Solved(_) => {
            // What is left on the stack: the guesses on the solution's path.
            assert!(guesses >= backtracks, "{name}");
            assert!(refused <= backtracks, "{name}: each refusal backtracks");
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

fn assert_solves(engine: &str, reading: &str, logic: &str, case: &Case) {
    let name = format!("{engine} {reading} logic={logic} {}", case.name());
    let puzzle = case.sudoku();
    let (outcome, stats) = solve(engine, reading, logic, &puzzle);
    let grid = outcome
        .solution()
        .unwrap_or_else(|| panic!("{name}: {}", outcome.status()));
    assert!(puzzle.is_solved_by(grid), "{name}");
    assert_eq!(Some(grid), case.solution.as_ref(), "{name}");
    assert_consistent(&name, &puzzle, &outcome, &stats);
}

fn blank() -> Sudoku {
    common::classic(Values::empty(9))
}

fn escargot() -> Case {
    cases("famous.txt").swap_remove(1)
}

#[test]
fn the_default_is_the_papers_form_and_improved_the_propagated_reading() {
    for engine in ENGINES {
        let info = find(engine).unwrap();
        let default = info.resolve(None, []).unwrap();
        assert_eq!(default.choice("reading"), "givens-domain", "{engine}");
        let improved = info.resolve(Some("improved"), []).unwrap();
        assert_eq!(improved.choice("reading"), "propagated", "{engine}");
        assert_eq!(improved.choice("logic"), "singles", "{engine}");
    }
}

#[test]
fn the_blank_grid_starts_with_the_papers_two_rows() {
    let ours = common::grid(BLANK_SOLVED);
    assert!(BLANK_SOLVED.starts_with(PAPER_FIRST_ROWS));
    for reading in READINGS {
        for logic in LOGICS {
            let (outcome, _) = solve("csp", reading, logic, &blank());
            assert_eq!(
                outcome,
                Outcome::Solved(ours.clone()),
                "{reading} logic={logic}"
            );
            let (outcome, _) = solve("csp-mrv", reading, logic, &blank());
            assert!(outcome
                .solution()
                .is_some_and(|grid| blank().is_solved_by(grid)));
        }
    }
}

#[test]
fn counts_match_the_table_documented_against_the_paper() {
    // The table in engine/src/exact/csp/reading.rs: (engine, reading, logic,
    // puzzle, iterations, logic steps, guesses, backtracks). The paper's own
    // figures are 2289 guesses and 2230 backtracks on the blank grid, and
    // 18530 / 17836 / 1386 / 1375 on AI Escargot; these are ours.
    let escargot = escargot().sudoku();
    let (gd, pr) = ("givens-domain", "propagated");
    let table = [
        ("csp", gd, "singles", blank(), [439, 389, 1750, 1700]),
        ("csp", gd, "naked", blank(), [391, 319, 2876, 2804]),
        ("csp", pr, "singles", blank(), [105, 57, 63, 18]),
        ("csp", pr, "naked", blank(), [260, 169, 135, 90]),
        ("csp-mrv", gd, "singles", blank(), [439, 389, 1750, 1700]),
        ("csp-mrv", pr, "singles", blank(), [81, 34, 47, 0]),
        ("csp-mrv", pr, "naked", blank(), [81, 34, 47, 0]),
        (
            "csp",
            gd,
            "singles",
            escargot.clone(),
            [3671, 3660, 1385, 1374],
        ),
        (
            "csp",
            gd,
            "naked",
            escargot.clone(),
            [8969, 8928, 22884, 22843],
        ),
        ("csp", pr, "singles", escargot.clone(), [879, 832, 53, 48]),
        ("csp", pr, "naked", escargot.clone(), [1476, 1396, 86, 79]),
        (
            "csp-mrv",
            gd,
            "singles",
            escargot.clone(),
            [3512, 3503, 1445, 1436],
        ),
        (
            "csp-mrv",
            pr,
            "singles",
            escargot.clone(),
            [145, 135, 10, 5],
        ),
        ("csp-mrv", pr, "naked", escargot, [217, 203, 14, 8]),
    ];
    for (engine, reading, logic, puzzle, expected) in table {
        let (outcome, stats) = solve(engine, reading, logic, &puzzle);
        assert!(outcome.solution().is_some());
        let measured =
            ["iterations", "logic_steps", "guesses", "backtracks"].map(|name| count(&stats, name));
        assert_eq!(measured, expected, "{engine} {reading} logic={logic}");
        assert_consistent(engine, &puzzle, &outcome, &stats);
    }
}

#[test]
fn solves_a_sample_of_every_shared_set() {
    for engine in ENGINES {
        for file in SOLVABLE {
            for case in sample(file, 5) {
                assert_solves(engine, "propagated", "singles", &case);
            }
        }
    }
    // The givens-domain reading guesses far more (a Royle 17-clue puzzle
    // can take millions of guesses, a forum_hardest_1106 one 20 million
    // with csp-mrv, whose stale domains mislead it), so sparser samples.
    for file in SOLVABLE {
        for case in sample(file, 80) {
            assert_solves("csp", "givens-domain", "singles", &case);
        }
    }
    for file in [
        "famous.txt",
        "projecteuler96_easy50.txt",
        "sudopedia_valid.txt",
    ] {
        for case in cases(file) {
            assert_solves("csp-mrv", "givens-domain", "singles", &case);
        }
    }
}

#[test]
fn the_naked_logic_solves_too() {
    // Naked singles alone guess far more (3464 guesses a puzzle on
    // magictour_top1465 against 41 under the propagated reading), so a
    // smaller sample, and a smaller one still for the givens-domain reading.
    for engine in ENGINES {
        let mut all = cases("famous.txt");
        all.extend(cases("projecteuler96_easy50.txt"));
        all.extend(cases("sudopedia_valid.txt"));
        all.extend(sample("se_rated_computed.txt", 10));
        all.extend(sample("magictour_top1465.txt", 50));
        for case in &all {
            assert_solves(engine, "propagated", "naked", case);
        }
    }
    for case in cases("projecteuler96_easy50.txt").iter().step_by(4) {
        assert_solves("csp", "givens-domain", "naked", case);
    }
}

#[test]
fn reports_no_solution_on_the_unsolvable_set() {
    // Naked singles over givens-only domains search nearly blind (5 s on
    // this set), so that pair is left out.
    let pairs = [
        ("propagated", "singles"),
        ("propagated", "naked"),
        ("givens-domain", "singles"),
    ];
    for engine in ENGINES {
        for (reading, logic) in pairs {
            for case in cases("invalid_no_solution.txt") {
                let puzzle = case.sudoku();
                let (outcome, stats) = solve(engine, reading, logic, &puzzle);
                let name = format!("{engine} {reading} logic={logic} {}", case.name());
                assert_eq!(outcome, Outcome::NoSolution, "{name}");
                assert_consistent(&name, &puzzle, &outcome, &stats);
            }
        }
    }
}

#[test]
fn only_the_propagated_reading_solves_easy_puzzles_without_a_guess() {
    // The paper: easy and medium puzzles are solved by logic alone. The
    // se_rated_computed puzzles rated SE 1.2-1.5 need only hidden singles.
    let easiest: Vec<Case> = cases("se_rated_computed.txt")
        .into_iter()
        .filter(|case| case.rating.is_some_and(|rating| rating <= 1.5))
        .collect();
    assert_eq!(easiest.len(), 128);
    let (mut naked_guessed, mut givens_domain_unguessed) = (0, 0);
    for case in &easiest {
        let puzzle = case.sudoku();
        let (_, stats) = solve("csp", "propagated", "singles", &puzzle);
        assert_eq!(count(&stats, "guesses"), 0, "{}", case.name());
        let expected = if puzzle.givens().filled() >= 31 {
            "easy"
        } else {
            "medium"
        };
        assert_eq!(class(&stats), expected, "{}", case.name());
        // Logic alone fills the grid in one turn per empty cell, so that
        // many turns show whether the other runs had to guess.
        let empty = (puzzle.givens().cells().len() - puzzle.givens().filled()) as u64;
        let guessed_within = |reading, logic| {
            let mut run = start("csp", reading, logic, &puzzle);
            run.step(empty);
            count(&run.stats(), "guesses") > 0
        };
        naked_guessed += usize::from(guessed_within("propagated", "naked"));
        givens_domain_unguessed += usize::from(!guessed_within("givens-domain", "singles"));
    }
    assert!(naked_guessed * 10 > easiest.len() * 9, "{naked_guessed}");
    // The paper's form contradicts the paper's claim (see reading.rs).
    assert_eq!(givens_domain_unguessed, 5);
}

#[test]
fn classes_follow_the_guesses_with_each_readings_threshold() {
    for (reading, evil_from) in [("givens-domain", 500), ("propagated", 20)] {
        let (_, stats) = solve("csp", reading, "singles", &escargot().sudoku());
        assert_eq!(class(&stats), "evil", "{reading}");
        for case in cases("projecteuler96_easy50.txt") {
            let (_, stats) = solve("csp", reading, "singles", &case.sudoku());
            let expected = match count(&stats, "guesses") {
                0 if case.sudoku().givens().filled() >= 31 => "easy",
                0 => "medium",
                guesses if guesses < evil_from => "hard",
                _ => "evil",
            };
            assert_eq!(class(&stats), expected, "{reading} {}", case.name());
            assert_ne!(
                expected,
                "evil",
                "{reading} {}: Project Euler's are easy",
                case.name()
            );
        }
        let mut running = start("csp", reading, "singles", &escargot().sudoku());
        assert_eq!(running.step(5), Step::Running);
        assert_eq!(class(&running.stats()), "unsolved");
    }
}

#[test]
fn an_evil_class_is_settled_once_the_guesses_reach_its_count_and_holds_to_the_end() {
    let params = sudoku_engine::params::Params::defaults(PARAMS);
    let puzzle = escargot().sudoku();
    let mut engine = csp::start(&puzzle, &params, GuessOrder::FirstEmpty);
    while engine.settled_class().is_none() {
        assert_eq!(engine.step(10), Step::Running, "settled before the end");
    }
    assert_eq!(engine.settled_class(), Some(Class::Evil));
    assert!(engine.guesses() >= 500, "{} guesses", engine.guesses());
    while engine.step(u64::MAX) == Step::Running {}
    assert_eq!(engine.class(), Some(Class::Evil));
    // An easy puzzle's class is settled only when its search is done.
    let easy = cases("projecteuler96_easy50.txt").swap_remove(0).sudoku();
    let mut engine = csp::start(&easy, &params, GuessOrder::FirstEmpty);
    while engine.step(1) == Step::Running {
        assert_eq!(engine.settled_class(), None);
    }
    assert_eq!(engine.settled_class(), engine.class());
}

#[test]
fn search_rearrangement_guesses_less_on_the_top1465_sample_when_propagated() {
    // The paper's proposed improvement pays off here (41 against 27 guesses
    // a puzzle on the whole file); on forum_hardest_1106 it does not (107
    // against 167), so this is a property of the set, checked on one set.
    // Under the givens-domain reading the domains it reads are stale.
    let (mut first_empty, mut fewest) = (0, 0);
    for case in sample("magictour_top1465.txt", 4) {
        let puzzle = case.sudoku();
        first_empty += count(&solve("csp", "propagated", "singles", &puzzle).1, "guesses");
        fewest += count(
            &solve("csp-mrv", "propagated", "singles", &puzzle).1,
            "guesses",
        );
    }
    assert!(fewest * 4 < first_empty * 3, "{fewest} vs {first_empty}");
}

#[test]
fn an_unknown_logic_or_reading_is_refused_with_the_choices() {
    let csp = find("csp").unwrap();
    let error = csp
        .start_with(&blank(), [("logic", "hidden")], 0)
        .err()
        .expect("not a logic");
    assert_eq!(
        error.to_string(),
        "parameter logic=hidden: expected one of singles, naked"
    );
    let error = csp
        .start_with(&blank(), [("reading", "literal")], 0)
        .err()
        .expect("not a reading");
    assert_eq!(
        error.to_string(),
        "parameter reading=literal: expected one of givens-domain, propagated"
    );
}

/// Runs `engine` to its end on a puzzle of any shape.
fn solve_shaped(engine: &str, reading: &str, sudoku: &Sudoku) -> (Outcome, Stats) {
    let info = find(engine).unwrap();
    let params = info.resolve(None, [("reading", reading)]).unwrap();
    let mut run = info.start(sudoku, &params, 0).unwrap();
    let outcome = common::finish(run.as_mut(), u64::MAX);
    (outcome, run.stats())
}

/// Shared puzzles of every shape with one solution that the improved form
/// solves within a second (the second and third killers, with no givens,
/// take up to a minute: cage sums only bound a cell's numbers, they do not
/// list a cage's combinations).
fn unique_shapes() -> Vec<Sudoku> {
    let mut puzzles = shape_sudokus("sizes_6x6.txt", 1);
    puzzles.extend(shape_sudokus("jigsaw_9x9.txt", 1));
    puzzles.extend(shape_sudokus("jigsaw_16x16.txt", 1));
    // The fifth, an anti-knight, has several solutions.
    let mut variants = shape_sudokus("variants_9x9.txt", 6);
    variants.remove(4);
    puzzles.extend(variants);
    puzzles.extend(shape_sudokus("killer_9x9.txt", 1));
    puzzles.extend(shape_sudokus("sizes_16x16.txt", 1));
    puzzles
}

#[test]
fn the_propagated_reading_solves_every_shape() {
    for sudoku in unique_shapes() {
        for engine in ENGINES {
            let name = format!("{engine} on {}", sudoku.shape().describe());
            let (outcome, stats) = solve_shaped(engine, "propagated", &sudoku);
            let Outcome::Solved(grid) = &outcome else {
                panic!("{name}: {outcome:?}");
            };
            assert!(sudoku.is_solved_by(grid), "{name}");
            let [iterations, logic_steps, guesses, retries, refused] =
                ["iterations", "logic_steps", "guesses", "retries", "refused"]
                    .map(|stat| count(&stats, stat));
            // Every number a propagated domain holds keeps every rule, cage
            // sums and pair rules included: nothing is ever refused.
            assert_eq!(refused, 0, "{name}");
            assert_eq!(iterations + retries, logic_steps + guesses, "{name}");
            let empty = (sudoku.shape().cells() - sudoku.givens().filled()) as u64;
            assert!(iterations >= empty, "{name}");
        }
    }
}

#[test]
fn the_papers_form_solves_small_shapes_refusing_what_breaks_a_rule() {
    let mut puzzles = shape_sudokus("sizes_6x6.txt", 1);
    puzzles.extend(shape_sudokus("jigsaw_9x9.txt", 1));
    puzzles.extend(shape_sudokus("variants_9x9.txt", 1));
    for sudoku in puzzles {
        let name = sudoku.shape().describe();
        let (outcome, stats) = solve_shaped("csp", "givens-domain", &sudoku);
        let Outcome::Solved(grid) = &outcome else {
            panic!("{name}: {outcome:?}");
        };
        assert!(sudoku.is_solved_by(grid), "{name}");
        // Under the paper's form every backtrack follows a refusal, as on 9x9.
        assert_eq!(
            count(&stats, "refused"),
            count(&stats, "backtracks"),
            "{name}"
        );
    }
}

#[test]
fn givens_that_overshoot_a_cage_have_no_solution() {
    // A 4x4 whose cage r1c1+r1c2 must add up to 3, with a 3 given in it.
    let sudoku = read_puzzle("3...............,cage=3:0.1", &ShapeOptions::default())
        .unwrap()
        .sudoku;
    for engine in ENGINES {
        for reading in READINGS {
            let (outcome, stats) = solve_shaped(engine, reading, &sudoku);
            assert_eq!(outcome, Outcome::NoSolution, "{engine} {reading}");
            assert_eq!(class(&stats), "no solution", "{engine} {reading}");
        }
    }
}

#[test]
fn the_easy_class_scales_the_papers_givens_with_the_grid() {
    assert_eq!(easy_min_givens(81), 31);
    assert_eq!(easy_min_givens(36), 14);
    assert_eq!(easy_min_givens(256), 98);
}

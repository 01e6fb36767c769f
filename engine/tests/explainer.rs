//! `Explainer`: the one entry for explanations and hints, on every shape.

mod common;

use std::ops::ControlFlow;

use common::{cases, shape_sudokus};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::fpuzzles_write::fpuzzles_link;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::logic::{Explainer, Explanation, Hint, Position, ProfileName};
use sudoku_engine::rate::unique_solution;
use sudoku_engine::shape::{Sudoku, Values};

fn read(text: &str) -> Sudoku {
    read_puzzle(text, &ShapeOptions::default()).unwrap().sudoku
}

fn explained(sudoku: &Sudoku, profile: ProfileName) -> Explanation {
    let solution = unique_solution(sudoku).ok();
    Explainer::new(sudoku, None).explain(profile, solution.as_ref(), &mut |_| {
        ControlFlow::Continue(())
    })
}

#[test]
fn one_puzzle_is_explained_alike_whatever_form_it_came_in() {
    for case in cases("se_rated_computed.txt").iter().step_by(70) {
        let line = case.sudoku().givens().to_string();
        let plain = read(&line);
        let explanation = explained(&plain, ProfileName::Se);
        assert!(explanation.solved, "{}", case.name());
        assert_eq!(Some(&explanation.grid), case.solution.as_ref());
        for form in [format!("{line};box=3x3"), fpuzzles_link(&plain).unwrap()] {
            let sudoku = read(&form);
            assert_eq!(explained(&sudoku, ProfileName::Se), explanation, "{form}");
        }
    }
}

#[test]
fn a_classic_step_names_its_houses_with_their_cells() {
    let case = &cases("se_rated_computed.txt")[0];
    let explanation = explained(&case.sudoku(), ProfileName::Human);
    let step = &explanation.steps[0];
    assert_eq!(step.name, "Hidden Single (box)");
    assert_eq!(step.houses[0].name, "box 1");
    assert_eq!(step.houses[0].cells, [0, 1, 2, 9, 10, 11, 18, 19, 20]);
    assert!(step.text.starts_with("Hidden Single (box): in box 1"));
}

#[test]
fn a_killer_is_explained_to_its_solution_with_its_cages_named() {
    let sudoku = &shape_sudokus("killer_9x9.txt", 1)[0];
    let solution = unique_solution(sudoku).unwrap();
    let explanation = explained(sudoku, ProfileName::Human);
    assert!(explanation.solved);
    assert_eq!(explanation.grid, solution);
    let with_cage = explanation
        .steps
        .iter()
        .find(|step| !step.cages.is_empty())
        .expect("a step that reads a cage");
    assert!(with_cage.cages[0].name.starts_with("cage"), "{with_cage:?}");
    assert!(!with_cage.cages[0].cells.is_empty());
}

#[test]
fn hints_follow_the_explanation_from_where_a_person_is() {
    for sudoku in [
        cases("se_rated_computed.txt")[5].sudoku(),
        shape_sudokus("killer_9x9.txt", 1).remove(0),
    ] {
        let solution = unique_solution(&sudoku).unwrap();
        let explainer = Explainer::new(&sudoku, None);
        let size = sudoku.shape().size();
        let mut entries = Values::empty(size);
        let mut marks = vec![(1u64 << size) - 1; sudoku.shape().cells()];
        let mut hints = 0;
        loop {
            let at = Position {
                entries: &entries,
                marks: Some(&marks),
            };
            match explainer.hint(ProfileName::Human, Some(at), Some(&solution)) {
                Ok(Hint::Step(step)) => {
                    for removed in &step.eliminations {
                        assert_ne!(solution.get(removed.cell()), removed.digit, "{}", step.text);
                        marks[removed.cell()] &= !(1 << (removed.digit - 1));
                    }
                    for placed in &step.placements {
                        assert_eq!(solution.get(placed.cell()), placed.digit, "{}", step.text);
                        entries.set(placed.cell(), placed.digit);
                    }
                }
                Ok(Hint::Solved) => break,
                other => panic!("{other:?}"),
            }
            hints += 1;
            assert!(hints < 2_000, "hints go on without end");
        }
    }
}

#[test]
fn a_position_that_breaks_a_rule_is_refused_with_where() {
    for sudoku in [
        cases("se_rated_computed.txt")[0].sudoku(),
        shape_sudokus("killer_9x9.txt", 1).remove(0),
    ] {
        let solution = unique_solution(&sudoku).unwrap();
        let open = (0..81)
            .find(|&cell| sudoku.givens().get(cell) == 0)
            .unwrap();
        let peer = (0..81)
            .find(|&cell| cell != open && cell / 9 == open / 9 && sudoku.givens().get(cell) == 0)
            .unwrap();
        let mut entries = Values::empty(9);
        entries.set(open, solution.get(open));
        entries.set(peer, solution.get(open));
        let at = Position {
            entries: &entries,
            marks: None,
        };
        let refused = Explainer::new(&sudoku, None).hint(ProfileName::Human, Some(at), None);
        let why = refused.expect_err("two equal digits in a row");
        let named = [format!("r{}c", peer / 9 + 1), "row".into(), "cage".into()];
        assert!(named.iter().any(|place| why.contains(place)), "{why}");
    }
}

//! `magic`: Alkallak's magic-square construction (seed 000).

mod common;

use std::collections::HashSet;

use common::{cases, count, SteppingClock};
use sudoku_engine::construct::magic::{magic_grid, square_named, SQUARES};
use sudoku_engine::format::parse_grid;
use sudoku_engine::grid::Grid;
use sudoku_engine::puzzle::Puzzle;
use sudoku_engine::units::{cell_at, CELLS};
use sudoku_engine::{find, Control, EngineKind, Limits, Outcome, Session, Step};

/// The paper's Fig. 8, as shared/seeds/README.md transcribes it.
const FIG_8: &str =
    "276438951951276438438951276627843195195627843843195627762384519519762384384519762";

fn box_centres(grid: &Grid) -> Vec<u8> {
    (0..9)
        .map(|b| grid.get(cell_at((b / 3) * 3 + 1, (b % 3) * 3 + 1)))
        .collect()
}

#[test]
fn the_default_square_gives_the_papers_figure_8() {
    let info = find("magic").unwrap();
    assert_eq!(info.kind, EngineKind::Construction);
    let params = info.resolve(None, []).unwrap();
    assert_eq!(params.choice("square"), "276");
    let square = square_named("276").unwrap();
    assert_eq!(square.cells, [2, 7, 6, 9, 5, 1, 4, 3, 8]);
    assert_eq!(magic_grid(square), parse_grid(FIG_8).unwrap());
}

#[test]
fn the_eight_magic_squares_give_eight_distinct_valid_grids() {
    let mut grids = HashSet::new();
    for square in &SQUARES {
        let cells = square.cells;
        let lines = [
            [0, 1, 2],
            [3, 4, 5],
            [6, 7, 8],
            [0, 3, 6],
            [1, 4, 7],
            [2, 5, 8],
            [0, 4, 8],
            [2, 4, 6],
        ];
        for line in lines {
            let sum: u8 = line.iter().map(|&i| cells[i]).sum();
            assert_eq!(sum, 15, "{} is magic", square.name);
        }
        let grid = magic_grid(square);
        assert!(grid.is_solved(), "{}: {grid}", square.name);
        let mut centres = box_centres(&grid);
        centres.sort_unstable();
        assert_eq!(centres, (1..=9).collect::<Vec<u8>>(), "{}", square.name);
        grids.insert(grid);
    }
    assert_eq!(grids.len(), 8);
}

#[test]
fn the_engine_places_one_box_per_step_until_the_grid_is_whole() {
    let empty = Puzzle::new(Grid::EMPTY).unwrap();
    let mut engine = common::start("magic", &empty, &[("square", "834")], 0);
    let expected = magic_grid(square_named("834").unwrap());
    for placed in 1..=8 {
        assert_eq!(engine.step(1), Step::Running);
        let progress = engine.progress();
        assert_eq!(progress.iterations, placed);
        assert_eq!(progress.grid.filled(), 9 * placed as usize);
        let grid = progress.grid.to_classic().expect("a 9x9");
        assert!(expected.keeps(&grid), "boxes go where they belong");
        assert_eq!(count(&engine.stats(), "boxes"), placed);
    }
    assert_eq!(
        engine.step(1),
        Step::Finished(Outcome::Solved(expected.into()))
    );
    assert_eq!(engine.progress().grid, expected);
}

#[test]
fn a_board_with_givens_or_marks_is_not_applicable() {
    let info = find("magic").unwrap();
    let wiki = cases("famous.txt")[0].puzzle();
    let mut marks = [sudoku_engine::digits::Digits::ALL; CELLS];
    marks[0] = marks[0].without(sudoku_engine::digits::Digits::single(5));
    let marked = Puzzle::from_marks(marks).unwrap();
    for puzzle in [wiki, marked] {
        let clock = SteppingClock::new(1.0);
        let params = info.resolve(None, []).unwrap();
        let mut session =
            Session::start(info, &puzzle.into(), &params, 1, Limits::default(), &clock);
        assert!(
            session.facts().is_none(),
            "a construction counts no solutions"
        );
        match session.run(&clock, |_| Control::Continue) {
            Outcome::NotApplicable { reason } => {
                assert!(reason.contains("ignores givens"), "{reason}")
            }
            other => panic!("{other:?}"),
        }
    }
}

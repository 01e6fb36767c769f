//! `magic`: Alkallak's magic-square construction (seed 000).

mod common;

use std::collections::HashSet;

use common::{cases, count, SteppingClock};
use sudoku_engine::construct::magic::{magic_boxes, square_named, MagicSquare, SQUARES};
use sudoku_engine::shape::{Shape, Sudoku, Values};
use sudoku_engine::{find, Control, EngineKind, Limits, Outcome, Session, Step};

/// The paper's Fig. 8, as shared/seeds/README.md transcribes it.
const FIG_8: &str =
    "276438951951276438438951276627843195195627843843195627762384519519762384384519762";

/// The full grid the paper builds from `square`: its nine public boxes
/// (numbered row by row) placed where they belong.
fn magic_grid(square: &MagicSquare) -> Values {
    let mut grid = Values::empty(9);
    for (index, block) in magic_boxes(square).iter().enumerate() {
        for (offset, &digit) in block.iter().enumerate() {
            let row = (index / 3) * 3 + offset / 3;
            let col = (index % 3) * 3 + offset % 3;
            grid.set(row * 9 + col, digit);
        }
    }
    grid
}

/// The empty classic board, the only one the construction takes.
fn empty() -> Sudoku {
    common::classic(Values::empty(9))
}

/// The grid the `magic` engine builds from the square called `name`.
fn built_by_the_engine(name: &str) -> Values {
    let mut engine = common::start("magic", &empty(), &[("square", name)], 0);
    match common::finish(engine.as_mut(), u64::MAX) {
        Outcome::Solved(grid) => grid,
        other => panic!("{name}: {other:?}"),
    }
}

fn box_centres(grid: &Values) -> Vec<u8> {
    (0..9)
        .map(|b| grid.get(((b / 3) * 3 + 1) * 9 + (b % 3) * 3 + 1))
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
    assert_eq!(magic_grid(square), common::grid(FIG_8));
    assert_eq!(built_by_the_engine("276"), common::grid(FIG_8));
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
        assert!(empty().is_solved_by(&grid), "{}: {grid}", square.name);
        assert_eq!(built_by_the_engine(square.name), grid, "{}", square.name);
        let mut centres = box_centres(&grid);
        centres.sort_unstable();
        assert_eq!(centres, (1..=9).collect::<Vec<u8>>(), "{}", square.name);
        grids.insert(grid);
    }
    assert_eq!(grids.len(), 8);
}

#[test]
fn the_engine_places_one_box_per_step_until_the_grid_is_whole() {
    let mut engine = common::start("magic", &empty(), &[("square", "834")], 0);
    let expected = magic_grid(square_named("834").unwrap());
    for placed in 1..=8 {
        assert_eq!(engine.step(1), Step::Running);
        let progress = engine.progress();
        assert_eq!(progress.iterations, placed);
        assert_eq!(progress.grid.filled(), 9 * placed as usize);
        assert!(expected.keeps(&progress.grid), "boxes go where they belong");
        assert_eq!(count(&engine.stats(), "boxes"), placed);
    }
    assert_eq!(
        engine.step(1),
        Step::Finished(Outcome::Solved(expected.clone()))
    );
    assert_eq!(engine.progress().grid, expected);
}

#[test]
fn a_board_with_givens_or_marks_is_not_applicable() {
    let info = find("magic").unwrap();
    let wiki = cases("famous.txt")[0].sudoku();
    let mut marks = vec![0x1ff_u64; Shape::classic().cells()];
    marks[0] &= !(1 << (5 - 1));
    let marked = Sudoku::from_marks(Shape::classic(), &marks).unwrap();
    for puzzle in [wiki, marked] {
        let clock = SteppingClock::new(1.0);
        let params = info.resolve(None, []).unwrap();
        let mut session = Session::start(info, &puzzle, &params, 1, Limits::default(), &clock);
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

//! Every export reads back to the board it was made from: the share link
//! exactly (givens, entries, the person's marks), and sudokuwiki.org's
//! `S9B` string to a board that shows the same in every cell (that form
//! cannot tell the person's marks from computed ones). Boards are made the
//! way a person makes them: a real puzzle with givens left out, digits
//! typed (right or wrong) and marks toggled.

use proptest::prelude::*;
use sudoku_engine::{Shape, Sudoku, Values};
use sudoku_lab::board::Board;
use sudoku_lab::share::{self, sudokuwiki, LinkSettings};

/// The cells of the classic 9x9 the boards are made on.
const CELLS: usize = 81;

const WIKI: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A person's edit: type a digit (0 clears) or toggle a mark.
#[derive(Clone, Debug)]
enum Edit {
    Enter(usize, u8),
    Mark(usize, u8),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (0..CELLS, 0u8..=9).prop_map(|(cell, digit)| Edit::Enter(cell, digit)),
        (0..CELLS, 1u8..=9).prop_map(|(cell, digit)| Edit::Mark(cell, digit)),
    ]
}

/// WIKI with the givens of `kept` (a bit per cell) only, then `edits`.
fn board() -> impl Strategy<Value = Board> {
    (
        proptest::collection::vec(any::<bool>(), CELLS),
        proptest::collection::vec(edit(), 0..60),
    )
        .prop_map(|(kept, edits)| {
            let wiki = sudoku_lab::board::read_puzzle(WIKI).unwrap();
            let mut givens = Values::empty(9);
            for cell in (0..CELLS).filter(|&cell| kept[cell]) {
                givens.set(cell, wiki.givens().get(cell));
            }
            let mut board = Board::new(Sudoku::new(Shape::classic(), givens).unwrap());
            for edit in edits {
                let next = match edit {
                    Edit::Enter(cell, digit) => board.enter(cell, digit),
                    Edit::Mark(cell, digit) => board.toggle_mark(cell, digit),
                };
                board = next.unwrap_or(board);
            }
            board
        })
}

fn shows_the_same(a: &Board, b: &Board) -> Result<(), String> {
    for cell in 0..CELLS {
        let seen = |board: &Board| {
            (
                board.is_given(cell),
                board.digit(cell),
                board.candidates(cell),
            )
        };
        if seen(a) != seen(b) {
            return Err(format!(
                "{}: {:?} became {:?}",
                Shape::classic().geometry().cell_name(cell),
                seen(a),
                seen(b)
            ));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_s9b_string_reads_back_to_what_the_board_shows(board in board()) {
        match sudokuwiki::to_s9b(&board) {
            Ok(text) => {
                let read = sudokuwiki::read(&text).map_err(TestCaseError::fail)?;
                shows_the_same(&board, &read).map_err(TestCaseError::fail)?;
            }
            Err(why) => prop_assert!(
                (0..CELLS).any(|cell| board.digit(cell) == 0 && board.candidates(cell) == 0),
                "refused without an empty cell lacking candidates: {why}"
            ),
        }
    }

    #[test]
    fn a_share_link_reads_back_to_the_same_board(board in board()) {
        let settings = LinkSettings { engine: "fast", seed: "1", time_limit_s: "10", ..LinkSettings::default() };
        let fragment = share::encode(&board, &settings, None);
        let opened = share::open(&fragment, "").expect("a link").map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(opened.shared.board, board);
    }
}

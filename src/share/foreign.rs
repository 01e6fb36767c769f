//! What a link brings from outside the app's own encoding: sudokuwiki.org's
//! `bd=` boards, and solutions, which are checked against the board before
//! they are believed.

use sudoku_engine::units::CELLS;
use sudoku_engine::Grid;

use super::codec::read_line;
use super::{LinkError, Opened, Shared};
use crate::board::Board;

pub fn open_sudokuwiki(text: &str) -> Result<Opened, LinkError> {
    let board = super::sudokuwiki::read(text).map_err(LinkError::BadSudokuwikiBoard)?;
    Ok(Opened {
        shared: Shared {
            board,
            engine: None,
            preset: None,
            seed: None,
            time_limit_s: None,
            params: Vec::new(),
            solution: None,
            lineup: None,
        },
        warnings: Vec::new(),
    })
}

/// A solution must be 81 digits that solve the board (givens, entries, marks).
pub fn check_solution(board: &Board, text: &str) -> Result<Grid, String> {
    let grid = read_line(text)?;
    let puzzle = board
        .to_solve()
        .map_err(|error| format!("the board itself breaks a rule ({error})"))?;
    if !grid.is_full() {
        return Err("it has empty cells".to_string());
    }
    if let Some(clash) = grid.first_clash() {
        return Err(format!("it breaks a rule: {clash}"));
    }
    let board_grid = puzzle.givens();
    if let Some(cell) = (0..CELLS).find(|&cell| {
        let given = board_grid.get(cell);
        (given != 0 && given != grid.get(cell)) || !puzzle.allowed(cell).contains(grid.get(cell))
    }) {
        return Err(format!(
            "it does not fit the puzzle: {} holds {} in the puzzle but {} in the solution",
            sudoku_engine::units::cell_name(cell),
            board_grid.get(cell),
            grid.get(cell)
        ));
    }
    Ok(grid)
}

//! What a link brings from outside the app's own encoding: sudokuwiki.org's
//! `bd=` boards, and solutions, which are checked against the board before
//! they are believed.

use sudoku_engine::shape::Values;

use super::codec::read_values;
use super::{LinkError, Opened, Shared};
use crate::board::{clashing_cells, Board};

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

/// A solution must be N² digits that solve the board (givens, entries, marks, rules).
pub fn check_solution(board: &Board, text: &str) -> Result<Values, String> {
    let grid = read_values(text, board.size())?;
    let puzzle = board
        .to_solve()
        .map_err(|error| format!("the board itself breaks a rule ({error})"))?;
    if !grid.is_full() {
        return Err("it has empty cells".to_string());
    }
    let geometry = puzzle.shape().geometry();
    if let Some(cell) = clashing_cells(&puzzle, &grid)
        .iter()
        .position(|&clash| clash)
    {
        let constraints = puzzle.shape().constraints();
        let digit = grid.get(cell);
        let partner = constraints.peers[cell]
            .iter()
            .map(|&peer| usize::from(peer))
            .find(|&peer| grid.get(peer) == digit)
            .map(|peer| format!("{} also holds {digit}", geometry.cell_name(peer)));
        return Err(format!(
            "it breaks a rule: {} holds {digit}, {}",
            geometry.cell_name(cell),
            partner.unwrap_or_else(|| "next to a digit its rule forbids".to_string())
        ));
    }
    if let Some(cell) = (0..grid.cells().len()).find(|&cell| {
        let given = puzzle.givens().get(cell);
        (given != 0 && given != grid.get(cell))
            || puzzle.allowed(cell) >> (grid.get(cell) - 1) & 1 == 0
    }) {
        return Err(format!(
            "it does not fit the puzzle: {} holds {} in the puzzle but {} in the solution",
            geometry.cell_name(cell),
            puzzle.givens().get(cell),
            grid.get(cell)
        ));
    }
    if !puzzle.is_solved_by(&grid) {
        return Err("it breaks a rule of the puzzle (a cage sum)".to_string());
    }
    Ok(grid)
}

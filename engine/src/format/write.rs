//! Writing classic puzzles as text (the 81-character line is the grid's
//! own `Display`): a readable laid-out grid, read back by [`super::parse_grid`], and a pencil-mark grid,
//! read back by [`super::read_puzzle`].

use crate::digits::Digits;
#[cfg(test)]
use crate::grid::Grid;
use crate::units::CELLS;

/// A readable grid: boxes separated by `|` and `------+-------+------`.
#[cfg(test)]
pub(crate) fn to_pretty(grid: &Grid) -> String {
    let cells: Vec<String> = grid
        .cells()
        .iter()
        .map(|&digit| match digit {
            0 => ".".to_string(),
            d => d.to_string(),
        })
        .collect();
    layout(&cells)
}

/// A pencil-mark grid: each cell's candidates, columns aligned.
pub(crate) fn marks_to_pretty(marks: &[Digits; CELLS]) -> String {
    let cells: Vec<String> = marks.iter().map(|set| set.to_string()).collect();
    layout(&cells)
}

/// The classic 9x9's rows of `cells`, as every size's grids are laid out.
fn layout(cells: &[String]) -> String {
    super::shaped::marks::lay_out(cells, 9, 3, 3)
}

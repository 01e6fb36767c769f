//! Writing puzzles as text: the 81-character line, a readable laid-out
//! grid, and a pencil-mark grid, all read back by [`super::parse`].

use crate::digits::Digits;
use crate::grid::Grid;
use crate::units::CELLS;

/// The 81-character line, `.` for empty cells.
pub fn to_line(grid: &Grid) -> String {
    grid.cells()
        .iter()
        .map(|&digit| match digit {
            0 => '.',
            d => (b'0' + d) as char,
        })
        .collect()
}

/// A readable grid: boxes separated by `|` and `------+-------+------`.
pub fn to_pretty(grid: &Grid) -> String {
    let cells: Vec<String> = grid
        .cells()
        .iter()
        .map(|&digit| match digit {
            0 => ".".to_string(),
            d => d.to_string(),
        })
        .collect();
    layout(&cells, 1)
}

/// A pencil-mark grid: each cell's candidates, columns aligned.
pub fn marks_to_pretty(marks: &[Digits; CELLS]) -> String {
    let cells: Vec<String> = marks.iter().map(|set| set.to_string()).collect();
    let width = cells.iter().map(String::len).max().unwrap_or(1);
    layout(&cells, width)
}

fn layout(cells: &[String], width: usize) -> String {
    let band_rule = {
        let stack = "-".repeat(3 * (width + 1) + 1);
        format!("{}+{}+{}\n", &stack[1..], stack, &stack[1..])
    };
    let mut out = String::new();
    for row in 0..9 {
        if row == 3 || row == 6 {
            out.push_str(&band_rule);
        }
        for col in 0..9 {
            if col == 3 || col == 6 {
                out.push_str("| ");
            }
            out.push_str(&format!("{:<width$}", cells[row * 9 + col]));
            if col < 8 {
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out
}

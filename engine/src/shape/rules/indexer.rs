//! Indexers, as f-puzzles defines them. A column indexer's digit says
//! which column of its row holds the indexer's own column number: in the
//! 1-5-9 puzzle, columns 1, 5 and 9 index a row's 1, 5 and 9
//! (`columnindexer=0.4.8`: r1c1 holding 3 puts a 1 in r1c3). A row
//! indexer's digit says which row of its column holds its row number, a
//! box indexer's which cell of its box (row by row) holds its box number.

use std::sync::Arc;

use super::{check_cells, read_line, write_cells, Constraints, Mark, Relation, Rule};
use crate::shape::Geometry;

/// What an indexer's digit points along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Along {
    Row,
    Column,
    Box,
}

impl Along {
    fn tag(self) -> &'static str {
        match self {
            Along::Row => "rowindexer",
            Along::Column => "columnindexer",
            Along::Box => "boxindexer",
        }
    }

    fn word(self) -> &'static str {
        match self {
            Along::Row => "row",
            Along::Column => "column",
            Along::Box => "box",
        }
    }
}

#[derive(Debug)]
pub struct Indexer {
    cells: Vec<u16>,
    along: Along,
}

fn read(along: Along, data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line(along.tag(), data, 1)?;
    Ok(Arc::new(Indexer { cells, along }))
}

pub fn read_row(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    read(Along::Row, data)
}

pub fn read_column(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    read(Along::Column, data)
}

pub fn read_box(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    read(Along::Box, data)
}

impl Indexer {
    /// The cells `cell`'s digit points into, in the order its digits
    /// count them, and the number that names `cell` along them.
    fn indexed(&self, geometry: &Geometry, cell: usize) -> Result<(Vec<usize>, usize), String> {
        let (row, col) = (geometry.row_of(cell), geometry.col_of(cell));
        let n = geometry.size();
        Ok(match self.along {
            Along::Row => ((0..n).map(|r| geometry.cell(r, col)).collect(), row + 1),
            Along::Column => ((0..n).map(|c| geometry.cell(row, c)).collect(), col + 1),
            Along::Box => {
                let boxes = geometry.boxes().ok_or_else(|| {
                    format!(
                        "a box indexer needs boxes, and this {n}x{n} grid has none of one shape"
                    )
                })?;
                let (top, left) = (row / boxes.rows, col / boxes.cols);
                let cells = (0..n)
                    .map(|i| {
                        let r = top * boxes.rows + i / boxes.cols;
                        let c = left * boxes.cols + i % boxes.cols;
                        geometry.cell(r, c)
                    })
                    .collect();
                (cells, top * (n / boxes.cols) + left + 1)
            }
        })
    }
}

impl Rule for Indexer {
    fn marks(&self) -> Vec<Mark> {
        vec![Mark::Shade {
            style: self.along.tag(),
            cells: self.cells.clone(),
        }]
    }

    fn text(&self) -> String {
        format!("{}={}", self.along.tag(), write_cells(&self.cells))
    }

    fn title(&self) -> String {
        let word = self.along.word();
        match self.cells.len() {
            1 => format!("a {word} indexer"),
            count => format!("{count} {word} indexer cells"),
        }
    }

    fn plural(&self) -> Option<&'static str> {
        Some("indexers")
    }

    /// The indexer holds `d` exactly when the `d`-th cell it points into
    /// holds the indexer's number: a pair for each `d`, read both ways
    /// (the digit is once in the row, column or box, so the converse
    /// holds too and tells the engines more).
    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        for &cell in &self.cells {
            let cell = usize::from(cell);
            let (targets, number) = self.indexed(geometry, cell)?;
            for (index, &target) in targets.iter().enumerate() {
                if target != cell {
                    let when = Relation::Indexes(index as u8 + 1, number as u8);
                    out.add_pair(cell, target, when);
                }
            }
        }
        Ok(())
    }
}

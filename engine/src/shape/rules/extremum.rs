//! Minimum and maximum cells: a minimum's digit is less than every
//! digit beside it (sharing an edge), a maximum's greater
//! (`minimum=40`, `maximum=3.77`). Marked cells side by side are compared
//! only with the cells around them, as f-puzzles reads them.

use std::sync::Arc;

use super::{check_cells, orthogonal, read_line, write_cells, Constraints, Mark, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Extremum {
    cells: Vec<u16>,
    least: bool,
}

pub fn read_minimum(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line("minimum", data, 1)?;
    Ok(Arc::new(Extremum { cells, least: true }))
}

pub fn read_maximum(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line("maximum", data, 1)?;
    Ok(Arc::new(Extremum {
        cells,
        least: false,
    }))
}

impl Rule for Extremum {
    fn marks(&self) -> Vec<Mark> {
        self.cells
            .iter()
            .map(|&cell| Mark::Chevrons {
                cell,
                inward: self.least,
            })
            .collect()
    }

    fn text(&self) -> String {
        let tag = if self.least { "minimum" } else { "maximum" };
        format!("{tag}={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        let kind = if self.least { "minimum" } else { "maximum" };
        match self.cells.len() {
            1 => format!("a {kind} cell"),
            count => format!("{count} {kind} cells"),
        }
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        let relation = if self.least {
            Relation::Below(1)
        } else {
            Relation::Above(1)
        };
        for &cell in &self.cells {
            let cell = usize::from(cell);
            let marked = |other: &usize| self.cells.contains(&(*other as u16));
            for other in orthogonal(geometry, cell).filter(|other| !marked(other)) {
                out.add_pair(cell, other, relation);
            }
        }
        Ok(())
    }
}

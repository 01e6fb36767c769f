//! Zipper lines: digits the same distance from the line's middle add up
//! to the same total; on a line of odd length, that total is the middle
//! cell's digit (`zipper=0.1.2.3.4`).

use std::sync::Arc;

use super::{check_cells, drawing, read_line, write_cells, Constraints, Mark, Rule, WeightedSum};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Zipper {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line("zipper line", data, 2)?;
    Ok(Arc::new(Zipper { cells }))
}

impl Rule for Zipper {
    fn marks(&self) -> Vec<Mark> {
        drawing::line("zipper", &self.cells)
    }

    fn text(&self) -> String {
        format!("zipper={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("zipper line of {} cells", self.cells.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("zipper lines")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        let len = self.cells.len();
        let pairs: Vec<(u16, u16)> = (0..len / 2)
            .map(|i| (self.cells[i], self.cells[len - 1 - i]))
            .collect();
        let name = format!(
            "the zipper line from {}",
            geometry.cell_name(usize::from(self.cells[0]))
        );
        // Each pair against the middle cell, or against the innermost pair.
        let mut against: Vec<(u16, i32)> = Vec::new();
        let mut pairs = pairs.as_slice();
        if len % 2 == 1 {
            against.push((self.cells[len / 2], -1));
        } else if let Some((&(a, b), outer)) = pairs.split_last() {
            against.extend([(a, -1), (b, -1)]);
            pairs = outer;
        }
        for &(a, b) in pairs {
            let mut terms = vec![(a, 1), (b, 1)];
            terms.extend(&against);
            out.sums.push(WeightedSum {
                name: name.clone(),
                terms,
                total: 0,
            });
        }
        Ok(())
    }
}

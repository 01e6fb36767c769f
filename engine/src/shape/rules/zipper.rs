//! Zipper lines: digits the same distance from the line's middle add up
//! to the same total; on a line of odd length, that total is the middle
//! cell's digit (`zipper=0.1.2.3.4`).

use std::sync::Arc;

use super::{check_line, drawing, read_path, write_cells, Constraints, Mark, Rule, WeightedSum};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Zipper {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("zipper line", data, 2)?;
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
        check_line("zipper line", &self.cells, geometry)?;
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
            let terms = merged(terms);
            if !terms.is_empty() {
                out.sums.push(WeightedSum {
                    name: name.clone(),
                    terms,
                    total: 0,
                });
            }
        }
        Ok(())
    }
}

/// `terms` with each cell once, its weights added up (a line that turns
/// back may pair a cell with itself or meet it again in the middle); cells
/// whose weights cancel out are left out.
fn merged(terms: Vec<(u16, i32)>) -> Vec<(u16, i32)> {
    let mut merged: Vec<(u16, i32)> = Vec::new();
    for (cell, weight) in terms {
        match merged.iter_mut().find(|(known, _)| *known == cell) {
            Some((_, total)) => *total += weight,
            None => merged.push((cell, weight)),
        }
    }
    merged.retain(|&(_, weight)| weight != 0);
    merged
}

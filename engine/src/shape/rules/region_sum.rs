//! Region-sum lines: the digits of the line in each region it passes
//! through add up to the same total (`regionsum=0.1.10.11`); the regions
//! are the jigsaw's where the puzzle has them, else the boxes.

use std::sync::Arc;

use super::{check_line, drawing, read_path, write_cells, Constraints, Mark, Rule, WeightedSum};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct RegionSum {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("region-sum line", data, 2)?;
    Ok(Arc::new(RegionSum { cells }))
}

impl Rule for RegionSum {
    fn marks(&self) -> Vec<Mark> {
        drawing::line("regionsum", &self.cells)
    }

    fn text(&self) -> String {
        format!("regionsum={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("region-sum line of {} cells", self.cells.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("region-sum lines")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_line("region-sum line", &self.cells, geometry)?;
        let regions = out.regions();
        if regions.is_empty() {
            return Err("the grid has no boxes or regions to sum the line in".into());
        }
        // The line's cells in each region, regions in the line's order.
        let mut parts: Vec<(usize, Vec<u16>)> = Vec::new();
        for &cell in &self.cells {
            let region = regions
                .iter()
                .position(|house| house.contains(&cell))
                .ok_or_else(|| {
                    format!("{} is in no region", geometry.cell_name(usize::from(cell)))
                })?;
            match parts.iter_mut().find(|(known, _)| *known == region) {
                Some((_, cells)) if cells.contains(&cell) => {}
                Some((_, cells)) => cells.push(cell),
                None => parts.push((region, vec![cell])),
            }
        }
        let name = format!(
            "the region-sum line from {}",
            geometry.cell_name(usize::from(self.cells[0]))
        );
        let first = &parts[0].1;
        for (_, other) in &parts[1..] {
            let mut terms: Vec<(u16, i32)> = first.iter().map(|&cell| (cell, 1)).collect();
            terms.extend(other.iter().map(|&cell| (cell, -1)));
            out.sums.push(WeightedSum {
                name: name.clone(),
                terms,
                total: 0,
            });
        }
        Ok(())
    }
}

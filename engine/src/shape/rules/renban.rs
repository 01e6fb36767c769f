//! Renban lines: the line's digits are distinct and consecutive, in any
//! order (`renban=0.1.2`). Distinct digits no two of which are more than
//! `cells - 1` apart are exactly such a run. The line's digits are a set:
//! a line that turns back through a cell holds the run of its different
//! cells.

use std::sync::Arc;

use super::{
    check_line, drawing, read_path, write_cells, Constraints, Group, Mark, Relation, Rule,
};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Renban {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("renban", data, 1)?;
    Ok(Arc::new(Renban { cells }))
}

impl Rule for Renban {
    fn marks(&self) -> Vec<Mark> {
        drawing::line("renban", &self.cells)
    }

    fn text(&self) -> String {
        format!("renban={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("renban line of {} cells", self.cells.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("renban lines")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_line("renban line", &self.cells, geometry)?;
        let mut cells = self.cells.clone();
        cells.sort_unstable();
        cells.dedup();
        let (k, n) = (cells.len(), geometry.size());
        if k > n {
            return Err(format!("{k} cells cannot hold distinct digits 1-{n}"));
        }
        out.add_group(Group {
            name: format!("renban line {}", out.groups.len() + 1),
            cells: cells.clone(),
            sum: None,
        });
        let span = Relation::Within(k as u8 - 1);
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                out.add_pair(usize::from(a), usize::from(b), span);
            }
        }
        Ok(())
    }
}

//! Entropic lines: every three cells in a row along the line hold one low,
//! one middle and one high digit (1-3, 4-6, 7-9 on a 9x9; N/3 digits each
//! on any N x N with N a multiple of 3) (`entropic=0.1.2.3`). Three digits
//! from three different thirds are one of each, so each cell's third
//! differs from the next two cells'.

use std::sync::Arc;

use super::{check_line, drawing, read_path, write_cells, Constraints, Mark, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Entropic {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("entropic line", data, 2)?;
    Ok(Arc::new(Entropic { cells }))
}

impl Rule for Entropic {
    fn marks(&self) -> Vec<Mark> {
        drawing::line("entropic", &self.cells)
    }

    fn text(&self) -> String {
        format!("entropic={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("entropic line of {} cells", self.cells.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("entropic lines")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_line("entropic line", &self.cells, geometry)?;
        let n = geometry.size();
        if !n.is_multiple_of(3) {
            return Err(format!("digits 1-{n} do not split into three equal thirds"));
        }
        let third = Relation::OtherClass((n / 3) as u8);
        for (i, &a) in self.cells.iter().enumerate() {
            for &b in self.cells.iter().skip(i + 1).take(2) {
                if a == b {
                    return Err(format!(
                        "the entropic line from {} passes through {} twice within three \
                         cells, which hold a low, a middle and a high digit",
                        geometry.cell_name(usize::from(self.cells[0])),
                        geometry.cell_name(usize::from(a))
                    ));
                }
                out.add_pair(usize::from(a), usize::from(b), third);
            }
        }
        Ok(())
    }
}

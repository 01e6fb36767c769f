//! German whispers: digits next to each other on the line differ by at
//! least 5 on a 9x9, by at least half of N (rounded up) on any N x N
//! (`whisper=0.1.2`). A line that turns back through a cell keeps the
//! rule between each two cells next to each other on it.

use std::sync::Arc;

use super::{check_line, drawing, read_path, write_cells, Constraints, Mark, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Whisper {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("whisper", data, 2)?;
    Ok(Arc::new(Whisper { cells }))
}

impl Rule for Whisper {
    fn marks(&self) -> Vec<Mark> {
        drawing::line("whisper", &self.cells)
    }

    fn text(&self) -> String {
        format!("whisper={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("German whispers line of {} cells", self.cells.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("German whispers lines")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_line("German whispers line", &self.cells, geometry)?;
        let apart = geometry.size().div_ceil(2) as u8;
        for pair in self.cells.windows(2) {
            out.add_pair(
                usize::from(pair[0]),
                usize::from(pair[1]),
                Relation::Apart(apart),
            );
        }
        Ok(())
    }
}

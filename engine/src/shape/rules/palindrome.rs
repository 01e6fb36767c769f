//! Palindromes: the line reads the same from either end
//! (`palindrome=0.1.2.3`).

use std::sync::Arc;

use super::{check_line, drawing, read_path, write_cells, Constraints, Mark, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Palindrome {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("palindrome", data, 2)?;
    Ok(Arc::new(Palindrome { cells }))
}

impl Rule for Palindrome {
    fn marks(&self) -> Vec<Mark> {
        drawing::line("palindrome", &self.cells)
    }

    fn text(&self) -> String {
        format!("palindrome={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("palindrome of {} cells", self.cells.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("palindromes")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_line("palindrome", &self.cells, geometry)?;
        let half = self.cells.len() / 2;
        for (&a, &b) in self.cells[..half].iter().zip(self.cells.iter().rev()) {
            if a != b {
                out.add_pair(usize::from(a), usize::from(b), Relation::Equal);
            }
        }
        Ok(())
    }
}

//! Clones: two areas of the same shape hold the same digits in the same
//! places (`clone=0.1.9:30.31.39`, cell by cell).

use std::sync::Arc;

use super::{check_cells, read_cells, split_value, write_cells, Constraints, Mark, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Clone {
    first: Vec<u16>,
    second: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let example = "a clone gives its two areas cell by cell: clone=0.1:30.31";
    let (Some(first), second) = split_value(data.ok_or(example)?) else {
        return Err(example.into());
    };
    let (first, second) = (read_cells(first)?, read_cells(second)?);
    if first.len() != second.len() {
        return Err(format!(
            "a clone's areas have as many cells, not {} and {}",
            first.len(),
            second.len()
        ));
    }
    Ok(Arc::new(Clone { first, second }))
}

impl Rule for Clone {
    fn marks(&self) -> Vec<Mark> {
        let cells = self.first.iter().chain(&self.second).copied().collect();
        vec![Mark::Shade {
            style: "clone",
            cells,
        }]
    }

    fn text(&self) -> String {
        format!(
            "clone={}:{}",
            write_cells(&self.first),
            write_cells(&self.second)
        )
    }

    fn title(&self) -> String {
        format!("clone of {} cells", self.first.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("clones")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.first, geometry)?;
        check_cells(&self.second, geometry)?;
        for (&a, &b) in self.first.iter().zip(&self.second) {
            if a != b {
                out.add_pair(usize::from(a), usize::from(b), Relation::Equal);
            }
        }
        Ok(())
    }
}

//! An extra house given as its cells (`house=0.10.20`): N cells hold every
//! digit once; fewer cells hold distinct digits.

use std::sync::Arc;

use super::{check_cells, read_cells, write_cells, Constraints, Group, House, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct ExtraHouse {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let data = data.ok_or("a house lists its cells: house=0.1.2")?;
    Ok(Arc::new(ExtraHouse {
        cells: read_cells(data)?,
    }))
}

impl Rule for ExtraHouse {
    fn text(&self) -> String {
        format!("house={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("extra house of {} cells", self.cells.len())
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        let n = geometry.size();
        let name = format!("extra house {}", out.houses.len() + out.groups.len() + 1);
        match self.cells.len() {
            len if len == n => out.add_house(House {
                name,
                cells: self.cells.clone(),
            }),
            len if len < n => out.add_group(Group {
                name,
                cells: self.cells.clone(),
                sum: None,
            }),
            len => return Err(format!("{len} cells cannot hold distinct digits 1-{n}")),
        }
        Ok(())
    }
}

//! Little killers: the digits along a diagonal, given outside the grid,
//! add up to its sum; digits may repeat (`littlekiller=15:0.10.20`).

use std::sync::Arc;

use super::{check_cells, read_cells, read_number, split_value, write_cells, Mark};
use super::{Constraints, Rule, WeightedSum};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct LittleKiller {
    sum: u32,
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let example = "a little killer gives its sum, then its cells: littlekiller=15:0.10.20";
    let (Some(sum), cells) = split_value(data.ok_or(example)?) else {
        return Err(example.into());
    };
    Ok(Arc::new(LittleKiller {
        sum: read_number(sum, "a little killer's sum")?,
        cells: read_cells(cells)?,
    }))
}

impl Rule for LittleKiller {
    fn marks(&self) -> Vec<Mark> {
        vec![Mark::Outside {
            style: "littlekiller",
            cells: self.cells.clone(),
            label: self.sum.to_string(),
        }]
    }

    fn text(&self) -> String {
        format!("littlekiller={}:{}", self.sum, write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("little killer {}", self.sum)
    }

    fn plural(&self) -> Option<&'static str> {
        Some("little killers")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        let (k, n) = (self.cells.len() as u32, geometry.size() as u32);
        if !(k..=k * n).contains(&self.sum) {
            return Err(format!(
                "{k} digits 1-{n} add up to {k}-{}, never {}",
                k * n,
                self.sum
            ));
        }
        out.sums.push(WeightedSum {
            name: format!("the little killer {}", self.sum),
            terms: self.cells.iter().map(|&cell| (cell, 1)).collect(),
            total: self.sum as i32,
        });
        Ok(())
    }
}

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
        check_diagonal(&self.cells, self.sum, geometry)?;
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

/// Checks that `cells` run along one diagonal, each next to the one
/// before it, as a little killer's arrow points.
fn check_diagonal(cells: &[u16], sum: u32, geometry: &Geometry) -> Result<(), String> {
    let at = |cell: u16| {
        let cell = usize::from(cell);
        (
            geometry.row_of(cell) as isize,
            geometry.col_of(cell) as isize,
        )
    };
    let step = |pair: &[u16]| {
        let ((r0, c0), (r1, c1)) = (at(pair[0]), at(pair[1]));
        (r1 - r0, c1 - c0)
    };
    let first = cells.get(..2).map(step);
    let off = cells.windows(2).find(|pair| {
        let (dr, dc) = step(pair);
        dr.abs() != 1 || dc.abs() != 1 || Some((dr, dc)) != first
    });
    match off {
        Some(pair) => Err(format!(
            "the little killer {sum} from {} leaves its diagonal between {} and {}: a little \
             killer's cells run along one diagonal, each next to the one before",
            geometry.cell_name(usize::from(cells[0])),
            geometry.cell_name(usize::from(pair[0])),
            geometry.cell_name(usize::from(pair[1]))
        )),
        None => Ok(()),
    }
}

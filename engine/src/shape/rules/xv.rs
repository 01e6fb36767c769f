//! XV: the digits of two cells that share an edge add up to 10 under an X
//! (`xv=X:0.1`) and to 5 under a V (`xv=V:0.1`); any other sum is given as
//! a number (`xv=15:0.1`).

use std::sync::Arc;

use super::{check_adjacent, check_cells, read_cells, read_number, split_value, write_cells, Mark};
use super::{Constraints, Relation, Rule};
use crate::shape::Geometry;

/// One X, V or sum between two cells.
#[derive(Debug)]
pub struct Xv {
    pub sum: u32,
    pub cells: [u16; 2],
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let example = "an XV mark gives its sum and cells: xv=X:0.1, xv=V:0.1 or xv=15:0.1";
    let (Some(sum), cells) = split_value(data.ok_or(example)?) else {
        return Err(example.into());
    };
    let sum = match sum {
        "X" | "x" => 10,
        "V" | "v" => 5,
        sum => read_number(sum, "an XV sum (X, V or a number)")?,
    };
    let [a, b] = read_cells(cells)?[..] else {
        return Err(example.into());
    };
    Ok(Arc::new(Xv { sum, cells: [a, b] }))
}

impl Rule for Xv {
    fn marks(&self) -> Vec<Mark> {
        let label = match self.sum {
            10 => "X".to_string(),
            5 => "V".to_string(),
            sum => sum.to_string(),
        };
        vec![Mark::Edge {
            style: "xv",
            cells: self.cells,
            label: Some(label),
        }]
    }

    fn text(&self) -> String {
        let sum = match self.sum {
            10 => "X".into(),
            5 => "V".into(),
            sum => sum.to_string(),
        };
        format!("xv={sum}:{}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        match self.sum {
            10 => "X (sum 10)".into(),
            5 => "V (sum 5)".into(),
            sum => format!("sum {sum} of two cells"),
        }
    }

    fn plural(&self) -> Option<&'static str> {
        Some("X and V marks")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        check_adjacent(geometry, self.cells[0], self.cells[1])?;
        let n = geometry.size() as u32;
        if !(3..2 * n).contains(&self.sum) {
            return Err(format!(
                "two different digits 1-{n} never add up to {}",
                self.sum
            ));
        }
        let [a, b] = self.cells.map(usize::from);
        out.add_pair(a, b, Relation::Sum(self.sum as u8));
        Ok(())
    }
}

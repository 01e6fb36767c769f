//! Arrows: the digits along the arrow add up to the number in its circle
//! (`arrow=0:1.2.3`); a pill of several cells reads as one number, first
//! cell first (`arrow=0.1:2.3.4`). Digits on the arrow may repeat.

use std::sync::Arc;

use super::{
    check_line, read_cells, split_value, write_cells, Constraints, Mark, Rule, WeightedSum,
};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Arrow {
    circle: Vec<u16>,
    line: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let example = "an arrow gives its circle's cells, then its line's: arrow=0:1.2.3";
    let (Some(circle), line) = split_value(data.ok_or(example)?) else {
        return Err(example.into());
    };
    let (circle, line) = (read_cells(circle)?, read_cells(line)?);
    if let Some(cell) = circle.iter().find(|cell| line.contains(cell)) {
        return Err(format!(
            "cell {cell} is both in the circle and on the arrow"
        ));
    }
    Ok(Arc::new(Arrow { circle, line }))
}

impl Rule for Arrow {
    fn marks(&self) -> Vec<Mark> {
        vec![Mark::Arrow {
            circle: self.circle.clone(),
            line: self.line.clone(),
        }]
    }

    fn text(&self) -> String {
        format!(
            "arrow={}:{}",
            write_cells(&self.circle),
            write_cells(&self.line)
        )
    }

    fn title(&self) -> String {
        format!("arrow of {} cells", self.line.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("arrows")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_line("arrow's circle", &self.circle, geometry)?;
        check_line("arrow", &self.line, geometry)?;
        let touches = |&cell: &u16| {
            let (a, b) = (usize::from(cell), usize::from(self.line[0]));
            geometry.row_of(a).abs_diff(geometry.row_of(b)) <= 1
                && geometry.col_of(a).abs_diff(geometry.col_of(b)) <= 1
        };
        if !self.circle.iter().any(touches) {
            return Err(format!(
                "the arrow from {} starts at {}, which does not touch its circle",
                geometry.cell_name(usize::from(self.circle[0])),
                geometry.cell_name(usize::from(self.line[0]))
            ));
        }
        if self.circle.len() > 3 {
            return Err(format!(
                "a circle of {} cells is too long a number",
                self.circle.len()
            ));
        }
        let mut place = 1;
        let mut terms: Vec<(u16, i32)> = Vec::new();
        for &cell in self.circle.iter().rev() {
            terms.push((cell, -place));
            place *= 10;
        }
        terms.extend(self.line.iter().map(|&cell| (cell, 1)));
        out.sums.push(WeightedSum {
            name: format!(
                "the arrow from {}",
                geometry.cell_name(usize::from(self.circle[0]))
            ),
            terms,
            total: 0,
        });
        Ok(())
    }
}

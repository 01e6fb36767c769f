//! Odd and even cells: `odd=0.5.9` holds odd digits only, `even=3.4` even
//! digits only.

use std::sync::Arc;

use super::{check_cells, read_line, write_cells, Constraints, Mark, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Parity {
    cells: Vec<u16>,
    odd: bool,
}

pub fn read_odd(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line("odd", data, 1)?;
    Ok(Arc::new(Parity { cells, odd: true }))
}

pub fn read_even(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line("even", data, 1)?;
    Ok(Arc::new(Parity { cells, odd: false }))
}

impl Rule for Parity {
    fn marks(&self) -> Vec<Mark> {
        let style = if self.odd { "odd" } else { "even" };
        self.cells
            .iter()
            .map(|&cell| match self.odd {
                true => Mark::Circle {
                    style,
                    cells: vec![cell],
                },
                false => Mark::Square { style, cell },
            })
            .collect()
    }

    fn text(&self) -> String {
        let tag = if self.odd { "odd" } else { "even" };
        format!("{tag}={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        let kind = if self.odd { "odd" } else { "even" };
        match self.cells.len() {
            1 => format!("an {kind} cell"),
            count => format!("{count} {kind} cells"),
        }
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        // Bit d - 1 for digit d: odd digits are the even bits.
        let odd = 0x5555_5555_5555_5555u64;
        let digits = if self.odd { odd } else { !odd };
        out.narrowed
            .extend(self.cells.iter().map(|&cell| (cell, digits)));
        Ok(())
    }
}

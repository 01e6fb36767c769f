//! Thermometers: digits increase from the bulb along the line
//! (`thermo=0.1.2`, bulb first); on a slow thermometer they never
//! decrease (`slowthermo=0.1.2`).

use std::sync::Arc;

use super::{check_cells, drawing, read_line, write_cells, Constraints, Mark, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Thermometer {
    cells: Vec<u16>,
    slow: bool,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line("thermometer", data, 1)?;
    Ok(Arc::new(Thermometer { cells, slow: false }))
}

pub fn read_slow(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line("slow thermometer", data, 1)?;
    Ok(Arc::new(Thermometer { cells, slow: true }))
}

impl Rule for Thermometer {
    fn marks(&self) -> Vec<Mark> {
        let style = if self.slow { "slowthermo" } else { "thermo" };
        let mut marks = drawing::line(style, &self.cells);
        marks.extend(self.cells.first().map(|&bulb| Mark::Circle {
            style,
            cells: vec![bulb],
        }));
        marks
    }

    fn text(&self) -> String {
        let tag = if self.slow { "slowthermo" } else { "thermo" };
        format!("{tag}={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        let kind = if self.slow {
            "slow thermometer"
        } else {
            "thermometer"
        };
        format!("{kind} of {} cells", self.cells.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some(if self.slow {
            "slow thermometers"
        } else {
            "thermometers"
        })
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        let n = geometry.size();
        if self.slow {
            for pair in self.cells.windows(2) {
                out.add_pair(
                    usize::from(pair[0]),
                    usize::from(pair[1]),
                    Relation::Below(0),
                );
            }
            return Ok(());
        }
        if self.cells.len() > n {
            return Err(format!(
                "{} cells cannot increase within 1-{n}",
                self.cells.len()
            ));
        }
        // Every pair, not only neighbours: a cell k places up the line is
        // at least k above, which narrows without a chain of steps.
        for (i, &low) in self.cells.iter().enumerate() {
            for (k, &high) in self.cells[i + 1..].iter().enumerate() {
                out.add_pair(
                    usize::from(low),
                    usize::from(high),
                    Relation::Below(k as u8 + 1),
                );
            }
        }
        Ok(())
    }
}

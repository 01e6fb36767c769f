//! Thermometers: digits increase from the bulb along the line
//! (`thermo=0.1.2`, bulb first); on a slow thermometer they never
//! decrease (`slowthermo=0.1.2`). A slow thermometer may turn back
//! through a cell (the digits between the two visits are then equal); a
//! thermometer cannot.

use std::sync::Arc;

use super::{
    check_line, drawing, read_path, revisited, write_cells, Constraints, Mark, Relation, Rule,
};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Thermometer {
    cells: Vec<u16>,
    slow: bool,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("thermometer", data, 1)?;
    Ok(Arc::new(Thermometer { cells, slow: false }))
}

pub fn read_slow(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("slow thermometer", data, 1)?;
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
        let what = if self.slow {
            "slow thermometer"
        } else {
            "thermometer"
        };
        check_line(what, &self.cells, geometry)?;
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
        if let Some(cell) = revisited(&self.cells) {
            return Err(format!(
                "the thermometer from {} passes through {} twice: its digits increase along \
                 it, so no cell can be on it twice",
                geometry.cell_name(usize::from(self.cells[0])),
                geometry.cell_name(usize::from(cell))
            ));
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

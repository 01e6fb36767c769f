//! Killer cages: the digits of a cage never repeat and, when the cage has a
//! sum, add up to it. Text: `cage=15:0.1.2` (0-based cells), `cage=:4.5`
//! or `cage=0:4.5` for a cage without a sum.

use std::sync::Arc;

use super::{check_cells, read_cells, write_cells, Constraints, Group, Rule};
use crate::shape::Geometry;

/// One killer cage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cage {
    pub cells: Vec<u16>,
    pub sum: Option<u32>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let data = data.ok_or("a cage has a sum and cells: cage=15:0.1.2")?;
    let (sum, cells) = data
        .split_once(':')
        .ok_or_else(|| format!("'{data}' is not a cage: write SUM:CELLS, such as 15:0.1.2"))?;
    let sum = match sum.trim() {
        "" | "0" => None,
        text => Some(
            text.parse::<u32>()
                .map_err(|_| format!("'{text}' is not a cage sum"))?,
        ),
    };
    Ok(Arc::new(Cage {
        cells: read_cells(cells)?,
        sum,
    }))
}

impl Rule for Cage {
    fn text(&self) -> String {
        format!(
            "cage={}:{}",
            self.sum.map_or(String::new(), |sum| sum.to_string()),
            write_cells(&self.cells)
        )
    }

    fn title(&self) -> String {
        match self.sum {
            Some(sum) => format!("killer cage {sum}"),
            None => "killer cage".into(),
        }
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        let n = geometry.size() as u32;
        let k = self.cells.len() as u32;
        if k > n {
            return Err(format!("{k} cells cannot hold distinct digits 1-{n}"));
        }
        if let Some(sum) = self.sum {
            let (least, most) = (k * (k + 1) / 2, k * (2 * n - k + 1) / 2);
            if !(least..=most).contains(&sum) {
                return Err(format!(
                    "{k} distinct digits 1-{n} add up to {least}-{most}, never {sum}"
                ));
            }
        }
        out.add_group(Group {
            name: format!("cage {}", out.groups.len() + 1),
            cells: self.cells.clone(),
            sum: self.sum,
        });
        Ok(())
    }

    fn as_cage(&self) -> Option<&Cage> {
        Some(self)
    }

    fn plural(&self) -> Option<&'static str> {
        Some("killer cages")
    }
}

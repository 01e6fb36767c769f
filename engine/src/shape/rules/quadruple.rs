//! Quadruples: the digits given at the point where four cells meet each
//! appear among those cells, a digit given twice twice
//! (`quadruple=3.4.5:20.21.29.30`: the digits, then the cells).

use std::sync::Arc;

use super::sequence::{Automaton, Sequence};
use super::{check_cells, read_cells, split_value, write_cells, Constraints, Mark, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Quadruple {
    digits: Vec<u8>,
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let example = "a quadruple gives its digits, then its cells: quadruple=3.4.5:20.21.29.30";
    let (Some(digits), cells) = split_value(data.ok_or(example)?) else {
        return Err(example.into());
    };
    let digits = digits
        .split('.')
        .map(|digit| {
            digit
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|&digit| digit > 0)
                .ok_or_else(|| format!("'{digit}' is not a quadruple's digit ({example})"))
        })
        .collect::<Result<Vec<u8>, String>>()?;
    Ok(Arc::new(Quadruple {
        digits,
        cells: read_cells(cells)?,
    }))
}

impl Rule for Quadruple {
    fn marks(&self) -> Vec<Mark> {
        let digits: Vec<String> = self.digits.iter().map(u8::to_string).collect();
        vec![Mark::Corner {
            cells: self.cells.clone(),
            label: digits.join(""),
        }]
    }

    fn text(&self) -> String {
        let digits: Vec<String> = self.digits.iter().map(u8::to_string).collect();
        format!(
            "quadruple={}:{}",
            digits.join("."),
            write_cells(&self.cells)
        )
    }

    fn title(&self) -> String {
        let digits: Vec<String> = self.digits.iter().map(u8::to_string).collect();
        format!("quadruple {}", digits.join(""))
    }

    fn plural(&self) -> Option<&'static str> {
        Some("quadruples")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        let size = geometry.size();
        if let Some(digit) = self.digits.iter().find(|&&d| usize::from(d) > size) {
            return Err(format!("a {size}x{size} grid has no digit {digit}"));
        }
        if self.digits.len() > self.cells.len() {
            return Err(format!(
                "{} digits do not fit in {} cells",
                self.digits.len(),
                self.cells.len()
            ));
        }
        out.sequences.push(Sequence {
            name: format!(
                "the quadruple at {}",
                geometry.cell_name(usize::from(self.cells[0]))
            ),
            cells: self.cells.clone(),
            machine: Arc::new(Needs {
                digits: self.digits.clone(),
            }),
        });
        Ok(())
    }
}

/// The state is which of the digits are found (a bit each; a digit given
/// twice is found by its first unfound copy).
#[derive(Debug)]
struct Needs {
    digits: Vec<u8>,
}

impl Automaton for Needs {
    fn start(&self) -> u64 {
        0
    }

    fn step(&self, found: u64, _: usize, digit: u8) -> Option<u64> {
        let unfound =
            (0..self.digits.len()).find(|&i| self.digits[i] == digit && found >> i & 1 == 0);
        Some(unfound.map_or(found, |i| found | 1 << i))
    }

    fn accepts(&self, found: u64) -> bool {
        found == (1 << self.digits.len()) - 1
    }
}

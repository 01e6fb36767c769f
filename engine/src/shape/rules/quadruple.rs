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
        let needs = Needs::of(&self.digits).ok_or_else(|| {
            format!(
                "the quadruple at {} gives too many digits to count",
                geometry.cell_name(usize::from(self.cells[0]))
            )
        })?;
        out.sequences.push(Sequence {
            name: format!(
                "the quadruple at {}",
                geometry.cell_name(usize::from(self.cells[0]))
            ),
            cells: self.cells.clone(),
            machine: Arc::new(needs),
        });
        Ok(())
    }
}

/// The state counts, for each digit given, the copies of it found so far
/// (up to the copies given), as the digits of a number whose places are
/// the counts plus one: a digit given 64 times is one place of 65, never
/// 64 bits of a mask.
#[derive(Debug)]
struct Needs {
    /// Each digit given, how many times, and its place's value.
    wanted: Vec<(u8, u64, u64)>,
    /// The state once every copy is found.
    all_found: u64,
}

impl Needs {
    /// The machine of `digits`; `None` when the counts do not fit a
    /// state of 64 bits.
    fn of(digits: &[u8]) -> Option<Needs> {
        let mut sorted = digits.to_vec();
        sorted.sort_unstable();
        let mut wanted = Vec::new();
        let mut place = 1u64;
        let mut all_found = 0u64;
        for run in sorted.chunk_by(|a, b| a == b) {
            let copies = run.len() as u64;
            wanted.push((run[0], copies, place));
            all_found += copies * place;
            place = place.checked_mul(copies + 1)?;
        }
        Some(Needs { wanted, all_found })
    }
}

impl Automaton for Needs {
    fn start(&self) -> u64 {
        0
    }

    fn step(&self, found: u64, _: usize, digit: u8) -> Option<u64> {
        let Some(&(_, copies, place)) = self.wanted.iter().find(|&&(d, _, _)| d == digit) else {
            return Some(found);
        };
        let so_far = found / place % (copies + 1);
        Some(if so_far < copies {
            found + place
        } else {
            found
        })
    }

    fn accepts(&self, found: u64) -> bool {
        found == self.all_found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// True when `needs` accepts `digits` read in order.
    fn keeps(needs: &Needs, digits: &[u8]) -> bool {
        let end = digits
            .iter()
            .try_fold(needs.start(), |state, &digit| needs.step(state, 0, digit));
        end.is_some_and(|state| needs.accepts(state))
    }

    #[test]
    fn each_digit_given_is_found_as_often_as_given() {
        let needs = Needs::of(&[3, 1, 3]).unwrap();
        assert!(keeps(&needs, &[3, 2, 1, 3]));
        assert!(!keeps(&needs, &[3, 2, 1, 4]), "one 3 short");
        assert!(keeps(&needs, &[3, 3, 3, 1]), "a third 3 is allowed");
    }

    #[test]
    fn a_digit_given_64_times_needs_all_64() {
        let needs = Needs::of(&[1; 64]).unwrap();
        let mut cells = vec![1u8; 64];
        assert!(keeps(&needs, &cells));
        cells[10] = 2;
        assert!(!keeps(&needs, &cells), "63 ones are not 64");
    }
}

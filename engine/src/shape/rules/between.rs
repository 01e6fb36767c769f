//! Between lines: the digits on the line between its two circles (its
//! first and last cells) lie strictly between the circles' digits
//! (`between=0.1.2.3`).

use std::sync::Arc;

use super::sequence::{Automaton, Sequence};
use super::{check_line, drawing, read_path, write_cells, Constraints, Mark, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct BetweenLine {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_path("between line", data, 2)?;
    Ok(Arc::new(BetweenLine { cells }))
}

impl Rule for BetweenLine {
    fn marks(&self) -> Vec<Mark> {
        let ends = [self.cells.first(), self.cells.last()];
        let mut marks = drawing::line("between", &self.cells);
        marks.extend(ends.into_iter().flatten().map(|&cell| Mark::Circle {
            style: "between",
            cells: vec![cell],
        }));
        marks
    }

    fn text(&self) -> String {
        format!("between={}", write_cells(&self.cells))
    }

    fn title(&self) -> String {
        format!("between line of {} cells", self.cells.len())
    }

    fn plural(&self) -> Option<&'static str> {
        Some("between lines")
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_line("between line", &self.cells, geometry)?;
        let (first, last) = (self.cells[0], self.cells[self.cells.len() - 1]);
        out.sequences.push(Sequence {
            name: format!(
                "the between line from {} to {}",
                geometry.cell_name(usize::from(first)),
                geometry.cell_name(usize::from(last))
            ),
            cells: self.cells.clone(),
            machine: Arc::new(Between {
                last: self.cells.len() - 1,
            }),
        });
        Ok(())
    }
}

/// The state is the first circle's digit and how the digits between so
/// far lie: none yet, or all above the circle and the greatest of them,
/// or all below it and the least of them (at most 2N² states: the far
/// side's extreme is all the last circle is compared with).
#[derive(Debug)]
struct Between {
    last: usize,
}

const DONE: u64 = u64::MAX;
/// The digits between so far lie above the circle (bit 16 set) or below.
const ABOVE: u64 = 1 << 16;

impl Automaton for Between {
    fn start(&self) -> u64 {
        0
    }

    fn step(&self, state: u64, position: usize, digit: u8) -> Option<u64> {
        let digit = u64::from(digit);
        if position == 0 {
            return Some(digit);
        }
        let (circle, extreme, above) = (state & 0xff, state >> 8 & 0xff, state & ABOVE != 0);
        if position == self.last {
            let between = extreme == 0 || (above && extreme < digit) || (!above && digit < extreme);
            return between.then_some(DONE);
        }
        if digit == circle {
            return None;
        }
        let goes_above = digit > circle;
        if extreme != 0 && goes_above != above {
            return None;
        }
        let extreme = match (extreme, goes_above) {
            (0, _) => digit,
            (_, true) => extreme.max(digit),
            (_, false) => extreme.min(digit),
        };
        let side = if goes_above { ABOVE } else { 0 };
        Some(circle | extreme << 8 | side)
    }

    fn accepts(&self, state: u64) -> bool {
        state == DONE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// True when the machine accepts `digits` as a whole line.
    fn keeps(digits: &[u8]) -> bool {
        let machine = Between {
            last: digits.len() - 1,
        };
        let end = digits
            .iter()
            .enumerate()
            .try_fold(machine.start(), |state, (at, &digit)| {
                machine.step(state, at, digit)
            });
        end.is_some_and(|state| machine.accepts(state))
    }

    #[test]
    fn the_digits_between_lie_strictly_between_the_circles() {
        assert!(keeps(&[2, 5, 3, 4, 8]));
        assert!(keeps(&[8, 5, 3, 4, 2]));
        assert!(keeps(&[8, 2]), "nothing between");
        assert!(!keeps(&[2, 5, 8, 8]), "8 is not below 8");
        assert!(!keeps(&[2, 1, 5, 8]), "1 is below both");
        assert!(!keeps(&[8, 3, 5, 4]), "3 is not above 4");
        assert!(!keeps(&[5, 5, 6, 9]), "a circle's own digit is not between");
    }
}

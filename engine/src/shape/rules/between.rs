//! Between lines: the digits on the line between its two circles (its
//! first and last cells) lie strictly between the circles' digits
//! (`between=0.1.2.3`).

use std::sync::Arc;

use super::sequence::{Automaton, Sequence};
use super::{check_cells, drawing, read_line, write_cells, Constraints, Mark, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct BetweenLine {
    cells: Vec<u16>,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let cells = read_line("between line", data, 2)?;
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
        check_cells(&self.cells, geometry)?;
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

/// The state is the first circle's digit and the least and greatest
/// digit between so far (none yet: least 255, greatest 0), packed.
#[derive(Debug)]
struct Between {
    last: usize,
}

const DONE: u64 = u64::MAX;
const NONE_YET: u64 = 0xff << 8;

impl Automaton for Between {
    fn start(&self) -> u64 {
        0
    }

    fn step(&self, state: u64, position: usize, digit: u8) -> Option<u64> {
        let digit = u64::from(digit);
        if position == 0 {
            return Some(digit | NONE_YET);
        }
        let (circle, least, greatest) = (state & 0xff, state >> 8 & 0xff, state >> 16);
        if position == self.last {
            let between = greatest == 0
                || (circle < least && greatest < digit)
                || (digit < least && greatest < circle);
            return between.then_some(DONE);
        }
        let (least, greatest) = (least.min(digit), greatest.max(digit));
        let one_side = (circle < least) || (greatest < circle);
        one_side.then_some(circle | least << 8 | greatest << 16)
    }

    fn accepts(&self, state: u64) -> bool {
        state == DONE
    }
}

//! Clues outside the grid about the row or column they face: sandwiches,
//! X-sums and skyscrapers (`sandwich=18:0.1.2.3.4.5.6.7.8`: the clue's
//! value, then the line's cells in order from the clue). Each kind is a
//! file that gives its [`Kind`]: its tag, its names and its machine.

use std::sync::Arc;

use super::sequence::{Automaton, Sequence};
use super::{read_cells, read_number, split_value, write_cells, Constraints, Mark, Rule};
use crate::shape::Geometry;

/// One kind of outside clue.
#[derive(Debug)]
pub struct Kind {
    pub tag: &'static str,
    /// What a person calls one clue: `sandwich`.
    pub name: &'static str,
    pub plural: &'static str,
    /// The machine that checks a line of a grid of `size` against the
    /// clue's value, or why the value cannot be.
    pub machine: fn(value: u32, size: usize) -> Result<Arc<dyn Automaton>, String>,
}

/// One clue and the line it faces.
#[derive(Debug)]
pub struct OutsideClue {
    pub kind: &'static Kind,
    pub value: u32,
    /// The line's cells, in order from the clue.
    pub cells: Vec<u16>,
}

/// Reads `value:cells` data into a clue of `kind`.
pub fn read(kind: &'static Kind, data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let tag = kind.tag;
    let example = format!(
        "{} gives its value, then the cells of its row or column from the clue: \
         {tag}=18:0.1.2.3.4.5.6.7.8",
        super::with_article(kind.name)
    );
    let (Some(value), cells) = split_value(data.ok_or(&example)?) else {
        return Err(example);
    };
    Ok(Arc::new(OutsideClue {
        kind,
        value: read_number(
            value,
            &format!("{}'s value", super::with_article(kind.name)),
        )?,
        cells: read_cells(cells)?,
    }))
}

impl Rule for OutsideClue {
    fn marks(&self) -> Vec<Mark> {
        vec![Mark::Outside {
            style: self.kind.tag,
            cells: self.cells.clone(),
            label: self.value.to_string(),
        }]
    }

    fn text(&self) -> String {
        format!(
            "{}={}:{}",
            self.kind.tag,
            self.value,
            write_cells(&self.cells)
        )
    }

    fn title(&self) -> String {
        format!("{} {}", self.kind.name, self.value)
    }

    fn plural(&self) -> Option<&'static str> {
        Some(self.kind.plural)
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        let line = outside_line(&self.cells, geometry.size())?;
        out.sequences.push(Sequence {
            name: format!("the {} {} of {line}", self.kind.name, self.value),
            cells: self.cells.clone(),
            machine: (self.kind.machine)(self.value, geometry.size())?,
        });
        Ok(())
    }
}

/// The rows and columns read from outside the grid: the clue's cells in
/// order from the clue, checked to be a whole row or column of a grid of
/// `size`; the line's name (`row 3 from the left`).
fn outside_line(cells: &[u16], size: usize) -> Result<String, String> {
    let n = size as isize;
    let at = |cell: u16| (cell as isize / n, cell as isize % n);
    let wrong = || {
        format!(
            "an outside clue lists a whole row or column from the clue's side, {size} cells \
             (cells 0.1.2... for row 1 from the left)"
        )
    };
    if cells.len() != size || cells.iter().any(|&cell| usize::from(cell) >= size * size) {
        return Err(wrong());
    }
    let (first, second) = (at(cells[0]), at(cells[1]));
    let step = (second.0 - first.0, second.1 - first.1);
    let along = cells.iter().enumerate().all(|(i, &cell)| {
        at(cell) == (first.0 + step.0 * i as isize, first.1 + step.1 * i as isize)
    });
    let name = match step {
        (0, 1) => format!("row {} from the left", first.0 + 1),
        (0, -1) => format!("row {} from the right", first.0 + 1),
        (1, 0) => format!("column {} from the top", first.1 + 1),
        (-1, 0) => format!("column {} from the bottom", first.1 + 1),
        _ => return Err(wrong()),
    };
    if along {
        Ok(name)
    } else {
        Err(wrong())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_outside_line_is_a_whole_row_or_column_from_its_clue() {
        assert_eq!(
            outside_line(&[0, 1, 2, 3], 4).unwrap(),
            "row 1 from the left"
        );
        assert_eq!(
            outside_line(&[15, 11, 7, 3], 4).unwrap(),
            "column 4 from the bottom"
        );
        assert!(outside_line(&[0, 1, 2], 4).is_err());
        assert!(outside_line(&[0, 5, 10, 15], 4).is_err(), "a diagonal");
        assert!(outside_line(&[2, 3, 4, 5], 4).is_err(), "wraps a row");
    }
}

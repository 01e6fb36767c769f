//! Kropki dots between two cells that share an edge: a white dot's digits
//! are consecutive (`white=0.1`) or, with a value, that far apart
//! (`white=3:0.1`); a black dot's digits are one twice the other
//! (`black=0.1`) or, with a value, that many times (`black=3:0.1`).

use std::sync::Arc;

use super::{check_adjacent, check_cells, read_cells, read_number, split_value, write_cells, Mark};
use super::{Constraints, Relation, Rule};
use crate::shape::Geometry;

/// The colour of a dot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// Digits a value apart.
    White,
    /// One digit a value times the other.
    Black,
}

impl Colour {
    fn tag(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }

    /// The value of a dot drawn without one.
    fn usual(self) -> u32 {
        match self {
            Colour::White => 1,
            Colour::Black => 2,
        }
    }
}

/// One kropki dot.
#[derive(Debug)]
pub struct Dot {
    pub colour: Colour,
    pub value: u32,
    pub cells: [u16; 2],
}

pub fn read_white(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    read(Colour::White, data)
}

pub fn read_black(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    read(Colour::Black, data)
}

fn read(colour: Colour, data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let tag = colour.tag();
    let example = format!("a {tag} dot gives its two cells: {tag}=0.1, or {tag}=VALUE:0.1");
    let (value, cells) = split_value(data.ok_or(&example)?);
    let value = match value {
        None => colour.usual(),
        Some(value) => read_number(value, &format!("a {tag} dot's value"))?,
    };
    let [a, b] = read_cells(cells)?[..] else {
        return Err(example);
    };
    if colour == Colour::Black && value == 0 {
        return Err("a black dot's value is 1 or more".into());
    }
    Ok(Arc::new(Dot {
        colour,
        value,
        cells: [a, b],
    }))
}

impl Rule for Dot {
    fn marks(&self) -> Vec<Mark> {
        let label = (self.value != self.colour.usual()).then(|| self.value.to_string());
        vec![Mark::Edge {
            style: self.colour.tag(),
            cells: self.cells,
            label,
        }]
    }

    fn text(&self) -> String {
        let value = match self.value == self.colour.usual() {
            true => String::new(),
            false => format!("{}:", self.value),
        };
        format!("{}={value}{}", self.colour.tag(), write_cells(&self.cells))
    }

    fn title(&self) -> String {
        match (self.colour, self.value) {
            (Colour::White, 1) => "white dot".into(),
            (Colour::Black, 2) => "black dot".into(),
            (Colour::White, value) => format!("white dot (difference {value})"),
            (Colour::Black, value) => format!("black dot (ratio {value})"),
        }
    }

    fn plural(&self) -> Option<&'static str> {
        Some(match self.colour {
            Colour::White => "white dots",
            Colour::Black => "black dots",
        })
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        check_cells(&self.cells, geometry)?;
        check_adjacent(geometry, self.cells[0], self.cells[1])?;
        let value = u8::try_from(self.value).unwrap_or(u8::MAX);
        let relation = match self.colour {
            Colour::White => Relation::Difference(value),
            Colour::Black => Relation::Ratio(value),
        };
        let [a, b] = self.cells.map(usize::from);
        out.add_pair(a, b, relation);
        Ok(())
    }
}

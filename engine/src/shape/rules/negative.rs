//! Negative constraints: every two cells sharing an edge without a mark
//! of a kind are not so related. `negative=white`: no kropki dot, not
//! consecutive; `negative=black`: no kropki dot, neither twice the other;
//! `negative=xv`: no X or V, not adding up to 10 or 5.

use std::sync::Arc;

use super::{orthogonal, Constraints, Relation, Rule};
use crate::shape::Geometry;

/// The marks whose absence says something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    White,
    Black,
    Xv,
}

#[derive(Debug)]
pub struct Negative {
    marks: Marks,
}

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    let marks = match data.map(str::to_ascii_lowercase).as_deref() {
        Some("white" | "difference") => Marks::White,
        Some("black" | "ratio") => Marks::Black,
        Some("xv") => Marks::Xv,
        _ => return Err("a negative constraint is for white, black or xv: negative=white".into()),
    };
    Ok(Arc::new(Negative { marks }))
}

impl Negative {
    /// True when a pair with `relation` carries a mark this constraint
    /// looks for: a kropki dot of either colour, or an X or V.
    fn marked(&self, relation: Relation) -> bool {
        match self.marks {
            Marks::White | Marks::Black => {
                matches!(relation, Relation::Difference(_) | Relation::Ratio(_))
            }
            Marks::Xv => matches!(relation, Relation::Sum(_)),
        }
    }
}

impl Rule for Negative {
    fn text(&self) -> String {
        let marks = match self.marks {
            Marks::White => "white",
            Marks::Black => "black",
            Marks::Xv => "xv",
        };
        format!("negative={marks}")
    }

    fn title(&self) -> String {
        match self.marks {
            Marks::White => "every white dot given".into(),
            Marks::Black => "every black dot given".into(),
            Marks::Xv => "every X and V given".into(),
        }
    }

    fn reads_other_rules(&self) -> bool {
        true
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        let mut marked: Vec<(u16, u16)> = out
            .pairs
            .iter()
            .filter(|&&(_, _, relation)| self.marked(relation))
            .map(|&(a, b, _)| (a.min(b), a.max(b)))
            .collect();
        marked.sort_unstable();
        let relations: &[Relation] = match self.marks {
            Marks::White => &[Relation::NotConsecutive],
            Marks::Black => &[Relation::NotRatio(2)],
            Marks::Xv => &[Relation::NotSum(10), Relation::NotSum(5)],
        };
        for cell in 0..geometry.cells() {
            for other in orthogonal(geometry, cell).filter(|&other| other > cell) {
                if marked.binary_search(&(cell as u16, other as u16)).is_err() {
                    for &relation in relations {
                        out.add_pair(cell, other, relation);
                    }
                }
            }
        }
        Ok(())
    }
}

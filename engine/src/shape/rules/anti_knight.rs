//! Anti-knight: two cells a chess knight's move apart hold different digits.

use std::sync::Arc;

use super::{add_offset_pairs, no_data, Constraints, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct AntiKnight;

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    no_data("antiknight", data, Arc::new(AntiKnight))
}

impl Rule for AntiKnight {
    fn text(&self) -> String {
        "antiknight".into()
    }

    fn title(&self) -> String {
        "anti-knight".into()
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        add_offset_pairs(
            geometry,
            &[(1, 2), (2, 1), (1, -2), (2, -1)],
            Relation::Differ,
            out,
        );
        Ok(())
    }
}

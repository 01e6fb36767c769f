//! Anti-king: two cells a chess king's move apart hold different digits
//! (the diagonal neighbours; orthogonal ones share a row or column anyway).

use std::sync::Arc;

use super::{add_offset_pairs, no_data, Constraints, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct AntiKing;

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    no_data("antiking", data, Arc::new(AntiKing))
}

impl Rule for AntiKing {
    fn text(&self) -> String {
        "antiking".into()
    }

    fn title(&self) -> String {
        "anti-king".into()
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        add_offset_pairs(geometry, &[(1, 1), (1, -1)], Relation::Differ, out);
        Ok(())
    }
}

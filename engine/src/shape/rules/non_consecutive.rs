//! Non-consecutive: orthogonal neighbours never hold consecutive digits.

use std::sync::Arc;

use super::{add_offset_pairs, no_data, Constraints, Relation, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct NonConsecutive;

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    no_data("nonconsecutive", data, Arc::new(NonConsecutive))
}

impl Rule for NonConsecutive {
    fn text(&self) -> String {
        "nonconsecutive".into()
    }

    fn title(&self) -> String {
        "non-consecutive".into()
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        add_offset_pairs(geometry, &[(0, 1), (1, 0)], Relation::NotConsecutive, out);
        Ok(())
    }
}

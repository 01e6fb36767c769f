//! Disjoint groups: the cells at the same place in every box hold every
//! digit once (N groups of N cells).

use std::sync::Arc;

use super::{no_data, Constraints, House, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Disjoint;

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    no_data("disjoint", data, Arc::new(Disjoint))
}

impl Rule for Disjoint {
    fn text(&self) -> String {
        "disjoint".into()
    }

    fn title(&self) -> String {
        "disjoint groups".into()
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        let boxes = geometry
            .boxes()
            .ok_or("disjoint groups need boxes, and this size has none")?;
        let n = geometry.size();
        let across = n / boxes.cols;
        for place in 0..n {
            let (r, c) = (place / boxes.cols, place % boxes.cols);
            let cells = (0..n)
                .map(|index| {
                    let (top, left) =
                        ((index / across) * boxes.rows, (index % across) * boxes.cols);
                    geometry.cell(top + r, left + c)
                })
                .collect();
            out.add_house(House::new(format!("disjoint group {}", place + 1), cells));
        }
        Ok(())
    }
}

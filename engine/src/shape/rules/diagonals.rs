//! Sudoku X: each main diagonal holds every digit once.

use std::sync::Arc;

use super::{no_data, Constraints, House, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Diagonals;

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    no_data("x", data, Arc::new(Diagonals))
}

impl Rule for Diagonals {
    fn text(&self) -> String {
        "x".into()
    }

    fn title(&self) -> String {
        "X (both diagonals)".into()
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        let n = geometry.size();
        let down = (0..n).map(|i| geometry.cell(i, i)).collect();
        let up = (0..n).map(|i| geometry.cell(n - 1 - i, i)).collect();
        out.add_house(House::new("the main diagonal".into(), down));
        out.add_house(House::new("the anti-diagonal".into(), up));
        Ok(())
    }
}

//! Windoku (hyper Sudoku): extra b x b windows, b = √N, each holding every
//! digit once, their top-left corners at rows and columns 1, b+2, 2b+3...
//! (0-based): four windows on 9x9, nine on 16x16.

use std::sync::Arc;

use super::{no_data, Constraints, House, Rule};
use crate::shape::Geometry;

#[derive(Debug)]
pub struct Windows;

pub fn read(data: Option<&str>) -> Result<Arc<dyn Rule>, String> {
    no_data("windoku", data, Arc::new(Windows))
}

impl Rule for Windows {
    fn text(&self) -> String {
        "windoku".into()
    }

    fn title(&self) -> String {
        "windoku windows".into()
    }

    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String> {
        let n = geometry.size();
        let side = (1..=n).find(|side| side * side >= n).unwrap_or(1);
        if side * side != n || side < 2 {
            return Err(format!(
                "windows need a square size such as 9 or 16, not {n}"
            ));
        }
        let starts: Vec<usize> = (0..)
            .map(|k| 1 + k * (side + 1))
            .take_while(|start| start + side <= n)
            .collect();
        let mut number = 0;
        for &top in &starts {
            for &left in &starts {
                number += 1;
                let cells = (0..side)
                    .flat_map(|r| (0..side).map(move |c| (r, c)))
                    .map(|(r, c)| geometry.cell(top + r, left + c))
                    .collect();
                out.add_house(House::new(format!("window {number}"), cells));
            }
        }
        Ok(())
    }
}

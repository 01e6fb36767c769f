//! A step's chains drawn over the board: one line per link between the
//! candidates it joins (solid for strong links, dashed for weak), in an
//! SVG whose 900 x 900 units map onto the 9 x 9 cells, each cell's
//! candidates on a 3 x 3 grid.

use std::rc::Rc;

use sudoku_engine::logic::{Chain, LinkKind, Node};
use sudoku_engine::units::{col_of, row_of};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChainOverlayProps {
    pub chains: Rc<Vec<Chain>>,
}

/// Where a node's candidate sits, in board units (the middle of a group).
fn point(node: &Node) -> (f64, f64) {
    let cells: Vec<usize> = node.cells.iter().collect();
    let count = cells.len().max(1) as f64;
    let digit = usize::from(node.digit.clamp(1, 9)) - 1;
    let (dx, dy) = (
        (digit % 3) as f64 * 33.3 + 16.7,
        (digit / 3) as f64 * 33.3 + 16.7,
    );
    let x = cells
        .iter()
        .map(|&c| col_of(c) as f64 * 100.0 + dx)
        .sum::<f64>()
        / count;
    let y = cells
        .iter()
        .map(|&c| row_of(c) as f64 * 100.0 + dy)
        .sum::<f64>()
        / count;
    (x, y)
}

#[component]
pub fn ChainOverlay(props: &ChainOverlayProps) -> Html {
    if props.chains.is_empty() {
        return Html::default();
    }
    let lines = props.chains.iter().flat_map(|chain| chain.links.iter()).map(|link| {
        let ((x1, y1), (x2, y2)) = (point(&link.from), point(&link.to));
        let class = match link.kind {
            LinkKind::Strong => "link strong",
            LinkKind::Weak => "link weak",
        };
        html! {
            <line {class} x1={format!("{x1:.1}")} y1={format!("{y1:.1}")} x2={format!("{x2:.1}")} y2={format!("{y2:.1}")} />
        }
    });
    html! {
        <svg class="chains" viewBox="0 0 900 900" preserveAspectRatio="none" aria-hidden="true">
            { for lines }
        </svg>
    }
}

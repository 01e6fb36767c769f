//! A step's chains drawn over a board of any size: one line per link
//! between the candidates it joins (solid for strong links, dashed for
//! weak), in an SVG whose 900 x 900 units map onto the N x N cells. Each
//! cell's candidates sit on a 3 x 3 grid up to 9 digits and 4 x 4 up to 16,
//! as the board draws them; above that a link ends at the cell's middle.
//! A long chain is drawn by its start and its end ([`super::chain_drawing`]).

use std::rc::Rc;

use yew::prelude::*;

use super::chain_drawing::drawn;
use sudoku_engine::logic::{ChainLink, ChainNode, LinkKind};

fn line(class: &'static str, from: &ChainNode, to: &ChainNode, size: usize) -> Html {
    let ((x1, y1), (x2, y2)) = (point(from, size), point(to, size));
    html! {
        <line {class} x1={format!("{x1:.1}")} y1={format!("{y1:.1}")} x2={format!("{x2:.1}")} y2={format!("{y2:.1}")} />
    }
}

#[derive(Properties, PartialEq)]
pub struct ChainOverlayProps {
    pub chains: Rc<Vec<Vec<ChainLink>>>,
    /// The board's size N.
    pub size: usize,
}

/// Where a node's candidate sits, in board units (the middle of a group).
fn point(node: &ChainNode, size: usize) -> (f64, f64) {
    let cell = 900.0 / size as f64;
    let slots = match size {
        0..=9 => 3,
        10..=16 => 4,
        _ => 1,
    };
    let digit = usize::from(node.digit.max(1)) - 1;
    let (dx, dy) = match slots {
        1 => (cell / 2.0, cell / 2.0),
        _ => {
            let step = cell / slots as f64;
            (
                (digit % slots) as f64 * step + step / 2.0,
                (digit / slots) as f64 * step + step / 2.0,
            )
        }
    };
    let count = node.cells.len().max(1) as f64;
    let x = node
        .cells
        .iter()
        .map(|&c| (usize::from(c) % size) as f64 * cell + dx)
        .sum::<f64>()
        / count;
    let y = node
        .cells
        .iter()
        .map(|&c| (usize::from(c) / size) as f64 * cell + dy)
        .sum::<f64>()
        / count;
    (x, y)
}

#[component]
pub fn ChainOverlay(props: &ChainOverlayProps) -> Html {
    if props.chains.is_empty() {
        return Html::default();
    }
    let mut lines = Vec::new();
    for chain in props.chains.iter() {
        let (links, gap) = drawn(chain);
        for link in links {
            let class = if link.kind == LinkKind::Strong {
                "link strong"
            } else {
                "link weak"
            };
            lines.push(line(class, &link.from, &link.to, props.size));
        }
        if let Some((from, to)) = gap {
            lines.push(line("link gap", from, to, props.size));
        }
    }
    html! {
        <svg class="chains" viewBox="0 0 900 900" preserveAspectRatio="none" aria-hidden="true">
            { for lines }
        </svg>
    }
}

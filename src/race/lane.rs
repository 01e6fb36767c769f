//! One run of a race: its label, a small live board, its best-cost line and
//! its status, updated with every progress report.

use yew::prelude::*;

use super::sparkline;
use crate::run::Run;

#[derive(Properties, PartialEq)]
pub struct LaneProps {
    pub run: Run,
}

/// The sparkline's box, in SVG units.
const LINE_WIDTH: f64 = 120.0;
const LINE_HEIGHT: f64 = 24.0;

#[component]
pub fn Lane(props: &LaneProps) -> Html {
    let run = &props.run;
    let grid = run
        .overlay()
        .map(|(grid, _)| grid)
        .unwrap_or(*run.board.puzzle().givens());
    let cells = (0..81).map(|cell| {
        let digit = grid.get(cell);
        let given = run.board.is_given(cell);
        let class = classes!("mini-cell", given.then_some("given"));
        html! { <span {class}>{ if digit == 0 { String::new() } else { digit.to_string() } }</span> }
    });
    let line = sparkline(&run.trace, LINE_WIDTH, LINE_HEIGHT);
    let filled = grid.filled();
    html! {
        <li class={classes!("lane", run.is_active().then_some("running"))} aria-label={format!("Lane: {}", run.label)}>
            <p class="lane-label">{ run.label.clone() }</p>
            <div class="mini-board" role="img" aria-label={format!("{} board, {filled}/81 cells", run.label)}>
                { for cells }
            </div>
            if !line.is_empty() {
                <svg class="sparkline" viewBox={format!("0 0 {LINE_WIDTH} {LINE_HEIGHT}")} aria-hidden="true">
                    <path d={line} />
                </svg>
            }
            <p class="lane-status">{ run.status() }</p>
        </li>
    }
}

//! One run of a race: its label, a small live board, its best-cost line and
//! its status, updated with every progress report. Boards above 9x9 are
//! too small for digits at lane size: they show which cells are filled
//! (givens darker), as two SVG paths, so a 1,296-cell board costs two
//! elements.

use std::fmt::Write;

use sudoku_engine::shape::Values;
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
        .unwrap_or(run.board.puzzle().givens());
    let cell_count = grid.cells().len();
    let line = sparkline(&run.trace, LINE_WIDTH, LINE_HEIGHT);
    let filled = grid.filled();
    let board = if grid.size() <= 9 {
        let cells = (0..cell_count).map(|cell| {
            let digit = grid.get(cell);
            let given = run.board.is_given(cell);
            let class = classes!("mini-cell", given.then_some("given"));
            html! { <span {class}>{ if digit == 0 { String::new() } else { digit.to_string() } }</span> }
        });
        html! { { for cells } }
    } else {
        fill_map(run, grid)
    };
    html! {
        <li class={classes!("lane", run.is_active().then_some("running"))} aria-label={format!("Lane: {}", run.label)}>
            <p class="lane-label">{ run.label.clone() }</p>
            <div class={classes!("mini-board", (grid.size() > 9).then_some("fill-map"))} role="img"
                aria-label={format!("{} board, {filled}/{cell_count} cells", run.label)}>
                { board }
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

/// The filled cells of `grid` as squares: givens in one path, the run's
/// digits in another.
fn fill_map(run: &Run, grid: &Values) -> Html {
    let size = grid.size();
    let (mut givens, mut found) = (String::new(), String::new());
    for cell in (0..grid.cells().len()).filter(|&cell| grid.get(cell) != 0) {
        let path = if run.board.is_given(cell) {
            &mut givens
        } else {
            &mut found
        };
        let _ = write!(path, "M{} {}h1v1h-1z", cell % size, cell / size);
    }
    html! {
        <svg viewBox={format!("0 0 {size} {size}")} preserveAspectRatio="none" aria-hidden="true">
            <path class="fill-given" d={givens} />
            <path class="fill-found" d={found} />
        </svg>
    }
}

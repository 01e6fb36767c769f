//! The status line (an ARIA live region, announced on changes of state)
//! and, while an engine runs, its live counters (not announced).

use yew::prelude::*;

use sudoku_engine::stats::group_thousands;
use sudoku_engine::Snapshot;

use super::format_ms;

#[derive(Properties, PartialEq)]
pub struct StatusLineProps {
    pub text: AttrValue,
    pub running: bool,
    /// The latest snapshot of the run, if any.
    pub snapshot: Option<Snapshot>,
}

#[component]
pub fn StatusLine(props: &StatusLineProps) -> Html {
    let counters = props
        .snapshot
        .as_ref()
        .filter(|_| props.running)
        .map(|snapshot| {
            let progress = &snapshot.progress;
            let mut parts = vec![
                format!("{} iterations", group_thousands(progress.iterations)),
                format!("{} ms", format_ms(snapshot.elapsed_ms)),
                format!("{}/81 cells", progress.filled()),
            ];
            if let Some(cost) = progress.best_cost {
                parts.push(format!("best cost {cost}"));
            }
            if progress.restarts > 0 {
                parts.push(format!("{} restarts", group_thousands(progress.restarts)));
            }
            parts.join(" · ")
        });
    html! {
        <div class={classes!("status-area", props.running.then_some("running"))}>
            <p role="status" aria-live="polite" aria-atomic="true" id="status" class="status">
                { props.text.clone() }
            </p>
            if let Some(counters) = counters {
                <p class="counters" id="live-counters">{ counters }</p>
            }
        </div>
    }
}

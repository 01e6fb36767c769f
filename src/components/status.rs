//! The status line (an ARIA live region, announced on changes of state)
//! and, while an engine runs, its live counters (not announced).

use yew::prelude::*;

use crate::protocol::{group_thousands, ProgressReport};
use crate::run_state::format_ms;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub text: AttrValue,
    pub running: bool,
    /// The latest progress report of the run, if any.
    pub report: Option<ProgressReport>,
}

#[component]
pub fn Status(props: &StatusProps) -> Html {
    let counters = props
        .report
        .as_ref()
        .filter(|_| props.running)
        .map(|report| {
            let mut parts = vec![
                format!("{} iterations", group_thousands(report.iterations)),
                format!("{} ms", format_ms(report.elapsed_ms)),
                format!("{}/81 cells", report.filled),
            ];
            if let Some(cost) = report.best_cost {
                parts.push(format!("best cost {cost}"));
            }
            if report.restarts > 0 {
                parts.push(format!("{} restarts", group_thousands(report.restarts)));
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

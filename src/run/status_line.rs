//! The status line (an ARIA live region, announced on changes of state)
//! and, while an engine runs, its live counters (not announced).

use yew::prelude::*;

use sudoku_engine::Snapshot;

use super::counters_text;

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
        .map(counters_text);
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

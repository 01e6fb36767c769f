//! The counters of a run as it goes: iterations, their rate, elapsed time,
//! the costs and the statistics worth a glance (see [`super::counters`]).
//! Not a live region: screen readers read them on demand, not 13 times a second.

use yew::prelude::*;

use sudoku_engine::{EngineInfo, Snapshot};

use super::counters::live_counters;

#[derive(Properties, PartialEq)]
pub struct LiveCountersProps {
    pub engine: &'static EngineInfo,
    pub snapshot: Snapshot,
}

#[component]
pub fn LiveCounters(props: &LiveCountersProps) -> Html {
    let counters = live_counters(props.engine, &props.snapshot)
        .into_iter()
        .map(|counter| {
            html! {
                <div class="counter" title={counter.detail}>
                    <dt>{ counter.label }</dt>
                    <dd>{ counter.value }</dd>
                </div>
            }
        });
    html! {
        <dl class="live-counters" aria-label="Live counters">
            { for counters }
        </dl>
    }
}

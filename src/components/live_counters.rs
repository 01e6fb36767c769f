//! The counters of a run as it goes: iterations, their rate, elapsed time,
//! the costs and the statistics worth a glance (see [`crate::counters`]).
//! Not a live region: screen readers read them on demand, not 13 times a second.

use yew::prelude::*;

use crate::counters::live_counters;
use crate::protocol::ProgressReport;

#[derive(Properties, PartialEq)]
pub struct LiveCountersProps {
    pub report: ProgressReport,
}

#[component]
pub fn LiveCounters(props: &LiveCountersProps) -> Html {
    let counters = live_counters(&props.report).into_iter().map(|counter| {
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

//! The live view of a run whose engine reports costs: the cost chart with
//! its legend and the live counters. It stays after the run with the run's
//! final numbers.

use sudoku_engine::{EngineInfo, Snapshot};
use yew::prelude::*;

use super::{CostChart, CostTrace, LiveCounters};

#[derive(Properties, PartialEq)]
pub struct LivePanelProps {
    pub engine: &'static EngineInfo,
    pub running: bool,
    pub snapshot: Option<Snapshot>,
    pub trace: CostTrace,
}

#[component]
pub fn LivePanel(props: &LivePanelProps) -> Html {
    let restart = props.engine.reports.restart.unwrap_or("restart");
    let name = props.engine.name;
    let heading = if props.running {
        format!("Live: {name}")
    } else {
        format!("Last run: {name}")
    };
    let restarts = props.trace.restarts() > 0;
    // One report (the final one) makes a point, not a curve.
    let too_short = !props.running && props.trace.buckets().len() < 2;
    html! {
        <section class="panel live-panel" aria-labelledby="live-heading">
            <h2 id="live-heading" class="panel-title">{ heading }</h2>
            if too_short {
                <p class="hint">{ "The run ended before its first progress report: there is no cost curve to draw." }</p>
            } else {
                <figure class="chart">
                    <CostChart trace={props.trace.clone()} restart_word={restart} />
                    <figcaption class="legend">
                        <span class="key best">{ "best cost" }</span>
                        <span class="key current">{ "current cost" }</span>
                        if restarts {
                            <span class="key restart">{ restart }</span>
                        }
                        <span class="axes">{ "cost against iterations" }</span>
                    </figcaption>
                </figure>
            }
            if let Some(snapshot) = &props.snapshot {
                <LiveCounters engine={props.engine} snapshot={snapshot.clone()} />
            } else {
                <p class="hint">{ "Waiting for the first progress report…" }</p>
            }
        </section>
    }
}

//! The race panel: the lineup (engines with their settings, added from the
//! engine settings), Race and its lanes, one live board per run, and the
//! standings once runs finish.

use yew::prelude::*;

use super::{Lane, RaceEntry, Standing};
use crate::run::Run;

#[derive(Properties, PartialEq)]
pub struct RacePanelProps {
    pub lineup: Vec<RaceEntry>,
    /// The runs of the last race (empty when the last run was not a race).
    pub runs: Vec<Run>,
    pub standings: Vec<Standing>,
    pub running: bool,
    /// How many runs go at once (the browser's cores).
    pub workers: usize,
    pub on_add: Callback<()>,
    pub on_remove: Callback<usize>,
    pub on_clear: Callback<()>,
    pub on_race: Callback<()>,
    /// The last race found several solutions: Race anyway is offered.
    #[prop_or_default]
    pub can_race_anyway: bool,
    #[prop_or_default]
    pub on_race_anyway: Callback<()>,
}

#[component]
pub fn RacePanel(props: &RacePanelProps) -> Html {
    let click = |callback: &Callback<()>| callback.reform(|_: MouseEvent| ());
    let entries = props.lineup.iter().enumerate().map(|(index, entry)| {
        let on_remove = props.on_remove.reform(move |_: MouseEvent| index);
        html! {
            <li>
                <span>{ entry.label() }</span>
                <button type="button" class="small" aria-label={format!("Remove {} from the race", entry.label())}
                    disabled={props.running} onclick={on_remove}>{ "Remove" }</button>
            </li>
        }
    });
    let lanes = props
        .runs
        .iter()
        .map(|run| html! { <Lane run={run.clone()} /> });
    let rows = props.standings.iter().map(|row| {
        html! {
            <tr>
                <td>{ row.place.map_or("—".to_string(), |place| place.to_string()) }</td>
                <td>{ row.label.clone() }</td>
                <td>{ row.outcome.clone() }</td>
                <td>{ row.time.clone() }</td>
                <td>{ row.iterations.clone() }</td>
            </tr>
        }
    });
    html! {
        <section class="panel race-panel" aria-labelledby="race-heading">
            <h2 id="race-heading" class="panel-title">{ "Race" }</h2>
            <p class="hint">{ format!(
                "Add engines with their settings, then race them on this board: {} run at once here, the rest wait their turn.",
                props.workers
            ) }</p>
            if !props.lineup.is_empty() {
                <ol class="lineup" aria-label="Lineup">{ for entries }</ol>
            }
            <div class="controls">
                <button type="button" disabled={props.running} onclick={click(&props.on_add)}>{ "Add to race" }</button>
                <button type="button" class="primary" disabled={props.running || props.lineup.is_empty()}
                    onclick={click(&props.on_race)}>{ "Race" }</button>
                <button type="button" disabled={props.running || props.lineup.is_empty()}
                    onclick={click(&props.on_clear)}>{ "Clear lineup" }</button>
                if props.can_race_anyway {
                    <button type="button" onclick={click(&props.on_race_anyway)}>{ "Race anyway" }</button>
                }
            </div>
            if !props.runs.is_empty() {
                <ul class="lanes" aria-label="Lanes">{ for lanes }</ul>
                <table class="standings" aria-label="Standings">
                    <thead><tr><th>{ "Place" }</th><th>{ "Engine" }</th><th>{ "Outcome" }</th><th>{ "Time" }</th><th>{ "Iterations" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }
        </section>
    }
}

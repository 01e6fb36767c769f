//! The preferences of solving by hand, folded under the board: shading
//! the selected cell's peers and digit, marking conflicts, and taking a
//! typed digit out of its peers' marks.

use yew::prelude::*;

use super::{Pref, Prefs};

#[derive(Properties, PartialEq)]
pub struct SolvingPrefsProps {
    pub prefs: Prefs,
    pub on_toggle: Callback<Pref>,
}

#[component]
pub fn SolvingPrefs(props: &SolvingPrefsProps) -> Html {
    let prefs = props.prefs;
    let choice = |pref: Pref, on: bool, label: &str| {
        let id = format!("pref-{pref:?}").to_lowercase();
        html! {
            <label for={id.clone()}>
                <input type="checkbox" id={id} checked={on} onchange={props.on_toggle.reform(move |_| pref)} />
                { label }
            </label>
        }
    };
    html! {
        <details class="solving-prefs">
            <summary>{ "Solving preferences" }</summary>
            { choice(Pref::Highlight, prefs.highlight, "Shade the selected cell's row, column, box and digit") }
            { choice(Pref::Conflicts, prefs.conflicts, "Mark digits that break a rule") }
            { choice(Pref::StrikePeers, prefs.strike_peers, "A digit typed takes its marks out of the cells it sees") }
        </details>
    }
}

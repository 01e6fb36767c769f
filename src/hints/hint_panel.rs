//! The help bar under the board: the Candidates and True candidates
//! toggles (with the true candidates' legend while they are shown), Hint
//! (a nudge, then the full step with Apply) and Explain; the hint's words
//! are announced to screen readers.

use yew::prelude::*;

use super::true_candidates::{TrueLine, LEGEND};
use super::ShownHint;
use crate::app::Prefs;
use crate::worker::HintAnswer;

#[derive(Properties, PartialEq)]
pub struct HintPanelProps {
    pub prefs: Prefs,
    /// A hint for this board is being computed.
    pub pending: bool,
    /// The hint for this board, if one is shown.
    pub shown: Option<ShownHint>,
    pub explaining: bool,
    pub on_candidates: Callback<()>,
    /// What the help bar says of the true candidates, while they are shown.
    pub truth: Option<TrueLine>,
    pub on_true_candidates: Callback<()>,
    pub on_hint: Callback<()>,
    pub on_apply: Callback<()>,
    pub on_dismiss: Callback<()>,
    pub on_explain: Callback<()>,
}

fn toggle(label: &str, pressed: bool, keys: Option<&'static str>, on: &Callback<()>) -> Html {
    html! {
        <button type="button" class="toggle" aria-pressed={pressed.to_string()} aria-keyshortcuts={keys}
            onclick={on.reform(|_| ())}>{ label }</button>
    }
}

/// The true candidates' legend (each count in its colour), or what
/// stands in its way, and what is still to come.
fn true_line(line: &TrueLine) -> Html {
    let legend = LEGEND
        .iter()
        .zip(["", ", ", ", "])
        .map(|((class, count), comma)| {
            html! { <>{ comma }<span class={*class}>{ *count }</span></> }
        });
    html! {
        <p class="true-line" id="true-line" aria-live="polite">
            if line.legend {
                { "True candidates: digits some solution uses; colour = " }
                { for legend }
                { " solutions." }
            }
            if let Some(words) = &line.words {
                { " " }{ words.clone() }
            }
        </p>
    }
}

#[component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let full_offered = props
        .shown
        .as_ref()
        .is_some_and(|shown| matches!(shown.answer, HintAnswer::Step(_)) && !shown.full);
    let (words, can_apply) = match (&props.shown, props.pending) {
        (_, true) => ("Looking for the next step…".to_string(), false),
        (Some(shown), false) => shown.words(),
        (None, false) => (String::new(), false),
    };
    html! {
        <section class="help-bar" aria-label="Help">
            <div class="toolbar">
                { toggle("Candidates", props.prefs.candidates, None, &props.on_candidates) }
                { toggle("True candidates", props.truth.is_some(), None, &props.on_true_candidates) }
                <button type="button" id="hint-button" aria-keyshortcuts="H" onclick={props.on_hint.reform(|_| ())}>
                    { if full_offered { "Show step" } else { "Hint" } }
                </button>
                <button type="button" aria-pressed={props.explaining.to_string()} onclick={props.on_explain.reform(|_| ())}>
                    { "Explain" }
                </button>
            </div>
            if let Some(truth) = &props.truth {
                { true_line(truth) }
            }
            <div class="hint-text" id="hint-text" aria-live="polite">
                if !words.is_empty() {
                    <p>{ words }</p>
                }
                if can_apply {
                    <div class="hint-actions">
                        <button type="button" class="primary" onclick={props.on_apply.reform(|_| ())}>{ "Apply" }</button>
                        <button type="button" onclick={props.on_dismiss.reform(|_| ())}>{ "Dismiss" }</button>
                    </div>
                }
            </div>
        </section>
    }
}

//! The explanation: every step of the easiest-first solution in a list,
//! stepped through with Previous / Next (or by picking a step); the board
//! shows the position before the current step with its highlights, and
//! the current step is announced to screen readers.

use yew::prelude::*;

use super::chain_drawing::drawn_in_part_note;
use super::Explaining;

#[derive(Properties, PartialEq)]
pub struct ExplainPanelProps {
    pub explaining: Explaining,
    pub on_step: Callback<usize>,
    pub on_close: Callback<()>,
}

#[component]
pub fn ExplainPanel(props: &ExplainPanelProps) -> Html {
    let explaining = &props.explaining;
    let close = html! {
        <button type="button" class="close" onclick={props.on_close.reform(|_| ())}>{ "Close" }</button>
    };
    let body = match &explaining.result {
        None => {
            // Not announced: it changes several times a second.
            let so_far = explaining.progress.as_ref().map(|p| {
                format!(
                    "{} steps so far, {} of {} empty cells filled.",
                    p.steps, p.placed, p.empty
                )
            });
            html! {
                <>
                    <p aria-live="polite">{ "Working out the steps…" }</p>
                    if let Some(so_far) = so_far {
                        <p class="explain-progress">{ so_far }</p>
                    }
                </>
            }
        }
        Some(Err(why)) => html! { <p aria-live="polite">{ format!("No explanation: {why}.") }</p> },
        Some(Ok(explanation)) if explanation.steps.is_empty() => {
            html! { <p aria-live="polite">{ "Nothing to explain: the grid is already solved." }</p> }
        }
        Some(Ok(explanation)) => {
            let index = explaining.index.min(explanation.steps.len() - 1);
            let current = &explanation.steps[index];
            let last = explanation.steps.len() - 1;
            let items = explanation.steps.iter().enumerate().map(|(i, shown)| {
                let onclick = props.on_step.reform(move |_| i);
                html! {
                    <li>
                        <button type="button" class="step" aria-current={(i == index).then_some("step")} {onclick}>
                            { format!("{}. {}", i + 1, shown.name) }
                        </button>
                    </li>
                }
            });
            let ending = explanation
                .stall
                .map(|stall| format!(" Logic stops here: {}.", stall.words()))
                .unwrap_or_default();
            html! {
                <>
                    <div class="explain-nav">
                        <button type="button" disabled={index == 0} onclick={props.on_step.reform(move |_| index.saturating_sub(1))}>{ "Previous" }</button>
                        <span class="explain-count">{ format!("Step {} of {}", index + 1, last + 1) }</span>
                        <button type="button" disabled={index == last} onclick={props.on_step.reform(move |_| index + 1)}>{ "Next" }</button>
                    </div>
                    <p class="explain-text" id="explain-text" aria-live="polite">
                        { format!("Step {}: {}{}{}", index + 1, current.text, drawn_in_part_note(&current.chains), if index == last { ending.as_str() } else { "" }) }
                    </p>
                    <ol class="explain-steps">{ for items }</ol>
                </>
            }
        }
    };
    html! {
        <section class="panel explain" aria-label="Explanation">
            <header class="panel-head"><h2 class="panel-title">{ "Explanation" }</h2>{ close }</header>
            { body }
        </section>
    }
}

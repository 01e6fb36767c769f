//! The bar above the board on a practice puzzle: what to find, Go to the
//! step, another practice puzzle, and a close.

use yew::prelude::*;

use super::Practice;

#[derive(Properties, PartialEq)]
pub struct PracticeBarProps {
    pub practice: Practice,
    pub on_go: Callback<()>,
    pub on_another: Callback<()>,
    pub on_end: Callback<()>,
}

#[component]
pub fn PracticeBar(props: &PracticeBarProps) -> Html {
    let practice = &props.practice;
    let click = |callback: &Callback<()>| callback.reform(|_: MouseEvent| ());
    html! {
        <div class="practice-bar" role="region" aria-label="Practice">
            <p class="practice-said" role="status" aria-live="polite">{ practice.words() }</p>
            if practice.can_go() {
                <button type="button" id="practice-go" class="primary" onclick={click(&props.on_go)}>
                    { "Go to the step" }
                </button>
            }
            <button type="button" id="practice-another" onclick={click(&props.on_another)}>
                { "Another practice puzzle" }
            </button>
            <button type="button" class="link-button" onclick={click(&props.on_end)}>{ "End practice" }</button>
        </div>
    }
}

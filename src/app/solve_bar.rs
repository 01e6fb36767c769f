//! The bar above the board while solving by hand: the clock (which the
//! person may hide), Check (against the rules) and Check the solution,
//! and what they found or that the puzzle is solved, with its time.

use yew::prelude::*;

use super::clock_text;

#[derive(Properties, PartialEq)]
pub struct SolveBarProps {
    pub elapsed_s: u32,
    pub finished: bool,
    /// The clock is shown.
    pub shown: bool,
    /// What Check found.
    pub checked: Option<AttrValue>,
    pub on_toggle_clock: Callback<()>,
    pub on_check: Callback<()>,
    pub on_check_solution: Callback<()>,
}

#[component]
pub fn SolveBar(props: &SolveBarProps) -> Html {
    let time = clock_text(props.elapsed_s);
    let said = match (&props.checked, props.finished) {
        (_, true) => Some(format!("Solved by hand in {time}.")),
        (Some(checked), false) => Some(checked.to_string()),
        (None, false) => None,
    };
    html! {
        <div class="solve-bar">
            if props.shown {
                <span class="solve-clock" role="timer" aria-label="Time spent solving">{ time }</span>
            }
            <button type="button" class="link-button" onclick={props.on_toggle_clock.reform(|_| ())}>
                { if props.shown { "Hide time" } else { "Show time" } }
            </button>
            <button type="button" title="Digits that break a rule" onclick={props.on_check.reform(|_| ())}>{ "Check" }</button>
            <button type="button" title="Digits that are not the solution's" onclick={props.on_check_solution.reform(|_| ())}>{ "Check the solution" }</button>
            <p class="solve-said" role="status" aria-live="polite">{ for said }</p>
        </div>
    }
}

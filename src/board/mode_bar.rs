//! The entry mode's buttons beside the digit pad, as on SudokuPad: Digit,
//! Centre, Corner, Colour, with their keys (Z, X, C, V).

use yew::prelude::*;

use super::Mode;

#[derive(Properties, PartialEq)]
pub struct ModeBarProps {
    pub mode: Mode,
    pub on_mode: Callback<Mode>,
}

#[component]
pub fn ModeBar(props: &ModeBarProps) -> Html {
    let button = |mode: Mode| {
        let key = mode.key().to_ascii_uppercase();
        html! {
            <button type="button" class="toggle mode-key" aria-pressed={(props.mode == mode).to_string()}
                aria-keyshortcuts={key.to_string()} title={format!("{} ({key})", mode.word())}
                onclick={props.on_mode.reform(move |_| mode)}>
                { mode.word() }
            </button>
        }
    };
    html! {
        <div class="mode-bar" role="group" aria-label="Entry mode">
            { for Mode::ALL.into_iter().map(button) }
        </div>
    }
}

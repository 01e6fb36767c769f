//! Buttons that type into the selected cell, for touch screens. They are
//! left out of the tab order: on a keyboard the board takes digits itself.

use sudoku_engine::shape::symbols::Alphabet;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DigitPadProps {
    /// The board's digits run 1..=size.
    pub size: usize,
    /// A digit, 0 to erase.
    pub on_digit: Callback<u8>,
}

#[component]
pub fn DigitPad(props: &DigitPadProps) -> Html {
    let button = |digit: u8| {
        let onclick = props.on_digit.reform(move |_: MouseEvent| digit);
        let (text, label) = match digit {
            0 => ("⌫".to_string(), "Erase".to_string()),
            d => (
                Alphabet::Standard.symbol(d).to_string(),
                format!("Digit {d}"),
            ),
        };
        html! {
            <button type="button" class="pad-key" tabindex="-1" aria-label={label} {onclick}>{ text }</button>
        }
    };
    html! {
        <div class={classes!("digit-pad", (props.size > 9).then_some("digit-pad-wide"))} aria-label="Digit pad">
            { for (1..=props.size as u8).chain([0]).map(button) }
        </div>
    }
}

//! Buttons that write into the selected cells, for touch screens: digits
//! (or marks) in the entry mode, the palette's colours in colour mode. They
//! are left out of the tab order: on a keyboard the board takes digits
//! itself.

use sudoku_engine::shape::symbols::Alphabet;
use yew::prelude::*;

use super::{Mode, PALETTE};

#[derive(Properties, PartialEq)]
pub struct DigitPadProps {
    /// The board's digits run 1..=size.
    pub size: usize,
    pub mode: Mode,
    /// A digit or colour, 0 to erase.
    pub on_digit: Callback<u8>,
}

#[component]
pub fn DigitPad(props: &DigitPadProps) -> Html {
    let colours = props.mode == Mode::Colour;
    let button = |digit: u8| {
        let onclick = props.on_digit.reform(move |_: MouseEvent| digit);
        let (text, label, class) = match digit {
            0 => ("⌫".to_string(), "Erase".to_string(), None),
            n if colours => (
                n.to_string(),
                format!("Colour {n}, {}", PALETTE[usize::from(n) - 1]),
                Some(format!("swatch colour-{n}")),
            ),
            d => (
                Alphabet::Standard.symbol(d).to_string(),
                format!("Digit {d}"),
                None,
            ),
        };
        html! {
            <button type="button" class={classes!("pad-key", class)} tabindex="-1" aria-label={label} {onclick}>{ text }</button>
        }
    };
    let keys = if colours { PALETTE.len() } else { props.size } as u8;
    html! {
        <div class={classes!("digit-pad", (keys > 9).then_some("digit-pad-wide"))} aria-label={if colours { "Colour pad" } else { "Digit pad" }}>
            { for (1..=keys).chain([0]).map(button) }
        </div>
    }
}

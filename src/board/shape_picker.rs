//! The shape picker under the Puzzle box, folded into one line until
//! opened (the column stays short): an empty grid of a chosen size, the
//! rule bar, whose buttons switch a rule of the puzzle on the board
//! (pressed while the puzzle has it), and the editor's controls (its
//! children).

use yew::prelude::*;

use super::{PICKER_SIZES, RULE_TOGGLES};

#[derive(Properties, PartialEq)]
pub struct ShapePickerProps {
    /// The board's size N.
    pub size: usize,
    /// The rule bar's tags the puzzle has.
    pub rules_on: Vec<&'static str>,
    /// The board's shape in words (`16x16 (4x4 boxes), X (both diagonals)`).
    pub described: AttrValue,
    pub on_blank: Callback<usize>,
    pub on_rule: Callback<String>,
    /// The editor's controls.
    pub children: Html,
}

#[component]
pub fn ShapePicker(props: &ShapePickerProps) -> Html {
    let chosen = use_state(|| props.size);
    let onchange = {
        let chosen = chosen.clone();
        Callback::from(move |event: Event| {
            let value = event
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(size) = value.parse() {
                chosen.set(size);
            }
        })
    };
    let onclick = {
        let chosen = *chosen;
        props.on_blank.reform(move |_: MouseEvent| chosen)
    };
    let sizes = PICKER_SIZES.iter().map(|&size| {
        html! {
            <option value={size.to_string()} selected={size == *chosen}>{ format!("{size}x{size}") }</option>
        }
    });
    let rules = RULE_TOGGLES.iter().map(|&(tag, name)| {
        let pressed = props.rules_on.contains(&tag);
        let onclick = props.on_rule.reform(move |_: MouseEvent| tag.to_string());
        html! {
            <button type="button" class="toggle rule-toggle" aria-pressed={pressed.to_string()} {onclick}>{ name }</button>
        }
    });
    html! {
        <details class="shape-picker">
            <summary>{ "Shape and rules: " }{ props.described.clone() }</summary>
            <div class="blank-grid">
                <label for="shape-size">{ "Size" }</label>
                <select id="shape-size" {onchange}>{ for sizes }</select>
                <button type="button" {onclick}>{ "Blank grid" }</button>
            </div>
            <div class="rule-bar" role="group" aria-label="Rules of the puzzle">
                { for rules }
            </div>
            { props.children.clone() }
        </details>
    }
}

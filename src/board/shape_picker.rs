//! The shape picker under the Puzzle box, folded into one line until
//! opened (the column stays short): an empty grid of a chosen size, and
//! the rule bar, whose buttons switch a rule of the puzzle on the board
//! (pressed while the puzzle has it).

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
    /// The cage editor is picking cells on the board.
    pub drawing: bool,
    pub on_blank: Callback<usize>,
    pub on_rule: Callback<String>,
    /// Cage editor: start drawing, add the picked cells with a sum, stop,
    /// remove the cage under the selected cell.
    pub on_draw: Callback<()>,
    pub on_add_cage: Callback<String>,
    pub on_done: Callback<()>,
    pub on_remove_cage: Callback<()>,
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
    let sum = use_state(String::new);
    let oninput = {
        let sum = sum.clone();
        Callback::from(move |event: InputEvent| {
            sum.set(
                event
                    .target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let add = {
        let (sum, on_add) = (sum.clone(), props.on_add_cage.clone());
        Callback::from(move |_: MouseEvent| {
            on_add.emit((*sum).clone());
            sum.set(String::new());
        })
    };
    let cages = if props.drawing {
        html! {
            <div class="cage-editor">
                <p class="hint">{ "Pick the cage's cells on the board (click, or drag across them), then type its sum." }</p>
                <label for="cage-sum">{ "Cage sum" }</label>
                <input id="cage-sum" type="text" inputmode="numeric" value={(*sum).clone()} {oninput} />
                <button type="button" onclick={add}>{ "Add cage" }</button>
                <button type="button" onclick={props.on_done.reform(|_: MouseEvent| ())}>{ "Done" }</button>
            </div>
        }
    } else {
        html! {
            <div class="cage-editor">
                <button type="button" onclick={props.on_draw.reform(|_: MouseEvent| ())}>{ "Draw a cage" }</button>
                <button type="button" onclick={props.on_remove_cage.reform(|_: MouseEvent| ())}>{ "Remove the selected cell's cage" }</button>
            </div>
        }
    };
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
            { cages }
        </details>
    }
}

//! The "Puzzle" box: any format the engine parses; errors say where.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PuzzleInputProps {
    pub text: AttrValue,
    pub error: Option<AttrValue>,
    /// The words that came with a one-line puzzle (its name).
    pub label: Option<AttrValue>,
    pub on_input: Callback<String>,
}

#[component]
pub fn PuzzleInput(props: &PuzzleInputProps) -> Html {
    let oninput = props.on_input.reform(|event: InputEvent| {
        event
            .target_unchecked_into::<web_sys::HtmlTextAreaElement>()
            .value()
    });
    let described_by = if props.error.is_some() {
        "puzzle-help puzzle-error"
    } else {
        "puzzle-help"
    };
    html! {
        <section class="panel puzzle-input">
            <label for="puzzle" class="panel-title">{ "Puzzle" }</label>
            <textarea
                id="puzzle"
                rows="5"
                spellcheck="false"
                autocomplete="off"
                placeholder="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                value={props.text.clone()}
                aria-invalid={props.error.is_some().then_some("true")}
                aria-describedby={described_by}
                {oninput}
            />
            <p id="puzzle-help" class="hint">
                { "81 cells in a line (. or 0 for empty), a laid-out grid, or pencil marks. \
                   Pasting anywhere on the page loads a puzzle too." }
            </p>
            if let Some(label) = &props.label {
                <p id="puzzle-label" class="hint">{ "Label on the line: " }<strong>{ label.clone() }</strong></p>
            }
            if let Some(error) = &props.error {
                <p id="puzzle-error" class="error" role="alert">{ error.clone() }</p>
            }
        </section>
    }
}

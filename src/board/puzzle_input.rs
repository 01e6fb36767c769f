//! The "Puzzle" box: any format the engine parses; errors say where.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PuzzleInputProps {
    pub text: AttrValue,
    pub error: Option<AttrValue>,
    /// The words that came with a one-line puzzle (its name).
    pub label: Option<AttrValue>,
    /// A link in the box is being read (in the analysis worker).
    pub importing: bool,
    pub on_input: Callback<String>,
    /// Shown at the end of the panel (the shape picker).
    #[prop_or_default]
    pub children: Html,
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
                { "The cells in a line (81 for a 9x9; . or 0 for empty), a laid-out grid, or \
                   pencil marks; any size from 4x4 to 36x36 (1-9 then A-Z) with rules after ; \
                   (x, windoku, antiknight, cage=15:0.1.2), or an f-puzzles or SudokuPad link. \
                   Pasting anywhere on the page loads a puzzle too." }
            </p>
            if props.importing {
                <p id="puzzle-importing" class="hint" aria-live="polite">{ "Reading the link…" }</p>
            }
            if let Some(label) = &props.label {
                <p id="puzzle-label" class="hint">{ "Label on the line: " }<strong>{ label.clone() }</strong></p>
            }
            if let Some(error) = &props.error {
                <p id="puzzle-error" class="error" role="alert">{ error.clone() }</p>
            }
            { props.children.clone() }
        </section>
    }
}

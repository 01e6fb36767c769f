//! The New puzzle panel: difficulty, a technique to practise, symmetry,
//! grid source, shape (the board's or the classic 9x9), killer cages, and
//! seed; New puzzle or
//! Stop; the live progress, then the result with the command line that
//! makes the same puzzle, a share link, or the closest puzzle of a run that
//! gave up.

use sudoku_engine::generate::{GridSource, Symmetry};
use sudoku_engine::logic::{Family, Technique};
use yew::prelude::*;

use super::{
    command_line, ended_text, progress_text, symmetry_label, Choice, Difficulty, Ended, Generating,
    ShapeChoice,
};
use crate::app::GeneratorAction;
use crate::web::dom::{input_value, select_value};

#[derive(Properties, PartialEq)]
pub struct GeneratorPanelProps {
    pub choice: Choice,
    pub error: Option<String>,
    pub current: Option<Generating>,
    pub last: Option<Result<Ended, String>>,
    /// The board's shape in words (cages left out), when it is not the
    /// classic 9x9.
    pub board_shape: Option<AttrValue>,
    pub on_action: Callback<GeneratorAction>,
    /// Writes the board's share link and copies it.
    pub on_share: Callback<()>,
}

#[component]
pub fn GeneratorPanel(props: &GeneratorPanelProps) -> Html {
    let choice = &props.choice;
    let act = |action: fn(String) -> GeneratorAction, read: fn(&Event) -> String| {
        props
            .on_action
            .reform(move |event: Event| action(read(&event)))
    };
    let click =
        |action: GeneratorAction| props.on_action.reform(move |_: MouseEvent| action.clone());
    let difficulties = Difficulty::all().map(|difficulty| {
        html! {
            <option value={difficulty.value()} selected={difficulty == choice.difficulty}>
                { difficulty.label() }
            </option>
        }
    });
    let symmetries = Symmetry::ALL.into_iter().map(|symmetry| {
        html! {
            <option value={symmetry.name()} selected={symmetry == choice.symmetry}>
                { symmetry_label(symmetry) }
            </option>
        }
    });
    let grids = GridSource::ALL.into_iter().map(|grid| {
        let label = match grid {
            GridSource::Random => "Random (any grid)",
            GridSource::Magic => "Magic square (seed 000; one family of grids)",
        };
        html! { <option value={grid.name()} selected={grid == choice.grid}>{ label }</option> }
    });
    let running = props.current.is_some();
    let of_board = props.board_shape.is_some() && choice.shape == ShapeChoice::Board;
    let classic = !of_board && !choice.killer;
    let shape_field = props.board_shape.as_ref().map(|board| {
        let option = |value: ShapeChoice, label: String| {
            html! { <option value={value.value()} selected={choice.shape == value}>{ label }</option> }
        };
        html! {
            <div class="field">
                <label for="gen-shape">{ "Shape" }</label>
                <select id="gen-shape" disabled={running}
                    onchange={act(GeneratorAction::SetShape, select_value)}>
                    { option(ShapeChoice::Board, format!("Like the board: {board}")) }
                    { option(ShapeChoice::Classic, "Classic 9x9".into()) }
                </select>
            </div>
        }
    });
    let checkbox = |action: fn(bool) -> GeneratorAction| {
        props.on_action.reform(move |event: Event| {
            action(
                event
                    .target_unchecked_into::<web_sys::HtmlInputElement>()
                    .checked(),
            )
        })
    };
    let status = match (&props.error, &props.current, &props.last) {
        (Some(error), _, _) => html! { <p class="error gen-status">{ error }</p> },
        (None, Some(current), _) => html! { <p class="gen-status">{ progress_text(current) }</p> },
        (None, None, Some(Ok(ended))) => html! { <p class="gen-status">{ ended_text(ended) }</p> },
        (None, None, Some(Err(why))) => {
            html! { <p class="error gen-status">{ format!("No puzzle: {why}.") }</p> }
        }
        (None, None, None) => Html::default(),
    };
    let result = match (&props.current, &props.last) {
        (None, Some(Ok(ended))) if ended.outcome.made().is_some() => html! {
            <>
                if let Some(line) = command_line(&ended.options, ended.seed) {
                    <p class="hint">
                        { "The same puzzle on the command line: " }
                        <code class="gen-command">{ line }</code>
                    </p>
                }
                <button type="button" id="gen-share" onclick={props.on_share.reform(|_: MouseEvent| ())}>
                    { "Copy its share link" }
                </button>
            </>
        },
        (None, Some(Ok(ended))) if ended.outcome.closest().is_some() => html! {
            <button type="button" id="gen-closest" onclick={click(GeneratorAction::UseClosest)}>
                { "Use the closest puzzle" }
            </button>
        },
        _ => Html::default(),
    };

    html! {
        <section class="panel generator" aria-labelledby="generator-heading">
            <h2 id="generator-heading" class="panel-title">{ "New puzzle" }</h2>
            <div class="field-row">
                { for shape_field }
                <div class="field check-field">
                    <input id="gen-killer" type="checkbox" checked={choice.killer} disabled={running}
                        onchange={checkbox(GeneratorAction::SetKiller)} />
                    <label for="gen-killer">{ "Killer cages, few or no givens" }</label>
                </div>
                if choice.killer {
                    <div class="field check-field">
                        <input id="gen-no-givens" type="checkbox" checked={choice.no_givens} disabled={running}
                            onchange={checkbox(GeneratorAction::SetNoGivens)} />
                        <label for="gen-no-givens">{ "No givens at all" }</label>
                    </div>
                }
            </div>
            <div class="field-row">
                <div class="field">
                    <label for="gen-difficulty">{ "Difficulty" }</label>
                    <select id="gen-difficulty" disabled={running}
                        onchange={act(GeneratorAction::SetDifficulty, select_value)}>
                        { for difficulties }
                    </select>
                </div>
                <div class="field">
                    <label for="gen-symmetry">{ "Symmetry" }</label>
                    <select id="gen-symmetry" disabled={running || choice.killer}
                        onchange={act(GeneratorAction::SetSymmetry, select_value)}>
                        { for symmetries }
                    </select>
                </div>
            </div>
            <div class="field">
                <label for="gen-practice">{ "Practise a technique or family (optional)" }</label>
                <input id="gen-practice" type="text" list="gen-techniques" autocomplete="off" spellcheck="false"
                    placeholder="X-Wing, fish, chains…" disabled={running} value={choice.practice.clone()}
                    oninput={props.on_action.reform(|event: InputEvent| GeneratorAction::SetPractice(input_value(&event)))} />
                <datalist id="gen-techniques">{ practice_names() }</datalist>
            </div>
            if choice.difficulty == Difficulty::SeRange {
                <div class="field">
                    <label for="gen-se">{ "SE range (min-max)" }</label>
                    <input id="gen-se" type="text" inputmode="decimal" autocomplete="off" spellcheck="false"
                        disabled={running} value={choice.se_range.clone()}
                        oninput={props.on_action.reform(|event: InputEvent| GeneratorAction::SetSeRange(input_value(&event)))} />
                </div>
            }
            <div class="field-row">
                <div class="field">
                    <label for="gen-grid">{ "Solution grid" }</label>
                    <select id="gen-grid" disabled={running || !classic}
                        onchange={act(GeneratorAction::SetGrid, select_value)}>
                        { for grids }
                    </select>
                </div>
                <div class="field">
                    <label for="gen-seed">{ "Puzzle seed" }</label>
                    <input id="gen-seed" type="text" inputmode="numeric" autocomplete="off" spellcheck="false"
                        disabled={running} value={choice.seed.clone()}
                        oninput={props.on_action.reform(|event: InputEvent| GeneratorAction::SetSeed(input_value(&event)))} />
                </div>
            </div>
            <div class="controls">
                if running {
                    <button type="button" id="gen-stop" onclick={click(GeneratorAction::Stop)}>{ "Stop generating" }</button>
                } else {
                    <button type="button" id="gen-start" class="primary" onclick={click(GeneratorAction::Start)}>
                        { "New puzzle" }
                    </button>
                }
            </div>
            <div aria-live="polite">{ status }</div>
            { result }
        </section>
    }
}

/// The families, then the techniques, that Practice suggests (guessing is
/// no technique to practise).
fn practice_names() -> Html {
    let families = Family::ALL
        .into_iter()
        .filter(|&family| family != Family::Guess);
    let techniques = Technique::ALL
        .iter()
        .filter(|technique| technique.family() != Family::Guess);
    let names = families
        .map(Family::name)
        .chain(techniques.map(|technique| technique.name()));
    names
        .map(|name| html! { <option value={name} /> })
        .collect()
}

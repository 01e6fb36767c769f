//! The engine, its parameters (the paper's defaults, with a reset), the
//! seed and the time limit. Every registered engine is listed.

use yew::prelude::*;

use sudoku_engine::shape::Shape;
use sudoku_engine::stats::group_thousands;
use sudoku_engine::{EngineInfo, EngineKind, ParamKind, ParamSpec, ParamValue};

use super::Settings;
use crate::sentence::capitalised;
use crate::web::dom::{input_value, select_value};

#[derive(Properties, PartialEq)]
pub struct EnginePickerProps {
    pub settings: Settings,
    /// The board's shape: engines that do not take it are marked, and the
    /// chosen one's refusal is shown.
    pub shape: Shape,
    pub on_engine: Callback<String>,
    /// A preset's name, "" for the paper's defaults.
    pub on_preset: Callback<String>,
    /// (parameter name, value text)
    pub on_param: Callback<(String, String)>,
    pub on_reset: Callback<()>,
    pub on_seed: Callback<String>,
    pub on_new_seed: Callback<()>,
    pub on_time_limit: Callback<String>,
}

#[component]
pub fn EnginePicker(props: &EnginePickerProps) -> Html {
    let settings = &props.settings;
    let info = settings.engine_info();
    let onchange = props.on_engine.reform(|event: Event| select_value(&event));
    let takes = |engine: &EngineInfo| engine.shapes.admits(&props.shape);
    let options = sudoku_engine::engines().iter().copied().map(|engine| {
        let mark = if takes(engine) {
            ""
        } else {
            " (not for this shape)"
        };
        html! {
            <option value={engine.name} selected={engine.name == info.name}>
                { format!("{} — {}{mark}", engine.name, engine.summary) }
            </option>
        }
    });
    let refusal = info
        .refusal(&props.shape)
        .map(|why| format!("{}.", capitalised(&why)));
    let kind = match info.kind {
        EngineKind::Exact => "Exact: finds the solution or proves there is none.",
        EngineKind::Stochastic => "Stochastic: seeded, may give up with its best grid.",
        EngineKind::Construction => "Construction: builds a full grid from an empty board.",
    };
    let presets = preset_field(info, settings, &props.on_preset);
    let params = info
        .params
        .iter()
        .map(|spec| param_field(spec, settings, &props.on_param));
    let seed_error = settings.seed_value().err();
    let limit_error = settings.time_limit_ms().err();
    let on_seed = props
        .on_seed
        .reform(|event: InputEvent| input_value(&event));
    let on_new_seed = props.on_new_seed.reform(|_: MouseEvent| ());
    let on_time = props
        .on_time_limit
        .reform(|event: InputEvent| input_value(&event));
    let on_reset = props.on_reset.reform(|_: MouseEvent| ());

    html! {
        <section class="panel engine-picker" aria-labelledby="engine-heading">
            <h2 id="engine-heading" class="panel-title">{ "Engine settings" }</h2>
            <div class="field">
                <label for="engine">{ "Engine" }</label>
                <select id="engine" {onchange} aria-describedby="engine-summary engine-source">
                    { for options }
                </select>
            </div>
            <p id="engine-summary" class="engine-summary">{ info.summary }</p>
            if let Some(refusal) = refusal {
                <p class="error engine-refusal">{ refusal }</p>
            }
            <p id="engine-source" class="engine-source">
                <span class="label">{ "Source: " }</span>{ info.source }
            </p>
            <p class="hint">{ kind }</p>
            { presets }
            if info.params.is_empty() {
                <p class="hint">{ "This engine has no parameters." }</p>
            } else {
                <fieldset class="params">
                    <legend>{ "Parameters" }</legend>
                    { for params }
                    <button type="button" onclick={on_reset}>{ "Reset parameters" }</button>
                </fieldset>
            }
            <div class="field-row">
                <div class="field">
                    <label for="seed">{ "Seed" }</label>
                    <input id="seed" type="text" inputmode="numeric" autocomplete="off" spellcheck="false"
                        value={settings.seed.clone()}
                        aria-invalid={seed_error.is_some().then_some("true")}
                        aria-describedby={seed_error.is_some().then_some("seed-error")}
                        oninput={on_seed} />
                    <button type="button" class="small" onclick={on_new_seed}>{ "New seed" }</button>
                </div>
                <div class="field">
                    <label for="time-limit">{ "Time limit (s)" }</label>
                    <input id="time-limit" type="text" inputmode="decimal" autocomplete="off" placeholder="none"
                        value={settings.time_limit_s.clone()}
                        aria-invalid={limit_error.is_some().then_some("true")}
                        aria-describedby={limit_error.is_some().then_some("time-limit-error")}
                        oninput={on_time} />
                </div>
            </div>
            if let Some(error) = seed_error {
                <p id="seed-error" class="error">{ error }</p>
            }
            if let Some(error) = limit_error {
                <p id="time-limit-error" class="error">{ error }</p>
            }
        </section>
    }
}

/// The preset select: the paper's form (the defaults) or a named preset,
/// with what the chosen one changes. Nothing for an engine without presets.
fn preset_field(
    info: &'static EngineInfo,
    settings: &Settings,
    on_preset: &Callback<String>,
) -> Html {
    if info.presets.is_empty() {
        return Html::default();
    }
    let chosen = settings.preset();
    let onchange = on_preset.reform(|event: Event| select_value(&event));
    let options = info.presets.iter().map(|preset| {
        let selected = chosen.is_some_and(|chosen| chosen.name == preset.name);
        html! { <option value={preset.name} {selected}>{ preset.name }</option> }
    });
    let summary = chosen.map_or("The paper's own form and parameters.", |preset| {
        preset.summary
    });
    html! {
        <div class="field">
            <label for="preset">{ "Preset" }</label>
            <select id="preset" {onchange} aria-describedby="preset-summary">
                <option value="" selected={chosen.is_none()}>{ "paper" }</option>
                { for options }
            </select>
            <p id="preset-summary" class="hint">{ summary }</p>
        </div>
    }
}

/// One parameter's input, typed by its kind, with its summary, default and
/// bounds, and any error. Numbers are typed in text fields: a number field
/// would hand back "" for a half-typed value and lose what the user typed.
fn param_field(
    spec: &ParamSpec,
    settings: &Settings,
    on_param: &Callback<(String, String)>,
) -> Html {
    let name = spec.name;
    let id = format!("param-{name}");
    let hint_id = format!("{id}-hint");
    let error_id = format!("{id}-error");
    let text = settings.param_text(spec);
    let error = settings.param_error(spec);
    let invalid = error.is_some().then_some("true");
    let described_by = match error {
        Some(_) => format!("{hint_id} {error_id}"),
        None => hint_id.clone(),
    };
    let on_text = on_param.reform(move |event: InputEvent| (name.to_string(), input_value(&event)));
    let number = |mode: &'static str| {
        html! {
            <input id={id.clone()} type="text" inputmode={mode} autocomplete="off" spellcheck="false"
                value={text.clone()} aria-invalid={invalid} aria-describedby={described_by.clone()}
                oninput={on_text.clone()} />
        }
    };
    let (input, bounds) = match spec.kind {
        ParamKind::Flag { .. } => {
            let onchange = on_param.reform(move |event: Event| {
                let checked = event
                    .target_unchecked_into::<web_sys::HtmlInputElement>()
                    .checked();
                (name.to_string(), checked.to_string())
            });
            let checked = spec.parse(&text) == Ok(ParamValue::Flag(true));
            let input = html! {
                <input id={id.clone()} type="checkbox" {checked} aria-describedby={described_by.clone()} {onchange} />
            };
            (input, None)
        }
        ParamKind::Int { min, max, .. } => (
            number("numeric"),
            Some(format!("{} to {}", group_signed(min), group_signed(max))),
        ),
        ParamKind::Real { min, max, .. } => (number("decimal"), Some(format!("{min} to {max}"))),
        ParamKind::Choice { options, .. } => {
            let onchange =
                on_param.reform(move |event: Event| (name.to_string(), select_value(&event)));
            let input = html! {
                <select id={id.clone()} aria-invalid={invalid} aria-describedby={described_by.clone()} {onchange}>
                    { for options.iter().map(|option| html! {
                        <option value={*option} selected={*option == text}>{ *option }</option>
                    }) }
                </select>
            };
            (input, None)
        }
    };
    let default = match spec.default_value() {
        ParamValue::Flag(on) => {
            if on {
                "on".to_string()
            } else {
                "off".to_string()
            }
        }
        ParamValue::Int(n) => group_signed(n),
        value => value.to_string(),
    };
    let facts = match bounds {
        Some(bounds) => format!("Default {default}; {bounds}."),
        None => format!("Default {default}."),
    };
    html! {
        <div class="field param">
            <label for={id.clone()}>{ name }</label>
            { input }
            <p id={hint_id} class="hint">{ spec.summary }{ ". " }{ facts }</p>
            if let Some(error) = error {
                <p id={error_id} class="error">{ error }</p>
            }
        </div>
    }
}

/// A whole number with thousands separators, sign kept.
fn group_signed(n: i64) -> String {
    let grouped = group_thousands(n.unsigned_abs());
    if n < 0 {
        format!("-{grouped}")
    } else {
        grouped
    }
}

//! `sudoku engines`: every registered engine with what it does, where it
//! comes from, its kind, the shapes it solves, and its parameters with
//! defaults and ranges; then a table of the rules each engine takes.

use std::io::Write;

use clap::Args;
use serde_json::{json, Value};
use sudoku_engine::registry::DEFAULT_ENGINE;
use sudoku_engine::shape::rules::RULES;
use sudoku_engine::{engines, EngineInfo, ParamKind, ParamSpec, ParamValue};

use crate::error::CliError;
use crate::table::Table;

#[derive(Args, Debug)]
pub struct EnginesArgs {
    /// Prints one JSON object per engine
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &EnginesArgs, out: &mut impl Write) -> Result<(), CliError> {
    let text = if args.json {
        engines()
            .iter()
            .map(|info| engine_json(info).to_string() + "\n")
            .collect::<String>()
    } else {
        let described: Vec<String> = engines().iter().map(|info| describe(info)).collect();
        described.join("\n") + "\n" + &rules_table()
    };
    out.write_all(text.as_bytes()).map_err(CliError::output)
}

fn describe(info: &EngineInfo) -> String {
    let default = if info.name == DEFAULT_ENGINE {
        ", default"
    } else {
        ""
    };
    let mut text = format!(
        "{} ({}{default})\n    {}\n    source: {}\n",
        info.name,
        info.kind.word(),
        info.summary,
        info.source
    );
    text.push_str(&format!("    shapes: {}\n", info.shapes.describe()));
    text.push_str(&presets(info));
    text.push_str(&statistics(info));
    if info.params.is_empty() {
        text.push_str("    parameters: none\n");
        return text;
    }
    text.push_str("    parameters (--param KEY=VALUE; defaults are the paper's form):\n");
    let mut table = Table::new(["name", "default", "allowed", "meaning"]);
    for spec in info.params {
        table.push([
            spec.name.to_string(),
            spec.default_value().to_string(),
            allowed(spec),
            spec.summary.to_string(),
        ]);
    }
    for line in table.render_left_aligned().lines() {
        text.push_str("      ");
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// Which engine takes which rule: a row per rule, a column per engine
/// that solves ("y" where it takes the rule).
fn rules_table() -> String {
    let solvers: Vec<&EngineInfo> = engines()
        .iter()
        .copied()
        .filter(|info| info.solves())
        .collect();
    let taken: Vec<Vec<&str>> = solvers.iter().map(|info| info.shapes.rules()).collect();
    let mut header = vec!["rule".to_string()];
    header.extend(solvers.iter().map(|info| info.name.to_string()));
    let mut table = Table::new(header);
    for kind in RULES {
        let mut row = vec![kind.tag.to_string()];
        row.extend(taken.iter().map(|tags| {
            let mark = if tags.contains(&kind.tag) { "y" } else { "-" };
            mark.to_string()
        }));
        table.push(row);
    }
    let mut text =
        "the rules each engine takes (y), beyond rows, columns and regions:\n".to_string();
    for line in table.render_left_aligned().lines() {
        text.push_str("    ");
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// The presets, each with the settings it makes: the defaults are the
/// paper's form, a preset the modern variant to compare with.
fn presets(info: &EngineInfo) -> String {
    if info.presets.is_empty() {
        return String::new();
    }
    let mut text = "    defaults: the paper's form; a preset changes them\n".to_string();
    for preset in info.presets {
        let settings: Vec<String> = preset
            .settings
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        text.push_str(&format!(
            "    preset {} (--preset {}): {} [{}]\n",
            preset.name,
            preset.name,
            preset.summary,
            settings.join(" ")
        ));
    }
    text
}

/// The statistics the engine reports, by name.
fn statistics(info: &EngineInfo) -> String {
    let names: Vec<&str> = info.stats.iter().map(|spec| spec.name).collect();
    format!("    statistics: {}\n", names.join(", "))
}

/// The values a parameter accepts, in words.
fn allowed(spec: &ParamSpec) -> String {
    match spec.kind {
        ParamKind::Flag { .. } => "true or false".to_string(),
        ParamKind::Int { min, max, .. } => format!("whole number {min} to {max}"),
        ParamKind::Real { min, max, .. } => format!("number {min} to {max}"),
        ParamKind::Choice { options, .. } => format!("one of {}", options.join(", ")),
    }
}

fn engine_json(info: &EngineInfo) -> Value {
    let params: Vec<Value> = info
        .params
        .iter()
        .map(|spec| {
            let mut param = json!({
                "name": spec.name,
                "summary": spec.summary,
                "default": param_value(&spec.default_value()),
            });
            let extra = match spec.kind {
                ParamKind::Flag { .. } => json!({ "type": "flag" }),
                ParamKind::Int { min, max, .. } => json!({ "type": "int", "min": min, "max": max }),
                ParamKind::Real { min, max, .. } => {
                    json!({ "type": "real", "min": min, "max": max })
                }
                ParamKind::Choice { options, .. } => {
                    json!({ "type": "choice", "options": options })
                }
            };
            if let (Some(param), Value::Object(extra)) = (param.as_object_mut(), extra) {
                param.extend(extra);
            }
            param
        })
        .collect();
    json!({
        "name": info.name,
        "summary": info.summary,
        "source": info.source,
        "kind": info.kind.word(),
        "default": info.name == DEFAULT_ENGINE,
        "shapes": info.shapes.describe(),
        "rules": info.shapes.rules(),
        "params": params,
        "presets": info.presets.iter().map(|preset| json!({
            "name": preset.name,
            "summary": preset.summary,
            "settings": preset.settings.iter().map(|(name, value)| json!({ "name": name, "value": value })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "stats": info.stats.iter().map(|spec| json!({
            "name": spec.name,
            "label": spec.label,
            "explanation": spec.explanation,
        })).collect::<Vec<_>>(),
    })
}

fn param_value(value: &ParamValue) -> Value {
    match value {
        ParamValue::Flag(b) => Value::from(*b),
        ParamValue::Int(n) => Value::from(*n),
        ParamValue::Real(x) => crate::json::real(*x),
        ParamValue::Choice(c) => Value::from(*c),
    }
}

//! `sudoku engines`: every registered engine with what it does, where it
//! comes from, its kind, and its parameters with defaults and ranges.

use std::io::Write;

use clap::Args;
use serde_json::{json, Value};
use sudoku_engine::registry::DEFAULT_ENGINE;
use sudoku_engine::{engines, EngineInfo, ParamKind, ParamSpec, ParamValue};

use crate::error::CliError;
use crate::selection::kind_name;
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
        engines()
            .iter()
            .map(describe)
            .collect::<Vec<_>>()
            .join("\n")
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
        kind_name(info.kind),
        info.summary,
        info.source
    );
    if info.params.is_empty() {
        text.push_str("    parameters: none\n");
        return text;
    }
    text.push_str("    parameters (--param KEY=VALUE):\n");
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
        "kind": kind_name(info.kind),
        "default": info.name == DEFAULT_ENGINE,
        "params": params,
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

//! JSON renderings shared by the commands.

use serde_json::{Map, Number, Value};
use sudoku_engine::{StatValue, Stats};

/// An engine's statistics as a JSON object: counters and reals as numbers,
/// labels as strings.
pub fn stats_object(stats: &Stats) -> Map<String, Value> {
    stats
        .iter()
        .map(|(name, value)| (name.to_string(), stat_value(value)))
        .collect()
}

fn stat_value(value: &StatValue) -> Value {
    match value {
        StatValue::Count(n) => Value::from(*n),
        StatValue::Real(x) => real(*x),
        StatValue::Text(text) => Value::from(text.as_str()),
    }
}

/// A finite number, or null (JSON has no NaN or infinity).
pub fn real(x: f64) -> Value {
    Number::from_f64(x).map_or(Value::Null, Value::Number)
}

/// Milliseconds rounded to microseconds.
pub fn millis(ms: f64) -> Value {
    real((ms * 1000.0).round() / 1000.0)
}

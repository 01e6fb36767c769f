//! Named engine statistics, shown in the rating panel and printed by the CLI.

use std::fmt;

/// One statistic's value.
#[derive(Clone, Debug, PartialEq)]
pub enum StatValue {
    Count(u64),
    Real(f64),
    Text(String),
}

impl fmt::Display for StatValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatValue::Count(n) => write!(f, "{n}"),
            StatValue::Real(x) => write!(f, "{x:.4}"),
            StatValue::Text(text) => f.write_str(text),
        }
    }
}

/// An engine's statistics in the order the engine reports them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats(Vec<(&'static str, StatValue)>);

impl Stats {
    pub fn new() -> Stats {
        Stats::default()
    }

    /// Adds a counter.
    pub fn count(mut self, name: &'static str, value: u64) -> Stats {
        self.0.push((name, StatValue::Count(value)));
        self
    }

    /// Adds a real number.
    pub fn real(mut self, name: &'static str, value: f64) -> Stats {
        self.0.push((name, StatValue::Real(value)));
        self
    }

    /// Adds a label (a class, a level name).
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Stats {
        self.0.push((name, StatValue::Text(value.into())));
        self
    }

    /// The value named `name`.
    pub fn get(&self, name: &str) -> Option<&StatValue> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// A counter's value; `None` if absent or not a counter.
    pub fn get_count(&self, name: &str) -> Option<u64> {
        match self.get(name) {
            Some(StatValue::Count(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &StatValue)> {
        self.0.iter().map(|(name, value)| (*name, value))
    }
}

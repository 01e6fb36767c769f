//! Named engine statistics. Each engine declares what it reports, once, in
//! its [`EngineInfo`](crate::EngineInfo): a [`StatSpec`] per statistic with
//! a label, an explanation and a [`StatFormat`]. While it runs it reports
//! values by those names ([`Stats`]). The CLI, the app and the tests read
//! the declarations; none of them knows an engine's statistics by name.

use std::borrow::Cow;
use std::fmt;

/// One statistic's value.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum StatValue {
    Count(u64),
    Real(f64),
    Text(String),
}

/// Plain machine-readable text: counts as digits, reals in full, text as is.
impl fmt::Display for StatValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatValue::Count(n) => write!(f, "{n}"),
            StatValue::Real(x) => write!(f, "{x}"),
            StatValue::Text(text) => f.write_str(text),
        }
    }
}

/// How a statistic reads for people.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatFormat {
    /// A whole number, thousands grouped: `1,234,567`.
    Count,
    /// A count of iterations with its share of all of them: `3,000,000 (25%)`.
    ShareOfIterations,
    /// A real to three significant digits: `0.293`, `5.04`, `12.3`.
    Real,
    /// A real with a fixed number of decimals (the paper prints it so).
    Fixed(u8),
    /// A word or a name.
    Text,
}

/// A statistic an engine reports: its name in [`Stats`] and JSON, and how
/// people see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatSpec {
    pub name: &'static str,
    /// A short label, the paper's term where there is one ("Valid nodes V").
    pub label: &'static str,
    /// One sentence: what it counts or measures.
    pub explanation: &'static str,
    pub format: StatFormat,
    /// Shown among the live counters while a run goes on.
    pub live: bool,
    /// Also shown as a rate while a run goes on ("Cycles/s").
    pub per_second: bool,
}

impl StatSpec {
    /// A counter.
    pub const fn count(
        name: &'static str,
        label: &'static str,
        explanation: &'static str,
    ) -> StatSpec {
        StatSpec {
            name,
            label,
            explanation,
            format: StatFormat::Count,
            live: false,
            per_second: false,
        }
    }

    /// A real number, read to three significant digits.
    pub const fn real(
        name: &'static str,
        label: &'static str,
        explanation: &'static str,
    ) -> StatSpec {
        StatSpec {
            format: StatFormat::Real,
            ..StatSpec::count(name, label, explanation)
        }
    }

    /// A word (a class, a level name).
    pub const fn text(
        name: &'static str,
        label: &'static str,
        explanation: &'static str,
    ) -> StatSpec {
        StatSpec {
            format: StatFormat::Text,
            ..StatSpec::count(name, label, explanation)
        }
    }

    /// The same statistic read with `format`.
    pub const fn with_format(self, format: StatFormat) -> StatSpec {
        StatSpec { format, ..self }
    }

    /// The same statistic, shown among the live counters.
    pub const fn live(self) -> StatSpec {
        StatSpec { live: true, ..self }
    }

    /// The same statistic, also shown as a rate per second while it runs.
    pub const fn per_second(self) -> StatSpec {
        StatSpec {
            per_second: true,
            ..self
        }
    }

    /// `value` as people read it; `iterations` is the run's work so far
    /// (for [`StatFormat::ShareOfIterations`]).
    pub fn display(&self, value: &StatValue, iterations: u64) -> String {
        match (value, self.format) {
            (StatValue::Count(n), StatFormat::ShareOfIterations) if iterations > 0 => {
                let share = *n as f64 * 100.0 / iterations as f64;
                format!("{} ({})", group_thousands(*n), format_percent(share))
            }
            (StatValue::Real(x), StatFormat::Fixed(decimals)) => {
                format!("{x:.*}", usize::from(decimals))
            }
            (StatValue::Count(n), _) => group_thousands(*n),
            (StatValue::Real(x), _) => format_real(*x),
            (StatValue::Text(text), _) => text.clone(),
        }
    }
}

/// An engine's statistics in the order the engine reports them.
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stats(Vec<(Cow<'static, str>, StatValue)>);

impl Stats {
    pub fn new() -> Stats {
        Stats::default()
    }

    /// Adds a counter.
    pub fn count(self, name: &'static str, value: u64) -> Stats {
        self.with(name, StatValue::Count(value))
    }

    /// Adds a real number.
    pub fn real(self, name: &'static str, value: f64) -> Stats {
        self.with(name, StatValue::Real(value))
    }

    /// Adds a label (a class, a level name).
    pub fn text(self, name: &'static str, value: impl Into<String>) -> Stats {
        self.with(name, StatValue::Text(value.into()))
    }

    fn with(mut self, name: &'static str, value: StatValue) -> Stats {
        self.0.push((Cow::Borrowed(name), value));
        self
    }

    /// The value named `name`.
    pub fn get(&self, name: &str) -> Option<&StatValue> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// A counter's value; `None` if absent or not a counter.
    pub fn get_count(&self, name: &str) -> Option<u64> {
        match self.get(name) {
            Some(StatValue::Count(n)) => Some(*n),
            _ => None,
        }
    }

    /// A real's value (a counter reads as a real too).
    pub fn get_real(&self, name: &str) -> Option<f64> {
        match self.get(name) {
            Some(StatValue::Real(x)) => Some(*x),
            Some(StatValue::Count(n)) => Some(*n as f64),
            _ => None,
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &StatValue)> {
        self.0.iter().map(|(name, value)| (name.as_ref(), value))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// `1234567` as `1,234,567`.
pub fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, ch) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Three significant digits (0.292, 5.04, 12.3), whole numbers from 100
/// up, and "< 0.001" below.
pub fn format_real(value: f64) -> String {
    if !value.is_finite() {
        return value.to_string();
    }
    let magnitude = value.abs();
    if magnitude == 0.0 {
        return "0".to_string();
    }
    if magnitude >= 1000.0 {
        let grouped = group_thousands(magnitude.round() as u64);
        return if value < 0.0 {
            format!("-{grouped}")
        } else {
            grouped
        };
    }
    // Exponent formatting would cost the app 1.4 KB (gzipped) for values
    // that read as "practically zero" anyway.
    if magnitude < 0.001 {
        return if value > 0.0 { "< 0.001" } else { "> -0.001" }.to_string();
    }
    let decimals = [100.0, 10.0, 1.0, 0.1, 0.01]
        .iter()
        .position(|&bound| magnitude >= bound)
        .unwrap_or(5);
    format!("{value:.decimals$}")
}

/// A percentage for people: `46%`, `0.3%`, `< 0.1%`.
pub fn format_percent(share: f64) -> String {
    if share > 0.0 && share < 0.1 {
        "< 0.1%".to_string()
    } else if share > 0.0 && share < 1.0 {
        format!("{share:.1}%")
    } else {
        format!("{share:.0}%")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_at_a_glance() {
        assert_eq!(format_real(0.29327), "0.293");
        assert_eq!(format_real(5.0409), "5.04");
        assert_eq!(format_real(12.34), "12.3");
        assert_eq!(format_real(123.4), "123");
        assert_eq!(format_real(0.00456), "0.00456");
        assert_eq!(format_real(12_345.6), "12,346");
        assert_eq!(format_real(0.0), "0");
        assert_eq!(format_real(0.00001234), "< 0.001");
        assert_eq!(format_percent(0.26), "0.3%");
        assert_eq!(format_percent(46.2), "46%");
        assert_eq!(format_percent(0.02), "< 0.1%");
        assert_eq!(format_percent(0.0), "0%");
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(69_200_000), "69,200,000");
    }

    #[test]
    fn values_read_by_their_declared_format() {
        let accepted = StatSpec::count("accepted", "Accepted", "moves kept")
            .with_format(StatFormat::ShareOfIterations);
        assert_eq!(
            accepted.display(&StatValue::Count(3_000_000), 12_000_000),
            "3,000,000 (25%)"
        );
        assert_eq!(accepted.display(&StatValue::Count(5), 0), "5");
        let dc = StatSpec::real("dc", "DC", "1 - SR").with_format(StatFormat::Fixed(3));
        assert_eq!(dc.display(&StatValue::Real(0.0553), 0), "0.055");
        let temperature = StatSpec::real("temperature", "Temperature", "");
        assert_eq!(temperature.display(&StatValue::Real(0.29327), 0), "0.293");
        assert_eq!(
            temperature.display(&StatValue::Text("hot".into()), 0),
            "hot"
        );
    }

    #[test]
    fn stats_are_read_by_name() {
        let stats = Stats::new()
            .count("guesses", 3)
            .real("dc", 0.5)
            .text("class", "easy");
        assert_eq!(stats.get_count("guesses"), Some(3));
        assert_eq!(stats.get_real("guesses"), Some(3.0));
        assert_eq!(stats.get_real("dc"), Some(0.5));
        assert_eq!(stats.get_count("class"), None);
        let names: Vec<&str> = stats.iter().map(|(name, _)| name).collect();
        assert_eq!(names, ["guesses", "dc", "class"]);
    }
}

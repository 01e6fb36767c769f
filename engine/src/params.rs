//! Engine parameters: each engine declares its [`ParamSpec`]s with the
//! paper's defaults; [`Params::resolve`] checks a user's `key=value` settings
//! against them.

use std::fmt;

/// A parameter an engine accepts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ParamSpec {
    pub name: &'static str,
    /// One line for a form label or `--help`.
    pub summary: &'static str,
    pub kind: ParamKind,
}

/// A parameter's type, default and bounds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ParamKind {
    Flag {
        default: bool,
    },
    Int {
        default: i64,
        min: i64,
        max: i64,
    },
    Real {
        default: f64,
        min: f64,
        max: f64,
    },
    Choice {
        default: &'static str,
        options: &'static [&'static str],
    },
}

/// A parameter's value.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamValue {
    Flag(bool),
    Int(i64),
    Real(f64),
    Choice(&'static str),
}

impl fmt::Display for ParamValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamValue::Flag(b) => write!(f, "{b}"),
            ParamValue::Int(n) => write!(f, "{n}"),
            ParamValue::Real(x) => write!(f, "{x}"),
            ParamValue::Choice(c) => f.write_str(c),
        }
    }
}

impl ParamSpec {
    /// The paper's default.
    pub fn default_value(&self) -> ParamValue {
        match self.kind {
            ParamKind::Flag { default } => ParamValue::Flag(default),
            ParamKind::Int { default, .. } => ParamValue::Int(default),
            ParamKind::Real { default, .. } => ParamValue::Real(default),
            ParamKind::Choice { default, .. } => ParamValue::Choice(default),
        }
    }

    /// Reads `text` as a value of this parameter, within its bounds.
    pub fn parse(&self, text: &str) -> Result<ParamValue, ParamError> {
        let text = text.trim();
        let invalid = |expected: String| ParamError::Invalid {
            name: self.name.to_string(),
            value: text.to_string(),
            expected,
        };
        match self.kind {
            ParamKind::Flag { .. } => match text {
                "true" | "on" | "yes" | "1" => Ok(ParamValue::Flag(true)),
                "false" | "off" | "no" | "0" => Ok(ParamValue::Flag(false)),
                _ => Err(invalid("true or false".into())),
            },
            ParamKind::Int { min, max, .. } => match text.parse::<i64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(ParamValue::Int(n)),
                _ => Err(invalid(format!("a whole number from {min} to {max}"))),
            },
            ParamKind::Real { min, max, .. } => match text.parse::<f64>() {
                Ok(x) if x >= min && x <= max => Ok(ParamValue::Real(x)),
                _ => Err(invalid(format!("a number from {min} to {max}"))),
            },
            ParamKind::Choice { options, .. } => options
                .iter()
                .find(|&&option| option == text)
                .map(|&option| ParamValue::Choice(option))
                .ok_or_else(|| invalid(format!("one of {}", options.join(", ")))),
        }
    }
}

/// Why a parameter setting was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamError {
    Unknown {
        name: String,
        known: Vec<&'static str>,
    },
    Invalid {
        name: String,
        value: String,
        expected: String,
    },
    Malformed {
        setting: String,
    },
    UnknownPreset {
        name: String,
        known: Vec<&'static str>,
    },
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamError::Unknown { name, known } if known.is_empty() => {
                write!(f, "unknown parameter '{name}': this engine takes none")
            }
            ParamError::Unknown { name, known } => write!(
                f,
                "unknown parameter '{name}' (this engine takes {})",
                known.join(", ")
            ),
            ParamError::Invalid {
                name,
                value,
                expected,
            } => write!(f, "parameter {name}={value}: expected {expected}"),
            ParamError::Malformed { setting } => {
                write!(f, "'{setting}' is not a key=value parameter setting")
            }
            ParamError::UnknownPreset { name, known } if known.is_empty() => {
                write!(f, "unknown preset '{name}': this engine has none")
            }
            ParamError::UnknownPreset { name, known } => write!(
                f,
                "unknown preset '{name}' (this engine has {})",
                known.join(", ")
            ),
        }
    }
}

impl std::error::Error for ParamError {}

/// A full set of values for one engine's parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params(Vec<(&'static str, ParamValue)>);

impl Params {
    /// Every parameter at its default.
    pub fn defaults(specs: &[ParamSpec]) -> Params {
        Params(
            specs
                .iter()
                .map(|spec| (spec.name, spec.default_value()))
                .collect(),
        )
    }

    /// Defaults overridden by `settings` (name, value text).
    pub fn resolve<'a>(
        specs: &[ParamSpec],
        settings: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Params, ParamError> {
        let mut params = Params::defaults(specs);
        for (name, text) in settings {
            let name = name.trim();
            let spec =
                specs
                    .iter()
                    .find(|spec| spec.name == name)
                    .ok_or_else(|| ParamError::Unknown {
                        name: name.to_string(),
                        known: specs.iter().map(|spec| spec.name).collect(),
                    })?;
            let value = spec.parse(text)?;
            let slot = params
                .0
                .iter_mut()
                .find(|(n, _)| *n == spec.name)
                .expect("defaults hold every spec");
            slot.1 = value;
        }
        Ok(params)
    }

    /// Splits `key=value` into its two sides.
    pub fn split_setting(setting: &str) -> Result<(&str, &str), ParamError> {
        setting
            .split_once('=')
            .filter(|(key, _)| !key.trim().is_empty())
            .ok_or_else(|| ParamError::Malformed {
                setting: setting.to_string(),
            })
    }

    /// The value of `name`.
    ///
    /// # Panics
    /// If the engine did not declare `name`: a programming error, not a user one.
    pub fn get(&self, name: &str) -> &ParamValue {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
            .unwrap_or_else(|| panic!("parameter '{name}' is not declared"))
    }

    pub fn flag(&self, name: &str) -> bool {
        match self.get(name) {
            ParamValue::Flag(b) => *b,
            other => panic!("parameter '{name}' is {other:?}, not a flag"),
        }
    }

    pub fn int(&self, name: &str) -> i64 {
        match self.get(name) {
            ParamValue::Int(n) => *n,
            other => panic!("parameter '{name}' is {other:?}, not a whole number"),
        }
    }

    pub fn real(&self, name: &str) -> f64 {
        match self.get(name) {
            ParamValue::Real(x) => *x,
            ParamValue::Int(n) => *n as f64,
            other => panic!("parameter '{name}' is {other:?}, not a number"),
        }
    }

    pub fn choice(&self, name: &str) -> &'static str {
        match self.get(name) {
            ParamValue::Choice(c) => c,
            other => panic!("parameter '{name}' is {other:?}, not a choice"),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &ParamValue)> {
        self.0.iter().map(|(name, value)| (*name, value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[ParamSpec] = &[
        ParamSpec {
            name: "propagate",
            summary: "fix forced cells first",
            kind: ParamKind::Flag { default: true },
        },
        ParamSpec {
            name: "hmcr",
            summary: "memory considering rate",
            kind: ParamKind::Real {
                default: 0.8,
                min: 0.0,
                max: 1.0,
            },
        },
    ];

    #[test]
    fn defaults_and_overrides() {
        let params = Params::resolve(SPECS, [("hmcr", "0.9")]).unwrap();
        assert!(params.flag("propagate"));
        assert_eq!(params.real("hmcr"), 0.9);
    }

    #[test]
    fn errors_name_the_parameter() {
        let error = Params::resolve(SPECS, [("hmcr", "1.5")]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "parameter hmcr=1.5: expected a number from 0 to 1"
        );
        let error = Params::resolve(SPECS, [("cooling", "0.9")]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown parameter 'cooling' (this engine takes propagate, hmcr)"
        );
        assert!(Params::split_setting("novalue").is_err());
    }
}

//! Run settings as the user typed them: engine, preset, parameters, seed and
//! time limit, kept as text so a half-typed number is never lost, and
//! checked when a run starts. An engine's defaults are the paper's form; a
//! preset (e.g. `improved`) is the modern variant, and parameters set by
//! hand go over either.
//!
//! Component (wasm32): [`EnginePicker`].

#[cfg(target_arch = "wasm32")]
mod engine_picker;
#[cfg(target_arch = "wasm32")]
pub use engine_picker::EnginePicker;

use std::collections::BTreeMap;

use sudoku_engine::registry::{default_for, DEFAULT_ENGINE};
use sudoku_engine::shape::Shape;
use sudoku_engine::{EngineInfo, ParamSpec, Preset};

use crate::race::RaceEntry;

/// The time limit a new user starts with.
pub const DEFAULT_TIME_LIMIT_S: &str = "60";

/// The longest time limit accepted: a day.
pub const MAX_TIME_LIMIT_S: f64 = 86_400.0;

#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Settings {
    /// The chosen engine's name (an engine of the registry).
    pub engine: String,
    /// Per engine, the chosen preset's name (none: the paper's defaults).
    pub presets: BTreeMap<String, String>,
    /// Per engine, the parameters set away from their defaults (name -> text).
    pub params: BTreeMap<String, BTreeMap<String, String>>,
    pub seed: String,
    /// Seconds; empty for no limit.
    pub time_limit_s: String,
}

impl Settings {
    /// The default engine with its defaults, `seed`, and the default time limit.
    pub fn new(seed: u64) -> Settings {
        Settings {
            engine: DEFAULT_ENGINE.to_string(),
            presets: BTreeMap::new(),
            params: BTreeMap::new(),
            seed: seed.to_string(),
            time_limit_s: DEFAULT_TIME_LIMIT_S.to_string(),
        }
    }

    /// The chosen engine (the default one if the name is unknown).
    pub fn engine_info(&self) -> &'static EngineInfo {
        sudoku_engine::find(&self.engine)
            .or_else(|| sudoku_engine::find(DEFAULT_ENGINE))
            .or_else(|| sudoku_engine::engines().first().copied())
            .expect("the registry holds an engine")
    }

    /// Chooses `engine` if it is registered; false otherwise.
    pub fn choose_engine(&mut self, engine: &str) -> bool {
        let known = sudoku_engine::find(engine).is_some();
        if known {
            self.engine = engine.to_string();
        }
        known
    }

    /// The board went from a puzzle of shape `before` to one of `now`: an
    /// engine chosen as the old shape's default, or one that does not take
    /// the new shape, gives way to the new shape's default (`fast`, chosen
    /// for the classic 9x9, becomes `propagate` for a killer and comes back
    /// with a classic); any other choice stays.
    pub fn follow_shape(&mut self, before: &Shape, now: &Shape) {
        if before == now {
            return;
        }
        let chosen = self.engine_info();
        if chosen.name == default_for(before).name || !chosen.shapes.admits(now) {
            self.engine = default_for(now).name.to_string();
        }
    }

    /// The chosen engine's parameter called `name`.
    pub fn param_spec(&self, name: &str) -> Option<&'static ParamSpec> {
        self.engine_info()
            .params
            .iter()
            .find(|spec| spec.name == name)
    }

    /// The chosen engine's preset, if one is chosen.
    pub fn preset(&self) -> Option<&'static Preset> {
        let name = self.presets.get(&self.engine)?;
        self.engine_info().preset(name)
    }

    /// Chooses the chosen engine's preset `name` ("" for the paper's
    /// defaults) and drops the parameters set by hand, so the preset shows;
    /// false for a name the engine does not have.
    pub fn choose_preset(&mut self, name: &str) -> bool {
        let engine = self.engine.clone();
        if name.is_empty() {
            self.presets.remove(&engine);
        } else if self.engine_info().preset(name).is_some() {
            self.presets.insert(engine.clone(), name.to_string());
        } else {
            return false;
        }
        self.params.remove(&engine);
        true
    }

    /// The value `spec` has before any setting by hand: the preset's or the default.
    fn base_text(&self, spec: &ParamSpec) -> String {
        self.preset()
            .and_then(|preset| preset.settings.iter().find(|(name, _)| *name == spec.name))
            .map_or_else(
                || spec.default_value().to_string(),
                |(_, value)| value.to_string(),
            )
    }

    /// The text shown for `spec`: what the user set, or the preset's value, or the default.
    pub fn param_text(&self, spec: &ParamSpec) -> String {
        self.params
            .get(&self.engine)
            .and_then(|set| set.get(spec.name))
            .cloned()
            .unwrap_or_else(|| self.base_text(spec))
    }

    /// Sets parameter `spec` of the chosen engine; back at its preset's or
    /// default value, the override is dropped.
    pub fn set_param(&mut self, spec: &ParamSpec, text: String) {
        let engine = self.engine.clone();
        let base = spec.parse(&self.base_text(spec)).ok();
        let set = self.params.entry(engine.clone()).or_default();
        if spec.parse(&text).ok() == base {
            set.remove(spec.name);
        } else {
            set.insert(spec.name.to_string(), text);
        }
        if set.is_empty() {
            self.params.remove(&engine);
        }
    }

    /// Every parameter of the chosen engine back at its preset's or the paper's value.
    pub fn reset_params(&mut self) {
        self.params.remove(&self.engine);
    }

    /// Why the text of `spec` is not a valid value, if it is not.
    pub fn param_error(&self, spec: &ParamSpec) -> Option<String> {
        spec.parse(&self.param_text(spec))
            .err()
            .map(|error| error.to_string())
    }

    /// The chosen engine's parameters that differ from its preset or defaults, checked.
    pub fn param_overrides(&self) -> Result<Vec<(String, String)>, String> {
        self.overrides_of(self.engine_info().params)
    }

    /// The parameters of `specs` that differ from their preset's or default value, checked.
    fn overrides_of(&self, specs: &[ParamSpec]) -> Result<Vec<(String, String)>, String> {
        let mut overrides = Vec::new();
        for spec in specs {
            let value = spec
                .parse(&self.param_text(spec))
                .map_err(|error| error.to_string())?;
            if spec.parse(&self.base_text(spec)).ok() != Some(value.clone()) {
                overrides.push((spec.name.to_string(), value.to_string()));
            }
        }
        Ok(overrides)
    }

    /// The chosen engine with its preset, parameters and seed, for a race.
    pub fn race_entry(&self) -> Result<RaceEntry, String> {
        Ok(RaceEntry {
            engine: self.engine_info().name.to_string(),
            preset: self.preset().map(|preset| preset.name.to_string()),
            params: self.param_overrides()?,
            seed: self.seed_value()?,
        })
    }

    pub fn seed_value(&self) -> Result<u64, String> {
        let text = self.seed.trim();
        text.parse::<u64>().map_err(|_| {
            format!(
                "The seed must be a whole number from 0 to {}, not '{text}'",
                u64::MAX
            )
        })
    }

    /// The time limit in milliseconds; `None` when the field is empty.
    pub fn time_limit_ms(&self) -> Result<Option<f64>, String> {
        let text = self.time_limit_s.trim();
        if text.is_empty() {
            return Ok(None);
        }
        match text.parse::<f64>() {
            Ok(seconds) if seconds > 0.0 && seconds <= MAX_TIME_LIMIT_S => {
                Ok(Some(seconds * 1000.0))
            }
            _ => Err(format!(
                "The time limit must be a number of seconds above 0 and at most {MAX_TIME_LIMIT_S}, \
                 or empty for none, not '{text}'"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::ParamKind;

    #[test]
    fn seed_and_time_limit_are_checked_with_a_message() {
        let mut settings = Settings::new(42);
        assert_eq!(settings.seed_value(), Ok(42));
        assert_eq!(settings.time_limit_ms(), Ok(Some(60_000.0)));
        settings.seed = "-1".into();
        assert!(settings.seed_value().unwrap_err().contains("not '-1'"));
        settings.time_limit_s = " ".into();
        assert_eq!(settings.time_limit_ms(), Ok(None));
        settings.time_limit_s = "0".into();
        assert!(settings.time_limit_ms().is_err());
        settings.time_limit_s = "0.25".into();
        assert_eq!(settings.time_limit_ms(), Ok(Some(250.0)));
    }

    #[test]
    fn unknown_engines_are_refused() {
        let mut settings = Settings::new(1);
        assert!(!settings.choose_engine("no-such-engine"));
        assert_eq!(settings.engine, DEFAULT_ENGINE);
        assert_eq!(settings.engine_info().name, DEFAULT_ENGINE);
    }

    const SPECS: &[ParamSpec] = &[
        ParamSpec {
            name: "alpha",
            summary: "cooling rate",
            kind: ParamKind::Real {
                default: 0.99,
                min: 0.0,
                max: 1.0,
            },
        },
        ParamSpec {
            name: "propagate",
            summary: "fix forced cells first",
            kind: ParamKind::Flag { default: true },
        },
    ];

    #[test]
    fn parameters_keep_what_was_typed_and_only_send_changes() {
        let mut settings = Settings::new(1);
        assert_eq!(settings.param_text(&SPECS[0]), "0.99");
        settings.set_param(&SPECS[0], "1.5".into());
        assert_eq!(settings.param_text(&SPECS[0]), "1.5");
        assert_eq!(
            settings.param_error(&SPECS[0]).unwrap(),
            "parameter alpha=1.5: expected a number from 0 to 1"
        );
        assert!(settings.overrides_of(SPECS).is_err());
        settings.set_param(&SPECS[0], "0.5".into());
        settings.set_param(&SPECS[1], "false".into());
        assert_eq!(
            settings.overrides_of(SPECS),
            Ok(vec![
                ("alpha".into(), "0.5".into()),
                ("propagate".into(), "false".into())
            ])
        );
        settings.set_param(&SPECS[0], "0.990".into());
        assert_eq!(settings.overrides_of(SPECS).unwrap().len(), 1);
        settings.reset_params();
        assert!(settings.params.is_empty());
        assert_eq!(settings.overrides_of(SPECS), Ok(vec![]));
    }

    #[test]
    fn every_registered_default_is_valid() {
        for info in sudoku_engine::engines() {
            let mut settings = Settings::new(1);
            assert!(settings.choose_engine(info.name));
            for spec in info.params {
                assert_eq!(
                    settings.param_error(spec),
                    None,
                    "{}.{}",
                    info.name,
                    spec.name
                );
            }
            assert_eq!(settings.param_overrides(), Ok(vec![]));
        }
    }
}

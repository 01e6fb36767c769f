//! The engine a command runs: chosen by name from the registry, with its
//! parameters checked once before any puzzle is read.

use clap::Args;
use sudoku_engine::registry::{self, DEFAULT_ENGINE};
use sudoku_engine::shape::Shape;
use sudoku_engine::{engines, find, EngineInfo, EngineKind, Limits, Params};

use crate::error::CliError;

/// Options shared by the commands that run an engine.
#[derive(Args, Debug)]
pub struct EngineArgs {
    /// The engine to run (see `sudoku engines`) [default: fast; for other
    /// shapes than the classic 9x9, portfolio: propagate and sat in turns]
    #[arg(short, long, value_name = "NAME")]
    pub engine: Option<String>,

    /// Sets an engine parameter; repeat for several (see `sudoku engines`)
    #[arg(short, long = "param", value_name = "KEY=VALUE")]
    pub params: Vec<String>,

    /// Starts from a named set of parameters instead of the paper's
    /// defaults, e.g. `improved` (see `sudoku engines`); --param overrides it
    #[arg(long, value_name = "NAME")]
    pub preset: Option<String>,

    /// Gives up on a puzzle after this many seconds [default: none for exact
    /// engines; 60 for stochastic ones in `solve`, 10 per run in `bench`]
    #[arg(short, long, value_name = "SECS", value_parser = parse_seconds)]
    pub time_limit: Option<f64>,
}

/// A registered engine with resolved parameters.
pub struct EngineChoice {
    pub info: &'static EngineInfo,
    pub params: Params,
    /// The time limit per run, in milliseconds.
    pub time_limit_ms: Option<f64>,
}

impl EngineArgs {
    /// Finds the engine and checks the parameters against its declarations.
    /// `stochastic_limit_secs` is the time limit a stochastic engine gets
    /// when none is given (a stochastic search need not end by itself).
    pub fn resolve(&self, stochastic_limit_secs: f64) -> Result<EngineChoice, CliError> {
        self.resolve_named(
            self.engine.as_deref().unwrap_or(DEFAULT_ENGINE),
            stochastic_limit_secs,
        )
    }

    /// [`EngineArgs::resolve`] for a puzzle of `shape`: without a named
    /// engine, the one that solves the shape by default.
    pub fn resolve_for(
        &self,
        shape: &Shape,
        stochastic_limit_secs: f64,
    ) -> Result<EngineChoice, CliError> {
        let default = registry::default_for(shape).name;
        self.resolve_named(
            self.engine.as_deref().unwrap_or(default),
            stochastic_limit_secs,
        )
    }

    fn resolve_named(
        &self,
        name: &str,
        stochastic_limit_secs: f64,
    ) -> Result<EngineChoice, CliError> {
        let info = find(name).ok_or_else(|| {
            let known: Vec<&str> = engines().iter().map(|info| info.name).collect();
            CliError::Usage(format!(
                "unknown engine '{name}' (registered: {}; see `sudoku engines`)",
                known.join(", ")
            ))
        })?;
        let settings = self
            .params
            .iter()
            .map(|setting| Params::split_setting(setting))
            .collect::<Result<Vec<_>, _>>()
            .and_then(|settings| info.resolve(self.preset.as_deref(), settings))
            .map_err(|error| CliError::Usage(format!("engine {}: {error}", info.name)))?;
        let time_limit_secs = self.time_limit.or(match info.kind {
            EngineKind::Exact | EngineKind::Construction => None,
            EngineKind::Stochastic => Some(stochastic_limit_secs),
        });
        Ok(EngineChoice {
            info,
            params: settings,
            time_limit_ms: time_limit_secs.map(|secs| secs * 1000.0),
        })
    }
}

impl EngineChoice {
    /// `limits` with this choice's time limit.
    pub fn limits(&self, limits: Limits) -> Limits {
        Limits {
            time_limit_ms: self.time_limit_ms,
            ..limits
        }
    }

    /// `name=value` for every parameter, for headers and logs.
    pub fn describe_params(&self) -> String {
        self.params
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A time limit: a positive number of seconds.
pub(crate) fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(secs) if secs.is_finite() && secs > 0.0 => Ok(secs),
        _ => Err(format!(
            "expected a positive number of seconds, not '{text}'"
        )),
    }
}

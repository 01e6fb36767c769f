//! Every engine by name. Each engine's module declares its [`EngineInfo`]
//! (what it is, where it comes from, its parameters and presets, the
//! statistics it reports, what else it shows) next to a `start` function;
//! one line of [`register!`] below adds it to the list.
//!
//! The list itself holds no code: a UI that only lists engines (the
//! browser's main thread) links none of them. Only [`EngineInfo::start`]
//! reaches the builders.

use std::fmt;

use crate::params::{ParamError, ParamSpec, Params};
use crate::picture::PictureKind;
use crate::puzzle::Puzzle;
use crate::scale::LevelScale;
use crate::solver::Engine;
use crate::stats::StatSpec;

/// What an engine does with a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineKind {
    /// Complete search: finds the solution or proves there is none.
    Exact,
    /// Stochastic search: seeded, may give up with a best grid.
    Stochastic,
    /// Builds a full grid from nothing; a puzzle's givens do not apply.
    Construction,
}

impl EngineKind {
    /// The kind as a word, for listings and JSON.
    pub fn word(self) -> &'static str {
        match self {
            EngineKind::Exact => "exact",
            EngineKind::Stochastic => "stochastic",
            EngineKind::Construction => "construction",
        }
    }
}

/// A named set of parameter values over the defaults. The defaults are the
/// paper's own form; a preset such as `improved` is the strongest modern
/// version of the same idea, so the two can be compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub name: &'static str,
    /// One line: what it changes and why.
    pub summary: &'static str,
    /// `name=value` settings applied over the defaults.
    pub settings: &'static [(&'static str, &'static str)],
}

/// What a run shows besides its grid and statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reports {
    /// Progress carries a current and a best cost worth charting.
    pub cost: bool,
    /// What the engine calls a restart ("re-heat"), if it restarts.
    pub restart: Option<&'static str>,
    /// A difficulty scale the statistics report.
    pub level: Option<&'static LevelScale>,
    /// A picture of the search attached to progress.
    pub picture: Option<PictureKind>,
    /// Milliseconds to show each unit of work for: a short construction
    /// (nine boxes) is worth watching step by step, not done in one slice.
    pub frame_ms: Option<u32>,
}

impl Reports {
    /// Grid and statistics only.
    pub const PLAIN: Reports = Reports {
        cost: false,
        restart: None,
        level: None,
        picture: None,
        frame_ms: None,
    };
}

/// One registered engine's description.
pub struct EngineInfo {
    pub name: &'static str,
    /// One line: what the engine does.
    pub summary: &'static str,
    /// Where it comes from (paper, seed file).
    pub source: &'static str,
    pub kind: EngineKind,
    /// Parameters, with the paper's values as defaults.
    pub params: &'static [ParamSpec],
    pub presets: &'static [Preset],
    /// Every statistic [`Engine::stats`] reports, in its order.
    pub stats: &'static [StatSpec],
    pub reports: Reports,
}

impl EngineInfo {
    /// Starts this engine on `puzzle` with resolved `params` and `seed`.
    pub fn start(&self, puzzle: &Puzzle, params: &Params, seed: u64) -> Box<dyn Engine> {
        build(self.name, puzzle, params, seed)
            .unwrap_or_else(|| unreachable!("engine '{}' is listed without a builder", self.name))
    }

    /// The parameters of `preset` (none: the defaults) with `settings` over them.
    pub fn resolve<'a>(
        &self,
        preset: Option<&str>,
        settings: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Params, ParamError> {
        let preset_settings = match preset {
            None => &[][..],
            Some(name) => {
                self.preset(name)
                    .ok_or_else(|| ParamError::UnknownPreset {
                        name: name.to_string(),
                        known: self.presets.iter().map(|preset| preset.name).collect(),
                    })?
                    .settings
            }
        };
        Params::resolve(self.params, preset_settings.iter().copied().chain(settings))
    }

    /// Starts this engine with `key=value` settings over the defaults.
    pub fn start_with<'a>(
        &self,
        puzzle: &Puzzle,
        settings: impl IntoIterator<Item = (&'a str, &'a str)>,
        seed: u64,
    ) -> Result<Box<dyn Engine>, ParamError> {
        let params = self.resolve(None, settings)?;
        Ok(self.start(puzzle, &params, seed))
    }

    /// The preset called `name`.
    pub fn preset(&self, name: &str) -> Option<&'static Preset> {
        self.presets.iter().find(|preset| preset.name == name)
    }

    /// The declaration of the statistic called `name`.
    pub fn stat(&self, name: &str) -> Option<&'static StatSpec> {
        self.stats.iter().find(|spec| spec.name == name)
    }

    /// True for an engine that starts from a puzzle's givens and looks for
    /// its solution (exact and stochastic searches, not constructions).
    pub fn solves(&self) -> bool {
        self.kind != EngineKind::Construction
    }
}

/// Engines are the same when their names are: names are unique in the registry.
impl PartialEq for EngineInfo {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl fmt::Debug for EngineInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EngineInfo")
            .field("name", &self.name)
            .finish()
    }
}

/// The default engine.
pub const DEFAULT_ENGINE: &str = "fast";

/// Lists engines: each line names an engine's [`EngineInfo`] and its
/// builder, `fn(&Puzzle, &Params, u64) -> Box<dyn Engine>`.
macro_rules! register {
    ($($info:path => $start:path),* $(,)?) => {
        static ENGINES: &[&EngineInfo] = &[$(&$info),*];

        fn build(name: &str, puzzle: &Puzzle, params: &Params, seed: u64) -> Option<Box<dyn Engine>> {
            $(
                if name == $info.name {
                    return Some(Box::new($start(puzzle, params, seed)));
                }
            )*
            None
        }
    };
}

register! {
    crate::exact::fast::INFO => crate::exact::fast::FastEngine::start,
    crate::exact::brute::INFO => crate::exact::brute::BruteEngine::start,
    crate::exact::csp::INFO => crate::exact::csp::CspEngine::start_first_empty,
    crate::exact::csp::MRV_INFO => crate::exact::csp::CspEngine::start_fewest_candidates,
    crate::logic::engine::INFO => crate::logic::engine::LogicEngine::new,
    crate::meta::anneal::INFO => crate::meta::anneal::AnnealEngine::new,
    crate::meta::harmony::INFO => crate::meta::harmony::HarmonyEngine::new,
    crate::ants::schiff::INFO => crate::ants::schiff::AntEngine::new,
    crate::ants::acs::INFO => crate::ants::acs::AcsEngine::new,
    crate::construct::magic::INFO => crate::construct::magic::MagicEngine::new,
}

/// Every engine, the default first.
pub fn engines() -> &'static [&'static EngineInfo] {
    ENGINES
}

/// The engine called `name`.
pub fn find(name: &str) -> Option<&'static EngineInfo> {
    ENGINES.iter().copied().find(|info| info.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_the_default_comes_first() {
        assert_eq!(engines()[0].name, DEFAULT_ENGINE);
        for (index, info) in engines().iter().enumerate() {
            assert!(
                engines()[..index]
                    .iter()
                    .all(|other| other.name != info.name),
                "{} is registered twice",
                info.name
            );
        }
    }

    #[test]
    fn presets_name_declared_parameters_with_valid_values() {
        for info in engines() {
            for preset in info.presets {
                let params = info.resolve(Some(preset.name), []);
                assert!(
                    params.is_ok(),
                    "{} preset {}: {params:?}",
                    info.name,
                    preset.name
                );
            }
            let unknown = info.resolve(Some("no-such-preset"), []).unwrap_err();
            assert!(unknown.to_string().contains("no-such-preset"), "{unknown}");
        }
    }
}

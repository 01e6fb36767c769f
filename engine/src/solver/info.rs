//! [`EngineInfo`]: what an engine declares about itself — its kind, source,
//! parameters and presets, statistics, what its runs show, and the shapes
//! it solves. Engines declare it beside their code; the
//! [`registry`](crate::registry) lists them and starts them.

use std::fmt;

use crate::params::{ParamError, ParamSpec, Params};
use crate::picture::PictureKind;
use crate::scale::LevelScale;
use crate::shape::rules::{self, RULES};
use crate::shape::Shape;
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

/// The shapes of puzzle an engine solves (see [`crate::shape`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shapes {
    /// The classic 9x9 with 3x3 boxes and no other rule.
    Classic,
    /// Every shape of the model: any size, jigsaw regions, every rule.
    Every,
    /// Every shape whose rules are houses, groups without sums, pairs of
    /// cells and narrowed cells: any size, jigsaw regions, extra houses,
    /// the pair rules (dots, thermometers, whispers...), odd and even.
    HousesAndPairs,
    /// The same and killer cages: every rule but those over a whole line
    /// (arrows, little killers, outside clues, between lines, quadruples).
    HousesCagesAndPairs,
}

impl Shapes {
    /// True when an engine declaring these shapes solves a puzzle of `shape`.
    pub fn admits(self, shape: &Shape) -> bool {
        match self {
            Shapes::Classic => shape.is_classic(),
            Shapes::Every => true,
            Shapes::HousesAndPairs => !shape.has_sums() && !shape.has_line_rules(),
            Shapes::HousesCagesAndPairs => !shape.has_line_rules(),
        }
    }

    /// The tags of the rules (of [`RULES`]) these shapes take, each tried
    /// by its example on the classic grid.
    pub fn rules(self) -> Vec<&'static str> {
        RULES
            .iter()
            .filter(|kind| {
                let rule = rules::read(kind.example).expect("a rule's example reads");
                Shape::classic()
                    .with_rule(rule)
                    .is_ok_and(|shape| self.admits(&shape))
            })
            .map(|kind| kind.tag)
            .collect()
    }

    /// The shapes in words, for listings and refusals (`this engine
    /// solves the classic 9x9 only`): `the classic 9x9`.
    pub fn describe(self) -> &'static str {
        match self {
            Shapes::Classic => "the classic 9x9",
            Shapes::Every => "every size from 4x4 to 36x36, jigsaw regions and every rule",
            Shapes::HousesAndPairs => {
                "every size from 4x4 to 36x36, jigsaw regions and every rule but sums (killer \
                 cages, arrows, little killers) and outside clues, between lines and quadruples"
            }
            Shapes::HousesCagesAndPairs => {
                "every size from 4x4 to 36x36, jigsaw regions and every rule but arrows, little \
                 killers, outside clues, between lines and quadruples"
            }
        }
    }
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
    /// The shapes it solves.
    pub shapes: Shapes,
}

impl EngineInfo {
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

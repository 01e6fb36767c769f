//! Every engine by name. Each engine's module declares its [`EngineInfo`]
//! (what it is, where it comes from, its parameters and presets, the
//! statistics it reports, what else it shows, the shapes it solves) next
//! to a `start` function; one line of [`register!`] below adds it to the
//! list.
//!
//! The list itself holds no code: a UI that only lists engines (the
//! browser's main thread) links none of them. Only [`EngineInfo::start`]
//! reaches the builders.

use std::borrow::Cow;

use crate::params::{ParamError, Params};
use crate::puzzle::Puzzle;
use crate::shape::{Shape, Sudoku};
use crate::solver::{Engine, EngineInfo};

/// Starting engines lives here, beside the builders, so that the list of
/// engines (in [`crate::solver`]) links none of them.
impl EngineInfo {
    /// Starts this engine on a puzzle of any shape with resolved `params`
    /// and `seed`; `None` when the engine does not solve that shape (see
    /// [`EngineInfo::refusal`]). An engine with a backend of its own for
    /// the classic 9x9 chooses it itself.
    pub fn start(&self, sudoku: &Sudoku, params: &Params, seed: u64) -> Option<Box<dyn Engine>> {
        if self.refusal(sudoku.shape()).is_some() {
            return None;
        }
        build(self.name, sudoku, params, seed)
    }

    /// Why this engine does not take a puzzle of `shape`, as one sentence
    /// that names the engines that do; `None` when it does.
    pub fn refusal(&self, shape: &Shape) -> Option<String> {
        if self.shapes.admits(shape) {
            return None;
        }
        let others: Vec<&str> = ENGINES
            .iter()
            .filter(|info| info.shapes.admits(shape))
            .map(|info| info.name)
            .collect();
        Some(format!(
            "this engine solves {} only, and this puzzle is a {}; {} solve{} it",
            self.shapes.describe(),
            shape.describe(),
            in_words(&others),
            if others.len() == 1 { "s" } else { "" }
        ))
    }

    /// [`EngineInfo::start`] with `key=value` settings over the defaults.
    pub fn start_with<'a>(
        &self,
        sudoku: &Sudoku,
        settings: impl IntoIterator<Item = (&'a str, &'a str)>,
        seed: u64,
    ) -> Result<Option<Box<dyn Engine>>, ParamError> {
        let params = self.resolve(None, settings)?;
        Ok(self.start(sudoku, &params, seed))
    }
}

/// `a`, `a and b`, `a, b and c`.
fn in_words(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [only] => only.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What a builder takes: a classic [`Puzzle`] (the engines whose only
/// backend is the classic 9x9's) or a [`Sudoku`] of any shape.
trait BuilderInput: Clone + Sized {
    /// `sudoku` as this type; `None` when it is not of this kind.
    fn take(sudoku: &Sudoku) -> Option<Cow<'_, Self>>;
}

impl BuilderInput for Puzzle {
    fn take(sudoku: &Sudoku) -> Option<Cow<'_, Puzzle>> {
        sudoku.to_classic().map(Cow::Owned)
    }
}

impl BuilderInput for Sudoku {
    fn take(sudoku: &Sudoku) -> Option<Cow<'_, Sudoku>> {
        Some(Cow::Borrowed(sudoku))
    }
}

/// Calls `start` with `sudoku` in the form it takes.
fn start_as<I: BuilderInput, E: Engine + 'static>(
    start: fn(&I, &Params, u64) -> E,
    sudoku: &Sudoku,
    params: &Params,
    seed: u64,
) -> Option<Box<dyn Engine>> {
    let input = I::take(sudoku)?;
    Some(Box::new(start(&input, params, seed)))
}

/// The default engine (of the classic 9x9).
pub const DEFAULT_ENGINE: &str = "fast";

pub use crate::exact::choice::default_for;

/// Lists engines: each line names an engine's [`EngineInfo`] and its
/// builder, `fn(&Puzzle, &Params, u64) -> E` for an engine of the classic
/// 9x9, `fn(&Sudoku, &Params, u64) -> E` for one of every shape.
macro_rules! register {
    ($($info:path => $start:path),* $(,)?) => {
        static ENGINES: &[&EngineInfo] = &[$(&$info),*];

        fn build(name: &str, sudoku: &Sudoku, params: &Params, seed: u64) -> Option<Box<dyn Engine>> {
            $(
                if name == $info.name {
                    return start_as($start, sudoku, params, seed);
                }
            )*
            None
        }
    };
}

register! {
    crate::exact::fast::INFO => crate::exact::fast::FastEngine::start,
    crate::exact::brute::INFO => crate::exact::brute::start,
    crate::exact::csp::INFO => crate::exact::csp::start_first_empty,
    crate::exact::csp::MRV_INFO => crate::exact::csp::start_fewest_candidates,
    crate::logic::engine::INFO => crate::logic::engine::LogicEngine::new,
    crate::meta::anneal::INFO => crate::meta::anneal::start,
    crate::meta::harmony::INFO => crate::meta::harmony::start,
    crate::ants::schiff::INFO => crate::ants::schiff::AntEngine::new,
    crate::ants::acs::INFO => crate::ants::acs::start,
    crate::construct::magic::INFO => crate::construct::magic::MagicEngine::new,
    crate::exact::propagate::INFO => crate::exact::propagate::PropagateEngine::start,
    crate::exact::sat::INFO => crate::exact::sat::SatEngine::start,
    crate::exact::portfolio::INFO => crate::exact::portfolio::start,
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

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
use crate::shape::{Relation, Shape, Sudoku};
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

/// The grid size from which the default engine of other shapes is `sat`
/// rather than `propagate`: on Lloyd & Amos's 25x25 instances at 45% fill
/// (`sudoku solve --any`) `sat` took 51 ms mean to `propagate`'s 2.1 s;
/// below, `propagate` answers in milliseconds and is the faster on most
/// killers and variants (killer median 0.43 ms to 0.68 ms).
pub const SAT_FROM_SIZE: usize = 25;

/// The engine that solves a puzzle of `shape` when none is chosen: `fast`
/// for the classic 9x9, `propagate` for other shapes below
/// [`SAT_FROM_SIZE`], `sat` from there and for digits ordered or summed
/// along lines.
pub fn default_for(shape: &Shape) -> &'static EngineInfo {
    if shape.is_classic() {
        &crate::exact::fast::INFO
    } else if shape.size() >= SAT_FROM_SIZE || has_long_chains(shape) {
        &crate::exact::sat::INFO
    } else {
        &crate::exact::propagate::INFO
    }
}

/// True when the shape orders digits along lines, keeps their classes
/// apart or sums them along a line with repeats (thermometers, renban,
/// entropic lines, little killers, outside clues): propagation narrows
/// each link, but its search does not learn. On the shared links `sat`
/// takes 0.1 s where `propagate` is still searching after 20 s (little
/// killers I035, I045, I046; renban I037, I038), 0.05 s where it takes
/// 0.9 s (the entropic line L052), and an empty grid with a long slow
/// thermometer costs `propagate` 10 million guesses. Sums with a negative
/// weight (an arrow's circle, zipper and region-sum lines) are not long
/// chains: `propagate` bounds them by each box's distinct digits, and on
/// the shared arrow links takes 1.3 s in all where `sat` takes 15.2 s
/// (I019: 0.6 s against 15 s).
fn has_long_chains(shape: &Shape) -> bool {
    let constraints = shape.constraints();
    let adds_up_along_a_line =
        |sum: &crate::shape::WeightedSum| sum.terms.iter().all(|&(_, weight)| weight > 0);
    constraints.sums.iter().any(adds_up_along_a_line)
        || !constraints.sequences.is_empty()
        || constraints.pairs.iter().any(|&(_, _, relation)| {
            matches!(
                relation,
                Relation::Below(_)
                    | Relation::Above(_)
                    | Relation::Within(_)
                    | Relation::OtherClass(_)
            )
        })
}

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

//! The readings of an easiest-first path, of any shape and either logic
//! backend, gathered in one place: [`PathReader`] reads each step as the
//! solver shows it ([`Explainer::walk`](crate::logic::Explainer::walk)),
//! and gives the [`Rating`] of the path — SE's ER/EP/ED, the HoDoKu-style
//! score and level, the hardest step, the technique histogram — or its
//! [`PathRating`] alone, what a list of puzzles shows and the generator
//! stores with each puzzle.

use super::{families_of, histogram_of, CspClass, Rating};
use crate::logic::{PathStep, Rating as Value, Technique};
use crate::rate::{HodokuRating, SeRating};
use crate::shape::Shape;

/// The readings of one easiest-first path.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PathRating {
    /// SE's ER/EP/ED.
    pub se: SeRating,
    pub hodoku: HodokuRating,
    /// The hardest step's name ("Dynamic Contradiction Forcing Chains (+)").
    pub hardest: Option<String>,
}

/// A path read step by step.
#[derive(Clone, Debug, Default)]
pub struct PathReader {
    /// Each step's technique, value, and whether it places a digit.
    steps: Vec<(Technique, Value, bool)>,
    /// The first step of the highest value, and its name.
    hardest: Option<(Value, String)>,
}

impl PathReader {
    /// Reads the next step of the path.
    pub fn read(&mut self, step: &dyn PathStep) {
        let value = step.value();
        if self.hardest.as_ref().is_none_or(|(top, _)| value > *top) {
            self.hardest = Some((value, step.name()));
        }
        self.steps
            .push((step.technique(), value, step.placed() > 0));
    }

    /// The first step of the highest value read so far: its value and
    /// name (what a long rating shows as it goes).
    pub fn hardest(&self) -> Option<(Value, &str)> {
        self.hardest
            .as_ref()
            .map(|(value, name)| (*value, name.as_str()))
    }

    /// The readings of the path read, on a grid of `shape`; `solved` says
    /// whether it filled the grid, `csp` is seed 002's class when known.
    pub fn rating(&self, solved: bool, shape: &Shape, csp: Option<CspClass>) -> Rating {
        let se = SeRating::of_values(
            self.steps.iter().map(|&(_, value, places)| (value, places)),
            solved,
        );
        // SE's hardest step of a finished path: none when it is stuck.
        let hardest = self
            .hardest
            .as_ref()
            .filter(|(value, _)| *value == se.er)
            .map(|(_, name)| name.clone());
        let techniques = || self.steps.iter().map(|&(technique, _, _)| technique);
        let histogram = histogram_of(techniques());
        Rating {
            se,
            hardest,
            hodoku: HodokuRating::of_path_on(
                // A path logic could not finish ends as HoDoKu's would, in
                // its brute force (a guess: Extreme).
                techniques().chain((!solved).then_some(Technique::Guess)),
                shape,
            ),
            families: families_of(&histogram),
            histogram,
            steps: self.steps.len(),
            solved,
            csp,
            harmony: None,
        }
    }
}

/// The readings of a path given as its steps, on a grid of `shape`.
pub fn rating_of<'a, S: PathStep + 'a>(
    steps: impl IntoIterator<Item = &'a S>,
    solved: bool,
    shape: &Shape,
    csp: Option<CspClass>,
) -> Rating {
    let mut reader = PathReader::default();
    for step in steps {
        reader.read(step);
    }
    reader.rating(solved, shape, csp)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::shaped::read_for_tests;
    use crate::logic::shaped::Step;
    use crate::logic::HodokuLevel;

    #[test]
    fn the_hardest_step_is_the_first_of_the_highest_value() {
        let path = [
            Step::new(Technique::HiddenSingleBox),
            Step::new(Technique::HiddenSingleColumn),
            Step::new(Technique::HiddenSingleRow),
        ];
        let rating = rating_of(&path, true, &Shape::classic(), None);
        assert_eq!(rating.se.er.to_string(), "1.5");
        assert_eq!(rating.hardest.as_deref(), Some("Hidden Single (column)"));
    }

    #[test]
    fn a_path_logic_cannot_finish_is_beyond_se_and_extreme() {
        let blank = ".".repeat(Shape::classic().cells());
        let killer = read_for_tests(&format!("{blank};cage=3:0.1"));
        let combination = Step::new(Technique::CageCombination);
        let stuck = rating_of([&combination], false, killer.shape(), None);
        assert_eq!(
            (stuck.se.er.to_string(), stuck.hodoku.level),
            ("20.0".to_string(), HodokuLevel::Extreme)
        );
        let finished = rating_of([&combination], true, killer.shape(), None);
        assert_eq!(finished.hodoku.level, HodokuLevel::Easy);
    }
}

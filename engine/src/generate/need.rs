//! [`Need`]: a technique, or a family of them, that a practice puzzle must
//! need: the easiest-first path of the hints' profile ([`Profile::HUMAN`])
//! takes a step of it. Easiest first, such a step comes only where nothing
//! easier applies, so the person solving by hints meets it there.

use std::fmt;
use std::str::FromStr;

use std::ops::ControlFlow;

use crate::logic::{Family, Profile, Step, Technique};
use crate::rate::path::logic_path_watched;
use crate::Puzzle;

/// What a practice puzzle must need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    Technique(Technique),
    Family(Family),
}

impl Need {
    /// Whether `step` is of the technique or family.
    pub fn is_met_by(self, step: &Step) -> bool {
        match self {
            Need::Technique(technique) => step.technique == technique,
            Need::Family(family) => step.technique.family() == family,
        }
    }

    /// Whether `puzzle`'s easiest-first path under the hints' profile takes
    /// a step of this need (the puzzle must have one solution).
    pub fn is_needed_by(self, puzzle: &Puzzle) -> bool {
        let mut met = false;
        logic_path_watched(puzzle, &Profile::HUMAN, &mut |step| {
            met = self.is_met_by(step);
            match met {
                true => ControlFlow::Break(()),
                false => ControlFlow::Continue(()),
            }
        });
        met
    }
}

/// Lower case letters and digits only: "XY-Wing" and "xy wing" are one name.
fn folded(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

impl FromStr for Need {
    type Err = String;

    /// A family by its key or name (`fish`, `single_digit_patterns`,
    /// `Naked and hidden sets`), or a technique by its name (`X-Wing`,
    /// `xy-wing`), in any case and punctuation.
    fn from_str(text: &str) -> Result<Need, String> {
        let wanted = folded(text);
        let family = Family::ALL
            .into_iter()
            .find(|family| folded(family.key()) == wanted || folded(family.name()) == wanted);
        let technique = || {
            Technique::ALL
                .iter()
                .copied()
                .find(|technique| folded(technique.name()) == wanted)
        };
        match (family, technique()) {
            (Some(family), _) => Ok(Need::Family(family)),
            (None, Some(technique)) => Ok(Need::Technique(technique)),
            (None, None) => {
                let families: Vec<&str> = Family::ALL.iter().map(|family| family.key()).collect();
                Err(format!(
                    "'{text}' is no technique or family; families: {} (techniques by name, e.g. X-Wing)",
                    families.join(", ")
                ))
            }
        }
    }
}

impl fmt::Display for Need {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Need::Technique(technique) => f.write_str(technique.name()),
            Need::Family(family) => f.write_str(family.name()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_in_any_case_and_punctuation() {
        assert_eq!("fish".parse(), Ok(Need::Family(Family::Fish)));
        assert_eq!(
            "Naked and hidden sets".parse(),
            Ok(Need::Family(Family::Subsets))
        );
        assert_eq!("x wing".parse(), Ok(Need::Technique(Technique::XWing)));
        let error = "x-wang".parse::<Need>().unwrap_err();
        assert!(
            error.starts_with(
                "'x-wang' is no technique or family; families: singles, intersections"
            ),
            "{error}"
        );
    }
}

//! [`Need`]: a technique, or a family of them, that a practice puzzle must
//! need: the easiest-first path of the hints' profile ([`ProfileName::Human`])
//! takes a step of it. Easiest first, such a step comes only where nothing
//! easier applies, so the person solving by hints meets it there.

use std::fmt;
use std::str::FromStr;

use std::ops::ControlFlow;

use crate::logic::{Explainer, Family, ProfileName, Technique};
use crate::run::Deadline;
use crate::shape::{Sudoku, Values};

/// What a practice puzzle must need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    Technique(Technique),
    Family(Family),
}

impl Need {
    /// Whether a step of `technique` meets the need.
    pub fn is_met_by(self, technique: Technique) -> bool {
        match self {
            Need::Technique(needed) => technique == needed,
            Need::Family(family) => technique.family() == family,
        }
    }

    /// A path watcher's answer to a step of `technique`: stop once it
    /// meets the need, which `met` then says.
    pub fn stop_at(self, technique: Technique, met: &mut bool) -> ControlFlow<()> {
        *met = self.is_met_by(technique);
        match *met {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    }

    /// Whether `sudoku`'s easiest-first path under the hints' profile
    /// ([`ProfileName::Human`], on the one logic entry) takes a step of
    /// this need, given its one solution.
    pub fn is_needed_in(self, sudoku: &Sudoku, solution: &Values) -> bool {
        self.is_needed_within(sudoku, solution, None)
    }

    /// [`Need::is_needed_in`] whose searches give up at `deadline`: past
    /// it, the answer may be a `false` that a longer look would not give.
    pub fn is_needed_within(
        self,
        sudoku: &Sudoku,
        solution: &Values,
        deadline: Option<Deadline>,
    ) -> bool {
        let mut met = false;
        Explainer::new(sudoku, deadline).walk(ProfileName::Human, Some(solution), &mut |step| {
            self.stop_at(step.technique(), &mut met)
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

/// The serde form is the name ([`Display`](fmt::Display)), read back by
/// [`FromStr`]: short, and the same words the command line takes.
#[cfg(feature = "serde")]
impl serde::Serialize for Need {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Need {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Need, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
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

    /// The techniques `need` takes.
    fn met(need: Need) -> Vec<Technique> {
        let techniques = Technique::ALL.iter().copied();
        techniques
            .filter(|&technique| need.is_met_by(technique))
            .collect()
    }

    /// Guess is a family of one technique, so its name reads as either.
    #[test]
    fn every_name_reads_back_as_a_need_of_the_same_techniques() {
        let needs = Family::ALL
            .into_iter()
            .map(Need::Family)
            .chain(Technique::ALL.iter().copied().map(Need::Technique));
        for need in needs {
            let read: Need = need.to_string().parse().unwrap();
            assert_eq!(met(read), met(need), "{need}");
        }
    }
}

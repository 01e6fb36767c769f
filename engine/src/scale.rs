//! [`LevelScale`]: a difficulty scale an engine reports, declared once with
//! its levels, their ranges, and the statistics the level comes from (the
//! paper's level of harmony search, the CSP class of seed 002). The app's
//! level panel and the CLI read the declaration; neither names an engine.

use crate::stats::{StatValue, Stats};

/// A difficulty scale and where an engine reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelScale {
    /// The panel's heading ("Difficulty level").
    pub title: &'static str,
    /// Where the scale comes from and what it measures, one or two sentences.
    pub source: &'static str,
    /// The statistic holding the level: a count 1..=levels.len(), or a level's name.
    pub stat: &'static str,
    /// The statistics the level is worked out from, in order (V, IV, SR, DC).
    pub inputs: &'static [&'static str],
    /// The arithmetic in words ("SR = V / (V + 2 IV); DC = 1 − SR").
    pub formula: &'static str,
    /// The levels from easiest to hardest.
    pub levels: &'static [LevelBand],
}

/// One level of a scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelBand {
    pub name: &'static str,
    /// The range of the scale's value that gives this level ("0.5 ≤ DC < 0.75").
    pub range: &'static str,
}

impl LevelScale {
    /// The 0-based index of the level `stats` report, if they report one.
    pub fn level_in(&self, stats: &Stats) -> Option<usize> {
        match stats.get(self.stat)? {
            StatValue::Count(n) => usize::try_from(*n)
                .ok()
                .filter(|&n| (1..=self.levels.len()).contains(&n))
                .map(|n| n - 1),
            StatValue::Text(name) => self
                .levels
                .iter()
                .position(|band| band.name.eq_ignore_ascii_case(name)),
            StatValue::Real(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCALE: LevelScale = LevelScale {
        title: "Class",
        source: "test",
        stat: "class",
        inputs: &[],
        formula: "",
        levels: &[
            LevelBand {
                name: "easy",
                range: "no guess",
            },
            LevelBand {
                name: "hard",
                range: "guesses",
            },
        ],
    };

    #[test]
    fn levels_are_read_by_number_or_name() {
        assert_eq!(SCALE.level_in(&Stats::new().count("class", 2)), Some(1));
        assert_eq!(SCALE.level_in(&Stats::new().text("class", "Easy")), Some(0));
        assert_eq!(SCALE.level_in(&Stats::new().count("class", 3)), None);
        assert_eq!(SCALE.level_in(&Stats::new().count("class", 0)), None);
        assert_eq!(SCALE.level_in(&Stats::new()), None);
    }
}

//! The level arithmetic of Mandal & Sadhu (seed 001): valid nodes V and
//! invalid nodes IV give a success rating SR = V / (V + 2 IV) (an invalid
//! node costs twice: the way in and the way back), a difficulty coefficient
//! DC = 1 - SR, and a level from 1 (ultra easy) to 5 (evil).
//!
//! How `harmony` counts V and IV in a real run is documented there.

use std::fmt;

use crate::scale::{LevelBand, LevelScale};

/// The paper's levels as a scale, read from the `level` statistic.
pub const SCALE: LevelScale = LevelScale {
    title: "Difficulty level",
    source: "Levels and DC ranges from Mandal & Sadhu 2013 (seed 001), Table I.",
    stat: "level",
    inputs: &["valid_nodes", "invalid_nodes", "sr", "dc"],
    formula: "SR = V / (V + 2 IV); DC = 1 − SR",
    levels: &[
        LevelBand {
            name: "Ultra Easy",
            range: "DC = 0",
        },
        LevelBand {
            name: "Easy",
            range: "0 < DC < 0.5",
        },
        LevelBand {
            name: "Medium",
            range: "0.5 ≤ DC < 0.75",
        },
        LevelBand {
            name: "Hard",
            range: "0.75 ≤ DC < 0.9",
        },
        LevelBand {
            name: "Evil",
            range: "DC ≥ 0.9",
        },
    ],
};

/// The paper's five levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    UltraEasy = 1,
    Easy = 2,
    Medium = 3,
    Hard = 4,
    Evil = 5,
}

impl Level {
    /// The level of a difficulty coefficient (paper's Table I and step 12):
    /// 0 is level 1; below 0.5 level 2; below 0.75 level 3; below 0.9 level 4;
    /// from 0.9 level 5. The paper's ranges share their ends ("0-0.5",
    /// "0.5-0.75"); each end is taken to start the harder level, as in its
    /// Table IV, where DC 0.91 is level 5.
    pub fn from_difficulty(dc: f64) -> Level {
        if dc <= 0.0 {
            Level::UltraEasy
        } else if dc < 0.5 {
            Level::Easy
        } else if dc < 0.75 {
            Level::Medium
        } else if dc < 0.9 {
            Level::Hard
        } else {
            Level::Evil
        }
    }

    /// 1 to 5.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The paper's name: "ultra easy", "easy", "medium", "hard", "evil".
    pub fn name(self) -> &'static str {
        match self {
            Level::UltraEasy => "ultra easy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Evil => "evil",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "level {} ({})", self.number(), self.name())
    }
}

/// Valid and invalid node counts, and what the paper derives from them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NodeCounts {
    pub valid: u64,
    pub invalid: u64,
}

impl NodeCounts {
    pub fn new(valid: u64, invalid: u64) -> NodeCounts {
        NodeCounts { valid, invalid }
    }

    /// SR = V / (V + 2 IV); 1 when there are no nodes at all (nothing to search).
    pub fn success_rating(self) -> f64 {
        let weighted = self.valid as f64 + 2.0 * self.invalid as f64;
        if weighted == 0.0 {
            1.0
        } else {
            self.valid as f64 / weighted
        }
    }

    /// DC = 1 - SR.
    pub fn difficulty(self) -> f64 {
        1.0 - self.success_rating()
    }

    pub fn level(self) -> Level {
        Level::from_difficulty(self.difficulty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rounded(x: f64) -> f64 {
        (x * 100.0).round() / 100.0
    }

    #[test]
    fn worked_example_is_level_two() {
        let nodes = NodeCounts::new(57, 23);
        assert_eq!(rounded(nodes.success_rating()), 0.55);
        assert_eq!(rounded(nodes.difficulty()), 0.45);
        assert_eq!(nodes.level(), Level::Easy);
    }

    #[test]
    fn table_four_rows() {
        let rows = [
            (14, 0, 1.0, 0.0, Level::UltraEasy),
            (97, 90, 0.35, 0.65, Level::Medium),
            (250, 708, 0.15, 0.85, Level::Hard),
            (370, 1710, 0.10, 0.90, Level::Evil),
        ];
        for (valid, invalid, sr, dc, level) in rows {
            let nodes = NodeCounts::new(valid, invalid);
            assert_eq!(
                rounded(nodes.success_rating()),
                sr,
                "SR of {valid}, {invalid}"
            );
            assert_eq!(rounded(nodes.difficulty()), dc, "DC of {valid}, {invalid}");
            assert_eq!(nodes.level(), level, "level of {valid}, {invalid}");
        }
    }

    #[test]
    fn the_scale_names_every_level_in_order() {
        for level in [
            Level::UltraEasy,
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Evil,
        ] {
            let band = SCALE.levels[usize::from(level.number()) - 1];
            assert!(band.name.eq_ignore_ascii_case(level.name()), "{level}");
        }
    }

    #[test]
    fn boundaries_start_the_harder_level() {
        assert_eq!(Level::from_difficulty(0.0), Level::UltraEasy);
        assert_eq!(Level::from_difficulty(1e-9), Level::Easy);
        assert_eq!(Level::from_difficulty(0.5), Level::Medium);
        assert_eq!(Level::from_difficulty(0.75), Level::Hard);
        assert_eq!(Level::from_difficulty(0.9), Level::Evil);
        assert_eq!(NodeCounts::new(0, 0).level(), Level::UltraEasy);
        assert_eq!(NodeCounts::new(0, 5).level(), Level::Evil);
        assert_eq!(Level::Hard.to_string(), "level 4 (hard)");
    }
}

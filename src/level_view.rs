//! The difficulty level of Mandal & Sadhu (seed 001) as the level panel
//! shows it: valid nodes V and invalid nodes IV from a run's statistics,
//! the success rating SR = V / (V + 2 IV), the difficulty coefficient
//! DC = 1 - SR, and the level 1-5 by the paper's Table I.
//!
//! Any run whose statistics carry `valid_nodes` and `invalid_nodes` gets
//! the panel; SR, DC and the level are computed from V and IV with the
//! engine's own arithmetic ([`NodeCounts`]), so the panel always agrees with
//! the formulas it prints.

use sudoku_engine::meta::level::NodeCounts;

use crate::protocol::{NamedStat, StatReport};

/// The paper's levels in order: number, name, and the DC range of each.
pub const LEVELS: [(u8, &str, &str); 5] = [
    (1, "Ultra Easy", "DC = 0"),
    (2, "Easy", "0 < DC < 0.5"),
    (3, "Medium", "0.5 ≤ DC < 0.75"),
    (4, "Hard", "0.75 ≤ DC < 0.9"),
    (5, "Evil", "DC ≥ 0.9"),
];

/// A run's level and the numbers it comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelView {
    pub valid: u64,
    pub invalid: u64,
    pub success_rating: f64,
    pub difficulty: f64,
    /// 1 to 5.
    pub level: u8,
}

impl LevelView {
    /// The level of a run whose statistics count valid and invalid nodes.
    pub fn from_stats(stats: &[NamedStat]) -> Option<LevelView> {
        let count = |name: &str| {
            stats.iter().find_map(|stat| match &stat.value {
                StatReport::Count(count) if stat.name == name => Some(*count),
                _ => None,
            })
        };
        let nodes = NodeCounts::new(count("valid_nodes")?, count("invalid_nodes")?);
        Some(LevelView {
            valid: nodes.valid,
            invalid: nodes.invalid,
            success_rating: nodes.success_rating(),
            difficulty: nodes.difficulty(),
            level: nodes.level().number(),
        })
    }

    /// The paper's name of the level: "Ultra Easy" ... "Evil".
    pub fn name(&self) -> &'static str {
        LEVELS
            .iter()
            .find(|(number, _, _)| *number == self.level)
            .map_or("", |(_, name, _)| name)
    }

    /// "Level 3 — Medium".
    pub fn title(&self) -> String {
        format!("Level {} — {}", self.level, self.name())
    }

    /// SR worked out: "57 / (57 + 2 × 69) = 0.292".
    pub fn success_rating_sum(&self) -> String {
        format!(
            "{} / ({} + 2 × {}) = {}",
            self.valid,
            self.valid,
            self.invalid,
            rating_text(self.success_rating)
        )
    }

    /// DC worked out: "1 − 0.292 = 0.708".
    pub fn difficulty_sum(&self) -> String {
        format!(
            "1 − {} = {}",
            rating_text(self.success_rating),
            rating_text(self.difficulty)
        )
    }
}

/// SR and DC to three decimals: the paper prints two, which hides the
/// difference between 0.749 (level 3) and 0.75 (level 4).
pub fn rating_text(value: f64) -> String {
    format!("{value:.3}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::meta::level::Level;

    fn stats(valid: u64, invalid: u64) -> Vec<NamedStat> {
        vec![
            NamedStat {
                name: "valid_nodes".into(),
                value: StatReport::Count(valid),
            },
            NamedStat {
                name: "invalid_nodes".into(),
                value: StatReport::Count(invalid),
            },
        ]
    }

    #[test]
    fn the_papers_worked_example_and_table_four() {
        let example = LevelView::from_stats(&stats(57, 23)).unwrap();
        assert_eq!(example.title(), "Level 2 — Easy");
        assert_eq!(example.success_rating_sum(), "57 / (57 + 2 × 23) = 0.553");
        assert_eq!(example.difficulty_sum(), "1 − 0.553 = 0.447");
        let rows = [
            (14, 0, "Level 1 — Ultra Easy"),
            (97, 90, "Level 3 — Medium"),
            (250, 708, "Level 4 — Hard"),
            (370, 1710, "Level 5 — Evil"),
        ];
        for (valid, invalid, title) in rows {
            assert_eq!(
                LevelView::from_stats(&stats(valid, invalid))
                    .unwrap()
                    .title(),
                title
            );
        }
    }

    #[test]
    fn every_engine_level_has_a_name_and_range() {
        for dc in [0.0, 0.3, 0.6, 0.8, 0.95] {
            let level = Level::from_difficulty(dc);
            let (number, name, _) = LEVELS[level.number() as usize - 1];
            assert_eq!(number, level.number());
            assert_eq!(name.to_lowercase(), level.name());
        }
    }

    #[test]
    fn runs_without_node_counts_have_no_level() {
        assert_eq!(LevelView::from_stats(&[]), None);
        let mut only_valid = stats(5, 0);
        only_valid.pop();
        assert_eq!(LevelView::from_stats(&only_valid), None);
    }
}

//! A difficulty scale an engine reports (its [`LevelScale`]), as the level
//! panel shows it: the level reached, the statistics it is worked out from
//! with their labels, the formula, and every level of the scale with its
//! range. The paper's level of harmony search and the CSP class of seed
//! 002 both come through here; nothing names either.

use sudoku_engine::{EngineInfo, LevelScale, Snapshot};

use super::counters::Counter;
use crate::sentence::capitalised;

/// A run's level on its engine's scale.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelView {
    pub scale: &'static LevelScale,
    /// 0-based index into `scale.levels`.
    pub level: usize,
    /// The statistics the level comes from, labelled.
    pub inputs: Vec<Counter>,
}

impl LevelView {
    /// The level `snapshot` reports on `engine`'s scale, if the engine has
    /// one and has reported a level yet.
    pub fn of(engine: &'static EngineInfo, snapshot: &Snapshot) -> Option<LevelView> {
        let scale = engine.reports.level?;
        let level = scale.level_in(&snapshot.stats)?;
        let inputs = scale
            .inputs
            .iter()
            .filter_map(|name| {
                let spec = engine.stat(name)?;
                let value = snapshot.stats.get(name)?;
                Some(Counter::of(spec, value, snapshot.progress.iterations))
            })
            .collect();
        Some(LevelView {
            scale,
            level,
            inputs,
        })
    }

    /// "Level 3 — Medium".
    pub fn title(&self) -> String {
        band_title(self.scale, self.level)
    }
}

/// "Level n — Name" for the `index`-th level of `scale`.
pub fn band_title(scale: &LevelScale, index: usize) -> String {
    let name = capitalised(scale.levels[index].name);
    format!("Level {} — {name}", index + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::meta::level::NodeCounts;
    use sudoku_engine::Values;
    use sudoku_engine::{Progress, Stats};

    fn harmony_snapshot(valid: u64, invalid: u64) -> Snapshot {
        let nodes = NodeCounts::new(valid, invalid);
        Snapshot {
            progress: Progress::exact(100, Values::empty(9)),
            elapsed_ms: 1.0,
            stats: Stats::new()
                .count("valid_nodes", valid)
                .count("invalid_nodes", invalid)
                .real("sr", nodes.success_rating())
                .real("dc", nodes.difficulty())
                .count("level", u64::from(nodes.level().number())),
            picture: None,
        }
    }

    #[test]
    fn the_papers_worked_example_and_table_four() {
        let harmony = sudoku_engine::find("harmony").unwrap();
        let example = LevelView::of(harmony, &harmony_snapshot(57, 23)).unwrap();
        assert_eq!(example.title(), "Level 2 — Easy");
        let inputs: Vec<(&str, &str)> = example
            .inputs
            .iter()
            .map(|counter| (counter.label.as_str(), counter.value.as_str()))
            .collect();
        assert_eq!(
            inputs,
            [
                ("Valid nodes V", "57"),
                ("Invalid nodes IV", "23"),
                ("Success rating SR", "0.553"),
                ("Difficulty coefficient DC", "0.447")
            ]
        );
        for (valid, invalid, title) in [
            (14, 0, "Level 1 — Ultra Easy"),
            (97, 90, "Level 3 — Medium"),
            (250, 708, "Level 4 — Hard"),
            (370, 1710, "Level 5 — Evil"),
        ] {
            let view = LevelView::of(harmony, &harmony_snapshot(valid, invalid)).unwrap();
            assert_eq!(view.title(), title);
        }
    }

    #[test]
    fn the_csp_class_reads_by_name() {
        let csp = sudoku_engine::find("csp").unwrap();
        let snapshot = Snapshot {
            stats: Stats::new().count("guesses", 53).text("class", "evil"),
            ..harmony_snapshot(1, 1)
        };
        assert_eq!(
            LevelView::of(csp, &snapshot).unwrap().title(),
            "Level 4 — Evil"
        );
        let unsolved = Snapshot {
            stats: Stats::new().text("class", "unsolved"),
            ..snapshot
        };
        assert_eq!(LevelView::of(csp, &unsolved), None);
        assert_eq!(
            LevelView::of(sudoku_engine::find("fast").unwrap(), &unsolved),
            None
        );
    }
}

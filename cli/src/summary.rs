//! What a `generate` batch made, for standard error: how many puzzles, how
//! fast, how many gave up and why, and histograms of their givens, SE
//! rating bands and HoDoKu-style levels (when rated).

use std::collections::BTreeMap;
use std::fmt::Write;

use sudoku_engine::generate::GenOutcome;
use sudoku_engine::logic::{HodokuLevel, Rating};

/// The widest bar of a histogram, in characters.
const BAR: usize = 40;

/// Counts gathered over a batch.
#[derive(Debug, Default)]
pub struct Summary {
    made: u64,
    /// Failures by their reason.
    gave_up: BTreeMap<String, u64>,
    givens: BTreeMap<usize, u64>,
    bands: BTreeMap<Band, u64>,
    levels: BTreeMap<HodokuLevel, u64>,
}

/// A whole-number band of SE's ER: `7.0-7.9`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Band(u16);

impl Band {
    fn of(er: Rating) -> Band {
        Band(er.0 / 10)
    }
}

impl std::fmt::Display for Band {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            20.. => f.write_str("20.0 (beyond the solver)"),
            whole => write!(f, "{whole}.0-{whole}.9"),
        }
    }
}

impl Summary {
    pub fn add(&mut self, outcome: &GenOutcome) {
        match outcome {
            GenOutcome::Made(made) => {
                self.made += 1;
                *self
                    .givens
                    .entry(made.sudoku.givens().filled())
                    .or_default() += 1;
                if let Some(rating) = &made.rating {
                    *self.bands.entry(Band::of(rating.se.er)).or_default() += 1;
                    *self.levels.entry(rating.hodoku.level).or_default() += 1;
                }
            }
            GenOutcome::GaveUp { why, .. } => {
                *self.gave_up.entry(why.status().to_string()).or_default() += 1;
            }
        }
    }

    /// The summary's text after `seconds` of work.
    pub fn render(&self, seconds: f64) -> String {
        let mut text = String::new();
        let rate = self.made as f64 / seconds.max(1e-9);
        let _ = writeln!(
            text,
            "made {} puzzles in {seconds:.2} s ({rate:.0} a second)",
            self.made
        );
        for (why, count) in &self.gave_up {
            let _ = writeln!(text, "gave up on {count} ({why})");
        }
        if self.made > 0 {
            text.push_str(&histogram("givens", &self.givens));
        }
        if !self.bands.is_empty() {
            text.push_str(&histogram("SE rating (ER)", &self.bands));
            text.push_str(&histogram("HoDoKu level", &self.levels));
        }
        text
    }
}

/// One line per key: the key, a bar as long as its share of the largest
/// count, and the count.
pub fn histogram<K: std::fmt::Display>(title: &str, counts: &BTreeMap<K, u64>) -> String {
    let largest = counts.values().copied().max().unwrap_or(0).max(1);
    let width = counts
        .keys()
        .map(|key| key.to_string().chars().count())
        .max()
        .unwrap_or(0);
    let mut text = format!("{title}\n");
    for (key, &count) in counts {
        let bar = "#".repeat(((count * BAR as u64).div_ceil(largest)) as usize);
        let _ = writeln!(text, "  {:>width$}  {bar:<BAR$}  {count}", key.to_string());
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_scale_to_the_largest_count() {
        let counts = BTreeMap::from([(24, 10), (25, 5), (30, 1)]);
        let text = histogram("givens", &counts);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "givens");
        assert!(lines[1].contains(&"#".repeat(40)) && lines[1].ends_with(" 10"));
        assert!(lines[2].contains(&"#".repeat(20)) && !lines[2].contains(&"#".repeat(21)));
        assert!(lines[3].contains('#'), "a count of one still shows");
    }
}

//! A HoDoKu-style score and level: each step scores what HoDoKu scores the
//! technique (see [`crate::logic::technique`]); the puzzle's score is the
//! sum, and its level the higher of the hardest technique's level and the
//! level whose score range holds the total (HoDoKu's `SudokuSolver`; the
//! ranges are in [`HodokuLevel::max_score`]).

use crate::logic::{HodokuLevel, Step, Technique};

/// HoDoKu's reading of a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HodokuRating {
    pub score: u32,
    pub level: HodokuLevel,
}

impl HodokuRating {
    /// The score and level of `steps`.
    pub fn of(steps: &[Step]) -> HodokuRating {
        HodokuRating::of_techniques(steps.iter().map(|s| s.technique))
    }

    /// The score and level of a path given as its steps' techniques.
    pub fn of_techniques(techniques: impl IntoIterator<Item = Technique>) -> HodokuRating {
        let mut score = 0;
        let mut hardest = HodokuLevel::Easy;
        for technique in techniques {
            score += technique.hodoku_score();
            hardest = hardest.max(technique.hodoku_level());
        }
        HodokuRating {
            score,
            level: hardest.max(HodokuLevel::of_score(score)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Step;

    #[test]
    fn level_is_the_higher_of_technique_and_total() {
        let singles: Vec<Step> = (0..60)
            .map(|_| Step::new(Technique::HiddenSingleBox))
            .collect();
        // 60 x 14 = 840: above Easy's 800 though every technique is easy.
        let rating = HodokuRating::of(&singles);
        assert_eq!((rating.score, rating.level), (840, HodokuLevel::Medium));
        let mut hard = vec![Step::new(Technique::NakedSingle)];
        hard.push(Step::new(Technique::XYWing));
        assert_eq!(HodokuRating::of(&hard).level, HodokuLevel::Hard);
    }
}

//! A HoDoKu-style score and level: each step scores what HoDoKu scores the
//! technique (see [`crate::logic::technique`]); the puzzle's score is the
//! sum, and its level the higher of the hardest technique's level and the
//! level whose score range holds the total (HoDoKu's `SudokuSolver`; the
//! ranges are in [`HodokuLevel::max_score`]).
//!
//! HoDoKu knows only the 9x9. On other sizes (our choice) the ranges are
//! read per 81 cells: a 16x16 has about three times the steps of a 9x9 of
//! the same techniques, so its total is scaled by 81/256 before it is
//! placed in a range (the score itself is the plain sum).

use crate::logic::{HodokuLevel, Step, Technique};
use crate::units::CELLS as CLASSIC_CELLS;

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
        HodokuRating::of_techniques_over(techniques, CLASSIC_CELLS)
    }

    /// The score and level of a path on a grid of `cells` cells, the total
    /// read per 81 cells for the level.
    pub fn of_techniques_over(
        techniques: impl IntoIterator<Item = Technique>,
        cells: usize,
    ) -> HodokuRating {
        let mut score = 0;
        let mut hardest = HodokuLevel::Easy;
        for technique in techniques {
            score += technique.hodoku_score();
            hardest = hardest.max(technique.hodoku_level());
        }
        let per_81_cells = u64::from(score) * CLASSIC_CELLS as u64 / cells.max(1) as u64;
        HodokuRating {
            score,
            level: hardest.max(HodokuLevel::of_score(
                u32::try_from(per_81_cells).unwrap_or(u32::MAX),
            )),
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

    #[test]
    fn a_larger_grid_reads_its_total_per_81_cells() {
        // 150 hidden singles: Extreme on a 9x9's ranges, Easy per 81 of 256 cells.
        let singles = [Technique::HiddenSingleBox; 150];
        let nine = HodokuRating::of_techniques(singles.iter().copied());
        assert_eq!(nine.level, HodokuLevel::Extreme);
        let sixteen = HodokuRating::of_techniques_over(singles.iter().copied(), 256);
        assert_eq!(
            (sixteen.score, sixteen.level),
            (nine.score, HodokuLevel::Easy)
        );
    }
}

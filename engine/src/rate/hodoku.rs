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
//!
//! A killer's level is its hardest technique's alone (our choice): its path
//! reads the cages where a classic reads givens, 150 to 200 steps from an
//! empty grid where a classic takes about 60, so every total lands in
//! HoDoKu's Extreme range (all 300 krazydad "Intermediate" killers of the
//! shared file did; by their hardest technique 299 are Medium, mostly a
//! cage/house locking or a claiming, and 1 Hard). The score is still the
//! sum.

use crate::logic::{HodokuLevel, Technique};
use crate::shape::Shape;
use crate::units::CELLS as CLASSIC_CELLS;

/// HoDoKu's reading of a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HodokuRating {
    pub score: u32,
    pub level: HodokuLevel,
}

impl HodokuRating {
    /// The score and level of a path given as its steps' techniques.
    pub fn of_techniques(techniques: impl IntoIterator<Item = Technique>) -> HodokuRating {
        HodokuRating::of_techniques_over(techniques, CLASSIC_CELLS)
    }

    /// The score and level of a path on `shape`: a killer's level is its
    /// hardest technique's; another's total is read per 81 cells.
    pub fn of_path_on(techniques: impl IntoIterator<Item = Technique>, shape: &Shape) -> Self {
        if !shape.has_sums() {
            return HodokuRating::of_techniques_over(techniques, shape.cells());
        }
        let (score, hardest) = score_and_hardest(techniques);
        HodokuRating {
            score,
            level: hardest,
        }
    }

    /// The score and level of a path on a grid of `cells` cells, the total
    /// read per 81 cells for the level.
    pub fn of_techniques_over(
        techniques: impl IntoIterator<Item = Technique>,
        cells: usize,
    ) -> HodokuRating {
        let (score, hardest) = score_and_hardest(techniques);
        let per_81_cells = u64::from(score) * CLASSIC_CELLS as u64 / cells.max(1) as u64;
        HodokuRating {
            score,
            level: hardest.max(HodokuLevel::of_score(
                u32::try_from(per_81_cells).unwrap_or(u32::MAX),
            )),
        }
    }
}

/// The sum of the techniques' scores and the highest of their levels.
fn score_and_hardest(techniques: impl IntoIterator<Item = Technique>) -> (u32, HodokuLevel) {
    techniques
        .into_iter()
        .fold((0, HodokuLevel::Easy), |(score, hardest), technique| {
            (
                score + technique.hodoku_score(),
                hardest.max(technique.hodoku_level()),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_is_the_higher_of_technique_and_total() {
        let singles = std::iter::repeat_n(Technique::HiddenSingleBox, 60);
        // 60 x 14 = 840: above Easy's 800 though every technique is easy.
        let rating = HodokuRating::of_techniques(singles);
        assert_eq!((rating.score, rating.level), (840, HodokuLevel::Medium));
        let hard = [Technique::NakedSingle, Technique::XYWing];
        assert_eq!(HodokuRating::of_techniques(hard).level, HodokuLevel::Hard);
    }

    #[test]
    fn a_killer_is_as_hard_as_its_hardest_technique_however_long_its_path() {
        // A krazydad "Intermediate" killer's path: 75 cage combinations,
        // 10 cage/house lockings and 71 hidden singles: 5,244 points.
        let path: Vec<Technique> = [
            (Technique::CageCombination, 75),
            (Technique::CageHouseLocking, 10),
            (Technique::HiddenSingleBox, 71),
        ]
        .into_iter()
        .flat_map(|(technique, count)| std::iter::repeat_n(technique, count))
        .collect();
        let killer = Shape::classic()
            .with_rule(crate::shape::rules::read("cage=3:0.1").unwrap())
            .unwrap();
        let rating = HodokuRating::of_path_on(path.iter().copied(), &killer);
        assert_eq!((rating.score, rating.level), (5244, HodokuLevel::Medium));
        let on_classic = HodokuRating::of_path_on(path.iter().copied(), &Shape::classic());
        assert_eq!(on_classic.level, HodokuLevel::Extreme);
        let combinations = [Technique::CageCombination, Technique::NakedSingle];
        let easy = HodokuRating::of_path_on(combinations, &killer);
        assert_eq!(easy.level, HodokuLevel::Easy);
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

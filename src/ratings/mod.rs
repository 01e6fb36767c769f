//! Every difficulty reading of the puzzle on the board, side by side: SE's
//! ER/EP/ED, the HoDoKu-style level and the CSP class (one rating request)
//! and seed 001's harmony level (a seeded harmony run, slower, so asked
//! separately and shown as pending until it ends). Both are computed by
//! the analysis worker when a puzzle is entered and cancelled when it
//! changes. A rating that takes long (nested forcing chains: minutes) says
//! how far it has got as it goes (`worker::pace`): its steps so far and the
//! hardest of them.

#[cfg(target_arch = "wasm32")]
mod ratings_panel;
#[cfg(target_arch = "wasm32")]
pub use ratings_panel::RatingsPanel;

use sudoku_engine::shape::Sudoku;

use crate::worker::analysis::{HarmonyView, PathProgress, RatingView};
use crate::worker::AnalysisId;

/// The seed of the harmony run behind the panel's level (the CLI's
/// `rate --harmony` default), so the browser and the CLI agree.
pub const HARMONY_SEED: u64 = 1;

/// One reading: not asked, being computed, or done (or why not).
#[derive(Clone, Debug, PartialEq)]
pub enum Reading<T> {
    Idle,
    Pending(AnalysisId),
    Done(Result<T, String>),
}

impl<T> Reading<T> {
    /// The request still being computed.
    pub fn pending(&self) -> Option<AnalysisId> {
        match self {
            Reading::Pending(id) => Some(*id),
            _ => None,
        }
    }
}

/// The readings of one puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Ratings {
    /// The puzzle they are for (`None` before the first); only a classic
    /// 9x9 is rated so far.
    pub puzzle: Option<Sudoku>,
    pub rating: Reading<RatingView>,
    /// How far the pending rating has got, once it has said.
    pub progress: Option<PathProgress>,
    pub harmony: Reading<HarmonyView>,
}

impl Default for Ratings {
    fn default() -> Ratings {
        Ratings {
            puzzle: None,
            rating: Reading::Idle,
            progress: None,
            harmony: Reading::Idle,
        }
    }
}

/// A puzzle is worth rating once it could have one solution: once it has
/// pencil marks, or as many givens as its shape needs
/// ([`Shape::fewest_givens`](sudoku_engine::shape::Shape::fewest_givens):
/// 17 on a classic 9x9, none with cages, thermometers or dots).
pub fn worth_rating(puzzle: &Sudoku) -> bool {
    puzzle.has_marks() || puzzle.givens().filled() >= puzzle.shape().fewest_givens()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::read_puzzle;

    #[test]
    fn a_puzzle_of_drawn_rules_without_givens_is_rated_and_a_blank_grid_of_houses_is_not() {
        let blank = ".".repeat(81);
        let worth = |rules: &str| worth_rating(&read_puzzle(&format!("{blank};{rules}")).unwrap());
        for rules in [
            "thermo=0.1.2",
            "white=0.1",
            "cage=10:0.1",
            "odd=40",
            "arrow=0:1.2",
        ] {
            assert!(worth(rules), "{rules}");
        }
        for rules in ["x", "windoku", "house=0.10.20.30.40.50.60.70.80"] {
            assert!(!worth(rules), "{rules}");
        }
    }

    #[test]
    fn a_grid_of_houses_is_rated_once_it_has_the_givens_one_solution_needs() {
        let worth = |line: String| worth_rating(&read_puzzle(&line).unwrap());
        let dots = |n| ".".repeat(n);
        assert!(
            !worth("12".to_string() + &dots(14)),
            "two 4x4 digits not given could swap"
        );
        assert!(worth("123".to_string() + &dots(13)));
        let seventeen = "12345678945678912";
        assert!(
            !worth(seventeen[..16].to_string() + &dots(65)),
            "16 classic givens"
        );
        assert!(worth(seventeen.to_string() + &dots(64)));
    }
}

//! The hints known for the boards a person has been on lately: going back
//! to one (Undo after Apply, or clearing a digit just entered) shows its
//! hint at once instead of working it out again, which at the hardest
//! positions takes seconds (12 s for a level-4 step of the shared
//! non-consecutive 9x9).

use std::collections::VecDeque;

use crate::board::Board;
use crate::worker::analysis::HintAnswer;

/// Boards whose hints are kept: a walk back through the last few steps.
pub const KEPT: usize = 16;

/// The last [`KEPT`] boards' hints, newest last.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RecentHints {
    known: VecDeque<(Board, HintAnswer)>,
}

impl RecentHints {
    /// Keeps `answer` as the hint for `board` (in place of any before),
    /// forgetting the oldest past [`KEPT`].
    pub fn remember(&mut self, board: &Board, answer: &HintAnswer) {
        self.known.retain(|(known, _)| known != board);
        if self.known.len() == KEPT {
            self.known.pop_front();
        }
        self.known.push_back((board.clone(), answer.clone()));
    }

    /// The hint known for `board`.
    pub fn get(&self, board: &Board) -> Option<&HintAnswer> {
        self.known
            .iter()
            .find(|(known, _)| known == board)
            .map(|(_, answer)| answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::wiki;

    #[test]
    fn the_last_boards_hints_are_kept_and_the_oldest_forgotten() {
        let start = Board::new(wiki());
        let boards: Vec<Board> = (1..=9)
            .flat_map(|digit| [2, 3].map(|cell| (cell, digit)))
            .filter_map(|(cell, digit)| start.enter(cell, digit))
            .take(KEPT + 1)
            .collect();
        assert_eq!(boards.len(), KEPT + 1);
        let mut recent = RecentHints::default();
        for board in &boards {
            recent.remember(board, &HintAnswer::Solved);
        }
        assert_eq!(recent.get(&boards[0]), None, "the oldest is forgotten");
        assert_eq!(recent.get(&boards[KEPT]), Some(&HintAnswer::Solved));
        assert_eq!(recent.get(&start), None);
        let stuck = HintAnswer::Stuck(sudoku_engine::logic::Stall::BeyondTechniques);
        recent.remember(&boards[1], &stuck);
        assert_eq!(recent.get(&boards[1]), Some(&stuck), "the newer answer");
        assert!(
            boards[1..].iter().all(|board| recent.get(board).is_some()),
            "in place of the older: nothing else forgotten"
        );
        recent.remember(&start, &HintAnswer::Solved);
        assert_eq!(recent.get(&boards[2]), None, "now the oldest");
        assert_eq!(recent.get(&boards[1]), Some(&stuck), "newer since");
    }
}

//! True candidates on the board: the digits some solution puts in each
//! empty cell, each coloured by how many solutions do (1, 2, 3 or more),
//! as setters check a puzzle. They are of the puzzle as it stands, the
//! givens with the person's digits placed ([`Board::to_solve`]), as
//! SudokuPad's and the Interactive Sudoku Solver's are; digits that break a
//! rule leave no solution, so no candidates. The analysis worker finds
//! them, in a bounded search whose unfinished answer is shown as partial.

use sudoku_engine::exact::candidates::{TrueCandidates, DEFAULT_CAP};
use sudoku_engine::shape::Sudoku;

use crate::board::Board;
use crate::worker::AnalysisId;

/// The true candidates the board shows while the view is on.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TrueView {
    /// What they are of, or why there is nothing to solve.
    pub of: Option<Result<Sudoku, String>>,
    /// The request finding them.
    pub pending: Option<AnalysisId>,
    /// What the worker found for `of`, or why it could not.
    pub found: Option<Result<TrueCandidates, String>>,
}

/// The legend of the colours, for [`DEFAULT_CAP`]: one solution, two,
/// three or more.
pub const LEGEND: [(&str, &str); 3] = [("true-1", "1"), ("true-2", "2"), ("true-many", "3+")];

impl TrueView {
    /// What the view should be of for `board`: its puzzle with the
    /// person's digits placed (none for a blank board, which any digit
    /// fills).
    pub fn wanted(board: &Board) -> Option<Result<Sudoku, String>> {
        (!board.is_blank()).then(|| board.to_solve())
    }

    /// The answer to request `id`, kept when it is the one awaited (an
    /// answer for a puzzle edited since is dropped).
    pub fn answered(&mut self, id: AnalysisId, found: TrueCandidates) {
        if self.pending == Some(id) {
            self.pending = None;
            self.found = Some(Ok(found));
        }
    }

    /// Request `id` was lost with its worker: the view says why.
    pub fn lost(&mut self, id: AnalysisId, why: &str) {
        if self.pending == Some(id) {
            self.pending = None;
            self.found = Some(Err(why.to_string()));
        }
    }

    /// The true candidates to draw, once found.
    pub fn shown(&self) -> Option<&TrueCandidates> {
        self.found.as_ref()?.as_ref().ok()
    }

    /// What the help bar says beside the legend: still searching, a
    /// partial answer, no solution, or why there is none.
    pub fn words(&self) -> Option<String> {
        if self.of.as_ref()?.is_err() {
            return Some("No solution: no true candidates (your digits break a rule).".into());
        }
        if self.pending.is_some() {
            return Some("Finding the true candidates…".into());
        }
        match self.found.as_ref()? {
            Err(why) => Some(format!("No true candidates: {why}.")),
            Ok(found) if found.complete && found.solutions == 0 => {
                Some("No solution: no true candidates.".into())
            }
            Ok(found) if !found.complete => Some(
                "(partial) The search stopped before it settled every digit: a digit not shown \
                 may still be a candidate."
                    .into(),
            ),
            Ok(_) => None,
        }
    }

    /// True when the puzzle has no solution: the legend gives way to the
    /// words that say so.
    pub fn has_no_solution(&self) -> bool {
        match &self.of {
            Some(Err(_)) => true,
            _ => self
                .shown()
                .is_some_and(|found| found.complete && found.solutions == 0),
        }
    }
}

/// What the help bar says of the true candidates shown: the legend of
/// their colours (not when there is no solution) and [`TrueView::words`].
#[derive(Clone, Debug, PartialEq)]
pub struct TrueLine {
    pub legend: bool,
    pub words: Option<String>,
}

impl TrueLine {
    pub fn of(view: &TrueView) -> TrueLine {
        TrueLine {
            legend: !view.has_no_solution(),
            words: view.words(),
        }
    }
}

/// The solutions that use a candidate, as drawn: one, two, or the cap
/// ([`DEFAULT_CAP`]) or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Uses {
    One,
    Two,
    Many,
}

impl Uses {
    /// The count's class: `true-1`, `true-2`, `true-many`.
    pub fn class(self) -> &'static str {
        LEGEND[self as usize].0
    }

    /// The count in words, for screen readers.
    pub fn words(self) -> String {
        match self {
            Uses::One => "1 solution".into(),
            Uses::Two => "2 solutions".into(),
            Uses::Many => format!("{DEFAULT_CAP} or more"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_legend_names_each_count_once_in_order() {
        let classes: Vec<&str> = [Uses::One, Uses::Two, Uses::Many].map(Uses::class).to_vec();
        assert_eq!(classes, ["true-1", "true-2", "true-many"]);
        assert_eq!(LEGEND[2].1, format!("{DEFAULT_CAP}+"));
    }
}

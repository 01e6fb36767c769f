//! Help for a person solving by hand: the next step as a hint (first a
//! nudge, then the full step with its highlights and an Apply), and the
//! whole solution explained step by step on the board. Both are computed
//! by the analysis worker (`crate::worker::analyse`); this holds what the
//! state keeps of them and how they are drawn.
//!
//! - [`highlight`]: a step's cells and candidates as roles to draw;
//! - [`chain_drawing`]: which of a step's chain links are drawn;
//! - [`recent`]: the hints of the last boards, for going back;
//! - [`replay`]: the board before each step of an explanation;
//! - [`true_candidates`]: the digits some solution uses, as the board
//!   shows them;
//! - (wasm32) `hint_panel`, `explain_panel`, `chain_overlay`: the views.

pub mod chain_drawing;
pub mod highlight;
pub mod recent;
pub mod replay;
pub mod true_candidates;

#[cfg(target_arch = "wasm32")]
mod chain_overlay;
#[cfg(target_arch = "wasm32")]
mod explain_panel;
#[cfg(target_arch = "wasm32")]
mod hint_panel;

pub use highlight::{CellRole, Highlight, MarkRole};
pub use true_candidates::{TrueLine, TrueView, Uses};
#[cfg(target_arch = "wasm32")]
pub use {chain_overlay::ChainOverlay, explain_panel::ExplainPanel, hint_panel::HintPanel};

use sudoku_engine::shape::Sudoku;

use crate::board::Board;
use crate::worker::analysis::{Explanation, HintAnswer, PathProgress};
use crate::worker::AnalysisId;
use recent::RecentHints;

/// The hint being computed and the one known. A hint is worked out ahead
/// (when a puzzle is entered and after a hint is applied) so that Hint
/// answers at once; it is shown only when the person asks. Once a step is
/// known, the hint after it is worked out too ([`Lookahead`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HintState {
    pub asked: Option<Asked>,
    pub shown: Option<ShownHint>,
    pub next: Option<Lookahead>,
    /// The hints answered for the last boards.
    pub recent: RecentHints,
}

/// The hint for the board the known step leads to, worked out while the
/// person reads the step: after Apply (or after placing the step's digit
/// by hand) it is ready, where the hardest steps take seconds to find.
#[derive(Clone, Debug, PartialEq)]
pub enum Lookahead {
    Asked(Asked),
    Known(Board, HintAnswer),
}

impl Lookahead {
    /// The board the hint is for.
    pub fn board(&self) -> &Board {
        match self {
            Lookahead::Asked(asked) => &asked.board,
            Lookahead::Known(board, _) => board,
        }
    }
}

/// A hint being computed.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    pub id: AnalysisId,
    pub board: Board,
    /// The person asked for it (else it is worked out ahead).
    pub wanted: bool,
}

/// A hint known for one board, at nudge or full level.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownHint {
    pub board: Board,
    pub answer: HintAnswer,
    /// The person asked for it: it is on screen.
    pub visible: bool,
    /// The full step is shown (else the nudge only).
    pub full: bool,
}

impl ShownHint {
    /// The hint in words, and whether Apply is offered. A cell is named
    /// from the board's own shape: `r2c5` on a 16x16 is cell 20.
    pub fn words(&self) -> (String, bool) {
        let name = |cell: u16| self.board.shape().geometry().cell_name(usize::from(cell));
        match &self.answer {
            HintAnswer::Step(step) if self.full => (
                format!("{}{}", step.text, chain_drawing::drawn_in_part_note(&step.chains)),
                true,
            ),
            HintAnswer::Step(step) => (
                format!("{} Press Hint again to see the step.", step.nudge),
                false,
            ),
            HintAnswer::Wrong { cell, digit, mark: false } => (
                format!(
                    "{} holds {digit}, which is not its digit in the solution: fix it first (it is marked on the board).",
                    name(*cell)
                ),
                false,
            ),
            HintAnswer::Wrong { cell, .. } => (
                format!(
                    "The pencil marks of {} leave out its digit: mark it again first (the cell is marked on the board).",
                    name(*cell)
                ),
                false,
            ),
            HintAnswer::Solved => ("The grid is solved.".to_string(), false),
            HintAnswer::Stuck(stall) => (
                format!("No technique applies here: {}.", stall.words()),
                false,
            ),
            HintAnswer::Broken(why) => (format!("No hint: {why}."), false),
        }
    }
}

impl HintState {
    /// The hint on screen for `board`, if any.
    pub fn for_board(&self, board: &Board) -> Option<&ShownHint> {
        self.shown
            .as_ref()
            .filter(|shown| &shown.board == board && shown.visible)
    }

    /// True while a hint the person asked for on `board` is being computed.
    pub fn is_pending(&self, board: &Board) -> bool {
        self.asked
            .as_ref()
            .is_some_and(|asked| &asked.board == board && asked.wanted)
    }
}

/// The explanation of a puzzle, and the step on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Explaining {
    pub puzzle: Sudoku,
    /// Still being computed.
    pub pending: Option<AnalysisId>,
    /// How far it has got, once it has said.
    pub progress: Option<PathProgress>,
    pub result: Option<Result<Explanation, String>>,
    /// The step shown (0-based).
    pub index: usize,
}

impl Explaining {
    /// The number of steps (0 until computed).
    pub fn len(&self) -> usize {
        match &self.result {
            Some(Ok(explanation)) => explanation.steps.len(),
            _ => 0,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::Shape;

    fn wrong_on(board: Board, cell: u16, mark: bool) -> String {
        let shown = ShownHint {
            board,
            answer: HintAnswer::Wrong {
                cell,
                digit: 7,
                mark,
            },
            visible: true,
            full: false,
        };
        shown.words().0
    }

    #[test]
    fn a_wrong_entry_is_named_from_the_boards_shape() {
        let sixteen = Board::blank(Shape::square(16).expect("a 16x16"));
        assert!(wrong_on(sixteen.clone(), 20, false).starts_with("r2c5 holds 7"));
        assert!(wrong_on(sixteen, 255, true).contains("marks of r16c16 "));
        let six = Board::blank(Shape::square(6).expect("a 6x6"));
        assert!(wrong_on(six, 20, false).starts_with("r4c3 holds 7"));
        let classic = Board::blank(Shape::classic());
        assert!(wrong_on(classic, 20, false).starts_with("r3c3 holds 7"));
    }
}

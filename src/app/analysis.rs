//! The reducer's part for analysis: hints, the explanation and the
//! ratings panel, all asked of the analysis worker
//! ([`Analyst`](crate::worker::Analyst)) and matched to the board they
//! were asked for when they come back.

use sudoku_engine::units::CELLS;

use super::{AppState, Command};
use crate::hints::{Asked, Explaining, ShownHint};
use crate::ratings::{worth_rating, Reading, HARMONY_SEED};
use crate::worker::analysis::{AnalysisRequest, Answer, HintAnswer, Position, Task};
use crate::worker::{AnalysisId, WorkerId};

impl AppState {
    /// Hint: the nudge first, the full step on the second ask.
    pub(super) fn hint(&mut self, out: &mut Vec<Command>) {
        let board = &self.board;
        if let Some(shown) = self
            .hint
            .shown
            .as_mut()
            .filter(|shown| &shown.board == board)
        {
            if !shown.visible {
                shown.visible = true;
                if let HintAnswer::Wrong { cell, .. } = shown.answer {
                    self.selected = usize::from(cell).min(CELLS - 1);
                }
                return;
            }
            if matches!(shown.answer, HintAnswer::Step(_)) && !shown.full {
                shown.full = true;
                return;
            }
        }
        if let Some(asked) = self
            .hint
            .asked
            .as_mut()
            .filter(|asked| &asked.board == board)
        {
            asked.wanted = true;
            return;
        }
        self.ask_hint(true, out);
    }

    /// Works out the hint for the board (`wanted`: the person asked).
    fn ask_hint(&mut self, wanted: bool, out: &mut Vec<Command>) {
        if let Some(asked) = self.hint.asked.take() {
            self.analyst.cancel(asked.id, out);
        }
        self.hint.shown = None;
        let position = Position {
            puzzle: self.board.puzzle().clone(),
            entries: *self.board.entries(),
            marks: self.board.notes().map(|notes| notes.to_vec()),
        };
        let id = self.analyst.next_id();
        let task = Task::Hint { position };
        self.analyst.ask_first(AnalysisRequest { id, task }, out);
        self.hint.asked = Some(Asked {
            id,
            board: self.board.clone(),
            wanted,
        });
    }

    /// Apply: the full step's placements and removals, as one undoable
    /// edit; the next hint is worked out at once.
    pub(super) fn apply_hint(&mut self, out: &mut Vec<Command>) {
        let Some(ShownHint {
            answer: HintAnswer::Step(shown),
            full: true,
            ..
        }) = self.hint.for_board(&self.board).cloned()
        else {
            return;
        };
        let mut next = self.board.clone();
        if !shown.step.eliminations.is_empty() {
            let struck: Vec<(usize, u8)> = shown
                .step
                .eliminations
                .iter()
                .map(|candidate| (candidate.cell(), candidate.digit))
                .collect();
            next = next.strike(&struck).unwrap_or(next);
        }
        for placed in &shown.step.placements {
            next = next.enter(placed.cell(), placed.digit).unwrap_or(next);
        }
        if next != self.board {
            self.change_board(next);
        }
        self.ask_hint(false, out);
    }

    /// Explain: asks for the steps of the board's puzzle (again only when
    /// the puzzle changed).
    pub(super) fn explain(&mut self, out: &mut Vec<Command>) {
        let puzzle = self.board.puzzle().clone();
        if self
            .explain
            .as_ref()
            .is_some_and(|explain| explain.puzzle == puzzle)
        {
            return;
        }
        self.close_explain(out);
        let id = self.ask(
            Task::Explain {
                puzzle: puzzle.clone(),
            },
            out,
        );
        self.explain = Some(Explaining {
            puzzle,
            pending: Some(id),
            result: None,
            index: 0,
        });
    }

    pub(super) fn explain_to(&mut self, index: usize) {
        if let Some(explain) = self.explain.as_mut() {
            explain.index = index.min(explain.len().saturating_sub(1));
        }
    }

    pub(super) fn close_explain(&mut self, out: &mut Vec<Command>) {
        if let Some(id) = self.explain.take().and_then(|explain| explain.pending) {
            self.analyst.cancel(id, out);
        }
    }

    /// After every action: when the board's puzzle is not the one rated,
    /// the old readings are cancelled and new ones asked; an explanation of
    /// another puzzle closes.
    pub(super) fn follow_puzzle(&mut self, out: &mut Vec<Command>) {
        let puzzle = self.board.puzzle();
        if self
            .explain
            .as_ref()
            .is_some_and(|explain| &explain.puzzle != puzzle)
        {
            self.close_explain(out);
        }
        let puzzle = self.board.puzzle();
        if self.ratings.puzzle.as_ref() == Some(puzzle) {
            return;
        }
        let puzzle = puzzle.clone();
        for id in [
            self.ratings.rating.pending(),
            self.ratings.harmony.pending(),
        ]
        .into_iter()
        .flatten()
        {
            self.analyst.cancel(id, out);
        }
        self.ratings.puzzle = Some(puzzle.clone());
        if !puzzle.givens().is_full() && worth_rating(&puzzle) {
            self.ask_hint(false, out);
        }
        if !worth_rating(&puzzle) {
            self.ratings.rating = Reading::Idle;
            self.ratings.harmony = Reading::Idle;
            return;
        }
        let rating = self.ask(
            Task::Rate {
                puzzle: puzzle.clone(),
            },
            out,
        );
        self.ratings.rating = Reading::Pending(rating);
        let harmony = self.ask(
            Task::Harmony {
                puzzle,
                seed: HARMONY_SEED,
            },
            out,
        );
        self.ratings.harmony = Reading::Pending(harmony);
    }

    fn ask(&mut self, task: Task, out: &mut Vec<Command>) -> AnalysisId {
        let id = self.analyst.next_id();
        self.analyst.ask(AnalysisRequest { id, task }, out);
        id
    }

    /// An answer from the analysis worker, kept when it is still wanted.
    pub(super) fn analysed(
        &mut self,
        worker: WorkerId,
        id: AnalysisId,
        answer: Answer,
        out: &mut Vec<Command>,
    ) {
        self.analyst.answered(worker, id, out);
        match answer {
            Answer::Hint(answer) => {
                if let Some(asked) = self.hint.asked.take_if(|asked| asked.id == id) {
                    if let (HintAnswer::Wrong { cell, .. }, true) = (&answer, asked.wanted) {
                        self.selected = usize::from(*cell).min(CELLS - 1);
                    }
                    self.hint.shown = Some(ShownHint {
                        board: asked.board,
                        answer,
                        visible: asked.wanted,
                        full: false,
                    });
                }
            }
            Answer::Explained(result) => {
                if let Some(explain) = self.explain.as_mut().filter(|e| e.pending == Some(id)) {
                    explain.pending = None;
                    explain.result = Some(result);
                }
            }
            Answer::Rated(result) => {
                if self.ratings.rating.pending() == Some(id) {
                    self.ratings.rating = Reading::Done(result);
                }
            }
            Answer::Harmony(result) => {
                if self.ratings.harmony.pending() == Some(id) {
                    self.ratings.harmony = Reading::Done(result);
                }
            }
        }
    }

    /// The analysis worker failed: what it was computing says so.
    pub(super) fn analyst_failed(
        &mut self,
        worker: WorkerId,
        message: String,
        out: &mut Vec<Command>,
    ) {
        let lost = self.analyst.failed(worker, out);
        let why = format!("the analysis worker stopped ({message})");
        for id in lost {
            if let Some(asked) = self.hint.asked.take_if(|asked| asked.id == id) {
                self.hint.shown = Some(ShownHint {
                    board: asked.board,
                    answer: HintAnswer::Broken(why.clone()),
                    visible: asked.wanted,
                    full: false,
                });
            }
            if let Some(explain) = self.explain.as_mut().filter(|e| e.pending == Some(id)) {
                explain.pending = None;
                explain.result = Some(Err(why.clone()));
            }
            if self.ratings.rating.pending() == Some(id) {
                self.ratings.rating = Reading::Done(Err(why.clone()));
            }
            if self.ratings.harmony.pending() == Some(id) {
                self.ratings.harmony = Reading::Done(Err(why.clone()));
            }
        }
    }
}

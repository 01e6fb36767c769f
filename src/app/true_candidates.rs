//! The reducer's part for the true candidates view
//! ([`TrueView`](crate::hints::TrueView)): asked of the analysis worker
//! while the view is on, once a puzzle; an edit that changes the puzzle
//! (a digit typed or cleared) cancels the request under way (its worker
//! is replaced when it is computing it) and asks again.

use super::{AppState, Command};
use crate::hints::TrueView;
use crate::worker::analysis::{AnalysisRequest, Task};

impl AppState {
    /// After every action: while the view is on, the true candidates of
    /// the board as it stands are asked for, ahead of what the worker has
    /// waiting (what it is computing goes on aside), unless they are known
    /// or asked already; a request for another puzzle is cancelled.
    pub(super) fn follow_true_candidates(&mut self, out: &mut Vec<Command>) {
        let wanted = match self.prefs.true_candidates {
            true => TrueView::wanted(&self.board),
            false => None,
        };
        if wanted == self.truth.of {
            return;
        }
        if let Some(id) = self.truth.pending.take() {
            self.analyst.cancel(id, out);
        }
        if !self.prefs.true_candidates && self.truth.found.is_some() {
            // Kept for when the view comes back on this puzzle.
            return;
        }
        self.truth = TrueView {
            of: wanted.clone(),
            pending: None,
            found: None,
        };
        if let Some(Ok(puzzle)) = wanted {
            let id = self.analyst.next_id();
            let task = Task::TrueCandidates { puzzle };
            self.analyst.ask_first(AnalysisRequest::new(id, task), out);
            // Quick or bounded: a hint worked out ahead goes on aside.
            self.analyst.step_aside_for(id, out);
            self.truth.pending = Some(id);
        }
    }
}

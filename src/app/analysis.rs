//! The reducer's part for analysis: hints, the explanation and the
//! ratings panel, all asked of the analysis worker
//! ([`Analyst`](crate::worker::Analyst)) and matched to the board they
//! were asked for when they come back.

use sudoku_engine::format::shaped::{drawn_notice, drawn_of};
use sudoku_engine::logic::Explained;
use sudoku_engine::meta::harmony::INFO as HARMONY;

use super::{AppState, Command, SideTab};
use crate::board::{read_puzzle, Board, Selection};
use crate::hints::{Asked, Explaining, Lookahead, ShownHint};
use crate::ratings::{worth_rating, Reading, HARMONY_SEED};
use crate::sentence::capitalised;
use crate::worker::analysis::{AnalysisRequest, Answer, HintAnswer, PathProgress, Position, Task};
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
                    self.selection =
                        Selection::single(usize::from(cell).min(self.board.cell_count() - 1));
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
            let id = asked.id;
            self.analyst.hurry(id, out);
            return;
        }
        self.ask_hint(true, out);
    }

    /// Works out the hint for the board (`wanted`: the person asked),
    /// unless the look-ahead or a recent answer has it already. Hints
    /// asked for other boards are cancelled after the new one is asked, so
    /// that it goes first to the worker that takes over from a cancelled
    /// one.
    fn ask_hint(&mut self, wanted: bool, out: &mut Vec<Command>) {
        let mut stale: Vec<AnalysisId> = self
            .hint
            .asked
            .take()
            .map(|asked| asked.id)
            .into_iter()
            .collect();
        self.hint.shown = None;
        let lookahead = match self.hint.next.take() {
            Some(next) if next.board() == &self.board => next,
            next => {
                if let Some(Lookahead::Asked(asked)) = next {
                    stale.push(asked.id);
                }
                self.work_out(self.board.clone(), out)
            }
        };
        match lookahead {
            Lookahead::Known(board, answer) => self.show_hint(board, answer, wanted, out),
            Lookahead::Asked(asked) => {
                // Worked out ahead, it may wait behind a rating.
                self.analyst.hurry(asked.id, out);
                self.hint.asked = Some(Asked { wanted, ..asked });
            }
        }
        for id in stale {
            self.analyst.cancel(id, out);
        }
    }

    /// The hint for `board`: known from a recent answer, else asked of the
    /// analysis worker (not yet wanted).
    fn work_out(&mut self, board: Board, out: &mut Vec<Command>) -> Lookahead {
        match self.hint.recent.get(&board).cloned() {
            Some(answer) => Lookahead::Known(board, answer),
            None => Lookahead::Asked(Asked {
                id: self.ask_hint_for(&board, out),
                board,
                wanted: false,
            }),
        }
    }

    /// Asks the analysis worker for the hint on `board`, before anything
    /// else it has to do.
    fn ask_hint_for(&mut self, board: &Board, out: &mut Vec<Command>) -> AnalysisId {
        let position = Position {
            puzzle: board.puzzle().clone(),
            entries: board.entries().clone(),
            marks: board.working_marks(),
        };
        // Even worked out ahead, it goes first.
        self.ask_now(Task::Hint { position }, out)
    }

    /// The hint for `board` is known: kept (on screen when `visible`, a
    /// wrong entry selected), and when it is a step on the board in play,
    /// the hint after it is asked (unless it is known from before).
    fn show_hint(
        &mut self,
        board: Board,
        answer: HintAnswer,
        visible: bool,
        out: &mut Vec<Command>,
    ) {
        if let (HintAnswer::Wrong { cell, .. }, true) = (&answer, visible) {
            self.selection = Selection::single(usize::from(*cell).min(self.board.cell_count() - 1));
        }
        let next = match &answer {
            HintAnswer::Step(step) if board == self.board => Some(board_after(&board, step)),
            _ => None,
        };
        self.hint.shown = Some(ShownHint {
            board,
            answer,
            visible,
            full: false,
        });
        if let Some(next) = next {
            self.drop_lookahead(out);
            self.hint.next = Some(self.work_out(next, out));
        }
    }

    /// Stops working out the hint after the known step.
    fn drop_lookahead(&mut self, out: &mut Vec<Command>) {
        if let Some(Lookahead::Asked(asked)) = self.hint.next.take() {
            self.analyst.cancel(asked.id, out);
        }
    }

    /// Apply: the full step's placements and removals, as one undoable
    /// edit; the next hint is worked out at once (or was already).
    pub(super) fn apply_hint(&mut self, out: &mut Vec<Command>) {
        let Some(ShownHint {
            answer: HintAnswer::Step(shown),
            full: true,
            ..
        }) = self.hint.for_board(&self.board).cloned()
        else {
            return;
        };
        let next = board_after(&self.board, &shown);
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
        let id = self.ask_now(
            Task::Explain {
                puzzle: puzzle.clone(),
                until: None,
            },
            out,
        );
        self.explain = Some(Explaining {
            puzzle,
            pending: Some(id),
            progress: None,
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
    /// the old readings are cancelled and new ones asked, and a solver
    /// worker warms up; an explanation of another puzzle closes.
    pub(super) fn follow_puzzle(&mut self, out: &mut Vec<Command>) {
        if self.ratings.puzzle.as_ref() == Some(self.board.puzzle()) {
            return;
        }
        if self
            .explain
            .as_ref()
            .is_some_and(|explain| &explain.puzzle != self.board.puzzle())
        {
            self.close_explain(out);
        }
        for id in [
            self.ratings.rating.pending(),
            self.ratings.harmony.pending(),
        ]
        .into_iter()
        .flatten()
        {
            self.analyst.cancel(id, out);
        }
        self.ratings.puzzle = Some(self.board.puzzle().clone());
        self.ratings.progress = None;
        self.drop_lookahead(out);
        if !self.board.is_blank() {
            // A puzzle is here to be solved: a worker starts loading now,
            // not with the page (a fresh visit loads no engine until then).
            self.pool.warm_up(out);
        }
        let puzzle = self.board.puzzle().clone();
        if !worth_rating(&puzzle) {
            self.ratings.rating = Reading::Idle;
            self.ratings.harmony = Reading::Idle;
            return;
        }
        if !puzzle.givens().is_full() {
            self.ask_hint(false, out);
        }
        let rating = self.ask(
            Task::Rate {
                puzzle: puzzle.clone(),
            },
            out,
        );
        self.ratings.rating = Reading::Pending(rating);
        // Seed 001's harmony search, on the shapes it takes.
        self.ratings.harmony = if HARMONY.shapes.admits(puzzle.shape()) {
            Reading::Pending(self.ask(
                Task::Harmony {
                    puzzle,
                    seed: HARMONY_SEED,
                },
                out,
            ))
        } else {
            Reading::Idle
        };
    }

    /// While the Share panel is shown, asks the analysis worker for the
    /// board's puzzle as an f-puzzles link, once a puzzle, ahead of what
    /// it is computing.
    pub(super) fn follow_share(&mut self, out: &mut Vec<Command>) {
        let asked = (self.share.elsewhere.as_ref())
            .is_some_and(|(puzzle, _)| puzzle == self.board.puzzle());
        if self.side != SideTab::Share || self.board.is_blank() || asked {
            return;
        }
        let puzzle = self.board.puzzle().clone();
        let id = self.analyst.next_id();
        let task = Task::Export {
            puzzle: puzzle.clone(),
        };
        self.analyst.ask_first(AnalysisRequest::new(id, task), out);
        self.analyst.step_aside_for(id, out);
        self.share.elsewhere = Some((puzzle, None));
    }

    pub(super) fn ask(&mut self, task: Task, out: &mut Vec<Command>) -> AnalysisId {
        let id = self.analyst.next_id();
        self.analyst.ask(AnalysisRequest::new(id, task), out);
        id
    }

    /// Asks `task` before every request waiting (readings are not urgent;
    /// the person waits for this): a rating in the way goes on aside.
    pub(super) fn ask_now(&mut self, task: Task, out: &mut Vec<Command>) -> AnalysisId {
        let id = self.analyst.next_id();
        self.analyst.ask_first(AnalysisRequest::new(id, task), out);
        self.analyst.hurry(id, out);
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
                    self.hint.recent.remember(&asked.board, &answer);
                    self.show_hint(asked.board, answer, asked.wanted, out);
                } else if let Some(Lookahead::Asked(asked)) = self
                    .hint
                    .next
                    .take_if(|next| matches!(next, Lookahead::Asked(asked) if asked.id == id))
                {
                    self.hint.recent.remember(&asked.board, &answer);
                    self.hint.next = Some(Lookahead::Known(asked.board, answer));
                }
            }
            Answer::Explained(result) => {
                if self.practice_way(id, &result) {
                    return;
                }
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
            Answer::Exported(link) => {
                if let Some((puzzle, answer)) = self.share.elsewhere.as_mut() {
                    if puzzle == self.board.puzzle() {
                        *answer = Some(link);
                    }
                }
            }
            Answer::Imported(result) => {
                if self.importing == Some(id) {
                    self.importing = None;
                    self.land_import(result);
                }
            }
            Answer::TrueCandidates(found) => self.truth.answered(id, found),
        }
    }

    /// How far the rating or the explanation on show has got.
    pub(super) fn path_progress(&mut self, id: AnalysisId, progress: PathProgress) {
        if self.ratings.rating.pending() == Some(id) {
            self.ratings.progress = Some(progress);
        } else if let Some(explain) = self.explain.as_mut().filter(|e| e.pending == Some(id)) {
            explain.progress = Some(progress);
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
            self.practice_lost(id, &why);
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
            if self.importing == Some(id) {
                self.importing = None;
                self.land_import(Err(why.clone()));
            }
            self.truth.lost(id, &why);
        }
    }

    /// Reads the link in the Puzzle box in the analysis worker, which holds
    /// the f-puzzles and SudokuPad decoders; the board changes when the
    /// answer comes ([`AppState::land_import`]).
    pub(super) fn import(&mut self, text: &str, out: &mut Vec<Command>) {
        let id = self.analyst.next_id();
        let task = Task::Import {
            text: text.to_string(),
        };
        self.analyst.ask_first(AnalysisRequest::new(id, task), out);
        // Quick: whatever the worker is on (a hint worked out ahead on a
        // hard puzzle may take a minute) steps aside.
        self.analyst.step_aside_for(id, out);
        self.importing = Some(id);
    }

    /// The imported puzzle on the board, or the reason in the Puzzle box.
    fn land_import(&mut self, result: Result<String, String>) {
        match result.and_then(|line| read_puzzle(&line)) {
            Ok(puzzle) => {
                self.input_error = None;
                if let Some(drawn) = drawn_of(&puzzle) {
                    self.notice = Some(capitalised(&format!("{}.", drawn_notice(&drawn))));
                }
                if puzzle != *self.board.puzzle() || self.board.entries().filled() > 0 {
                    self.change_board(Board::new(puzzle));
                }
            }
            Err(why) => self.input_error = Some(format!("This link cannot be read: {why}")),
        }
    }
}

/// The board after `step`'s removals and placements (as Apply makes them).
fn board_after(board: &Board, step: &Explained) -> Board {
    let mut next = board.clone();
    if !step.eliminations.is_empty() {
        let struck: Vec<(usize, u8)> = step
            .eliminations
            .iter()
            .map(|candidate| (candidate.cell(), candidate.digit))
            .collect();
        next = next.strike(&struck).unwrap_or(next);
    }
    for placed in &step.placements {
        next = next.enter(placed.cell(), placed.digit).unwrap_or(next);
    }
    next
}

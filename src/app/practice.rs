//! Practice, as in HoDoKu's practising mode: a puzzle New puzzle made to
//! take a technique (its Practise field). The person solves on, or goes to
//! the position before the step; there they try it, placing a digit or
//! taking out a centre mark. A try that is the step's is praised; a wrong
//! one is undone and the step is shown as the hint, with its Apply.

use sudoku_engine::generate::Need;
use sudoku_engine::logic::{Cand, Explained};
use sudoku_engine::shape::Sudoku;

use super::{AppState, Command};
use crate::board::{mask_digits, Board};
use crate::hints::{replay, ShownHint};
use crate::worker::analysis::{Explanation, HintAnswer, Task};
use crate::worker::AnalysisId;

/// A practice puzzle on the board: the technique, and where the person is.
#[derive(Clone, Debug, PartialEq)]
pub struct Practice {
    pub need: Need,
    pub puzzle: Sudoku,
    pub stage: Stage,
}

/// Where the person is in a practice puzzle.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// Solving; the person may go to the step.
    Solving,
    /// The way to the step is being worked out.
    Going(AnalysisId),
    /// On the position before the step: the person looks for it.
    Finding { at: Board, step: Box<Explained> },
    /// The person's try was the step's.
    Found(Box<Explained>),
    /// A wrong try (in words), undone; the step is shown as the hint.
    Shown { tried: String },
    /// The way to the step could not be worked out.
    Lost(String),
}

/// What the person did on the position before the step.
#[derive(Clone, Debug, PartialEq)]
enum Try {
    /// Digits placed and marks taken out, all of them the step's.
    Right,
    /// The first of them that is not, in words ("7 in r4c5").
    Wrong(String),
}

impl Practice {
    /// The practice of `need` on `puzzle`, just made.
    pub fn new(need: Need, puzzle: Sudoku) -> Practice {
        Practice {
            need,
            puzzle,
            stage: Stage::Solving,
        }
    }

    /// What the practice bar says.
    pub fn words(&self) -> String {
        let need = match self.need {
            Need::Technique(technique) => technique.name().to_string(),
            Need::Family(family) => format!("a step of {}", family.name().to_lowercase()),
        };
        match &self.stage {
            Stage::Solving => format!(
                "Practice: this puzzle's hints take {need} on the way. Solve on, or go to the position before it."
            ),
            Stage::Going(_) => format!("Working out the way to {need}…"),
            Stage::Finding { step, .. } => {
                let how = match (step.placements.is_empty(), step.eliminations.is_empty()) {
                    (false, true) => "place a digit it gives",
                    (true, false) => "take out a centre mark it removes",
                    _ => "place a digit it gives or take out a centre mark it removes",
                };
                format!("Find the {} here: {how}.", step.name)
            }
            Stage::Found(step) => format!("Found: {}", step.text),
            Stage::Shown { tried } => format!(
                "Not this one: {tried} is not the step's. The step is shown as the hint; Apply carries it out."
            ),
            Stage::Lost(why) => format!("The way to {need} cannot be shown: {why}."),
        }
    }

    /// The person may ask to go to the step.
    pub fn can_go(&self) -> bool {
        matches!(self.stage, Stage::Solving | Stage::Lost(_))
    }
}

impl AppState {
    /// The practice of the board's puzzle, if it is one.
    pub fn practice(&self) -> Option<&Practice> {
        (self.practice.as_ref()).filter(|practice| &practice.puzzle == self.board.puzzle())
    }

    /// Go to the step: its way is worked out by the analysis worker (the
    /// explanation, up to the first step that takes the technique).
    pub(super) fn go_to_practice_step(&mut self, out: &mut Vec<Command>) {
        let Some(practice) = self.practice().filter(|practice| practice.can_go()) else {
            return;
        };
        let task = Task::Explain {
            puzzle: practice.puzzle.clone(),
            until: Some(practice.need),
        };
        let id = self.ask_now(task, out);
        if let Some(practice) = self.practice.as_mut() {
            practice.stage = Stage::Going(id);
        }
    }

    /// The answer for `id`, when it is the way to a practice step: the
    /// board goes to the position before the step (one undoable change)
    /// with its candidates as centre marks, shown. False for another
    /// answer.
    pub(super) fn practice_way(
        &mut self,
        id: AnalysisId,
        way: &Result<Explanation, String>,
    ) -> bool {
        let Some(practice) = self
            .practice
            .as_mut()
            .filter(|practice| practice.stage == Stage::Going(id))
        else {
            return false;
        };
        if &practice.puzzle != self.board.puzzle() {
            // Another puzzle came meanwhile: the board stays.
            practice.stage = Stage::Solving;
            return true;
        }
        let steps = match way {
            Ok(explanation) => &explanation.steps,
            Err(why) => {
                practice.stage = Stage::Lost(why.clone());
                return true;
            }
        };
        let Some((step, before)) = steps.split_last() else {
            practice.stage = Stage::Lost("the puzzle takes no step".into());
            return true;
        };
        let position = replay::before(&practice.puzzle, before, before.len());
        let at = Board::with_entries(practice.puzzle.clone(), &position.placed)
            .with_notes(Some(position.candidates));
        practice.stage = Stage::Finding {
            at: at.clone(),
            step: Box::new(step.clone()),
        };
        if at != self.board {
            self.change_board(at);
        }
        self.prefs.candidates = true;
        true
    }

    /// The way to the step is lost with the worker.
    pub(super) fn practice_lost(&mut self, id: AnalysisId, why: &str) {
        if let Some(practice) = (self.practice.as_mut()).filter(|p| p.stage == Stage::Going(id)) {
            practice.stage = Stage::Lost(why.to_string());
        }
    }

    /// After every action, on the position before the step: a try that is
    /// the step's is praised; a wrong one is undone (one more undoable
    /// change) and the step is shown as the full hint.
    pub(super) fn follow_practice(&mut self) {
        let Some(Practice {
            stage: Stage::Finding { at, step },
            ..
        }) = self.practice()
        else {
            return;
        };
        let Some(tried) = judge(at, &self.board, step) else {
            return;
        };
        let (at, step) = (at.clone(), step.clone());
        let stage = match tried {
            Try::Right => Stage::Found(step),
            Try::Wrong(tried) => {
                self.change_board(at.clone());
                self.hint.shown = Some(ShownHint {
                    board: at,
                    answer: HintAnswer::Step(step),
                    visible: true,
                    full: true,
                });
                Stage::Shown { tried }
            }
        };
        if let Some(practice) = self.practice.as_mut() {
            practice.stage = stage;
        }
    }
}

/// What `now` tries on the position `at` against `step`: `None` until a
/// digit is placed or a centre mark taken out (colours and added marks
/// are the person's working). Placed digits are judged alone: the marks
/// they strike from their peers are theirs, not tries.
fn judge(at: &Board, now: &Board, step: &Explained) -> Option<Try> {
    let name = |cell: usize| now.shape().geometry().cell_name(cell);
    let is_in = |marks: &[Cand], (cell, digit): (usize, u8)| {
        marks
            .iter()
            .any(|mark| mark.cell() == cell && mark.digit == digit)
    };
    let judged = |tries: Vec<(usize, u8)>, marks: &[Cand], words: &dyn Fn(usize, u8) -> String| {
        let wrong = tries.iter().find(|&&tried| !is_in(marks, tried));
        match (wrong, tries.is_empty()) {
            (Some(&(cell, digit)), _) => Some(Try::Wrong(words(cell, digit))),
            (None, false) => Some(Try::Right),
            (None, true) => None,
        }
    };
    let placed: Vec<(usize, u8)> = (0..now.cell_count())
        .map(|cell| (cell, now.entries().get(cell)))
        .filter(|&(cell, digit)| digit != 0 && digit != at.entries().get(cell))
        .collect();
    if !placed.is_empty() {
        return judged(placed, &step.placements, &|cell, digit| {
            format!("{digit} in {}", name(cell))
        });
    }
    let (Some(before), Some(after)) = (at.notes(), now.notes()) else {
        return None;
    };
    let removed: Vec<(usize, u8)> = (0..now.cell_count())
        .map(|cell| (cell, before[cell] & !after[cell]))
        .filter(|&(_, gone)| gone != 0)
        .flat_map(|(cell, gone)| mask_digits(gone).map(move |digit| (cell, digit)))
        .collect();
    judged(removed, &step.eliminations, &|cell, digit| {
        format!("taking {digit} out of {}", name(cell))
    })
}

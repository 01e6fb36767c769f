//! A solve by hand in progress: its clock (running while the page is
//! visible and the puzzle unsolved), whether the person's digits solve the
//! puzzle, a check against the rules, and each puzzle's work kept so that
//! opening the puzzle again continues where the person was.

use sudoku_engine::shape::Sudoku;

use super::{AppState, Command, Timer};
use crate::board::{clashing_cells, Board};

/// How many puzzles' work is kept (the least recent goes first).
pub const KEPT_PUZZLES: usize = 30;

/// The clock ticks once a second.
pub const TICK_MS: u32 = 1000;

/// The solve by hand of the board's puzzle, and the work kept on others.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Solving {
    /// The puzzle the clock and `finished` are for.
    puzzle: Option<Sudoku>,
    /// Seconds spent on it while the page was visible.
    pub elapsed_s: u32,
    /// The person's digits fill the grid and break no rule.
    pub finished: bool,
    /// The page is hidden: the clock waits.
    pub hidden: bool,
    /// A tick is armed.
    armed: bool,
    /// What Check found, and the board it looked at.
    checked: Option<(Board, String)>,
    /// Work on each puzzle, the most recent last.
    pub kept: Vec<Kept>,
}

/// The work on one puzzle: the board (digits, marks, colours) and its time.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    pub board: Board,
    pub elapsed_s: u32,
}

/// `seconds` as the clock shows it: `4:07`, `1:02:09`.
pub fn clock_text(seconds: u32) -> String {
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match hours {
        0 => format!("{minutes}:{seconds:02}"),
        hours => format!("{hours}:{minutes:02}:{seconds:02}"),
    }
}

impl AppState {
    /// What Check found, while the board is the one it looked at.
    pub fn checked(&self) -> Option<&str> {
        let (board, words) = self.solving.checked.as_ref()?;
        (*board == self.board).then_some(words.as_str())
    }

    /// After every action: a new puzzle on the board takes its kept work
    /// and time (or starts at 0:00), the work is kept, `finished` follows
    /// the board, and the clock's next tick is armed while it runs.
    pub(super) fn follow_solving(&mut self, out: &mut Vec<Command>) {
        let solving = &mut self.solving;
        if solving.puzzle.as_ref() != Some(self.board.puzzle()) {
            solving.puzzle = Some(self.board.puzzle().clone());
            let kept = solving
                .kept
                .iter()
                .position(|kept| kept.board.puzzle() == self.board.puzzle());
            solving.elapsed_s = kept.map_or(0, |index| solving.kept[index].elapsed_s);
            if let (Some(index), false) = (kept, self.board.has_work()) {
                self.board = solving.kept[index].board.clone();
                self.selection.fit(self.board.cell_count());
            }
        }
        let solving = &mut self.solving;
        solving.finished = self.board.entries().filled() > 0
            && self.board.puzzle().is_solved_by(&self.board.grid());
        let unchanged = solving
            .kept
            .last()
            .is_some_and(|last| last.elapsed_s == solving.elapsed_s && last.board == self.board);
        if self.board.has_work() && !unchanged {
            let kept = Kept {
                board: self.board.clone(),
                elapsed_s: solving.elapsed_s,
            };
            solving
                .kept
                .retain(|other| other.board.puzzle() != self.board.puzzle());
            solving.kept.push(kept);
            let over = solving.kept.len().saturating_sub(KEPT_PUZZLES);
            solving.kept.drain(..over);
        }
        if !solving.armed && self.clock_runs() {
            self.solving.armed = true;
            out.push(Command::Arm {
                timer: Timer::SolveTick,
                after_ms: TICK_MS,
            });
        }
    }

    /// The clock counts: a puzzle is on the board, unsolved, on a visible page.
    fn clock_runs(&self) -> bool {
        !self.solving.hidden && !self.solving.finished && !self.board.is_blank()
    }

    /// A second went by.
    pub(super) fn solve_tick(&mut self) {
        self.solving.armed = false;
        if self.clock_runs() {
            self.solving.elapsed_s += 1;
        }
    }

    /// Restart: the person's work goes (undoably) and the clock starts again.
    pub(super) fn restart(&mut self) {
        let fresh = Board::new(self.board.puzzle().clone());
        if fresh != self.board {
            self.change_board(fresh);
        }
        self.solving.elapsed_s = 0;
    }

    /// Check against the solution (once a worker has counted it, which it
    /// does to rate or hint): the digits that differ from it, selected and
    /// named, or how many cells are left.
    pub(super) fn check_solution(&mut self) {
        let Some(solution) = self.analyst.solution_of(self.board.puzzle()) else {
            let words = "The solution is not known yet (it is found while the puzzle is rated or hinted); try again in a moment.";
            self.solving.checked = Some((self.board.clone(), words.to_string()));
            return;
        };
        let grid = self.board.grid();
        let wrong: Vec<usize> = (0..grid.cells().len())
            .filter(|&cell| grid.get(cell) != 0 && grid.get(cell) != solution.get(cell))
            .collect();
        self.say_checked(wrong, "These digits are not the solution's");
    }

    /// Check: the cells whose digits break a rule, selected and named, or
    /// how many cells are left.
    pub(super) fn check(&mut self) {
        let clashing: Vec<usize> = clashing_cells(self.board.puzzle(), &self.board.grid())
            .into_iter()
            .enumerate()
            .filter_map(|(cell, clash)| clash.then_some(cell))
            .collect();
        self.say_checked(clashing, "These digits break a rule");
    }

    /// What a check found: the `flagged` cells selected and named after
    /// `flaw`, or how far the person has got.
    fn say_checked(&mut self, flagged: Vec<usize>, flaw: &str) {
        let geometry = self.board.shape().geometry();
        let left = self.board.cell_count() - self.board.grid().filled();
        let words = match (flagged.first(), left) {
            (Some(&first), _) => {
                let names: Vec<String> = flagged
                    .iter()
                    .map(|&cell| geometry.cell_name(cell))
                    .collect();
                self.selection.set(first, flagged.iter().copied());
                format!("{flaw}: {}.", names.join(", "))
            }
            (None, 0) if self.solving.finished => "Solved: every digit is right.".to_string(),
            (None, 0) => "No digit repeats, but a rule of the puzzle is broken.".to_string(),
            (None, 1) => "No rule broken so far; 1 cell to go.".to_string(),
            (None, left) => format!("No rule broken so far; {left} cells to go."),
        };
        self.solving.checked = Some((self.board.clone(), words));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tests::loaded;
    use crate::app::Action;
    use crate::fixtures::{Then, WIKI, WIKI_SOLUTION};

    fn tick(state: AppState) -> AppState {
        state.then(Action::TimerFired(Timer::SolveTick))
    }

    #[test]
    fn the_clock_runs_while_the_page_is_visible_and_stops_when_solved() {
        let mut state = AppState::new(1, 1);
        let commands = state.apply(Action::LoadText(WIKI.into()));
        assert!(commands.contains(&Command::Arm {
            timer: Timer::SolveTick,
            after_ms: TICK_MS
        }));
        let state = tick(tick(state));
        assert_eq!(state.solving.elapsed_s, 2);
        let hidden = tick(state.clone().then(Action::PageVisible(false)));
        assert_eq!(hidden.solving.elapsed_s, 2, "a hidden page stops the clock");
        let mut solved = state;
        for (cell, digit) in WIKI_SOLUTION.bytes().enumerate() {
            solved = solved.then(Action::Enter {
                cell,
                digit: digit - b'0',
            });
        }
        assert!(solved.solving.finished);
        assert_eq!(
            tick(solved).solving.elapsed_s,
            2,
            "a solved puzzle's time stands"
        );
        assert_eq!(clock_text(247), "4:07");
        assert_eq!(clock_text(3729), "1:02:09");
    }

    #[test]
    fn opening_a_puzzle_again_brings_back_its_work_and_time() {
        let looked_at = tick(loaded()).then(Action::LoadText(format!("{}.", &WIKI[..80])));
        assert!(
            looked_at.solving.kept.is_empty(),
            "a puzzle only looked at is not kept"
        );
        let worked = tick(loaded().then(Action::Enter { cell: 2, digit: 4 }));
        let other = worked.then(Action::LoadText(format!("{}.", &WIKI[..80])));
        assert_eq!(other.board.entries().filled(), 0);
        assert_eq!(other.solving.elapsed_s, 0);
        let back = other.then(Action::LoadText(WIKI.into()));
        assert_eq!(back.board.digit(2), 4, "r1c3 as the person left it");
        assert_eq!(back.solving.elapsed_s, 1);
        let restarted = back.then(Action::Restart);
        assert_eq!(
            (restarted.board.digit(2), restarted.solving.elapsed_s),
            (0, 0)
        );
    }

    #[test]
    fn check_names_the_digits_that_break_a_rule_and_counts_the_rest() {
        let state = loaded().then_all([Action::Enter { cell: 2, digit: 4 }, Action::Check]);
        assert_eq!(
            state.checked(),
            Some("No rule broken so far; 50 cells to go.")
        );
        let state = state.then_all([Action::Enter { cell: 3, digit: 5 }, Action::Check]);
        assert_eq!(
            state.checked(),
            Some("These digits break a rule: r1c1, r1c4, r2c6.")
        );
        assert_eq!(state.selection.cells(), [0, 3, 14]);
        assert_eq!(
            state.then(Action::Enter { cell: 3, digit: 6 }).checked(),
            None
        );
    }
}

//! The analysis worker's side of [`super::analysis`]: answers a [`Task`]
//! with the engine's logic solver and ratings. Pure (no browser API), so
//! tested natively.

use sudoku_engine::exact::fast::find_solutions;
use sudoku_engine::format::shaped::{parse_link, write_sudoku};
use sudoku_engine::logic::{next_step, solve, Board, Ending, Options, Profile, Step};
use sudoku_engine::rate::{harmony_level, rate, HarmonyRun, RateOptions};
use sudoku_engine::units::CELLS;
use sudoku_engine::{Grid, Puzzle};

use super::analysis::{
    Answer, Explanation, HarmonyView, HintAnswer, Position, RatingView, ShownStep, Task,
};

/// The iterations of the harmony run behind the ratings panel's level.
pub const HARMONY_ITERATIONS: u64 = 20_000;

pub fn answer(task: &Task) -> Answer {
    match task {
        Task::Rate { puzzle } => Answer::Rated(rating(puzzle)),
        Task::Harmony { puzzle, seed } => Answer::Harmony(harmony(puzzle, *seed)),
        Task::Explain { puzzle } => Answer::Explained(explanation(puzzle)),
        Task::Hint { position } => Answer::Hint(hint(position)),
        Task::Import { text } => Answer::Imported(import(text)),
    }
}

/// The puzzle of an f-puzzles or SudokuPad link, in the one-line form.
fn import(text: &str) -> Result<String, String> {
    match parse_link(text) {
        Some(Ok(imported)) => Ok(write_sudoku(&imported.puzzle.sudoku)),
        Some(Err(error)) => Err(error.to_string()),
        None => Err("this is not an f-puzzles or SudokuPad link".to_string()),
    }
}

pub fn shown(step: Step) -> ShownStep {
    ShownStep {
        name: step.name(),
        text: step.explanation(),
        nudge: step.nudge(),
        step,
    }
}

fn rating(puzzle: &Puzzle) -> Result<RatingView, String> {
    let rating = rate(puzzle, RateOptions::default()).map_err(|error| error.to_string())?;
    Ok(RatingView {
        er: rating.se.er.value(),
        ep: rating.se.ep.value(),
        ed: rating.se.ed.value(),
        hardest: rating.hardest,
        level: rating.hodoku.level.name().to_string(),
        score: rating.hodoku.score,
        histogram: rating
            .histogram
            .iter()
            .map(|(technique, count)| (technique.name().to_string(), *count))
            .collect(),
        csp_class: rating
            .csp
            .map_or("unknown".into(), |(class, _)| class.to_string()),
        csp_guesses: rating.csp.map_or(0, |(_, guesses)| guesses),
        solved: rating.solved,
    })
}

fn harmony(puzzle: &Puzzle, seed: u64) -> Result<HarmonyView, String> {
    unique_solution(puzzle)?;
    let run = HarmonyRun {
        seed,
        iterations: HARMONY_ITERATIONS,
    };
    let (level, dc) = harmony_level(puzzle, run);
    Ok(HarmonyView {
        level: level as u8,
        name: level.to_string(),
        dc,
    })
}

fn explanation(puzzle: &Puzzle) -> Result<Explanation, String> {
    let unique = match find_solutions(puzzle, 2).len() {
        0 => return Err("the puzzle has no solution".into()),
        count => count == 1,
    };
    let mut board = Board::new(puzzle);
    let (steps, ending) = solve(&mut board, &Profile::HUMAN, Options { unique });
    Ok(Explanation {
        steps: steps.into_iter().map(shown).collect(),
        solved: ending == Ending::Solved,
    })
}

/// The puzzle's one solution, or why there is not exactly one.
fn unique_solution(puzzle: &Puzzle) -> Result<Grid, String> {
    match find_solutions(puzzle, 2).as_slice() {
        [] => Err("the puzzle has no solution".into()),
        [solution] => Ok(*solution),
        _ => Err("the puzzle has several solutions".into()),
    }
}

fn hint(position: &Position) -> HintAnswer {
    let solutions = find_solutions(&position.puzzle, 2);
    let Some(&solution) = solutions.first() else {
        return HintAnswer::Broken("the puzzle has no solution".into());
    };
    let unique = solutions.len() == 1;
    if unique {
        if let Some(wrong) = first_wrong(position, &solution) {
            return wrong;
        }
    }
    let mut board = Board::new(&position.puzzle);
    for cell in 0..CELLS {
        let entry = position.entries.get(cell);
        if entry != 0 && board.value(cell) == 0 {
            if !board.has(cell, entry) {
                return HintAnswer::Broken(format!(
                    "{entry} cannot go in {}",
                    sudoku_engine::units::cell_name(cell)
                ));
            }
            board.place(cell, entry);
        }
    }
    if let Some(marks) = &position.marks {
        for (cell, marks) in marks.iter().enumerate().take(CELLS) {
            if board.value(cell) == 0 {
                for digit in board.candidates(cell).iter() {
                    if !marks.contains(digit) {
                        board.eliminate(cell, digit);
                    }
                }
            }
        }
    }
    if board.is_solved() {
        return HintAnswer::Solved;
    }
    if let Some(contradiction) = board.contradiction() {
        return HintAnswer::Broken(contradiction.to_string());
    }
    match next_step(&board, &Profile::HUMAN, Options { unique }) {
        Some(step) => HintAnswer::Step(Box::new(shown(step))),
        None => HintAnswer::Stuck,
    }
}

/// The first entry (in reading order) that differs from the solution,
/// else the first open cell whose marks leave out its digit.
fn first_wrong(position: &Position, solution: &Grid) -> Option<HintAnswer> {
    let wrong_entry = (0..CELLS).find(|&cell| {
        let entry = position.entries.get(cell);
        entry != 0 && position.puzzle.givens().get(cell) == 0 && entry != solution.get(cell)
    });
    if let Some(cell) = wrong_entry {
        return Some(HintAnswer::Wrong {
            cell: cell as u8,
            digit: position.entries.get(cell),
            mark: false,
        });
    }
    let marks = position.marks.as_ref()?;
    (0..CELLS)
        .find(|&cell| {
            position.puzzle.givens().get(cell) == 0
                && position.entries.get(cell) == 0
                && marks
                    .get(cell)
                    .is_some_and(|set| !set.contains(solution.get(cell)))
        })
        .map(|cell| HintAnswer::Wrong {
            cell: cell as u8,
            digit: solution.get(cell),
            mark: true,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{wiki, WIKI_SOLUTION};
    use sudoku_engine::{parse_grid, Digits};

    fn position(entries: Grid, marks: Option<Vec<Digits>>) -> Position {
        Position {
            puzzle: wiki(),
            entries,
            marks,
        }
    }

    #[test]
    fn a_hint_on_a_fresh_board_is_a_step_that_agrees_with_the_solution() {
        let HintAnswer::Step(shown) = hint(&position(Grid::EMPTY, None)) else {
            panic!("a step");
        };
        let solution = parse_grid(WIKI_SOLUTION).unwrap();
        assert!(!shown.step.placements.is_empty() || !shown.step.eliminations.is_empty());
        for placed in &shown.step.placements {
            assert_eq!(solution.get(placed.cell()), placed.digit);
        }
        assert!(shown.nudge.starts_with("Look for "), "{}", shown.nudge);
        assert!(shown.text.starts_with(&shown.name), "{}", shown.text);
    }

    #[test]
    fn a_wrong_entry_is_pointed_at_before_any_reasoning() {
        let solution = parse_grid(WIKI_SOLUTION).unwrap();
        let mut entries = Grid::EMPTY;
        entries.set(2, solution.get(2)); // right
        entries.set(3, if solution.get(3) == 1 { 2 } else { 1 }); // wrong, maybe no clash
        let answer = hint(&position(entries, None));
        assert_eq!(
            answer,
            HintAnswer::Wrong {
                cell: 3,
                digit: entries.get(3),
                mark: false
            }
        );
    }

    #[test]
    fn marks_that_leave_out_the_solution_are_pointed_at() {
        let solution = parse_grid(WIKI_SOLUTION).unwrap();
        let mut marks = vec![Digits::ALL; CELLS];
        let mut struck = Digits::ALL;
        struck.remove(solution.get(2));
        marks[2] = struck;
        let answer = hint(&position(Grid::EMPTY, Some(marks)));
        assert_eq!(
            answer,
            HintAnswer::Wrong {
                cell: 2,
                digit: solution.get(2),
                mark: true
            }
        );
    }

    #[test]
    fn a_full_correct_board_is_solved_and_ratings_read_the_puzzle() {
        let solution = parse_grid(WIKI_SOLUTION).unwrap();
        assert_eq!(hint(&position(solution, None)), HintAnswer::Solved);
        let rated = rating(&wiki()).unwrap();
        assert!(
            rated.er >= 1.0 && rated.er <= 2.0,
            "an easy puzzle: {}",
            rated.er
        );
        assert_eq!(rated.level, "Easy");
        assert!(rated.solved);
        let explained = explanation(&wiki()).unwrap();
        assert!(explained.solved);
        let placed: usize = explained
            .steps
            .iter()
            .map(|s| s.step.placements.len())
            .sum();
        assert_eq!(placed, 81 - wiki().given_count());
    }
}

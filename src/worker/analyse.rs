//! The analysis worker's side of [`super::analysis`]: answers a [`Task`]
//! with the engine's logic solver and ratings. Pure (no browser API), so
//! tested natively.

use std::cell::RefCell;
use std::ops::ControlFlow;

use sudoku_engine::exact::candidates::{true_candidates, DEFAULT_CAP};
use sudoku_engine::exact::counter::{counts_at_once, Bound};
use sudoku_engine::format::shaped::fpuzzles_write::fpuzzles_link;
use sudoku_engine::format::shaped::{parse_link, write_sudoku};
use sudoku_engine::generate::Need;
use sudoku_engine::logic::{Explainer, Hint, PathStep, ProfileName, Stall, Technique};
use sudoku_engine::meta::harmony::INFO as HARMONY;
use sudoku_engine::rate::{
    harmony_level, rate_unique, unique_solution, HarmonyRun, PathReader, RateError, RateOptions,
    Rating,
};
use sudoku_engine::run::Clock;
use sudoku_engine::shape::{Sudoku, Values};

use super::analysis::{
    Answer, Explanation, HarmonyView, HintAnswer, PathProgress, Position, RatingView, Task,
};

/// The iterations of the harmony run behind the ratings panel's level.
pub const HARMONY_ITERATIONS: u64 = 20_000;

/// The time a true candidates search may take before it answers with
/// what it has, so that a puzzle whose candidates take minutes (a 25x25,
/// a sandwich with several solutions) does not hold the worker; the search
/// stops at the end of its turn (most take microseconds, a slow one a
/// second).
pub const TRUE_CANDIDATES_MS: f64 = 3_000.0;

/// The work (the counter's units) past which the search stops whatever
/// the clock says: where no clock runs ([`answer`]), a bound all the same.
pub const TRUE_CANDIDATES_WORK: u64 = 10_000_000;

/// A clock that stands still, for answers bounded by work alone.
struct Still;

impl Clock for Still {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The answer to `task`, each search bounded by work alone (tests).
pub fn answer(task: &Task) -> Answer {
    answer_watched(task, None, &Still, &mut |_| {})
}

/// What the worker tells the page while it answers a request.
#[derive(Clone, Copy, Debug)]
pub enum Note<'a> {
    /// How far a rating's or an explanation's path has got, after each of
    /// its steps (every shape, the classic 9x9 too).
    Path(&'a PathProgress),
    /// The puzzle's one solution, just counted (another shape than the
    /// classic 9x9, whose count takes microseconds).
    Counted(&'a Values),
}

/// [`answer`], telling `note` how far a path has got and what the count
/// found. `solution` is the puzzle's one solution when the page knows it
/// ([`AnalysisRequest::solution`](super::AnalysisRequest)): it is not
/// counted again (a grid that does not solve the puzzle is ignored).
/// Searches with a time bound read it on `clock`.
pub fn answer_watched(
    task: &Task,
    solution: Option<&Values>,
    clock: &dyn Clock,
    note: &mut dyn FnMut(Note),
) -> Answer {
    // A count made in microseconds by any worker is not reported.
    if let Some(puzzle) = task.puzzle().filter(|puzzle| !counts_at_once(puzzle)) {
        match solution.filter(|solution| puzzle.is_solved_by(solution)) {
            Some(solution) => keep_count(puzzle, Ok(solution.clone())),
            None => {
                if let Some(solution) = newly_counted(puzzle) {
                    note(Note::Counted(&solution));
                }
            }
        }
    }
    let progress = &mut |so_far: &PathProgress| note(Note::Path(so_far));
    match task {
        Task::Rate { puzzle } => Answer::Rated(rating(puzzle, progress)),
        Task::Harmony { puzzle, seed } => Answer::Harmony(harmony(puzzle, *seed)),
        Task::Explain { puzzle, until } => Answer::Explained(explanation(puzzle, *until, progress)),
        Task::Hint { position } => Answer::Hint(hint(position)),
        Task::Import { text } => Answer::Imported(import(text)),
        Task::Export { puzzle } => {
            Answer::Exported(fpuzzles_link(puzzle).map_err(|error| error.to_string()))
        }
        Task::TrueCandidates { puzzle } => {
            let bound = Bound {
                work: Some(TRUE_CANDIDATES_WORK),
                until: Some((clock, clock.now_ms() + TRUE_CANDIDATES_MS)),
            };
            Answer::TrueCandidates(true_candidates(puzzle, DEFAULT_CAP, bound))
        }
    }
}

/// The puzzle of an f-puzzles or SudokuPad link in the one-line form,
/// with what its setter says and draws beside the rules.
fn import(text: &str) -> Result<String, String> {
    match parse_link(text) {
        Some(Ok(imported)) => Ok(write_sudoku(&imported.puzzle.sudoku)),
        Some(Err(error)) => Err(error.to_string()),
        None => Err("this is not an f-puzzles or SudokuPad link".to_string()),
    }
}

fn rating(sudoku: &Sudoku, progress: &mut dyn FnMut(&PathProgress)) -> Result<RatingView, String> {
    let solution = counted(sudoku).map_err(|error| error.to_string())?;
    let mut path = PathSoFar::new(sudoku, progress);
    let rating = rate_unique(sudoku, &solution, &RateOptions::default(), &mut |step| {
        path.took(step);
        ControlFlow::Continue(())
    });
    Ok(rating_view(rating))
}

/// A path being worked out, and who is shown how far it has got: its
/// hardest step as the rating reads it ([`PathReader`]).
struct PathSoFar<'a> {
    path: PathReader,
    so_far: PathProgress,
    progress: &'a mut dyn FnMut(&PathProgress),
}

impl<'a> PathSoFar<'a> {
    fn new(sudoku: &Sudoku, progress: &'a mut dyn FnMut(&PathProgress)) -> PathSoFar<'a> {
        let so_far = PathProgress {
            steps: 0,
            placed: 0,
            empty: (sudoku.shape().cells() - sudoku.givens().filled()) as u32,
            er: 0.0,
            hardest: String::new(),
        };
        PathSoFar {
            path: PathReader::default(),
            so_far,
            progress,
        }
    }

    /// A step of either solver's path.
    fn took(&mut self, step: &dyn PathStep) {
        self.path.read(step);
        let so_far = &mut self.so_far;
        so_far.steps += 1;
        so_far.placed += step.placed() as u32;
        if let Some((value, name)) = self.path.hardest() {
            so_far.er = value.value();
            if so_far.hardest != name {
                so_far.hardest = name.to_string();
            }
        }
        (self.progress)(so_far);
    }
}

fn rating_view(rating: Rating) -> RatingView {
    RatingView {
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
            .map_or("unknown".into(), |csp| csp.class.to_string()),
        csp_guesses: rating.csp.map_or(0, |csp| csp.guesses),
        csp_complete: rating.csp.is_some_and(|csp| csp.complete),
        solved: rating.solved,
    }
}

fn harmony(sudoku: &Sudoku, seed: u64) -> Result<HarmonyView, String> {
    counted(sudoku).map_err(|error| error.to_string())?;
    let run = HarmonyRun {
        seed,
        iterations: HARMONY_ITERATIONS,
    };
    let (level, dc) = harmony_level(sudoku, run)
        .ok_or_else(|| format!("harmony search takes {}", HARMONY.shapes.describe()))?;
    Ok(HarmonyView {
        level: level as u8,
        name: level.to_string(),
        dc,
    })
}

fn explanation(
    sudoku: &Sudoku,
    until: Option<Need>,
    progress: &mut dyn FnMut(&PathProgress),
) -> Result<Explanation, String> {
    let mut met = false;
    let mut path = PathSoFar::new(sudoku, progress);
    let mut took = |technique: Technique| match until {
        Some(need) => need.stop_at(technique, &mut met),
        None => ControlFlow::Continue(()),
    };
    let (solution, stall) = solution_if_unique(sudoku)?;
    let explanation =
        Explainer::new(sudoku, None).explain(ProfileName::Human, solution.as_ref(), &mut |step| {
            path.took(step);
            took(step.technique())
        });
    let explained = Explanation {
        steps: explanation.steps,
        stall: (!explanation.solved).then_some(stall),
    };
    match until {
        Some(need) if !met => Err(format!("its hints never take {need}")),
        _ => Ok(explained),
    }
}

/// The puzzle's solution when it has exactly one, and why logic would
/// stall on it; an error when it has none.
fn solution_if_unique(sudoku: &Sudoku) -> Result<(Option<Values>, Stall), String> {
    Stall::with_solution(counted(sudoku)).map_err(|error| error.to_string())
}

thread_local! {
    /// The last puzzle counted, and what the count said.
    static COUNTED: RefCell<Option<(Sudoku, Result<Values, RateError>)>> =
        const { RefCell::new(None) };
}

/// The one solution of the puzzle ([`unique_solution`]),
/// counted once for the puzzle's hints, explanation and rating: an extreme
/// killer takes 0.6 to 17 s to count (natively), which every hint on it
/// used to take again.
fn counted(sudoku: &Sudoku) -> Result<Values, RateError> {
    known_count(sudoku).unwrap_or_else(|| count_and_keep(sudoku))
}

/// The one solution of `sudoku` (another shape) when it is counted now,
/// not known from before, and there is one.
fn newly_counted(sudoku: &Sudoku) -> Option<Values> {
    match known_count(sudoku) {
        Some(_) => None,
        None => count_and_keep(sudoku).ok(),
    }
}

/// What the count of `sudoku` said, when it is the last puzzle counted.
fn known_count(sudoku: &Sudoku) -> Option<Result<Values, RateError>> {
    COUNTED.with_borrow(|last| {
        last.as_ref()
            .filter(|(puzzle, _)| puzzle == sudoku)
            .map(|(_, count)| count.clone())
    })
}

/// Counts `sudoku` and keeps what the count said.
fn count_and_keep(sudoku: &Sudoku) -> Result<Values, RateError> {
    let count = unique_solution(sudoku);
    keep_count(sudoku, count.clone());
    count
}

/// Keeps `count` as what `sudoku`'s count said, in place of the last.
fn keep_count(sudoku: &Sudoku, count: Result<Values, RateError>) {
    COUNTED.set(Some((sudoku.clone(), count)));
}

fn hint(position: &Position) -> HintAnswer {
    let (solution, stall) = match solution_if_unique(&position.puzzle) {
        Ok(counted) => counted,
        Err(why) => return HintAnswer::Broken(why),
    };
    if let Some(wrong) = solution
        .as_ref()
        .and_then(|solution| first_wrong(position, solution))
    {
        return wrong;
    }
    let at = sudoku_engine::logic::Position {
        entries: &position.entries,
        marks: position.marks.as_deref(),
    };
    let explainer = Explainer::new(&position.puzzle, None);
    match explainer.hint(ProfileName::Human, Some(at), solution.as_ref()) {
        Ok(Hint::Step(step)) => HintAnswer::Step(step),
        Ok(Hint::Solved) => HintAnswer::Solved,
        Ok(Hint::Stuck) => HintAnswer::Stuck(stall),
        Err(why) => HintAnswer::Broken(why),
    }
}

/// The first entry (in reading order) that differs from the solution,
/// else the first open cell whose marks leave out its digit.
fn first_wrong(position: &Position, solution: &Values) -> Option<HintAnswer> {
    let givens = position.puzzle.givens();
    let cells = solution.cells().len();
    let wrong_entry = (0..cells).find(|&cell| {
        let entry = position.entries.get(cell);
        entry != 0 && givens.get(cell) == 0 && entry != solution.get(cell)
    });
    if let Some(cell) = wrong_entry {
        return Some(HintAnswer::Wrong {
            cell: cell as u16,
            digit: position.entries.get(cell),
            mark: false,
        });
    }
    let marks = position.marks.as_ref()?;
    (0..cells)
        .find(|&cell| {
            givens.get(cell) == 0
                && position.entries.get(cell) == 0
                && marks
                    .get(cell)
                    .is_some_and(|&set| set >> (solution.get(cell) - 1) & 1 == 0)
        })
        .map(|cell| HintAnswer::Wrong {
            cell: cell as u16,
            digit: solution.get(cell),
            mark: true,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{wiki, wiki_solution};
    use sudoku_engine::format::read_puzzle;
    use sudoku_engine::format::shaped::ShapeOptions;
    use sudoku_engine::logic::shaped::{self, Logic};

    fn position(entries: Values, marks: Option<Vec<u64>>) -> Position {
        Position {
            puzzle: wiki(),
            entries,
            marks,
        }
    }

    #[test]
    fn a_hint_on_a_fresh_board_is_a_step_that_agrees_with_the_solution() {
        let HintAnswer::Step(shown) = hint(&position(Values::empty(9), None)) else {
            panic!("a step");
        };
        let solution = wiki_solution();
        assert!(!shown.placements.is_empty() || !shown.eliminations.is_empty());
        for placed in &shown.placements {
            assert_eq!(solution.get(placed.cell()), placed.digit);
        }
        assert!(shown.nudge.starts_with("Look for "), "{}", shown.nudge);
        assert!(shown.text.starts_with(&shown.name), "{}", shown.text);
    }

    #[test]
    fn a_wrong_entry_is_pointed_at_before_any_reasoning() {
        let solution = wiki_solution();
        let mut entries = Values::empty(9);
        entries.set(2, solution.get(2)); // right
        entries.set(3, if solution.get(3) == 1 { 2 } else { 1 }); // wrong, maybe no clash
        let wrong = entries.get(3);
        let answer = hint(&position(entries, None));
        assert_eq!(
            answer,
            HintAnswer::Wrong {
                cell: 3,
                digit: wrong,
                mark: false
            }
        );
    }

    #[test]
    fn marks_that_leave_out_the_solution_are_pointed_at() {
        let solution = wiki_solution();
        let mut marks = vec![0x1ff; wiki().shape().cells()];
        marks[2] &= !(1 << (solution.get(2) - 1));
        let answer = hint(&position(Values::empty(9), Some(marks)));
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
        let solution = wiki_solution();
        assert_eq!(hint(&position(solution.clone(), None)), HintAnswer::Solved);
        let rated = rating(&wiki(), &mut |_| {}).unwrap();
        assert!(
            rated.er >= 1.0 && rated.er <= 2.0,
            "an easy puzzle: {}",
            rated.er
        );
        assert_eq!(rated.level, "Easy");
        assert!(rated.solved);
        let explained = explanation(&wiki(), None, &mut |_| {}).unwrap();
        assert!(explained.stall.is_none());
        let placed: usize = explained.steps.iter().map(|s| s.placements.len()).sum();
        let givens = wiki().givens().clone();
        assert_eq!(placed, givens.cells().len() - givens.filled());
    }

    /// Line `index` of a shared file of other shapes, with its solution.
    fn shared(file: &str, index: usize) -> (Sudoku, Values) {
        let line = crate::fixtures::shared_shape_line(file, index);
        let read = read_puzzle(&line, &ShapeOptions::default()).unwrap();
        (read.sudoku, read.solution.unwrap())
    }

    #[test]
    fn a_puzzle_is_counted_once_for_its_hints_explanation_and_rating() {
        let (killer, solution) = shared("killer_9x9.txt", 0);
        let kept = || COUNTED.with_borrow(|last| last.as_ref().map(|(puzzle, _)| puzzle.clone()));
        assert_eq!(counted(&killer), Ok(solution.clone()));
        assert_eq!(kept(), Some(killer.clone()));
        let engine_rating = sudoku_engine::rate::rate(&killer, &RateOptions::default()).unwrap();
        assert_eq!(rating(&killer, &mut |_| {}), Ok(rating_view(engine_rating)));
        // Another puzzle is counted afresh, and its count kept instead.
        let (jigsaw, jigsaw_solution) = shared("jigsaw_9x9.txt", 0);
        assert_eq!(counted(&jigsaw), Ok(jigsaw_solution));
        assert_eq!(kept(), Some(jigsaw));
        let blank = read_puzzle(&".".repeat(36), &ShapeOptions::default())
            .unwrap()
            .sudoku;
        assert_eq!(counted(&blank), Err(RateError::SeveralSolutions));
        assert_eq!(counted(&blank), Err(RateError::SeveralSolutions));
    }

    #[test]
    fn hints_on_a_killer_follow_every_step_to_the_solution() {
        let (sudoku, solution) = shared("killer_9x9.txt", 0);
        let mut entries = Values::empty(9);
        let mut marks: Option<Vec<u64>> = None;
        for _ in 0..200 {
            let position = Position {
                puzzle: sudoku.clone(),
                entries: entries.clone(),
                marks: marks.clone(),
            };
            match hint(&position) {
                HintAnswer::Step(shown) => {
                    assert!(shown.nudge.starts_with("Look for "), "{}", shown.nudge);
                    let mut current = marks.unwrap_or_else(|| {
                        let logic = Logic::new(sudoku.shape());
                        let at = shaped::Position {
                            entries: &entries,
                            marks: None,
                        };
                        logic.candidates(&sudoku, Some(at)).unwrap()
                    });
                    for removed in &shown.eliminations {
                        assert_ne!(
                            solution.get(removed.cell()),
                            removed.digit,
                            "{}",
                            shown.text
                        );
                        current[removed.cell()] &= !(1 << (removed.digit - 1));
                    }
                    for placed in &shown.placements {
                        assert_eq!(solution.get(placed.cell()), placed.digit, "{}", shown.text);
                        entries.set(placed.cell(), placed.digit);
                    }
                    marks = Some(current);
                }
                HintAnswer::Solved => {
                    assert_eq!(entries, solution);
                    return;
                }
                other => panic!("{other:?}"),
            }
        }
        panic!("no end after 200 hints");
    }

    #[test]
    fn a_wrong_entry_on_a_16x16_is_pointed_at_and_it_is_explained_and_rated() {
        let (sudoku, solution) = shared("sizes_16x16.txt", 30);
        let open = (0..256).find(|&c| sudoku.givens().get(c) == 0).unwrap();
        let mut entries = Values::empty(16);
        let wrong = solution.get(open) % 16 + 1;
        entries.set(open, wrong);
        let position = Position {
            puzzle: sudoku.clone(),
            entries,
            marks: None,
        };
        assert_eq!(
            hint(&position),
            HintAnswer::Wrong {
                cell: open as u16,
                digit: wrong,
                mark: false
            }
        );
        let explained = explanation(&sudoku, None, &mut |_| {}).unwrap();
        assert!(explained.stall.is_none());
        let rated = rating(&sudoku, &mut |_| {}).unwrap();
        assert!(rated.solved && rated.er >= 1.0);
    }

    /// A clock that moves on a second each time it is read.
    struct Hurried(std::cell::Cell<f64>);

    impl Clock for Hurried {
        fn now_ms(&self) -> f64 {
            self.0.set(self.0.get() + 1000.0);
            self.0.get()
        }
    }

    #[test]
    fn a_true_candidates_search_past_its_time_answers_with_what_it_found() {
        let sixteen = read_puzzle(&".".repeat(256), &ShapeOptions::default())
            .unwrap()
            .sudoku;
        let task = Task::TrueCandidates { puzzle: sixteen };
        let clock = Hurried(Default::default());
        let Answer::TrueCandidates(found) = answer_watched(&task, None, &clock, &mut |_| {}) else {
            panic!("true candidates");
        };
        assert!(!found.complete, "a blank 16x16 takes hundreds of turns");
        assert!(!found.examples.is_empty(), "the first solutions are kept");
        for example in &found.examples {
            assert!((0..256).all(|cell| found.count(cell, example.get(cell)) > 0));
        }
    }
}

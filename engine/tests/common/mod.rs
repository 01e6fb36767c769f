//! The shared puzzle sets of `../shared/data`, read once for every test file.
#![allow(dead_code)]

use std::path::PathBuf;

use std::cell::Cell;

use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::generate::Symmetry;
use sudoku_engine::run::Clock;
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{count_solutions, find, read_puzzle, Engine, Outcome, Stats, Step};

/// One line of a data file: the puzzle text, its solution when unique, and
/// the rating when the file has one.
pub struct Case {
    pub file: &'static str,
    pub line: usize,
    pub text: String,
    pub solution: Option<Values>,
    pub rating: Option<f64>,
}

impl Case {
    /// The puzzle as every entry point takes it.
    pub fn sudoku(&self) -> Sudoku {
        sudoku(&self.text).unwrap_or_else(|e| panic!("{}:{}: {e}", self.file, self.line))
    }

    pub fn name(&self) -> String {
        format!("{}:{}", self.file, self.line)
    }
}

/// The one puzzle of `text`, as every reader gives it.
pub fn sudoku(text: &str) -> Result<Sudoku, sudoku_engine::ReadError> {
    read_puzzle(text, &ShapeOptions::default()).map(|read| read.sudoku)
}

/// A 9x9 grid of `text` (81 cells, `.` or `0` empty).
pub fn grid(text: &str) -> Values {
    let cells = text.bytes().map(|b| b.saturating_sub(b'0')).collect();
    Values::from_cells(9, cells).unwrap_or_else(|| panic!("not a 9x9 grid: {text}"))
}

/// `givens` on the classic 9x9, checked as a puzzle.
pub fn classic(givens: Values) -> Sudoku {
    Sudoku::new(sudoku_engine::Shape::classic(), givens).expect("givens without clashes")
}

/// True when `givens` has one solution and no group of `symmetry` can go
/// without losing it (every given alone, with [`Symmetry::None`]).
pub fn is_minimal_within(sudoku: &Sudoku, symmetry: Symmetry) -> bool {
    let size = sudoku.shape().size();
    count_solutions(sudoku, 2) == 1
        && symmetry.groups_on(size).iter().all(|group| {
            let mut fewer = sudoku.givens().clone();
            if group.iter().all(|&cell| fewer.get(cell) == 0) {
                return true;
            }
            group.iter().for_each(|&cell| fewer.set(cell, 0));
            let fewer = Sudoku::new(sudoku.shape().clone(), fewer).expect("fewer givens");
            count_solutions(&fewer, 2) > 1
        })
}

/// True when every cell's images under `symmetry` are given exactly when it is.
pub fn honours(symmetry: Symmetry, givens: &Values) -> bool {
    (0..givens.cells().len()).all(|cell| {
        let given = givens.get(cell) != 0;
        symmetry
            .images_on(cell, givens.size())
            .iter()
            .all(|&image| (givens.get(image) != 0) == given)
    })
}

/// Path of a file in the shared data folder.
pub fn data_path(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/data")
        .join(file)
}

/// The first `take` puzzles of a file of `shapes/` (any shape), read.
pub fn shape_sudokus(file: &str, take: usize) -> Vec<Sudoku> {
    let path = data_path(&format!("shapes/{file}"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
        .lines()
        .take(take)
        .map(|line| sudoku(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect()
}

/// Asserts that `info` with `params` solves `sudoku` with one of `seeds`,
/// each run to the engine's own budget: a solution must keep every rule, a
/// run that gives up must keep the givens.
pub fn assert_solved_by_a_seed(
    info: &sudoku_engine::EngineInfo,
    sudoku: &sudoku_engine::shape::Sudoku,
    params: &sudoku_engine::Params,
    seeds: std::ops::RangeInclusive<u64>,
) {
    let name = sudoku.shape().describe();
    assert!(info.refusal(sudoku.shape()).is_none(), "{name}");
    let solved = seeds.into_iter().any(|seed| {
        let mut engine = info.start(sudoku, params, seed).unwrap();
        match finish(engine.as_mut(), u64::MAX) {
            Outcome::Solved(grid) => {
                assert!(sudoku.is_solved_by(&grid), "{name}");
                true
            }
            Outcome::BudgetSpent { best, .. } => {
                assert!(best.keeps(sudoku.givens()), "{name}");
                false
            }
            other => panic!("{name}: {other:?}"),
        }
    });
    assert!(solved, "{name}");
}

/// Every case of a data file, in file order.
pub fn cases(file: &'static str) -> Vec<Case> {
    let path = data_path(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(index, line)| {
            let mut fields = line.split(',');
            let text = fields.next().unwrap_or("").to_string();
            let solution = fields.next().filter(|s| !s.is_empty()).map(grid);
            let rating = fields.next().and_then(|r| r.trim().parse().ok());
            Case {
                file,
                line: index + 1,
                text,
                solution,
                rating,
            }
        })
        .collect()
}

/// Every `step`-th case (the first always included), to keep slow engines'
/// tests short while still covering a whole file's range.
pub fn sample(file: &'static str, step: usize) -> Vec<Case> {
    cases(file).into_iter().step_by(step.max(1)).collect()
}

/// The files whose every line has a unique solution.
pub const SOLVABLE: &[&str] = &[
    "royle17_sample.txt",
    "magictour_top1465.txt",
    "forum_hardest_1106.txt",
    "forum_hardest_1905_11plus_sample.txt",
    "sudokuexchange_se_rated.txt",
    "kaggle3m_radcliffe_rated.txt",
    "se_rated_computed.txt",
    "famous.txt",
    "norvig_hardest11.txt",
    "projecteuler96_easy50.txt",
    "sudopedia_valid.txt",
    "alternative_blanks.txt",
    "slow_naive_backtracking.txt",
];

/// Starts the registered engine `name` with `key=value` settings.
pub fn start(name: &str, sudoku: &Sudoku, settings: &[(&str, &str)], seed: u64) -> Box<dyn Engine> {
    find(name)
        .unwrap_or_else(|| panic!("{name} is registered"))
        .start_with(sudoku, settings.iter().copied(), seed)
        .expect("settings are valid")
        .unwrap_or_else(|| panic!("{name} solves the classic 9x9"))
}

/// Steps `engine` with `budget` until the run ends.
pub fn finish(engine: &mut dyn Engine, budget: u64) -> Outcome {
    loop {
        if let Step::Finished(outcome) = engine.step(budget) {
            return outcome;
        }
    }
}

/// Runs the engine `name` to its end in one unlimited step (seed 0), with its statistics.
pub fn run_to_end(name: &str, sudoku: &Sudoku, settings: &[(&str, &str)]) -> (Outcome, Stats) {
    let mut engine = start(name, sudoku, settings, 0);
    match engine.step(u64::MAX) {
        Step::Finished(outcome) => (outcome, engine.stats()),
        Step::Running => panic!("one unlimited step must finish"),
    }
}

/// A counter the engine must report.
pub fn count(stats: &Stats, name: &str) -> u64 {
    stats
        .get_count(name)
        .unwrap_or_else(|| panic!("statistic {name} is missing"))
}

/// `sudoku`'s givens as pencil marks, every empty cell open except `cell`,
/// which may only take the digits of the mask `allowed` (bit d-1 for d).
pub fn marks_limiting(sudoku: &Sudoku, cell: usize, allowed: u64) -> Sudoku {
    let marks: Vec<u64> = (0..sudoku.givens().cells().len())
        .map(|index| match sudoku.givens().get(index) {
            0 if index == cell => allowed,
            0 => sudoku.allowed(index),
            given => 1 << (given - 1),
        })
        .collect();
    Sudoku::from_marks(sudoku.shape().clone(), &marks)
        .expect("marks over valid givens form a puzzle")
}

/// A clock that moves `step_ms` every time it is read: sessions see time
/// pass in a test without real waiting.
pub struct SteppingClock {
    now: Cell<f64>,
    step_ms: f64,
}

impl SteppingClock {
    pub fn new(step_ms: f64) -> SteppingClock {
        SteppingClock {
            now: Cell::new(0.0),
            step_ms,
        }
    }
}

impl Clock for SteppingClock {
    fn now_ms(&self) -> f64 {
        let now = self.now.get();
        self.now.set(now + self.step_ms);
        now
    }
}

/// Runs `engine` with `settings` that set its own work budget to
/// `iterations` on three famous hard puzzles: each run must end with
/// [`Outcome::BudgetSpent`] after exactly that much work, with a full grid
/// that keeps the givens and whose `cost` is the one reported.
pub fn assert_budget_spent_truthfully(
    engine: &str,
    settings: &[(&str, &str)],
    iterations: u64,
    cost: impl Fn(&Values) -> u32,
) {
    for case in &cases("famous.txt")[1..4] {
        let sudoku = case.sudoku();
        let mut run = start(engine, &sudoku, settings, 1);
        let outcome = finish(run.as_mut(), 4096.min(iterations - 1));
        let Outcome::BudgetSpent {
            best,
            cost: reported,
        } = outcome.clone()
        else {
            panic!(
                "{engine} {}: expected to spend its budget, got {outcome:?}",
                case.name()
            );
        };
        assert!(
            best.is_full() && best.keeps(sudoku.givens()),
            "{engine} {}",
            case.name()
        );
        assert!(reported > 0);
        assert_eq!(cost(&best), reported, "{engine} {}", case.name());
        let progress = run.progress();
        assert_eq!(progress.iterations, iterations);
        assert_eq!((progress.grid, progress.best_cost), (best, Some(reported)));
        assert_eq!(
            run.step(10),
            Step::Finished(outcome),
            "an ended run keeps its outcome"
        );
    }
}

/// What the annealing and harmony costs count, from the rules themselves: digits
/// repeated in each house and group, pairs breaking their relation (a
/// `Differ` pair within one house or group is the house's count already),
/// and each cage's distance from its sum.
pub fn rule_cost(
    sudoku: &sudoku_engine::shape::Sudoku,
    grid: &sudoku_engine::shape::Values,
) -> u32 {
    use sudoku_engine::shape::Relation;
    let constraints = sudoku.shape().constraints();
    let repeats = |cells: &[u16]| -> u32 {
        let digits: std::collections::HashSet<u8> =
            cells.iter().map(|&c| grid.get(usize::from(c))).collect();
        (cells.len() - digits.len()) as u32
    };
    let mut cost: u32 = constraints.houses.iter().map(|h| repeats(&h.cells)).sum();
    for group in &constraints.groups {
        cost += repeats(&group.cells);
        if let Some(sum) = group.sum {
            let total: u32 = group
                .cells
                .iter()
                .map(|&c| u32::from(grid.get(usize::from(c))))
                .sum();
            cost += total.abs_diff(sum);
        }
    }
    let together = |a: u16, b: u16| {
        let houses = constraints.houses.iter().map(|h| &h.cells);
        let groups = constraints.groups.iter().map(|g| &g.cells);
        houses
            .chain(groups)
            .any(|cells| cells.contains(&a) && cells.contains(&b))
    };
    for &(a, b, relation) in &constraints.pairs {
        let broken = !relation.allows(grid.get(usize::from(a)), grid.get(usize::from(b)));
        if broken && !(relation == Relation::Differ && together(a, b)) {
            cost += 1;
        }
    }
    cost
}

/// A 9x9 grid laid out over nine lines as people write it, in the form the
/// classic writer gave (`.` empty, `|` between boxes, `------+-------+------`
/// between bands): no public writer lays givens out.
/// The houses of the classic 9x9 (rows, columns, boxes), each as its
/// nine cells, read from its shape.
pub fn classic_houses() -> Vec<Vec<usize>> {
    sudoku_engine::Shape::classic()
        .constraints()
        .houses
        .iter()
        .map(|house| house.cells.iter().map(|&cell| usize::from(cell)).collect())
        .collect()
}

pub fn pretty(values: &Values) -> String {
    assert_eq!(values.size(), 9, "a 9x9");
    let mut out = String::new();
    for row in 0..9 {
        if row > 0 && row % 3 == 0 {
            out.push_str("------+-------+------\n");
        }
        let cells: Vec<String> = (0..9)
            .map(|col| match values.get(row * 9 + col) {
                0 => ".".to_string(),
                digit => digit.to_string(),
            })
            .collect();
        let stacks: Vec<String> = cells.chunks(3).map(|stack| stack.join(" ")).collect();
        out.push_str(&stacks.join(" | "));
        out.push('\n');
    }
    out
}

/// The classic logic board of a classic 9x9 `sudoku`, as the logic solver
/// starts it.
pub fn board(sudoku: &Sudoku) -> sudoku_engine::logic::Board {
    sudoku_engine::logic::Board::of_classic(sudoku).expect("a classic 9x9")
}

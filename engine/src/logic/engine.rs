//! `logic`: the human-logic solver as an engine. Each unit of work is one
//! step (a deduction) of the easiest-first solver; progress is the board
//! it has reached (cells solved, candidates left as its picture);
//! statistics count steps per technique family, with the SE value of the
//! hardest step so far and the HoDoKu score and level.
//!
//! The engine counts the puzzle's solutions when it starts (the fast
//! counter): with none it ends at once; with several it leaves uniqueness
//! techniques and forcing chains out and, where logic stalls, places a
//! digit of one solution (a *guess* step, SE's 20.0), so that it still ends
//! with a solution.
//! A single step can take long (nested forcing chains: seconds), and a
//! step is never cut short: budgets and time limits act between steps.

use crate::exact::fast::find_solutions;
use crate::grid::Grid;
use crate::params::{ParamKind, ParamSpec, Params};
use crate::picture::{Picture, PictureKind};
use crate::puzzle::Puzzle;
use crate::scale::{LevelBand, LevelScale};
use crate::solver::{
    Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step as EngineStep,
};
use crate::stats::{StatSpec, Stats};
use crate::units::CELLS;

use super::board::Board;
use super::profile::Profile;
use super::solver::{next_step, Options};
use super::step::{Rating, Step};
use super::technique::{Family, HodokuLevel, Technique};

/// The `logic` engine's parameters.
pub const PARAMS: &[ParamSpec] = &[ParamSpec {
    name: "profile",
    summary: "which techniques, in which order: human (every technique, easiest first), se (Sukaku Explainer's list and order, as `rate` uses), se-2019 (its late-2019 list)",
    kind: ParamKind::Choice {
        default: "human",
        options: &["human", "se", "se-2019"],
    },
}];

/// HoDoKu's levels as a scale, read from the `hodoku_level` statistic.
pub const HODOKU_SCALE: LevelScale = LevelScale {
    title: "HoDoKu level",
    source: "HoDoKu's levels: the higher of the hardest technique's level and the level whose score range holds the sum of the steps' scores.",
    stat: "hodoku_level",
    inputs: &["hodoku_score"],
    formula: "score = sum of the steps' scores; level = max(hardest technique's level, level of the score)",
    levels: &[
        LevelBand { name: "Easy", range: "score ≤ 800" },
        LevelBand { name: "Medium", range: "score ≤ 1000" },
        LevelBand { name: "Hard", range: "score ≤ 1600" },
        LevelBand { name: "Unfair", range: "score ≤ 1800" },
        LevelBand { name: "Extreme", range: "above" },
    ],
};

const STATS: &[StatSpec] = &[
    StatSpec::count("steps", "Steps", "deductions applied").live(),
    StatSpec::count("candidates", "Candidates left", "candidates still open on the board").live(),
    StatSpec::real("hardest", "Hardest (SE)", "the highest SE value of a step so far: the rating once solved"),
    StatSpec::count("hodoku_score", "HoDoKu score", "the sum of the steps' HoDoKu scores"),
    StatSpec::text("hodoku_level", "HoDoKu level", "the HoDoKu level of the steps so far"),
    StatSpec::count("singles", "Singles", "steps of the family: full houses, hidden and naked singles"),
    StatSpec::count("intersections", "Intersections", "steps of the family: pointing and claiming"),
    StatSpec::count("subsets", "Naked and hidden sets", "steps of the family: naked and hidden pairs, triples, quads"),
    StatSpec::count("fish", "Fish", "steps of the family: X-wings, swordfish, jellyfish, finned or not"),
    StatSpec::count("single_digit_patterns", "Single-digit patterns", "steps of the family: skyscrapers, kites, turbot fish, empty rectangles, strong-link chains"),
    StatSpec::count("wings", "Wings", "steps of the family: XY-, XYZ- and W-wings"),
    StatSpec::count("uniqueness", "Uniqueness", "steps of the family: unique rectangles and loops, BUG"),
    StatSpec::count("colouring", "Colouring", "steps of the family: simple colouring"),
    StatSpec::count("chains", "Chains and loops", "steps of the family: X- and XY-chains, AICs, cycles, forcing X/XY-chains"),
    StatSpec::count("almost_locked_sets", "Almost locked sets", "steps of the family: ALS-XZ and SE's ALS wings"),
    StatSpec::count("exclusion", "Aligned exclusion", "steps of the family: aligned pair and triple exclusion"),
    StatSpec::count("forcing_chains", "Forcing chains", "steps of the family: Nishio, multiple, dynamic and nested forcing chains"),
    StatSpec::count("guess", "Guesses", "digits of a solution placed where logic stalled (puzzles with several solutions)"),
];

/// The `logic` engine's declaration.
pub const INFO: EngineInfo = EngineInfo {
    name: "logic",
    summary: "human logic, easiest technique first: singles to nested forcing chains, each step explained",
    source: "seed 004's logic strategies and beyond, valued and ordered as Sudoku Explainer (Sukaku Explainer) does",
    kind: EngineKind::Exact,
    params: PARAMS,
    presets: &[],
    stats: STATS,
    shapes: Shapes::Classic,
    reports: Reports {
        cost: false,
        restart: None,
        level: Some(&HODOKU_SCALE),
        picture: Some(PictureKind::Candidates),
        frame_ms: None,
    },
};

/// The `logic` engine.
pub struct LogicEngine {
    board: Board,
    profile: Profile,
    options: Options,
    /// A solution, used only to guess where logic stalls on a puzzle with several.
    solution: Option<Grid>,
    steps: u64,
    hardest: Rating,
    hodoku_score: u32,
    hodoku_level: HodokuLevel,
    families: [u64; Family::ALL.len()],
    outcome: Option<Outcome>,
}

impl LogicEngine {
    /// The engine on `puzzle` with the `profile` parameter.
    pub fn new(puzzle: &Puzzle, params: &Params, _seed: u64) -> LogicEngine {
        let profile = match params.choice("profile") {
            "se" => Profile::SE,
            "se-2019" => Profile::SE_2019,
            _ => Profile::HUMAN,
        };
        let solutions = find_solutions(puzzle, 2);
        LogicEngine {
            board: Board::new(puzzle),
            profile,
            options: Options {
                unique: solutions.len() == 1,
            },
            solution: solutions.first().copied(),
            steps: 0,
            hardest: Rating(0),
            hodoku_score: 0,
            hodoku_level: HodokuLevel::Easy,
            families: [0; Family::ALL.len()],
            outcome: solutions.is_empty().then_some(Outcome::NoSolution),
        }
    }

    /// Applies one step, or ends the run.
    fn advance(&mut self) {
        if self.board.is_solved() {
            self.outcome = Some(Outcome::Solved(self.board.grid().into()));
            return;
        }
        let step = next_step(&self.board, &self.profile, self.options).or_else(|| self.guess());
        let Some(step) = step else {
            self.outcome = Some(Outcome::NoSolution);
            return;
        };
        step.apply(&mut self.board);
        self.steps += 1;
        self.hardest = self.hardest.max(step.rating);
        self.hodoku_score += step.technique.hodoku_score();
        self.hodoku_level = self.hodoku_level.max(step.technique.hodoku_level());
        let family = Family::ALL
            .iter()
            .position(|&f| f == step.technique.family())
            .expect("every family is listed");
        self.families[family] += 1;
        if self.board.contradiction().is_some() {
            self.outcome = Some(Outcome::NoSolution);
        }
    }

    /// A digit of the known solution in the first cell with the fewest
    /// candidates, when logic stalls.
    fn guess(&self) -> Option<Step> {
        let solution = self.solution?;
        if !self.board.agrees_with(&solution) {
            return None;
        }
        let cell = (0..CELLS)
            .filter(|&cell| self.board.value(cell) == 0)
            .min_by_key(|&cell| self.board.count(cell))?;
        Some(Step::new(Technique::Guess).place(cell, solution.get(cell)))
    }
}

impl Engine for LogicEngine {
    fn step(&mut self, budget: u64) -> EngineStep {
        for _ in 0..budget.max(1) {
            if self.outcome.is_some() {
                break;
            }
            self.advance();
        }
        match &self.outcome {
            Some(outcome) => EngineStep::Finished(outcome.clone()),
            None => EngineStep::Running,
        }
    }

    fn progress(&self) -> Progress {
        Progress::exact(self.steps, self.board.grid())
    }

    fn stats(&self) -> Stats {
        let level = self
            .hodoku_level
            .max(HodokuLevel::of_score(self.hodoku_score));
        let mut stats = Stats::new()
            .count("steps", self.steps)
            .count("candidates", u64::from(self.board.candidate_count()))
            .real("hardest", self.hardest.value())
            .count("hodoku_score", u64::from(self.hodoku_score))
            .text("hodoku_level", level.name());
        // The classic 9x9 has no cages or neighbour rules: their families
        // are the solver of every shape's, not reported here.
        for (family, &count) in Family::ALL.iter().zip(&self.families) {
            if !family.is_variant() {
                stats = stats.count(family.key(), count);
            }
        }
        stats
    }

    fn picture(&self) -> Option<Picture> {
        Some(Picture::candidates(&self.board.marks()))
    }
}

//! `logic`: the human-logic solver as an engine, on every shape. Each unit
//! of work is one step (a deduction) of the easiest-first solver; progress
//! is the board it has reached (cells solved; on the classic 9x9, the
//! candidates left as its picture); statistics count steps per technique
//! family, with the SE value of the hardest step so far and the HoDoKu
//! score and level.
//!
//! The engine counts the puzzle's solutions before its first step: with
//! none it ends at once; with several it leaves uniqueness techniques and
//! forcing chains out and, where logic stalls, places a digit of one
//! solution (a *guess* step, SE's 20.0), so that it still ends with a
//! solution. A large puzzle of another shape may not be counted within
//! [`COUNT_BUDGET`](crate::exact::counter::COUNT_BUDGET): where logic then
//! stalls, the run ends as [`Outcome::GaveUp`].
//! A single step can take long (nested forcing chains: seconds), and a
//! step is never cut short: budgets and time limits act between steps.
//!
//! The steps come from one of two backends, chosen here by the shape:
//! `classic.rs`, the bitboard solver of the classic 9x9 (Sudoku-Explainer
//! exact), and `shaped.rs`, the solver of every other shape
//! ([`crate::logic::shaped`]; with the `logic-every-shape` feature, which
//! the command line and the app turn on and the browser's solver worker,
//! which never runs `logic`, leaves off).

mod classic;
#[cfg(feature = "logic-every-shape")]
mod shaped;

use crate::params::{ParamKind, ParamSpec, Params};
use crate::picture::{Picture, PictureKind};
use crate::run::Deadline;
use crate::scale::{LevelBand, LevelScale};
use crate::shape::{Sudoku, Values};
use crate::solver::{
    Engine, EngineInfo, EngineKind, Outcome, Progress, Reports, Shapes, Step as EngineStep,
};
use crate::stats::{StatSpec, Stats};

use super::profile::ProfileName;
use super::step::Rating;
use super::technique::{Family, HodokuLevel, Technique};

/// The `logic` engine's parameters.
pub const PARAMS: &[ParamSpec] = &[ParamSpec {
    name: "profile",
    summary: "which techniques, in which order: human (every technique, easiest first), se (Sukaku Explainer's list and order, as `rate` uses), se-2019 (its late-2019 list; on other shapes than the classic 9x9, se)",
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
    StatSpec::count("cages", "Cages", "steps of the family: killer cage sums and the houses they cross (shapes with cages)"),
    StatSpec::count("neighbours", "Neighbour rules", "steps of the family: rules between neighbours such as non-consecutive (shapes with them)"),
    StatSpec::count("rules", "Drawn rules", "steps of the family: thermometers, dots, lines, sums and clues outside read as drawn (shapes with them)"),
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
    shapes: if cfg!(feature = "logic-every-shape") {
        Shapes::Every
    } else {
        Shapes::Classic
    },
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
    backend: Box<dyn Backend>,
    steps: u64,
    hardest: Rating,
    hodoku_score: u32,
    hodoku_level: HodokuLevel,
    families: [u64; Family::ALL.len()],
    outcome: Option<Outcome>,
}

/// A board the engine steps through, with the solver of its shape.
trait Backend: Send {
    /// Finds the next step and applies it: a deduction, or a digit of a
    /// known solution where logic stalls on a puzzle with several. Its
    /// technique and value; `Err` with how the run ends when there is none.
    fn advance(&mut self) -> Result<(Technique, Rating), Outcome>;

    fn is_solved(&self) -> bool;

    /// True when a cell or a house has no candidate left.
    fn is_broken(&self) -> bool;

    fn values(&self) -> Values;

    fn candidate_count(&self) -> u32;

    fn picture(&self) -> Option<Picture>;

    /// True for the classic 9x9, whose statistics leave the families of
    /// cages and neighbour rules out.
    fn is_classic(&self) -> bool;

    /// Ends a step's search once `deadline` passes (see
    /// [`Engine::set_deadline`]); the classic backend's steps are short.
    fn set_deadline(&mut self, _deadline: Deadline) {}
}

impl LogicEngine {
    /// The engine on `sudoku` with the `profile` parameter.
    ///
    /// # Panics
    ///
    /// On a shape [`INFO`] does not declare (another shape than the
    /// classic 9x9 without the `logic-every-shape` feature): the registry
    /// refuses those before this is called.
    pub fn new(sudoku: &Sudoku, params: &Params, _seed: u64) -> LogicEngine {
        let profile = ProfileName::from_key(params.choice("profile"));
        let backend: Box<dyn Backend> = match sudoku.to_classic() {
            Some(puzzle) => Box::new(classic::ClassicRun::new(&puzzle, profile)),
            #[cfg(feature = "logic-every-shape")]
            None => shaped::start(sudoku, profile),
            #[cfg(not(feature = "logic-every-shape"))]
            None => panic!("logic takes the classic 9x9 only in this build"),
        };
        LogicEngine {
            backend,
            steps: 0,
            hardest: Rating(0),
            hodoku_score: 0,
            hodoku_level: HodokuLevel::Easy,
            families: [0; Family::ALL.len()],
            outcome: None,
        }
    }

    /// Applies one step, or ends the run.
    fn advance(&mut self) {
        if self.backend.is_solved() {
            self.outcome = Some(Outcome::Solved(self.backend.values()));
            return;
        }
        let (technique, rating) = match self.backend.advance() {
            Ok(step) => step,
            Err(ending) => {
                self.outcome = Some(ending);
                return;
            }
        };
        self.steps += 1;
        self.hardest = self.hardest.max(rating);
        self.hodoku_score += technique.hodoku_score();
        self.hodoku_level = self.hodoku_level.max(technique.hodoku_level());
        let family = Family::ALL
            .iter()
            .position(|&f| f == technique.family())
            .expect("every family is listed");
        self.families[family] += 1;
        if self.backend.is_broken() {
            self.outcome = Some(Outcome::NoSolution);
        }
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
        Progress::exact(self.steps, self.backend.values())
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        self.backend.set_deadline(deadline);
    }

    fn stats(&self) -> Stats {
        let level = self
            .hodoku_level
            .max(HodokuLevel::of_score(self.hodoku_score));
        let mut stats = Stats::new()
            .count("steps", self.steps)
            .count("candidates", u64::from(self.backend.candidate_count()))
            .real("hardest", self.hardest.value())
            .count("hodoku_score", u64::from(self.hodoku_score))
            .text("hodoku_level", level.name());
        for (family, &count) in Family::ALL.iter().zip(&self.families) {
            if !(family.is_variant() && self.backend.is_classic()) {
                stats = stats.count(family.key(), count);
            }
        }
        stats
    }

    fn picture(&self) -> Option<Picture> {
        self.backend.picture()
    }
}

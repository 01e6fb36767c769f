//! Puzzle generation: unique, minimal puzzles, optionally symmetric or on a
//! given pattern, reproducible from a seed on every platform.
//!
//! - [`solution`]: solution grids, `random` (a randomised search, the
//!   default) or `magic` (seed 000's construction, moved within its class);
//! - [`transform`]: the equivalence moves of a grid, and a class check;
//! - [`symmetry`]: the seven symmetries and their groups of cells;
//! - [`dig`]: removing givens while the puzzle stays unique, down to a
//!   minimal puzzle;
//! - [`pattern`]: a person's given-cell mask filled from solution grids;
//! - [`target`]: a difficulty to reach (a HoDoKu-style level or a range of
//!   SE's ER) and how far a rated puzzle lies from it;
//! - [`need`]: a technique or family a practice puzzle must need (its
//!   hints' path takes it);
//! - [`options`], [`generator`], [`outcome`]: a run, step by step with progress and a
//!   stop (what the browser worker drives); each puzzle made is rated
//!   ([`rate_made`], unless the options say not to) and, with
//!   a target, drawn again until its rating lands there;
//! - [`batch`]: puzzle `i` of a batch from `(seed, i)` alone, for the CLI's
//!   threads;
//! - [`instance`]: Lewis-style instances of any shape (a random full grid,
//!   a fraction of its cells kept), the metaheuristics' test beds;
//! - [`shaped`]: the tries at every other shape, killers with cages from
//!   their grid, under a target on the logic solver of every shape (the
//!   generator's backend beside the classic cores).
//!
//! Chance comes only from [`MetaRng`] (portable: the same numbers natively
//! and in wasm32) and decisions use no floating point or hash order (the
//! logic solver's neither, and a target's distances are integers), so a
//! seed gives the same puzzles everywhere, with a target or without.
//!
//! ## Driving a run (the browser worker)
//!
//! Like an engine: [`Generator::new`]`(&options, seed)`, then
//! [`Generator::step`]`(budget)` until it returns [`GenStep::Finished`]
//! with a [`GenOutcome`]; between steps [`Generator::progress`] gives the
//! tries, puzzles made, checks and the best puzzle so far with its rating
//! ([`GenProgress::best_rating`]: "tries, best rating so far"), and
//! [`Generator::stop`] ends the run with it. A run that runs out of tries
//! or time gives up with the closest puzzle it made
//! ([`GenOutcome::GaveUp`]'s `best`). A budget unit is about one
//! uniqueness check ([`generator::work`]). Options, progress and outcomes
//! are serde types. The same seed gives the same puzzle however the steps
//! are sliced; [`generate_nth`] is puzzle `i` of a seeded batch as a pure
//! function, and [`time_batch`] times a batch on any clock.
//!
//! ## Measured (one core of the 2-core development machine, native)
//!
//! Digging gives 5,600-7,600 minimal unique puzzles a second with no
//! symmetry, 8,000-16,000 with one (fewer, larger groups to try), 24.4
//! givens on average without symmetry (`cargo run --release -p
//! sudoku-engine --example generate_speed`).
//!
//! Rating costs 6.6-7.3 times the digging: with the rating (the default)
//! 770-1,100 puzzles a second against 5,600-7,200 unrated, in the same run
//! (the spread is the machine's load). A rating takes 1.1 ms on average,
//! 0.13 ms for a puzzle of singles and 3.4, 12.6 and 34 ms at ER 7, 8 and
//! 9: puzzles rated 7.x and 8.x (17% of dug puzzles) take 75% of the
//! rating time.
//!
//! Time to a puzzle of each target, puzzles `0..n` of seed 1, no symmetry
//! (`cargo run --release -p sudoku-engine --example generate_levels`; the
//! other agents' builds shared the machine, so the times are high):
//!
//! | target      | n     | median  | p90      | slowest | mean tries | ER of the puzzles made                          |
//! |-------------|-------|---------|----------|---------|------------|-------------------------------------------------|
//! | Easy        | 1,000 | 1.0 ms  | 11 ms    | 0.12 s  | 4.0        | 1.x 966, 2.x 34                                 |
//! | Medium      | 1,000 | 0.5 ms  | 8.8 ms   | 0.06 s  | 2.9        | 1.x 36, 2.x 918, 3.x 46                         |
//! | Hard        | 1,000 | 2.0 ms  | 19 ms    | 0.12 s  | 6.2        | 2.x 66, 3.x 79, 4.x 829, 5.x 26                 |
//! | Unfair      | 1,000 | 8.5 ms  | 45 ms    | 0.18 s  | 15.3       | 4.x 123, 5.x 454, 6.x 177, 7.x 246              |
//! | Extreme     | 1,000 | 4.2 ms  | 12 ms    | 0.09 s  | 5.5        | 4.x 24, 5.x 92, 6.x 100, 7.x 641, 8.x 137, 9.x 6 |
//! | SE 9.0-20.0 | 1,000 | 583 ms  | 2,187 ms | 9.9 s   | 724        | 9.x 1,000 (all Extreme)                         |
//!
//! Every level lands in milliseconds; ER 9 and up is one dug puzzle in
//! about 700 and takes half a second (the 1,000 ran at low priority beside
//! the test suite, about 14 minutes; an earlier 200 on a quieter machine:
//! median 516 ms, p90 1.8 s, slowest 3.2 s).
//!
//! In the browser (Chromium, the app's worker, `sudokuLabGenerateBench`;
//! tests/e2e/generate.test.mjs puts it beside `sudoku generate --jobs 1` in
//! the same run): 6,368 puzzles a second unrated against 6,145 natively,
//! 782 rated against 1,029; the median time to a level is 1.1-1.4 times
//! the native one (100 puzzles a level), and SE 9.0 and up takes a median
//! of 654 ms against 722 ms natively (50 puzzles; p90 1.9 s, slowest 2.5 s). Not used: a pre-filter that rejects
//! puzzles singles solve before rating them when the target needs more.
//! Those are 58% of dug puzzles but their ratings take 0.13 ms, 7% of the
//! rating time, and it would skip them as the closest puzzle too.
//!
//! May import: everything below it: the registry, sessions, `rate`, the
//! engines and the model; nothing imports it but the crate's root.

pub mod batch;
pub mod dig;
pub mod generator;
pub mod instance;
pub mod need;
pub mod options;
pub mod outcome;
pub mod pattern;
pub mod shaped;
pub mod solution;
pub mod symmetry;
pub mod target;
pub mod transform;

pub use crate::meta::rng::MetaRng;
pub use batch::{generate_nth, generate_nth_within, puzzle_seed, time_batch, BatchTimes};
pub use generator::{rate_made, GenProgress, GenStep, Generator, StepBudget};
pub use need::Need;
pub use options::{GenerateOptions, Givens};
pub use outcome::{GenOutcome, Generated, GiveUp};
pub use pattern::{Pattern, PatternError};
pub use solution::GridSource;
pub use symmetry::Symmetry;
pub use target::{parse_level, Target};
pub use transform::Transform;

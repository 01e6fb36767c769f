//! Human logic: a candidate grid ([`Board`]), the techniques people use
//! (one file per family), and an easiest-first solver ([`solve`],
//! [`next_step`]) whose every [`Step`] carries what explains it: the
//! technique and its value, placements and removals, the pattern's cells,
//! houses and candidates, the chains with their strong and weak links, and
//! an explanation in words ([`Step::explanation`]).
//!
//! [`Explainer`] is the one entry for explanations and hints on every
//! shape: it takes the classic 9x9 to this bitboard solver and every other
//! shape to [`shaped`]'s, and gives either's steps as one type,
//! [`Explained`] (words and highlight data).
//!
//! Seed 004 defines the 0-level strategies (singles: `singles.rs`) and the
//! 1-level ones (naked and hidden sets: `subsets.rs`; intersection
//! removal: `intersections.rs`). Beyond it, the techniques and their values
//! are Sudoku Explainer's, as Sukaku Explainer (the program that rated the
//! shared data) implements them, plus the human techniques SE lacks.
//!
//! # What SE does, read from its source
//!
//! Read (never copied) from `SudokuMonster/SukakuExplainer` and
//! `1to9only/SudokuExplainer` (SE 1.2.1 and gsf's `serate`):
//!
//! - **Policy.** `Solver.getSingleHint` asks its producers in a fixed list
//!   and applies the first hint the first producer with one reports.
//!   Producers that rate their hints differently (strong links, ALS wings,
//!   unique loops, chains) sort them first: by value, then (strong links,
//!   wings) most removals or (chains) complexity and a kind key. The list
//!   is roughly, not strictly, by value ([`Profile::SE`]), and SE's path,
//!   so its rating, depends on it: following it exactly is what makes our
//!   ratings agree with SE's.
//! - **Ratings.** ER is the highest value on the path (20.0 if SE gets
//!   stuck), EP the highest up to and including the first step that places
//!   a digit, ED the first step's value (`getDifficulty`;
//!   [`crate::rate::SeRating`]).
//! - **Direct hints.** SE tries "direct" pointing, claiming, hidden pairs
//!   and triples (a pattern whose removals leave a hidden single) before
//!   naked singles; they place the single and leave the removals undone.
//! - **Chaining** (`chaining/`): potentials are candidates with a truth
//!   value; a search follows one-step implications (cell and house links
//!   in SE's order, "on" potentials before "off" ones), and in *dynamic*
//!   mode removes each "off" candidate as it goes, so that an "on" reached
//!   through a cell or house also depends on every earlier removal there.
//!   A chain's *complexity* is the number of distinct potentials among its
//!   conclusions and their ancestors (plus nested chains'), and its value is
//!   the producer's base plus SE's length bonus: +0.1 each time
//!   complexity − 2 passes 4, 6, 8, 12, 16, 24, 32... Cycles and forcing
//!   X/XY-chains (6.5-7.0), Nishio (7.5), multiple (8.0) and dynamic (8.5)
//!   forcing chains, and nesting levels 1-4 (9.0-10.5: other techniques,
//!   then forcing, multiple and dynamic chains, applied inside a chain when
//!   it runs dry).
//! - **Variants** (`rules.rs`): Sukaku extends SE to 9x9 variants with
//!   extra houses (disjoint groups, nine window groups, diagonals) and cell
//!   pairs (anti-king, anti-knight: they differ; non-consecutive). A board
//!   may carry those [`rules::Rules`]; the chaining then follows them in
//!   Sukaku's order (house links box, row, column, then the extra houses;
//!   then anti-king, anti-knight and non-consecutive "off" links), which is
//!   how the variants' ratings come out as Sukaku's
//!   (`shaped/se_bridge.rs`). So do the strong links, aligned exclusion,
//!   naked and hidden sets (naked ones generalized, as Sukaku's
//!   `NakedSetGen`) and, inside "(+)" chains, generalized intersections
//!   (Sukaku's `VLocking`). The other classic techniques read rows,
//!   columns and boxes only.
//! - **Sukaku's additions**: strong-link chains of 2-4 links with grouped
//!   links (`strong_links.rs`), ALS wings of 3 to 6 cells with a bivalue
//!   cell (`als_wings.rs`), and its fixes to BUG and unique loops.
//!
//! # Which SE rated the data
//!
//! The two SE-rated files were rated by two Sukaku versions:
//! `se_rated_computed` by the current one (99.9% of its ratings equal ours
//! under [`Profile::SE`]), `sudokuexchange_se_rated` by one from late 2019,
//! before the UVWXYZ- and TUVWXYZ-wings were added, with 4-link chains off
//! by default (99.5% equal under [`Profile::SE_2019`], 97.5% under the
//! current one). [`crate::rate`] uses the current list.
//!
//! # Speed
//!
//! Boards are bitboards ([`CellSet`]: one `u128` per digit, plus per-house
//! masks), so most searches are a few word operations per house. Beyond
//! that, three things keep a rating in milliseconds without changing any
//! result: static links are computed once per board for the cycle and
//! forcing-chain searches; each search stops at the chain length that
//! could no longer beat the best hint found; and a candidate's "on"
//! consequences are computed once per board and shared by cell and region
//! forcing chains.
//!
//! The human profile ([`Profile::HUMAN`], the default of explanations and
//! hints) adds finned fish, W-wings, simple colouring, X-chains, XY-chains,
//! grouped AICs and ALS-XZ where their values put them (see [`technique`]).
//!
//! May import: the exact engines (`exact::counter`, to know a puzzle unique),
//! the engine interface, `format`, the model and the foundations; `stall`
//! names the rating's `RateError`, the one import that still climbs (to
//! `rate`).

pub mod aic;
pub mod als_wings;
pub mod als_xz;
pub mod alternating;
pub mod board;
pub mod bug;
pub mod cellset;
pub mod chaining;
pub mod colouring;
pub mod combinations;
pub mod engine;
pub mod exclusion;
pub mod explained;
pub mod explainer;
pub mod finned;
pub mod fish;
pub mod intersections;
mod nudge;
pub mod profile;
pub mod rules;
pub mod shaped;
pub mod singles;
pub mod solver;
pub mod stall;
pub mod step;
pub mod strong_links;
pub mod subsets;
pub mod technique;
pub mod text;
pub mod uniqueness;
pub mod wings;

pub use board::{Board, Candidate, Contradiction};
pub use cellset::CellSet;
pub use explained::{ChainLink, ChainNode, Explained, NamedCells};
pub use explainer::{Explainer, Explanation, Hint};
pub use nudge::nudge_words;
pub use profile::{Finder, Profile, ProfileName};
pub use shaped::{Cand, Position};
pub use solver::{next_step, solve, solve_watched, Ending, Options};
pub use stall::Stall;
pub use step::{Chain, Highlights, Link, LinkKind, Node, PathStep, Rating, Step};
pub use technique::{Family, HodokuLevel, Technique};

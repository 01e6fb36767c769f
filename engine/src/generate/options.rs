//! [`GenerateOptions`]: what kind of puzzle to make — the solution grid's
//! source, its shape (dug with a symmetry, or a fixed pattern), the
//! difficulty it aims at, whether puzzles are rated, and how many tries it
//! may take.

use crate::generate::need::Need;
use crate::generate::pattern::{Pattern, FEWEST_GIVENS};
use crate::generate::solution::GridSource;
use crate::generate::symmetry::Symmetry;
use crate::generate::target::Target;

/// How the givens are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Shape {
    /// Dug down to a minimal puzzle, removing the symmetry's groups whole.
    Dig(Symmetry),
    /// Exactly these cells given.
    Pattern(Pattern),
}

impl Default for Shape {
    fn default() -> Shape {
        Shape::Dig(Symmetry::None)
    }
}

/// Everything that decides which puzzle a seed gives.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GenerateOptions {
    pub grid: GridSource,
    pub shape: Shape,
    /// The difficulty to reach; without one the first puzzle made is kept.
    #[cfg_attr(feature = "serde", serde(default))]
    pub target: Option<Target>,
    /// A technique or family the puzzle must need (practice): puzzles whose
    /// hints' path does not take it are drawn again, unrated.
    #[cfg_attr(feature = "serde", serde(default))]
    pub needs: Option<Need>,
    /// Rate every puzzle (SE's and HoDoKu's readings, the hardest step)
    /// even without a target; a target always rates. Rating costs about
    /// eight times the digging (module docs of [`crate::generate`]).
    #[cfg_attr(feature = "serde", serde(default = "rated_by_default"))]
    pub rate: bool,
    /// Solution grids a run may draw before it gives up.
    pub max_tries: u64,
}

#[cfg(feature = "serde")]
fn rated_by_default() -> bool {
    true
}

impl GenerateOptions {
    /// Whether made puzzles are rated.
    pub fn rates(&self) -> bool {
        self.rate || self.target.is_some() || self.needs.is_some()
    }

    /// Tries allowed by default: a pattern of 22 cells fills in about one
    /// try in a few thousand (module docs of [`crate::generate`]).
    pub const DEFAULT_MAX_TRIES: u64 = 100_000;

    /// Why these options can never give a puzzle, if they cannot.
    pub fn impossible(&self) -> Option<String> {
        match self.shape {
            Shape::Pattern(pattern) if pattern.count() < FEWEST_GIVENS => Some(format!(
                "the pattern gives {} cells: no puzzle with fewer than {FEWEST_GIVENS} givens has exactly one solution",
                pattern.count()
            )),
            _ if self.max_tries == 0 => Some("no try is allowed (max_tries is 0)".to_string()),
            _ => None,
        }
    }
}

impl Default for GenerateOptions {
    fn default() -> GenerateOptions {
        GenerateOptions {
            grid: GridSource::default(),
            shape: Shape::default(),
            target: None,
            needs: None,
            rate: true,
            max_tries: GenerateOptions::DEFAULT_MAX_TRIES,
        }
    }
}

//! [`GenerateOptions`]: what kind of puzzle to make — its shape and rules
//! (a killer's cages are made, not given), the solution grid's source,
//! its givens (dug with a symmetry, or a fixed pattern), the difficulty it
//! aims at, whether puzzles are rated, and how many tries it may take.

use crate::generate::need::Need;
use crate::generate::pattern::Pattern;
use crate::generate::solution::GridSource;
use crate::generate::symmetry::Symmetry;
use crate::generate::target::Target;
use crate::shape::Shape;
use crate::shape::FEWEST_CLASSIC_GIVENS;

/// How the givens are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Givens {
    /// Dug down to a minimal puzzle, removing the symmetry's groups whole.
    Dig(Symmetry),
    /// Exactly these cells given (the classic 9x9 only).
    Pattern(Pattern),
}

impl Default for Givens {
    fn default() -> Givens {
        Givens::Dig(Symmetry::None)
    }
}

impl Givens {
    /// The symmetry givens are dug with (none for a pattern).
    pub fn symmetry(self) -> Symmetry {
        match self {
            Givens::Dig(symmetry) => symmetry,
            Givens::Pattern(_) => Symmetry::None,
        }
    }
}

/// Everything that decides which puzzle a seed gives.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GenerateOptions {
    /// The size, its boxes or regions and its rules (the classic 9x9 by
    /// default); a killer's cages are made, not given.
    #[cfg_attr(feature = "serde", serde(default = "Shape::classic"))]
    pub shape: Shape,
    /// Make a killer: cages with sums from the solution grid, few givens.
    #[cfg_attr(feature = "serde", serde(default))]
    pub killer: bool,
    /// A killer with no givens at all: cage layouts and grids are tried
    /// until the cages alone leave one solution.
    #[cfg_attr(feature = "serde", serde(default))]
    pub no_givens: bool,
    /// Where the classic 9x9's solution grids come from (other shapes
    /// draw theirs at random).
    pub grid: GridSource,
    pub givens: Givens,
    /// The difficulty to reach; without one the first puzzle made is kept.
    #[cfg_attr(feature = "serde", serde(default))]
    pub target: Option<Target>,
    /// A technique or family the puzzle must need (practice): puzzles whose
    /// hints' path does not take it are drawn again, unrated.
    #[cfg_attr(feature = "serde", serde(default))]
    pub needs: Option<Need>,
    /// Rate every puzzle (SE's and HoDoKu's readings, the hardest step)
    /// even without a target; a target always rates. Rating costs about
    /// eight times the digging of a 9x9 (module docs of
    /// [`crate::generate`]), and up to seconds on a 25x25.
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

    /// Whether the classic generator's cores make these puzzles: the
    /// classic 9x9 with no extra rule and no cages (fixed arrays, the
    /// `fast` counter, sliced digging), the only ones that take a grid
    /// source other than random and a pattern of givens.
    pub fn is_plain_classic(&self) -> bool {
        self.shape.is_classic() && !self.killer
    }

    /// Tries allowed by default: a pattern of 22 cells fills in about one
    /// try in a few thousand (module docs of [`crate::generate`]).
    pub const DEFAULT_MAX_TRIES: u64 = 100_000;

    /// Why these options can never give a puzzle, if they cannot.
    pub fn impossible(&self) -> Option<String> {
        let plain = self.is_plain_classic();
        match self.givens {
            Givens::Pattern(_) if !plain => Some(format!(
                "a pattern of givens is for the classic 9x9, and this is a {}",
                self.described()
            )),
            Givens::Pattern(pattern) if pattern.count() < FEWEST_CLASSIC_GIVENS => Some(format!(
                "the pattern gives {} cells: no puzzle with fewer than {FEWEST_CLASSIC_GIVENS} givens has exactly one solution",
                pattern.count()
            )),
            _ if self.grid != GridSource::Random && !plain => Some(format!(
                "the {} grid source is for the classic 9x9, and this is a {}",
                self.grid.name(),
                self.described()
            )),
            Givens::Dig(symmetry) if self.killer && symmetry != Symmetry::None => Some(format!(
                "a killer's givens are placed where its cages need them, not by a symmetry ({} was asked)",
                symmetry.name()
            )),
            _ if self.no_givens && !self.killer => {
                Some("only a killer can have no givens".to_string())
            }
            _ if self.max_tries == 0 => Some("no try is allowed (max_tries is 0)".to_string()),
            _ => None,
        }
    }

    /// The puzzles made, in words: "a 16x16 killer".
    fn described(&self) -> String {
        match self.killer {
            true => format!("{} killer", self.shape.describe()),
            false => self.shape.describe(),
        }
    }
}

impl Default for GenerateOptions {
    fn default() -> GenerateOptions {
        GenerateOptions {
            shape: Shape::classic(),
            killer: false,
            no_givens: false,
            grid: GridSource::default(),
            givens: Givens::default(),
            target: None,
            needs: None,
            rate: true,
            max_tries: GenerateOptions::DEFAULT_MAX_TRIES,
        }
    }
}

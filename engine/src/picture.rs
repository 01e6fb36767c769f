//! [`Picture`]: what an engine can show of its search beyond a grid, taken
//! with progress (so throttled like it): the candidates a logic solver is
//! reasoning over, or a weight per (cell, digit) such as an ant colony's
//! pheromone. Engines declare which kind they draw ([`PictureKind`]) in their
//! [`EngineInfo`](crate::EngineInfo).

use crate::digits::Digits;
use crate::units::CELLS;

/// One picture of a running search.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Picture {
    /// The candidates of every cell as a mask, bit `d - 1` for digit `d`
    /// (a placed digit is its one candidate).
    Candidates(Vec<u16>),
    /// A shade 0-255 per (cell, digit), cell-major: entry `cell * 9 + digit - 1`.
    /// Engines scale their weights (e.g. pheromone) so that 255 is the
    /// strongest of the cell.
    Shades(Vec<u8>),
}

impl Picture {
    /// The side of the boards pictured: 9x9 boards (81 cells, digits 1-9)
    /// of any regions and rules.
    pub const SIDE: usize = 9;

    /// Candidates from 81 digit sets.
    pub(crate) fn candidates(sets: &[Digits; CELLS]) -> Picture {
        Picture::Candidates(sets.iter().map(|set| set.bits()).collect())
    }

    /// True when the picture has the size its kind promises (a picture that
    /// came over the wire is checked before it is drawn).
    pub fn is_well_formed(&self) -> bool {
        match self {
            Picture::Candidates(sets) => {
                sets.len() == CELLS && sets.iter().all(|&set| set <= Digits::ALL.bits())
            }
            Picture::Shades(shades) => shades.len() == CELLS * 9,
        }
    }

    /// The shade of `digit` in `cell`, if this is a picture of shades.
    pub fn shade(&self, cell: usize, digit: u8) -> Option<u8> {
        match self {
            Picture::Shades(shades) => shades.get(cell * 9 + usize::from(digit) - 1).copied(),
            Picture::Candidates(_) => None,
        }
    }
}

/// What kind of picture an engine draws, and what to call it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureKind {
    Candidates,
    /// Shades per (cell, digit); `name` says what they measure ("pheromone").
    Shades {
        name: &'static str,
    },
}

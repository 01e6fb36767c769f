//! Solution grids to dig puzzles from: [`GridSource::Random`] fills an
//! empty grid by a randomised search, [`GridSource::Magic`] takes seed
//! 000's magic-square construction and moves it to a random member of its
//! equivalence class.
//!
//! Every magic grid lies in one equivalence class: the 8 magic squares are
//! each other's rotations and reflections and the construction is fixed, so
//! every grid it gives is a relabelling and reordering of one grid. A puzzle
//! dug from it is therefore one of the puzzles of a single grid among the
//! 5,472,730,538 classes, which is why `random` is the default.
//!
//! The random fill is a depth-first search that takes the cell with the
//! fewest candidates (the first such in reading order) and tries its digits
//! in a random order, backtracking on a dead end. It is not exactly uniform
//! over all 6.67 x 10^21 grids (a grid whose search path has fewer branch
//! points is a little more likely), which no practical generator is; the
//! choices are random at every branch, so every grid can come out.

use std::fmt;
use std::str::FromStr;

use crate::construct::magic::{magic_grid, SQUARES};
use crate::generate::transform::Transform;
use crate::generate::MetaRng;
use crate::grid::Grid;
use crate::units::{box_of, col_of, row_of, CELLS};

/// Where solution grids come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum GridSource {
    /// A randomised search from the empty grid.
    #[default]
    Random,
    /// A magic-square grid (seed 000), randomly relabelled and reordered.
    Magic,
}

impl GridSource {
    pub const ALL: [GridSource; 2] = [GridSource::Random, GridSource::Magic];

    /// The name the CLI uses.
    pub fn name(self) -> &'static str {
        match self {
            GridSource::Random => "random",
            GridSource::Magic => "magic",
        }
    }

    /// A full valid grid drawn with `rng`.
    pub(crate) fn grid(self, rng: &mut MetaRng) -> Grid {
        match self {
            GridSource::Random => random_grid(rng),
            GridSource::Magic => magic_class_grid(rng),
        }
    }
}

impl fmt::Display for GridSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GridSource {
    type Err = String;

    fn from_str(text: &str) -> Result<GridSource, String> {
        GridSource::ALL
            .into_iter()
            .find(|source| source.name() == text.trim().to_ascii_lowercase())
            .ok_or_else(|| format!("unknown grid source '{text}': expected random or magic"))
    }
}

/// One of the 8 magic-square grids, moved by a random [`Transform`].
pub(crate) fn magic_class_grid(rng: &mut MetaRng) -> Grid {
    let square = &SQUARES[rng.below(SQUARES.len())];
    Transform::random(rng).apply(&magic_grid(square))
}

/// A full grid from a randomised depth-first search (see the module docs).
pub(crate) fn random_grid(rng: &mut MetaRng) -> Grid {
    let mut fill = Fill::default();
    let solved = fill.search(rng);
    debug_assert!(solved, "the empty grid has solutions");
    fill.grid
}

/// The search's state: the grid and the digits each row, column and box uses.
struct Fill {
    grid: Grid,
    used: [u16; 27],
}

impl Default for Fill {
    fn default() -> Fill {
        Fill {
            grid: Grid::EMPTY,
            used: [0; 27],
        }
    }
}

impl Fill {
    fn units(cell: usize) -> [usize; 3] {
        [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)]
    }

    fn free(&self, cell: usize) -> u16 {
        let [row, column, block] = Fill::units(cell);
        !(self.used[row] | self.used[column] | self.used[block]) & 0x1ff
    }

    fn toggle(&mut self, cell: usize, bit: u16) {
        for unit in Fill::units(cell) {
            self.used[unit] ^= bit;
        }
    }

    /// The empty cell with the fewest free digits, and those digits; `None`
    /// when the grid is full.
    fn most_constrained(&self) -> Option<(usize, u16)> {
        let mut best: Option<(usize, u16)> = None;
        for cell in 0..CELLS {
            if self.grid.get(cell) != 0 {
                continue;
            }
            let free = self.free(cell);
            if best.is_none_or(|(_, fewest)| free.count_ones() < fewest.count_ones()) {
                best = Some((cell, free));
                if free.count_ones() <= 1 {
                    break;
                }
            }
        }
        best
    }

    /// Fills the rest of the grid; false on a dead end (the grid is then
    /// as it was).
    fn search(&mut self, rng: &mut MetaRng) -> bool {
        let Some((cell, mut free)) = self.most_constrained() else {
            return true;
        };
        while free != 0 {
            let bit = nth_bit(free, rng.below(free.count_ones() as usize));
            free &= !bit;
            self.grid.set(cell, bit.trailing_zeros() as u8 + 1);
            self.toggle(cell, bit);
            if self.search(rng) {
                return true;
            }
            self.toggle(cell, bit);
            self.grid.set(cell, 0);
        }
        false
    }
}

/// The `n`-th set bit (from 0) of `bits`, as a one-bit mask.
fn nth_bit(mut bits: u16, n: usize) -> u16 {
    for _ in 0..n {
        bits &= bits - 1;
    }
    bits & bits.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::dig::is_minimal;
    use crate::generate::transform::equivalent;
    use crate::generate::{generate_nth, GenerateOptions, Givens, Symmetry};

    #[test]
    fn every_magic_solution_lies_in_the_one_magic_class() {
        let reference = magic_grid(&SQUARES[0]);
        for square in &SQUARES[1..] {
            assert!(
                equivalent(&magic_grid(square), &reference),
                "square {}",
                square.name
            );
        }
        let options = GenerateOptions {
            grid: GridSource::Magic,
            givens: Givens::Dig(Symmetry::None),
            ..GenerateOptions::default()
        };
        let classic = |index| {
            let made = generate_nth(&options, 5, index);
            let made = made.made().expect("a puzzle");
            let givens = made.sudoku.givens().to_classic().expect("a 9x9");
            (givens, made.solution.to_classic().expect("a 9x9"))
        };
        for index in 0..4 {
            let (givens, solution) = classic(index);
            assert!(solution.is_solved());
            assert!(!SQUARES.iter().any(|s| magic_grid(s) == solution), "moved");
            assert!(equivalent(&solution, &reference), "puzzle {index}");
            assert!(is_minimal(&givens));
        }
        let random = generate_nth(&GenerateOptions::default(), 5, 0);
        let random = random.made().expect("a puzzle").solution.to_classic();
        assert!(
            !equivalent(&random.expect("a 9x9"), &reference),
            "a random grid is almost never magic"
        );
    }

    #[test]
    fn both_sources_give_valid_grids_that_differ_by_seed() {
        for source in GridSource::ALL {
            let a = source.grid(&mut MetaRng::new(1));
            let b = source.grid(&mut MetaRng::new(2));
            assert!(a.is_solved() && b.is_solved(), "{source}");
            assert_ne!(a, b, "{source}");
            assert_eq!(a, source.grid(&mut MetaRng::new(1)), "{source}");
        }
    }

    #[test]
    fn random_grids_use_every_digit_in_the_first_cell() {
        let mut rng = MetaRng::new(3);
        let mut seen = [0u32; 10];
        for _ in 0..900 {
            seen[random_grid(&mut rng).get(0) as usize] += 1;
        }
        assert!(
            seen[1..].iter().all(|&n| (60..140).contains(&n)),
            "{seen:?}"
        );
    }

    #[test]
    fn names_read_back() {
        assert_eq!("magic".parse(), Ok(GridSource::Magic));
        assert!("lattice"
            .parse::<GridSource>()
            .unwrap_err()
            .contains("random or magic"));
    }
}

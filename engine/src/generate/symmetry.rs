//! [`Symmetry`]: which cells a symmetric puzzle gives or leaves empty
//! together. Each symmetry splits the 81 cells into groups (the cell and its
//! images); a puzzle honours the symmetry when every group is all given or
//! all empty. Digging removes whole groups.

use std::fmt;
use std::str::FromStr;

#[cfg(test)]
use crate::grid::Grid;
use crate::units::{cell_at, col_of, row_of, CELLS};

/// The symmetries of the given-cell pattern a puzzle may keep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Symmetry {
    /// No constraint: cells are removed one at a time.
    #[default]
    None,
    /// Half-turn about the centre: `(r, c)` with `(8-r, 8-c)`.
    Rotational180,
    /// Quarter-turn about the centre: `(r, c)` with `(c, 8-r)` and its turns.
    Rotational90,
    /// Mirror in the horizontal axis (top and bottom): `(r, c)` with `(8-r, c)`.
    Horizontal,
    /// Mirror in the vertical axis (left and right): `(r, c)` with `(r, 8-c)`.
    Vertical,
    /// Mirror in the main diagonal (top left to bottom right): `(r, c)` with `(c, r)`.
    Diagonal,
    /// Mirror in the anti-diagonal (top right to bottom left): `(r, c)` with `(8-c, 8-r)`.
    AntiDiagonal,
}

impl Symmetry {
    /// Every symmetry, in the order menus list them.
    pub const ALL: [Symmetry; 7] = [
        Symmetry::None,
        Symmetry::Rotational180,
        Symmetry::Rotational90,
        Symmetry::Horizontal,
        Symmetry::Vertical,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
    ];

    /// The name the CLI and share links use.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational180 => "rotational-180",
            Symmetry::Rotational90 => "rotational-90",
            Symmetry::Horizontal => "horizontal",
            Symmetry::Vertical => "vertical",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
        }
    }

    /// The cells `cell` is tied to, itself first (one to four cells).
    pub fn images(self, cell: usize) -> Vec<usize> {
        debug_assert_eq!(cell_at(row_of(cell), col_of(cell)), cell);
        self.images_on(cell, 9)
    }

    /// The cells `cell` is tied to on an N x N grid, itself first.
    pub fn images_on(self, cell: usize, size: usize) -> Vec<usize> {
        let (r, c) = (cell / size, cell % size);
        let last = size - 1;
        let mut cells = vec![cell];
        let mut add = |row: usize, col: usize| {
            let image = row * size + col;
            if !cells.contains(&image) {
                cells.push(image);
            }
        };
        match self {
            Symmetry::None => {}
            Symmetry::Rotational180 => add(last - r, last - c),
            Symmetry::Rotational90 => {
                add(c, last - r);
                add(last - r, last - c);
                add(last - c, r);
            }
            Symmetry::Horizontal => add(last - r, c),
            Symmetry::Vertical => add(r, last - c),
            Symmetry::Diagonal => add(c, r),
            Symmetry::AntiDiagonal => add(last - c, last - r),
        }
        cells
    }

    /// The groups of cells given or empty together on an N x N grid, in
    /// reading order of their first cell.
    pub fn groups_on(self, size: usize) -> Vec<Vec<usize>> {
        let mut seen = vec![false; size * size];
        let mut groups = Vec::new();
        for cell in 0..size * size {
            if seen[cell] {
                continue;
            }
            let group = self.images_on(cell, size);
            for &member in &group {
                seen[member] = true;
            }
            groups.push(group);
        }
        groups
    }

    /// The groups of cells that are given or empty together, each in the
    /// order of [`Symmetry::images`] of its first cell, groups in reading
    /// order of their first cell.
    pub fn groups(self) -> Vec<Vec<usize>> {
        let mut seen = [false; CELLS];
        let mut groups = Vec::new();
        for cell in 0..CELLS {
            if seen[cell] {
                continue;
            }
            let group = self.images(cell);
            for &member in &group {
                seen[member] = true;
            }
            groups.push(group);
        }
        groups
    }

    /// True when every group of the symmetry is all given or all empty in `givens`.
    #[cfg(test)]
    pub(crate) fn is_honoured_by(self, givens: &Grid) -> bool {
        self.groups().iter().all(|group| {
            let given = group.iter().filter(|&&cell| givens.get(cell) != 0).count();
            given == 0 || given == group.len()
        })
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown symmetry name, with the names that are known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSymmetry(pub String);

impl fmt::Display for UnknownSymmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
        write!(
            f,
            "unknown symmetry '{}': expected one of {} (or 180, 90)",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownSymmetry {}

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    /// A name of [`Symmetry::name`], or the short forms `180` and `90`.
    fn from_str(text: &str) -> Result<Symmetry, UnknownSymmetry> {
        let wanted = text.trim().to_ascii_lowercase();
        match wanted.as_str() {
            "180" => return Ok(Symmetry::Rotational180),
            "90" => return Ok(Symmetry::Rotational90),
            _ => {}
        }
        Symmetry::ALL
            .into_iter()
            .find(|symmetry| symmetry.name() == wanted)
            .ok_or_else(|| UnknownSymmetry(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_cover_every_cell_once_with_the_expected_sizes() {
        // (groups, centre cell alone, largest group)
        let expected = [
            (Symmetry::None, 81, 1),
            (Symmetry::Rotational180, 41, 2),
            (Symmetry::Rotational90, 21, 4),
            (Symmetry::Horizontal, 45, 2),
            (Symmetry::Vertical, 45, 2),
            (Symmetry::Diagonal, 45, 2),
            (Symmetry::AntiDiagonal, 45, 2),
        ];
        for (symmetry, count, largest) in expected {
            let groups = symmetry.groups();
            assert_eq!(groups.len(), count, "{symmetry}");
            assert_eq!(groups.iter().map(Vec::len).max(), Some(largest));
            let mut covered: Vec<usize> = groups.concat();
            covered.sort_unstable();
            assert_eq!(covered, (0..CELLS).collect::<Vec<_>>(), "{symmetry}");
        }
    }

    #[test]
    fn images_are_the_named_moves() {
        let r1c2 = cell_at(0, 1);
        assert_eq!(
            Symmetry::Rotational180.images(r1c2),
            vec![r1c2, cell_at(8, 7)]
        );
        assert_eq!(
            Symmetry::Rotational90.images(r1c2),
            vec![r1c2, cell_at(1, 8), cell_at(8, 7), cell_at(7, 0)]
        );
        assert_eq!(Symmetry::Horizontal.images(r1c2), vec![r1c2, cell_at(8, 1)]);
        assert_eq!(Symmetry::Vertical.images(r1c2), vec![r1c2, cell_at(0, 7)]);
        assert_eq!(Symmetry::Diagonal.images(r1c2), vec![r1c2, cell_at(1, 0)]);
        assert_eq!(
            Symmetry::AntiDiagonal.images(r1c2),
            vec![r1c2, cell_at(7, 8)]
        );
    }

    #[test]
    fn names_read_back_and_unknown_names_are_refused() {
        for symmetry in Symmetry::ALL {
            assert_eq!(symmetry.name().parse::<Symmetry>(), Ok(symmetry));
        }
        assert_eq!("180".parse::<Symmetry>(), Ok(Symmetry::Rotational180));
        let error = "spiral".parse::<Symmetry>().unwrap_err();
        assert!(error.to_string().contains("unknown symmetry 'spiral'"));
        assert!(error.to_string().contains("anti-diagonal"));
    }

    #[test]
    fn honouring_needs_whole_groups() {
        let mut givens = Grid::EMPTY;
        givens.set(0, 5);
        assert!(Symmetry::None.is_honoured_by(&givens));
        assert!(!Symmetry::Rotational180.is_honoured_by(&givens));
        givens.set(80, 3);
        assert!(Symmetry::Rotational180.is_honoured_by(&givens));
        assert!(Symmetry::Diagonal.is_honoured_by(&givens));
        assert!(!Symmetry::Vertical.is_honoured_by(&givens));
    }
}

//! [`Transform`]: the moves that turn a Sudoku grid into an equivalent one —
//! relabel the digits, permute the bands, the stacks, the rows within a band
//! and the columns within a stack, and transpose — and `equivalent` (the
//! tests' check), which tells whether some such move maps one grid onto
//! another.
//!
//! Every move keeps a valid grid valid and a puzzle's solution count, so a
//! random member of a grid's class is as good a solution grid as the grid
//! itself. The group has 9! x 6^8 x 2 members (about 1.2 x 10^12).

use crate::generate::MetaRng;
use crate::grid::Grid;
use crate::units::cell_at;
#[cfg(test)]
use crate::units::CELLS;

/// One member of the equivalence group. Cell `(r, c)` of the result holds
/// `digits[g(rows[r], columns[c])]` of the input `g`, and the result is then
/// transposed when `transpose` is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Transform {
    /// Row `r` of the result is row `rows[r]` of the input; bands stay whole.
    pub rows: [u8; 9],
    /// Column `c` of the result is column `columns[c]` of the input; stacks stay whole.
    pub columns: [u8; 9],
    /// `digits[d]` replaces digit `d` (index 0 keeps empty cells empty).
    pub digits: [u8; 10],
    pub transpose: bool,
}

impl Transform {
    /// The move that changes nothing.
    pub const IDENTITY: Transform = Transform {
        rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        columns: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        transpose: false,
    };

    /// A member of the group drawn uniformly.
    pub fn random(rng: &mut MetaRng) -> Transform {
        let mut digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digits[1..]);
        Transform {
            rows: random_line_order(rng),
            columns: random_line_order(rng),
            digits,
            transpose: rng.below(2) == 1,
        }
    }

    /// The image of `grid` (givens and empty cells alike).
    pub(crate) fn apply(&self, grid: &Grid) -> Grid {
        let mut image = Grid::EMPTY;
        for row in 0..9 {
            for column in 0..9 {
                let source = cell_at(self.rows[row] as usize, self.columns[column] as usize);
                let target = if self.transpose {
                    cell_at(column, row)
                } else {
                    cell_at(row, column)
                };
                image.set(target, self.digits[grid.get(source) as usize]);
            }
        }
        image
    }
}

/// A random order of the nine lines of one direction that keeps each group
/// of three (band or stack) together: a random order of the groups, and a
/// random order inside each.
fn random_line_order(rng: &mut MetaRng) -> [u8; 9] {
    let mut groups = [0u8, 1, 2];
    rng.shuffle(&mut groups);
    let mut order = [0u8; 9];
    for (slot, &group) in groups.iter().enumerate() {
        let mut inside = [0u8, 1, 2];
        rng.shuffle(&mut inside);
        for (offset, &line) in inside.iter().enumerate() {
            order[3 * slot + offset] = 3 * group + line;
        }
    }
    order
}

/// The 1,296 orders of nine lines that keep the groups of three together.
#[cfg(test)]
fn line_orders() -> Vec<[u8; 9]> {
    const SIX: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut orders = Vec::with_capacity(1296);
    for groups in SIX {
        for a in SIX {
            for b in SIX {
                for c in SIX {
                    let inside = [a, b, c];
                    let mut order = [0u8; 9];
                    for slot in 0..3 {
                        for offset in 0..3 {
                            order[3 * slot + offset] = 3 * groups[slot] + inside[slot][offset];
                        }
                    }
                    orders.push(order);
                }
            }
        }
    }
    orders
}

/// True when some [`Transform`] maps the full grid `a` onto the full grid
/// `b`. Exhaustive over the 3.4 million line orders and the transposition
/// (the relabelling follows from the first row), with an early exit at the
/// first cell that differs: tens of milliseconds, for tests and tools.
#[cfg(test)]
pub(crate) fn equivalent(a: &Grid, b: &Grid) -> bool {
    if !a.is_full() || !b.is_full() {
        return false;
    }
    let orders = line_orders();
    let target = b.cells();
    for transpose in [false, true] {
        let source = if transpose { transposed(a) } else { *a };
        let cells = source.cells();
        for rows in &orders {
            for columns in &orders {
                if maps_onto(cells, rows, columns, target) {
                    return true;
                }
            }
        }
    }
    false
}

/// Whether reordering `source` by `rows` and `columns` gives `target` up to
/// a relabelling, which the first row fixes.
#[cfg(test)]
fn maps_onto(
    source: &[u8; CELLS],
    rows: &[u8; 9],
    columns: &[u8; 9],
    target: &[u8; CELLS],
) -> bool {
    let mut digits = [0u8; 10];
    for row in 0..9 {
        let from = rows[row] as usize * 9;
        for column in 0..9 {
            let digit = source[from + columns[column] as usize] as usize;
            let wanted = target[row * 9 + column];
            if row == 0 {
                digits[digit] = wanted;
            } else if digits[digit] != wanted {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
fn transposed(grid: &Grid) -> Grid {
    let mut image = Grid::EMPTY;
    for cell in 0..CELLS {
        image.set(cell_at(cell % 9, cell / 9), grid.get(cell));
    }
    image
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_grid;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn random_moves_keep_grids_valid_and_equivalent() {
        let grid = parse_grid(SOLVED).unwrap();
        let mut rng = MetaRng::new(5);
        for _ in 0..3 {
            let image = Transform::random(&mut rng).apply(&grid);
            assert!(image.is_solved());
            assert_ne!(image, grid);
            assert!(equivalent(&grid, &image));
            assert!(equivalent(&image, &grid));
        }
        assert_eq!(Transform::IDENTITY.apply(&grid), grid);
    }

    #[test]
    fn a_grid_of_another_class_is_not_equivalent() {
        // The Wikipedia solution against the shifted-rows grid, whose bands
        // repeat the same three minirows: no move maps one onto the other.
        let grid = parse_grid(SOLVED).unwrap();
        let other = parse_grid(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        )
        .unwrap();
        assert!(other.is_solved());
        assert!(!equivalent(&grid, &other));
    }

    #[test]
    fn line_orders_keep_bands_whole() {
        let orders = line_orders();
        assert_eq!(orders.len(), 1296);
        for order in &orders {
            for slot in 0..3 {
                let band = order[3 * slot] / 3;
                assert!(order[3 * slot..3 * slot + 3].iter().all(|&l| l / 3 == band));
            }
        }
    }
}

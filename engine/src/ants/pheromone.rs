//! [`Pheromone`]: one weight per (cell, digit), the memory an ant colony
//! shares, and the heat map a view draws of it.

use crate::picture::Picture;
use crate::units::CELLS;

/// A weight per (cell, digit), cell-major: entry `cell * N + digit - 1`
/// for digits 1..N.
#[derive(Clone, Debug, PartialEq)]
pub struct Pheromone {
    digits: usize,
    levels: Vec<f64>,
}

impl Pheromone {
    /// Every (cell, digit) of the classic 9x9 at `level`.
    pub fn uniform(level: f64) -> Pheromone {
        Pheromone::sized(CELLS, 9, level)
    }

    /// Every (cell, digit) of a grid of `cells` cells and `digits` digits
    /// at `level`.
    pub fn sized(cells: usize, digits: usize, level: f64) -> Pheromone {
        Pheromone {
            digits,
            levels: vec![level; cells * digits],
        }
    }

    #[inline]
    fn index(&self, cell: usize, digit: u8) -> usize {
        cell * self.digits + usize::from(digit) - 1
    }

    /// The weight of `digit` (1..N) in `cell`.
    #[inline]
    pub fn get(&self, cell: usize, digit: u8) -> f64 {
        self.levels[self.index(cell, digit)]
    }

    /// Sets the weight of `digit` in `cell`.
    #[inline]
    pub fn set(&mut self, cell: usize, digit: u8, level: f64) {
        let index = self.index(cell, digit);
        self.levels[index] = level;
    }

    /// Multiplies every weight by `factor` (evaporation).
    pub fn scale(&mut self, factor: f64) {
        for level in &mut self.levels {
            *level *= factor;
        }
    }

    /// The strongest weight over the weakest among the `live` (cell, digit)
    /// pairs of cells with a choice (two live digits or more): how far the
    /// colony has come from its uniform start (1 there).
    pub fn contrast(&self, live: &[impl Copy + Into<u64>]) -> f64 {
        let mut strongest = f64::MIN;
        let mut weakest = f64::MAX;
        for (cell, mask) in live.iter().map(|&mask| mask.into()).enumerate() {
            if mask.count_ones() < 2 {
                continue;
            }
            for digit in digits_of(mask) {
                let level = self.get(cell, digit);
                strongest = strongest.max(level);
                weakest = weakest.min(level);
            }
        }
        if strongest < weakest {
            1.0 // no live pair with a choice
        } else {
            (strongest / weakest).min(f64::MAX)
        }
    }

    /// A heat map: each cell's live digits stretched between its weakest
    /// (reads [`WEAKEST_SHADE`]) and its strongest (reads 255), so that a
    /// preference shows even while the weights are nearly flat, as Schiff's
    /// stay for hundreds of cycles (the `contrast` statistic says how flat);
    /// a cell whose live digits weigh the same reads [`FLAT_SHADE`] for each,
    /// and a cell with one live digit reads 255 for it;
    /// digits outside `live` (ruled out before the search began) read 0.
    pub fn shades(&self, live: &[impl Copy + Into<u64>]) -> Picture {
        let mut shades = vec![0u8; self.levels.len()];
        for (cell, mask) in live.iter().map(|&mask| mask.into()).enumerate() {
            let weights = || digits_of(mask).map(|digit| self.get(cell, digit));
            let strongest = weights().fold(f64::MIN, f64::max);
            let weakest = weights().fold(f64::MAX, f64::min);
            for digit in digits_of(mask) {
                let spread = strongest - weakest;
                shades[self.index(cell, digit)] = if mask.count_ones() == 1 {
                    255
                } else if spread <= strongest.abs() * 1e-12 {
                    FLAT_SHADE
                } else {
                    let share = (self.get(cell, digit) - weakest) / spread;
                    let range = f64::from(255 - WEAKEST_SHADE);
                    (f64::from(WEAKEST_SHADE) + share * range)
                        .round()
                        .clamp(0.0, 255.0) as u8
                };
            }
        }
        Picture::Shades(shades)
    }
}

/// The shade of a cell's weakest live digit: dim, but never dark like a
/// digit ruled out.
pub const WEAKEST_SHADE: u8 = 32;

/// The shade of every live digit of a cell whose weights are all equal.
pub const FLAT_SHADE: u8 = 128;

/// The digits of a mask (bit `d - 1` for digit `d`), smallest first.
#[inline]
pub fn digits_of(mask: impl Into<u64>) -> impl Iterator<Item = u8> {
    let mut rest: u64 = mask.into();
    std::iter::from_fn(move || {
        let digit = (rest != 0).then(|| rest.trailing_zeros() as u8 + 1);
        rest &= rest.wrapping_sub(1);
        digit
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shades_stretch_each_cell_between_its_weakest_and_strongest_live_digit() {
        let mut pheromone = Pheromone::uniform(1.0);
        pheromone.set(0, 3, 4.0);
        pheromone.set(0, 9, 100.0);
        let mut live = [0x1ffu16; CELLS];
        live[0] = 0b0_0000_0111;
        let picture = pheromone.shades(&live);
        assert!(picture.is_well_formed());
        assert_eq!(picture.shade(0, 3), Some(255));
        assert_eq!(picture.shade(0, 1), Some(WEAKEST_SHADE));
        assert_eq!(picture.shade(0, 9), Some(0), "ruled out: dark");
        assert_eq!(picture.shade(1, 5), Some(FLAT_SHADE), "no preference yet");
        assert_eq!(pheromone.contrast(&live), 4.0);
    }
}

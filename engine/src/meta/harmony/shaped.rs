//! Every shape for `harmony`: any size, jigsaw regions, extra houses and
//! groups, pair rules and cage sums, read from the shape's constraints.
//!
//! A harmony's tally keeps, per house and group, the digits it holds (a
//! 64-bit mask), their sum and its cells still open (a cage's sum must
//! stay within their reach), and per cell the digits its placed pair
//! partners forbid. A `Differ` pair whose cells share a house or group is
//! left to that house or group: it adds nothing to either the fit or the
//! count. The module documentation of [`super`] says how each rule counts
//! in both objectives.

use crate::ants::board::{AntBoard, ShapedBoard as Propagation};
use crate::meta::reduce::Reduction;
use crate::shape::{Relation, Shape, Sudoku, Values};
use crate::solver::Outcome;

use super::search::{Prepared, Rules};
use super::{Objective, Score};

/// What a house or group demands of its digits.
#[derive(Clone, Copy, Debug)]
enum Target {
    /// Each digit 1..N once: a house, whose digits add up to this.
    EveryDigit(u32),
    /// Distinct digits adding up to this: a cage with a sum.
    Sum(u32),
    /// Distinct digits: a group without a sum.
    Distinct,
}

/// A house or group: how many cells, and what its digits must be.
#[derive(Clone, Copy, Debug)]
struct Unit {
    cells: u32,
    target: Target,
}

/// What a partly improvised harmony holds.
#[derive(Debug)]
pub struct ShapedTally {
    /// Per house, then group: the digits it holds and their sum.
    masks: Vec<u64>,
    sums: Vec<u32>,
    /// Per house, then group: its cells still open.
    unplaced: Vec<u32>,
    /// Per cell: the digits its placed partners forbid.
    banned: Vec<u64>,
    /// Every cell's digit, 0 while open.
    cells: Vec<u8>,
}

impl ShapedTally {
    /// Adds `digit` to `units`.
    #[inline]
    fn add(&mut self, units: &[u16], digit: u8) {
        for &unit in units {
            let unit = usize::from(unit);
            self.masks[unit] |= 1 << (digit - 1);
            self.sums[unit] += u32::from(digit);
            self.unplaced[unit] -= 1;
        }
    }
}

impl Clone for ShapedTally {
    fn clone(&self) -> ShapedTally {
        ShapedTally {
            masks: self.masks.clone(),
            sums: self.sums.clone(),
            unplaced: self.unplaced.clone(),
            banned: self.banned.clone(),
            cells: self.cells.clone(),
        }
    }

    /// Copies in place, without allocating: a tally is reset so before
    /// every improvisation.
    fn clone_from(&mut self, source: &ShapedTally) {
        self.masks.clone_from(&source.masks);
        self.sums.clone_from(&source.sums);
        self.unplaced.clone_from(&source.unplaced);
        self.banned.clone_from(&source.banned);
        self.cells.clone_from(&source.cells);
    }
}

/// What stays fixed during a run on a puzzle of any shape.
pub struct ShapedRules {
    size: usize,
    /// Givens and cells the reduction settled; open cells are 0.
    settled: Values,
    /// The open cells in reading order, and the digits each may take.
    open: Vec<u16>,
    allowed: Vec<u64>,
    /// Per open cell: its houses and groups (indices into a tally's masks),
    /// and those of them that are cages with a sum.
    units_of: Vec<Vec<u16>>,
    cages_of: Vec<Vec<(u16, u32)>>,
    /// Per open cell: the open cells its digit forbids digits to, and how.
    partners_of: Vec<Vec<(u16, Relation)>>,
    /// Every house, then every group.
    units: Vec<Unit>,
    /// The pairs the count checks: those with an open cell, but for
    /// `Differ` pairs sharing a house or group. (Settled cells never break
    /// a pair: the givens keep every rule, singles place none that breaks one.)
    pairs: Vec<(u16, u16, Relation)>,
    settled_tally: ShapedTally,
}

impl ShapedRules {
    /// The search space of `sudoku` after `reduction`, or the outcome when
    /// the reduction decides the puzzle. `Givens` drops from each open
    /// cell the digits its given peers hold and those its given pair
    /// partners forbid; `Singles` is the ants' propagation, which places
    /// naked singles over the shape's peers and pair rules and hidden
    /// singles over its houses.
    pub fn prepare(sudoku: &Sudoku, reduction: Reduction) -> Prepared<ShapedRules> {
        let shape = sudoku.shape();
        let givens = sudoku.givens();
        let decided = |outcome: Outcome, shown: &Values| Prepared {
            rules: ShapedRules::new(shape, shown.clone(), Vec::new()),
            settled_by_singles: shown.filled() - givens.filled(),
            decided: Some(outcome),
        };
        let (settled, allowed): (Values, Vec<u64>) = match reduction {
            Reduction::Singles => {
                let board = Propagation::new(sudoku);
                if board.has_failed_cell() {
                    return decided(Outcome::NoSolution, givens);
                }
                let sets = (0..shape.cells()).map(|cell| board.set(cell)).collect();
                (board.values(), sets)
            }
            Reduction::Givens => {
                let allowed = (0..shape.cells())
                    .map(|cell| sudoku.allowed(cell) & !given_bans(sudoku, cell))
                    .collect();
                (givens.clone(), allowed)
            }
            Reduction::None => {
                let allowed = (0..shape.cells())
                    .map(|cell| sudoku.allowed(cell))
                    .collect();
                (givens.clone(), allowed)
            }
        };
        let open: Vec<(usize, u64)> = (0..shape.cells())
            .filter(|&cell| settled.get(cell) == 0)
            .map(|cell| (cell, allowed[cell]))
            .collect();
        if open.iter().any(|&(_, allowed)| allowed == 0) {
            return decided(Outcome::NoSolution, givens);
        }
        if open.is_empty() {
            return match sudoku.is_solved_by(&settled) {
                true => decided(Outcome::Solved(settled.clone()), &settled),
                false => decided(Outcome::NoSolution, givens),
            };
        }
        Prepared {
            settled_by_singles: settled.filled() - givens.filled(),
            rules: ShapedRules::new(shape, settled, open),
            decided: None,
        }
    }

    /// The rules of `shape` over `settled`, with `open` cells and their
    /// digits.
    fn new(shape: &Shape, settled: Values, open: Vec<(usize, u64)>) -> ShapedRules {
        let (units, units_of_cell) = units(shape);
        let mut open_index = vec![None; shape.cells()];
        for (i, &(cell, _)) in open.iter().enumerate() {
            open_index[cell] = Some(i);
        }
        let mut tally = ShapedTally {
            masks: vec![0; units.len()],
            sums: vec![0; units.len()],
            unplaced: units.iter().map(|unit| unit.cells).collect(),
            banned: vec![0; shape.cells()],
            cells: settled.cells().to_vec(),
        };
        for (cell, &digit) in settled.cells().iter().enumerate() {
            if digit != 0 {
                tally.add(&units_of_cell[cell], digit);
            }
        }
        let mut partners_of = vec![Vec::new(); open.len()];
        let mut pairs = Vec::new();
        for &(a, b, relation) in &shape.constraints().pairs {
            let (a, b) = (usize::from(a), usize::from(b));
            let together = units_of_cell[a]
                .iter()
                .any(|unit| units_of_cell[b].contains(unit));
            if relation == Relation::Differ && together {
                continue;
            }
            for (from, to, relation) in [(a, b, relation), (b, a, relation.reversed())] {
                match (settled.get(from), open_index[from]) {
                    (0, Some(i)) => partners_of[i].push((to as u16, relation)),
                    (0, None) => {}
                    (digit, _) => tally.banned[to] |= relation.banned(digit),
                }
            }
            if open_index[a].is_some() || open_index[b].is_some() {
                pairs.push((a as u16, b as u16, relation));
            }
        }
        let cages_of = open
            .iter()
            .map(|&(cell, _)| {
                let cages = units_of_cell[cell].iter().filter_map(|&unit| {
                    match units[usize::from(unit)].target {
                        Target::Sum(sum) => Some((unit, sum)),
                        _ => None,
                    }
                });
                cages.collect()
            })
            .collect();
        ShapedRules {
            size: shape.size(),
            allowed: open.iter().map(|&(_, allowed)| allowed).collect(),
            units_of: open
                .iter()
                .map(|&(cell, _)| units_of_cell[cell].clone())
                .collect(),
            cages_of,
            open: open.iter().map(|&(cell, _)| cell as u16).collect(),
            partners_of,
            units,
            pairs,
            settled,
            settled_tally: tally,
        }
    }

    /// The digits an open cell of a cage with `sum` may take and still
    /// leave the sum within reach of the cage's other open cells (distinct
    /// digits: at least 1 + 2 + ..., at most N + (N - 1) + ...); in its
    /// last open cell, only the digit the sum lacks.
    #[inline]
    fn reaching(&self, tally: &ShapedTally, cage: usize, sum: u32) -> u64 {
        let left = sum.saturating_sub(tally.sums[cage]);
        let others = tally.unplaced[cage].saturating_sub(1);
        let size = self.size as u32;
        let least = others * (others + 1) / 2;
        let most = others * size - others * others.saturating_sub(1) / 2;
        let high = left.saturating_sub(least);
        let low = left.saturating_sub(most).max(1);
        digits_up_to(high) & !digits_up_to(low - 1)
    }
}

/// Every house, then every group, and per cell the indices of its own.
fn units(shape: &Shape) -> (Vec<Unit>, Vec<Vec<u16>>) {
    let constraints = shape.constraints();
    let size = shape.size();
    let every_digit = Target::EveryDigit((size * (size + 1) / 2) as u32);
    let houses = constraints
        .houses
        .iter()
        .map(|house| (&house.cells, every_digit));
    let groups = constraints.groups.iter().map(|group| {
        let target = group.sum.map_or(Target::Distinct, Target::Sum);
        (&group.cells, target)
    });
    let mut units = Vec::new();
    let mut units_of_cell = vec![Vec::new(); shape.cells()];
    for (unit, (cells, target)) in houses.chain(groups).enumerate() {
        for &cell in cells {
            units_of_cell[usize::from(cell)].push(unit as u16);
        }
        units.push(Unit {
            cells: cells.len() as u32,
            target,
        });
    }
    (units, units_of_cell)
}

/// Digits 1..=`top` as a mask (none for 0, all 64 bits past 63).
#[inline]
fn digits_up_to(top: u32) -> u64 {
    match top {
        0 => 0,
        1..=63 => (1u64 << top) - 1,
        _ => u64::MAX,
    }
}

/// The digits `cell`'s given peers hold and its given pair partners forbid.
fn given_bans(sudoku: &Sudoku, cell: usize) -> u64 {
    let constraints = sudoku.shape().constraints();
    let givens = sudoku.givens();
    let peers = constraints.peers[cell]
        .iter()
        .map(|&peer| (peer, Relation::Differ));
    peers
        .chain(constraints.related[cell].iter().copied())
        .map(|(other, relation)| match givens.get(usize::from(other)) {
            0 => 0,
            digit => relation.reversed().banned(digit),
        })
        .fold(0, |bans, ban| bans | ban)
}

impl Rules for ShapedRules {
    type Tally = ShapedTally;

    fn open_count(&self) -> usize {
        self.open.len()
    }

    #[inline]
    fn allowed(&self, i: usize) -> u64 {
        self.allowed[i]
    }

    #[inline]
    fn settled_tally(&self) -> &ShapedTally {
        &self.settled_tally
    }

    #[inline]
    fn used(&self, tally: &ShapedTally, i: usize) -> u64 {
        let held = self.units_of[i]
            .iter()
            .fold(tally.banned[usize::from(self.open[i])], |used, &unit| {
                used | tally.masks[usize::from(unit)]
            });
        self.cages_of[i].iter().fold(held, |used, &(cage, sum)| {
            used | !self.reaching(tally, usize::from(cage), sum)
        })
    }

    #[inline]
    fn place(&self, tally: &mut ShapedTally, i: usize, digit: u8) {
        tally.cells[usize::from(self.open[i])] = digit;
        tally.add(&self.units_of[i], digit);
        for &(partner, relation) in &self.partners_of[i] {
            tally.banned[usize::from(partner)] |= relation.banned(digit);
        }
    }

    /// Conflicts: repeated digits per house and group, each cage's
    /// distance from its sum, broken pairs. The paper's objective: each
    /// house's distance from N(N+1)/2 and each cage's from its sum, and,
    /// where no sum says it, repeated digits and broken pairs.
    fn score(&self, tally: &ShapedTally, objective: Objective) -> Score {
        let (mut conflicts, mut sums) = (0, 0);
        for ((unit, &mask), &sum) in self.units.iter().zip(&tally.masks).zip(&tally.sums) {
            let repeats = unit.cells - mask.count_ones();
            match unit.target {
                Target::EveryDigit(full) => {
                    conflicts += repeats;
                    sums += sum.abs_diff(full);
                }
                Target::Sum(target) => {
                    conflicts += repeats + sum.abs_diff(target);
                    sums += sum.abs_diff(target);
                }
                Target::Distinct => {
                    conflicts += repeats;
                    sums += repeats;
                }
            }
        }
        let broken = self
            .pairs
            .iter()
            .filter(|&&(a, b, relation)| {
                !relation.allows(tally.cells[usize::from(a)], tally.cells[usize::from(b)])
            })
            .count() as u32;
        let objective = match objective {
            Objective::Conflicts => conflicts + broken,
            Objective::UnitSums => sums + broken,
        };
        Score {
            objective,
            conflicts: conflicts + broken,
        }
    }

    fn grid(&self, harmony: &[u8]) -> Values {
        let mut cells = self.settled.cells().to_vec();
        for (&cell, &digit) in self.open.iter().zip(harmony) {
            cells[usize::from(cell)] = digit;
        }
        Values::from_cells(self.size, cells).expect("digits of the shape's size")
    }

    fn settled(&self) -> Values {
        self.settled.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::shaped::read_for_tests as read;

    /// The scores of `grid` (digits 1-9) on the empty `sudoku`, by each
    /// objective.
    fn scores(sudoku: &Sudoku, grid: &str) -> (Score, Score) {
        let Prepared { rules, .. } = ShapedRules::prepare(sudoku, Reduction::None);
        let mut tally = rules.settled_tally().clone();
        let digits: Vec<u8> = grid.bytes().map(|digit| digit - b'0').collect();
        for (i, &cell) in rules.open.iter().enumerate() {
            rules.place(&mut tally, i, digits[usize::from(cell)]);
        }
        (
            rules.score(&tally, Objective::UnitSums),
            rules.score(&tally, Objective::Conflicts),
        )
    }

    #[test]
    fn a_solution_scores_zero_and_sums_miss_what_they_cannot_see() {
        let empty = read("................");
        let (sums, conflicts) = scores(&empty, "1234341221434321");
        assert_eq!((sums.objective, conflicts.objective), (0, 0));
        // Only 2s and 3s: every row, column and box sums to 10, and
        // repeats two digits.
        let (sums, conflicts) = scores(&empty, "2323323223233232");
        assert_eq!(sums.objective, 0);
        assert_eq!(conflicts.objective, 12 * 2);
        assert_eq!(sums.conflicts, 12 * 2);
    }

    #[test]
    fn a_cage_keeps_its_sum_within_reach_and_counts_its_distance() {
        let sudoku = read("................;cage=6:0.1.4");
        let Prepared { rules, .. } = ShapedRules::prepare(&sudoku, Reduction::None);
        let fitting = |tally: &ShapedTally, i: usize| rules.allowed(i) & !rules.used(tally, i);
        let mut tally = rules.settled_tally().clone();
        // Three distinct digits adding up to 6: the first is at most 6 - (1 + 2).
        assert_eq!(fitting(&tally, 0), 0b0111);
        rules.place(&mut tally, 0, 3);
        // 3 left for two cells: at most 2.
        assert_eq!(fitting(&tally, 1), 0b0011);
        rules.place(&mut tally, 1, 2);
        // In its last open cell, only the digit the sum lacks.
        assert_eq!(fitting(&tally, 4), 0b0001);
        let digits = [3, 2, 4, 1, 4, 1, 3, 2, 2, 4, 1, 3, 1, 3, 2, 4];
        for (i, &digit) in digits.iter().enumerate().skip(2) {
            rules.place(&mut tally, i, digit);
        }
        // A Latin square whose cage holds 3 + 2 + 4 = 9: 3 over its sum.
        for objective in [Objective::Conflicts, Objective::UnitSums] {
            assert_eq!(rules.score(&tally, objective).objective, 3);
        }
    }

    #[test]
    fn pair_rules_count_in_both_objectives_and_givens_ban_their_partners() {
        let nonconsecutive = read("................;nonconsecutive");
        // A 4x4 solution has consecutive neighbours: 1-2, 2-3, 3-4 in row 1 alone.
        let (sums, conflicts) = scores(&nonconsecutive, "1234341221434321");
        assert_eq!(sums.objective, conflicts.objective);
        assert!(conflicts.objective >= 3, "{conflicts:?}");
        let given = read("2...............;nonconsecutive");
        // r1c1 = 2 takes 1, 2 and 3 from r1c2 (neighbour and row peer).
        assert_eq!(given_bans(&given, 1), 0b0111);
        let Prepared { rules, .. } = ShapedRules::prepare(&given, Reduction::Givens);
        assert_eq!(rules.allowed(0), 0b1000);
    }
}

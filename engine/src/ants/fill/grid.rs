//! [`Fill`]: one ant of Schiff's colony on a puzzle of any shape —
//! any size, jigsaw regions, extra houses and groups, pair rules and cage
//! sums — and the [`Layout`] it reads of the shape (see [`super`] for the
//! ant's passes and how the paper's constants read at every shape).
//!
//! The places a digit has left are counted in every unit, not only in the
//! boxes: the counts give both the heuristic's `places` (in the cell's box)
//! and, for [`Singles::Units`], a digit's last place in any unit without a
//! scan of its cells.
//!
//! A pass goes as on the 9x9: digit by digit over the swept units (in the
//! shape's order: rows, columns, boxes or regions, extra houses, then
//! groups of N cells), then cell by cell, then the weighted draw over the
//! open pairs cell by cell.

use crate::shape::{Relation, Shape, Sudoku, Values};

use super::{Forced, Pass, Singles};
use crate::ants::pheromone::{digits_of, Pheromone};
use crate::meta::rng::MetaRng;

/// What the ants read of a shape: its units, each cell's box, the cells
/// each placement narrows, and its cages with a sum.
#[derive(Clone, Debug)]
pub struct Layout {
    size: usize,
    /// The cells of every unit: each house, then each group of N cells.
    units: Vec<Vec<u16>>,
    /// The units of each cell.
    units_of: Vec<Vec<u16>>,
    /// The units that play the box: jigsaw regions, else boxes, else rows.
    boxes: Vec<u16>,
    /// Every unit by number, for sweeps of [`Singles::Units`].
    every_unit: Vec<u16>,
    /// The box of each cell (a unit).
    box_of: Vec<u16>,
    /// The cells that must hold another digit than each cell (houses,
    /// groups, anti-knight and anti-king partners).
    peers: Vec<Vec<u16>>,
    /// Each cell's partners by a relation other than "different"
    /// (non-consecutive, thermometers, dots...), the relation read from
    /// the cell.
    related: Vec<Vec<(u16, Relation)>>,
    /// The cages with a sum: their cells and sum.
    cages: Vec<(Vec<u16>, u32)>,
    /// The cages of each cell.
    cages_of: Vec<Vec<u16>>,
}

impl Layout {
    /// The layout of `shape`.
    pub fn new(shape: &Shape) -> Layout {
        let constraints = shape.constraints();
        let (size, cells) = (shape.size(), shape.cells());
        let units: Vec<Vec<u16>> = constraints
            .houses
            .iter()
            .map(|house| house.cells.clone())
            .chain(
                constraints
                    .groups
                    .iter()
                    .filter(|group| group.cells.len() == size)
                    .map(|group| group.cells.clone()),
            )
            .collect();
        let mut units_of = vec![Vec::new(); cells];
        for (unit, members) in units.iter().enumerate() {
            for &cell in members {
                units_of[usize::from(cell)].push(unit as u16);
            }
        }
        let geometry = shape.geometry();
        let home = |cell: usize| match (shape.regions(), shape.boxes()) {
            (Some(regions), _) => usize::from(regions[cell]),
            (None, Some(boxes)) => {
                let (row, col) = (geometry.row_of(cell), geometry.col_of(cell));
                row / boxes.rows * (size / boxes.cols) + col / boxes.cols
            }
            (None, None) => geometry.row_of(cell),
        };
        let mut boxes = vec![None; size];
        for (unit, members) in units.iter().enumerate() {
            let first = home(usize::from(members[0]));
            if members.len() == size && members.iter().all(|&cell| home(cell.into()) == first) {
                boxes[first] = Some(unit as u16);
            }
        }
        let boxes: Vec<u16> = boxes
            .into_iter()
            .map(|unit| unit.expect("every region, box or row is a house"))
            .collect();
        let mut cages = Vec::new();
        let mut cages_of = vec![Vec::new(); cells];
        for group in &constraints.groups {
            if let Some(sum) = group.sum {
                for &cell in &group.cells {
                    cages_of[usize::from(cell)].push(cages.len() as u16);
                }
                cages.push((group.cells.clone(), sum));
            }
        }
        Layout {
            size,
            box_of: (0..cells).map(|cell| boxes[home(cell)]).collect(),
            boxes,
            every_unit: (0..units.len() as u16).collect(),
            units,
            units_of,
            peers: constraints.peers.clone(),
            related: constraints.related.clone(),
            cages,
            cages_of,
        }
    }

    /// The units a sweep looks for a digit's last place in.
    fn swept(&self, singles: Singles) -> &[u16] {
        match singles {
            Singles::Boxes => &self.boxes,
            Singles::Units => &self.every_unit,
        }
    }
}

/// An ant's partly filled grid of any shape, with the places each digit
/// has left in each unit.
#[derive(Clone, Debug)]
pub struct Fill {
    size: usize,
    cells: Vec<u8>,
    /// The digits each empty cell can still take (0 once filled).
    candidates: Vec<u64>,
    /// `places[unit * N + digit - 1]`: cells of the unit that can still
    /// take the digit.
    places: Vec<u8>,
    /// Per cage with a sum: what its empty cells must still add up to, and
    /// how many there are.
    cages: Vec<(u32, u32)>,
    filled: usize,
}

impl Fill {
    /// The givens of `sudoku`, placed; empty cells take what its rules and
    /// cage sums allow.
    pub fn new(sudoku: &Sudoku, layout: &Layout) -> Fill {
        let size = layout.size;
        let candidates: Vec<u64> = (0..layout.peers.len())
            .map(|cell| sudoku.allowed(cell))
            .collect();
        let mut places = vec![0u8; layout.units.len() * size];
        for (cell, &set) in candidates.iter().enumerate() {
            for &unit in &layout.units_of[cell] {
                for digit in digits_of(set) {
                    places[usize::from(unit) * size + usize::from(digit) - 1] += 1;
                }
            }
        }
        let mut fill = Fill {
            size,
            cells: vec![0; candidates.len()],
            candidates,
            places,
            cages: layout
                .cages
                .iter()
                .map(|(cells, sum)| (*sum, cells.len() as u32))
                .collect(),
            filled: 0,
        };
        for cell in 0..fill.cells.len() {
            let digit = sudoku.givens().get(cell);
            if digit != 0 {
                fill.place(layout, cell, digit);
            }
        }
        for cage in 0..layout.cages.len() {
            fill.narrow_cage(layout, cage);
        }
        fill
    }

    #[inline]
    fn places(&self, unit: u16, digit: u8) -> u8 {
        self.places[usize::from(unit) * self.size + usize::from(digit) - 1]
    }

    /// Puts `digit` (one of the cell's candidates, or its given) in `cell`.
    fn place(&mut self, layout: &Layout, cell: usize, digit: u8) {
        let bit = 1u64 << (digit - 1);
        self.remove(layout, cell, self.candidates[cell]);
        for &peer in &layout.peers[cell] {
            self.remove(layout, usize::from(peer), bit);
        }
        for &(partner, relation) in &layout.related[cell] {
            self.remove(layout, usize::from(partner), relation.banned(digit));
        }
        self.cells[cell] = digit;
        self.filled += 1;
        for &cage in &layout.cages_of[cell] {
            let (left, empty) = &mut self.cages[usize::from(cage)];
            *left = left.saturating_sub(u32::from(digit));
            *empty -= 1;
            self.narrow_cage(layout, usize::from(cage));
        }
    }

    /// Takes the digits of `banned` out of `cell`'s candidates and its
    /// units' places.
    #[inline]
    fn remove(&mut self, layout: &Layout, cell: usize, banned: u64) {
        let gone = self.candidates[cell] & banned;
        if gone == 0 {
            return;
        }
        self.candidates[cell] &= !gone;
        for &unit in &layout.units_of[cell] {
            let row = usize::from(unit) * self.size;
            for digit in digits_of(gone) {
                self.places[row + usize::from(digit) - 1] -= 1;
            }
        }
    }

    /// Leaves the empty cells of a cage with a sum only the digits that
    /// can still reach it.
    fn narrow_cage(&mut self, layout: &Layout, cage: usize) {
        let (left, empty) = self.cages[cage];
        if empty == 0 {
            return;
        }
        let others = empty - 1;
        let least_of_others = others * (others + 1) / 2;
        let most_of_others = (0..others).map(|i| self.size as u32 - i).sum::<u32>();
        let reachable = digits_between(
            left.saturating_sub(most_of_others),
            left.saturating_sub(least_of_others),
        );
        for &cell in &layout.cages[cage].0 {
            let cell = usize::from(cell);
            if self.cells[cell] == 0 {
                self.remove(layout, cell, !reachable);
            }
        }
    }

    /// Forced placements as `rules` say; returns how many were made.
    fn place_forced(&mut self, layout: &Layout, rules: Forced) -> u32 {
        let swept = layout.swept(rules.singles);
        let mut total = 0;
        loop {
            let mut placed = 0;
            for digit in 1..=self.size as u8 {
                for &unit in swept {
                    placed += u32::from(self.place_last_place(layout, unit, digit));
                }
            }
            for cell in 0..self.cells.len() {
                let candidates = self.candidates[cell];
                if candidates.count_ones() == 1 {
                    self.place(layout, cell, candidates.trailing_zeros() as u8 + 1);
                    placed += 1;
                }
            }
            total += placed;
            if placed == 0 || !rules.to_fixpoint {
                return total;
            }
        }
    }

    /// Places `digit` in `unit` if exactly one cell there can take it.
    fn place_last_place(&mut self, layout: &Layout, unit: u16, digit: u8) -> bool {
        if self.places(unit, digit) != 1 {
            return false;
        }
        let bit = 1u64 << (digit - 1);
        let cell = layout.units[usize::from(unit)]
            .iter()
            .map(|&cell| usize::from(cell))
            .find(|&cell| self.candidates[cell] & bit != 0)
            .expect("a digit with one place has a cell");
        self.place(layout, cell, digit);
        true
    }

    /// Draws one open (cell, digit) with the paper's weights, N + 1 for
    /// its 10, and places it; false when nothing is open.
    fn choose(&mut self, layout: &Layout, pheromone: &Pheromone, rng: &mut MetaRng) -> bool {
        let top = self.size as f64 + 1.0;
        let weight = |cell: usize, digit: u8| {
            let places = f64::from(self.places(layout.box_of[cell], digit));
            let digits = f64::from(self.candidates[cell].count_ones());
            pheromone.get(cell, digit) * (top - places) * (top - digits)
        };
        let open = || {
            (0..self.cells.len())
                .flat_map(|cell| digits_of(self.candidates[cell]).map(move |d| (cell, d)))
        };
        let Some((cell, digit)) = super::draw(open, weight, rng) else {
            return false;
        };
        self.place(layout, cell, digit);
        true
    }
}

/// The digits `low..=high` (of 1..64) as a mask.
fn digits_between(low: u32, high: u32) -> u64 {
    let up_to = |top: u32| match top {
        0 => 0,
        1..=63 => (1u64 << top) - 1,
        _ => u64::MAX,
    };
    up_to(high) & !up_to(low.max(1) - 1)
}

/// What the colony reads of an ant's grid.
impl Fill {
    /// Cells of the grid.
    pub fn cells(&self) -> usize {
        self.cells.len()
    }

    /// Digits of the grid (N of an NxN).
    pub fn digits(&self) -> usize {
        self.size
    }

    /// Cells holding a digit, givens included (the ant's score).
    pub fn filled(&self) -> usize {
        self.filled
    }

    /// True when every cell holds a digit: a solution.
    pub fn is_full(&self) -> bool {
        self.filled == self.cells.len()
    }

    /// The digit in `cell` (0 when empty).
    pub fn digit(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// The digits `cell` can still take (bit `d - 1` for digit `d`): none
    /// once it holds a digit.
    pub fn candidates(&self, cell: usize) -> u64 {
        self.candidates[cell]
    }

    /// The grid so far (empty cells 0).
    pub fn values(&self) -> Values {
        Values::from_cells(self.size, self.cells.clone()).expect("a square grid of digits 1..N")
    }

    /// One pass: forced placements as `rules` say, then one weighted choice
    /// if any (cell, digit) is still open.
    pub fn pass(
        &mut self,
        layout: &Layout,
        rules: Forced,
        pheromone: &Pheromone,
        rng: &mut MetaRng,
    ) -> Pass {
        let forced = self.place_forced(layout, rules);
        let chose = !self.is_full() && self.choose(layout, pheromone, rng);
        Pass { forced, chose }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::shaped::read_for_tests as read;

    /// Runs one ant to its end.
    fn run_ant(start: &Fill, layout: &Layout, rules: Forced, rng: &mut MetaRng) -> Fill {
        let pheromone = Pheromone::sized(start.cells(), start.digits(), 1000.0);
        let mut fill = start.clone();
        while fill.pass(layout, rules, &pheromone, rng).chose {}
        fill
    }

    #[test]
    fn the_box_is_the_jigsaw_region_else_the_box_else_the_row() {
        let jigsaw = read(concat!(
            "4.......7.........15......4..3...7..9.1...8.6..8...4..2.......8.........7.......9;",
            "regions=aabbcccccaaabadddcbaabedddcbbbbedddcfaeeeeegcfhhheiiiifhhheiggifhhhgigggfffffiigg;boxes"
        ));
        let layout = Layout::new(jigsaw.shape());
        let regions = jigsaw.shape().regions().unwrap();
        for cell in 0..jigsaw.shape().cells() {
            let region = &layout.units[usize::from(layout.box_of[cell])];
            assert!(region
                .iter()
                .all(|&other| regions[usize::from(other)] == regions[cell]));
        }
        let six = Layout::new(read("....4..1.3.5...2....3...6.2.5..5....;box=2x3").shape());
        assert_eq!(
            six.units[usize::from(six.box_of[15])],
            [15, 16, 17, 21, 22, 23]
        );
        let five = Layout::new(read(&".".repeat(25)).shape());
        assert_eq!(five.units[usize::from(five.box_of[7])], [5, 6, 7, 8, 9]);
    }

    /// Ants on empty grids of every kind of rule: each ends with a grid that
    /// breaks no rule (cage sums included) and cells left empty only where
    /// no digit fits; a full grid is a solution.
    #[test]
    fn an_ant_never_breaks_a_rule_of_its_shape() {
        let empty = ".".repeat(81);
        let shapes = [
            ".".repeat(16),
            ".".repeat(36),
            ".".repeat(49),
            format!("{empty};x;windoku"),
            format!("{empty};antiknight;antiking"),
            format!("{empty};nonconsecutive"),
            format!("{empty};cage=10:0.1.2;cage=17:3.4;cage=6:9.10.11;cage=45:18.19.20.21.22.23.24.25.26;house=30.40.50"),
            "................;cage=3:0.1;cage=7:2.3;cage=10:4.5.8.9".to_string(),
        ];
        let mut rng = MetaRng::new(5);
        for text in &shapes {
            let sudoku = read(text);
            let layout = Layout::new(sudoku.shape());
            let start = Fill::new(&sudoku, &layout);
            let mut full = 0;
            for singles in [Singles::Boxes, Singles::Units] {
                let rules = Forced {
                    singles,
                    to_fixpoint: singles == Singles::Units,
                };
                for _ in 0..40 {
                    let fill = run_ant(&start, &layout, rules, &mut rng);
                    let values = fill.values();
                    let checked = Sudoku::new(sudoku.shape().clone(), values.clone());
                    assert!(checked.is_ok(), "{text}: {values:?}: {checked:?}");
                    assert_eq!(values.filled(), fill.filled());
                    for cell in (0..fill.cells()).filter(|&cell| fill.digit(cell) == 0) {
                        assert_eq!(fill.candidates(cell), 0, "{text}");
                    }
                    if fill.is_full() {
                        assert!(sudoku.is_solved_by(&values), "{text}");
                        full += 1;
                    }
                }
            }
            if sudoku.shape().size() == 4 {
                assert!(full > 0, "{text}: no ant of 80 filled the grid");
            }
        }
    }

    #[test]
    fn a_cage_leaves_its_last_cell_the_digit_its_sum_lacks() {
        let sudoku = read("1...............;cage=8:0.1.2");
        let layout = Layout::new(sudoku.shape());
        let fill = Fill::new(&sudoku, &layout);
        // 1 + two of 2-4 make 8 only as 1 + 3 + 4.
        assert_eq!(fill.candidates(1), 0b1100);
        assert_eq!(fill.candidates(2), 0b1100);
        let sudoku = read("1.3.............;cage=8:0.1.2");
        let fill = Fill::new(&sudoku, &layout);
        assert_eq!(fill.candidates(1), 0b1000);
    }

    /// A 36x36 (digits in all 36 bits of a mask) with a sixth of its cells
    /// emptied (one solution): an ant keeps every rule, and with singles in
    /// every unit fills it back.
    #[test]
    fn ants_fill_a_36x36_with_every_digit() {
        const SYMBOLS: &[u8] = b"123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0";
        let text: String = (0..36 * 36)
            .map(|cell| {
                let (row, col) = (cell / 36, cell % 36);
                if (row * 5 + col) % 6 == 0 {
                    '.'
                } else {
                    char::from(SYMBOLS[(row * 6 + row / 6 + col) % 36])
                }
            })
            .collect();
        let sudoku = read(&text);
        let layout = Layout::new(sudoku.shape());
        let start = Fill::new(&sudoku, &layout);
        let mut rng = MetaRng::new(1);
        let fill = run_ant(&start, &layout, Forced::PAPER, &mut rng);
        assert!(Sudoku::new(sudoku.shape().clone(), fill.values()).is_ok());
        let rules = Forced {
            singles: Singles::Units,
            to_fixpoint: true,
        };
        let fill = run_ant(&start, &layout, rules, &mut rng);
        assert!(sudoku.is_solved_by(&fill.values()));
    }
}

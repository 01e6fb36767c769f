//! [`Rules`]: what a 9x9 variant that Sukaku Explainer rates adds to rows,
//! columns and boxes, in the form its chaining reads: extra houses, and
//! pairs of cells that must differ (anti-king, anti-knight) or must not
//! hold consecutive digits (non-consecutive).
//!
//! Every house a variant may add has a fixed number after the 27 classic
//! ones, in Sukaku's order of region types (the order its chains visit
//! them): 27-35 the disjoint groups, 36-44 the window groups, 45 the main
//! diagonal, 46 the anti-diagonal. Sukaku's windoku has nine window
//! groups: the four windows (36-39), and the five hidden windows they imply
//! (the cells of rows 1, 5, 9 or columns 1, 5, 9 outside the windows, in
//! three by three blocks of three; the layout of every shape has them too,
//! in the same order), each of which also holds every digit once.
//! Cells are listed in reading order in every house.
//!
//! A board's rules are shared (`&'static`): there is one [`Rules`] per
//! combination of variants, made the first time it is asked for.

use std::sync::OnceLock;

use crate::shape::Shape;
use crate::units::{box_of, col_of, row_of, unit_name, CELLS};

use super::cellset::{houses_of, CellSet, PEERS};

/// Rows, columns and boxes: houses 0-26.
pub const CLASSIC_HOUSES: usize = 27;

/// The classic houses plus every house a variant may add.
pub const ALL_HOUSES: usize = 47;

const FIRST_COLUMN: usize = 9;
const FIRST_BOX: usize = 18;
const FIRST_DISJOINT: usize = CLASSIC_HOUSES;
const FIRST_WINDOW: usize = 36;
/// The two hidden windows beside columns 1, 5 and 9 (Sukaku's window
/// groups 7 and 8).
const COLUMN_HIDDEN_WINDOWS: [usize; 2] = [FIRST_WINDOW + 6, FIRST_WINDOW + 7];
const MAIN_DIAGONAL: usize = 45;
const ANTI_DIAGONAL: usize = 46;

/// The window group (0-8, Sukaku's numbering) of each cell.
const WINDOW_OF: [u8; CELLS] = build_window_of();

const fn build_window_of() -> [u8; CELLS] {
    // A row or column in 1-3 or 5-7 (0-based) lies in a window band (0 or
    // 1); rows and columns 0, 4 and 8 lie between the windows.
    const fn band(line: usize) -> usize {
        match line {
            1..=3 => 0,
            5..=7 => 1,
            _ => 2,
        }
    }
    let mut groups = [0u8; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, col) = (band(row_of(cell)), band(col_of(cell)));
        groups[cell] = match (row, col) {
            (2, 2) => 8,
            (2, _) => 4 + col as u8,
            (_, 2) => 6 + row as u8,
            _ => (row * 2 + col) as u8,
        };
        cell += 1;
    }
    groups
}

/// The cells of every house, classic and extra, in reading order.
pub const HOUSE_CELLS: [[u8; 9]; ALL_HOUSES] = build_house_cells();

const fn build_house_cells() -> [[u8; 9]; ALL_HOUSES] {
    let mut cells = [[0u8; 9]; ALL_HOUSES];
    let mut filled = [0usize; ALL_HOUSES];
    let mut cell = 0;
    while cell < CELLS {
        let houses = [
            row_of(cell),
            9 + col_of(cell),
            18 + box_of(cell),
            FIRST_DISJOINT + (row_of(cell) % 3) * 3 + col_of(cell) % 3,
            FIRST_WINDOW + WINDOW_OF[cell] as usize,
        ];
        let mut i = 0;
        while i < houses.len() {
            let house = houses[i];
            cells[house][filled[house]] = cell as u8;
            filled[house] += 1;
            i += 1;
        }
        if row_of(cell) == col_of(cell) {
            cells[MAIN_DIAGONAL][filled[MAIN_DIAGONAL]] = cell as u8;
            filled[MAIN_DIAGONAL] += 1;
        }
        if row_of(cell) + col_of(cell) == 8 {
            cells[ANTI_DIAGONAL][filled[ANTI_DIAGONAL]] = cell as u8;
            filled[ANTI_DIAGONAL] += 1;
        }
        cell += 1;
    }
    cells
}

/// The cells of every house, classic and extra, as sets.
pub const HOUSE_SETS: [CellSet; ALL_HOUSES] = build_house_sets();

const fn build_house_sets() -> [CellSet; ALL_HOUSES] {
    let mut sets = [CellSet::EMPTY; ALL_HOUSES];
    let mut house = 0;
    while house < ALL_HOUSES {
        let mut bits = 0u128;
        let mut i = 0;
        while i < 9 {
            bits |= 1 << HOUSE_CELLS[house][i];
            i += 1;
        }
        sets[house] = CellSet::from_bits(bits);
        house += 1;
    }
    sets
}

/// The cells of `house` (0..[`ALL_HOUSES`]) as a set.
#[inline]
pub fn house_set(house: usize) -> CellSet {
    HOUSE_SETS[house]
}

/// The cell at `index` of `house`'s cells.
#[inline]
pub fn cell_in(house: usize, index: usize) -> usize {
    usize::from(HOUSE_CELLS[house][index])
}

/// Where `cell` sits in the list of `house`'s cells.
pub fn index_in(cell: usize, house: usize) -> usize {
    HOUSE_CELLS[house]
        .iter()
        .position(|&c| usize::from(c) == cell)
        .expect("the cell lies in the house")
}

/// Sukaku's region type of `house` (its `getRegionTypeIndex`, the order
/// in which it enumerates region kinds): box 0, row 1, column 2, disjoint
/// group 3, window group 4, main diagonal 5, anti-diagonal 6.
pub fn sukaku_type(house: usize) -> u8 {
    match house {
        0..FIRST_COLUMN => 1,
        FIRST_COLUMN..FIRST_BOX => 2,
        FIRST_BOX..FIRST_DISJOINT => 0,
        FIRST_DISJOINT..FIRST_WINDOW => 3,
        FIRST_WINDOW..MAIN_DIAGONAL => 4,
        MAIN_DIAGONAL => 5,
        _ => 6,
    }
}

/// The cells of `house` in the order Sukaku numbers them: reading order,
/// except for the two hidden windows beside columns 1, 5 and 9, which it
/// numbers column by column. Patterns read on a house as
/// on a 3x3 box (a cross, two of its "rows") follow this order.
pub fn sukaku_cells(house: usize) -> [u8; 9] {
    let cells = HOUSE_CELLS[house];
    match COLUMN_HIDDEN_WINDOWS.contains(&house) {
        true => std::array::from_fn(|i| cells[i % 3 * 3 + i / 3]),
        false => cells,
    }
}

/// The name of a house (0..47) for messages: a row, column or box as
/// [`unit_name`] names it, one beyond them as the layout of every shape
/// names it: "disjoint group 4", "window 2", "hidden window 1", "main
/// diagonal", "anti-diagonal".
pub fn house_name(house: usize) -> String {
    match house {
        0..CLASSIC_HOUSES => unit_name(house),
        27..=35 => format!("disjoint group {}", house - FIRST_DISJOINT + 1),
        36..=39 => format!("window {}", house - FIRST_WINDOW + 1),
        40..=44 => format!("hidden window {}", house - FIRST_WINDOW - 3),
        MAIN_DIAGONAL => "main diagonal".to_string(),
        _ => "anti-diagonal".to_string(),
    }
}

/// The variants a 9x9 board may combine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variants {
    pub disjoint: bool,
    pub windows: bool,
    pub x: bool,
    pub anti_king: bool,
    pub anti_knight: bool,
    pub non_consecutive: bool,
}

impl Variants {
    /// The variants of `shape`, if it is a 9x9 with 3x3 boxes whose other
    /// rules are all among them (what Sukaku Explainer rates).
    pub fn of(shape: &Shape) -> Option<Variants> {
        let classic_grid = shape.size() == 9
            && shape.regions().is_none()
            && shape.boxes().map(|b| (b.rows, b.cols)) == Some((3, 3));
        if !classic_grid {
            return None;
        }
        let mut variants = Variants::default();
        for rule in shape.rules() {
            let flag = match rule.text().as_str() {
                "disjoint" => &mut variants.disjoint,
                "windoku" => &mut variants.windows,
                "x" => &mut variants.x,
                "antiking" => &mut variants.anti_king,
                "antiknight" => &mut variants.anti_knight,
                "nonconsecutive" => &mut variants.non_consecutive,
                _ => return None,
            };
            *flag = true;
        }
        Some(variants)
    }

    fn index(self) -> usize {
        [
            self.disjoint,
            self.windows,
            self.x,
            self.anti_king,
            self.anti_knight,
            self.non_consecutive,
        ]
        .iter()
        .enumerate()
        .map(|(bit, &on)| usize::from(on) << bit)
        .sum()
    }
}

/// Cell steps in Sukaku's orders, as (row, column) offsets.
const KING_STEPS: [(isize, isize); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const KNIGHT_STEPS: [(isize, isize); 8] = [
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
    (1, 2),
    (1, -2),
    (-1, 2),
    (-1, -2),
];
const ORTHOGONAL_STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, 1), (0, -1)];

/// The rules of one combination of [`Variants`].
#[derive(Debug)]
pub struct Rules {
    variants: Variants,
    classic: bool,
    /// Each cell's houses beyond the classic three, in Sukaku's order.
    extra_houses: Vec<Vec<usize>>,
    /// The 27 classic houses, then the extra ones.
    houses: Vec<usize>,
    /// The cells each cell must differ from.
    peers: Vec<CellSet>,
    /// Per cell, the anti-king cells, then the anti-knight cells, in
    /// Sukaku's order (a cell may also share a house with it).
    differ: Vec<Vec<u8>>,
    /// Per cell, its orthogonal neighbours when they must not hold
    /// consecutive digits, in Sukaku's order.
    not_consecutive: Vec<Vec<u8>>,
}

impl PartialEq for Rules {
    fn eq(&self, other: &Rules) -> bool {
        self.variants == other.variants
    }
}

impl Eq for Rules {}

impl Rules {
    /// The classic rules: rows, columns and boxes.
    pub fn classic() -> &'static Rules {
        Rules::of(Variants::default())
    }

    /// The rules of `variants`.
    pub fn of(variants: Variants) -> &'static Rules {
        static MADE: [OnceLock<Rules>; 64] = [const { OnceLock::new() }; 64];
        MADE[variants.index()].get_or_init(|| Rules::build(variants))
    }

    fn build(variants: Variants) -> Rules {
        let steps = |cell: usize, steps: &[(isize, isize)]| -> Vec<u8> {
            steps
                .iter()
                .filter_map(|&(dr, dc)| {
                    let row = row_of(cell).checked_add_signed(dr)?;
                    let col = col_of(cell).checked_add_signed(dc)?;
                    (row < 9 && col < 9).then_some((row * 9 + col) as u8)
                })
                .collect()
        };
        let mut extra_houses = Vec::with_capacity(CELLS);
        let mut peers = Vec::with_capacity(CELLS);
        let mut differ = Vec::with_capacity(CELLS);
        let mut not_consecutive = Vec::with_capacity(CELLS);
        for cell in 0..CELLS {
            let mut houses = Vec::new();
            if variants.disjoint {
                houses.push(FIRST_DISJOINT + (row_of(cell) % 3) * 3 + col_of(cell) % 3);
            }
            if variants.windows {
                houses.push(FIRST_WINDOW + usize::from(WINDOW_OF[cell]));
            }
            if variants.x && row_of(cell) == col_of(cell) {
                houses.push(MAIN_DIAGONAL);
            }
            if variants.x && row_of(cell) + col_of(cell) == 8 {
                houses.push(ANTI_DIAGONAL);
            }
            let mut pairs = Vec::new();
            if variants.anti_king {
                pairs.extend(steps(cell, &KING_STEPS));
            }
            if variants.anti_knight {
                pairs.extend(steps(cell, &KNIGHT_STEPS));
            }
            let mut seen = houses
                .iter()
                .fold(PEERS[cell], |set, &house| set | house_set(house));
            for &other in &pairs {
                seen.insert(usize::from(other));
            }
            seen.remove(cell);
            peers.push(seen);
            extra_houses.push(houses);
            differ.push(pairs);
            not_consecutive.push(if variants.non_consecutive {
                steps(cell, &ORTHOGONAL_STEPS)
            } else {
                Vec::new()
            });
        }
        let mut houses: Vec<usize> = (0..CLASSIC_HOUSES).collect();
        for cell_houses in &extra_houses {
            for &house in cell_houses {
                if !houses.contains(&house) {
                    houses.push(house);
                }
            }
        }
        houses[CLASSIC_HOUSES..].sort_unstable();
        Rules {
            variants,
            classic: variants == Variants::default(),
            extra_houses,
            houses,
            peers,
            differ,
            not_consecutive,
        }
    }

    /// True for rows, columns and boxes alone.
    #[inline]
    pub fn is_classic(&self) -> bool {
        self.classic
    }

    /// The houses of `cell` beyond its box, row and column, in Sukaku's
    /// order.
    #[inline]
    pub fn extra_houses_of(&self, cell: usize) -> &[usize] {
        &self.extra_houses[cell]
    }

    /// The cells `cell` must differ from.
    #[inline]
    pub fn peers(&self, cell: usize) -> CellSet {
        self.peers[cell]
    }

    /// The houses of `cell` in Sukaku's order: box, row, column, then the
    /// extra ones.
    pub fn houses_of(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let [row, col, boxx] = houses_of(cell);
        [boxx, row, col]
            .into_iter()
            .chain(self.extra_houses_of(cell).iter().copied())
    }

    /// Every house of the board: the classic 27, then the extra ones.
    pub fn houses(&self) -> &[usize] {
        &self.houses
    }

    /// The board's houses beyond rows, columns and boxes, ascending (so in
    /// Sukaku's order of region types).
    pub fn extra_houses(&self) -> &[usize] {
        &self.houses[CLASSIC_HOUSES..]
    }

    /// Every house of the board in Sukaku's order of region types: boxes,
    /// rows, columns, then the extra houses ([`sukaku_type`]).
    pub fn houses_by_type(&self) -> impl Iterator<Item = usize> + '_ {
        (FIRST_BOX..CLASSIC_HOUSES)
            .chain(0..FIRST_BOX)
            .chain(self.extra_houses().iter().copied())
    }

    /// The anti-king and anti-knight cells of `cell`, in Sukaku's order.
    pub fn differing(&self, cell: usize) -> &[u8] {
        &self.differ[cell]
    }

    /// The orthogonal neighbours of `cell` under the non-consecutive rule.
    pub fn not_consecutive(&self, cell: usize) -> &[u8] {
        &self.not_consecutive[cell]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_house_holds_nine_distinct_cells_in_reading_order() {
        for (house, cells) in HOUSE_CELLS.iter().enumerate() {
            assert!(cells.windows(2).all(|pair| pair[0] < pair[1]), "{house}");
            assert_eq!(house_set(house).len(), 9);
        }
        // Window 1 is r2-4 c2-4; hidden window 5 is rows and columns 1, 5, 9.
        assert_eq!(HOUSE_CELLS[36], [10, 11, 12, 19, 20, 21, 28, 29, 30]);
        assert_eq!(HOUSE_CELLS[44], [0, 4, 8, 36, 40, 44, 72, 76, 80]);
        assert_eq!(house_name(44), "hidden window 5");
        assert_eq!(HOUSE_SETS[..CLASSIC_HOUSES], crate::logic::cellset::HOUSES);
    }

    /// The extra houses numbered here are the layout's extra houses (its
    /// windows and hidden windows, diagonals, disjoint groups), by cells,
    /// names and order.
    #[test]
    fn extra_houses_are_the_layouts_in_the_same_order_and_names() {
        use crate::logic::shaped::layout::Layout;
        let text = format!("{};windoku;x;disjoint", ".".repeat(81));
        let sudoku = crate::format::shaped::read_for_tests(&text);
        let layout = Layout::<2>::new(sudoku.shape());
        let rules = Rules::of(layout.sukaku.expect("Sukaku rates it"));
        let extra = rules.extra_houses();
        assert_eq!(extra.len(), 20);
        let mut windows = Vec::new();
        for &house in extra {
            let cells: Vec<u16> = HOUSE_CELLS[house].iter().map(|&c| u16::from(c)).collect();
            let same: Vec<_> = layout
                .houses
                .iter()
                .filter(|h| {
                    let mut listed = h.cells.clone();
                    listed.sort_unstable();
                    listed == cells
                })
                .collect();
            assert_eq!(same.len(), 1, "{}", house_name(house));
            if (36..=44).contains(&house) {
                windows.push(same[0].name.clone());
                assert_eq!(same[0].name.to_lowercase(), house_name(house));
            }
        }
        assert_eq!(windows.len(), 9);
    }

    #[test]
    fn variant_peers_and_orders_follow_sukaku() {
        let all = Variants {
            x: true,
            anti_king: true,
            anti_knight: true,
            non_consecutive: true,
            ..Variants::default()
        };
        let rules = Rules::of(all);
        assert!(std::ptr::eq(rules, Rules::of(all)));
        // r1c1: main diagonal; r2c2 is diagonal and king; r2c3 a knight's move.
        assert_eq!(rules.houses_of(0).collect::<Vec<_>>(), [18, 0, 9, 45]);
        assert!(rules.peers(0).contains(80) && rules.peers(0).contains(11));
        assert_eq!(rules.differing(10), [20, 18, 0, 2, 29, 27, 21, 3]);
        assert_eq!(rules.not_consecutive(10), [1, 19, 11, 9]);
        assert!(Rules::classic().is_classic());
        assert_eq!(Rules::classic().peers(0), PEERS[0]);
        assert_eq!(rules.houses().len(), 29);
    }
}

//! [`Layout`]: a shape's constraints as the solver reads them — houses by
//! kind with their cells as sets, each cell's peers, its non-consecutive
//! neighbours, and the cages (groups of distinct digits, most with a sum).

use std::sync::{Arc, OnceLock};

use super::cells::Cells;
use crate::exact::propagate::Prober;
use crate::logic::rules::Variants;
use crate::run::Deadline;
use crate::shape::{Geometry, Relation, Shape};

/// What a house is, for names, SE-style values and the order of searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HouseKind {
    /// A box or a jigsaw region: the houses SE scans first.
    Box,
    Row,
    Column,
    /// A diagonal, a window, a disjoint group, a listed extra house.
    Extra,
}

/// A house: N cells holding every digit once.
#[derive(Clone, Debug)]
pub struct House<const W: usize> {
    pub name: String,
    pub kind: HouseKind,
    pub cells: Vec<u16>,
    pub set: Cells<W>,
    /// The words of `set` that hold its cells ([`Cells::words`]).
    pub words: std::ops::Range<usize>,
}

/// A cage: cells of distinct digits, with the sum they add up to when
/// given (a killer cage), or without (an extra group shorter than N).
#[derive(Clone, Debug)]
pub struct Cage<const W: usize> {
    pub name: String,
    pub cells: Vec<u16>,
    pub set: Cells<W>,
    pub sum: Option<u32>,
}

/// The solver's view of a shape.
#[derive(Debug)]
pub struct Layout<const W: usize> {
    pub shape: Shape,
    pub size: usize,
    pub cells: usize,
    /// Every cell.
    pub all: Cells<W>,
    /// Rows, columns, then boxes or regions, then extra houses, as the
    /// shape lists them (their index is the house number steps carry).
    pub houses: Vec<House<W>>,
    /// The houses in the order searches try them: boxes and regions,
    /// columns, rows, extra houses (SE's order, extras last).
    pub search_order: Vec<usize>,
    pub houses_of: Vec<Vec<u16>>,
    /// The cells each cell must differ from (houses, cages, anti-knight...).
    pub peers: Vec<Cells<W>>,
    /// Each cell's orthogonal neighbours under the non-consecutive rule.
    pub neighbours: Vec<Vec<u16>>,
    /// Each cell's ties to the cells a rule relates it to beyond being
    /// different (non-consecutive neighbours, thermometers, dots, XV,
    /// lines, clones, indexers), read from it.
    pub ties: Vec<Vec<(u16, Relation)>>,
    pub cages: Vec<Cage<W>>,
    pub cages_of: Vec<Vec<u16>>,
    /// An extra house or a rule making cells a step apart differ (X,
    /// windoku, disjoint groups, anti-knight, anti-king): Sukaku Explainer
    /// rates such a puzzle with its variant list of techniques.
    pub has_variant_peers: bool,
    /// Some rule ties digits beyond houses and cages (anti-knight,
    /// non-consecutive, thermometers, arrows, odd cells...): a swap of two
    /// digits may break it (see [`crate::shape::Constraints::has_digit_rules`]).
    pub has_digit_rules: bool,
    /// The variants of a 9x9 that Sukaku Explainer rates, whose ratings
    /// follow SE's own chaining (`se_bridge.rs`); `None` for other shapes.
    pub sukaku: Option<Variants>,
    /// When the forcing chains' searches give up, found or not (a command
    /// line's `--time-limit`); `None`: only at their budgets.
    pub deadline: Option<Deadline>,
    /// The exact engine's propagation of the shape, built the first time
    /// the last resort asks it (`contradiction.rs`).
    prober: OnceLock<Prober>,
}

impl<const W: usize> Layout<W> {
    /// The layout of `shape`, which must fit `W` words.
    pub fn new(shape: &Shape) -> Arc<Layout<W>> {
        Layout::until(shape, None)
    }

    /// [`Layout::new`], its searches giving up at `deadline`.
    pub fn until(shape: &Shape, deadline: Option<Deadline>) -> Arc<Layout<W>> {
        let cells = shape.cells();
        assert!(cells <= Cells::<W>::CAPACITY, "{cells} cells in {W} words");
        let size = shape.size();
        let constraints = shape.constraints();
        let kinds = house_kinds(shape, constraints.houses.len());
        let set_of = |list: &[u16]| list.iter().map(|&c| usize::from(c)).collect::<Cells<W>>();
        let mut houses: Vec<House<W>> = constraints
            .houses
            .iter()
            .zip(kinds)
            .map(|(house, kind)| {
                let set = set_of(&house.cells);
                House {
                    name: house.name.clone(),
                    kind,
                    words: set.words(),
                    set,
                    cells: house.cells.clone(),
                }
            })
            .collect();
        let mut houses_of = constraints.houses_of.clone();
        let mut peers: Vec<Cells<W>> = constraints.peers.iter().map(|list| set_of(list)).collect();
        for (index, cells) in implied_windows(shape).into_iter().enumerate() {
            let set = set_of(&cells);
            for &cell in &cells {
                houses_of[usize::from(cell)].push(houses.len() as u16);
                peers[usize::from(cell)] |= set;
                peers[usize::from(cell)].remove(usize::from(cell));
            }
            houses.push(House {
                name: format!("hidden window {}", index + 1),
                kind: HouseKind::Extra,
                words: set.words(),
                set,
                cells,
            });
        }
        let has_variant_peers = houses.iter().any(|house| house.kind == HouseKind::Extra)
            || constraints
                .pairs
                .iter()
                .any(|&(_, _, relation)| relation == Relation::Differ);
        let has_digit_rules = constraints.has_digit_rules();
        let mut search_order: Vec<usize> = (0..houses.len()).collect();
        search_order.sort_by_key(|&house| (houses[house].kind, house));
        let cages: Vec<Cage<W>> = constraints
            .groups
            .iter()
            .map(|group| Cage {
                name: group.name.clone(),
                set: set_of(&group.cells),
                cells: group.cells.clone(),
                sum: group.sum,
            })
            .collect();
        let neighbours = constraints
            .related
            .iter()
            .map(|list| {
                list.iter()
                    .filter(|(_, relation)| *relation == Relation::NotConsecutive)
                    .map(|&(cell, _)| cell)
                    .collect()
            })
            .collect();
        Arc::new(Layout {
            shape: shape.clone(),
            size,
            cells,
            all: (0..cells).collect(),
            search_order,
            houses_of,
            peers,
            neighbours,
            ties: constraints.related.clone(),
            cages_of: constraints.groups_of.clone(),
            houses,
            cages,
            has_variant_peers,
            has_digit_rules,
            sukaku: Variants::of(shape),
            deadline,
            prober: OnceLock::new(),
        })
    }

    /// The exact engine's propagation of this shape, to probe boards with.
    pub fn prober(&self) -> &Prober {
        self.prober.get_or_init(|| Prober::new(&self.shape))
    }

    /// True once the deadline, if any, has passed.
    pub fn past_deadline(&self) -> bool {
        self.deadline.as_ref().is_some_and(Deadline::passed)
    }

    pub fn geometry(&self) -> &Geometry {
        self.shape.geometry()
    }

    /// True when two different cells must hold different digits.
    #[inline]
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.peers[a].contains(b)
    }

    /// The digits of the grid as a mask: bits 0..N.
    #[inline]
    pub fn all_digits(&self) -> u64 {
        if self.size == 64 {
            u64::MAX
        } else {
            (1u64 << self.size) - 1
        }
    }

    /// The houses holding every cell of `set`.
    pub fn common_houses(&self, set: &Cells<W>) -> Vec<usize> {
        let Some(first) = set.first() else {
            return Vec::new();
        };
        self.houses_of[first]
            .iter()
            .map(|&house| usize::from(house))
            .filter(|&house| set.is_subset_of(&self.houses[house].set))
            .collect()
    }

    /// The cells every cell of `set` sees (`set`'s own cells excluded).
    pub fn common_peers(&self, set: &Cells<W>) -> Cells<W> {
        let mut seen = self.all;
        for cell in set.iter() {
            seen &= self.peers[cell];
        }
        seen - *set
    }

    /// True for a killer: some cage has a sum.
    pub fn has_sums(&self) -> bool {
        self.shape.has_sums()
    }

    /// The sum of digits 1..N, what every house adds up to.
    pub fn house_total(&self) -> u32 {
        let n = self.size as u32;
        n * (n + 1) / 2
    }
}

/// The houses a windoku's windows imply (Sukaku Explainer's "5 hidden
/// groups" on a 9x9): with the windows' rows in bands and the rows between
/// them (0, 4 and 8 on a 9x9) as gaps, the cells of the gap rows within a
/// band of window columns hold each digit once (the band's columns hold it
/// N/side times, its windows all but once), and likewise for gap columns
/// and for the gaps' crossing. None without windows.
fn implied_windows(shape: &Shape) -> Vec<Vec<u16>> {
    if !shape.rules().iter().any(|rule| rule.text() == "windoku") {
        return Vec::new();
    }
    let n = shape.size();
    let Some(side) = (2..=n).find(|side| side * side == n) else {
        return Vec::new();
    };
    let bands: Vec<Vec<usize>> = (0..)
        .map(|k| 1 + k * (side + 1))
        .take_while(|start| start + side <= n)
        .map(|start| (start..start + side).collect())
        .collect();
    let gaps: Vec<usize> = (0..n)
        .filter(|line| !bands.iter().flatten().any(|l| l == line))
        .collect();
    if gaps.len() != side {
        return Vec::new();
    }
    let geometry = shape.geometry();
    let block = |rows: &[usize], cols: &[usize]| -> Vec<u16> {
        rows.iter()
            .flat_map(|&r| cols.iter().map(move |&c| geometry.cell(r, c) as u16))
            .collect()
    };
    let mut implied: Vec<Vec<u16>> = bands.iter().map(|band| block(&gaps, band)).collect();
    implied.extend(bands.iter().map(|band| block(band, &gaps)));
    implied.push(block(&gaps, &gaps));
    implied
}

/// Each house's kind, from the order [`Shape`] lists them in: rows,
/// columns, boxes when they are houses, jigsaw regions, extra houses.
fn house_kinds(shape: &Shape, count: usize) -> Vec<HouseKind> {
    let n = shape.size();
    let boxes = if shape.boxes().is_some() { n } else { 0 };
    let regions = if shape.regions().is_some() { n } else { 0 };
    (0..count)
        .map(|house| match house {
            h if h < n => HouseKind::Row,
            h if h < 2 * n => HouseKind::Column,
            h if h < 2 * n + boxes + regions => HouseKind::Box,
            _ => HouseKind::Extra,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::shaped::read_for_tests;

    #[test]
    fn a_jigsaw_with_x_lists_regions_and_diagonals_by_kind() {
        let sudoku = read_for_tests(&format!(
            "{};regions=aabbcccccaaabadddcbaabedddcbbbbedddcfaeeeeegcfhhheiiiifhhheiggifhhhgigggfffffiigg;x",
            ".".repeat(81)
        ));
        let layout = Layout::<2>::new(sudoku.shape());
        let kinds: Vec<HouseKind> = layout.houses.iter().map(|house| house.kind).collect();
        assert_eq!(kinds.iter().filter(|&&k| k == HouseKind::Box).count(), 9);
        assert_eq!(kinds.iter().filter(|&&k| k == HouseKind::Extra).count(), 2);
        assert!(layout.houses[18].name.starts_with("region"));
        assert_eq!(layout.houses[layout.search_order[0]].kind, HouseKind::Box);
        // r1c1 sees its row, column, region and the main diagonal.
        assert!(layout.sees(0, 80) && !layout.sees(0, 0));
        assert_eq!(
            layout
                .common_houses(&[0usize, 80].into_iter().collect())
                .len(),
            1
        );
        assert_eq!(layout.house_total(), 45);
    }

    #[test]
    fn windoku_windows_imply_five_hidden_houses() {
        let sudoku = read_for_tests(&format!("{};windoku", ".".repeat(81)));
        let layout = Layout::<2>::new(sudoku.shape());
        let hidden: Vec<&House<2>> = layout
            .houses
            .iter()
            .filter(|h| h.name.starts_with("hidden"))
            .collect();
        assert_eq!(hidden.len(), 5);
        assert!(hidden.iter().all(|house| house.cells.len() == 9));
        // Rows 1, 5 and 9 crossing columns 1, 5 and 9.
        assert_eq!(hidden[4].cells, vec![0, 4, 8, 36, 40, 44, 72, 76, 80]);
        assert!(layout.sees(0, 80));
    }
}

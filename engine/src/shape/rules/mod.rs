//! The rules beyond rows, columns and regions, one file each, and what
//! they compile to ([`Constraints`]). A new rule is a file here that
//! implements [`Rule`] and reads its text, plus one line of [`RULES`].
//!
//! In the text form a rule is its tag, with arguments after `=` for rules
//! that carry data: `x`, `windoku`, `antiknight`, `house=0.10.20`,
//! `cage=15:0.1.2` (see [`read`]).

mod anti_king;
mod anti_knight;
mod cage;
mod diagonals;
mod disjoint;
mod house;
mod non_consecutive;
mod windows;

use std::fmt;
use std::sync::Arc;

use super::Geometry;

pub use cage::Cage;

/// A rule of a shape.
pub trait Rule: fmt::Debug + Send + Sync {
    /// The rule in the text form: its tag, and `=` and its data if it has any.
    fn text(&self) -> String;
    /// What a person calls it: `X (both diagonals)`, `killer cage 15`.
    fn title(&self) -> String;
    /// Adds what the rule demands of a grid of `geometry` to `out`; an
    /// error says why the rule does not fit that grid.
    fn constrain(&self, geometry: &Geometry, out: &mut Constraints) -> Result<(), String>;
    /// The cage, for a rule that is one (drawing, sums).
    fn as_cage(&self) -> Option<&Cage> {
        None
    }
}

/// Reads a rule from its text (the tag and its data).
type Reader = fn(data: Option<&str>) -> Result<Arc<dyn Rule>, String>;

/// Every rule by tag, with the other spellings people use for it.
pub static RULES: &[(&str, &[&str], Reader)] = &[
    ("x", &["diagonal", "diagonals", "sudoku-x"], diagonals::read),
    ("windoku", &["hyper", "windows"], windows::read),
    ("disjoint", &["disjointgroups"], disjoint::read),
    ("antiknight", &[], anti_knight::read),
    ("antiking", &[], anti_king::read),
    (
        "nonconsecutive",
        &["nonconsec", "anticonsecutive"],
        non_consecutive::read,
    ),
    ("house", &["extraregion"], house::read),
    ("cage", &["killer"], cage::read),
];

/// The rule `text` names: `antiknight`, `Anti-Knight`, `cage=15:0.1.2`.
/// Tags are read without case, `-`, `_` or spaces.
pub fn read(text: &str) -> Result<Arc<dyn Rule>, String> {
    let (tag, data) = match text.split_once('=') {
        Some((tag, data)) => (tag, Some(data)),
        None => (text, None),
    };
    let key: String = tag
        .chars()
        .filter(|ch| !matches!(ch, '-' | '_' | ' '))
        .flat_map(char::to_lowercase)
        .collect();
    let (_, _, reader) = RULES
        .iter()
        .find(|(name, aliases, _)| *name == key || aliases.contains(&key.as_str()))
        .ok_or_else(|| {
            let known: Vec<&str> = RULES.iter().map(|(name, _, _)| *name).collect();
            format!("unknown rule '{tag}' (known: {})", known.join(", "))
        })?;
    reader(data)
}

/// Refuses data for a rule that takes none.
fn no_data(tag: &str, data: Option<&str>, rule: Arc<dyn Rule>) -> Result<Arc<dyn Rule>, String> {
    match data {
        None => Ok(rule),
        Some(data) => Err(format!("the rule '{tag}' takes no data, not '={data}'")),
    }
}

/// How two cells' digits must relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// Different digits (anti-knight, anti-king).
    Differ,
    /// Digits that are not consecutive (and so also different).
    NotConsecutive,
}

impl Relation {
    /// True when `a` and `b` may sit in the two cells.
    #[inline]
    pub fn allows(self, a: u8, b: u8) -> bool {
        match self {
            Relation::Differ => a != b,
            Relation::NotConsecutive => a.abs_diff(b) > 1,
        }
    }

    /// The digits a partner may not hold beside `digit`, as a mask (bit
    /// `d - 1` for digit `d`; the bit past N may be set, masks of real
    /// candidates never hold it).
    #[inline]
    pub fn banned(self, digit: u8) -> u64 {
        let bit = 1u64 << (digit - 1);
        match self {
            Relation::Differ => bit,
            Relation::NotConsecutive => bit | bit << 1 | bit >> 1,
        }
    }
}

/// A group of cells in which each digit 1..N appears exactly once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct House {
    pub name: String,
    pub cells: Vec<u16>,
}

impl House {
    pub fn new(name: String, cells: Vec<usize>) -> House {
        House {
            name,
            cells: cells.into_iter().map(|cell| cell as u16).collect(),
        }
    }
}

/// A group of distinct digits that may have a sum: a killer cage, or an
/// extra group of fewer than N cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub name: String,
    pub cells: Vec<u16>,
    /// The digits add up to this, when it is given.
    pub sum: Option<u32>,
}

/// What a shape demands of a grid: every rule compiled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Constraints {
    /// Each digit exactly once (rows, columns, regions, full extra houses).
    pub houses: Vec<House>,
    /// Distinct digits, maybe with a sum (cages, short extra houses).
    pub groups: Vec<Group>,
    /// Cell pairs whose digits must relate (anti-knight, non-consecutive).
    pub pairs: Vec<(u16, u16, Relation)>,
    /// Per cell: the cells that must hold another digit (houses, groups,
    /// `Differ` pairs), sorted, no repeats.
    pub peers: Vec<Vec<u16>>,
    /// Per cell: the houses it is in (indices into `houses`).
    pub houses_of: Vec<Vec<u16>>,
    /// Per cell: its groups (indices into `groups`).
    pub groups_of: Vec<Vec<u16>>,
    /// Per cell: the other cells it is paired with by a relation other
    /// than `Differ`, and the relation.
    pub related: Vec<Vec<(u16, Relation)>>,
}

impl Constraints {
    /// Adds a house; a list of fewer cells than the grid's size becomes a
    /// group of distinct digits instead.
    pub fn add_house(&mut self, house: House) {
        self.houses.push(house);
    }

    pub fn add_group(&mut self, group: Group) {
        self.groups.push(group);
    }

    pub fn add_pair(&mut self, a: usize, b: usize, relation: Relation) {
        self.pairs.push((a as u16, b as u16, relation));
    }

    /// The per-cell tables, once every rule is in.
    pub(super) fn finish(&mut self, size: usize) {
        let cells = size * size;
        let mut peers = vec![Vec::new(); cells];
        let mut houses_of = vec![Vec::new(); cells];
        let mut groups_of = vec![Vec::new(); cells];
        let mut related = vec![Vec::new(); cells];
        let link = |group: &[u16], peers: &mut Vec<Vec<u16>>| {
            for &a in group {
                peers[usize::from(a)].extend(group.iter().copied().filter(|&b| b != a));
            }
        };
        for (index, house) in self.houses.iter().enumerate() {
            link(&house.cells, &mut peers);
            for &cell in &house.cells {
                houses_of[usize::from(cell)].push(index as u16);
            }
        }
        for (index, group) in self.groups.iter().enumerate() {
            link(&group.cells, &mut peers);
            for &cell in &group.cells {
                groups_of[usize::from(cell)].push(index as u16);
            }
        }
        for &(a, b, relation) in &self.pairs {
            match relation {
                Relation::Differ => {
                    peers[usize::from(a)].push(b);
                    peers[usize::from(b)].push(a);
                }
                other => {
                    related[usize::from(a)].push((b, other));
                    related[usize::from(b)].push((a, other));
                }
            }
        }
        for list in &mut peers {
            list.sort_unstable();
            list.dedup();
        }
        for list in &mut related {
            list.sort_unstable_by_key(|&(cell, relation)| (cell, relation as u8));
            list.dedup();
        }
        self.peers = peers;
        self.houses_of = houses_of;
        self.groups_of = groups_of;
        self.related = related;
    }
}

/// Links every cell to the cells `offsets` (row, column) away by `relation`.
fn add_offset_pairs(
    geometry: &Geometry,
    offsets: &[(isize, isize)],
    relation: Relation,
    out: &mut Constraints,
) {
    for cell in 0..geometry.cells() {
        for &(dr, dc) in offsets {
            if let Some(other) = geometry.offset(cell, dr, dc) {
                out.add_pair(cell, other, relation);
            }
        }
    }
}

/// The cells `text` lists: 0-based indices separated by `.` (as the
/// shared data writes cages), each below `cells`, no repeats.
fn read_cells(text: &str) -> Result<Vec<u16>, String> {
    let mut cells: Vec<u16> = Vec::new();
    for part in text.split('.') {
        let cell: u16 = part.trim().parse().map_err(|_| {
            format!("'{part}' is not a cell number (0-based, cells separated by '.')")
        })?;
        if cells.contains(&cell) {
            return Err(format!("cell {cell} is listed twice"));
        }
        cells.push(cell);
    }
    Ok(cells)
}

/// `cells` joined by `.`.
fn write_cells(cells: &[u16]) -> String {
    cells
        .iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join(".")
}

/// Checks that `cells` are on a grid of `geometry`.
fn check_cells(cells: &[u16], geometry: &Geometry) -> Result<(), String> {
    match cells
        .iter()
        .find(|&&cell| usize::from(cell) >= geometry.cells())
    {
        Some(cell) => Err(format!(
            "cell {cell} is off a {0}x{0} grid (cells 0 to {1})",
            geometry.size(),
            geometry.cells() - 1
        )),
        None => Ok(()),
    }
}

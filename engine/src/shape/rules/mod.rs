//! The rules beyond rows, columns and regions, one file each, and what
//! they compile to ([`Constraints`]). A new rule is a file here that
//! implements [`Rule`] and reads its text, plus one entry of [`RULES`].
//!
//! In the text form a rule is its tag, with arguments after `=` for rules
//! that carry data: `x`, `windoku`, `antiknight`, `house=0.10.20`,
//! `cage=15:0.1.2`, `thermo=0.1.2`, `arrow=0:1.2`, `white=0.1`,
//! `xv=X:0.1`, `negative=white` (see [`read`]; cells are 0-based).
//!
//! Rules compile to a few kinds, never to special cases in the engines:
//! houses, groups of distinct digits (maybe with a sum), pairs of cells
//! with a [`Relation`] (thermometers, dots, XV, whispers, renban spans,
//! palindromes, clones, minimum and maximum cells, indexers), weighted
//! sums whose digits may repeat (arrows, little killers), narrowed cells
//! (odd, even) and sequences a small machine reads in order (outside clues,
//! between lines, quadruples; see [`Automaton`]).

mod anti_king;
mod anti_knight;
mod arrow;
mod between;
mod cage;
mod clone;
mod diagonals;
mod disjoint;
pub mod drawing;
mod entropic;
mod extremum;
mod house;
mod indexer;
mod kropki;
mod little_killer;
mod negative;
mod non_consecutive;
mod outside;
mod palindrome;
mod parity;
mod quadruple;
mod region_sum;
mod relation;
mod renban;
mod sandwich;
mod sequence;
mod skyscraper;
mod thermometer;
mod whisper;
mod windows;
mod x_sum;
mod xv;
mod zipper;

use std::fmt;
use std::sync::Arc;

use super::Geometry;

pub use cage::Cage;
pub use drawing::Mark;
pub use relation::Relation;
pub use sequence::{
    leads_to, live_layers, supported_digits, Automaton, Sequence, TooManyMoves, PRUNING_MOVES,
};

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
    /// How the rule is drawn over the board ([`Mark`]); none for a rule
    /// drawn as a region (cages, extra houses, diagonals) or named beside
    /// the board (anti-knight, negative constraints).
    fn marks(&self) -> Vec<Mark> {
        Vec::new()
    }
    /// The plural a description counts rules of this kind by
    /// (`killer cages`, `thermometers`), for rules a puzzle has many of.
    fn plural(&self) -> Option<&'static str> {
        None
    }
    /// True for a rule about what the other rules leave out (a negative
    /// constraint: every pair without a dot): it is compiled after them.
    fn reads_other_rules(&self) -> bool {
        false
    }
}

/// Reads a rule from its text (the tag and its data).
type Reader = fn(data: Option<&str>) -> Result<Arc<dyn Rule>, String>;

/// One kind of rule: its tag, the other spellings people use for it, an
/// example of its text on a 9x9 (for listings and tests), and its reader.
pub struct RuleKind {
    pub tag: &'static str,
    pub aliases: &'static [&'static str],
    pub example: &'static str,
    read: Reader,
}

/// Every rule by tag.
pub static RULES: &[RuleKind] = &[
    RuleKind {
        tag: "x",
        aliases: &["diagonal", "diagonals", "sudoku-x"],
        example: "x",
        read: diagonals::read,
    },
    RuleKind {
        tag: "windoku",
        aliases: &["hyper", "windows"],
        example: "windoku",
        read: windows::read,
    },
    RuleKind {
        tag: "disjoint",
        aliases: &["disjointgroups"],
        example: "disjoint",
        read: disjoint::read,
    },
    RuleKind {
        tag: "antiknight",
        aliases: &[],
        example: "antiknight",
        read: anti_knight::read,
    },
    RuleKind {
        tag: "antiking",
        aliases: &[],
        example: "antiking",
        read: anti_king::read,
    },
    RuleKind {
        tag: "nonconsecutive",
        aliases: &["nonconsec", "anticonsecutive"],
        example: "nonconsecutive",
        read: non_consecutive::read,
    },
    RuleKind {
        tag: "house",
        aliases: &["extraregion"],
        example: "house=0.10.20",
        read: house::read,
    },
    RuleKind {
        tag: "cage",
        aliases: &["killer"],
        example: "cage=15:0.1.2",
        read: cage::read,
    },
    RuleKind {
        tag: "thermo",
        aliases: &["thermometer"],
        example: "thermo=0.1.2",
        read: thermometer::read,
    },
    RuleKind {
        tag: "slowthermo",
        aliases: &["slowthermometer"],
        example: "slowthermo=0.9.18",
        read: thermometer::read_slow,
    },
    RuleKind {
        tag: "arrow",
        aliases: &[],
        example: "arrow=0:1.2.3",
        read: arrow::read,
    },
    RuleKind {
        tag: "littlekiller",
        aliases: &[],
        example: "littlekiller=15:0.10.20",
        read: little_killer::read,
    },
    RuleKind {
        tag: "white",
        aliases: &["whitedot", "difference"],
        example: "white=0.1",
        read: kropki::read_white,
    },
    RuleKind {
        tag: "black",
        aliases: &["blackdot", "ratio"],
        example: "black=0.9",
        read: kropki::read_black,
    },
    RuleKind {
        tag: "xv",
        aliases: &[],
        example: "xv=X:0.1",
        read: xv::read,
    },
    RuleKind {
        tag: "negative",
        aliases: &[],
        example: "negative=white",
        read: negative::read,
    },
    RuleKind {
        tag: "odd",
        aliases: &[],
        example: "odd=0.40",
        read: parity::read_odd,
    },
    RuleKind {
        tag: "even",
        aliases: &[],
        example: "even=3.4",
        read: parity::read_even,
    },
    RuleKind {
        tag: "minimum",
        aliases: &["min"],
        example: "minimum=40",
        read: extremum::read_minimum,
    },
    RuleKind {
        tag: "maximum",
        aliases: &["max"],
        example: "maximum=3.77",
        read: extremum::read_maximum,
    },
    RuleKind {
        tag: "palindrome",
        aliases: &[],
        example: "palindrome=0.1.2.3",
        read: palindrome::read,
    },
    RuleKind {
        tag: "clone",
        aliases: &[],
        example: "clone=0.1:30.31",
        read: clone::read,
    },
    RuleKind {
        tag: "whisper",
        aliases: &["germanwhispers", "whispers"],
        example: "whisper=0.1.2",
        read: whisper::read,
    },
    RuleKind {
        tag: "renban",
        aliases: &[],
        example: "renban=0.1.2",
        read: renban::read,
    },
    RuleKind {
        tag: "entropic",
        aliases: &["entropicline"],
        example: "entropic=0.1.2.3",
        read: entropic::read,
    },
    RuleKind {
        tag: "zipper",
        aliases: &["zipperline"],
        example: "zipper=0.1.2.3.4",
        read: zipper::read,
    },
    RuleKind {
        tag: "regionsum",
        aliases: &["regionsumline"],
        example: "regionsum=0.1.2.3.4",
        read: region_sum::read,
    },
    RuleKind {
        tag: "between",
        aliases: &["betweenline"],
        example: "between=0.1.2.3",
        read: between::read,
    },
    RuleKind {
        tag: "quadruple",
        aliases: &["quad"],
        example: "quadruple=1.1.5:0.1.9.10",
        read: quadruple::read,
    },
    RuleKind {
        tag: "sandwich",
        aliases: &["sandwichsum"],
        example: "sandwich=18:0.1.2.3.4.5.6.7.8",
        read: sandwich::read,
    },
    RuleKind {
        tag: "xsum",
        aliases: &["xsums"],
        example: "xsum=15:8.17.26.35.44.53.62.71.80",
        read: x_sum::read,
    },
    RuleKind {
        tag: "skyscraper",
        aliases: &["skyscrapers"],
        example: "skyscraper=4:72.63.54.45.36.27.18.9.0",
        read: skyscraper::read,
    },
    RuleKind {
        tag: "rowindexer",
        aliases: &["rowindex"],
        example: "rowindexer=0.36",
        read: indexer::read_row,
    },
    RuleKind {
        tag: "columnindexer",
        aliases: &["colindexer", "columnindex"],
        example: "columnindexer=0.9.18",
        read: indexer::read_column,
    },
    RuleKind {
        tag: "boxindexer",
        aliases: &["boxindex"],
        example: "boxindexer=40",
        read: indexer::read_box,
    },
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
    let kind = RULES
        .iter()
        .find(|kind| kind.tag == key || kind.aliases.contains(&key.as_str()))
        .ok_or_else(|| {
            let known: Vec<&str> = RULES.iter().map(|kind| kind.tag).collect();
            format!("unknown rule '{tag}' (known: {})", known.join(", "))
        })?;
    (kind.read)(data)
}

/// The cells of each house and group `rule` adds on a grid of `geometry`
/// (windoku's windows, an extra house), for drawing and writing it; none
/// when the rule does not fit the grid.
pub fn houses_of_rule(rule: &dyn Rule, geometry: &Geometry) -> Vec<Vec<u16>> {
    let mut scratch = Constraints::default();
    if rule.constrain(geometry, &mut scratch).is_err() {
        return Vec::new();
    }
    let houses = scratch.houses.into_iter().map(|house| house.cells);
    houses
        .chain(scratch.groups.into_iter().map(|group| group.cells))
        .collect()
}

/// Refuses data for a rule that takes none.
fn no_data(tag: &str, data: Option<&str>, rule: Arc<dyn Rule>) -> Result<Arc<dyn Rule>, String> {
    match data {
        None => Ok(rule),
        Some(data) => Err(format!("the rule '{tag}' takes no data, not '={data}'")),
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

/// Cells whose digits, each times its weight, add up to a total; digits
/// may repeat (an arrow: the arrow's cells less its circle's number; a
/// little killer's diagonal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightedSum {
    pub name: String,
    /// Each cell once, with its weight.
    pub terms: Vec<(u16, i32)>,
    pub total: i32,
}

impl WeightedSum {
    /// True when the digits `of` each cell add up to the total.
    pub fn holds(&self, of: impl Fn(usize) -> u8) -> bool {
        let total: i64 = self
            .terms
            .iter()
            .map(|&(cell, weight)| i64::from(weight) * i64::from(of(usize::from(cell))))
            .sum();
        total == i64::from(self.total)
    }

    /// The sum as a sequence read by its running total, for the engines
    /// that read every rule over a line the same way.
    pub fn as_sequence(&self) -> Sequence {
        Sequence {
            name: self.name.clone(),
            cells: self.terms.iter().map(|&(cell, _)| cell).collect(),
            machine: Arc::new(RunningTotal {
                weights: self.terms.iter().map(|&(_, weight)| weight).collect(),
                total: self.total,
            }),
        }
    }
}

/// A weighted sum's machine: the state is the total so far.
#[derive(Debug)]
struct RunningTotal {
    weights: Vec<i32>,
    total: i32,
}

impl Automaton for RunningTotal {
    fn start(&self) -> u64 {
        0
    }

    fn step(&self, state: u64, position: usize, digit: u8) -> Option<u64> {
        let term = i64::from(self.weights[position]) * i64::from(digit);
        Some((state as i64 + term) as u64)
    }

    fn accepts(&self, state: u64) -> bool {
        state as i64 == i64::from(self.total)
    }
}

/// What a shape demands of a grid: every rule compiled.
#[derive(Clone, Debug, Default)]
pub struct Constraints {
    /// Each digit exactly once (rows, columns, regions, full extra houses).
    pub houses: Vec<House>,
    /// Distinct digits, maybe with a sum (cages, short extra houses).
    pub groups: Vec<Group>,
    /// Cell pairs whose digits must relate (anti-knight, non-consecutive,
    /// thermometers, dots...): the first cell's digit, then the second's.
    pub pairs: Vec<(u16, u16, Relation)>,
    /// Weighted sums whose digits may repeat (arrows, little killers).
    pub sums: Vec<WeightedSum>,
    /// Cells whose digits a rule narrows (odd, even), and the digits
    /// they may hold; a cell may be listed more than once.
    pub narrowed: Vec<(u16, u64)>,
    /// Cells a machine reads in order (sandwiches, X-sums, skyscrapers,
    /// between lines, quadruples).
    pub sequences: Vec<Sequence>,
    /// Per cell: the cells that must hold another digit (houses, groups,
    /// `Differ` pairs), sorted, no repeats.
    pub peers: Vec<Vec<u16>>,
    /// Per cell: the houses it is in (indices into `houses`).
    pub houses_of: Vec<Vec<u16>>,
    /// Per cell: its groups (indices into `groups`).
    pub groups_of: Vec<Vec<u16>>,
    /// Per cell: the other cells it is paired with by a relation other
    /// than `Differ`, and the relation read from this cell.
    pub related: Vec<Vec<(u16, Relation)>>,
    /// Per cell: the digits the rules leave it (empty when no rule
    /// narrows a cell).
    pub allowed: Vec<u64>,
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

    /// Every pair read from each end: `(from, to, relation)` with the
    /// relation read from `from` (see [`Relation::reversed`]).
    pub fn pairs_both_ways(&self) -> impl Iterator<Item = (u16, u16, Relation)> + '_ {
        self.pairs
            .iter()
            .flat_map(|&(a, b, relation)| [(a, b, relation), (b, a, relation.reversed())])
    }

    /// The houses that are the grid's regions: the jigsaw's where it has
    /// them, else the boxes (none on a grid of rows only).
    pub fn regions(&self) -> Vec<&[u16]> {
        let named = |prefix: &str| -> Vec<&[u16]> {
            self.houses
                .iter()
                .filter(|house| house.name.starts_with(prefix))
                .map(|house| house.cells.as_slice())
                .collect()
        };
        let regions = named("region ");
        if regions.is_empty() {
            named("box ")
        } else {
            regions
        }
    }

    /// True when a swap of two digits throughout the grid may break a
    /// rule beyond houses and groups (pairs, weighted sums, narrowed
    /// cells, sequences): the uniqueness techniques' deadly patterns
    /// assume none.
    pub fn has_digit_rules(&self) -> bool {
        !self.pairs.is_empty()
            || !self.sums.is_empty()
            || !self.narrowed.is_empty()
            || !self.sequences.is_empty()
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
                    related[usize::from(b)].push((a, other.reversed()));
                }
            }
        }
        for list in &mut peers {
            list.sort_unstable();
            list.dedup();
        }
        for list in &mut related {
            list.sort_unstable();
            list.dedup();
        }
        if !self.narrowed.is_empty() {
            let all = if size == 64 { !0 } else { (1u64 << size) - 1 };
            let mut allowed = vec![all; cells];
            for &(cell, digits) in &self.narrowed {
                allowed[usize::from(cell)] &= digits;
            }
            self.allowed = allowed;
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
    let cells = cells_in_order(text)?;
    match revisited(&cells) {
        Some(cell) => Err(format!("cell {cell} is listed twice")),
        None => Ok(cells),
    }
}

/// The cells `text` lists, in order, repeats and all.
fn cells_in_order(text: &str) -> Result<Vec<u16>, String> {
    text.split('.')
        .map(|part| {
            part.trim().parse().map_err(|_| {
                format!("'{part}' is not a cell number (0-based, cells separated by '.')")
            })
        })
        .collect()
}

/// The first cell `cells` lists a second time.
fn revisited(cells: &[u16]) -> Option<u16> {
    (1..cells.len())
        .find(|&i| cells[..i].contains(&cells[i]))
        .map(|i| cells[i])
}

/// The cells of a drawn line (`whisper=0.1.2`), in order from its start,
/// at least `least` of them: a line may come back through a cell it
/// passed (a whisper turning back), never stay on one (the same cell
/// twice in a row). Each rule says what a cell met twice means, or
/// refuses it.
fn read_path(tag: &str, data: Option<&str>, least: usize) -> Result<Vec<u16>, String> {
    let data = data.ok_or_else(|| format!("{} lists its cells: {tag}=0.1.2", with_article(tag)))?;
    let cells = cells_in_order(data)?;
    if cells.len() < least {
        return Err(format!("{} has at least {least} cells", with_article(tag)));
    }
    if let Some(pair) = cells.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(format!(
            "{} goes from one cell to the next: cell {} is listed twice in a row",
            with_article(tag),
            pair[0]
        ));
    }
    Ok(cells)
}

/// Checks that the cells of `line` (named `what`) are on a grid of
/// `geometry` and that each touches the next, by an edge or a corner, as
/// drawing tools draw lines.
fn check_line(what: &str, line: &[u16], geometry: &Geometry) -> Result<(), String> {
    check_cells(line, geometry)?;
    let apart = |pair: &&[u16]| {
        let (a, b) = (usize::from(pair[0]), usize::from(pair[1]));
        let rows = geometry.row_of(a).abs_diff(geometry.row_of(b));
        let cols = geometry.col_of(a).abs_diff(geometry.col_of(b));
        rows > 1 || cols > 1
    };
    match line.windows(2).find(apart) {
        Some(pair) => Err(format!(
            "the {what} from {} goes from {} to {}, which do not touch: each cell of a line \
             touches the next, by an edge or a corner",
            geometry.cell_name(usize::from(line[0])),
            geometry.cell_name(usize::from(pair[0])),
            geometry.cell_name(usize::from(pair[1]))
        )),
        None => Ok(()),
    }
}

/// The value and the cells of `value:cells` data (`15:0.1.2`); the value
/// is `None` where the data has no `:`.
fn split_value(data: &str) -> (Option<&str>, &str) {
    match data.split_once(':') {
        Some((value, cells)) => (Some(value.trim()), cells),
        None => (None, data),
    }
}

/// The number a rule carries, `what` naming it in the error.
fn read_number(text: &str, what: &str) -> Result<u32, String> {
    text.parse().map_err(|_| format!("'{text}' is not {what}"))
}

/// The cells of a line rule (`thermo=0.1.2`), at least `least` of them.
fn read_line(tag: &str, data: Option<&str>, least: usize) -> Result<Vec<u16>, String> {
    let data = data.ok_or_else(|| format!("{} lists its cells: {tag}=0.1.2", with_article(tag)))?;
    let cells = read_cells(data)?;
    if cells.len() < least {
        return Err(format!("{} has at least {least} cells", with_article(tag)));
    }
    Ok(cells)
}

/// `noun` after its indefinite article: "a thermometer", "an odd", "an
/// X-sum" (a capital letter alone is said by its name).
pub(crate) fn with_article(noun: &str) -> String {
    let mut chars = noun.chars();
    let first = chars.next().unwrap_or(' ');
    let spelled = first.is_ascii_uppercase() && !chars.next().is_some_and(char::is_lowercase);
    let vowel_sound = match spelled {
        true => "AEFHILMNORSX".contains(first),
        false => "aeiouAEIOU".contains(first),
    };
    format!("{} {noun}", if vowel_sound { "an" } else { "a" })
}

/// Checks that two cells share an edge.
fn check_adjacent(geometry: &Geometry, a: u16, b: u16) -> Result<(), String> {
    let (a, b) = (usize::from(a), usize::from(b));
    let rows = geometry.row_of(a).abs_diff(geometry.row_of(b));
    let cols = geometry.col_of(a).abs_diff(geometry.col_of(b));
    if rows + cols == 1 {
        Ok(())
    } else {
        Err(format!(
            "{} and {} do not share an edge",
            geometry.cell_name(a),
            geometry.cell_name(b)
        ))
    }
}

/// The cells sharing an edge with `cell`.
fn orthogonal(geometry: &Geometry, cell: usize) -> impl Iterator<Item = usize> + '_ {
    [(-1, 0), (1, 0), (0, -1), (0, 1)]
        .into_iter()
        .filter_map(move |(dr, dc)| geometry.offset(cell, dr, dc))
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

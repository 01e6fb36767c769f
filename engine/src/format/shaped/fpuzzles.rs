//! f-puzzles links: `https://www.f-puzzles.com/?load=<data>`, where the data
//! is lz-string's `compressToBase64` of the puzzle's JSON (`size`, `grid` of
//! cells `{value, given, region}`, and one key per rule). [`read_data`]
//! takes the data, [`read_json`] the JSON; both build the puzzle from its
//! size, givens, regions and the rules Sudoku Lab has, and any other rule is
//! named in the error, never dropped.
//!
//! Also the part the SudokuPad reader ([`super::sudokupad`]) shares: the
//! builder of a puzzle from its cells, regions and rules.

use serde_json::{Map, Value};

use super::fpuzzles_drawn::{read_drawn, DRAWN};
use super::fpuzzles_figures::{read_figures, FIGURES};
use super::lz::decode;
use super::{About, Imported, ShapedError, ShapedText};
use crate::shape::rules::{self, Constraints};
use crate::shape::{BoxSize, Geometry, Shape, Sudoku, Values, MAX_SIZE, MIN_SIZE, SIZES};

/// True for text that starts like bare f-puzzles data: the compressed
/// form of `{"...` (a character outside base64 is then an error that says
/// so, not another format).
pub(super) fn looks_like_data(text: &str) -> bool {
    text.starts_with("N4Ig")
}

/// Reads f-puzzles link data (the part after `?load=`); `repair_slashes`
/// for data taken from a link (a single `/` is tried doubled, as
/// SudokuPad does: link shorteners turn `//` into `/`).
pub fn read_data(raw: &str, repair_slashes: bool) -> Result<Imported, ShapedError> {
    let json = decode(raw, "an f-puzzles link", repair_slashes, |text| {
        serde_json::from_str::<Value>(text)
            .map_err(|error| format!("the f-puzzles data is not valid JSON: {error}"))
    })
    .map_err(ShapedError::new)?;
    read_json(&json)
}

/// The ASCII case-insensitive place of `needle` in `text`.
pub(super) fn find_ignore_case(text: &str, needle: &str) -> Option<usize> {
    let needle = needle.as_bytes();
    text.as_bytes()
        .windows(needle.len())
        .position(|window| window.eq_ignore_ascii_case(needle))
}

/// Reads an f-puzzles link (`None` when `text` names no f-puzzles.com
/// page): `?load=<data>` is read, `?id=` is on the f-puzzles server.
pub fn read_link(text: &str) -> Option<Result<Imported, ShapedError>> {
    let at = find_ignore_case(text, "f-puzzles.com")?;
    let rest = &text[at..];
    let query = rest.split_once('?').map_or("", |(_, query)| query);
    let query = query.split('#').next().unwrap_or("");
    for part in query.split('&') {
        if let Some(data) = part.strip_prefix("load=") {
            return Some(read_data(data, true));
        }
        if part.starts_with("id=") {
            return Some(Err(ShapedError::new(
                "an f-puzzles ?id= link is stored on the f-puzzles server and cannot be opened \
                 offline; open it on f-puzzles.com and export it as a ?load= link",
            )));
        }
    }
    Some(Err(ShapedError::new(
        "this f-puzzles link holds no puzzle: expected https://www.f-puzzles.com/?load=<data>",
    )))
}

// ---------------------------------------------------------------------------
// The puzzle: what is read, then the shape built from it.

/// The most rules (cages, extra houses...) a link of an N x N puzzle may
/// name: a cage on every cell and room for more; a link that names more
/// is refused before its shape is built.
pub fn most_rules(size: usize) -> usize {
    size * size + 64
}

/// A puzzle as a link describes it, before its shape is built.
#[derive(Debug, Default)]
pub(super) struct Plan {
    pub(super) size: usize,
    /// Row by row, 0 for empty.
    pub(super) givens: Vec<u8>,
    /// Each cell's region when they are neither the usual boxes nor
    /// boxes of another shape.
    pub(super) regions: Option<Vec<usize>>,
    /// The boxes when the regions are boxes of a shape not the usual one.
    pub(super) boxes: Option<BoxSize>,
    /// Each cell's candidates (bit `d - 1` for digit `d`) when the puzzle
    /// gives pencil marks.
    pub(super) marks: Option<Vec<u64>>,
    /// Rules in the text form of [`crate::shape::rules::read`], each with
    /// what it came from for errors ("killer cage 3 (at r1c1)").
    pub(super) rules: Vec<(String, String)>,
    pub(super) solution: Option<Vec<u8>>,
}

impl Plan {
    /// An empty plan of `size` with the usual boxes.
    pub(super) fn new(size: usize) -> Plan {
        Plan {
            size,
            givens: vec![0; size * size],
            ..Plan::default()
        }
    }

    /// Takes `regions` (each cell's region, any numbering): nothing where
    /// they are the usual boxes (rows for a prime size), the box shape
    /// where they are boxes of another (3x2 in a 6x6), else a jigsaw.
    pub(super) fn set_regions(&mut self, regions: &[usize]) {
        let regions = canonical(regions);
        self.regions = None;
        self.boxes = None;
        if regions == canonical(&default_regions(self.size)) {
            return;
        }
        let size = self.size;
        let boxes = (1..=size)
            .filter(|rows| size.is_multiple_of(*rows))
            .map(|rows| BoxSize {
                rows,
                cols: size / rows,
            })
            .find(|&boxes| canonical(&box_regions(size, boxes)) == regions);
        match boxes {
            Some(boxes) => self.boxes = Some(boxes),
            None => self.regions = Some(regions),
        }
    }

    /// Adds a rule by its text.
    pub(super) fn rule(&mut self, text: String, from: impl Into<String>) {
        self.rules.push((text, from.into()));
    }

    /// Adds extra houses: the windoku rule when they are its windows
    /// exactly, else one `house=` each.
    pub(super) fn extra_houses(&mut self, houses: Vec<Vec<usize>>, from: &str) {
        if !houses.is_empty() && same_sets(&houses, &rule_houses(self.size, None, "windoku")) {
            self.rule("windoku".into(), from);
            return;
        }
        for (index, house) in houses.into_iter().enumerate() {
            let at = cell_name(self.size, house.first().copied().unwrap_or(0));
            self.rule(
                format!("house={}", join(&house)),
                format!("{from} {} (at {at})", index + 1),
            );
        }
    }

    /// Adds the diagonals: `x` for both, a house for one.
    pub(super) fn diagonals(&mut self, main: bool, anti: bool) {
        let n = self.size;
        match (main, anti) {
            (true, true) => self.rule("x".into(), "both diagonals"),
            (true, false) => self.rule(
                format!(
                    "house={}",
                    join(&(0..n).map(|i| i * n + i).collect::<Vec<_>>())
                ),
                "the main diagonal",
            ),
            (false, true) => self.rule(
                format!(
                    "house={}",
                    join(&(0..n).map(|i| i * n + n - 1 - i).collect::<Vec<_>>())
                ),
                "the anti-diagonal",
            ),
            (false, false) => {}
        }
    }

    /// Adds disjoint groups: the rule on the usual boxes, nothing where the
    /// regions are rows (the groups are the columns). False on irregular
    /// regions, where nothing is added (the caller names it unsupported).
    pub(super) fn disjoint(&mut self) -> bool {
        match (&self.regions, self.boxes, BoxSize::default_for(self.size)) {
            (None, None, Some(_)) => self.rule("disjoint".into(), "disjoint groups"),
            (None, None, None) => {}
            _ => return false,
        }
        true
    }

    /// Adds groups given cell by cell: the disjoint rule when they are its
    /// groups exactly, else one house each.
    pub(super) fn disjoint_groups(&mut self, groups: Vec<Vec<usize>>) {
        let boxes = BoxSize::default_for(self.size);
        if self.regions.is_none()
            && self.boxes.is_none()
            && boxes.is_some()
            && same_sets(&groups, &rule_houses(self.size, boxes, "disjoint"))
        {
            self.rule("disjoint".into(), "disjoint groups");
            return;
        }
        for (index, group) in groups.into_iter().enumerate() {
            self.rule(
                format!("house={}", join(&group)),
                format!("disjoint group {}", index + 1),
            );
        }
    }

    /// Adds a killer cage, with or without its sum.
    pub(super) fn cage(&mut self, cells: &[usize], sum: Option<u32>, from: String) {
        let sum = sum.map_or(String::new(), |sum| sum.to_string());
        self.rule(format!("cage={sum}:{}", join(cells)), from);
    }

    /// The puzzle: the shape, every rule, the givens checked, and the
    /// solution checked against them (`source` names the site in errors).
    pub(super) fn build(self, source: &str) -> Result<ShapedText, ShapedError> {
        let error = |message: String| ShapedError::new(message);
        let most = most_rules(self.size);
        if self.rules.len() > most {
            return Err(error(format!(
                "the {source} puzzle has {} cages, extra houses and other rules; a {n}x{n} \
                 puzzle has at most {most}",
                self.rules.len(),
                n = self.size
            )));
        }
        let mut shape = match self.boxes {
            Some(boxes) => Shape::boxed(self.size, boxes),
            None => Shape::square(self.size),
        }
        .map_err(|e| error(e.0))?;
        if let Some(regions) = self.regions {
            let regions = regions.into_iter().map(|r| r.min(255) as u8).collect();
            shape = shape
                .with_regions(regions, false)
                .map_err(|e| error(format!("the {source} regions are not a jigsaw: {e}")))?;
        }
        let mut rules = Vec::with_capacity(self.rules.len());
        for (text, from) in &self.rules {
            rules.push(rules::read(text).map_err(|e| error(format!("{from}: {e}")))?);
        }
        // Built once, whatever the number of rules.
        let shape = shape.with_rules(rules).map_err(|e| {
            let named = self
                .rules
                .iter()
                .find_map(|(text, from)| Some((from, e.0.strip_prefix(&format!("{text}: "))?)));
            match named {
                Some((from, why)) => error(format!("{from}: {why}")),
                None => error(e.0.clone()),
            }
        })?;
        let givens = Values::from_cells(self.size, self.givens).expect("digits checked");
        let sudoku = match self.marks {
            None => Sudoku::new(shape.clone(), givens.clone()),
            Some(marks) => {
                let marks: Vec<u64> = (marks.iter().enumerate())
                    .map(|(cell, &set)| match givens.get(cell) {
                        0 => set,
                        digit => set & (1 << (digit - 1)),
                    })
                    .collect();
                Sudoku::from_marks(shape.clone(), &marks)
            }
        }
        .map_err(|e| error(e.to_string()))?;
        let solution = match self.solution {
            None => None,
            Some(cells) => {
                let solution = Values::from_cells(self.size, cells).expect("digits checked");
                if let Some(cell) = (0..solution.cells().len())
                    .find(|&cell| givens.get(cell) != 0 && givens.get(cell) != solution.get(cell))
                {
                    return Err(error(format!(
                        "the solution stored in the {source} puzzle has {} at {}, where the given is {}",
                        solution.get(cell),
                        cell_name(self.size, cell),
                        givens.get(cell)
                    )));
                }
                if let Err(why) = Sudoku::new(shape, solution.clone()) {
                    return Err(error(format!(
                        "the solution stored in the {source} puzzle breaks its rules as read \
                         (so they were not read right): {why}"
                    )));
                }
                Some(solution)
            }
        };
        Ok(ShapedText {
            solution,
            ..ShapedText::of(sudoku)
        })
    }
}

/// The usual region of each cell: the boxes of [`BoxSize::default_for`]
/// (f-puzzles and SudokuPad draw the same ones), rows for a prime size.
pub(super) fn default_regions(size: usize) -> Vec<usize> {
    match BoxSize::default_for(size) {
        Some(boxes) => box_regions(size, boxes),
        None => (0..size * size).map(|cell| cell / size).collect(),
    }
}

/// Each cell's box, numbered row by row, in an N x N grid of `boxes`.
pub(super) fn box_regions(size: usize, boxes: BoxSize) -> Vec<usize> {
    (0..size * size)
        .map(|cell| {
            let (r, c) = (cell / size, cell % size);
            (r / boxes.rows) * (size / boxes.cols) + c / boxes.cols
        })
        .collect()
}

/// Regions renumbered 0, 1, 2... in order of first appearance.
fn canonical(regions: &[usize]) -> Vec<usize> {
    let mut seen: Vec<usize> = Vec::new();
    regions
        .iter()
        .map(
            |region| match seen.iter().position(|other| other == region) {
                Some(index) => index,
                None => {
                    seen.push(*region);
                    seen.len() - 1
                }
            },
        )
        .collect()
}

/// The houses the rule `tag` adds to an N x N grid with `boxes`.
fn rule_houses(size: usize, boxes: Option<BoxSize>, tag: &str) -> Vec<Vec<usize>> {
    let mut out = Constraints::default();
    let added = Geometry::new(size, boxes)
        .ok()
        .zip(rules::read(tag).ok())
        .is_some_and(|(geometry, rule)| rule.constrain(&geometry, &mut out).is_ok());
    if !added {
        return Vec::new();
    }
    out.houses
        .iter()
        .map(|house| house.cells.iter().map(|&cell| usize::from(cell)).collect())
        .collect()
}

/// True when `a` and `b` are the same sets of cells, in any order.
fn same_sets(a: &[Vec<usize>], b: &[Vec<usize>]) -> bool {
    let sorted = |sets: &[Vec<usize>]| {
        let mut sets: Vec<Vec<usize>> = sets
            .iter()
            .map(|set| {
                let mut set = set.clone();
                set.sort_unstable();
                set
            })
            .collect();
        sets.sort();
        sets
    };
    a.len() == b.len() && sorted(a) == sorted(b)
}

/// Cells in the rule text form: `0.1.2`.
pub(super) fn join(cells: &[usize]) -> String {
    cells
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(".")
}

/// `r3c4`, 1-based.
pub(super) fn cell_name(size: usize, cell: usize) -> String {
    format!("r{}c{}", cell / size + 1, cell % size + 1)
}

/// A whole number from JSON: a number, or a string of one (the links
/// write sums and digits both ways).
pub(super) fn whole(value: &Value) -> Option<i64> {
    match value {
        Value::Number(number) => number.as_i64().or_else(|| {
            number
                .as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
                .map(|f| f as i64)
        }),
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    }
}

/// How much of a rule a JSON value holds: `None` for nothing (absent,
/// `null`, `false`, empty), else the count of its entries (1 for a flag).
pub(super) fn amount(value: &Value) -> Option<usize> {
    match value {
        Value::Null | Value::Bool(false) => None,
        Value::Array(items) if items.is_empty() => None,
        Value::Array(items) => Some(items.len()),
        Value::String(text) if text.is_empty() => None,
        Value::Object(map) if map.is_empty() => None,
        _ => Some(1),
    }
}

/// The keys of `root` that are neither `read` nor `ignored` and hold
/// something, named for the unsupported list.
pub(super) fn unread_rules(
    root: &Map<String, Value>,
    read: &[&str],
    ignored: &[&str],
) -> Vec<String> {
    root.iter()
        .filter(|(key, _)| !read.contains(&key.as_str()) && !ignored.contains(&key.as_str()))
        .filter_map(|(key, value)| amount(value).map(|count| named(key, value, count)))
        .collect()
}

/// A rule named in the unsupported list: `thermometer (3)`, or the bare
/// name for a flag.
fn named(name: &str, value: &Value, count: usize) -> String {
    let name: String = name.chars().take(40).collect();
    match value {
        Value::Array(_) => format!("{name} ({count})"),
        _ => name,
    }
}

/// The error for rules the puzzle uses that Sudoku Lab lacks (the first
/// dozen by name).
pub(super) fn unsupported_error(source: &str, mut names: Vec<String>) -> ShapedError {
    names.sort();
    names.dedup();
    let more = names.len().saturating_sub(12);
    names.truncate(12);
    if more > 0 {
        names.push(format!("and {more} more"));
    }
    ShapedError::new(format!(
        "this {source} puzzle uses rules Sudoku Lab does not support yet: {}",
        names.join(", ")
    ))
}

// ---------------------------------------------------------------------------
// f-puzzles' JSON.

/// Keys read into the puzzle's grid.
const READ: &[&str] = &["size", "grid", "solution", "cage"];

/// Keys of the rules read here (the drawn ones are [`DRAWN`]).
pub(super) const RULES: &[&str] = &[
    "diagonal+",
    "diagonal-",
    "antiknight",
    "antiking",
    "nonconsecutive",
    "disjointgroups",
    "killercage",
    "extraregion",
];

/// Keys that change nothing about the solution: metadata, drawings, the
/// editor's settings and fog of war (which hides, but does not constrain).
const IGNORED: &[&str] = &[
    "title",
    "author",
    "ruleset",
    "highlightConflicts",
    "disabledlogic",
    "truecandidatesoptions",
    "fogofwar",
    "foglight",
    "triggereffect",
];

/// Reads f-puzzles JSON into a puzzle.
pub fn read_json(json: &Value) -> Result<Imported, ShapedError> {
    let error = |message: String| ShapedError::new(message);
    let root = json.as_object().ok_or_else(|| {
        error(
            "the f-puzzles data is not a puzzle: expected a JSON object with \"size\" and \"grid\""
                .into(),
        )
    })?;
    let read: Vec<&str> = (READ.iter().chain(RULES).chain(DRAWN).chain(FIGURES))
        .copied()
        .collect();
    let mut unsupported = unread_rules(root, &read, IGNORED);
    let cosmetic = list(root, "cage")?
        .iter()
        .filter(|cage| cosmetic_cage_matters(cage))
        .count();
    if cosmetic > 0 {
        unsupported.push(format!("cage with a value ({cosmetic})"));
    }

    let grid = root.get("grid").and_then(Value::as_array).ok_or_else(|| {
        error("the f-puzzles data has no \"grid\" (a list of rows of cells)".into())
    })?;
    let size = match root.get("size") {
        None => grid.len(),
        Some(value) => whole(value)
            .filter(|&size| usize::try_from(size).is_ok_and(|size| SIZES.contains(&size)))
            .ok_or_else(|| {
                error(format!(
                    "\"size\" is {}; expected a whole number from {MIN_SIZE} to {MAX_SIZE}",
                    brief(value)
                ))
            })? as usize,
    };
    if grid.len() != size {
        return Err(error(format!(
            "the f-puzzles grid has {} rows; a puzzle of size {size} has {size}",
            grid.len()
        )));
    }
    let mut plan = Plan::new(size);
    let defaults = default_regions(size);
    let mut regions: Vec<Option<usize>> = defaults.iter().copied().map(Some).collect();
    let mut marks = vec![(1u64 << size) - 1; size * size];
    let mut marked = false;
    for (r, row) in grid.iter().enumerate() {
        let row = row
            .as_array()
            .filter(|row| row.len() == size)
            .ok_or_else(|| {
                error(format!(
                    "row {} of the f-puzzles grid is {}; expected a list of {size} cells",
                    r + 1,
                    brief(row)
                ))
            })?;
        for (c, cell) in row.iter().enumerate() {
            let index = r * size + c;
            let name = || cell_name(size, index);
            let cell = match cell {
                Value::Object(cell) => cell,
                Value::Null => continue,
                other => {
                    return Err(error(format!(
                        "{} is {}; expected a cell object",
                        name(),
                        brief(other)
                    )))
                }
            };
            let given = match cell.get("given") {
                None | Some(Value::Null) => false,
                Some(Value::Bool(given)) => *given,
                Some(other) => {
                    return Err(error(format!(
                        "{}: \"given\" is {}; expected true or false",
                        name(),
                        brief(other)
                    )))
                }
            };
            if given {
                if let Some(value) = cell.get("value").filter(|v| !v.is_null()) {
                    let digit = whole(value)
                        .filter(|&digit| (0..=size as i64).contains(&digit))
                        .ok_or_else(|| {
                            error(format!(
                                "{} holds the given {}; a {size}x{size} grid has digits 1 to {size}",
                                name(),
                                brief(value)
                            ))
                        })?;
                    plan.givens[index] = digit as u8;
                }
            }
            match cell.get("region") {
                None => {}
                Some(Value::Null) => regions[index] = None,
                Some(value) => {
                    let region = whole(value)
                        .filter(|&region| (0..size as i64).contains(&region))
                        .ok_or_else(|| {
                            error(format!(
                                "{} is in region {}; the regions of a {size}x{size} grid are numbered 0 to {}",
                                name(),
                                brief(value),
                                size - 1
                            ))
                        })?;
                    regions[index] = Some(region as usize);
                }
            }
            if let Some(digits) = cell.get("givenPencilMarks").filter(|v| amount(v).is_some()) {
                marks[index] = pencil_marks(digits, size).ok_or_else(|| {
                    error(format!(
                        "{} has the pencil marks {}; expected a list of digits 1 to {size}",
                        name(),
                        brief(digits)
                    ))
                })?;
                marked = true;
            }
        }
    }
    if marked {
        plan.marks = Some(marks);
    }
    let regionless = regions.iter().filter(|region| region.is_none()).count();
    if regionless == regions.len() {
        // No regions at all: rows and columns only.
        plan.set_regions(&(0..size * size).map(|cell| cell / size).collect::<Vec<_>>());
    } else if regionless > 0 {
        unsupported.push(format!("cells in no region ({regionless})"));
    } else {
        plan.set_regions(
            &regions
                .iter()
                .map(|r| r.expect("checked"))
                .collect::<Vec<_>>(),
        );
    }

    plan.diagonals(flag(root, "diagonal-")?, flag(root, "diagonal+")?);
    let extra = list(root, "extraregion")?
        .iter()
        .enumerate()
        .map(|(index, region)| cells_of(region, size, &format!("extra region {}", index + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    plan.extra_houses(extra, "extra region");
    if flag(root, "disjointgroups")? && !plan.disjoint() {
        unsupported.push("disjointgroups on irregular regions".into());
    }
    for tag in ["antiknight", "antiking", "nonconsecutive"] {
        if flag(root, tag)? {
            // Beside white dots, f-puzzles' non-consecutive rule holds
            // where no dot is: their negative constraint.
            match tag == "nonconsecutive" && !list(root, "difference")?.is_empty() {
                true => plan.rule("negative=white".into(), "non-consecutive beside white dots"),
                false => plan.rule(tag.into(), tag),
            }
        }
    }
    for (index, cage) in list(root, "killercage")?.iter().enumerate() {
        let what = format!("killer cage {}", index + 1);
        let cells = cells_of(cage, size, &what)?;
        let what = format!("{what} (at {})", cell_name(size, cells[0]));
        let sum = match cage.get("value") {
            None | Some(Value::Null) => None,
            Some(Value::String(text)) if text.trim().is_empty() => None,
            Some(value) => Some(
                whole(value)
                    .filter(|&sum| (1..=i64::from(u32::MAX)).contains(&sum))
                    .ok_or_else(|| {
                        error(format!(
                            "{what} has the sum {}; expected a whole number above 0",
                            brief(value)
                        ))
                    })? as u32,
            ),
        };
        plan.cage(&cells, sum, what);
    }
    read_drawn(root, &mut plan, &mut unsupported)?;
    if !unsupported.is_empty() {
        return Err(unsupported_error("f-puzzles", unsupported));
    }
    plan.solution = solution(root.get("solution"), size)?;
    let figures = read_figures(root, size)?;
    let mut puzzle = plan.build("f-puzzles")?;
    let about = About {
        title: text_of(root, "title")?,
        author: text_of(root, "author")?,
        rules: text_of(root, "ruleset")?,
        figures,
    };
    about.check(size).map_err(ShapedError::new)?;
    puzzle.sudoku = puzzle.sudoku.with_about(about);
    Ok(Imported {
        puzzle,
        source: "f-puzzles",
    })
}

/// A flag: absent and `null` are false.
fn flag(root: &Map<String, Value>, key: &str) -> Result<bool, ShapedError> {
    match root.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(value)) => Ok(*value),
        Some(other) => Err(ShapedError::new(format!(
            "\"{key}\" is {}; expected true or false",
            brief(other)
        ))),
    }
}

/// A list of objects: absent and `null` are empty.
pub(super) fn list<'a>(
    root: &'a Map<String, Value>,
    key: &str,
) -> Result<Vec<&'a Map<String, Value>>, ShapedError> {
    let items = match root.get(key) {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(items)) => items,
        Some(other) => {
            return Err(ShapedError::new(format!(
                "\"{key}\" is {}; expected a list",
                brief(other)
            )))
        }
    };
    items
        .iter()
        .enumerate()
        .map(|(index, item)| {
            item.as_object().ok_or_else(|| {
                ShapedError::new(format!(
                    "entry {} of \"{key}\" is {}; expected an object",
                    index + 1,
                    brief(item)
                ))
            })
        })
        .collect()
}

/// The `cells` of an f-puzzles entry (`"R1C1"`, 1-based), at least one,
/// no repeats.
fn cells_of(
    entry: &Map<String, Value>,
    size: usize,
    what: &str,
) -> Result<Vec<usize>, ShapedError> {
    let cells = entry.get("cells").and_then(Value::as_array);
    cell_list(cells, size, what, &R1C1)
}

/// How a format writes a cell.
pub(super) struct CellNotation {
    /// The row and column a value names, if it names one.
    pub read: fn(&Value) -> Option<(i64, i64)>,
    /// A cell as written, for errors.
    pub example: &'static str,
    /// The number of the first row and column.
    pub first: i64,
}

/// f-puzzles' `"R1C1"`.
pub(super) const R1C1: CellNotation = CellNotation {
    read: |value| {
        let (row, col) = value.as_str().and_then(parse_rc)?;
        Some((i64::try_from(row).ok()?, i64::try_from(col).ok()?))
    },
    example: "\"R1C1\"",
    first: 1,
};

/// The cells `items` name in `notation`: at least one, each on the grid,
/// no repeats; `what` names the list in errors.
pub(super) fn cell_list(
    items: Option<&Vec<Value>>,
    size: usize,
    what: &str,
    notation: &CellNotation,
) -> Result<Vec<usize>, ShapedError> {
    let items = items
        .filter(|items| !items.is_empty())
        .ok_or_else(|| ShapedError::new(format!("{what} lists no cells")))?;
    if items.len() > size * size {
        return Err(ShapedError::new(format!(
            "{what} lists {} cells; a {size}x{size} grid has {}",
            items.len(),
            size * size
        )));
    }
    let first = notation.first;
    let last = first + size as i64 - 1;
    let mut out: Vec<usize> = Vec::with_capacity(items.len());
    for item in items {
        let (row, col) = (notation.read)(item).ok_or_else(|| {
            ShapedError::new(format!(
                "{what}: {} is not a cell such as {}",
                brief(item),
                notation.example
            ))
        })?;
        let on = |n: i64| (first..=last).contains(&n);
        if !(on(row) && on(col)) {
            return Err(ShapedError::new(format!(
                "{what}: the cell {} is off the {size}x{size} grid (rows and columns {first} to {last})",
                brief(item)
            )));
        }
        let index = (row - first) as usize * size + (col - first) as usize;
        if out.contains(&index) {
            return Err(ShapedError::new(format!(
                "{what} lists {} twice",
                cell_name(size, index)
            )));
        }
        out.push(index);
    }
    Ok(out)
}

/// `R3C4` (any case) as its 1-based row and column.
fn parse_rc(text: &str) -> Option<(usize, usize)> {
    let text = text.trim().to_ascii_uppercase();
    let (row, col) = text.strip_prefix('R')?.split_once('C')?;
    Some((row.parse().ok()?, col.parse().ok()?))
}

/// True for a cosmetic `cage` whose value may be a rule: a value that is
/// neither metadata (`title: ...`, which SudokuPad reads) nor fog of war.
fn cosmetic_cage_matters(cage: &Map<String, Value>) -> bool {
    let Some(value) = cage.get("value") else {
        return false;
    };
    let text = match value {
        Value::Null => return false,
        Value::String(text) => text.trim().to_string(),
        other => other.to_string(),
    };
    !(text.is_empty() || text == "FOW" || text == "FOGLIGHT" || is_metadata(&text))
}

/// `title: ...`: a word, a colon and a value, as SudokuPad reads metadata.
pub(super) fn is_metadata(text: &str) -> bool {
    text.split_once(':').is_some_and(|(key, value)| {
        !key.is_empty()
            && !key.contains(' ')
            && key.chars().any(char::is_alphabetic)
            && !value.trim().is_empty()
    })
}

/// The solution when the link has a whole one: N² digits (a list, or a
/// string of digits); a partial one is no solution.
fn solution(value: Option<&Value>, size: usize) -> Result<Option<Vec<u8>>, ShapedError> {
    let digits: Vec<Option<i64>> = match value {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::Array(items)) => items.iter().map(whole).collect(),
        Some(Value::String(text)) => text
            .chars()
            .filter(|&ch| ch != ',')
            .map(|ch| ch.to_digit(10).map(i64::from))
            .collect(),
        Some(other) => {
            return Err(ShapedError::new(format!(
                "\"solution\" is {}; expected a list of digits",
                brief(other)
            )))
        }
    };
    if digits.len() != size * size
        || digits
            .iter()
            .any(|digit| !digit.is_some_and(|d| (1..=size as i64).contains(&d)))
    {
        return Ok(None);
    }
    Ok(Some(
        digits
            .into_iter()
            .map(|d| d.expect("checked") as u8)
            .collect(),
    ))
}

/// A JSON value as the text of an error, cut short.
pub(super) fn brief(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text,
    }
}

/// The words under `key`, when there are some; a value that is not text
/// is an error, never dropped.
pub(super) fn text_of(root: &Map<String, Value>, key: &str) -> Result<Option<String>, ShapedError> {
    match root.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => {
            Ok(Some(text.trim().to_string()).filter(|text| !text.is_empty()))
        }
        Some(other) => Err(ShapedError::new(format!(
            "\"{key}\" is {}; expected text",
            brief(other)
        ))),
    }
}

/// A cell's pencil marks as a set (bit `d - 1` for digit `d`): a list of
/// digits 1 to `size`, as numbers or their text.
fn pencil_marks(digits: &Value, size: usize) -> Option<u64> {
    let mut set = 0u64;
    for digit in digits.as_array()? {
        let digit = whole(digit).filter(|&digit| (1..=size as i64).contains(&digit))?;
        set |= 1 << (digit - 1);
    }
    Some(set)
}

//! SudokuPad links: `https://sudokupad.app/<id>` (also
//! `app.crackingthecryptic.com/sudoku/<id>`, `?puzzleid=<id>` and
//! `sudokupad://puzzle/<id>`). The id's prefix says what follows:
//! - `fpuzzles` or `fpuz`: f-puzzles data, read by [`super::fpuzzles`];
//! - `scl` or `ctc`: SudokuPad's own JSON ("SCL"), lz-string compressed,
//!   usually "zipped" first (short keys, `'` quotes, elided empty cells;
//!   [`unzip`]). Read: the givens, `regions`, killer cages and extra
//!   regions (`cages`), the two diagonals (lines from corner to corner),
//!   the rule flags of `global` and `metadata`, and the solution. SudokuPad
//!   draws every other rule as lines, arrows, overlays or underlays, which
//!   are named in the error, never dropped;
//! - `scf` (a compact classic form): not read yet;
//! - anything else is a short id whose puzzle is on SudokuPad's server.

use serde_json::{Map, Value};

use super::fpuzzles::{
    self, amount, brief, cell_list, cell_name, find_ignore_case, is_metadata, text_of,
    unread_rules, unsupported_error, whole, CellNotation, Plan,
};
use super::lz::decode;
use super::{About, Imported, ShapedError};
use crate::shape::symbols::Alphabet;
use crate::shape::{MAX_SIZE, MIN_SIZE, SIZES};

/// The id of a SudokuPad link (`None` for text that is not one): what
/// follows the host, `/sudoku/` and `?puzzleid=`, up to a query.
fn link_id(text: &str) -> Option<&str> {
    let rest = if let Some(rest) = text.strip_prefix("sudokupad://puzzle/") {
        rest
    } else {
        let host = ["sudokupad.app", "app.crackingthecryptic.com"]
            .iter()
            .find_map(|host| find_ignore_case(text, host).map(|at| at + host.len()))?;
        let rest = &text[host..];
        let rest = rest
            .strip_prefix("/sudoku.html")
            .or_else(|| rest.strip_prefix("/sudoku"))
            .unwrap_or(rest);
        let rest = rest.strip_prefix('/').unwrap_or(rest);
        rest.strip_prefix("?puzzleid=").unwrap_or(rest)
    };
    Some(rest.split(['?', '&', '#']).next().unwrap_or(""))
}

/// The formats of an id by prefix, the longest alias first (as SudokuPad
/// matches them).
const PREFIXES: &[(&str, Format)] = &[
    ("fpuzzles", Format::FPuzzles),
    ("fpuz", Format::FPuzzles),
    ("scl", Format::Scl),
    ("ctc", Format::Scl),
    ("scf", Format::Scf),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    FPuzzles,
    Scl,
    Scf,
}

/// The format and data of an id that names one.
fn split_id(id: &str) -> Option<(Format, &str)> {
    PREFIXES
        .iter()
        .find_map(|&(prefix, format)| id.strip_prefix(prefix).map(|data| (format, data)))
}

/// True for bare SudokuPad data: a known prefix, then base64.
pub(super) fn looks_like_data(text: &str) -> bool {
    split_id(text).is_some_and(|(_, data)| {
        data.len() >= 8
            && data
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '+' | '/' | '=' | '%' | ' '))
    })
}

/// Reads a SudokuPad link, or `None` when `text` is not one.
pub fn read_link(text: &str) -> Option<Result<Imported, ShapedError>> {
    link_id(text).map(|id| read_id(id, true))
}

/// Reads a SudokuPad puzzle id (`fpuzzles...`, `scl...`; short ids are
/// on SudokuPad's server).
pub fn read_id(id: &str, from_link: bool) -> Result<Imported, ShapedError> {
    if id.is_empty() {
        return Err(ShapedError::new(
            "this SudokuPad link holds no puzzle: expected https://sudokupad.app/<puzzle>",
        ));
    }
    match split_id(id) {
        Some((Format::FPuzzles, data)) => fpuzzles::read_data(data, from_link),
        Some((Format::Scl, data)) => read_scl_data(data, from_link),
        Some((Format::Scf, _)) => Err(ShapedError::new(
            "SudokuPad's compact scf form is not read yet; open the puzzle on sudokupad.app \
             and export it as an f-puzzles link",
        )),
        None => Err(ShapedError::new(
            "a SudokuPad short link is stored on SudokuPad's server and cannot be opened \
             offline; open it on sudokupad.app and share it as a full link",
        )),
    }
}

/// Reads `scl`/`ctc` data: lz-string compressed JSON, zipped or not.
fn read_scl_data(data: &str, repair_slashes: bool) -> Result<Imported, ShapedError> {
    let json = decode(data, "a SudokuPad link", repair_slashes, parse_scl_text)
        .map_err(ShapedError::new)?;
    read_scl(&json)
}

/// SCL JSON from its text: plain JSON, or SudokuPad's zipped form.
pub fn parse_scl_text(text: &str) -> Result<Value, String> {
    match serde_json::from_str(text) {
        Ok(json) => Ok(json),
        Err(plain) => {
            let unzipped = unzip(text).ok_or_else(|| {
                format!("the SudokuPad data is neither JSON ({plain}) nor SudokuPad's zipped JSON")
            })?;
            let json: Value = serde_json::from_str(&unzipped).map_err(|zipped| {
                format!("the SudokuPad data is neither JSON ({plain}) nor SudokuPad's zipped JSON ({zipped})")
            })?;
            Ok(unzip_keys(json))
        }
    }
}

// ---------------------------------------------------------------------------
// SudokuPad's "PuzzleZipper", undone as SudokuPad does it (puzzlezipper.js).

/// The zipped keys and the keys they stand for.
const KEYS: &[(&str, &str)] = &[
    ("c", "color"),
    ("ca", "cages"),
    ("ct", "center"),
    ("c1", "borderColor"),
    ("c2", "backgroundColor"),
    ("ce", "cells"),
    ("cs", "cellSize"),
    ("a", "arrows"),
    ("o", "overlays"),
    ("u", "underlays"),
    ("w", "width"),
    ("h", "height"),
    ("v", "value"),
    ("vd", "videos"),
    ("l", "lines"),
    ("r", "rounded"),
    ("re", "regions"),
    ("fs", "fontSize"),
    ("th", "thickness"),
    ("hl", "headLength"),
    ("wp", "wayPoints"),
    ("t", "title"),
    ("te", "text"),
    ("d", "duration"),
    ("d2", "d"),
];

/// Stands for a string literal while the rest is rewritten.
const MARKER: u8 = 0x01;

/// The JSON text of zipped SCL (`None` when it holds the marker byte).
/// Quotes: `'` for `"` and `\'` for `'` when the text has no `"`; then,
/// outside strings: keys quoted, empty slots (`[,,{v:1}]`, also a trailing
/// one) as `{}`, `:t`/`:f` as booleans, `:#0`, `:#F` and `:RRGGBB` as
/// colours.
pub fn unzip(zipped: &str) -> Option<String> {
    if zipped.as_bytes().contains(&MARKER) {
        return None;
    }
    let text = if zipped.contains('"') {
        zipped.to_string()
    } else {
        zipped
            .replace("\\'", "\u{2019}")
            .replace('\'', "\"")
            .replace('\u{2019}', "'")
    };
    // Strings out: `"` to the next `"`.
    let mut strings: Vec<&str> = Vec::new();
    let mut rest: Vec<u8> = Vec::with_capacity(text.len());
    let mut from = 0;
    let bytes = text.as_bytes();
    while let Some(open) = bytes[from..]
        .iter()
        .position(|&b| b == b'"')
        .map(|i| from + i)
    {
        let Some(close) = bytes[open + 1..]
            .iter()
            .position(|&b| b == b'"')
            .map(|i| open + 1 + i)
        else {
            break;
        };
        rest.extend_from_slice(&bytes[from..open]);
        rest.push(MARKER);
        strings.push(&text[open..=close]);
        from = close + 1;
    }
    rest.extend_from_slice(&bytes[from..]);

    let opens = |b: u8| matches!(b, b',' | b'{' | b'[');
    let closes = |b: u8| matches!(b, b',' | b'}' | b']');
    // ([,{[])([a-zA-Z0-9]+): -> $1"$2":
    let mut out = Vec::with_capacity(rest.len() + rest.len() / 4);
    let mut i = 0;
    while i < rest.len() {
        let b = rest[i];
        out.push(b);
        i += 1;
        if opens(b) {
            let end = i + rest[i..]
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric())
                .count();
            if end > i && rest.get(end) == Some(&b':') {
                out.push(b'"');
                out.extend_from_slice(&rest[i..end]);
                out.extend_from_slice(b"\":");
                i = end + 1;
            }
        }
    }
    // ([,{[])(?=[,}\]]) -> $1_
    let mut slots = Vec::with_capacity(out.len() * 2);
    for (i, &b) in out.iter().enumerate() {
        slots.push(b);
        if opens(b) && out.get(i + 1).is_some_and(|&next| closes(next)) {
            slots.push(b'_');
        }
    }
    // {_} -> {}, then ([,{[])_ -> $1{}
    let mut filled = Vec::with_capacity(slots.len() * 2);
    let mut i = 0;
    while i < slots.len() {
        if slots[i..].starts_with(b"{_}") {
            filled.extend_from_slice(b"{}");
            i += 3;
            continue;
        }
        let b = slots[i];
        filled.push(b);
        i += 1;
        if opens(b) && slots.get(i) == Some(&b'_') {
            filled.extend_from_slice(b"{}");
            i += 1;
        }
    }
    // :f :t :#0 :#F :RRGGBB before , } ]
    let mut json = Vec::with_capacity(filled.len() + filled.len() / 4);
    let mut i = 0;
    while i < filled.len() {
        let b = filled[i];
        json.push(b);
        i += 1;
        if b != b':' {
            continue;
        }
        let ends_at = |length: usize| filled.get(i + length).is_some_and(|&next| closes(next));
        let value = &filled[i..];
        let (replacement, length): (Option<Vec<u8>>, usize) = if value.starts_with(b"f")
            && ends_at(1)
        {
            (Some(b"false".to_vec()), 1)
        } else if value.starts_with(b"t") && ends_at(1) {
            (Some(b"true".to_vec()), 1)
        } else if value.starts_with(b"#0") && ends_at(2) {
            (Some(b"\"#000000\"".to_vec()), 2)
        } else if value.starts_with(b"#F") && ends_at(2) {
            (Some(b"\"#FFFFFF\"".to_vec()), 2)
        } else if value.len() > 6 && value[..6].iter().all(u8::is_ascii_hexdigit) && ends_at(6) {
            (Some([b"\"#", &value[..6], b"\""].concat()), 6)
        } else {
            (None, 0)
        };
        if let Some(replacement) = replacement {
            json.extend_from_slice(&replacement);
            i += length;
        }
    }
    // Strings back in.
    let mut strings = strings.into_iter();
    let mut result = String::with_capacity(json.len() + text.len() / 2);
    for piece in json.split(|&b| b == MARKER).enumerate() {
        if piece.0 > 0 {
            result.push_str(strings.next()?);
        }
        result.push_str(std::str::from_utf8(piece.1).ok()?);
    }
    Some(result)
}

/// Zipped keys back to their names, and bare `RRGGBB` strings to colours.
fn unzip_keys(json: Value) -> Value {
    match json {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(key, value)| {
                    let key = KEYS
                        .iter()
                        .find(|(short, _)| *short == key)
                        .map_or(key, |(_, long)| long.to_string());
                    (key, unzip_keys(value))
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(unzip_keys).collect()),
        Value::String(text) if text.len() == 6 && text.bytes().all(|b| b.is_ascii_hexdigit()) => {
            Value::String(format!("#{text}"))
        }
        other => other,
    }
}

// ---------------------------------------------------------------------------
// The SCL puzzle.

/// Top-level keys read into the puzzle.
const READ: &[&str] = &[
    "cells",
    "regions",
    "cages",
    "lines",
    "arrows",
    "overlays",
    "underlays",
    "global",
    "metadata",
];

/// Top-level keys that change nothing about the solution.
const IGNORED: &[&str] = &[
    "id",
    "cellSize",
    "settings",
    "videos",
    "foglight",
    "foglink",
    "triggereffect",
    "duration",
    "d",
];

/// Reads SCL JSON (keys unzipped) into a puzzle.
pub fn read_scl(json: &Value) -> Result<Imported, ShapedError> {
    let error = |message: String| ShapedError::new(message);
    let root = json.as_object().ok_or_else(|| {
        error("the SudokuPad data is not a puzzle: expected a JSON object with \"cells\"".into())
    })?;
    let mut unsupported = unread_rules(root, READ, IGNORED);
    for key in ["arrows", "overlays", "underlays"] {
        if let Some(count) = root.get(key).and_then(amount) {
            unsupported.push(format!("{key} ({count})"));
        }
    }

    let rows = root
        .get("cells")
        .and_then(Value::as_array)
        .ok_or_else(|| error("the SudokuPad data has no \"cells\" (a list of rows)".into()))?;
    let size = rows.len();
    let columns = |row: &Value| row.as_array().map_or(0, Vec::len);
    if let Some(r) = (0..size).find(|&r| columns(&rows[r]) != size) {
        return Err(error(format!(
            "the SudokuPad grid has {size} rows and row {} has {} cells; Sudoku Lab reads \
             square grids",
            r + 1,
            columns(&rows[r])
        )));
    }
    if !SIZES.contains(&size) {
        return Err(error(format!(
            "the SudokuPad grid is {size}x{size}; Sudoku Lab reads {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}"
        )));
    }
    let mut plan = Plan::new(size);
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.as_array().expect("checked").iter().enumerate() {
            let index = r * size + c;
            let Some(value) = cell.as_object().and_then(|cell| cell.get("value")) else {
                continue;
            };
            if matches!(value, Value::Null) || value.as_str().is_some_and(|v| v.trim().is_empty()) {
                continue;
            }
            let digit = whole(value)
                .filter(|&digit| (1..=size as i64).contains(&digit))
                .ok_or_else(|| {
                    error(format!(
                        "{} holds the given {}; a {size}x{size} grid has digits 1 to {size}",
                        cell_name(size, index),
                        brief(value)
                    ))
                })?;
            plan.givens[index] = digit as u8;
        }
    }

    // Regions: every cell in one, N regions of N cells; none at all is a
    // grid of rows and columns only.
    let region_lists = list(root, "regions")?;
    let mut regions: Vec<Option<usize>> = vec![None; size * size];
    for (index, region) in region_lists.iter().enumerate() {
        let what = format!("region {}", index + 1);
        for cell in cells(region, size, &what)? {
            if regions[cell].replace(index).is_some() {
                return Err(error(format!(
                    "{} is in two SudokuPad regions",
                    cell_name(size, cell)
                )));
            }
        }
    }
    let outside = regions.iter().filter(|region| region.is_none()).count();
    if outside == regions.len() {
        plan.set_regions(&(0..size * size).map(|cell| cell / size).collect::<Vec<_>>());
    } else if outside > 0 || region_lists.len() != size {
        unsupported.push(format!(
            "regions other than {size} regions of {size} cells ({} regions, {outside} cells in none)",
            region_lists.len()
        ));
    } else {
        plan.set_regions(
            &regions
                .iter()
                .map(|r| r.expect("checked"))
                .collect::<Vec<_>>(),
        );
    }

    // Rule flags.
    let metadata = root.get("metadata").and_then(Value::as_object);
    if metadata
        .and_then(|m| m.get("bgimage"))
        .and_then(amount)
        .is_some()
    {
        unsupported.push("a background image".into());
    }
    let global: Vec<&str> = match root.get("global") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items.iter().filter_map(Value::as_str).collect(),
        Some(other) => {
            return Err(error(format!(
                "\"global\" is {}; expected a list",
                brief(other)
            )))
        }
    };
    let mut disjoint = false;
    for tag in &global {
        match *tag {
            "antiknight" | "antiking" | "nonconsecutive" => {}
            "disjoint" => disjoint = true,
            other => unsupported.push(format!(
                "global rule {}",
                other.chars().take(40).collect::<String>()
            )),
        }
    }

    // Lines: only the diagonals are read.
    let (mut main, mut anti, mut other_lines) = (false, false, 0);
    for line in list(root, "lines")? {
        match diagonal(line, size) {
            Some(true) => main = true,
            Some(false) => anti = true,
            None => other_lines += 1,
        }
    }
    if other_lines > 0 {
        unsupported.push(format!("lines ({other_lines})"));
    }
    plan.diagonals(main, anti);

    // Cages: killer cages, extra regions, disjoint groups and metadata.
    let metadata_text = |key: &str| metadata.map(|m| text_of(m, key)).transpose();
    let mut title = metadata_text("title")?.flatten();
    let mut author = metadata_text("author")?.flatten();
    let mut rules = metadata_text("rules")?.flatten();
    let mut solution_text = match metadata.and_then(|m| m.get("solution")) {
        Some(Value::Number(digits)) => Some(digits.to_string()),
        _ => metadata_text("solution")?.flatten(),
    };
    let (mut extra, mut groups, mut killers) = (Vec::new(), Vec::new(), Vec::new());
    let (mut styled, mut texts, mut repeating) = (0, 0, 0);
    for (index, cage) in list(root, "cages")?.into_iter().enumerate() {
        let what = format!("cage {}", index + 1);
        let value = match cage.get("value") {
            None | Some(Value::Null) => None,
            Some(Value::String(text)) => Some(text.trim().to_string()).filter(|t| !t.is_empty()),
            Some(other) => Some(other.to_string()),
        };
        let listed = cage.get("cells").and_then(amount).is_some();
        if !listed {
            if let Some((key, text)) = value.as_deref().and_then(|v| v.split_once(':')) {
                let text = Some(text.trim().to_string());
                match key.trim() {
                    "title" => title = title.or(text),
                    "author" => author = author.or(text),
                    "rules" => rules = rules.or(text),
                    "solution" => solution_text = solution_text.or(text),
                    _ => {}
                }
            }
            continue;
        }
        if cage.get("hidden") == Some(&Value::Bool(true)) {
            continue;
        }
        let cells = cells(cage, size, &what)?;
        let what = format!("{what} (at {})", cell_name(size, cells[0]));
        if cage.get("type").and_then(Value::as_str) == Some("disjoint") {
            groups.push(cells);
            continue;
        }
        match cage.get("style") {
            None | Some(Value::Null) => {}
            Some(Value::String(style)) if style == "extraregion" => {
                extra.push(cells);
                continue;
            }
            Some(_) => {
                styled += 1;
                continue;
            }
        }
        let sum = match cage
            .get("sum")
            .filter(|sum| !sum.is_null())
            .or(cage.get("value"))
        {
            None | Some(Value::Null) => None,
            Some(value) => match whole(value) {
                Some(sum) if (1..=i64::from(u32::MAX)).contains(&sum) => Some(sum as u32),
                _ if value.as_str().is_some_and(|v| v.trim().is_empty()) => None,
                _ => {
                    if !value.as_str().is_some_and(is_metadata) {
                        texts += 1;
                    }
                    continue;
                }
            },
        };
        match cage.get("unique") {
            Some(Value::Bool(false)) if sum.is_some() => repeating += 1,
            Some(Value::Bool(true)) => killers.push((cells, sum, what)),
            _ if sum.is_some() => killers.push((cells, sum, what)),
            // Neither unique nor a sum: a drawn outline.
            _ => {}
        }
    }
    for (count, name) in [
        (styled, "cages of another style"),
        (texts, "cages with a text"),
        (repeating, "cages whose digits may repeat"),
    ] {
        if count > 0 {
            unsupported.push(format!("{name} ({count})"));
        }
    }
    plan.extra_houses(extra, "extra region");
    if !groups.is_empty() {
        plan.disjoint_groups(groups);
    } else if disjoint && !plan.disjoint() {
        unsupported.push("disjoint groups on irregular regions".into());
    }
    let flagged = |tag: &str| {
        global.contains(&tag) || metadata.is_some_and(|m| m.get(tag) == Some(&Value::Bool(true)))
    };
    for tag in ["antiknight", "antiking", "nonconsecutive"] {
        if flagged(tag) {
            plan.rule(tag.into(), tag);
        }
    }
    for (cells, sum, what) in killers {
        plan.cage(&cells, sum, what);
    }
    if !unsupported.is_empty() {
        return Err(unsupported_error("SudokuPad", unsupported));
    }
    plan.solution = solution_text.and_then(|text| {
        let digits: Option<Vec<u8>> = text
            .chars()
            .map(|ch| Alphabet::Standard.value(ch, size).filter(|&d| d > 0))
            .collect();
        digits.filter(|digits| digits.len() == size * size)
    });
    let mut puzzle = plan.build("SudokuPad")?;
    puzzle.sudoku = puzzle.sudoku.with_about(About {
        title,
        author,
        rules,
        figures: Vec::new(),
    });
    Ok(Imported {
        puzzle,
        source: "SudokuPad",
    })
}

/// A list of objects: absent and `null` are empty.
fn list<'a>(root: &'a Map<String, Value>, key: &str) -> Result<Vec<&'a Value>, ShapedError> {
    match root.get(key) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) => Ok(items.iter().collect()),
        Some(other) => Err(ShapedError::new(format!(
            "\"{key}\" is {}; expected a list",
            brief(other)
        ))),
    }
}

/// The cells of a region (a list of `[row, column]`, 0-based) or of a
/// cage (its `cells`), at least one, no repeats.
fn cells(entry: &Value, size: usize, what: &str) -> Result<Vec<usize>, ShapedError> {
    let items = match entry {
        Value::Array(items) => Some(items),
        Value::Object(map) => map.get("cells").and_then(Value::as_array),
        _ => None,
    };
    cell_list(items, size, what, &ROW_COLUMN)
}

/// SudokuPad's `[row, column]`, from 0.
const ROW_COLUMN: CellNotation = CellNotation {
    read: |value| match value.as_array().map(Vec::as_slice) {
        Some([row, col]) => Some((whole(row)?, whole(col)?)),
        _ => None,
    },
    example: "[0, 0]",
    first: 0,
};

/// `Some(true)` for a line along the main diagonal (corner to corner),
/// `Some(false)` for the anti-diagonal, `None` for any other line.
fn diagonal(line: &Value, size: usize) -> Option<bool> {
    let points = line.get("wayPoints")?.as_array()?;
    let point = |value: &Value| -> Option<(f64, f64)> {
        match value.as_array()?.as_slice() {
            [y, x] => Some((y.as_f64()?, x.as_f64()?)),
            _ => None,
        }
    };
    let [a, b] = points.as_slice() else {
        return None;
    };
    let (a, b) = (point(a)?, point(b)?);
    let n = size as f64;
    let ends = |p: (f64, f64), q: (f64, f64)| (a == p && b == q) || (a == q && b == p);
    if ends((0.0, 0.0), (n, n)) {
        Some(true)
    } else if ends((0.0, n), (n, 0.0)) {
        Some(false)
    } else {
        None
    }
}

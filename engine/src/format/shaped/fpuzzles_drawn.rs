//! The rules f-puzzles draws on the grid, read from its JSON into rules
//! of the text form: lines (thermometers, arrows, palindromes, whispers,
//! renban, entropic, zipper, region-sum and between lines), marks between
//! two cells (kropki dots, XV) and their negative constraints, marked
//! cells (odd, even, minimum, maximum, indexers), clones, quadruples,
//! little killers and the clues outside the grid (sandwiches, X-sums,
//! skyscrapers).

use serde_json::{Map, Value};

use super::fpuzzles::{brief, cell_list, cell_name, join, list, whole, Plan, R1C1};
use super::ShapedError;

/// The keys read here.
pub(super) const DRAWN: &[&str] = &[
    "thermometer",
    "slowthermometer",
    "palindrome",
    "whispers",
    "renban",
    "entropicline",
    "zipperline",
    "regionsumline",
    "arrow",
    "littlekillersum",
    "difference",
    "ratio",
    "xv",
    "negative",
    "odd",
    "even",
    "minimum",
    "maximum",
    "clone",
    "betweenline",
    "quadruple",
    "sandwichsum",
    "xsum",
    "skyscraper",
    "rowindexer",
    "columnindexer",
    "boxindexer",
];

/// The clues outside the grid about the row or column they face:
/// f-puzzles key, our tag, the clue's name in errors.
const OUTSIDE: &[(&str, &str, &str)] = &[
    ("sandwichsum", "sandwich", "sandwich clue"),
    ("xsum", "xsum", "X-sum clue"),
    ("skyscraper", "skyscraper", "skyscraper clue"),
];

/// The line rules: f-puzzles key, our tag, the rule's name in errors.
const LINES: &[(&str, &str, &str)] = &[
    ("thermometer", "thermo", "thermometer"),
    ("slowthermometer", "slowthermo", "slow thermometer"),
    ("palindrome", "palindrome", "palindrome"),
    ("whispers", "whisper", "German whispers line"),
    ("renban", "renban", "renban line"),
    ("entropicline", "entropic", "entropic line"),
    ("zipperline", "zipper", "zipper line"),
    ("regionsumline", "regionsum", "region-sum line"),
    ("betweenline", "between", "between line"),
];

/// Reads every key of [`DRAWN`] in `root` into `plan`; negative
/// constraints f-puzzles names that have no reading here go to
/// `unsupported`.
pub(super) fn read_drawn(
    root: &Map<String, Value>,
    plan: &mut Plan,
    unsupported: &mut Vec<String>,
) -> Result<(), ShapedError> {
    let size = plan.size;
    for &(key, tag, name) in LINES {
        for (index, entry) in list(root, key)?.iter().enumerate() {
            for line in lines(entry, size, &format!("{name} {}", index + 1))? {
                let from = format!("{name} {} (at {})", index + 1, cell_name(size, line[0]));
                plan.rule(format!("{tag}={}", join(&line)), from);
            }
        }
    }
    for (index, entry) in list(root, "arrow")?.iter().enumerate() {
        let what = format!("arrow {}", index + 1);
        let circle = cells(entry.get("cells"), size, &format!("{what}'s circle"))?;
        let from = format!("{what} (at {})", cell_name(size, circle[0]));
        for line in lines(entry, size, &what)? {
            let shaft: Vec<usize> = line.into_iter().filter(|c| !circle.contains(c)).collect();
            if shaft.is_empty() {
                return Err(ShapedError::new(format!(
                    "{from} has a circle and no arrow: its line holds only circle cells"
                )));
            }
            plan.rule(
                format!("arrow={}:{}", join(&circle), join(&shaft)),
                from.clone(),
            );
        }
    }
    for (index, entry) in list(root, "littlekillersum")?.iter().enumerate() {
        let what = format!("little killer {}", index + 1);
        let Some(sum) = number(entry.get("value"), &what)? else {
            continue;
        };
        let diagonal = cells(entry.get("cells"), size, &what)?;
        let from = format!("{what} (at {})", cell_name(size, diagonal[0]));
        plan.rule(format!("littlekiller={sum}:{}", join(&diagonal)), from);
    }
    for (key, tag, name) in [
        ("difference", "white", "white dot"),
        ("ratio", "black", "black dot"),
    ] {
        for (index, entry) in list(root, key)?.iter().enumerate() {
            let what = format!("{name} {}", index + 1);
            let pair = cells(entry.get("cells"), size, &what)?;
            let value = match number(entry.get("value"), &what)? {
                Some(value) => format!("{value}:"),
                None => String::new(),
            };
            let from = format!("{what} (at {})", cell_name(size, pair[0]));
            plan.rule(format!("{tag}={value}{}", join(&pair)), from);
        }
    }
    for (index, entry) in list(root, "xv")?.iter().enumerate() {
        let what = format!("XV mark {}", index + 1);
        let pair = cells(entry.get("cells"), size, &what)?;
        let sum = match entry.get("value") {
            Some(Value::String(text)) if matches!(text.trim(), "X" | "x" | "V" | "v") => {
                text.trim().to_ascii_uppercase()
            }
            value => match number(value, &what)? {
                Some(sum) => sum.to_string(),
                None => return Err(ShapedError::new(format!("{what} has no X, V or sum"))),
            },
        };
        let from = format!("{what} (at {})", cell_name(size, pair[0]));
        plan.rule(format!("xv={sum}:{}", join(&pair)), from);
    }
    // Marked cells, one rule a kind: odd, even, minimum and maximum cells
    // give theirs as "cell", indexers as "cells".
    for (key, field, name) in [
        ("odd", "cell", "odd cell"),
        ("even", "cell", "even cell"),
        ("minimum", "cell", "minimum cell"),
        ("maximum", "cell", "maximum cell"),
        ("rowindexer", "cells", "rowindexer"),
        ("columnindexer", "cells", "columnindexer"),
        ("boxindexer", "cells", "boxindexer"),
    ] {
        let marked = list(root, key)?
            .iter()
            .enumerate()
            .map(|(index, entry)| {
                let what = format!("{name} {}", index + 1);
                match field {
                    "cell" => {
                        let single = entry
                            .get("cell")
                            .map(|cell| Value::Array(vec![cell.clone()]));
                        cells(single.as_ref(), size, &what)
                    }
                    _ => cells(entry.get(field), size, &what),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let marked: Vec<usize> = marked.into_iter().flatten().collect();
        if !marked.is_empty() {
            plan.rule(
                format!("{key}={}", join(&marked)),
                format!("the {key} cells"),
            );
        }
    }
    for (index, entry) in list(root, "clone")?.iter().enumerate() {
        let what = format!("clone {}", index + 1);
        let first = cells(entry.get("cells"), size, &what)?;
        let second = cells(entry.get("cloneCells"), size, &format!("{what}'s copy"))?;
        let from = format!("{what} (at {})", cell_name(size, first[0]));
        plan.rule(format!("clone={}:{}", join(&first), join(&second)), from);
    }
    for (index, entry) in list(root, "quadruple")?.iter().enumerate() {
        let what = format!("quadruple {}", index + 1);
        let around = cells(entry.get("cells"), size, &what)?;
        let digits = match entry.get("values") {
            Some(Value::Array(values)) if !values.is_empty() => values
                .iter()
                .map(|value| match number(Some(value), &what)? {
                    Some(digit) if (1..=size as u32).contains(&digit) => Ok(digit.to_string()),
                    _ => Err(ShapedError::new(format!(
                        "{what} has the digit {}; expected 1-{size}",
                        brief(value)
                    ))),
                })
                .collect::<Result<Vec<_>, _>>()?,
            _ => continue,
        };
        let from = format!("{what} (at {})", cell_name(size, around[0]));
        plan.rule(
            format!("quadruple={}:{}", digits.join("."), join(&around)),
            from,
        );
    }
    for &(key, tag, name) in OUTSIDE {
        for (index, entry) in list(root, key)?.iter().enumerate() {
            let what = format!("{name} {}", index + 1);
            let Some(value) = number(entry.get("value"), &what)? else {
                continue;
            };
            let line = outside_line(entry.get("cell"), size, &what)?;
            let at = entry
                .get("cell")
                .and_then(Value::as_str)
                .unwrap_or_default();
            let from = format!("{what} (at {at})");
            plan.rule(format!("{tag}={value}:{}", join(&line)), from);
        }
    }
    match root.get("negative") {
        None | Some(Value::Null) => {}
        Some(Value::Array(kinds)) => {
            for kind in kinds {
                match kind.as_str() {
                    Some("ratio") => plan.rule("negative=black".into(), "the negative black dots"),
                    Some("difference") => {
                        plan.rule("negative=white".into(), "the negative white dots")
                    }
                    Some("xv") => plan.rule("negative=xv".into(), "the negative XV"),
                    _ => unsupported.push(format!("negative constraint {}", brief(kind))),
                }
            }
        }
        Some(other) => {
            return Err(ShapedError::new(format!(
                "\"negative\" is {}; expected a list such as [\"ratio\"]",
                brief(other)
            )))
        }
    }
    Ok(())
}

/// The cells of `items` (`"R1C1"`), at least one, on the grid.
fn cells(items: Option<&Value>, size: usize, what: &str) -> Result<Vec<usize>, ShapedError> {
    match items {
        None | Some(Value::Array(_)) => {
            cell_list(items.and_then(Value::as_array), size, what, &R1C1)
        }
        Some(other) => Err(ShapedError::new(format!(
            "{what} is {}; expected a list of cells such as [\"R1C1\"]",
            brief(other)
        ))),
    }
}

/// The row or column an outside clue at `cell` faces (`"R0C3"`: column 3
/// from the top), its cells in order from the clue.
fn outside_line(cell: Option<&Value>, size: usize, what: &str) -> Result<Vec<usize>, ShapedError> {
    let n = size as i64;
    let wrong = || {
        ShapedError::new(format!(
            "{what} is at {}; expected a cell just outside the grid, such as \"R0C3\" or \"R3C{}\"",
            cell.map_or_else(|| "no cell".to_string(), brief),
            n + 1
        ))
    };
    let (row, col) = cell.and_then(R1C1.read).ok_or_else(wrong)?;
    let on = |index: i64| (1..=n).contains(&index);
    let (start, step) = match (row, col) {
        (0, col) if on(col) => (col - 1, n),
        (row, col) if row == n + 1 && on(col) => ((n - 1) * n + col - 1, -n),
        (row, 0) if on(row) => ((row - 1) * n, 1),
        (row, col) if col == n + 1 && on(row) => ((row - 1) * n + n - 1, -1),
        _ => return Err(wrong()),
    };
    Ok((0..n).map(|i| (start + step * i) as usize).collect())
}

/// The lines of an entry (`"lines": [["R1C1", ...], ...]`), at least one.
fn lines(
    entry: &Map<String, Value>,
    size: usize,
    what: &str,
) -> Result<Vec<Vec<usize>>, ShapedError> {
    let lines = match entry.get("lines") {
        Some(Value::Array(lines)) if !lines.is_empty() => lines,
        _ => return Err(ShapedError::new(format!("{what} has no \"lines\""))),
    };
    lines
        .iter()
        .map(|line| match line {
            // A line may turn back through a cell it passed: each rule says
            // what that means, or refuses it (rules::read_path).
            Value::Array(items) if items.len() <= 2 * size * size => (items.iter())
                .map(|item| cells(Some(&Value::Array(vec![item.clone()])), size, what))
                .map(|cell| cell.map(|cell| cell[0]))
                .collect(),
            _ => cells(Some(line), size, what),
        })
        .collect()
}

/// A whole number given as a number or a string; `None` when absent or
/// blank.
fn number(value: Option<&Value>, what: &str) -> Result<Option<u32>, ShapedError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) if text.trim().is_empty() => Ok(None),
        Some(value) => whole(value)
            .and_then(|number| u32::try_from(number).ok())
            .map(Some)
            .ok_or_else(|| {
                ShapedError::new(format!(
                    "{what} has the value {}; expected a whole number",
                    brief(value)
                ))
            }),
    }
}

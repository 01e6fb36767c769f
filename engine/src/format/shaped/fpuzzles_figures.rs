//! f-puzzles' cosmetic figures (`line`, `rectangle`, `circle`, `text`, and
//! `cage` outlines with no value) read into [`Figure`]s and written back.
//! A figure f-puzzles made from a rule the link also stores
//! (`"fromConstraint": "Whispers"` beside a `whispers` key) is that rule's
//! drawing, which the rule draws itself: it is left out.
//!
//! Cells name places: a figure over several cells sits in the middle of
//! the box around them, so `["R1C1", "R1C2"]` is the edge they share.
//! Lengths are in cells (`"width": 0.25`), kept in hundredths.

use serde_json::{json, Map, Value};

use super::fpuzzles::{amount, brief, is_metadata, list, RULES};
use super::fpuzzles_drawn::DRAWN;
use super::fpuzzles_write::push;
use super::ShapedError;
use crate::shape::{Colour, Figure, Label, Point};

/// The keys of the figures read here besides cage outlines.
pub(super) const FIGURES: &[&str] = &["line", "rectangle", "circle", "text"];

/// The figures of `root` on a grid of `size`, in f-puzzles' drawing
/// order: shapes, then lines, text and cage outlines.
pub(super) fn read_figures(
    root: &Map<String, Value>,
    size: usize,
) -> Result<Vec<Figure>, ShapedError> {
    let mut figures = Vec::new();
    for key in ["rectangle", "circle", "line", "text"] {
        for (index, entry) in list(root, key)?.iter().enumerate() {
            if drawn_by_a_rule(root, entry) {
                continue;
            }
            let what = format!("{key} {}", index + 1);
            let error = |why: String| ShapedError::new(format!("{what}: {why}"));
            match key {
                "line" => figures.extend(lines(entry).map_err(error)?),
                "text" => figures.push(text(entry).map_err(error)?),
                _ => figures.push(shape(entry, key == "circle").map_err(error)?),
            }
        }
    }
    for (index, cage) in list(root, "cage")?.iter().enumerate() {
        if is_outline(cage) {
            let what = format!("cage {}", index + 1);
            let cells = places(cage.get("cells"))
                .and_then(|places| {
                    places
                        .into_iter()
                        .map(|(row, col)| on_grid(row, col, size))
                        .collect::<Result<Vec<u16>, String>>()
                })
                .map_err(|why| ShapedError::new(format!("{what}: {why}")))?;
            figures.push(Figure::Outline { cells });
        }
    }
    Ok(figures)
}

/// True for an f-puzzles figure that draws a rule the link stores: its
/// `fromConstraint` names a rule key that holds something.
fn drawn_by_a_rule(root: &Map<String, Value>, entry: &Map<String, Value>) -> bool {
    let Some(rule) = entry.get("fromConstraint").and_then(Value::as_str) else {
        return false;
    };
    let key: String = rule
        .chars()
        .filter(|ch| !ch.is_whitespace() && *ch != '-')
        .flat_map(char::to_lowercase)
        .collect();
    let is_rule = RULES.iter().chain(DRAWN).any(|&rule| rule == key);
    is_rule && root.get(&key).and_then(amount).is_some()
}

/// True for a cosmetic cage that is only an outline: no value, or an
/// empty one (fog of war and metadata cages are no figure).
fn is_outline(cage: &Map<String, Value>) -> bool {
    match cage.get("value") {
        None | Some(Value::Null) => true,
        Some(Value::String(text)) => text.trim().is_empty() && !is_metadata(text),
        Some(_) => false,
    }
}

fn lines(entry: &Map<String, Value>) -> Result<Vec<Figure>, String> {
    let colour = colour(entry, "outlineC")?;
    let width = length(entry, "width", 0.25)?;
    let Some(Value::Array(paths)) = entry.get("lines") else {
        return Err("has no \"lines\" (lists of cells)".into());
    };
    paths
        .iter()
        .map(|path| {
            let points: Vec<Point> = places(Some(path))?
                .into_iter()
                .map(|(row, col)| middle(row, col))
                .collect();
            if points.len() < 2 {
                return Err("a line goes through two cells or more".into());
            }
            Ok(Figure::Line {
                points,
                colour,
                width,
            })
        })
        .collect()
}

fn shape(entry: &Map<String, Value>, oval: bool) -> Result<Figure, String> {
    let height = length(entry, "height", 1.0)?;
    let label = words(entry)
        .map(|words| -> Result<Label, String> {
            Ok(Label {
                words,
                colour: colour(entry, "fontC")?,
                size: label_size(height),
            })
        })
        .transpose()?;
    Ok(Figure::Shape {
        oval,
        centre: centre(entry)?,
        width: length(entry, "width", 1.0)?,
        height,
        fill: colour(entry, "baseC")?,
        outline: colour(entry, "outlineC")?,
        angle: angle(entry)?,
        label,
    })
}

/// The size of the words in a rectangle or circle `height` high: f-puzzles
/// has no size for them and draws them to fit.
fn label_size(height: u16) -> u16 {
    height.min(70)
}

fn text(entry: &Map<String, Value>) -> Result<Figure, String> {
    Ok(Figure::Text {
        centre: centre(entry)?,
        angle: angle(entry)?,
        label: Label {
            words: words(entry).unwrap_or_default(),
            colour: colour(entry, "fontC")?,
            size: length(entry, "size", 0.5)?,
        },
    })
}

/// The rows and columns (1-based, 0 and N + 1 outside) of a list of
/// `"R1C1"` names.
fn places(value: Option<&Value>) -> Result<Vec<(i32, i32)>, String> {
    let Some(Value::Array(items)) = value else {
        return Err("lists no cells".into());
    };
    if items.is_empty() {
        return Err("lists no cells".into());
    }
    items
        .iter()
        .map(|item| {
            item.as_str()
                .and_then(place)
                .ok_or_else(|| format!("{} is not a cell such as \"R1C1\"", brief(item)))
        })
        .collect()
}

fn place(name: &str) -> Option<(i32, i32)> {
    let name = name.trim().to_ascii_uppercase();
    let (row, col) = name.strip_prefix('R')?.split_once('C')?;
    let (row, col) = (row.parse::<i32>().ok()?, col.parse::<i32>().ok()?);
    (row.abs() < 100 && col.abs() < 100).then_some((row, col))
}

fn middle(row: i32, col: i32) -> Point {
    Point {
        row: row * 100 - 50,
        col: col * 100 - 50,
    }
}

fn on_grid(row: i32, col: i32, size: usize) -> Result<u16, String> {
    let on = |n: i32| (1..=size as i32).contains(&n);
    if on(row) && on(col) {
        Ok(((row - 1) as usize * size + (col - 1) as usize) as u16)
    } else {
        Err(format!("R{row}C{col} is off the {size}x{size} grid"))
    }
}

/// The middle of the box around the entry's cells.
fn centre(entry: &Map<String, Value>) -> Result<Point, String> {
    let points: Vec<Point> = places(entry.get("cells"))?
        .into_iter()
        .map(|(row, col)| middle(row, col))
        .collect();
    let span = |of: fn(&Point) -> i32| {
        let low = points.iter().map(of).min().unwrap_or(0);
        let high = points.iter().map(of).max().unwrap_or(0);
        (low + high) / 2
    };
    Ok(Point {
        row: span(|p| p.row),
        col: span(|p| p.col),
    })
}

fn colour(entry: &Map<String, Value>, key: &str) -> Result<Colour, String> {
    match entry.get(key) {
        None | Some(Value::Null) => Ok(Colour::NONE),
        Some(Value::String(text)) => Colour::parse(text).ok_or_else(|| {
            format!("\"{key}\" is \"{text}\"; expected a colour such as \"#FF8178\"")
        }),
        Some(other) => Err(format!("\"{key}\" is {}; expected a colour", brief(other))),
    }
}

/// A length in cells, in hundredths (`default` when absent).
fn length(entry: &Map<String, Value>, key: &str, default: f64) -> Result<u16, String> {
    let cells = match entry.get(key) {
        None | Some(Value::Null) => default,
        Some(value) => value
            .as_f64()
            .or_else(|| value.as_str().and_then(|text| text.trim().parse().ok()))
            .filter(|cells| (0.0..=100.0).contains(cells))
            .ok_or_else(|| format!("\"{key}\" is {}; expected a length in cells", brief(value)))?,
    };
    Ok((cells * 100.0).round() as u16)
}

fn angle(entry: &Map<String, Value>) -> Result<i16, String> {
    match entry.get("angle") {
        None | Some(Value::Null) => Ok(0),
        Some(value) => value
            .as_f64()
            .filter(|angle| angle.abs() <= 360.0)
            .map(|angle| angle.round() as i16)
            .ok_or_else(|| format!("\"angle\" is {}; expected degrees", brief(value))),
    }
}

fn words(entry: &Map<String, Value>) -> Option<String> {
    match entry.get("value")? {
        Value::String(text) if !text.is_empty() => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// Why f-puzzles cannot draw `figure` where and as it is, if it cannot:
/// its lines join cell middles, its shapes and text sit on a middle, an
/// edge or a corner, and a shape's words are sized by its height.
fn unwritable(figure: &Figure) -> Option<String> {
    let on = |at: i32, step: i32| (at - 50).rem_euclid(step) == 0;
    match figure {
        Figure::Line { points, .. } => (points.iter())
            .find(|p| !(on(p.row, 100) && on(p.col, 100)))
            .map(|p| {
                format!(
                    "it passes through {},{}, and an f-puzzles line joins cell middles \
                     (50, 150, 250... in hundredths of a cell)",
                    p.row, p.col
                )
            }),
        Figure::Shape { centre, .. } | Figure::Text { centre, .. }
            if !(on(centre.row, 50) && on(centre.col, 50)) =>
        {
            Some(format!(
                "it sits at {},{}, and f-puzzles places it on a cell's middle, edge or corner \
                 (a multiple of 50 in hundredths of a cell)",
                centre.row, centre.col
            ))
        }
        Figure::Shape {
            height,
            label: Some(label),
            ..
        } if label.size != label_size(*height) => Some(format!(
            "its words are {} high, and f-puzzles sizes them by the shape's height ({} here)",
            label.size,
            label_size(*height)
        )),
        _ => None,
    }
}

/// Adds `figures` to `root` under f-puzzles' keys, on a grid of `size`;
/// an error names a figure f-puzzles cannot draw as it is.
pub(super) fn write_figures(
    root: &mut Map<String, Value>,
    figures: &[Figure],
    size: usize,
) -> Result<(), ShapedError> {
    if let Some((index, figure, why)) = (figures.iter().enumerate())
        .find_map(|(index, figure)| Some((index, figure, unwritable(figure)?)))
    {
        return Err(ShapedError::new(format!(
            "figure {} ({}) has no f-puzzles form: {why}",
            index + 1,
            figure.attribute()
        )));
    }
    let name = |row: i32, col: i32| json!(format!("R{row}C{col}"));
    // The cells a place lies in the middle of: one, two on an edge, four
    // on a corner.
    let cells_at = |point: Point| -> Vec<Value> {
        let around = |at: i32| -> Vec<i32> {
            let low = (at - 50).div_euclid(100) + 1;
            if (at - 50).rem_euclid(100) == 0 {
                vec![low]
            } else {
                vec![low, low + 1]
            }
        };
        let cols = around(point.col);
        around(point.row)
            .into_iter()
            .flat_map(|row| cols.iter().map(move |&col| (row, col)))
            .map(|(row, col)| name(row, col))
            .collect()
    };
    let cells = |hundredths: u16| f64::from(hundredths) / 100.0;
    for figure in figures {
        let (key, entry) = match figure {
            Figure::Line {
                points,
                colour,
                width,
            } => {
                let path: Vec<Value> = points
                    .iter()
                    .map(|p| name((p.row + 50).div_euclid(100), (p.col + 50).div_euclid(100)))
                    .collect();
                let entry = json!({
                    "lines": [path],
                    "outlineC": colour.to_string(),
                    "width": cells(*width),
                });
                ("line", entry)
            }
            Figure::Shape {
                oval,
                centre,
                width,
                height,
                fill,
                outline,
                angle,
                label,
            } => {
                let mut entry = json!({
                    "cells": cells_at(*centre),
                    "baseC": fill.to_string(),
                    "outlineC": outline.to_string(),
                    "width": cells(*width),
                    "height": cells(*height),
                });
                if *angle != 0 {
                    entry["angle"] = json!(angle);
                }
                if let Some(label) = label {
                    entry["value"] = json!(label.words);
                    entry["fontC"] = json!(label.colour.to_string());
                }
                (if *oval { "circle" } else { "rectangle" }, entry)
            }
            Figure::Text {
                centre,
                angle,
                label,
            } => {
                let mut entry = json!({
                    "cells": cells_at(*centre),
                    "value": label.words,
                    "fontC": label.colour.to_string(),
                    "size": cells(label.size),
                });
                if *angle != 0 {
                    entry["angle"] = json!(angle);
                }
                ("text", entry)
            }
            Figure::Outline { cells } => {
                let listed: Vec<Value> = cells
                    .iter()
                    .map(|&cell| {
                        let cell = usize::from(cell);
                        name((cell / size) as i32 + 1, (cell % size) as i32 + 1)
                    })
                    .collect();
                ("cage", json!({ "cells": listed, "outlineC": "#000000" }))
            }
        };
        push(root, key, entry);
    }
    Ok(())
}

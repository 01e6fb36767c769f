//! A puzzle of any shape written as an f-puzzles link: its JSON (size,
//! givens, jigsaw regions and every rule under the key f-puzzles reads it
//! by, as [`super::fpuzzles`] and [`super::fpuzzles_drawn`] read them),
//! compressed as f-puzzles links carry it.

use serde_json::{json, Map, Value};

use super::lz_compress::compress;
use crate::shape::Sudoku;

/// The f-puzzles link of `sudoku`.
pub fn fpuzzles_link(sudoku: &Sudoku) -> String {
    let json = fpuzzles_json(sudoku);
    format!(
        "https://www.f-puzzles.com/?load={}",
        compress(&json.to_string())
    )
}

/// The f-puzzles JSON of `sudoku`.
pub fn fpuzzles_json(sudoku: &Sudoku) -> Value {
    let shape = sudoku.shape();
    let size = shape.size();
    let rc = |cell: usize| json!(format!("R{}C{}", cell / size + 1, cell % size + 1));
    let cells = |text: &str| -> Vec<Value> {
        text.split('.')
            .filter_map(|cell| cell.parse::<usize>().ok())
            .map(rc)
            .collect()
    };
    let grid: Vec<Vec<Value>> = (0..size)
        .map(|row| {
            (0..size)
                .map(|col| {
                    let cell = row * size + col;
                    let mut entry = Map::new();
                    if let Some(regions) = shape.regions() {
                        entry.insert("region".into(), json!(regions[cell]));
                    }
                    match sudoku.givens().get(cell) {
                        0 => {}
                        digit => {
                            entry.insert("value".into(), json!(digit));
                            entry.insert("given".into(), json!(true));
                        }
                    }
                    Value::Object(entry)
                })
                .collect()
        })
        .collect();
    let mut root = Map::new();
    root.insert("size".into(), json!(size));
    root.insert("grid".into(), json!(grid));
    let mut push = |key: &str, entry: Value| {
        let list = root.entry(key).or_insert_with(|| json!([]));
        list.as_array_mut().expect("a list key").push(entry);
    };
    let mut flags = Vec::new();
    if shape.regions().is_some() && shape.keeps_boxes() {
        // f-puzzles has no boxes beside a jigsaw's regions: extra regions.
        let constraints = shape.constraints();
        for house in constraints
            .houses
            .iter()
            .filter(|house| house.name.starts_with("box "))
        {
            let listed: Vec<Value> = house
                .cells
                .iter()
                .map(|&cell| rc(usize::from(cell)))
                .collect();
            push("extraregion", json!({ "cells": listed }));
        }
    }
    for rule in shape.rules() {
        let text = rule.text();
        let (tag, data) = text.split_once('=').unwrap_or((text.as_str(), ""));
        let (value, listed) = data.split_once(':').unwrap_or(("", data));
        let line = || json!({ "lines": [cells(listed)] });
        match tag {
            "x" => flags.extend(["diagonal+", "diagonal-"]),
            "antiknight" | "antiking" | "nonconsecutive" => flags.push(tag_key(tag)),
            "disjoint" => flags.push("disjointgroups"),
            "windoku" | "house" => {
                let mut scratch = crate::shape::Constraints::default();
                if rule.constrain(shape.geometry(), &mut scratch).is_ok() {
                    let houses = scratch.houses.iter().map(|h| &h.cells);
                    for house in houses.chain(scratch.groups.iter().map(|g| &g.cells)) {
                        let listed: Vec<Value> =
                            house.iter().map(|&c| rc(usize::from(c))).collect();
                        push("extraregion", json!({ "cells": listed }));
                    }
                }
            }
            "cage" => push(
                "killercage",
                with_value(json!({ "cells": cells(listed) }), value),
            ),
            "thermo" => push("thermometer", line()),
            "slowthermo" => push("slowthermometer", line()),
            "palindrome" => push("palindrome", line()),
            "whisper" => push("whispers", line()),
            "renban" => push("renban", line()),
            "entropic" => push("entropicline", line()),
            "zipper" => push("zipperline", line()),
            "regionsum" => push("regionsumline", line()),
            "arrow" => {
                let circle = cells(value);
                let mut shaft = vec![circle.last().cloned().unwrap_or(Value::Null)];
                shaft.extend(cells(listed));
                push("arrow", json!({ "cells": circle, "lines": [shaft] }));
            }
            "littlekiller" => {
                let diagonal = cells(listed);
                push(
                    "littlekillersum",
                    json!({ "cells": diagonal, "value": value }),
                );
            }
            "white" => push(
                "difference",
                with_value(json!({ "cells": cells(listed) }), value),
            ),
            "black" => push(
                "ratio",
                with_value(json!({ "cells": cells(listed) }), value),
            ),
            "xv" => push("xv", json!({ "cells": cells(listed), "value": value })),
            "negative" => {
                let kind = match data {
                    "white" => "difference",
                    "black" => "ratio",
                    _ => "xv",
                };
                push("negative", json!(kind));
            }
            "odd" | "even" | "minimum" | "maximum" => {
                for cell in cells(listed) {
                    push(tag, json!({ "cell": cell }));
                }
            }
            "clone" => push(
                "clone",
                json!({ "cells": cells(value), "cloneCells": cells(listed) }),
            ),
            _ => {}
        }
    }
    for flag in flags {
        root.insert(flag.into(), json!(true));
    }
    Value::Object(root)
}

/// f-puzzles' key of a flag rule.
fn tag_key(tag: &str) -> &'static str {
    match tag {
        "antiknight" => "antiknight",
        "antiking" => "antiking",
        _ => "nonconsecutive",
    }
}

/// `entry` with `"value"` when `value` is not empty.
fn with_value(mut entry: Value, value: &str) -> Value {
    if !value.is_empty() {
        entry["value"] = json!(value);
    }
    entry
}

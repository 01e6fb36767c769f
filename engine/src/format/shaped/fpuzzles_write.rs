//! A puzzle of any shape written as an f-puzzles link: its JSON (size,
//! givens, pencil marks, regions where they are not the usual boxes and
//! every rule under the key f-puzzles reads it by, as [`super::fpuzzles`]
//! and [`super::fpuzzles_drawn`] read them), compressed as f-puzzles links
//! carry it. SudokuPad opens the same data. A puzzle the link cannot hold
//! as it is is refused with the reason, never written as another.

use serde_json::{json, Map, Value};

use super::fpuzzles::box_regions;
use super::fpuzzles_figures::write_figures;
use super::lz_compress::compress;
use super::ShapedError;
use crate::shape::{rules, BoxSize, Sudoku};

/// The f-puzzles link of `sudoku`, with its title, author, rules text and
/// figures when it has them; an error says why a puzzle has none.
pub fn fpuzzles_link(sudoku: &Sudoku) -> Result<String, ShapedError> {
    let json = fpuzzles_json(sudoku)?;
    Ok(format!(
        "https://www.f-puzzles.com/?load={}",
        compress(&json.to_string())
    ))
}

/// The f-puzzles JSON of `sudoku` and what its setter says and draws; an
/// error says why f-puzzles cannot hold it as it is.
pub fn fpuzzles_json(sudoku: &Sudoku) -> Result<Value, ShapedError> {
    refuse_what_would_change(sudoku)?;
    let about = sudoku.about().cloned().unwrap_or_default();
    let shape = sudoku.shape();
    let size = shape.size();
    let rc = |cell: usize| json!(format!("R{}C{}", cell / size + 1, cell % size + 1));
    let cells = |text: &str| -> Vec<Value> {
        text.split('.')
            .filter_map(|cell| cell.parse::<usize>().ok())
            .map(rc)
            .collect()
    };
    let boxes = shape.geometry().boxes();
    let other_boxes = boxes
        .filter(|_| boxes != BoxSize::default_for(size))
        .map(|boxes| box_regions(size, boxes));
    let all = (1u64 << size) - 1;
    let grid: Vec<Vec<Value>> = (0..size)
        .map(|row| {
            (0..size)
                .map(|col| {
                    let cell = row * size + col;
                    let mut entry = Map::new();
                    if let Some(regions) = shape.regions() {
                        entry.insert("region".into(), json!(regions[cell]));
                    } else if let Some(regions) = &other_boxes {
                        entry.insert("region".into(), json!(regions[cell]));
                    }
                    match sudoku.givens().get(cell) {
                        0 => {
                            let marks = sudoku.marks().map_or(all, |marks| marks[cell]);
                            if marks != all {
                                let digits: Vec<u32> = (1..=size as u32)
                                    .filter(|d| marks >> (d - 1) & 1 == 1)
                                    .collect();
                                entry.insert("givenPencilMarks".into(), json!(digits));
                            }
                        }
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
    for (key, words) in [
        ("title", &about.title),
        ("author", &about.author),
        ("ruleset", &about.rules),
    ] {
        if let Some(words) = words {
            root.insert(key.into(), json!(words));
        }
    }
    root.insert("grid".into(), json!(grid));
    let house_entry = |cells: Vec<u16>| -> Value {
        let listed: Vec<Value> = cells
            .into_iter()
            .map(|cell| rc(usize::from(cell)))
            .collect();
        json!({ "cells": listed })
    };
    if shape.regions().is_some() && shape.keeps_boxes() {
        // f-puzzles has no boxes beside a jigsaw's regions: extra regions.
        let constraints = shape.constraints();
        for house in constraints
            .houses
            .iter()
            .filter(|house| house.name.starts_with("box "))
        {
            push(&mut root, "extraregion", house_entry(house.cells.clone()));
        }
    }
    // f-puzzles marks odd, even, minimum and maximum cells and indexers
    // one cell at a time: each cell once.
    let mut marked: Vec<(String, usize)> = Vec::new();
    for rule in shape.rules() {
        let text = rule.text();
        let (tag, data) = text.split_once('=').unwrap_or((text.as_str(), ""));
        let (value, listed) = data.split_once(':').unwrap_or(("", data));
        let line = || json!({ "lines": [cells(listed)] });
        match tag {
            "x" => {
                flag(&mut root, "diagonal+");
                flag(&mut root, "diagonal-");
            }
            "antiknight" | "antiking" | "nonconsecutive" => flag(&mut root, tag),
            // f-puzzles' disjoint groups are the usual boxes'.
            "disjoint" if shape.regions().is_none() && other_boxes.is_none() => {
                flag(&mut root, "disjointgroups")
            }
            "disjoint" | "windoku" | "house" => {
                for cells in rules::houses_of_rule(rule.as_ref(), shape.geometry()) {
                    push(&mut root, "extraregion", house_entry(cells));
                }
            }
            "cage" => push(
                &mut root,
                "killercage",
                with_value(json!({ "cells": cells(listed) }), value),
            ),
            "thermo" => push(&mut root, "thermometer", line()),
            "slowthermo" => push(&mut root, "slowthermometer", line()),
            "palindrome" => push(&mut root, "palindrome", line()),
            "whisper" => push(&mut root, "whispers", line()),
            "renban" => push(&mut root, "renban", line()),
            "entropic" => push(&mut root, "entropicline", line()),
            "zipper" => push(&mut root, "zipperline", line()),
            "regionsum" => push(&mut root, "regionsumline", line()),
            "between" => push(&mut root, "betweenline", line()),
            "quadruple" => {
                let digits: Vec<Value> = (value.split('.'))
                    .filter_map(|digit| digit.parse::<u32>().ok())
                    .map(|digit| json!(digit))
                    .collect();
                push(
                    &mut root,
                    "quadruple",
                    json!({ "cells": cells(listed), "values": digits }),
                );
            }
            "sandwich" | "xsum" | "skyscraper" => {
                let key = if tag == "sandwich" {
                    "sandwichsum"
                } else {
                    tag
                };
                let line: Vec<usize> = listed.split('.').filter_map(|c| c.parse().ok()).collect();
                push(
                    &mut root,
                    key,
                    json!({ "cell": clue_cell(&line, size), "value": value }),
                );
            }
            "arrow" => {
                let circle = cells(value);
                let mut shaft = vec![circle.last().cloned().unwrap_or(Value::Null)];
                shaft.extend(cells(listed));
                push(
                    &mut root,
                    "arrow",
                    json!({ "cells": circle, "lines": [shaft] }),
                );
            }
            "littlekiller" => {
                let diagonal = cells(listed);
                push(
                    &mut root,
                    "littlekillersum",
                    json!({ "cells": diagonal, "value": value }),
                );
            }
            "white" => push(
                &mut root,
                "difference",
                with_value(json!({ "cells": cells(listed) }), value),
            ),
            "black" => push(
                &mut root,
                "ratio",
                with_value(json!({ "cells": cells(listed) }), value),
            ),
            "xv" => push(
                &mut root,
                "xv",
                json!({ "cells": cells(listed), "value": value }),
            ),
            "negative" => {
                let kind = match data {
                    "white" => "difference",
                    "black" => "ratio",
                    _ => "xv",
                };
                push(&mut root, "negative", json!(kind));
            }
            "odd" | "even" | "minimum" | "maximum" | "rowindexer" | "columnindexer"
            | "boxindexer" => {
                for cell in listed
                    .split('.')
                    .filter_map(|cell| cell.parse::<usize>().ok())
                {
                    if marked.contains(&(tag.to_string(), cell)) {
                        continue;
                    }
                    marked.push((tag.to_string(), cell));
                    let entry = match tag {
                        "odd" | "even" | "minimum" | "maximum" => json!({ "cell": rc(cell) }),
                        _ => json!({ "cells": [rc(cell)] }),
                    };
                    push(&mut root, tag, entry);
                }
            }
            "clone" => push(
                &mut root,
                "clone",
                json!({ "cells": cells(value), "cloneCells": cells(listed) }),
            ),
            _ => {}
        }
    }
    write_figures(&mut root, &about.figures, size)?;
    Ok(Value::Object(root))
}

/// Refuses a puzzle whose rules f-puzzles would read as others.
fn refuse_what_would_change(sudoku: &Sudoku) -> Result<(), ShapedError> {
    let tags: Vec<String> = (sudoku.shape().rules().iter())
        .map(|rule| {
            rule.text()
                .split('=')
                .next()
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    let has = |tag: &str| tags.iter().any(|other| other == tag);
    if has("nonconsecutive") && has("white") {
        return Err(ShapedError::new(
            "f-puzzles reads non-consecutive beside white dots as the dots' negative constraint \
             (cells with no dot are not consecutive; dotted cells are as their dot says), not as \
             non-consecutive everywhere: no f-puzzles link holds this puzzle",
        ));
    }
    Ok(())
}

/// Where f-puzzles puts the clue of a row or column read from it
/// (`line`, from the clue): the cell just before its first, `"R0C3"`.
fn clue_cell(line: &[usize], size: usize) -> String {
    let at = |cell: usize| ((cell / size) as i64, (cell % size) as i64);
    let ((row, col), (next_row, next_col)) = (at(line[0]), at(line[1]));
    let (row, col) = (2 * row - next_row, 2 * col - next_col);
    format!("R{}C{}", row + 1, col + 1)
}

/// Adds `entry` to the list under `key`.
pub(super) fn push(root: &mut Map<String, Value>, key: &str, entry: Value) {
    let list = root.entry(key).or_insert_with(|| json!([]));
    list.as_array_mut().expect("a list key").push(entry);
}

/// Sets the flag rule `key`.
fn flag(root: &mut Map<String, Value>, key: &str) {
    root.insert(key.into(), json!(true));
}

/// `entry` with `"value"` when `value` is not empty.
fn with_value(mut entry: Value, value: &str) -> Value {
    if !value.is_empty() {
        entry["value"] = json!(value);
    }
    entry
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_puzzle;
    use crate::format::shaped::{write_sudoku, ShapeOptions};

    /// One puzzle per group of rules that fit together, every rule tag
    /// among them.
    const EVERY_RULE: [&str; 6] = [
        "x;antiknight;disjoint;house=0.10.20;cage=15:40.41",
        "windoku;nonconsecutive;thermo=0.1.2;slowthermo=3.4;arrow=9:10.11;littlekiller=15:18.28.38",
        "antiking;white=0.1;black=3:9.10;xv=X:20.21;negative=xv;odd=40;even=41;minimum=50",
        "maximum=60;palindrome=69.70.71;clone=0.1:30.31;whisper=5.6;renban=14.15;entropic=22.23.24",
        "zipper=45.46.47;regionsum=48.49;between=51.52.53;quadruple=1.2:55.56.64.65;\
         sandwich=10:0.1.2.3.4.5.6.7.8;xsum=15:8.17.26.35.44.53.62.71.80;\
         skyscraper=3:80.79.78.77.76.75.74.73.72",
        "rowindexer=0.36;columnindexer=4.13;boxindexer=80",
    ];

    #[test]
    fn every_rule_reads_back_from_the_link_written() {
        let listed: String = EVERY_RULE.join(";");
        for tag in crate::shape::rules::RULES.iter().map(|kind| kind.tag) {
            assert!(
                listed
                    .split(';')
                    .any(|rule| rule.split('=').next() == Some(tag)),
                "a new rule needs a case here and a form in the writer: {tag}"
            );
        }
        let blank = ".".repeat(81);
        for rules in EVERY_RULE {
            let text = format!("{blank};{rules}");
            let sudoku = read_puzzle(&text, &ShapeOptions::default()).unwrap().sudoku;
            let again = read_puzzle(&fpuzzles_link(&sudoku).unwrap(), &ShapeOptions::default())
                .unwrap()
                .sudoku;
            // The same givens and rules, in f-puzzles' order.
            let parts = |sudoku: &Sudoku| {
                let text = write_sudoku(sudoku);
                let mut parts: Vec<String> = text.split(';').map(String::from).collect();
                parts.sort();
                parts
            };
            assert_eq!(parts(&again), parts(&sudoku), "{text}");
        }
    }
}

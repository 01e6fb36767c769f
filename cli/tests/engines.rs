//! `sudoku engines` lists every registered engine.

mod common;

use common::sudoku;
use serde_json::Value;
use sudoku_engine::engines;

#[test]
fn lists_every_engine_with_summary_source_kind_and_parameters() {
    let run = sudoku(&["engines"]);
    assert_eq!(run.code, Some(0));
    let text = run.stdout;
    for info in engines() {
        let kind = info.kind.word();
        let heading = text
            .lines()
            .find(|line| line.starts_with(&format!("{} (", info.name)))
            .unwrap_or_else(|| panic!("no heading for {}", info.name));
        assert!(heading.contains(kind), "{heading}");
        assert!(text.contains(info.summary), "{}", info.name);
        assert!(text.contains(info.source), "{}", info.name);
        if !info.presets.is_empty() {
            let from_heading = &text[text.find(heading).unwrap()..];
            let listing = from_heading.split("\n\n").next().unwrap();
            let defaults = "defaults: the paper's form; a preset changes them";
            assert!(listing.contains(defaults), "{}", info.name);
        }
        for preset in info.presets {
            assert!(
                text.contains(&format!(
                    "preset {} (--preset {})",
                    preset.name, preset.name
                )),
                "{} preset {}",
                info.name,
                preset.name
            );
        }
        for spec in info.params {
            let default = spec.default_value().to_string();
            assert!(
                text.lines().any(|line| {
                    let words: Vec<&str> = line.split_whitespace().collect();
                    words.first() == Some(&spec.name) && words.get(1) == Some(&default.as_str())
                }),
                "{}: {} with default {default}",
                info.name,
                spec.name
            );
        }
    }
}

#[test]
fn json_listing_matches_the_registry() {
    let run = sudoku(&["engines", "--json"]);
    let listed: Vec<Value> = run
        .ok_lines()
        .iter()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(listed.len(), engines().len());
    for (object, info) in listed.iter().zip(engines()) {
        assert_eq!(object["name"], info.name);
        assert_eq!(object["source"], info.source);
        assert_eq!(object["shapes"], info.shapes.describe());
        let params = object["params"].as_array().unwrap();
        let names: Vec<&str> = params.iter().map(|p| p["name"].as_str().unwrap()).collect();
        let declared: Vec<&str> = info.params.iter().map(|spec| spec.name).collect();
        assert_eq!(names, declared);
        assert!(params.iter().all(|p| !p["default"].is_null()));
        let stats = object["stats"].as_array().unwrap();
        let stat_names: Vec<&str> = stats.iter().map(|s| s["name"].as_str().unwrap()).collect();
        let declared: Vec<&str> = info.stats.iter().map(|spec| spec.name).collect();
        assert_eq!(stat_names, declared, "{}", info.name);
    }
    assert_eq!(listed[0]["default"], true, "the default engine comes first");
}

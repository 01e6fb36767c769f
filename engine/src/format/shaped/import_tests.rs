//! f-puzzles and SudokuPad links read into puzzles. Link data is made here
//! by writing the JSON and compressing it with lz-str's
//! `compress_to_base64`, the format's own compression.

use serde_json::{json, Value};

use super::lz::{self, LzError};
use super::sudokupad;
use super::*;
use crate::exact::propagate::find_solutions;
use crate::format::read_puzzle;
use crate::meta::rng::MetaRng;
use crate::shape::Values;

/// A puzzle's JSON as f-puzzles writes it: `line` holds N² cells, `.` for
/// an empty one; `extra` adds keys.
fn fpuzzle(size: usize, line: &str, extra: Value) -> Value {
    let cells: Vec<Value> = line
        .chars()
        .map(|ch| match ch.to_digit(36) {
            Some(digit) if digit > 0 => json!({"value": digit, "given": true}),
            _ => json!({}),
        })
        .collect();
    assert_eq!(cells.len(), size * size);
    let grid: Vec<Value> = cells
        .chunks(size)
        .map(|row| Value::Array(row.to_vec()))
        .collect();
    let mut puzzle = json!({"size": size, "grid": grid});
    if let Value::Object(extra) = extra {
        puzzle.as_object_mut().unwrap().extend(extra);
    }
    puzzle
}

/// The `?load=` data of a puzzle's JSON.
fn data(json: &Value) -> String {
    lz_str::compress_to_base64(json.to_string().as_str())
}

fn link(json: &Value) -> String {
    format!("https://www.f-puzzles.com/?load={}", data(json))
}

fn import(text: &str) -> Imported {
    parse_link(text)
        .expect("read as a link")
        .unwrap_or_else(|e| panic!("{}: {e}", &text[..text.len().min(80)]))
}

fn import_error(text: &str) -> String {
    parse_link(text)
        .expect("read as a link")
        .expect_err("an error")
        .to_string()
}

fn rules_of(sudoku: &crate::shape::Sudoku) -> Vec<String> {
    sudoku
        .shape()
        .rules()
        .iter()
        .map(|rule| rule.text())
        .collect()
}

/// The one solution of `sudoku` (it must have exactly one).
fn unique(sudoku: &crate::shape::Sudoku) -> Values {
    let mut found = find_solutions(sudoku, 2);
    assert_eq!(found.len(), 1, "{}", sudoku.shape().describe());
    found.remove(0)
}

/// `R3C4` for a cell of a 9x9.
fn rc(cell: usize) -> String {
    format!("R{}C{}", cell / 9 + 1, cell % 9 + 1)
}

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

const KILLER_CAGES: &str = "3:0.1;15:2.3.4;25:9.10.18.19;17:11.12;9:20.21.30;22:5.13.14.22;4:6.15;16:7.16;15:8.17.26.35;20:24.25.33;8:23.32.41;17:31.40.49;20:39.48.57;14:28.29;6:27.36;13:37.38.46;6:47.55.56;17:34.42.43;27:45.54.63.72;8:64.73;16:65.74;10:58.66.67.75;12:44.53;6:51.52;20:50.59.60;15:68.69;14:61.62.70.71;13:76.77.78;17:79.80";
const KILLER_SOLUTION: &str =
    "215647398368952174794381652586274931142593867973816425821739546659428713437165289";

/// The killer of the shared data as f-puzzles JSON, with one more cage
/// without a sum and the solution.
fn killer() -> Value {
    let mut cages: Vec<Value> = KILLER_CAGES
        .split(';')
        .map(|cage| {
            let (sum, cells) = cage.split_once(':').unwrap();
            let cells: Vec<String> = cells.split('.').map(|c| rc(c.parse().unwrap())).collect();
            json!({"cells": cells, "value": sum, "outlineC": "#000000", "fontC": "#000000"})
        })
        .collect();
    cages.push(json!({"cells": ["R1C1", "R2C1"]}));
    let solution: Vec<u32> = KILLER_SOLUTION
        .chars()
        .map(|ch| ch.to_digit(10).unwrap())
        .collect();
    fpuzzle(
        9,
        &".".repeat(81),
        json!({"title": "Killer", "killercage": cages, "solution": solution}),
    )
}

#[test]
fn a_classic_link_reads_its_givens_only() {
    let mut puzzle = fpuzzle(
        9,
        CLASSIC,
        json!({"title": "Classic", "author": "Wikipedia", "ruleset": "Normal rules.",
               "highlightConflicts": true, "diagonal+": false, "antiknight": false,
               "text": [{"cells": ["R1C1"], "value": "note", "fontC": "#000000", "size": 1}],
               "line": [{"lines": [["R1C1", "R2C2"]], "outlineC": "#FF0000", "width": 0.1}],
               "cage": [{"cells": [], "value": "title: Classic"}]}),
    );
    // A digit the solver typed in, and pencil marks: not givens.
    puzzle["grid"][0][2] =
        json!({"value": 4, "centerPencilMarks": [1, 2], "cornerPencilMarks": [4]});
    puzzle["grid"][0][3] = json!({"value": 6, "given": false});
    let imported = import(&link(&puzzle));
    assert_eq!(imported.source, "f-puzzles");
    assert_eq!(
        imported
            .puzzle
            .sudoku
            .about()
            .and_then(|about| about.title.as_deref()),
        Some("Classic")
    );
    assert_eq!(
        imported
            .puzzle
            .sudoku
            .about()
            .and_then(|about| about.author.as_deref()),
        Some("Wikipedia")
    );
    let sudoku = &imported.puzzle.sudoku;
    assert!(sudoku.shape().is_classic());
    // The words and figures come with the puzzle; the metadata cage is none.
    assert_eq!(
        write_sudoku(sudoku),
        format!(
            "{CLASSIC};title=Classic;author=Wikipedia;rules=Normal rules.;\
             line=ff0000:10:50_50.150_150;text=000000:100:50_50:0:note"
        )
    );
    assert_eq!(imported.puzzle.solution, None);
    assert_eq!(
        unique(sudoku).to_string(),
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    );
    // Every form of the same data reads the same puzzle, through parse_sudoku too.
    let payload = data(&puzzle);
    for text in [
        payload.clone(),
        format!("  https://f-puzzles.com/?load={payload}&other=1  "),
        format!(
            "http://www.f-puzzles.com/?load={}",
            payload.replace('+', "%2B")
        ),
        format!("https://sudokupad.app/fpuzzles{payload}"),
        format!("https://sudokupad.app/fpuz{payload}?setting-nogrid=1"),
        format!("sudokupad.app/sudoku/?puzzleid=fpuzzles{payload}"),
        format!("https://app.crackingthecryptic.com/sudoku/fpuzzles{payload}"),
        format!("fpuzzles{payload}"),
        format!("fpuz{}", payload.replace('+', " ")),
        puzzle.to_string(),
        serde_json::to_string_pretty(&puzzle).unwrap(),
    ] {
        let read =
            read_puzzle(&text, &ShapeOptions::default()).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(&read.sudoku, sudoku, "{text}");
    }
}

#[test]
fn other_sizes_and_jigsaws() {
    let six = import(&link(&fpuzzle(
        6,
        "....4..1.3.5...2....3...6.2.5..5....",
        json!({}),
    )));
    let sudoku = &six.puzzle.sudoku;
    assert_eq!(sudoku.shape().describe(), "6x6 (2x3 boxes)");
    assert_eq!(
        unique(sudoku).to_string(),
        "325146416325541263263514632451154632"
    );
    let twelve = import(&link(&fpuzzle(12, &".".repeat(144), json!({}))));
    assert_eq!(twelve.puzzle.sudoku.shape().describe(), "12x12 (3x4 boxes)");
    let seven = import(&link(&fpuzzle(7, &".".repeat(49), json!({}))));
    assert_eq!(seven.puzzle.sudoku.shape().describe(), "7x7 (no boxes)");

    // f-puzzles writes `region` only where a cell leaves its box.
    let mut four = fpuzzle(4, "1..........4....", json!({}));
    for (r, c, region) in [(0, 2, 0), (1, 1, 1), (2, 2, 2), (3, 1, 3)] {
        four["grid"][r][c]["region"] = json!(region);
    }
    let jigsaw = import(&link(&four)).puzzle.sudoku;
    assert_eq!(jigsaw.shape().describe(), "4x4 jigsaw");
    let same = read_puzzle(
        "1..........4....;regions=1112122233343444",
        &ShapeOptions::default(),
    );
    assert_eq!(jigsaw, same.unwrap().sudoku);

    // A 9x9 jigsaw with every region written, solved.
    let regions =
        "aabbcccccaaabadddcbaabedddcbbbbedddcfaeeeeegcfhhheiiiifhhheiggifhhhgigggfffffiigg";
    let givens =
        "4....91.7.......5.15....9.4..3...7..9.1.7.8.6.782..4..21......8.........7.......9";
    let mut nine = fpuzzle(9, givens, json!({}));
    for (cell, letter) in regions.bytes().enumerate() {
        nine["grid"][cell / 9][cell % 9]["region"] = json!(letter - b'a');
    }
    let jigsaw = import(&link(&nine)).puzzle.sudoku;
    assert_eq!(jigsaw.shape().describe(), "9x9 jigsaw");
    assert_eq!(
        unique(&jigsaw).to_string(),
        "432659187869714253157823964543968712921475836678231495216397548394582671785146329"
    );
    // Regions written where they are the boxes anyway: no jigsaw.
    let mut boxed = fpuzzle(9, CLASSIC, json!({}));
    boxed["grid"][4][4]["region"] = json!(4);
    assert!(import(&link(&boxed)).puzzle.sudoku.shape().is_classic());
    // No region anywhere: rows and columns only, boxes of one row.
    let mut latin = fpuzzle(4, &".".repeat(16), json!({}));
    for cell in 0..16 {
        latin["grid"][cell / 4][cell % 4]["region"] = Value::Null;
    }
    let rows = import(&link(&latin)).puzzle.sudoku;
    assert_eq!(rows.shape().regions(), None);
    assert_eq!(
        rows.shape().boxes().map(|b| b.to_string()).as_deref(),
        Some("1x4")
    );
    latin["grid"][0][0]["region"] = json!(0);
    assert!(import_error(&link(&latin)).ends_with("cells in no region (15)"));
}

#[test]
fn diagonals_and_the_flag_rules() {
    let empty = ".".repeat(81);
    let x = import(&link(&fpuzzle(
        9,
        &empty,
        json!({"diagonal+": true, "diagonal-": true}),
    )));
    assert_eq!(rules_of(&x.puzzle.sudoku), ["x"]);
    assert_eq!(
        x.puzzle.sudoku.shape().describe(),
        "9x9 (3x3 boxes), X (both diagonals)"
    );
    let x = "..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9.";
    let solved = import(&link(&fpuzzle(
        9,
        x,
        json!({"diagonal+": true, "diagonal-": true}),
    )));
    assert_eq!(
        unique(&solved.puzzle.sudoku).to_string(),
        "681945237792316584435827619523784961817639425946152873369478152158293746274561398"
    );
    let anti = import(&link(&fpuzzle(9, &empty, json!({"diagonal+": true}))));
    assert_eq!(
        rules_of(&anti.puzzle.sudoku),
        ["house=8.16.24.32.40.48.56.64.72"]
    );
    let main = import(&link(&fpuzzle(9, &empty, json!({"diagonal-": true}))));
    assert_eq!(
        rules_of(&main.puzzle.sudoku),
        ["house=0.10.20.30.40.50.60.70.80"]
    );
    let four = import(&link(&fpuzzle(
        4,
        &".".repeat(16),
        json!({"diagonal+": true}),
    )));
    assert_eq!(rules_of(&four.puzzle.sudoku), ["house=3.6.9.12"]);

    let flags = json!({"antiknight": true, "antiking": true, "nonconsecutive": true,
                       "disjointgroups": true});
    let all = import(&link(&fpuzzle(9, &empty, flags)));
    assert_eq!(
        rules_of(&all.puzzle.sudoku),
        ["disjoint", "antiknight", "antiking", "nonconsecutive"]
    );
    let knight =
        "1.....567234.....8...............................................................";
    let knight = import(&link(&fpuzzle(
        9,
        knight,
        json!({"antiknight": true, "antiking": true}),
    )));
    assert_eq!(
        unique(&knight.puzzle.sudoku).to_string(),
        "198234567234567198567198234982345671345671982671982345823456719456719823719823456"
    );
    // Givens that break a rule are an error, as in every other form.
    let broken = fpuzzle(
        9,
        &format!("..1..........1{}", ".".repeat(67)),
        json!({"antiknight": true}),
    );
    assert_eq!(
        import_error(&link(&broken)),
        "the givens at r1c3 and r2c5 must hold different digits"
    );
}

#[test]
fn killer_cages_with_and_without_sums_and_the_solution() {
    let imported = import(&link(&killer()));
    let sudoku = &imported.puzzle.sudoku;
    let rules = rules_of(sudoku);
    assert_eq!(rules.len(), 30);
    assert_eq!(rules[0], "cage=3:0.1");
    assert_eq!(rules[29], "cage=:0.9");
    assert_eq!(sudoku.shape().constraints().groups.len(), 30);
    let solution = imported.puzzle.solution.clone().expect("the solution");
    assert_eq!(solution.to_string(), KILLER_SOLUTION);
    assert_eq!(unique(sudoku), solution);
    // The same cages from the shared data line: the same puzzle.
    let line = format!("{},{KILLER_CAGES},-", ".".repeat(81));
    let shared = read_puzzle(&line, &ShapeOptions::default()).unwrap().sudoku;
    assert_eq!(rules_of(&shared), rules[..29]);

    // A solution that breaks the rules as read is an error; a partial one is none.
    let mut wrong = killer();
    wrong["solution"][0] = json!(1);
    wrong["solution"][1] = json!(2);
    assert!(import_error(&link(&wrong))
        .starts_with("the solution stored in the f-puzzles puzzle breaks its rules as read"));
    let mut partial = killer();
    partial["solution"][5] = Value::Null;
    assert_eq!(import(&link(&partial)).puzzle.solution, None);
    let mut bad_sum = killer();
    bad_sum["killercage"][0]["value"] = json!("2");
    assert_eq!(
        import_error(&link(&bad_sum)),
        "killer cage 1 (at r1c1): 2 distinct digits 1-9 add up to 3-17, never 2"
    );
    bad_sum["killercage"][0]["value"] = json!("x1");
    assert_eq!(
        import_error(&link(&bad_sum)),
        "killer cage 1 (at r1c1) has the sum \"x1\"; expected a whole number above 0"
    );
}

#[test]
fn extra_regions_are_houses_or_windoku() {
    let windows: Vec<Value> = [(1, 1), (1, 5), (5, 1), (5, 5)]
        .iter()
        .map(|&(top, left)| {
            let cells: Vec<String> = (0..9)
                .map(|i| rc((top + i / 3) * 9 + left + i % 3))
                .collect();
            json!({"cells": cells})
        })
        .collect();
    let windoku =
        "..............5.1.....2...6......4....5...6...8...73.....214....7......2..6....4.";
    let imported = import(&link(&fpuzzle(9, windoku, json!({"extraregion": windows}))));
    assert_eq!(rules_of(&imported.puzzle.sudoku), ["windoku"]);
    assert_eq!(
        unique(&imported.puzzle.sudoku).to_string(),
        "792861534463975218158423796327196485945382671681547329539214867874639152216758943"
    );
    let one = json!({"extraregion": [{"cells": ["R1C1", "R1C9", "R9C1", "R9C9"]}, windows[0]]});
    let imported = import(&link(&fpuzzle(9, &".".repeat(81), one)));
    assert_eq!(
        rules_of(&imported.puzzle.sudoku),
        ["house=0.8.72.80", "house=10.11.12.19.20.21.28.29.30"]
    );
}

#[test]
fn unsupported_rules_are_named_never_dropped() {
    let puzzle = fpuzzle(
        9,
        CLASSIC,
        json!({"numberedroom": [{"cells": ["R1C1", "R1C2"]}, {"cells": ["R3C3", "R4C4"]}],
               "doublers": [{"cells": ["R5C5"]}],
               "negative": ["ratio", "sums"], "sandwichsum": [],
               "cage": [{"cells": ["R1C1", "R1C2"], "value": "DR3"},
                        {"cells": ["R2C1"], "value": "title: Fine"},
                        {"cells": ["R3C1"]}]}),
    );
    assert_eq!(
        import_error(&link(&puzzle)),
        "this f-puzzles puzzle uses rules Sudoku Lab does not support yet: cage with a value \
         (1), doublers (1), negative constraint \"sums\", numberedroom (2)"
    );
    let mut marks = fpuzzle(9, CLASSIC, json!({"disjointgroups": true}));
    marks["grid"][0][2]["givenPencilMarks"] = json!([1, 2]);
    marks["grid"][0][0]["region"] = json!(1);
    marks["grid"][0][3]["region"] = json!(0);
    assert_eq!(
        import_error(&link(&marks)),
        "this f-puzzles puzzle uses rules Sudoku Lab does not support yet: disjointgroups on \
         irregular regions"
    );
    let flag = fpuzzle(9, CLASSIC, json!({"sudokuzero": true}));
    assert!(import_error(&link(&flag)).ends_with("support yet: sudokuzero"));
}

#[test]
fn broken_links_say_what_is_wrong() {
    assert_eq!(
        import_error("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2"),
        "not an f-puzzles link: the data does not decompress"
    );
    assert_eq!(
        import_error("N4Ig!!!!zglgXgpiBcBOANCA5gJwgEwQbT2"),
        "not an f-puzzles link: the data does not decompress ('!' at character 5 is not base64)"
    );
    let not_json = lz_str::compress_to_base64(r#"{"size":9,"grid":["#);
    assert_eq!(
        import_error(&not_json),
        "the f-puzzles data is not valid JSON: EOF while parsing a list at line 1 column 18"
    );
    assert_eq!(
        import_error(r#"{"size": 9, "grid": [[{}, {}"#),
        "the text starts with '{' but is not f-puzzles or SudokuPad JSON: EOF while parsing a \
         list at line 1 column 28"
    );
    let nine = fpuzzle(9, &".".repeat(81), json!({"size": "nine"}));
    assert_eq!(
        import_error(&link(&nine)),
        "\"size\" is \"nine\"; expected a whole number from 4 to 36"
    );
    let off = fpuzzle(
        9,
        &".".repeat(81),
        json!({"killercage": [{"cells": ["R10C1", "R9C1"]}]}),
    );
    assert_eq!(
        import_error(&link(&off)),
        "killer cage 1: the cell \"R10C1\" is off the 9x9 grid (rows and columns 1 to 9)"
    );
    let odd = fpuzzle(
        9,
        &".".repeat(81),
        json!({"extraregion": [{"cells": ["A1"]}]}),
    );
    assert_eq!(
        import_error(&link(&odd)),
        "extra region 1: \"A1\" is not a cell such as \"R1C1\""
    );
    let mut big = fpuzzle(9, &".".repeat(81), json!({}));
    big["grid"][2][3] = json!({"value": 10, "given": true});
    assert_eq!(
        import_error(&link(&big)),
        "r3c4 holds the given 10; a 9x9 grid has digits 1 to 9"
    );
    let short = json!({"size": 9, "grid": [[{}]]});
    assert_eq!(
        import_error(&link(&short)),
        "the f-puzzles grid has 1 rows; a puzzle of size 9 has 9"
    );
    assert_eq!(
        import_error("https://sudokupad.app/8bNmDd4J9G"),
        "a SudokuPad short link is stored on SudokuPad's server and cannot be opened offline; \
         open it on sudokupad.app and share it as a full link"
    );
    assert!(import_error("https://sudokupad.app/").contains("holds no puzzle"));
    assert!(import_error("http://f-puzzles.com/?id=yc3bdadx").contains("f-puzzles server"));
    assert!(import_error("https://www.f-puzzles.com/").contains("holds no puzzle"));
    assert!(import_error("https://sudokupad.app/scfoooooooooooooK").contains("scf"));
    assert!(import_error("https://sudokupad.app/sclN4Ig!!!!").starts_with("not a SudokuPad link"));
}

#[test]
fn other_texts_are_not_links() {
    for text in [
        CLASSIC.to_string(),
        format!("{CLASSIC};x"),
        format!("{},3:0.1,-", ".".repeat(81)),
        "scl".to_string() + &"1".repeat(1293),
        "N4Ig".to_string() + &".".repeat(77),
        "1 2\n3 4".to_string(),
    ] {
        assert!(parse_link(&text).is_none(), "{text}");
    }
}

#[test]
fn a_link_with_a_collapsed_double_slash_is_repaired() {
    // Find data holding `//`, then lose one `/` as some link shorteners do.
    let mut rng = MetaRng::new(5);
    let (payload, puzzle) = (0..5000)
        .map(|_| {
            let name: String = (0..12)
                .map(|_| char::from(b'~' - rng.below(40) as u8))
                .collect();
            let mut puzzle = killer();
            puzzle["author"] = json!(name);
            (data(&puzzle), puzzle)
        })
        .find(|(payload, _)| payload.contains("//") && !payload.contains("///"))
        .expect("some data holds //");
    let collapsed = payload.replacen("//", "/", 1);
    let repaired = import(&format!("https://www.f-puzzles.com/?load={collapsed}"));
    assert_eq!(
        repaired
            .puzzle
            .sudoku
            .about()
            .and_then(|about| about.author.as_deref()),
        puzzle["author"].as_str()
    );
    assert!(
        parse_link(&collapsed).unwrap().is_err(),
        "bare data is not repaired"
    );
}

// ---------------------------------------------------------------------------
// SudokuPad's own format.

/// Zipped SCL (with SudokuPad's zip) and its link, from the research notes,
/// where it was made and checked with SudokuPad's own code.
const DEMO_ZIPPED: &str = "{id:'demo',cs:50,ce:[[{v:1},,],[,,],[,,{v:3}]],ca:[{unique:t,ce:[[0,1],[0,2]],v:5},{v:'title: Demo'}],l:[{c:34BBE6,th:2,wp:[[0,0],[3,3]]}]}";
const DEMO_LINK: &str = "sclN4SwJgXA5GCmC2B7KAaAxgZwgVgAztggG0jgA3CARgF8UUBdFIux5lciAZmvsbQENiwAK4A7EAEdhhAC4FiRfJVb4ATLxQVstDlBkgZAG0IACACIJkPFIaFouAFgBCTgKIA2FDIAWEVSgB3AAcFfFxWThROXh5qIA===";

#[test]
fn sudokupad_zip_is_undone_as_sudokupad_does() {
    let data = DEMO_LINK.strip_prefix("scl").unwrap();
    assert_eq!(lz::decompress(data).unwrap(), DEMO_ZIPPED);
    let json = sudokupad::parse_scl_text(DEMO_ZIPPED).unwrap();
    assert_eq!(
        json,
        json!({"id": "demo", "cellSize": 50,
               "cells": [[{"value": 1}, {}, {}], [{}, {}, {}], [{}, {}, {"value": 3}]],
               "cages": [{"unique": true, "cells": [[0, 1], [0, 2]], "value": 5},
                         {"value": "title: Demo"}],
               "lines": [{"color": "#34BBE6", "thickness": 2, "wayPoints": [[0, 0], [3, 3]]}]})
    );
    // Quotes in strings, colours, booleans, a trailing empty slot.
    let zipped = r"{te:'it\'s, {a:b}',c:#0,r:f,ce:[[{v:1},,]],c2:#F}";
    assert_eq!(
        sudokupad::parse_scl_text(zipped).unwrap(),
        json!({"text": "it's, {a:b}", "color": "#000000", "rounded": false,
               "cells": [[{"value": 1}, {}, {}]], "backgroundColor": "#FFFFFF"})
    );
}

#[test]
fn sudokupad_links_read_givens_regions_cages_and_diagonals() {
    // The demo is a 3x3: below the 4x4 every size starts at, it is
    // refused, never read.
    assert_eq!(
        import_error(&format!("https://sudokupad.app/{DEMO_LINK}")),
        "the SudokuPad grid is 3x3; Sudoku Lab reads 4x4 to 36x36"
    );

    // A 4x4 with its boxes listed, an anti-diagonal, a killer cage, an
    // extra region, and the solution in the metadata.
    let zipped = "{id:'tiny',ce:[[{v:1},,,],[,,,],[,{v:'3'},,],[,,,]],\
        re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],\
        ca:[{ce:[[0,2],[0,3]],v:7,unique:t},{style:'extraregion',unique:t,sum:10,ce:[[1,1],[1,2],[2,1],[2,2]]},\
        {ce:[[3,0],[3,1]],c1:#0}],\
        l:[{wp:[[0,4],[4,0]],c:34BBE6,th:2}],\
        metadata:{t:'Tiny',author:'Test',solution:'1234341243212143'}}";
    let tiny = import(&format!("scl{}", lz_str::compress_to_base64(zipped)));
    assert_eq!(
        tiny.puzzle
            .sudoku
            .about()
            .and_then(|about| about.title.as_deref()),
        Some("Tiny")
    );
    assert_eq!(
        tiny.puzzle
            .sudoku
            .about()
            .and_then(|about| about.author.as_deref()),
        Some("Test")
    );
    let sudoku = &tiny.puzzle.sudoku;
    assert_eq!(
        sudoku.shape().describe(),
        "4x4 (2x2 boxes), extra house of 4 cells, windoku windows, killer cage 7"
    );
    assert_eq!(
        rules_of(sudoku),
        ["house=3.6.9.12", "windoku", "cage=7:2.3"]
    );
    assert_eq!(
        tiny.puzzle
            .solution
            .as_ref()
            .map(Values::to_string)
            .as_deref(),
        Some("1234341243212143")
    );
    assert!(sudoku.is_solved_by(tiny.puzzle.solution.as_ref().unwrap()));

    // `ctc` with plain JSON, flags in `global`, a jigsaw.
    let plain = json!({"cells": [[{"value": "1"}, {}, {}, {}], [{}, {}, {}, {}],
                                 [{}, {}, {}, {}], [{}, {}, {}, {"value": 4}]],
                       "regions": [[[0, 0], [0, 1], [0, 2], [1, 0]], [[0, 3], [1, 1], [1, 2], [1, 3]],
                                   [[2, 0], [2, 1], [2, 2], [3, 0]], [[2, 3], [3, 1], [3, 2], [3, 3]]],
                       "global": ["antiking"]});
    let ctc = import(&format!("https://sudokupad.app/ctc{}", data(&plain)));
    let sudoku = &ctc.puzzle.sudoku;
    assert_eq!(sudoku.shape().describe(), "4x4 jigsaw, anti-king");
    let same = read_puzzle(
        "1..............4;regions=1112122233343444;antiking",
        &ShapeOptions::default(),
    );
    assert_eq!(sudoku, &same.unwrap().sudoku);

    // Everything else SudokuPad draws is named.
    let drawn = "{ce:[[,,,],[,,,],[,,,],[,,,]],l:[{wp:[[0.5,0.5],[1.5,1.5]],c:CFCFCF,th:21}],\
        o:[{ct:[0.5,1],w:0.3,h:0.3,r:t}],u:[{ct:[0.5,0.5],w:0.85,h:0.85}],global:['antixv'],\
        ca:[{ce:[[0,0],[0,1]],v:'?',unique:t}],metadata:{bgimage:'https://example.org/x.png'}}";
    assert_eq!(
        import_error(&format!("scl{}", lz_str::compress_to_base64(drawn))),
        "this SudokuPad puzzle uses rules Sudoku Lab does not support yet: a background \
         image, cages with a text (1), global rule antixv, lines (1), overlays (1), underlays (1)"
    );
}

/// "Parity Fish" by Marty Sears, as the Sudoku-Bench dataset card
/// (SakanaAI/Sudoku-Bench, MIT) links it: its dots are overlays and its
/// lines are drawn in a background image.
const PARITY_FISH: &str = "https://sudokupad.app/sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMwAjV9ATmYeasIHYAjOkID2VACziGVAExhxNKABpEhbOjDp1EYDAD2AV0w1C0fAbB6A1gYAEGK4Uy2AbjNlkAdLM8zxAWhoaBjJ0CjpldANsAAs9TGgMHFxbIhJlTAMAG0IYaAA5eMR0LNsYC2s7TJyYW3QAB3qs3ABuWwYQLNLYwlsAc0xwWwB3EFjbHtswED6x2oF/djK9CZitKZm5qb0AOwAdKGxbTEJ64iOQHbqdlMw9YaVbGj0sg0Qdx/QdsFtizEcfgBmOCA2zMPRwTx7HYAFWGKxMXVqGgAVugTDsjiVdn06sdCD8spdeogDDAjs9MehLrZdr1CC5CFdprMsd9aTtenowD8WWMobD4U9CEinrtOTRsASwSl0CMYmNepYKbt1DTKTBCDRoiBGRtWTABXCESKsrVKRKpT9mLKwVl0VZtiqqTS+dhasMYk4uZzbCBapYDMwcqsuT1MJ5lPpXtgQLtoBQyOJAXR2AI+DJ2Hw6DIyAIKIDxAIZIW+BR2GQ6EWKxQS3Q+JXy4C+OIZMXmwJxHQyOwKGXK+xWwIU2na83xGRCzJBI32MpmLNin1TFAYthsPU8gB6LcgTwgRB9IyeZ6ILc7QEgADy2HE+U8KLOfXni/Qy709XRY1wEAESmw0AAApYN+tgAGL+jEUAAL5KCYEAANoIUoKGoShAC6SjIWhqGYdhOFKHhBEYVhxGEaRxFEZRFEEVRtGYSciFIVQShUHhLECOxSgyHhf5sVhf6cQJ3F4TIrGiUoQkIWJPF4QhLGAlx4hcWQvFKIpwnKcJqlYWJGnSUoWkGapcksXQXF8FxFBqeZwmWcJ1m6UotkGfZBnWXJgLiVhXlSV5PFYeI3kIUFUlBQFCFkMFUVSVFslYQhXn6V5RleTpIXqXhQVGUF6VRfpUVGVFJkJV5LleW5XmORlLlBW5QXVVFLlRW5UUeQldDBZ1UmdRFfDBf1Un9RFFDBaNUmjfFSGdfpnVGZ16X9fp/VGf16Wjfpo1GaNJXTc5eGdW5nXVf1Ln9W5/XVaNLmjW5o0eZheiIcAkqIYCnhtZhwwQFQniFkoMQ/X9QWxL+vijVK0DKDQEAAMQsQk2BwTIcNgXBAhw1QsEvQBIUfUojnfb9/2A8TIOAwI4P/iu0OY0oiPI6j6OY9jr2RfjhNAyTXPk2DMgQzTcF0wzNAo7DaM0Bj8Os7j4j40JRPAwDPP/hTVOQ1AtPw/TEBI6LTOSyzSg44hk0fV9Kuk0roOU/z1NQ0L2si2LEtS1jxts/1v06Yr3Nk6rfMCw7MNO7rjPi8z0se7jfHm0ovtBVb/02+rgshwjYf6xHhtRybCF0Pj9kJ8r/sp3bGtaxnesu5H7t5wXMUW/7Se87bQea47Vfh67Rt5xQHNN0rLcB239sd+nOvVwbbsy4hfD4z7lsq2X7eV5P3e17PCF/u9i/N8vavl2nwuZzXOd157SheHvQ8H4HY9r870+92zYkN4PfvW4fq+d+vWc97nNm3sRLxyXqXb+D9f5P2zjPaOiE/xyxvp/ZOECK5QNPs/QBuNfJx19l5JOXk0EhzRtAi+2DC4f3wVzQhx8I6kK3jJXB1CS5/RocHJm9C4EIX7nFShLDARsPHhwjBWDTZKHnkgqhxNBFaxISIrG6FoJAA";

/// "Self-contained" by Lavaloid (killer cages, anti-knight) and "Blitz" by
/// Patrick (killer cages, little killers, odd and even), f-puzzles data
/// from dclamage/SudokuSolverRust's test data with their solutions.
const SELF_CONTAINED: &str = "N4IgzglgXgpiBcBOANCALhNAbO8QGUYsAzAWgGMB7AOzQEMJqYATEVOgVzQAtKAnBCAAydAG50slCK1R8OOMDDSCA1AAIAcvwC2EtWA7NKAaw5q5CtXQAO1rAE8AdAB1qAUVEw+985QDuyGpUWBza1IF01MxqAMwAHjFqAEaUcUE09IxgVlhYaswQAOaY2cR8lNpqAIxqaJRqiC7UruoAgrQQxtRF3Gjm8jBWtlgQMGBNACJFJfow1nR8dGgsyT50Qdxj2V09aADk2dqUnmq6PtSUfUmD0jAd5BJNLWoA0hC5Xv04Q3aj465TYpobKMKxBOiFQbaDhgPoGSp1WqbNTUULXPhqPx8TDLahqUE8QZ1axqHDENCONSAmbQ2Eoy7mOYwJb4vHrB6QxxsECFbGseAAbQFwAAvshReKxRLpVLZZKALrIYVymWStWq0WK5XqkDkQQAYgmAAZjQAxU0gKW6g3Gs0Wq16vCGk1G82W8XWp22132j2OkDOu3umVajWegPet0Om0uqN+mNB6Ne2O+0D+wM+4Oy0Mq8MZuNphOZpMRlPBvOR1MVssqkU5nXpyvlxs1+PJxNt0sdwvt4vqutKsMt7vVkfDvs9rsT0cT7OD2v9xch+dLhcauuKkCRDA7Qq9BBoOQwVDGd44Pgc3DC3VELBgBACkAAJQAbABhGLcp8Adg/X9/AAsICbuIIS4CAABMn4Ore96Cs+AF/qgT6IUByGIQArMBqCgRw4FQc2sEPs+MRISRb5ASBEh4YIAAchG5HBj5PhhZEsRRX7vpROHUeBVRYTBjHEexWHIe+onPu+L7YSAuF8YgDF3sJiHfl+rHSchrGqVRYGCFUQGCUp8FPqREkmW+Gnkap6EWTJcl6QJfpEcZv5mb+0k6TReD0YZTGSW+1nPr+2k8bpeDSXWIpAA===";
const SELF_CONTAINED_SOLUTION: &str =
    "653418279174259863982673451528961347317542986496387512769835124831724695245196738";
const BLITZ: &str = "N4IgzglgXgpiBcBOANCALhNAbO8QCEtMoRUBDAVzQAsB7AJwRAAUy16IBjAa1JHoo4wMNEwByDALZksAAgDKFACa1uFZLIDSELDnqyAwmQDmMMBoAymbDC069GgPJKlGgKIA3GADsAdH2MOJQQAbRDgAF9kSOiomPi4xNiAXWRwpITYrMzI1PTsjMKCvJyi0pS08qrCkrK64sr66or85urags721JBaF1DQThhdJgAlADYDcZA4kCGRvFGAJgMAZhnoueGsMcQDRBmemC9vAa2FkFGAFgMljcHtsYBGAwBWQ9Ruexh6ThNccLnLBgUKXFbrVCjVZrPjXW6wm4Qy6veGQyZPWGTO6QgDsBgxkIAHPiQMlZvNgaDllNYdDppCbu8GTTISimZdJldMW9YXiuUSDFyyZsKSD4CEwftaVLmYSETLkQY5WiDDjucrLni1QK1cKHroxRLRiiDirTZqFaNifTLsTzaM9jaHarYXsNc6DnqgYbLi8Cb7UQGkaMXvzJf7qWGoSTmRGURivaKqS92SGWQHtZLUytM9Go9DU9DczcheTtj6JunRnjg3jU3incTg8TU3tg3so3t3ony1S9hG9nceh4ZBRcCA1WWDVS8djbfDh6Px08uVPKeLJXPo0PUCOsGOmE9pmuK3j3cS5Yv9+PVyLexvjTDWYLuesrwe8E85SeqTdcyinRRXVdyXJhvzvacHxed0Xk9EDr0PDEfwfFZ3WhS94I/EAnjuCIeiINAbC+XQfjAChJDOCkxgABhfVAkygp9N2lBNUCUCB6BgTgMFoU48AAEQsPg9ywp5JwgnZFlom0GKNF5c1Q6U4JAdjOO4iBeKYfjRmE0DP3A/VJMuG5qL4WTFQjLFeSYq06MuLtSTYjiuJ4viQG03SELwJZ1jwiIgA";

#[test]
fn real_links() {
    let fish = import_error(PARITY_FISH);
    assert!(fish.contains("a background image"), "{fish}");
    assert!(fish.contains("overlays (21)"), "{fish}");
    let imported = import(SELF_CONTAINED);
    assert_eq!(
        imported
            .puzzle
            .sudoku
            .about()
            .and_then(|about| about.title.as_deref()),
        Some("Self-contained")
    );
    let sudoku = &imported.puzzle.sudoku;
    assert!(rules_of(sudoku).contains(&"antiknight".to_string()));
    assert_eq!(unique(sudoku).to_string(), SELF_CONTAINED_SOLUTION);
    let blitz = import(BLITZ).puzzle.sudoku;
    assert_eq!(
        blitz.shape().describe(),
        "9x9 (3x3 boxes), 3 odd cells, 2 even cells, 15 killer cages, 3 little killers"
    );
    assert!(blitz.is_solved_by(&unique(&blitz)));
}

// ---------------------------------------------------------------------------
// Bounds and robustness.

/// lz-string data that decompresses to `steps + 1` triangular-growing
/// pieces of `a` (1, 2, 3...): about steps²/2 characters from about
/// 2·steps bytes of data.
fn bomb(steps: usize) -> String {
    let mut bits: Vec<u8> = Vec::new();
    let put = |value: usize, width: u8, bits: &mut Vec<u8>| {
        for shift in 0..width {
            bits.push(((value >> shift) & 1) as u8);
        }
    };
    put(0, 2, &mut bits);
    put(usize::from(b'a'), 8, &mut bits);
    let (mut entries, mut width, mut enlarge_in) = (4usize, 3u8, 4u64);
    for _ in 0..steps {
        // The entry not made yet: the previous piece and its first character.
        put(entries, width, &mut bits);
        entries += 1;
        enlarge_in -= 1;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
    }
    put(2, width, &mut bits);
    bits.extend([0; 12]);
    const KEY: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    bits.chunks(6)
        .map(|chunk| {
            let value = chunk.iter().fold(0, |acc, &bit| acc << 1 | bit) << (6 - chunk.len());
            char::from(KEY[usize::from(value)])
        })
        .collect()
}

#[test]
fn data_that_would_decompress_to_gigabytes_is_refused_early() {
    let small = bomb(100);
    assert_eq!(
        lz::decompress(&small).unwrap().len(),
        1 + (2..=101).sum::<usize>()
    );
    let big = bomb(3000);
    assert!(big.len() < 8 * 1024, "{}", big.len());
    assert_eq!(lz::decompress(&big), Err(LzError::TooLarge));
    assert!(import_error(&format!("fpuz{big}")).contains("decompresses to over 4 MB"));
    // The largest link parse_sudoku takes (256 KB) could hold a gigabyte.
    let huge = bomb(40_000);
    assert!(huge.len() < MAX_SHAPED_TEXT);
    let start = std::time::Instant::now();
    assert_eq!(lz::decompress(&huge), Err(LzError::TooLarge));
    assert!(start.elapsed().as_millis() < 500);
}

#[test]
fn mutated_links_and_json_never_panic() {
    let puzzle = killer();
    let payload = data(&puzzle);
    let text = puzzle.to_string();
    let scl = format!("scl{}", lz_str::compress_to_base64(DEMO_ZIPPED));
    let base64: Vec<char> = "ABCXYZabcxyz0189+/=%! ".chars().collect();
    let jsonish: Vec<char> = "{}[]\":,0123456789-.eE truefalsnR C\\'".chars().collect();
    let mut rng = MetaRng::new(2024);
    let (mut read, mut failed) = (0, 0);
    for round in 0..2000 {
        let (base, pool): (&str, &[char]) = match round % 3 {
            0 => (&payload, &base64),
            1 => (&text, &jsonish),
            _ => (&scl, &base64),
        };
        let mut chars: Vec<char> = base.chars().collect();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(chars.len());
            let ch = pool[rng.below(pool.len())];
            match rng.below(4) {
                0 => chars[at] = ch,
                1 if chars.len() > 1 => {
                    chars.remove(at);
                }
                1 => {}
                2 => chars.insert(at, ch),
                _ => chars.truncate(at.max(1)),
            }
        }
        let mutated: String = chars.into_iter().collect();
        match read_puzzle(&mutated, &ShapeOptions::default()) {
            Ok(_) => read += 1,
            Err(error) => {
                assert!(!error.to_string().is_empty());
                failed += 1;
            }
        }
        // Where lz-str decodes mutated data, the length measured first is its length.
        if round % 3 != 1 {
            let data = mutated.trim_start_matches("scl");
            if data
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || "+/=".contains(ch))
            {
                if let (Ok(text), Some(units)) =
                    (lz::decompress(data), lz_str::decompress_from_base64(data))
                {
                    assert_eq!(text.encode_utf16().count(), units.len());
                }
            }
        }
    }
    assert_eq!(read + failed, 2000);
    assert!(read > 0 && failed > 0, "{read} read, {failed} failed");
}

#[test]
fn too_many_cages_and_long_lists_are_refused_cheaply() {
    let cages: Vec<Value> = (0..146)
        .map(|i| json!({"cells": [rc(i % 81)], "value": ""}))
        .collect();
    let puzzle = fpuzzle(9, &".".repeat(81), json!({"killercage": cages}));
    assert_eq!(
        import_error(&link(&puzzle)),
        "the f-puzzles puzzle has 146 cages, extra houses and other rules; a 9x9 puzzle has at most 145"
    );
    let long: Vec<String> = (0..100).map(|i| rc(i % 81)).collect();
    let puzzle = fpuzzle(
        9,
        &".".repeat(81),
        json!({"extraregion": [{"cells": long}]}),
    );
    assert_eq!(
        import_error(&link(&puzzle)),
        "extra region 1 lists 100 cells; a 9x9 grid has 81"
    );
    let names: serde_json::Map<String, Value> = (0..20)
        .map(|i| (format!("rule{i:02}"), json!(true)))
        .collect();
    let puzzle = fpuzzle(9, &".".repeat(81), Value::Object(names));
    assert!(import_error(&link(&puzzle)).ends_with("rule11, and 8 more"));
    // The second audit's 36x36: N² + 64 extra regions of N cells each took
    // 1.2 GB and 24.6 s before it answered; the shape is now built once and
    // refused for the cells its rules name, before any solver.
    let n = 36;
    let regions: Vec<Value> = (0..n * n + 64)
        .map(|k| {
            let cells: Vec<String> = (0..n)
                .map(|i| {
                    let cell = (k * 7 + i * 37) % (n * n);
                    format!("R{}C{}", cell / n + 1, cell % n + 1)
                })
                .collect();
            json!({"cells": cells})
        })
        .collect();
    let puzzle = fpuzzle(n, &".".repeat(n * n), json!({"extraregion": regions}));
    assert_eq!(
        import_error(&link(&puzzle)),
        "the extra houses and cages name 48960 cells; those of a 36x36 puzzle name at most 4896"
    );
}

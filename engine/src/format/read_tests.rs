//! The one reader ([`super::read`]): every form keeps every rule it states
//! or refuses the text with where and why — the findings of the second
//! outside audit, each reproduced — and the forms of every shape read back
//! to the same puzzle (a property test).

use proptest::prelude::*;

use super::read_puzzle;
use super::shaped::{write_sudoku, ShapeOptions, ShapedText};
use crate::shape::{Shape, Sudoku, Values};

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn read(text: &str) -> ShapedText {
    read_puzzle(text, &ShapeOptions::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn error(text: &str) -> String {
    match read_puzzle(text, &ShapeOptions::default()) {
        Ok(read) => panic!("{text}: read as {}", write_sudoku(&read.sudoku)),
        Err(error) => error.to_string(),
    }
}

fn rules(read: &ShapedText) -> Vec<String> {
    read.sudoku
        .shape()
        .rules()
        .iter()
        .map(|rule| rule.text())
        .collect()
}

#[test]
fn a_rule_after_a_space_is_kept() {
    let blank = ".".repeat(81);
    assert_eq!(
        rules(&read(&format!("{blank} ;antiknight"))),
        ["antiknight"]
    );
    assert_eq!(rules(&read(&format!("{blank} hard; x"))), ["x"]);
    // P's givens break the anti-knight rule: the rule is read, not dropped.
    assert!(error(&format!("{P} ;antiknight")).contains("must hold different digits"));
}

#[test]
fn every_field_of_a_data_line_is_read_or_refused() {
    let blank = ".".repeat(81);
    assert_eq!(
        rules(&read(&format!("{blank},Anti-Knight"))),
        ["antiknight"]
    );
    assert!(error(&format!("{P},x;antiknight")).starts_with("unknown rule 'x;antiknight'"));
    assert!(error(&format!("{blank},-3:0.1")).starts_with("unknown rule '-3:0.1'"));
    assert_eq!(
        error(&format!("{P},3x3,7.5,antiknight")),
        "'antiknight' is not read: after the cells come the shape or rules, then the \
         solution and a rating, each at most once at line 1, column 91"
    );
    assert!(error(&format!("{P},AI Escargot")).starts_with("unknown rule 'AI Escargot'"));
    assert!(error(&format!("{P},{SOLUTION},-1")).contains("is no rating"));
    // A name goes after a space, as a label.
    assert_eq!(
        read(&format!("{P} AI Escargot")).label.as_deref(),
        Some("AI Escargot")
    );
}

#[test]
fn a_setting_given_twice_is_refused_and_a_rule_twice_counts_once() {
    let blank = ".".repeat(16);
    assert_eq!(
        error(&format!(
            "{blank};regions=1122112233443344;regions=1111222233334444"
        )),
        "the jigsaw regions are given twice (first at line 1, column 18); give it once \
         at line 1, column 43"
    );
    assert!(error(&format!("{blank};box=2x2;box=2x2")).starts_with("the box shape is given twice"));
    assert!(error(&format!("{blank};digits=hex;digits=hex")).contains("given twice"));
    assert_eq!(
        error("1...............;digits=hex;x"),
        "digits=hex is for 16x16 grids written 0-F; this grid is 4x4 at line 1, column 18"
    );
    let repeated = format!("{}{}", ".".repeat(81), ";antiknight".repeat(2000));
    assert_eq!(rules(&read(&repeated)), ["antiknight"]);
    assert!(error(&format!("{repeated};nosuchrule")).starts_with("unknown rule 'nosuchrule'"));
    let options = ShapeOptions {
        rules: vec!["antiknight".to_string(); 3000],
        ..ShapeOptions::default()
    };
    let read = read_puzzle(&format!("{};antiknight", ".".repeat(81)), &options).unwrap();
    assert_eq!(read.sudoku.shape().rules().len(), 1);
}

#[test]
fn lines_of_every_size_are_read_with_labels_and_never_dropped() {
    let four = read("1.3.....2...4..1 easy");
    assert_eq!(four.sudoku.shape().size(), 4);
    assert_eq!(four.label.as_deref(), Some("easy"));
    let cells = format!("123456789ABCDEFG{}", ".".repeat(609));
    assert_eq!(read(&cells).sudoku.shape().size(), 25);
    let tab = format!("{}\t{}", &cells[..300], &cells[300..]);
    assert_eq!(
        error(&tab),
        "unexpected tab among the cells; a puzzle on one line has its cells together at line \
         1, column 301"
    );
}

#[test]
fn a_data_lines_solution_is_checked() {
    assert_eq!(read(&format!("{P},{SOLUTION},7.5")).rating, Some(7.5));
    let wrong = SOLUTION.replacen('5', "6", 1);
    assert_eq!(
        error(&format!("{P},{wrong}")),
        "the stored solution does not solve the puzzle: it has 6 at r1c1, where the given \
         is 5 at line 1, column 83"
    );
    assert!(error(&format!("{P},{P}"))
        .starts_with("the stored solution does not solve the puzzle: it leaves r1c3 empty"));
    let six = "....4..1.3.5...2....3...6.2.5..5....";
    let solved = "325146416325541263263514632451154632";
    assert!(read(&format!("{six},2x3,{solved}")).solution.is_some());
    // Two cells of row 1 that are not given, swapped: every given kept,
    // a column broken.
    let swapped = format!("{}{}{}", &solved[1..2], &solved[0..1], &solved[2..]);
    assert!(error(&format!("{six},2x3,{swapped}"))
        .starts_with("the stored solution does not solve the puzzle: digit "));
}

/// A stored solution that breaks a rule was worded as the givens' fault
/// ("duplicate given", "the givens at"); one a cell short was read as a
/// rating (80 digits make a number) and dropped without a word, or, with
/// a rating after it, made the rating the field "not read".
#[test]
fn a_wrong_stored_solution_is_said_to_be_wrong_and_where() {
    // Two cells of row 1 that are not given, swapped: column 3 holds 6 twice.
    let swapped = format!("{}64{}", &SOLUTION[..2], &SOLUTION[4..]);
    assert_eq!(
        error(&format!("{P},{swapped}")),
        "the stored solution does not solve the puzzle: digit 6 appears twice in column 3: \
         r1c3 and r5c3 at line 1, column 83"
    );
    assert_eq!(
        error(&format!("{P};thermo=3.2,{SOLUTION}")),
        "the stored solution does not solve the puzzle: r1c4 and r1c3 must hold digits that \
         increase by at least 1 at line 1, column 94"
    );
    let short = &SOLUTION[..80];
    let long = format!("{SOLUTION}1");
    let dotted = format!("{}.{}", &SOLUTION[..40], &SOLUTION[42..]);
    for (before, field, after) in [
        ("", short, ""),
        ("", short, ",7.5"),
        ("", &long, ",7.5"),
        ("", &dotted, ""),
        ("x,", short, ""),
        ("8:0.1,", short, ""),
    ] {
        let line = format!("{P},{before}{field}{after}");
        let column = P.len() + 1 + before.len() + 1;
        assert_eq!(
            error(&line),
            format!(
                "the stored solution holds {} cells; a solution fills all 81 of the grid at \
                 line 1, column {column}",
                field.len()
            ),
            "{line}"
        );
    }
    // Ratings of every size still read as ratings.
    assert_eq!(read(&format!("{P},{SOLUTION},2430")).rating, Some(2430.0));
    assert_eq!(read(&format!("{P},11.9")).rating, Some(11.9));
}

#[test]
fn grids_below_4x4_are_refused() {
    for text in ["1", "1...", ".........", "1;x"] {
        assert!(
            error(text).contains("N from 4 to 36"),
            "{text}: {}",
            error(text)
        );
    }
    assert!(error("1 .\n. 1").contains("4x4 to 36x36"));
}

#[test]
fn a_file_read_as_one_format_reports_that_formats_error() {
    let clash = "2\n1\n1 -1 -1 1\n-1 -1 -1 -1\n-1 -1 -1 -1\n-1 -1 -1 2\n";
    assert_eq!(
        error(clash),
        "duplicate given: digit 1 appears twice in row 1: r1c1 and r1c4"
    );
}

#[test]
fn laid_out_grids_of_every_size_read_as_one_puzzle() {
    let line = "...5.9A...2..F.....G38...E..1B..";
    let mut rows: Vec<String> = line
        .chars()
        .chain(std::iter::repeat('.'))
        .take(256)
        .collect::<Vec<char>>()
        .chunks(16)
        .map(|row| {
            row.iter()
                .map(char::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let sixteen = read(&rows.join("\n"));
    assert_eq!(sixteen.sudoku.shape().size(), 16);
    rows[3] = ". . .".to_string();
    assert!(error(&rows.join("\n")).contains("each row of this 16-row grid holds 16"));
}

#[test]
fn json_on_one_line_and_over_lines_reads() {
    let json = r#"{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value":2,"given":true}]]}"#;
    let one = read(json);
    assert_eq!(one.sudoku.givens().filled(), 2);
    let spread = json.replace("],[", "],\n[");
    let entries: Vec<_> = super::reader::Reader::new(format!("{spread}\n{P}\n").as_bytes())
        .map(Result::unwrap)
        .collect();
    assert_eq!(entries.len(), 2, "the JSON, then the classic line");
    assert_eq!(
        super::read_entry(&entries[0], &ShapeOptions::default())
            .unwrap()
            .sudoku,
        one.sudoku
    );
}

/// A shape of any kind the one-line form writes: a size, maybe other
/// boxes, jigsaw regions or rules.
fn shapes() -> impl Strategy<Value = Shape> {
    let sizes = prop_oneof![Just(4usize), Just(6), Just(8), Just(9), Just(12), Just(16)];
    // Every rule without data, from the registry (a new one is tried too).
    let global: Vec<&str> = crate::shape::rules::RULES
        .iter()
        .map(|kind| kind.tag)
        .filter(|tag| crate::shape::rules::read(tag).is_ok())
        .collect();
    let tags = proptest::sample::subsequence(global, 0..=2);
    (sizes, tags, any::<bool>(), 0usize..3).prop_filter_map(
        "a shape that takes its rules",
        |(size, tags, transposed, cages)| {
            let mut shape = match crate::shape::BoxSize::default_for(size) {
                Some(boxes) if transposed && boxes.rows != boxes.cols => Shape::boxed(
                    size,
                    crate::shape::BoxSize {
                        rows: boxes.cols,
                        cols: boxes.rows,
                    },
                )
                .ok()?,
                _ => Shape::square(size).ok()?,
            };
            for tag in tags {
                shape = shape.with_rule(crate::shape::rules::read(tag).ok()?).ok()?;
            }
            for cage in 0..cages {
                let cells = [cage * 2, cage * 2 + 1];
                let text = format!("cage={}:{}.{}", 3 + cage, cells[0], cells[1]);
                shape = shape
                    .with_rule(crate::shape::rules::read(&text).ok()?)
                    .ok()?;
            }
            Some(shape)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// What the one-line form writes reads back to the same puzzle, with
    /// a label, spaces before its attributes and a rating around it.
    #[test]
    fn the_one_line_form_of_every_shape_reads_back(shape in shapes(), seed in any::<u64>()) {
        let empty = Sudoku::new(shape.clone(), Values::empty(shape.size())).unwrap();
        let written = write_sudoku(&empty);
        prop_assert_eq!(&read(&written).sudoku, &empty);
        let (cells, attributes) = written.split_once(';').unwrap_or((&written, ""));
        let spaced = if attributes.is_empty() {
            format!("{cells} puzzle {}", seed % 100)
        } else {
            format!("{cells} puzzle {} ; {}", seed % 100, attributes.replace(';', " ; "))
        };
        let read_back = read(&spaced);
        prop_assert_eq!(&read_back.sudoku, &empty, "{}", spaced);
        prop_assert!(read_back.label.is_some());
    }

    /// A line changed by one character reads as the same puzzle, as
    /// another puzzle whose every rule its text states, or not at all:
    /// never as the puzzle with a rule dropped.
    #[test]
    fn a_changed_line_never_drops_a_rule(
        shape in shapes(),
        at in any::<prop::sample::Index>(),
        ch in prop::sample::select(vec![' ', ';', ',', '=', 'x', '+', '.', '1', '\t', '-']),
    ) {
        let empty = Sudoku::new(shape.clone(), Values::empty(shape.size())).unwrap();
        let written = write_sudoku(&empty);
        let mut chars: Vec<char> = written.chars().collect();
        let index = at.index(chars.len());
        chars.insert(index, ch);
        let changed: String = chars.into_iter().collect();
        if let Ok(read) = read_puzzle(&changed, &ShapeOptions::default()) {
            let stated: Vec<String> = written
                .split(';')
                .skip(1)
                .filter(|attribute| !attribute.starts_with("box=") && !attribute.starts_with("regions=") && *attribute != "boxes")
                .map(str::to_string)
                .collect();
            let kept = rules(&read);
            for rule in stated {
                let whole = changed.split([';', ',']).any(|part| part.trim() == rule);
                prop_assert!(!whole || kept.contains(&rule), "{} lost {}: {:?}", changed, rule, kept);
            }
        }
    }
}

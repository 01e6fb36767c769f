//! Fuzzing the text inputs: the one-puzzle parser and the file reader get
//! puzzle-like text (real puzzles with typos, inserted and deleted
//! characters, titles, borders, pencil marks, bytes that are not UTF-8),
//! and must never panic, never accept a digit that is not in the text,
//! never turn a typo into a blank, and never give a puzzle whose solution
//! loses a given.
//!
//! The default run is a few thousand inputs per entry point; the ignored
//! `long_fuzz` runs many more and prints its counts:
//! `cargo test --release -p sudoku-engine --test fuzz_input -- --ignored --nocapture`.

mod common;

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use sudoku_engine::exact::counter::{find_within, Bound};
use sudoku_engine::format::reader::Reader;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::format::{read_entry, read_puzzle};
use sudoku_engine::shape::Sudoku;
use sudoku_engine::ReadError;

/// The one puzzle of `text`, as every entry point reads it.
fn parse_puzzle(text: &str) -> Result<Sudoku, ReadError> {
    read_puzzle(text, &ShapeOptions::default()).map(|read| read.sudoku)
}

/// Work units a search of a puzzle other than the classic 9x9 may take
/// (`fast` searches a classic one at once, whatever the bound).
const COUNT_WORK: u64 = 200_000_000;

/// Real puzzles in the formats people paste: lines, laid-out grids, Project
/// Euler blocks with titles, pencil marks.
fn seeds() -> Vec<String> {
    let cases = common::cases("famous.txt");
    let mut seeds: Vec<String> = cases.iter().map(|case| case.text.clone()).collect();
    for case in cases.iter().take(2) {
        seeds.push(format!("{}\tAI Escargot", case.text));
        seeds.push(format!("Puzzle 7: {} hard\n{}", case.text, case.text));
    }
    for case in cases.iter().take(3) {
        let sudoku = case.sudoku();
        seeds.push(common::pretty(sudoku.givens()));
        let rows: Vec<String> = (0..9)
            .map(|row| case.text[row * 9..row * 9 + 9].replace('.', "0"))
            .collect();
        seeds.push(format!("Grid 07\n{}\n", rows.join("\n")));
    }
    let mut marks = [0x1ff; 81];
    marks[4] = 1 << (3 - 1);
    let marked = Sudoku::from_marks(sudoku_engine::Shape::classic(), &marks).unwrap();
    seeds.push(sudoku_engine::format::shaped::write_grid(&marked));
    seeds
}

/// Characters a typo or a strange paste brings.
fn noise() -> impl Strategy<Value = char> {
    prop_oneof![
        proptest::char::range('0', '9'),
        Just('.'),
        Just('-'),
        Just('|'),
        Just(' '),
        Just('\n'),
        Just('x'),
        Just('\u{0}'),
        Just('é'),
        Just('５'),
        Just(','),
        Just('#'),
        Just('['),
        any::<char>(),
    ]
}

/// A seed with a few characters replaced, inserted or deleted.
fn mutated() -> impl Strategy<Value = String> {
    let edits = proptest::collection::vec((0usize..400, 0u8..3, noise()), 0..4);
    (proptest::sample::select(seeds()), edits).prop_map(|(seed, edits)| {
        let mut chars: Vec<char> = seed.chars().collect();
        for (at, kind, ch) in edits {
            let at = at % (chars.len() + 1);
            match kind {
                0 if at < chars.len() => chars[at] = ch,
                1 => chars.insert(at, ch),
                _ if at < chars.len() => {
                    chars.remove(at);
                }
                _ => {}
            }
        }
        chars.into_iter().collect()
    })
}

/// The digits 1-9 of `text`, in order.
fn digits_of(text: &str) -> Vec<u8> {
    text.chars()
        .filter(|ch| ('1'..='9').contains(ch))
        .map(|ch| ch as u8 - b'0')
        .collect()
}

/// True when `small` is a subsequence of `large`.
fn is_subsequence(small: &[u8], large: &[u8]) -> bool {
    let mut rest = large.iter();
    small.iter().all(|digit| rest.any(|other| other == digit))
}

/// Everything the parser promises about one text. Digits above 9 (the
/// letters of a bigger grid) are left out of the digits compared.
fn check_parse(text: &str) -> Result<(), TestCaseError> {
    let Ok(sudoku) = parse_puzzle(text) else {
        return Ok(());
    };
    let read: Vec<u8> = sudoku
        .givens()
        .cells()
        .iter()
        .copied()
        .filter(|&d| (1..=9).contains(&d))
        .collect();
    prop_assert!(
        is_subsequence(&read, &digits_of(text)),
        "digits not in the text, in their order: {text:?}"
    );
    // Every solution found (two at most: a unique puzzle's one) keeps the
    // givens and solves the puzzle.
    let found = find_within(&sudoku, 2, Bound::work(COUNT_WORK)).unwrap_or_default();
    for solution in &found {
        prop_assert!(solution.keeps(sudoku.givens()));
        prop_assert!(sudoku.is_solved_by(solution));
    }
    Ok(())
}

/// The reader on any bytes: no panic, entries in line order, none longer
/// than the reader keeps.
fn check_reader(bytes: &[u8]) -> Result<(), TestCaseError> {
    let mut last = 0;
    for entry in Reader::new(bytes).flatten() {
        prop_assert!(entry.line > last || (entry.line == last && last > 0));
        last = entry.line;
        prop_assert!(entry.text.len() <= 16 * sudoku_engine::format::reader::MAX_LINE);
        let _ = parse_puzzle(&entry.text);
        let _ = read_entry(&entry, &ShapeOptions::default());
    }
    Ok(())
}

/// A one-line puzzle (blanks `.` or `0`) with one cell overwritten by a
/// character that is neither a digit nor that blank: always an error.
fn typo() -> impl Strategy<Value = String> {
    let lines: Vec<String> = common::cases("famous.txt")
        .into_iter()
        .flat_map(|case| [case.text.clone(), case.text.replace('.', "0")])
        .collect();
    let wrong = prop_oneof![
        proptest::char::range('a', 'z'),
        Just('|'),
        Just('-'),
        Just('*'),
        Just('?'),
        Just('~'),
        Just('_'),
    ];
    (proptest::sample::select(lines), 0usize..81, wrong).prop_map(|(line, at, ch)| {
        let mut chars: Vec<char> = line.chars().collect();
        chars[at] = ch;
        chars.into_iter().collect()
    })
}

/// Runs the four entry points `cases` times each; returns the counts.
fn fuzz(cases: u32) -> [(&'static str, u32); 4] {
    let config = || Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    TestRunner::new(config())
        .run(&mutated(), |text| check_parse(&text))
        .unwrap();
    let any_text = proptest::collection::vec(noise(), 0..200).prop_map(String::from_iter);
    TestRunner::new(config())
        .run(&any_text, |text| check_parse(&text))
        .unwrap();
    let bytes = (mutated(), proptest::collection::vec(any::<u8>(), 0..64))
        .prop_map(|(text, tail)| [text.into_bytes(), tail].concat());
    TestRunner::new(config())
        .run(&bytes, |bytes| check_reader(&bytes))
        .unwrap();
    TestRunner::new(config())
        .run(&typo(), |text| {
            prop_assert!(parse_puzzle(&text).is_err(), "a typo was read: {text}");
            Ok(())
        })
        .unwrap();
    [
        ("parse (mutated puzzles)", cases),
        ("parse (noise)", cases),
        ("reader (bytes)", cases),
        ("parse (one-character typos)", cases),
    ]
}

#[test]
fn the_text_inputs_hold_their_promises() {
    fuzz(1500);
}

#[test]
#[ignore = "long fuzz run: a few minutes"]
fn long_fuzz() {
    for (entry, count) in fuzz(200_000) {
        println!("{entry}: {count} inputs, no failure");
    }
}

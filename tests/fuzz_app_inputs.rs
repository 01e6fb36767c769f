//! Fuzzing what the app reads from outside: share links (fragment and
//! sudokuwiki query) and the saved state in localStorage. Real links and
//! saved states are mutated (characters replaced, inserted, deleted,
//! percent-escapes and non-ASCII text thrown in); the readers must never
//! panic, a link that opens must only hold digits its text holds, and a
//! restored state must be one the app can show.
//!
//! The default run is a few thousand inputs per entry point; the ignored
//! `long_fuzz` runs many more and prints its counts:
//! `cargo test --release -p sudoku-lab --test fuzz_app_inputs -- --ignored --nocapture`.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use sudoku_lab::app::{Action, AppState};
use sudoku_lab::{persist, share};

const WIKI: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Real links and a real saved state to mutate.
fn link_seeds() -> Vec<(String, String)> {
    let mut state = AppState::new(7, 1);
    state.apply(Action::LoadText(WIKI.into()));
    state.apply(Action::Enter { cell: 2, digit: 4 });
    let marks = format!("p={WIKI}&m={}", "1ff".repeat(81));
    vec![
        (format!("#{}", state.share_fragment()), String::new()),
        (
            format!("#p={WIKI}&s={SOLUTION}&engine=anneal&seed=3&param.cooling=0.9"),
            String::new(),
        ),
        (format!("#{marks}"), String::new()),
        (String::new(), format!("?bd={}", WIKI.replace('.', "0"))),
    ]
}

fn saved_seed() -> String {
    let mut state = AppState::new(7, 1);
    for action in [
        Action::LoadText(WIKI.into()),
        Action::Enter { cell: 2, digit: 4 },
        Action::Enter { cell: 3, digit: 6 },
        Action::Undo,
        Action::SetEngine("anneal".into()),
        Action::SetSeed("42".into()),
    ] {
        state.apply(action);
    }
    persist::save(&state)
}

fn noise() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::char::range('0', '9').prop_map(String::from),
        Just("%".to_string()),
        Just("%2".to_string()),
        Just("%E9".to_string()),
        Just("&".to_string()),
        Just("=".to_string()),
        Just("é".to_string()),
        Just("\"".to_string()),
        Just("{".to_string()),
        any::<char>().prop_map(String::from),
    ]
}

/// `seed` with a few edits.
fn mutate(seed: String, edits: Vec<(usize, u8, String)>) -> String {
    let mut chars: Vec<String> = seed.chars().map(String::from).collect();
    for (at, kind, piece) in edits {
        let at = at % (chars.len() + 1);
        match kind {
            0 if at < chars.len() => chars[at] = piece,
            1 => chars.insert(at, piece),
            _ if at < chars.len() => {
                chars.remove(at);
            }
            _ => {}
        }
    }
    chars.concat()
}

fn edits() -> impl Strategy<Value = Vec<(usize, u8, String)>> {
    proptest::collection::vec((0usize..600, 0u8..3, noise()), 0..4)
}

/// The digits 1-9 of `text`, counted.
fn digit_counts(text: &str) -> [usize; 10] {
    let mut counts = [0; 10];
    for ch in text.chars().filter(|ch| ('1'..='9').contains(ch)) {
        counts[(ch as u8 - b'0') as usize] += 1;
    }
    counts
}

fn fuzz(cases: u32) -> [(&'static str, u32); 2] {
    let config = || Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let links =
        (proptest::sample::select(link_seeds()), edits()).prop_map(|((fragment, query), edits)| {
            let half = edits.len() / 2;
            let (first, second) = edits.split_at(half);
            (
                mutate(fragment, first.to_vec()),
                mutate(query, second.to_vec()),
            )
        });
    TestRunner::new(config())
        .run(&links, |(fragment, query)| {
            if let Some(Ok(opened)) = share::open(&fragment, &query) {
                let givens = opened.shared.board.puzzle().givens().to_string();
                let decoded = share::percent_decode(&format!("{fragment}{query}"));
                let available = digit_counts(&decoded);
                let used = digit_counts(&givens);
                prop_assert!(
                    (1..10).all(|d| used[d] <= available[d]),
                    "{fragment} {query}"
                );
                prop_assert!(opened
                    .shared
                    .board
                    .puzzle()
                    .givens()
                    .first_clash()
                    .is_none());
            }
            let mut state = AppState::new(1, 1);
            state.apply(Action::OpenAddress { fragment, query });
            let _ = state.cells();
            Ok(())
        })
        .unwrap();
    let saved = edits().prop_map(|edits| mutate(saved_seed(), edits));
    TestRunner::new(config())
        .run(&saved, |json| {
            if let Ok(state) = persist::restore(&json, AppState::new(1, 1)) {
                prop_assert!(state.selected < 81);
                prop_assert!(state.board.puzzle().givens().first_clash().is_none());
                let _ = (state.cells(), state.status(), state.share_fragment());
            }
            Ok(())
        })
        .unwrap();
    [("share links", cases), ("saved states", cases)]
}

#[test]
fn links_and_saved_states_never_crash_or_invent_digits() {
    fuzz(1500);
}

#[test]
#[ignore = "long fuzz run: a few minutes"]
fn long_fuzz() {
    for (entry, count) in fuzz(200_000) {
        println!("{entry}: {count} inputs, no failure");
    }
}

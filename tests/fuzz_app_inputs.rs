//! Fuzzing what the app reads from outside: share links (fragment and
//! sudokuwiki query), the saved state in localStorage, text pasted into the
//! Puzzle box (the reducer's `LoadText`, which also takes sudokuwiki boards
//! and links), and the JSON messages between the page and its workers.
//! Real inputs are mutated (characters replaced, inserted, deleted,
//! percent-escapes and non-ASCII text thrown in); the readers must never
//! panic, a link or paste that opens must only hold digits its text holds,
//! the Puzzle box keeps what was typed, a restored state must be one the
//! app can show, and a message that decodes must encode back to itself.
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
        Action::Type {
            digit: 7,
            held: Some(sudoku_lab::board::Mode::Corner),
        },
        Action::SetMode(sudoku_lab::board::Mode::Colour),
        Action::Type {
            digit: 2,
            held: None,
        },
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

/// A 9x9 line laid out as a grid: three boxes a row, split by `|`.
fn laid_out(line: &str) -> String {
    let rows: Vec<String> = line
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let boxes: Vec<&str> = row
                .chunks(3)
                .map(|b| std::str::from_utf8(b).unwrap())
                .collect();
            boxes.join(" | ")
        })
        .collect();
    rows.join("\n")
}

/// Real pastes: puzzle lines (with a name), a laid-out grid, sudokuwiki
/// board strings and links.
fn paste_seeds() -> Vec<String> {
    let board = sudoku_lab::board::Board::new(sudoku_lab::board::read_puzzle(WIKI).unwrap())
        .enter(2, 4)
        .unwrap()
        .toggle_mark(3, 6)
        .unwrap();
    let s9b = share::sudokuwiki::to_s9b(&board).unwrap();
    vec![
        WIKI.to_string(),
        format!("{WIKI}\tAI Escargot"),
        format!("Puzzle 7: {WIKI} hard"),
        laid_out(WIKI),
        s9b.clone(),
        format!("https://www.sudokuwiki.org/sudoku.htm?bd={s9b}"),
        format!("11{}", "vu".repeat(80)),
    ]
}

/// Real messages both ways: a run request, a hint request, progress, an
/// ending, a count and a hint's answer (a step with its highlights).
fn message_seeds() -> (Vec<String>, Vec<String>) {
    use sudoku_engine::{Limits, Outcome, Progress, Snapshot, Stats};
    use sudoku_lab::worker::analysis::{AnalysisId, AnalysisRequest, Position, Task};
    use sudoku_lab::worker::{analyse, FromWorker, RunId, RunRequest, ToWorker};
    let puzzle = sudoku_lab::board::read_puzzle(WIKI).unwrap();
    let solution = sudoku_lab::board::read_puzzle(SOLUTION)
        .unwrap()
        .givens()
        .clone();
    let position = Position {
        puzzle: puzzle.clone(),
        entries: sudoku_engine::Values::empty(9),
        marks: None,
    };
    let hint = Task::Hint { position };
    let to = [
        ToWorker::Run(Box::new(RunRequest {
            id: RunId(3),
            puzzle,
            engine: "anneal".into(),
            preset: Some("improved".into()),
            params: vec![("cooling".into(), "0.9".into())],
            seed: 7,
            limits: Limits::default(),
        })),
        ToWorker::Analyse(AnalysisRequest {
            id: AnalysisId(2),
            task: hint.clone(),
            solution: Some(solution.clone()),
        }),
    ];
    let snapshot = Snapshot {
        progress: Progress::exact(12, solution.clone()),
        elapsed_ms: 3.5,
        stats: Stats::new().count("guesses", 4).real("dc", 0.5),
        picture: None,
    };
    let from = [
        FromWorker::Progress {
            id: RunId(3),
            snapshot: snapshot.clone(),
        },
        FromWorker::Finished {
            id: RunId(3),
            several: Vec::new(),
            outcome: Outcome::Solved(solution.clone()),
            snapshot: Some(snapshot),
        },
        FromWorker::Counted {
            id: AnalysisId(2),
            solution,
        },
        FromWorker::Analysed {
            id: AnalysisId(2),
            answer: analyse::answer(&hint),
        },
    ];
    (
        to.iter().map(ToWorker::encode).collect(),
        from.iter().map(FromWorker::encode).collect(),
    )
}

fn fuzz_pastes_and_messages(cases: u32) -> [(&'static str, u32); 2] {
    use sudoku_lab::worker::{FromWorker, ToWorker};
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let pastes = (proptest::sample::select(paste_seeds()), edits())
        .prop_map(|(seed, edits)| mutate(seed, edits));
    TestRunner::new(config.clone())
        .run(&pastes, |text| {
            let mut state = AppState::new(1, 1);
            state.apply(Action::LoadText(text.clone()));
            prop_assert_eq!(&state.puzzle_text, &text, "the box keeps what was typed");
            let plain_text = share::sudokuwiki::board_in(&text).is_none();
            if state.input_error.is_none() && plain_text {
                let givens = state.board.puzzle().givens().to_string();
                let available = digit_counts(&text);
                let used = digit_counts(&givens);
                prop_assert!((1..10).all(|d| used[d] <= available[d]), "{text}");
            }
            prop_assert!(clash_free(state.board.puzzle()));
            let _ = (state.cells(), state.status(), state.puzzle_label());
            Ok(())
        })
        .unwrap();
    let (to, from) = message_seeds();
    let messages = (
        any::<bool>(),
        proptest::sample::select(to),
        proptest::sample::select(from),
        edits(),
    )
        .prop_map(|(to_worker, to, from, edits)| {
            (to_worker, mutate(if to_worker { to } else { from }, edits))
        });
    TestRunner::new(config)
        .run(&messages, |(to_worker, text)| {
            if to_worker {
                if let Ok(message) = ToWorker::decode(&text) {
                    prop_assert_eq!(ToWorker::decode(&message.encode()), Ok(message));
                }
            } else if let Ok(message) = FromWorker::decode(&text) {
                prop_assert_eq!(FromWorker::decode(&message.encode()), Ok(message));
            }
            Ok(())
        })
        .unwrap();
    [("pastes", cases), ("worker messages", cases)]
}

#[test]
fn pastes_and_worker_messages_never_crash_or_change() {
    fuzz_pastes_and_messages(1500);
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
                prop_assert!(clash_free(opened.shared.board.puzzle()));
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
                prop_assert!(state
                    .selection
                    .cells()
                    .iter()
                    .all(|&cell| cell < state.board.cell_count()));
                prop_assert!(clash_free(state.board.puzzle()));
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
    for (entry, count) in fuzz(200_000)
        .into_iter()
        .chain(fuzz_pastes_and_messages(100_000))
    {
        println!("{entry}: {count} inputs, no failure");
    }
}

/// True when no two givens of `puzzle` break a rule together.
fn clash_free(puzzle: &sudoku_engine::shape::Sudoku) -> bool {
    sudoku_lab::board::clashing_cells(puzzle, puzzle.givens())
        .iter()
        .all(|&clash| !clash)
}

//! Every shared puzzle of another size or variant (`../shared/data/shapes/`)
//! read, written back to the same puzzle, and solved and counted by
//! `propagate` as the file says: a solution field exactly when the puzzle
//! is unique, and then that grid. Searches get a node budget (the same on
//! every machine); puzzles past it are counted and must stay few.
//! `cargo run --release -p sudoku-engine --example shapes_measure` times them.

use std::path::PathBuf;

use sudoku_engine::exact::propagate::Search;
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::{write_sudoku, ShapeOptions, ShapedText};

/// Nodes a search may take before the test sets its puzzle aside: enough
/// for every puzzle but the slow killers.
const NODES: u64 = 1_000_000;

/// The budget for each of the 399 killers.
const KILLER_NODES: u64 = 20_000;

fn shapes_folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/shapes")
}

fn lines(file: &str) -> Vec<String> {
    let path = shapes_folder().join(file);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// The solutions found (up to `limit`), or `None` past the node budget.
fn solve(read: &ShapedText, limit: usize, nodes: u64) -> Option<Vec<sudoku_engine::shape::Values>> {
    let mut search = Search::new(&read.sudoku, limit);
    search.run(nodes).then_some(search.solutions)
}

/// Checks every line of `file`; returns how many ran past the budget.
fn check_file(file: &str, nodes: u64) -> (usize, usize) {
    let lines = lines(file);
    let mut over = 0;
    for (index, line) in lines.iter().enumerate() {
        let place = format!("{file}:{}", index + 1);
        let read =
            read_puzzle(line, &ShapeOptions::default()).unwrap_or_else(|e| panic!("{place}: {e}"));
        let written = write_sudoku(&read.sudoku);
        let again = read_puzzle(&written, &ShapeOptions::default()).unwrap();
        assert_eq!(again.sudoku, read.sudoku, "{place}: {written}");
        let Some(found) = solve(&read, 2, nodes) else {
            over += 1;
            continue;
        };
        for grid in &found {
            assert!(read.sudoku.is_solved_by(grid), "{place}: {grid}");
        }
        match &read.solution {
            Some(solution) => assert_eq!(found, std::slice::from_ref(solution), "{place}"),
            None => assert_eq!(found.len(), 2, "{place}: several solutions"),
        }
    }
    (lines.len(), over)
}

#[test]
fn sizes_jigsaws_and_variants_are_solved_and_counted_as_their_files_say() {
    for file in [
        "sizes_6x6.txt",
        "sizes_16x16.txt",
        "jigsaw_9x9.txt",
        "jigsaw_16x16.txt",
        "variants_9x9.txt",
    ] {
        let (puzzles, over) = check_file(file, NODES);
        assert_eq!(over, 0, "{file}: {over} of {puzzles} past {NODES} nodes");
    }
}

#[test]
fn killer_cages_are_solved_and_counted_as_their_file_says() {
    let (puzzles, over) = check_file("killer_9x9.txt", KILLER_NODES);
    println!(
        "killer_9x9: {} of {puzzles} within {KILLER_NODES} nodes",
        puzzles - over
    );
    assert!(
        over * 100 <= puzzles * 6,
        "{over} of {puzzles} killers past {KILLER_NODES} nodes"
    );
}

#[test]
fn lloyd_amos_instance_files_are_read_as_they_are_and_solved() {
    let folder = shapes_folder().join("sudoku_acs_raw");
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| {
            name.starts_with("inst16x16") || name.contains("_50_") || name.contains("_60_")
        })
        .collect();
    names.sort();
    assert!(names.len() >= 50, "{names:?}");
    for name in names {
        let text = std::fs::read_to_string(folder.join(&name)).unwrap();
        let read =
            read_puzzle(&text, &ShapeOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        let found = solve(&read, 1, NODES).unwrap_or_else(|| panic!("{name}: past {NODES} nodes"));
        assert_eq!(found.len(), 1, "{name}");
        assert!(read.sudoku.is_solved_by(&found[0]), "{name}");
    }
}

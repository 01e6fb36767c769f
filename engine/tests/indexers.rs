//! Indexers on real puzzles: three of the Interactive Sudoku Solver's
//! collection, in the text form, solved by `propagate`, `sat` and the
//! default engine to the solution the collection gives, and counted
//! unique.

mod common;

use common::finish;
use sudoku_engine::exact::propagate::Search;
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::registry::default_for;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{find, Outcome};

/// Each puzzle and the solution the collection gives.
const PUZZLES: [(&str, &str); 3] = [
    (
        // Indexing Parade: renban lines; column indexers down columns 1 to 3.
        ".................................................................................;renban=0.9;renban=11.20.29;renban=45.54.63;renban=65.74;renban=75.67.58;renban=32.31.30.39.48.49.50;renban=22.13.5;renban=6.15.24;renban=51.60;renban=43.44;renban=80.71.62;columnindexer=0.1.2.11.10.9.18.19.20.29.28.27.36.37.38.47.46.45.54.55.56.65.64.63.72.73.74",
        "321984567467152398985637421596713842132498756748265139879546213653821974214379685",
    ),
    (
        // Papier-mâché: black dots; row indexers on the dots' cells; one given.
        "...............5.................................................................;black=18.19;black=13.22;black=25.26;black=46.45;black=54.45;black=73.74;black=65.66;black=68.69;black=51.52;black=53.62;rowindexer=18.19.13.22.25.26.51.52.53.62.69.68.66.65.74.73.54.45.46",
        "715634892693728541482519763369841257857263419241957638176385924538492176924176385",
    ),
    (
        // 2D 1-5-9: a thermometer; rows 1, 5 and 9 index their columns, columns 1, 5 and 9 their rows.
        ".................................................................................;thermo=18.27.36.45.54;rowindexer=0.1.2.3.4.5.6.7.8.36.37.38.39.40.41.42.43.44.72.73.74.75.76.77.78.79.80;columnindexer=0.9.18.27.36.45.54.63.72.4.13.22.31.40.49.58.67.76.8.17.26.35.44.53.62.71.80",
        "934852671675431298218976534341289756582617349796543182829765413453128967167394825",
    ),
];

fn digits(sudoku: &Sudoku, engine: &str) -> String {
    let info = find(engine).unwrap();
    let params = info.resolve(None, []).unwrap();
    let mut run = info.start(sudoku, &params, 1).unwrap();
    match finish(run.as_mut(), 10_000) {
        Outcome::Solved(grid) => grid.cells().iter().map(|d| char::from(b'0' + d)).collect(),
        other => panic!("{engine}: {other:?}"),
    }
}

#[test]
fn indexer_puzzles_are_solved_to_their_published_solutions_and_unique() {
    for (puzzle, solution) in PUZZLES {
        let sudoku = read_puzzle(puzzle, &ShapeOptions::default())
            .unwrap_or_else(|e| panic!("{puzzle}: {e}"))
            .sudoku;
        let default = default_for(sudoku.shape()).name;
        for engine in ["propagate", "sat", default] {
            assert_eq!(digits(&sudoku, engine), solution, "{engine} on {puzzle}");
        }
        let mut count = Search::new(&sudoku, 2);
        assert!(count.run(10_000_000), "{puzzle}");
        assert_eq!(count.solutions.len(), 1, "{puzzle}");
    }
}

//! Lines as setters draw them (issue 76): a line may turn back through a
//! cell it passed, with the meaning each rule gives that (a whisper keeps
//! its rule between each two cells next to each other on it), or is
//! refused with the reason (a thermometer); each cell of a line touches
//! the next, and a little killer's cells run along one diagonal.

use sudoku_engine::exact::counter::count_solutions;
use sudoku_engine::shape::{Relation, Values};
use sudoku_engine::{read_puzzle, Sudoku};

const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The solution with `blanks` emptied, and `rule`.
fn puzzle(blanks: &[usize], rule: &str) -> Result<Sudoku, String> {
    let mut cells: Vec<u8> = SOLUTION.bytes().collect();
    for &cell in blanks {
        cells[cell] = b'.';
    }
    let line = format!("{};{rule}", String::from_utf8(cells).unwrap());
    read_puzzle(&line, &Default::default())
        .map(|read| read.sudoku)
        .map_err(|e| e.to_string())
}

/// The empty 9x9 with `rule`, or why it is refused.
fn refusal(rule: &str) -> String {
    let line = format!("{};{rule}", ".".repeat(81));
    match read_puzzle(&line, &Default::default()) {
        Ok(_) => panic!("{rule} is read"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_whisper_that_turns_back_keeps_its_rule_between_neighbours_on_it() {
    // r1c4 6, r2c4 1, r1c5 7, back through r2c4, then r2c5 9.
    let line = [3, 12, 4, 12, 13];
    let sudoku = puzzle(&line, "whisper=3.12.4.12.13").expect("the line reads");
    let related = &sudoku.shape().constraints().related;
    let apart = |a: usize, b: u16| related[a].contains(&(b, Relation::Apart(5)));
    assert!(apart(3, 12) && apart(12, 4) && apart(12, 13), "{related:?}");
    assert!(
        !apart(3, 13) && !apart(4, 13),
        "only neighbours on the line"
    );
    assert_eq!(count_solutions(&sudoku, 2), 1);
    let solution = Values::from_cells(9, SOLUTION.bytes().map(|b| b - b'0').collect()).unwrap();
    assert!(sudoku.is_solved_by(&solution));
}

#[test]
fn a_thermometer_through_a_cell_twice_is_refused_with_the_reason() {
    let why = refusal("thermo=0.1.10.0");
    assert!(why.contains("passes through r1c1 twice"), "{why}");
    assert!(why.contains("increase"), "{why}");
}

#[test]
fn a_line_never_stays_on_a_cell() {
    let why = refusal("whisper=0.1.1.2");
    assert!(why.contains("cell 1 is listed twice in a row"), "{why}");
}

#[test]
fn a_renban_that_turns_back_holds_the_run_of_its_different_cells() {
    // r1c1 5, r1c2 3, r2c2 7, r1c2 again: 3, 5 and 7 are no run of three.
    assert_eq!(
        count_solutions(&puzzle(&[0, 1, 10], "renban=0.1.10.1").unwrap(), 2),
        0
    );
    // r1c3 4, r1c2 3, r2c3 2, back to r1c2: 2, 3 and 4.
    let sudoku = puzzle(&[1, 2, 11], "renban=2.1.11.1").unwrap();
    assert_eq!(count_solutions(&sudoku, 2), 1);
}

#[test]
fn each_cell_of_a_line_touches_the_next() {
    let why = refusal("thermo=0.80");
    assert!(why.contains("r1c1 to r9c9, which do not touch"), "{why}");
    for rule in [
        "whisper=0.2",
        "renban=0.1.3",
        "palindrome=0.1.9.27",
        "between=0.20",
        "arrow=0:2.3",
        "arrow=0:1.3",
    ] {
        let why = refusal(rule);
        assert!(why.contains("touch"), "{rule}: {why}");
    }
    assert!(
        puzzle(&[], "thermo=0.10.20").is_ok(),
        "diagonal steps touch"
    );
}

#[test]
fn a_little_killers_cells_run_along_one_diagonal() {
    let why = refusal("littlekiller=10:0.1.2");
    assert!(
        why.contains("leaves its diagonal between r1c1 and r1c2"),
        "{why}"
    );
    let why = refusal("littlekiller=10:0.10.18");
    assert!(
        why.contains("leaves its diagonal between r2c2 and r3c1"),
        "{why}"
    );
    assert!(puzzle(&[], "littlekiller=12:2.10.18").is_ok());
}

/// The whisper above in an f-puzzles link, as a setter draws it: the link
/// opens (it was refused: 'lists r2c4 twice') and its puzzle is unique.
#[test]
fn an_f_puzzles_whisper_that_turns_back_opens() {
    let link = "https://www.f-puzzles.com/?load=N4Ig5gTglgJiBcBtRoxQG4FMB2CAuEArpgDQjoCGANsQgKwC+JqGO+Rp51t8AzEyyy54BYmUo1MCACwC5zcK2GjOEngA4BioezFdJCAJxa0OkR3Hcp8AIwmlu1VYQAmBgF0SKbW3N611gBs9mYqlgbwAOwhvmH6PG7M8oKxFvHWjAqmqf7OfDHKaQEyBY7hGh5eKYW5EXZZDn5OEcYNoUV5mm05zTz83TW91rIDZemupU3lGZNxxfDBo1PjUZXe2YPTCF3VY/OZu8vzrYdzedFLZxGLpx11s3c8I7e1CQ+v1vye641XT+9DCaXR5BAFbeA7HybFYHKF7PL9F6A1bAj5GMErOzfJHgi44zEY+aIuFHPInEl/ayJfHzZ4UkHbQl5WEbeHXNY0slM9mo5H1TkRFm/Bn5Xm47lvMUrSGs0kRWTY+lo+DUpXImXC5V4tXgumyykIfk6lbk/Uim7GokSmaKs3K4l25F6zXIoXtZWqx3gjXu5EWr0EqXzbUB44eTwgADOUAAXtZDGQAO4ACygkYADpgIJGEN4qFBsJgc0hECAAEo2ADC0hAZDLLmrtfLVboTfrjbrDdb7ncHgYQA===";
    let read = read_puzzle(link, &Default::default()).expect("the link opens");
    assert_eq!(count_solutions(&read.sudoku, 2), 1);
}

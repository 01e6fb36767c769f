//! Pencil marks at every size: the grid and the `marks=` attribute read
//! back to the puzzle they were written from, and their errors say where.

use super::*;
use crate::format::{marks_to_pretty, read_puzzle};
use crate::shape::Values;

const SIXTEEN: &str = "...5.9A...2..F........G39..F..1A.D..2....E..35C9CF....47....8.6.1...3.2F..E.A8......1....A....7G2..3.GC...84....7.5D.A..CF......AB..9..8.26.GD.E.7...1....9D.......9GD...7..2B.1..D6E...AB3....552.G.......C..BF.47.....6.1.E....9..CB.E..D2.......C..75....623.";
const SIXTEEN_SOLUTION: &str = "63G5D9AC1827BFE4E8B256G39C4FD71A4DA72F81BEG635C9CF91BE473DA58G621G4B352F76E9A8DC9CE814BD2A53F67G2AF37GC6D1845E9B765D8AE9CFBG1423ABC497385261GDFEF72EA15B4G9DC3868539GD64F7CE2BA1G1D6ECF2AB387945528G63DAE47C91BFD47AF29G631BEC58396FCB1E85D24AG7BE1C4875G9FA623D";

fn read(text: &str) -> Sudoku {
    read_puzzle(text, &ShapeOptions::default())
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .sudoku
}

fn error(text: &str) -> String {
    read_puzzle(text, &ShapeOptions::default())
        .unwrap_err()
        .to_string()
}

/// `line`'s puzzle with each open cell narrowed to its solution's digit
/// and the next one up (a setter's marks that keep the solution).
fn marked(line: &str, solution: &str) -> (Sudoku, Values) {
    let puzzle = read(line);
    let solution = read(solution).givens().clone();
    let size = puzzle.shape().size();
    let marks: Vec<u64> = (0..puzzle.shape().cells())
        .map(|cell| match puzzle.givens().get(cell) {
            0 => {
                let digit = solution.get(cell);
                1 << (digit - 1) | 1 << (usize::from(digit) % size)
            }
            given => 1 << (given - 1),
        })
        .collect();
    let sudoku = Sudoku::from_marks(puzzle.shape().clone(), &marks).unwrap();
    (sudoku, solution)
}

#[test]
fn a_sixteen_with_marks_reads_back_from_its_grid_and_its_line() {
    let (sudoku, solution) = marked(SIXTEEN, SIXTEEN_SOLUTION);
    assert!(sudoku.has_marks());
    assert!(sudoku.is_solved_by(&solution));
    let grid = write_puzzle(&sudoku);
    assert_eq!(
        grid.lines().count(),
        16 + 3,
        "16 rows, 3 band rules:\n{grid}"
    );
    assert!(grid.starts_with("67 34 1G 5  | DE"), "{grid}");
    assert_eq!(read(&grid), sudoku);
    let line = write_sudoku(&sudoku);
    assert!(
        line.starts_with(&format!("{SIXTEEN};marks=67.34.1G.5.")),
        "{line}"
    );
    assert_eq!(read(&line), sudoku);
    // The marks rule out what the puzzle alone allowed.
    let open = (0..256)
        .find(|&cell| sudoku.givens().get(cell) == 0)
        .unwrap();
    assert_eq!(sudoku.allowed(open).count_ones(), 2);
}

#[test]
fn a_classic_grid_is_written_as_the_classic_writer_writes_it() {
    let puzzle =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let solution =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    let (sudoku, _) = marked(puzzle, solution);
    let classic = sudoku.to_classic().unwrap();
    assert_eq!(
        write_grid(&sudoku),
        marks_to_pretty(classic.marks().unwrap())
    );
    assert_eq!(read(&write_puzzle(&sudoku)), sudoku);
}

#[test]
fn a_killer_keeps_its_cages_and_its_marks_on_one_line() {
    let text = format!("{};cage=3:0.1", ".".repeat(81));
    let killer = read(&text);
    let mut marks: Vec<u64> = vec![0x1ff; 81];
    marks[0] = 0b11;
    let marked = Sudoku::from_marks(killer.shape().clone(), &marks).unwrap();
    let written = write_puzzle(&marked);
    assert!(
        written.starts_with(&format!("{text};marks=12.123456789.")),
        "{written}"
    );
    assert_eq!(read(&written), marked);
}

#[test]
fn a_six_of_numbers_stays_numbers_and_of_marks_is_marks() {
    let numbers =
        "1 2 3 4 5 6\n-1 -1 -1 -1 -1 -1\n2 3 1 5 6 4\n5 6 4 2 3 1\n3 1 2 6 4 5\n6 4 5 3 1 2";
    assert!(!read(numbers).has_marks());
    let marks = numbers.replace("-1", "456");
    assert!(read(&marks).has_marks());
}

#[test]
fn broken_marks_are_refused_where_they_stand() {
    let six = "1 2 3 | 4 5 6\n456 456 456 | 123 123 123\n2 3 1 | 5 6 4\n5 6 4 | 2 3 1\n3 1 2 | 6 4 5\n6 4 5 | 3 1 2";
    assert_eq!(read(six).givens().filled(), 30);
    assert_eq!(
        error(&six.replace("456 456 456", "456 456 7")),
        "'7' is not a digit of a 6x6 grid at line 2, column 9"
    );
    assert_eq!(
        error(&six.replace("456 456 456 |", "456 456456 |")),
        "the row holds 5 groups of candidates; each row of this 6-row pencil-mark grid holds 6 \
         at line 2, column 1"
    );
    assert_eq!(
        error(&six.replace("456 456 456", "456 1 456")),
        "duplicate given: digit 1 appears twice in column 2: r2c2 and r5c2"
    );
    let line = format!("1{};marks=1{}", ".".repeat(35), ".123456".repeat(35));
    assert!(read(&line).has_marks());
    assert_eq!(
        error(&line.replace("marks=1.", "marks=2.")),
        "the given 1 at r1c1 is not among its pencil marks at line 1, column 44"
    );
    assert_eq!(
        error(&line.replace("marks=1.123456.", "marks=1..")),
        "marks= gives r1c2 no candidate at line 1, column 46"
    );
    assert_eq!(
        error(&format!("{line}.1")),
        "marks= has one group of candidates a cell, 36 in all, not more at line 1, column 291"
    );
    assert_eq!(
        error(&line.replace("marks=1.123456.", "marks=1.")),
        "marks= holds 35 groups of candidates; a 6x6 grid has 36 cells at line 1, column 38"
    );
    assert_eq!(
        error(&format!("{line};marks=1")),
        "the pencil marks are given twice (first at line 1, column 38); give it once \
         at line 1, column 291"
    );
}

//! `sudoku candidates`: true candidates as a pencil-mark grid or JSON.

mod common;

use common::{data_lines, solutions, sudoku_with_input};

/// The first famous puzzle, with its solution.
fn famous() -> (String, String) {
    let line = data_lines("famous.txt")[0].clone();
    let puzzle = line.split(',').next().unwrap().to_string();
    (puzzle, solutions("famous.txt")[0].clone())
}

#[test]
fn a_unique_puzzle_has_its_solution_as_its_true_candidates() {
    let (puzzle, solution) = famous();
    let run = sudoku_with_input(&["candidates", "-"], &format!("{puzzle}\n"));
    let lines = run.ok_lines();
    assert_eq!(lines[0], "# one solution");
    let digits: String = lines[1..]
        .join(" ")
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    assert_eq!(digits, solution, "one digit a cell, the solution's");
}

#[test]
fn json_gives_each_candidates_count_and_where_two_solutions_differ() {
    let (puzzle, solution) = famous();
    // The first row's givens taken out: more than one solution.
    let open = format!("{}{}", ".".repeat(9), &puzzle[9..]);
    let run = sudoku_with_input(
        &["candidates", "--json", "--cap", "2", "-"],
        &format!("{open}\n"),
    );
    let json: serde_json::Value = serde_json::from_str(run.ok_lines()[0]).unwrap();
    assert_eq!(json["solutions"], 2, "the given was needed: 2 or more");
    assert_eq!(json["complete"], true);
    let cells = json["cells"].as_array().unwrap();
    for cell in 0..9 {
        let digit = &solution[cell..=cell];
        assert!(
            cells[cell][digit].as_u64().unwrap() >= 1,
            "the solution's digits stay candidates"
        );
    }
    let examples = json["examples"].as_array().unwrap();
    let differ = json["differ"].as_array().unwrap();
    assert_eq!(examples.len(), 2);
    for cell in differ {
        let cell = cell.as_u64().unwrap() as usize;
        let [a, b] = [0, 1].map(|i| examples[i].as_str().unwrap().as_bytes()[cell]);
        assert_ne!(a, b);
    }
    for (cell, counts) in cells.iter().enumerate() {
        let counts = counts.as_object().unwrap();
        assert!(!counts.is_empty(), "every cell has a candidate");
        assert!(
            counts
                .values()
                .all(|n| (1..=2).contains(&n.as_u64().unwrap())),
            "cell {cell}"
        );
    }
}

#[test]
fn a_puzzle_without_a_solution_says_so() {
    let line = data_lines("invalid_no_solution.txt")[0].clone();
    let run = sudoku_with_input(&["candidates", "-"], &format!("{line}\n"));
    assert_eq!(
        run.ok_lines(),
        ["# no solution: no digit is a true candidate"]
    );
}

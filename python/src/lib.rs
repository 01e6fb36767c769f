//! `sudoku_lab._sudoku_lab`: the native half of the Python package. It
//! reads puzzles with the engine's one reader and runs the command line's
//! own commands on text (`sudoku_cli::embed`), with the GIL released and,
//! for batches, on a pool of threads; the Python half (`sudoku_lab`) turns
//! keyword arguments into the commands' options and their JSON into
//! dictionaries.

use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rayon::prelude::*;
use sudoku_engine::format::shaped::write_sudoku;
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::Values;

pyo3::create_exception!(
    _sudoku_lab,
    SudokuError,
    PyException,
    "A puzzle or an option the engine refuses, with the engine's own words."
);

/// Reads the one puzzle of `text` with the shape options the commands
/// take; a dictionary of its size, shape, rules, givens and one-line text,
/// and what a link carries beside it.
#[pyfunction]
fn read<'py>(py: Python<'py>, text: &str, options: Vec<String>) -> PyResult<Bound<'py, PyDict>> {
    let read = sudoku_cli::embed::read(text, &options).map_err(SudokuError::new_err)?;
    let sudoku = &read.sudoku;
    let shape = sudoku.shape();
    let puzzle = PyDict::new(py);
    puzzle.set_item("size", shape.size())?;
    puzzle.set_item("shape", shape.describe())?;
    let rules: Vec<String> = shape.rules().iter().map(|rule| rule.text()).collect();
    puzzle.set_item("rules", rules)?;
    let digits = |values: &Values| values.to_line(Alphabet::Standard);
    puzzle.set_item("givens", digits(sudoku.givens()))?;
    puzzle.set_item("text", write_sudoku(sudoku))?;
    puzzle.set_item("solution", read.solution.as_ref().map(digits))?;
    puzzle.set_item("drawn", read.drawn())?;
    puzzle.set_item("label", &read.label)?;
    let about = sudoku.about().cloned().unwrap_or_default();
    puzzle.set_item("title", about.title)?;
    puzzle.set_item("author", about.author)?;
    puzzle.set_item("rules_text", about.rules)?;
    Ok(puzzle)
}

/// Runs the command `args` (as typed after `sudoku`) on `input`, its lines
/// numbered from `first_line`, the GIL released; its output, or
/// `SudokuError` with the command's words.
#[pyfunction]
#[pyo3(signature = (args, input, first_line = 1))]
fn run(py: Python<'_>, args: Vec<String>, input: String, first_line: usize) -> PyResult<String> {
    line_number("first_line", first_line)?;
    py.detach(|| sudoku_cli::embed::run_on_text(&args, &input, first_line))
        .map_err(SudokuError::new_err)
}

/// Runs the command `args` on each of `inputs` (a text and the number of
/// its first line), on `threads` threads with the GIL released; in the
/// inputs' order, each output, or the error that stopped the command on
/// that input.
#[pyfunction]
fn run_each(
    py: Python<'_>,
    args: Vec<String>,
    inputs: Vec<(String, usize)>,
    threads: usize,
) -> PyResult<Vec<(bool, String)>> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()
        .map_err(|error| SudokuError::new_err(error.to_string()))?;
    for (index, (_, first_line)) in inputs.iter().enumerate() {
        line_number(&format!("the first line of input {index}"), *first_line)?;
    }
    let outputs = py.detach(|| {
        pool.install(|| {
            inputs
                .par_iter()
                .map(|(input, first_line)| {
                    match sudoku_cli::embed::run_on_text(&args, input, *first_line) {
                        Ok(output) => (true, output),
                        Err(error) => (false, error),
                    }
                })
                .collect()
        })
    });
    Ok(outputs)
}

/// Refuses a line number of 0 (lines count from 1: a 0 would put every
/// line's number one off) with a `ValueError` naming `what`.
fn line_number(what: &str, number: usize) -> PyResult<()> {
    match number {
        0 => Err(PyValueError::new_err(format!(
            "{what} is a line number, 1 or more, not 0"
        ))),
        _ => Ok(()),
    }
}

/// Where each puzzle of `text` stands: its first line and how many lines
/// it spans, as the commands read it.
#[pyfunction]
fn puzzle_lines(py: Python<'_>, text: String) -> PyResult<Vec<(usize, usize)>> {
    py.detach(|| sudoku_cli::embed::puzzle_lines(&text))
        .map_err(SudokuError::new_err)
}

#[pymodule]
fn _sudoku_lab(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("SudokuError", m.py().get_type::<SudokuError>())?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(run_each, m)?)?;
    m.add_function(wrap_pyfunction!(puzzle_lines, m)?)?;
    Ok(())
}

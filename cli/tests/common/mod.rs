//! Running the real `sudoku` binary on the shared puzzle sets.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Path of a file in the shared data folder, as a string argument.
pub fn data(file: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/data")
        .join(file)
        .to_string_lossy()
        .into_owned()
}

/// The lines of a data file, as they are (blank ones included).
pub fn data_lines(file: &str) -> Vec<String> {
    let path = data(file);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
        .lines()
        .map(str::to_string)
        .collect()
}

/// Field `index` of line `line` of a data file (0: the puzzle, 1: its solution).
pub fn field(file: &str, line: usize, index: usize) -> String {
    data_lines(file)[line]
        .split(',')
        .nth(index)
        .unwrap_or_else(|| panic!("{file} line {line} has no field {index}"))
        .to_string()
}

/// The second field of every non-blank line: the file's solutions.
pub fn solutions(file: &str) -> Vec<String> {
    data_lines(file)
        .iter()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            line.split(',')
                .nth(1)
                .expect("a solution field")
                .to_string()
        })
        .collect()
}

/// The result of one run of the binary.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn lines(&self) -> Vec<&str> {
        self.stdout.lines().collect()
    }

    /// Asserts a successful exit and returns the output lines.
    pub fn ok_lines(&self) -> Vec<&str> {
        assert_eq!(self.code, Some(0), "stderr: {}", self.stderr);
        self.lines()
    }
}

/// Runs `sudoku args...` with `stdin` as standard input.
pub fn sudoku_with_input(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the sudoku binary starts");
    let mut input = child.stdin.take().expect("piped stdin");
    let text = stdin.to_string();
    // Write from another thread so that a large input cannot deadlock
    // against a full output pipe.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(text.as_bytes());
    });
    let output: Output = child.wait_with_output().expect("the sudoku binary runs");
    writer.join().expect("stdin writer");
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// Runs `sudoku args...` with empty standard input.
pub fn sudoku(args: &[&str]) -> Run {
    sudoku_with_input(args, "")
}

/// A scratch file with `content`, removed when dropped.
pub struct TempFile(pub PathBuf);

impl TempFile {
    pub fn new(name: &str, content: &str) -> TempFile {
        let path = std::env::temp_dir().join(format!("sudoku-cli-{}-{name}", std::process::id()));
        std::fs::write(&path, content).expect("temp file is writable");
        TempFile(path)
    }

    pub fn path(&self) -> String {
        self.0.to_string_lossy().into_owned()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

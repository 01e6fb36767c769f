//! Puzzle inputs: files or standard input, one puzzle per line.
//!
//! A line's first comma-separated field is the puzzle; the shared data files
//! carry `,solution,rating` after it. Blank lines and lines starting with `#`
//! are skipped.

use std::fs::File;
use std::io::{self, BufRead, BufReader};

use sudoku_engine::{parse_puzzle, ParseError, Puzzle};

use crate::error::CliError;

/// The name that stands for standard input.
pub const STDIN: &str = "-";

/// An opened input: a file or standard input.
pub struct Source {
    /// The path as given, or `stdin`.
    pub name: String,
    reader: Box<dyn BufRead>,
}

/// One puzzle line of an input.
#[derive(Clone, Debug)]
pub struct Entry {
    /// 1-based line number in its input.
    pub line: usize,
    /// The first field of the line: the puzzle text.
    pub text: String,
    /// The third field, when it is a number.
    pub rating: Option<f64>,
}

impl Entry {
    /// Reads the line from its text fields (without its line ending).
    fn from_line(line: usize, content: &str) -> Option<Entry> {
        let trimmed = content.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            return None;
        }
        let mut fields = content.split(',');
        let text = fields.next().unwrap_or_default().to_string();
        let rating = fields
            .nth(1)
            .and_then(|field| field.trim().parse::<f64>().ok())
            .filter(|rating| rating.is_finite());
        Some(Entry { line, text, rating })
    }

    /// The puzzle, or why not: the parser's message, placed at this entry's
    /// line of its input (the parser sees the line alone as line 1); a
    /// message without a position gets the line appended.
    pub fn puzzle(&self) -> Result<Puzzle, String> {
        parse_puzzle(&self.text).map_err(|error| match error {
            ParseError::UnexpectedChar { found, column, .. } => ParseError::UnexpectedChar {
                found,
                line: self.line,
                column,
            }
            .to_string(),
            ParseError::WrongCellCount {
                found,
                extra_at: Some((_, column)),
            } => ParseError::WrongCellCount {
                found,
                extra_at: Some((self.line, column)),
            }
            .to_string(),
            ParseError::WrongCellCount { .. } | ParseError::Empty => {
                format!("{error} on line {}", self.line)
            }
            ParseError::Puzzle(_) => error.to_string(),
        })
    }
}

/// Says on standard error that an input held no puzzle, so that an empty
/// output is not mistaken for a failure.
pub fn warn_no_puzzle(source: &str) {
    eprintln!("sudoku: no puzzle in {source} (blank lines and lines starting with # are skipped)");
}

/// Opens every input before any is read, so that a missing file stops the
/// command before it prints anything. No paths means standard input.
pub fn open_all(paths: &[String]) -> Result<Vec<Source>, CliError> {
    if paths.is_empty() {
        return Ok(vec![Source::stdin()]);
    }
    paths.iter().map(|path| Source::open(path)).collect()
}

impl Source {
    fn stdin() -> Source {
        Source {
            name: "stdin".to_string(),
            reader: Box::new(io::stdin().lock()),
        }
    }

    /// Opens `path`, or standard input for `-`.
    pub fn open(path: &str) -> Result<Source, CliError> {
        if path == STDIN {
            return Ok(Source::stdin());
        }
        let failed = |error| CliError::Input {
            source: path.to_string(),
            error,
        };
        let file = File::open(path).map_err(failed)?;
        if file.metadata().map_err(failed)?.is_dir() {
            return Err(failed(io::Error::other("it is a directory")));
        }
        Ok(Source {
            name: path.to_string(),
            reader: Box::new(BufReader::new(file)),
        })
    }

    /// The puzzle lines, read as they come (so that a pipe gets an answer
    /// per line). Bytes that are not UTF-8 are kept as U+FFFD, so the parser
    /// reports them as unexpected characters at their place.
    pub fn entries(self) -> Entries {
        Entries {
            name: self.name,
            reader: self.reader,
            line: 0,
            buffer: Vec::new(),
        }
    }
}

/// Iterator over the puzzle lines of a [`Source`].
pub struct Entries {
    name: String,
    reader: Box<dyn BufRead>,
    line: usize,
    buffer: Vec<u8>,
}

impl Iterator for Entries {
    type Item = Result<Entry, CliError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            self.buffer.clear();
            match self.reader.read_until(b'\n', &mut self.buffer) {
                Ok(0) => return None,
                Ok(_) => {}
                Err(error) => {
                    return Some(Err(CliError::Input {
                        source: self.name.clone(),
                        error,
                    }))
                }
            }
            self.line += 1;
            let text = String::from_utf8_lossy(&self.buffer);
            let mut content = text.trim_end_matches(['\n', '\r']);
            if self.line == 1 {
                content = content.trim_start_matches('\u{feff}');
            }
            if let Some(entry) = Entry::from_line(self.line, content) {
                return Some(Ok(entry));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(text: &'static str) -> Vec<Entry> {
        Entries {
            name: "test".to_string(),
            reader: Box::new(text.as_bytes()),
            line: 0,
            buffer: Vec::new(),
        }
        .map(Result::unwrap)
        .collect()
    }

    #[test]
    fn skips_blank_and_comment_lines_and_keeps_line_numbers() {
        let read = entries("\u{feff}# header\n\n  \r\nabc,sol,7.5\r\n# x\nxyz,sol\n");
        assert_eq!(read.len(), 2);
        assert_eq!((read[0].line, read[0].text.as_str()), (4, "abc"));
        assert_eq!(read[0].rating, Some(7.5));
        assert_eq!((read[1].line, read[1].text.as_str()), (6, "xyz"));
        assert_eq!(read[1].rating, None);
    }

    #[test]
    fn parse_errors_point_at_the_input_line() {
        let text = "\n\n53..7....6..195....98....6.8...6...34..8x3..17...2...6.6....28....419..5....8..79\n";
        let entry = &entries(text)[0];
        assert_eq!(
            entry.puzzle().unwrap_err(),
            "unexpected character 'x' at line 3, column 41"
        );
        let short = &entries("# one\n12345\n")[0];
        assert_eq!(
            short.puzzle().unwrap_err(),
            "found 5 cells, expected 81 on line 2"
        );
    }
}

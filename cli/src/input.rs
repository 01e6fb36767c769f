//! Puzzle inputs: files or standard input, read by the engine's
//! [`Reader`]: one puzzle per line (the first comma-separated field; the
//! shared data files carry `,solution,rating` after it), or grids laid out
//! over lines, with `#` comments, titles such as `Grid 01` and section
//! headers skipped. Lines too long to be part of a puzzle are refused in
//! place, without being kept in memory.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use sudoku_engine::format::reader::{self, ReadError, Reader};
use sudoku_engine::format::MAX_TEXT;
use sudoku_engine::{parse_puzzle, ParseError, Puzzle};

use crate::error::CliError;
use sudoku_engine::format::shaped::{
    opens_cage_list, parse_link, parse_sudoku, starts_like_instance_file, ShapeOptions,
    ShapedError, ShapedText, MAX_SHAPED_TEXT,
};
use sudoku_engine::shape::MAX_SIZE;
use sudoku_engine::units::CELLS;

/// The name that stands for standard input.
pub const STDIN: &str = "-";

/// An opened input: a file or standard input.
pub struct Source {
    /// The path as given, or `stdin`.
    pub name: String,
    reader: Box<dyn BufRead>,
}

/// One puzzle of an input.
#[derive(Clone, Debug)]
pub struct Entry {
    /// 1-based line in its input where the puzzle starts.
    pub line: usize,
    read: reader::Entry,
    /// The third field of a one-line puzzle, when it is a number from 0 up
    /// (ratings are never negative; anything else is no rating).
    pub rating: Option<f64>,
}

impl Entry {
    fn new(read: reader::Entry) -> Entry {
        let rating = read
            .fields
            .as_deref()
            .and_then(|fields| fields.split(',').nth(1))
            .and_then(|field| field.trim().parse::<f64>().ok())
            .filter(|rating| rating.is_finite() && *rating >= 0.0);
        Entry {
            line: read.line,
            read,
            rating,
        }
    }

    /// The puzzle text as read (one line, or the lines of a laid-out grid).
    pub fn text(&self) -> &str {
        &self.read.text
    }

    /// The words around a one-line puzzle on its line (`AI Escargot`).
    pub fn label(&self) -> Option<&str> {
        self.read.label.as_deref()
    }

    /// The puzzle, or why not: the parser's message with its positions
    /// placed in the input (the parser sees the entry alone, from line 1);
    /// a message without a position gets the entry's line appended.
    pub fn puzzle(&self) -> Result<Puzzle, String> {
        if let Some(refused) = &self.read.refused {
            return Err(refused.clone());
        }
        let at = |line| self.read.input_line(line);
        parse_puzzle(&self.read.text).map_err(|error| match error {
            ParseError::UnexpectedChar {
                found,
                line,
                column,
            } => ParseError::UnexpectedChar {
                found,
                line: at(line),
                column,
            }
            .to_string(),
            ParseError::WrongCellCount {
                found,
                extra_at: Some((line, column)),
            } => ParseError::WrongCellCount {
                found,
                extra_at: Some((at(line), column)),
            }
            .to_string(),
            ParseError::WrongRowLength { line, found } => ParseError::WrongRowLength {
                line: at(line),
                found,
            }
            .to_string(),
            ParseError::SeveralPuzzles { second_at } => ParseError::SeveralPuzzles {
                second_at: at(second_at),
            }
            .to_string(),
            other => self.placed(&other.to_string()),
        })
    }

    /// The puzzle, when it is of another shape than the classic 9x9: the
    /// options ask for one, or the text says so (another number of cells,
    /// a shape or a rule in its fields, a Lloyd & Amos file). `None` for a
    /// classic puzzle, which [`Entry::puzzle`] reads.
    pub fn shaped(&self, options: &ShapeOptions) -> Option<Result<ShapedText, String>> {
        let asked = options != &ShapeOptions::default();
        if self.read.refused.is_some() || (!asked && self.is_classic_line()) {
            return None;
        }
        let text = match &self.read.fields {
            Some(fields) => format!("{},{fields}", self.read.text),
            None => self.read.text.clone(),
        };
        if let Some(imported) = parse_link(&text) {
            return Some(
                imported
                    .map(|imported| imported.puzzle)
                    .map_err(|error| self.placed(&error.to_string())),
            );
        }
        // Rules after the cells (`;x`, `,x+windoku`, `,15:0.1;...`): the
        // shape reader's error is the one to give, not the classic reader's
        // (a classic line may hold a ';' in its label).
        let tagged = (self.read.text.contains(';') && parse_puzzle(&self.read.text).is_err())
            || self.read.fields.as_deref().is_some_and(|fields| {
                starts_with_tags(fields) || opens_cage_list(fields.split(',').next().unwrap_or(""))
            });
        match parse_sudoku(&text, options) {
            Ok(read) if asked || !read.sudoku.shape().is_classic() => Some(Ok(read)),
            Ok(_) => None,
            Err(error) if asked || tagged || self.other_size() => {
                Some(Err(self.placed_shaped(&error)))
            }
            Err(_) => None,
        }
    }

    /// The shape reader's `error` about this entry, at its place in the
    /// input (its line within the entry counted from the entry's first).
    fn placed_shaped(&self, error: &ShapedError) -> String {
        match error.at {
            Some((line, column)) => format!(
                "{} at line {}, column {column}",
                error.message,
                self.read.input_line(line)
            ),
            None => self.placed(&error.message),
        }
    }

    /// The cells of a one-line entry (before any `;` attribute), or `None`
    /// for a laid-out grid.
    fn line_cells(&self) -> Option<usize> {
        let text = self.read.text.trim();
        if text.contains('\n') {
            return None;
        }
        let span = sudoku_engine::format::lines::puzzle_span(text).unwrap_or(0..text.len());
        Some(text[span].split(';').next().unwrap_or("").chars().count())
    }

    /// True for a line that is a classic 9x9 whatever the shape reader
    /// would say (81 cells, no attribute, after them nothing, a rating, or
    /// a solution of digits and maybe a rating, as the data files write
    /// them): read by the classic parser alone, with no shape built for it.
    fn is_classic_line(&self) -> bool {
        let plain = self.line_cells() == Some(CELLS) && !self.read.text.contains(';');
        let rating = |field: &str| field.trim().parse::<f64>().is_ok();
        let solution = |field: &str| {
            let field = field.trim();
            field.chars().count() == CELLS && field.chars().all(|c| c.is_ascii_digit() || c == '.')
        };
        let data_tail = |fields: &str| {
            let fields: Vec<&str> = fields.split(',').collect();
            match fields.as_slice() {
                [only] => rating(only) || solution(only),
                [first, second] => solution(first) && rating(second),
                _ => false,
            }
        };
        plain && self.read.fields.as_deref().is_none_or(data_tail)
    }

    /// True for a one-line entry of N x N cells, N other than 9: a puzzle
    /// of another size, whose errors are about that size.
    fn other_size(&self) -> bool {
        self.line_cells()
            .is_some_and(|cells| cells != CELLS && (2..=MAX_SIZE).any(|size| size * size == cells))
    }

    /// `message` about this entry, with the line it starts on.
    pub fn placed(&self, message: &str) -> String {
        format!("{message} on line {}", self.line)
    }
}

/// Reads one whole text (one puzzle, a pattern, an instance file) from
/// `reader`, at most `limit` bytes: a longer input is refused after that
/// much is read, never loaded whole (`/dev/zero`). Bytes that are not UTF-8
/// are kept as U+FFFD, so the parser names them at their place.
pub fn read_bounded(reader: impl Read, source: &str, limit: usize) -> Result<String, CliError> {
    let mut bytes = Vec::new();
    reader
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| CliError::Input {
            source: source.to_string(),
            error,
        })?;
    if bytes.len() > limit {
        return Err(CliError::Input {
            source: source.to_string(),
            error: io::Error::other(format!(
                "it is longer than {} KB; no puzzle is",
                limit / 1024
            )),
        });
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The whole text of the file at `path`, or of standard input for `-`,
/// read with [`read_bounded`] up to [`MAX_TEXT`].
pub fn read_text(path: &str) -> Result<String, CliError> {
    if path == STDIN {
        return read_bounded(io::stdin().lock(), "stdin", MAX_TEXT);
    }
    let source = Source::open(path)?;
    read_bounded(source.reader, &source.name, MAX_TEXT)
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

    /// Opens `path`, or standard input for `-`; a link (`https://…`,
    /// `sudokupad://…`) that is not a file's name is read as the text.
    pub fn open(path: &str) -> Result<Source, CliError> {
        if path == STDIN {
            return Ok(Source::stdin());
        }
        if is_link(path) && !Path::new(path).exists() {
            return Ok(Source {
                name: "link".to_string(),
                reader: Box::new(io::Cursor::new(path.as_bytes().to_vec())),
            });
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

    /// The puzzles, read as they come (a pipe gets an answer per puzzle).
    /// A Lloyd & Amos instance file (a box order alone on its first line)
    /// is one puzzle, read whole.
    pub fn entries(mut self) -> Entries {
        let whole = is_instance_file(&mut self.reader).then(|| {
            read_bounded(&mut self.reader, &self.name, MAX_SHAPED_TEXT).map(|text| reader::Entry {
                line: 1,
                text,
                fields: None,
                label: None,
                refused: None,
            })
        });
        Entries {
            name: self.name,
            reader: Reader::new(self.reader),
            whole,
        }
    }
}

/// True when the input starts like an instance file of Lloyd & Amos (the
/// engine's rule, read from what is buffered without consuming it).
fn is_instance_file(reader: &mut Box<dyn BufRead>) -> bool {
    reader.fill_buf().is_ok_and(|start| {
        starts_like_instance_file(&String::from_utf8_lossy(&start[..start.len().min(64)]))
    })
}

/// Iterator over the puzzles of a [`Source`].
pub struct Entries {
    name: String,
    reader: Reader<Box<dyn BufRead>>,
    /// An instance file read whole, given out first and alone.
    whole: Option<Result<reader::Entry, CliError>>,
}

impl Iterator for Entries {
    type Item = Result<Entry, CliError>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(whole) = self.whole.take() {
            self.reader = Reader::new(Box::new(io::empty()));
            return Some(whole.map(Entry::new));
        }
        Some(match self.reader.next()? {
            Ok(read) => Ok(Entry::new(read)),
            Err(ReadError::Io(error)) => Err(CliError::Input {
                source: self.name.clone(),
                error,
            }),
            Err(endless) => Err(CliError::Input {
                source: self.name.clone(),
                error: io::Error::other(endless.to_string()),
            }),
        })
    }
}

/// True when the first field after a line's cells is a list of rule tags
/// as the data files write them (`x`, `x+windoku`, `antiknight`, `box=2x3`):
/// lower-case words, never a name such as `AI Escargot`. A tag the shape
/// reader does not know is then an error, not a label.
fn starts_with_tags(fields: &str) -> bool {
    let first = fields.split(',').next().unwrap_or("").trim();
    first.starts_with(|c: char| c.is_ascii_lowercase())
        && first
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "+=:.-".contains(c))
}

/// True for a command-line argument that is a puzzle link, not a path.
fn is_link(argument: &str) -> bool {
    ["https://", "http://", "sudokupad://"]
        .iter()
        .any(|scheme| argument.starts_with(scheme))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(text: &'static str) -> Vec<Entry> {
        Source {
            name: "test".to_string(),
            reader: Box::new(text.as_bytes()),
        }
        .entries()
        .map(Result::unwrap)
        .collect()
    }

    #[test]
    fn data_lines_keep_their_rating_and_line_numbers() {
        let read = entries("# header\n\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79,sol,7.5\n");
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].line, 3);
        assert_eq!(read[0].rating, Some(7.5));
    }

    #[test]
    fn parse_errors_point_at_the_input_line() {
        let text = "\n\n53..7....6..195....98....6.8...6...34..8x3..17...2...6.6....28....419..5....8..79\n";
        let entry = &entries(text)[0];
        assert_eq!(
            entry.puzzle().unwrap_err(),
            "unexpected character 'x' at line 3, column 41 (a cell is a digit 1-9, or '.' or '0' when empty)"
        );
        let short = &entries("# one\n12345\n")[0];
        assert_eq!(
            short.puzzle().unwrap_err(),
            "found 5 cells, expected 81 on line 2"
        );
        let grid = "Grid 01\n003020600\n900305001\n001806400\n00810290\n700000008\n006708200\n002609500\n800203009\n005010300\n";
        assert_eq!(
            entries(grid)[0].puzzle().unwrap_err(),
            "line 5 holds 8 cells; each row of a laid-out grid holds 9"
        );
    }

    #[test]
    fn a_killer_line_without_its_tags_keeps_its_cages() {
        let options = ShapeOptions::default();
        let cells = ".".repeat(CELLS);
        let text = format!("{cells},3:0.1;15:2.3.4\n{cells},3:0.1;15:2.3.x\n");
        let read = Source {
            name: "test".to_string(),
            reader: Box::new(std::io::Cursor::new(text)),
        }
        .entries()
        .map(Result::unwrap)
        .collect::<Vec<_>>();
        let killer = read[0].shaped(&options).expect("a killer").unwrap();
        assert_eq!(killer.sudoku.shape().constraints().groups.len(), 2);
        // A mistake in the cages is said, never read as the empty grid.
        let error = read[1].shaped(&options).expect("a killer").unwrap_err();
        assert!(error.contains("'x' is not a cell number"), "{error}");
    }
}

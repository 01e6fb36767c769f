//! Puzzle inputs: files or standard input, read by the engine's
//! [`Reader`]: one puzzle per line (the first comma-separated field; the
//! shared data files carry `,solution,rating` after it), or grids laid out
//! over lines, with `#` comments, titles such as `Grid 01` and section
//! headers skipped. Lines too long to be part of a puzzle are refused in
//! place, without being kept in memory.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::Path;

use sudoku_engine::format::reader::{self, ReadError, Reader};
use sudoku_engine::format::shaped::{
    starts_like_instance_file, ShapeOptions, ShapedText, MAX_SHAPED_TEXT,
};
use sudoku_engine::format::{read_entry, MAX_TEXT};

use crate::error::CliError;

/// The name that stands for standard input.
pub const STDIN: &str = "-";

thread_local! {
    /// The text that stands for standard input on this thread while a
    /// command runs embedded ([`with_given_input`]), and the number of its
    /// first line.
    static GIVEN_INPUT: std::cell::RefCell<Option<(String, usize)>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `command` with `text` standing for standard input on this thread,
/// its lines numbered from `first_line` (a front end that embeds the
/// command line, [`crate::embed`]).
pub(crate) fn with_given_input<T>(text: &str, first_line: usize, command: impl FnOnce() -> T) -> T {
    GIVEN_INPUT.with(|given| *given.borrow_mut() = Some((text.to_string(), first_line.max(1))));
    let result = command();
    GIVEN_INPUT.with(|given| *given.borrow_mut() = None);
    result
}

/// True while a command runs embedded on this thread: its notices on
/// standard error (summaries, "no puzzle in stdin") are left out, the
/// front end has the output to say it.
pub(crate) fn embedded() -> bool {
    GIVEN_INPUT.with(|given| given.borrow().is_some())
}

/// The text standing for standard input on this thread, if any, and the
/// number of its first line.
fn given_input() -> Option<(String, usize)> {
    GIVEN_INPUT.with(|given| given.borrow().clone())
}

/// An opened input: a file or standard input.
pub struct Source {
    /// The path as given, or `stdin`.
    pub name: String,
    reader: Box<dyn BufRead>,
    /// The number of its first line (1, or more for a part of an input).
    first_line: usize,
}

/// One puzzle of an input.
#[derive(Clone, Debug)]
pub struct Entry {
    /// 1-based line in its input where the puzzle starts.
    pub line: usize,
    read: reader::Entry,
}

impl Entry {
    fn new(read: reader::Entry) -> Entry {
        Entry {
            line: read.line,
            read,
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

    /// The puzzle of any shape, with what its line carries beside it (a
    /// solution, a rating), or why not, placed in the input: `options`
    /// say what the text does not (`--boxes`, `--variant`...). Every
    /// command reads its entries here, through the engine's one reader.
    pub fn read(&self, options: &ShapeOptions) -> Result<ShapedText, String> {
        read_entry(&self.read, options).map_err(|error| {
            if error.has_place() {
                error.to_string()
            } else {
                self.placed(&error.to_string())
            }
        })
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
        return match given_input() {
            Some((text, _)) => read_bounded(text.as_bytes(), "stdin", MAX_TEXT),
            None => read_bounded(io::stdin().lock(), "stdin", MAX_TEXT),
        };
    }
    let source = Source::open(path)?;
    read_bounded(source.reader, &source.name, MAX_TEXT)
}

/// Says on standard error that an input held no puzzle, so that an empty
/// output is not mistaken for a failure.
pub fn warn_no_puzzle(source: &str) {
    if embedded() {
        return;
    }
    eprintln!("sudoku: no puzzle in {source} (blank lines and lines starting with # are skipped)");
}

/// Writes a line to `out` for each puzzle of `paths` (every input opened
/// first, see [`open_all`]): `answer` of the puzzle read, or the error
/// that says why it was not; an input without a puzzle is warned of.
pub fn answer_each(
    paths: &[String],
    options: &ShapeOptions,
    out: &mut impl Write,
    answer: impl Fn(&ShapedText) -> String,
) -> Result<(), CliError> {
    answer_each_or(paths, options, out, answer, |error| {
        format!("error: {error}")
    })
}

/// [`answer_each`], a puzzle that cannot be read answered by `refused`
/// with the reader's words (a JSON object, for a command's `--json`).
pub fn answer_each_or(
    paths: &[String],
    options: &ShapeOptions,
    out: &mut impl Write,
    answer: impl Fn(&ShapedText) -> String,
    refused: impl Fn(&str) -> String,
) -> Result<(), CliError> {
    for source in open_all(paths)? {
        let name = source.name.clone();
        let mut puzzles = 0;
        for entry in source.entries() {
            let line = match entry?.read(options) {
                Ok(read) => answer(&read),
                Err(error) => refused(&error.to_string()),
            };
            writeln!(out, "{line}").map_err(CliError::output)?;
            puzzles += 1;
        }
        if puzzles == 0 {
            warn_no_puzzle(&name);
        }
    }
    Ok(())
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
    /// Standard input, or the text a front end gives in its place
    /// ([`crate::embed`]).
    fn stdin() -> Source {
        match given_input() {
            Some((text, first_line)) => Source {
                first_line,
                ..Source::from_text("stdin", text)
            },
            None => Source {
                name: "stdin".to_string(),
                reader: Box::new(io::stdin().lock()),
                first_line: 1,
            },
        }
    }

    /// A text held in memory, read as an input called `name`.
    pub fn from_text(name: &str, text: String) -> Source {
        Source {
            name: name.to_string(),
            reader: Box::new(io::Cursor::new(text.into_bytes())),
            first_line: 1,
        }
    }

    /// Opens `path`, or standard input for `-`; a link (`https://…`,
    /// `sudokupad://…`) that is not a file's name is read as the text.
    pub fn open(path: &str) -> Result<Source, CliError> {
        if path == STDIN {
            return Ok(Source::stdin());
        }
        if is_link(path) && !Path::new(path).exists() {
            return Ok(Source::from_text("link", path.to_string()));
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
            first_line: 1,
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
                follows_section: false,
            })
        });
        Entries {
            name: self.name,
            reader: Reader::numbered_from(self.reader, self.first_line),
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
        Source::from_text("test", text.to_string())
            .entries()
            .map(Result::unwrap)
            .collect()
    }

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn read(entry: &Entry) -> Result<ShapedText, String> {
        entry.read(&ShapeOptions::default())
    }

    #[test]
    fn data_lines_keep_their_rating_and_line_numbers() {
        let text = format!("# header\n\n{P},{SOLUTION},7.5\n");
        let entries: Vec<Entry> = Source::from_text("test", text)
            .entries()
            .map(Result::unwrap)
            .collect();
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].line, 3);
        let read = read(&entries[0]).unwrap();
        assert_eq!(read.rating, Some(7.5));
        assert!(read.sudoku.is_solved_by(read.solution.as_ref().unwrap()));
    }

    #[test]
    fn parse_errors_point_at_the_input_line() {
        let text = "\n\n53..7....6..195....98....6.8...6...34..8x3..17...2...6.6....28....419..5....8..79\n";
        let entry = &entries(text)[0];
        assert_eq!(
            read(entry).unwrap_err(),
            "unexpected character 'x' at line 3, column 41 (a cell is a digit 1-9, or '.' or '0' when empty)"
        );
        let short = &entries("# one\n12345\n")[0];
        assert_eq!(
            read(short).unwrap_err(),
            "found 5 cells; a puzzle has N x N of them, N from 4 to 36 (16, 36, 81, 256...) at line 2, column 1"
        );
        let grid = "Grid 01\n003020600\n900305001\n001806400\n00810290\n700000008\n006708200\n002609500\n800203009\n005010300\n";
        assert_eq!(
            read(&entries(grid)[0]).unwrap_err(),
            "line 5 holds 8 cells; each row of a laid-out grid holds 9"
        );
    }

    #[test]
    fn a_killer_line_without_its_tags_keeps_its_cages() {
        let cells = ".".repeat(81);
        let text = format!("{cells},3:0.1;15:2.3.4\n{cells},3:0.1;15:2.3.x\n");
        let read_all = Source::from_text("test", text)
            .entries()
            .map(Result::unwrap)
            .collect::<Vec<_>>();
        let killer = read(&read_all[0]).unwrap();
        assert_eq!(killer.sudoku.shape().constraints().groups.len(), 2);
        // A mistake in the cages is said, never read as the empty grid.
        let error = read(&read_all[1]).unwrap_err();
        assert!(error.contains("'x' is not a cell number"), "{error}");
    }
}

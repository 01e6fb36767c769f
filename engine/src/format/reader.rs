//! Reading many puzzles from a stream (a file, standard input), one
//! [`Entry`] at a time, in bounded memory, as they come (a pipe gets an
//! answer per puzzle).
//!
//! A line that holds a whole puzzle is an entry by itself (the shared data
//! files: `puzzle,solution,rating`), with the words around the puzzle as
//! its label (`<81 cells>\tAI Escargot`). Rows of laid-out grids gather
//! into one entry until N rows are in, N the number of cells of the first
//! ([`super::read::row_size`]: 9 for a classic grid, 16 for a 16x16), or a
//! blank line, a title (`Grid 01`), a section header or a one-line puzzle
//! ends them. JSON (f-puzzles', SudokuPad's) gathers from its `{` to the
//! `}` that closes it. Comments (`#`), titles and sections are skipped and
//! never read as cells.
//!
//! A line longer than [`MAX_LINE`] cannot be part of a puzzle: it becomes an
//! entry that says so, without being kept in memory, and a line that goes on
//! for [`MAX_SKIP`] without ending stops the reading (`/dev/zero`).
//! Bytes that are not UTF-8 are kept as U+FFFD, so the parser reports them
//! as unexpected characters at their place.

use std::io::{self, BufRead};

use super::lines::{classify, label_around, puzzle_span, LineKind};
use super::row_size;
use crate::shape::SIZES;

/// The longest line kept: the longest text one puzzle of any shape may
/// take, so that a SudokuPad or f-puzzles link of a large puzzle (tens of
/// KB) is read like the short ones.
pub const MAX_LINE: usize = super::shaped::MAX_SHAPED_TEXT;

/// The most lines gathered into one laid-out grid: the 36 rows of a 36x36
/// and their borders fit with room to spare.
pub const MAX_ROWS: usize = 80;

/// How far a too-long line is skipped looking for its end before the
/// reading stops.
pub const MAX_SKIP: usize = 64 * 1024 * 1024;

/// One puzzle's text as read, with where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// 1-based line of its input where the entry starts.
    pub line: usize,
    /// The text to parse: one line, or the lines of a laid-out grid (with
    /// blank lines in between kept, so that positions stay right).
    pub text: String,
    /// For a one-line puzzle, what came after its first `,` (a data file's
    /// `solution,rating`).
    pub fields: Option<String>,
    /// For a one-line puzzle, the words around it on its line (a name, a
    /// poster, a rating: `<81 cells>\tAI Escargot`).
    pub label: Option<String>,
    /// Why the text cannot be a puzzle before it is parsed (a line too long).
    pub refused: Option<String>,
    /// A section header (`[Solution]`) came between the entry before and
    /// this one: a text of one puzzle ends there.
    pub follows_section: bool,
}

impl Entry {
    /// The entry's own line `number` of its input as its line 1: what a
    /// parser's positions in [`Entry::text`] are relative to.
    pub fn input_line(&self, number: usize) -> usize {
        self.line + number - 1
    }
}

/// A failure of the stream itself.
#[derive(Debug)]
pub enum ReadError {
    Io(io::Error),
    /// A line ran on for [`MAX_SKIP`] bytes without ending.
    Endless {
        line: usize,
    },
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Io(error) => error.fmt(f),
            ReadError::Endless { line } => write!(
                f,
                "line {line} runs on for {} MB without ending: this is not a puzzle file",
                MAX_SKIP / (1024 * 1024)
            ),
        }
    }
}

/// Reads [`Entry`]s from a stream.
pub struct Reader<R> {
    source: R,
    line: usize,
    buffer: Vec<u8>,
    gatherer: Gatherer,
    done: bool,
}

/// Cuts lines into entries, a line at a time (the rules of the module
/// docs): what the stream [`Reader`] and [`entries`] of a text in memory
/// share.
#[derive(Default)]
pub struct Gatherer {
    /// Rows of a laid-out grid gathered so far: (line number, text).
    rows: Vec<(usize, String)>,
    /// A one-line entry read while rows were pending, given out next.
    next: Option<Entry>,
    /// JSON gathered so far (first line, text) and how deep its braces are.
    json: Option<(usize, String, Json)>,
    /// A section header was met since the last entry.
    section: bool,
}

/// The entries of `text`, a whole input in memory (no I/O: the app's
/// Puzzle box reads here).
pub fn entries(text: &str) -> Vec<Entry> {
    let mut gatherer = Gatherer::default();
    let mut entries = Vec::new();
    for (index, line) in text.split('\n').enumerate() {
        let line = match index {
            0 => line.trim_start_matches('\u{feff}'),
            _ => line,
        };
        entries.extend(gatherer.line(index + 1, line.trim_end_matches('\r')));
        entries.extend(gatherer.next.take());
    }
    entries.extend(gatherer.end());
    entries.extend(gatherer.next.take());
    entries
}

impl<R: BufRead> Reader<R> {
    pub fn new(source: R) -> Reader<R> {
        Reader::numbered_from(source, 1)
    }

    /// A reader whose first line is line `first` (a part of a longer
    /// input keeps that input's line numbers, in entries and in errors).
    pub fn numbered_from(source: R, first: usize) -> Reader<R> {
        Reader {
            source,
            line: first.saturating_sub(1),
            buffer: Vec::new(),
            gatherer: Gatherer::default(),
            done: false,
        }
    }

    /// Reads one line into `buffer` (at most [`MAX_LINE`] bytes of it);
    /// `Ok(None)` at the end, `Ok(Some(false))` for a line too long.
    fn read_line(&mut self) -> Result<Option<bool>, ReadError> {
        self.buffer.clear();
        let mut limited = io::Read::take(&mut self.source, MAX_LINE as u64 + 1);
        let read = limited
            .read_until(b'\n', &mut self.buffer)
            .map_err(ReadError::Io)?;
        if read == 0 {
            return Ok(None);
        }
        self.line += 1;
        if self.buffer.len() <= MAX_LINE || self.buffer.ends_with(b"\n") {
            return Ok(Some(true));
        }
        let mut skipped = 0;
        loop {
            let chunk = self.source.fill_buf().map_err(ReadError::Io)?;
            if chunk.is_empty() {
                return Ok(Some(false));
            }
            match chunk.iter().position(|&byte| byte == b'\n') {
                Some(end) => {
                    self.source.consume(end + 1);
                    return Ok(Some(false));
                }
                None => {
                    let length = chunk.len();
                    self.source.consume(length);
                    skipped += length;
                    if skipped > MAX_SKIP {
                        return Err(ReadError::Endless { line: self.line });
                    }
                }
            }
        }
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<Entry, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(entry) = self.gatherer.next.take() {
            return Some(Ok(entry));
        }
        while !self.done {
            let whole = match self.read_line() {
                Ok(Some(whole)) => whole,
                Ok(None) => {
                    self.done = true;
                    break;
                }
                Err(error) => {
                    self.done = true;
                    return Some(Err(error));
                }
            };
            let number = self.line;
            if !whole {
                let refused = Entry {
                    refused: Some(format!(
                        "line {number} is longer than {} KB: not a puzzle",
                        MAX_LINE / 1024
                    )),
                    ..whole_entry(number, String::new())
                };
                return Some(Ok(self.gatherer.before(refused)));
            }
            let decoded = String::from_utf8_lossy(&self.buffer).into_owned();
            let mut line = decoded.trim_end_matches(['\n', '\r']);
            if number == 1 {
                line = line.trim_start_matches('\u{feff}');
            }
            if let Some(entry) = self.gatherer.line(number, line) {
                return Some(Ok(entry));
            }
        }
        self.gatherer.end().map(Ok)
    }
}

impl Gatherer {
    /// Takes line `number` (without its line ending); an entry when one is
    /// complete (a second one may wait in `next`).
    pub fn line(&mut self, number: usize, line: &str) -> Option<Entry> {
        if let Some(entry) = self.gather_json(number, line) {
            return Some(entry);
        }
        if self.json.is_some() {
            return None;
        }
        if line.trim().is_empty() {
            return self.take_rows();
        }
        match classify(line) {
            LineKind::Comment | LineKind::Section | LineKind::Title => {
                let rows = self.take_rows();
                self.section |= classify(line) == LineKind::Section;
                rows
            }
            LineKind::Puzzle if !self.continues_grid(line) => {
                let (text, fields) = match line.split_once(',') {
                    Some((text, fields)) => (text.to_string(), Some(fields.to_string())),
                    None => (line.to_string(), None),
                };
                let label = puzzle_span(&text).and_then(|span| label_around(&text, span));
                let entry = Entry {
                    fields,
                    label,
                    ..whole_entry(number, text)
                };
                Some(self.before(entry))
            }
            LineKind::Puzzle | LineKind::Border | LineKind::Row | LineKind::Other => {
                // No grid runs this long: what came so far is one (broken) entry.
                let overflow = (self.rows.len() >= MAX_ROWS)
                    .then(|| self.take_rows())
                    .flatten();
                self.rows.push((number, line.to_string()));
                if overflow.is_some() {
                    return overflow;
                }
                if self.cell_rows() == self.rows_wanted() {
                    return self.take_rows();
                }
                None
            }
        }
    }

    /// At the end of the input: what is still gathered.
    pub fn end(&mut self) -> Option<Entry> {
        if let Some((line, text, _)) = self.json.take() {
            return Some(self.before(whole_entry(line, text)));
        }
        self.take_rows()
    }

    /// The gathered rows as one entry (none if no row holds a cell).
    fn take_rows(&mut self) -> Option<Entry> {
        let rows = std::mem::take(&mut self.rows);
        let first = rows
            .iter()
            .find(|(_, text)| classify(text) != LineKind::Border)?
            .0;
        let start = rows.first().map_or(first, |(number, _)| *number);
        let mut text = String::new();
        let mut at = start;
        for (number, row) in &rows {
            while at < *number {
                text.push('\n');
                at += 1;
            }
            text.push_str(row);
            text.push('\n');
            at += 1;
        }
        Some(self.mark(whole_entry(start, text)))
    }

    fn cell_rows(&self) -> usize {
        self.rows
            .iter()
            .filter(|(_, text)| classify(text) != LineKind::Border)
            .count()
    }

    /// The rows the grid being gathered has: as many as its first row has
    /// cells (4 to 36), else nine.
    fn rows_wanted(&self) -> usize {
        self.rows
            .iter()
            .find(|(_, text)| classify(text) != LineKind::Border)
            .map(|(_, text)| row_size(text))
            .filter(|size| SIZES.contains(size))
            .unwrap_or(9)
    }

    /// True when `line` is the next row of the grid being gathered (a row
    /// of a 16x16 that happens to read as a whole 4x4 is still a row).
    fn continues_grid(&self, line: &str) -> bool {
        let rows = self.cell_rows();
        rows > 0 && rows < self.rows_wanted() && row_size(line) == self.rows_wanted()
    }

    /// `entry`, after the rows gathered before it (which come out first).
    fn before(&mut self, entry: Entry) -> Entry {
        match self.take_rows() {
            Some(rows) => {
                self.next = Some(entry);
                rows
            }
            None => self.mark(entry),
        }
    }

    /// `entry`, marked when a section header came before it.
    fn mark(&mut self, mut entry: Entry) -> Entry {
        entry.follows_section = std::mem::take(&mut self.section);
        entry
    }

    /// Gathers JSON that runs over lines: a line that opens with `{` and
    /// does not close it starts gathering, and the line that closes it
    /// ends the entry (given out, after any rows gathered before it).
    fn gather_json(&mut self, number: usize, line: &str) -> Option<Entry> {
        match &mut self.json {
            Some((first, text, depth)) => {
                text.push('\n');
                text.push_str(line);
                depth.read(line);
                if depth.closed() || text.len() > MAX_LINE {
                    let (first, text) = (*first, std::mem::take(text));
                    self.json = None;
                    return Some(self.before(whole_entry(first, text)));
                }
                None
            }
            None => {
                if !line.trim_start().starts_with('{') {
                    return None;
                }
                let mut depth = Json::default();
                depth.read(line);
                if !depth.closed() {
                    self.json = Some((number, line.to_string(), depth));
                }
                None
            }
        }
    }
}

/// An entry of a whole text read as it is (JSON), not cut at its commas.
fn whole_entry(line: usize, text: String) -> Entry {
    Entry {
        line,
        text,
        fields: None,
        label: None,
        refused: None,
        follows_section: false,
    }
}

/// How deep in JSON's braces a text is, strings skipped.
#[derive(Clone, Copy, Debug, Default)]
struct Json {
    depth: usize,
    opened: bool,
    in_string: bool,
    escaped: bool,
}

impl Json {
    fn read(&mut self, line: &str) {
        for ch in line.chars() {
            match (self.in_string, self.escaped, ch) {
                (true, true, _) => self.escaped = false,
                (true, false, '\\') => self.escaped = true,
                (true, false, '"') => self.in_string = false,
                (true, false, _) => {}
                (false, _, '"') => self.in_string = true,
                (false, _, '{' | '[') => {
                    self.depth += 1;
                    self.opened = true;
                }
                (false, _, '}' | ']') => self.depth = self.depth.saturating_sub(1),
                _ => {}
            }
        }
    }

    fn closed(&self) -> bool {
        self.opened && self.depth == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Vec<Entry> {
        Reader::new(text.as_bytes()).map(Result::unwrap).collect()
    }

    #[test]
    fn one_line_puzzles_keep_their_fields_and_line_numbers() {
        let entries =
            read("\u{feff}# header\n\n  \r\nabc.............................,sol,7.5\r\n# x\n");
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].line, 4);
        assert_eq!(entries[0].fields.as_deref(), Some("sol,7.5"));
    }

    #[test]
    fn puzzle_lines_with_names_are_read_with_their_labels() {
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let x = p.replace('.', "x");
        let entries = read(&format!("{p}\n{p}\tAI Escargot\n{p} hard\n{x}\n"));
        assert_eq!(entries.len(), 4, "no line is dropped");
        let labels: Vec<Option<&str>> = entries.iter().map(|e| e.label.as_deref()).collect();
        assert_eq!(labels, [None, Some("AI Escargot"), Some("hard"), None]);
        assert_eq!(entries[3].line, 4);
        assert!(crate::format::parse_grid(&entries[1].text).is_ok());
        assert!(
            crate::format::parse_grid(&entries[3].text).is_err(),
            "x is no blank"
        );
    }

    #[test]
    fn laid_out_grids_gather_with_their_titles_skipped() {
        let euler = "Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\nGrid 02\n200080300\n060070084\n";
        let entries = read(euler);
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].line, 2);
        assert_eq!(entries[0].text.lines().count(), 9);
        assert!(entries[0].text.starts_with("003020600\n"));
        assert_eq!(entries[1].line, 12);
    }

    #[test]
    fn a_too_long_line_is_refused_without_being_kept() {
        let long = format!("{}\n{}\n", "1".repeat(MAX_LINE * 3), ".".repeat(81));
        let entries = read(&long);
        assert_eq!(entries.len(), 2);
        assert!(entries[0]
            .refused
            .as_deref()
            .unwrap()
            .starts_with("line 1 is longer than 256 KB"));
        assert_eq!(entries[1].line, 2);
    }

    #[test]
    fn an_endless_line_stops_the_reading() {
        let zeros = std::io::BufReader::new(std::io::repeat(0));
        let mut reader = Reader::new(zeros);
        match reader.next() {
            Some(Err(ReadError::Endless { line: 1 })) => {}
            other => panic!("{other:?}"),
        }
        assert!(reader.next().is_none());
    }
}

//! What a line of puzzle text is: a comment, a section header, a title, a
//! border, a row of a laid-out grid, or a whole puzzle on one line. The
//! rules are shared by the one-puzzle parser and the file reader, so a
//! paste box and `sudoku solve` read the same text the same way.

use super::cells::is_cell_char;

/// The kind of a (non-blank) line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// `# ...`: a comment, or SadMan metadata (`#A author`).
    Comment,
    /// `[Puzzle]`, `[Solution]`...: a section of a SadMan or Simple Sudoku file.
    Section,
    /// Words, such as Project Euler's `Grid 01`: never read as cells.
    Title,
    /// A line drawn between bands: `------+-------+------`, `*---*`.
    Border,
    /// A whole puzzle on one line, maybe followed by `,solution,rating`.
    Puzzle,
    /// Part of a grid laid out over several lines.
    Row,
    /// None of these: read where it stands, so the parser can say what is wrong.
    Other,
}

/// Classifies a line (without its line ending).
pub fn classify(line: &str) -> LineKind {
    let trimmed = line.trim();
    if trimmed.starts_with('#') {
        return LineKind::Comment;
    }
    if trimmed.starts_with('[') && trimmed.ends_with(']') {
        return LineKind::Section;
    }
    let first_field = trimmed.split(',').next().unwrap_or("");
    if is_title(first_field) {
        return LineKind::Title;
    }
    if is_border(trimmed) {
        return LineKind::Border;
    }
    if is_one_line_puzzle(trimmed) {
        return LineKind::Puzzle;
    }
    if is_row(trimmed) {
        return LineKind::Row;
    }
    LineKind::Other
}

/// A run of at least two letters (a word) with fewer cell characters than
/// a row holds, or any word of four letters or more.
fn is_title(line: &str) -> bool {
    let mut longest = 0;
    let mut run = 0;
    for ch in line.chars() {
        run = if ch.is_alphabetic() { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let cells = line.chars().filter(|&ch| is_cell_char(ch)).count();
    longest >= 4 || (longest >= 2 && cells < 9)
}

/// A line drawn to separate bands: no digit, only border characters, and a
/// run of at least three `-` or `=`. (A row of nine blanks written `-` looks
/// the same; the grid reader tells them apart by position, see
/// [`super::layout`].)
pub fn is_border(line: &str) -> bool {
    !line.contains(|c: char| c.is_ascii_digit() && c != '0')
        && line.chars().all(|c| "-=+*|.:'_ \t".contains(c))
        && (line.contains("---") || line.contains("==="))
}

/// One line holding a whole puzzle: a line with a comma (a data file's
/// `puzzle,solution,rating`), or at least 20 characters in at most three
/// runs (a laid-out row has its cells apart; a puzzle line mistyped with a
/// space or two is still one puzzle, and wrong).
pub fn is_one_line_puzzle(line: &str) -> bool {
    if line.contains(',') {
        return true;
    }
    let runs = line
        .split(|c: char| c.is_whitespace() || c == '|')
        .filter(|run| !run.is_empty())
        .count();
    line.chars().filter(|c| !c.is_whitespace()).count() >= 20 && runs <= 3
}

/// A row of a laid-out grid: mostly cells (digits and blanks) and
/// separators. A few stray characters keep it a row, so the parser can
/// point at them inside the grid.
fn is_row(line: &str) -> bool {
    let cells = line.chars().filter(|&ch| is_cell_char(ch)).count();
    let others = line
        .chars()
        .filter(|&ch| !is_cell_char(ch) && !is_separator(ch))
        .count();
    cells >= 3 && others < cells
}

/// Characters that separate cells or boxes in a laid-out grid.
pub fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || ch == '|'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_told_apart() {
        assert_eq!(classify("# made by hand"), LineKind::Comment);
        assert_eq!(classify(" [Puzzle] "), LineKind::Section);
        assert_eq!(classify("Grid 01"), LineKind::Title);
        assert_eq!(classify("Puzzle 123456789"), LineKind::Title);
        assert_eq!(classify("------+-------+------"), LineKind::Border);
        assert_eq!(classify("*-----------*"), LineKind::Border);
        assert_eq!(classify("---------"), LineKind::Border);
        assert_eq!(classify(&".".repeat(crate::units::CELLS)), LineKind::Puzzle);
        assert_eq!(classify("53..7....,534678912"), LineKind::Puzzle);
        assert_eq!(
            classify(&format!("{} {}", "1".repeat(40), "2".repeat(40))),
            LineKind::Puzzle
        );
        assert_eq!(classify("| 5 3 . | . 7 . | . . . |"), LineKind::Row);
        assert_eq!(classify("53.|.7.|..."), LineKind::Row);
        assert_eq!(classify("003020600"), LineKind::Row);
        assert_eq!(
            classify("53x.7...."),
            LineKind::Row,
            "a typo stays in its grid"
        );
        assert_eq!(classify("12 345 6789 1 2 3 4 5 6"), LineKind::Row);
        assert_eq!(classify("\u{0}\u{1}\u{7f}"), LineKind::Other);
        assert_eq!(classify("💥💥"), LineKind::Other);
    }
}

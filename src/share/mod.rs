//! Share links: the board, settings and solution in the URL fragment, so
//! that opening a link restores them with no network.
//!
//! The fragment is `&`-separated `key=value` pairs with percent-encoded values:
//!
//! | key | value |
//! |---|---|
//! | `p` | the givens, 81 characters, `.` for empty (required); any other shape, or a puzzle with pencil marks, in its one-line form with attributes (`<N² cells>;box=3x2;x;cage=15:0.1.2;marks=1.23...`) |
//! | `m` | pencil marks as older links wrote them (now in `p`'s `marks=`): 3 hex digits a cell for a 9x9, bit `d-1` for digit `d` |
//! | `e` | the user's entries, N² symbols, `.` for none |
//! | `n` | the user's own pencil marks, in `m`'s form (N/4 hex digits a cell, rounded up) |
//! | `engine`, `seed`, `t` | engine name, seed, time limit in seconds |
//! | `preset` | the engine's preset, when one is chosen |
//! | `param.<name>` | an engine parameter set away from its default |
//! | `s` | the solution of the board, N² symbols |
//! | `race` | a race lineup (see [`crate::race::encode_lineup`]) |
//!
//! Also read: sudokuwiki.org links `?bd=...` in all three of its forms
//! ([`sudokuwiki`]), which is also the form of our "Open in sudokuwiki.org".

mod codec;
mod foreign;
#[cfg(target_arch = "wasm32")]
mod share_link;
pub mod sudokuwiki;

#[cfg(target_arch = "wasm32")]
pub use share_link::ShareLink;

use sudoku_engine::format::shaped::{read_line as read_one_line, write_sudoku, ShapeOptions};
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::{Sudoku, Values};

use crate::board::{Board, PALETTE};
use crate::race::{decode_lineup, encode_lineup, RaceEntry};
use codec::pairs;
pub use codec::{
    decode_marks, decode_sets, encode_layer, encode_marks, percent_decode, percent_encode,
    read_values,
};
use foreign::{check_solution, open_sudokuwiki};

/// What a link holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    pub board: Board,
    pub engine: Option<String>,
    pub preset: Option<String>,
    pub seed: Option<String>,
    pub time_limit_s: Option<String>,
    pub params: Vec<(String, String)>,
    /// A solution checked against the board.
    pub solution: Option<Values>,
    /// A race lineup, when the link carries one.
    pub lineup: Option<Vec<RaceEntry>>,
}

/// A link read, with what had to be left out and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    pub shared: Shared,
    pub warnings: Vec<String>,
}

/// What a link must at least hold to be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    NoPuzzle,
    BadPuzzle(String),
    BadMarks(String),
    BadEntries(String),
    BadNotes(String),
    /// Corner marks (`corner=`) or colours (`colours=`), and why.
    BadLayer(&'static str, String),
    BadSudokuwikiBoard(String),
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("This link cannot be opened: ")?;
        match self {
            LinkError::NoPuzzle => f.write_str("it holds no puzzle (no p=...)"),
            LinkError::BadPuzzle(why) => write!(f, "its puzzle is broken ({why})"),
            LinkError::BadMarks(why) => write!(f, "its pencil marks are broken ({why})"),
            LinkError::BadEntries(why) => write!(f, "its entries are broken ({why})"),
            LinkError::BadNotes(why) => write!(f, "its pencil marks (n=) are broken ({why})"),
            LinkError::BadLayer(key, why) => write!(f, "its {key}= are broken ({why})"),
            LinkError::BadSudokuwikiBoard(why) => write!(f, "its bd= board is broken ({why})"),
        }
    }
}

/// The settings part of a link.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LinkSettings<'a> {
    pub engine: &'a str,
    pub preset: Option<&'a str>,
    pub seed: &'a str,
    pub time_limit_s: &'a str,
    /// Parameters away from their defaults.
    pub params: &'a [(String, String)],
    /// The race lineup (none when empty).
    pub lineup: &'a [RaceEntry],
}

/// The fragment (without `#`) for `board`, its settings and its solution.
pub fn encode(board: &Board, settings: &LinkSettings, solution: Option<&Values>) -> String {
    let size = board.size();
    // The givens, rules and pencil marks in the one-line form (a plain
    // classic 9x9's 81 cells).
    let mut pairs: Vec<(String, String)> = vec![("p".into(), write_sudoku(board.puzzle()))];
    if board.entries().filled() > 0 {
        pairs.push(("e".into(), board.entries().to_line(Alphabet::Standard)));
    }
    if let Some(notes) = board.notes() {
        pairs.push(("n".into(), encode_marks(notes, size)));
    }
    for (layer, text) in layers_text(board) {
        pairs.push((layer.key.into(), text));
    }
    pairs.push(("engine".into(), settings.engine.into()));
    if let Some(preset) = settings.preset {
        pairs.push(("preset".into(), preset.into()));
    }
    pairs.push(("seed".into(), settings.seed.trim().into()));
    pairs.push(("t".into(), settings.time_limit_s.trim().into()));
    for (name, value) in settings.params {
        pairs.push((format!("param.{name}"), value.clone()));
    }
    if let Some(solution) = solution {
        pairs.push(("s".into(), solution.to_line(Alphabet::Standard)));
    }
    if !settings.lineup.is_empty() {
        pairs.push(("race".into(), encode_lineup(settings.lineup)));
    }
    pairs
        .iter()
        .map(|(key, value)| format!("{}={}", percent_encode(key), percent_encode(value)))
        .collect::<Vec<_>>()
        .join("&")
}

/// Reads the link in a page address: the fragment if it holds `p=`, else a
/// sudokuwiki `bd=` query. `None` when the address holds no link at all.
pub fn open(fragment: &str, query: &str) -> Option<Result<Opened, LinkError>> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let query = query.strip_prefix('?').unwrap_or(query);
    let fragment_pairs = pairs(fragment);
    if fragment_pairs.iter().any(|(key, _)| key == "p") {
        return Some(open_fragment(&fragment_pairs));
    }
    let query_pairs = pairs(query);
    if let Some((_, board)) = query_pairs.iter().find(|(key, _)| key == "bd") {
        return Some(open_sudokuwiki(board));
    }
    None
}

/// Like [`open`], with the part of the address that held the link (the
/// fragment without `#`, or the query with `?`), which identifies it.
pub fn read_address(fragment: &str, query: &str) -> Option<(String, Result<Opened, LinkError>)> {
    let opened = open(fragment, query)?;
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let source = if pairs(fragment).iter().any(|(key, _)| key == "p") {
        fragment.to_string()
    } else {
        format!("?{}", query.strip_prefix('?').unwrap_or(query))
    };
    Some((source, opened))
}

/// One of a board's layers beside its digits and centre marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layer {
    /// Its key in a link (and saved state).
    pub key: &'static str,
    /// Its name in messages.
    pub words: &'static str,
}

/// Corner marks.
pub const CORNER: Layer = Layer {
    key: "corner",
    words: "corner marks",
};
/// Colours.
pub const COLOURS: Layer = Layer {
    key: "colours",
    words: "colours",
};

/// A board's corner marks and colours as text ([`encode_layer`]), each
/// with its layer, when it has some: what links and saved state write.
pub fn layers_text(board: &Board) -> Vec<(Layer, String)> {
    [
        (CORNER, board.corner_marks(), board.size()),
        (COLOURS, board.colours(), PALETTE.len()),
    ]
    .into_iter()
    .filter_map(|(layer, sets, bits)| Some((layer, encode_layer(sets, bits)?)))
    .collect()
}

/// `board` with the corner marks and colours `text_of(layer)` gives, as
/// [`layers_text`] writes them; the layer that is broken, and why.
pub fn with_layers_text<'a>(
    board: Board,
    text_of: impl Fn(Layer) -> Option<&'a str>,
) -> Result<Board, (Layer, String)> {
    let size = board.size();
    let read = |layer: Layer, bits: usize| {
        text_of(layer)
            .map(|text| decode_sets(text, bits, size).map_err(|why| (layer, why)))
            .transpose()
    };
    let (corner, colours) = (read(CORNER, size)?, read(COLOURS, PALETTE.len())?);
    Ok(board.with_layers(corner, colours))
}

fn open_fragment(pairs: &[(String, String)]) -> Result<Opened, LinkError> {
    let get = |name: &str| {
        pairs
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let givens_text = get("p").ok_or(LinkError::NoPuzzle)?;
    let puzzle = read_puzzle(givens_text, get("m"))?;
    let size = puzzle.shape().size();
    let entries = match get("e") {
        None => Values::empty(size),
        Some(text) => read_values(text, size).map_err(LinkError::BadEntries)?,
    };
    if let Some(cell) = Board::entries_on_givens(&puzzle, &entries).next() {
        return Err(LinkError::BadEntries(format!(
            "an entry sits on the given at {}",
            puzzle.shape().geometry().cell_name(cell)
        )));
    }
    let notes = match get("n") {
        None => None,
        Some(text) => Some(decode_marks(text, size).map_err(LinkError::BadNotes)?),
    };
    let board = Board::with_entries(puzzle, &entries).with_notes(notes);
    let board = with_layers_text(board, |layer| get(layer.key))
        .map_err(|(layer, why)| LinkError::BadLayer(layer.key, why))?;

    let mut warnings = Vec::new();
    let engine = get("engine").and_then(|name| {
        let known = sudoku_engine::find(name).is_some();
        if !known {
            warnings.push(format!(
                "The link asks for engine '{name}', which this version does not have; \
                 the engine was left as it was."
            ));
        }
        known.then(|| name.to_string())
    });
    let params = pairs
        .iter()
        .filter_map(|(key, value)| {
            key.strip_prefix("param.")
                .map(|name| (name.to_string(), value.clone()))
        })
        .collect();
    let solution = get("s").and_then(|text| match check_solution(&board, text) {
        Ok(grid) => Some(grid),
        Err(why) => {
            warnings.push(format!("The link's solution was ignored: {why}."));
            None
        }
    });
    Ok(Opened {
        shared: Shared {
            board,
            engine,
            preset: get("preset").map(str::to_string),
            seed: get("seed").map(str::to_string),
            time_limit_s: get("t").map(str::to_string),
            params,
            solution,
            lineup: get("race").map(|text| {
                let (lineup, lost) = decode_lineup(text);
                warnings.extend(lost);
                lineup
            }),
        },
        warnings,
    })
}

/// A link's puzzle: its one-line form, any shape (pencil marks in its
/// `marks=`), or, as older links wrote it, that line with the pencil
/// marks in hex (`marks`).
fn read_puzzle(line: &str, marks: Option<&str>) -> Result<Sudoku, LinkError> {
    let puzzle = read_one_line(1, line, &ShapeOptions::default())
        .map(|read| read.sudoku)
        .map_err(|error| LinkError::BadPuzzle(error.to_string()))?;
    let Some(text) = marks else {
        return Ok(puzzle);
    };
    let marks = decode_marks(text, puzzle.shape().size()).map_err(LinkError::BadMarks)?;
    let marked = Sudoku::from_marks(puzzle.shape().clone(), &marks)
        .map_err(|error| LinkError::BadMarks(error.to_string()))?;
    if marked.givens() != puzzle.givens() {
        return Err(LinkError::BadMarks(
            "they do not agree with the givens".to_string(),
        ));
    }
    Ok(marked.with_about(puzzle.about().cloned().unwrap_or_default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{WIKI, WIKI_SOLUTION};

    fn settings() -> LinkSettings<'static> {
        LinkSettings {
            engine: "fast",
            preset: None,
            seed: "42",
            lineup: &[],
            time_limit_s: "2.5",
            params: &[],
        }
    }

    fn wiki() -> Board {
        Board::new(crate::fixtures::wiki())
    }

    fn opened(fragment: &str) -> Opened {
        open(fragment, "").expect("a link").expect("opens")
    }

    #[test]
    fn a_link_round_trips_board_settings_and_solution() {
        let board = wiki().enter(2, 4).unwrap();
        let solution = crate::fixtures::wiki_solution();
        let fragment = encode(&board, &settings(), Some(&solution));
        assert!(fragment.starts_with(&format!("p={WIKI}&e=..4")));
        let link = opened(&format!("#{fragment}"));
        assert!(link.warnings.is_empty(), "{:?}", link.warnings);
        assert_eq!(link.shared.board, board);
        assert_eq!(link.shared.engine.as_deref(), Some("fast"));
        assert_eq!(link.shared.seed.as_deref(), Some("42"));
        assert_eq!(link.shared.time_limit_s.as_deref(), Some("2.5"));
        assert_eq!(link.shared.solution, Some(solution));
    }

    #[test]
    fn a_classic_puzzle_keeps_its_title_rules_text_and_figures_in_a_link() {
        let text =
            format!("{WIKI};title=Wiki;rules=Normal rules%3B no more.;text=000000:50:-50_50:0:7");
        let board = Board::new(crate::board::read_puzzle(&text).unwrap());
        let link = opened(&encode(&board, &settings(), None));
        assert_eq!(link.shared.board, board);
        let about = link.shared.board.puzzle().about().expect("kept");
        assert_eq!(about.rules.as_deref(), Some("Normal rules; no more."));
        assert_eq!(about.figures.len(), 1);
    }

    #[test]
    fn parameters_and_odd_characters_survive_encoding() {
        let params = vec![("alpha".to_string(), "0.5 & more=1%".to_string())];
        let link_settings = LinkSettings {
            params: &params,
            ..settings()
        };
        let link = opened(&encode(&wiki(), &link_settings, None));
        assert_eq!(link.shared.params, params);
    }

    #[test]
    fn pencil_marks_round_trip_at_every_size() {
        let classic = Board::new(crate::fixtures::marked_classic());
        let six = "1 2 3 | 4 5 6\n456 456 456 | 123 123 123\n2 3 1 | 5 6 4\n\
                   5 6 4 | 2 3 1\n3 1 2 | 6 4 5\n6 4 5 | 3 1 2";
        let six = Board::new(crate::board::read_puzzle(six).unwrap());
        assert!(six.puzzle().has_marks());
        for board in [classic, six] {
            let link = opened(&encode(&board, &settings(), None));
            assert_eq!(link.shared.board, board);
        }
    }

    #[test]
    fn older_links_with_marks_in_hex_still_open() {
        let board = Board::new(crate::fixtures::marked_classic());
        let hex = crate::fixtures::two_marked_cells();
        let older = format!("p=5{}&m={}", ".".repeat(80), encode_marks(&hex, 9));
        assert_eq!(opened(&older).shared.board, board);
        let broken = older.replace("m=010", "m=zz0");
        assert_eq!(
            open(&broken, "").unwrap().unwrap_err().to_string(),
            "This link cannot be opened: its pencil marks are broken ('z' at position 1 (r1c1) is not a hex digit)"
        );
    }

    #[test]
    fn corner_marks_and_colours_travel_too() {
        use crate::board::{Edit, EditStyle, Mode};
        let style = EditStyle::default();
        let board = wiki()
            .edit(&[2, 3], Edit::Write(Mode::Corner, 7), style)
            .unwrap()
            .edit(&[0, 2], Edit::Write(Mode::Colour, 9), style)
            .unwrap();
        let fragment = encode(&board, &settings(), None);
        assert!(
            fragment.contains("&corner=") && fragment.contains("&colours="),
            "{fragment}"
        );
        assert_eq!(opened(&fragment).shared.board, board);
        let broken = fragment.replace("&colours=", "&colours=z");
        assert_eq!(
            open(&broken, "").unwrap().unwrap_err().to_string(),
            "This link cannot be opened: its colours= are broken ('z' at position 1 (r1c1) is not a hex digit)"
        );
        assert!(
            !encode(&wiki(), &settings(), None).contains("corner="),
            "none when there are none"
        );
    }

    #[test]
    fn the_persons_own_marks_travel_as_n() {
        let board = wiki().toggle_mark(2, 4).unwrap().enter(3, 2).unwrap();
        let fragment = encode(&board, &settings(), None);
        assert!(fragment.contains("&n="), "{fragment}");
        assert_eq!(opened(&fragment).shared.board, board);
        let broken = fragment.replace("&n=", "&n=1");
        assert_eq!(
            open(&broken, "").unwrap().unwrap_err().to_string(),
            "This link cannot be opened: its pencil marks (n=) are broken (244 characters instead of 243)"
        );
    }

    #[test]
    fn a_solution_that_does_not_fit_is_ignored_with_a_reason() {
        let wrong = WIKI_SOLUTION.replacen("534", "354", 1);
        let link = opened(&format!("p={WIKI}&s={wrong}"));
        assert_eq!(link.shared.solution, None);
        assert_eq!(link.shared.board, wiki());
        assert_eq!(
            link.warnings,
            vec![
                "The link's solution was ignored: it breaks a rule: r1c1 holds 3, r9c1 also holds 3."
            ]
        );
        let short = opened(&format!("p={WIKI}&s={}", &WIKI_SOLUTION[1..]));
        assert!(short.warnings[0].contains("80 characters instead of 81"));
        // A valid grid, but not the solution of this board (1 and 2 swapped everywhere).
        let swapped: String = WIKI_SOLUTION
            .chars()
            .map(|c| match c {
                '1' => '2',
                '2' => '1',
                other => other,
            })
            .collect();
        let link = opened(&format!("p={WIKI}&s={swapped}"));
        assert_eq!(
            link.warnings,
            vec![
                "The link's solution was ignored: it does not fit the puzzle: r2c4 holds 1 \
                  in the puzzle but 2 in the solution."
            ]
        );
    }

    #[test]
    fn a_killer_sixteen_by_sixteen_travels_whole() {
        let line = format!(
            "{}{};x;cage=10:16.17.18.19",
            "123456789ABCDEFG",
            ".".repeat(240)
        );
        let puzzle = crate::board::read_puzzle(&line).unwrap();
        let board = Board::new(puzzle)
            .enter(20, 11)
            .unwrap()
            .toggle_mark(40, 3)
            .unwrap();
        let solution = {
            let mut grid = board.grid();
            grid.set(255, 7);
            grid
        };
        let fragment = encode(&board, &settings(), Some(&solution));
        let link = opened(&format!("#{fragment}"));
        assert_eq!(
            link.shared.board, board,
            "givens, cage, rules, entry and marks"
        );
        assert_eq!(
            link.shared.solution, None,
            "a partial grid is not a solution"
        );
        assert_eq!(
            link.warnings,
            vec!["The link's solution was ignored: it has empty cells."]
        );
        let broken = fragment.replacen("cage", "cagx", 1);
        let error = open(&broken, "").unwrap().unwrap_err().to_string();
        assert!(error.contains("cagx"), "{error}");
    }

    #[test]
    fn malformed_links_say_what_is_wrong() {
        let error = |fragment: &str| open(fragment, "").unwrap().unwrap_err().to_string();
        assert_eq!(
            error("p=123"),
            "This link cannot be opened: its puzzle is broken (found 3 cells; a puzzle has N x N of them, N from 4 to 36 (16, 36, 81, 256...) at line 1, column 1)"
        );
        assert_eq!(
            error(&format!("p={}", WIKI.replacen('.', "5", 1))),
            "This link cannot be opened: its puzzle is broken (duplicate given: digit 5 \
             appears twice in row 1: r1c1 and r1c3)"
        );
        assert!(error(&format!("p={WIKI}&e={}", "1".repeat(81))).contains("r1c1"));
        assert_eq!(open("", ""), None);
        assert_eq!(open("#section-2", "?utm=x"), None);
        let unknown = opened(&format!("p={WIKI}&engine=quantum"));
        assert_eq!(unknown.shared.engine, None);
        assert!(unknown.warnings[0].contains("'quantum'"));
    }

    #[test]
    fn sudokuwiki_boards_are_read() {
        let digits = WIKI.replace('.', "0");
        let link = open("", &format!("?bd={digits}")).unwrap().unwrap();
        assert_eq!(link.shared.board, wiki());
        let error = open("", "?bd=123").unwrap().unwrap_err();
        assert_eq!(
            error.to_string(),
            "This link cannot be opened: its bd= board is broken (expected 81 digits with 0 \
             for empty cells, or a 162-character board: 3 characters instead of 81)"
        );
        // The fragment wins over the query.
        let (source, both) = read_address(&format!("#p={WIKI}"), "?bd=123").unwrap();
        assert!(both.is_ok());
        assert_eq!(source, format!("p={WIKI}"));
        let (source, _) = read_address("#top", "bd=123").unwrap();
        assert_eq!(source, "?bd=123");
    }
}

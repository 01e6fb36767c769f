//! What survives a reload: board, undo history, the Puzzle box, settings and
//! a solution on screen, as JSON in localStorage. Reading never trusts the
//! stored text: anything unreadable is refused with a message.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use sudoku_engine::shape::symbols::Alphabet;

use crate::app::{AppState, Kept, Theme};
use crate::board::{puzzle_text, read_puzzle, Board, History, Selection};
use crate::race::{decode_lineup, encode_lineup};
use crate::run::{Origin, Run};
use crate::share::read_values;
use crate::share::{layers_text, with_layers_text, Layer, COLOURS, CORNER};

#[cfg(target_arch = "wasm32")]
pub mod storage;

/// The localStorage key.
pub const STORAGE_KEY: &str = "sudoku-lab/state";

/// Bumped when the stored shape changes; other versions are not read.
pub const VERSION: u32 = 1;

/// Undo steps kept across reloads (each way).
pub const SAVED_HISTORY: usize = 50;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub version: u32,
    pub board: SavedBoard,
    /// Oldest first.
    pub past: Vec<SavedBoard>,
    /// Nearest first.
    pub future: Vec<SavedBoard>,
    pub puzzle_text: String,
    pub selected: usize,
    pub engine: String,
    /// Per engine, the chosen preset.
    #[serde(default)]
    pub presets: BTreeMap<String, String>,
    pub params: BTreeMap<String, BTreeMap<String, String>>,
    pub seed: String,
    pub time_limit_s: String,
    pub solution: Option<SavedSolution>,
    pub applied_link: Option<String>,
    /// The race lineup, as a share link writes it.
    #[serde(default)]
    pub lineup: String,
    /// Pencil marks shown.
    #[serde(default)]
    pub candidates: bool,
    /// True candidates shown.
    #[serde(default)]
    pub true_candidates: bool,
    /// The colour scheme: auto, light or dark.
    #[serde(default)]
    pub theme: String,
    /// Solving by hand: peers and same digits shaded, conflicts marked, a
    /// digit typed taking its marks out of its peers (each on when absent).
    #[serde(default = "yes")]
    pub highlight: bool,
    #[serde(default = "yes")]
    pub conflicts: bool,
    #[serde(default = "yes")]
    pub strike_peers: bool,
    /// The solving clock shown.
    #[serde(default = "yes")]
    pub clock: bool,
    /// The work on each puzzle solved by hand, the most recent last.
    #[serde(default)]
    pub kept: Vec<SavedKept>,
}

/// One puzzle's work and time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedKept {
    pub board: SavedBoard,
    pub elapsed_s: u32,
}

fn yes() -> bool {
    true
}

/// A board as text: the puzzle in a format the parser reads, entries as a line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedBoard {
    pub puzzle: String,
    pub entries: String,
    /// The person's pencil marks, as a share link writes them (`n=`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    /// Corner marks, written as `notes` are; none when there are none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corner: Option<String>,
    /// Colours: a set of palette indices per cell, written as `notes` are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colours: Option<String>,
}

/// The solution on screen when the state was saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedSolution {
    pub grid: String,
    pub engine: String,
    pub elapsed_ms: f64,
}

impl SavedBoard {
    fn from_board(board: &Board) -> SavedBoard {
        let layers = layers_text(board);
        let text_of = |wanted: Layer| {
            layers
                .iter()
                .find(|(layer, _)| *layer == wanted)
                .map(|(_, text)| text.clone())
        };
        SavedBoard {
            puzzle: puzzle_text(board.puzzle()),
            entries: board.entries().to_line(Alphabet::Standard),
            notes: board
                .notes()
                .map(|notes| crate::share::encode_marks(notes, board.size())),
            corner: text_of(CORNER),
            colours: text_of(COLOURS),
        }
    }

    /// The text of `layer` (corner marks, colours), if any.
    fn layer(&self, layer: Layer) -> Option<&str> {
        match layer {
            CORNER => self.corner.as_deref(),
            _ => self.colours.as_deref(),
        }
    }

    /// The board, with the entries it could not keep: a stored entry on a
    /// given cell (the app never writes one) is left out, and named.
    fn to_board(&self) -> Result<(Board, Vec<String>), String> {
        let puzzle = read_puzzle(&self.puzzle)?;
        let size = puzzle.shape().size();
        let entries = read_values(&self.entries, size)?;
        let notes = match &self.notes {
            Some(text) => Some(crate::share::decode_marks(text, size)?),
            None => None,
        };
        let dropped = Board::entries_on_givens(&puzzle, &entries)
            .map(|cell| {
                let name = puzzle.shape().geometry().cell_name(cell);
                format!("{name} {}", entries.get(cell))
            })
            .collect();
        let board = Board::with_entries(puzzle, &entries).with_notes(notes);
        let board = with_layers_text(board, |layer| self.layer(layer))
            .map_err(|(layer, why)| format!("{}: {why}", layer.words))?;
        Ok((board, dropped))
    }
}

/// The notice for entries left out of the restored board and history.
fn dropped_notice(board: &[String], history: usize) -> Option<String> {
    let mut parts = Vec::new();
    if !board.is_empty() {
        parts.push(format!(
            "Your saved board had entries on given cells, which were left out: {}.",
            board.join(", ")
        ));
    }
    match history {
        0 => {}
        1 => parts.push("1 entry on a given cell was left out of the undo history.".into()),
        n => parts.push(format!(
            "{n} entries on given cells were left out of the undo history."
        )),
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// The JSON to store for `state`.
pub fn save(state: &AppState) -> String {
    let keep_last = |boards: Vec<SavedBoard>| {
        let skip = boards.len().saturating_sub(SAVED_HISTORY);
        boards.into_iter().skip(skip).collect::<Vec<_>>()
    };
    let past = keep_last(state.history.past().map(SavedBoard::from_board).collect());
    let future = state
        .history
        .future()
        .take(SAVED_HISTORY)
        .map(SavedBoard::from_board)
        .collect();
    let solution = state.shown_solution().map(|grid| SavedSolution {
        grid: grid.to_line(Alphabet::Standard),
        engine: state
            .shown_run()
            .map_or(String::new(), |run| run.engine.name.to_string()),
        elapsed_ms: state.shown_run().and_then(Run::elapsed_ms).unwrap_or(0.0),
    });
    let saved = Saved {
        version: VERSION,
        board: SavedBoard::from_board(&state.board),
        past,
        future,
        puzzle_text: state.puzzle_text.clone(),
        selected: state.selection.focus(),
        engine: state.settings.engine.clone(),
        presets: state.settings.presets.clone(),
        params: state.settings.params.clone(),
        seed: state.settings.seed.clone(),
        time_limit_s: state.settings.time_limit_s.clone(),
        solution,
        applied_link: state.applied_link.clone(),
        lineup: encode_lineup(&state.lineup),
        candidates: state.prefs.candidates,
        true_candidates: state.prefs.true_candidates,
        theme: state.prefs.theme.word().to_string(),
        highlight: state.prefs.highlight,
        conflicts: state.prefs.conflicts,
        strike_peers: state.prefs.strike_peers,
        clock: state.prefs.clock,
        kept: state
            .solving
            .kept
            .iter()
            .map(|kept| SavedKept {
                board: SavedBoard::from_board(&kept.board),
                elapsed_s: kept.elapsed_s,
            })
            .collect(),
    };
    serde_json::to_string(&saved).expect("the saved state serialises")
}

/// The state stored as `json`, over `fresh` (a new state); a message
/// when it cannot be read.
pub fn restore(json: &str, fresh: AppState) -> Result<AppState, String> {
    let unreadable =
        |why: String| format!("Your saved work could not be read ({why}); starting afresh.");
    let saved: Saved = serde_json::from_str(json).map_err(|error| unreadable(error.to_string()))?;
    if saved.version != VERSION {
        return Err(unreadable(format!(
            "it was saved by another version, {}",
            saved.version
        )));
    }
    let (board, dropped) = saved
        .board
        .to_board()
        .map_err(|why| unreadable(format!("board: {why}")))?;
    let mut dropped_in_history = 0;
    let mut read_all = |boards: &[SavedBoard]| {
        boards
            .iter()
            .map(|saved| {
                saved.to_board().map(|(board, dropped)| {
                    dropped_in_history += dropped.len();
                    board
                })
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|why| unreadable(format!("undo history: {why}")))
    };
    let past = read_all(&saved.past)?;
    let future = read_all(&saved.future)?;

    let mut state = fresh;
    let mut notices: Vec<String> = dropped_notice(&dropped, dropped_in_history)
        .into_iter()
        .collect();
    if !state.settings.choose_engine(&saved.engine) {
        notices.push(format!(
            "The engine you used last, '{}', is not in this version; {} is selected instead.",
            saved.engine, state.settings.engine
        ));
    }
    if !notices.is_empty() {
        state.notice = Some(notices.join(" "));
    }
    state.settings.presets = saved.presets;
    state.settings.params = saved.params;
    state.settings.seed = saved.seed;
    state.settings.time_limit_s = saved.time_limit_s;
    state.history = History::from_parts(past, future);
    state.selection = Selection::single(saved.selected.min(board.cell_count() - 1));
    state.input_error = match read_puzzle(&saved.puzzle_text) {
        Err(error) if !saved.puzzle_text.trim().is_empty() => Some(error),
        _ => None,
    };
    state.puzzle_text = saved.puzzle_text;
    state.applied_link = saved.applied_link;
    state.lineup = decode_lineup(&saved.lineup).0;
    state.prefs.candidates = saved.candidates;
    state.prefs.true_candidates = saved.true_candidates;
    state.prefs.theme = Theme::from_word(&saved.theme);
    state.prefs.highlight = saved.highlight;
    state.prefs.conflicts = saved.conflicts;
    state.prefs.strike_peers = saved.strike_peers;
    state.prefs.clock = saved.clock;
    let kept: Vec<Result<Kept, String>> = saved
        .kept
        .iter()
        .map(|kept| {
            let (board, _) = kept.board.to_board()?;
            Ok(Kept {
                board,
                elapsed_s: kept.elapsed_s,
            })
        })
        .collect();
    let lost = kept.iter().filter(|kept| kept.is_err()).count();
    state.solving.kept = kept.into_iter().flatten().collect();
    if lost > 0 {
        let words =
            format!("The work kept on {lost} other puzzle(s) could not be read and was left out.");
        state.notice = Some(match state.notice.take() {
            Some(notice) => format!("{notice} {words}"),
            None => words,
        });
    }
    let solved = saved.solution.and_then(|solution| {
        let grid = read_values(&solution.grid, board.size()).ok()?;
        let engine = sudoku_engine::find(&solution.engine)?;
        let fits = board
            .to_solve()
            .is_ok_and(|puzzle| puzzle.is_solved_by(&grid));
        fits.then_some((grid, engine, solution.elapsed_ms))
    });
    if let Some((grid, engine, elapsed_ms)) = solved {
        let id = state.runs.next_id();
        let run = Run::known_solution(id, Origin::Saved, engine, board.clone(), grid, elapsed_ms);
        state.runs.insert(run);
    }
    state.board = board;
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Action, Command};
    use crate::fixtures::{wiki_solution, Then, WIKI};
    use crate::worker::{FromWorker, ToWorker, WorkerId};
    use sudoku_engine::{Outcome, Progress, Snapshot};

    fn fresh() -> AppState {
        AppState::new(2, 1)
    }

    fn worked_on() -> AppState {
        AppState::new(1, 1).then_all([
            Action::LoadText(WIKI.into()),
            Action::Enter { cell: 2, digit: 4 },
            Action::Enter { cell: 3, digit: 6 },
            Action::Undo,
            Action::SetSeed("123".into()),
            Action::SetTimeLimit("5".into()),
            Action::Select(40),
            Action::AddToRace,
        ])
    }

    #[test]
    fn a_reload_brings_back_board_history_and_settings() {
        let state = worked_on();
        let restored = restore(&save(&state), fresh()).unwrap();
        assert_eq!(restored.board, state.board);
        assert_eq!(restored.history, state.history);
        assert_eq!(restored.settings, state.settings);
        assert_eq!(restored.puzzle_text, WIKI);
        assert_eq!(restored.selection.focus(), 40);
        assert_eq!(restored.lineup, state.lineup);
        assert_eq!(restored.lineup.len(), 1);
        let redone = restored.then(Action::Redo);
        assert_eq!(redone.board.digit(3), 6);
    }

    #[test]
    fn a_solution_on_screen_survives_a_reload() {
        let mut state = worked_on().then(Action::Undo);
        let commands = state.apply(Action::Solve);
        let Some(Command::Send(worker, ToWorker::Run(request))) = commands
            .iter()
            .find(|command| matches!(command, Command::Send(..)))
        else {
            panic!("Solve sends a run: {commands:?}");
        };
        let (worker, id): (WorkerId, _) = (*worker, request.id);
        let state = state.then(Action::FromWorker {
            worker,
            message: Box::new(FromWorker::Finished {
                id,
                several: Vec::new(),
                outcome: Outcome::Solved(wiki_solution()),
                snapshot: Some(Snapshot {
                    progress: Progress::exact(1, wiki_solution()),
                    elapsed_ms: 12.0,
                    stats: Default::default(),
                    picture: None,
                }),
            }),
        });
        let restored = restore(&save(&state), fresh()).unwrap();
        assert_eq!(restored.shown_solution(), state.shown_solution());
        assert!(restored.status().starts_with("Solved in 12 ms by fast"));
    }

    #[test]
    fn corrupt_or_foreign_data_is_refused_with_a_message() {
        let good = save(&worked_on());
        for bad in [
            String::new(),
            "{".to_string(),
            "null".to_string(),
            good.replace("\"version\":1", "\"version\":99"),
            good.replace(WIKI, &WIKI.replacen('.', "5", 1)),
            good.replace("\"selected\":40", "\"selected\":-4"),
        ] {
            let error = restore(&bad, fresh()).unwrap_err();
            assert!(
                error.starts_with("Your saved work could not be read ("),
                "{bad}: {error}"
            );
        }
    }

    #[test]
    fn entries_on_givens_are_left_out_with_a_notice_naming_them() {
        let good = save(&worked_on());
        let saved: Saved = serde_json::from_str(&good).unwrap();
        // r1c1 holds the given 5; put an entry 7 there, in the board and in
        // one board of the history.
        let on_given = |board: &SavedBoard| SavedBoard {
            entries: format!("7{}", &board.entries[1..]),
            ..board.clone()
        };
        let tampered = Saved {
            board: on_given(&saved.board),
            past: saved.past.iter().map(on_given).collect(),
            ..saved.clone()
        };
        let json = serde_json::to_string(&tampered).unwrap();
        let restored = restore(&json, fresh()).unwrap();
        assert_eq!(
            restored.board,
            worked_on().board,
            "the rest of the work is kept"
        );
        assert_eq!(
            restored.notice.as_deref(),
            Some(
                "Your saved board had entries on given cells, which were left out: r1c1 7. \
                 1 entry on a given cell was left out of the undo history."
            )
        );
        assert_eq!(restore(&good, fresh()).unwrap().notice, None);
    }

    #[test]
    fn corner_marks_colours_and_solving_preferences_survive_a_reload() {
        use crate::app::{Pick, Pref};
        use crate::board::Mode;
        let state = worked_on().then_all([
            Action::Pick(Pick::Only(5)),
            Action::Pick(Pick::Add(3)),
            Action::Type {
                digit: 7,
                held: Some(Mode::Corner),
            },
            Action::SetMode(Mode::Colour),
            Action::Type {
                digit: 9,
                held: None,
            },
            Action::TogglePref(Pref::Conflicts),
        ]);
        assert_eq!(state.board.colours()[3], 1 << 8);
        let restored = restore(&save(&state), fresh()).unwrap();
        assert_eq!(restored.board, state.board);
        assert_eq!(restored.board.corner_marks()[5], 1 << 6);
        assert_eq!(restored.history, state.history);
        assert!(!restored.prefs.conflicts && restored.prefs.highlight);
        let saved: Saved = serde_json::from_str(&save(&state)).unwrap();
        let broken = Saved {
            board: SavedBoard {
                colours: Some("zz".into()),
                ..saved.board
            },
            ..saved
        };
        let error = restore(&serde_json::to_string(&broken).unwrap(), fresh()).unwrap_err();
        assert!(
            error.contains("board: colours: 'z' at position 1 (r1c1) is not a hex digit"),
            "{error}"
        );
    }

    #[test]
    fn the_work_and_time_kept_on_each_puzzle_survive_a_reload() {
        use crate::app::Timer;
        let state = worked_on()
            .then(Action::TimerFired(Timer::SolveTick))
            .then(Action::LoadText(format!("{}.", &WIKI[..80])));
        let restored = restore(&save(&state), fresh()).unwrap();
        assert_eq!(restored.solving.kept, state.solving.kept);
        let back = restored.then(Action::LoadText(WIKI.into()));
        assert_eq!((back.board.digit(2), back.solving.elapsed_s), (4, 1));
        let mut saved: Saved = serde_json::from_str(&save(&state)).unwrap();
        saved.kept[0].board.entries = "x".into();
        let restored = restore(&serde_json::to_string(&saved).unwrap(), fresh()).unwrap();
        assert!(restored.solving.kept.is_empty());
        assert_eq!(restored.board, state.board, "the rest is kept");
        assert_eq!(
            restored.notice.as_deref(),
            Some("The work kept on 1 other puzzle(s) could not be read and was left out.")
        );
    }

    #[test]
    fn history_is_capped_in_storage() {
        let state = AppState::new(1, 1).then_all((0..120u8).map(|i| Action::Enter {
            cell: usize::from(i % 81),
            digit: i % 9 + 1,
        }));
        let saved: Saved = serde_json::from_str(&save(&state)).unwrap();
        assert_eq!(saved.past.len(), SAVED_HISTORY);
        let restored = restore(&save(&state), fresh()).unwrap();
        assert_eq!(restored.board, state.board);
    }
}

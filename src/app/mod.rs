//! The app's whole state and the one way it changes: [`AppState::apply`]
//! takes an [`Action`] (something the user did, a worker said, a timer
//! fired) and returns the [`Command`]s it calls for (spawn, message or
//! terminate a worker, arm a timer, save). It is pure (no browser, no
//! clock), so every rule is tested natively; the browser side only
//! dispatches actions and carries out commands.
//!
//! Components (wasm32): [`App`] (the root, with its [`store`] that applies
//! actions and runs their commands) and [`Notice`].

mod analysis;
mod apply;
mod command;
mod editor;
mod generate;
mod open_link;
mod practice;
mod prefs;
mod queries;
mod side_tab;
mod solving;
#[cfg(test)]
mod tests;
mod true_candidates;

pub use crate::board::Pick;
pub use command::{Command, Timer};
pub use practice::{Practice, Stage as PracticeStage};
pub use prefs::{Prefs, Theme};
pub use side_tab::SideTab;
pub use solving::{clock_text, Kept, Solving};

#[cfg(target_arch = "wasm32")]
mod callbacks;
#[cfg(target_arch = "wasm32")]
mod notice;
#[cfg(target_arch = "wasm32")]
mod play_column;
#[cfg(target_arch = "wasm32")]
mod practice_bar;
#[cfg(target_arch = "wasm32")]
mod root;
#[cfg(target_arch = "wasm32")]
mod side_column;
#[cfg(target_arch = "wasm32")]
mod side_tabs;
#[cfg(target_arch = "wasm32")]
mod solve_bar;
#[cfg(target_arch = "wasm32")]
mod solving_prefs;
#[cfg(target_arch = "wasm32")]
pub mod store;
#[cfg(target_arch = "wasm32")]
pub use {notice::Notice, root::App};

use sudoku_engine::shape::Sudoku;

use crate::board::{Board, History, Mode, Selection};
use crate::generator::GeneratorState;
use crate::hints::{Explaining, HintState, TrueView};
use crate::race::RaceEntry;
use crate::ratings::Ratings;
use crate::run::Runs;
use crate::settings::Settings;
use crate::worker::{AnalysisId, Analyst, FromWorker, Pool, WorkerId};

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub board: Board,
    pub history: History<Board>,
    /// The text of the "Puzzle" box, as typed.
    pub puzzle_text: String,
    /// Why `puzzle_text` is not a puzzle (the board keeps its last good state).
    pub input_error: Option<String>,
    /// The link in `puzzle_text` being read by the analysis worker.
    pub importing: Option<AnalysisId>,
    /// What the editor has drawn, while it draws.
    pub drawing: Option<Drawing>,
    /// What the right-hand column shows.
    pub side: SideTab,
    /// The cells selected, one of them with the keyboard focus stop.
    pub selection: Selection,
    pub settings: Settings,
    /// Every run of this page, and the one shown.
    pub runs: Runs,
    /// The solver workers and the runs waiting for one.
    pub pool: Pool,
    /// The engines lined up for the next race.
    pub lineup: Vec<RaceEntry>,
    /// A message about something that happened outside a run (a link that
    /// could not be opened, saved data that could not be read).
    pub notice: Option<String>,
    pub share: ShareState,
    /// The last link applied or written, so a reload does not apply it again
    /// over newer saved work.
    pub applied_link: Option<String>,
    pub prefs: Prefs,
    /// The analysis worker (hints, explanations, ratings).
    pub analyst: Analyst,
    pub hint: HintState,
    /// The true candidates of the board, while they are shown.
    pub truth: TrueView,
    /// The explanation on screen, if one is open.
    pub explain: Option<Explaining>,
    pub ratings: Ratings,
    /// New puzzle: the choice, the generation under way, the last result.
    pub generator: GeneratorState,
    /// The solve by hand: its clock, and the work kept on each puzzle.
    pub solving: Solving,
    /// The last practice puzzle made, and where the person is in it.
    pub practice: Option<Practice>,
}

/// The share link as last made.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ShareState {
    pub link: Option<String>,
    /// "Link copied", or why the clipboard refused.
    pub message: Option<String>,
    /// The puzzle whose f-puzzles link was last asked for, and the link
    /// once the analysis worker has written it, or why it has none.
    pub elsewhere: Option<(Sudoku, Option<Result<String, String>>)>,
}

/// Everything that can happen to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// New text in the Puzzle box, or text pasted anywhere on the page.
    LoadText(String),
    /// The focus moved to a cell (a click, Tab): a cell outside the
    /// selection becomes the selection.
    Select(usize),
    /// Grows or changes the selection.
    Pick(Pick),
    /// Types `digit` (0 clears) into `cell`, in the entry mode.
    Enter {
        cell: usize,
        digit: u8,
    },
    /// Writes `digit` (0 clears) into every selected cell, in the entry
    /// mode or the one a held modifier asks for (the digit pad, keys).
    Type {
        digit: u8,
        held: Option<Mode>,
    },
    /// Chooses the entry mode (Z, X, C, V, the mode buttons).
    SetMode(Mode),
    /// The next entry mode (Space).
    CycleMode,
    /// Empties the person's work on the puzzle: digits, marks, colours.
    Restart,
    /// Switches one of the solving preferences.
    TogglePref(Pref),
    /// Checks the person's digits against the rules.
    Check,
    /// Checks them against the puzzle's solution, once it is known.
    CheckSolution,
    /// The page was shown or hidden (the solving clock waits while hidden).
    PageVisible(bool),
    /// Empties the board.
    Clear,
    Undo,
    Redo,
    SetEngine(String),
    /// Chooses a preset of the engine ("" for the paper's defaults).
    SetPreset(String),
    SetParam {
        name: String,
        value: String,
    },
    ResetParams,
    SetSeed(String),
    SetTimeLimit(String),
    /// Runs the chosen engine on the board.
    Solve,
    /// Runs it on a board with several solutions, for one of them.
    SolveAnyway,
    /// Stops every run.
    Stop,
    /// Adds the chosen engine with its settings to the race lineup.
    AddToRace,
    /// Takes entry `n` out of the lineup.
    RemoveFromRace(usize),
    ClearLineup,
    /// Runs every engine of the lineup on the board at once.
    Race,
    /// Runs the lineup again on a board with several solutions, each
    /// engine for one of them.
    RaceAnyway,
    /// A message from a worker (boxed: snapshots are big next to other actions).
    FromWorker {
        worker: WorkerId,
        message: Box<FromWorker>,
    },
    /// A worker failed: it crashed, or its script would not load (the browser's message).
    WorkerFailed {
        worker: WorkerId,
        message: String,
    },
    TimerFired(Timer),
    /// A share link was written to the address bar; `copied` says whether
    /// the clipboard took it.
    LinkMade {
        fragment: String,
        link: String,
        copied: Result<(), String>,
    },
    /// The page address (`#fragment`, `?query`): a share link in it is
    /// opened, unless it is the one applied last.
    OpenAddress {
        fragment: String,
        query: String,
    },
    Notice(Option<String>),
    /// An empty grid of this size (N x N, the usual boxes) on the board.
    BlankShape(usize),
    /// Switches a rule of the rule bar (`x`, `antiknight`...) for the
    /// puzzle on the board, keeping its givens and entries.
    ToggleRule(String),
    /// Something done in the editor (cages and jigsaw regions).
    Edit(EditAction),
    /// Shows or hides the pencil marks.
    ToggleCandidates,
    /// Shows or hides the true candidates.
    ToggleTrueCandidates,
    /// Switches between typing digits and centre marks (P).
    TogglePencil,
    /// Next colour scheme (auto, dark, light).
    CycleTheme,
    /// The next step: a nudge, then (asked again) the full step.
    Hint,
    /// Carries out the full hint shown.
    ApplyHint,
    DismissHint,
    /// Opens the step-by-step explanation of the puzzle.
    Explain,
    /// Shows step `n` of the explanation.
    ExplainTo(usize),
    CloseExplain,
    /// Something done in the New puzzle control.
    Generator(GeneratorAction),
    /// Practice: the board goes to the position before the step to find.
    GoToPracticeStep,
    /// Practice: the practice bar goes.
    EndPractice,
    /// Shows a tab of the right-hand column.
    ShowTab(SideTab),
}

/// A preference of solving by hand, each kept across reloads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pref {
    /// Shade the selected cell's peers and the cells holding its digit.
    Highlight,
    /// Mark digits that break a rule.
    Conflicts,
    /// A digit typed takes its marks out of its peers.
    StrikePeers,
    /// The solving clock is shown.
    Clock,
}

/// What the person does in the editor, which draws killer cages and
/// jigsaw regions.
#[derive(Clone, Debug, PartialEq)]
pub enum EditAction {
    /// Starts picking cells on the board.
    Draw,
    /// A click on a cell: picked, or unpicked when it was.
    Pick(usize),
    /// A drag over a cell: picked.
    Extend(usize),
    /// Makes the picked cells a cage with this sum ("" for none).
    AddCage(String),
    /// Makes the picked cells (N of them) a jigsaw region.
    MakeRegion,
    /// Stops drawing; the picked cells and regions not yet in place are
    /// dropped.
    Done,
    /// Removes the cage that holds the selected cell.
    RemoveSelectedCage,
    /// Puts the boxes back in place of the jigsaw regions.
    BoxesAgain,
}

/// The cells picked on the board while the editor draws, and the regions
/// drawn that do not yet split the grid (see
/// [`with_drawn_regions`](crate::board::with_drawn_regions)).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawing {
    pub picked: Vec<usize>,
    pub regions: Vec<Vec<usize>>,
}

/// What the person does in the New puzzle control.
#[derive(Clone, Debug, PartialEq)]
pub enum GeneratorAction {
    /// A menu value of [`Difficulty`](crate::generator::Difficulty).
    SetDifficulty(String),
    SetSeRange(String),
    /// The technique or family to practise, as typed.
    SetPractice(String),
    /// A [`Symmetry`](sudoku_engine::generate::Symmetry) name.
    SetSymmetry(String),
    /// `random` or `magic`.
    SetGrid(String),
    /// A menu value of [`ShapeChoice`](crate::generator::ShapeChoice).
    SetShape(String),
    /// Killer cages from the grid, or givens.
    SetKiller(bool),
    /// A killer without any givens.
    SetNoGivens(bool),
    SetSeed(String),
    /// New puzzle.
    Start,
    Stop,
    /// Puts the closest puzzle of a run that gave up on the board.
    UseClosest,
}

impl AppState {
    /// A blank board with default settings and `seed`, and a pool of
    /// `workers` solver workers at most.
    pub fn new(seed: u64, workers: usize) -> AppState {
        AppState {
            board: Board::default(),
            history: History::default(),
            puzzle_text: String::new(),
            input_error: None,
            importing: None,
            drawing: None,
            side: SideTab::default(),
            selection: Selection::default(),
            settings: Settings::new(seed),
            runs: Runs::default(),
            pool: Pool::new(workers),
            lineup: Vec::new(),
            notice: None,
            share: ShareState::default(),
            applied_link: None,
            prefs: Prefs::default(),
            analyst: Analyst::default(),
            hint: HintState::default(),
            truth: TrueView::default(),
            explain: None,
            ratings: Ratings::default(),
            generator: GeneratorState::new(seed),
            solving: Solving::default(),
            practice: None,
        }
    }
}

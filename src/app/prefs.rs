//! How the person likes the page: candidates or true candidates shown, the entry mode, light
//! or dark colours, and the helps of solving by hand. Saved across reloads
//! (except the entry mode).

use crate::board::{EditStyle, Mode};

/// The colour scheme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// The system's (`prefers-color-scheme`).
    #[default]
    Auto,
    Light,
    Dark,
}

impl Theme {
    /// The word stored and set on the page (`data-theme`).
    pub fn word(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn from_word(word: &str) -> Theme {
        match word {
            "light" => Theme::Light,
            "dark" => Theme::Dark,
            _ => Theme::Auto,
        }
    }

    /// The next one of the toggle: auto → dark → light → auto.
    pub fn next(self) -> Theme {
        match self {
            Theme::Auto => Theme::Dark,
            Theme::Dark => Theme::Light,
            Theme::Light => Theme::Auto,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Prefs {
    /// Pencil marks are shown on the board.
    pub candidates: bool,
    /// The true candidates are shown in the empty cells instead.
    pub true_candidates: bool,
    /// What digits typed write: digits, centre or corner marks, colours.
    pub mode: Mode,
    pub theme: Theme,
    /// The selected cell's peers and the cells holding its digit are shaded.
    pub highlight: bool,
    /// Digits that break a rule are marked.
    pub conflicts: bool,
    /// A digit typed takes its marks out of its peers.
    pub strike_peers: bool,
    /// The solving clock is shown.
    pub clock: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            candidates: false,
            true_candidates: false,
            mode: Mode::Digit,
            theme: Theme::Auto,
            highlight: true,
            conflicts: true,
            strike_peers: true,
            clock: true,
        }
    }
}

impl Prefs {
    /// How an edit follows these preferences.
    pub fn edit_style(&self) -> EditStyle {
        EditStyle {
            marks_shown: self.candidates,
            strike_peers: self.strike_peers,
        }
    }
}

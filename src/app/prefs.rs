//! How the person likes the page: candidates shown, pencil-mark entry,
//! light or dark colours. Saved across reloads (except the entry mode).

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

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Prefs {
    /// Pencil marks are shown on the board.
    pub candidates: bool,
    /// Digits typed set or clear pencil marks instead of filling cells.
    pub pencil: bool,
    pub theme: Theme,
}

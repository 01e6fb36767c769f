//! The right-hand column's tabs: what the person is doing (solving,
//! racing, reading ratings, making a new puzzle, sharing) picks what the
//! column shows, so it stays short. The engine settings serve both Solve
//! and Race; the puzzle box, a live run and an explanation stay above the
//! tabs whatever is chosen.

/// One tab of the right-hand column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SideTab {
    /// Engine settings and the last run's results.
    #[default]
    Solve,
    /// The lineup and lanes, with the engine settings for the next entry.
    Race,
    /// Every difficulty rating of the puzzle.
    Ratings,
    /// The New puzzle control.
    Generate,
    /// The share link.
    Share,
}

impl SideTab {
    /// The tabs in the order they are shown.
    pub const ALL: [SideTab; 5] = [
        SideTab::Solve,
        SideTab::Race,
        SideTab::Ratings,
        SideTab::Generate,
        SideTab::Share,
    ];

    /// The tab's name on screen.
    pub fn title(self) -> &'static str {
        match self {
            SideTab::Solve => "Solve",
            SideTab::Race => "Race",
            SideTab::Ratings => "Ratings",
            SideTab::Generate => "Generate",
            SideTab::Share => "Share",
        }
    }

    /// The word used in element ids (`tab-solve`).
    pub fn word(self) -> &'static str {
        match self {
            SideTab::Solve => "solve",
            SideTab::Race => "race",
            SideTab::Ratings => "ratings",
            SideTab::Generate => "generate",
            SideTab::Share => "share",
        }
    }

    /// Whether the engine settings show under this tab.
    pub fn shows_engine(self) -> bool {
        matches!(self, SideTab::Solve | SideTab::Race)
    }

    /// The tab `step` places away (arrow keys), wrapping around.
    pub fn step(self, step: isize) -> SideTab {
        let count = SideTab::ALL.len() as isize;
        let at = SideTab::ALL
            .iter()
            .position(|&tab| tab == self)
            .unwrap_or(0) as isize;
        SideTab::ALL[(at + step).rem_euclid(count) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrow_keys_wrap_around_the_tabs() {
        assert_eq!(SideTab::Solve.step(1), SideTab::Race);
        assert_eq!(SideTab::Solve.step(-1), SideTab::Share);
        assert_eq!(SideTab::Share.step(1), SideTab::Solve);
    }
}

//! What a digit key or the pad writes, as on SudokuPad: the digit itself,
//! a centre mark, a corner mark, or a colour (digit `n` is colour `n`).

/// The entry mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    #[default]
    Digit,
    Centre,
    Corner,
    Colour,
}

/// The colours of colour mode, colour-blind safe (the Okabe-Ito set less
/// black, with two greys): their names, in the order of keys 1-9.
pub const PALETTE: [&str; 9] = [
    "orange",
    "sky blue",
    "green",
    "yellow",
    "blue",
    "vermilion",
    "purple",
    "light grey",
    "dark grey",
];

impl Mode {
    /// Every mode, in the order Space cycles through them.
    pub const ALL: [Mode; 4] = [Mode::Digit, Mode::Centre, Mode::Corner, Mode::Colour];

    /// The button's word (and the saved preference's).
    pub fn word(self) -> &'static str {
        match self {
            Mode::Digit => "Digit",
            Mode::Centre => "Centre",
            Mode::Corner => "Corner",
            Mode::Colour => "Colour",
        }
    }

    /// The mode of a saved word; digits for anything else.
    pub fn from_word(word: &str) -> Mode {
        Mode::ALL
            .into_iter()
            .find(|mode| mode.word() == word)
            .unwrap_or_default()
    }

    /// The key that switches to it: Z, X, C, V as on SudokuPad.
    pub fn key(self) -> char {
        match self {
            Mode::Digit => 'z',
            Mode::Centre => 'x',
            Mode::Corner => 'c',
            Mode::Colour => 'v',
        }
    }

    /// The mode of a switching key (lower case).
    pub fn of_key(letter: char) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.key() == letter)
    }

    /// The next mode of Space's cycle.
    pub fn next(self) -> Mode {
        let index = Mode::ALL.iter().position(|&mode| mode == self).unwrap_or(0);
        Mode::ALL[(index + 1) % Mode::ALL.len()]
    }

    /// The mode a modifier held with a digit asks for: Shift for corner
    /// marks, Ctrl or Cmd for centre marks.
    pub fn held(shift: bool, ctrl_or_cmd: bool) -> Option<Mode> {
        match (shift, ctrl_or_cmd) {
            (_, true) => Some(Mode::Centre),
            (true, false) => Some(Mode::Corner),
            (false, false) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_words_and_the_space_cycle() {
        assert_eq!(Mode::of_key('c'), Some(Mode::Corner));
        assert_eq!(Mode::of_key('q'), None);
        let cycle: Vec<Mode> = std::iter::successors(Some(Mode::Digit), |mode| Some(mode.next()))
            .take(5)
            .collect();
        assert_eq!(
            cycle,
            [
                Mode::Digit,
                Mode::Centre,
                Mode::Corner,
                Mode::Colour,
                Mode::Digit
            ]
        );
        for mode in Mode::ALL {
            assert_eq!(Mode::from_word(mode.word()), mode);
        }
        assert_eq!(Mode::from_word("pencil"), Mode::Digit);
        assert_eq!(Mode::held(true, true), Some(Mode::Centre));
        assert_eq!(Mode::held(true, false), Some(Mode::Corner));
    }
}

//! What the person chose in the New puzzle control — a difficulty, a
//! symmetry, the solution grids' source and a seed — kept as they set it
//! (the SE range and the seed as typed) and turned into the engine's
//! [`GenerateOptions`] only when a puzzle is asked for, so a half-typed
//! range never changes anything and its error says what is wrong.

use sudoku_engine::generate::target::LEVELS;
use sudoku_engine::generate::{parse_level, GenerateOptions, GridSource, Shape, Symmetry, Target};
use sudoku_engine::logic::HodokuLevel;

/// The difficulty aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Difficulty {
    /// The first puzzle made (rated all the same).
    Any,
    Level(HodokuLevel),
    /// The SE range typed beside the menu.
    SeRange,
}

impl Difficulty {
    /// Every choice, in menu order.
    pub fn all() -> impl Iterator<Item = Difficulty> {
        std::iter::once(Difficulty::Any)
            .chain(LEVELS.into_iter().map(Difficulty::Level))
            .chain(std::iter::once(Difficulty::SeRange))
    }

    /// The menu value: `any`, `easy` … `extreme`, `se`.
    pub fn value(self) -> String {
        match self {
            Difficulty::Any => "any".into(),
            Difficulty::Level(level) => level.name().to_ascii_lowercase(),
            Difficulty::SeRange => "se".into(),
        }
    }

    /// The menu text.
    pub fn label(self) -> String {
        match self {
            Difficulty::Any => "Any difficulty".into(),
            Difficulty::Level(level) => level.name().into(),
            Difficulty::SeRange => "SE range…".into(),
        }
    }

    /// The choice of menu value `value`.
    pub fn from_value(value: &str) -> Option<Difficulty> {
        match value {
            "any" => Some(Difficulty::Any),
            "se" => Some(Difficulty::SeRange),
            level => parse_level(level).ok().map(Difficulty::Level),
        }
    }
}

/// The New puzzle control's settings.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub difficulty: Difficulty,
    /// `MIN-MAX` of SE's ER, as typed (used with [`Difficulty::SeRange`]).
    pub se_range: String,
    pub symmetry: Symmetry,
    pub grid: GridSource,
    /// The seed of the next puzzle, as typed.
    pub seed: String,
}

/// The SE range offered first: the hardest puzzles, SE 9.0 and up.
pub const HARDEST_SE: &str = "9.0-20.0";

impl Choice {
    /// Medium, rotationally symmetric like most published puzzles.
    pub fn new(seed: u64) -> Choice {
        Choice {
            difficulty: Difficulty::Level(HodokuLevel::Medium),
            se_range: HARDEST_SE.into(),
            symmetry: Symmetry::Rotational180,
            grid: GridSource::Random,
            seed: seed.to_string(),
        }
    }

    /// The target, or why the SE range cannot be read.
    pub fn target(&self) -> Result<Option<Target>, String> {
        match self.difficulty {
            Difficulty::Any => Ok(None),
            Difficulty::Level(level) => Ok(Some(Target::Level(level))),
            Difficulty::SeRange => Target::se_range(&self.se_range)
                .map(Some)
                .map_err(|why| format!("SE range: {why}")),
        }
    }

    /// The engine's options for this choice (every puzzle rated).
    pub fn options(&self) -> Result<GenerateOptions, String> {
        Ok(GenerateOptions {
            grid: self.grid,
            shape: Shape::Dig(self.symmetry),
            target: self.target()?,
            ..GenerateOptions::default()
        })
    }

    /// The seed, or why the text is not one.
    pub fn seed(&self) -> Result<u64, String> {
        let text = self.seed.trim();
        text.parse().map_err(|_| {
            format!("Seed: '{text}' is not a whole number from 0 to 18446744073709551615")
        })
    }
}

/// A symmetry as the menu shows it.
pub fn symmetry_label(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::None => "None",
        Symmetry::Rotational180 => "Rotational 180°",
        Symmetry::Rotational90 => "Rotational 90°",
        Symmetry::Horizontal => "Mirror, top to bottom",
        Symmetry::Vertical => "Mirror, left to right",
        Symmetry::Diagonal => "Diagonal",
        Symmetry::AntiDiagonal => "Anti-diagonal",
    }
}

/// The command line that makes the same puzzle: the first line of
/// `sudoku generate` with this seed and these options.
pub fn command_line(options: &GenerateOptions, seed: u64) -> String {
    let mut line = format!("sudoku generate --seed {seed}");
    match options.target {
        None => {}
        Some(Target::Level(level)) => {
            line += &format!(" --level {}", level.name().to_ascii_lowercase())
        }
        Some(Target::Se { min, max }) => line += &format!(" --se {min}-{max}"),
    }
    if let Shape::Dig(symmetry) = options.shape {
        if symmetry != Symmetry::None {
            line += &format!(" --symmetry {}", symmetry.name());
        }
    }
    if options.grid != GridSource::Random {
        line += &format!(" --grid {}", options.grid.name());
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_menu_value_reads_back_as_its_choice() {
        let values: Vec<String> = Difficulty::all().map(Difficulty::value).collect();
        assert_eq!(
            values,
            ["any", "easy", "medium", "hard", "unfair", "extreme", "se"]
        );
        for difficulty in Difficulty::all() {
            assert_eq!(
                Difficulty::from_value(&difficulty.value()),
                Some(difficulty)
            );
        }
        assert_eq!(Difficulty::from_value("fiendish"), None);
    }

    #[test]
    fn a_bad_range_or_seed_is_an_error_that_says_which() {
        let mut choice = Choice::new(7);
        choice.difficulty = Difficulty::SeRange;
        choice.se_range = "9.5-7".into();
        let error = choice.options().unwrap_err();
        assert!(error.starts_with("SE range:"), "{error}");
        choice.seed = "12a".into();
        let error = choice.seed().unwrap_err();
        assert!(error.contains("'12a'"), "{error}");
    }

    #[test]
    fn the_command_line_names_what_differs_from_the_defaults() {
        let mut choice = Choice::new(7);
        let options = choice.options().unwrap();
        assert_eq!(
            command_line(&options, 7),
            "sudoku generate --seed 7 --level medium --symmetry rotational-180"
        );
        choice.difficulty = Difficulty::SeRange;
        choice.symmetry = Symmetry::None;
        choice.grid = GridSource::Magic;
        let options = choice.options().unwrap();
        assert_eq!(
            command_line(&options, 9),
            "sudoku generate --seed 9 --se 9.0-20.0 --grid magic"
        );
    }
}

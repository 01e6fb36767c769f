//! What the person chose in the New puzzle control — a difficulty, a
//! technique to practise, a symmetry, the solution grids' source, the
//! shape (the board's or the classic 9x9), killer cages or givens, and a
//! seed — kept as they set it (the SE range, the technique and the seed as
//! typed) and turned into the engine's
//! [`GenerateOptions`] only when a puzzle is asked for, so a half-typed
//! range never changes anything and its error says what is wrong.

use sudoku_engine::generate::target::LEVELS;
use sudoku_engine::generate::{
    parse_level, GenerateOptions, Givens, GridSource, Need, Symmetry, Target,
};
use sudoku_engine::logic::HodokuLevel;
use sudoku_engine::shape::BoxSize;
use sudoku_engine::shape::{Shape as GridShape, Sudoku};

/// The shape New puzzle makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeChoice {
    /// The board's: its size, boxes or regions and rules (its cages left out).
    Board,
    Classic,
}

impl ShapeChoice {
    /// The menu value: `board` or `classic`.
    pub fn value(self) -> &'static str {
        match self {
            ShapeChoice::Board => "board",
            ShapeChoice::Classic => "classic",
        }
    }

    /// The choice of menu value `value`.
    pub fn from_value(value: &str) -> Option<ShapeChoice> {
        match value {
            "board" => Some(ShapeChoice::Board),
            "classic" => Some(ShapeChoice::Classic),
            _ => None,
        }
    }
}

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
    /// Practice: a technique or family the puzzle's hints must take, as
    /// typed ("" for none).
    pub practice: String,
    pub symmetry: Symmetry,
    pub grid: GridSource,
    pub shape: ShapeChoice,
    /// Make a killer: cages with sums from the grid, few or no givens.
    pub killer: bool,
    /// With `killer`: no givens at all.
    pub no_givens: bool,
    /// The seed of the next puzzle, as typed.
    pub seed: String,
}

/// The SE range offered first: the hardest puzzles, SE 9.0 and up.
pub const HARDEST_SE: &str = "9.0-20.0";

impl Choice {
    /// Medium, rotationally symmetric like most published puzzles, of the
    /// board's shape.
    pub fn new(seed: u64) -> Choice {
        Choice {
            difficulty: Difficulty::Level(HodokuLevel::Medium),
            se_range: HARDEST_SE.into(),
            practice: String::new(),
            symmetry: Symmetry::Rotational180,
            grid: GridSource::Random,
            shape: ShapeChoice::Board,
            killer: false,
            no_givens: false,
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

    /// The technique to practise (none when the field is empty), or why
    /// the text names none.
    pub fn needs(&self) -> Result<Option<Need>, String> {
        match self.practice.trim() {
            "" => Ok(None),
            text => text
                .parse()
                .map(Some)
                .map_err(|why| format!("Practice: {why}")),
        }
    }

    /// The engine's options for this choice next to `board`: its shape
    /// without cages or the classic 9x9, cages made where asked; the grid
    /// source where the panel offers it (the classic 9x9 without cages).
    /// A puzzle is rated by the generator only when a target or a
    /// technique asks (the ratings panel rates what lands on the board;
    /// a 16x16's rating can take seconds).
    pub fn options(&self, board: &Sudoku) -> Result<GenerateOptions, String> {
        let shape = match self.shape {
            ShapeChoice::Board => board.shape().without_cages(),
            ShapeChoice::Classic => GridShape::classic(),
        };
        let mut options = GenerateOptions {
            shape,
            killer: self.killer,
            no_givens: self.killer && self.no_givens,
            givens: Givens::Dig(match self.killer {
                true => Symmetry::None,
                false => self.symmetry,
            }),
            target: self.target()?,
            needs: self.needs()?,
            rate: false,
            ..GenerateOptions::default()
        };
        if options.is_plain_classic() {
            options.grid = self.grid;
        }
        Ok(options)
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
/// `sudoku generate` with this seed and these options (`None` for a shape
/// the command line cannot name: regions with the boxes kept).
pub fn command_line(options: &GenerateOptions, seed: u64) -> Option<String> {
    let mut line = format!("sudoku generate --seed {seed}");
    line += &shape_flags(&options.shape)?;
    if options.killer {
        line += " --killer";
    }
    if options.no_givens {
        line += " --no-givens";
    }
    match options.target {
        None => {}
        Some(Target::Level(level)) => {
            line += &format!(" --level {}", level.name().to_ascii_lowercase())
        }
        Some(Target::Se { min, max }) => line += &format!(" --se {min}-{max}"),
    }
    if let Some(need) = options.needs {
        line += &format!(" --needs '{need}'");
    }
    if let Givens::Dig(symmetry) = options.givens {
        if symmetry != Symmetry::None {
            line += &format!(" --symmetry {}", symmetry.name());
        }
    }
    if options.grid != GridSource::Random {
        line += &format!(" --grid {}", options.grid.name());
    }
    Some(line)
}

/// ` --shape 16x16 --variant x,windoku`: the shape as `sudoku generate`'s
/// flags (no `--shape` for its default size, the 9x9).
fn shape_flags(shape: &GridShape) -> Option<String> {
    let size = shape.size();
    let mut flags = match size == GridShape::classic().size() {
        true => String::new(),
        false => format!(" --shape {size}x{size}"),
    };
    if let Some(regions) = shape.regions() {
        if shape.keeps_boxes() {
            return None;
        }
        let symbols = sudoku_engine::shape::symbols::SYMBOLS;
        flags += " --regions ";
        flags.extend(regions.iter().map(|&r| char::from(symbols[usize::from(r)])));
    } else if let Some(boxes) = shape
        .boxes()
        .filter(|&b| Some(b) != BoxSize::default_for(size))
    {
        flags += &format!(" --boxes {boxes}");
    }
    let rules: Vec<String> = shape.rules().iter().map(|rule| rule.text()).collect();
    if !rules.is_empty() {
        flags += &format!(" --variant {}", rules.join(","));
    }
    Some(flags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::shape::Values;

    fn wiki() -> Sudoku {
        crate::fixtures::wiki()
    }

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
        let error = choice.options(&wiki()).unwrap_err();
        assert!(error.starts_with("SE range:"), "{error}");
        choice.seed = "12a".into();
        let error = choice.seed().unwrap_err();
        assert!(error.contains("'12a'"), "{error}");
        choice.difficulty = Difficulty::Any;
        choice.practice = "x-wang".into();
        let error = choice.options(&wiki()).unwrap_err();
        assert!(
            error.starts_with("Practice: 'x-wang' is no technique or family"),
            "{error}"
        );
    }

    #[test]
    fn the_command_line_names_what_differs_from_the_defaults() {
        let mut choice = Choice::new(7);
        let options = choice.options(&wiki()).unwrap();
        assert_eq!(
            command_line(&options, 7).unwrap(),
            "sudoku generate --seed 7 --level medium --symmetry rotational-180"
        );
        choice.difficulty = Difficulty::SeRange;
        choice.symmetry = Symmetry::None;
        choice.grid = GridSource::Magic;
        let options = choice.options(&wiki()).unwrap();
        assert_eq!(
            command_line(&options, 9).unwrap(),
            "sudoku generate --seed 9 --se 9.0-20.0 --grid magic"
        );
        choice.difficulty = Difficulty::Any;
        choice.grid = GridSource::Random;
        choice.practice = " xy wing ".into();
        let options = choice.options(&wiki()).unwrap();
        assert_eq!(
            command_line(&options, 9).unwrap(),
            "sudoku generate --seed 9 --needs 'XY-Wing'"
        );
    }

    #[test]
    fn the_boards_shape_goes_to_the_generator_without_its_cages() {
        let mut choice = Choice::new(7);
        let classic = wiki();
        let plain = choice.options(&classic).unwrap();
        assert!(plain.is_plain_classic() && !plain.rate && plain.grid == GridSource::Random);
        let killer_x = crate::fixtures::shared_shape_line("killer_9x9.txt", 0);
        let board = crate::board::read_puzzle(&killer_x).unwrap();
        assert_eq!(
            choice.options(&board).unwrap(),
            plain,
            "its cages left out, a classic"
        );
        choice.killer = true;
        choice.grid = GridSource::Magic;
        let killer = choice.options(&board).unwrap();
        assert!(!killer.shape.has_sums() && killer.shape.is_classic() && killer.killer);
        assert_eq!(killer.grid, GridSource::Random, "the grid menu is off");
        assert_eq!(
            killer.givens.symmetry(),
            Symmetry::None,
            "the symmetry menu is off"
        );
        choice.shape = ShapeChoice::Classic;
        let options = choice.options(&classic).unwrap();
        assert_eq!(
            command_line(&options, 3).unwrap(),
            "sudoku generate --seed 3 --killer --level medium"
        );
        choice.no_givens = true;
        let bare = choice.options(&classic).unwrap();
        assert_eq!(
            command_line(&bare, 3).unwrap(),
            "sudoku generate --seed 3 --killer --no-givens --level medium"
        );
        choice.no_givens = false;
        let sixteen_x = Sudoku::new(
            GridShape::square(16)
                .unwrap()
                .with_rule(sudoku_engine::shape::rules::read("x").unwrap())
                .unwrap(),
            Values::empty(16),
        )
        .unwrap();
        choice.shape = ShapeChoice::Board;
        choice.killer = false;
        let options = choice.options(&sixteen_x).unwrap();
        assert_eq!(
            command_line(&options, 3).unwrap(),
            "sudoku generate --seed 3 --shape 16x16 --variant x --level medium --symmetry rotational-180"
        );
    }
}

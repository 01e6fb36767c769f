//! Puzzles of other sizes and variants on the command line: the options
//! that say what a text does not (`--boxes`, `--regions`, `--variant`,
//! `--digits`). Telling a classic entry from one of another shape is
//! [`crate::input::Entry::shaped`]'s.

use clap::{Args, ValueEnum};
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::BoxSize;

/// What the text of a puzzle may leave out about its shape.
#[derive(Args, Debug, Default)]
pub struct ShapeArgs {
    /// Box shape ROWSxCOLS where it is not the usual one for the size (6x6: 2x3)
    #[arg(long, value_name = "RxC")]
    pub boxes: Option<BoxSize>,

    /// Jigsaw regions: one symbol per cell, row by row
    #[arg(long, value_name = "REGIONS")]
    pub regions: Option<String>,

    /// Extra rules, comma-separated: x, windoku, disjoint, antiknight,
    /// antiking, nonconsecutive, house=CELLS, cage=SUM:CELLS, thermo=CELLS,
    /// slowthermo=CELLS, arrow=CIRCLE:CELLS, littlekiller=SUM:CELLS,
    /// white=CELLS, black=CELLS, xv=X|V:CELLS, negative=white|black|xv,
    /// odd=CELLS, even=CELLS, minimum=CELLS, maximum=CELLS,
    /// palindrome=CELLS, whisper=CELLS, renban=CELLS, entropic=CELLS,
    /// zipper=CELLS, regionsum=CELLS, between=CELLS, clone=CELLS:CELLS,
    /// quadruple=DIGITS:CELLS, sandwich=SUM:LINE, xsum=SUM:LINE,
    /// skyscraper=COUNT:LINE, rowindexer=CELLS, columnindexer=CELLS,
    /// boxindexer=CELLS (0-based cells joined by '.'; a LINE is a whole
    /// row or column from the clue's side)
    #[arg(long, value_name = "RULES", value_delimiter = ',')]
    pub variant: Vec<String>,

    /// How digits are written: standard (1-9, A-Z, 0 for 36) or hex (0-F for 1-16)
    #[arg(long, value_enum, default_value = "standard")]
    pub digits: DigitsChoice,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum DigitsChoice {
    #[default]
    Standard,
    Hex,
}

impl ShapeArgs {
    pub fn options(&self) -> ShapeOptions {
        ShapeOptions {
            boxes: self.boxes,
            regions: self.regions.clone(),
            rules: self.variant.clone(),
            alphabet: match self.digits {
                DigitsChoice::Standard => Alphabet::Standard,
                DigitsChoice::Hex => Alphabet::Hex,
            },
        }
    }
}

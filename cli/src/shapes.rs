//! Puzzles of other sizes and variants on the command line: the options
//! that say what a text does not (`--boxes`, `--regions`, `--variant`,
//! `--digits`), telling a classic entry from one of another shape, and
//! solving and counting those with the engine's `propagate` search.
//!
//! Until the engine interface takes every shape, `solve` and `count` send
//! a puzzle of another shape to `propagate` (the solution counter of every
//! shape) instead of the chosen engine, which knows only the classic 9x9.

use clap::{Args, ValueEnum};
use sudoku_engine::format::shaped::{parse_sudoku, ShapeOptions, ShapedText};
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
    /// antiking, nonconsecutive, house=CELLS, cage=SUM:CELLS (0-based cells
    /// joined by '.')
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

/// Reads `text` as a puzzle of any shape.
pub fn read(text: &str, options: &ShapeOptions) -> Result<ShapedText, String> {
    parse_sudoku(text, options).map_err(|error| error.to_string())
}

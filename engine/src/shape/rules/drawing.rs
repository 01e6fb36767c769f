//! How a rule is drawn over the board, in the marks SudokuPad and
//! f-puzzles draw with: lines through cell middles, circles and pills,
//! squares, dots and letters on cell edges, clues outside the grid,
//! circles on the corner four cells share, shaded cells and chevrons.
//! Each rule gives its marks ([`super::Rule::marks`]); a front end maps
//! cells to places and a mark's style to its colours, so a new rule is
//! drawn everywhere by naming its marks once.

/// One mark a rule draws. Cells are indices of the grid; `style` names
/// the look (`thermo`, `whisper`, `white`...), one per rule kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A line through the middles of `cells`, in order.
    Line {
        style: &'static str,
        cells: Vec<u16>,
    },
    /// A circle in one cell, or a pill around several (a thermometer's
    /// bulb, an odd cell, a between line's ends).
    Circle {
        style: &'static str,
        cells: Vec<u16>,
    },
    /// An arrow: its circle (a pill for several cells) and a shaft from
    /// the circle's cell nearest the line through the line's cells, ending
    /// in a head.
    Arrow { circle: Vec<u16>, line: Vec<u16> },
    /// A square in a cell (an even cell).
    Square { style: &'static str, cell: u16 },
    /// A dot or a label on the edge two cells share (kropki, XV).
    Edge {
        style: &'static str,
        cells: [u16; 2],
        label: Option<String>,
    },
    /// A circle with digits on the point where four cells meet.
    Corner { cells: Vec<u16>, label: String },
    /// A clue outside the grid, one step before the first of `cells`
    /// (the line it reads, in order from the clue); a little killer's
    /// clue also points along its diagonal.
    Outside {
        style: &'static str,
        cells: Vec<u16>,
        label: String,
    },
    /// Cells shaded alike (clones, indexers).
    Shade {
        style: &'static str,
        cells: Vec<u16>,
    },
    /// Chevrons on the edges of a cell, pointing at the smaller digits:
    /// in towards a minimum, out from a maximum.
    Chevrons { cell: u16, inward: bool },
}

impl Mark {
    /// True for a mark drawn outside the grid, which needs room there.
    pub fn is_outside(&self) -> bool {
        matches!(self, Mark::Outside { .. })
    }
}

/// A line of `style` through `cells`, for the rules that are one line.
pub fn line(style: &'static str, cells: &[u16]) -> Vec<Mark> {
    vec![Mark::Line {
        style,
        cells: cells.to_vec(),
    }]
}

//! Puzzles the native tests of the app share.

/// The Wikipedia example puzzle (line 1 of `../shared/data/famous.txt`).
pub const WIKI: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Its unique solution.
pub const WIKI_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The Wikipedia example as a puzzle.
pub fn wiki() -> sudoku_engine::Sudoku {
    crate::board::read_puzzle(WIKI).expect("the example reads")
}

/// Its solution.
pub fn wiki_solution() -> sudoku_engine::Values {
    crate::board::read_puzzle(WIKI_SOLUTION)
        .expect("the solution reads")
        .givens()
        .clone()
}

/// Pencil marks of a classic 9x9 (bit `d - 1` for digit `d`): r1c1 holds
/// 5, r1c2 may take 1 or 2, every other cell any digit.
pub fn two_marked_cells() -> Vec<u64> {
    let mut marks = vec![0x1ff; sudoku_engine::Shape::classic().cells()];
    marks[0] = 1 << 4;
    marks[1] = 0b11;
    marks
}

/// The classic 9x9 of [`two_marked_cells`].
pub fn marked_classic() -> sudoku_engine::Sudoku {
    sudoku_engine::Sudoku::from_marks(sudoku_engine::Shape::classic(), &two_marked_cells())
        .expect("marks without clashes")
}

/// Line `index` of a file of `../shared/data/shapes/` (puzzles of other
/// sizes and variants), as it is written.
pub fn shared_shape_line(file: &str, index: usize) -> String {
    let path = format!(
        "{}/../shared/data/shapes/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .nth(index)
        .unwrap_or_else(|| panic!("{path} has no line {index}"))
        .to_string()
}

/// Applying actions in a test, state in and state out (commands dropped).
pub trait Then: Sized {
    fn then(self, action: crate::app::Action) -> Self;

    fn then_all(self, actions: impl IntoIterator<Item = crate::app::Action>) -> Self {
        actions.into_iter().fold(self, Self::then)
    }
}

impl Then for crate::app::AppState {
    fn then(mut self, action: crate::app::Action) -> Self {
        self.apply(action);
        self
    }
}

/// A step of `technique` that places, removes and draws nothing: what a
/// test of the page's drawing fills in.
pub fn step(technique: sudoku_engine::logic::Technique) -> sudoku_engine::logic::Explained {
    sudoku_engine::logic::Explained {
        technique,
        name: technique.name().to_string(),
        rating: sudoku_engine::logic::Rating(technique.base()),
        text: String::new(),
        nudge: String::new(),
        placements: Vec::new(),
        eliminations: Vec::new(),
        cells: Vec::new(),
        houses: Vec::new(),
        cages: Vec::new(),
        candidates: Vec::new(),
        extra: Vec::new(),
        chains: Vec::new(),
    }
}

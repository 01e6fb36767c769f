//! Puzzles the native tests of the app share.

/// The Wikipedia example puzzle (line 1 of `../shared/data/famous.txt`).
pub const WIKI: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Its unique solution.
pub const WIKI_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

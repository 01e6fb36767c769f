//! What a step looks like on the board: each cell's role (part of the
//! pattern, the wrong entry a hint points at) and each candidate's role
//! (the pattern's, a secondary one such as a fin, removed, placed), plus
//! the chains to draw between candidates.

use std::collections::HashMap;

use sudoku_engine::logic::{ChainLink, Explained};

/// How a cell is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellRole {
    Plain,
    /// One of the pattern's cells or houses.
    Pattern,
    /// An entry (or marks) that contradict the solution.
    Wrong,
    /// In a jigsaw region the editor has drawn, waiting for the others.
    Drawn,
}

/// How a candidate is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkRole {
    Plain,
    /// Part of the pattern.
    Pattern,
    /// A fin, an extra digit, a guardian.
    Extra,
    /// The step removes it.
    Removed,
    /// The step places it.
    Placed,
}

impl MarkRole {
    /// The word used in CSS classes and labels.
    pub fn word(self) -> &'static str {
        match self {
            MarkRole::Plain => "plain",
            MarkRole::Pattern => "pattern",
            MarkRole::Extra => "extra",
            MarkRole::Removed => "removed",
            MarkRole::Placed => "placed",
        }
    }
}

/// A step (or a wrong entry) as roles to draw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Highlight {
    cells: HashMap<usize, CellRole>,
    marks: HashMap<(usize, u8), MarkRole>,
    pub chains: Vec<Vec<ChainLink>>,
}

impl Highlight {
    /// The step's pattern (its cells and its houses'), removals and
    /// placements. Later roles win: a placed or removed candidate shows as
    /// such even inside the pattern.
    pub fn of_step(step: &Explained) -> Highlight {
        let mut highlight = Highlight::default();
        let houses = step.houses.iter().flat_map(|house| &house.cells);
        for &cell in step.cells.iter().chain(houses) {
            highlight.cells.insert(usize::from(cell), CellRole::Pattern);
        }
        let mut mark = |cell: usize, digit: u8, role: MarkRole| {
            highlight.marks.insert((cell, digit), role);
        };
        for candidate in &step.candidates {
            mark(candidate.cell(), candidate.digit, MarkRole::Pattern);
        }
        for candidate in &step.extra {
            mark(candidate.cell(), candidate.digit, MarkRole::Extra);
        }
        for link in step.chains.iter().flatten() {
            for node in [&link.from, &link.to] {
                for &cell in &node.cells {
                    highlight
                        .marks
                        .entry((usize::from(cell), node.digit))
                        .or_insert(MarkRole::Pattern);
                }
            }
        }
        for candidate in &step.eliminations {
            highlight
                .marks
                .insert((candidate.cell(), candidate.digit), MarkRole::Removed);
        }
        for candidate in &step.placements {
            highlight
                .marks
                .insert((candidate.cell(), candidate.digit), MarkRole::Placed);
            highlight
                .cells
                .entry(candidate.cell())
                .or_insert(CellRole::Pattern);
        }
        highlight.chains = step.chains.clone();
        highlight
    }

    /// One cell marked wrong.
    pub fn wrong(cell: usize) -> Highlight {
        Highlight {
            cells: HashMap::from([(cell, CellRole::Wrong)]),
            ..Highlight::default()
        }
    }

    pub fn cell(&self, cell: usize) -> CellRole {
        self.cells.get(&cell).copied().unwrap_or(CellRole::Plain)
    }

    pub fn mark(&self, cell: usize, digit: u8) -> MarkRole {
        self.marks
            .get(&(cell, digit))
            .copied()
            .unwrap_or(MarkRole::Plain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::step;
    use sudoku_engine::logic::{Cand, NamedCells, Technique};

    #[test]
    fn removals_and_placements_outrank_the_pattern() {
        let mark = |cell: u16, digit: u8| Cand { cell, digit };
        let step = Explained {
            placements: vec![mark(40, 5)],
            eliminations: vec![mark(5, 2)],
            cells: vec![3, 4],
            houses: vec![NamedCells {
                name: "row 1".into(),
                cells: (0..9).collect(),
            }],
            candidates: vec![mark(3, 2), mark(4, 2)],
            ..step(Technique::NakedPair)
        };
        let highlight = Highlight::of_step(&step);
        assert_eq!(highlight.cell(3), CellRole::Pattern);
        assert_eq!(highlight.cell(8), CellRole::Pattern, "in the step's house");
        assert_eq!(highlight.cell(40), CellRole::Pattern);
        assert_eq!(highlight.cell(10), CellRole::Plain);
        assert_eq!(highlight.mark(3, 2), MarkRole::Pattern);
        assert_eq!(highlight.mark(5, 2), MarkRole::Removed);
        assert_eq!(highlight.mark(40, 5), MarkRole::Placed);
        assert_eq!(highlight.mark(40, 6), MarkRole::Plain);
        assert_eq!(Highlight::wrong(7).cell(7), CellRole::Wrong);
    }
}

//! [`Step`]: one deduction on a board of any shape, carrying what explains
//! it: the technique and its value, what it places and removes, and the
//! pattern to draw (cells, houses, cages, candidates, chains). Its words
//! come from `text.rs`, given the board's layout for the names.

use super::board::Board;
use super::cells::Cells;
use crate::logic::step::nesting_suffix;
use crate::logic::{LinkKind, PathStep, Rating, Technique};

/// A digit in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cand {
    pub cell: u16,
    pub digit: u8,
}

impl Cand {
    #[inline]
    pub fn new(cell: usize, digit: u8) -> Cand {
        Cand {
            cell: cell as u16,
            digit,
        }
    }

    #[inline]
    pub fn cell(self) -> usize {
        usize::from(self.cell)
    }
}

/// The digits of `cands`, as a mask.
pub fn digits_of(cands: &[Cand]) -> u64 {
    cands
        .iter()
        .fold(0, |mask, cand| mask | 1 << (cand.digit - 1))
}

/// A chain node: a digit in a cell, true (`on`) or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Node {
    pub cell: u16,
    pub digit: u8,
    pub on: bool,
}

impl Node {
    pub fn new(cell: usize, digit: u8, on: bool) -> Node {
        Node {
            cell: cell as u16,
            digit,
            on,
        }
    }
}

/// One link of a chain, from the premise side to the conclusion side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Link {
    pub from: Node,
    pub to: Node,
    pub kind: LinkKind,
}

/// The links through `nodes`: weak out of a true node, strong out of a
/// false one.
pub fn chain_through(nodes: &[Node]) -> Vec<Link> {
    nodes
        .windows(2)
        .map(|pair| Link {
            from: pair[0],
            to: pair[1],
            kind: LinkKind::out_of(pair[0].on),
        })
        .collect()
}

/// One deduction.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    pub technique: Technique,
    /// The value of this instance on SE's scale (see `rate.rs` for the
    /// values of techniques SE does not have).
    pub rating: Rating,
    /// Nesting level of a dynamic forcing chain (0: none; 1: "(+)", 2 and
    /// up: chains inside chains), as SE counts them.
    pub nesting: u8,
    /// The digits the pattern is about, as a mask.
    pub digits: u64,
    pub placements: Vec<Cand>,
    pub eliminations: Vec<Cand>,
    /// The pattern's cells, in the order the explanation names them.
    pub cells: Vec<u16>,
    /// The houses it lives in (indexes into the layout's houses).
    pub houses: Vec<u16>,
    /// The cages it reads (indexes into the layout's cages).
    pub cages: Vec<u16>,
    pub candidates: Vec<Cand>,
    /// Candidates with a secondary role: fins, the other digits of a cell.
    pub extra: Vec<Cand>,
    pub chains: Vec<Vec<Link>>,
    /// What the pattern is, in words, where the data alone does not say it
    /// ("cage 4 (r1c1, r1c2) of sum 17 takes 8 and 9").
    pub detail: String,
    /// What the chains end in, where their last link does not say it
    /// (a contradiction's ", leaving 2 no place in box 1").
    pub ending: String,
}

impl Step {
    /// A step of `technique` at its base value, with nothing yet.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            rating: Rating(technique.base()),
            nesting: 0,
            digits: 0,
            placements: Vec::new(),
            eliminations: Vec::new(),
            cells: Vec::new(),
            houses: Vec::new(),
            cages: Vec::new(),
            candidates: Vec::new(),
            extra: Vec::new(),
            chains: Vec::new(),
            detail: String::new(),
            ending: String::new(),
        }
    }

    /// The same step with another value (in tenths).
    pub fn rated(mut self, rating: u16) -> Step {
        self.rating = Rating(rating);
        self
    }

    pub fn place(mut self, cell: usize, digit: u8) -> Step {
        self.placements.push(Cand::new(cell, digit));
        self
    }

    /// Removes `digit` from every cell of `cells` that has it.
    pub fn eliminate_in<const W: usize>(
        mut self,
        board: &Board<W>,
        cells: &Cells<W>,
        digit: u8,
    ) -> Step {
        for cell in (*cells & board.places(digit)).iter() {
            self.eliminations.push(Cand::new(cell, digit));
        }
        self
    }

    /// True when the step changes something.
    pub fn is_useful(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// Applies the step: removals first, then placements.
    pub fn apply<const W: usize>(&self, board: &mut Board<W>) {
        for cand in &self.eliminations {
            board.eliminate(cand.cell(), cand.digit);
        }
        for cand in &self.placements {
            if board.value(cand.cell()) == 0 {
                board.place(cand.cell(), cand.digit);
            }
        }
    }

    /// The technique's name, with SE's nesting suffix for nested chains.
    pub fn name(&self) -> String {
        match self.nesting {
            0 => self.technique.name().to_string(),
            level => format!("{} {}", self.technique.name(), nesting_suffix(level)),
        }
    }
}

impl PathStep for Step {
    fn technique(&self) -> Technique {
        self.technique
    }

    fn value(&self) -> Rating {
        self.rating
    }

    fn placed(&self) -> usize {
        self.placements.len()
    }

    fn name(&self) -> String {
        Step::name(self)
    }
}

//! [`Explained`]: a step of either logic solver as a person sees it, on a
//! grid of any shape: the technique, its value and name, the step in words
//! and as a nudge, what it places and removes, and what to draw (cells,
//! houses and cages by name, candidates, chains). The command line's JSON
//! and the analysis worker's answers to the app are made from this one
//! type, whichever solver took the step (the classic 9x9's bitboard solver
//! or the solver of every shape), and so is the page's hint and its
//! drawing: the serde form crosses to the page as it is.

use super::shaped::layout::Layout;
use super::shaped::{Cand, Worded};
use super::step::{Chain, Node, Step};
use super::text::node_name;
use super::{LinkKind, Rating, Technique};
use crate::logic::rules::house_name;
use crate::units::UNITS;

/// One step, in words and highlight data.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Explained {
    pub technique: Technique,
    /// "Naked Pair", with SE's nesting suffix.
    pub name: String,
    /// The value of this instance on SE's scale.
    pub rating: Rating,
    /// The step in words.
    pub text: String,
    /// The technique and where to look, without the answer.
    pub nudge: String,
    pub placements: Vec<Cand>,
    pub eliminations: Vec<Cand>,
    /// The pattern's cells, in the order the words name them.
    pub cells: Vec<u16>,
    /// The houses the pattern lives in.
    pub houses: Vec<NamedCells>,
    /// The cages it reads.
    pub cages: Vec<NamedCells>,
    pub candidates: Vec<Cand>,
    /// Candidates with a secondary role: fins, extra digits, guardians.
    pub extra: Vec<Cand>,
    /// The chains, each an ordered list of links.
    pub chains: Vec<Vec<ChainLink>>,
}

/// A house or a cage: its name ("row 3", "cage 2") and its cells.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NamedCells {
    pub name: String,
    pub cells: Vec<u16>,
}

/// A chain node: a digit in one cell or a group of cells, true or false.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChainNode {
    pub cells: Vec<u16>,
    pub digit: u8,
    pub on: bool,
    /// `r1c2=5`, `r4c58≠3`.
    pub name: String,
}

/// One link of a chain, from the premise side to the conclusion side.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChainLink {
    pub from: ChainNode,
    pub to: ChainNode,
    pub kind: LinkKind,
}

/// A step of the classic 9x9's solver.
impl From<&Step> for Explained {
    fn from(step: &Step) -> Explained {
        let cand = |c: &super::Candidate| Cand::new(c.cell(), c.digit);
        let cands = |list: &[super::Candidate]| list.iter().map(cand).collect();
        let highlights = &step.highlights;
        Explained {
            technique: step.technique,
            name: step.name(),
            rating: step.rating,
            text: step.explanation(),
            nudge: step.nudge(),
            placements: cands(&step.placements),
            eliminations: cands(&step.eliminations),
            cells: highlights.cells.iter().map(|&c| u16::from(c)).collect(),
            houses: highlights
                .houses
                .iter()
                .map(|&house| classic_house(usize::from(house)))
                .collect(),
            cages: Vec::new(),
            candidates: cands(&highlights.candidates),
            extra: cands(&highlights.extra),
            chains: highlights.chains.iter().map(classic_chain).collect(),
        }
    }
}

/// A row, column or box of the classic grid (the classic solver's extra
/// houses come with variant rules, which a classic 9x9 has none of).
fn classic_house(house: usize) -> NamedCells {
    NamedCells {
        name: house_name(house),
        cells: UNITS
            .get(house)
            .map_or_else(Vec::new, |cells| cells.map(u16::from).to_vec()),
    }
}

fn classic_chain(chain: &Chain) -> Vec<ChainLink> {
    let node = |node: &Node| ChainNode {
        cells: node.cells.iter().map(|cell| cell as u16).collect(),
        digit: node.digit,
        on: node.on,
        name: node_name(node),
    };
    chain
        .links
        .iter()
        .map(|link| ChainLink {
            from: node(&link.from),
            to: node(&link.to),
            kind: link.kind,
        })
        .collect()
}

/// A step of the solver of every shape, on `layout`'s grid.
pub(super) fn explained_on<const W: usize>(layout: &Layout<W>, worded: Worded) -> Explained {
    let step = worded.step;
    let geometry = layout.geometry();
    let node = |node: &super::shaped::Node| ChainNode {
        cells: vec![node.cell],
        digit: node.digit,
        on: node.on,
        name: format!(
            "{}{}{}",
            geometry.cell_name(usize::from(node.cell)),
            if node.on { "=" } else { "≠" },
            node.digit
        ),
    };
    Explained {
        technique: step.technique,
        name: worded.name,
        rating: step.rating,
        text: worded.text,
        nudge: worded.nudge,
        placements: step.placements,
        eliminations: step.eliminations,
        cells: step.cells,
        houses: named(&step.houses, |house| {
            let house = &layout.houses[house];
            (house.name.as_str(), house.cells.as_slice())
        }),
        cages: named(&step.cages, |cage| {
            let cage = &layout.cages[cage];
            (cage.name.as_str(), cage.cells.as_slice())
        }),
        candidates: step.candidates,
        extra: step.extra,
        chains: step
            .chains
            .iter()
            .map(|links| {
                links
                    .iter()
                    .map(|link| ChainLink {
                        from: node(&link.from),
                        to: node(&link.to),
                        kind: link.kind,
                    })
                    .collect()
            })
            .collect(),
    }
}

/// The houses or cages at `indexes`, each named with its cells by `of`.
fn named<'a>(indexes: &[u16], of: impl Fn(usize) -> (&'a str, &'a [u16])) -> Vec<NamedCells> {
    indexes
        .iter()
        .map(|&index| {
            let (name, cells) = of(usize::from(index));
            NamedCells {
                name: name.to_string(),
                cells: cells.to_vec(),
            }
        })
        .collect()
}

//! Sudoku Explainer's chaining, strong links and aligned exclusion on the
//! 9x9 variants Sukaku Explainer rates (X, windoku, disjoint groups,
//! anti-king, anti-knight, non-consecutive): the board is read into the
//! classic bitboard ([`crate::logic::Board`]) under the variant's
//! [`Rules`], where the classic chaining engine (`crate::logic::chaining`,
//! with Sukaku's variant rules inside its "(+)" chains), strong links
//! (`crate::logic::strong_links`) and aligned exclusion follow the
//! variant's houses and cell pairs in Sukaku's order, so that their
//! chains, their lengths and so their values are Sukaku's; the step comes
//! back in this solver's form.

use crate::logic::chaining::propagate::within_budget;
use crate::logic::chaining::Chaining;
use crate::logic::exclusion::aligned_exclusion;
use crate::logic::rules::{house_set, Rules, Variants};
use crate::logic::step::Step as ClassicStep;
use crate::logic::strong_links::strong_links;
use crate::logic::{Board as ClassicBoard, CellSet};
use crate::units::CELLS;

use super::board::Board;
use super::step::{chain_through, Cand, Node, Step};

/// The most searches one producer may make on one board (assumptions
/// followed, cycle searches started, and 16 for each time the nested
/// techniques are applied inside a chain; see [`within_budget`]). SE's
/// deeper nesting can take hours on a sparse variant grid: the shared X
/// puzzle, which Sukaku rates 12.0 after about 30 minutes, needs at most
/// 1.2 million (0.5 s) for a step; the shared non-consecutive puzzle runs
/// out of it at every nesting level, about 1 s each.
const SEARCH_BUDGET: u64 = 2_000_000;

/// The step SE's `chaining` producer takes on `board`, if its shape is one
/// Sukaku rates.
pub fn se_chaining<const W: usize>(board: &Board<W>, chaining: Chaining) -> Option<Step> {
    sukaku_step(board, &|classic| {
        within_budget(SEARCH_BUDGET, || chaining.find(classic)).flatten()
    })
}

/// The chain of `size` strong links Sukaku's `StrongLinks(size)` takes on
/// `board`, if its shape is one Sukaku rates.
pub fn se_strong_links<const W: usize>(board: &Board<W>, size: usize) -> Option<Step> {
    sukaku_step(board, &|classic| strong_links(classic, size))
}

/// The aligned exclusion over `size` cells Sukaku's `AlignedExclusion`
/// takes on `board` (cells seeing each other under the variant's rules),
/// if its shape is one Sukaku rates.
pub fn se_aligned_exclusion<const W: usize>(board: &Board<W>, size: usize) -> Option<Step> {
    sukaku_step(board, &|classic| aligned_exclusion(classic, size))
}

/// The step `producer` takes on `board` read as a classic board under its
/// variant's rules (none once the layout's deadline has passed: a search
/// here runs to its end, a second at most). (Only the board's reading is
/// generic: the rest is compiled once.)
fn sukaku_step<const W: usize>(
    board: &Board<W>,
    producer: &dyn Fn(&ClassicBoard) -> Option<ClassicStep>,
) -> Option<Step> {
    let layout = board.layout();
    let variants = layout.sukaku?;
    if layout.past_deadline() {
        return None;
    }
    let mut values = [0u8; CELLS];
    let mut candidates = [0u16; CELLS];
    let mut givens = CellSet::EMPTY;
    for cell in 0..CELLS {
        values[cell] = board.value(cell);
        candidates[cell] = board.candidates(cell) as u16;
        if board.givens().contains(cell) {
            givens.insert(cell);
        }
    }
    let marks = Marks {
        values,
        candidates,
        givens,
    };
    let step = classic_step(variants, &marks, producer)?;
    let houses: Vec<&[u16]> = layout.houses.iter().map(|h| h.cells.as_slice()).collect();
    Some(shaped_step(step, &houses))
}

/// A 9x9 board's digits, candidates and givens.
struct Marks {
    values: [u8; CELLS],
    candidates: [u16; CELLS],
    givens: CellSet,
}

fn classic_step(
    variants: Variants,
    marks: &Marks,
    producer: &dyn Fn(&ClassicBoard) -> Option<ClassicStep>,
) -> Option<ClassicStep> {
    let rules = Rules::of(variants);
    let classic = ClassicBoard::from_marks(&marks.values, &marks.candidates, marks.givens, rules);
    producer(&classic)
}

/// A classic step in this solver's form; `houses` are the layout's, by
/// their cells.
fn shaped_step(classic: ClassicStep, houses: &[&[u16]]) -> Step {
    let cand = |c: &crate::logic::Candidate| Cand::new(c.cell(), c.digit);
    let mut step = Step::new(classic.technique).rated(classic.rating.0);
    step.nesting = classic.nesting;
    step.digits = u64::from(classic.digits.bits());
    step.placements = classic.placements.iter().map(cand).collect();
    step.eliminations = classic.eliminations.iter().map(cand).collect();
    let highlights = classic.highlights;
    step.cells = highlights.cells.iter().map(|&c| u16::from(c)).collect();
    step.candidates = highlights.candidates.iter().map(cand).collect();
    step.extra = highlights.extra.iter().map(cand).collect();
    // A house is named by the layout's house with the same cells.
    step.houses = highlights
        .houses
        .iter()
        .filter_map(|&house| {
            let cells = house_set(usize::from(house));
            houses
                .iter()
                .position(|h| h.len() == 9 && h.iter().all(|&c| cells.contains(usize::from(c))))
        })
        .map(|house| house as u16)
        .collect();
    step.chains = highlights
        .chains
        .iter()
        .map(|chain| {
            let nodes: Vec<Node> = chain
                .nodes()
                .iter()
                .map(|node| {
                    let cell = node.cells.first().expect("a node has a cell");
                    Node::new(cell, node.digit, node.on)
                })
                .collect();
            chain_through(&nodes)
        })
        .collect();
    step
}

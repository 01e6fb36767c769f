//! Simple colouring (human profile): for one digit, the houses where it has
//! exactly two places (conjugate pairs) link cells that cannot both hold
//! it nor both miss it; colouring each connected group of such cells with
//! two colours, one colour is all true and the other all false.
//!
//! - *Colour wrap*: two cells of one colour see each other, so that colour
//!   is false: the digit leaves every cell of it.
//! - *Colour trap*: a cell outside the group seeing both colours loses the
//!   digit.
//!
//! Valued 4.5 (SE finds these as X-cycles at 6.5 and up, but people spot
//! them early); digits ascending, groups from their first cell, wraps
//! before traps.

use crate::digits::Digits;

use super::board::{Board, Candidate};
use super::cellset::{CellSet, HOUSES, PEERS};
use super::step::{Chain, Link, LinkKind, Node, Step};
use super::technique::Technique;

/// The first colour wrap or trap.
pub fn simple_colouring(board: &Board) -> Option<Step> {
    for digit in 1..=9u8 {
        let places = board.places(digit);
        let mut done = CellSet::EMPTY;
        for start in places.iter() {
            if done.contains(start) {
                continue;
            }
            let (colours, links) = colour_group(board, digit, start);
            done |= colours[0] | colours[1];
            if colours[1].is_empty() {
                continue;
            }
            if let Some(step) = wrap_or_trap(board, digit, colours, &links) {
                return Some(step);
            }
        }
    }
    None
}

/// Two-colours the conjugate-pair group of `start`; also returns its links.
fn colour_group(board: &Board, digit: u8, start: usize) -> ([CellSet; 2], Vec<(usize, usize)>) {
    let mut colours = [CellSet::single(start), CellSet::EMPTY];
    let mut links = Vec::new();
    let mut queue = vec![(start, 0usize)];
    while let Some((cell, colour)) = queue.pop() {
        for &house in &super::cellset::houses_of(cell) {
            let pair = board.places(digit) & HOUSES[house];
            if pair.len() != 2 {
                continue;
            }
            let other = (pair - CellSet::single(cell)).first().expect("two places");
            if (colours[0] | colours[1]).contains(other) {
                continue;
            }
            colours[1 - colour].insert(other);
            links.push((cell, other));
            queue.push((other, 1 - colour));
        }
    }
    (colours, links)
}

fn wrap_or_trap(
    board: &Board,
    digit: u8,
    colours: [CellSet; 2],
    links: &[(usize, usize)],
) -> Option<Step> {
    for colour in 0..2 {
        let wrapped = colours[colour]
            .iter()
            .any(|c| PEERS[c].intersects(colours[colour]));
        if wrapped {
            let step =
                Step::new(Technique::SimpleColouring).eliminate_in(board, colours[colour], digit);
            return Some(finish(step, digit, colours, links));
        }
    }
    let seen = |cells: CellSet| cells.iter().fold(CellSet::EMPTY, |s, c| s | PEERS[c]);
    let victims =
        (seen(colours[0]) & seen(colours[1]) & board.places(digit)) - colours[0] - colours[1];
    if victims.is_empty() {
        return None;
    }
    let step = Step::new(Technique::SimpleColouring).eliminate_in(board, victims, digit);
    Some(finish(step, digit, colours, links))
}

fn finish(mut step: Step, digit: u8, colours: [CellSet; 2], links: &[(usize, usize)]) -> Step {
    step.digits = Digits::single(digit);
    step.highlights.candidates = colours[0]
        .iter()
        .map(|c| Candidate::new(c, digit))
        .collect();
    step.highlights.extra = colours[1]
        .iter()
        .map(|c| Candidate::new(c, digit))
        .collect();
    step.highlights.cells = (colours[0] | colours[1]).iter().map(|c| c as u8).collect();
    for &(a, b) in links {
        step.highlights.chains.push(Chain {
            links: vec![Link {
                from: Node::candidate(a, digit, false),
                to: Node::candidate(b, digit, true),
                kind: LinkKind::Strong,
            }],
        });
    }
    step
}

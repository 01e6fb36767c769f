//! A step's explanation in English, generated from its data: "Naked pair
//! 3/7 in row 4 (r4c2, r4c8): 3 and 7 can be removed from r4c5 and r4c6."
//!
//! Cells are named `r4c5`; a group of cells in one row or column is
//! written `r4c58` / `r45c5`; chains as `r1c2=5 → r1c7≠5 → ...`, where
//! `=` means "holds" and `≠` "does not hold".

use std::fmt::Write;

use crate::digits::Digits;
use crate::logic::rules::house_name;
use crate::units::{cell_name, col_of, row_of};

use super::board::Candidate;
use super::cellset::CellSet;
use super::step::{Chain, Node, Step};
use super::technique::{Family, Technique};

impl Step {
    /// One paragraph saying what the step sees and what follows.
    pub fn explanation(&self) -> String {
        let pattern = pattern(self);
        let conclusion = conclusion(self);
        format!("{}: {pattern}{conclusion}", self.name())
    }
}

/// `r4c2, r4c8`.
fn cells(list: impl IntoIterator<Item = usize>) -> String {
    list.into_iter()
        .map(cell_name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// `r4c5 and r4c6`, `r1c1, r1c2 and r1c3`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// `3/7`.
fn slashed(digits: Digits) -> String {
    digits
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("/")
}

/// A group of cells: `r4c5`, `r4c58` (one row), `r45c5` (one column), or a list.
pub fn group_name(group: CellSet) -> String {
    let list: Vec<usize> = group.iter().collect();
    if list.len() == 1 {
        return cell_name(list[0]);
    }
    let same_row = list.iter().all(|&c| row_of(c) == row_of(list[0]));
    let same_col = list.iter().all(|&c| col_of(c) == col_of(list[0]));
    if same_row {
        let cols: String = list.iter().map(|&c| (col_of(c) + 1).to_string()).collect();
        format!("r{}c{cols}", row_of(list[0]) + 1)
    } else if same_col {
        let rows: String = list.iter().map(|&c| (row_of(c) + 1).to_string()).collect();
        format!("r{rows}c{}", col_of(list[0]) + 1)
    } else {
        format!("({})", cells(list))
    }
}

/// `r1c2=5` or `r1c2≠5`.
pub fn node_name(node: &Node) -> String {
    let relation = if node.on { "=" } else { "≠" };
    format!("{}{relation}{}", group_name(node.cells), node.digit)
}

/// `r1c2=5 → r1c7≠5 → r4c7=5`.
pub fn chain_text(chain: &Chain) -> String {
    chain
        .nodes()
        .iter()
        .map(node_name)
        .collect::<Vec<_>>()
        .join(" → ")
}

fn houses(step: &Step) -> Vec<String> {
    step.highlights
        .houses
        .iter()
        .map(|&h| house_name(usize::from(h)))
        .collect()
}

fn pattern_cells(step: &Step) -> String {
    cells(step.highlights.cells.iter().map(|&c| usize::from(c)))
}

/// What the step sees, ending with a colon or a comma before the conclusion.
fn pattern(step: &Step) -> String {
    let digit = step.digits.first().unwrap_or(0);
    let houses = houses(step);
    let house = houses.first().cloned().unwrap_or_default();
    match step.technique {
        Technique::FullHouse => format!("{} is the last open cell of {house}", pattern_cells(step)),
        Technique::HiddenSingleBox | Technique::HiddenSingleRow | Technique::HiddenSingleColumn => {
            format!("in {house}, {digit} has one place left")
        }
        Technique::NakedSingle => format!("{} has one candidate left", pattern_cells(step)),
        Technique::Pointing | Technique::Claiming => format!(
            "in {house}, {digit} lies only in {} ({})",
            houses.get(1).cloned().unwrap_or_default(),
            cells(step.highlights.candidates.iter().map(|c| c.cell()))
        ),
        Technique::DirectPointing | Technique::DirectClaiming => format!(
            "in {house}, {digit} lies only in {}, so it leaves the rest of it, and then in {} it has one place left",
            houses.get(1).cloned().unwrap_or_default(),
            houses.get(2).cloned().unwrap_or_default()
        ),
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => format!(
            "{} in {house} ({}) hold only these digits between them",
            slashed(step.digits),
            pattern_cells(step)
        ),
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => format!(
            "{} in {house} can only go in {}, so those cells hold them",
            slashed(step.digits),
            pattern_cells(step)
        ),
        Technique::DirectHiddenPair | Technique::DirectHiddenTriple => format!(
            "{} in {house} can only go in {}, so those cells lose their other candidates and another digit has one place left",
            slashed(step.digits),
            pattern_cells(step)
        ),
        _ if step.technique.family() == Family::Fish => {
            let half = houses.len() / 2;
            let (base, cover) = houses.split_at(half);
            let fins = step.highlights.extra.iter().map(|c| c.cell()).collect::<Vec<_>>();
            let mut text = format!(
                "in {}, {digit} lies only in {}",
                and_list(base),
                and_list(cover)
            );
            if !fins.is_empty() {
                let _ = write!(text, " apart from the fin {}", cells(fins));
            }
            text.push_str(", one place per line");
            text
        }
        Technique::XYWing | Technique::XYZWing => {
            let wing = |i: usize| {
                step.highlights.cells.get(i).map_or(String::new(), |&c| {
                    let cell = usize::from(c);
                    let digits: Digits = step
                        .highlights
                        .candidates
                        .iter()
                        .filter(|k| k.cell() == cell)
                        .map(|k| k.digit)
                        .collect();
                    format!("{} ({})", cell_name(cell), slashed(digits))
                })
            };
            format!(
                "pivot {} with wings {} and {}: whatever the pivot holds, a wing holds the digit they share",
                wing(0),
                wing(1),
                wing(2)
            )
        }
        Technique::UniqueRectangle1
        | Technique::UniqueRectangle2
        | Technique::UniqueRectangle3
        | Technique::UniqueRectangle4
        | Technique::UniqueLoop1
        | Technique::UniqueLoop2
        | Technique::UniqueLoop3
        | Technique::UniqueLoop4 => format!(
            "the cells {} all hold {}; if the extra candidates of the loop went, they could swap these digits and the puzzle would have two solutions",
            pattern_cells(step),
            slashed(step.digits)
        ),
        Technique::BugType1 | Technique::BugType2 | Technique::BugType3 | Technique::BugType4 => {
            let extras: Vec<String> = step.highlights.extra.iter().map(Candidate::to_string).collect();
            format!(
                "without the extra candidates {}, every open cell would hold two digits and every digit two places per house, which would give two solutions, so one of them is true",
                and_list(&extras)
            )
        }
        Technique::WXYZWing
        | Technique::VWXYZWing
        | Technique::UVWXYZWing
        | Technique::TUVWXYZWing
        | Technique::AlsXz => {
            let restricted: Digits = step.highlights.extra.iter().map(|c| c.digit).collect();
            format!(
                "{} are almost locked sets (each holds one more digit than it has cells; {} in all) and only one of them can hold {}: the other is locked, so each digit they share otherwise is in one of them",
                pattern_cells(step),
                slashed(step.digits),
                slashed(restricted)
            )
        }
        Technique::AlignedPairExclusion | Technique::AlignedTripleExclusion => {
            let excluders: CellSet = step.highlights.extra.iter().map(|c| c.cell()).collect();
            format!(
                "every way to fill {} either repeats a digit they both see or takes every candidate of {}",
                pattern_cells(step),
                cells(excluders.iter())
            )
        }
        Technique::WWing => {
            let names: Vec<String> = step.highlights.cells.iter().map(|&c| cell_name(usize::from(c))).collect();
            let link = step.highlights.extra.first().map_or(0, |c| c.digit);
            format!(
                "{} and {} both hold {}, and {link} has only two places in {house}, {} and {}, each seeing one of them: one of the two cells is not {link}, so it holds the other digit",
                names.first().cloned().unwrap_or_default(),
                names.get(1).cloned().unwrap_or_default(),
                slashed(step.digits),
                names.get(2).cloned().unwrap_or_default(),
                names.get(3).cloned().unwrap_or_default(),
            )
        }
        Technique::SimpleColouring => {
            let colour = |list: &[Candidate]| cells(list.iter().map(|c| c.cell()));
            format!(
                "the houses where {digit} has two places colour its places in two colours, one all true and the other all false: {} against {}",
                colour(&step.highlights.candidates),
                colour(&step.highlights.extra)
            )
        }
        Technique::Guess => "no technique applies (the puzzle has several solutions), so a digit of one solution is placed".to_string(),
        _ => chain_pattern(step),
    }
}

/// The chains of a chaining step, each numbered when there are several.
fn chain_pattern(step: &Step) -> String {
    let chains: Vec<String> = step.highlights.chains.iter().map(chain_text).collect();
    let first = step.highlights.chains.first().and_then(|c| c.links.first());
    let start = first.map_or(String::new(), |link| node_name(&link.from));
    let end = step
        .highlights
        .chains
        .first()
        .and_then(|c| c.links.last())
        .map_or(String::new(), |link| node_name(&link.to));
    let lead = match step.technique {
        Technique::DynamicContradictionChains | Technique::NishioForcingChain => {
            format!("assuming {start} makes a candidate both true and false")
        }
        Technique::DynamicDoubleForcingChains => {
            format!("{start} and its negation both lead to {end}")
        }
        Technique::CellForcingChains | Technique::DynamicCellForcingChains => {
            let cell = first.map_or(String::new(), |link| group_name(link.from.cells));
            format!("every candidate of {cell} leads to {end}")
        }
        Technique::RegionForcingChains | Technique::DynamicRegionForcingChains => {
            let digit = first.map_or(0, |link| link.from.digit);
            let house = step
                .highlights
                .houses
                .first()
                .map_or(String::new(), |&h| house_name(usize::from(h)));
            format!("every place of {digit} in {house} leads to {end}")
        }
        Technique::XCycle | Technique::YCycle | Technique::XYCycle => {
            "the loop alternates strong and weak links, so each weak link has a true end"
                .to_string()
        }
        Technique::ForcingXChain | Technique::ForcingXYChain => {
            format!("assuming {start} leads to {end}")
        }
        _ => "whichever end of the chain is false, the other is true".to_string(),
    };
    let mut text = lead;
    for (index, chain) in chains.iter().enumerate() {
        if chains.len() > 1 {
            let _ = write!(text, "; ({}) {chain}", index + 1);
        } else {
            let _ = write!(text, ": {chain}");
        }
    }
    text
}

/// What follows: the digits placed and the candidates removed.
fn conclusion(step: &Step) -> String {
    let mut parts = Vec::new();
    for placement in &step.placements {
        parts.push(format!(
            "{} must be {}",
            cell_name(placement.cell()),
            placement.digit
        ));
    }
    let mut digits: Vec<u8> = step.eliminations.iter().map(|c| c.digit).collect();
    digits.sort_unstable();
    digits.dedup();
    // Digits removed from the same cells are named together.
    let mut groups: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    for digit in digits {
        let victims: Vec<String> = step
            .eliminations
            .iter()
            .filter(|c| c.digit == digit)
            .map(|c| cell_name(c.cell()))
            .collect();
        match groups.iter_mut().find(|(cells, _)| *cells == victims) {
            Some((_, names)) => names.push(digit.to_string()),
            None => groups.push((victims, vec![digit.to_string()])),
        }
    }
    for (victims, names) in groups {
        parts.push(format!(
            "{} can be removed from {}",
            and_list(&names),
            and_list(&victims)
        ));
    }
    if parts.is_empty() {
        return ".".to_string();
    }
    format!(", so {}.", and_list(&parts))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::board::Candidate;

    #[test]
    fn naked_pair_reads_as_in_the_issue() {
        let mut step = Step::new(Technique::NakedPair);
        step.digits = [3, 7].into_iter().collect();
        step.highlights.houses.push(3);
        step.highlights.cells = vec![28, 34];
        step.eliminations = vec![
            Candidate::new(31, 3),
            Candidate::new(32, 3),
            Candidate::new(31, 7),
            Candidate::new(32, 7),
        ];
        assert_eq!(
            step.explanation(),
            "Naked Pair: 3/7 in row 4 (r4c2, r4c8) hold only these digits between them, \
             so 3 and 7 can be removed from r4c5 and r4c6."
        );
    }

    #[test]
    fn groups_and_chains_are_compact() {
        let row = CellSet::single(6) | CellSet::single(7);
        assert_eq!(group_name(row), "r1c78");
        let col = CellSet::single(0) | CellSet::single(9);
        assert_eq!(group_name(col), "r12c1");
        let chain = Chain::through(&[Node::candidate(1, 5, true), Node::candidate(6, 5, false)]);
        assert_eq!(chain_text(&chain), "r1c2=5 → r1c7≠5");
    }
}

//! The rules that tie two cells (thermometers, minimum and maximum cells,
//! kropki dots, XV, negative constraints, whisper, renban, entropic and
//! palindrome lines, clones, indexers), read between the two: a digit of
//! one cell that no candidate of the other allows goes. A thermometer
//! ties every two of its cells, so its bounds come out of the pairs
//! directly (the third cell up from a bulb is at least 3 above it).
//! Anti-knight, anti-king and non-consecutive pairs are peers and
//! neighbours, read by the other techniques.

use super::board::{digits, Board};
use super::step::{digits_of, Cand, Step};
use super::text::digit_list;
use crate::logic::Technique;
use crate::shape::Relation;

/// The technique that reads `relation`, or `None` for the pairs other
/// techniques read.
fn technique(relation: Relation) -> Option<Technique> {
    Some(match relation {
        Relation::Differ | Relation::NotConsecutive => return None,
        Relation::Below(_) | Relation::Above(_) => Technique::ThermometerOrder,
        Relation::Difference(_) | Relation::Ratio(_) => Technique::DotPair,
        Relation::Sum(_) => Technique::XvPair,
        Relation::NotDifference(_) | Relation::NotRatio(_) | Relation::NotSum(_) => {
            Technique::NegativeConstraint
        }
        Relation::Apart(_) | Relation::Within(_) | Relation::OtherClass(_) | Relation::Equal => {
            Technique::LinePair
        }
        Relation::Indexes(..) => Technique::IndexerPair,
    })
}

/// The digits of an open `cell` with no partner in `other` under
/// `relation` (read from `cell` to `other`).
fn unsupported<const W: usize>(
    board: &Board<W>,
    cell: usize,
    other: usize,
    relation: Relation,
) -> u64 {
    let theirs = board.mark(other);
    digits(board.candidates(cell))
        .filter(|&digit| !digits(theirs).any(|partner| relation.allows(digit, partner)))
        .fold(0, |mask, digit| mask | 1 << (digit - 1))
}

/// What the rules of `technique` are called, for a step that reads them.
fn rule_noun(technique: Technique) -> &'static str {
    match technique {
        Technique::ThermometerOrder => "thermometer (or minimum or maximum cell)",
        Technique::DotPair => "kropki dots",
        Technique::XvPair => "X and V",
        Technique::NegativeConstraint => "missing dot, X or V (negative constraint)",
        Technique::IndexerPair => "indexer",
        _ => "line (whisper, renban, entropic, palindrome) or clone",
    }
}

/// The first rule that leaves a candidate without a partner in a cell it
/// ties it to, read whole: every pair of the same kind of rule connected
/// to that pair through their cells (a thermometer, a line, a chain of
/// dots) is read on the same board, and the step removes what each pair
/// leaves without a partner. A negative constraint is read one pair at a
/// time (it ties every pair without a mark).
pub fn rule_pair<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    let pairs = &layout.shape.constraints().pairs;
    let gone_at = |index: usize| -> Vec<Cand> {
        let (first, second, relation) = pairs[index];
        let (first, second) = (usize::from(first), usize::from(second));
        [
            (first, second, relation),
            (second, first, relation.reversed()),
        ]
        .into_iter()
        .flat_map(|(cell, other, read)| {
            digits(unsupported(board, cell, other, read)).map(move |digit| Cand::new(cell, digit))
        })
        .collect()
    };
    let (start, technique) = pairs
        .iter()
        .enumerate()
        .find_map(|(index, &(.., relation))| {
            let technique = technique(relation)?;
            (!gone_at(index).is_empty()).then_some((index, technique))
        })?;
    let mut members = vec![start];
    if technique != Technique::NegativeConstraint {
        let mut cells: Vec<u16> = vec![pairs[start].0, pairs[start].1];
        let mut grown = true;
        while grown {
            grown = false;
            for (index, &(a, b, relation)) in pairs.iter().enumerate() {
                let joins = cells.contains(&a) || cells.contains(&b);
                if joins
                    && !members.contains(&index)
                    && self::technique(relation) == Some(technique)
                {
                    members.push(index);
                    for cell in [a, b] {
                        if !cells.contains(&cell) {
                            cells.push(cell);
                        }
                    }
                    grown = true;
                }
            }
        }
    }
    let mut eliminations: Vec<Cand> = members.iter().flat_map(|&index| gone_at(index)).collect();
    eliminations.sort_unstable();
    eliminations.dedup();
    let mut step = Step::new(technique);
    let mut cells: Vec<u16> = members
        .iter()
        .flat_map(|&index| [pairs[index].0, pairs[index].1])
        .collect();
    cells.sort_unstable();
    cells.dedup();
    step.candidates = cells
        .iter()
        .flat_map(|&cell| {
            digits(board.mark(usize::from(cell)))
                .map(move |digit| Cand::new(usize::from(cell), digit))
        })
        .filter(|cand| !eliminations.contains(cand))
        .collect();
    step.digits = digits_of(&eliminations);
    let name = |cell: usize| layout.geometry().cell_name(cell);
    step.detail = if let [index] = members[..] {
        let (first, second, relation) = pairs[index];
        let (first, second) = (usize::from(first), usize::from(second));
        format!(
            "{}, and with the candidates left ({} in {}, {} in {}) some digits have no partner",
            relation_words(relation, &name(first), &name(second)),
            digit_list(board.mark(first)),
            name(first),
            digit_list(board.mark(second)),
            name(second),
        )
    } else {
        let names: Vec<String> = cells.iter().map(|&cell| name(usize::from(cell))).collect();
        format!(
            "the {} through {}: each digit removed has no partner left in a cell the rule ties it to",
            rule_noun(technique),
            super::text::and_list(&names),
        )
    };
    step.cells = cells;
    step.eliminations = eliminations;
    Some(step)
}

/// What `relation` says of the digit in `a` and the digit in `b`.
pub fn relation_words(relation: Relation, a: &str, b: &str) -> String {
    match relation {
        Relation::Differ => format!("{a} and {b} differ"),
        Relation::NotConsecutive => format!("{a} and {b} are not consecutive"),
        Relation::Below(0) => format!("{a} is not above {b} (slow thermometer)"),
        Relation::Below(k) => format!("{a} is at least {k} below {b} (thermometer or minimum)"),
        Relation::Above(0) => format!("{a} is not below {b} (slow thermometer)"),
        Relation::Above(k) => format!("{a} is at least {k} above {b} (thermometer or maximum)"),
        Relation::Equal => format!("{a} and {b} hold the same digit (palindrome or clone)"),
        Relation::Difference(1) => format!("{a} and {b} are consecutive (white dot)"),
        Relation::Difference(k) => format!("{a} and {b} are {k} apart (white dot)"),
        Relation::NotDifference(1) => {
            format!("{a} and {b} have no white dot between them, so they are not consecutive")
        }
        Relation::NotDifference(k) => format!("{a} and {b} are not {k} apart (no dot)"),
        Relation::Ratio(k) => format!("one of {a} and {b} is {k} times the other (black dot)"),
        Relation::NotRatio(k) => {
            format!("{a} and {b} have no black dot between them, so neither is {k} times the other")
        }
        Relation::Sum(10) => format!("{a} and {b} add up to 10 (X)"),
        Relation::Sum(5) => format!("{a} and {b} add up to 5 (V)"),
        Relation::Sum(k) => format!("{a} and {b} add up to {k}"),
        Relation::NotSum(k) => {
            format!("{a} and {b} have no X or V between them, so they do not add up to {k}")
        }
        Relation::Apart(k) => format!("{a} and {b} are at least {k} apart (German whisper)"),
        Relation::Within(k) => format!("{a} and {b} are at most {k} apart (one renban line)"),
        Relation::OtherClass(k) => format!(
            "{a} and {b} hold digits of different groups of {k} (entropic line: low, middle, high)"
        ),
        Relation::Indexes(when, then) => format!(
            "{a} holds {} exactly when {b} holds {} (indexer)",
            super::text::symbol(when),
            super::text::symbol(then)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;
    use crate::units::CELLS;

    #[test]
    fn a_thermometer_is_read_whole_from_the_bulb_up() {
        let board = board_of::<2>(&format!("{};thermo=0.1.2", ".".repeat(CELLS)));
        let step = rule_pair(&board).expect("bounds");
        assert_eq!(step.technique, Technique::ThermometerOrder);
        // The bulb is at least 2 below r1c3 (not 8 or 9), r1c2 between
        // them (not 1 or 9), r1c3 at least 2 above the bulb (not 1 or 2).
        assert_eq!(step.cells, vec![0, 1, 2]);
        let gone: Vec<(u16, u8)> = step
            .eliminations
            .iter()
            .map(|c| (c.cell, c.digit))
            .collect();
        assert_eq!(gone, vec![(0, 8), (0, 9), (1, 1), (1, 9), (2, 1), (2, 2)]);
        assert!(
            step.detail.starts_with("the thermometer"),
            "{}",
            step.detail
        );
    }

    #[test]
    fn a_white_dot_leaves_a_digit_without_a_consecutive_partner() {
        let mut board = board_of::<2>(&format!("{};white=0.1", ".".repeat(CELLS)));
        for digit in 3..=9 {
            board.eliminate(1, digit);
        }
        let step = rule_pair(&board).expect("the dot");
        assert_eq!(step.technique, Technique::DotPair);
        let gone: Vec<u8> = step.eliminations.iter().map(|cand| cand.digit).collect();
        assert_eq!(gone, vec![4, 5, 6, 7, 8, 9], "r1c2 holds 1 or 2");
        assert!(
            step.detail
                .starts_with("r1c1 and r1c2 are consecutive (white dot)"),
            "{}",
            step.detail
        );
    }

    #[test]
    fn a_placed_digit_takes_what_its_rules_ban_from_the_cells_they_tie() {
        let board = board_of::<2>(&format!(".5{};white=0.1", ".".repeat(CELLS - 2)));
        let left: Vec<u8> = digits(board.candidates(0)).collect();
        assert_eq!(left, vec![4, 6], "beside a 5 over a white dot");
    }
}

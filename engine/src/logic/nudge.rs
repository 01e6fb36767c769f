//! A step's nudge: the technique and where to look, without the answer
//! ("Look for a naked pair in row 4."), the first level of a hint.

use crate::logic::rules::house_name;
use crate::units::{box_of, col_of, row_of};

use super::step::Step;
use super::technique::Technique;

impl Step {
    /// "Look for a naked pair in row 4." The place is the pattern's first
    /// house, else the one row, column or box holding all its cells (a
    /// single cell is only placed in its box, so the nudge does not give
    /// the answer away); a pattern spread over the board names its digit.
    pub fn nudge(&self) -> String {
        let digit = self.digits.single_digit().map(|d| char::from(b'0' + d));
        nudge_words(
            self.technique,
            &self.name(),
            self.nudge_place().as_deref(),
            digit,
        )
    }

    /// Where the pattern lies, as a unit's name.
    fn nudge_place(&self) -> Option<String> {
        if let Some(&house) = self.highlights.houses.first() {
            return Some(house_name(usize::from(house)));
        }
        let mut cells: Vec<usize> = self
            .highlights
            .cells
            .iter()
            .map(|&c| usize::from(c))
            .collect();
        if cells.is_empty() {
            cells.extend(self.highlights.candidates.iter().map(|c| c.cell()));
        }
        if cells.is_empty() {
            cells.extend(self.placements.iter().map(|c| c.cell()));
        }
        let first = *cells.first()?;
        let all = |unit: fn(usize) -> usize| cells.iter().all(|&c| unit(c) == unit(first));
        if cells.len() > 1 && all(row_of) {
            Some(house_name(row_of(first)))
        } else if cells.len() > 1 && all(col_of) {
            Some(house_name(9 + col_of(first)))
        } else if all(box_of) {
            Some(house_name(18 + box_of(first)))
        } else {
            None
        }
    }
}

/// A nudge in words for a step of `technique` (called `name`, with SE's
/// nesting suffix) found in `place` or on `digit`: what to look for in
/// plain English where the technique's name alone says little ("Look for a
/// digit whose places in box 1 all lie in one row or column."), else the
/// name with its article ("Look for a naked pair in row 4.", "Look for
/// dynamic contradiction forcing chains."). Shared by the classic solver
/// and the solver of every shape.
pub fn nudge_words(
    technique: Technique,
    name: &str,
    place: Option<&str>,
    digit: Option<char>,
) -> String {
    let in_place = place.map_or(String::new(), |place| format!(" in {place}"));
    let described = match technique {
        Technique::FullHouse => Some(format!("the last open cell{in_place}")),
        Technique::HiddenSingleBox
        | Technique::HiddenSingleRow
        | Technique::HiddenSingleColumn
        | Technique::HiddenSingleRegion
        | Technique::HiddenSingleExtra => {
            Some(format!("a digit with only one place left{in_place}"))
        }
        Technique::NakedSingle => Some(format!("a cell with only one candidate left{in_place}")),
        Technique::Pointing => Some(format!(
            "a digit whose places{in_place} all lie in one row or column"
        )),
        Technique::Claiming => Some(format!("a digit whose places{in_place} all lie in one box")),
        Technique::ExtraHouseLocking => Some(format!(
            "a digit whose places{in_place} all lie in one other house"
        )),
        Technique::GeneralizedIntersection => Some(format!(
            "a digit whose places{in_place} all see one more cell"
        )),
        Technique::DirectPointing | Technique::DirectClaiming => Some(format!(
            "a digit whose places{in_place} line up in another house, leaving a hidden single"
        )),
        Technique::DirectHiddenPair | Technique::DirectHiddenTriple => Some(format!(
            "digits that share their places{in_place}, leaving a hidden single"
        )),
        Technique::CageCombination => Some(format!("what the sum allows{in_place}")),
        Technique::CageHouseLocking => Some(format!(
            "a digit locked between a cage and a house{in_place}"
        )),
        Technique::InniesOuties => Some(format!(
            "cells{in_place} that the cages inside leave to add up to a known sum"
        )),
        Technique::InnieOutieDifference => Some(format!(
            "cells{in_place} whose sum, less that of cells sticking out, the house total fixes"
        )),
        Technique::HouseCombinations => {
            Some(format!("how the cages{in_place} share out its digits"))
        }
        Technique::NcForcingCell => Some(format!(
            "a cell{in_place} whose candidates keep some digits from its neighbours"
        )),
        Technique::NcLocked => Some(format!(
            "a digit whose places{in_place} all sit beside one cell"
        )),
        Technique::RenbanWindows => Some(format!(
            "a renban line{in_place} whose cells can fill only some runs of digits"
        )),
        Technique::TiedNeighbours => Some(match place {
            Some(place) => format!(
                "a candidate that, through the cells its rules tie it to, would leave {place} no way to be filled"
            ),
            None => "a candidate that, through the cells its rules tie it to, would leave a house no way to be filled".to_string(),
        }),
        _ => None,
    };
    if let Some(described) = described {
        return format!("Look for {described}.");
    }
    let technique_words = lowercase_words(name);
    let plural = name.contains("Chains") || name.ends_with("Outies");
    let article = match (
        plural,
        technique_words
            .chars()
            .next()
            .map(|c| c.to_ascii_lowercase()),
    ) {
        (true, _) => "",
        (false, Some('a' | 'e' | 'i' | 'o' | 'u' | 'x')) => "an ",
        _ => "a ",
    };
    match (place, digit) {
        (Some(place), _) => format!("Look for {article}{technique_words} in {place}."),
        (None, Some(digit)) => format!("Look for {article}{technique_words} on digit {digit}."),
        (None, None) => format!("Look for {article}{technique_words}."),
    }
}

/// "Naked Pair" → "naked pair"; names such as "XY-Wing", "BUG" and "ALS-XZ"
/// keep their capitals.
pub fn lowercase_words(name: &str) -> String {
    name.split(' ')
        .map(|word| {
            let mut letters = word.chars().filter(|c| c.is_alphabetic());
            let is_acronym = letters.clone().count() > 1 && letters.all(|c| c.is_uppercase())
                || word.chars().skip(1).any(|c| c.is_uppercase());
            if is_acronym {
                word.to_string()
            } else {
                word.to_lowercase()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::logic::{next_step, Board, Options, Profile};

    #[test]
    fn nudges_read_as_english() {
        assert_eq!(
            nudge_words(Technique::Pointing, "Pointing", Some("box 1"), Some('4')),
            "Look for a digit whose places in box 1 all lie in one row or column."
        );
        assert_eq!(
            nudge_words(Technique::NakedPair, "Naked Pair", Some("row 4"), None),
            "Look for a naked pair in row 4."
        );
        assert_eq!(
            nudge_words(Technique::XWing, "X-Wing", None, Some('5')),
            "Look for an X-Wing on digit 5."
        );
        assert_eq!(
            nudge_words(
                Technique::DynamicContradictionChains,
                "Dynamic Contradiction Forcing Chains (+)",
                None,
                None
            ),
            "Look for dynamic contradiction forcing chains (+)."
        );
        assert_eq!(
            nudge_words(
                Technique::HiddenSingleBox,
                "Hidden Single (box)",
                Some("box 2"),
                None
            ),
            "Look for a digit with only one place left in box 2."
        );
    }

    #[test]
    fn names_keep_acronyms_and_lose_title_case() {
        assert_eq!(lowercase_words("Naked Pair"), "naked pair");
        assert_eq!(lowercase_words("XY-Wing"), "XY-Wing");
        assert_eq!(lowercase_words("BUG+1"), "BUG+1");
        assert_eq!(lowercase_words("Hidden Single"), "hidden single");
    }

    #[test]
    fn the_first_hint_of_a_puzzle_names_a_technique_and_a_house_not_the_cell() {
        let puzzle = parse_puzzle(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let step = next_step(
            &Board::new(&puzzle),
            &Profile::HUMAN,
            Options { unique: true },
        )
        .unwrap();
        let nudge = step.nudge();
        assert!(nudge.starts_with("Look for a "), "{nudge}");
        assert!(
            !nudge.contains("a pointing") && !nudge.contains("a claiming"),
            "{nudge}"
        );
        assert!(
            ["in row ", "in column ", "in box "]
                .iter()
                .any(|place| nudge.contains(place)),
            "{nudge}"
        );
        for placed in &step.placements {
            let cell = crate::units::cell_name(placed.cell());
            assert!(!nudge.contains(&cell), "{nudge} gives away {cell}");
        }
    }
}

//! A step's nudge: the technique and where to look, without the answer
//! ("Look for a naked pair in row 4."), the first level of a hint.

use crate::units::{box_of, col_of, row_of, unit_name};

use super::step::Step;

impl Step {
    /// "Look for a naked pair in row 4." The place is the pattern's first
    /// house, else the one row, column or box holding all its cells (a
    /// single cell is only placed in its box, so the nudge does not give
    /// the answer away); a pattern spread over the board names its digit.
    pub fn nudge(&self) -> String {
        let name = self.name();
        let article = match name.chars().next().map(|c| c.to_ascii_lowercase()) {
            Some('a' | 'e' | 'i' | 'o' | 'u' | 'x') => "an",
            _ => "a",
        };
        let technique = lowercase_words(&name);
        match self.nudge_place() {
            Some(place) => format!("Look for {article} {technique} in {place}."),
            None => match self.digits.single_digit() {
                Some(digit) => format!("Look for {article} {technique} on digit {digit}."),
                None => format!("Look for {article} {technique}."),
            },
        }
    }

    /// Where the pattern lies, as a unit's name.
    fn nudge_place(&self) -> Option<String> {
        if let Some(&house) = self.highlights.houses.first() {
            return Some(unit_name(usize::from(house)));
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
            Some(unit_name(row_of(first)))
        } else if cells.len() > 1 && all(col_of) {
            Some(unit_name(9 + col_of(first)))
        } else if all(box_of) {
            Some(unit_name(18 + box_of(first)))
        } else {
            None
        }
    }
}

/// "Naked Pair" → "naked pair"; names such as "XY-Wing", "BUG" and "ALS-XZ"
/// keep their capitals.
fn lowercase_words(name: &str) -> String {
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
    use crate::logic::{next_step, Board, Options, Profile};
    use crate::parse_puzzle;

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

//! A step in words, with the names of the board's layout: "Naked Pair:
//! r10c2 and r10c8 hold only 3 and A between them in row 10, so 3 and A
//! can be removed from r10c5." and its nudge, "Look for a naked pair in
//! row 10."

use super::layout::Layout;
use super::step::{Cand, Link, Step};
use crate::logic::{nudge_words, Family, Technique};
use crate::shape::symbols::Alphabet;

/// A digit as the grid writes it: 1-9, then A-Z.
pub fn symbol(digit: u8) -> char {
    Alphabet::Standard.symbol(digit)
}

/// `3, 5 and A`.
pub(super) fn digit_list(mask: u64) -> String {
    let list: Vec<String> = super::board::digits(mask)
        .map(|d| symbol(d).to_string())
        .collect();
    and_list(&list)
}

/// `a, b and c`.
pub(super) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

impl Step {
    /// One paragraph: what the step sees, then what follows.
    pub fn explanation<const W: usize>(&self, layout: &Layout<W>) -> String {
        format!(
            "{}: {}{}",
            self.name(),
            self.pattern(layout),
            self.conclusion(layout)
        )
    }

    /// "Look for a naked pair in row 4." The place is the pattern's first
    /// house (every house of innies and outies, which read them as one
    /// region) or cage, else the row, column or box holding all its cells
    /// (a single cell is only placed in its box).
    pub fn nudge<const W: usize>(&self, layout: &Layout<W>) -> String {
        let digit =
            (self.digits.count_ones() == 1).then(|| symbol(self.digits.trailing_zeros() as u8 + 1));
        nudge_words(
            self.technique,
            &self.name(),
            self.nudge_place(layout).as_deref(),
            digit,
        )
    }

    fn nudge_place<const W: usize>(&self, layout: &Layout<W>) -> Option<String> {
        let region = matches!(
            self.technique,
            Technique::InniesOuties | Technique::InnieOutieDifference
        );
        if region && !self.houses.is_empty() {
            let names: Vec<String> = self
                .houses
                .iter()
                .map(|&house| layout.houses[usize::from(house)].name.clone())
                .collect();
            return Some(and_list(&names));
        }
        if let Some(&house) = self.houses.first() {
            return Some(layout.houses[usize::from(house)].name.clone());
        }
        if let Some(&cage) = self.cages.first() {
            return Some(layout.cages[usize::from(cage)].name.clone());
        }
        let mut cells: Vec<usize> = self.cells.iter().map(|&c| usize::from(c)).collect();
        if cells.is_empty() {
            cells.extend(self.placements.iter().map(|c| c.cell()));
        }
        let first = *cells.first()?;
        let common: Vec<usize> = layout.houses_of[first]
            .iter()
            .map(|&h| usize::from(h))
            .filter(|&h| cells.iter().all(|&c| layout.houses[h].set.contains(c)))
            .collect();
        let pick = |kind| common.iter().find(|&&h| layout.houses[h].kind == kind);
        use super::layout::HouseKind;
        let house = if cells.len() == 1 {
            pick(HouseKind::Box)
        } else {
            pick(HouseKind::Row)
                .or_else(|| pick(HouseKind::Column))
                .or_else(|| pick(HouseKind::Box))
        };
        house.map(|&h| layout.houses[h].name.clone())
    }

    fn pattern<const W: usize>(&self, layout: &Layout<W>) -> String {
        let cell = |c: u16| layout.geometry().cell_name(usize::from(c));
        let cells = |list: &[u16]| and_list(&list.iter().map(|&c| cell(c)).collect::<Vec<_>>());
        let house = |index: usize| {
            self.houses
                .get(index)
                .map(|&h| layout.houses[usize::from(h)].name.clone())
                .unwrap_or_default()
        };
        let where_ = if self.houses.is_empty() {
            self.cages
                .first()
                .map(|&c| layout.cages[usize::from(c)].name.clone())
                .unwrap_or_default()
        } else {
            house(0)
        };
        let digit = symbol(self.digits.trailing_zeros() as u8 + 1);
        if !self.detail.is_empty() && self.chains.is_empty() {
            return self.detail.clone();
        }
        match self.technique {
            Technique::FullHouse => format!(
                "{} is the last open cell of {}",
                cells(&self.cells),
                house(0)
            ),
            Technique::NakedSingle => {
                format!("{} has {digit} as its only candidate", cells(&self.cells))
            }
            t if t.family() == Family::Singles => {
                format!(
                    "{} is the only place for {digit} in {}",
                    cells(&self.cells),
                    house(0)
                )
            }
            Technique::Pointing | Technique::Claiming | Technique::ExtraHouseLocking => format!(
                "in {}, {digit} can only go in {}, all in {}",
                house(0),
                cells(&self.cells),
                house(1)
            ),
            Technique::GeneralizedIntersection | Technique::NcLocked => format!(
                "in {}, {digit} can only go in {}",
                house(0),
                cells(&self.cells)
            ),
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => format!(
                "{} hold only {} between them in {where_}",
                cells(&self.cells),
                digit_list(self.digits)
            ),
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => format!(
                "in {}, {} can only go in {}",
                house(0),
                digit_list(self.digits),
                cells(&self.cells)
            ),
            t if t.family() == Family::Fish => {
                let half = self.houses.len() / 2;
                let names =
                    |range: std::ops::Range<usize>| and_list(&range.map(house).collect::<Vec<_>>());
                let fins: Vec<u16> = self.extra.iter().map(|cand| cand.cell).collect();
                let fins = match fins.len() {
                    0 => String::new(),
                    1 => format!(" or the fin {}", cells(&fins)),
                    _ => format!(" or the fins {}", cells(&fins)),
                };
                format!(
                    "in {}, {digit} can only go in {}{fins}",
                    names(0..half),
                    names(half..self.houses.len())
                )
            }
            Technique::XYWing | Technique::XYZWing => {
                let z = self.candidates.first().map_or('?', |c| symbol(c.digit));
                format!(
                    "pivot {} with pincers {} and {}: one of them holds {z}",
                    cell(self.cells[0]),
                    cell(self.cells[1]),
                    cell(self.cells[2])
                )
            }
            Technique::WXYZWing
            | Technique::VWXYZWing
            | Technique::UVWXYZWing
            | Technique::TUVWXYZWing => {
                let set = &self.cells[1..];
                let set_digits = self
                    .candidates
                    .iter()
                    .chain(&self.extra)
                    .filter(|c| set.contains(&c.cell))
                    .fold(0u64, |mask, c| mask | 1 << (c.digit - 1));
                format!(
                    "{} hold only {} between them, and {} holds two of them; it sees every one of them holding {}, so the two cannot share it",
                    cells(set),
                    digit_list(set_digits),
                    cell(self.cells[0]),
                    digit_list(self.digits)
                )
            }
            Technique::NcForcingCell => format!(
                "{} holds {}, and whichever it is, some digits cannot sit beside it",
                cells(&self.cells),
                digit_list(self.digits)
            ),
            _ => {
                let chains: Vec<String> = self
                    .chains
                    .iter()
                    .map(|links| chain_text(layout, links))
                    .collect();
                let lead = if self.detail.is_empty() {
                    String::new()
                } else {
                    format!("{}: ", self.detail)
                };
                format!("{lead}{}{}", chains.join("; "), self.ending)
            }
        }
    }

    fn conclusion<const W: usize>(&self, layout: &Layout<W>) -> String {
        let cell = |c: usize| layout.geometry().cell_name(c);
        let mut parts = Vec::new();
        for placed in &self.placements {
            parts.push(format!(
                "{} is {}",
                cell(placed.cell()),
                symbol(placed.digit)
            ));
        }
        let mut by_digit: Vec<(u8, Vec<String>)> = Vec::new();
        for removed in &self.eliminations {
            match by_digit.iter_mut().find(|(d, _)| *d == removed.digit) {
                Some((_, cells)) => cells.push(cell(removed.cell())),
                None => by_digit.push((removed.digit, vec![cell(removed.cell())])),
            }
        }
        // Digits removed from the same cells go together: "3, 4 and 5 can
        // be removed from r1c1 and r1c2".
        let mut by_cells: Vec<(Vec<String>, Vec<String>)> = Vec::new();
        for (digit, cells) in by_digit {
            match by_cells.iter_mut().find(|(same, _)| *same == cells) {
                Some((_, digits)) => digits.push(symbol(digit).to_string()),
                None => by_cells.push((cells, vec![symbol(digit).to_string()])),
            }
        }
        for (cells, digits) in by_cells {
            parts.push(format!(
                "{} can be removed from {}",
                and_list(&digits),
                and_list(&cells)
            ));
        }
        if parts.is_empty() {
            ".".into()
        } else {
            format!(", so {}.", and_list(&parts))
        }
    }
}

/// `8 from r1c4 and 1 from r2c4`: each removal, its digit and cell.
pub(super) fn removal_list<const W: usize>(layout: &Layout<W>, removals: &[Cand]) -> String {
    let each: Vec<String> = removals
        .iter()
        .map(|cand| {
            format!(
                "{} from {}",
                symbol(cand.digit),
                layout.geometry().cell_name(cand.cell())
            )
        })
        .collect();
    and_list(&each)
}

/// `r1c2=5 → r1c7≠5 → r4c7=5`.
pub fn chain_text<const W: usize>(layout: &Layout<W>, links: &[Link]) -> String {
    let node = |cell: u16, digit: u8, on: bool| {
        format!(
            "{}{}{}",
            layout.geometry().cell_name(usize::from(cell)),
            if on { "=" } else { "≠" },
            symbol(digit)
        )
    };
    let mut parts: Vec<String> = links
        .first()
        .map(|l| node(l.from.cell, l.from.digit, l.from.on))
        .into_iter()
        .collect();
    parts.extend(links.iter().map(|l| node(l.to.cell, l.to.digit, l.to.on)));
    parts.join(" → ")
}

/// The candidates of a step, for tests and logs: `5r4c7`.
pub fn cand_name<const W: usize>(layout: &Layout<W>, cand: Cand) -> String {
    format!(
        "{}{}",
        symbol(cand.digit),
        layout.geometry().cell_name(cand.cell())
    )
}

//! Tied neighbours: a candidate read with every cell a rule ties it to at
//! once (dots, XV and their absence, thermometers, lines, clones,
//! indexers, and small killer cages, arrows and little killers). Were the
//! cell to hold the digit, each tied cell could only keep the digits its
//! rules allow beside it (and not the digit itself where the two see each
//! other; in a sum, the digits some way of making it gives the cell), and
//! a tied cell left one digit restricts the cells tied to it in turn;
//! when a house or cage holding such a cell could then not be filled (a
//! cell without a candidate, a digit without a place, two cells left one
//! digit), the digit goes. A cell between two
//! white dots in one column, its partners both left with only 4 by a
//! missing V, cannot be 3: the rule pairs read one tie at a time and keep
//! 3, since each partner alone could be 4.

use super::board::{digits, Board};
use super::cages::open_part;
use super::step::{Cand, Step};
use super::sum_combinations::combinations;
use super::sums::cage_possible;
use super::text::{and_list, digit_list, symbol};
use crate::logic::Technique;

/// How many ties a chain of cells left one digit follows from the
/// assumed one.
const MAX_HOPS: usize = 3;

/// The most open cells a cage or sum may have to be read under the
/// assumption (its combinations are searched once per candidate).
const MAX_SUM_CELLS: usize = 5;

/// The cells the rules restrict were `cell` to hold `digit`, each with the
/// digits it could keep, in the order found: the cells tied to it (and the
/// cells of its small cages and sums), then, from each left one digit,
/// the cells tied to that one, up to [`MAX_HOPS`] ties away.
fn restricted<const W: usize>(board: &Board<W>, cell: usize, digit: u8) -> Vec<(usize, u64)> {
    let mut assumed = Assumed {
        board,
        found: Vec::new(),
        singles: vec![(cell, digit, 0)],
    };
    let mut next = 0;
    while let Some(&single) = assumed.singles.get(next) {
        next += 1;
        assumed.read_ties(single);
        assumed.read_cages(single);
        assumed.read_sums(single);
    }
    assumed.found
}

/// An assumption followed through the rules: the cells restricted so far
/// and the cells left one digit, each with the ties followed to it.
struct Assumed<'a, const W: usize> {
    board: &'a Board<W>,
    found: Vec<(usize, u64)>,
    singles: Vec<(usize, u8, usize)>,
}

impl<const W: usize> Assumed<'_, W> {
    /// What `cell` could hold so far.
    fn mark(&self, cell: usize) -> u64 {
        if let Some(&(_, digit, _)) = self.singles.iter().find(|(its, ..)| *its == cell) {
            return 1 << (digit - 1);
        }
        match self.found.iter().find(|(its, _)| *its == cell) {
            Some(&(_, kept)) => kept,
            None => self.board.mark(cell),
        }
    }

    /// Keeps only `allowed` in `other`, `hops` ties from the assumption.
    fn narrow(&mut self, other: usize, allowed: u64, hops: usize) {
        let (start, _, _) = self.singles[0];
        if self.board.value(other) != 0 || other == start {
            return;
        }
        let known = self.found.iter().position(|&(seen, _)| seen == other);
        let before = known.map_or(self.board.candidates(other), |at| self.found[at].1);
        let kept = before & allowed;
        if kept == before {
            return;
        }
        match known {
            Some(at) => self.found[at].1 = kept,
            None => self.found.push((other, kept)),
        }
        if kept.count_ones() == 1 && hops < MAX_HOPS {
            self.singles
                .push((other, kept.trailing_zeros() as u8 + 1, hops));
        }
    }

    fn read_ties(&mut self, (from, its, hops): (usize, u8, usize)) {
        let layout = self.board.layout();
        for &(other, relation) in &layout.ties[from] {
            let other = usize::from(other);
            let differs = if layout.sees(from, other) {
                1 << (its - 1)
            } else {
                0
            };
            self.narrow(other, !(relation.banned(its) | differs), hops + 1);
        }
    }

    /// The killer cages of `from`, their other cells read by the sum left.
    fn read_cages(&mut self, (from, _, hops): (usize, u8, usize)) {
        let layout = self.board.layout();
        for &cage in &layout.cages_of[from] {
            let Some((open, left)) = open_part(self.board, usize::from(cage)) else {
                continue;
            };
            if open.len() > MAX_SUM_CELLS {
                continue;
            }
            let masks: Vec<u64> = open.iter().map(|&cell| self.mark(cell)).collect();
            let possible = cage_possible(&masks, left, self.board.size());
            for (&cell, &allowed) in open.iter().zip(&possible) {
                self.narrow(cell, allowed, hops + 1);
            }
        }
    }

    /// The arrows and little killers through `from`, their other cells
    /// read by the ways of making the total.
    fn read_sums(&mut self, (from, _, hops): (usize, u8, usize)) {
        let constraints = self.board.layout().shape.constraints();
        for sum in &constraints.sums {
            if !sum.terms.iter().any(|&(cell, _)| usize::from(cell) == from) {
                continue;
            }
            let open = sum
                .terms
                .iter()
                .filter(|&&(cell, _)| self.board.value(usize::from(cell)) == 0)
                .count();
            if open > MAX_SUM_CELLS {
                continue;
            }
            let masks: Vec<u64> = sum
                .terms
                .iter()
                .map(|&(cell, _)| self.mark(usize::from(cell)))
                .collect();
            let Some(possible) = combinations(self.board, sum, &masks) else {
                continue;
            };
            for (&(cell, _), &allowed) in sum.terms.iter().zip(&possible) {
                self.narrow(usize::from(cell), allowed, hops + 1);
            }
        }
    }
}

/// True when the cells (their digits as masks) can hold different digits:
/// a matching of cells to digits, grown by augmenting paths.
fn fillable(masks: &[u64]) -> bool {
    fn place(cell: usize, masks: &[u64], owner: &mut [Option<usize>; 64], tried: &mut u64) -> bool {
        for digit in digits(masks[cell]) {
            let bit = 1u64 << (digit - 1);
            if *tried & bit != 0 {
                continue;
            }
            *tried |= bit;
            let slot = usize::from(digit - 1);
            let free = match owner[slot] {
                None => true,
                Some(holder) => place(holder, masks, owner, tried),
            };
            if free {
                owner[slot] = Some(cell);
                return true;
            }
        }
        false
    }
    let mut owner = [None; 64];
    (0..masks.len()).all(|cell| place(cell, masks, &mut owner, &mut 0))
}

/// The first candidate whose tied cells would leave a house or cage
/// unfillable were the cell to hold it.
pub fn tied_neighbours<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    for cell in board.open().iter() {
        for digit in digits(board.candidates(cell)) {
            let tied = restricted(board, cell, digit);
            let assumed = Cand::new(cell, digit);
            let singles: Vec<(usize, u64)> = std::iter::once((cell, 1u64 << (digit - 1)))
                .chain(tied.iter().copied())
                .filter(|(_, mask)| mask.count_ones() == 1)
                .collect();
            let mark = |other: usize| -> u64 {
                if other == cell {
                    return 1 << (digit - 1);
                }
                if let Some(&(_, kept)) = tied.iter().find(|(its, _)| *its == other) {
                    return kept;
                }
                singles
                    .iter()
                    .filter(|&&(single, _)| layout.sees(single, other))
                    .fold(board.candidates(other), |mask, &(_, bit)| mask & !bit)
            };
            let mut groups: Vec<Group> = Vec::new();
            for &(other, _) in &tied {
                let houses = layout.houses_of[other]
                    .iter()
                    .map(|&house| Group::House(house));
                let cages = layout.cages_of[other].iter().map(|&cage| Group::Cage(cage));
                for group in houses.chain(cages) {
                    if !groups.contains(&group) {
                        groups.push(group);
                    }
                }
            }
            for group in groups {
                let (name, set) = match group {
                    Group::House(house) => {
                        let info = &layout.houses[usize::from(house)];
                        (&info.name, info.set)
                    }
                    Group::Cage(cage) => {
                        let info = &layout.cages[usize::from(cage)];
                        (&info.name, info.set)
                    }
                };
                let open: Vec<usize> = board.open_in(&set).iter().collect();
                let masks: Vec<u64> = open.iter().map(|&c| mark(c)).collect();
                if fillable(&masks) {
                    continue;
                }
                let broken = Broken {
                    name,
                    open: &open,
                    masks: &masks,
                    group,
                };
                return Some(step(board, assumed, &tied, &broken));
            }
        }
    }
    None
}

/// A house or cage, by its index in the layout.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Group {
    House(u16),
    Cage(u16),
}

/// A house or cage that could not be filled under the assumption: its
/// open cells and what each could keep.
struct Broken<'a> {
    name: &'a str,
    open: &'a [usize],
    masks: &'a [u64],
    group: Group,
}

impl Broken<'_> {
    /// How it breaks: a cell left no candidate, a digit left no place (a
    /// house), or too few digits for its cells.
    fn words<const W: usize>(&self, board: &Board<W>, tied: &[(usize, u64)]) -> String {
        let name = |cell: usize| board.layout().geometry().cell_name(cell);
        if let Some(at) = self.masks.iter().position(|&mask| mask == 0) {
            return format!("{} would have no candidate left", name(self.open[at]));
        }
        let needed = self
            .open
            .iter()
            .fold(0u64, |all, &cell| all | board.candidates(cell));
        let kept = self.masks.iter().fold(0u64, |all, &mask| all | mask);
        if let Some(digit) = digits(needed & !kept)
            .next()
            .filter(|_| matches!(self.group, Group::House(_)))
        {
            return format!("{} would have no place in {}", symbol(digit), self.name);
        }
        let tied: Vec<usize> = (0..self.open.len())
            .filter(|&at| tied.iter().any(|&(cell, _)| cell == self.open[at]))
            .collect();
        let masks: Vec<u64> = tied.iter().map(|&at| self.masks[at]).collect();
        if tied.len() >= 2 && !fillable(&masks) {
            let names: Vec<String> = tied.iter().map(|&at| name(self.open[at])).collect();
            return format!(
                "{}, all in {}, could not hold different digits",
                and_list(&names),
                self.name
            );
        }
        format!(
            "the open cells of {} could not all hold different digits",
            self.name
        )
    }
}

fn step<const W: usize>(
    board: &Board<W>,
    gone: Cand,
    tied: &[(usize, u64)],
    broken: &Broken,
) -> Step {
    let name = |cell: usize| board.layout().geometry().cell_name(cell);
    let each: Vec<String> = tied
        .iter()
        .map(|&(cell, mask)| match mask {
            0 => format!("{} nothing", name(cell)),
            _ => format!("{} only {}", name(cell), digit_list(mask)),
        })
        .collect();
    let mut step = Step::new(Technique::TiedNeighbours);
    step.cells = std::iter::once(gone.cell)
        .chain(tied.iter().map(|&(cell, _)| cell as u16))
        .collect();
    step.candidates = tied
        .iter()
        .flat_map(|&(cell, mask)| digits(mask).map(move |digit| Cand::new(cell, digit)))
        .collect();
    step.digits = 1 << (gone.digit - 1);
    step.detail = format!(
        "were {} {}, the rules tying cells to it would leave {}, and {}",
        name(gone.cell()),
        symbol(gone.digit),
        and_list(&each),
        broken.words(board, tied),
    );
    match broken.group {
        Group::House(house) => step.houses.push(house),
        Group::Cage(cage) => step.cages.push(cage),
    }
    step.eliminations = vec![gone];
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;
    use crate::units::CELLS;

    #[test]
    fn fillable_is_a_matching_of_cells_to_digits() {
        assert!(fillable(&[0b011, 0b110, 0b101]));
        assert!(!fillable(&[0b010, 0b010]));
        assert!(!fillable(&[0b011, 0b011, 0b011]));
        assert!(fillable(&[0b001, 0b011, 0b111]));
    }

    /// r2c1 sits between two white dots in column 1 (to r1c1 and r3c1):
    /// were it 1, both partners could only be 2, and they see each other.
    /// The dots read one at a time keep 1 (each partner alone can be 2).
    #[test]
    fn a_cell_whose_tied_cells_in_one_house_cannot_all_differ_loses_the_digit() {
        let board = board_of::<2>(&format!("{};white=0.9;white=9.18", ".".repeat(CELLS)));
        let step = tied_neighbours(&board).expect("a step");
        assert_eq!(step.technique, Technique::TiedNeighbours);
        assert_eq!(
            step.eliminations,
            [Cand::new(9, 1)],
            "were r2c1 1, both partners would be 2"
        );
        assert_eq!(step.houses, [9], "column 1 is what breaks");
        assert!(
            step.nudge(board.layout())
                .contains("would leave column 1 no way"),
            "{}",
            step.nudge(board.layout())
        );
        let words = step.explanation(board.layout());
        assert!(
            words.contains(
                "leave r1c1 only 2 and r3c1 only 2, and r1c1 and r3c1, all in column 1, could not"
            ),
            "{words}"
        );
    }

    /// A black dot joins r1c1 and r1c2, a white one r1c2 and r2c2: were
    /// r1c1 1, r1c2 (2, 4 or 6) would be 2, and r2c2 (5) could not sit
    /// beside it.
    #[test]
    fn a_tied_cell_left_one_digit_restricts_the_cells_tied_to_it() {
        let mut board = board_of::<2>(&format!("{};black=0.1;white=1.10", ".".repeat(CELLS)));
        for digit in [1, 3, 5, 7, 8, 9] {
            board.eliminate(1, digit);
        }
        for digit in (1..=9).filter(|&digit| digit != 5) {
            board.eliminate(10, digit);
        }
        let step = tied_neighbours(&board).expect("a step");
        assert_eq!(step.eliminations, [Cand::new(0, 1)]);
        let words = step.explanation(board.layout());
        assert!(
            words.contains("leave r1c2 only 2 and r2c2 nothing, and r2c2 would have no candidate"),
            "{words}"
        );
    }

    /// A killer cage of 10 on r1c1 and r2c1, and r3c3 holding 3 or 7: were
    /// r1c1 3, r2c1 would be 7, and r3c3 (box 1) would have nothing left.
    #[test]
    fn a_small_cage_is_read_under_the_assumption() {
        let mut board = board_of::<2>(&format!("{};cage=10:0.9", ".".repeat(CELLS)));
        for digit in [1, 2, 4, 5, 6, 8, 9] {
            board.eliminate(20, digit);
        }
        let step = tied_neighbours(&board).expect("a step");
        assert_eq!(step.eliminations, [Cand::new(0, 3)]);
        let words = step.explanation(board.layout());
        assert!(
            words.contains("leave r2c1 only 7, and r3c3 would have no candidate left"),
            "{words}"
        );
    }

    /// A black dot joins r1c1 and r1c2, and row 1 has 1 only there: were
    /// r1c1 3, r1c2 would be 6, and row 1 would have no place for 1.
    #[test]
    fn a_tied_cell_that_takes_a_digits_last_place_in_a_house_counts() {
        let mut board = board_of::<2>(&format!("{};black=0.1", ".".repeat(CELLS)));
        for cell in 2..9 {
            board.eliminate(cell, 1);
        }
        let step = tied_neighbours(&board).expect("a step");
        assert_eq!(step.eliminations, [Cand::new(0, 3)]);
        let words = step.explanation(board.layout());
        assert!(
            words.contains("leave r1c2 only 6, and 1 would have no place in row 1"),
            "{words}"
        );
    }
}

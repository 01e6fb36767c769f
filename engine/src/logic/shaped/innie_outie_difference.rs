//! Innie-outie difference: the rule of 45 with some crossing cages counted
//! whole. One or more houses add up to N(N+1)/2 each; the cages wholly
//! inside take their sums; of each cage crossing the edge, either its cells
//! inside count (innies) or the whole cage does, less its cells outside
//! (outies). So the innies, less the outies, make a known number:
//! walkthroughs of hard killers write "r2c1 + 1 = r3c8 + r4c8". Read with
//! the cells' candidates (and digits differing where cells see each other),
//! it bounds both sides.
//!
//! Pure innies and pure outies are `cages.rs`'s; this takes the mixes of
//! the same regions, with at most [`MAX_LEFT_OVER`] open cells in all.
//! Valued 3.0 for one house, +0.2 a house beyond (our scale: one relation
//! more than innies or outies alone, which take 2.8).

use super::board::{digits, Board};
use super::cages::{cages_by_region, cell_list, every_region, region_cells, MAX_LEFT_OVER};
use super::cells::Cells;
use super::layout::Layout;
use super::step::{Cand, Step};
use super::sum_search::{difference_options, Terms};
use crate::logic::Technique;

/// The first innie-outie difference (over one house, then two and three
/// neighbouring rows, columns or boxes) that removes something.
pub fn innie_outie_difference<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    if !layout.has_sums() {
        return None;
    }
    every_region(layout).find_map(|region| difference_of(board, &region))
}

/// A cage crossing a region's edge: its cells on either side.
struct Crossing<const W: usize> {
    cage: usize,
    sum: u32,
    inside: Cells<W>,
    outside: Cells<W>,
}

/// The mixes of one region, crossing cages counted by their cells inside
/// (innies) or whole (their cells outside, outies).
struct Mixes<'a, const W: usize> {
    board: &'a Board<W>,
    crossing: Vec<Crossing<W>>,
    /// Per crossing cage: its open cells inside and outside.
    open: Vec<(usize, usize)>,
}

impl<const W: usize> Mixes<'_, W> {
    fn open_count(&self, cells: &Cells<W>) -> usize {
        cells.iter().filter(|&c| self.board.value(c) == 0).count()
    }

    /// Calls `found` with each mix (bit `i` set: crossing cage `i` counted
    /// whole) whose open cells number at most [`MAX_LEFT_OVER`], until it
    /// returns true (`uncaged`: the houses' cells in no cage, innies in
    /// every mix).
    fn each(&self, uncaged: &Cells<W>, found: &mut dyn FnMut(u32) -> bool) -> bool {
        fn walk(
            mixes: &[(usize, usize)],
            index: usize,
            open: usize,
            whole: u32,
            found: &mut dyn FnMut(u32) -> bool,
        ) -> bool {
            if open > MAX_LEFT_OVER {
                return false;
            }
            if index == mixes.len() {
                return found(whole);
            }
            let (inside, outside) = mixes[index];
            walk(mixes, index + 1, open + inside, whole, found)
                || walk(mixes, index + 1, open + outside, whole | 1 << index, found)
        }
        walk(&self.open, 0, self.open_count(uncaged), 0, found)
    }

    /// The innies, the outies, and what the innies less the outies make,
    /// of the mix counting the crossing cages in `whole` whole.
    fn relation(&self, uncaged: Cells<W>, total: i64, whole: u32) -> Relation<W> {
        let (mut innies, mut outies, mut difference) = (uncaged, Cells::EMPTY, total);
        for (index, crossing) in self.crossing.iter().enumerate() {
            match whole >> index & 1 {
                1 => {
                    outies |= crossing.outside;
                    difference -= i64::from(crossing.sum);
                }
                _ => innies |= crossing.inside,
            }
        }
        Relation {
            innies,
            outies,
            difference,
        }
    }
}

/// The rule of 45 read over a region: the innies' digits less the outies'
/// make `difference`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relation<const W: usize> {
    pub innies: Cells<W>,
    pub outies: Cells<W>,
    pub difference: i64,
}

impl<const W: usize> Relation<W> {
    /// "the innies r1c1, r2c2 add up to 3 more than the outies r3c3".
    pub fn words(&self, layout: &Layout<W>) -> String {
        relation_words(layout, &self.innies, &self.outies, self.difference)
    }

    /// The open cells of the relation on `board`, and per open cell the
    /// digits some assignment of them allows (none for every cell when the
    /// relation cannot hold).
    ///
    /// # Panics
    ///
    /// When more cells are open than a sum search takes
    /// ([`super::sum_search::MAX_TERMS`]): a relation is made with at most
    /// [`MAX_LEFT_OVER`] open, and a board only loses open cells.
    pub fn allowed(&self, board: &Board<W>) -> (Terms<usize>, Terms<u64>) {
        let mut left = self.difference;
        let mut open = Terms::new();
        let mut subtracted = Terms::new();
        for (cells, minus) in [(&self.innies, false), (&self.outies, true)] {
            for cell in cells.iter() {
                match (board.value(cell), minus) {
                    (0, _) => {
                        open.push(cell);
                        subtracted.push(minus);
                    }
                    (digit, false) => left -= i64::from(digit),
                    (digit, true) => left += i64::from(digit),
                }
            }
        }
        let candidates: Terms<u64> = open.iter().map(|&c| board.candidates(c)).collect();
        let layout = board.layout();
        let possible = difference_options(&candidates, &subtracted, left, &|a, b| {
            layout.sees(open[a], open[b])
        });
        (open, possible)
    }
}

/// Every relation of every region (one house, then two and three
/// neighbouring rows, columns or boxes), pure innies and outies included,
/// with at most [`MAX_LEFT_OVER`] cells open on `board`: what the forcing
/// chains of a killer apply as they go.
pub fn relations<const W: usize>(board: &Board<W>) -> Vec<Relation<W>> {
    let mut out: Vec<Relation<W>> = Vec::new();
    if !board.layout().has_sums() {
        return out;
    }
    for region in every_region(board.layout()) {
        each_mix(board, &region, &mut |mixes, uncaged, total, whole| {
            let relation = mixes.relation(uncaged, total, whole);
            if !out.contains(&relation) {
                out.push(relation);
            }
            false
        });
    }
    out
}

/// Calls `found` with each mix of a region of `houses` (see
/// [`Mixes::each`]), with the region's uncaged cells and its total less the
/// cages inside, until it returns true.
fn each_mix<const W: usize>(
    board: &Board<W>,
    houses: &[usize],
    found: &mut dyn FnMut(&Mixes<W>, Cells<W>, i64, u32) -> bool,
) -> Option<Vec<usize>> {
    let layout = board.layout();
    let set = region_cells(layout, houses)?;
    let (inside, crossing) = cages_by_region(layout, &set)?;
    if crossing.len() > 16 {
        return None;
    }
    let mut covered = Cells::EMPTY;
    let mut total = i64::from(layout.house_total()) * houses.len() as i64;
    for &cage in inside.iter().chain(&crossing) {
        let info = &layout.cages[cage];
        if covered.intersects(&info.set) {
            return None;
        }
        covered |= info.set;
        if inside.contains(&cage) {
            total -= i64::from(info.sum?);
        }
    }
    // Cells of the houses in no cage count as innies in every mix.
    let uncaged = set - covered;
    let mut mixes = Mixes {
        board,
        crossing: crossing
            .iter()
            .map(|&cage| {
                let info = &layout.cages[cage];
                Crossing {
                    cage,
                    sum: info.sum.unwrap_or(0),
                    inside: info.set & set,
                    outside: info.set - set,
                }
            })
            .collect(),
        open: Vec::new(),
    };
    mixes.open = mixes
        .crossing
        .iter()
        .map(|c| (mixes.open_count(&c.inside), mixes.open_count(&c.outside)))
        .collect();
    mixes.each(&uncaged, &mut |whole| found(&mixes, uncaged, total, whole));
    Some(inside)
}

fn difference_of<const W: usize>(board: &Board<W>, houses: &[usize]) -> Option<Step> {
    let mut step = None;
    let inside = each_mix(board, houses, &mut |mixes, uncaged, total, whole| {
        let all = (1u32 << mixes.crossing.len()) - 1;
        // Pure innies (none whole) and pure outies (all whole, no uncaged
        // cell) are `cages.rs`'s.
        if whole == 0 || (whole == all && uncaged.is_empty()) {
            return false;
        }
        step = mix_step(mixes, houses, mixes.relation(uncaged, total, whole), whole);
        step.is_some()
    })?;
    let mut step = step?;
    step.cages = inside
        .iter()
        .map(|&c| c as u16)
        .chain(step.cages.iter().copied())
        .collect();
    Some(step)
}

/// The step of one mix, if it removes something (its cages: those counted
/// whole).
fn mix_step<const W: usize>(
    mixes: &Mixes<W>,
    houses: &[usize],
    relation: Relation<W>,
    whole: u32,
) -> Option<Step> {
    let board = mixes.board;
    let layout = board.layout();
    let (open, possible) = relation.allowed(board);
    let Relation {
        innies,
        outies,
        difference,
    } = relation;
    let mut step =
        Step::new(Technique::InnieOutieDifference).rated(30 + 2 * (houses.len() as u16 - 1));
    for (&cell, &allowed) in open.iter().zip(&possible) {
        for digit in digits(board.candidates(cell) & !allowed) {
            step.eliminations.push(Cand::new(cell, digit));
        }
    }
    if !step.is_useful() {
        return None;
    }
    let whole_cages: Vec<usize> = (0..mixes.crossing.len())
        .filter(|index| whole >> index & 1 == 1)
        .map(|index| mixes.crossing[index].cage)
        .collect();
    step.houses = houses.iter().map(|&h| h as u16).collect();
    step.cages = whole_cages.iter().map(|&c| c as u16).collect();
    step.cells = innies
        .iter()
        .chain(outies.iter())
        .map(|c| c as u16)
        .collect();
    let names: Vec<&str> = houses
        .iter()
        .map(|&h| layout.houses[h].name.as_str())
        .collect();
    let counted: Vec<String> = whole_cages
        .iter()
        .map(|&c| {
            let info = &layout.cages[c];
            format!("{} (sum {})", info.name, info.sum.unwrap_or(0))
        })
        .collect();
    let relation = relation_words(layout, &innies, &outies, difference);
    step.detail = format!(
        "{} add up to {}; counting {} whole, {relation}",
        names.join(" and "),
        layout.house_total() * houses.len() as u32,
        counted.join(" and "),
    );
    Some(step)
}

/// The relation of `innies` less `outies` making `difference`, in words.
fn relation_words<const W: usize>(
    layout: &Layout<W>,
    innies: &Cells<W>,
    outies: &Cells<W>,
    difference: i64,
) -> String {
    let (innie_list, outie_list) = (cell_list(layout, innies), cell_list(layout, outies));
    match difference {
        d if outies.is_empty() => format!("the innies {innie_list} add up to {d}"),
        d if innies.is_empty() => format!("the outies {outie_list} add up to {}", -d),
        0 => format!("the innies {innie_list} add up to the outies {outie_list}"),
        d if d > 0 => {
            format!("the innies {innie_list} add up to {d} more than the outies {outie_list}")
        }
        d => format!(
            "the innies {innie_list} add up to {} less than the outies {outie_list}",
            -d
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::cages::innies_outies;
    use crate::logic::shaped::tests::board_of;

    #[test]
    fn the_chains_relations_hold_on_the_solution_and_include_the_mixes() {
        // An extreme killer of the shared file (its second line): rows 1-2
        // with cage 4 (sum 20) counted whole give r2c1 + 1 = r3c8 + r4c8.
        let line = crate::logic::shaped::tests::shared_line("killer_9x9.txt", 1);
        let board = board_of::<2>(&line);
        let found = relations(&board);
        let (r2c1, r3c8, r4c8) = (9, 25, 34);
        let mixed = Relation {
            innies: [r2c1].into_iter().collect(),
            outies: [r3c8, r4c8].into_iter().collect(),
            difference: -1,
        };
        assert!(found.contains(&mixed), "{} relations", found.len());
        // Every relation holds on the solution.
        let solution: Vec<i64> = line
            .rsplit(',')
            .next()
            .unwrap()
            .bytes()
            .map(|b| i64::from(b - b'0'))
            .collect();
        for relation in &found {
            let add = |cells: &Cells<2>| cells.iter().map(|c| solution[c]).sum::<i64>();
            assert_eq!(
                add(&relation.innies) - add(&relation.outies),
                relation.difference,
                "{relation:?}"
            );
        }
    }

    #[test]
    fn an_innie_is_one_less_than_two_outies() {
        // Row 1: r1c1-r1c7 in cages adding to 30 (so r1c8 + r1c9 = 15);
        // r1c9 sits in a cage of 10 with r2c9 and r3c9. Pure innies and
        // outies are too wide to read; counting that cage whole, r1c8 is 5
        // more than r2c9 + r3c9, which add to 3 at least, so r1c8 is 8 or 9.
        let cages = "cage=3:0.1;cage=7:2.3;cage=20:4.5.6;cage=10:8.17.26";
        let board = board_of::<2>(&format!("{};{cages}", ".".repeat(81)));
        let step = innie_outie_difference(&board).expect("a difference");
        assert_eq!(step.technique, Technique::InnieOutieDifference);
        let kept: Vec<u8> = (1..=9)
            .filter(|&d| !step.eliminations.contains(&Cand::new(7, d)))
            .collect();
        assert_eq!(kept, vec![8, 9], "{}", step.detail);
        assert!(
            step.detail
                .contains("the innies r1c8 add up to 5 more than the outies r2c9, r3c9"),
            "{}",
            step.detail
        );
        // The pure innies (r1c8 + r1c9 = 15) keep 6 to 9 there.
        let innies = innies_outies(&board).expect("innies");
        assert!(!innies.eliminations.contains(&Cand::new(7, 6)));
    }
}

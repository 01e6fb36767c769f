//! SE's multiple and dynamic forcing chains (`getMultipleChainsHintList`):
//! for each cell, each candidate is assumed on and off and followed
//! ([`propagate`]); what the assumptions force is compared:
//!
//! - *contradiction*: assuming a candidate on (off) makes some candidate
//!   both on and off, so it is off (on) (Nishio, and dynamic chains);
//! - *double forcing*: a candidate both on and off imply the same (dynamic
//!   chains, cells of three candidates or more);
//! - *cell forcing*: every candidate of the cell implies the same;
//! - *region forcing*: every place of the digit in a house implies the same.
//!
//! Cells in reading order with three candidates or more (two or more in a
//! dynamic search); digits ascending; for each digit its contradictions,
//! double forcings and region forcings (boxes, rows, columns; a house is
//! searched from its first place only), then the cell's forcings. Values:
//! Nishio 7.5, multiple 8.0, dynamic 8.5, nesting level n 8.5 + 0.5 n; plus
//! length, from the sum of the branches' complexities. SE's kind keys:
//! double forcing 1, cell 5, region 6, contradiction 7.

use crate::logic::board::Board;
use crate::logic::step::{Chain, Step};
use crate::logic::technique::Technique;
use crate::units::CELLS;

use super::hint::{
    chain_step, chain_to, conclusion, rating, rule_parents, Best, NestedHint, SortKey,
};
use super::potential::{is_on, negation, pot, Arena, Cause, Pot, PotSet, POTS};
use super::propagate::{propagate, Mode, Outcome, Scratch};
use crate::logic::rules::cell_in;

/// Which of SE's forcing-chain producers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forcing {
    /// Cell and region forcing chains.
    pub multiple: bool,
    pub mode: Mode,
}

impl Forcing {
    pub const NISHIO: Forcing = Forcing {
        multiple: false,
        mode: Mode {
            dynamic: true,
            nishio: true,
            level: 0,
            inner: 0,
        },
    };
    pub const MULTIPLE: Forcing = Forcing {
        multiple: true,
        mode: Mode {
            dynamic: false,
            nishio: false,
            level: 0,
            inner: 0,
        },
    };

    /// Dynamic forcing chains at nesting `level` (0 plain, 1 "(+)", 2 and
    /// 3 with forcing and multiple forcing chains inside).
    pub const fn dynamic(level: u8) -> Forcing {
        Forcing::nested(level, 0)
    }

    /// Dynamic forcing chains at nesting `level`; at level 4, with dynamic
    /// chains of level `inner` inside.
    pub const fn nested(level: u8, inner: u8) -> Forcing {
        Forcing {
            multiple: true,
            mode: Mode {
                dynamic: true,
                nishio: false,
                level,
                inner,
            },
        }
    }

    /// SE's base value (tenths).
    fn base(self) -> u16 {
        if self.mode.level > 0 {
            85 + 5 * u16::from(self.mode.level)
        } else if self.mode.nishio {
            75
        } else if self.mode.dynamic {
            85
        } else {
            80
        }
    }
}

/// Reusable outcomes and buffers.
struct Work {
    scratch: Scratch,
    /// What each candidate assumed on implies, computed once per board
    /// (a cell's forcings and a house's both need them).
    pool: Vec<Outcome>,
    slot_of: Vec<u32>,
    used: usize,
    off: Outcome,
    seen: PotSet,
}

impl Default for Work {
    fn default() -> Self {
        Work {
            scratch: Scratch::default(),
            pool: Vec::new(),
            slot_of: vec![u32::MAX; POTS],
            used: 0,
            off: Outcome::default(),
            seen: PotSet::default(),
        }
    }
}

impl Work {
    /// Forgets the outcomes of the last board.
    fn reset(&mut self) {
        for slot in &mut self.slot_of {
            *slot = u32::MAX;
        }
        self.used = 0;
    }

    /// The slot of what assuming `on` implies, computing it if needed.
    fn on_outcome(&mut self, board: &Board, on: Pot, mode: Mode) -> usize {
        let known = self.slot_of[usize::from(on)];
        if known != u32::MAX {
            return known as usize;
        }
        if self.used == self.pool.len() {
            self.pool.push(Outcome::default());
        }
        let slot = self.used;
        self.used += 1;
        propagate(board, on, mode, &mut self.scratch, &mut self.pool[slot]);
        self.slot_of[usize::from(on)] = slot as u32;
        slot
    }
}

thread_local! {
    /// Outcomes kept between searches, so their memory is reused.
    static SPARE: std::cell::RefCell<Option<Work>> = const { std::cell::RefCell::new(None) };
}

/// Offers every hint of `forcing` to `best`, in SE's order.
pub fn forcing_chains(board: &Board, forcing: Forcing, best: &mut Best) {
    let mut work = SPARE
        .with(|spare| spare.borrow_mut().take())
        .unwrap_or_default();
    work.reset();
    for cell in 0..CELLS {
        let size = board.count(cell);
        if size > 2 || (size > 1 && forcing.mode.dynamic) {
            cell_chains(board, cell, size, forcing, &mut work, best);
        }
    }
    SPARE.with(|spare| *spare.borrow_mut() = Some(work));
}

fn cell_chains(
    board: &Board,
    cell: usize,
    size: u32,
    forcing: Forcing,
    work: &mut Work,
    best: &mut Best,
) {
    let digits: Vec<u8> = board.candidates(cell).iter().collect();
    let mut slots = Vec::with_capacity(digits.len());
    let contradictions = forcing.mode.dynamic || forcing.mode.nishio;
    let doubles = size >= 3 && !forcing.mode.nishio && forcing.mode.dynamic;
    let base = forcing.base();
    for (slot, &digit) in digits.iter().enumerate() {
        let on_pot = pot(cell, digit, true);
        slots.push(work.on_outcome(board, on_pot, forcing.mode));
        propagate(
            board,
            negation(on_pot),
            forcing.mode,
            &mut work.scratch,
            &mut work.off,
        );
        let (on, off) = (&work.pool[slots[slot]], &work.off);
        if contradictions {
            for (outcome, source) in [(on, on_pot), (off, negation(on_pot))] {
                if let Some((a, b)) = outcome.absurd {
                    let branches = [(&outcome.arena, a), (&outcome.arena, b)];
                    let complexity = Arena::complexity(&branches, &mut work.seen);
                    let key = (rating(base, complexity), complexity, 7);
                    // The assumption is wrong: its negation is the conclusion.
                    report(best, board, key, &branches, negation(source), None, || {
                        let chains = vec![chain_to(&outcome.arena, a), chain_to(&outcome.arena, b)];
                        chain_step(
                            board,
                            contradiction(forcing),
                            key.0,
                            forcing.mode.level,
                            negation(source),
                            chains,
                        )
                    });
                }
            }
        }
        if doubles {
            for index in ons_then_offs(on) {
                let p = on.arena.pot(index);
                let Some(other) = off.instance(p) else {
                    continue;
                };
                if is_on(p) && board.count(crate::logic::chaining::potential::cell_of(p)) < 2 {
                    continue;
                }
                let branches = [(&on.arena, index), (&off.arena, other)];
                let complexity = Arena::complexity(&branches, &mut work.seen);
                let key = (rating(base, complexity), complexity, 1);
                report(best, board, key, &branches, p, None, || {
                    let chains = vec![chain_to(&on.arena, index), chain_to(&off.arena, other)];
                    chain_step(
                        board,
                        Technique::DynamicDoubleForcingChains,
                        key.0,
                        forcing.mode.level,
                        p,
                        chains,
                    )
                });
            }
        }
        if !forcing.mode.nishio {
            region_chains(board, cell, digit, slots[slot], forcing, work, best);
        }
    }
    if forcing.mode.nishio || !(size == 2 || forcing.multiple) {
        return;
    }
    let outcomes: Vec<&Outcome> = slots.iter().map(|&slot| &work.pool[slot]).collect();
    for index in ons_then_offs(outcomes[0]) {
        let p = outcomes[0].arena.pot(index);
        if !outcomes[1..].iter().all(|o| o.contains(p)) || !worth(board, p) {
            continue;
        }
        let branches: Vec<(&Arena, u32)> = outcomes
            .iter()
            .map(|o| (&o.arena, o.instance(p).expect("reached by every branch")))
            .collect();
        let complexity = Arena::complexity(&branches, &mut work.seen);
        let key = (rating(base, complexity), complexity, 5);
        report(best, board, key, &branches, p, Some(Cause::Cell), || {
            let chains: Vec<Chain> = outcomes
                .iter()
                .map(|o| chain_to(&o.arena, o.instance(p).expect("reached")))
                .collect();
            let technique = if forcing.mode.dynamic {
                Technique::DynamicCellForcingChains
            } else {
                Technique::CellForcingChains
            };
            chain_step(board, technique, key.0, forcing.mode.level, p, chains)
        });
    }
}

/// Offers a hint to `best`, or keeps it when `best` collects every hint
/// (a producer nested in a chain).
fn report(
    best: &mut Best,
    board: &Board,
    key: SortKey,
    branches: &[(&Arena, u32)],
    target: Pot,
    root: Option<Cause>,
    build: impl FnOnce() -> Step,
) {
    match best.collector_start() {
        Some(start) => {
            let parents = rule_parents(start, board, branches, root);
            let removals = conclusion(board, target).0;
            best.collect(NestedHint {
                key,
                removals,
                complexity: key.1,
                parents,
            });
        }
        None => best.offer(key, build),
    }
}

/// An outcome's reached "on" potentials, then its "off" ones, each in the
/// order reached (SE iterates its two sets one after the other).
fn ons_then_offs(outcome: &Outcome) -> impl Iterator<Item = u32> + '_ {
    let reached = outcome.reached();
    let on = reached
        .iter()
        .copied()
        .filter(|&i| is_on(outcome.arena.pot(i)));
    let off = reached
        .iter()
        .copied()
        .filter(|&i| !is_on(outcome.arena.pot(i)));
    on.chain(off)
}

/// A conclusion that changes the board: an "on" in a cell with other
/// candidates, or any "off" (offs are only ever reached for candidates).
fn worth(board: &Board, p: Pot) -> bool {
    !is_on(p) || board.count(super::potential::cell_of(p)) > 1
}

fn contradiction(forcing: Forcing) -> Technique {
    if forcing.mode.nishio {
        Technique::NishioForcingChain
    } else {
        Technique::DynamicContradictionChains
    }
}

/// Region forcing chains for `digit` in the houses whose first place is `cell`.
fn region_chains(
    board: &Board,
    cell: usize,
    digit: u8,
    slot: usize,
    forcing: Forcing,
    work: &mut Work,
    best: &mut Best,
) {
    let base = forcing.base();
    for house in board.rules().houses_of(cell) {
        let places = board.places_in_house(house, digit);
        let count = places.count_ones();
        if !(count == 2 || (forcing.multiple && count > 2)) {
            continue;
        }
        if cell_in(house, places.trailing_zeros() as usize) != cell {
            continue;
        }
        // Outcomes of the other places, in house order.
        let others: Vec<usize> = (0..9)
            .filter(|&i| places >> i & 1 != 0)
            .map(|i| cell_in(house, i))
            .filter(|&other| other != cell)
            .collect();
        let slots: Vec<usize> = others
            .iter()
            .map(|&other| work.on_outcome(board, pot(other, digit, true), forcing.mode))
            .collect();
        let mine = &work.pool[slot];
        let theirs: Vec<&Outcome> = slots.iter().map(|&s| &work.pool[s]).collect();
        for index in ons_then_offs(mine) {
            let p = mine.arena.pot(index);
            if !theirs.iter().all(|o| o.contains(p)) || !worth(board, p) {
                continue;
            }
            let mut branches = vec![(&mine.arena, index)];
            branches.extend(
                theirs
                    .iter()
                    .map(|o| (&o.arena, o.instance(p).expect("reached by every branch"))),
            );
            let complexity = Arena::complexity(&branches, &mut work.seen);
            let key = (rating(base, complexity), complexity, 6);
            let root = Some(Cause::House(house as u8));
            report(best, board, key, &branches, p, root, || {
                let mut chains = vec![chain_to(&mine.arena, index)];
                chains.extend(
                    theirs
                        .iter()
                        .map(|o| chain_to(&o.arena, o.instance(p).expect("reached"))),
                );
                let technique = if forcing.mode.dynamic {
                    Technique::DynamicRegionForcingChains
                } else {
                    Technique::RegionForcingChains
                };
                let mut step = chain_step(board, technique, key.0, forcing.mode.level, p, chains);
                step.highlights.houses.push(house as u8);
                step
            });
        }
    }
}

//! Dynamic forcing chains on any shape: assume a candidate true, follow
//! what it forces (a placed digit leaves its cell and every cell that must
//! differ or, under the non-consecutive rule, its neighbours' digits next
//! to it; a cell or house down to one place is placed; a cage keeps what
//! its combinations allow), and
//!
//! - if that ends in a contradiction, the candidate is false; and a
//!   candidate whose removal ends in one is true (contradiction forcing
//!   chains);
//! - if a candidate's truth and its falsehood force the same fact, or
//!   every candidate of a cell, or every place of a digit in a house, the
//!   fact holds (double, cell and region forcing chains).
//!
//! At level 1 (SE's "(+)"), when the singles run dry the propagation also
//! applies the techniques below 3.5 ([`LEVEL_ONE`]: the drawn rules'
//! pairs, sums (by their bounds: their combinations' searches made the
//! shared links' chains 35 times slower) and clues, intersections, pairs,
//! X-wings...). Each fact keeps the fact that forced
//! it, so a step shows the chain from the assumption to its end, and a
//! contradiction what its end broke: a second chain to the other truth of
//! the same candidate, or the cell, house, cage or relation left with no
//! way. In a killer, a cage whose cells change keeps only the candidates
//! its combinations allow, in every chain, and so does each innies/outies
//! relation of the start board (pure or mixed, at most 4 open cells:
//! [`innie_outie_difference::relations`]): with them the chains solve 361
//! of the 399 shared killers instead of 355 (before level 2). A chase
//! checks a cage once per change of its board, and remembers what each
//! state of a cage allows (`cage_memo`): the sums were three quarters of a
//! killer's search. Values and names as SE's dynamic forcing chains: 8.5
//! (9.0 at level 1, "(+)"; 9.5 at level 2, "(+ Forcing Chains)"; 10.0 at
//! level 3, "(+ Multiple Forcing Chains)"; 10.5 at level 4, "(+ Dynamic
//! Forcing Chains)") plus SE's length bonus on the facts of the chain (a
//! contradiction's first).
//!
//! At level 2 (SE's first nesting) a chain whose level-1 techniques run
//! dry runs a whole contradiction chain of level 0 on its board, and
//! follows what that one proves; at level 3, a whole contradiction chain
//! of level 1; at level 4, one of level 0, 1 or 2 (the easiest that
//! finds one, [`inner_levels`]). Only contradictions are
//! sought, and the first found is taken rather than the shortest (cells
//! with the fewest candidates first): the shortest took 80 s on the shared
//! X puzzle, the first 0.5 s.
//! A nested search stops after [`NESTED_BUDGET`] propagations: of the 38
//! shared killers that level 1 leaves stuck, level 2 solves 15 within
//! 150,000 propagations a search (4 to 21 s a puzzle) and 5 more within
//! 800,000 (35 to 294 s); with 5 million and level 3, 3 more (shared
//! lines 2, 4 and 11, in 382 to 465 s; lines 2 and 11 with level-3
//! steps). The 12 left stuck find nothing in their whole level-2 and
//! level-3 searches (33 to 373 s). The first shared 16x16 X needs level
//! 3: level 2 leaves it stuck after 32 steps, level 3 solves it (9
//! level-3 steps, each 240,000 to 880,000 propagations, 6 to 21 s; 4.5
//! min the puzzle).
//! The shared non-consecutive 9x9 needs level 4: levels 2 and 3 find
//! nothing after its first 22 steps; level 4 solves it (9 level-4 steps,
//! with [`DEEP_BUDGET`] of its own; 469 s the puzzle).
//! A search skips an assumption that an earlier one's whole propagation,
//! which broke nothing, already reached ([`mark_harmless`]): the same
//! steps with less work, most where a search tries everything (the
//! non-consecutive 9x9 explained in 170 s, from 440; the two shared
//! 16x16 X rated in 149 and 7 s, from 233 and 10.9). The figures above
//! were measured before it. With it, of the 12 shared killers level 3
//! leaves stuck, level 4 solves lines 3, 47 and 48 (4, 1 and 4 level-4
//! steps; 242, 293 and 329 s; line 3 took 510 s before it); the other 9
//! stay stuck, giving up after 58 to 614 s (lines 12 to 14 took 950 to
//! 960 s with the budget at 250 million).
//! Our choice: SE's level 2 nests its static forcing chains, its level 3
//! its multiple ones and its level 4 its dynamic ones; ours nest the
//! dynamic ones of two levels down, and are named and valued as SE's
//! levels 2 to 4.
//! Tried and dropped (2026-11-28) on that board: level-2 double, cell and
//! region chains (nothing found), a house's every arrangement under the
//! rule (no candidate of the board is left out of all of a row's,
//! column's or box's arrangements), and every placement of each digit
//! kept only where one of each other digit fits beside it (removes
//! candidates, places nothing, and the solver fed them stops as before).

use std::sync::Arc;

use super::board::{digits, Board};
use super::cage_memo::CageMemo;
use super::changes::Changes;
use super::innie_outie_difference::{self, Relation};
use super::layout::Layout;
use super::solver::Finder;
use super::step::{chain_through, Cand, Node, Step};
use super::sums::cage_possible;
use super::text::symbol;
use super::word_hash::WordHashMap;
use crate::logic::chaining::potential::length_bonus;
use crate::logic::Technique;
use crate::shape::Values;

/// No fact yet.
const NONE: u32 = u32::MAX;

/// A candidate made true or false, and the fact that forced it.
#[derive(Clone, Copy, Debug)]
struct Fact {
    cand: Cand,
    on: bool,
    parent: u32,
    /// Facts from the assumption to this one (the assumption is 1).
    depth: u16,
}

/// Propagations (assumptions followed, nested ones included) a nested
/// search may make; one costs 1 to 15 µs at level 2 (a sparse 9x9, a
/// 16x16, a killer with its cages) and 10 to 25 µs at level 3. What the
/// hardest shared puzzles need: the first shared 16x16 X up to 3.9
/// million at level 2 (4 s) and 880,000 at level 3 (21 s), the harder
/// one 475,000, the shared killers up to 1.4 million; since harmless
/// assumptions are skipped ([`mark_harmless`]), the first 16x16 X up to
/// 1.4 million at level 2 and 265,000 at level 3. A search that finds
/// nothing spends it all, or ends sooner when it has tried everything (a
/// stuck killer's level-2 and level-3 searches: about 0.8 million).
pub const NESTED_BUDGET: u64 = 5_000_000;

/// Propagations a level-4 search may make (nested ones included). Where
/// level 3 finds nothing, the shared non-consecutive 9x9's 9 level-4 steps
/// take 0.8 to 15.2 million each (1 to 30 s), killer line 3's 4 steps 2.2
/// to 4.1 million (with [`inner_levels`] and [`mark_harmless`]; before
/// them, 15 to 161 million and 26 to 33, with 250 million allowed). A
/// search that finds nothing spends it all (about 6 minutes on a killer:
/// stuck line 12 gives up after 390 s, from 950 s with 250 million) or
/// ends sooner when it has tried everything.
pub const DEEP_BUDGET: u64 = 40_000_000;

/// Propagations between two looks at the layout's deadline.
const DEADLINE_EVERY: u64 = 256;

/// What a level-1 chain applies when its singles run dry: the techniques
/// below 3.5 that are not singles (cage combinations are in every chain),
/// looked for only where the chain changed the board when none applies on
/// the board it started from (the harder shared X 16x16's rating 4.4 s ->
/// 3.1 s, the same steps).
const LEVEL_ONE: &[Finder] = &[
    Finder::RulePairs,
    Finder::SumBounds,
    Finder::ClueReading,
    Finder::NcForcingCell,
    Finder::NcLocked,
    Finder::Intersections,
    Finder::GeneralizedIntersection,
    Finder::NakedSets(2),
    Finder::Fish(2),
    Finder::HiddenSets(2),
];

/// Why a chase's board broke: what its last fact left impossible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Break {
    /// The last fact's candidate was also made the opposite.
    Both,
    /// The cell has no candidate left.
    NoCandidate(usize),
    /// The digit has no place left in the house.
    NoPlace { house: usize, digit: u8 },
    /// The cage's open cells can no longer make its sum.
    Cage(usize),
    /// The innies/outies relation (by its number) can no longer hold.
    Relation(usize),
}

/// What following an assumption led to, kept for the double, cell and
/// region forcing chains, which compare several.
struct Outcome {
    facts: Vec<Fact>,
    /// The fact that broke the board, when it broke.
    broken: Option<u32>,
    /// Each fact's number by its candidate and truth.
    index: WordHashMap<(Cand, bool), u32>,
}

impl Outcome {
    /// The outcome of `facts`, indexed (the first of each), for
    /// [`Outcome::find`].
    fn indexed(facts: Vec<Fact>, broken: Option<u32>) -> Outcome {
        let mut index = WordHashMap::default();
        for (id, fact) in facts.iter().enumerate() {
            index.entry((fact.cand, fact.on)).or_insert(id as u32);
        }
        Outcome {
            facts,
            broken,
            index,
        }
    }

    /// The fact making `cand` true (`on`) or false, if any.
    fn find(&self, cand: Cand, on: bool) -> Option<u32> {
        self.index.get(&(cand, on)).copied()
    }
}

/// The facts from the assumption to `fact`.
fn path_to(facts: &[Fact], fact: u32) -> Vec<Fact> {
    let mut path = Vec::new();
    let mut current = fact;
    while current != NONE {
        let f = facts[current as usize];
        path.push(f);
        current = f.parent;
    }
    path.reverse();
    path
}

/// In [`Chase::known`], a fact known in every assumption.
const ALWAYS: u16 = u16::MAX;

/// A propagation under way: the board as the facts leave it, the facts in
/// the order found, and which candidate-truths are known (each fact is
/// kept once; a candidate both true and false breaks the board). One chase
/// serves every assumption of a search: [`Chase::restart`] copies the
/// board back without allocating.
struct Chase<const W: usize> {
    layout: Arc<Layout<W>>,
    work: Board<W>,
    facts: Vec<Fact>,
    /// Per candidate and truth ((cell * N + digit - 1) * 2 + on), the
    /// assumption it was last known in: known in this one at `assumption`
    /// or above. [`ALWAYS`] marks the facts known before any assumption,
    /// every placed digit true (its cell's other digits are gone already).
    /// A new assumption is a new number: nothing to clear (but once every
    /// 65,534 assumptions, when the numbers run out).
    known: Vec<u16>,
    assumption: u16,
    /// The candidates a placement removes, reused from fact to fact.
    removed: Vec<Cand>,
    /// The board every assumption starts from.
    start: Board<W>,
    /// Whether no [`LEVEL_ONE`] technique applies on `start`, once asked.
    quiet: Option<bool>,
    /// In a killer, the innies/outies relations of `start` (see
    /// [`innie_outie_difference::relations`]), applied as cages are.
    relations: Vec<Relation<W>>,
    /// Per cell, the relations it is in.
    relations_of: Vec<Vec<u32>>,
    /// Bumped at each change of the chase's board: a cage or relation
    /// checked at the current version has nothing new to give (a
    /// placement's removals all reach its cage on the same board).
    version: u64,
    /// Per cage, then per relation, the version it was last checked at.
    cage_checked: Vec<u64>,
    relation_checked: Vec<u64>,
    /// What a cage's sum allows its open cells, by what is left to make
    /// and their candidates (whichever cage).
    cage_memo: CageMemo,
    /// Why the board broke, when the chase last returned a broken fact.
    why: Break,
}

impl<const W: usize> Chase<W> {
    fn new(board: &Board<W>) -> Chase<W> {
        let layout = Arc::clone(board.layout_arc());
        let mut chase = Chase {
            known: vec![0; layout.cells * board.size() * 2],
            assumption: 1,
            work: board.clone(),
            facts: Vec::new(),
            removed: Vec::new(),
            start: board.clone(),
            quiet: None,
            relations: innie_outie_difference::relations(board),
            relations_of: vec![Vec::new(); layout.cells],
            version: 1,
            cage_checked: vec![0; layout.cages.len()],
            relation_checked: Vec::new(),
            cage_memo: CageMemo::default(),
            why: Break::Both,
            layout,
        };
        chase.relation_checked = vec![0; chase.relations.len()];
        for (index, relation) in chase.relations.iter().enumerate() {
            for cell in relation.innies.iter().chain(relation.outies.iter()) {
                chase.relations_of[cell].push(index as u32);
            }
        }
        for cell in 0..chase.layout.cells {
            let value = board.value(cell);
            if value != 0 {
                let key = chase.key(Cand::new(cell, value), true);
                chase.known[key] = ALWAYS;
            }
        }
        chase
    }

    /// Back to the start board, no fact known.
    fn restart(&mut self) {
        self.work.copy_from(&self.start);
        self.assumption += 1;
        if self.assumption == ALWAYS {
            for known in self.known.iter_mut().filter(|known| **known != ALWAYS) {
                *known = 0;
            }
            self.assumption = 1;
        }
        self.facts.clear();
        self.version += 1;
    }

    /// The next [`LEVEL_ONE`] step on the chase's board. When none applies
    /// on the start board (as when every easier technique has found
    /// nothing there), one can only be about what the chase changed, and
    /// is looked for there only ([`Finder::find_since`]).
    fn level_one_step(&mut self) -> Option<Step> {
        let start = &self.start;
        let quiet = *self
            .quiet
            .get_or_insert_with(|| LEVEL_ONE.iter().all(|finder| finder.find(start).is_none()));
        if !quiet {
            return LEVEL_ONE.iter().find_map(|finder| finder.find(&self.work));
        }
        let changes = Changes::between(&self.work, start);
        LEVEL_ONE
            .iter()
            .find_map(|finder| finder.find_since(&self.work, &changes))
    }

    fn key(&self, cand: Cand, on: bool) -> usize {
        (cand.cell() * self.work.size() + usize::from(cand.digit) - 1) * 2 + usize::from(on)
    }

    /// Adds a fact unless it is known; Err with its number when its
    /// opposite is known (the board breaks).
    fn push(&mut self, cand: Cand, on: bool, parent: u32, depth: u16) -> Result<(), u32> {
        let key = self.key(cand, on);
        if self.known[key] >= self.assumption {
            return Ok(());
        }
        self.known[key] = self.assumption;
        self.facts.push(Fact {
            cand,
            on,
            parent,
            depth,
        });
        if self.known[key ^ 1] >= self.assumption {
            return Err(self.broke(self.facts.len() as u32 - 1, Break::Both));
        }
        Ok(())
    }

    /// `fact`, the one that broke the board, noting `why`.
    fn broke(&mut self, fact: u32, why: Break) -> u32 {
        self.why = why;
        fact
    }

    /// Pushes every candidate of `removed` false; Err where the board broke.
    fn push_removed(&mut self, parent: u32, depth: u16) -> Result<(), u32> {
        let removed = std::mem::take(&mut self.removed);
        let pushed = removed
            .iter()
            .try_for_each(|&cand| self.push(cand, false, parent, depth));
        self.removed = removed;
        pushed
    }
}

/// Follows the assumption `cand` is `on` from the chase's start board, no
/// further than facts `max_depth` deep (a longer chain is not wanted).
/// The facts are left in the chase; the fact that broke the board, if one
/// did.
fn follow<const W: usize>(
    chase: &mut Chase<W>,
    cand: Cand,
    on: bool,
    level: u8,
    max_depth: u16,
    budget: &mut u64,
) -> Option<u32> {
    *budget = budget.saturating_sub(1);
    // The facts of the last assumption go first: a search cut short below
    // finds none, never another assumption's.
    chase.restart();
    // Past the layout's deadline the budget is spent: every search ends.
    if budget.is_multiple_of(DEADLINE_EVERY) && chase.layout.past_deadline() {
        *budget = 0;
        return None;
    }
    chase
        .push(cand, on, NONE, 1)
        .err()
        .or_else(|| run(chase, level, max_depth, budget))
}

/// Runs the chase to its end; the fact that broke the board, if one did.
fn run<const W: usize>(
    chase: &mut Chase<W>,
    level: u8,
    max_depth: u16,
    budget: &mut u64,
) -> Option<u32> {
    let layout = Arc::clone(&chase.layout);
    let mut next = 0usize;
    loop {
        while next < chase.facts.len() {
            let fact = chase.facts[next];
            let id = next as u32;
            next += 1;
            if fact.depth > max_depth {
                return None;
            }
            let cell = fact.cand.cell();
            let digit = fact.cand.digit;
            let depth = fact.depth + 1;
            if fact.on {
                if chase.work.value(cell) == digit {
                    continue;
                }
                if !chase.work.has(cell, digit) {
                    return Some(chase.broke(id, Break::Both));
                }
                chase.removed.clear();
                let removed = &mut chase.removed;
                chase
                    .work
                    .place_noting(cell, digit, |c, d| removed.push(Cand::new(c, d)));
                chase.version += 1;
                if let Err(broken) = chase.push_removed(id, depth) {
                    return Some(broken);
                }
            } else {
                if chase.work.value(cell) == digit {
                    return Some(chase.broke(id, Break::Both));
                }
                if chase.work.has(cell, digit) {
                    chase.work.eliminate(cell, digit);
                    chase.version += 1;
                }
                if let Err(broken) = consequences(chase, &layout, fact, id) {
                    return Some(broken);
                }
            }
        }
        if level == 0 || chase.work.is_solved() {
            return None;
        }
        // Level 1: the easy techniques that are not singles, one at a time.
        let parent = chase.facts.len() as u32 - 1;
        let depth = chase.facts[parent as usize].depth + 1;
        let step = chase.level_one_step().or_else(|| {
            // Level 2 and up: a whole contradiction chain two levels down
            // inside, the first found.
            (level >= 2)
                .then(|| {
                    let memo = &mut chase.cage_memo;
                    inner_levels(level).find_map(|inner| {
                        contradiction(&chase.work, inner, None, false, budget, memo)
                    })
                })
                .flatten()
        })?;
        for &cand in &step.eliminations {
            if let Err(broken) = chase.push(cand, false, parent, depth) {
                return Some(broken);
            }
        }
        for &cand in &step.placements {
            if let Err(broken) = chase.push(cand, true, parent, depth) {
                return Some(broken);
            }
        }
    }
}

/// The levels of the contradiction searches a chain of `level` (2 and up)
/// runs inside when its level-1 techniques run dry, in turn until one
/// finds: two levels down; from level 4, every level up to that, easiest
/// first (a level-0 or level-1 contradiction costs far less to find than
/// the level-2 search that would find it too: the shared non-consecutive
/// 9x9's first two level-4 steps in 30 and 38 s, from 41 and 43, the same
/// candidates removed). Levels 2 and 3 keep their one inner level, and so
/// the steps they found before.
fn inner_levels(level: u8) -> std::ops::RangeInclusive<u8> {
    let innermost = level - 2;
    match level {
        4.. => 0..=innermost,
        _ => innermost..=innermost,
    }
}

/// What removing `fact`'s candidate forces: a naked single in its cell, a
/// hidden single in each of its houses, what its cages' combinations
/// allow; Err with the fact where the board broke instead.
fn consequences<const W: usize>(
    chase: &mut Chase<W>,
    layout: &Layout<W>,
    fact: Fact,
    id: u32,
) -> Result<(), u32> {
    let cell = fact.cand.cell();
    let digit = fact.cand.digit;
    let depth = fact.depth + 1;
    if chase.work.value(cell) == 0 {
        match chase.work.count(cell) {
            0 => return Err(chase.broke(id, Break::NoCandidate(cell))),
            1 => {
                let only = chase.work.candidates(cell).trailing_zeros() as u8 + 1;
                chase.push(Cand::new(cell, only), true, id, depth)?;
            }
            _ => {}
        }
    }
    for &house in &layout.houses_of[cell] {
        let house = usize::from(house);
        match chase.work.places_up_to_two(house, digit) {
            (0, _) if !chase.work.holds(house, digit) => {
                return Err(chase.broke(id, Break::NoPlace { house, digit }))
            }
            (1, Some(place)) => chase.push(Cand::new(place, digit), true, id, depth)?,
            _ => {}
        }
    }
    for &cage in &layout.cages_of[cell] {
        let info = &layout.cages[usize::from(cage)];
        let Some(sum) = info.sum else { continue };
        let checked = &mut chase.cage_checked[usize::from(cage)];
        if *checked == chase.version {
            continue;
        }
        *checked = chase.version;
        let mut left = i64::from(sum);
        let mut open = Vec::new();
        for &c in &info.cells {
            match chase.work.value(usize::from(c)) {
                0 => open.push(usize::from(c)),
                d => left -= i64::from(d),
            }
        }
        if open.is_empty() {
            if left == 0 {
                continue;
            }
            return Err(chase.broke(id, Break::Cage(usize::from(cage))));
        }
        if left <= 0 {
            return Err(chase.broke(id, Break::Cage(usize::from(cage))));
        }
        // The cage's combinations with what is left: a candidate in none
        // of them goes (the last open cell takes what the sum leaves).
        let key = chase.cage_memo.key();
        key.push(left as u64);
        key.extend(open.iter().map(|&c| chase.work.candidates(c)));
        let size = chase.work.size();
        let possible = chase
            .cage_memo
            .get_or(|key| cage_possible(&key[1..], left as u32, size));
        if possible.contains(&0) {
            return Err(chase.broke(id, Break::Cage(usize::from(cage))));
        }
        for (&c, &possible) in open.iter().zip(&possible) {
            for d in digits(chase.work.candidates(c) & !possible) {
                chase.push(Cand::new(c, d), false, id, depth)?;
            }
        }
    }
    apply_relations(chase, cell, id, depth)
}

/// What the innies/outies relations of `cell` allow after a change there:
/// a candidate no assignment of their open cells uses goes (kept out of
/// line: [`consequences`] is inlined into every chase).
#[inline(never)]
fn apply_relations<const W: usize>(
    chase: &mut Chase<W>,
    cell: usize,
    id: u32,
    depth: u16,
) -> Result<(), u32> {
    for index in 0..chase.relations_of[cell].len() {
        let number = chase.relations_of[cell][index] as usize;
        if chase.relation_checked[number] == chase.version {
            continue;
        }
        chase.relation_checked[number] = chase.version;
        let relation = &chase.relations[number];
        let (open, possible) = relation.allowed(&chase.work);
        if open.is_empty() {
            continue;
        }
        if possible.contains(&0) {
            return Err(chase.broke(id, Break::Relation(number)));
        }
        for (&c, &possible) in open.iter().zip(&possible) {
            for d in digits(chase.work.candidates(c) & !possible) {
                chase.push(Cand::new(c, d), false, id, depth)?;
            }
        }
    }
    Ok(())
}

/// The first dynamic forcing chain at `level`: the shortest contradiction,
/// else a cell, else a house whose every branch forces one fact.
///
/// With the puzzle's `solution` known, only candidates it does not hold
/// are tried for a contradiction (one it holds cannot lead to one): the
/// same step, found sooner.
pub fn forcing_chain<const W: usize>(
    board: &Board<W>,
    level: u8,
    solution: Option<&Values>,
) -> Option<Step> {
    let mut memo = CageMemo::default();
    if level >= 2 {
        let mut budget = if level >= 4 {
            DEEP_BUDGET
        } else {
            NESTED_BUDGET
        };
        return contradiction(board, level, solution, false, &mut budget, &mut memo);
    }
    let mut unlimited = u64::MAX;
    contradiction(board, level, solution, true, &mut unlimited, &mut memo).or_else(|| {
        let outcomes = branch_outcomes(board, level);
        double_forcing(board, level, &outcomes)
            .or_else(|| cell_forcing(board, level, &outcomes))
            .or_else(|| region_forcing(board, level, &outcomes))
    })
}

/// The assumption that breaks the board soonest: a candidate made true
/// (then it goes) or false (then it is placed), cells with fewer
/// candidates first (their chains tend to be short, which then cuts the
/// others' searches); with `shortest` false, the first that breaks it.
/// Each propagation spends one of `budget`; at none left, the best so far.
/// The chases remember their cages' states in `memo`, which a nested
/// search shares with the chase it runs in (the states repeat from one
/// nested search to the next: a stuck killer's level-2 search spent half
/// its time on sums with a memo of its own).
fn contradiction<const W: usize>(
    board: &Board<W>,
    level: u8,
    solution: Option<&Values>,
    shortest: bool,
    budget: &mut u64,
    memo: &mut CageMemo,
) -> Option<Step> {
    let mut chase = Chase::new(board);
    std::mem::swap(&mut chase.cage_memo, memo);
    let found = first_contradiction(&mut chase, board, level, solution, shortest, budget);
    std::mem::swap(&mut chase.cage_memo, memo);
    found
}

/// [`contradiction`]'s search, with `chase` started on `board`.
fn first_contradiction<const W: usize>(
    chase: &mut Chase<W>,
    board: &Board<W>,
    level: u8,
    solution: Option<&Values>,
    shortest: bool,
    budget: &mut u64,
) -> Option<Step> {
    let mut cells: Vec<usize> = board.open().iter().collect();
    cells.sort_by_key(|&cell| board.count(cell));
    let mut best: Option<(usize, Step)> = None;
    let mut harmless = vec![false; chase.known.len()];
    for cell in cells {
        for digit in digits(board.candidates(cell)) {
            for on in [true, false] {
                // The solution's candidates cannot be false, the others
                // cannot be true.
                if solution.is_some_and(|solution| (solution.get(cell) == digit) == on) {
                    continue;
                }
                let cand = Cand::new(cell, digit);
                if harmless[chase.key(cand, on)] {
                    continue;
                }
                let limit = best.as_ref().map_or(u16::MAX, |(len, _)| *len as u16 - 1);
                if *budget == 0 {
                    return best.map(|(_, step)| step);
                }
                let Some(broken) = follow(chase, cand, on, level, limit, budget) else {
                    if *budget > 0 {
                        mark_harmless(chase, limit, &mut harmless);
                    }
                    continue;
                };
                let path = path_to(&chase.facts, broken);
                let mut step = chain_step(Technique::DynamicContradictionChains, level, &[&path]);
                match on {
                    true => step.eliminations.push(cand),
                    false => step.placements.push(cand),
                }
                step.cells.push(cell as u16);
                step.detail = format!(
                    "if {} {} {}, the board would break",
                    board.layout().geometry().cell_name(cell),
                    if on { "held" } else { "did not hold" },
                    symbol(digit)
                );
                describe_break(&mut step, chase, broken);
                if !shortest {
                    return Some(step);
                }
                best = Some((path.len(), step));
            }
        }
    }
    best.map(|(_, step)| step)
}

/// Marks every fact of the chase's last propagation, which ran to its end
/// without breaking the board, as one whose own assumption cannot break
/// it: what a fact forces, the propagation that reached it forced too (each
/// rule a chain follows only needs candidates gone, so it applies on any
/// board with fewer), and that whole propagation left the board whole.
/// Skipping such assumptions changes no step, only the work (SAT
/// solvers' failed-literal probing skips the same way). Not after a
/// propagation cut short by the budget or by `max_depth` (it stops at a
/// fact deeper than that), which may have stopped before a break.
fn mark_harmless<const W: usize>(chase: &Chase<W>, max_depth: u16, harmless: &mut [bool]) {
    if chase.facts.iter().any(|fact| fact.depth > max_depth) {
        return;
    }
    for fact in &chase.facts {
        harmless[chase.key(fact.cand, fact.on)] = true;
    }
}

/// A branch of a forcing chain: a candidate assumed true or false.
type Branch = (Cand, bool);

/// Where assuming each candidate true, and false, leads (to the end).
fn branch_outcomes<const W: usize>(board: &Board<W>, level: u8) -> WordHashMap<Branch, Outcome> {
    let mut outcomes = WordHashMap::default();
    let mut unlimited = u64::MAX;
    let mut chase = Chase::new(board);
    for cell in board.open().iter() {
        for digit in digits(board.candidates(cell)) {
            for on in [true, false] {
                let cand = Cand::new(cell, digit);
                let broken = follow(&mut chase, cand, on, level, u16::MAX, &mut unlimited);
                let facts = std::mem::take(&mut chase.facts);
                outcomes.insert((cand, on), Outcome::indexed(facts, broken));
            }
        }
    }
    outcomes
}

/// A candidate whose truth and falsehood force the same fact, else a cell
/// whose every candidate does, else a house whose every place of a digit does.
fn double_forcing<const W: usize>(
    board: &Board<W>,
    level: u8,
    outcomes: &WordHashMap<Branch, Outcome>,
) -> Option<Step> {
    for cell in board.open().iter() {
        for digit in digits(board.candidates(cell)) {
            let cand = Cand::new(cell, digit);
            if let Some(mut step) = common_fact(
                board,
                level,
                &[(cand, true), (cand, false)],
                outcomes,
                Technique::DynamicDoubleForcingChains,
            ) {
                step.cells.insert(0, cell as u16);
                step.detail = format!(
                    "whether {} holds {} or not, the same follows",
                    board.layout().geometry().cell_name(cell),
                    symbol(digit)
                );
                return Some(step);
            }
        }
    }
    None
}

/// A cell whose every candidate forces the same fact.
fn cell_forcing<const W: usize>(
    board: &Board<W>,
    level: u8,
    outcomes: &WordHashMap<Branch, Outcome>,
) -> Option<Step> {
    for cell in board.open().iter() {
        let branches: Vec<Branch> = digits(board.candidates(cell))
            .map(|d| (Cand::new(cell, d), true))
            .collect();
        if let Some(mut step) = common_fact(
            board,
            level,
            &branches,
            outcomes,
            Technique::DynamicCellForcingChains,
        ) {
            step.cells.insert(0, cell as u16);
            step.detail = format!(
                "whichever digit {} holds, the same follows",
                board.layout().geometry().cell_name(cell)
            );
            return Some(step);
        }
    }
    None
}

/// A digit whose every place in a house forces the same fact.
fn region_forcing<const W: usize>(
    board: &Board<W>,
    level: u8,
    outcomes: &WordHashMap<Branch, Outcome>,
) -> Option<Step> {
    let layout = board.layout();
    for &house in &layout.search_order {
        for digit in 1..=board.size() as u8 {
            let places = board.places_in(house, digit);
            if places.len_up_to_two() < 2 {
                continue;
            }
            let branches: Vec<Branch> =
                places.iter().map(|c| (Cand::new(c, digit), true)).collect();
            if let Some(mut step) = common_fact(
                board,
                level,
                &branches,
                outcomes,
                Technique::DynamicRegionForcingChains,
            ) {
                step.houses.push(house as u16);
                step.detail = format!(
                    "wherever {} goes in {}, the same follows",
                    symbol(digit),
                    layout.houses[house].name
                );
                return Some(step);
            }
        }
    }
    None
}

/// The fact every branch forces that changes the board, on the shortest
/// chains, as a step whose chains run from each branch to it.
fn common_fact<const W: usize>(
    board: &Board<W>,
    level: u8,
    branches: &[Branch],
    outcomes: &WordHashMap<Branch, Outcome>,
    technique: Technique,
) -> Option<Step> {
    let first = outcomes.get(&branches[0])?;
    if first.broken.is_some() {
        return None;
    }
    let mut best: Option<(usize, Vec<u32>, Fact)> = None;
    for fact in first.facts.iter().skip(1) {
        let useful = if fact.on {
            board.value(fact.cand.cell()) == 0
        } else {
            board.has(fact.cand.cell(), fact.cand.digit)
        };
        if !useful {
            continue;
        }
        let ids: Option<Vec<u32>> = branches
            .iter()
            .map(|branch| outcomes.get(branch)?.find(fact.cand, fact.on))
            .collect();
        let Some(ids) = ids else { continue };
        let length: usize = branches
            .iter()
            .zip(&ids)
            .map(|(branch, &id)| usize::from(outcomes[branch].facts[id as usize].depth))
            .sum();
        if best
            .as_ref()
            .is_none_or(|(shortest, _, _)| length < *shortest)
        {
            best = Some((length, ids, *fact));
        }
    }
    let (_, ids, fact) = best?;
    let paths: Vec<Vec<Fact>> = branches
        .iter()
        .zip(&ids)
        .map(|(branch, &id)| path_to(&outcomes[branch].facts, id))
        .collect();
    let path_refs: Vec<&Vec<Fact>> = paths.iter().collect();
    let mut step = chain_step(technique, level, &path_refs);
    if fact.on {
        step.placements.push(fact.cand);
    } else {
        step.eliminations.push(fact.cand);
    }
    Some(step)
}

/// SE's value (tenths) of a `technique` chain nested `level` deep before
/// its length bonus: 0.5 more a level.
pub fn nested_base(technique: Technique, level: u8) -> u16 {
    technique.base() + 5 * u16::from(level)
}

/// A forcing-chain step with one chain per path, valued by the facts on them.
fn chain_step(technique: Technique, level: u8, paths: &[&Vec<Fact>]) -> Step {
    let complexity: usize = paths.iter().map(|path| path.len()).sum();
    let base = nested_base(technique, level);
    let mut step = Step::new(technique).rated(base + length_bonus(complexity as u32));
    step.nesting = level;
    for path in paths {
        add_chain(&mut step, path);
    }
    step
}

/// Draws `path` as one more chain of `step`.
fn add_chain(step: &mut Step, path: &[Fact]) {
    let nodes: Vec<Node> = path
        .iter()
        .map(|f| Node::new(f.cand.cell(), f.cand.digit, f.on))
        .collect();
    step.chains.push(chain_through(&nodes));
    for node in &nodes {
        step.digits |= 1 << (node.digit - 1);
        let cand = Cand::new(usize::from(node.cell), node.digit);
        if !step.candidates.contains(&cand) {
            step.candidates.push(cand);
        }
    }
}

/// Words and draws what the chase's last assumption, broken at fact
/// `broken`, left impossible: the chain to the other truth of a candidate
/// made both true and false, else the cell, house, cage or innies/outies
/// relation left with no way (the step's value stays that of its first
/// chain).
#[inline(never)]
fn describe_break<const W: usize>(step: &mut Step, chase: &Chase<W>, broken: u32) {
    let layout = &chase.layout;
    let cell_name = |cell: usize| layout.geometry().cell_name(cell);
    step.ending = match chase.why {
        Break::Both => {
            let Fact { cand, on, .. } = chase.facts[broken as usize];
            let (cell, digit) = (cand.cell(), symbol(cand.digit));
            let other = chase
                .facts
                .iter()
                .position(|fact| fact.cand == cand && fact.on != on);
            match other {
                Some(other) => {
                    add_chain(step, &path_to(&chase.facts, other as u32));
                    format!(", and {} cannot both hold {digit} and not", cell_name(cell))
                }
                // Its other truth is the start board's (not reached by the
                // chase's own moves, kept for safety).
                None => ", which the board rules out".to_string(),
            }
        }
        Break::NoCandidate(cell) => {
            step.cells.push(cell as u16);
            format!(", leaving {} no candidate", cell_name(cell))
        }
        Break::NoPlace { house, digit } => {
            step.houses.push(house as u16);
            let name = &layout.houses[house].name;
            format!(", leaving {} no place in {name}", symbol(digit))
        }
        Break::Cage(cage) => {
            step.cages.push(cage as u16);
            let info = &layout.cages[cage];
            let sum = info.sum.unwrap_or(0);
            format!(", leaving {} no way to make its sum of {sum}", info.name)
        }
        Break::Relation(number) => format!(
            ", leaving no digits by which {}",
            chase.relations[number].words(layout)
        ),
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;

    #[test]
    fn level_one_finds_the_same_step_looking_only_where_the_board_changed() {
        // One given: no level-1 technique applies on the start board.
        let start = board_of::<2>(&format!("1{}", ".".repeat(80)));
        assert!(LEVEL_ONE.iter().all(|finder| finder.find(&start).is_none()));
        // 2 left to r1c2 and r1c3 in box 1 (a pointing pair), and r5c5 and
        // r6c6 down to 3 and 4 (a naked pair in box 5).
        let mut work = start.clone();
        for cell in [9, 10, 11, 18, 19, 20] {
            work.eliminate(cell, 2);
        }
        for digit in [1, 2, 5, 6, 7, 8, 9] {
            work.eliminate(40, digit);
            work.eliminate(50, digit);
        }
        let mut found = 0;
        for finder in LEVEL_ONE {
            let step = finder.find(&work);
            assert_eq!(
                finder.find_since(&work, &Changes::between(&work, &start)),
                step,
                "{finder:?}"
            );
            found += usize::from(step.is_some());
        }
        assert!(found >= 2, "the pointing and the pair are found");
        // A change elsewhere than where the step is does not hide it.
        let mut chase = Chase::new(&start);
        chase.work.copy_from(&work);
        chase.work.eliminate(80, 9);
        assert_eq!(chase.level_one_step(), Finder::Intersections.find(&work));
    }

    /// An extreme killer of the shared file (its 39th line, no givens)
    /// that the level-1 chains leave stuck at the start: level 2 solves it
    /// (about 6 s), each step agreeing with its solution.
    #[test]
    fn a_killer_that_level_one_leaves_stuck_is_solved_by_nested_chains() {
        crate::logic::shaped::tests::solved_soundly("killer_9x9.txt", 38);
    }

    /// Each contradiction says what broke: two chains from the assumption
    /// to one candidate's two truths, or the cell, house, cage or relation
    /// its last fact left with no way (the shared non-consecutive puzzle's
    /// first 18 steps hold both kinds, tied neighbours left out: they read
    /// the neighbours that give the chains their ways to break).
    #[test]
    fn a_contradiction_says_what_broke() {
        use crate::logic::shaped::tests::shared_line;
        use crate::logic::shaped::tests::step_without_tied_neighbours;
        let line = shared_line("variants_9x9.txt", 5);
        let mut board = board_of::<2>(&line);
        let solution = crate::format::read_puzzle(&line, &Default::default())
            .unwrap()
            .solution;
        let (mut both, mut none_left) = (0, 0);
        for _ in 0..18 {
            let step = step_without_tied_neighbours(&board, solution.as_ref()).expect("a step");
            step.apply(&mut board);
            if step.technique != Technique::DynamicContradictionChains {
                continue;
            }
            match step.chains.as_slice() {
                [first, second] => {
                    assert_eq!(first[0].from, second[0].from, "{step:?}");
                    let (a, b) = (first.last().unwrap().to, second.last().unwrap().to);
                    assert_eq!((a.cell, a.digit, a.on), (b.cell, b.digit, !b.on));
                    assert!(step.ending.contains("cannot both hold"), "{}", step.ending);
                    both += 1;
                }
                [_] => {
                    assert!(step.ending.starts_with(", leaving"), "{}", step.ending);
                    none_left += 1;
                }
                _ => panic!("{step:?}"),
            }
        }
        assert!(both > 0 && none_left > 0, "{both} and {none_left}");
    }

    /// The `level` chain found first on the shared non-consecutive
    /// puzzle's start, checked against its solution and SE's name and
    /// value for the level.
    fn assert_se_named_and_sound(level: u8, suffix: &str) {
        let line = crate::logic::shaped::tests::shared_line("variants_9x9.txt", 5);
        let board = board_of::<2>(&line);
        let solution = crate::format::read_puzzle(&line, &Default::default())
            .unwrap()
            .solution
            .unwrap();
        let step = forcing_chain(&board, level, Some(&solution)).expect("a chain");
        assert_eq!(step.nesting, level);
        assert!(step.name().ends_with(suffix), "{}", step.name());
        assert!(
            step.rating.0 >= 85 + 5 * u16::from(level),
            "{:?}",
            step.rating
        );
        for cand in &step.eliminations {
            assert_ne!(solution.get(cand.cell()), cand.digit, "{step:?}");
        }
        for cand in &step.placements {
            assert_eq!(solution.get(cand.cell()), cand.digit, "{step:?}");
        }
    }

    /// A level-3 chain (a level-1 contradiction nested in it) is named and
    /// valued as SE's level 3, and agrees with the solution.
    #[test]
    fn a_level_three_chain_is_named_and_valued_as_se_level_three() {
        assert_se_named_and_sound(3, "(+ Multiple Forcing Chains)");
    }

    /// A level-4 chain (a level-2 contradiction nested in it) is named and
    /// valued as SE's level 4 (10.5 and up), and agrees with the solution.
    #[test]
    fn a_level_four_chain_is_named_and_valued_as_se_level_four() {
        assert_se_named_and_sound(4, "(+ Dynamic Forcing Chains)");
    }

    /// Levels 2 and 3 run one inner level (their steps stay as they were);
    /// level 4 runs the easiest inner level first.
    #[test]
    fn a_nested_chain_runs_its_inner_levels_easiest_first_from_level_four() {
        let levels = |level| inner_levels(level).collect::<Vec<u8>>();
        assert_eq!((levels(2), levels(3)), (vec![0], vec![1]));
        assert_eq!(levels(4), [0, 1, 2]);
    }

    #[test]
    fn a_candidate_that_breaks_the_board_is_removed() {
        // A 4x4 whose first step needs a chain: what it removes or places
        // agrees with the solution.
        let board = board_of::<2>("1.....3..4.....2");
        let step = forcing_chain(&board, 0, None).expect("a forcing chain");
        let solution = crate::shape::Values::from_cells(
            4,
            "1324423124133142".bytes().map(|b| b - b'0').collect(),
        )
        .unwrap();
        for cand in &step.eliminations {
            assert_ne!(solution.get(cand.cell()), cand.digit, "{step:?}");
        }
        for cand in &step.placements {
            assert_eq!(solution.get(cand.cell()), cand.digit, "{step:?}");
        }
        assert!(!step.chains.is_empty());
    }

    /// Why a search may skip an assumption that a propagation which broke
    /// nothing reached: that assumption breaks nothing either. Checked at
    /// level 1 (singles, the non-consecutive rule's, cages, innies/outies
    /// and the easy techniques) for the first facts of the first open
    /// cells' assumptions on the shared non-consecutive 9x9 and an easy
    /// killer, where other assumptions do break the board.
    #[test]
    fn an_assumption_a_propagation_that_broke_nothing_reached_breaks_nothing() {
        use crate::logic::shaped::tests::shared_line;
        for (file, index) in [("variants_9x9.txt", 5), ("killer_9x9.txt", 0)] {
            let board = board_of::<2>(&shared_line(file, index));
            let mut chase = Chase::new(&board);
            let mut unlimited = u64::MAX;
            let (mut broke, mut reached) = (0, 0);
            for cell in board.open().iter().take(2) {
                for digit in digits(board.candidates(cell)) {
                    for on in [true, false] {
                        let cand = Cand::new(cell, digit);
                        if follow(&mut chase, cand, on, 1, u16::MAX, &mut unlimited).is_some() {
                            broke += 1;
                            continue;
                        }
                        for fact in chase.facts.clone().into_iter().skip(1).take(40) {
                            let broken =
                                follow(&mut chase, fact.cand, fact.on, 1, u16::MAX, &mut unlimited);
                            assert_eq!(
                                broken, None,
                                "{file}: {fact:?}, reached from {cand:?} {on}"
                            );
                            reached += 1;
                        }
                    }
                }
            }
            assert!(
                broke > 0 && reached > 100,
                "{file}: {broke} broke, {reached} reached"
            );
        }
    }

    #[test]
    fn assumptions_follow_the_same_way_when_their_numbers_run_out() {
        let board = board_of::<2>("1.....3..4.....2");
        let branches: Vec<(Cand, bool)> = board
            .open()
            .iter()
            .flat_map(|cell| digits(board.candidates(cell)).map(move |d| Cand::new(cell, d)))
            .flat_map(|cand| [(cand, true), (cand, false)])
            .collect();
        // Per branch, the fact that broke the board and every fact found.
        type Followed = (Option<u32>, Vec<(Cand, bool)>);
        let follow_all = |chase: &mut Chase<2>| -> Vec<Followed> {
            let mut unlimited = u64::MAX;
            (branches.iter())
                .map(|&(cand, on)| {
                    let broken = follow(chase, cand, on, 0, u16::MAX, &mut unlimited);
                    (broken, chase.facts.iter().map(|f| (f.cand, f.on)).collect())
                })
                .collect()
        };
        let fresh = follow_all(&mut Chase::new(&board));
        let mut wrapping = Chase::new(&board);
        wrapping.assumption = ALWAYS - 3;
        assert!(branches.len() > 3, "the numbers run out midway");
        assert_eq!(follow_all(&mut wrapping), fresh);
        assert!(wrapping.assumption < 100, "{}", wrapping.assumption);
    }
}

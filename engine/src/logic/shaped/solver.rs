//! The easiest-first solver on any shape: [`FINDERS`] lists the searches
//! in the order of their values (SE's where SE has the technique, ours
//! beside them for cages and neighbours, see [`crate::logic::Technique`]);
//! [`next_step`] returns the first step of the first search with one, and
//! [`solve`] applies steps until the grid is full or nothing applies
//! ([`solve_under`]: while every step stays under a [`Ceiling`]).

use super::board::Board;
use super::changes::Changes;
use super::layout::Layout;
use super::step::Step;
use super::{
    als_wings, cages, chains, clue_reading, contradiction, fish, forcing, house_combinations,
    innie_outie_difference, intersections, neighbours, renban_windows, rule_pairs, se_bridge,
    singles, subsets, sum_combinations, tied_neighbours, uniqueness, wings,
};
use crate::logic::aic::ChainKind;
use crate::logic::chaining::{Chaining, Forcing};
use crate::logic::{HodokuLevel, Rating, Technique};
use crate::shape::Values;
use std::ops::ControlFlow;
use std::sync::LazyLock;

/// One search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finder {
    HiddenSingles,
    DirectIntersections,
    DirectHiddenSets(usize),
    CageCombinations,
    /// Two cells a drawn rule ties (thermometers, dots, XV, lines...).
    RulePairs,
    /// Arrows and little killers by their combinations (their bounds
    /// where there are too many).
    SumCombinations,
    /// Arrows and little killers by their bounds alone: the quick reading
    /// the forcing chains' level 1 applies.
    SumBounds,
    /// Clues read along their cells (outside the grid, between lines,
    /// quadruples).
    ClueReading,
    /// Renban lines by the runs of digits their cells can still fill.
    RenbanWindows,
    /// A candidate whose tied cells in one house or cage could not all
    /// differ were the cell to hold it.
    TiedNeighbours,
    NakedSingles,
    NcForcingCell,
    NcLocked,
    Intersections,
    CageHouseLocking,
    InniesOuties,
    InnieOutieDifference,
    HouseCombinations,
    GeneralizedIntersection,
    NakedSets(usize),
    /// Sukaku's naked sets for variants: removals wherever all the set's
    /// cells holding a digit are seen.
    GeneralizedNakedSets(usize),
    HiddenSets(usize),
    Fish(usize),
    /// Finned and sashimi fish of that many lines.
    FinnedFish(usize),
    XYWing,
    XYZWing,
    /// Unique rectangles of types 1, 2 and 4, where the shape lets them
    /// swap.
    UniqueRectangles,
    /// An almost locked set of 3 to 6 cells and a bivalue cell.
    AlsWing(usize),
    Chain(ChainKind),
    /// Dynamic forcing chains at a level (0: singles inside, 1: "(+)",
    /// 2: a level-0 contradiction chain inside, 3: a level-1 one, 4: a
    /// level-2 one).
    Forcing(u8),
    /// A digit whose assumption the easier techniques break
    /// (`contradiction.rs`): the human profile's last resort before the
    /// nested forcing chains.
    Contradiction,
    /// Sudoku Explainer's chaining, on the 9x9 variants Sukaku rates
    /// (`se_bridge.rs`); elsewhere it finds nothing.
    SeChaining(Chaining),
    /// Sukaku Explainer's chains of 2 to 4 strong links over the variant's
    /// houses too (`se_bridge.rs`), on the shapes it rates.
    SeStrongLinks(usize),
    /// Sukaku Explainer's aligned pair and triple exclusion, cells seeing
    /// each other under the variant's rules (`se_bridge.rs`), on the shapes
    /// it rates.
    SeAlignedExclusion(usize),
}

/// Which searches a solve runs, in which order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// Every technique, easiest first: hints and explanations.
    Human,
    /// Sukaku Explainer's order, its direct shortcuts (a pattern and the
    /// single it leaves) first: ratings, so they read like SE's. On X,
    /// windoku, disjoint groups, anti-knight and anti-king, Sukaku's
    /// variant list ([`SE_VARIANT_FINDERS`]).
    Se,
}

impl Profile {
    /// The searches of the profile on `layout`'s shape.
    pub fn finders<const W: usize>(self, layout: &Layout<W>) -> &'static [Finder] {
        static SUKAKU_VARIANT: LazyLock<Vec<Finder>> =
            LazyLock::new(|| with_sukaku_chaining(SE_VARIANT_FINDERS));
        static SUKAKU: LazyLock<Vec<Finder>> = LazyLock::new(|| with_sukaku_chaining(SE_FINDERS));
        let sukaku_rates = layout.sukaku.is_some();
        match self {
            Profile::Human => FINDERS,
            Profile::Se if layout.has_variant_peers && sukaku_rates => &SUKAKU_VARIANT,
            Profile::Se if sukaku_rates => &SUKAKU,
            // Sukaku rates no killer: one keeps the classic list.
            Profile::Se if layout.has_variant_peers && !layout.has_sums() => SE_VARIANT_FINDERS,
            Profile::Se => SE_FINDERS,
        }
    }
}

/// `list` with Sukaku's strong links (2 links after the hidden triples, 3
/// after the hidden quads, 4 after the 3-cell ALS wings), aligned pair and
/// triple exclusion (after the 4- and 6-cell ALS wings) and its chaining in
/// place of this solver's chains and forcing chains, in its order: cycles
/// and forcing X/XY-chains where the chains were, then Nishio, multiple,
/// dynamic, "(+)" and nested forcing chains. A nested search that runs out of its budget
/// (`se_bridge.rs`) finds nothing; this solver's budgeted level-2 to
/// level-4 chains come last, so that such a puzzle is still rated. No
/// bounded contradiction: Sukaku has none, and rates 20.0 where it ends.
fn with_sukaku_chaining(list: &[Finder]) -> Vec<Finder> {
    let se = |forcing| Finder::SeChaining(Chaining::Forcing(forcing));
    list.iter()
        .flat_map(|&finder| match finder {
            Finder::Chain(ChainKind::X) => {
                vec![Finder::SeChaining(Chaining::CyclesAndForcingChains)]
            }
            Finder::Chain(_) | Finder::Contradiction => vec![],
            Finder::HiddenSets(3) => vec![finder, Finder::SeStrongLinks(2)],
            Finder::HiddenSets(4) => vec![finder, Finder::SeStrongLinks(3)],
            Finder::AlsWing(3) => vec![finder, Finder::SeStrongLinks(4)],
            Finder::AlsWing(4) => vec![finder, Finder::SeAlignedExclusion(2)],
            Finder::AlsWing(6) => vec![finder, Finder::SeAlignedExclusion(3)],
            Finder::Forcing(0) => vec![
                se(Forcing::NISHIO),
                se(Forcing::MULTIPLE),
                se(Forcing::dynamic(0)),
            ],
            Finder::Forcing(1) => vec![se(Forcing::dynamic(1))],
            Finder::Forcing(2) => (2..=3)
                .map(|level| se(Forcing::nested(level, 0)))
                .chain((0..=3).map(|inner| se(Forcing::nested(4, inner))))
                .chain([finder])
                .collect(),
            other => vec![other],
        })
        .collect()
}

/// Sukaku Explainer's order: singles and its direct shortcuts, then the
/// rest as in [`FINDERS`]; where every forcing chain has failed, the
/// bounded contradiction (beyond SE: it rates such a puzzle 20.0, and so
/// do we on the shapes Sukaku rates).
pub const SE_FINDERS: &[Finder] = &[
    Finder::HiddenSingles,
    Finder::DirectIntersections,
    Finder::DirectHiddenSets(2),
    Finder::NakedSingles,
    Finder::NcForcingCell,
    Finder::NcLocked,
    Finder::DirectHiddenSets(3),
    Finder::CageCombinations,
    Finder::RulePairs,
    Finder::SumCombinations,
    Finder::ClueReading,
    Finder::Intersections,
    Finder::CageHouseLocking,
    Finder::InniesOuties,
    Finder::InnieOutieDifference,
    Finder::HouseCombinations,
    Finder::GeneralizedIntersection,
    Finder::NakedSets(2),
    Finder::Fish(2),
    Finder::HiddenSets(2),
    Finder::NakedSets(3),
    Finder::Fish(3),
    Finder::HiddenSets(3),
    Finder::XYWing,
    Finder::XYZWing,
    Finder::UniqueRectangles,
    Finder::NakedSets(4),
    Finder::Fish(4),
    Finder::HiddenSets(4),
    Finder::AlsWing(3),
    Finder::AlsWing(4),
    Finder::AlsWing(5),
    Finder::Chain(ChainKind::X),
    Finder::Chain(ChainKind::XY),
    Finder::Chain(ChainKind::Aic),
    Finder::AlsWing(6),
    Finder::Forcing(0),
    Finder::Forcing(1),
    Finder::Forcing(2),
    Finder::Forcing(3),
    Finder::Forcing(4),
    Finder::Contradiction,
];

/// Sukaku Explainer's variant list (its `initVariants`): no plain
/// pointing and claiming (its generalized intersection, 2.9, finds them)
/// and generalized naked sets in place of the plain ones.
pub const SE_VARIANT_FINDERS: &[Finder] = &[
    Finder::HiddenSingles,
    Finder::DirectIntersections,
    Finder::DirectHiddenSets(2),
    Finder::NakedSingles,
    Finder::NcForcingCell,
    Finder::NcLocked,
    Finder::RulePairs,
    Finder::SumCombinations,
    Finder::ClueReading,
    Finder::DirectHiddenSets(3),
    Finder::GeneralizedIntersection,
    Finder::GeneralizedNakedSets(2),
    Finder::Fish(2),
    Finder::HiddenSets(2),
    Finder::GeneralizedNakedSets(3),
    Finder::Fish(3),
    Finder::HiddenSets(3),
    Finder::XYWing,
    Finder::XYZWing,
    Finder::GeneralizedNakedSets(4),
    Finder::Fish(4),
    Finder::HiddenSets(4),
    Finder::AlsWing(3),
    Finder::AlsWing(4),
    Finder::AlsWing(5),
    Finder::Chain(ChainKind::X),
    Finder::Chain(ChainKind::XY),
    Finder::Chain(ChainKind::Aic),
    Finder::AlsWing(6),
    Finder::Forcing(0),
    Finder::Forcing(1),
    Finder::Forcing(2),
    Finder::Forcing(3),
    Finder::Forcing(4),
    Finder::Contradiction,
];

/// Every search, easiest first (the human profile).
pub const FINDERS: &[Finder] = &[
    Finder::HiddenSingles,
    Finder::CageCombinations,
    Finder::RulePairs,
    Finder::SumCombinations,
    Finder::ClueReading,
    Finder::RenbanWindows,
    Finder::NakedSingles,
    Finder::NcForcingCell,
    Finder::NcLocked,
    Finder::TiedNeighbours,
    Finder::Intersections,
    Finder::CageHouseLocking,
    Finder::InniesOuties,
    Finder::InnieOutieDifference,
    Finder::HouseCombinations,
    Finder::GeneralizedIntersection,
    Finder::NakedSets(2),
    Finder::Fish(2),
    Finder::HiddenSets(2),
    Finder::FinnedFish(2),
    Finder::NakedSets(3),
    Finder::Fish(3),
    Finder::HiddenSets(3),
    Finder::FinnedFish(3),
    Finder::XYWing,
    Finder::XYZWing,
    Finder::UniqueRectangles,
    Finder::NakedSets(4),
    Finder::Fish(4),
    Finder::HiddenSets(4),
    Finder::FinnedFish(4),
    Finder::AlsWing(3),
    Finder::AlsWing(4),
    Finder::AlsWing(5),
    Finder::Chain(ChainKind::X),
    Finder::Chain(ChainKind::XY),
    Finder::Chain(ChainKind::Aic),
    Finder::AlsWing(6),
    Finder::Forcing(0),
    Finder::Forcing(1),
    Finder::Contradiction,
    Finder::Forcing(2),
    Finder::Forcing(3),
    Finder::Forcing(4),
];

impl Finder {
    /// The first step this search finds on `board`.
    pub fn find<const W: usize>(self, board: &Board<W>) -> Option<Step> {
        self.find_with(board, None)
    }

    /// The first step this search finds, the puzzle's solution known to
    /// the forcing chains (which then look in fewer places).
    pub fn find_with<const W: usize>(
        self,
        board: &Board<W>,
        solution: Option<&Values>,
    ) -> Option<Step> {
        match self {
            Finder::HiddenSingles => singles::hidden_single(board),
            Finder::DirectIntersections => intersections::direct_intersection(board),
            Finder::DirectHiddenSets(size) => subsets::direct_hidden_set(board, size),
            Finder::CageCombinations => cages::cage_combination(board),
            Finder::RulePairs => rule_pairs::rule_pair(board),
            Finder::SumCombinations => sum_combinations::sum_combination(board, true),
            Finder::SumBounds => sum_combinations::sum_combination(board, false),
            Finder::ClueReading => clue_reading::clue_reading(board),
            Finder::RenbanWindows => renban_windows::renban_windows(board),
            Finder::TiedNeighbours => tied_neighbours::tied_neighbours(board),
            Finder::NakedSingles => singles::naked_single(board),
            Finder::NcForcingCell => neighbours::nc_forcing_cell(board, None),
            Finder::NcLocked => neighbours::nc_locked(board, None),
            Finder::Intersections => intersections::intersection(board, None),
            Finder::CageHouseLocking => cages::cage_house_locking(board),
            Finder::InniesOuties => cages::innies_outies(board),
            Finder::InnieOutieDifference => innie_outie_difference::innie_outie_difference(board),
            Finder::HouseCombinations => house_combinations::house_combinations(board),
            Finder::GeneralizedIntersection => intersections::generalized_intersection(board, None),
            Finder::NakedSets(size) => subsets::naked_set(board, size, None),
            Finder::GeneralizedNakedSets(size) => subsets::generalized_naked_set(board, size),
            Finder::HiddenSets(size) => subsets::hidden_set(board, size, None),
            Finder::Fish(size) => fish::basic_fish(board, size, None),
            Finder::FinnedFish(size) => fish::finned_fish(board, size),
            Finder::XYWing => wings::wing(board, false),
            Finder::XYZWing => wings::wing(board, true),
            Finder::UniqueRectangles => uniqueness::unique_rectangle(board),
            Finder::AlsWing(size) => als_wings::als_wing(board, size),
            Finder::Chain(kind) => chains::chain(board, kind),
            Finder::Forcing(level) => forcing::forcing_chain(board, level, solution),
            Finder::Contradiction => contradiction::bounded_contradiction(board, solution),
            Finder::SeChaining(chaining) => se_bridge::se_chaining(board, chaining),
            Finder::SeStrongLinks(size) => se_bridge::se_strong_links(board, size),
            Finder::SeAlignedExclusion(size) => se_bridge::se_aligned_exclusion(board, size),
        }
    }

    /// The first step this search finds on `board`, which only lost
    /// candidates since an earlier board where this search found nothing
    /// (`since`: where `board` changed since, worked out once for every
    /// search asked, and for this `board`): such a step is about places or
    /// cells that changed, so the intersections, fish and locked NC look
    /// only at a digit's places that moved, the subsets only in houses
    /// whose cells changed, and an NC forcing cell only among cells that
    /// changed (the same first step, sooner). A forcing chain's level-1
    /// propagation asks it so.
    pub fn find_since<const W: usize>(self, board: &Board<W>, since: &Changes<W>) -> Option<Step> {
        match self {
            Finder::NcForcingCell => neighbours::nc_forcing_cell(board, Some(since)),
            Finder::NcLocked => neighbours::nc_locked(board, Some(since)),
            Finder::Intersections => intersections::intersection(board, Some(since)),
            Finder::GeneralizedIntersection => {
                intersections::generalized_intersection(board, Some(since))
            }
            Finder::Fish(size) => fish::basic_fish(board, size, Some(since)),
            Finder::NakedSets(size) => subsets::naked_set(board, size, Some(since)),
            Finder::HiddenSets(size) => subsets::hidden_set(board, size, Some(since)),
            _ => self.find(board),
        }
    }

    /// True for the searches left out when the puzzle may have several
    /// solutions: the uniqueness techniques, which assume one, and the
    /// forcing chains (there logic must stall, and they would search every
    /// candidate first).
    pub fn needs_one_solution(self) -> bool {
        matches!(
            self,
            Finder::Forcing(_)
                | Finder::Contradiction
                | Finder::SeChaining(Chaining::Forcing(_))
                | Finder::UniqueRectangles
        )
    }
}

/// The next step on `board` under `profile`. Forcing chains and unique
/// rectangles only run when the puzzle's `solution` is known (so it has
/// exactly one: on a puzzle with several, a rectangle's reasoning is
/// wrong, logic must stall, and the chains would search every candidate
/// first).
pub fn next_step<const W: usize>(
    board: &Board<W>,
    profile: Profile,
    solution: Option<&Values>,
) -> Option<Step> {
    profile
        .finders(board.layout())
        .iter()
        .filter(|finder| solution.is_some() || !finder.needs_one_solution())
        .find_map(|finder| finder.find_with(board, solution))
}

/// The steps from `board` to the end, applied to it; true when the grid
/// is full.
pub fn solve<const W: usize>(
    board: &mut Board<W>,
    profile: Profile,
    solution: Option<&Values>,
) -> (Vec<Step>, bool) {
    solve_watched(board, profile, solution, &mut |_| ControlFlow::Continue(()))
}

/// [`solve`], showing `watch` each step as it is found (a long rating's
/// progress); a watcher that breaks ends the solve after that step.
pub fn solve_watched<const W: usize>(
    board: &mut Board<W>,
    profile: Profile,
    solution: Option<&Values>,
    watch: &mut dyn FnMut(&Step) -> ControlFlow<()>,
) -> (Vec<Step>, bool) {
    let mut stopped = false;
    apply_steps(board, |board| {
        if stopped {
            return None;
        }
        let step = next_step(board, profile, solution);
        if let Some(step) = &step {
            stopped = watch(step).is_break();
        }
        step
    })
}

/// Applies the steps `next` gives until the grid is full (true), the
/// board breaks or `next` gives none (false); the steps applied.
fn apply_steps<const W: usize>(
    board: &mut Board<W>,
    mut next: impl FnMut(&Board<W>) -> Option<Step>,
) -> (Vec<Step>, bool) {
    let mut steps = Vec::new();
    while !board.is_solved() {
        if board.contradiction().is_some() {
            return (steps, false);
        }
        match next(board) {
            Some(step) => {
                step.apply(board);
                steps.push(step);
            }
            None => return (steps, false),
        }
    }
    (steps, true)
}

/// The most a step may be worth in [`solve_under`]: its SE value, and its
/// technique's HoDoKu level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ceiling {
    pub rating: Rating,
    pub level: HodokuLevel,
}

impl Ceiling {
    fn admits(&self, step: &Step) -> bool {
        step.rating <= self.rating && step.technique.hodoku_level() <= self.level
    }

    /// False for a search whose every step lies above the ceiling: the
    /// forcing chains (8.5 and up, 0.5 more a level of nesting; SE's from
    /// Nishio's 7.5 up; Extreme), the slowest searches, are then not run.
    fn may_admit(&self, finder: Finder) -> bool {
        let admits = |technique: Technique, nesting: u8| {
            Rating(forcing::nested_base(technique, nesting)) <= self.rating
                && technique.hodoku_level() <= self.level
        };
        match finder {
            Finder::Forcing(level) => admits(Technique::DynamicContradictionChains, level),
            Finder::SeChaining(Chaining::Forcing(_)) => admits(Technique::NishioForcingChain, 0),
            _ => true,
        }
    }
}

/// [`solve`] while every step stays under `ceiling` (the puzzle's
/// `solution` known): the steps, and true when they fill the grid; false at
/// the first step above the ceiling, or when nothing under it applies.
pub fn solve_under<const W: usize>(
    board: &mut Board<W>,
    profile: Profile,
    solution: &Values,
    ceiling: Ceiling,
) -> (Vec<Step>, bool) {
    let finders: Vec<Finder> = profile
        .finders(board.layout())
        .iter()
        .copied()
        .filter(|&finder| ceiling.may_admit(finder))
        .collect();
    apply_steps(board, |board| {
        finders
            .iter()
            .find_map(|finder| finder.find_with(board, Some(solution)))
            .filter(|step| ceiling.admits(step))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A ceiling runs a nested forcing chain only where its level's value
    /// (8.5, and 0.5 more a level) fits under it.
    #[test]
    fn a_ceiling_runs_the_forcing_chains_whose_level_fits_under_it() {
        let ceiling = Ceiling {
            rating: Rating(100),
            level: HodokuLevel::Extreme,
        };
        let run: Vec<u8> = (0..=4)
            .filter(|&level| ceiling.may_admit(Finder::Forcing(level)))
            .collect();
        assert_eq!(run, [0, 1, 2, 3]);
        let unfair = Ceiling {
            level: HodokuLevel::Unfair,
            ..ceiling
        };
        assert!(!unfair.may_admit(Finder::Forcing(0)));
        assert!(unfair.may_admit(Finder::Fish(2)));
    }
}

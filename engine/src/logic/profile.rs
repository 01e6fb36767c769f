//! [`Profile`]: which techniques the solver tries, in which order.
//!
//! [`Profile::SE`] is Sukaku Explainer's default list (`Solver`'s
//! constructor, default settings: revised rating off, generalized naked
//! sets, 5- and 6-link strong links and generalized intersections off),
//! kept in its order even where values interleave (a grouped 2-link
//! pattern at 4.3 is tried before an XY-wing at 4.2; TUVWXYZ-wings and
//! aligned triples come after cycles and forcing chains), because that
//! order decides SE's path and so its rating. Its last producers are the
//! nested forcing chains SE adds only "as rescue": level 2 and 3, then
//! level 4 with dynamic chains of level 0 to 3 inside.
//!
//! [`Profile::SE_2019`] is the same program as of late 2019 (before its
//! commit of 2020-01-13): no UVWXYZ- or TUVWXYZ-wings, and 4-link chains
//! off by default. The sudokuexchange file was rated by it.
//!
//! [`Profile::HUMAN`] is for explanations: SE's list without the direct
//! shortcuts, with finned fish, W-wings, colouring, X/XY-chains, AICs and
//! ALS-XZ placed by their values.

use super::aic::{chain, ChainKind};
use super::als_wings::als_wing;
use super::als_xz::als_xz;
use super::board::Board;
use super::bug::bug;
use super::chaining::{Chaining, Forcing};
use super::colouring::simple_colouring;
use super::exclusion::aligned_exclusion;
use super::finned::finned_fish;
use super::fish::basic_fish;
use super::intersections::{direct_intersection, intersection};
use super::singles::{hidden_single, naked_single};
use super::step::Step;
use super::strong_links::strong_links;
use super::subsets::{direct_hidden_set, hidden_set, naked_set};
use super::uniqueness::unique_loop;
use super::wings::{w_wing, xy_wing};

/// One technique search the solver can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finder {
    HiddenSingles,
    DirectIntersections,
    DirectHiddenSets(u32),
    NakedSingles,
    Intersections,
    NakedSets(u32),
    HiddenSets(u32),
    BasicFish(u32),
    StrongLinks(usize),
    FinnedFish(u32),
    XYWing,
    XYZWing,
    WWing,
    SimpleColouring,
    Chain(ChainKind),
    AlsXz,
    UniqueLoops,
    Bug,
    AlsWing(usize),
    AlignedExclusion(usize),
    Chaining(Chaining),
}

impl Finder {
    /// The first step this search finds on `board`.
    pub fn find(&self, board: &Board) -> Option<Step> {
        match *self {
            Finder::HiddenSingles => hidden_single(board),
            Finder::DirectIntersections => direct_intersection(board),
            Finder::DirectHiddenSets(size) => direct_hidden_set(board, size),
            Finder::NakedSingles => naked_single(board),
            Finder::Intersections => intersection(board),
            Finder::NakedSets(size) => naked_set(board, size),
            Finder::HiddenSets(size) => hidden_set(board, size),
            Finder::BasicFish(size) => basic_fish(board, size),
            Finder::StrongLinks(size) => strong_links(board, size),
            Finder::FinnedFish(size) => finned_fish(board, size),
            Finder::WWing => w_wing(board),
            Finder::SimpleColouring => simple_colouring(board),
            Finder::Chain(kind) => chain(board, kind),
            Finder::AlsXz => als_xz(board),
            Finder::XYWing => xy_wing(board, false),
            Finder::XYZWing => xy_wing(board, true),
            Finder::UniqueLoops => unique_loop(board),
            Finder::Bug => bug(board),
            Finder::AlsWing(size) => als_wing(board, size),
            Finder::AlignedExclusion(size) => aligned_exclusion(board, size),
            Finder::Chaining(chaining) => chaining.find(board),
        }
    }
}

/// An ordered list of technique searches, in parts (profiles share their
/// forcing chains), minus any it leaves out.
#[derive(Clone, Copy, Debug)]
pub struct Profile {
    pub name: &'static str,
    pub parts: &'static [&'static [Finder]],
    /// Searches of the parts this profile leaves out.
    pub without: &'static [Finder],
}

impl Profile {
    /// The searches in order.
    pub fn finders(&self) -> impl Iterator<Item = &'static Finder> + '_ {
        self.parts
            .iter()
            .flat_map(|part| part.iter())
            .filter(|finder| !self.without.contains(finder))
    }

    /// Sukaku Explainer's techniques in its order.
    pub const SE: Profile = Profile {
        name: "se",
        parts: &[SE_LIST, FORCING_CHAINS],
        without: &[],
    };

    /// Sukaku Explainer late 2019 (before 2020-01-13): no UVWXYZ- or
    /// TUVWXYZ-wings, 4-link chains off.
    pub const SE_2019: Profile = Profile {
        name: "se-2019",
        parts: &[SE_LIST, FORCING_CHAINS],
        without: &[
            Finder::StrongLinks(4),
            Finder::AlsWing(5),
            Finder::AlsWing(6),
        ],
    };

    /// Every technique, easiest first, for hints and explanations: SE's list
    /// without its direct shortcuts (a pointing, then the single it leaves),
    /// with the techniques SE lacks where their values put them.
    pub const HUMAN: Profile = Profile {
        name: "human",
        parts: &[HUMAN_LIST, FORCING_CHAINS],
        without: &[],
    };
}

/// A profile by name, for every shape: the classic solver reads it as its
/// [`Profile`], the solver of every shape as its own
/// ([`shaped::Profile`](super::shaped::Profile), where SE's late-2019 list
/// is SE's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfileName {
    /// Every technique, easiest first: hints and explanations.
    Human,
    /// Sukaku Explainer's list and order: the path SE's rating follows.
    Se,
    /// Sukaku Explainer's late-2019 list.
    Se2019,
}

impl ProfileName {
    /// The name as the `logic` engine's `profile` parameter and the
    /// command line spell it.
    pub fn key(self) -> &'static str {
        self.classic().name
    }

    /// The profile of the name: `human` for a name it does not know.
    pub fn from_key(key: &str) -> ProfileName {
        [ProfileName::Se, ProfileName::Se2019]
            .into_iter()
            .find(|name| name.key() == key)
            .unwrap_or(ProfileName::Human)
    }

    /// The classic solver's list.
    pub fn classic(self) -> Profile {
        match self {
            ProfileName::Human => Profile::HUMAN,
            ProfileName::Se => Profile::SE,
            ProfileName::Se2019 => Profile::SE_2019,
        }
    }

    /// The list of the solver of every shape.
    pub fn shaped(self) -> super::shaped::Profile {
        match self {
            ProfileName::Human => super::shaped::Profile::Human,
            ProfileName::Se | ProfileName::Se2019 => super::shaped::Profile::Se,
        }
    }
}

/// Sukaku's producers up to its forcing chains.
const SE_LIST: &[Finder] = &[
    Finder::HiddenSingles,
    Finder::DirectIntersections,
    Finder::DirectHiddenSets(2),
    Finder::NakedSingles,
    Finder::DirectHiddenSets(3),
    Finder::Intersections,
    Finder::NakedSets(2),
    Finder::BasicFish(2),
    Finder::HiddenSets(2),
    Finder::NakedSets(3),
    Finder::BasicFish(3),
    Finder::HiddenSets(3),
    Finder::StrongLinks(2),
    Finder::XYWing,
    Finder::XYZWing,
    Finder::UniqueLoops,
    Finder::NakedSets(4),
    Finder::BasicFish(4),
    Finder::HiddenSets(4),
    Finder::StrongLinks(3),
    Finder::AlsWing(3),
    Finder::Bug,
    Finder::StrongLinks(4),
    Finder::AlsWing(4),
    Finder::AlignedExclusion(2),
    Finder::AlsWing(5),
    Finder::Chaining(Chaining::CyclesAndForcingChains),
    Finder::AlsWing(6),
    Finder::AlignedExclusion(3),
];

/// The human profile's searches up to the forcing chains.
const HUMAN_LIST: &[Finder] = &[
    Finder::HiddenSingles,
    Finder::NakedSingles,
    Finder::Intersections,
    Finder::NakedSets(2),
    Finder::BasicFish(2),
    Finder::HiddenSets(2),
    Finder::FinnedFish(2),
    Finder::NakedSets(3),
    Finder::BasicFish(3),
    Finder::HiddenSets(3),
    Finder::FinnedFish(3),
    Finder::StrongLinks(2),
    Finder::XYWing,
    Finder::XYZWing,
    Finder::WWing,
    Finder::UniqueLoops,
    Finder::SimpleColouring,
    Finder::NakedSets(4),
    Finder::BasicFish(4),
    Finder::HiddenSets(4),
    Finder::FinnedFish(4),
    Finder::StrongLinks(3),
    Finder::AlsWing(3),
    Finder::Bug,
    Finder::StrongLinks(4),
    Finder::AlsWing(4),
    Finder::AlignedExclusion(2),
    Finder::AlsXz,
    Finder::Chain(ChainKind::X),
    Finder::Chain(ChainKind::XY),
    Finder::Chain(ChainKind::Aic),
    Finder::Chaining(Chaining::CyclesAndForcingChains),
    Finder::AlsWing(5),
    Finder::AlsWing(6),
    Finder::AlignedExclusion(3),
];

/// SE's Nishio, multiple and dynamic forcing chains, then its nested
/// levels: 1 ("(+)"), 2 and 3 ("rescue"), 4 with level 0-3 chains inside
/// ("experimental").
const FORCING_CHAINS: &[Finder] = &[
    Finder::Chaining(Chaining::Forcing(Forcing::NISHIO)),
    Finder::Chaining(Chaining::Forcing(Forcing::MULTIPLE)),
    Finder::Chaining(Chaining::Forcing(Forcing::dynamic(0))),
    Finder::Chaining(Chaining::Forcing(Forcing::dynamic(1))),
    Finder::Chaining(Chaining::Forcing(Forcing::nested(2, 0))),
    Finder::Chaining(Chaining::Forcing(Forcing::nested(3, 0))),
    Finder::Chaining(Chaining::Forcing(Forcing::nested(4, 0))),
    Finder::Chaining(Chaining::Forcing(Forcing::nested(4, 1))),
    Finder::Chaining(Chaining::Forcing(Forcing::nested(4, 2))),
    Finder::Chaining(Chaining::Forcing(Forcing::nested(4, 3))),
];

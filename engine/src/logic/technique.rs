//! [`Technique`]: every deduction the logic solver knows, with its family,
//! its name, its base value on Sudoku Explainer's scale and its score and
//! level on HoDoKu's.
//!
//! # Values
//!
//! The SE values are Sukaku Explainer's (the program that rated the shared
//! data; `getDifficulty()` of each hint class, default settings, i.e. not
//! its "revised rating"): see ../shared/RATINGS.md. A step carries the value
//! of its own instance ([`super::Rating`]), which for some techniques
//! depends on the pattern (a longer chain, a bigger loop, a grouped link);
//! [`Technique::base`] is the smallest such value.
//!
//! Techniques SE does not have (finned fish, W-wing, simple colouring,
//! X-/XY-chains and AICs outside SE's forcing chains, ALS-XZ with two
//! multi-cell sets) are only in the human profile (see
//! [`super::Profile`]); their values place them where the SE technique
//! that makes the same deduction sits, and each says which below.
//!
//! HoDoKu scores and levels are HoDoKu's `DEFAULT_SOLVER_STEPS` (RATINGS.md)
//! for the technique HoDoKu would name for the same deduction; SE-only
//! techniques take the score of HoDoKu's equivalent, said per technique.

use std::fmt;

/// The families techniques are counted in (statistics, coverage).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Family {
    Singles,
    Intersections,
    Subsets,
    Fish,
    SingleDigitPatterns,
    Wings,
    Uniqueness,
    Colouring,
    Chains,
    AlmostLockedSets,
    Exclusion,
    ForcingChains,
    /// Killer cages: their sums and the houses they cross.
    Cages,
    /// Rules between neighbours: non-consecutive.
    Neighbours,
    /// The rules drawn on the board: thermometers, arrows, dots, XV,
    /// lines, indexers and clues outside the grid.
    Rules,
    Guess,
}

impl Family {
    /// Every family, easiest first.
    pub const ALL: [Family; 16] = [
        Family::Singles,
        Family::Intersections,
        Family::Subsets,
        Family::Fish,
        Family::SingleDigitPatterns,
        Family::Wings,
        Family::Uniqueness,
        Family::Colouring,
        Family::Chains,
        Family::AlmostLockedSets,
        Family::Exclusion,
        Family::ForcingChains,
        Family::Cages,
        Family::Neighbours,
        Family::Rules,
        Family::Guess,
    ];

    /// A short name for statistics and JSON: `singles`, `forcing_chains`...
    /// True for the families of variant rules (cages, neighbours, drawn rules), which
    /// the classic 9x9 never uses.
    pub fn is_variant(self) -> bool {
        matches!(self, Family::Cages | Family::Neighbours | Family::Rules)
    }

    pub fn key(self) -> &'static str {
        match self {
            Family::Singles => "singles",
            Family::Intersections => "intersections",
            Family::Subsets => "subsets",
            Family::Fish => "fish",
            Family::SingleDigitPatterns => "single_digit_patterns",
            Family::Wings => "wings",
            Family::Uniqueness => "uniqueness",
            Family::Colouring => "colouring",
            Family::Chains => "chains",
            Family::AlmostLockedSets => "almost_locked_sets",
            Family::Exclusion => "exclusion",
            Family::ForcingChains => "forcing_chains",
            Family::Cages => "cages",
            Family::Neighbours => "neighbours",
            Family::Rules => "rules",
            Family::Guess => "guess",
        }
    }

    /// The family's name for people.
    pub fn name(self) -> &'static str {
        match self {
            Family::Singles => "Singles",
            Family::Intersections => "Intersections",
            Family::Subsets => "Naked and hidden sets",
            Family::Fish => "Fish",
            Family::SingleDigitPatterns => "Single-digit patterns",
            Family::Wings => "Wings",
            Family::Uniqueness => "Uniqueness",
            Family::Colouring => "Colouring",
            Family::Chains => "Chains and loops",
            Family::AlmostLockedSets => "Almost locked sets",
            Family::Exclusion => "Aligned exclusion",
            Family::ForcingChains => "Forcing chains",
            Family::Cages => "Killer cages",
            Family::Neighbours => "Non-consecutive neighbours",
            Family::Rules => "Drawn rules",
            Family::Guess => "Guess",
        }
    }
}

/// HoDoKu's difficulty levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HodokuLevel {
    Easy,
    Medium,
    Hard,
    Unfair,
    Extreme,
}

impl HodokuLevel {
    /// HoDoKu's name.
    pub fn name(self) -> &'static str {
        match self {
            HodokuLevel::Easy => "Easy",
            HodokuLevel::Medium => "Medium",
            HodokuLevel::Hard => "Hard",
            HodokuLevel::Unfair => "Unfair",
            HodokuLevel::Extreme => "Extreme",
        }
    }

    /// The highest total score of the level (none for Extreme).
    pub fn max_score(self) -> Option<u32> {
        match self {
            HodokuLevel::Easy => Some(800),
            HodokuLevel::Medium => Some(1000),
            HodokuLevel::Hard => Some(1600),
            HodokuLevel::Unfair => Some(1800),
            HodokuLevel::Extreme => None,
        }
    }

    /// The level whose score range holds `total`.
    pub fn of_score(total: u32) -> HodokuLevel {
        [
            HodokuLevel::Easy,
            HodokuLevel::Medium,
            HodokuLevel::Hard,
            HodokuLevel::Unfair,
        ]
        .into_iter()
        .find(|level| level.max_score().is_some_and(|max| total <= max))
        .unwrap_or(HodokuLevel::Extreme)
    }
}

impl fmt::Display for HodokuLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

macro_rules! techniques {
    ($( $(#[$doc:meta])* $variant:ident = ($name:literal, $family:ident, $base:literal, $score:literal, $level:ident) ),* $(,)?) => {
        /// One kind of deduction.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Technique {
            $( $(#[$doc])* $variant, )*
        }

        impl Technique {
            /// Every technique, in declaration order.
            pub const ALL: &'static [Technique] = &[$(Technique::$variant),*];

            /// The technique's usual name.
            pub fn name(self) -> &'static str {
                match self { $(Technique::$variant => $name,)* }
            }

            pub fn family(self) -> Family {
                match self { $(Technique::$variant => Family::$family,)* }
            }

            /// The smallest value of the technique on SE's scale, in tenths.
            pub fn base(self) -> u16 {
                match self { $(Technique::$variant => $base,)* }
            }

            /// HoDoKu's score for one step of the technique.
            pub fn hodoku_score(self) -> u32 {
                match self { $(Technique::$variant => $score,)* }
            }

            /// The HoDoKu level the technique belongs to.
            pub fn hodoku_level(self) -> HodokuLevel {
                match self { $(Technique::$variant => HodokuLevel::$level,)* }
            }
        }
    };
}

/// The serde form is the name ("Naked Pair", [`Technique::name`]), read
/// back by looking it up: the words the command line prints, and a small
/// reader in the page, which gets every step it draws in this form.
#[cfg(feature = "serde")]
impl serde::Serialize for Technique {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Technique {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Technique, D::Error> {
        let name = std::borrow::Cow::<str>::deserialize(deserializer)?;
        Technique::ALL
            .iter()
            .copied()
            .find(|technique| technique.name() == name)
            .ok_or_else(|| serde::de::Error::custom(format!("no technique is named '{name}'")))
    }
}

techniques! {
    /// The last open cell of a house (SE 1.0).
    FullHouse = ("Full House", Singles, 10, 4, Easy),
    /// A digit with one place left in a box (SE 1.2).
    HiddenSingleBox = ("Hidden Single (box)", Singles, 12, 14, Easy),
    /// A digit with one place left in a row (SE 1.5).
    HiddenSingleRow = ("Hidden Single (row)", Singles, 15, 14, Easy),
    /// A digit with one place left in a column (SE 1.5).
    HiddenSingleColumn = ("Hidden Single (column)", Singles, 15, 14, Easy),
    /// A digit with one place left in a jigsaw region (SE's value for a box, 1.2).
    HiddenSingleRegion = ("Hidden Single (region)", Singles, 12, 14, Easy),
    /// A digit with one place left in an extra house: a diagonal, a window, a disjoint group
    /// (SE 1.5: Sukaku Explainer values every house but a box so).
    HiddenSingleExtra = ("Hidden Single (extra house)", Singles, 15, 14, Easy),
    /// A cell with one candidate left (SE 2.3).
    NakedSingle = ("Naked Single", Singles, 23, 4, Easy),
    /// A killer cage whose sum, with its cells' candidates, leaves some digits out of some cells
    /// (2.0 for two cells, +0.1 a cell up to 2.6; HoDoKu has no killers: scored as locked
    /// candidates, and Easy, as a killer's first reading the way singles are a classic's).
    /// Our scale, not SE's.
    CageCombination = ("Cage Combination", Cages, 20, 50, Easy),
    /// Two cells a rule orders (a thermometer, a minimum or maximum cell): a digit of one with
    /// no larger (smaller) candidate left in the other goes. Valued as a cage combination of two
    /// cells (2.0): one rule read between two cells. Our scale, not SE's. HoDoKu has none of the
    /// drawn rules: their readings score 10 (20 for indexers, sums and clues), between its
    /// singles (4-14) and locked candidates (50), and are Easy: the first reading of a drawn
    /// rule, taken one rule at a time, so a puzzle of many rules adds many such steps.
    ThermometerOrder = ("Thermometer Order", Rules, 20, 10, Easy),
    /// Two cells a dot joins (kropki: a difference or a ratio): a digit with no partner left in
    /// the other cell goes (2.0, as a two-cell cage combination).
    DotPair = ("Dot Pair", Rules, 20, 10, Easy),
    /// Two cells an X or V joins (a sum): a digit with no partner left goes (2.0).
    XvPair = ("XV Pair", Rules, 20, 10, Easy),
    /// Two cells without a dot or letter where the puzzle says every such pair is marked: a
    /// digit whose every candidate partner would need the missing mark goes (2.1: one rule
    /// read from its absence).
    NegativeConstraint = ("Negative Constraint", Rules, 21, 10, Easy),
    /// Two cells of one line (whisper, renban, entropic, palindrome) or of two clones: a digit
    /// with no partner the line allows left in the other cell goes (2.0).
    LinePair = ("Line Pair", Rules, 20, 10, Easy),
    /// An indexer and the cell its digit points to: one holds its digit exactly when the other
    /// holds its number, so a digit with no such partner goes (2.2: the rule reads two ways).
    IndexerPair = ("Indexer", Rules, 22, 20, Easy),
    /// Cells adding up to a total whose digits may repeat (an arrow: its circle's number; a
    /// little killer's diagonal): a digit no way of filling the cells makes the total with goes
    /// (2.0 for two cells, +0.1 a cell up to 2.6, as a cage combination).
    SumCombination = ("Sum Combination", Rules, 20, 20, Easy),
    /// A renban line read whole: only the runs of consecutive digits its cells can still fill
    /// count; a digit in none leaves the line, a digit in all leaves the cells that see its
    /// places on it (2.4: between a line pair and a clue read along its line). Our scale.
    RenbanWindows = ("Renban Windows", Rules, 24, 20, Easy),
    /// A candidate read with every cell a rule ties it to at once (dots, lines, thermometers,
    /// small cages and sums): were the cell to hold it, a house or cage of a tied cell could not
    /// be filled, so it goes (2.5: one assumption, read a few ties away). Our scale.
    TiedNeighbours = ("Tied Neighbours", Rules, 25, 20, Easy),
    /// A clue read along its cells (a sandwich, X-sum or skyscraper outside the grid, a between
    /// line, a quadruple): a digit at a place no reading of the clue puts it goes (2.6: the
    /// whole line weighed at once, as the largest cage combination).
    ClueReading = ("Clue Reading", Rules, 26, 20, Easy),
    /// A cell with two or three consecutive candidates (or two a digit apart): the digits next
    /// to all of them leave its neighbours (Sukaku Explainer's NC Forcing Cell, 2.4).
    NcForcingCell = ("NC Forcing Cell", Neighbours, 24, 50, Medium),
    /// A digit's places in a house are all next to one cell: that cell cannot hold the digits
    /// next to it (Sukaku Explainer's Locked NC, 2.5).
    NcLocked = ("Locked NC", Neighbours, 25, 50, Medium),
    /// A pointing whose removals leave a hidden single (SE 1.7); HoDoKu: locked candidates.
    DirectPointing = ("Direct Pointing", Intersections, 17, 50, Medium),
    /// A claiming whose removals leave a hidden single (SE 1.9); HoDoKu: locked candidates.
    DirectClaiming = ("Direct Claiming", Intersections, 19, 50, Medium),
    /// A hidden pair whose removals leave a hidden single (SE 2.0).
    DirectHiddenPair = ("Direct Hidden Pair", Subsets, 20, 70, Medium),
    /// A hidden triple whose removals leave a hidden single (SE 2.5).
    DirectHiddenTriple = ("Direct Hidden Triple", Subsets, 25, 100, Medium),
    /// A box's candidates for a digit all in one line (SE 2.6).
    Pointing = ("Pointing", Intersections, 26, 50, Medium),
    /// A line's candidates for a digit all in one box (SE 2.8).
    Claiming = ("Claiming", Intersections, 28, 50, Medium),
    /// A digit the cage must hold whose places in it are all in one house (or a house's places
    /// all in one cage): it leaves the rest of the house (the cage). Valued as claiming.
    CageHouseLocking = ("Cage/House Locking", Cages, 28, 50, Medium),
    /// A house's places for a digit all in another house where one of them is a diagonal, a
    /// window or a disjoint group (valued as claiming).
    ExtraHouseLocking = ("Locked Candidates (extra house)", Intersections, 28, 50, Medium),
    /// Innies and outies: the cells of one or more houses outside their cages (or the cells of
    /// cages sticking out of them) add up to what the houses' total leaves; 2.8 for one house,
    /// +0.2 a house beyond. Our scale, not SE's.
    InniesOuties = ("Innies and Outies", Cages, 28, 60, Medium),
    /// The rule of 45 with some crossing cages counted whole: the innies less the outies make
    /// a known number; 3.0 for one house, +0.2 a house beyond (our scale: one relation more
    /// than innies or outies alone).
    InnieOutieDifference = ("Innie-Outie Difference", Cages, 30, 70, Medium),
    /// The cages meeting a house share its digits out: a digit set of one cage's part used in
    /// no sharing goes (3.4, our scale: every cage of the house weighed at once).
    HouseCombinations = ("House Combinations", Cages, 34, 80, Hard),
    /// A digit's places in a house all see one cell: it leaves that cell (Sukaku Explainer's
    /// generalized intersection, VLocking, 2.9).
    GeneralizedIntersection = ("Generalized Intersection", Intersections, 29, 50, Medium),
    NakedPair = ("Naked Pair", Subsets, 30, 60, Medium),
    XWing = ("X-Wing", Fish, 32, 140, Hard),
    HiddenPair = ("Hidden Pair", Subsets, 34, 70, Medium),
    /// Human profile: between X-wing and naked triple (HoDoKu scores it with the plain X-wing's neighbours).
    FinnedXWing = ("Finned X-Wing", Fish, 34, 130, Hard),
    SashimiXWing = ("Sashimi X-Wing", Fish, 35, 150, Hard),
    NakedTriple = ("Naked Triple", Subsets, 36, 80, Medium),
    Swordfish = ("Swordfish", Fish, 38, 150, Hard),
    HiddenTriple = ("Hidden Triple", Subsets, 40, 100, Medium),
    /// Two strong links on parallel lines (SE, Sukaku StrongLinks(2): 4.0).
    Skyscraper = ("Skyscraper", SingleDigitPatterns, 40, 130, Hard),
    /// A row and a column strong link (SE 4.1).
    TwoStringKite = ("2-String Kite", SingleDigitPatterns, 41, 150, Hard),
    /// A box and a line strong link (SE 4.1 in Sukaku's StrongLinks, 4.2 in its TurbotFish).
    TurbotFish = ("Turbot Fish", SingleDigitPatterns, 41, 120, Hard),
    XYWing = ("XY-Wing", Wings, 42, 160, Hard),
    /// Two strong links, one of them grouped, such as an empty rectangle (SE 4.3).
    EmptyRectangle = ("Empty Rectangle", SingleDigitPatterns, 43, 120, Hard),
    /// Human profile: SE has no finned swordfish; placed after the plain one.
    FinnedSwordfish = ("Finned Swordfish", Fish, 40, 200, Unfair),
    SashimiSwordfish = ("Sashimi Swordfish", Fish, 41, 240, Unfair),
    XYZWing = ("XYZ-Wing", Wings, 44, 180, Hard),
    /// Human profile: a W-wing is an XY-chain of two cells and a strong link; valued as an XYZ-wing.
    WWing = ("W-Wing", Wings, 44, 150, Hard),
    /// Unique rectangle type 1 (SE 4.5; 4.6 for a loop of 6 cells, 4.7 of 8, 5.0 of 10 or more).
    UniqueRectangle1 = ("Unique Rectangle Type 1", Uniqueness, 45, 100, Hard),
    UniqueRectangle2 = ("Unique Rectangle Type 2", Uniqueness, 45, 100, Hard),
    /// Type 3: plus 0.1 per digit of the naked set beyond the first (hidden set: beyond one).
    UniqueRectangle3 = ("Unique Rectangle Type 3", Uniqueness, 45, 100, Hard),
    UniqueRectangle4 = ("Unique Rectangle Type 4", Uniqueness, 45, 100, Hard),
    UniqueLoop1 = ("Unique Loop Type 1", Uniqueness, 46, 100, Hard),
    UniqueLoop2 = ("Unique Loop Type 2", Uniqueness, 46, 100, Hard),
    UniqueLoop3 = ("Unique Loop Type 3", Uniqueness, 46, 100, Hard),
    UniqueLoop4 = ("Unique Loop Type 4", Uniqueness, 46, 100, Hard),
    /// Human profile: colouring one digit's conjugate pairs; SE finds it as an X-cycle (6.5) but
    /// people see it earlier, so valued as a unique rectangle's neighbour.
    SimpleColouring = ("Simple Colouring", Colouring, 45, 150, Hard),
    NakedQuad = ("Naked Quad", Subsets, 50, 120, Hard),
    Jellyfish = ("Jellyfish", Fish, 52, 160, Hard),
    FinnedJellyfish = ("Finned Jellyfish", Fish, 54, 250, Unfair),
    SashimiJellyfish = ("Sashimi Jellyfish", Fish, 55, 260, Unfair),
    HiddenQuad = ("Hidden Quad", Subsets, 54, 150, Hard),
    /// A chain of three strong links on one digit (SE 5.4-5.7); HoDoKu: X-chain.
    ThreeStrongLinks = ("3 Strong Links", SingleDigitPatterns, 54, 260, Unfair),
    /// An ALS of three cells and four digits with a bivalue cell (SE 5.5-5.6); HoDoKu: ALS-XZ.
    WXYZWing = ("WXYZ-Wing", AlmostLockedSets, 55, 300, Unfair),
    /// BUG+1: one cell with three candidates, every other open cell bivalue (SE 5.6).
    BugType1 = ("BUG Type 1", Uniqueness, 56, 100, Hard),
    BugType2 = ("BUG Type 2", Uniqueness, 57, 100, Hard),
    BugType3 = ("BUG Type 3", Uniqueness, 57, 100, Hard),
    BugType4 = ("BUG Type 4", Uniqueness, 57, 100, Hard),
    /// A chain of four strong links on one digit (SE 5.8-6.1); HoDoKu: X-chain.
    FourStrongLinks = ("4 Strong Links", SingleDigitPatterns, 58, 260, Unfair),
    /// Human profile: an X-chain (one digit, strong and weak links), valued as SE's forcing
    /// X-chain for the same removal (6.6 + length).
    XChain = ("X-Chain", Chains, 66, 260, Unfair),
    /// An ALS of four cells and five digits with a bivalue cell (SE 6.2-6.4); HoDoKu: ALS-XZ.
    VWXYZWing = ("VWXYZ-Wing", AlmostLockedSets, 62, 300, Unfair),
    /// SE 6.2; HoDoKu has no APE, scored as the ALS technique it amounts to.
    AlignedPairExclusion = ("Aligned Pair Exclusion", Exclusion, 62, 300, Unfair),
    /// Human profile: an XY-chain, valued as SE's forcing XY-chain (7.0 + length).
    XYChain = ("XY-Chain", Chains, 70, 260, Unfair),
    /// Human profile: two almost locked sets with a restricted common digit; valued as SE's
    /// ALS wings with as many cells (5.5 for 4 cells up to 7.5 for 7 or more).
    AlsXz = ("ALS-XZ", AlmostLockedSets, 55, 300, Unfair),
    /// An X-cycle (SE 6.5 + length); HoDoKu: X-chain / nice loop.
    XCycle = ("Bidirectional X-Cycle", Chains, 65, 280, Unfair),
    /// A Y-cycle: bivalue cells only (SE 6.5 + length).
    YCycle = ("Bidirectional Y-Cycle", Chains, 65, 280, Unfair),
    /// A forcing X-chain: a candidate that implies its own negation (SE 6.6 + length).
    ForcingXChain = ("Forcing X-Chain", Chains, 66, 260, Unfair),
    /// An ALS of five cells and six digits with a bivalue cell (SE 6.6).
    UVWXYZWing = ("UVWXYZ-Wing", AlmostLockedSets, 66, 300, Unfair),
    /// Human profile: an alternating inference chain, grouped nodes allowed; valued as SE's
    /// forcing XY-chain (7.0 + length).
    Aic = ("Alternating Inference Chain", Chains, 70, 300, Unfair),
    /// An XY-cycle (SE 7.0 + length).
    XYCycle = ("Bidirectional Cycle", Chains, 70, 280, Unfair),
    /// A forcing chain through cells and houses (SE 7.0 + length).
    ForcingXYChain = ("Forcing XY-Chain", Chains, 70, 280, Unfair),
    /// An ALS of six cells and seven digits with a bivalue cell (SE 7.5).
    TUVWXYZWing = ("TUVWXYZ-Wing", AlmostLockedSets, 75, 300, Unfair),
    /// SE 7.5; scored as HoDoKu's death blossom, its nearest relative.
    AlignedTripleExclusion = ("Aligned Triple Exclusion", Exclusion, 75, 360, Unfair),
    /// A candidate whose X-chains reach a contradiction (SE 7.5 + length); HoDoKu: forcing chain.
    NishioForcingChain = ("Nishio Forcing Chain", ForcingChains, 75, 500, Extreme),
    /// Every candidate of a cell implies the same (SE 8.0 + length).
    CellForcingChains = ("Cell Forcing Chains", ForcingChains, 80, 500, Extreme),
    /// Every place of a digit in a house implies the same (SE 8.0 + length).
    RegionForcingChains = ("Region Forcing Chains", ForcingChains, 80, 500, Extreme),
    /// A candidate that implies a contradiction, following eliminations as they happen
    /// (SE 8.5 + length, plus 0.5 per nesting level); HoDoKu: forcing net.
    DynamicContradictionChains = ("Dynamic Contradiction Forcing Chains", ForcingChains, 85, 700, Extreme),
    /// A candidate both true and false implies the same (SE 8.5 + length, + nesting).
    DynamicDoubleForcingChains = ("Dynamic Double Forcing Chains", ForcingChains, 85, 700, Extreme),
    /// Every candidate of a cell implies the same, dynamically (SE 8.5 + length, + nesting).
    DynamicCellForcingChains = ("Dynamic Cell Forcing Chains", ForcingChains, 85, 700, Extreme),
    /// Every place of a digit in a house implies the same, dynamically (SE 8.5 + length, + nesting).
    DynamicRegionForcingChains = ("Dynamic Region Forcing Chains", ForcingChains, 85, 700, Extreme),
    /// The human profile's last resort before nested chains: a digit whose assumption, followed
    /// by the techniques up to the wings, breaks the board (9.5, the value of SE's first
    /// nesting, which comes after it). Our scale, not SE's; HoDoKu: forcing net.
    BoundedContradiction = ("Bounded Contradiction", ForcingChains, 95, 700, Extreme),
    /// No logic applies (only on puzzles without a unique solution): a digit of a solution is
    /// placed. SE reports 20.0 ("beyond solver"); HoDoKu's brute force scores 10000.
    Guess = ("Guess", Guess, 200, 10000, Extreme),
}

impl Technique {
    /// The finned fish of `lines` base lines (2: X-wing, 3: swordfish, 4 and
    /// up: jellyfish), sashimi or not.
    pub fn finned_fish(lines: usize, sashimi: bool) -> Technique {
        match (lines, sashimi) {
            (2, false) => Technique::FinnedXWing,
            (2, true) => Technique::SashimiXWing,
            (3, false) => Technique::FinnedSwordfish,
            (3, true) => Technique::SashimiSwordfish,
            (_, false) => Technique::FinnedJellyfish,
            (_, true) => Technique::SashimiJellyfish,
        }
    }

    /// True for techniques that are only valid when the puzzle has exactly
    /// one solution.
    pub fn needs_uniqueness(self) -> bool {
        self.family() == Family::Uniqueness
    }

    /// True for techniques that place a digit rather than remove candidates.
    pub fn places(self) -> bool {
        matches!(
            self,
            Technique::FullHouse
                | Technique::HiddenSingleBox
                | Technique::HiddenSingleRow
                | Technique::HiddenSingleColumn
                | Technique::HiddenSingleRegion
                | Technique::HiddenSingleExtra
                | Technique::NakedSingle
                | Technique::DirectPointing
                | Technique::DirectClaiming
                | Technique::DirectHiddenPair
                | Technique::DirectHiddenTriple
        )
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hodoku_levels_follow_the_score_ranges() {
        assert_eq!(HodokuLevel::of_score(800), HodokuLevel::Easy);
        assert_eq!(HodokuLevel::of_score(801), HodokuLevel::Medium);
        assert_eq!(HodokuLevel::of_score(1600), HodokuLevel::Hard);
        assert_eq!(HodokuLevel::of_score(1800), HodokuLevel::Unfair);
        assert_eq!(HodokuLevel::of_score(1801), HodokuLevel::Extreme);
    }

    #[test]
    fn every_technique_has_a_distinct_name_and_a_value() {
        for (index, technique) in Technique::ALL.iter().enumerate() {
            assert!(technique.base() >= 10, "{technique}");
            assert!(
                Technique::ALL[..index]
                    .iter()
                    .all(|other| other.name() != technique.name()),
                "{technique}"
            );
        }
        assert_eq!(Technique::XWing.family().key(), "fish");
        assert!(Technique::UniqueRectangle1.needs_uniqueness());
    }

    #[cfg(feature = "serde")]
    #[test]
    fn the_serde_form_is_the_name_and_reads_back() {
        for &technique in Technique::ALL {
            let json = serde_json::to_string(&technique).unwrap();
            assert_eq!(json, format!("\"{}\"", technique.name()));
            assert_eq!(serde_json::from_str::<Technique>(&json).unwrap(), technique);
        }
        let unknown = serde_json::from_str::<Technique>("\"X-Wang\"").unwrap_err();
        assert!(unknown
            .to_string()
            .contains("no technique is named 'X-Wang'"));
    }
}

//! Shapes: every Sudoku the engine knows, as one model.
//!
//! A [`Shape`] is a grid size N (4 to 36; digits 1..N), its regions
//! (rectangular boxes such as 2x3 or 5x5, or the irregular regions of a
//! jigsaw, or both) and its extra [`Rule`]s: extra houses (both diagonals,
//! windoku windows, disjoint groups, any list of cells), pair rules
//! (anti-knight, anti-king, non-consecutive) and killer cages. The classic
//! 9x9 is one value of it ([`Shape::classic`]).
//!
//! A shape compiles its rules once into [`Constraints`]: houses (each digit
//! exactly once), smaller groups of distinct digits, pairs of cells with a
//! relation, and sums. Engines read those, never the rules themselves, so
//! a new rule is one file in [`rules`] plus one line of its registry.
//!
//! [`Values`] are the cells of a grid of any size and [`Sudoku`] a puzzle of
//! any shape: givens that break no rule, with what its setter says about
//! it and draws beside the rules ([`About`]).
//!
//! May import: the foundations (`params`, `stats`, `run`'s clocks) and the
//! classic 9x9's internal types (`grid`, `puzzle`, `units`, `digits`), which
//! it converts to and from; nothing above the model.

pub mod about;
mod geometry;
pub mod rules;
mod sudoku;
pub mod symbols;
mod values;

use std::fmt;
use std::sync::Arc;

pub use about::{About, Colour, Figure, Label, Point};
pub use geometry::{BoxSize, Geometry};
pub use rules::{Automaton, Constraints, House, Relation, Rule, Sequence, WeightedSum};
pub use sudoku::{check, Sudoku, SudokuError};
pub use values::Values;

/// The largest grid: digits must fit a 64-bit candidate mask, and the text
/// alphabet has 36 symbols.
pub const MAX_SIZE: usize = 36;

/// The smallest grid: below 4x4 a grid has no boxes and no puzzle worth
/// the name.
pub const MIN_SIZE: usize = 4;

/// The sizes a grid may have, [`MIN_SIZE`] to [`MAX_SIZE`].
pub const SIZES: std::ops::RangeInclusive<usize> = MIN_SIZE..=MAX_SIZE;

/// Fewer givens than this never make a classic 9x9 with one solution
/// (McGuire, Tugemann and Civario's exhaustive search).
pub const FEWEST_CLASSIC_GIVENS: usize = 17;

/// The most cells the extra houses and cages of an N x N shape may name
/// together, 2N² + 64N: cages over every cell, disjoint groups, both
/// diagonals and windoku windows fit with room to spare; a text or link
/// that names more is refused before a solver meets it.
pub fn most_named_cells(size: usize) -> usize {
    2 * size * size + 64 * size
}

/// A grid size, its regions and its rules, compiled.
#[derive(Clone)]
pub struct Shape {
    geometry: Geometry,
    /// The jigsaw region (0..N) of each cell, when regions are irregular.
    regions: Option<Arc<[u8]>>,
    /// The boxes still apply beside irregular regions.
    keep_boxes: bool,
    rules: Vec<Arc<dyn Rule>>,
    constraints: Arc<Constraints>,
}

/// Why a shape cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError(pub String);

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ShapeError {}

impl Shape {
    /// The classic 9x9 with 3x3 boxes.
    pub fn classic() -> Shape {
        static CLASSIC: std::sync::OnceLock<Shape> = std::sync::OnceLock::new();
        CLASSIC
            .get_or_init(|| {
                Shape::boxed(9, BoxSize::default_for(9).expect("9 has boxes")).expect("classic")
            })
            .clone()
    }

    /// N x N with boxes of `boxes` (rows x columns, their product N).
    pub fn boxed(size: usize, boxes: BoxSize) -> Result<Shape, ShapeError> {
        let geometry = Geometry::new(size, Some(boxes))?;
        Shape::build(geometry, None, false, Vec::new())
    }

    /// N x N with the usual boxes for N (2x3 for 6, 3x4 for 12...), or with
    /// rows as the only regions where N has no box shape (a prime N; then
    /// a jigsaw's regions are expected).
    pub fn square(size: usize) -> Result<Shape, ShapeError> {
        let geometry = Geometry::new(size, BoxSize::default_for(size))?;
        Shape::build(geometry, None, false, Vec::new())
    }

    /// The shape with irregular regions (a jigsaw): `regions[cell]` in
    /// 0..N, each region N cells. With `keep_boxes` the boxes stay houses
    /// too; without, the regions replace them.
    pub fn with_regions(&self, regions: Vec<u8>, keep_boxes: bool) -> Result<Shape, ShapeError> {
        let size = self.size();
        if regions.len() != size * size {
            return Err(ShapeError(format!(
                "the regions name {} cells; a {size}x{size} grid has {}",
                regions.len(),
                size * size
            )));
        }
        let mut counts = vec![0usize; size];
        for (cell, &region) in regions.iter().enumerate() {
            match counts.get_mut(usize::from(region)) {
                Some(count) => *count += 1,
                None => {
                    return Err(ShapeError(format!(
                        "{} is in region {}, but there are only {size} regions",
                        self.geometry.cell_name(cell),
                        usize::from(region) + 1
                    )))
                }
            }
        }
        if let Some(region) = counts.iter().position(|&count| count != size) {
            return Err(ShapeError(format!(
                "region {} has {} cells; each region of a {size}x{size} grid has {size}",
                region + 1,
                counts[region]
            )));
        }
        if keep_boxes && self.geometry.boxes().is_none() {
            return Err(ShapeError(format!(
                "a {size}x{size} grid has no boxes to keep"
            )));
        }
        Shape::build(
            self.geometry.clone(),
            Some(regions.into()),
            keep_boxes,
            self.rules.clone(),
        )
    }

    /// The shape with `rule` added.
    pub fn with_rule(&self, rule: Arc<dyn Rule>) -> Result<Shape, ShapeError> {
        self.with_rules(vec![rule])
    }

    /// The shape with `added` rules, compiled once.
    pub fn with_rules(&self, added: Vec<Arc<dyn Rule>>) -> Result<Shape, ShapeError> {
        let mut rules = self.rules.clone();
        rules.extend(added);
        Shape::build(
            self.geometry.clone(),
            self.regions.clone(),
            self.keep_boxes,
            rules,
        )
    }

    /// The shape with its killer cages left out (a generator's starting
    /// point: the cages come from the grid it makes).
    pub fn without_cages(&self) -> Shape {
        let rules = self
            .rules
            .iter()
            .filter(|rule| rule.as_cage().is_none())
            .cloned()
            .collect();
        Shape::build(
            self.geometry.clone(),
            self.regions.clone(),
            self.keep_boxes,
            rules,
        )
        .expect("the rules of a shape, fewer, still fit it")
    }

    fn build(
        geometry: Geometry,
        regions: Option<Arc<[u8]>>,
        keep_boxes: bool,
        rules: Vec<Arc<dyn Rule>>,
    ) -> Result<Shape, ShapeError> {
        let mut constraints = Constraints::default();
        geometry.add_lines(&mut constraints);
        match &regions {
            Some(regions) => {
                if keep_boxes {
                    geometry.add_boxes(&mut constraints);
                }
                geometry.add_regions(regions, &mut constraints);
            }
            None => geometry.add_boxes(&mut constraints),
        }
        let usual = constraints.houses.len();
        let (first, last): (Vec<_>, Vec<_>) =
            rules.iter().partition(|rule| !rule.reads_other_rules());
        for rule in first.into_iter().chain(last) {
            rule.constrain(&geometry, &mut constraints)
                .map_err(|why| ShapeError(format!("{}: {why}", rule.text())))?;
        }
        let named: usize = constraints.houses[usual..]
            .iter()
            .map(|house| house.cells.len())
            .chain(constraints.groups.iter().map(|group| group.cells.len()))
            .sum();
        let most = most_named_cells(geometry.size());
        if named > most {
            let size = geometry.size();
            return Err(ShapeError(format!(
                "the extra houses and cages name {named} cells; those of a {size}x{size} \
                 puzzle name at most {most}"
            )));
        }
        constraints.finish(geometry.size());
        Ok(Shape {
            geometry,
            regions,
            keep_boxes,
            rules,
            constraints: Arc::new(constraints),
        })
    }

    /// N: the grid is N x N and holds digits 1..N.
    #[inline]
    pub fn size(&self) -> usize {
        self.geometry.size()
    }

    /// N²: the number of cells.
    #[inline]
    pub fn cells(&self) -> usize {
        self.geometry.cells()
    }

    /// A classic 9x9's work budget on this shape, per 81 cells: a unit
    /// of search work (a node, an insertion) costs more on a larger grid,
    /// so a budget set for the 9x9 takes about as long here.
    pub fn per_81_cells(&self, budget: u64) -> u64 {
        budget * crate::units::CELLS as u64 / self.cells() as u64
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The box size, when the boxes are houses.
    pub fn boxes(&self) -> Option<BoxSize> {
        match &self.regions {
            Some(_) if !self.keep_boxes => None,
            _ => self.geometry.boxes(),
        }
    }

    /// The irregular region of each cell, for a jigsaw.
    pub fn regions(&self) -> Option<&[u8]> {
        self.regions.as_deref()
    }

    /// True when the boxes stay houses beside irregular regions.
    pub fn keeps_boxes(&self) -> bool {
        self.keep_boxes
    }

    /// The rules beyond rows, columns and regions.
    pub fn rules(&self) -> &[Arc<dyn Rule>] {
        &self.rules
    }

    /// What the shape demands of a grid, compiled.
    pub fn constraints(&self) -> &Constraints {
        &self.constraints
    }

    /// True when some cage has a sum (a killer).
    pub fn has_sums(&self) -> bool {
        self.constraints
            .groups
            .iter()
            .any(|group| group.sum.is_some())
    }

    /// True when some rule reads a whole line of cells at once: a
    /// weighted sum whose digits may repeat (an arrow, a little killer) or
    /// a sequence (an outside clue, a between line, a quadruple).
    pub fn has_line_rules(&self) -> bool {
        !self.constraints.sums.is_empty() || !self.constraints.sequences.is_empty()
    }

    /// The fewest givens with which a puzzle of this shape may have one
    /// solution, as far as is known: none when rules beyond the houses
    /// (cages, pairs, lines, narrowed cells) may fix the grid alone; 17
    /// for the classic 9x9 (McGuire, Tugemann and Civario's exhaustive
    /// search); otherwise every digit but one, since two digits never
    /// given could swap.
    pub fn fewest_givens(&self) -> usize {
        let rules = &self.constraints;
        let only_houses = rules.pairs.is_empty()
            && rules.sums.is_empty()
            && rules.sequences.is_empty()
            && rules.narrowed.is_empty()
            && !self.has_sums();
        match only_houses {
            false => 0,
            true if self.is_classic() => FEWEST_CLASSIC_GIVENS,
            true => self.size() - 1,
        }
    }

    /// True for the classic 9x9 with 3x3 boxes and no other rule.
    pub fn is_classic(&self) -> bool {
        self.size() == 9
            && self.regions.is_none()
            && self.rules.is_empty()
            && self.geometry.boxes() == Some(BoxSize { rows: 3, cols: 3 })
    }

    /// A short description: `16x16 (4x4 boxes), x, anti-knight`; rules a
    /// puzzle has many of are counted, not listed (`9x9 (3x3 boxes), 30
    /// killer cages`, `killer cage 15` for one).
    pub fn describe(&self) -> String {
        let size = self.size();
        let mut parts = vec![match (self.regions.is_some(), self.geometry.boxes()) {
            (true, Some(boxes)) if self.keep_boxes => {
                format!("{size}x{size} jigsaw with {boxes} boxes")
            }
            (true, _) => format!("{size}x{size} jigsaw"),
            (false, Some(boxes)) => format!("{size}x{size} ({boxes} boxes)"),
            (false, None) => format!("{size}x{size} (no boxes)"),
        }];
        let mut counted: Vec<(&'static str, Vec<&Arc<dyn Rule>>)> = Vec::new();
        for rule in &self.rules {
            match rule.plural() {
                None => parts.push(rule.title()),
                Some(plural) => match counted.iter_mut().find(|(kind, _)| *kind == plural) {
                    Some((_, rules)) => rules.push(rule),
                    None => counted.push((plural, vec![rule])),
                },
            }
        }
        for (plural, rules) in counted {
            match rules.as_slice() {
                [rule] => parts.push(rule.title()),
                rules => parts.push(format!("{} {plural}", rules.len())),
            }
        }
        parts.join(", ")
    }
}

impl PartialEq for Shape {
    fn eq(&self, other: &Shape) -> bool {
        // Clones share their compiled constraints: equal without comparing
        // every rule's text (a killer's cages on each progress report).
        if Arc::ptr_eq(&self.constraints, &other.constraints) {
            return true;
        }
        self.geometry == other.geometry
            && self.regions == other.regions
            && self.keep_boxes == other.keep_boxes
            && self.rules.len() == other.rules.len()
            && self
                .rules
                .iter()
                .zip(&other.rules)
                .all(|(a, b)| a.text() == b.text())
    }
}

impl std::hash::Hash for Shape {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.geometry.hash(state);
        self.regions.hash(state);
        self.keep_boxes.hash(state);
        for rule in &self.rules {
            rule.text().hash(state);
        }
    }
}

impl Eq for Shape {}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Shape({})", self.describe())
    }
}

#[cfg(test)]
mod tests;

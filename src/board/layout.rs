//! How a shape is drawn, worked out once per shape: where the thick lines
//! between boxes or jigsaw regions run, the dashed outline and sum of
//! each killer cage, the shaded cells of extra houses (windoku windows,
//! `house=` lists), the X diagonals, every other rule's marks as figures
//! ([`super::drawing`]: thermometers, arrows, dots, lines, clues outside
//! the grid...) with the setter's figures, and the rules that have no
//! drawing (anti-knight, anti-king, non-consecutive, disjoint groups,
//! negative constraints) as badges.

use std::rc::Rc;

use sudoku_engine::shape::{rules, About, Figure, Shape};

use super::drawing::{draws_outside, svg};

use crate::sentence::capitalised;

/// One side of a cell.
pub const TOP: u8 = 1;
pub const RIGHT: u8 = 2;
pub const BOTTOM: u8 = 4;
pub const LEFT: u8 = 8;

/// A shape as the board draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLayout {
    pub size: usize,
    /// Per cell: the sides (of `TOP`, `LEFT`) on a line between regions.
    pub region_edges: Vec<u8>,
    /// Per cell: the sides on its cage's outline (0 outside cages).
    pub cage_edges: Vec<u8>,
    /// Per cell: the sum written in its corner (the cage's first cell).
    pub cage_sums: Vec<Option<u32>>,
    /// Per cell: in an extra house that is shaded (windows, listed houses).
    pub shaded: Vec<bool>,
    /// The main diagonal (top left to bottom right) and the anti-diagonal
    /// are houses: X, or one of them alone.
    pub diagonals: [bool; 2],
    /// The rules' marks and the setter's figures as an SVG drawing (empty
    /// when there are none).
    pub drawing: Rc<str>,
    /// Some mark sits outside the grid: the board leaves room around it.
    pub outside: bool,
    /// The rules with no drawing, by name, for badges beside the board.
    pub badges: Vec<String>,
    /// Per cell: [`BoardLayout::line_classes`] joined, for the view
    /// (shared, so a render clones a pointer, not a string).
    pub cell_classes: Vec<Rc<str>>,
}

impl BoardLayout {
    /// The layout of `shape` with the figures `about` its puzzle.
    pub fn of(shape: &Shape, about: Option<&About>) -> BoardLayout {
        let size = shape.size();
        let cells = shape.cells();
        let region = region_of(shape);
        let region_edges = (0..cells)
            .map(|cell| {
                let (row, col) = (cell / size, cell % size);
                let differs = |other: usize| region[cell] != region[other];
                let mut edges = 0;
                if row > 0 && differs(cell - size) {
                    edges |= TOP;
                }
                if col > 0 && differs(cell - 1) {
                    edges |= LEFT;
                }
                edges
            })
            .collect();
        let mut layout = BoardLayout {
            size,
            region_edges,
            cage_edges: vec![0; cells],
            cage_sums: vec![None; cells],
            shaded: vec![false; cells],
            diagonals: [false; 2],
            drawing: Rc::from(""),
            outside: false,
            badges: Vec::new(),
            cell_classes: Vec::new(),
        };
        if shape.regions().is_some() && shape.keeps_boxes() {
            if let Some(boxes) = shape.geometry().boxes() {
                layout.badges.push(format!("{boxes} boxes too"));
            }
        }
        let mut marks = Vec::new();
        for rule in shape.rules() {
            if let Some(cage) = rule.as_cage() {
                layout.add_cage(&cage.cells, cage.sum);
                continue;
            }
            let drawn = rule.marks();
            if !drawn.is_empty() {
                marks.extend(drawn);
                continue;
            }
            let text = rule.text();
            let tag = text.split('=').next().unwrap_or_default();
            match tag {
                "x" => layout.diagonals = [true; 2],
                "windoku" | "house" => {
                    for cells in rules::houses_of_rule(rule.as_ref(), shape.geometry()) {
                        match diagonal_of(&cells, size) {
                            Some(which) => layout.diagonals[which] = true,
                            None => {
                                for cell in cells {
                                    layout.shaded[usize::from(cell)] = true;
                                }
                            }
                        }
                    }
                }
                _ => layout.badges.push(capitalised(&rule.title())),
            }
        }
        let figures = about.map_or(&[][..], |about| &about.figures[..]);
        for figure in figures {
            if let Figure::Outline { cells } = figure {
                layout.add_cage(cells, None);
            }
        }
        layout.outside = draws_outside(&marks, figures, size);
        layout.drawing = Rc::from(svg(&marks, figures, size));
        layout.cell_classes = (0..cells)
            .map(|cell| Rc::from(layout.line_classes(cell).join(" ")))
            .collect();
        layout
    }

    /// Outlines `cells` as one cage, its sum in the top-left-most cell.
    fn add_cage(&mut self, cells: &[u16], sum: Option<u32>) {
        let size = self.size;
        let inside = |cell: Option<usize>| cell.is_some_and(|cell| cells.contains(&(cell as u16)));
        for &cell in cells {
            let cell = usize::from(cell);
            let (row, col) = (cell / size, cell % size);
            let mut edges = 0;
            if !inside(row.checked_sub(1).map(|r| r * size + col)) {
                edges |= TOP;
            }
            if !inside((row + 1 < size).then(|| cell + size)) {
                edges |= BOTTOM;
            }
            if !inside(col.checked_sub(1).map(|c| row * size + c)) {
                edges |= LEFT;
            }
            if !inside((col + 1 < size).then(|| cell + 1)) {
                edges |= RIGHT;
            }
            self.cage_edges[cell] = edges;
        }
        if let (Some(&anchor), Some(sum)) = (cells.iter().min(), sum) {
            self.cage_sums[usize::from(anchor)] = Some(sum);
        }
    }

    /// The CSS classes of `cell`'s lines and marks.
    pub fn line_classes(&self, cell: usize) -> Vec<&'static str> {
        let mut classes = Vec::new();
        let region = self.region_edges[cell];
        if region & TOP != 0 {
            classes.push("edge-top");
        }
        if region & LEFT != 0 {
            classes.push("edge-left");
        }
        let cage = self.cage_edges[cell];
        if cage != 0 || self.cage_sums[cell].is_some() {
            classes.push("caged");
        }
        for (side, class) in [
            (TOP, "cage-top"),
            (RIGHT, "cage-right"),
            (BOTTOM, "cage-bottom"),
            (LEFT, "cage-left"),
        ] {
            if cage & side != 0 {
                classes.push(class);
            }
        }
        if self.shaded[cell] {
            classes.push("shaded");
        }
        classes
    }

    /// The size class of the board: digits and lines scale with it.
    pub fn size_class(&self) -> &'static str {
        match self.size {
            0..=9 => "size-s",
            10..=16 => "size-m",
            17..=25 => "size-l",
            _ => "size-xl",
        }
    }
}

/// The region each cell's thick lines follow: its jigsaw region, else its
/// box, else one region for the whole grid (no thick lines).
fn region_of(shape: &Shape) -> Vec<usize> {
    let size = shape.size();
    if let Some(regions) = shape.regions() {
        return regions.iter().map(|&region| usize::from(region)).collect();
    }
    match shape.geometry().boxes() {
        Some(boxes) => (0..shape.cells())
            .map(|cell| {
                let (row, col) = (cell / size, cell % size);
                (row / boxes.rows) * size + col / boxes.cols
            })
            .collect(),
        None => vec![0; shape.cells()],
    }
}

/// Which diagonal `cells` are, in any order: 0 for the main one (top
/// left to bottom right), 1 for the anti-diagonal.
fn diagonal_of(cells: &[u16], size: usize) -> Option<usize> {
    let mut sorted: Vec<usize> = cells.iter().map(|&cell| usize::from(cell)).collect();
    sorted.sort_unstable();
    let main: Vec<usize> = (0..size).map(|i| i * size + i).collect();
    let anti: Vec<usize> = (0..size).map(|i| (i + 1) * size - 1 - i).collect();
    if sorted == main {
        Some(0)
    } else if sorted == anti {
        Some(1)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::read_puzzle;
    /// The cells of a classic 9x9.
    const CELLS: usize = 81;

    fn layout(text: &str) -> BoardLayout {
        let puzzle = read_puzzle(text).unwrap();
        BoardLayout::of(puzzle.shape(), puzzle.about())
    }

    #[test]
    fn thick_lines_follow_the_boxes_of_any_size() {
        let classic = layout(&".".repeat(81));
        assert_eq!(classic.region_edges[3], LEFT, "r1c4 starts box 2");
        assert_eq!(classic.region_edges[27], TOP, "r4c1 starts box 4");
        assert_eq!(classic.region_edges[30], TOP | LEFT);
        assert_eq!(classic.region_edges[1], 0);
        let six = layout(&".".repeat(36));
        assert_eq!(
            six.region_edges[3], LEFT,
            "2x3 boxes: a line after column 3"
        );
        assert_eq!(six.region_edges[12], TOP, "and after row 2");
        assert_eq!(six.region_edges[6], 0);
        assert_eq!(layout(&".".repeat(625)).size_class(), "size-l");
    }

    #[test]
    fn a_jigsaw_draws_its_regions_not_boxes() {
        let regions: String = (0..16).map(|cell| ['1', '2', '3', '4'][cell / 4]).collect();
        let jigsaw = layout(&format!("{};regions={regions}", ".".repeat(16)));
        // Rows are the regions: a line under each row, none between columns.
        assert!((4..16).all(|cell| jigsaw.region_edges[cell] == TOP));
        assert!((0..4).all(|cell| jigsaw.region_edges[cell] == 0));
    }

    #[test]
    fn cages_are_outlined_with_their_sum_and_rules_named() {
        let killer = layout(&format!(
            "{};cage=10:0.1.9;antiknight;windoku",
            ".".repeat(81)
        ));
        assert_eq!(killer.cage_sums[0], Some(10));
        assert_eq!(killer.cage_edges[0], TOP | LEFT);
        assert_eq!(killer.cage_edges[1], TOP | RIGHT | BOTTOM);
        assert_eq!(killer.cage_edges[9], LEFT | RIGHT | BOTTOM);
        assert_eq!(killer.cage_edges[10], 0);
        assert!(killer.line_classes(0).contains(&"caged"));
        assert!(killer.cell_classes[0].contains("cage-top"));
        assert_eq!(killer.badges, vec!["Anti-knight".to_string()]);
        assert!(killer.drawing.is_empty() && !killer.outside);
        assert!(killer.shaded.iter().any(|&shaded| shaded), "windows shaded");
        assert_eq!(
            layout(&format!("{};x", ".".repeat(81))).diagonals,
            [true; 2]
        );
        let anti = layout(&format!("{};house=3.6.9.12", ".".repeat(16)));
        assert_eq!(anti.diagonals, [false, true]);
        assert!(
            !anti.shaded.iter().any(|&shaded| shaded),
            "a diagonal is a line, not shading"
        );
    }

    #[test]
    fn drawn_rules_are_figures_not_badges_and_outside_clues_make_room() {
        let drawn = layout(&format!(
            "{};thermo=0.1.2;white=3.4;antiking",
            ".".repeat(CELLS)
        ));
        assert_eq!(drawn.badges, vec!["Anti-king".to_string()]);
        assert_eq!(
            drawn.drawing.matches(r#"class="thermo""#).count(),
            2,
            "line and bulb"
        );
        assert_eq!(drawn.drawing.matches(r#"class="white""#).count(), 1);
        assert!(!drawn.outside);
        let clued = layout(&format!("{};littlekiller=15:1.11.21", ".".repeat(CELLS)));
        assert!(clued.outside && clued.badges.is_empty());
    }

    #[test]
    fn a_setters_figures_are_drawn_in_their_colours_and_outlines_on_the_cells() {
        let figured = layout(&format!(
            "{};outline=0.1;line=ff0000:10:50_50.150_150;oval=00000010:000000:150_650:350x350:0:\
             000000:50:12;text=1b1f24:50:-50_450:0:<5",
            ".".repeat(CELLS)
        ));
        assert_eq!(figured.cage_edges[0], TOP | LEFT | BOTTOM);
        assert_eq!(figured.cage_sums[0], None);
        let drawing = &figured.drawing;
        assert!(drawing.contains(r##"points="50,50 150,150" stroke="#ff0000" stroke-width="10""##));
        assert!(
            drawing.contains(r##"<ellipse cx="650" cy="150" rx="175" ry="175" fill="#00000010""##)
        );
        assert!(drawing.contains(r##"fill="#1b1f24" font-size="40">&lt;5</text>"##));
        assert!(figured.outside, "the text above the grid needs room");
        // Figures lie under the rules.
        let both = layout(&format!(
            "{};thermo=0.1;line=ff0000:10:50_50.150_150",
            ".".repeat(CELLS)
        ));
        assert!(both.drawing.find("figure") < both.drawing.find("thermo"));
    }
}

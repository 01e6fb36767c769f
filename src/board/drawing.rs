//! The rules' marks ([`Mark`]) and the setter's figures ([`Figure`]) as
//! one SVG drawn over the board, in hundredths of a cell ([`UNIT`]): the
//! grid spans `0..100 N` both ways, and clues outside it sit one cell
//! beyond. A rule's style is a CSS class (`.rules .thermo`), so its
//! colours live in the stylesheet, with a dark variant; a figure keeps
//! the setter's colours, as attributes. Arrow heads and chevrons are
//! markers and symbols defined once in the drawing. Shapes painted later
//! cover earlier ones (an arrow's circle hides the start of its shaft);
//! the figures lie under the rules.

use std::fmt::Write;

use sudoku_engine::shape::rules::Mark;
use sudoku_engine::shape::{Colour, Figure, Label};

/// A cell's side, in drawing units.
pub const UNIT: i32 = 100;

/// A point, in drawing units.
type Point = (i32, i32);

/// The arrow heads the marks refer to.
const DEFS: &str = concat!(
    "<defs>",
    "<marker id=\"rule-head\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" ",
    "markerUnits=\"userSpaceOnUse\" markerWidth=\"24\" markerHeight=\"24\" orient=\"auto\">",
    "<polyline class=\"head\" points=\"1,1 9,5 1,9\"/></marker>",
    "<marker id=\"rule-tip\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" ",
    "markerUnits=\"userSpaceOnUse\" markerWidth=\"12\" markerHeight=\"12\" orient=\"auto\">",
    "<polyline class=\"tip\" points=\"1,1 9,5 1,9\"/></marker>",
    "</defs>"
);

/// The middle of `cell` on a grid of `size`.
fn middle(cell: u16, size: usize) -> Point {
    let (row, col) = place(cell, size);
    (col * UNIT + UNIT / 2, row * UNIT + UNIT / 2)
}

/// `(row, col)` of `cell`.
fn place(cell: u16, size: usize) -> (i32, i32) {
    let cell = usize::from(cell);
    ((cell / size) as i32, (cell % size) as i32)
}

/// The drawing of `marks` and `figures` on a grid of `size`: an `<svg>`
/// element, or nothing when there is nothing to draw. Layers are painted
/// in order: the figures, shading, cell shapes, lines, circles, edge
/// marks, corners and clues outside.
pub fn svg(marks: &[Mark], figures: &[Figure], size: usize) -> String {
    if marks.is_empty() && !figures.iter().any(is_drawn) {
        return String::new();
    }
    let mut layers: [String; 6] = Default::default();
    layers[0] = figures.iter().map(figure).collect();
    for mark in marks {
        match mark {
            Mark::Shade { style, cells } => {
                for &cell in cells {
                    let (x, y) = middle(cell, size);
                    rect(&mut layers[0], style, (x - 50, y - 50), (UNIT, UNIT), 0);
                }
            }
            Mark::Square { style, cell } => {
                let (x, y) = middle(*cell, size);
                rect(&mut layers[1], style, (x - 35, y - 35), (70, 70), 4);
            }
            Mark::Chevrons { cell, inward } => chevrons(&mut layers[1], *cell, *inward, size),
            Mark::Line { style, cells } => line(&mut layers[2], style, cells, size),
            Mark::Circle { style, cells } => circle(&mut layers[3], style, cells, size),
            Mark::Arrow {
                circle: round,
                line: shaft,
            } => {
                // The shaft leaves the circle's cell nearest its first cell.
                let start = shaft.first().and_then(|&first| {
                    let (x, y) = middle(first, size);
                    round.iter().copied().min_by_key(|&cell| {
                        let (cx, cy) = middle(cell, size);
                        (cx - x).pow(2) + (cy - y).pow(2)
                    })
                });
                let cells: Vec<u16> = start.into_iter().chain(shaft.iter().copied()).collect();
                line(&mut layers[2], "arrow", &cells, size);
                circle(&mut layers[3], "arrow", round, size);
            }
            Mark::Edge {
                style,
                cells,
                label,
            } => edge(&mut layers[4], style, *cells, label.as_deref(), size),
            Mark::Corner { cells, label } => corner(&mut layers[5], cells, label, size),
            Mark::Outside {
                style,
                cells,
                label,
            } => outside(&mut layers[5], style, cells, label, size),
        }
    }
    let side = size as i32 * UNIT;
    format!(
        "<svg class=\"rules\" viewBox=\"0 0 {side} {side}\" preserveAspectRatio=\"none\" aria-hidden=\"true\">{DEFS}{}</svg>",
        layers.concat()
    )
}

/// True when `marks` or `figures` draw outside the grid, which then
/// needs room there.
pub fn draws_outside(marks: &[Mark], figures: &[Figure], size: usize) -> bool {
    let side = size as i32 * UNIT;
    let off = |at: i32| !(0..=side).contains(&at);
    marks.iter().any(Mark::is_outside)
        || figures.iter().any(|figure| match figure {
            Figure::Line { points, .. } => points.iter().any(|p| off(p.row) || off(p.col)),
            Figure::Shape { centre, .. } | Figure::Text { centre, .. } => {
                off(centre.row) || off(centre.col)
            }
            Figure::Outline { .. } => false,
        })
}

/// True for a figure this drawing paints (a cage outline is drawn on the
/// cells' edges instead).
fn is_drawn(figure: &Figure) -> bool {
    !matches!(figure, Figure::Outline { .. })
}

/// One of the setter's figures, in its own colours.
fn figure(figure: &Figure) -> String {
    let mut out = String::new();
    match figure {
        Figure::Line {
            points,
            colour,
            width,
        } => {
            let points: Vec<String> = points
                .iter()
                .map(|p| format!("{},{}", p.col, p.row))
                .collect();
            let _ = write!(
                out,
                r#"<polyline class="figure" points="{}" stroke="{colour}" stroke-width="{width}"/>"#,
                points.join(" ")
            );
        }
        Figure::Shape {
            oval,
            centre,
            width,
            height,
            fill,
            outline,
            angle,
            label,
        } => {
            let (x, y) = (centre.col, centre.row);
            let turn = turned(*angle, x, y);
            let paint = format!(
                r#"fill="{}" stroke="{}" stroke-width="3"{turn}"#,
                paint(*fill),
                paint(*outline)
            );
            let (w, h) = (i32::from(*width), i32::from(*height));
            let _ = if *oval {
                write!(
                    out,
                    r#"<ellipse cx="{x}" cy="{y}" rx="{}" ry="{}" {paint}/>"#,
                    w / 2,
                    h / 2
                )
            } else {
                write!(
                    out,
                    r#"<rect x="{}" y="{}" width="{w}" height="{h}" {paint}/>"#,
                    x - w / 2,
                    y - h / 2
                )
            };
            if let Some(label) = label {
                words(&mut out, label, (x, y), *angle);
            }
        }
        Figure::Text {
            centre,
            angle,
            label,
        } => words(&mut out, label, (centre.col, centre.row), *angle),
        Figure::Outline { .. } => {}
    }
    out
}

/// ` transform="rotate(...)"` about `(x, y)`, when `angle` turns it.
fn turned(angle: i16, x: i32, y: i32) -> String {
    if angle == 0 {
        String::new()
    } else {
        format!(r#" transform="rotate({angle} {x} {y})""#)
    }
}

/// A colour as an attribute value (`none` when nothing of it shows).
fn paint(colour: Colour) -> String {
    if colour.is_none() {
        "none".to_string()
    } else {
        colour.to_string()
    }
}

/// A figure's words, in its colour and size, centred on `(x, y)`.
fn words(out: &mut String, label: &Label, (x, y): Point, angle: i16) {
    let font = (i32::from(label.size) * 4 / 5).max(8);
    let _ = write!(
        out,
        r#"<text class="figure" x="{x}" y="{y}" fill="{}" font-size="{font}"{}>{}</text>"#,
        paint(label.colour),
        turned(angle, x, y),
        escaped(&label.words)
    );
}

fn rect(out: &mut String, class: &str, (x, y): Point, (width, height): Point, rounding: i32) {
    let _ = write!(
        out,
        "<rect class=\"{class}\" x=\"{x}\" y=\"{y}\" width=\"{width}\" height=\"{height}\" rx=\"{rounding}\"/>"
    );
}

fn text(out: &mut String, class: &str, (x, y): Point, words: &str) {
    let _ = write!(
        out,
        "<text class=\"{class}\" x=\"{x}\" y=\"{y}\">{}</text>",
        escaped(words)
    );
}

/// `words` with the characters markup gives a meaning escaped.
fn escaped(words: &str) -> String {
    words
        .replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A line through the middles of `cells`; an arrow's shaft ends in a head.
fn line(out: &mut String, class: &str, cells: &[u16], size: usize) {
    let points: Vec<String> = cells
        .iter()
        .map(|&cell| {
            let (x, y) = middle(cell, size);
            format!("{x},{y}")
        })
        .collect();
    let head = if class == "arrow" {
        " marker-end=\"url(#rule-head)\""
    } else {
        ""
    };
    let _ = write!(
        out,
        "<polyline class=\"{class}\" points=\"{}\"{head}/>",
        points.join(" ")
    );
}

/// A circle in one cell, a pill around several in a row or column.
fn circle(out: &mut String, class: &str, cells: &[u16], size: usize) {
    let points: Vec<Point> = cells.iter().map(|&cell| middle(cell, size)).collect();
    let xs = points.iter().map(|p| p.0);
    let ys = points.iter().map(|p| p.1);
    let (left, right) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
    let (top, bottom) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
    let radius = match class {
        "thermo" => 38,
        "slowthermo" => 33,
        "odd" => 36,
        _ => 40,
    };
    let corner = (left - radius, top - radius);
    let span = (right - left + 2 * radius, bottom - top + 2 * radius);
    rect(out, class, corner, span, radius);
}

/// A dot (kropki) or a letter (XV) on the edge `cells` share, with its
/// value when it has one.
fn edge(out: &mut String, class: &str, cells: [u16; 2], label: Option<&str>, size: usize) {
    let (a, b) = (middle(cells[0], size), middle(cells[1], size));
    let at = ((a.0 + b.0) / 2, (a.1 + b.1) / 2);
    let radius = if class == "xv" { 18 } else { 13 };
    let _ = write!(
        out,
        "<circle class=\"{class}\" cx=\"{}\" cy=\"{}\" r=\"{radius}\"/>",
        at.0, at.1
    );
    if let Some(label) = label {
        text(out, &format!("{class}-label"), at, label);
    }
}

/// A quadruple's circle on the point its four cells share, its digits
/// inside (two rows when there are more than two).
fn corner(out: &mut String, cells: &[u16], label: &str, size: usize) {
    let (Some(row), Some(col)) = (
        cells.iter().map(|&cell| place(cell, size).0).min(),
        cells.iter().map(|&cell| place(cell, size).1).min(),
    ) else {
        return;
    };
    let (x, y) = ((col + 1) * UNIT, (row + 1) * UNIT);
    let _ = write!(
        out,
        "<circle class=\"quadruple\" cx=\"{x}\" cy=\"{y}\" r=\"24\"/>"
    );
    let digits: Vec<char> = label.chars().collect();
    let rows: Vec<String> = match digits.len() {
        0..=2 => vec![label.to_string()],
        _ => digits.chunks(2).map(|pair| pair.iter().collect()).collect(),
    };
    let count = rows.len() as i32;
    for (index, digits) in (0..).zip(rows) {
        let at = (x, y + (2 * index - (count - 1)) * 8);
        text(out, "quadruple-label", at, &digits);
    }
}

/// Four chevrons on the sides of `cell`, pointing at the smaller digits:
/// in towards a minimum, out from a maximum.
fn chevrons(out: &mut String, cell: u16, inward: bool, size: usize) {
    let (x, y) = middle(cell, size);
    let (class, depth) = if inward {
        ("minimum", -12)
    } else {
        ("maximum", 12)
    };
    let mut d = String::new();
    // Each side: the way out of the cell; a chevron spans the side.
    for (ox, oy) in [(0, -1), (1, 0), (0, 1), (-1, 0)] {
        let (mx, my) = (x + ox * 34, y + oy * 34);
        let (tx, ty) = (mx + ox * depth / 2, my + oy * depth / 2);
        let (bx, by) = (mx - ox * depth / 2, my - oy * depth / 2);
        let _ = write!(
            d,
            "M{} {}L{tx} {ty}L{} {}",
            bx - oy * 12,
            by + ox * 12,
            bx + oy * 12,
            by - ox * 12
        );
    }
    let _ = write!(out, "<path class=\"{class}\" d=\"{d}\"/>");
}

/// A clue outside the grid, one step before its line's first cell; a
/// little killer's clue with an arrow pointing along its diagonal.
fn outside(out: &mut String, class: &str, cells: &[u16], label: &str, size: usize) {
    let Some(&first) = cells.first() else {
        return;
    };
    let (row, col) = place(first, size);
    let last = size as i32 - 1;
    let (dr, dc) = match cells.get(1) {
        Some(&next) => {
            let (r, c) = place(next, size);
            ((r - row).signum(), (c - col).signum())
        }
        // One cell: the clue faces it from the grid's nearest edge (or
        // corner, for a little killer).
        None => {
            let toward = |at: i32| match at {
                0 => 1,
                at if at == last => -1,
                _ => 0,
            };
            (toward(row), toward(col))
        }
    };
    let (x, y) = ((col - dc) * UNIT + UNIT / 2, (row - dr) * UNIT + UNIT / 2);
    if class != "littlekiller" {
        return text(out, "outside-label", (x, y), label);
    }
    let _ = write!(
        out,
        "<polyline class=\"littlekiller\" points=\"{},{} {},{}\" marker-end=\"url(#rule-tip)\"/>",
        x + 16 * dc,
        y + 16 * dr,
        x + 36 * dc,
        y + 36 * dr
    );
    text(
        out,
        "outside-label small",
        (x - 10 * dc, y - 10 * dr),
        label,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::read_puzzle;
    /// The cells of a classic 9x9.
    const CELLS: usize = 81;

    /// The marks of `rules` on a blank 9x9.
    fn marks(rules: &str) -> Vec<Mark> {
        let puzzle = read_puzzle(&format!("{};{rules}", ".".repeat(CELLS))).unwrap();
        puzzle
            .shape()
            .rules()
            .iter()
            .flat_map(|rule| rule.marks())
            .collect()
    }

    fn drawn(rules: &str) -> String {
        svg(&marks(rules), &[], 9)
    }

    /// The drawing without its definitions.
    fn shapes(rules: &str) -> String {
        let drawing = drawn(rules);
        let start = drawing.find("</defs>").expect("definitions first") + "</defs>".len();
        drawing[start..drawing.len() - "</svg>".len()].to_string()
    }

    #[test]
    fn a_thermometer_is_a_line_with_its_bulb_on_the_first_cell() {
        assert_eq!(
            shapes("thermo=10.11.20"),
            concat!(
                r#"<polyline class="thermo" points="150,150 250,150 250,250"/>"#,
                r#"<rect class="thermo" x="112" y="112" width="76" height="76" rx="38"/>"#
            )
        );
    }

    #[test]
    fn an_arrow_is_a_shaft_with_a_head_under_its_circle_or_pill() {
        assert_eq!(
            shapes("arrow=0:1.2"),
            concat!(
                r#"<polyline class="arrow" points="50,50 150,50 250,50" marker-end="url(#rule-head)"/>"#,
                r#"<rect class="arrow" x="10" y="10" width="80" height="80" rx="40"/>"#
            )
        );
        assert!(
            shapes("arrow=0.1:2.3")
                .contains(r#"<rect class="arrow" x="10" y="10" width="180" height="80" rx="40"/>"#),
            "a two-cell circle is a pill"
        );
    }

    #[test]
    fn dots_and_letters_sit_on_the_edge_between_their_cells() {
        assert_eq!(
            shapes("white=0.1;black=0.9;xv=V:40.41;white=3:70.71"),
            concat!(
                r#"<circle class="white" cx="100" cy="50" r="13"/>"#,
                r#"<circle class="black" cx="50" cy="100" r="13"/>"#,
                r#"<circle class="xv" cx="500" cy="450" r="18"/><text class="xv-label" x="500" y="450">V</text>"#,
                r#"<circle class="white" cx="800" cy="750" r="13"/><text class="white-label" x="800" y="750">3</text>"#,
            ),
            "a plain white dot has no number"
        );
    }

    #[test]
    fn clues_outside_face_their_line_from_beyond_the_grid() {
        let row: Vec<String> = (9..18).map(|cell| cell.to_string()).collect();
        let column_up: Vec<String> = (0..9).rev().map(|r| (r * 9 + 4).to_string()).collect();
        let drawing = shapes(&format!(
            "sandwich=18:{};skyscraper=3:{};littlekiller=15:1.11.21",
            row.join("."),
            column_up.join(".")
        ));
        assert!(
            drawing.contains(r#"<text class="outside-label" x="-50" y="150">18</text>"#),
            "left of row 2: {drawing}"
        );
        assert!(
            drawing.contains(r#"<text class="outside-label" x="450" y="950">3</text>"#),
            "under column 5: {drawing}"
        );
        assert!(
            drawing.contains(r#"<polyline class="littlekiller" points="66,-34 86,-14" marker-end="url(#rule-tip)"/>"#),
            "up and left of r1c2, pointing down the diagonal: {drawing}"
        );
        assert!(draws_outside(&marks("littlekiller=15:1.11.21"), &[], 9));
        assert!(!draws_outside(&marks("thermo=0.1"), &[], 9));
    }

    #[test]
    fn a_quadruple_sits_where_its_four_cells_meet() {
        assert_eq!(
            shapes("quadruple=1.2.3:30.31.39.40"),
            concat!(
                r#"<circle class="quadruple" cx="400" cy="400" r="24"/>"#,
                r#"<text class="quadruple-label" x="400" y="392">12</text>"#,
                r#"<text class="quadruple-label" x="400" y="408">3</text>"#,
            )
        );
    }

    #[test]
    fn every_rule_with_marks_draws_them_and_the_rest_draw_nothing() {
        for kind in sudoku_engine::shape::rules::RULES {
            let drawing = drawn(kind.example);
            assert_eq!(
                drawing.is_empty(),
                marks(kind.example).is_empty(),
                "{}",
                kind.tag
            );
        }
    }
}

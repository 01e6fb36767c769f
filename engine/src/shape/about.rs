//! [`About`]: what a setter gives a puzzle beyond its rules: a title, an
//! author, the rules in words, and figures drawn on the grid that no
//! solver reads (cosmetic lines, rectangles, circles, text and cage
//! outlines). A puzzle carries them ([`super::Sudoku::about`]) through
//! every reader, the one-line form, share links and saved state, so that a
//! puzzle whose rules are only drawn and stated in words can still be
//! solved by hand.
//!
//! In the one-line form each is an attribute ([`About::attributes`],
//! [`About::read_attribute`]). Words are percent-escaped where the line
//! would cut them (`%`, `;`, `,`, line breaks):
//!
//! - `title=<words>`, `author=<words>`, `rules=<words>`;
//! - `line=<colour>:<width>:<points>`, a polyline;
//! - `rect=` and `oval=`: `<fill>:<outline>:<centre>:<width>x<height>:<angle>`,
//!   then maybe `:<colour>:<size>:<words>` for a label;
//! - `text=<colour>:<size>:<centre>:<angle>:<words>`;
//! - `outline=<cells>`, a cage outline with no sum (`0.1.2`).
//!
//! Places and lengths are in hundredths of a cell ([`Point`]); colours are
//! 6 or 8 hex digits, RGB and maybe alpha ([`Colour`]); angles are degrees
//! clockwise.

use std::fmt::{self, Write};

/// The words and figures a setter gives a puzzle.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct About {
    pub title: Option<String>,
    pub author: Option<String>,
    /// The rules as the setter states them.
    pub rules: Option<String>,
    /// The figures drawn on the grid that are no rule, in drawing order.
    pub figures: Vec<Figure>,
}

/// A place on the grid in hundredths of a cell from its top-left corner:
/// the middle of r1c1 is (50, 50); places outside the grid are negative
/// or beyond `100 N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Point {
    pub row: i32,
    pub col: i32,
}

/// A colour: red, green, blue and opacity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Colour(pub [u8; 4]);

/// Words drawn at a place, in a colour, `size` hundredths of a cell high.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    pub words: String,
    pub colour: Colour,
    pub size: u16,
}

/// One figure a setter drew that is no rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Figure {
    /// A line through `points`, `width` hundredths of a cell wide.
    Line {
        points: Vec<Point>,
        colour: Colour,
        width: u16,
    },
    /// A rectangle, or an oval when `oval`, around `centre`, maybe with
    /// words in it.
    Shape {
        oval: bool,
        centre: Point,
        width: u16,
        height: u16,
        fill: Colour,
        outline: Colour,
        angle: i16,
        label: Option<Label>,
    },
    /// Words alone.
    Text {
        centre: Point,
        angle: i16,
        label: Label,
    },
    /// A cage's outline around `cells` (grid indices), with no sum.
    Outline { cells: Vec<u16> },
}

/// The longest figure list a puzzle carries: more is refused as a reader
/// refuses too many rules.
pub const MOST_FIGURES: usize = 4096;

/// The furthest a figure's place may lie outside the grid, in cells.
const MARGIN_CELLS: i32 = 4;

impl Colour {
    pub const BLACK: Colour = Colour([0, 0, 0, 255]);
    pub const NONE: Colour = Colour([0, 0, 0, 0]);

    /// Reads `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` may be left out);
    /// an empty text or `transparent` is no colour.
    pub fn parse(text: &str) -> Option<Colour> {
        let hex = text.trim();
        if hex.is_empty() || hex.eq_ignore_ascii_case("transparent") {
            return Some(Colour::NONE);
        }
        let hex = hex.strip_prefix('#').unwrap_or(hex);
        if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let byte = |at: usize| u8::from_str_radix(&hex[at..at + 2], 16).ok();
        let nibble = |at: usize| u8::from_str_radix(&hex[at..=at], 16).ok().map(|n| n * 17);
        match hex.len() {
            3 => Some(Colour([nibble(0)?, nibble(1)?, nibble(2)?, 255])),
            6 => Some(Colour([byte(0)?, byte(2)?, byte(4)?, 255])),
            8 => Some(Colour([byte(0)?, byte(2)?, byte(4)?, byte(6)?])),
            _ => None,
        }
    }

    /// True when nothing of it shows.
    pub fn is_none(self) -> bool {
        self.0[3] == 0
    }
}

impl fmt::Display for Colour {
    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [r, g, b, a] = self.0;
        write!(f, "#{r:02x}{g:02x}{b:02x}")?;
        if a != 255 {
            write!(f, "{a:02x}")?;
        }
        Ok(())
    }
}

impl Point {
    /// The middle of `cell` on a grid of `size`.
    pub fn middle(cell: usize, size: usize) -> Point {
        Point {
            row: (cell / size) as i32 * 100 + 50,
            col: (cell % size) as i32 * 100 + 50,
        }
    }

    /// True when the point lies on a grid of `size` or at most a few cells
    /// beside it.
    pub fn is_near(self, size: usize) -> bool {
        let range = -MARGIN_CELLS * 100..=(size as i32 + MARGIN_CELLS) * 100;
        range.contains(&self.row) && range.contains(&self.col)
    }
}

impl About {
    /// True when it holds nothing.
    pub fn is_empty(&self) -> bool {
        *self == About::default()
    }

    /// What the figures are, counted in words (`6 lines and 3 circles`);
    /// `None` when there are none.
    pub fn figures_in_words(&self) -> Option<String> {
        let mut counts = [0usize; 5];
        for figure in &self.figures {
            counts[match figure {
                Figure::Line { .. } => 0,
                Figure::Shape { oval: false, .. } => 1,
                Figure::Shape { oval: true, .. } => 2,
                Figure::Text { .. } => 3,
                Figure::Outline { .. } => 4,
            }] += 1;
        }
        let names = [
            ("line", "lines"),
            ("rectangle", "rectangles"),
            ("circle", "circles"),
            ("text", "texts"),
            ("cage outline", "cage outlines"),
        ];
        let parts: Vec<String> = names
            .iter()
            .zip(counts)
            .filter(|(_, count)| *count > 0)
            .map(|(&(one, many), count)| format!("{count} {}", if count == 1 { one } else { many }))
            .collect();
        match parts.split_last() {
            None => None,
            Some((last, [])) => Some(last.clone()),
            Some((last, rest)) => Some(format!("{} and {last}", rest.join(", "))),
        }
    }

    /// The attributes of the one-line form, each without its `;`.
    pub fn attributes(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (key, words) in [
            ("title", &self.title),
            ("author", &self.author),
            ("rules", &self.rules),
        ] {
            if let Some(words) = words {
                out.push(format!("{key}={}", escape(words)));
            }
        }
        out.extend(self.figures.iter().map(Figure::attribute));
        out
    }

    /// Reads `attribute` (what follows a `;`) when it is one of these:
    /// `None` when it is not, an error when it is but is broken. `size` is
    /// the grid's, when the cells have been read.
    pub fn read_attribute(&mut self, attribute: &str) -> Option<Result<(), String>> {
        let (key, value) = attribute.split_once('=')?;
        let words = || unescape(value).map(|words| Some(words.trim().to_string()));
        let read = match key {
            "title" => words().map(|words| self.title = words),
            "author" => words().map(|words| self.author = words),
            "rules" => words().map(|words| self.rules = words),
            "line" | "rect" | "oval" | "text" | "outline" => {
                Figure::read(key, value).map(|figure| self.figures.push(figure))
            }
            _ => return None,
        };
        Some(read.map_err(|why| format!("{key}=: {why}")))
    }

    /// Why the figures do not fit a grid of `size` (one lies off it, or
    /// there are more than [`MOST_FIGURES`]), if they do not.
    pub fn check(&self, size: usize) -> Result<(), String> {
        if self.figures.len() > MOST_FIGURES {
            return Err(format!(
                "{} figures; a puzzle carries at most {MOST_FIGURES}",
                self.figures.len()
            ));
        }
        for (index, figure) in self.figures.iter().enumerate() {
            let fits = match figure {
                Figure::Line { points, .. } => points.iter().all(|p| p.is_near(size)),
                Figure::Shape { centre, .. } | Figure::Text { centre, .. } => centre.is_near(size),
                Figure::Outline { cells } => cells.iter().all(|&c| usize::from(c) < size * size),
            };
            if !fits {
                return Err(format!(
                    "figure {} ({}) lies off the {size}x{size} grid",
                    index + 1,
                    figure.attribute()
                ));
            }
        }
        Ok(())
    }
}

impl Figure {
    /// Its attribute in the one-line form.
    pub fn attribute(&self) -> String {
        let mut out = String::new();
        match self {
            Figure::Line {
                points,
                colour,
                width,
            } => {
                let _ = write!(out, "line={}:{width}:{}", hex(*colour), points_text(points));
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
                let key = if *oval { "oval" } else { "rect" };
                let _ = write!(
                    out,
                    "{key}={}:{}:{}:{width}x{height}:{angle}",
                    hex(*fill),
                    hex(*outline),
                    point_text(*centre)
                );
                if let Some(label) = label {
                    let _ = write!(out, ":{}", label_text(label));
                }
            }
            Figure::Text {
                centre,
                angle,
                label,
            } => {
                let Label {
                    words,
                    colour,
                    size,
                } = label;
                let _ = write!(
                    out,
                    "text={}:{size}:{}:{angle}:{}",
                    hex(*colour),
                    point_text(*centre),
                    escape(words)
                );
            }
            Figure::Outline { cells } => {
                let cells: Vec<String> = cells.iter().map(u16::to_string).collect();
                let _ = write!(out, "outline={}", cells.join("."));
            }
        }
        out
    }

    /// Reads the value of a figure's attribute whose key is `key`.
    fn read(key: &str, value: &str) -> Result<Figure, String> {
        let mut fields = value.splitn(if key == "text" { 5 } else { 8 }, ':');
        let mut next = |what: &str| {
            fields
                .next()
                .ok_or_else(|| format!("the {what} is missing"))
        };
        match key {
            "line" => {
                let colour = colour(next("colour")?)?;
                let width = number(next("width")?, "width")?;
                let points = next("points")?
                    .split('.')
                    .map(point)
                    .collect::<Result<Vec<Point>, String>>()?;
                if points.len() < 2 {
                    return Err("a line needs two points or more".into());
                }
                Ok(Figure::Line {
                    points,
                    colour,
                    width,
                })
            }
            "rect" | "oval" => {
                let fill = colour(next("fill")?)?;
                let outline = colour(next("outline")?)?;
                let centre = point(next("centre")?)?;
                let (width, height) = next("size")?
                    .split_once('x')
                    .ok_or("the size is <width>x<height>")?;
                let (width, height) = (number(width, "width")?, number(height, "height")?);
                let angle = angle(next("angle")?)?;
                let label = match next("label colour") {
                    Err(_) => None,
                    Ok(text_colour) => Some(Label {
                        colour: colour(text_colour)?,
                        size: number(next("label size")?, "label size")?,
                        words: unescape(next("label")?)?,
                    }),
                };
                Ok(Figure::Shape {
                    oval: key == "oval",
                    centre,
                    width,
                    height,
                    fill,
                    outline,
                    angle,
                    label,
                })
            }
            "text" => {
                let colour = colour(next("colour")?)?;
                let size = number(next("size")?, "size")?;
                let centre = point(next("centre")?)?;
                let angle = angle(next("angle")?)?;
                let words = unescape(next("words")?)?;
                Ok(Figure::Text {
                    centre,
                    angle,
                    label: Label {
                        words,
                        colour,
                        size,
                    },
                })
            }
            _ => {
                let cells = value
                    .split('.')
                    .map(|cell| {
                        cell.parse::<u16>()
                            .map_err(|_| format!("'{cell}' is not a cell index"))
                    })
                    .collect::<Result<Vec<u16>, String>>()?;
                Ok(Figure::Outline { cells })
            }
        }
    }
}

fn hex(colour: Colour) -> String {
    colour.to_string()[1..].to_string()
}

fn label_text(label: &Label) -> String {
    format!(
        "{}:{}:{}",
        hex(label.colour),
        label.size,
        escape(&label.words)
    )
}

fn point_text(point: Point) -> String {
    format!("{}_{}", point.row, point.col)
}

fn points_text(points: &[Point]) -> String {
    let texts: Vec<String> = points.iter().map(|&p| point_text(p)).collect();
    texts.join(".")
}

fn colour(text: &str) -> Result<Colour, String> {
    Colour::parse(text).ok_or_else(|| format!("'{text}' is not a colour (6 or 8 hex digits)"))
}

fn number(text: &str, what: &str) -> Result<u16, String> {
    text.parse()
        .map_err(|_| format!("the {what} '{text}' is not a whole number from 0 to 65535"))
}

fn angle(text: &str) -> Result<i16, String> {
    text.parse::<i16>()
        .ok()
        .filter(|angle| angle.abs() <= 360)
        .ok_or_else(|| format!("the angle '{text}' is not a whole number of degrees"))
}

fn point(text: &str) -> Result<Point, String> {
    let (row, col) = text
        .split_once('_')
        .ok_or_else(|| format!("'{text}' is not a place <row>_<column>"))?;
    let coordinate = |t: &str| {
        t.parse::<i32>()
            .ok()
            .filter(|n| n.abs() <= 100 * 100)
            .ok_or_else(|| format!("'{text}' is not a place <row>_<column>"))
    };
    Ok(Point {
        row: coordinate(row)?,
        col: coordinate(col)?,
    })
}

/// `words` with what would cut a line or an attribute percent-escaped.
pub fn escape(words: &str) -> String {
    let mut out = String::with_capacity(words.len());
    for ch in words.chars() {
        match ch {
            '%' | ';' | ',' => {
                let _ = write!(out, "%{:02X}", ch as u32);
            }
            ch if u32::from(ch) < 0x20 => {
                let _ = write!(out, "%{:02X}", ch as u32);
            }
            ch => out.push(ch),
        }
    }
    out
}

/// The words [`escape`] wrote.
pub fn unescape(text: &str) -> Result<String, String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&byte, tail)) = rest.split_first() {
        if byte == b'%' {
            let code = tail
                .get(..2)
                .and_then(|hex| std::str::from_utf8(hex).ok())
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
                .ok_or("a % is not followed by two hex digits")?;
            bytes.push(code);
            rest = &tail[2..];
        } else {
            bytes.push(byte);
            rest = tail;
        }
    }
    String::from_utf8(bytes).map_err(|_| "the escaped words are not UTF-8".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> About {
        let label = |words: &str| Label {
            words: words.into(),
            colour: Colour::BLACK,
            size: 50,
        };
        About {
            title: Some("Clocks; 10:30, maybe".into()),
            author: Some("Setter_1 (99%)".into()),
            rules: Some("Normal rules.\nCircles: sums.\n".trim().into()),
            figures: vec![
                Figure::Line {
                    points: vec![Point { row: 50, col: 50 }, Point { row: -50, col: 950 }],
                    colour: Colour::parse("#B0B0B0").unwrap(),
                    width: 25,
                },
                Figure::Shape {
                    oval: true,
                    centre: Point { row: 150, col: 650 },
                    width: 350,
                    height: 350,
                    fill: Colour::parse("#00000010").unwrap(),
                    outline: Colour::BLACK,
                    angle: 0,
                    label: Some(label("12")),
                },
                Figure::Shape {
                    oval: false,
                    centre: Point { row: 100, col: 100 },
                    width: 30,
                    height: 30,
                    fill: Colour::NONE,
                    outline: Colour::BLACK,
                    angle: 45,
                    label: None,
                },
                Figure::Text {
                    centre: Point { row: 850, col: 500 },
                    angle: -90,
                    label: label("<: a.b_c"),
                },
                Figure::Outline {
                    cells: vec![0, 1, 9, 10],
                },
            ],
        }
    }

    #[test]
    fn every_field_reads_back_from_its_attributes() {
        let about = sample();
        let mut read = About::default();
        for attribute in about.attributes() {
            assert!(
                !attribute.contains([';', ',', '\n']),
                "{attribute} would cut the line"
            );
            read.read_attribute(&attribute).unwrap().unwrap();
        }
        assert_eq!(read, about);
        assert_eq!(read.check(9), Ok(()));
    }

    #[test]
    fn broken_attributes_say_what_is_wrong_and_others_are_not_ours() {
        let mut about = About::default();
        assert_eq!(about.read_attribute("thermo=0.1.2"), None);
        assert_eq!(about.read_attribute("x"), None);
        let error = |attribute: &str| {
            About::default()
                .read_attribute(attribute)
                .unwrap()
                .unwrap_err()
        };
        assert!(error("line=zz:25:50_50.60_60").contains("'zz' is not a colour"));
        assert!(error("line=000000:25:50_50").contains("two points"));
        assert!(error("rect=000000:000000:5050:10x10:0").contains("not a place"));
        assert!(error("text=000000:50:50_50:0").contains("words is missing"));
        assert!(error("title=50%").contains("two hex digits"));
        assert!(error("outline=0.x").contains("'x' is not a cell"));
    }

    #[test]
    fn figures_off_the_grid_are_refused_and_counted_in_words() {
        let about = sample();
        assert!(about.check(4).unwrap_err().contains("off the 4x4 grid"));
        assert_eq!(
            about.figures_in_words().as_deref(),
            Some("1 line, 1 rectangle, 1 circle, 1 text and 1 cage outline")
        );
        assert_eq!(About::default().figures_in_words(), None);
    }

    #[test]
    fn colours_read_in_css_hex_forms() {
        assert_eq!(Colour::parse("#fff"), Some(Colour([255, 255, 255, 255])));
        assert_eq!(
            Colour::parse("FF8178").map(|c| c.to_string()).as_deref(),
            Some("#ff8178")
        );
        assert_eq!(Colour::parse("#00000010"), Some(Colour([0, 0, 0, 16])));
        assert_eq!(Colour::parse(""), Some(Colour::NONE));
        assert_eq!(Colour::parse("blue"), None);
    }
}

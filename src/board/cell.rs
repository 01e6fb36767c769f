//! One cell of the board as a component of its own: its props are small
//! and compare cheaply, so a progress report re-renders only the cells
//! whose digit, marks or role changed — on a 1,296-cell board that is the
//! difference between a render per report and one every other report.

use sudoku_engine::shape::symbols::Alphabet;
use yew::prelude::*;

use super::view::cell_id;
use super::{mask_digits, CellKind, CellView};
use crate::hints::{CellRole, MarkRole, Uses};

/// The largest size whose pencil marks are drawn in a block per cell;
/// larger boards write them compactly in a line.
pub const MARKS_IN_CELLS: usize = 16;

/// Corner marks have this many places around the cell; more share the last.
const CORNER_PLACES: usize = 8;

#[derive(Properties, PartialEq)]
pub struct BoardCellProps {
    pub cell: usize,
    pub view: CellView,
    /// The cell holds the board's tab stop.
    pub selected: bool,
    /// Its region lines, cage sides and shading, as classes (the layout's).
    pub lines: AttrValue,
    pub cage_sum: Option<u32>,
    /// The board's size N.
    pub size: usize,
}

/// A digit as the grid's text writes it: `1`-`9`, then `A`-`Z`, `0` for 36.
pub fn symbol(digit: u8) -> String {
    Alphabet::Standard.symbol(digit).to_string()
}

#[component]
pub fn BoardCell(props: &BoardCellProps) -> Html {
    let BoardCellProps {
        cell,
        view,
        selected,
        ..
    } = *props;
    let class = classes!(
        "cell",
        view.kind.word(),
        view.conflict.then_some("conflict"),
        selected.then_some("selected"),
        view.picked.then_some("picked"),
        view.peer.then_some("peer"),
        view.same.then_some("same"),
        (view.corner != 0 || view.colours != 0).then_some("layered"),
        (view.role == CellRole::Pattern).then_some("role-pattern"),
        (view.role == CellRole::Wrong).then_some("role-wrong"),
        (view.role == CellRole::Drawn).then_some("role-drawn"),
        props.lines.clone(),
    );
    html! {
        <div
            role="gridcell"
            id={cell_id(cell)}
            data-cell={cell.to_string()}
            class={class}
            tabindex={if selected { "0" } else { "-1" }}
            aria-label={view.label()}
            aria-selected={(selected || view.picked).to_string()}
            aria-readonly={(view.kind == CellKind::Given).then_some("true")}
        >
            if view.colours != 0 {
                { colour_slices(view.colours) }
            }
            if let Some(sum) = props.cage_sum {
                <span class="cage-sum" aria-hidden="true">{ sum }</span>
            }
            { cell_content(&view, props.size) }
            if view.corner != 0 {
                { corner_marks(view.corner, props.cage_sum.is_some()) }
            }
        </div>
    }
}

/// A cell's digit, or the engine's picture: the nine digits in a 3x3
/// block, each shaded in one of five steps (classes, not inline styles,
/// which the page's security policy forbids), the engine's own digit for
/// the cell marked.
fn cell_content(view: &CellView, size: usize) -> Html {
    if let Some(marks) = view
        .marks
        .filter(|&marks| size > MARKS_IN_CELLS || view.corner != 0 && marks != 0)
    {
        if view.true_uses.is_some() {
            let digits = mask_digits(marks).map(|digit| {
                let class = view.uses(digit).map(Uses::class);
                html! { <span {class}>{ symbol(digit) }</span> }
            });
            return html! { <span class="centre-marks" aria-hidden="true">{ for digits }</span> };
        }
        let line: String = mask_digits(marks).map(symbol).collect();
        return html! { <span class="centre-marks" aria-hidden="true">{ line }</span> };
    }
    if let Some(marks) = view.marks {
        let slots = if size <= 9 { 9 } else { 16 };
        let marks = (1..=slots as u8).map(|digit| {
            let role = view.mark_role(digit);
            let shown = marks >> (digit - 1) & 1 == 1 || role != MarkRole::Plain;
            let uses = view.uses(digit).filter(|_| shown).map(Uses::class);
            let class = classes!("mark", shown.then(|| format!("role-{}", role.word())), uses);
            html! { <span {class}>{ if shown { symbol(digit) } else { String::new() } }</span> }
        });
        let class = classes!("marks", (slots == 16).then_some("marks-16"));
        return html! { <span {class} aria-hidden="true">{ for marks }</span> };
    }
    if view.shades.is_none() {
        return match view.digit {
            0 => Html::default(),
            digit => html! { { symbol(digit) } },
        };
    }
    let marks = (1..=9u8).map(|digit| {
        let step = view.shade_step(digit).unwrap_or(0);
        let placed = (digit == view.digit).then_some("placed");
        html! { <span class={classes!("mark", format!("shade-{step}"), placed)}>{ digit.to_string() }</span> }
    });
    html! { <span class="marks" aria-hidden="true">{ for marks }</span> }
}

/// The colours of a cell as slices around its middle, each an equal
/// share of the cell's outline from the top middle clockwise, as SudokuPad
/// cuts them (one colour fills it), in SVG (the page's policy forbids
/// style attributes). Integers only: no float formatting in the page.
fn colour_slices(colours: u64) -> Html {
    let colours: Vec<u8> = mask_digits(colours).collect();
    let count = colours.len() as u32;
    let slices = colours.iter().zip(0..).map(|(colour, index)| {
        let class = format!("colour-{colour}");
        if count == 1 {
            return html! { <rect {class} width="100" height="100" /> };
        }
        let (from, to) = (index * 400 / count, (index + 1) * 400 / count);
        let corners = [50, 150, 250, 350]
            .into_iter()
            .filter(|&corner| from < corner && corner < to);
        let points: Vec<String> = std::iter::once(from)
            .chain(corners)
            .chain([to])
            .map(|along| {
                let (x, y) = outline_point(along);
                format!("{x},{y}")
            })
            .collect();
        html! { <polygon {class} points={format!("50,50 {}", points.join(" "))} /> }
    });
    html! {
        <svg class="colours" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
            { for slices }
        </svg>
    }
}

/// The point `along` units clockwise around a 100x100 square's outline
/// (400 units) from its top middle.
fn outline_point(along: u32) -> (u32, u32) {
    match (along + 50) % 400 {
        top @ 0..=100 => (top, 0),
        right @ 101..=200 => (100, right - 100),
        bottom @ 201..=300 => (300 - bottom, 100),
        left => (0, 400 - left),
    }
}

/// Corner marks in the corners, then the middles of the sides, as on
/// SudokuPad (the top left left to a cage's sum); marks past the last
/// place share it.
fn corner_marks(corner: u64, cage_sum: bool) -> Html {
    let digits: Vec<String> = mask_digits(corner).map(symbol).collect();
    let first = usize::from(cage_sum);
    let places = digits.len().min(CORNER_PLACES - first);
    let marks = (0..places).map(|index| {
        let place = index + first;
        let text = match place + 1 == CORNER_PLACES {
            true => digits[index..].concat(),
            false => digits[index].clone(),
        };
        html! { <span class={format!("corner-mark corner-{place}")}>{ text }</span> }
    });
    html! { <span class="corner-marks" aria-hidden="true">{ for marks }</span> }
}

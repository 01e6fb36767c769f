//! One cell of the board as a component of its own: its props are small
//! and compare cheaply, so a progress report re-renders only the cells
//! whose digit, marks or role changed — on a 1,296-cell board that is the
//! difference between a render per report and one every other report.

use sudoku_engine::shape::symbols::Alphabet;
use yew::prelude::*;

use super::view::cell_id;
use super::{CellKind, CellView};
use crate::hints::{CellRole, MarkRole};

/// The largest size whose pencil marks are drawn inside the cells.
pub const MARKS_IN_CELLS: usize = 16;

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
    pub on_select: Callback<usize>,
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
    let onfocus = props.on_select.reform(move |_: FocusEvent| cell);
    let class = classes!(
        "cell",
        view.kind.word(),
        view.conflict.then_some("conflict"),
        selected.then_some("selected"),
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
            aria-selected={selected.to_string()}
            aria-readonly={(view.kind == CellKind::Given).then_some("true")}
            {onfocus}
        >
            if let Some(sum) = props.cage_sum {
                <span class="cage-sum" aria-hidden="true">{ sum }</span>
            }
            { cell_content(&view, props.size) }
        </div>
    }
}

/// A cell's digit, or the engine's picture: the nine digits in a 3x3
/// block, each shaded in one of five steps (classes, not inline styles,
/// which the page's security policy forbids), the engine's own digit for
/// the cell marked.
fn cell_content(view: &CellView, size: usize) -> Html {
    if let Some(marks) = view.marks.filter(|_| size <= MARKS_IN_CELLS) {
        let slots = if size <= 9 { 9 } else { 16 };
        let marks = (1..=slots as u8).map(|digit| {
            let role = view.mark_role(digit);
            let shown = marks >> (digit - 1) & 1 == 1 || role != MarkRole::Plain;
            let class = classes!("mark", shown.then(|| format!("role-{}", role.word())));
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

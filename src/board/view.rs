//! The 9x9 board as an ARIA grid: one tab stop (roving tabindex), arrows,
//! Home and End move, digits type (or set pencil marks in pencil mode),
//! 0 / Backspace / Delete clear; P switches pencil mode, H asks for a hint.
//! Pencil marks are drawn in a 3x3 block per cell, each in its role's
//! class; a step's chains are drawn over the board (`ChainOverlay`).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::{digit_of_key, CellKind, CellView, Move};
use crate::hints::{CellRole, ChainOverlay, MarkRole};
use crate::web::dom;
use sudoku_engine::logic::Chain;

#[derive(Properties, PartialEq)]
pub struct BoardViewProps {
    pub cells: Rc<Vec<CellView>>,
    /// The cell holding the tab stop.
    pub selected: usize,
    pub on_select: Callback<usize>,
    /// (cell, digit), 0 to clear.
    pub on_enter: Callback<(usize, u8)>,
    /// The chains of the step on screen.
    #[prop_or_default]
    pub chains: Rc<Vec<Chain>>,
    /// A letter key pressed on the board: 'p' (pencil) or 'h' (hint).
    pub on_letter: Callback<char>,
}

/// The id of cell `cell`'s element.
pub fn cell_id(cell: usize) -> String {
    format!("cell-{cell}")
}

/// The cell an event happened on, from its `data-cell` attribute.
fn cell_of(event: &Event) -> Option<usize> {
    event
        .target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .get_attribute("data-cell")?
        .parse()
        .ok()
}

/// A cell's digit, or the engine's picture: the nine digits in a 3x3
/// block, each shaded in one of five steps (classes, not inline styles,
/// which the page's security policy forbids), the engine's own digit for
/// the cell marked.
fn cell_content(view: &CellView) -> Html {
    if let Some(marks) = view.marks {
        let marks = (1..=9u8).map(|digit| {
            let role = view.mark_roles[usize::from(digit) - 1];
            let shown = marks.contains(digit) || role != MarkRole::Plain;
            let class = classes!("mark", shown.then(|| format!("role-{}", role.word())));
            html! { <span {class}>{ if shown { digit.to_string() } else { String::new() } }</span> }
        });
        return html! { <span class="marks" aria-hidden="true">{ for marks }</span> };
    }
    if view.shades.is_none() {
        return match view.digit {
            0 => Html::default(),
            digit => html! { { digit.to_string() } },
        };
    }
    let marks = (1..=9u8).map(|digit| {
        let step = view.shade_step(digit).unwrap_or(0);
        let placed = (digit == view.digit).then_some("placed");
        html! { <span class={classes!("mark", format!("shade-{step}"), placed)}>{ digit.to_string() }</span> }
    });
    html! { <span class="marks" aria-hidden="true">{ for marks }</span> }
}

#[component]
pub fn BoardView(props: &BoardViewProps) -> Html {
    let onkeydown = {
        let on_enter = props.on_enter.clone();
        let on_letter = props.on_letter.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.ctrl_key() && !matches!(event.key().as_str(), "Home" | "End") {
                return;
            }
            if event.meta_key() || event.alt_key() {
                return;
            }
            let Some(cell) = cell_of(&event) else {
                return;
            };
            let key = event.key();
            if let Some(digit) = digit_of_key(&key) {
                on_enter.emit((cell, digit));
            } else if let Some(letter @ ('p' | 'h')) = key
                .chars()
                .next()
                .filter(|_| key.len() == 1)
                .map(|c| c.to_ascii_lowercase())
            {
                on_letter.emit(letter);
            } else if let Some(step) = Move::from_key(&key, event.ctrl_key()) {
                dom::focus(&cell_id(step.from(cell)));
            } else {
                return;
            }
            event.prevent_default();
        })
    };

    let rows = (0..9).map(|row| {
        let cells = (0..9).map(|col| {
            let cell = row * 9 + col;
            let view = props.cells[cell];
            let selected = cell == props.selected;
            let onfocus = props.on_select.reform(move |_: FocusEvent| cell);
            let class = classes!(
                "cell",
                view.kind.word(),
                view.conflict.then_some("conflict"),
                selected.then_some("selected"),
                (view.role == CellRole::Pattern).then_some("role-pattern"),
                (view.role == CellRole::Wrong).then_some("role-wrong"),
            );
            html! {
                <div
                    role="gridcell"
                    id={cell_id(cell)}
                    data-cell={cell.to_string()}
                    class={class}
                    tabindex={if selected { "0" } else { "-1" }}
                    aria-label={view.label(cell)}
                    aria-selected={selected.to_string()}
                    aria-readonly={(view.kind == CellKind::Given).then_some("true")}
                    aria-invalid={view.conflict.then_some("true")}
                    {onfocus}
                >
                    { cell_content(&view) }
                </div>
            }
        });
        html! {
            <div role="row" class="board-row" aria-rowindex={(row + 1).to_string()}>
                { for cells }
            </div>
        }
    });

    html! {
        <div
            role="grid"
            aria-label="Sudoku board"
            aria-describedby="board-help"
            class="board"
            {onkeydown}
        >
            { for rows }
            <ChainOverlay chains={props.chains.clone()} />
        </div>
    }
}

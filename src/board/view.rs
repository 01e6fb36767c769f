//! The board of any shape as an ARIA grid: one tab stop (roving tabindex),
//! arrows, Home and End move, digits (and the letters of larger grids)
//! type or set pencil marks in pencil mode, 0 / Backspace / Delete clear;
//! P switches pencil mode, H asks for a hint (where they are not digits).
//! The [`BoardLayout`] draws region lines, cages, shaded houses, the X
//! diagonals, the rules' marks (an SVG, in a frame with room for clues
//! outside the grid) and badges for the rules with no drawing. Pencil
//! marks are drawn in a 3x3 block per cell up to 9 digits, 4x4 up to 16;
//! above that the selected cell's candidates are listed under the board.
//! A step's chains are drawn over the board (`ChainOverlay`).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::cell::{symbol, BoardCell};
use super::{digit_of_key, mask_digits, BoardLayout, CellView, Move};
use crate::hints::ChainOverlay;
use crate::web::dom;
use crate::worker::analysis::LinkView;

use super::cell::MARKS_IN_CELLS;

#[derive(Properties, PartialEq)]
pub struct BoardViewProps {
    pub cells: Rc<Vec<CellView>>,
    pub layout: Rc<BoardLayout>,
    /// The cell holding the tab stop.
    pub selected: usize,
    pub on_select: Callback<usize>,
    /// (cell, digit), 0 to clear.
    pub on_enter: Callback<(usize, u8)>,
    /// The chains of the step on screen.
    #[prop_or_default]
    pub chains: Rc<Vec<Vec<LinkView>>>,
    /// A letter key pressed on the board: 'p' (pencil) or 'h' (hint).
    pub on_letter: Callback<char>,
    /// While the cage editor draws: a cell pressed (`false`) or dragged
    /// over with the button down (`true`).
    #[prop_or_default]
    pub on_pick: Option<Callback<(usize, bool)>>,
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

#[component]
pub fn BoardView(props: &BoardViewProps) -> Html {
    let layout = &props.layout;
    let size = layout.size;
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
            if let Some(digit) = digit_of_key(&key, size) {
                on_enter.emit((cell, digit));
            } else if let Some(letter @ ('p' | 'h')) = key
                .chars()
                .next()
                .filter(|_| key.len() == 1)
                .map(|c| c.to_ascii_lowercase())
            {
                on_letter.emit(letter);
            } else if let Some(step) = Move::from_key(&key, event.ctrl_key()) {
                dom::focus(&cell_id(step.from(cell, size)));
            } else {
                return;
            }
            event.prevent_default();
        })
    };

    let rows = (0..size).map(|row| {
        let cells = (0..size).map(|col| {
            let cell = row * size + col;
            let Some(&view) = props.cells.get(cell) else {
                return Html::default();
            };
            html! {
                <BoardCell
                    {cell}
                    {view}
                    selected={cell == props.selected}
                    lines={AttrValue::from(Rc::clone(&layout.cell_classes[cell]))}
                    cage_sum={layout.cage_sums[cell]}
                    {size}
                    on_select={props.on_select.clone()}
                />
            }
        });
        html! {
            <div role="row" class="board-row" aria-rowindex={(row + 1).to_string()}>
                { for cells }
            </div>
        }
    });

    let focus_marks = props
        .cells
        .get(props.selected)
        .and_then(|view| view.marks.filter(|_| size > MARKS_IN_CELLS).map(|marks| (view, marks)))
        .map(|(view, marks)| {
            let digits: Vec<String> = mask_digits(marks).map(symbol).collect();
            html! {
                <p class="focus-marks">
                    { format!("r{}c{} candidates: {}", view.row + 1, view.col + 1, if digits.is_empty() { "none".to_string() } else { digits.join(" ") }) }
                </p>
            }
        });
    let onpointerdown = props.on_pick.clone().map(|on_pick| {
        Callback::from(move |event: PointerEvent| {
            if let Some(cell) = cell_of(&event) {
                on_pick.emit((cell, false));
            }
        })
    });
    let onpointerover = props.on_pick.clone().map(|on_pick| {
        Callback::from(move |event: PointerEvent| {
            if let (Some(cell), true) = (cell_of(&event), event.buttons() & 1 == 1) {
                on_pick.emit((cell, true));
            }
        })
    });
    let drawing = props.on_pick.is_some();
    let frame = use_node_ref();
    {
        // The frame's room is one cell: its size N goes to the stylesheet
        // through the style object (the page's policy refuses style
        // attributes).
        let frame = frame.clone();
        use_effect_with((size, layout.outside), move |_| {
            if let Some(element) = frame.cast::<web_sys::HtmlElement>() {
                let _ = element.style().set_property("--cells", &size.to_string());
            }
        });
    }
    let board = html! {
        <div
            role="grid"
            aria-label={format!("Sudoku board, {size}x{size}")}
            aria-describedby="board-help"
            class={classes!("board", layout.size_class(), drawing.then_some("drawing"))}
            {onkeydown}
            {onpointerdown}
            {onpointerover}
        >
            { for rows }
            if !layout.drawing.is_empty() {
                { Html::from_html_unchecked(AttrValue::from(Rc::clone(&layout.drawing))) }
            }
            if layout.diagonals != [false; 2] {
                <svg class="diagonals" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
                    if layout.diagonals[0] {
                        <line x1="0" y1="0" x2="1" y2="1" />
                    }
                    if layout.diagonals[1] {
                        <line x1="1" y1="0" x2="0" y2="1" />
                    }
                </svg>
            }
            <ChainOverlay chains={props.chains.clone()} {size} />
        </div>
    };
    html! {
        <>
            if layout.outside {
                <div class="board-frame" ref={frame}>{ board }</div>
            } else {
                { board }
            }
            { for focus_marks }
            if !layout.badges.is_empty() {
                <ul class="rule-badges" aria-label="Rules beyond rows, columns and regions">
                    { for layout.badges.iter().map(|badge| html! { <li class="badge">{ badge.clone() }</li> }) }
                </ul>
            }
        </>
    }
}

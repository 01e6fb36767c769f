//! The board of any shape as an ARIA grid: one tab stop (roving tabindex),
//! arrows, Home and End move (Shift extends the selection), digits (and the
//! letters of larger grids) write in the entry mode (Shift held: corner
//! marks, Ctrl/Cmd held: centre marks), 0 / Backspace / Delete clear; Z X C
//! V choose the mode and Space cycles it, P switches centre marks, H asks
//! for a hint (letters that are not the board's digits); Escape keeps the
//! focus cell alone, Ctrl+A selects every cell. A press picks a cell, a
//! drag (mouse or finger) adds the cells it crosses, Ctrl/Cmd-click adds or
//! takes one, a double-click selects the same digit or colour.
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
use super::{digit_of_key, mask_digits, BoardLayout, CellView, Mode, Move, Pick};
use crate::hints::ChainOverlay;
use crate::web::dom;
use sudoku_engine::logic::ChainLink;

use super::cell::MARKS_IN_CELLS;

#[derive(Properties, PartialEq)]
pub struct BoardViewProps {
    pub cells: Rc<Vec<CellView>>,
    pub layout: Rc<BoardLayout>,
    /// The cell holding the tab stop.
    pub selected: usize,
    pub on_select: Callback<usize>,
    /// A change of the selection.
    pub on_pick: Callback<Pick>,
    /// A digit (0 to clear) for the selected cells, with the mode a held
    /// modifier asks for.
    pub on_type: Callback<(u8, Option<Mode>)>,
    /// The chains of the step on screen.
    #[prop_or_default]
    pub chains: Rc<Vec<Vec<ChainLink>>>,
    /// A letter key pressed on the board: 'p' (centre marks), 'h' (hint),
    /// a mode's key (z, x, c, v) or ' ' (the next mode).
    pub on_letter: Callback<char>,
    /// While the cage editor draws: a cell pressed (`false`) or dragged
    /// over with the button down (`true`).
    #[prop_or_default]
    pub on_draw: Option<Callback<(usize, bool)>>,
}

/// The letters the board takes as commands where they are not digits.
const LETTERS: [char; 7] = ['p', 'h', 'z', 'x', 'c', 'v', ' '];

/// The id of cell `cell`'s element.
pub fn cell_id(cell: usize) -> String {
    format!("cell-{cell}")
}

/// The cell an event happened on, from its `data-cell` attribute.
fn cell_of(event: &Event) -> Option<usize> {
    cell_of_element(event.target()?.dyn_into::<web_sys::Element>().ok()?)
}

fn cell_of_element(element: web_sys::Element) -> Option<usize> {
    element
        .closest("[data-cell]")
        .ok()??
        .get_attribute("data-cell")?
        .parse()
        .ok()
}

/// The cell under a pointer (a finger moving keeps its first target).
fn cell_under(event: &PointerEvent) -> Option<usize> {
    let document = dom::window().document()?;
    let element = document.element_from_point(event.client_x() as f32, event.client_y() as f32)?;
    cell_of_element(element)
}

/// The digit a key types: its own, or with Shift held the digit of its key
/// (`Digit5`, `Numpad5`: Shift+5 gives '%').
fn typed_digit(event: &KeyboardEvent, size: usize) -> Option<u8> {
    digit_of_key(&event.key(), size).or_else(|| {
        let code = event.code();
        let digit: u8 = code
            .strip_prefix("Digit")
            .or(code.strip_prefix("Numpad"))?
            .parse()
            .ok()?;
        (usize::from(digit) <= size).then_some(digit)
    })
}

#[component]
pub fn BoardView(props: &BoardViewProps) -> Html {
    let layout = &props.layout;
    let size = layout.size;
    let onkeydown = {
        let (on_type, on_pick, on_letter) = (
            props.on_type.clone(),
            props.on_pick.clone(),
            props.on_letter.clone(),
        );
        let focus = props.selected;
        Callback::from(move |event: KeyboardEvent| {
            if event.alt_key() {
                return;
            }
            if cell_of(&event).is_none() {
                return;
            }
            // Moves start from the selection's focus, which a drag moves
            // without moving the browser's focus.
            let cell = focus;
            let key = event.key();
            let command = event.ctrl_key() || event.meta_key();
            let letter = key
                .chars()
                .next()
                .filter(|_| key.chars().count() == 1)
                .map(|c| c.to_ascii_lowercase());
            if let Some(step) = Move::from_key(&key, event.ctrl_key()) {
                let target = step.from(cell, size);
                on_pick.emit(match event.shift_key() {
                    true => Pick::Add(target),
                    false => Pick::Only(target),
                });
                dom::focus(&cell_id(target));
            } else if command && letter == Some('a') {
                on_pick.emit(Pick::All);
            } else if let Some(digit) = typed_digit(&event, size)
                .filter(|_| !command || !letter.is_some_and(|c| c.is_ascii_alphabetic()))
            {
                on_type.emit((digit, Mode::held(event.shift_key(), command)));
            } else if command {
                return;
            } else if key == "Escape" {
                on_pick.emit(Pick::Collapse);
            } else if let Some(letter) = letter.filter(|letter| LETTERS.contains(letter)) {
                on_letter.emit(letter);
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
    // The cell a press or drag reached last: a drag reports each new cell once.
    let dragged = use_mut_ref(|| None::<usize>);
    // The browser's focus follows a press, which has picked the cells
    // itself: that focus is not a selection of its own (a Ctrl-click that
    // takes a cell out would otherwise select it alone).
    let onfocusin = {
        let (on_select, dragged) = (props.on_select.clone(), dragged.clone());
        Callback::from(move |event: FocusEvent| {
            if let (Some(cell), None) = (cell_of(&event), *dragged.borrow()) {
                on_select.emit(cell);
            }
        })
    };
    let onpointerdown = {
        let (on_pick, on_draw, dragged) = (
            props.on_pick.clone(),
            props.on_draw.clone(),
            dragged.clone(),
        );
        Callback::from(move |event: PointerEvent| {
            let Some(cell) = cell_of(&event) else {
                return;
            };
            *dragged.borrow_mut() = Some(cell);
            match &on_draw {
                Some(on_draw) => on_draw.emit((cell, false)),
                None if event.ctrl_key() || event.meta_key() => on_pick.emit(Pick::Toggle(cell)),
                None if event.shift_key() => on_pick.emit(Pick::Add(cell)),
                None => on_pick.emit(Pick::Only(cell)),
            }
        })
    };
    let onpointermove = {
        let (on_pick, on_draw, dragged) = (
            props.on_pick.clone(),
            props.on_draw.clone(),
            dragged.clone(),
        );
        Callback::from(move |event: PointerEvent| {
            if event.buttons() & 1 == 0 || dragged.borrow().is_none() {
                return;
            }
            let Some(cell) = cell_under(&event).filter(|&cell| Some(cell) != *dragged.borrow())
            else {
                return;
            };
            *dragged.borrow_mut() = Some(cell);
            match &on_draw {
                Some(on_draw) => on_draw.emit((cell, true)),
                None => on_pick.emit(Pick::Add(cell)),
            }
        })
    };
    let onpointerup = {
        let dragged = dragged.clone();
        Callback::from(move |_: PointerEvent| *dragged.borrow_mut() = None)
    };
    let ondblclick = {
        let on_pick = props.on_pick.clone();
        Callback::from(move |event: MouseEvent| {
            if let Some(cell) = cell_of(&event) {
                on_pick.emit(Pick::Same(cell));
            }
        })
    };
    let drawing = props.on_draw.is_some();
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
            aria-multiselectable="true"
            aria-label={format!("Sudoku board, {size}x{size}")}
            aria-describedby="board-help"
            class={classes!("board", layout.size_class(), drawing.then_some("drawing"))}
            {onkeydown}
            {onpointerdown}
            {onpointermove}
            onpointerup={onpointerup.clone()}
            onpointercancel={onpointerup}
            {ondblclick}
            {onfocusin}
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

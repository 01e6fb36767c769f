//! The root component: creates the [`Store`] (saved work, then a link in
//! the address), renders the page (header, notice, the play and side
//! columns) from its state, and holds the page-wide listeners (paste
//! anywhere, Ctrl+Z / Ctrl+Y, links opened by editing the address).
//!
//! The first render draws the board only; everything else renders one task
//! later ([`AfterFirstPaint`](crate::web::after_first_paint::AfterFirstPaint)),
//! so the page's first long task stays short.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::callbacks::Callbacks;
use super::play_column::play_column;
use super::side_column::side_column;
use super::side_column::PickerState;
use super::store::Store;
use super::{Action, AppState, Command, Notice};
use crate::board::BoardLayout;
use crate::persist;
use crate::web::{bench_hook, dom};

/// Saved work, then a link in the address (a new link wins over storage),
/// and what opening the link calls for.
fn initial_state() -> (AppState, Vec<Command>) {
    let fresh = || AppState::new(dom::random_seed(), dom::worker_count());
    let mut state = match persist::storage::load() {
        None => fresh(),
        Some(json) => persist::restore(&json, fresh()).unwrap_or_else(|message| AppState {
            notice: Some(message),
            ..fresh()
        }),
    };
    let (fragment, query) = dom::location_link();
    let pending = state.apply(Action::OpenAddress { fragment, query });
    (state, pending)
}

#[component]
pub fn App() -> Html {
    let rerender = use_force_update();
    let store = use_memo((), move |_| {
        let (state, pending) = initial_state();
        Store::new(state, pending, move || rerender.force_update())
    });
    let on = use_memo((), {
        let store = (*store).clone();
        move |_| Callbacks::new(&store)
    });

    use_page_listeners(&on.dispatch);
    let theme = store.state().prefs.theme;
    use_effect_with(theme, |theme| dom::set_theme(theme.word()));
    use_effect_with((), |_| bench_hook::install());

    let state = store.state();
    let puzzle = state.board.puzzle();
    let layout = use_memo(
        (puzzle.shape().clone(), puzzle.about().cloned()),
        |(shape, about)| BoardLayout::of(shape, about.as_ref()),
    );
    let picker = use_memo(state.board.shape().clone(), PickerState::of);
    html! {
        <main class="app">
            <header class="app-header">
                <h1>{ "Sudoku Lab" }</h1>
                <p class="tagline">{ "Paste a puzzle, pick an engine from the papers, watch it solve." }</p>
                <button type="button" id="theme-toggle" class="theme-toggle" onclick={on.theme.reform(|_| ())}
                    aria-label={format!("Colours: {} (change)", state.prefs.theme.word())}>
                    { match state.prefs.theme.word() { "dark" => "Dark", "light" => "Light", _ => "Auto" } }
                </button>
            </header>
            <Notice text={state.notice.clone()} on_dismiss={on.dismiss.clone()} />
            <div class={classes!("layout", (state.board.size() > 16).then_some("wide-board"))}>
                { play_column(&state, &on, layout) }
                { side_column(&state, &on, &picker) }
            </div>
        </main>
    }
}

/// Options for a listener that may call `preventDefault`.
fn active() -> EventListenerOptions {
    EventListenerOptions::enable_prevent_default()
}

/// Paste anywhere (outside text fields) loads a puzzle; Ctrl+Z / Ctrl+Y
/// (and Ctrl+Shift+Z) undo and redo board edits; a link typed into the
/// address bar opens.
#[hook]
fn use_page_listeners(dispatch: &Callback<Action>) {
    let dispatch = dispatch.clone();
    use_effect_with((), move |_| {
        let window = dom::window();
        let document = window.document().expect("a document");
        let paste = {
            let dispatch = dispatch.clone();
            EventListener::new_with_options(&document, "paste", active(), move |event| {
                if dom::is_text_field(event.target()) {
                    return;
                }
                let text = event
                    .dyn_ref::<web_sys::ClipboardEvent>()
                    .and_then(web_sys::ClipboardEvent::clipboard_data)
                    .and_then(|data| data.get_data("text").ok())
                    .unwrap_or_default();
                if !text.trim().is_empty() {
                    event.prevent_default();
                    dispatch.emit(Action::LoadText(text));
                }
            })
        };
        let keys = {
            let dispatch = dispatch.clone();
            EventListener::new_with_options(&document, "keydown", active(), move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if !(event.ctrl_key() || event.meta_key()) || dom::is_text_field(event.target()) {
                    return;
                }
                let action = match event.key().to_lowercase().as_str() {
                    "z" if event.shift_key() => Action::Redo,
                    "z" => Action::Undo,
                    "y" => Action::Redo,
                    _ => return,
                };
                event.prevent_default();
                dispatch.emit(action);
            })
        };
        let visibility = {
            let (dispatch, document) = (dispatch.clone(), document.clone());
            EventListener::new(&document.clone(), "visibilitychange", move |_| {
                dispatch.emit(Action::PageVisible(!document.hidden()))
            })
        };
        let address = EventListener::new(&window, "hashchange", move |_| {
            let (fragment, query) = dom::location_link();
            dispatch.emit(Action::OpenAddress { fragment, query });
        });
        move || drop((paste, keys, visibility, address))
    });
}

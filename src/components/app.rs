//! The root component: owns the state, the run controller, storage and
//! the page-wide listeners (paste anywhere, Ctrl+Z / Ctrl+Y, links opened
//! by editing the address).

use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::{
    Board, Controls, DigitPad, EnginePicker, LevelPanel, LivePanel, Notice, PuzzleInput, Results,
    ShareLink, Status,
};
use crate::level_view::LevelView;
use crate::persist;
use crate::state::{Action, AppState};
use crate::web::runner::Runner;
use crate::web::{bench_hook, dom, storage};

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Rc::unwrap_or_clone(self).apply(action))
    }
}

/// Saved work, then a link in the address (a new link wins over storage).
fn initial_state() -> AppState {
    let seed = dom::random_seed();
    let state = match storage::load() {
        None => AppState::new(seed),
        Some(json) => persist::restore(&json, seed).unwrap_or_else(|message| AppState {
            notice: Some(message),
            ..AppState::new(seed)
        }),
    };
    let (fragment, query) = dom::location_link();
    state.apply(Action::OpenAddress { fragment, query })
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let dispatch: Callback<Action> = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action| dispatcher.dispatch(action))
    };
    let runner = {
        let dispatch = dispatch.clone();
        use_memo((), move |_| Runner::new(dispatch))
    };

    use_persistence(&state, &dispatch);
    use_page_listeners(&dispatch);
    use_effect_with((), |_| bench_hook::install());

    let send = |make: fn(String) -> Action| dispatch.reform(make);
    let on_enter = dispatch.reform(|(cell, digit)| Action::Enter { cell, digit });
    let on_digit = {
        let selected = state.selected;
        dispatch.reform(move |digit| Action::Enter {
            cell: selected,
            digit,
        })
    };
    let on_solve = {
        let (runner, state) = (runner.clone(), state.clone());
        Callback::from(move |()| runner.solve(&state))
    };
    let on_stop = {
        let runner = runner.clone();
        Callback::from(move |()| runner.stop())
    };
    let on_copy = {
        let (state, dispatch) = (state.clone(), dispatch.clone());
        Callback::from(move |()| {
            let fragment = state.share_fragment();
            let link = dom::write_fragment(&fragment);
            let dispatch = dispatch.clone();
            yew::platform::spawn_local(async move {
                let copied = dom::copy_text(&link).await;
                dispatch.emit(Action::LinkMade {
                    fragment,
                    link,
                    copied,
                });
            });
        })
    };
    let on_new_seed = dispatch.reform(|()| Action::SetSeed(dom::random_seed().to_string()));

    let run_on_this_board = state
        .run
        .as_ref()
        .is_some_and(|run| run.board == state.board);
    let live_panel = state
        .run
        .as_ref()
        .filter(|run| run.is_watchable())
        .map(|run| {
            html! {
                <LivePanel
                    engine={run.engine.clone()}
                    running={run.is_active()}
                    report={run.report.clone()}
                    trace={run.trace.clone()}
                />
            }
        });
    let level_panel = state.run.as_ref().and_then(|run| {
        let level = LevelView::from_stats(&run.report.as_ref()?.stats)?;
        Some(html! { <LevelPanel {level} done={!run.is_active()} /> })
    });

    html! {
        <main class="app">
            <header class="app-header">
                <h1>{ "Sudoku Lab" }</h1>
                <p class="tagline">{ "Paste a puzzle, pick an engine from the papers, watch it solve." }</p>
            </header>
            <Notice text={state.notice.clone()} on_dismiss={dispatch.reform(|()| Action::Notice(None))} />
            <div class="layout">
                <section class="play" aria-label="Board and controls">
                    <Board
                        cells={Rc::new(state.cells())}
                        selected={state.selected}
                        on_select={dispatch.reform(Action::Select)}
                        {on_enter}
                    />
                    <p id="board-help" class="hint board-help">
                        { "Arrow keys move; 1-9 type; 0, Backspace or Delete clear; Ctrl+Z / Ctrl+Y undo and redo." }
                    </p>
                    <DigitPad {on_digit} />
                    <Controls
                        running={state.is_running()}
                        can_undo={state.history.can_undo()}
                        can_redo={state.history.can_redo()}
                        {on_solve}
                        {on_stop}
                        on_clear={dispatch.reform(|()| Action::Clear)}
                        on_undo={dispatch.reform(|()| Action::Undo)}
                        on_redo={dispatch.reform(|()| Action::Redo)}
                    />
                    <Status
                        text={state.status()}
                        running={state.is_running()}
                        report={state.run.as_ref().and_then(|run| run.report.clone())}
                    />
                </section>
                <div class="side">
                    { for live_panel }
                    { for level_panel }
                    <PuzzleInput
                        text={state.puzzle_text.clone()}
                        error={state.input_error.clone().map(AttrValue::from)}
                        on_input={send(Action::LoadText)}
                    />
                    <EnginePicker
                        settings={state.settings.clone()}
                        on_engine={send(Action::SetEngine)}
                        on_param={dispatch.reform(|(name, value)| Action::SetParam { name, value })}
                        on_reset={dispatch.reform(|()| Action::ResetParams)}
                        on_seed={send(Action::SetSeed)}
                        {on_new_seed}
                        on_time_limit={send(Action::SetTimeLimit)}
                    />
                    <Results run={state.run.clone()} on_this_board={run_on_this_board} />
                    <ShareLink
                        link={state.share.link.clone().map(AttrValue::from)}
                        message={state.share.message.clone().map(AttrValue::from)}
                        {on_copy}
                    />
                </div>
            </div>
        </main>
    }
}

/// Saves the state whenever what is saved changes; says once if the browser refuses.
#[hook]
fn use_persistence(state: &UseReducerHandle<AppState>, dispatch: &Callback<Action>) {
    let last_saved = use_mut_ref(|| None::<String>);
    let refused = use_mut_ref(|| false);
    let json = persist::save(state);
    let dispatch = dispatch.clone();
    use_effect(move || {
        if last_saved.borrow().as_deref() != Some(json.as_str()) {
            match storage::save(&json) {
                Ok(()) => *last_saved.borrow_mut() = Some(json),
                Err(why) if !*refused.borrow() => {
                    *refused.borrow_mut() = true;
                    dispatch.emit(Action::Notice(Some(format!(
                        "Your work cannot be saved in this browser ({why}); it will be lost on reload."
                    ))));
                }
                Err(_) => {}
            }
        }
    });
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
        let address = EventListener::new(&window, "hashchange", move |_| {
            let (fragment, query) = dom::location_link();
            dispatch.emit(Action::OpenAddress { fragment, query });
        });
        move || drop((paste, keys, address))
    });
}

//! The root component: creates the [`Store`] (saved work, then a link in
//! the address), renders every panel from its state, and holds the
//! page-wide listeners (paste anywhere, Ctrl+Z / Ctrl+Y, links opened by
//! editing the address).

use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::side_tabs::SideTabs;
use super::store::Store;
use super::{Action, AppState, EditAction, Notice, SideTab};
use crate::board::{
    has_rule, BoardLayout, BoardView, DigitPad, EditorControls, PuzzleInput, ShapePicker,
    RULE_TOGGLES,
};
use crate::generator::GeneratorPanel;
use crate::hints::{ExplainPanel, HintPanel};
use crate::live::{LevelPanel, LevelView, LivePanel};
use crate::persist;
use crate::race::{standings, RacePanel};
use crate::ratings::RatingsPanel;
use crate::run::{Controls, Results, StatusLine};
use crate::settings::EnginePicker;
use crate::share::ShareLink;
use crate::web::after_first_paint::AfterFirstPaint;
use crate::web::{bench_hook, dom};

/// Saved work, then a link in the address (a new link wins over storage).
fn initial_state() -> AppState {
    let fresh = || AppState::new(dom::random_seed(), dom::worker_count());
    let mut state = match persist::storage::load() {
        None => fresh(),
        Some(json) => persist::restore(&json, fresh()).unwrap_or_else(|message| AppState {
            notice: Some(message),
            ..fresh()
        }),
    };
    let (fragment, query) = dom::location_link();
    state.apply(Action::OpenAddress { fragment, query });
    state
}

/// Every callback the panels take, made once: a panel whose data did not
/// change then sees equal props and is not rendered again (a live run
/// re-renders only what its progress changes).
#[derive(Clone, PartialEq)]
struct Callbacks {
    dispatch: Callback<Action>,
    enter: Callback<(usize, u8)>,
    digit: Callback<u8>,
    select: Callback<usize>,
    solve: Callback<()>,
    solve_anyway: Callback<()>,
    stop: Callback<()>,
    clear: Callback<()>,
    undo: Callback<()>,
    redo: Callback<()>,
    dismiss: Callback<()>,
    load_text: Callback<String>,
    blank: Callback<usize>,
    rule: Callback<String>,
    pick: Callback<(usize, bool)>,
    edit: Callback<EditAction>,
    engine: Callback<String>,
    preset: Callback<String>,
    param: Callback<(String, String)>,
    reset: Callback<()>,
    seed: Callback<String>,
    new_seed: Callback<()>,
    time_limit: Callback<String>,
    copy: Callback<()>,
    race_add: Callback<()>,
    race_remove: Callback<usize>,
    race_clear: Callback<()>,
    race: Callback<()>,
    race_anyway: Callback<()>,
    candidates: Callback<()>,
    pencil: Callback<()>,
    hint: Callback<()>,
    apply_hint: Callback<()>,
    dismiss_hint: Callback<()>,
    explain: Callback<()>,
    explain_to: Callback<usize>,
    close_explain: Callback<()>,
    letter: Callback<char>,
    theme: Callback<()>,
    generator: Callback<super::GeneratorAction>,
    tab: Callback<SideTab>,
}

impl Callbacks {
    fn new(store: &Store) -> Callbacks {
        let dispatch: Callback<Action> = {
            let store = store.clone();
            Callback::from(move |action| store.dispatch(action))
        };
        let action = |action: Action| dispatch.reform(move |()| action.clone());
        let copy = {
            let (store, dispatch) = (store.clone(), dispatch.clone());
            Callback::from(move |()| {
                let fragment = store.state().share_fragment();
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
        Callbacks {
            enter: dispatch.reform(|(cell, digit)| Action::Enter { cell, digit }),
            digit: dispatch.reform(Action::Type),
            select: dispatch.reform(Action::Select),
            solve: action(Action::Solve),
            solve_anyway: action(Action::SolveAnyway),
            stop: action(Action::Stop),
            clear: action(Action::Clear),
            undo: action(Action::Undo),
            redo: action(Action::Redo),
            dismiss: action(Action::Notice(None)),
            load_text: dispatch.reform(Action::LoadText),
            blank: dispatch.reform(Action::BlankShape),
            rule: dispatch.reform(Action::ToggleRule),
            pick: dispatch.reform(|(cell, drag)| {
                Action::Edit(match drag {
                    true => EditAction::Extend(cell),
                    false => EditAction::Pick(cell),
                })
            }),
            edit: dispatch.reform(Action::Edit),
            engine: dispatch.reform(Action::SetEngine),
            preset: dispatch.reform(Action::SetPreset),
            param: dispatch.reform(|(name, value)| Action::SetParam { name, value }),
            reset: action(Action::ResetParams),
            seed: dispatch.reform(Action::SetSeed),
            new_seed: dispatch.reform(|()| Action::SetSeed(dom::random_seed().to_string())),
            time_limit: dispatch.reform(Action::SetTimeLimit),
            copy,
            race_add: action(Action::AddToRace),
            race_remove: dispatch.reform(Action::RemoveFromRace),
            race_clear: action(Action::ClearLineup),
            race: action(Action::Race),
            race_anyway: action(Action::RaceAnyway),
            candidates: action(Action::ToggleCandidates),
            pencil: action(Action::TogglePencil),
            hint: action(Action::Hint),
            apply_hint: action(Action::ApplyHint),
            dismiss_hint: action(Action::DismissHint),
            explain: action(Action::Explain),
            explain_to: dispatch.reform(Action::ExplainTo),
            close_explain: action(Action::CloseExplain),
            letter: dispatch.reform(|letter| match letter {
                'p' => Action::TogglePencil,
                _ => Action::Hint,
            }),
            theme: action(Action::CycleTheme),
            generator: dispatch.reform(Action::Generator),
            tab: dispatch.reform(Action::ShowTab),
            dispatch,
        }
    }
}

#[component]
pub fn App() -> Html {
    let rerender = use_force_update();
    let store = use_memo((), move |_| {
        Store::new(initial_state(), move || rerender.force_update())
    });
    let on = use_memo((), {
        let store = (*store).clone();
        move |_| Callbacks::new(&store)
    });

    use_effect_with((), {
        let dispatch = on.dispatch.clone();
        move |_| dispatch.emit(Action::Start)
    });
    use_page_listeners(&on.dispatch);
    let theme = store.state().prefs.theme;
    use_effect_with(theme, |theme| dom::set_theme(theme.word()));
    use_effect_with((), |_| bench_hook::install());

    let state = store.state();
    let layout = use_memo(state.board.shape().clone(), BoardLayout::of);
    let picker = use_memo(state.board.shape().clone(), |shape| {
        let rules_on: Vec<&'static str> = RULE_TOGGLES
            .iter()
            .map(|(tag, _)| *tag)
            .filter(|tag| has_rule(shape, tag))
            .collect();
        (rules_on, shape_words(shape))
    });
    let run = state.shown_run();
    let run_on_this_board = run.is_some_and(|run| run.board == state.board);
    let live_panel = run.filter(|run| run.is_watchable()).map(|run| {
        html! {
            <LivePanel
                engine={run.engine}
                running={run.is_active()}
                snapshot={run.snapshot.clone()}
                trace={run.trace.clone()}
            />
        }
    });
    let level_panel = run.and_then(|run| {
        let level = LevelView::of(run.engine, run.snapshot.as_ref()?)?;
        Some(html! { <LevelPanel {level} done={!run.is_active()} /> })
    });

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
                <section class="play" aria-label="Board and controls">
                    <BoardView
                        cells={Rc::new(state.cells())}
                        layout={layout.clone()}
                        selected={state.selected}
                        on_select={on.select.clone()}
                        on_enter={on.enter.clone()}
                        chains={Rc::new(state.shown_chains())}
                        on_letter={on.letter.clone()}
                        on_pick={state.drawing.is_some().then(|| on.pick.clone())}
                    />
                    <HintPanel
                        prefs={state.prefs}
                        pending={state.hint.is_pending(&state.board)}
                        shown={state.hint.for_board(&state.board).cloned()}
                        explaining={state.explain.is_some()}
                        on_candidates={on.candidates.clone()}
                        on_pencil={on.pencil.clone()}
                        on_hint={on.hint.clone()}
                        on_apply={on.apply_hint.clone()}
                        on_dismiss={on.dismiss_hint.clone()}
                        on_explain={on.explain.clone()}
                    />
                    <p id="board-help" class="hint board-help">
                        { "Arrow keys move; 1-9 type (pencil marks in Pencil mode, P switches); 0, Backspace or Delete clear; H for a hint; Ctrl+Z / Ctrl+Y undo and redo." }
                    </p>
                    <DigitPad size={state.board.size()} on_digit={on.digit.clone()} />
                    <Controls
                        running={state.is_running()}
                        can_solve_anyway={state.can_solve_anyway()}
                        can_undo={state.history.can_undo()}
                        can_redo={state.history.can_redo()}
                        on_solve={on.solve.clone()}
                        on_solve_anyway={on.solve_anyway.clone()}
                        on_stop={on.stop.clone()}
                        on_clear={on.clear.clone()}
                        on_undo={on.undo.clone()}
                        on_redo={on.redo.clone()}
                    />
                    <StatusLine
                        text={state.status()}
                        running={state.is_running()}
                        snapshot={run.and_then(|run| run.snapshot.clone())}
                    />
                </section>
                <div class="side">
                    if let Some(explaining) = state.explain.clone() {
                        <ExplainPanel {explaining} on_step={on.explain_to.clone()} on_close={on.close_explain.clone()} />
                    }
                    { for live_panel }
                    { for level_panel }
                    <PuzzleInput
                        text={state.puzzle_text.clone()}
                        importing={state.importing.is_some()}
                        error={state.input_error.clone().map(AttrValue::from)}
                        label={state.puzzle_label().map(AttrValue::from)}
                        on_input={on.load_text.clone()}
                    >
                        <ShapePicker
                            size={state.board.size()}
                            rules_on={picker.0.clone()}
                            described={picker.1.clone()}
                            on_blank={on.blank.clone()}
                            on_rule={on.rule.clone()}
                        >
                            <EditorControls
                                size={state.board.size()}
                                drawn_regions={state.drawing.as_ref().map(|drawing| drawing.regions.len())}
                                jigsaw={state.board.shape().regions().is_some()}
                                on_draw={on.edit.reform(|()| EditAction::Draw)}
                                on_add_cage={on.edit.reform(EditAction::AddCage)}
                                on_make_region={on.edit.reform(|()| EditAction::MakeRegion)}
                                on_done={on.edit.reform(|()| EditAction::Done)}
                                on_remove_cage={on.edit.reform(|()| EditAction::RemoveSelectedCage)}
                                on_boxes_again={on.edit.reform(|()| EditAction::BoxesAgain)}
                            />
                        </ShapePicker>
                    </PuzzleInput>
                    <SideTabs active={state.side} panel="side-panel" on_pick={on.tab.clone()} />
                    <div id="side-panel" class="side-panel" role="tabpanel" aria-labelledby={format!("tab-{}", state.side.word())}>
                        <div hidden={state.side != SideTab::Race}>
                            <RacePanel
                                lineup={state.lineup.clone()}
                                runs={if state.runs.is_race() { state.runs.group().cloned().collect() } else { Vec::new() }}
                                standings={if state.runs.is_race() { standings(&state.runs, |run| run.label.clone()) } else { Vec::new() }}
                                running={state.is_running()}
                                workers={state.pool.capacity()}
                                on_add={on.race_add.clone()}
                                on_remove={on.race_remove.clone()}
                                on_clear={on.race_clear.clone()}
                                on_race={on.race.clone()}
                                can_race_anyway={state.can_race_anyway()}
                                on_race_anyway={on.race_anyway.clone()}
                            />
                        </div>
                        <div hidden={!state.side.shows_engine()}>
                            <EnginePicker
                                settings={state.settings.clone()}
                                shape={(!state.board.shape().is_classic()).then(|| state.board.shape().clone())}
                                on_engine={on.engine.clone()}
                                on_preset={on.preset.clone()}
                                on_param={on.param.clone()}
                                on_reset={on.reset.clone()}
                                on_seed={on.seed.clone()}
                                on_new_seed={on.new_seed.clone()}
                                on_time_limit={on.time_limit.clone()}
                            />
                        </div>
                        <div hidden={state.side != SideTab::Solve}>
                            <Results run={run.filter(|run| !run.is_active()).cloned()} running={run.is_some_and(|run| run.is_active())} on_this_board={run_on_this_board} />
                        </div>
                        <div hidden={state.side != SideTab::Ratings}>
                            <RatingsPanel ratings={state.ratings.clone()} />
                        </div>
                        <div hidden={state.side != SideTab::Generate}>
                            <AfterFirstPaint>
                                <GeneratorPanel
                                    choice={state.generator.choice.clone()}
                                    error={state.generator.error.clone()}
                                    current={state.generator.current.clone()}
                                    last={state.generator.last.clone()}
                                    on_action={on.generator.clone()}
                                    on_share={on.copy.clone()}
                                />
                            </AfterFirstPaint>
                        </div>
                        <div hidden={state.side != SideTab::Share}>
                            <ShareLink
                                link={state.share.link.clone().map(AttrValue::from)}
                                message={state.share.message.clone().map(AttrValue::from)}
                                on_copy={on.copy.clone()}
                                sudokuwiki={crate::share::sudokuwiki::to_s9b(&state.board).map(AttrValue::from).map_err(AttrValue::from)}
                            />
                        </div>
                    </div>
                </div>
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
        let address = EventListener::new(&window, "hashchange", move |_| {
            let (fragment, query) = dom::location_link();
            dispatch.emit(Action::OpenAddress { fragment, query });
        });
        move || drop((paste, keys, address))
    });
}

/// The board's shape in a few words for the shape picker's summary: cages
/// are counted, not listed.
fn shape_words(shape: &sudoku_engine::shape::Shape) -> AttrValue {
    let cages = shape
        .rules()
        .iter()
        .filter(|rule| rule.as_cage().is_some())
        .count();
    let size = shape.size();
    let mut words = vec![match (shape.regions().is_some(), shape.boxes()) {
        (true, _) => format!("{size}x{size} jigsaw"),
        (false, Some(boxes)) => format!("{size}x{size}, {boxes} boxes"),
        (false, None) => format!("{size}x{size}"),
    }];
    words.extend(
        shape
            .rules()
            .iter()
            .filter(|rule| rule.as_cage().is_none())
            .map(|rule| rule.title()),
    );
    if cages > 0 {
        words.push(format!("{cages} killer cages"));
    }
    AttrValue::from(words.join(", "))
}

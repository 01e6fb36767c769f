//! The side column, rendered one task after the board: an explanation or a
//! live run when there is one, the Puzzle box with the shape picker and the
//! editor, then the tabs (Solve, Race, Ratings, Generate, Share), each
//! panel rendered a task later again.

use yew::prelude::*;

use super::callbacks::Callbacks;
use super::side_tabs::SideTabs;
use super::{AppState, EditAction, SideTab};
use crate::board::{has_rule, EditorControls, PuzzleInput, ShapePicker, RULE_TOGGLES};
use crate::generator::{shape_words, GeneratorPanel};
use crate::hints::ExplainPanel;
use crate::live::{LevelPanel, LevelView, LivePanel};
use crate::race::{standings, RacePanel};
use crate::ratings::RatingsPanel;
use crate::run::Results;
use crate::settings::EnginePicker;
use crate::share::ShareLink;
use crate::web::after_first_paint::AfterFirstPaint;
use sudoku_engine::shape::Shape;

/// What the shape picker shows of the board's shape, worked out once per
/// shape.
#[derive(PartialEq)]
pub(super) struct PickerState {
    /// The rule bar's tags the shape has.
    rules_on: Vec<&'static str>,
    /// The shape in a few words.
    described: AttrValue,
    /// The shape without its cages in a few words, when it is not the
    /// classic 9x9 (what New puzzle makes "like the board").
    generates: Option<AttrValue>,
}

impl PickerState {
    pub(super) fn of(shape: &Shape) -> PickerState {
        PickerState {
            rules_on: RULE_TOGGLES
                .iter()
                .map(|(tag, _)| *tag)
                .filter(|tag| has_rule(shape, tag))
                .collect(),
            described: AttrValue::from(shape.describe()),
            generates: shape_words(&shape.without_cages()).map(AttrValue::from),
        }
    }
}

/// The side column for `state`.
pub(super) fn side_column(state: &AppState, on: &Callbacks, picker: &PickerState) -> Html {
    let run = state.shown_run();
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
        <div class="side">
            <AfterFirstPaint>
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
                        rules_on={picker.rules_on.clone()}
                        described={picker.described.clone()}
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
                { tab_panels(state, on, picker) }
            </AfterFirstPaint>
        </div>
    }
}

/// The tab panels, the chosen one shown; each renders a task after the
/// column, so none lengthens the page's start.
fn tab_panels(state: &AppState, on: &Callbacks, picker: &PickerState) -> Html {
    let run = state.shown_run();
    let race = state.runs.is_race();
    let shown = |tab: SideTab| state.side == tab;
    html! {
        <div id="side-panel" class="side-panel" role="tabpanel" aria-labelledby={format!("tab-{}", state.side.word())}>
            <div hidden={!shown(SideTab::Race)}>
                <AfterFirstPaint>
                    <RacePanel
                        lineup={state.lineup.clone()}
                        runs={if race { state.runs.group().cloned().collect() } else { Vec::new() }}
                        standings={if race { standings(&state.runs, |run| run.label.clone()) } else { Vec::new() }}
                        running={state.is_running()}
                        workers={state.pool.capacity()}
                        on_add={on.race_add.clone()}
                        on_remove={on.race_remove.clone()}
                        on_clear={on.race_clear.clone()}
                        on_race={on.race.clone()}
                        can_race_anyway={state.can_race_anyway()}
                        on_race_anyway={on.race_anyway.clone()}
                    />
                </AfterFirstPaint>
            </div>
            <div hidden={!state.side.shows_engine()}>
                <EnginePicker
                    settings={state.settings.clone()}
                    shape={state.board.shape().clone()}
                    on_engine={on.engine.clone()}
                    on_preset={on.preset.clone()}
                    on_param={on.param.clone()}
                    on_reset={on.reset.clone()}
                    on_seed={on.seed.clone()}
                    on_new_seed={on.new_seed.clone()}
                    on_time_limit={on.time_limit.clone()}
                />
            </div>
            <div hidden={!shown(SideTab::Solve)}>
                <AfterFirstPaint>
                    <Results
                        run={run.filter(|run| !run.is_active()).cloned()}
                        running={run.is_some_and(|run| run.is_active())}
                        on_this_board={run.is_some_and(|run| run.board == state.board)}
                    />
                </AfterFirstPaint>
            </div>
            <div hidden={!shown(SideTab::Ratings)}>
                <AfterFirstPaint>
                    <RatingsPanel ratings={state.ratings.clone()} />
                </AfterFirstPaint>
            </div>
            <div hidden={!shown(SideTab::Generate)}>
                <AfterFirstPaint>
                    <GeneratorPanel
                        choice={state.generator.choice.clone()}
                        error={state.generator.error.clone()}
                        current={state.generator.current.clone()}
                        last={state.generator.last.clone()}
                        board_shape={picker.generates.clone()}
                        on_action={on.generator.clone()}
                        on_share={on.copy.clone()}
                    />
                </AfterFirstPaint>
            </div>
            <div hidden={!shown(SideTab::Share)}>
                <AfterFirstPaint>
                    <ShareLink
                        link={state.share.link.clone().map(AttrValue::from)}
                        message={state.share.message.clone().map(AttrValue::from)}
                        on_copy={on.copy.clone()}
                        sudokuwiki={crate::share::sudokuwiki::to_s9b(&state.board).map(AttrValue::from).map_err(AttrValue::from)}
                        fpuzzles={state.elsewhere_link().map(|link| link.map(AttrValue::from).map_err(AttrValue::from))}
                    />
                </AfterFirstPaint>
            </div>
        </div>
    }
}

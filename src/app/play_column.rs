//! The play column: the puzzle's title and rules text, the practice bar,
//! the board, then (one task later) the hint panel, the
//! keyboard help, the digit pad, the run controls and the status line.

use std::rc::Rc;

use yew::prelude::*;

use super::callbacks::Callbacks;
use super::practice_bar::PracticeBar;
use super::solve_bar::SolveBar;
use super::solving_prefs::SolvingPrefs;
use super::AppState;
use super::Pref;
use crate::board::{puzzle_about, BoardLayout, BoardView, DigitPad, ModeBar, KEYBOARD_HELP};
use crate::hints::{HintPanel, TrueLine};
use crate::run::{Controls, StatusLine};
use crate::web::after_first_paint::AfterFirstPaint;

/// The board and what works on it, for `state`.
pub(super) fn play_column(state: &AppState, on: &Callbacks, layout: Rc<BoardLayout>) -> Html {
    let run = state.shown_run();
    html! {
        <section class="play" aria-label="Board and controls">
            { puzzle_about(state.board.puzzle().about()) }
            if let Some(practice) = state.practice() {
                <PracticeBar practice={practice.clone()} on_go={on.go_practice.clone()}
                    on_another={on.another_practice.clone()} on_end={on.end_practice.clone()} />
            }
            if !state.board.is_blank() {
                <SolveBar
                    elapsed_s={state.solving.elapsed_s}
                    finished={state.solving.finished}
                    shown={state.prefs.clock}
                    checked={state.checked().map(|words| AttrValue::from(words.to_string()))}
                    on_toggle_clock={on.pref.reform(|()| Pref::Clock)}
                    on_check={on.check.clone()}
                    on_check_solution={on.check_solution.clone()}
                />
            }
            <BoardView
                cells={Rc::new(state.cells())}
                {layout}
                selected={state.selection.focus()}
                on_select={on.select.clone()}
                on_pick={on.pick.clone()}
                on_type={on.typed.clone()}
                chains={Rc::new(state.shown_chains())}
                on_letter={on.letter.clone()}
                on_draw={state.drawing.is_some().then(|| on.draw.clone())}
            />
            <AfterFirstPaint>
                <HintPanel
                    prefs={state.prefs}
                    pending={state.hint.is_pending(&state.board)}
                    shown={state.hint.for_board(&state.board).cloned()}
                    explaining={state.explain.is_some()}
                    on_candidates={on.candidates.clone()}
                    truth={state.prefs.true_candidates.then(|| TrueLine::of(&state.truth))}
                    on_true_candidates={on.true_candidates.clone()}
                    on_hint={on.hint.clone()}
                    on_apply={on.apply_hint.clone()}
                    on_dismiss={on.dismiss_hint.clone()}
                    on_explain={on.explain.clone()}
                />
                <p id="board-help" class="hint board-help">{ KEYBOARD_HELP }</p>
                <ModeBar mode={state.prefs.mode} on_mode={on.mode.clone()} />
                <DigitPad size={state.board.size()} mode={state.prefs.mode} on_digit={on.digit.clone()} />
                <Controls
                    running={state.is_running()}
                    can_solve_anyway={state.can_solve_anyway()}
                    can_undo={state.history.can_undo()}
                    can_redo={state.history.can_redo()}
                    on_solve={on.solve.clone()}
                    on_solve_anyway={on.solve_anyway.clone()}
                    on_stop={on.stop.clone()}
                    on_clear={on.clear.clone()}
                    on_restart={on.restart.clone()}
                    on_undo={on.undo.clone()}
                    on_redo={on.redo.clone()}
                />
                <SolvingPrefs prefs={state.prefs} on_toggle={on.pref.clone()} />
                <StatusLine
                    text={state.status()}
                    running={state.is_running()}
                    snapshot={run.and_then(|run| run.snapshot.clone())}
                />
            </AfterFirstPaint>
        </section>
    }
}

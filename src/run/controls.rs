//! Solve, Stop, Clear, Restart, Undo and Redo.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub running: bool,
    /// The board was refused for having several solutions: offer one of them.
    pub can_solve_anyway: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub on_solve: Callback<()>,
    pub on_solve_anyway: Callback<()>,
    pub on_stop: Callback<()>,
    pub on_clear: Callback<()>,
    /// Empties the person's digits, marks and colours, keeping the puzzle.
    pub on_restart: Callback<()>,
    pub on_undo: Callback<()>,
    pub on_redo: Callback<()>,
}

#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let click = |callback: &Callback<()>| callback.reform(|_: MouseEvent| ());
    html! {
        <div class="controls">
            <button type="button" class="primary" disabled={props.running}
                onclick={click(&props.on_solve)}>{ "Solve" }</button>
            if props.can_solve_anyway {
                <button type="button" title="Run the engine for one of the puzzle's solutions"
                    onclick={click(&props.on_solve_anyway)}>{ "Solve anyway" }</button>
            }
            <button type="button" disabled={!props.running}
                onclick={click(&props.on_stop)}>{ "Stop" }</button>
            <button type="button" title="Empty the board (Undo brings it back)"
                onclick={click(&props.on_clear)}>{ "Clear" }</button>
            <button type="button" title="Take out your digits, marks and colours, keeping the puzzle (Undo brings them back)"
                onclick={click(&props.on_restart)}>{ "Restart" }</button>
            <button type="button" title="Ctrl+Z" disabled={!props.can_undo}
                onclick={click(&props.on_undo)}>{ "Undo" }</button>
            <button type="button" title="Ctrl+Y" disabled={!props.can_redo}
                onclick={click(&props.on_redo)}>{ "Redo" }</button>
        </div>
    }
}

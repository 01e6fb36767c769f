//! The difficulty level of Mandal & Sadhu (seed 001) for a run that counts
//! valid and invalid nodes: the level, V, IV, SR and DC in the paper's
//! terms with their formulas, and the paper's five levels with this one
//! marked. While the run goes on it is the level so far.

use yew::prelude::*;

use crate::level_view::{rating_text, LevelView, LEVELS};

#[derive(Properties, PartialEq)]
pub struct LevelPanelProps {
    pub level: LevelView,
    /// The run is over: the level is final.
    pub done: bool,
}

#[component]
pub fn LevelPanel(props: &LevelPanelProps) -> Html {
    let level = &props.level;
    let heading = if props.done {
        "Difficulty level"
    } else {
        "Difficulty level so far"
    };
    let row = |term: &'static str, value: String| {
        html! {
            <>
                <dt>{ term }</dt>
                <dd>{ value }</dd>
            </>
        }
    };
    let levels = LEVELS.iter().map(|&(number, name, range)| {
        let this = number == level.level;
        html! {
            <li class={classes!(this.then_some("this-level"))} aria-current={this.then_some("true")}>
                <span class="level-name">{ format!("Level {number} — {name}") }</span>
                <span class="level-range">{ range }</span>
            </li>
        }
    });
    html! {
        <section class="panel level-panel" aria-labelledby="level-heading">
            <h2 id="level-heading" class="panel-title">{ heading }</h2>
            <p class="level-title" id="level-title">{ level.title() }</p>
            <dl class="level-terms" aria-label="Level arithmetic">
                { row("valid nodes V", level.valid.to_string()) }
                { row("invalid nodes IV", level.invalid.to_string()) }
                { row("success rating SR", rating_text(level.success_rating)) }
                { row("difficulty coefficient DC", rating_text(level.difficulty)) }
            </dl>
            <p class="hint formula">
                { format!("SR = V / (V + 2 IV) = {}; DC = 1 − SR = {}", level.success_rating_sum(), level.difficulty_sum()) }
            </p>
            <ol class="levels" aria-label="The paper's levels by DC">
                { for levels }
            </ol>
            <p class="hint">{ "Levels and DC ranges from Mandal & Sadhu 2013, Table I. Here V counts the cells the search had to fill and IV the other digits those cells held along the way." }</p>
        </section>
    }
}
